// The portfolio (harness/run/portfolio.h): without clause sharing, whichever member wins, its answer
// and counters are exactly those of a lone solve with its seed; a sharing race passes clauses, and
// only it; one member, or a search the seed cannot steer, is the plain solve; members really run
// at once.

#include "harness/run/portfolio.h"

#include <gtest/gtest.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <fstream>
#include <string>
#include <vector>

#include "harness/run/geometry_cache.h"
#include "solver/verify.h"

namespace sudoku::harness {
namespace {

std::vector<std::string> lines_of(const std::string& name, std::size_t count) {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/" + name);
  std::vector<std::string> lines;
  std::string line;
  while (lines.size() < count && std::getline(in, line)) lines.push_back(line);
  EXPECT_EQ(lines.size(), count) << name;
  return lines;
}

Job job_of(const std::string& line, GeometryCache& geometries) {
  Job job = make_job(InputItem{InputItem::Kind::kLine, 0, 1, line}, geometries);
  EXPECT_EQ(job.kind, Job::Kind::kPuzzle);
  return job;
}

PuzzleResult race(const Job& job, const SolverConfig& config, int members) {
  tbb::global_control workers(tbb::global_control::max_allowed_parallelism, 2);
  tbb::task_arena arena(2);
  PuzzleResult raced;
  arena.execute([&] { raced = run_portfolio(job, config, members); });
  return raced;
}

TEST(PortfolioTest, TheWinnersAnswerAndCountersAreThoseOfItsSeedAlone) {
  GeometryCache geometries;
  SolverConfig config;  // all techniques, by-size: learning off 9x9
  config.seed = 3;
  for (const std::string& line : lines_of("puzzles_7_bigger.txt", 12)) {
    const Job job = job_of(line, geometries);
    const PuzzleResult raced = race(job, config, 3);
    ASSERT_GE(raced.portfolio, 1);  // a helper that starts after the answer does not run
    ASSERT_LE(raced.portfolio, 3);
    ASSERT_GE(raced.winner, 0);
    ASSERT_LT(raced.winner, raced.portfolio);
    const BackendResult& r = raced.result;
    ASSERT_EQ(r.status, BackendStatus::kSolved);
    EXPECT_FALSE(check_solution(*job.geometry, job.puzzle, r.solution).has_value());
    SolverConfig alone = config;
    alone.seed = config.seed + static_cast<std::uint64_t>(raced.winner);
    const PuzzleResult lone = run_job(job, alone);
    EXPECT_EQ(r.stats, lone.result.stats) << "member " << raced.winner << " of " << line;
    EXPECT_EQ(r.solution, lone.result.solution);
  }
}

TEST(PortfolioTest, AHelperRunsTheNextSeedAndItsWinIsReportedAsItsOwn) {
  // Played out in order on one thread, so nothing depends on timing: member 1 runs alone to its
  // answer, then member 0, the owner, finds the race decided at its first stop check.
  GeometryCache geometries;
  const Job job = job_of(lines_of("puzzles_7_bigger.txt", 11).back(), geometries);
  SolverConfig config;
  config.seed = 5;
  Race race(job, config, 2);
  ASSERT_TRUE(race.run_member());
  EXPECT_FALSE(race.open());        // decided
  EXPECT_FALSE(race.run_member());  // and full
  race.run_owner();
  const PuzzleResult raced = race.result();
  EXPECT_EQ(raced.portfolio, 2);
  EXPECT_EQ(raced.winner, 1);
  ASSERT_EQ(raced.result.status, BackendStatus::kSolved);
  SolverConfig seed6 = config;
  seed6.seed = 6;
  const PuzzleResult lone6 = run_job(job, seed6);
  EXPECT_EQ(raced.result.stats, lone6.result.stats);  // member 1's seed is the configured one + 1
  EXPECT_NE(raced.result.stats, run_job(job, config).result.stats);  // and the seeds do differ here
}

TEST(PortfolioTest, OnlyASharingRacePassesClausesBetweenItsMembers) {
  // In order on one thread, as above: member 1 runs alone to its answer, then the owner.
  GeometryCache geometries;
  const Job job = job_of(lines_of("puzzles_7_bigger.txt", 11).back(), geometries);
  SolverConfig config;
  config.seed = 5;
  Race sharing(job, config, 2, /*share_clauses=*/true);
  ASSERT_TRUE(sharing.run_member());
  EXPECT_GT(sharing.clauses_shared(), 0u);
  sharing.run_owner();
  const PuzzleResult raced = sharing.result();
  ASSERT_EQ(raced.result.status, BackendStatus::kSolved);
  EXPECT_FALSE(check_solution(*job.geometry, job.puzzle, raced.result.solution).has_value());
  Race apart(job, config, 2, /*share_clauses=*/false);
  ASSERT_TRUE(apart.run_member());
  EXPECT_EQ(apart.clauses_shared(), 0u);
  apart.run_owner();
}

TEST(PortfolioTest, OneMemberIsThePlainSolve) {
  GeometryCache geometries;
  const Job job = job_of(lines_of("puzzles_7_bigger.txt", 2).back(), geometries);
  const SolverConfig config;
  const PuzzleResult raced = race(job, config, 1);
  EXPECT_EQ(raced.portfolio, 1);
  EXPECT_EQ(raced.winner, 0);
  EXPECT_EQ(raced.result.stats, run_job(job, config).result.stats);
}

TEST(PortfolioTest, NoRaceWhereTheSeedCannotSteerTheSearch) {
  GeometryCache geometries;
  const Job nine = job_of(lines_of("puzzles_5_standard_hard.txt", 1).back(), geometries);
  EXPECT_EQ(race(nine, SolverConfig{}, 4).portfolio, 1);  // the 9x9 search takes no seed
  const Job big = job_of(lines_of("puzzles_7_bigger.txt", 1).back(), geometries);
  SolverConfig counting;
  counting.solution_limit = counting.learn_counts_up_to + 1;  // a count learning leaves to backtracking
  EXPECT_EQ(race(big, counting, 4).portfolio, 1);
  SolverConfig backtrack;
  backtrack.strategy = SearchStrategy::kBacktrack;
  EXPECT_EQ(race(big, backtrack, 4).portfolio, 1);
}

TEST(PortfolioTest, AMemberThatAnswersStopsTheOthers) {
  // Member 0 alone on the hard 24x24 takes ~2,500 conflicts; a raised interrupt would stop all
  // with no winner, so here the race ends by an answer, and the losers' stops are not the run's.
  GeometryCache geometries;
  const Job job = job_of(lines_of("puzzles_7_bigger.txt", 11).back(), geometries);
  std::atomic<bool> interrupt{false};
  SolverConfig config;
  config.cancel = &interrupt;
  const PuzzleResult raced = race(job, config, 2);
  EXPECT_EQ(raced.result.status, BackendStatus::kSolved);
  EXPECT_GE(raced.portfolio, 1);  // the second member may start after the answer on a busy machine
  EXPECT_LE(raced.portfolio, 2);
  EXPECT_FALSE(interrupt.load());
  interrupt = true;  // now nobody can answer: member 0's stop comes back, as a lone solve's would
  const PuzzleResult stopped = race(job, config, 2);
  EXPECT_EQ(stopped.result.status, BackendStatus::kTimeout);
  EXPECT_EQ(stopped.winner, 0);
}

}  // namespace
}  // namespace sudoku::harness
