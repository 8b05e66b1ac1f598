#include "harness/big_first.h"

#include <algorithm>
#include <utility>

namespace sudoku::harness {

LineWeight weigh(const InputItem& item) {
  LineWeight weight;
  if (item.kind != InputItem::Kind::kLine) return weight;
  const std::string& text = item.text;
  const bool integers = text.find_first_of(" \t,") != std::string::npos;
  if (!integers) {
    weight.cells = text.size();
    weight.blanks = static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return c == '.' || c == '0'; }));
    return weight;
  }
  // Integer lines: a cell is a run of anything but separators; a blank is "0" or "." alone.
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t start = text.find_first_not_of(" \t,", i);
    if (start == std::string::npos) break;
    std::size_t end = text.find_first_of(" \t,", start);
    if (end == std::string::npos) end = text.size();
    ++weight.cells;
    if (end - start == 1 && (text[start] == '0' || text[start] == '.')) ++weight.blanks;
    i = end;
  }
  return weight;
}

bool BigFirstSource::next(InputLine& line) {
  if (block_.empty()) read_block();
  if (block_.empty()) return false;
  line = std::move(block_.back());
  block_.pop_back();
  return true;
}

void BigFirstSource::read_block() {
  std::vector<std::pair<LineWeight, InputLine>> read;
  std::size_t bytes = 0;
  InputLine line;
  while (read.size() < kBlockLines && bytes < kBlockBytes && input_.next(line)) {
    bytes += line.item.text.size();
    const LineWeight weight = weigh(line.item);
    read.emplace_back(weight, std::move(line));
  }
  // Heaviest first, ties in input order; stored reversed, so that next() pops from the back.
  std::stable_sort(read.begin(), read.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  block_.clear();
  for (auto it = read.rbegin(); it != read.rend(); ++it) block_.push_back(std::move(it->second));
}

}  // namespace sudoku::harness
