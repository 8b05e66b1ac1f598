#pragma once
// Solving a stream of lines on a oneTBB pool: one tbb::parallel_pipeline of three stages,
//   take   (serial, in order)  next InputLine from the source -> Job (parsed, geometry found);
//                              owns the GeometryCache, which is not thread-safe
//   solve  (parallel)          run_job with its own deadline; each solve is isolated, which is why
//                              the counters do not depend on the thread count
//   give   (serial)            the PuzzleOutcome to the sink, in input order or as finished
// At most kTokensPerThread * threads lines are in flight, so memory stays flat however long the
// input is. The tail: once the source is empty and no line waits to be solved, a thread that
// finishes its puzzle joins the race of a puzzle still running (harness/portfolio.h) instead of
// idling, so the last, slowest puzzles get every core. A single-machine run feeds it from the files and records into the outputs; an MPI
// rank feeds it from the chunks rank 0 hands out and sends the outcomes back.

#include <atomic>
#include <cstdint>

#include "harness/puzzle_outcome.h"
#include "harness/run_input.h"
#include "harness/solve_options.h"

namespace sudoku::harness {

class LineSource {
 public:
  virtual ~LineSource() = default;
  // The next line to solve; false when there is none left. Called from one thread at a time.
  virtual bool next(InputLine& line) = 0;
};

class OutcomeSink {
 public:
  virtual ~OutcomeSink() = default;
  // One line's outcome; `resumed_before` as its InputLine had it. Called from one thread at a time.
  virtual void take(PuzzleOutcome outcome, std::uint64_t resumed_before) = 0;
};

struct PipelineOptions {
  int threads = 1;
  bool in_input_order = true;  // give outcomes in input order (else as they finish)
  int rank = 0;                // stamped on every outcome
  int portfolio = 1;           // at most this many members race for a tail puzzle; 1: no races
};

// Runs until the source is empty or `cancel` is raised (the lines then in flight are given as
// kCancelled). Returns the wall time in seconds.
double run_solve_pipeline(LineSource& source, OutcomeSink& sink, const SolveOptions& solve,
                          const std::atomic<bool>& cancel, const PipelineOptions& options);

}  // namespace sudoku::harness
