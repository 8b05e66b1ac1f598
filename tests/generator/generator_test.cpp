// Generated puzzles, checked by means other than the generator's own: uniqueness and minimality
// by a plain backtracking count (fl only), and the request's shape by looking at the puzzle.

#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <limits>
#include <set>
#include <string>

#include "generator/full_grid.h"
#include "generator/generate_puzzle.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"

namespace sudoku::generator {
namespace {

// Solutions up to 2 by backtracking with forward looking alone: neither learning nor the
// generator's shortcuts (a rung that fills the grid).
std::uint64_t count_to_two(const Geometry& geo, const Puzzle& puzzle) {
  SolverConfig config;
  config.techniques =
      TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kMostConstrainedBranching);
  config.strategy = SearchStrategy::kBacktrack;
  config.solution_limit = 2;
  const SolveResult result = solve(geo, puzzle, config);
  EXPECT_TRUE(result.count_complete);
  return result.solutions;
}

// Solutions up to 2 by learning, which counts with a blocking clause per solution: the generator's
// checks never count, and backtracking takes minutes over a 16x16 puzzle's givens.
std::uint64_t learning_count_to_two(const Geometry& geo, const Puzzle& puzzle) {
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  config.solution_limit = 2;
  const SolveResult result = solve(geo, puzzle, config);
  EXPECT_TRUE(result.count_complete);
  return result.solutions;
}

// The puzzle is its solution with some cells blank, and that solution is its only one.
void expect_unique_and_faithful(const Geometry& geo, const GeneratedPuzzle& made) {
  ASSERT_TRUE(made.found);
  EXPECT_EQ(check_solution(geo, made.puzzle, made.solution), std::nullopt);
  EXPECT_EQ(count_to_two(geo, made.puzzle), 1u);
}

TEST(FullGridTest, IsAValidGridAtEverySizeAndDiffersBySeed) {
  // 64, 72 and 256: the solver's fill search within band column sets drawn from the stream.
  for (int n : {4, 6, 8, 9, 10, 12, 15, 16, 20, 25, 36, 64, 72, 256}) {
    const Geometry geo = Geometry::for_size(n);
    RandomStream a(1, 0), b(2, 0);
    const auto first = random_full_grid(geo, a);
    const auto second = random_full_grid(geo, b);
    ASSERT_TRUE(first && second) << n;
    Puzzle blank;
    blank.size = n;
    blank.cells.assign(geo.cell_count(), kBlank);
    EXPECT_EQ(check_solution(geo, blank, *first), std::nullopt) << n;
    EXPECT_NE(*first, *second) << n;
  }
}

TEST(GeneratorTest, PuzzlesAreUniqueAndMinimalAtSmallSizes) {
  for (int n : {4, 6, 8, 9}) {
    const Geometry geo = Geometry::for_size(n);
    for (std::uint64_t index = 0; index < 3; ++index) {
      const GeneratedPuzzle made = generate_puzzle(geo, {}, 11, index);
      expect_unique_and_faithful(geo, made);
      // Minimal: every given is needed.
      for (int c = 0; c < geo.cell_count(); ++c) {
        if (made.puzzle.cells[c] == kBlank) continue;
        Puzzle fewer = made.puzzle;
        fewer.cells[c] = kBlank;
        EXPECT_EQ(count_to_two(geo, fewer), 2u) << n << "x" << n << " puzzle " << index << " cell " << c;
      }
    }
  }
}

TEST(GeneratorTest, PuzzlesAreUniqueAtLargerSizes) {
  for (int n : {10, 12, 16}) {
    const Geometry geo = Geometry::for_size(n);
    expect_unique_and_faithful(geo, generate_puzzle(geo, {}, 5, 0));
  }
}

TEST(GeneratorTest, EveryRemovalTriedIsAlsoCountedWhereAnotherThreadCanReadIt) {
  const Geometry geo = Geometry::for_size(12);
  RandomStream random(4, 0);
  const auto solution = random_full_grid(geo, random);
  ASSERT_TRUE(solution);
  std::atomic<std::uint64_t> seen{5};  // a run's count so far: the dig adds to it
  DigSpec spec;
  spec.rung_pass_first = true;
  spec.checks_seen = &seen;
  DigCounts counts;
  ASSERT_TRUE(dig(geo, *solution, spec, random, counts));
  EXPECT_GE(counts.checks, std::uint64_t(geo.cell_count()));  // minimal: every cell tried at least once
  EXPECT_EQ(seen.load(), 5 + counts.checks);
}

TEST(GeneratorTest, ARungPassFirstStillEndsUniqueAndMinimal) {
  const Geometry geo = Geometry::for_size(12);
  RandomStream random(4, 0);
  const auto solution = random_full_grid(geo, random);
  ASSERT_TRUE(solution);
  DigSpec spec;
  spec.rung_pass_first = true;
  DigCounts counts;
  const auto puzzle = dig(geo, *solution, spec, random, counts);
  ASSERT_TRUE(puzzle);
  EXPECT_EQ(check_solution(geo, *puzzle, *solution), std::nullopt);
  EXPECT_EQ(count_to_two(geo, *puzzle), 1u);
  for (int c = 0; c < geo.cell_count(); ++c) {
    if (puzzle->cells[c] == kBlank) continue;
    Puzzle fewer = *puzzle;
    fewer.cells[c] = kBlank;
    EXPECT_EQ(count_to_two(geo, fewer), 2u) << "cell " << c;
  }
  // The rung's pass settles removals with no search: fewer searches than removals tried.
  EXPECT_LT(counts.searches, counts.checks);
  EXPECT_FALSE(dig_spec_for({}, 16).rung_pass_first);
  EXPECT_TRUE(dig_spec_for({}, 18).rung_pass_first);
}

// puzzles_7_bigger.txt line 11, a 24x24 that learning takes ~2,500 conflicts to solve, and its
// solution.
struct HardPuzzle {
  Geometry geo = Geometry::for_size(24);
  Puzzle puzzle;
  std::vector<int> solution;
};

HardPuzzle hard_24x24() {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/puzzles_7_bigger.txt");
  std::string line;
  for (int n = 0; n < 11 && std::getline(in, line); ++n) {
  }
  HardPuzzle hard;
  hard.puzzle = parse_line(line).puzzle;
  hard.solution = solve(hard.geo, hard.puzzle, SolverConfig{}).solution;
  return hard;
}

TEST(GeneratorTest, ACheckOutOfEffortIsUndecided) {
  const HardPuzzle hard = hard_24x24();
  ASSERT_EQ(hard.puzzle.size, 24);
  ASSERT_FALSE(hard.solution.empty());
  int blank = 0;
  while (hard.puzzle.cells[blank] != kBlank) ++blank;
  // The puzzle is unique, so no solution differs in a blank cell; the proof takes a search.
  DigCounts counts;
  EXPECT_EQ(check_unique(hard.geo, hard.puzzle, hard.solution, {blank}, {}, 64, counts),
            Uniqueness::kUndecided);
  EXPECT_EQ(counts.searches, 1u);
  EXPECT_EQ(check_unique(hard.geo, hard.puzzle, hard.solution, {blank}, {},
                         std::numeric_limits<std::uint64_t>::max(), counts),
            Uniqueness::kUnique);
}

// A 16x16 minimal puzzle dug with the searching passes' checks bounded from `first` up to `last`
// conflicts, checked unique and minimal by counting; returns how many checks ran out of effort.
std::uint64_t dig_bounded_and_check(std::uint64_t seed, std::uint64_t first, std::uint64_t last) {
  const Geometry geo = Geometry::for_size(16);
  RandomStream random(seed, 0);
  const auto solution = random_full_grid(geo, random);
  EXPECT_TRUE(solution);
  if (!solution) return 0;
  DigSpec spec;
  spec.rung_pass_first = true;
  spec.first_effort = first;
  spec.effort_growth = 2;
  spec.last_effort = last;
  DigCounts counts;
  const auto puzzle = dig(geo, *solution, spec, random, counts);
  EXPECT_TRUE(puzzle);
  if (!puzzle) return 0;
  EXPECT_EQ(learning_count_to_two(geo, *puzzle), 1u) << "seed " << seed;
  for (int c = 0; c < geo.cell_count(); ++c) {
    if (puzzle->cells[c] == kBlank) continue;
    Puzzle fewer = *puzzle;
    fewer.cells[c] = kBlank;
    EXPECT_EQ(learning_count_to_two(geo, fewer), 2u) << "seed " << seed << " cell " << c;
  }
  return counts.undecided;
}

// Bounded passes leave the checks that ran out for a later pass, and a minimal puzzle's last pass
// is unbounded, so digging still ends with a unique and minimal puzzle.
TEST(GeneratorTest, BoundedChecksStillEndUniqueAndMinimal) {
  std::uint64_t left_for_later = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    left_for_later += dig_bounded_and_check(seed, 64, 128);
    // One pass, the last: unbounded, so no check runs out (bounded, 64 conflicts left 6).
    EXPECT_EQ(dig_bounded_and_check(seed, 64, 64), 0u) << "seed " << seed;
  }
  EXPECT_GT(left_for_later, 0u);  // the first pass did leave checks for the last
}

