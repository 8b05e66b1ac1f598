#pragma once
// One puzzle's trip through the harness, shared by the serial and the parallel modes: a line
// becomes a Job (parsed, its geometry found), a Job is solved and timed into its PuzzleResult
// (whose status is kInvalid when the givens clash). Nothing here deduces anything: that is the
// solver's business.

#include <chrono>
#include <cstddef>
#include <string>

#include "harness/core/puzzle_reader.h"
#include "harness/core/puzzle_result.h"
#include "harness/core/solve_options.h"
#include "harness/run/geometry_cache.h"
#include "solver/memory_limit.h"
#include "solver/puzzle.h"
#include "solver/solver.h"

namespace sudoku::harness {

struct Job {
  enum class Kind { kSkip, kInvalid, kPuzzle };
  Kind kind = Kind::kSkip;
  std::size_t file_index = 0;
  std::size_t line = 0;
  Puzzle puzzle;
  const Geometry* geometry = nullptr;  // set for kPuzzle
  std::string problem;                 // why, for kInvalid (a line that does not parse)
};

// A line that does not parse, or of a size the geometry refuses, is a kInvalid Job. Call from
// one thread only (it fills the cache).
Job make_job(const InputItem& item, GeometryCache& geometries);

// The job's result before any solving: where it is and what it is (size, block, givens), and for
// a kInvalid Job the kInvalidLine result with its problem.
PuzzleResult job_result(const Job& job);

// Solves and times one kPuzzle Job: job_result, then the solver's answer. The time runs from
// `started`, the reading start_clock set the deadline from (harness/core/solve_options.h).
// `measure_cpu`: also the solving thread's CPU time (cpu_ns), at about a microsecond a reading
// (results/notes/cpu-time.md), which a measuring run (--rounds, --warmup, --samples) pays.
// `repeats`: solves timed together (--min-round-us), solve_ns and cpu_ns per solve, the count in
// the result's repeats.
PuzzleResult run_job(const Job& job, const SolverConfig& config,
                     std::chrono::steady_clock::time_point started, bool measure_cpu = false,
                     int repeats = 1);
// The same, timed from now: for a solve without a deadline of its own (a race's helper, a test).
PuzzleResult run_job(const Job& job, const SolverConfig& config);

// The whole of one puzzle's solve in either mode: `solve` (run_job, or a portfolio's race), then
// with --rate the rating on the same clock; a solver's exception (out of memory on a huge grid,
// say) becomes that puzzle's kError, not the run's end.
template <typename Solve>
PuzzleResult solve_and_rate(const Job& job, const SolverConfig& config, const SolveOptions& options,
                            Solve&& solve) {
  PuzzleResult r = job_result(job);
  try {
    r = solve(job, config);
    // The rating's search shares the puzzle's clock, after solve_ns was taken.
    if (options.rate && r.result.status == BackendStatus::kSolved)
      r.rating = rate(*job.geometry, job.puzzle, config);
  } catch (const MemoryLimitExceeded& e) {  // refused before allocating (solver/memory_limit.h)
    r.result.status = BackendStatus::kMemout;
    r.result.known = 0;  // nothing was searched: no counter to tell
    r.solution_line.clear();
    r.result.message = e.what();
  } catch (const std::exception& e) {
    r.result.status = BackendStatus::kError;
    r.solution_line.clear();
    r.result.message = std::string("solver failed: ") + e.what();
  }
  return r;
}

// "FILE:LINE: reason" on stderr ("FILE: reason" for line 0, a problem of the whole file).
void report_problem(const std::string& path, std::size_t line, const std::string& reason);

}  // namespace sudoku::harness
