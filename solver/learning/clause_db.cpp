// The learnt and blocking clauses: one arena of [size, lbd, literals...], two watches a clause, and
// the periodic reduction that keeps the arena from slowing propagation.

#include <algorithm>
#include <stdexcept>

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
int BasicLearningSearch<MaskT>::add_clause(const std::vector<int>& lits, bool blocking) {
  int lbd = kBlockingLbd;
  if (!blocking) {
    for (int lit : lits) {
      const int level = vars_[var_of(lit)].level;
      if (!level_counted_[level]) {
        level_counted_[level] = 1;
        ++lbd;
      }
    }
    for (int lit : lits) level_counted_[vars_[var_of(lit)].level] = 0;
  }
  return store_clause(lits, lbd);
}

template <typename MaskT>
int BasicLearningSearch<MaskT>::store_clause(const std::vector<int>& lits, int lbd) {
  const int clause = static_cast<int>(arena_.size());
  if (lits.size() >= 2) {
    watches_[lits[0]].push_back({clause, lits[1]});
    watches_[lits[1]].push_back({clause, lits[0]});
  }
  arena_.push_back(static_cast<int>(lits.size()));
  arena_.push_back(lbd);
  arena_.insert(arena_.end(), lits.begin(), lits.end());
  return clause;
}

template <typename MaskT>
bool BasicLearningSearch<MaskT>::is_reason(int clause) const {
  const int first = clause_lits(clause)[0];
  const Reason& r = vars_[var_of(first)].reason;
  return r.kind == ReasonKind::kClause && r.data == clause && value_of(first) > 0;
}

// Learnt clauses slow every propagation that visits them. Keep the short-reasoned half (low LBD,
// the "glue" measure of Glucose), every clause that is currently a reason and every blocking
// clause (dropped, it would let a count meet its solution again); drop the rest, and close the
// gaps they leave, renaming the survivors in watches and reasons.
template <typename MaskT>
void BasicLearningSearch<MaskT>::reduce_clauses() {
  const auto kept = [&](int c) {
    return is_blocking(c) || clause_size(c) <= schedule_.kept_size || clause_lbd(c) <= schedule_.kept_lbd ||
           is_reason(c);
  };
  std::vector<int> candidates;
  for (int c = 0; c < static_cast<int>(arena_.size()); c += 2 + clause_size(c)) {
    if (!kept(c)) candidates.push_back(c);
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [&](int a, int b) { return clause_lbd(a) > clause_lbd(b); });
  constexpr int kDropped = -1;
  std::vector<int> renamed(arena_.size(), kDropped);
  const std::size_t dropped =
      candidates.size() * static_cast<std::size_t>(schedule_.reduction_drop_percent) / 100;
  for (std::size_t k = dropped; k < candidates.size(); ++k) renamed[candidates[k]] = 0;
  ++stats_.learning.reductions;
  stats_.learning.clauses_dropped += dropped;
  for (int c = 0; c < static_cast<int>(arena_.size()); c += 2 + clause_size(c)) {
    if (kept(c)) renamed[c] = 0;
  }
  int end = 0;
  for (int c = 0, next = 0; c < static_cast<int>(arena_.size()); c = next) {
    next = c + 2 + clause_size(c);
    if (renamed[c] == kDropped) continue;
    renamed[c] = end;
    std::copy(arena_.begin() + c, arena_.begin() + next, arena_.begin() + end);
    end += next - c;
  }
  arena_.resize(end);
  watches_.for_each_list([&](std::vector<Watch>& list) {
    std::erase_if(list, [&](const Watch& w) { return renamed[w.clause] == kDropped; });
    for (Watch& w : list) w.clause = renamed[w.clause];
  });
  for (int lit : trail_) {
    Reason& r = vars_[var_of(lit)].reason;
    if (r.kind != ReasonKind::kClause) continue;
    r.data = renamed[r.data];
    // A reason dropped would send analysis into freed arena: fail here, loudly, instead.
    if (r.data == kDropped)
      throw std::logic_error("clause reduction dropped the reason of a literal on the trail");
  }
  next_reduction_ = conflicts_ + schedule_.reduction_interval + schedule_.reduction_growth * (++reductions_);
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