TEST(GeneratorTest, TheSameSeedAndIndexGiveTheSamePuzzle) {
  const Geometry geo = Geometry::for_size(9);
  const GeneratedPuzzle a = generate_puzzle(geo, {}, 3, 4);
  const GeneratedPuzzle b = generate_puzzle(geo, {}, 3, 4);
  EXPECT_EQ(a.puzzle.cells, b.puzzle.cells);
  EXPECT_NE(a.puzzle.cells, generate_puzzle(geo, {}, 3, 5).puzzle.cells);
  EXPECT_NE(a.puzzle.cells, generate_puzzle(geo, {}, 4, 4).puzzle.cells);
}

TEST(GeneratorTest, GivensStopsDiggingAtThatMany) {
  const Geometry geo = Geometry::for_size(12);
  PuzzleRequest request;
  request.dig.givens = 80;
  const GeneratedPuzzle made = generate_puzzle(geo, request, 2, 0);
  expect_unique_and_faithful(geo, made);
  EXPECT_EQ(made.puzzle.given_count(), 80);
}

TEST(GeneratorTest, GivensWithMinimalIsAnUpperBoundAndMinimal) {
  const Geometry geo = Geometry::for_size(9);
  PuzzleRequest request;
  request.dig.givens = 26;
  request.dig.minimal = true;
  const GeneratedPuzzle made = generate_puzzle(geo, request, 2, 0);
  expect_unique_and_faithful(geo, made);
  EXPECT_LE(made.puzzle.given_count(), 26);
  for (int c = 0; c < geo.cell_count(); ++c) {
    if (made.puzzle.cells[c] == kBlank) continue;
    Puzzle fewer = made.puzzle;
    fewer.cells[c] = kBlank;
    EXPECT_EQ(count_to_two(geo, fewer), 2u) << "cell " << c;
  }
}

