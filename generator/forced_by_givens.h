#pragma once
// A removal whose cells the remaining givens force at once: each removed cell a naked single (its
// peers' givens hold every other digit) or a hidden single (in one of its units, every other open
// cell sees the cell's digit among its own units' givens). Any solution then keeps those digits, so
// the puzzle keeps its one solution, and a rung that takes those singles and solved the puzzle
// before still solves it. Checked in O(N) to O(N^2) per cell, where propagating the whole grid
// from scratch took 120 ms a removal on 225x225 (results/notes/generated-puzzles.md).

#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku::generator {

// Whether every cell of `removed` (blank in `puzzle`) is a naked single of the puzzle's givens, or,
// with `hidden`, a naked or hidden single; each cell's digit is solution[cell]. A group of cells is
// taken one cell at a time, each against the givens alone, which is what holds once the others are
// placed too.
bool forced_by_givens(const Geometry& geo, const Puzzle& puzzle, const std::vector<int>& solution,
                      const std::vector<int>& removed, bool hidden);

}  // namespace sudoku::generator
