// What Stats::Learning counts (solver/stats.h): the learning search's restarts, mode switches,
// reductions and learnt clauses, as bench/learning_profile.cpp prints them beside a SAT solver's
// statistics. Each test ties a counter to what the search is known to have done.

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

// A 24x24 of the course (puzzles_7_bigger.txt) that learning solves in a few hundred conflicts.
Puzzle course_24x24() { return puzzles_of("puzzles_7_bigger.txt", 24, 6).back(); }

// A learning solve of course_24x24(), with `settings` ("name=value") applied.
SolveResult learn(std::initializer_list<const char*> settings = {}) {
  const Puzzle puzzle = course_24x24();
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  for (const char* setting : settings) EXPECT_TRUE(apply_setting(config, setting)) << setting;
  SolveResult result = solve(Geometry::for_size(puzzle.size), puzzle, config);
  EXPECT_EQ(result.status, SolveStatus::kSolved);
  EXPECT_GT(result.stats.conflicts, 100u);
  return result;
}

// Every conflict of a solve that ends solved is above the root, so each is analysed into one
// learnt clause; minimising and shrinking only take literals away, and here take some.
TEST(LearningStatsTest, EachConflictIsLearntOnceAndMinimisingShortensIt) {
  const Stats stats = learn().stats;
  EXPECT_EQ(stats.learning.learnt_clauses, stats.conflicts);
  EXPECT_GE(stats.learning.uip_literals, stats.learning.learnt_clauses);
  EXPECT_LT(stats.learning.learnt_literals, stats.learning.uip_literals);
  EXPECT_GE(stats.learning.learnt_literals, stats.learning.learnt_clauses);
}

// Luby restarts of unit 1 restart every few conflicts (the series' mean grows like its log); a
// schedule that never comes due restarts never. Modes switch only where asked for, and each switch is a
// restart.
TEST(LearningStatsTest, RestartsAndModeSwitchesFollowTheSchedule) {
  const Stats often = learn({"restart_unit=1", "modes_above_size=64"}).stats;
  EXPECT_GT(often.learning.restarts * 10, often.conflicts);
  EXPECT_EQ(often.learning.mode_switches, 0u);
  const Stats never = learn({"restart_unit=1000000000", "modes_above_size=64"}).stats;
  EXPECT_EQ(never.learning.restarts, 0u);
  const Stats modes = learn({"restart_unit=1000000000", "modes_above_size=4", "first_mode_length=10"}).stats;
  EXPECT_GT(modes.learning.mode_switches, 0u);
  EXPECT_EQ(modes.learning.restarts, modes.learning.mode_switches);
}

// Modes with literal phases (phases.cpp), here on the 24x24 from its tenth conflict: the first
// rephase comes with the first stable mode, the (j+1)-th 10 * j conflicts after the j-th, so the
// j-th at conflict 10 + 10 * j(j-1)/2; stable mode decides "not x" where the target phase says
// false, and the grid it ends with is a solution. With the cell's target digit instead, no
// rephase and no decision of "not x"; the 24x24 by default stays focused.
TEST(LearningStatsTest, LiteralPhasesRephaseOnScheduleAndDecideFalseLiterals) {
  const SolveResult literal = learn({"literal_modes_above_size=23", "literal_modes_from_conflict=10",
                                     "first_mode_length=10", "rephase_interval=10"});
  EXPECT_EQ(check_solution(Geometry::for_size(24), course_24x24(), literal.solution), std::nullopt);
  const Stats& stats = literal.stats;
  EXPECT_GT(stats.learning.mode_switches, 0u);
  const std::uint64_t j = stats.learning.rephases;
  ASSERT_GT(j, 1u);
  EXPECT_LE(10 + 10 * j * (j - 1) / 2, stats.conflicts);
  EXPECT_GT(10 + 10 * (j + 1) * j / 2, stats.conflicts);
  EXPECT_GE(stats.learning.restarts, stats.learning.mode_switches);
  EXPECT_GT(stats.learning.false_decisions, 0u);
  EXPECT_LT(stats.learning.false_decisions, stats.guesses);

  const Stats digits =
      learn({"modes_above_size=23", "literal_modes_above_size=24", "first_mode_length=10"}).stats;
  EXPECT_GT(digits.learning.mode_switches, 0u);
  EXPECT_EQ(digits.learning.rephases, 0u);
  EXPECT_EQ(digits.learning.false_decisions, 0u);
  const Stats focused = learn().stats;
  EXPECT_EQ(focused.learning.mode_switches, 0u);
  EXPECT_EQ(focused.learning.rephases, 0u);
}

// Literal modes start at literal_modes_from_conflict: a search that ends before it is the focused
// search, counter for counter.
TEST(LearningStatsTest, LiteralModesLeaveShorterSearchesAsTheyWere) {
  const Stats focused = learn({"literal_modes_above_size=24"}).stats;
  const Stats late = learn({"literal_modes_above_size=23", "literal_modes_from_conflict=1000000"}).stats;
  EXPECT_EQ(late, focused);
  EXPECT_EQ(late.learning.rephases, 0u);
}

