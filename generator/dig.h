#pragma once
// Digging a puzzle out of a complete grid: givens are removed one at a time (or two, symmetric
// about the centre), in random order, and each removal is kept only if the puzzle keeps exactly
// one solution. One pass over every cell gives a minimal puzzle: a given kept once stays
// necessary, since removing others later can only add solutions.

#include <cstdint>
#include <optional>
#include <vector>

#include "generator/random_stream.h"
#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/rating.h"
#include "solver/solver_config.h"

namespace sudoku::generator {

struct DigSpec {
  // Stop removing once the puzzle has at most this many givens (exactly this many unless a
  // symmetric pair steps over it). Empty: dig through every cell.
  std::optional<int> givens;
  // Try every cell, also after reaching `givens`: the puzzle is then minimal.
  bool minimal = false;
  // Remove cells in pairs, the cell and its mirror through the centre (rotational symmetry).
  bool symmetric = false;
  // A rung of the ladder (not kGuessing): keep only removals after which that rung still solves
  // the puzzle with no guess. Uniqueness then needs no search (a rung that fills the grid proves
  // it), and the puzzle's rating is at most the rung.
  std::optional<Difficulty> solvable_at;
  // The deadline and cancel flag of every uniqueness check (a check cut short keeps its given).
  SolverConfig stops;
};

struct DigCounts {
  std::uint64_t checks = 0;    // removals tried
  std::uint64_t searches = 0;  // of those, the ones that needed a search (a count to 2)
};

// The puzzle dug out of `solution` (a complete valid grid), or empty when the pass ended with
// more givens than spec.givens asks.
std::optional<Puzzle> dig(const Geometry& geo, const std::vector<int>& solution, const DigSpec& spec,
                          RandomStream& random, DigCounts& counts);

// Whether the puzzle has exactly one solution: a rung that fills it, or else a count to 2.
bool has_one_solution(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& stops, DigCounts& counts);

}  // namespace sudoku::generator
