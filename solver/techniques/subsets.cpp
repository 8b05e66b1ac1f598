#include "solver/techniques/subsets.h"

#include <array>

#include "solver/mask_width.h"
#include "solver/techniques/locked_set.h"

namespace sudoku {
namespace {

constexpr TechniqueId kId = TechniqueId::kSubsets;

// A unit's open cells and the digits not yet solved in it.
template <typename Mask>
struct OpenPart {
  std::array<int, kBits<Mask>> cells{};
  int cell_count = 0;
  Mask missing = 0;
};

template <typename Mask>
OpenPart<Mask> open_part(const BasicBoard<Mask>& board, std::span<const int> unit, Mask all) {
  OpenPart<Mask> part;
  Mask solved = 0;
  for (int c : unit) {
    if (board.is_solved(c)) {
      solved |= board.candidates(c);
    } else {
      part.cells[part.cell_count++] = c;
    }
  }
  part.missing = all & ~solved;
  return part;
}

template <typename Mask>
Progress naked(BasicPropagator<Mask>& prop, BasicBoard<Mask>& board, const OpenPart<Mask>& part) {
  std::array<Mask, kBits<Mask>> items{};
  for (int i = 0; i < part.cell_count; ++i) items[i] = board.candidates(part.cells[i]);
  LockedSet<Mask> set;
  switch (find_locked_set({items.data(), size_t(part.cell_count)}, part.cell_count / 2, &set)) {
    case LockedSetSearch::kNone: return Progress::kNone;
    case LockedSetSearch::kContradiction: return Progress::kContradiction;
    case LockedSetSearch::kFound: break;
  }
  for (int i = 0; i < part.cell_count; ++i) {
    if (has_bit(set.items, i)) continue;
    const int cell = part.cells[i];
    bool ok = true;
    for_each_digit(board.candidates(cell) & set.values,
                   [&](int d) { ok = ok && prop.eliminate(board, cell, d, kId); });
    if (!ok) return Progress::kContradiction;
  }
  return Progress::kChanged;
}

template <typename Mask>
Progress hidden(BasicPropagator<Mask>& prop, BasicBoard<Mask>& board, const OpenPart<Mask>& part) {
  // Item i is the i-th missing digit; its values are the positions (in part.cells) it may take.
  // Built cell by cell (each open cell sets its bit in its candidates' places), not digit by digit
  // over every cell: a fraction of the look-ups.
  std::array<Mask, kBits<Mask>> places_of{};  // per digit
  for (int i = 0; i < part.cell_count; ++i) {
    for_each_digit(board.candidates(part.cells[i]), [&](int d) { places_of[d] |= digit_bit<Mask>(i); });
  }
  std::array<Mask, kBits<Mask>> items{};
  std::array<int, kBits<Mask>> digits{};
  int digit_count = 0;
  for_each_digit(part.missing, [&](int d) {
    digits[digit_count] = d;
    items[digit_count++] = places_of[d];
  });
  LockedSet<Mask> set;
  switch (find_locked_set({items.data(), size_t(digit_count)}, digit_count / 2, &set)) {
    case LockedSetSearch::kNone: return Progress::kNone;
    case LockedSetSearch::kContradiction: return Progress::kContradiction;
    case LockedSetSearch::kFound: break;
  }
  Mask kept = 0;
  for (int j = 0; j < digit_count; ++j) {
    if (has_bit(set.items, j)) kept |= digit_bit<Mask>(digits[j]);
  }
  bool ok = true;
  for_each_digit(set.values, [&](int i) {
    const int cell = part.cells[i];
    for_each_digit(board.candidates(cell) & ~kept,
                   [&](int d) { ok = ok && prop.eliminate(board, cell, d, kId); });
  });
  return ok ? Progress::kChanged : Progress::kContradiction;
}

}  // namespace

template <typename Mask>
Progress Subsets::apply(BasicPropagator<Mask>& prop, BasicBoard<Mask>& board) {
  const Geometry& geo = prop.geometry();
  const Mask all = full_mask<Mask>(geo.size());
  bool changed = false;
  for (int u = 0; u < geo.unit_count(); ++u) {
    const std::span<const int> cells = geo.unit(u);
    const std::span<Mask> fruitless = prop.fruitless_subsets_state(u);
    bool unchanged = true;
    for (int i = 0; i < geo.size() && unchanged; ++i) unchanged = fruitless[i] == board.candidates(cells[i]);
    if (unchanged) continue;
    bool found = false;
    for (const auto kind : {naked<Mask>, hidden<Mask>}) {
      const OpenPart<Mask> part = open_part(board, cells, all);
      if (part.cell_count < 4) continue;  // with m < 4 open cells only singles remain
      const Progress p = kind(prop, board, part);
      if (p == Progress::kContradiction) return p;
      found = found || p == Progress::kChanged;
    }
    if (!found) {
      for (int i = 0; i < geo.size(); ++i) fruitless[i] = board.candidates(cells[i]);
    }
    changed = changed || found;
  }
  return changed ? Progress::kChanged : Progress::kNone;
}

#define SUDOKU_INSTANTIATE(M) template Progress Subsets::apply<M>(BasicPropagator<M>&, BasicBoard<M>&);
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
