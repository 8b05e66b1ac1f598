#pragma once
// The library's front door: solve one puzzle with one configuration.

#include <cstdint>
#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver_config.h"
#include "solver/stats.h"

namespace sudoku {

enum class SolveStatus {
  kSolved,      // a solution, checked against the givens and the rules
  kUnsolvable,  // proved to have no solution
  kInvalid,     // the givens clash: not a puzzle
  kTimeout,     // stopped by the deadline or the cancel flag before an answer
  kError,       // the solver produced a grid that failed its check (a bug; never printed)
};

std::string_view status_name(SolveStatus status);  // "solved", "unsolvable", ...

struct SolveResult {
  SolveStatus status = SolveStatus::kUnsolvable;
  std::vector<int> solution;    // digits of the first solution, when solved
  std::uint64_t solutions = 0;  // found, up to the config's solution_limit
  // False when the deadline or cancel flag cut a count short after the first solution: then
  // `solutions` is a lower bound (status stays kSolved, the first solution is sound).
  bool count_complete = true;
  std::string message;          // why, for kInvalid and kError
  Stats stats;
};

// `geo` must be the geometry of puzzle.size (Geometry::for_size).
SolveResult solve(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config);

}  // namespace sudoku
