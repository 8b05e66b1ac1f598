// Recursive minimisation of the learnt clause.

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

// Drops every literal whose falsity the clause's other literals already imply, following reasons
// back through the trail (MiniSat's recursive minimisation). Long Sudoku reasons (a unit's eight or
// twenty-four places) make learnt clauses long; this roughly halves them.
template <typename MaskT>
void BasicLearningSearch<MaskT>::minimize(std::vector<int>& learnt) {
  std::uint32_t levels = 0;
  for (std::size_t k = 1; k < learnt.size(); ++k) levels |= level_bit(var_of(learnt[k]));
  minimize_marked_.assign(learnt.begin() + 1, learnt.end());
  std::size_t kept = 1;
  for (std::size_t k = 1; k < learnt.size(); ++k) {
    const int v = var_of(learnt[k]);
    if (vars_[v].reason.kind == ReasonKind::kNone || !implied(learnt[k], levels)) learnt[kept++] = learnt[k];
  }
  learnt.resize(kept);
  for (int lit : minimize_marked_) var_marks_[var_of(lit)] = 0;
}

// Whether the false literal follows from the clause's other literals: a depth-first walk over its
// reasons that fails at a decision or at a level the clause does not touch. What a walk settles is
// kept until the clause is done: a literal proved implied is marked like a clause literal, and
// every literal on the path to a failure is marked as failing, which it stays (its reasons reach a
// decision or a foreign level that nothing can later mark). The answers are those of a walk that
// remembers nothing; only repeated walks are saved.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::implied(int false_lit, std::uint32_t levels) {
  std::vector<Frame>& path = minimize_path_;
  std::vector<int>& reasons = implied_reason_;
  path.clear();
  reasons.clear();
  auto enter = [&](int lit) {
    const int begin = static_cast<int>(reasons.size());
    reason_clause(lit ^ 1, vars_[var_of(lit)].reason, reasons);
    path.push_back({lit, begin, begin + 1});
  };
  enter(false_lit);
  for (;;) {
    Frame& frame = path.back();
    if (frame.next < static_cast<int>(reasons.size())) {
      const int lit = reasons[frame.next++];
      const int v = var_of(lit);
      if (var_marks_[v] == kMarkImplied || vars_[v].level == 0) continue;
      if (var_marks_[v] == kMarkFailing || vars_[v].reason.kind == ReasonKind::kNone ||
          (level_bit(v) & levels) == 0) {
        if (var_marks_[v] == 0) {
          var_marks_[v] = kMarkFailing;
          minimize_marked_.push_back(lit);
        }
        // The first frame is a clause literal: it keeps its mark.
        for (std::size_t k = 1; k < path.size(); ++k) {
          var_marks_[var_of(path[k].lit)] = kMarkFailing;
          minimize_marked_.push_back(path[k].lit);
        }
        return false;
      }
      enter(lit);
      continue;
    }
    const int done = frame.lit;
    reasons.resize(frame.begin);
    path.pop_back();
    if (path.empty()) return true;
    var_marks_[var_of(done)] = kMarkImplied;
    minimize_marked_.push_back(done);
  }
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
