#include "harness/run/big_first.h"

#include <algorithm>
#include <utility>

namespace sudoku::harness {

LineSize weigh(const InputItem& item) {
  return item.kind == InputItem::Kind::kLine ? measure_line(item.text) : LineSize{};
}

// Heaviest first, ties in input order; stored reversed, since the last is handed out first. Each
// line is weighed once, not in every comparison.
void BigFirstSource::arrange(std::vector<InputLine>& block) {
  std::vector<std::pair<LineSize, InputLine>> weighed;
  weighed.reserve(block.size());
  for (InputLine& line : block) weighed.emplace_back(weigh(line.item), std::move(line));
  std::stable_sort(weighed.begin(), weighed.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  block.clear();
  for (auto it = weighed.rbegin(); it != weighed.rend(); ++it) block.push_back(std::move(it->second));
}

}  // namespace sudoku::harness
