#include "bench/solve_bench.h"

#include <benchmark/benchmark.h>

#include <time.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bench/puzzle_file.h"
#include "solver/solver.h"

namespace sudoku::bench {
namespace {

// Technique sets, as the harness's --techniques takes them. `none` is plain backtracking: only the
// easy files end in reasonable time with it.
constexpr std::array<std::string_view, 3> kTechniqueSets = {"fl,mrv", "fl,mrv,cp", "all"};
constexpr std::string_view kPlain = "none";

// Public sets beside the repository, registered when present: small, hard, 9x9.
constexpr std::array<std::string_view, 3> kPublicSets = {"top95_9x9", "norvig_hardest_9x9",
                                                         "magictour_top1465_9x9"};

// This thread's CPU time in microseconds: the clock Google Benchmark's CPU column uses.
double thread_cpu_us() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) * 1e-3;
}

bool is_easy(std::string_view stem) {
  return stem.starts_with("puzzles_1_") || stem.starts_with("puzzles_2_");
}
bool is_bigger(std::string_view stem) { return stem.starts_with("puzzles_7_"); }

// Nearest-rank percentile of ascending values.
double percentile(const std::vector<double>& sorted, double fraction) {
  const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
  return sorted[std::max<std::size_t>(rank, 1) - 1];
}

// With `distribution`, each solve is timed on its own too, for the median, p99 and max a target
// may be stated in, and puzzles solved without a guess are counted. Wall time from steady_clock,
// read in user space (~20 ns); the thread CPU clock is a system call of ~1 µs, which would inflate
// us_per_puzzle by half on the easiest 9x9 set.
//
// With a time limit, each solve stops there (as the harness's --timeout): a timed-out solve counts at
// its full time, and the pass's timeouts are reported.
// A performance target: a statistic of the per-solve times (as scripts/perf_table.py states it)
// and its bound in µs. With one, BM_Target reports target_us and vs_target, the measured statistic
// over the bound (at most 1: met).
struct Target {
  enum class Statistic { kNone, kMean, kMedian, kMax, kTotal };
  Statistic statistic = Statistic::kNone;
  double us = 0;
};

void bm_solve(benchmark::State& state, const PuzzleFile& file, SolverConfig config, bool distribution,
              std::chrono::seconds limit = std::chrono::seconds{0}, Target target = {}) {
  const std::size_t count = file.puzzles.size();
  std::uint64_t guesses = 0;
  std::uint64_t recursions = 0;
  std::uint64_t unsolved = 0;
  std::uint64_t timeouts = 0;
  std::uint64_t no_guess = 0;
  std::vector<double> solve_us;
  const double start_us = thread_cpu_us();
  for (auto _ : state) {
    for (std::size_t i = 0; i < count; ++i) {
      const auto before = distribution || limit.count() > 0 ? std::chrono::steady_clock::now()
                                                            : std::chrono::steady_clock::time_point{};
      if (limit.count() > 0) config.deadline = before + limit;
      const SolveResult result = solve(*file.geometry[i], file.puzzles[i], config);
      if (distribution) {
        solve_us.push_back(
            std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - before).count());
      }
      if (result.status == SolveStatus::kError) {
        state.SkipWithError(
            (file.stem + ":" + std::to_string(file.lines[i]) + ": " + result.message).c_str());
        return;
      }
      unsolved += result.status != SolveStatus::kSolved;
      timeouts += result.status == SolveStatus::kTimeout;
      no_guess += result.stats.guesses == 0;
      guesses += result.stats.guesses;
      recursions += result.stats.recursions;
    }
  }
  const double elapsed_us = thread_cpu_us() - start_us;
  const double solves = static_cast<double>(state.iterations()) * static_cast<double>(count);
  if (solves == 0) return;
  // Measured here rather than as an inverted rate Counter, which the console prints in seconds.
  state.counters["us_per_puzzle"] = elapsed_us / solves;
  state.counters["guesses_per_puzzle"] = static_cast<double>(guesses) / solves;
  state.counters["recursions_per_puzzle"] = static_cast<double>(recursions) / solves;
  state.counters["puzzles"] = static_cast<double>(count);
  if (unsolved > 0) state.counters["unsolved_per_pass"] = static_cast<double>(unsolved) / state.iterations();
  if (limit.count() > 0) {
    state.counters["limit_s"] = static_cast<double>(limit.count());
    state.counters["timeouts_per_pass"] = static_cast<double>(timeouts) / state.iterations();
  }
  if (distribution) {
    std::sort(solve_us.begin(), solve_us.end());
    state.counters["median_us"] = percentile(solve_us, 0.5);
    state.counters["p99_us"] = percentile(solve_us, 0.99);
    state.counters["max_us"] = solve_us.back();
    state.counters["no_guess_pct"] = 100.0 * static_cast<double>(no_guess) / solves;
    double total_us = 0;
    for (double us : solve_us) total_us += us;
    // Per pass, as perf_table states it: the mean and total over the file, not over every iteration.
    const double passes = static_cast<double>(state.iterations());
    double measured = 0;
    switch (target.statistic) {
      case Target::Statistic::kNone: break;
      case Target::Statistic::kMean: measured = total_us / solves; break;
      case Target::Statistic::kMedian: measured = percentile(solve_us, 0.5); break;
      case Target::Statistic::kMax: measured = solve_us.back(); break;
      case Target::Statistic::kTotal: measured = total_us / passes; break;
    }
    if (target.statistic != Target::Statistic::kNone) {
      state.counters["target_us"] = target.us;
      state.counters["vs_target"] = measured / target.us;
    }
  }
}

