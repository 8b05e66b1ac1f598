#pragma once
// The one sequence of a recorded (batch) run, on one machine (harness/modes/batch_mode.cpp) or
// over MPI ranks (harness/mpi/mpi_batch.cpp): open the outputs (reading back a CSV to resume),
// take the input less what it already records, let the mode solve the lines and record the rows,
// then print the summary and write --json. Only how the lines are solved differs.

#include <functional>

#include "harness/core/run_input.h"
#include "harness/core/run_options.h"
#include "harness/report/run_recorder.h"
#include "harness/run/interrupt.h"

namespace sudoku::harness {

// What a mode's solving gets: the lines to solve, where their rows go, the run's interrupt, and
// the facts it fills in (wall_s; the load at the end, the wrappers' costs, as it knows them).
struct RecordedRun {
  RunInput& input;
  RunRecorder& recorder;
  InterruptGuard& interrupt;
  RunFacts& facts;
};

// Runs the sequence and returns the run's exit status. `facts`: what is known before it starts
// (the machine, the ranks). `on_no_outputs` runs instead of `solve` when an output cannot be
// opened (MPI: the other ranks are told to stop).
int recorded_run(const RunOptions& options, RunFacts facts, const std::function<void(RecordedRun&)>& solve,
                 const std::function<void()>& on_no_outputs = {});

}  // namespace sudoku::harness
