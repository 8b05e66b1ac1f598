#include "harness/report/paired_ratio.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace sudoku::harness {
namespace {

double mean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

// Nearest rank of sorted `values` at q in [0, 1].
double percentile(const std::vector<double>& sorted, double q) {
  const double rank = std::ceil(q * static_cast<double>(sorted.size()));
  const std::size_t at = rank < 1 ? 0 : static_cast<std::size_t>(rank) - 1;
  return sorted[std::min(at, sorted.size() - 1)];
}

}  // namespace

PairedRatio paired_ratio(const std::vector<double>& base, const std::vector<double>& other, int resamples,
                         std::uint64_t seed) {
  std::vector<double> logs;  // log(other / base) per puzzle
  for (std::size_t i = 0; i < std::min(base.size(), other.size()); ++i) {
    if (base[i] > 0 && other[i] > 0) logs.push_back(std::log(other[i] / base[i]));
  }
  PairedRatio result;
  result.pairs = logs.size();
  if (logs.empty()) return result;
  result.ratio = std::exp(mean(logs));
  // mt19937_64's sequence is fixed by the standard; the modulo (not a distribution, whose
  // algorithm each library chooses) keeps the draws the same everywhere.
  std::mt19937_64 draw(seed);
  std::vector<double> means;
  std::vector<double> sample(logs.size());
  for (int r = 0; r < std::max(resamples, 1); ++r) {
    for (double& s : sample) s = logs[draw() % logs.size()];
    means.push_back(mean(sample));
  }
  std::sort(means.begin(), means.end());
  result.low = std::exp(percentile(means, 0.025));
  result.high = std::exp(percentile(means, 0.975));
  return result;
}

}  // namespace sudoku::harness
