#pragma once
// A random complete grid of any size: the solution a generated puzzle is dug out of.

#include <optional>
#include <vector>

#include "generator/random_stream.h"
#include "solver/geometry.h"
#include "solver/solver_config.h"

namespace sudoku::generator {

// Up to 49x49: fills an empty grid by a randomised depth-first search: the open cell with fewest candidates
// (ties broken at random), its candidates in random order, fl and cp after every placement.
// Such a search almost never needs to back up on an empty grid; when it has met `dead_end_budget`
// dead ends it starts over, with the stream where it stands. Empty only if it never finished
// within `restarts` starts (not seen up to 36x36), or when `stops` (deadline, cancel flag) ended it.
// Above 49x49 the solver's fill search fills it within band column sets drawn from the stream, up to
// 225x225 keeping a random 5% of a shuffled pattern grid, and the result is shuffled again
// (full_grid.cpp says why and how random that is).
std::optional<std::vector<int>> random_full_grid(const Geometry& geo, RandomStream& random,
                                                 const SolverConfig& stops = {}, int dead_end_budget = 1000,
                                                 int restarts = 100);

}  // namespace sudoku::generator