// The performance targets' sets (see the performance issue and scripts/perf_table.py): public
// files beside the repository, or course files, cut to sizes or a count where a full pass would
// take too long. gecode_frisch_25x25 has puzzles that run for minutes: each of its solves stops at
// 30 s, the limit of results/perf_table.md.
struct TargetSet {
  std::string_view label;
  std::string_view file;  // "public/<name>" or "course/<name>"
  PuzzleFilter filter;
  bool bigger = false;            // only with --include_bigger
  std::chrono::seconds limit{0};  // per solve; 0: none
  Target target;                  // scripts/perf_table.py's one-thread target for the set
};

std::vector<TargetSet> target_sets() {
  using enum Target::Statistic;
  const std::chrono::seconds none{0};
  return {
      {"seventeen_clue_9x9", "public/seventeen_clue_9x9.txt", {}, false, none, {kMean, 3.9}},
      {"magictour_top1465_9x9", "public/magictour_top1465_9x9.txt", {}, false, none, {kMean, 8.5}},
      // The first 5,000 only: the target is on the whole file's mean (perf_table).
      {"forum_hardest_1905_first5000",
       "public/forum_hardest_1905_11plus_9x9.txt",
       {{}, 5000, {}},
       false,
       none,
       {kMean, 37}},
      {"forum_hardest_1106_9x9", "public/forum_hardest_1106_9x9.txt", {}, false, none, {kMean, 59}},
      {"course6_16x16", "course/puzzles_6_variety_hard.txt", {{16}, 0, {}}, false, none, {kMedian, 800}},
      {"course7_16x16", "course/puzzles_7_bigger.txt", {{16}, 0, {}}, false, none, {kMedian, 800}},
      {"tjstyle_variety_16x16", "public/tjstyle_variety_16x16.txt", {}, false, none, {kMedian, 1500}},
      {"course7_24x24_25x25", "course/puzzles_7_bigger.txt", {{24, 25}, 0, {}}, true, none, {kMedian, 40000}},
      {"gecode_frisch_25x25",
       "public/gecode_frisch_25x25.txt",
       {},
       true,
       std::chrono::seconds{30},
       {kMax, 3e6}},
  };
}

void register_file(const std::shared_ptr<const PuzzleFile>& file, std::string_view techniques,
                   std::string_view family = "BM_Solve", std::chrono::seconds limit = std::chrono::seconds{0},
                   Target target = {}) {
  SolverConfig config;
  config.techniques = *TechniqueSet::parse(techniques);
  std::string name(family);
  name += "/";
  name += file->stem;
  if (family == "BM_Solve") {
    name += "/";
    name += techniques;
  }
  const bool distribution = family == "BM_Target";
  auto* bench = benchmark::RegisterBenchmark(
      name.c_str(), [file, config, distribution, limit, target](benchmark::State& state) {
        bm_solve(state, *file, config, distribution, limit, target);
      });
  // CPU time (single thread, so close to the harness's solve_us). No UseRealTime or Iterations:
  // they append "/real_time" or "/iterations:N" to the name. A pass longer than the minimum time
  // (the bigger file's) already runs only once.
  bench->Unit(benchmark::kMillisecond);
}

}  // namespace

void register_solve_benchmarks(const SolveBenchOptions& options) {
  for (const auto& path : course_files(options.source_dir)) {
    const auto file = load_puzzle_file(path);
    if (is_bigger(file->stem)) {
      // Only the full set: with less, some of these puzzles take minutes.
      if (options.include_bigger) register_file(file, "all");
      continue;
    }
    if (is_easy(file->stem)) register_file(file, kPlain);
    for (const auto techniques : kTechniqueSets) register_file(file, techniques);
  }
  const auto shared = options.source_dir / ".." / "shared" / "puzzles" / "public";
  for (const auto stem : kPublicSets) {
    const auto path = shared / (std::string(stem) + ".txt");
    if (!std::filesystem::is_regular_file(path)) continue;
    const auto file = load_puzzle_file(path);
    for (const auto techniques : kTechniqueSets) register_file(file, techniques);
  }
  for (TargetSet set : target_sets()) {
    if (set.bigger && !options.include_bigger) continue;
    const bool is_public = set.file.starts_with("public/");
    const auto path =
        is_public ? shared / set.file.substr(7) : options.source_dir / "puzzles" / set.file.substr(7);
    if (!std::filesystem::is_regular_file(path)) continue;
    set.filter.label = std::string(set.label);
    register_file(load_puzzle_file(path, set.filter), "all", "BM_Target", set.limit, set.target);
  }
}

}  // namespace sudoku::bench