TEST(GeneratorTest, AnUnreachableGivensCountGivesUpAfterMaxGrids) {
  const Geometry geo = Geometry::for_size(4);
  PuzzleRequest request;
  request.dig.givens = 1;  // no 4x4 puzzle has a unique solution with one given
  request.max_grids = 5;
  const GeneratedPuzzle made = generate_puzzle(geo, request, 1, 0);
  EXPECT_FALSE(made.found);
  EXPECT_EQ(made.grids, 5);
}

TEST(GeneratorTest, AStopMakesNoPuzzle) {
  // Checks cut short keep their givens: what digging leaves then is no puzzle of the set.
  const Geometry geo = Geometry::for_size(9);
  const std::atomic<bool> stop{true};
  PuzzleRequest request;
  request.dig.stops.cancel = &stop;
  const GeneratedPuzzle made = generate_puzzle(geo, request, 1, 0);
  EXPECT_FALSE(made.found);
  EXPECT_EQ(made.grids, 1);
}

TEST(GeneratorTest, SymmetricGivensMirrorThroughTheCentre) {
  for (int n : {9, 12}) {
    const Geometry geo = Geometry::for_size(n);
    PuzzleRequest request;
    request.dig.symmetric = true;
    const GeneratedPuzzle made = generate_puzzle(geo, request, 8, 1);
    expect_unique_and_faithful(geo, made);
    const int cells = geo.cell_count();
    for (int c = 0; c < cells; ++c) {
      EXPECT_EQ(made.puzzle.cells[c] == kBlank, made.puzzle.cells[cells - 1 - c] == kBlank)
          << n << " cell " << c;
    }
  }
}

TEST(GeneratorTest, DifficultyGivesPuzzlesOfThatRung) {
  const Geometry geo = Geometry::for_size(9);
  for (const Difficulty level : {Difficulty::kForwardLooking, Difficulty::kHiddenSingles,
                                 Difficulty::kIntersections, Difficulty::kSubsets, Difficulty::kGuessing}) {
    PuzzleRequest request;
    request.difficulty = level;
    const GeneratedPuzzle made = generate_puzzle(geo, request, 7, 0);
    expect_unique_and_faithful(geo, made);
    const auto rating = rate(geo, made.puzzle);
    ASSERT_TRUE(rating);
    EXPECT_EQ(rating->level, level) << difficulty_name(level);
    EXPECT_EQ(made.rating.level, level);
  }
}

// Digging for the naked-singles rung keeps only removals naked singles settle, though the givens
// force many others as hidden singles: every puzzle on 20 grids is solved by naked singles alone.
TEST(GeneratorTest, DiggingForNakedSinglesTakesNoHiddenSingle) {
  for (const int n : {9, 16}) {
    const Geometry geo = Geometry::for_size(n);
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      RandomStream random(seed, 0);
      const auto solution = random_full_grid(geo, random);
      ASSERT_TRUE(solution);
      DigSpec spec;
      spec.solvable_at = Difficulty::kForwardLooking;
      DigCounts counts;
      const auto puzzle = dig(geo, *solution, spec, random, counts);
      ASSERT_TRUE(puzzle);
      EXPECT_TRUE(solves_without_guess(geo, *puzzle, rung_techniques(Difficulty::kForwardLooking)))
          << n << " seed " << seed;
    }
  }
}

TEST(GeneratorTest, DiggingForARungKeepsEveryRemovalThatRungSolves) {
  // Guided by a rung, the puzzle is minimal for that rung: without any one of its givens the
  // rung no longer finishes it.
  const Geometry geo = Geometry::for_size(9);
  PuzzleRequest request;
  request.difficulty = Difficulty::kHiddenSingles;
  const GeneratedPuzzle made = generate_puzzle(geo, request, 9, 2);
  ASSERT_TRUE(made.found);
  for (int c = 0; c < geo.cell_count(); ++c) {
    if (made.puzzle.cells[c] == kBlank) continue;
    Puzzle fewer = made.puzzle;
    fewer.cells[c] = kBlank;
    EXPECT_FALSE(solves_without_guess(geo, fewer, rung_techniques(Difficulty::kHiddenSingles)))
        << "cell " << c;
  }
}

}  // namespace
}  // namespace sudoku::generator
