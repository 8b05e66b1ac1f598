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
  return native_answer(sudoku::solve(geo, puzzle, config), stop_status(limits) == BackendStatus::kCancelled);
}

}  // namespace sudoku::backends
