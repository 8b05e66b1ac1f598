// Shrinking the learnt clause: an earlier level's literals replaced by that level's own unique
// implication point.

#include <algorithm>
#include <functional>

#include "solver/learning/learning_search.h"
#include "solver/learning/sudoku_reasons_inline.h"
#include "solver/mask_width.h"

namespace sudoku {

// Replaces all of the clause's literals of one earlier level by that level's own unique
// implication point, when the reasons that lead there from them reach no literal of a lower level
// outside the clause (all-UIP shrinking, Feng and Bacchus 2020). Long Sudoku reasons leave several
// literals per level; the shorter clause keeps its levels, so its LBD and backjump are the same.
template <typename MaskT>
void BasicLearningSearch<MaskT>::shrink(std::vector<int>& learnt) {
  std::vector<int>& original = shrink_original_;
  original.assign(learnt.begin() + 1, learnt.end());
  for (int lit : original) var_marks_[var_of(lit)] = kMarkImplied;
  // Grouped by level, highest first, ties in clause order: sorted as keys (level, position), as a
  // stable sort would order them but without its buffer, so analysis allocates nothing.
  std::vector<std::uint64_t>& keys = shrink_order_;
  keys.clear();
  for (std::size_t k = 0; k < original.size(); ++k) {
    keys.push_back(std::uint64_t(vars_[var_of(original[k])].level) << 32 | (0xFFFFFFFFu - k));
  }
  std::sort(keys.begin(), keys.end(), std::greater<>());
  for (std::size_t k = 0; k < keys.size(); ++k) {
    learnt[k + 1] = original[0xFFFFFFFFu - (keys[k] & 0xFFFFFFFFu)];
  }
  std::size_t out = 1;
  for (std::size_t begin = 1; begin < learnt.size();) {
    const int level = vars_[var_of(learnt[begin])].level;
    std::size_t end = begin;
    while (end < learnt.size() && vars_[var_of(learnt[end])].level == level) ++end;
    const int uip = end - begin >= 2 ? level_uip(level, learnt.data() + begin, learnt.data() + end) : -1;
    if (uip >= 0) {
      learnt[out++] = uip ^ 1;
    } else {
      for (std::size_t k = begin; k < end; ++k) learnt[out++] = learnt[k];
    }
    begin = end;
  }
  learnt.resize(out);
  for (int lit : original) var_marks_[var_of(lit)] = 0;
}

// The last literal of the level that every path from the clause's literals [begin, end) of that
// level passes through, or -1 when those paths meet a lower level outside the clause (whose
// literals are marked kMarkImplied).
template <typename MaskT>
int BasicLearningSearch<MaskT>::level_uip(int level, const int* begin, const int* end) {
  std::vector<int>& marked = shrink_marked_;
  marked.clear();
  for (const int* lit = begin; lit != end; ++lit) {
    var_marks_[var_of(*lit)] |= kMarkLevelWalk;
    marked.push_back(var_of(*lit));
  }
  const std::size_t first = level_start_[level - 1];
  std::size_t i = level_start_[level];
  int open = static_cast<int>(end - begin);
  int uip = -1;
  while (i-- > first) {
    const int lit = trail_[i];
    const int v = var_of(lit);
    if ((var_marks_[v] & kMarkLevelWalk) == 0) continue;
    if (open == 1) {
      uip = lit;
      break;
    }
    --open;
    bool outside = false;
    for_each_antecedent(lit, vars_[v].reason, [&](int other) {
      const int w = var_of(other);
      if (vars_[w].level == 0 || (var_marks_[w] & kMarkLevelWalk) != 0) return;
      if (vars_[w].level == level) {
        var_marks_[w] |= kMarkLevelWalk;
        marked.push_back(w);
        ++open;
      } else if (var_marks_[w] != kMarkImplied) {
        outside = true;
      }
    });
    if (outside) break;
  }
  for (int v : marked) var_marks_[v] &= ~kMarkLevelWalk;
  return uip;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
