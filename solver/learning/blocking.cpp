// Counting: a solution found is counted, then blocked by the clause of its negated decisions, so
// that the search goes on to the next one (the all-solutions scheme of CDCL solvers). The
// decisions and propagation imply the whole grid, so no other solution falsifies the clause.

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
bool BasicLearningSearch<MaskT>::count_solution(SearchOutcome& outcome) {
  if (outcome.solutions++ == 0) outcome.first = solved_digit_;
  if (outcome.solutions >= config_.solution_limit) return false;
  const int levels = static_cast<int>(level_start_.size());
  if (levels == 0) return false;  // implied by the givens and the clauses alone: no other is left
  // The last decision first and the one before it second: after the backjump below the clause is
  // unit on the first, and the second, of the highest level left, is the last to reopen (the
  // watches' invariant, as for a learnt clause).
  blocking_.clear();
  for (int level = levels; level >= 1; --level) blocking_.push_back(trail_[level_start_[level - 1]] ^ 1);
  ++blocked_;
  ++stats_.backtracks;  // the last decision, undone
  backjump(levels - 1);
  enqueue(blocking_[0], {ReasonKind::kClause, add_clause(blocking_, /*blocking=*/true)});
  return true;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
