#include "harness/core/run_options.h"

#include <fmt/format.h>

#include <algorithm>

#include "solver/solver_settings.h"

namespace sudoku::harness {

void compute_labels(RunOptions& options) {
  const SolveOptions& solve = options.solve;
  options.config = make_solver_config(solve, nullptr);
  options.techniques = solve.techniques.to_string();
  options.search = strategy_name(solve.strategy);
  if (solve.engine != Engine::kQueue) options.search += fmt::format("+{}", engine_name(solve.engine));
  if (solve.seed != 0) options.search += fmt::format("+seed={}", solve.seed);
  // Changed solver settings (--set) change counters too: they join the label --resume keys on.
  for (const auto& [name, value] : changed_settings(options.config)) {
    options.search += fmt::format("+{}={}", name, value);
  }
  options.csv_shape = {.counted = solve.count_limit > 0, .rated = solve.rate};
}

bool takes_labels(const SolverChoice& choice) {
  if (choice.race()) return std::any_of(choice.members.begin(), choice.members.end(), takes_labels);
  return choice.native();
}

std::vector<SolverLabels> solver_labels(const RunOptions& options) {
  std::vector<SolverLabels> labels;
  for (const SolverChoice& choice : options.solvers) {
    const bool takes = takes_labels(choice);
    labels.push_back({choice.name, takes, takes ? options.techniques : std::string(kNotApplicable),
                      takes ? options.search : std::string(kNotApplicable)});
  }
  return labels;
}

bool any_takes_labels(const RunOptions& options) {
  return std::any_of(options.solvers.begin(), options.solvers.end(), takes_labels);
}

RunLabels run_labels(const RunOptions& options) {
  if (!any_takes_labels(options)) return {kNotApplicable, kNotApplicable, kNotApplicable};
  return {options.techniques, strategy_name(options.solve.strategy), engine_name(options.solve.engine)};
}

}  // namespace sudoku::harness