// The search is read once, at literal_modes_early_conflict (here the 24x24's tenth or twelfth):
// a mean conflict level above literal_modes_early_level starts the literal modes there, the same
// search as literal_modes_from_conflict there; a level no search reaches leaves them at
// literal_modes_from_conflict; and a search whose literal modes have begun is not read again.
TEST(LearningStatsTest, DeepConflictsStartLiteralModesEarly) {
  const Stats from_ten =
      learn({"literal_modes_above_size=23", "first_mode_length=10", "literal_modes_from_conflict=10"}).stats;
  const Stats early = learn({"literal_modes_above_size=23", "first_mode_length=10",
                             "literal_modes_early_conflict=10", "literal_modes_early_level=0"})
                          .stats;
  EXPECT_EQ(early, from_ten);
  EXPECT_GT(early.learning.rephases, 0u);

  const Stats late = learn({"literal_modes_above_size=23", "first_mode_length=10"}).stats;
  const Stats too_deep = learn({"literal_modes_above_size=23", "first_mode_length=10",
                                "literal_modes_early_conflict=10", "literal_modes_early_level=100000"})
                             .stats;
  EXPECT_EQ(too_deep, late);
  EXPECT_NE(too_deep, early);

  const Stats begun =
      learn({"literal_modes_above_size=23", "first_mode_length=5", "literal_modes_from_conflict=5"}).stats;
  const Stats read_after =
      learn({"literal_modes_above_size=23", "first_mode_length=5", "literal_modes_from_conflict=5",
             "literal_modes_early_conflict=12", "literal_modes_early_level=0"})
          .stats;
  EXPECT_EQ(read_after, begun);
}

// A reduction at every conflict that protects nothing by size or LBD drops the higher-LBD half of
// the learnt clauses each time; the default schedule reduces far less often.
TEST(LearningStatsTest, ReductionsCountTheClausesTheyDrop) {
  const Stats often =
      learn({"reduction_interval=1", "reduction_growth=0", "kept_size=0", "kept_lbd=0"}).stats;
  EXPECT_EQ(often.learning.reductions, often.conflicts);
  EXPECT_GT(often.learning.clauses_dropped, often.learning.learnt_clauses / 4);
  EXPECT_LE(often.learning.clauses_dropped, often.learning.learnt_clauses);
  const Stats rarely = learn().stats;
  EXPECT_LT(rarely.learning.reductions * 10, rarely.conflicts);
}

// reduction_drop_percent sets the share dropped: none at 0, more at 100 than at 50.
TEST(LearningStatsTest, ReductionsDropTheShareTheSettingSays) {
  const auto reducing = [](const char* drop) {
    return learn({"reduction_interval=1", "reduction_growth=0", "kept_size=0", "kept_lbd=0", drop}).stats;
  };
  const Stats none = reducing("reduction_drop_percent=0");
  EXPECT_GT(none.learning.reductions, 0u);
  EXPECT_EQ(none.learning.clauses_dropped, 0u);
  const Stats half = reducing("reduction_drop_percent=50");
  const Stats all = reducing("reduction_drop_percent=100");
  EXPECT_GT(half.learning.clauses_dropped, 0u);
  EXPECT_LT(half.learning.clauses_dropped, all.learning.clauses_dropped);
  EXPECT_LE(all.learning.clauses_dropped, all.learning.learnt_clauses);
}

// intersections_until_conflict stops pointing and claiming at the first restart from that
// conflict: with a restart at every conflict they eliminate far less than throughout; with no
// restart at all the search is the default's, conflict for conflict.
TEST(LearningStatsTest, PointingAndClaimingStopAtTheFirstRestartFromTheSettingsConflict) {
  const auto by_intersections = [](const Stats& stats) {
    return stats.eliminated[idx(TechniqueId::kIntersections)];
  };
  const Stats throughout = learn({"restart_unit=1"}).stats;
  const Stats stopped = learn({"restart_unit=1", "intersections_until_conflict=1"}).stats;
  EXPECT_LT(by_intersections(stopped) * 2, by_intersections(throughout));
  EXPECT_GT(by_intersections(stopped), 0u);  // the root's, before any conflict
  const Stats no_restart = learn({"restart_unit=1000000000"}).stats;
  const Stats no_restart_stopped = learn({"restart_unit=1000000000", "intersections_until_conflict=1"}).stats;
  EXPECT_EQ(no_restart_stopped.conflicts, no_restart.conflicts);
  EXPECT_EQ(by_intersections(no_restart_stopped), by_intersections(no_restart));
}

// The searches that do not learn count none of it.
TEST(LearningStatsTest, SearchesThatDoNotLearnCountNothing) {
  const Puzzle puzzle = puzzles_of("puzzles_5_standard_hard.txt", 9, 1)[0];
  const SolveResult result = solve(Geometry::for_size(9), puzzle, SolverConfig{});
  ASSERT_EQ(result.status, SolveStatus::kSolved);
  EXPECT_EQ(result.stats.learning, Stats::Learning{});
}

}  // namespace
}  // namespace sudoku
