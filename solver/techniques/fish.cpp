#include "solver/techniques/fish.h"

#include <algorithm>
#include <array>

#include "solver/techniques/locked_set.h"

namespace sudoku {
namespace {

// Where every digit may go, line by line, read in one pass over the board per direction (rather
// than one per digit and direction): places[d][r] bit c when digit d is open at (r, c) (at (c, r)
// read by columns), and solved[r] the digits solved in line r. Lines where the digit is already
// solved are left out of its fish (forward looking has removed it from the crossing lines they
// cover).
// Fixed arrays, not vectors, so that search nodes allocate nothing; only the first N x N entries
// are written and read.
struct LinePlaces {
  std::array<std::array<Mask, kMaxSize>, kMaxSize> places;  // per digit, per line
  std::array<Mask, kMaxSize> solved;                        // per line
};

void read_lines(const Geometry& geo, const Board& board, bool by_rows, LinePlaces& out) {
  const int n = geo.size();
  for (int d = 0; d < n; ++d) std::fill_n(out.places[d].begin(), n, Mask{0});
  std::fill_n(out.solved.begin(), n, Mask{0});
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int cell = by_rows ? geo.cell(r, c) : geo.cell(c, r);
      const Mask m = board.candidates(cell);
      if (is_single(m)) out.solved[r] |= m;
      for_each_digit(m, [&](int d) { out.places[d][r] |= Mask{1} << c; });
    }
  }
}

// One digit seen along rows (by_rows) or along columns. Line i is a row (or column); its values are
// the crossing lines where the digit is still open.
Progress fish_for(Propagator& prop, Board& board, int digit, bool by_rows, const LinePlaces& seen) {
  const Geometry& geo = prop.geometry();
  const int n = geo.size();
  const auto at = [&](int line, int cross) { return by_rows ? geo.cell(line, cross) : geo.cell(cross, line); };
  std::array<Mask, kMaxSize> items{};
  std::array<int, kMaxSize> lines{};
  int line_count = 0;
  for (int line = 0; line < n; ++line) {
    if (seen.solved[line] & digit_bit(digit)) continue;
    lines[line_count] = line;
    items[line_count++] = seen.places[digit][line];
  }
  LockedSet set;
  switch (find_locked_set({items.data(), size_t(line_count)}, line_count / 2, &set)) {
    case LockedSetSearch::kNone: return Progress::kNone;
    case LockedSetSearch::kContradiction: return Progress::kContradiction;
    case LockedSetSearch::kFound: break;
  }
  bool ok = true;
  for (int i = 0; i < line_count; ++i) {
    if (set.items >> i & 1) continue;
    for_each_digit(items[i] & set.values, [&](int cross) {
      ok = ok && prop.eliminate(board, at(lines[i], cross), digit, TechniqueId::kFish);
    });
  }
  return ok ? Progress::kChanged : Progress::kContradiction;
}

}  // namespace

Progress Fish::apply(Propagator& prop, Board& board) {
  const Geometry& geo = prop.geometry();
  LinePlaces rows;
  LinePlaces columns;
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

}  // namespace sudoku
