#include "harness/run_options.h"

#include <fmt/format.h>

namespace sudoku::harness {

void compute_labels(RunOptions& options) {
  const SolveOptions& solve = options.solve;
  options.techniques = solve.techniques.to_string();
  options.search = strategy_name(solve.strategy);
  if (solve.engine != Engine::kQueue) options.search += fmt::format("+{}", engine_name(solve.engine));
  if (solve.seed != 0) options.search += fmt::format("+seed={}", solve.seed);
  options.csv_shape = {.counted = solve.count_limit > 0, .rated = solve.rate};
}

}  // namespace sudoku::harness
