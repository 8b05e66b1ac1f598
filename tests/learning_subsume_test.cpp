// Subsumption of learnt clauses (solver/learning/subsume.cpp): a pass at every restart must keep
// every count and every solution, while dropping and strengthening clauses; no pass, no change.

#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "solver/geometry.h"
#include "solver/solver.h"
#include "solver/solver_settings.h"
#include "solver/verify.h"
#include "tests/bundled_puzzles.h"

namespace sudoku {
namespace {

// A pass at every restart, and a restart every `restart_unit` conflicts (times the Luby series).
SolverConfig subsuming_all_the_time(std::uint64_t limit, int restart_unit = 1) {
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  config.solution_limit = limit;
  config.learn_counts_up_to = limit;
  EXPECT_TRUE(apply_setting(config, "subsume_interval=1"));
  EXPECT_TRUE(apply_setting(config, "restart_unit=" + std::to_string(restart_unit)));
  return config;
}

// A strengthening that resolved a literal wrongly would cut solutions off, and a blocking clause
// lost to subsumption would let a solution be counted twice: the counts are backtracking's.
TEST(LearningSubsumeTest, KeepsEveryCount) {
  Stats::Learning done;
  for (const CountCase& c : loosened_count_cases()) {
    const std::uint64_t expected = backtracking_count(c.puzzle, kLooseCountLimit);
    const SolveResult counted =
        solve(Geometry::for_size(c.puzzle.size), c.puzzle, subsuming_all_the_time(kLooseCountLimit));
    EXPECT_EQ(counted.solutions, expected) << c.what;
    done.clauses_subsumed += counted.stats.learning.clauses_subsumed;
    done.literals_strengthened += counted.stats.learning.literals_strengthened;
  }
  EXPECT_GT(done.clauses_subsumed, 0u);
  EXPECT_GT(done.literals_strengthened, 0u);
}

// Hard unique puzzles from 12x12 to 25x25, solved with a pass at every restart: a valid solution
// each, and the passes did drop and strengthen clauses.
TEST(LearningSubsumeTest, SolvesHardPuzzlesFrom12x12To25x25) {
  Stats::Learning done;
  for (const Puzzle& puzzle : hard_puzzles_12_to_25()) {
    const Geometry& geo = Geometry::for_size(puzzle.size);
    const SolveResult result = solve(geo, puzzle, subsuming_all_the_time(1, 10));
    ASSERT_EQ(result.status, SolveStatus::kSolved);
    EXPECT_EQ(check_solution(geo, puzzle, result.solution), std::nullopt);
    done.clauses_subsumed += result.stats.learning.clauses_subsumed;
    done.literals_strengthened += result.stats.learning.literals_strengthened;
  }
  EXPECT_GT(done.clauses_subsumed, 10u);
  EXPECT_GT(done.literals_strengthened, 10u);
}

// subsume_interval=0 never passes; the default passes on a search of a few thousand conflicts.
TEST(LearningSubsumeTest, IntervalZeroNeverPasses) {
  const Puzzle puzzle = puzzles_of("puzzles_7_bigger.txt", 24, 6).back();
  const Geometry& geo = Geometry::for_size(puzzle.size);
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  ASSERT_TRUE(apply_setting(config, "subsume_interval=0"));
  const SolveResult off = solve(geo, puzzle, config);
  EXPECT_EQ(off.status, SolveStatus::kSolved);
  EXPECT_EQ(off.stats.learning.clauses_subsumed, 0u);
  EXPECT_EQ(off.stats.learning.literals_strengthened, 0u);
  ASSERT_TRUE(apply_setting(config, "subsume_interval=100"));
  const SolveResult on = solve(geo, puzzle, config);
  EXPECT_EQ(on.status, SolveStatus::kSolved);
  EXPECT_GT(on.stats.learning.clauses_subsumed + on.stats.learning.literals_strengthened, 0u);
}

}  // namespace
}  // namespace sudoku
