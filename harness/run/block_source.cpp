#include "harness/run/block_source.h"

#include <utility>

namespace sudoku::harness {

bool BlockSource::next(InputLine& line) {
  if (block_.empty()) {
    std::size_t bytes = 0;
    InputLine read;
    while (block_.size() < kBlockLines && bytes < kBlockBytes && input_.next(read)) {
      bytes += read.item.text.size();
      block_.push_back(std::move(read));
    }
    arrange(block_);
  }
  if (block_.empty()) return false;
  line = std::move(block_.back());
  block_.pop_back();
  return true;
}

}  // namespace sudoku::harness
