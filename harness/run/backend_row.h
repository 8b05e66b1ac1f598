#pragma once
// Another solver's answer (backends/backend.h) as a row of the run: the one way the serial and the
// parallel modes call a backend, and the one place its answer goes into a PuzzleResult, kept whole
// (its status, counters and what it knows of them), with its times as the row's measurement.

#include <atomic>
#include <memory>
#include <string>

#include "backends/backend.h"
#include "harness/core/solve_options.h"
#include "harness/core/solver_choice.h"
#include "harness/run/puzzle_job.h"

namespace sudoku::harness {

// `job` is the kPuzzle Job the backend solved; `solver` the CSV's name for it. A cancelled solve
// is a kCancelled result (not recorded).
PuzzleResult backend_row(const Job& job, backends::BackendResult answer, const std::string& solver);

// Solves `job` with `choice`'s backend, made from the run's `config` on the first call into
// `backend` (one per thread), under `limits`. A backend that cannot be made is an error row.
PuzzleResult solve_foreign(std::unique_ptr<backends::Backend>& backend, const SolverChoice& choice,
                           const Job& job, const SolverConfig& config, const backends::SolveLimits& limits,
                           std::uint64_t seed);

// The limits of a backend's solve that starts now: the run's timeout from `options`, the solution
// limit from `config`, the `cancel` flag; `measure_cpu` for a measuring run.
backends::SolveLimits foreign_limits(SolverConfig config, const SolveOptions& options,
                                     const std::atomic<bool>* cancel, bool measure_cpu);

}  // namespace sudoku::harness
