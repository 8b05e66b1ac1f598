#pragma once
// --portfolio=A,B,...: solvers of any kind race on each puzzle, each on a thread of its own, and
// the first definite answer, checked (a solution, or a proof of none), wins: it raises the race's
// flag, which stops the others (native within a stop-check interval, CaDiCaL through its
// Terminator, an external worker killed; a library in-process only once it returns, so a race
// with a `lib:` member and a --timeout runs it in a worker process, backends/library_worker.h).
// The row holds the winner's answer, time and counters, and names the winner.
//
// Where no member answers definitely, the row is the first member's failure that says something
// (wrong, refused, crashed, error), else the first member's stop (timeout, cancelled).

#include <atomic>
#include <memory>
#include <vector>

#include "backends/backend.h"
#include "harness/core/solve_options.h"
#include "harness/core/solver_choice.h"
#include "harness/run/puzzle_job.h"

namespace sudoku::harness {

// `race` is a SolverChoice whose members race; `instances` holds one backend per member (null for
// native ones, made here when first needed) and serves one race at a time. `base` carries the
// native members' settings and the run's cancel flag, which stops the race too.
PuzzleResult race_solvers(const Job& job, const SolverChoice& race,
                          std::vector<std::unique_ptr<backends::Backend>>& instances,
                          const SolverConfig& base, const SolveOptions& options);

}  // namespace sudoku::harness
