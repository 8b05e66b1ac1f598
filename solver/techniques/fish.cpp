#include "solver/techniques/fish.h"

#include <algorithm>
#include <array>
#include <vector>

#include "solver/mask_width.h"
#include "solver/techniques/locked_set.h"

namespace sudoku {
namespace {

// Where every digit may go, line by line, read in one pass over the board per direction (rather
// than one per digit and direction): places[d][r] bit c when digit d is open at (r, c) (at (c, r)
// read by columns), and solved[r] the digits solved in line r. Lines where the digit is already
// solved are left out of its fish (forward looking has removed it from the crossing lines they
// cover).
// Storage kept per thread and reused, so that search nodes allocate nothing.
template <typename MaskT>
struct LinePlaces {
  int n = 0;
  std::vector<MaskT> places_of;  // per digit, per line: [digit * N + line]
  std::vector<MaskT> solved;     // per line
  MaskT& places(int digit, int line) { return places_of[std::size_t(digit) * n + line]; }
  const MaskT& places(int digit, int line) const { return places_of[std::size_t(digit) * n + line]; }
};

template <typename MaskT>
void read_lines(const Geometry& geo, const BasicBoard<MaskT>& board, bool by_rows, LinePlaces<MaskT>& out) {
  const int n = geo.size();
  out.n = n;
  out.places_of.assign(std::size_t(n) * n, MaskT{0});
  out.solved.assign(n, MaskT{0});
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int cell = by_rows ? geo.cell(r, c) : geo.cell(c, r);
      const MaskT m = board.candidates(cell);
      if (is_single(m)) out.solved[r] |= m;
      for_each_digit(m, [&](int d) { out.places(d, r) |= digit_bit<MaskT>(c); });
    }
  }
}

// One digit seen along rows (by_rows) or along columns. Line i is a row (or column); its values are
// the crossing lines where the digit is still open.
template <typename MaskT>
Progress fish_for(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board, int digit, bool by_rows,
                  const LinePlaces<MaskT>& seen) {
  const Geometry& geo = prop.geometry();
  const int n = geo.size();
  const auto at = [&](int line, int cross) {
    return by_rows ? geo.cell(line, cross) : geo.cell(cross, line);
  };
  std::array<MaskT, kBits<MaskT>> items{};
  std::array<int, kBits<MaskT>> lines{};
  int line_count = 0;
  for (int line = 0; line < n; ++line) {
    if (has_bit(seen.solved[line], digit)) continue;
    lines[line_count] = line;
    items[line_count++] = seen.places(digit, line);
  }
  LockedSet<MaskT> set;
  switch (find_locked_set({items.data(), size_t(line_count)}, line_count / 2, &set)) {
    case LockedSetSearch::kNone: return Progress::kNone;
    case LockedSetSearch::kContradiction: return Progress::kContradiction;
    case LockedSetSearch::kFound: break;
  }
  bool ok = true;
  for (int i = 0; i < line_count; ++i) {
    if (has_bit(set.items, i)) continue;
    for_each_digit(items[i] & set.values, [&](int cross) {
      ok = ok && prop.eliminate(board, at(lines[i], cross), digit, TechniqueId::kFish);
    });
  }
  return ok ? Progress::kChanged : Progress::kContradiction;
}

}  // namespace

template <typename MaskT>
Progress Fish::apply(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board) {
  const Geometry& geo = prop.geometry();
  thread_local LinePlaces<MaskT> rows;
  thread_local LinePlaces<MaskT> columns;
  read_lines(geo, board, true, rows);
  read_lines(geo, board, false, columns);
  bool changed = false;
  for (int digit = 0; digit < geo.size(); ++digit) {
    for (const bool by_rows : {true, false}) {
      const Progress p = fish_for(prop, board, digit, by_rows, by_rows ? rows : columns);
      if (p == Progress::kContradiction) return p;
      if (p == Progress::kChanged) {
        // Rare (a few eliminations per hundred puzzles): read again what the fish changed,
        // including cells it left solved, which take their lines out of other digits' fish.
        read_lines(geo, board, true, rows);
        read_lines(geo, board, false, columns);
        changed = true;
      }
    }
  }
  return changed ? Progress::kChanged : Progress::kNone;
}

#define SUDOKU_INSTANTIATE(M) template Progress Fish::apply<M>(BasicPropagator<M>&, BasicBoard<M>&);
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
