#include "solver/techniques/subsets.h"

#include <array>

#include "solver/mask_width.h"
#include "solver/techniques/locked_set.h"

namespace sudoku {
namespace {

constexpr TechniqueId kId = TechniqueId::kSubsets;

// A unit's open cells and the digits not yet solved in it.
template <typename MaskT>
struct OpenPart {
  std::array<int, kBits<MaskT>> cells{};
  int cell_count = 0;
  MaskT missing = 0;
};

template <typename MaskT>
OpenPart<MaskT> open_part(const BasicBoard<MaskT>& board, std::span<const int> unit, MaskT all) {
  OpenPart<MaskT> part;
  MaskT solved = 0;
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

template <typename MaskT>
Progress naked(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board, const OpenPart<MaskT>& part) {
  std::array<MaskT, kBits<MaskT>> items{};
  for (int i = 0; i < part.cell_count; ++i) items[i] = board.candidates(part.cells[i]);
  LockedSet<MaskT> set;
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

template <typename MaskT>
Progress hidden(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board, const OpenPart<MaskT>& part) {
  // Item i is the i-th missing digit; its values are the positions (in part.cells) it may take.
  // Built cell by cell (each open cell sets its bit in its candidates' places), not digit by digit
  // over every cell: a fraction of the look-ups.
  std::array<MaskT, kBits<MaskT>> places_of{};  // per digit
  for (int i = 0; i < part.cell_count; ++i) {
    for_each_digit(board.candidates(part.cells[i]), [&](int d) { places_of[d] |= digit_bit<MaskT>(i); });
  }
  std::array<MaskT, kBits<MaskT>> items{};
  std::array<int, kBits<MaskT>> digits{};
  int digit_count = 0;
  for_each_digit(part.missing, [&](int d) {
    digits[digit_count] = d;
    items[digit_count++] = places_of[d];
  });
  LockedSet<MaskT> set;
  switch (find_locked_set({items.data(), size_t(digit_count)}, digit_count / 2, &set)) {
    case LockedSetSearch::kNone: return Progress::kNone;
    case LockedSetSearch::kContradiction: return Progress::kContradiction;
    case LockedSetSearch::kFound: break;
  }
  MaskT kept = 0;
  for (int j = 0; j < digit_count; ++j) {
    if (has_bit(set.items, j)) kept |= digit_bit<MaskT>(digits[j]);
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

template <typename MaskT>
Progress Subsets::apply(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board) {
  const Geometry& geo = prop.geometry();
  const MaskT all = full_mask<MaskT>(geo.size());
  bool changed = false;
  for (int u = 0; u < geo.unit_count(); ++u) {
    const std::span<const int> cells = geo.unit(u);
    const std::span<MaskT> fruitless = prop.fruitless_subsets_state(u);
    bool unchanged = true;
    for (int i = 0; i < geo.size() && unchanged; ++i) unchanged = fruitless[i] == board.candidates(cells[i]);
    if (unchanged) continue;
    bool found = false;
    for (const auto kind : {naked<MaskT>, hidden<MaskT>}) {
      const OpenPart<MaskT> part = open_part(board, cells, all);
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
