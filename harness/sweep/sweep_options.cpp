#include "harness/sweep/sweep_options.h"

namespace sudoku::harness {

RunOptions batch_options_for(const SweepOptions& options, const std::vector<std::string>& files) {
  RunOptions run = options.run;
  run.mode = RunOptions::Mode::kBatch;
  run.files = files;
  compute_labels(run);
  return run;
}

}  // namespace sudoku::harness
