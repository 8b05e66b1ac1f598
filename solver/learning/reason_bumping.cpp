// Reason-side bumping (CaDiCaL's bumpreason): after a conflict, the literals of the reasons of the
// learnt clause's literals are bumped as well as those analysis met, one reason deep, two in
// stable mode. They are the literals that would have to change for the clause's literals to
// change, so decisions turn to them sooner. When they would be more than ten times what analysis
// bumped, none is bumped: long Sudoku reasons (a unit's places, a cell's digits) would otherwise
// swamp the activity. Figures: results/notes/settings.md, reason_bumping.

#include "solver/learning/learning_search.h"
#include "solver/learning/sudoku_reasons_inline.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicLearningSearch<MaskT>::bump_reason_side(const std::vector<int>& learnt) {
  constexpr std::size_t kMostPerAnalyzed = 10;
  const std::size_t most = analyzed_vars_.size() * kMostPerAnalyzed;
  for (int v : analyzed_vars_) reason_side_seen_[v] = 1;
  reason_side_.clear();
  bool too_many = false;
  const auto add = [&](int false_lit) {
    const int v = var_of(false_lit);
    if (reason_side_seen_[v] || vars_[v].level == 0) return;
    if (analyzed_vars_.size() + reason_side_.size() >= most) {
      too_many = true;
      return;
    }
    reason_side_seen_[v] = 1;
    reason_side_.push_back(false_lit);
  };
  // A literal of the clause is false; the trail holds its negation, with the reason.
  const auto add_reason_of = [&](int false_lit) {
    const int trail_lit = false_lit ^ 1;
    for_each_antecedent(trail_lit, vars_[var_of(trail_lit)].reason, add);
  };
  for (std::size_t k = 0; k < learnt.size() && !too_many; ++k) add_reason_of(learnt[k]);
  if (stable_) {
    const std::size_t first_depth = reason_side_.size();
    for (std::size_t k = 0; k < first_depth && !too_many; ++k) add_reason_of(reason_side_[k]);
  }
  for (int v : analyzed_vars_) reason_side_seen_[v] = 0;
  for (int lit : reason_side_) {
    reason_side_seen_[var_of(lit)] = 0;
    if (!too_many) bump(var_of(lit));
  }
  if (!too_many) stats_.learning.reason_side_bumps += reason_side_.size();
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
