#include "harness/run_options.h"

#include <fmt/format.h>

#include "solver/solver_settings.h"

namespace sudoku::harness {

void compute_labels(RunOptions& options) {
  const SolveOptions& solve = options.solve;
  options.techniques = solve.techniques.to_string();
  options.search = strategy_name(solve.strategy);
  if (solve.engine != Engine::kQueue) options.search += fmt::format("+{}", engine_name(solve.engine));
  if (solve.seed != 0) options.search += fmt::format("+seed={}", solve.seed);
  // Changed solver settings (--set) change counters too: they join the label --resume keys on.
  for (const auto& [name, value] : changed_settings(make_solver_config(solve, nullptr))) {
    options.search += fmt::format("+{}={}", name, value);
  }
  options.csv_shape = {.counted = solve.count_limit > 0, .rated = solve.rate};
}

}  // namespace sudoku::harness
