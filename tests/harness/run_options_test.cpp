#include "harness/core/run_options.h"

#include <gtest/gtest.h>

namespace sudoku::harness {
namespace {

TEST(RunOptionsTest, LabelsAreComputedOnceFromTheSolveOptions) {
  RunOptions options;
  compute_labels(options);
  EXPECT_EQ(options.techniques, "all");
  EXPECT_EQ(options.search, "by-size");
  EXPECT_EQ(options.csv_shape, CsvShape{});
}

TEST(RunOptionsTest, SearchLabelNamesTheEngineAndSeedThatMadeTheRows) {
  RunOptions options;
  options.solve.techniques = *TechniqueSet::parse("fl,cp");
  options.solve.strategy = SearchStrategy::kLearn;
  options.solve.engine = Engine::kScan;
  options.solve.seed = 3;
  options.solve.count_limit = 5;
  options.solve.rate = true;
  compute_labels(options);
  EXPECT_EQ(options.techniques, "fl+cp");
  EXPECT_EQ(options.search, "learn+scan+seed=3");
  EXPECT_EQ(options.csv_shape, (CsvShape{.counted = true, .rated = true}));
}

}  // namespace
}  // namespace sudoku::harness
