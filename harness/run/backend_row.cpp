#include "harness/run/backend_row.h"

#include "backends/make_backend.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {

PuzzleResult backend_row(const Job& job, backends::BackendResult answer, const std::string& solver) {
  PuzzleResult r = job_result(job);
  r.solver = solver;
  if (answer.status == BackendStatus::kCancelled) r.kind = PuzzleResult::Kind::kCancelled;
  r.solve_ns = answer.solve_time.count();
  if (answer.cpu_time) r.cpu_ns = answer.cpu_time->count();
  r.peak_rss_kib = answer.peak_memory_kb;
  // Backend::solve checked the grid; only a checked one reaches the solutions file.
  if (answer.status == BackendStatus::kSolved)
    r.solution_line = format_grid(answer.solution, job.puzzle.form);
  r.result = std::move(answer);
  return r;
}

PuzzleResult solve_foreign(std::unique_ptr<backends::Backend>& backend, const SolverChoice& choice,
                           const Job& job, const SolverConfig& config, const backends::SolveLimits& limits,
                           std::uint64_t seed) {
  if (!backend) {
    std::string error;  // the command line made it once already: this fails only for want of resources
    backend = backends::make_backend(choice.spec, config, error);
    if (!backend) {
      PuzzleResult r = job_result(job);
      r.solver = choice.name;
      r.result.status = BackendStatus::kError;
      r.result.message = "solver failed: " + error;
      return r;
    }
  }
  return backend_row(job, backend->solve(*job.geometry, job.puzzle, limits, seed), choice.name);
}

backends::SolveLimits foreign_limits(SolverConfig config, const SolveOptions& options,
                                     const std::atomic<bool>* cancel, bool measure_cpu) {
  (void)start_clock(config, options);  // the backend times its own work
  return {config.deadline, cancel, config.solution_limit, measure_cpu};
}

}  // namespace sudoku::harness
