#include "harness/sweep/sweep_percentile.h"

#include <algorithm>
#include <cmath>

namespace sudoku::harness {

double percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const double rank = std::clamp(fraction, 0.0, 1.0) * static_cast<double>(values.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(rank));
  const std::size_t above = std::min(below + 1, values.size() - 1);
  const double weight = rank - static_cast<double>(below);
  return values[below] + weight * (values[above] - values[below]);
}

}  // namespace sudoku::harness
