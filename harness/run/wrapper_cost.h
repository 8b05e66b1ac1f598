#pragma once
// What a solver that runs outside the harness's process pays for the trip, apart from solving:
// a worker's start (once) and a puzzle's round trip through the pipe, or a whole process a puzzle
// for a file-protocol program. Measured once, after the run, on a solved grid of the run's first
// size, which the solver only has to give back; shown beside the side-by-side table, so that a
// reader knows how much of a `cmd:` or worker-run `lib:` solver's times is its wrapper.

#include <optional>
#include <string>
#include <vector>

#include "harness/core/solve_options.h"
#include "harness/core/solver_choice.h"

namespace sudoku::harness {

struct WrapperCost {
  std::string solver;                   // --solver's NAME
  std::string how;                      // "a worker process (cmd:)", ...
  std::optional<double> start_us;       // a worker's start, once; empty: a process a puzzle
  std::optional<double> per_puzzle_us;  // the median trip of a solved grid; empty: it failed
  int size = 9;                         // the solved grid's N
  std::string problem;                  // why nothing was measured
};

// The trip of each out-of-process solver of the run, on a solved grid of size `size` (5 trips
// after the first, the median).
std::vector<WrapperCost> measure_wrapper_costs(const std::vector<SolverChoice>& solvers,
                                               const SolveOptions& options, const SolverConfig& config,
                                               int size);

// The lines under the side-by-side table ("" when there is nothing to say); `markdown`: a
// paragraph and a list, for --markdown.
std::string render_wrapper_costs(const std::vector<WrapperCost>& costs, bool markdown = false);

// A grid with every cell given and the rules kept (a shifted-rows pattern), for any valid size.
std::vector<int> solved_grid(int size, int block_rows, int block_cols);

}  // namespace sudoku::harness
