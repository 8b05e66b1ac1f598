#include "harness/big_first.h"

#include <algorithm>
#include <utility>

namespace sudoku::harness {

LineSize weigh(const InputItem& item) {
  return item.kind == InputItem::Kind::kLine ? measure_line(item.text) : LineSize{};
}

bool BigFirstSource::next(InputLine& line) {
  if (block_.empty()) read_block();
  if (block_.empty()) return false;
  line = std::move(block_.back());
  block_.pop_back();
  return true;
}

void BigFirstSource::read_block() {
  std::vector<std::pair<LineSize, InputLine>> read;
  std::size_t bytes = 0;
  InputLine line;
  while (read.size() < kBlockLines && bytes < kBlockBytes && input_.next(line)) {
    bytes += line.item.text.size();
    read.emplace_back(weigh(line.item), std::move(line));
  }
  // Heaviest first, ties in input order; stored reversed, so that next() pops from the back.
  std::stable_sort(read.begin(), read.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  block_.clear();
  for (auto it = read.rbegin(); it != read.rend(); ++it) block_.push_back(std::move(it->second));
}

}  // namespace sudoku::harness
