#include "harness/report/time_histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace sudoku::harness {
namespace {

// Ticks of 0.1 µs. Below 2^11 ticks every tick has its own bucket; above, each power of two is
// cut into 1,024 buckets, so a bucket is at most 1/1024 of its values wide.
constexpr int kExactBits = 11;
constexpr int kMantissaBits = kExactBits - 1;

std::uint64_t ticks_of(double us) { return static_cast<std::uint64_t>(std::llround(std::max(us, 0.0) * 10)); }

// Keys grow with the value: (shift, mantissa) with the mantissa in [1024, 2048) for shift > 0.
std::uint32_t key_of(std::uint64_t ticks) {
  if (ticks < (std::uint64_t{1} << kExactBits)) return static_cast<std::uint32_t>(ticks);
  const int shift = std::bit_width(ticks) - kExactBits;
  return static_cast<std::uint32_t>((shift << kExactBits) | (ticks >> shift));
}

// The middle of a bucket, in µs: it may lie outside the values the bucket holds (see value_at_rank).
double value_of(std::uint32_t key) {
  const int shift = static_cast<int>(key >> kExactBits);
  if (shift == 0) return key / 10.0;
  const std::uint64_t mantissa = key & ((1u << kExactBits) - 1);
  const double low = static_cast<double>(mantissa << shift);
  return (low + (std::ldexp(1.0, shift) - 1) / 2) / 10.0;
}

static_assert(kMantissaBits == 10);

}  // namespace

void TimeHistogram::add(double us) {
  ++buckets_[key_of(ticks_of(us))];
  ++count_;
  total_us_ += us;
  min_us_ = count_ == 1 ? us : std::min(min_us_, us);
  max_us_ = std::max(max_us_, us);
}

TimeHistogram& TimeHistogram::operator+=(const TimeHistogram& other) {
  for (const auto& [key, n] : other.buckets_) buckets_[key] += n;
  if (other.count_ > 0) min_us_ = count_ == 0 ? other.min_us_ : std::min(min_us_, other.min_us_);
  count_ += other.count_;
  total_us_ += other.total_us_;
  max_us_ = std::max(max_us_, other.max_us_);
  return *this;
}

double TimeHistogram::value_at_rank(std::uint64_t rank) const {
  std::uint64_t seen = 0;
  for (const auto& [key, n] : buckets_) {
    seen += n;
    // A bucket's middle can lie beyond the exact extremes: one puzzle's median read 94950.4 µs
    // above its maximum of 94936.8 µs. Clamped, min <= median <= max on every row of a summary.
    if (seen >= rank) return std::clamp(value_of(key), min_us_, max_us_);
  }
  return max_us_;
}

double TimeHistogram::median_us() const {
  if (count_ == 0) return 0;
  const std::uint64_t upper = count_ / 2 + 1;
  if (count_ % 2 == 1) return value_at_rank(upper);
  return (value_at_rank(upper - 1) + value_at_rank(upper)) / 2;
}

double TimeHistogram::quantile_us(double q) const {
  if (count_ == 0) return 0;
  const double wanted = std::ceil(std::clamp(q, 0.0, 1.0) * static_cast<double>(count_));
  return value_at_rank(std::max<std::uint64_t>(1, static_cast<std::uint64_t>(wanted)));
}

}  // namespace sudoku::harness
