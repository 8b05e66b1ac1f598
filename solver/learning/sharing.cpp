// A portfolio member's side of the clause exchange (clause_exchange.h): publishing its short
// learnt clauses, and adopting the other members' at level 0, after a restart.

#include "solver/learning/clause_exchange.h"
#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicLearningSearch<MaskT>::publish_learnt(int clause) {
  if (clause_size(clause) > schedule_.shared_size) return;
  config_.exchange->publish(config_.member, clause_lbd(clause),
                            {clause_lits(clause), static_cast<std::size_t>(clause_size(clause))});
}

// At level 0 every literal is open or fixed for good. A clause with a true literal adds nothing;
// the others are stored with their open literals first, watched as a learnt clause is, and one
// left with a single open literal asserts it (a reason whose other literals are all false at level
// 0, which analysis skips). None open: the puzzle has no solution.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::adopt_shared_clauses() {
  adopted_.clear();
  config_.exchange->collect(config_.member, exchange_cursor_, adopted_);
  std::vector<int>& lits = adopted_clause_;
  for (std::size_t i = 0; i < adopted_.size();) {
    const int lbd = adopted_[i];
    const int size = adopted_[i + 1];
    const int* clause = adopted_.data() + i + 2;
    i += 2 + static_cast<std::size_t>(size);
    lits.clear();
    bool satisfied = false;
    for (int k = 0; k < size && !satisfied; ++k) {
      satisfied = value_of(clause[k]) > 0;
      if (value_of(clause[k]) == 0) lits.push_back(clause[k]);
    }
    if (satisfied) continue;
    const std::size_t open = lits.size();
    if (open == 0) return false;
    for (int k = 0; k < size; ++k) {
      if (value_of(clause[k]) < 0) lits.push_back(clause[k]);
    }
    const int index = store_clause(lits, lbd);
    if (open == 1) enqueue(lits[0], {ReasonKind::kClause, index});
  }
  return true;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
