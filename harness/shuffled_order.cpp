#include "harness/shuffled_order.h"

#include <utility>

#include "harness/big_first.h"

namespace sudoku::harness {

bool ShuffledSource::next(InputLine& line) {
  if (block_.empty()) read_block();
  if (block_.empty()) return false;
  line = std::move(block_.back());
  block_.pop_back();
  return true;
}

// Fisher-Yates with the source's own draws (std::shuffle's are the library's to choose, and a
// seed must give the same order with any standard library).
void ShuffledSource::read_block() {
  std::size_t bytes = 0;
  InputLine line;
  while (block_.size() < BigFirstSource::kBlockLines && bytes < BigFirstSource::kBlockBytes &&
         input_.next(line)) {
    bytes += line.item.text.size();
    block_.push_back(std::move(line));
  }
  for (std::size_t i = block_.size(); i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(random_() % i);
    std::swap(block_[i - 1], block_[j]);
  }
}

}  // namespace sudoku::harness
