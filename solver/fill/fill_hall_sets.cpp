// The fill search's Hall sets: each unit keeps a matching of its cells to distinct digits (a
// placed cell to its digit, an open one to a digit it takes). A unit without a perfect matching
// has k cells that together take fewer than k digits, a dead end that singles find only rows
// later; found at the decision that caused it, chronological backtracking undoes the right one.
// Lazily: a unit is repaired only when a placement took from a cell the digit matched to it, and
// a matching stays valid when placements are undone (candidates only come back), so it is never
// undone itself. Why: results/notes/fill-mode.md.

#include "solver/fill/fill_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicFillSearch<MaskT>::unmatch(int cell, int kind, int unit) {
  int& matched = match_[std::size_t(cell) * 3 + kind];
  if (matched < 0) return;
  owner_[std::size_t(unit) * n_ + matched] = -1;
  clear_bit(owned_[unit], matched);
  matched = -1;
  dirty_.mark(unit);
}

template <typename MaskT>
void BasicFillSearch<MaskT>::match(int cell, int kind, int unit, int digit) {
  match_[std::size_t(cell) * 3 + kind] = digit;
  owner_[std::size_t(unit) * n_ + digit] = cell;
  owned_[unit] |= digit_bit<MaskT>(digit);
}

// A placement: in each of its units the cell is matched to its digit, whoever had the digit
// before is left unmatched.
template <typename MaskT>
void BasicFillSearch<MaskT>::match_placed(int cell, int digit) {
  const auto& units = geo_.units_of(cell);
  for (int kind = 0; kind < 3; ++kind) {
    const int unit = units[kind];
    if (match_[std::size_t(cell) * 3 + kind] == digit) continue;
    const int holder = owner_[std::size_t(unit) * n_ + digit];
    if (holder >= 0) unmatch(holder, kind, unit);
    unmatch(cell, kind, unit);
    match(cell, kind, unit, digit);
  }
}

// A peer lost the digit: where it was matched to it, that unit's matching needs repair.
template <typename MaskT>
void BasicFillSearch<MaskT>::unmatch_lost(int cell, int digit, const std::array<int, 3>& units) {
  for (int kind = 0; kind < 3; ++kind) {
    if (match_[std::size_t(cell) * 3 + kind] == digit) unmatch(cell, kind, units[kind]);
  }
}

// Kuhn's augmenting path from the cell, trying unowned digits first.
template <typename MaskT>
bool BasicFillSearch<MaskT>::augment(int cell, int kind, int unit, MaskT& visited) {
  const MaskT takes = (digit_[cell] != kBlank ? digit_bit<MaskT>(digit_[cell]) : candidates(cell)) & ~visited;
  const MaskT free = takes & ~owned_[unit];
  if (free != 0) {
    match(cell, kind, unit, lowest_digit(free));
    return true;
  }
  bool found = false;
  for_each_digit(takes, [&](int d) {
    if (found || has_bit(visited, d)) return;
    visited |= digit_bit<MaskT>(d);
    const int holder = owner_[std::size_t(unit) * n_ + d];
    match_[std::size_t(holder) * 3 + kind] = -1;
    owner_[std::size_t(unit) * n_ + d] = -1;
    clear_bit(owned_[unit], d);
    if (augment(holder, kind, unit, visited)) {
      match(cell, kind, unit, d);
      found = true;
    } else {
      match(holder, kind, unit, d);
    }
  });
  return found;
}

// Matches every unit from scratch at the next check.
template <typename MaskT>
void BasicFillSearch<MaskT>::start_hall_sets() {
  hall_sets_ = true;
  for (int u = geo_.unit_count() - 1; u >= 0; --u) dirty_.mark(u);
}

// Repairs every unit whose matching broke; false (a conflict) when one has no perfect matching.
template <typename MaskT>
bool BasicFillSearch<MaskT>::check_hall_sets() {
  while (!dirty_.empty()) {
    const int unit = dirty_.last();
    const int kind = unit / n_;
    for (int cell : geo_.unit(unit)) {
      if (match_[std::size_t(cell) * 3 + kind] >= 0) continue;
      MaskT visited = 0;
      if (!augment(cell, kind, unit, visited)) {
        return false;
      }
    }
    dirty_.drop_last();
  }
  return true;
}

#define SUDOKU_INSTANTIATE_FILL_SEARCH(M) template class BasicFillSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE_FILL_SEARCH)

}  // namespace sudoku
