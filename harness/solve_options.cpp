#include "harness/solve_options.h"

#include <chrono>

namespace sudoku::harness {

SolverConfig make_solver_config(const SolveOptions& options, const std::atomic<bool>* cancel) {
  SolverConfig config;
  config.techniques = options.techniques;
  config.strategy = options.strategy;
  config.engine = options.engine;
  config.seed = options.seed;
  config.solution_limit = options.count_limit > 0 ? options.count_limit : 1;
  config.cancel = cancel;
  return config;
}

void start_clock(SolverConfig& config, const SolveOptions& options) {
  if (options.timeout_s <= 0) return;
  config.deadline = std::chrono::steady_clock::now() +
                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                        std::chrono::duration<double>(options.timeout_s));
}

}  // namespace sudoku::harness
