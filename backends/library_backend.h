#pragma once
// A solver in a shared library loaded at run time (dlopen), through one of two C signatures:
//   tdoku's   size_t f(const char* puzzle, size_t limit, uint32_t config, char* solution, size_t* guesses)
//             81 characters '1'-'9' or '.', so 9x9 only: other sizes are refused, not passed in.
//             Counts up to the limit; 0 means no solution (tdoku's solvers do not tell clashing
//             givens from unsolvable). Only `guesses` is known of its counters.
//   the project's own  sb_solve / sb_count (include/sudoku_bench/sudoku_bench.h), any size, with
//             the deadline passed as its time limit and every counter it reports.
// The symbol `sb_solve` (the default) selects the project's signature, any other name tdoku's.
// Foreign code cannot be cancelled: neither signature takes the run's cancel flag, and tdoku's has
// no time limit either. So a solve with a deadline runs the library in a worker process
// (library_worker.h), killed at the deadline or the cancel; without one the call stays in-process,
// the fastest (overhead in results/notes/worker-processes.md), and the cancel flag is read between puzzles. A
// memory limit sends every solve to the worker too, where it can hold. Counts with sb_count stay in-process.

#include <memory>
#include <string>

#include "backends/backend.h"
#include "backends/worker_limits.h"

namespace sudoku::backends {

inline constexpr const char* kProjectSymbol = "sb_solve";

// Loads `path` and finds `symbol` in it; null with the reason in `error` when either fails.
std::unique_ptr<Backend> load_library_backend(const std::string& path, const std::string& symbol,
                                              const WorkerLimits& limits, std::string& error);

}  // namespace sudoku::backends
