#include "harness/run/shuffled_order.h"

#include <utility>

namespace sudoku::harness {

// Fisher-Yates with the source's own draws (std::shuffle's are the library's to choose, and a
// seed must give the same order with any standard library).
void ShuffledSource::arrange(std::vector<InputLine>& block) {
  for (std::size_t i = block.size(); i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(random_() % i);
    std::swap(block[i - 1], block[j]);
  }
}

}  // namespace sudoku::harness
