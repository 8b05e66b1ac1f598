#pragma once
// Everything `sudoku-bench sweep` was asked for (harness/cli/command_line.cpp reads it), and the one
// place where a sweep's options become the batch run's (harness/modes/batch_mode.h) that solves its
// instances.

#include <cstdint>
#include <string>
#include <vector>

#include "harness/core/run_options.h"
#include "harness/sweep/sweep_points.h"

namespace sudoku::harness {

struct SweepOptions {
  std::vector<SweepPoint> points;  // empty with --from: the manifest names them
  SweepKind kind = SweepKind::kHoles;
  std::uint64_t per_point = 50;  // instances made for each point
  std::uint64_t seed = 0;        // names the instances: the same seed, the same files
  int max_grids = 1000;          // unique: complete grids tried per instance before giving it up
  std::string instances_dir;     // resolved: --instances, else CSV + ".d"
  bool from_saved = false;       // --from: run the instances in instances_dir, make none
  bool make_only = false;        // --make-only: make the instances and the manifest, solve none
  std::string arguments;         // the request as the manifest records it ("sizes=9,16 givens=...")
  // The batch run's own options (--timeout, --threads, --csv, --json, --resume, --progress, and
  // whatever the solve command adds for every solver): passed through as they are.
  RunOptions run;
};

// The batch run over `files`: the sweep's run options with those files. A solve-command option
// the sweep accepts reaches the batch run through `options.run`, here and nowhere else.
RunOptions batch_options_for(const SweepOptions& options, const std::vector<std::string>& files);

}  // namespace sudoku::harness
