#include "harness/modes/pipeline_settings.h"

namespace sudoku::harness {

PipelineSettings pipeline_settings(const RunOptions& options) {
  return {.solvers = options.solvers,
          .solve = options.solve,
          .config = options.config,
          .rounds = options.rounds,
          .untimed_rounds = options.untimed_rounds(),
          .min_round_ns = options.min_round_ns(),
          .keeps_samples = !options.samples_path.empty(),
          .measures_cpu = options.measures_cpu(),
          .threads = options.threads,
          .portfolio = options.portfolio,
          .pin_cpus = options.pin_cpus};
}

}  // namespace sudoku::harness
