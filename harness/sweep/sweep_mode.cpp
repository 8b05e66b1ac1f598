#include "harness/sweep/sweep_mode.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "harness/run/interrupt.h"
#include "harness/sweep/sweep_instances.h"
#include "harness/sweep/sweep_manifest.h"
#include "harness/sweep/sweep_summary.h"

namespace sudoku::harness {
namespace {

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::uint64_t puzzle_lines(const std::string& path) {
  std::ifstream in(path);
  std::uint64_t count = 0;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') ++count;
  }
  return count;
}

// The points to run: the request's, made now, or the saved set's (--from). Empty when neither
// works, with the exit status in *status (128 + signal when Ctrl-C stopped the making).
std::optional<SweepManifest> prepare_points(const SweepOptions& options, int* status) {
  std::string error;
  *status = 1;
  if (!options.from_saved) {
    InterruptGuard interrupt;  // Ctrl-C while making instances stops before any solving
    if (make_sweep_instances(options, interrupt.flag(), &error)) {
      return SweepManifest{options.seed, options.kind, options.per_point, options.arguments, options.points};
    }
    if (interrupt.signal_number() != 0) *status = 128 + interrupt.signal_number();
  } else if (const auto text = read_file(options.instances_dir + "/" + kManifestName)) {
    if (auto manifest = parse_manifest(*text, &error)) return manifest;
  } else {
    error = "--from: no " + std::string(kManifestName) + " in " + options.instances_dir;
  }
  std::fprintf(stderr, "sudoku-bench sweep: %s\n", error.c_str());
  return std::nullopt;
}

void print_summary(const RunOptions& run, const SweepManifest& manifest,
                   const std::vector<std::string>& paths) {
  if (run.csv_path.empty() || run.csv_path == "-") return;
  std::vector<SweepPointFile> points;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    points.push_back({manifest.points[i], paths[i], puzzle_lines(paths[i])});
  }
  const auto csv = read_file(run.csv_path);
  if (!csv) return;
  const std::string text = format_sweep_summary(summarize_sweep(*csv, points), manifest.per_point);
  std::fputs(text.c_str(), stderr);
}

}  // namespace

int run_sweep(const SweepOptions& options, BatchRunner run, int rank) {
  if (rank > 0 && !options.from_saved) return 2;  // under MPI the set must exist first (main says so)
  int status = 0;
  const std::optional<SweepManifest> manifest = prepare_points(options, &status);
  if (!manifest) return status;
  if (options.make_only) return 0;
  const std::vector<std::string> paths = point_paths(options.instances_dir, manifest->points);
  const RunOptions batch = batch_options_for(options, paths);
  status = run(batch);
  if (rank == 0) print_summary(batch, *manifest, paths);
  return status;
}

}  // namespace sudoku::harness
