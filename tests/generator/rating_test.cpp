// The technique ladder: each puzzle below needs exactly one rung (the rung solves it with no
// guess, the one below does not), made by `sudoku-bench generate --size=9 --seed=7
// --difficulty=LEVEL` and kept here as fixed data.

#include "solver/rating.h"

#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <string>

#include "solver/puzzle_io.h"
#include "solver/solver.h"

namespace sudoku {
namespace {

Puzzle puzzle_of(std::string_view line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  return parsed.puzzle;
}

struct RungCase {
  Difficulty level;
  const char* line;
};

const RungCase kOneRungEach[] = {
    {Difficulty::kForwardLooking,
     ".6....1.75.3......9.28.1.......43.7......8..519....3...587....9...6....46...2..8."},
    {Difficulty::kHiddenSingles,
     "......1.75.3......9.28.1.......4.........8.1519....3...587...29...6....46...2..8."},
    {Difficulty::kIntersections,
     ".....2...6.......2.21.4.9....2...6..9...7...1.651...8.5.....8...1.923..5.465....."},
    {Difficulty::kSubsets,
     "87...........8...99.45.6...3.9.........6...5.7....4.82.1...3.4...31.......5..27.."},
    {Difficulty::kFish, "9...5.7...3....94.4.........1.9..23....36..8..2....4..5..6...74...1.83...4.5...2."},
};

TEST(RatingTest, EachPuzzleNeedsExactlyItsRung) {
  const Geometry geo = Geometry::for_size(9);
  for (const RungCase& c : kOneRungEach) {
    const Puzzle puzzle = puzzle_of(c.line);
    const auto rating = rate(geo, puzzle);
    ASSERT_TRUE(rating) << c.line;
    EXPECT_EQ(rating->level, c.level) << c.line;
    EXPECT_EQ(rating->guesses, 0u);
    EXPECT_TRUE(solves_without_guess(geo, puzzle, rung_techniques(c.level))) << c.line;
    if (c.level != Difficulty::kForwardLooking) {
      const auto below = static_cast<Difficulty>(static_cast<int>(c.level) - 1);
      EXPECT_FALSE(solves_without_guess(geo, puzzle, rung_techniques(below))) << c.line;
    }
  }
}

TEST(RatingTest, GuessingCountsTheFixedSearchsGuesses) {
  const Geometry geo = Geometry::for_size(9);
  const Puzzle puzzle =
      puzzle_of("......1.7..3......9.28.1.......4.........8.1519....3...587...29...6....46...2..8.");
  const auto rating = rate(geo, puzzle);
  ASSERT_TRUE(rating);
  EXPECT_EQ(rating->level, Difficulty::kGuessing);
  EXPECT_TRUE(rating->complete);
  // The guesses of every technique at every node, depth-first (guessing_config): deterministic.
  const SolveResult fixed = solve(geo, puzzle, guessing_config({}));
  EXPECT_EQ(rating->guesses, fixed.stats.guesses);
  EXPECT_GT(rating->guesses, 0u);
}

TEST(RatingTest, AStoppedGuessingSearchIsAnIncompleteRating) {
  // puzzles_7_bigger.txt line 20, a 25x25 that takes learning thousands of conflicts.
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/puzzles_7_bigger.txt");
  std::string line;
  for (int number = 1; number <= 20 && std::getline(in, line); ++number) {
  }
  const Puzzle puzzle = puzzle_of(line);
  ASSERT_EQ(puzzle.size, 25);
  const Geometry geo = Geometry::for_size(25);
  const std::atomic<bool> cancelled{true};
  SolverConfig stops;
  stops.cancel = &cancelled;
  const auto rating = rate(geo, puzzle, stops);
  ASSERT_TRUE(rating);
  EXPECT_EQ(rating->level, Difficulty::kGuessing);
  EXPECT_FALSE(rating->complete);
}

TEST(RatingTest, NoRatingWithoutASolution) {
  const Geometry geo = Geometry::for_size(4);
  EXPECT_FALSE(rate(geo, puzzle_of("11..............")));  // clashing givens
  // No clash, yet no solution: r1c3 needs 3 or 4 (row 1 has 1 and 2), and column 3 has both.
  EXPECT_FALSE(rate(geo, puzzle_of("12........3...4.")));
}

TEST(RatingTest, TheLadderOnlyAddsTechniques) {
  TechniqueSet below;
  for (int level = 0; level < kDifficultyCount; ++level) {
    const auto rung = static_cast<Difficulty>(level);
    const TechniqueSet set = rung_techniques(rung);
    EXPECT_TRUE(set.has(TechniqueId::kForwardLooking));
    EXPECT_FALSE(set.has(TechniqueId::kMostConstrainedBranching));
    for (std::size_t t = 0; t < kTechniqueCount; ++t) {
      if (below.has(static_cast<TechniqueId>(t))) {
        EXPECT_TRUE(set.has(static_cast<TechniqueId>(t)));
      }
    }
    below = set;
    EXPECT_EQ(parse_difficulty(difficulty_name(rung)), rung);
  }
  EXPECT_EQ(rung_techniques(Difficulty::kFish), rung_techniques(Difficulty::kGuessing));
  EXPECT_EQ(rung_techniques(Difficulty::kFish).to_string(), "fl+cp+subsets+intersections+fish");
  EXPECT_FALSE(parse_difficulty("hard"));
}

}  // namespace
}  // namespace sudoku
