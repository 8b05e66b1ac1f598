#include "harness/report/time_histogram.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace sudoku::harness {
namespace {

TEST(TimeHistogramTest, IsExactForTimesOfTheCsvResolutionBelow200Us) {
  TimeHistogram h;
  for (double us : {12.3, 0.1, 204.7, 55.5, 55.5}) h.add(us);
  EXPECT_EQ(h.count(), 5u);
  EXPECT_DOUBLE_EQ(h.median_us(), 55.5);
  EXPECT_DOUBLE_EQ(h.quantile_us(0.2), 0.1);
  EXPECT_DOUBLE_EQ(h.quantile_us(1.0), 204.7);
  EXPECT_DOUBLE_EQ(h.max_us(), 204.7);
  EXPECT_NEAR(h.total_us(), 328.1, 1e-9);
}

TEST(TimeHistogramTest, MedianOfAnEvenCountIsTheMeanOfTheMiddleTwo) {
  TimeHistogram h;
  for (double us : {10.0, 40.0, 20.0, 30.0}) h.add(us);
  EXPECT_DOUBLE_EQ(h.median_us(), 25.0);
}

// Above 204.8 µs a bucket's middle can lie past the values in it: the summary showed one puzzle's
// median of three rounds above its maximum.
TEST(TimeHistogramTest, MedianAndQuantilesStayBetweenMinimumAndMaximum) {
  for (double us : {94936.8, 1000.1, 3.0e6 + 0.1, 333333.3}) {
    TimeHistogram one;
    one.add(us);
    EXPECT_DOUBLE_EQ(one.median_us(), us);
    EXPECT_DOUBLE_EQ(one.quantile_us(0.99), us);
    EXPECT_DOUBLE_EQ(one.min_us(), us);
    TimeHistogram merged;
    merged += one;
    merged += one;
    EXPECT_DOUBLE_EQ(merged.median_us(), us);
    EXPECT_DOUBLE_EQ(merged.min_us(), us);
  }
}

TEST(TimeHistogramTest, EmptyHistogramReportsZeros) {
  const TimeHistogram h;
  EXPECT_EQ(h.count(), 0u);
  EXPECT_EQ(h.median_us(), 0.0);
  EXPECT_EQ(h.quantile_us(0.99), 0.0);
  EXPECT_EQ(h.max_us(), 0.0);
}

// Heavy-tailed times from 1 µs to 100 s: every quantile within 0.1% of the exact one.
TEST(TimeHistogramTest, QuantilesStayWithinATenthOfAPercentOverEightDecades) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> exponent(0, 8);
  TimeHistogram h;
  std::vector<double> exact;
  for (int i = 0; i < 20001; ++i) {
    const double us = std::round(std::pow(10.0, exponent(rng)) * 10) / 10;
    h.add(us);
    exact.push_back(us);
  }
  std::sort(exact.begin(), exact.end());
  for (double q : {0.01, 0.25, 0.5, 0.9, 0.99, 0.999}) {
    const double truth = exact[static_cast<std::size_t>(std::ceil(q * exact.size())) - 1];
    EXPECT_NEAR(h.quantile_us(q), truth, truth * 1e-3 + 0.05) << "q=" << q;
  }
  EXPECT_NEAR(h.median_us(), exact[exact.size() / 2], exact[exact.size() / 2] * 1e-3);
  EXPECT_DOUBLE_EQ(h.max_us(), exact.back());
}

TEST(TimeHistogramTest, MergingEqualsAddingEverythingToOne) {
  TimeHistogram a, b, both;
  for (int i = 1; i <= 500; ++i) {
    const double us = i * 37.3;
    (i % 3 == 0 ? a : b).add(us);
    both.add(us);
  }
  a += b;
  EXPECT_EQ(a.count(), both.count());
  EXPECT_DOUBLE_EQ(a.median_us(), both.median_us());
  EXPECT_DOUBLE_EQ(a.quantile_us(0.99), both.quantile_us(0.99));
  EXPECT_DOUBLE_EQ(a.max_us(), both.max_us());
}

}  // namespace
}  // namespace sudoku::harness
