#pragma once
// One generated puzzle, from the run's seed and the puzzle's index alone: a random complete grid,
// dug (generator/dig.h), rated (solver/rating.h), and tried again with a new grid until it meets
// the request.

#include <cstdint>
#include <optional>
#include <vector>

#include "generator/dig.h"
#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/rating.h"

namespace sudoku::generator {

struct PuzzleRequest {
  DigSpec dig;
  std::optional<Difficulty> difficulty;  // keep only puzzles rated exactly this
  int max_grids = 1000;                  // complete grids to try before giving up on this puzzle
};

struct GeneratedPuzzle {
  Puzzle puzzle;              // empty cells when no grid met the request (`found` false)
  std::vector<int> solution;  // its one solution
  Rating rating;
  bool found = false;
  int grids = 0;     // complete grids tried, this one included
  DigCounts counts;  // over every grid tried
};

// How digging is steered for a request: a rung difficulty, unless the puzzle must be minimal,
// digs only while that rung still solves the puzzle (so most grids give a puzzle of that level at
// once); otherwise every removal that keeps the solution unique is taken, and the rating filters.
// Above 16x16 digging starts with a pass of the intersections rung (DigSpec::rung_pass_first), and
// the searching pass bounds each check at 64 conflicts (DigSpec::first_effort; that pass is the
// last, so a minimal puzzle's checks stay unbounded): without the bound, a check near the hardness peak
// can run for minutes, and 49x49 at 50% given made no grid in 4 minutes (results/notes/generated-puzzles.md).
DigSpec dig_spec_for(const PuzzleRequest& request, int size);

// Puzzle `index` of the set named by `seed`: the same on any thread, in any order. A raised stop
// (request.dig.stops: the run's interrupt) ends it with found false.
GeneratedPuzzle generate_puzzle(const Geometry& geo, const PuzzleRequest& request, std::uint64_t seed,
                                std::uint64_t index);

}  // namespace sudoku::generator
