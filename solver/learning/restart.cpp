// Restarts: back to level 0 after the Luby series' number of conflict units, keeping every learnt
// clause and every activity.

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

// 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...: the i-th term, from 0.
template <typename MaskT>
std::uint64_t BasicLearningSearch<MaskT>::luby(std::uint64_t i) {
  std::uint64_t size = 1;
  int power = 0;
  while (size < i + 1) {
    size = 2 * size + 1;
    ++power;
  }
  while (size - 1 != i) {
    size = (size - 1) / 2;
    --power;
    i %= size;
  }
  return std::uint64_t{1} << power;
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::restart() {
  backjump(0);
  if (schedule_.intersections_until_conflict != 0 && conflicts_ >= schedule_.intersections_until_conflict)
    intersections_ = false;
  ++stats_.learning.restarts;
  next_restart_ = conflicts_ + schedule_.restart_unit * luby(++restarts_);
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
