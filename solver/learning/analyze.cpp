// Conflict analysis: from the clause in conflict, resolve the current level's literals away along
// their reasons until one is left (the first unique implication point); its negation and the
// earlier levels' literals are the learnt clause. Then make it shorter (minimize.cpp, shrink.cpp,
// drop_rival_placements) and order it for watching.

#include <utility>

#include "solver/learning/learning_search.h"
#include "solver/learning/sudoku_reasons_inline.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
int BasicLearningSearch<MaskT>::analyze(std::vector<int>& learnt) {
  const int current = static_cast<int>(level_start_.size());
  learnt.assign(1, 0);
  analyzed_vars_.clear();
  int open_paths = 0;
  const auto resolve = [&](int lit) {
    const int v = var_of(lit);
    if (var_marks_[v] || vars_[v].level == 0) return;
    var_marks_[v] = kMarkImplied;  // in the clause, or resolved away
    bump(v);
    if (schedule_.reason_bumping) analyzed_vars_.push_back(v);
    if (vars_[v].level == current) {
      ++open_paths;
    } else {
      learnt.push_back(lit);
    }
  };
  for (int lit : conflict_) resolve(lit);
  int uip = -1;
  std::size_t index = trail_.size();
  for (;;) {
    do {
      --index;
    } while (!var_marks_[var_of(trail_[index])]);
    uip = trail_[index];
    var_marks_[var_of(uip)] = 0;
    if (--open_paths == 0) break;
    for_each_antecedent(uip, vars_[var_of(uip)].reason, resolve);
  }
  learnt[0] = uip ^ 1;
  ++stats_.learning.learnt_clauses;
  stats_.learning.uip_literals += learnt.size();
  minimize(learnt);
  if (n_ > schedule_.shrink_above_size) shrink(learnt);
  drop_rival_placements(learnt);
  if (schedule_.reason_bumping) bump_reason_side(learnt);
  stats_.learning.learnt_literals += learnt.size();
  decay_activity();
  // Watch the literal of the highest remaining level second: it is the last to become open again.
  int level = 0;
  for (std::size_t k = 1; k < learnt.size(); ++k) {
    if (vars_[var_of(learnt[k])].level > level) {
      level = vars_[var_of(learnt[k])].level;
      std::swap(learnt[1], learnt[k]);
    }
  }
  return level;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
