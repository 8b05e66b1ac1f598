#include "harness/core/solve_options.h"

#include <chrono>

#include "solver/solver_settings.h"

namespace sudoku::harness {

SolverConfig make_solver_config(const SolveOptions& options, const std::atomic<bool>* cancel) {
  SolverConfig config;
  config.techniques = options.techniques;
  config.strategy = options.strategy;
  config.engine = options.engine;
  config.seed = options.seed;
  config.solution_limit = options.count_limit > 0 ? options.count_limit : 1;
  config.cancel = cancel;
  config.memory_limit_mib = options.memory_limit_mib;
  config.process_limit = options.process_limit;
  // Checked while parsing (command_line.cpp), so none fails here.
  for (const std::string& setting : options.settings) apply_setting(config, setting);
  return config;
}

std::chrono::steady_clock::time_point start_clock(SolverConfig& config, const SolveOptions& options) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point now = Clock::now();
  if (options.timeout_s <= 0) return now;
  // A timeout near the end of the clock's range (--timeout=1e12: 30,000 years) is no limit; cast
  // to the clock's integer ticks it would overflow, and every puzzle would time out at once.
  const std::chrono::duration<double> limit(options.timeout_s);
  if (limit >= std::chrono::duration<double>(Clock::time_point::max() - now) / 2) return now;
  config.deadline = now + std::chrono::duration_cast<Clock::duration>(limit);
  return now;
}

}  // namespace sudoku::harness
