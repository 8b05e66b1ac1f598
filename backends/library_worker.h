#pragma once
// A lib: backend's library run in a worker process, so that a time limit holds over foreign code:
// a call into a library cannot be cancelled in-process, but the process around it can be killed.
// The worker is `sudoku-lib-worker PATH[:SYMBOL]` (library_worker_main.cpp), which loads the
// library and speaks the cmd: stream protocol; it is driven as a cmd: backend, so a hung call is
// killed at the deadline (status timeout), a crash is `crashed`, and the next puzzle starts a fresh
// worker. The worker answers with a grid only: counters other than peak memory stay unknown.

#include <memory>
#include <string>

#include "backends/backend.h"
#include "backends/worker_limits.h"

namespace sudoku::backends {

// The worker executable: beside the running program (/proc/self/exe's directory), else where this
// build put it; empty when neither exists.
std::string library_worker_path();

// True when a solve has a deadline: the lib: backends then go through a worker. The run's cancel
// flag alone does not send them there: the harness passes it to every solve, and a worker costs
// about 100 times the in-process call (results/notes/worker-processes.md); without a deadline, Ctrl-C reaches
// a library between its puzzles.
bool needs_worker(const SolveLimits& limits);

class LibraryWorker {
 public:
  LibraryWorker(std::string library_spec, const WorkerLimits& limits)  // PATH:SYMBOL
      : spec_(std::move(library_spec)), limits_(limits) {}

  // Whether a solve goes through the worker: with a deadline, or under a memory limit, which only
  // a process of its own can be held to.
  bool wanted(const SolveLimits& limits) const { return needs_worker(limits) || limits_.memory_mib > 0; }

  // One puzzle through the worker (started at first use, and again after a failure); checked.
  BackendResult solve(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                      std::uint64_t seed);

 private:
  std::string spec_;
  WorkerLimits limits_;
  std::unique_ptr<Backend> worker_;
};

}  // namespace sudoku::backends
