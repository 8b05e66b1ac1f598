#pragma once
// Strict grader mode: one line per puzzle on stdout, in input order, the solution or an empty
// line; every problem as "FILE:LINE: reason" on stderr. One puzzle at a time: one thread, or with
// --threads=K a portfolio of K seeded searches racing on each puzzle (harness/run/portfolio.h).
// With --count, a puzzle with more than one solution gets a note on stderr (stdout is unchanged);
// a puzzle stopped by --timeout fails like an unsolved one. --pretty draws puzzle and solution
// grids for people instead of grader lines.

#include "harness/core/run_options.h"

namespace sudoku::harness {

// Exit status: 0 when every puzzle was solved and every file read; 1 otherwise, and at once when
// standard output cannot be written (a full disk). Ctrl-C or SIGTERM cancels the running solve,
// which then prints nothing (its line is not written: the lines out are all finished answers),
// and exits with 128 + the signal.
int run_serial(const RunOptions& options);

}  // namespace sudoku::harness
