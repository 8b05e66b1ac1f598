#include "bench/technique_bench.h"

#include <benchmark/benchmark.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bench/puzzle_file.h"
#include "solver/board.h"
#include "solver/propagator.h"
#include "solver/stats.h"
#include "solver/techniques/fish.h"
#include "solver/techniques/intersections.h"
#include "solver/techniques/subsets.h"

namespace sudoku::bench {
namespace {

constexpr std::array<int, 3> kSizes = {9, 16, 25};

TechniqueSet fl_cp() {
  return TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kHiddenSingle);
}

// One puzzle and the two boards the benchmarks start from.
struct FixedBoard {
  std::shared_ptr<const PuzzleFile> file;  // owns the geometry
  std::size_t index = 0;                   // which puzzle of the file
  Board fresh;                             // givens only, nothing propagated
  Board settled;                           // fl+cp run to their fixed point from `fresh`

  const Geometry& geo() const { return *file->geometry[index]; }
  std::string label() const { return file->stem + ":" + std::to_string(file->lines[index]); }
};

// fl+cp to the fixed point; false when that ends in a contradiction.
bool settle(const Geometry& geo, Board& board) {
  Stats stats;
  Propagator prop(geo, fl_cp(), stats);
  prop.queue_everything(board);
  return prop.propagate(board);
}

// The first puzzle of size n, in course-file order, that fl+cp leave unfinished, so the costlier
// techniques have open cells to work on; failing that, the first puzzle of size n at all.
std::optional<FixedBoard> pick_board(const std::vector<std::shared_ptr<const PuzzleFile>>& files, int n) {
  std::optional<FixedBoard> first;
  for (const auto& file : files) {
    for (std::size_t i = 0; i < file->puzzles.size(); ++i) {
      if (file->puzzles[i].size != n) continue;
      const Geometry& geo = *file->geometry[i];
      FixedBoard fixed{file, i, Board(geo, file->puzzles[i]), Board(geo, file->puzzles[i])};
      const bool open = settle(geo, fixed.settled) && !fixed.settled.complete();
      if (open) return fixed;
      if (!first) first = std::move(fixed);
    }
  }
  return first;
}

// Candidates removed per pass, and the board the benchmark ran on.
void report(benchmark::State& state, const Stats& stats, const FixedBoard& fixed) {
  const double passes = static_cast<double>(state.iterations());
  state.counters["eliminations"] = passes > 0 ? static_cast<double>(stats.eliminations) / passes : 0.0;
  state.SetLabel(fixed.label());
}

// fl+cp from the givens to the fixed point: the propagation every search node starts with.
void bm_fl_cp(benchmark::State& state, const FixedBoard& fixed) {
  Stats stats;
  Propagator prop(fixed.geo(), fl_cp(), stats);
  Board board = fixed.fresh;
  for (auto _ : state) {
    board = fixed.fresh;  // same size: reuses the storage, no allocation
    prop.queue_everything(board);
    benchmark::DoNotOptimize(prop.propagate(board));
    benchmark::ClobberMemory();
  }
  report(state, stats, fixed);
}

// One pass of a whole-board technique over the settled board. The propagator has no technique
// enabled, so the removals queue no follow-up work: only the pass itself is timed.
template <typename Technique>
void bm_pass(benchmark::State& state, const FixedBoard& fixed) {
  Stats stats;
  Propagator prop(fixed.geo(), TechniqueSet{}, stats);
  Board board = fixed.settled;
  for (auto _ : state) {
    board = fixed.settled;
    benchmark::DoNotOptimize(Technique::apply(prop, board));
    benchmark::ClobberMemory();
  }
  report(state, stats, fixed);
}

}  // namespace

void register_technique_benchmarks(const std::filesystem::path& source_dir) {
  std::vector<std::shared_ptr<const PuzzleFile>> files;
  for (const auto& path : course_files(source_dir)) files.push_back(load_puzzle_file(path));

  using Runner = void (*)(benchmark::State&, const FixedBoard&);
  // fl_cp, not "fl+cp": benchmark filters are regular expressions.
  const std::array<std::pair<const char*, Runner>, 4> runners = {{
      {"fl_cp", bm_fl_cp},
      {"intersections", bm_pass<Intersections>},
      {"subsets", bm_pass<Subsets>},
      {"fish", bm_pass<Fish>},
  }};
  for (const int n : kSizes) {
    auto fixed = pick_board(files, n);
    if (!fixed) continue;  // no course puzzle of this size
    auto shared = std::make_shared<const FixedBoard>(std::move(*fixed));
    for (const auto& [name, run] : runners) {
      const std::string full = "BM_Technique/" + std::string(name) + "/" + std::to_string(n);
      benchmark::RegisterBenchmark(full.c_str(), [shared, run = run](benchmark::State& state) {
        run(state, *shared);
      })->Unit(benchmark::kMicrosecond);
    }
  }
}

}  // namespace sudoku::bench
