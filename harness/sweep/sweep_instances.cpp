#include "harness/sweep/sweep_instances.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include "generator/generate_puzzle.h"
#include "harness/sweep/sweep_holes.h"
#include "harness/sweep/sweep_manifest.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {
namespace {

SweepManifest manifest_of(const SweepOptions& options) {
  return {options.seed, options.kind, options.per_point, options.arguments, options.points};
}

std::string read_whole(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return in ? text.str() : std::string();
}

bool write_whole(const std::filesystem::path& path, const std::string& text, std::string* error) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (out) return true;
  *error = fmt::format("cannot write {}", path.string());
  return false;
}

// One point's file: its instances in index order, made in parallel.
std::string point_text(const SweepOptions& options, const SweepPoint& point, const std::atomic<bool>& cancel,
                       std::uint64_t* made) {
  const Geometry geo = Geometry::for_size(point.size);
  std::vector<std::optional<std::string>> lines(options.per_point);
  tbb::parallel_for(std::uint64_t{0}, options.per_point,
                    [&](std::uint64_t k) { lines[k] = make_instance(options, geo, point, k, &cancel); });
  std::string text;
  *made = 0;
  for (const auto& line : lines) {
    if (!line) continue;
    text += *line + "\n";
    ++*made;
  }
  return text;
}

}  // namespace

std::uint64_t point_seed(std::uint64_t seed, const SweepPoint& point) {
  const auto permille = static_cast<std::uint64_t>(std::llround(point.percent * 10));
  return seed ^ (static_cast<std::uint64_t>(point.size) << 48) ^ (permille << 32);
}

std::optional<std::string> make_instance(const SweepOptions& options, const Geometry& geo,
                                         const SweepPoint& point, std::uint64_t index,
                                         const std::atomic<bool>* cancel) {
  // Text up to 35x35, where the symbols are 1-9 and A-Z; integers above, as the project's puzzle files do.
  const LineForm form = point.size <= 35 ? LineForm::kText : LineForm::kIntegers;
  SolverConfig stops;
  stops.cancel = cancel;
  const std::uint64_t seed = point_seed(options.seed, point);
  if (options.kind == SweepKind::kHoles) {
    const auto cells = holes_instance(geo, point.givens, seed, index, stops);
    if (!cells) return std::nullopt;
    return format_grid(*cells, form);
  }
  generator::PuzzleRequest request;
  request.dig.givens = point.givens;
  request.dig.stops = stops;
  request.max_grids = options.max_grids;
  const generator::GeneratedPuzzle made = generator::generate_puzzle(geo, request, seed, index);
  if (!made.found) return std::nullopt;
  return format_grid(made.puzzle.cells, form);
}

std::vector<std::string> point_paths(const std::string& dir, const std::vector<SweepPoint>& points) {
  std::vector<std::string> paths;
  for (const SweepPoint& point : points) paths.push_back((std::filesystem::path(dir) / point.file).string());
  return paths;
}

bool make_sweep_instances(const SweepOptions& options, const std::atomic<bool>& cancel, std::string* error) {
  namespace fs = std::filesystem;
  const fs::path dir(options.instances_dir);
  const std::string manifest = format_manifest(manifest_of(options));
  if (read_whole(dir / kManifestName) == manifest) {
    std::fprintf(stderr, "sweep: %s already holds these instances: reused\n", dir.c_str());
    return true;
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  fs::remove(dir / kManifestName, ec);  // written again last: a manifest means a complete set
  tbb::task_arena arena(options.run.threads);
  for (const SweepPoint& point : options.points) {
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t made = 0;
    std::string text;
    arena.execute([&] { text = point_text(options, point, cancel, &made); });
    if (cancel.load()) {
      *error = "interrupted while making the instances";
      return false;
    }
    if (!write_whole(dir / point.file, text, error)) return false;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "sweep: %s: %llu of %llu instances made (%.2f s)\n", point.file.c_str(),
                 static_cast<unsigned long long>(made), static_cast<unsigned long long>(options.per_point),
                 seconds);
  }
  return write_whole(dir / kManifestName, manifest, error);
}

}  // namespace sudoku::harness
