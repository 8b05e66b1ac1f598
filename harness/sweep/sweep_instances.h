#pragma once
// A sweep's instances: every point's puzzles made from the seed (harness/sweep/sweep_holes.h, or the
// generator's digging for `unique`) and written as one file per point in the instances
// directory, then its manifest (harness/sweep/sweep_manifest.h). Instance k of a point depends only on
// the seed, the point and k: the same files on any thread count.

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/sweep/sweep_options.h"
#include "solver/geometry.h"

namespace sudoku::harness {

// The random stream of instance `index` at `point`, apart from every other point's.
std::uint64_t point_seed(std::uint64_t seed, const SweepPoint& point);

// Instance `index` of `point` as a puzzle line (no '\n'), or empty when `unique` could not reach
// the point within max_grids complete grids, or `cancel` stopped it.
std::optional<std::string> make_instance(const SweepOptions& options, const Geometry& geo,
                                         const SweepPoint& point, std::uint64_t index,
                                         const std::atomic<bool>* cancel);

// Writes every point's file and the manifest into options.instances_dir, on options.run.threads
// threads; reuses the directory as it is when its manifest already records this very request.
// False, with the reason in *error, when a file cannot be written or `cancel` was raised.
bool make_sweep_instances(const SweepOptions& options, const std::atomic<bool>& cancel, std::string* error);

// The point files of a manifest, as paths inside `dir`.
std::vector<std::string> point_paths(const std::string& dir, const std::vector<SweepPoint>& points);

}  // namespace sudoku::harness
