#pragma once
// The manifest of a sweep's instances directory (manifest.txt): the seed, kind and request that
// made the files, and one line per point naming its file. `sweep --from=DIR` reads the points
// from it; it is written after every point's file, so a manifest means a complete set.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/sweep/sweep_points.h"

namespace sudoku::harness {

inline constexpr const char* kManifestName = "manifest.txt";

struct SweepManifest {
  std::uint64_t seed = 0;
  SweepKind kind = SweepKind::kHoles;
  std::uint64_t per_point = 0;
  std::string arguments;  // the request in the command line's words, for people
  std::vector<SweepPoint> points;
};

std::string format_manifest(const SweepManifest& manifest);
// Empty, with the reason in *error, when `text` is not such a manifest.
std::optional<SweepManifest> parse_manifest(std::string_view text, std::string* error);

}  // namespace sudoku::harness
