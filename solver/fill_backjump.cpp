// The fill search's conflict-directed backjumping. A dead end is traced back through the
// placements that caused it (a naked single to the placements that took its cell's other digits,
// a hidden single to those that took its digit from the unit's other cells) down to decisions; the
// search then undoes the highest of those decisions and every one above it, which played no part.
// Chronological backtracking instead undid the last decision first and thrashed on grids with
// givens, where a dead end often comes from a digit chosen rows above (results/README.md, "Empty
// and sparse grids: fill mode"). Sound: every placement of a decision level follows from the
// decisions up to it, so the traced placements fail under those decisions whatever comes after.

#include <algorithm>

#include "solver/fill_search.h"
#include "solver/mask_width.h"

namespace sudoku {
namespace {

constexpr std::uint64_t kNever = ~std::uint64_t{0};  // before every placement

// Adds the sorted levels of `more` to the sorted `levels`, once each.
void merge_levels(std::vector<int>& levels, const std::vector<int>& more) {
  std::vector<int> merged;
  merged.reserve(levels.size() + more.size());
  std::set_union(levels.begin(), levels.end(), more.begin(), more.end(), std::back_inserter(merged));
  levels.swap(merged);
}

}  // namespace

// For each of the digits, the earliest placement before `before` that took it from the cell.
template <typename MaskT>
void BasicFillSearch<MaskT>::blame_exclusions(int cell, const MaskT& digits, std::uint64_t before) {
  const auto& units = geo_.units_of(cell);
  for_each_digit(digits, [&](int d) {
    int cause = -1;
    for (int u : units) {
      const int h = holder(u, d);
      if (h >= 0 && order_[h] < before && (cause < 0 || order_[h] < order_[cause])) cause = h;
    }
    if (cause >= 0 && level_of_[cause] > 0 && !blamed_flag_[cause]) {
      blamed_flag_[cause] = 1;
      blamed_.push_back(cause);
    }
  });
}

// Why no cell of the unit but `except` took the digit before `before`: each was placed, or lost it.
template <typename MaskT>
void BasicFillSearch<MaskT>::blame_unit_digit(int unit, int digit, int except, std::uint64_t before) {
  for (int c : geo_.unit(unit)) {
    if (c == except) continue;
    if (digit_[c] != kBlank && order_[c] < before) {
      if (level_of_[c] > 0 && !blamed_flag_[c]) {
        blamed_flag_[c] = 1;
        blamed_.push_back(c);
      }
    } else {
      blame_exclusions(c, digit_bit<MaskT>(digit), before);
    }
  }
}

// Traces the blamed placements back to decisions; their levels, sorted.
template <typename MaskT>
std::vector<int> BasicFillSearch<MaskT>::levels_of_blamed() {
  std::vector<int> levels;
  for (std::size_t i = 0; i < blamed_.size(); ++i) {  // blamed_ grows as it is read
    const int cell = blamed_[i];
    const int reason = reason_[cell];
    if (reason == kDecided) {
      levels.push_back(level_of_[cell]);
    } else if (reason == kNakedSingle) {
      MaskT others = full_;
      clear_bit(others, digit_[cell]);
      blame_exclusions(cell, others, order_[cell]);
    } else {
      blame_unit_digit(reason, digit_[cell], cell, order_[cell]);
    }
  }
  for (int cell : blamed_) blamed_flag_[cell] = 0;
  blamed_.clear();
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  return levels;
}

// The decision levels the recorded conflict depends on.
template <typename MaskT>
std::vector<int> BasicFillSearch<MaskT>::conflict_levels() {
  if (conflict_cell_ >= 0) {
    blame_exclusions(conflict_cell_, full_, kNever);
  } else if (conflict_unit_.unit >= 0) {
    blame_unit_digit(conflict_unit_.unit, conflict_unit_.digit, -1, kNever);
  } else {
    for (int c : hall_cells_) {
      if (digit_[c] != kBlank) {
        if (level_of_[c] > 0 && !blamed_flag_[c]) {
          blamed_flag_[c] = 1;
          blamed_.push_back(c);
        }
      } else {
        blame_exclusions(c, full_ & ~hall_digits_, kNever);
      }
    }
  }
  return levels_of_blamed();
}

// Undoes the conflict's highest decision and those above it and tries that cell's next digit;
// where none is left, the cell's own failure (its digits' refutations and what took its other
// digits) is the conflict one level down. False when the conflict needs no decision at all.
template <typename MaskT>
bool BasicFillSearch<MaskT>::backjump(std::vector<int> conflict) {
  while (!conflict.empty()) {
    const int top = conflict.back();
    conflict.pop_back();
    stats_.backtracks += levels_.size() - std::size_t(top);
    levels_.resize(std::size_t(top));
    Level& level = levels_.back();
    merge_levels(level.refuted_by, conflict);
    undo_to(level.trail_mark);
    const MaskT open = candidates(level.cell);
    const int digit = fewest_places_digit(level.cell, open & ~level.tried);
    if (digit >= 0) {
      level.tried |= digit_bit<MaskT>(digit);
      ++stats_.guesses;
      place(level.cell, digit, kDecided);
      return true;
    }
    blame_exclusions(level.cell, full_ & ~open, kNever);
    conflict = levels_of_blamed();
    merge_levels(conflict, level.refuted_by);
    levels_.pop_back();
    ++stats_.backtracks;
  }
  return false;
}

#define SUDOKU_INSTANTIATE_FILL_SEARCH(M) template class BasicFillSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE_FILL_SEARCH)

}  // namespace sudoku
