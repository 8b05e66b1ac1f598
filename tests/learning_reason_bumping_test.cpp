// Reason-side bumping in the learning search (solver/learning/reason_bumping.cpp, the setting
// reason_bumping): it only changes which literals gain activity, so counts and solutions stay
// exact, the search goes another way, and the same settings give the same search again.

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "solver/geometry.h"
#include "solver/solver.h"
#include "solver/solver_settings.h"
#include "solver/verify.h"
#include "tests/bundled_puzzles.h"

namespace sudoku {
namespace {

// A learning solve with `settings` ("name=value") applied, counting up to `limit`.
SolveResult learn(const Puzzle& puzzle, const std::vector<const char*>& settings, std::uint64_t limit = 1) {
  SolverConfig config;  // all techniques
  config.strategy = SearchStrategy::kLearn;
  config.solution_limit = limit;
  config.learn_counts_up_to = std::max<std::uint64_t>(limit, config.learn_counts_up_to);
  for (const char* setting : settings) EXPECT_TRUE(apply_setting(config, setting)) << setting;
  return solve(Geometry::for_size(puzzle.size), puzzle, config);
}

// A bump given to a var outside the search's tables, or a var left marked from one conflict to
// the next, would show here first: counts below the limit must be backtracking's.
TEST(LearningReasonBumpingTest, CountsAgreeWithBacktracking) {
  for (const CountCase& c : loosened_count_cases()) {
    const SolveResult run = learn(c.puzzle, {"reason_bumping=on"}, kLooseCountLimit);
    EXPECT_EQ(run.solutions, backtracking_count(c.puzzle, kLooseCountLimit)) << c.what;
    EXPECT_GT(run.stats.conflicts, 0u) << c.what;
  }
}

TEST(LearningReasonBumpingTest, SolvesHardPuzzlesOfEverySize) {
  for (const Puzzle& puzzle : hard_puzzles_12_to_25()) {
    const SolveResult run = learn(puzzle, {"reason_bumping=on"});
    ASSERT_EQ(run.status, SolveStatus::kSolved) << format_grid(puzzle.cells);
    EXPECT_EQ(check_solution(Geometry::for_size(puzzle.size), puzzle, run.solution), std::nullopt);
  }
}

// On a course 25x25 the bumps send the search another way (1,246 conflicts without, 1,468 with,
// about 30 literals bumped a conflict for their reasons, at 28cd3d7), and the same way on every
// run. With modes from the 200th conflict on, the stable
// mode's deeper walk runs too.
TEST(LearningReasonBumpingTest, ChangesTheSearchTheSameWayEachTime) {
  const Puzzle puzzle = puzzles_of("puzzles_7_bigger.txt", 25, 2).back();
  const std::vector<const char*> modes = {"modes_above_size=0", "first_mode_length=200"};
  for (const bool with_modes : {false, true}) {
    std::vector<const char*> off = with_modes ? modes : std::vector<const char*>{};
    std::vector<const char*> on = off;
    on.push_back("reason_bumping=on");
    const SolveResult without = learn(puzzle, off);
    const SolveResult with = learn(puzzle, on);
    ASSERT_EQ(with.status, SolveStatus::kSolved);
    ASSERT_EQ(without.status, SolveStatus::kSolved);
    EXPECT_NE(with.stats.conflicts, without.stats.conflicts) << "modes " << with_modes;
    EXPECT_EQ(with.stats, learn(puzzle, on).stats) << "modes " << with_modes;
    EXPECT_EQ(with.stats.learning.mode_switches > 0, with_modes);
    // More than one literal a conflict, every conflict afresh: a var left marked from one conflict
    // to the next would never be bumped again, and the count would fall to almost none.
    EXPECT_EQ(without.stats.learning.reason_side_bumps, 0u);
    EXPECT_GT(with.stats.learning.reason_side_bumps, with.stats.learning.learnt_clauses);
  }
}

}  // namespace
}  // namespace sudoku
