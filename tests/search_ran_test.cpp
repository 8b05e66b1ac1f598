// What a solve reports as having run: the search (SolveResult::search_ran) and the techniques it
// applied (techniques_ran), which differ from what was asked wherever a search ignores or adds a
// technique. The CSV's search_ran and techniques_ran columns print these.

#include <gtest/gtest.h>

#include <string>

#include "solver/geometry.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"

namespace sudoku {
namespace {

// forum_hardest_1106_9x9.txt line 180: every search needs guesses on it.
const std::string kHardNine =
    "1....6.8....7..1....9.....4.......5..18..5...5..36.8..6.5..8.3.8....3.1.....2....";
// puzzles_1_standard_easy.txt line 1: fl and cp settle it at the root.
const std::string kEasy9 =
    ".17.953...3.4617855.473216....6....8.6.58..714..21..36173.2.8.4..63.49...4.1..6.3";
// tjstyle_variety_6x6.txt line 1 less one given: three solutions, so it needs a search.
const std::string kOpen6 = "..42.5..2...6.1......1.2...3..4..6..";

// The by-size search's answer to an empty 16x16 with the four cells of a swap rectangle blanked
// (rows 0 and 3, columns 0 and 12; two blocks): two solutions, and 4 of 256 cells left open.
const std::string kRectangle16 =
    ".23456789ABC.EFG5678DEFG12349ABC9ABC1234DEFG5678.EFG9ABC5678.234"
    "241389A5EBC6GFD7FBCEG4162D57839A7DG9EB2F83A164C585A637CDFG49B12E"
    "31826597B4GDACEFC74DBFE1398A2G56EG9A4CD2651F378B6F5BA8G37C2E491D"
    "4861C35BA7E2FDG9A3DF7G89C165EB42BCE52D4AGF937861G927F16E48DBC5A3";

SolveResult solve_with(const std::string& line, const char* techniques, SearchStrategy strategy,
                       std::uint64_t solution_limit = 1, std::uint64_t learn_after = 200) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  SolverConfig config;
  config.techniques = *TechniqueSet::parse(techniques);
  config.strategy = strategy;
  config.solution_limit = solution_limit;
  config.learn_after = learn_after;
  return solve(Geometry::for_size(parsed.puzzle.size), parsed.puzzle, config);
}

std::string ran(const SolveResult& r) {
  return std::string(search_ran_name(r.search_ran)) + " " + r.techniques_ran.to_string();
}

TEST(SearchRanTest, BySizeRunsTheBitBoardSearchOnNineByNineWithoutSubsetsAndFish) {
  EXPECT_EQ(ran(solve_with(kHardNine, "all", SearchStrategy::kBySize)), "bitboard9 fl+mrv+cp+intersections");
  EXPECT_EQ(ran(solve_with(kHardNine, "fl,subsets", SearchStrategy::kBySize)), "bitboard9 fl");
}

TEST(SearchRanTest, BySizeLearnsElsewhereAndLearningAddsCpAndMrv) {
  EXPECT_EQ(ran(solve_with(kOpen6, "fl", SearchStrategy::kBySize)), "learn fl+mrv+cp");
  EXPECT_EQ(ran(solve_with(kHardNine, "fl,fish", SearchStrategy::kLearn)), "learn fl+mrv+cp+fish");
  EXPECT_EQ(ran(solve_with(kHardNine, "all", SearchStrategy::kLearn)), "learn all");
}

TEST(SearchRanTest, BySizeBacktracksFirstWhereTheRootLeavesFewCellsOpen) {
  const SolveResult r = solve_with(kRectangle16, "all", SearchStrategy::kBySize, 2);
  EXPECT_EQ(r.solutions, 2u);
  EXPECT_EQ(ran(r), "backtrack all");
  EXPECT_EQ(ran(solve_with(kRectangle16, "fl,cp", SearchStrategy::kBySize)), "backtrack fl+cp");
}

TEST(SearchRanTest, BacktrackAppliesExactlyWhatWasAsked) {
  EXPECT_EQ(ran(solve_with(kHardNine, "fl,cp", SearchStrategy::kBacktrack)), "backtrack fl+cp");
  EXPECT_EQ(ran(solve_with(kHardNine, "none", SearchStrategy::kBacktrack)), "backtrack none");
}

TEST(SearchRanTest, PlacesBranchesOnPlacesOnlyWithMrvAndADeduction) {
  EXPECT_EQ(ran(solve_with(kHardNine, "fl,mrv", SearchStrategy::kPlaces)), "places fl+mrv");
  EXPECT_EQ(ran(solve_with(kHardNine, "fl", SearchStrategy::kPlaces)), "backtrack fl");
}

TEST(SearchRanTest, LearningWithoutFlOrBeyondItsCountLimitBacktracks) {
  EXPECT_EQ(ran(solve_with(kHardNine, "mrv", SearchStrategy::kLearn)), "backtrack mrv");
  EXPECT_EQ(ran(solve_with(kOpen6, "fl,mrv", SearchStrategy::kLearn, 10)), "learn fl+mrv+cp");
  EXPECT_EQ(ran(solve_with(kOpen6, "fl,mrv", SearchStrategy::kBySize, 10)), "learn fl+mrv+cp");
  const std::uint64_t beyond = SolverConfig{}.learn_counts_up_to + 1;
  EXPECT_EQ(ran(solve_with(kOpen6, "fl,mrv", SearchStrategy::kLearn, beyond)), "backtrack fl+mrv");
  EXPECT_EQ(ran(solve_with(kOpen6, "fl,mrv", SearchStrategy::kBySize, beyond)), "backtrack fl+mrv");
  EXPECT_EQ(ran(solve_with(kOpen6, "fl,mrv", SearchStrategy::kPlaces, 10)), "places fl+mrv");
}

TEST(SearchRanTest, AutoReportsTheHandOverToLearning) {
  // Backtracking with fl alone meets more than one dead end on kHardNine, then hands over.
  const SolveResult r = solve_with(kHardNine, "fl", SearchStrategy::kAuto, 1, 1);
  ASSERT_EQ(r.status, SolveStatus::kSolved);
  EXPECT_EQ(ran(r), "backtrack+learn fl+mrv+cp");
  // With the default budget of 200 it finishes backtracking.
  EXPECT_EQ(ran(solve_with(kHardNine, "fl", SearchStrategy::kAuto)), "backtrack fl");
}

TEST(SearchRanTest, APuzzleSettledAtTheRootRanNoSearchAndNoMrv) {
  const SolveResult r = solve_with(kEasy9, "all", SearchStrategy::kLearn);
  ASSERT_EQ(r.status, SolveStatus::kSolved);
  ASSERT_EQ(r.stats.guesses, 0u);
  EXPECT_EQ(ran(r), "none fl+cp+subsets+intersections+fish");
}

TEST(SearchRanTest, ClashingGivensRanNothing) {
  // Found while placing the givens (bitboard9), by fl at the root (learning, backtracking, counting)
  // or by find_clash before any search (no fl).
  const std::string clash9 = "11" + kHardNine.substr(2);
  const std::string clash6 = kOpen6.substr(0, 5) + "4" + kOpen6.substr(6);  // a second 4 in row 1
  struct Case {
    const std::string& line;
    const char* techniques;
    SearchStrategy strategy;
    std::uint64_t solution_limit;
  };
  const Case cases[] = {
      {clash9, "all", SearchStrategy::kBySize, 1},     {clash9, "all", SearchStrategy::kLearn, 1},
      {clash6, "fl", SearchStrategy::kBySize, 1},      {clash6, "fl,mrv", SearchStrategy::kBacktrack, 1},
      {clash6, "fl", SearchStrategy::kBacktrack, 10},  {clash6, "none", SearchStrategy::kBacktrack, 1},
      {clash6, "mrv", SearchStrategy::kBacktrack, 10},
  };
  for (const Case& c : cases) {
    const SolveResult r = solve_with(c.line, c.techniques, c.strategy, c.solution_limit);
    ASSERT_EQ(r.status, SolveStatus::kInvalid) << c.line << " " << c.techniques;
    EXPECT_NE(r.message.find("clash"), std::string::npos) << r.message;
    EXPECT_EQ(ran(r), "none none");
    EXPECT_EQ(r.stats, Stats{});
  }
}

TEST(SearchRanTest, StatusNamesReadBack) {
  for (const auto s : {SolveStatus::kSolved, SolveStatus::kUnsolvable, SolveStatus::kInvalid,
                       SolveStatus::kTimeout, SolveStatus::kError}) {
    EXPECT_EQ(parse_status(status_name(s)), s);
  }
  EXPECT_FALSE(parse_status("Solved").has_value());
  EXPECT_FALSE(parse_status("").has_value());
}

}  // namespace
}  // namespace sudoku
