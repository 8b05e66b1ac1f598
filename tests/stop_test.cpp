// Every way a solve stops early, for every search: a deadline already past, a cancel flag already
// raised, and the solution limit. A search that ignores any of them fails here in well under a
// second, because each puzzle below needs clearly more than one check interval of work.
//
// The check interval is part of the contract: every search asks one StopCheck
// (solver/stop_check.h), which reads stop_requested() every 64 nodes (Search9, Search) or 64
// conflicts (learning; while it counts, conflicts and solutions together), so a stop already
// requested when the solve starts must end it within 64 of them. Search on 16x16 and larger with deductions
// checks at every node, which is within the bound too.

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <string>

#include "solver/geometry.h"
#include "solver/nine/search9.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/stop_check.h"

namespace sudoku {
namespace {

constexpr std::uint64_t kCheckInterval = 64;

// forum_hardest_1106_9x9.txt line 180: 366 nodes for Search9, 154 for backtrack and 189 for
// places (all techniques); auto passes learn_after dead ends on it and learning finishes it.
const std::string kHardForSearch9 =
    "1....6.8....7..1....9.....4.......5..18..5...5..36.8..6.5..8.3.8....3.1.....2....";
// forum_hardest_1106_9x9.txt line 367: 112 conflicts for learning (all techniques), whose
// backjumps undo 119 decision levels (its backtracks).
const std::string kHardForLearning9 =
    ".23.....94.....1...9..3..4.2..81...4.....78..9...4...23...9...1.6..........5.....";
constexpr std::uint64_t kHardForLearning9Conflicts = 112;
constexpr std::uint64_t kHardForLearning9Backtracks = 119;
// search_test.cpp's hard 9x9 less its first three givens: exactly 11,356 solutions.
const std::string kLoose9 =
    "..............7.2...24..5.....2.83......6.4...5.79.....6.....5..94.....7....7.13.";
constexpr std::uint64_t kLoose9Solutions = 11356;
// A solved grid with a deadly rectangle (r1c1, r1c4, r2c1, r2c4) and more cells left open:
// exactly two solutions.
const std::string kTwoSolutions9 =
    ".3......8..8....2.71.4..5.....218...9..3..4.........16.6.....5..9.1.....8..97...4";
// tjstyle_variety_6x6.txt line 1 less one given: exactly three solutions.
const std::string kThreeSolutions6 = "..42.5..2...6.1......1.2...3..4..6..";
// The empty 4x4 has 288 solutions, the empty 6x6 28,200,960.
const std::string kEmpty4(16, '.');
constexpr std::uint64_t kEmpty4Solutions = 288;
const std::string kEmpty6(36, '.');

Puzzle parse(const std::string& line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  return parsed.puzzle;
}

// puzzles_7_bigger.txt line 11, a 24x24: ~2,500 conflicts (~0.1 s) for learning.
std::string hard_for_learning24() {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/puzzles_7_bigger.txt");
  std::string line;
  for (int n = 0; n < 11 && std::getline(in, line); ++n) {
  }
  EXPECT_EQ(line.size(), 24u * 24u);
  return line;
}

SolverConfig config_for(SearchStrategy strategy, std::uint64_t solution_limit = 1) {
  SolverConfig config;  // all techniques, as the program runs by default
  config.strategy = strategy;
  config.solution_limit = solution_limit;
  return config;
}

SolverConfig with_past_deadline(SolverConfig config) {
  config.deadline = std::chrono::steady_clock::now();
  return config;
}

const std::atomic<bool> kRaised{true};

SolverConfig with_raised_cancel(SolverConfig config) {
  config.cancel = &kRaised;
  return config;
}

SolveResult solve_line(const std::string& line, const SolverConfig& config) {
  const Puzzle puzzle = parse(line);
  return solve(Geometry::for_size(puzzle.size), puzzle, config);
}

// The counters Search9 reaches on its own: equal to solve()'s only when solve() ran Search9.
Stats search9_stats(const std::string& line, const SolverConfig& config) {
  Stats stats;
  nine::Search9(config, stats).run(parse(line));
  return stats;
}

// A first-solution search stopped before an answer, within one check interval of nodes.
void expect_stopped_at_first_check(const SolveResult& r) {
  EXPECT_EQ(r.status, SolveStatus::kTimeout);
  EXPECT_TRUE(r.solution.empty());
  EXPECT_GE(r.stats.recursions, 1u);
  EXPECT_LE(r.stats.recursions, kCheckInterval);
}

// A count stopped within one check interval of nodes: either before the first solution, or
// after it with an incomplete count that is a lower bound.
void expect_count_cut_short(const SolveResult& r, std::uint64_t true_count) {
  EXPECT_LE(r.stats.recursions, kCheckInterval);
  EXPECT_LT(r.solutions, true_count);
  if (r.status == SolveStatus::kSolved) {
    EXPECT_FALSE(r.count_complete);
  } else {
    EXPECT_EQ(r.status, SolveStatus::kTimeout);
    EXPECT_EQ(r.solutions, 0u);
  }
}

// Learning counts its conflicts, and a decision as a node; a past deadline ends it at its first
// check, the 64th conflict.
void expect_learning_stopped_at_first_check(const SolveResult& r) {
  EXPECT_EQ(r.status, SolveStatus::kTimeout);
  EXPECT_TRUE(r.solution.empty());
  EXPECT_EQ(r.stats.conflicts, kCheckInterval);
}

// ---- StopCheck, the check every search asks ------------------------------------------------

TEST(StopTest, StopCheckReadsTheFlagsAtMultiplesOfItsIntervalOnly) {
  static_assert(StopCheck::kInterval == kCheckInterval);
  std::atomic<bool> cancel{true};
  SolverConfig config;
  config.cancel = &cancel;
  StopCheck every64(config);
  for (std::uint64_t count = 1; count < kCheckInterval; ++count) EXPECT_FALSE(every64(count)) << count;
  EXPECT_TRUE(every64(kCheckInterval));
  cancel = false;
  EXPECT_TRUE(every64(kCheckInterval + 1));  // a stop, once seen, stays
  StopCheck every_step(config, 1);
  EXPECT_FALSE(every_step(1));
  cancel = true;
  EXPECT_TRUE(every_step(2));
}

TEST(StopTest, StopCheckAddsEachStepOnceToTheStepsSeen) {
  std::atomic<std::uint64_t> seen{10};
  SolverConfig config;
  config.steps_seen = &seen;
  StopCheck check(config);
  EXPECT_FALSE(check(kCheckInterval - 1));
  EXPECT_EQ(seen.load(), 10u);  // read at multiples of the interval only
  EXPECT_FALSE(check(kCheckInterval));
  EXPECT_FALSE(check(kCheckInterval));  // asked again at the same count
  EXPECT_EQ(seen.load(), 10 + kCheckInterval);
  EXPECT_FALSE(check(3 * kCheckInterval));
  EXPECT_EQ(seen.load(), 10 + 3 * kCheckInterval);
}

// A solve with steps_seen set adds its steps (conflicts here) up to the last check, and keeps its
// counters: the display sees the work, the search is the same.
TEST(StopTest, LearningAddsItsConflictsToTheStepsSeen) {
  const SolveResult plain = solve_line(hard_for_learning24(), config_for(SearchStrategy::kLearn));
  std::atomic<std::uint64_t> seen{0};
  SolverConfig config = config_for(SearchStrategy::kLearn);
  config.steps_seen = &seen;
  const SolveResult watched = solve_line(hard_for_learning24(), config);
  EXPECT_EQ(watched.stats, plain.stats);
  EXPECT_LE(seen.load(), watched.stats.conflicts);
  EXPECT_GT(seen.load() + kCheckInterval, watched.stats.conflicts);
}

TEST(StopTest, StopCheckReadsTheDeadline) {
  const SolverConfig config = with_past_deadline(SolverConfig{});
  StopCheck check(config);
  EXPECT_FALSE(check(1));
  EXPECT_TRUE(check(kCheckInterval));
  SolverConfig later;
  later.deadline = std::chrono::steady_clock::now() + std::chrono::hours(1);
  StopCheck not_yet(later);
  EXPECT_FALSE(not_yet(kCheckInterval));
}

TEST(StopTest, StopCheckStopsAtTheEffortLimit) {
  SolverConfig config;
  config.effort_limit = 2 * kCheckInterval;
  StopCheck check(config);
  EXPECT_FALSE(check(kCheckInterval));
  EXPECT_FALSE(check(2 * kCheckInterval - 1));
  EXPECT_TRUE(check(2 * kCheckInterval));
}

// The effort limit stops learning at the same conflict, whatever the clock: a bounded check gives
// the same answer on every run (the generator's uniqueness checks rely on it).
TEST(StopTest, LearningStopsAtItsEffortLimitOnEveryRun) {
  SolverConfig config = config_for(SearchStrategy::kLearn);
  config.effort_limit = 4 * kCheckInterval;
  const SolveResult first = solve_line(hard_for_learning24(), config);
  EXPECT_EQ(first.status, SolveStatus::kTimeout);
  EXPECT_EQ(first.stats.conflicts, 4 * kCheckInterval);
  const SolveResult again = solve_line(hard_for_learning24(), config);
  EXPECT_EQ(again.stats.conflicts, first.stats.conflicts);
  EXPECT_EQ(again.stats.guesses, first.stats.guesses);
  config.effort_limit = 1000 * kCheckInterval;  // above what it needs: solved as without a limit
  EXPECT_EQ(solve_line(hard_for_learning24(), config).status, SolveStatus::kSolved);
}

TEST(StopTest, BacktrackStopsAtItsEffortLimit) {
  SolverConfig config = config_for(SearchStrategy::kBacktrack);
  config.effort_limit = kCheckInterval;
  expect_stopped_at_first_check(solve_line(kHardForSearch9, config));
}

// ---- Search9: by-size on 9x9 ---------------------------------------------------------------

TEST(StopTest, Search9NeedsMoreThanOneCheckInterval) {
  const SolveResult r = solve_line(kHardForSearch9, config_for(SearchStrategy::kBySize));
  ASSERT_EQ(r.status, SolveStatus::kSolved);
  EXPECT_EQ(r.stats.recursions, 366u);
  EXPECT_EQ(r.stats, search9_stats(kHardForSearch9, config_for(SearchStrategy::kBySize)));
}

TEST(StopTest, Search9HonoursAPastDeadline) {
  const SolverConfig config = with_past_deadline(config_for(SearchStrategy::kBySize));
  const SolveResult r = solve_line(kHardForSearch9, config);
  expect_stopped_at_first_check(r);
  EXPECT_EQ(r.stats, search9_stats(kHardForSearch9, config));  // Search9 ran, not Search
}

TEST(StopTest, Search9HonoursARaisedCancelFlag) {
  const SolverConfig config = with_raised_cancel(config_for(SearchStrategy::kBySize));
  const SolveResult r = solve_line(kHardForSearch9, config);
  expect_stopped_at_first_check(r);
  EXPECT_EQ(r.stats, search9_stats(kHardForSearch9, config));
}

TEST(StopTest, Search9CountHonoursAPastDeadline) {
  const SolverConfig config = with_past_deadline(config_for(SearchStrategy::kBySize, 100000));
  const SolveResult r = solve_line(kLoose9, config);
  expect_count_cut_short(r, kLoose9Solutions);
  EXPECT_EQ(r.stats, search9_stats(kLoose9, config));
}

TEST(StopTest, Search9CountHonoursARaisedCancelFlag) {
  const SolverConfig config = with_raised_cancel(config_for(SearchStrategy::kBySize, 100000));
  const SolveResult r = solve_line(kLoose9, config);
  expect_count_cut_short(r, kLoose9Solutions);
  EXPECT_EQ(r.stats, search9_stats(kLoose9, config));
}

TEST(StopTest, Search9CountsEverySolutionWithoutAStop) {
  const SolverConfig config = config_for(SearchStrategy::kBySize, 100000);
  const SolveResult r = solve_line(kLoose9, config);
  EXPECT_EQ(r.solutions, kLoose9Solutions);
  EXPECT_TRUE(r.count_complete);
  EXPECT_EQ(r.stats, search9_stats(kLoose9, config));
}

TEST(StopTest, Search9CountStopsAtExactlyTheLimit) {
  for (const std::uint64_t limit : {1u, 2u, 5u}) {
    const SolverConfig config = config_for(SearchStrategy::kBySize, limit);
    const SolveResult r = solve_line(kLoose9, config);
    EXPECT_EQ(r.status, SolveStatus::kSolved) << limit;
    EXPECT_EQ(r.solutions, limit);
    EXPECT_TRUE(r.count_complete) << limit;  // reaching the limit is a complete answer
    EXPECT_EQ(r.stats, search9_stats(kLoose9, config)) << limit;
  }
}

TEST(StopTest, Search9CountIsCompleteBelowTheLimit) {
  for (const std::uint64_t limit : {2u, 3u, 10u}) {
    const SolverConfig config = config_for(SearchStrategy::kBySize, limit);
    const SolveResult r = solve_line(kTwoSolutions9, config);
    EXPECT_EQ(r.status, SolveStatus::kSolved) << limit;
    EXPECT_EQ(r.solutions, 2u) << limit;
    EXPECT_TRUE(r.count_complete) << limit;
    EXPECT_EQ(r.stats, search9_stats(kTwoSolutions9, config)) << limit;
  }
}

// ---- learning --------------------------------------------------------------------------------

TEST(StopTest, LearningNeedsMoreThanOneCheckInterval) {
  const SolveResult r24 = solve_line(hard_for_learning24(), config_for(SearchStrategy::kLearn));
  ASSERT_EQ(r24.status, SolveStatus::kSolved);
  EXPECT_GT(r24.stats.conflicts, 10 * kCheckInterval);
  EXPECT_EQ(r24.stats.recursions, r24.stats.guesses + 1);  // every decision a node: learning ran
  const SolveResult r9 = solve_line(kHardForLearning9, config_for(SearchStrategy::kLearn));
  ASSERT_EQ(r9.status, SolveStatus::kSolved);
  EXPECT_EQ(r9.stats.conflicts, kHardForLearning9Conflicts);
  EXPECT_EQ(r9.stats.backtracks, kHardForLearning9Backtracks);
}

TEST(StopTest, LearningHonoursAPastDeadline) {
  const SolveResult r =
      solve_line(hard_for_learning24(), with_past_deadline(config_for(SearchStrategy::kLearn)));
  expect_learning_stopped_at_first_check(r);
  EXPECT_EQ(r.stats.recursions, r.stats.guesses + 1);
}

TEST(StopTest, LearningHonoursARaisedCancelFlag) {
  const SolveResult r =
      solve_line(hard_for_learning24(), with_raised_cancel(config_for(SearchStrategy::kLearn)));
  expect_learning_stopped_at_first_check(r);
  EXPECT_EQ(r.stats.recursions, r.stats.guesses + 1);
}

TEST(StopTest, LearningHonoursARaisedRaceFlag) {
  // A portfolio's flag (another member answered) stops the solve as cancel does, and alone.
  static const std::atomic<bool> kRaceOver{true};
  SolverConfig config = config_for(SearchStrategy::kLearn);
  config.race_over = &kRaceOver;
  const SolveResult r = solve_line(hard_for_learning24(), config);
  expect_learning_stopped_at_first_check(r);
}

TEST(StopTest, BitboardOffNineByNineLearnsAndHonoursAPastDeadline) {
  const SolveResult r =
      solve_line(hard_for_learning24(), with_past_deadline(config_for(SearchStrategy::kBySize)));
  expect_learning_stopped_at_first_check(r);
  EXPECT_EQ(r.stats.recursions, r.stats.guesses + 1);
}

// ---- backtrack and places (Search) -----------------------------------------------------------

TEST(StopTest, BacktrackHonoursAPastDeadline) {
  const SolverConfig config = with_past_deadline(config_for(SearchStrategy::kBacktrack));
  const SolveResult r = solve_line(kHardForSearch9, config);
  expect_stopped_at_first_check(r);
  EXPECT_NE(r.stats, search9_stats(kHardForSearch9, config));  // Search ran, not Search9
}

TEST(StopTest, BacktrackHonoursARaisedCancelFlag) {
  const SolverConfig config = with_raised_cancel(config_for(SearchStrategy::kBacktrack));
  const SolveResult r = solve_line(kHardForSearch9, config);
  expect_stopped_at_first_check(r);
  EXPECT_NE(r.stats, search9_stats(kHardForSearch9, config));
}

TEST(StopTest, PlacesHonoursAPastDeadline) {
  const SolveResult r = solve_line(kHardForSearch9, with_past_deadline(config_for(SearchStrategy::kPlaces)));
  expect_stopped_at_first_check(r);
  // Its two-way branches already show in the first nodes: not backtrack's counters.
  const SolveResult backtrack =
      solve_line(kHardForSearch9, with_past_deadline(config_for(SearchStrategy::kBacktrack)));
  EXPECT_NE(r.stats, backtrack.stats);
}

TEST(StopTest, PlacesHonoursARaisedCancelFlag) {
  const SolveResult r = solve_line(kHardForSearch9, with_raised_cancel(config_for(SearchStrategy::kPlaces)));
  expect_stopped_at_first_check(r);
  const SolveResult backtrack =
      solve_line(kHardForSearch9, with_raised_cancel(config_for(SearchStrategy::kBacktrack)));
  EXPECT_NE(r.stats, backtrack.stats);
}

TEST(StopTest, BacktrackAndPlacesNeedMoreThanOneCheckInterval) {
  const SolveResult backtrack = solve_line(kHardForSearch9, config_for(SearchStrategy::kBacktrack));
  const SolveResult places = solve_line(kHardForSearch9, config_for(SearchStrategy::kPlaces));
  ASSERT_EQ(backtrack.status, SolveStatus::kSolved);
  ASSERT_EQ(places.status, SolveStatus::kSolved);
  EXPECT_EQ(backtrack.stats.recursions, 154u);
  EXPECT_EQ(places.stats.recursions, 189u);
}

// ---- auto: backtrack, then learning ----------------------------------------------------------

TEST(StopTest, AutoHonoursAPastDeadlineWhileBacktracking) {
  const SolverConfig config = with_past_deadline(config_for(SearchStrategy::kAuto));
  const SolveResult r = solve_line(kHardForSearch9, config);
  expect_stopped_at_first_check(r);
  EXPECT_LT(r.stats.backtracks, config.learn_after);  // still backtracking
  EXPECT_EQ(r.stats.conflicts, 0u);
}

TEST(StopTest, AutoHonoursARaisedCancelFlagWhileBacktracking) {
  const SolverConfig config = with_raised_cancel(config_for(SearchStrategy::kAuto));
  const SolveResult r = solve_line(kHardForSearch9, config);
  expect_stopped_at_first_check(r);
  EXPECT_LT(r.stats.backtracks, config.learn_after);
  EXPECT_EQ(r.stats.conflicts, 0u);
}

// learn_after = 1: backtracking hands over at its first dead end, long before its first check,
// so only learning's own check can stop the solve.
SolverConfig auto_learning_at_once(SolverConfig config) {
  config.learn_after = 1;
  return config;
}

TEST(StopTest, AutoHonoursAPastDeadlineOnceLearning) {
  const SolverConfig config = with_past_deadline(auto_learning_at_once(config_for(SearchStrategy::kAuto)));
  const SolveResult r = solve_line(kHardForLearning9, config);
  // 64 conflicts, all past learn_after: learning took over, and its own check stopped it.
  expect_learning_stopped_at_first_check(r);
}

TEST(StopTest, AutoHonoursARaisedCancelFlagOnceLearning) {
  const SolverConfig config = with_raised_cancel(auto_learning_at_once(config_for(SearchStrategy::kAuto)));
  const SolveResult r = solve_line(kHardForLearning9, config);
  expect_learning_stopped_at_first_check(r);
}

TEST(StopTest, AutoLearnsToTheEndWithoutAStop) {
  const SolveResult r =
      solve_line(kHardForLearning9, auto_learning_at_once(config_for(SearchStrategy::kAuto)));
  ASSERT_EQ(r.status, SolveStatus::kSolved);
  EXPECT_EQ(r.stats.conflicts, kHardForLearning9Conflicts);  // learning's, as on its own
  // One dead end backtracking, then the levels learning's backjumps undid, as on its own.
  EXPECT_EQ(r.stats.backtracks, 1u + kHardForLearning9Backtracks);
}

// ---- counting with learning: by-size off 9x9, learn, up to learn_counts_up_to solutions --------

// Learning steps its check by conflicts and solutions together: a count cut short at its first
// check has met 64 of them, and its count is a lower bound.
void expect_learning_count_stopped_at_first_check(const SolveResult& r) {
  EXPECT_EQ(r.search_ran, SearchRan::kLearn);
  EXPECT_EQ(r.stats.conflicts + r.solutions, kCheckInterval);
  EXPECT_EQ(r.status, SolveStatus::kSolved);  // the empty grids below give a solution at once
  EXPECT_FALSE(r.count_complete);
}

TEST(StopTest, LearningCountHonoursAPastDeadline) {
  const SolverConfig config = config_for(SearchStrategy::kLearn, SolverConfig{}.learn_counts_up_to);
  expect_learning_count_stopped_at_first_check(solve_line(kEmpty6, with_past_deadline(config)));
}

TEST(StopTest, LearningCountHonoursARaisedCancelFlag) {
  const SolverConfig config = config_for(SearchStrategy::kLearn, SolverConfig{}.learn_counts_up_to);
  expect_learning_count_stopped_at_first_check(solve_line(kEmpty6, with_raised_cancel(config)));
}

TEST(StopTest, BySizeCountOffNineByNineLearnsAndHonoursAPastDeadline) {
  const SolveResult r = solve_line(kEmpty4, with_past_deadline(config_for(SearchStrategy::kBySize, 1000)));
  expect_learning_count_stopped_at_first_check(r);
  EXPECT_LT(r.solutions, kEmpty4Solutions);
}

// ---- counting with Search: backtrack, and beyond learning's count limit -----------------------

TEST(StopTest, BacktrackCountOffNineByNineHonoursAPastDeadline) {
  const SolveResult r = solve_line(kEmpty4, with_past_deadline(config_for(SearchStrategy::kBacktrack, 1000)));
  expect_count_cut_short(r, kEmpty4Solutions);
}

TEST(StopTest, BacktrackCountOffNineByNineHonoursARaisedCancelFlag) {
  const SolveResult r = solve_line(kEmpty4, with_raised_cancel(config_for(SearchStrategy::kBacktrack, 1000)));
  expect_count_cut_short(r, kEmpty4Solutions);
}

TEST(StopTest, BySizeCountBeyondLearningsLimitBacktracksAndHonoursAPastDeadline) {
  const std::uint64_t beyond = SolverConfig{}.learn_counts_up_to + 1;
  const SolveResult r = solve_line(kEmpty6, with_past_deadline(config_for(SearchStrategy::kBySize, beyond)));
  EXPECT_EQ(r.search_ran, SearchRan::kBacktrack);
  expect_count_cut_short(r, beyond);
}

TEST(StopTest, BacktrackCountOffNineByNineCountsEverySolutionWithoutAStop) {
  const SolveResult r = solve_line(kEmpty4, config_for(SearchStrategy::kBacktrack, 1000));
  EXPECT_EQ(r.solutions, kEmpty4Solutions);
  EXPECT_TRUE(r.count_complete);
}

TEST(StopTest, BacktrackCountStopsAtExactlyTheLimit) {
  for (const std::string& line : {kEmpty4, kLoose9}) {
    for (const std::uint64_t limit : {1u, 2u, 5u}) {
      const SolveResult r = solve_line(line, config_for(SearchStrategy::kBacktrack, limit));
      EXPECT_EQ(r.status, SolveStatus::kSolved) << line << " " << limit;
      EXPECT_EQ(r.solutions, limit) << line;
      EXPECT_TRUE(r.count_complete) << line << " " << limit;
    }
  }
}

TEST(StopTest, PlacesCountStopsAtExactlyTheLimit) {
  for (const std::string& line : {kEmpty4, kLoose9}) {
    for (const std::uint64_t limit : {1u, 2u, 5u}) {
      const SolveResult r = solve_line(line, config_for(SearchStrategy::kPlaces, limit));
      EXPECT_EQ(r.status, SolveStatus::kSolved) << line << " " << limit;
      EXPECT_EQ(r.solutions, limit) << line;
      EXPECT_TRUE(r.count_complete) << line << " " << limit;
    }
  }
}

TEST(StopTest, BacktrackCountIsCompleteBelowTheLimit) {
  for (const std::uint64_t limit : {3u, 4u, 10u}) {
    const SolveResult r6 = solve_line(kThreeSolutions6, config_for(SearchStrategy::kBacktrack, limit));
    EXPECT_EQ(r6.solutions, 3u) << limit;
    EXPECT_TRUE(r6.count_complete) << limit;
    const SolveResult r9 = solve_line(kTwoSolutions9, config_for(SearchStrategy::kBacktrack, limit));
    EXPECT_EQ(r9.solutions, 2u) << limit;
    EXPECT_TRUE(r9.count_complete) << limit;
  }
}

TEST(StopTest, BacktrackCountOnNineByNineHonoursAPastDeadline) {
  const SolverConfig config = with_past_deadline(config_for(SearchStrategy::kBacktrack, 100000));
  const SolveResult r = solve_line(kLoose9, config);
  expect_count_cut_short(r, kLoose9Solutions);
  EXPECT_NE(r.stats, search9_stats(kLoose9, config));  // Search counts here, not Search9
}

}  // namespace
}  // namespace sudoku
