// forced_by_givens (generator/forced_by_givens.h): a removal the givens force as singles keeps the
// puzzle's one solution. Dug from complete grids by that check alone, every puzzle on the way has
// one solution, naked singles alone dig less far than with hidden singles, and a rung of singles
// still solves each puzzle.

#include <gtest/gtest.h>

#include <vector>

#include "generator/forced_by_givens.h"
#include "generator/full_grid.h"
#include "generator/random_stream.h"
#include "solver/rating.h"
#include "solver/solver.h"

namespace sudoku::generator {
namespace {

std::uint64_t solutions_up_to_two(const Geometry& geo, const Puzzle& puzzle) {
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  config.solution_limit = 2;
  return solve(geo, puzzle, config).solutions;
}

struct Dug {
  Puzzle puzzle;
  int removed = 0;
};

// Removes the cells of `solution` in random order, each kept out when forced_by_givens says so;
// after each removal kept, the puzzle is checked to have one solution and to be solved by the rung.
Dug dig_by_singles(const Geometry& geo, const std::vector<int>& solution, bool hidden, RandomStream& random) {
  Dug dug;
  dug.puzzle.size = geo.size();
  dug.puzzle.cells = solution;
  std::vector<int> order(std::size_t(geo.cell_count()));
  for (int c = 0; c < geo.cell_count(); ++c) order[c] = c;
  random.shuffle(order);
  const Difficulty rung = hidden ? Difficulty::kHiddenSingles : Difficulty::kForwardLooking;
  for (const int cell : order) {
    dug.puzzle.cells[cell] = kBlank;
    if (!forced_by_givens(geo, dug.puzzle, solution, {cell}, hidden)) {
      dug.puzzle.cells[cell] = solution[cell];
      continue;
    }
    ++dug.removed;
    EXPECT_EQ(solutions_up_to_two(geo, dug.puzzle), 1u) << "removal " << dug.removed;
    EXPECT_TRUE(solves_without_guess(geo, dug.puzzle, rung_techniques(rung))) << "removal " << dug.removed;
  }
  return dug;
}

TEST(ForcedByGivensTest, RemovalsItTakesKeepOneSolutionAndTheRung) {
  for (const int n : {9, 12, 16}) {
    const Geometry geo = Geometry::for_size(n);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      RandomStream grid_stream(seed, 0);
      const auto solution = random_full_grid(geo, grid_stream);
      ASSERT_TRUE(solution);
      RandomStream naked_order(seed, 1), hidden_order(seed, 1);
      const Dug naked = dig_by_singles(geo, *solution, false, naked_order);
      const Dug hidden = dig_by_singles(geo, *solution, true, hidden_order);
      // Hidden singles force more: the same order digs further with them.
      EXPECT_GT(hidden.removed, naked.removed) << n << " seed " << seed;
      EXPECT_GT(naked.removed, geo.cell_count() / 4) << n << " seed " << seed;
    }
  }
}

// A cell whose peers' givens leave it one digit is forced; with one of those givens blank too, and
// no unit where the digit has one place, it is not.
TEST(ForcedByGivensTest, ANakedSingleNeedsEveryOtherDigitAmongItsPeers) {
  const Geometry geo = Geometry::for_size(9);
  RandomStream stream(4, 0);
  const auto solution = random_full_grid(geo, stream);
  ASSERT_TRUE(solution);
  Puzzle puzzle{9, *solution};
  puzzle.cells[0] = kBlank;
  EXPECT_TRUE(forced_by_givens(geo, puzzle, *solution, {0}, false));
  // Blank the cell's row and column peers, but for the block: only the block's givens remain
  // around it, which hold 8 digits, so it stays a naked single...
  for (int c = 3; c < 9; ++c) puzzle.cells[geo.cell(0, c)] = kBlank;
  for (int r = 3; r < 9; ++r) puzzle.cells[geo.cell(r, 0)] = kBlank;
  EXPECT_TRUE(forced_by_givens(geo, puzzle, *solution, {0}, false));
  // ...until one of the block's is blank as well, whose digit the row's and column's blanks no
  // longer rule out.
  puzzle.cells[geo.cell(1, 1)] = kBlank;
  EXPECT_FALSE(forced_by_givens(geo, puzzle, *solution, {0}, false));
}

}  // namespace
}  // namespace sudoku::generator
