// What a caller can tell solve() beyond the givens: candidates ruled out before the search
// (SolverConfig::ruled_out) and the digits decisions try first (SolverConfig::phase).

#include <gtest/gtest.h>

#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"

namespace sudoku {
namespace {

Puzzle puzzle_of(std::string_view line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  return parsed.puzzle;
}

// A 12x12 (blocks 4 wide, 3 high) with one solution, made by generate --size=12 --seed=3 --givens=70.
constexpr std::string_view kUnique12 =
    ".1...8BCA.2.3.5...42.8....82..3....64238C.A7.6.B.6.B.....97...19.B6..C.4"
    "8.C.4...5..1..9..C.574.225.13.7BC...A.2.B.56..1.78....21...5.4..73C..2BA";

TEST(RuledOutTest, TheOnlySolutionsDigitRuledOutLeavesNoSolution) {
  const Puzzle puzzle = puzzle_of(kUnique12);
  const Geometry geo = Geometry::for_size(puzzle.size);
  const SolveResult plain = solve(geo, puzzle, {});
  ASSERT_EQ(plain.status, SolveStatus::kSolved);
  int blank = 0;
  while (puzzle.cells[blank] != kBlank) ++blank;
  const CellDigit out{blank, plain.solution[blank]};
  SolverConfig config;
  config.ruled_out = {&out, 1};
  EXPECT_EQ(solve(geo, puzzle, config).status, SolveStatus::kUnsolvable);
  // Ruling out a given's own digit empties the cell: no solution either, and no clash to report.
  int given = 0;
  while (puzzle.cells[given] == kBlank) ++given;
  const CellDigit given_digit{given, puzzle.cells[given]};
  config.ruled_out = {&given_digit, 1};
  EXPECT_EQ(solve(geo, puzzle, config).status, SolveStatus::kUnsolvable);
}

TEST(RuledOutTest, AnotherSolutionIsFoundWhereTheFirstIsRuledOut) {
  for (const SearchStrategy strategy : {SearchStrategy::kBySize, SearchStrategy::kBacktrack}) {
    const Geometry geo = Geometry::for_size(16);
    Puzzle empty;
    empty.size = 16;
    empty.cells.assign(256, kBlank);
    SolverConfig config;
    config.strategy = strategy;
    const SolveResult first = solve(geo, empty, config);
    ASSERT_EQ(first.status, SolveStatus::kSolved);
    // A near-full grid: the first solution with one band's two rows blanked has several
    // solutions; rule out the first one's digit in a blank cell and another must come back.
    Puzzle open = empty;
    open.cells = first.solution;
    for (int c = 0; c < 32; ++c) open.cells[c] = kBlank;
    const CellDigit out{0, first.solution[0]};
    config.ruled_out = {&out, 1};
    const SolveResult other = solve(geo, open, config);
    ASSERT_EQ(other.status, SolveStatus::kSolved) << strategy_name(strategy);
    EXPECT_NE(other.solution[0], first.solution[0]);
    EXPECT_EQ(check_solution(geo, open, other.solution), std::nullopt);
  }
}

TEST(RuledOutTest, SendsNineByNineToTheGeneralSearch) {
  const Geometry geo = Geometry::for_size(9);
  SolverConfig config;
  EXPECT_TRUE(uses_fixed_size_search(geo, config));
  const CellDigit out{0, 0};
  config.ruled_out = {&out, 1};
  EXPECT_FALSE(uses_fixed_size_search(geo, config));
  Puzzle empty;
  empty.size = 9;
  empty.cells.assign(81, kBlank);
  const SolveResult result = solve(geo, empty, config);
  ASSERT_EQ(result.status, SolveStatus::kSolved);
  EXPECT_NE(result.solution[0], 0);
}

TEST(PhaseTest, LearningFollowsThePhaseToTheGridItNames) {
  // An empty 16x16 has countless solutions; the phase names one, a different one from the one
  // found without it, and learning's decisions lead straight to it.
  const Geometry geo = Geometry::for_size(16);
  Puzzle empty;
  empty.size = 16;
  empty.cells.assign(256, kBlank);
  const SolveResult plain = solve(geo, empty, {});
  ASSERT_EQ(plain.status, SolveStatus::kSolved);
  std::vector<int> relabelled = plain.solution;  // a valid grid too: digits d -> 15 - d
  for (int& d : relabelled) d = 15 - d;
  SolverConfig config;
  config.phase = relabelled;
  const SolveResult hinted = solve(geo, empty, config);
  ASSERT_EQ(hinted.status, SolveStatus::kSolved);
  EXPECT_EQ(hinted.solution, relabelled);
  EXPECT_EQ(hinted.stats.conflicts, 0u);
  EXPECT_NE(plain.solution, relabelled);
}

}  // namespace
}  // namespace sudoku
