#pragma once
// Solve times of a run in constant memory: a log-linear histogram in the CSV's unit (0.1 µs),
// exact below 204.8 µs and within 0.05% above, so a run of ten million puzzles costs what a run
// of ten thousand does. Count, total, minimum and maximum are exact; median and other quantiles
// come from the buckets, never outside the minimum and maximum.

#include <cstdint>
#include <map>

namespace sudoku::harness {

class TimeHistogram {
 public:
  void add(double us);
  TimeHistogram& operator+=(const TimeHistogram& other);

  std::uint64_t count() const { return count_; }
  double total_us() const { return total_us_; }
  double min_us() const { return min_us_; }
  double max_us() const { return max_us_; }
  // The median as usual: the middle value, or the mean of the two middle values. 0 when empty.
  double median_us() const;
  // Nearest rank: the smallest value with at least q of all values at or below it (q in (0, 1]).
  double quantile_us(double q) const;

 private:
  double value_at_rank(std::uint64_t rank) const;  // 1-based

  std::map<std::uint32_t, std::uint64_t> buckets_;  // bucket key -> values in it, keys in value order
  std::uint64_t count_ = 0;
  double total_us_ = 0;
  double min_us_ = 0;
  double max_us_ = 0;
};

}  // namespace sudoku::harness
