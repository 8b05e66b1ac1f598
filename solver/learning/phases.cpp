// Stable mode's literal phases, on 25x25 (LearningSchedule::literal_modes_above_size): Biere and
// Fleury's target phases and rephasing, as CaDiCaL has them. A decision takes the most active open
// literal and gives it its target value. The target is the
// assignment of the longest conflict-free trail since the last rephase; a rephase goes back to
// level 0 and overwrites the saved values: all true, then all false, then in turn the best
// trail's, all true, the best's, all false. Decisions of "not x" are what set it apart from the
// cell's target digit above 25x25 (modes.cpp); the figures are in results/notes/settings.md under
// literal_modes_above_size.

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicLearningSearch<MaskT>::start_literal_phases() {
  literal_phases_ = true;
  saved_phase_.assign(value_.size(), 0);
  target_phase_.assign(value_.size(), 0);
  best_phase_.assign(value_.size(), 0);
  next_rephase_ = next_mode_switch_;  // with the first stable mode
}

// An assigned var's phase is its value; an open one's, the value it last had.
template <typename MaskT>
void BasicLearningSearch<MaskT>::copy_phases(std::vector<std::int8_t>& to) const {
  for (std::size_t v = 0; v < to.size(); ++v) to[v] = value_[v] != 0 ? value_[v] : saved_phase_[v];
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::note_phases(std::size_t free_of_conflict) {
  if (free_of_conflict > target_trail_) {
    target_trail_ = free_of_conflict;
    copy_phases(target_phase_);
  }
  if (free_of_conflict > best_trail_) {
    best_trail_ = free_of_conflict;
    copy_phases(best_phase_);
  }
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::rephase() {
  backjump(0);
  const std::uint64_t count = rephases_++;
  ++stats_.learning.rephases;
  const char kind = count == 0 ? 'O' : count == 1 ? 'I' : "BOBI"[(count - 2) % 4];
  for (std::size_t v = 0; v < saved_phase_.size(); ++v) {
    if (kind == 'O') {
      saved_phase_[v] = 1;
    } else if (kind == 'I') {
      saved_phase_[v] = -1;
    } else if (best_phase_[v] != 0) {
      saved_phase_[v] = best_phase_[v];
    }
    if (value_[v] == 0) target_phase_[v] = saved_phase_[v];
  }
  target_trail_ = 0;
  if (kind == 'B') best_trail_ = 0;
  next_rephase_ = conflicts_ + schedule_.rephase_interval * rephases_;
}

// Every open var has a target by then: the first rephase, which sets them all, comes with the first
// stable mode, and a new target copies values or saved values, all set since.
template <typename MaskT>
int BasicLearningSearch<MaskT>::phase_decision() {
  const int cell = choose_cell(true);
  const int v = var(cell, most_active_digit(cell));
  return target_phase_[v] < 0 ? negative(v) : positive(v);
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
