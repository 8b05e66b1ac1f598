#pragma once
// Solving a stream of lines on a oneTBB pool: one tbb::parallel_pipeline of three stages,
//   take   (serial, in order)  next InputLine from the source -> Job (parsed, geometry found);
//                              owns the GeometryCache, which is not thread-safe
//   solve  (parallel)          each --solver in turn (--rounds times), each solve with its own
//                              deadline: native by run_job, the others by their Backend (one
//                              instance per thread); each solve is isolated, which is why the
//                              counters do not depend on the thread count
//   give   (serial)            the line's PuzzleResults (one per solver) to the sink, in input
//                              order or as finished
// At most kTokensPerThread * threads lines are in flight, so memory stays flat however long the
// input is. The tail: once the source is empty and no line waits to be solved, a thread that
// finishes its puzzle joins the race of a puzzle still running (harness/run/portfolio.h) instead of
// idling, so the last, slowest puzzles get every core. A single-machine run feeds it from the
// files and records into the outputs; an MPI rank feeds it from the chunks rank 0 hands out and
// sends the results back.

#include <atomic>
#include <cstdint>

#include <vector>

#include "harness/core/puzzle_result.h"
#include "harness/core/run_input.h"
#include "harness/core/solve_options.h"
#include "harness/core/solver_choice.h"

namespace sudoku::harness {

class LineSource {
 public:
  virtual ~LineSource() = default;
  // The next line to solve; false when there is none left. Called from one thread at a time.
  virtual bool next(InputLine& line) = 0;
};

class ResultSink {
 public:
  virtual ~ResultSink() = default;
  // One row's result (a line gives one per solver, back to back); `resumed_before` as its InputLine
  // had it, with the line's first row. Called from one thread at a time.
  virtual void take(PuzzleResult result, std::uint64_t resumed_before) = 0;
};

// Where the pipeline runs: one machine gives results in input order (whatever order the source
// hands lines out in, as long as their seqs count up from 0); an MPI rank as they finish (rank 0
// orders the solutions), each stamped with its rank.
struct PipelinePlace {
  bool in_input_order = true;
  int rank = 0;
};

// What the pipeline reads of the run's options (harness/core/run_options.h), filled in by the mode
// that runs it where that mode reads the options: the pipeline sees nothing else of them.
struct PipelineSettings {
  const std::vector<SolverChoice>& solvers;
  const SolveOptions& solve;
  const SolverConfig& config;  // the run's one config; the pipeline adds its cancel flag
  int rounds = 1;              // timed rounds a puzzle and solver
  int untimed_rounds = 0;      // before them: --warmup's, and one to choose the repeats from
  std::int64_t min_round_ns = 0;
  bool keeps_samples = false;  // --samples: each row keeps its rounds' times
  bool measures_cpu = false;
  int threads = 1;
  int portfolio = 1;  // members racing for a tail puzzle; 1: no races
  const std::vector<int>& pin_cpus;
};

// Runs until the source is empty or `cancel` is raised (the lines then in flight are given as
// kCancelled), on settings.threads threads. Returns the wall time in seconds.
double run_solve_pipeline(LineSource& source, ResultSink& sink, const PipelineSettings& settings,
                          const std::atomic<bool>& cancel, PipelinePlace place = {});

}  // namespace sudoku::harness
