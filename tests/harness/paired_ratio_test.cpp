#include "harness/report/paired_ratio.h"

#include <gtest/gtest.h>

#include <cmath>

namespace sudoku::harness {
namespace {

TEST(PairedRatioTest, TakesTheGeometricMeanOfPerPuzzleRatios) {
  // Ratios 2, 8 and 4: geometric mean 4, where the ratio of the totals would be 70 / 20 = 3.5.
  const PairedRatio r = paired_ratio({1, 1, 18}, {2, 8, 72});
  EXPECT_EQ(r.pairs, 3u);
  EXPECT_NEAR(r.ratio, 4.0, 1e-12);
  EXPECT_GE(r.ratio, r.low);
  EXPECT_LE(r.ratio, r.high);
  EXPECT_GE(r.low, 2.0 - 1e-12);  // a resample's mean lies within the ratios' range
  EXPECT_LE(r.high, 8.0 + 1e-12);
}

TEST(PairedRatioTest, GivesAPointIntervalWhenEveryRatioIsTheSame) {
  const PairedRatio r = paired_ratio({10, 20, 30, 40}, {5, 10, 15, 20});
  EXPECT_NEAR(r.ratio, 0.5, 1e-12);
  EXPECT_NEAR(r.low, 0.5, 1e-12);
  EXPECT_NEAR(r.high, 0.5, 1e-12);
}

TEST(PairedRatioTest, LeavesOutPairsWithoutTwoTimes) {
  const PairedRatio r = paired_ratio({1, 0, 4, -1}, {3, 5, 12, 2});
  EXPECT_EQ(r.pairs, 2u);
  EXPECT_NEAR(r.ratio, 3.0, 1e-12);
  EXPECT_EQ(paired_ratio({}, {}).pairs, 0u);
  EXPECT_EQ(paired_ratio({}, {}).ratio, 0.0);
}

TEST(PairedRatioTest, DrawsTheSameIntervalFromTheSameSeedAndNarrowsWithMorePuzzles) {
  std::vector<double> base;
  std::vector<double> other;
  for (int i = 0; i < 200; ++i) {
    base.push_back(100);
    other.push_back(i % 2 == 0 ? 100 : 400);  // ratios 1 and 4: geometric mean 2
  }
  const PairedRatio many = paired_ratio(base, other);
  EXPECT_NEAR(many.ratio, 2.0, 1e-9);
  const PairedRatio again = paired_ratio(base, other);
  EXPECT_EQ(many.low, again.low);
  EXPECT_EQ(many.high, again.high);
  const PairedRatio few = paired_ratio({100, 100, 100, 100}, {100, 400, 100, 400});
  EXPECT_LT(many.high - many.low, few.high - few.low);
  EXPECT_LT(many.low, 2.0);
  EXPECT_GT(many.high, 2.0);
  EXPECT_GT(many.low, 1.6);  // 200 puzzles: the interval is about +-20% wide
  EXPECT_LT(many.high, 2.5);
}

}  // namespace
}  // namespace sudoku::harness
