#pragma once
// The C interface's arguments checked and turned into the solver's types. A defect throws
// CallError, which the entry points (sudoku_bench.cpp) turn into a status and a message.

#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver_config.h"
#include "sudoku_bench/sudoku_bench.h"

namespace sudoku::capi {

// Why a call fails: the status it returns (SB_ERR_...) and the message it writes.
struct CallError {
  int status;
  std::string message;
};

// The shared Geometry of size n, blocks block_rows x block_cols (0, 0: block_shape_for's rule).
// SB_ERR_SIZE for n outside 4..kMaxSize, a prime n, or a shape whose product is not n.
const Geometry& geometry_of(int n, int block_rows, int block_cols);

// n*n cells, 0 blank and 1..n digits, as a Puzzle. SB_ERR_NULL, SB_ERR_VALUE.
Puzzle puzzle_of(int n, const int* cells);

// A grid to check, as puzzle_of: 0-based digits, kBlank for 0 (which the check reports).
std::vector<int> digits_of(int n, const int* cells);

// The caller's options over the defaults, reading only the `size` bytes the caller knows of.
// SB_ERR_OPTION when `size` cannot even hold itself.
sb_options options_or_defaults(const sb_options* options);

// Techniques, search and seed as a SolverConfig (the stops are the caller's). SB_ERR_OPTION on an
// unknown name.
SolverConfig config_of(const sb_options& options);

// The deadline time_limit_s from now (none for 0, or one past the clock's range).
// SB_ERR_OPTION for a negative or NaN limit.
void set_deadline(SolverConfig& config, double time_limit_s);

}  // namespace sudoku::capi
