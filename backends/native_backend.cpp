#include "backends/native_backend.h"

#include "solver/solver.h"

namespace sudoku::backends {

BackendResult NativeBackend::solve_unchecked(const Geometry& geo, const Puzzle& puzzle,
                                             const SolveLimits& limits, std::uint64_t seed) {
  SolverConfig config = base_;
  config.deadline = limits.deadline;
  config.cancel = limits.cancel;
  config.solution_limit = limits.solution_limit;
  config.seed = seed;
  SolveResult solved = sudoku::solve(geo, puzzle, config);

  BackendResult result;
  result.message = std::move(solved.message);
  result.solution = std::move(solved.solution);
  result.solutions = solved.solutions;
  result.count_complete = solved.count_complete;
  result.counters = common_counters(solved.stats);
  switch (solved.status) {
    case SolveStatus::kSolved: result.status = BackendStatus::kSolved; break;
    case SolveStatus::kUnsolvable: result.status = BackendStatus::kUnsolvable; break;
    case SolveStatus::kInvalid: result.status = BackendStatus::kInvalid; break;
    case SolveStatus::kTimeout: result.status = stop_status(limits); break;
    case SolveStatus::kError: result.status = BackendStatus::kWrong; break;  // its own check failed
  }
  return result;
}

}  // namespace sudoku::backends
