// Clause sharing between the members of a portfolio race (solver/learning/clause_exchange.h,
// solver/learning/sharing.cpp), played out in order on one thread so that nothing depends on
// timing: what one member learnt is adopted by the next at its restarts; a member never reads its
// own clauses back; an adopted clause false at level 0 ends the search with no solution; counts
// never share.

#include <gtest/gtest.h>

#include <bit>
#include <fstream>
#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/learning/clause_exchange.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"

namespace sudoku {
namespace {

// Line 11 of puzzles_7_bigger.txt: a 24x24 that takes learning some 2,500 conflicts, so that it
// restarts (and adopts) many times.
Puzzle hard_24x24() {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/puzzles_7_bigger.txt");
  std::string line;
  for (int k = 0; k < 11; ++k) std::getline(in, line);
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  EXPECT_EQ(parsed.puzzle.size, 24);
  return parsed.puzzle;
}

SolverConfig member(ClauseExchange* exchange, int number, std::uint64_t seed) {
  SolverConfig config;  // all techniques
  config.strategy = SearchStrategy::kLearn;
  config.seed = seed;
  config.exchange = exchange;
  config.member = number;
  return config;
}

// The literal "cell does not hold digit", numbered as every learning search numbers it
// (solver/learning/learning_search.h): 2 * (cell * 2^shift + digit) + 1, 2^shift the least power
// of 2 not below N; one less is "cell holds digit".
int not_holds(int n, int cell, int digit) {
  const int shift = std::bit_width(static_cast<unsigned>(n - 1));
  return 2 * ((cell << shift) | digit) + 1;
}

// Publishes, as member 1, the unit clause "the first given does not hold its digit": false at
// level 0 from the start.
void publish_false_given(ClauseExchange& exchange, const Puzzle& puzzle) {
  int given = 0;
  while (puzzle.cells[given] == kBlank) ++given;
  exchange.publish(1, 1, std::vector<int>{not_holds(puzzle.size, given, puzzle.cells[given])});
}

TEST(ClauseExchangeTest, AMemberCollectsTheOthersClausesOnceAndNeverItsOwn) {
  ClauseExchange exchange;
  exchange.publish(0, 3, std::vector<int>{10, 12});
  exchange.publish(1, 2, std::vector<int>{7});
  exchange.publish(0, 4, std::vector<int>{1, 2, 3});
  EXPECT_EQ(exchange.clauses(), 3u);
  std::size_t cursor = 0;
  std::vector<int> got;
  exchange.collect(1, cursor, got);
  EXPECT_EQ(got, (std::vector<int>{3, 2, 10, 12, 4, 3, 1, 2, 3}));  // [lbd, size, literals...] each
  got.clear();
  exchange.collect(1, cursor, got);
  EXPECT_TRUE(got.empty());  // nothing new
  exchange.publish(2, 1, std::vector<int>{5, 6});
  exchange.collect(1, cursor, got);
  EXPECT_EQ(got, (std::vector<int>{1, 2, 5, 6}));
  std::size_t from_start = 0;
  got.clear();
  exchange.collect(0, from_start, got);
  EXPECT_EQ(got, (std::vector<int>{2, 1, 7, 1, 2, 5, 6}));
}

TEST(LearningSharingTest, AMemberAdoptsWhatAnotherLearntAndNeedsFewerConflicts) {
  const Puzzle puzzle = hard_24x24();
  const Geometry& geo = Geometry::for_size(puzzle.size);
  ClauseExchange exchange;
  const SolveResult first = solve(geo, puzzle, member(&exchange, 0, 1));
  ASSERT_EQ(first.status, SolveStatus::kSolved);
  EXPECT_GT(exchange.clauses(), 100u);
  const SolveResult alone = solve(geo, puzzle, member(nullptr, 0, 2));
  const SolveResult helped = solve(geo, puzzle, member(&exchange, 1, 2));
  ASSERT_EQ(helped.status, SolveStatus::kSolved);
  EXPECT_FALSE(check_solution(geo, puzzle, helped.solution).has_value());
  EXPECT_EQ(helped.solution, alone.solution);  // a unique puzzle
  // The first member's clauses prune the second's search at its first restart on.
  EXPECT_LT(helped.stats.conflicts * 2, alone.stats.conflicts)
      << helped.stats.conflicts << " against " << alone.stats.conflicts;
}

TEST(LearningSharingTest, AnAdoptedClauseFalseAtLevelZeroMeansNoSolution) {
  const Puzzle puzzle = hard_24x24();
  const Geometry& geo = Geometry::for_size(puzzle.size);
  ClauseExchange exchange;
  publish_false_given(exchange, puzzle);  // read at the first restart
  const SolveResult result = solve(geo, puzzle, member(&exchange, 0, 0));
  EXPECT_EQ(result.status, SolveStatus::kUnsolvable);
  EXPECT_EQ(result.stats.conflicts, 100u);  // the first restart (LearningSchedule::restart_unit)
}

TEST(LearningSharingTest, AdoptedUnitClausesAreAssertedAtTheRestart) {
  const Puzzle puzzle = hard_24x24();
  const Geometry& geo = Geometry::for_size(puzzle.size);
  const SolveResult alone = solve(geo, puzzle, member(nullptr, 0, 0));
  ASSERT_EQ(alone.status, SolveStatus::kSolved);
  ASSERT_GT(alone.stats.conflicts, 1000u);
  // Another member's units "this cell holds its digit of the solution", one per open cell: adopted
  // at the first restart, they finish the grid there.
  ClauseExchange exchange;
  for (int cell = 0; cell < geo.cell_count(); ++cell) {
    if (puzzle.cells[cell] == kBlank) {
      exchange.publish(1, 1, std::vector<int>{not_holds(puzzle.size, cell, alone.solution[cell]) - 1});
    }
  }
  const SolveResult helped = solve(geo, puzzle, member(&exchange, 0, 0));
  ASSERT_EQ(helped.status, SolveStatus::kSolved);
  EXPECT_EQ(helped.solution, alone.solution);
  EXPECT_EQ(helped.stats.conflicts, 100u);
}

TEST(LearningSharingTest, CountsNeitherPublishNorAdopt) {
  const Puzzle puzzle = hard_24x24();
  const Geometry& geo = Geometry::for_size(puzzle.size);
  ClauseExchange exchange;
  publish_false_given(exchange, puzzle);
  SolverConfig counting = member(&exchange, 0, 0);
  counting.solution_limit = 2;
  const SolveResult result = solve(geo, puzzle, counting);
  EXPECT_EQ(result.status, SolveStatus::kSolved);
  EXPECT_EQ(result.solutions, 1u);  // the count is complete, the false clause unread
  EXPECT_GT(result.stats.conflicts, 100u);
  EXPECT_EQ(exchange.clauses(), 1u);  // only the one published above
}

}  // namespace
}  // namespace sudoku
