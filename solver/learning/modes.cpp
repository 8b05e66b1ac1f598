// Focused and stable modes, alternating on a schedule of conflicts (LearningSchedule's
// first_mode_length), and the target phase that stable mode's decisions follow: the digits of the
// longest conflict-free trail met so far (Biere and Fleury's target phases, as in CaDiCaL).

#include <algorithm>

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicLearningSearch<MaskT>::schedule_modes() {
  if (config_.solution_limit > 1 || schedule_.first_mode_length == 0) return;
  const bool literal = geo_.size() > schedule_.literal_modes_above_size &&
                       geo_.size() <= schedule_.modes_above_size && config_.phase.empty();
  if (!literal && geo_.size() <= schedule_.modes_above_size) return;
  mode_length_ = schedule_.first_mode_length;
  next_mode_switch_ = mode_length_;
  if (literal) {
    next_mode_switch_ = std::max(mode_length_, schedule_.literal_modes_from_conflict);
    start_literal_phases();
  } else {
    target_digit_.assign(geo_.cell_count(), -1);
  }
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::switch_mode() {
  stable_ = !stable_;
  ++stats_.learning.mode_switches;
  if (!stable_) mode_length_ *= 2;  // a focused and stable pair, twice as long as the last
  next_mode_switch_ = conflicts_ + mode_length_;
  restart();
}

// Before the literal modes have begun, a search whose conflicts have come at a mean decision level
// above literal_modes_early_level by literal_modes_early_conflict starts them now: its first
// rephase and stable mode come at this conflict (see LearningSchedule).
template <typename MaskT>
void BasicLearningSearch<MaskT>::note_conflict_level(int level) {
  conflict_level_sum_ += static_cast<std::uint64_t>(level);
  if (!literal_phases_ || rephases_ > 0 || conflicts_ != schedule_.literal_modes_early_conflict) return;
  if (static_cast<double>(conflict_level_sum_) >
      schedule_.literal_modes_early_level * static_cast<double>(conflicts_)) {
    next_mode_switch_ = conflicts_;
    next_rephase_ = conflicts_;
  }
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::note_conflict_free_trail() {
  if (level_start_.empty()) return;
  if (literal_phases_) return note_phases(level_start_.back());
  if (target_digit_.empty()) return;
  const std::size_t free_of_conflict = level_start_.back();
  if (free_of_conflict <= target_trail_) return;
  target_trail_ = free_of_conflict;
  for (std::size_t i = 0; i < free_of_conflict; ++i) {
    const int lit = trail_[i];
    if (!is_negative(lit)) target_digit_[cell_of(var_of(lit))] = digit_of(var_of(lit));
  }
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
