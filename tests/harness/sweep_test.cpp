// The sweep's parts that need no binary: the share ranges, the points' names, the percentile
// maths and the per-point summary on a hand-made CSV, the manifest, and the holes instances.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "harness/sweep/sweep_holes.h"
#include "harness/sweep/sweep_manifest.h"
#include "harness/sweep/sweep_percentile.h"
#include "harness/sweep/sweep_points.h"
#include "harness/sweep/sweep_summary.h"
#include "solver/puzzle.h"

namespace sudoku::harness {
namespace {

TEST(PercentileTest, InterpolatesBetweenTheNearestRanks) {
  const std::vector<double> values{50, 10, 40, 20, 30};  // sorted: 10 20 30 40 50
  EXPECT_DOUBLE_EQ(percentile(values, 0.5), 30.0);
  EXPECT_DOUBLE_EQ(percentile(values, 0.9), 46.0);  // rank 3.6: 40 + 0.6 * 10
  EXPECT_DOUBLE_EQ(percentile(values, 0.0), 10.0);
  EXPECT_DOUBLE_EQ(percentile(values, 1.0), 50.0);
}

TEST(PercentileTest, TakesTheMeanOfTheMiddleTwoAsMedianOfEvenCount) {
  EXPECT_DOUBLE_EQ(percentile({4, 1, 3, 2}, 0.5), 2.5);
  EXPECT_DOUBLE_EQ(percentile({7}, 0.9), 7.0);
  EXPECT_DOUBLE_EQ(percentile({}, 0.5), 0.0);
}

TEST(ShareRangeTest, CountsStepsUpToAndWithTheEnd) {
  std::string error;
  const auto shares = parse_share_range("20%:80%:5%", &error);
  ASSERT_TRUE(shares) << error;
  ASSERT_EQ(shares->size(), 13u);
  EXPECT_DOUBLE_EQ(shares->front(), 20.0);
  EXPECT_DOUBLE_EQ(shares->back(), 80.0);
  EXPECT_EQ(parse_share_range("45", &error), std::vector<double>{45.0});
  EXPECT_EQ(parse_share_range("10:30:7.5", &error)->size(), 3u);  // 10, 17.5, 25
}

TEST(ShareRangeTest, RefusesSharesOutsideTheGridAndRangesWithoutAPoint) {
  std::string error;
  EXPECT_FALSE(parse_share_range("101%", &error));
  EXPECT_FALSE(parse_share_range("-5%:50%:5%", &error));
  EXPECT_FALSE(parse_share_range("60%:20%:5%", &error));
  EXPECT_NE(error.find("no point"), std::string::npos) << error;
  EXPECT_FALSE(parse_share_range("20%:60%:0%", &error));
  EXPECT_FALSE(parse_share_range("20%:60%", &error));
  EXPECT_FALSE(parse_share_range("half", &error));
}

TEST(SweepPointsTest, NamesEachPointsFileAndRoundsItsGivens) {
  const auto points = sweep_points({9, 25}, {20.0, 45.0}, SweepKind::kHoles);
  ASSERT_EQ(points.size(), 4u);
  EXPECT_EQ(points[0].file, "n9_g20_holes.txt");
  EXPECT_EQ(points[0].givens, 16);  // 16.2
  EXPECT_EQ(points[3].file, "n25_g45_holes.txt");
  EXPECT_EQ(points[3].givens, 281);  // 281.25
  EXPECT_EQ(sweep_points({9}, {17.5}, SweepKind::kUnique)[0].file, "n9_g17.5_unique.txt");
}

TEST(SweepPointsTest, UniqueIsOutOfReachBelowTheKnownMinimum) {
  EXPECT_TRUE(unique_out_of_reach(sweep_points({9}, {20.0}, SweepKind::kUnique)[0]));   // 16 givens
  EXPECT_FALSE(unique_out_of_reach(sweep_points({9}, {21.0}, SweepKind::kUnique)[0]));  // 17
  EXPECT_TRUE(unique_out_of_reach(sweep_points({16}, {5.0}, SweepKind::kUnique)[0]));   // 13 < 15
}

TEST(ManifestTest, ReadsBackWhatItWrote) {
  SweepManifest manifest{7, SweepKind::kUnique, 30, "sizes=9,16 givens=20%:30%:10%",
                         sweep_points({9, 16}, {20.0, 30.0}, SweepKind::kUnique)};
  std::string error;
  const auto back = parse_manifest(format_manifest(manifest), &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(back->seed, 7u);
  EXPECT_EQ(back->kind, SweepKind::kUnique);
  EXPECT_EQ(back->per_point, 30u);
  ASSERT_EQ(back->points.size(), 4u);
  EXPECT_EQ(back->points[3].file, "n16_g30_unique.txt");
  EXPECT_EQ(back->points[3].givens, manifest.points[3].givens);
  EXPECT_FALSE(parse_manifest("kind=holes\npoint=../x.txt size=9 percent=20 givens=16\n", &error));
}

// Two points, one solver; times chosen so that the median, p90 and peak are known by hand.
constexpr const char* kHandMadeCsv =
    "file,line,size,givens,solver,status,solve_us,guesses,conflicts\n"
    "d/n9_g20_holes.txt,1,9,16,native,solved,100,4,0\n"
    "d/n9_g20_holes.txt,2,9,16,native,solved,300,8,0\n"
    "d/n9_g20_holes.txt,3,9,16,native,timeout,5000,90,0\n"
    "d/n9_g20_holes.txt,4,9,16,native,solved,200,6,0\n"
    "d/n9_g40_holes.txt,1,9,32,native,solved,10,1,0\n"
    "d/n9_g40_holes.txt,2,9,32,native,solved,30,3,0\n"
    "other.txt,1,9,32,native,solved,99999,3,0\n";

TEST(SweepSummaryTest, SummarisesEachPointOfAHandMadeCsv) {
  const auto points = sweep_points({9}, {20.0, 40.0, 60.0}, SweepKind::kHoles);
  const auto summary = summarize_sweep(kHandMadeCsv, {{points[0], "d/n9_g20_holes.txt", 4},
                                                      {points[1], "d/n9_g40_holes.txt", 2},
                                                      {points[2], "d/n9_g60_holes.txt", 0}});
  ASSERT_EQ(summary.size(), 3u);
  const PointSummary& hard = summary[0];
  EXPECT_EQ(hard.solver, "native");
  EXPECT_EQ(hard.rows, 4u);
  EXPECT_EQ(hard.solved, 3u);
  EXPECT_DOUBLE_EQ(hard.median_us, 250.0);  // 100 200 | 300 5000
  EXPECT_DOUBLE_EQ(hard.p90_us, 3590.0);    // rank 2.7: 300 + 0.7 * 4700
  EXPECT_DOUBLE_EQ(hard.max_us, 5000.0);
  EXPECT_EQ(hard.median_guesses, 7.0);
  EXPECT_DOUBLE_EQ(summary[1].median_us, 20.0);
  EXPECT_EQ(summary[2].rows, 0u);  // no row: listed, not left out
  const std::string text = format_sweep_summary(summary, 4);
  EXPECT_NE(text.find("peak 9x9 (native): median 250 us at 20% given (16 givens), 75% solved"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("not reached: n9_g40_holes.txt holds 2 of the 4"), std::string::npos) << text;
}

TEST(SweepSummaryTest, PeaksWhereFewestSolvedThenWhereTheMedianIsHighest) {
  const auto points = sweep_points({9}, {20.0, 40.0}, SweepKind::kHoles);
  // 40%: a lower median, but one of its two rows timed out (75% against 50% solved).
  const std::string csv = std::string(kHandMadeCsv) + "d/n9_g40_holes.txt,3,9,32,native,timeout,50,9,0\n" +
                          "d/n9_g40_holes.txt,4,9,32,native,timeout,60,9,0\n";
  const auto summary =
      summarize_sweep(csv, {{points[0], "d/n9_g20_holes.txt", 4}, {points[1], "d/n9_g40_holes.txt", 4}});
  const std::string text = format_sweep_summary(summary, 4);
  EXPECT_NE(text.find("peak 9x9 (native): median 40 us at 40% given"), std::string::npos) << text;
}

TEST(HolesInstanceTest, KeepsExactlyItsGivensOfOneCompleteGridAndRepeatsForItsStream) {
  const Geometry geo = Geometry::for_size(16);
  const auto first = holes_instance(geo, 100, 3, 5);
  ASSERT_TRUE(first);
  EXPECT_EQ(holes_instance(geo, 100, 3, 5), first);
  EXPECT_NE(holes_instance(geo, 100, 3, 6), first);
  int givens = 0;
  for (int cell = 0; cell < geo.cell_count(); ++cell) {
    const int digit = (*first)[cell];
    if (digit == kBlank) continue;
    ++givens;
    for (int peer : geo.peers(cell)) EXPECT_NE((*first)[peer], digit) << "cell " << cell << " peer " << peer;
  }
  EXPECT_EQ(givens, 100);
}

}  // namespace
}  // namespace sudoku::harness
