#include "harness/modes/generate_mode.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include "harness/core/usage_error.h"
#include "harness/output/output_file.h"
#include "harness/report/progress.h"
#include "harness/run/interrupt.h"
#include "solver/puzzle_io.h"
#include "solver/verify.h"

namespace sudoku::harness {

namespace {

// What the summary says about the set, gathered in input order by the output stage.
struct Tally {
  std::uint64_t written = 0;
  std::uint64_t missing = 0;
  std::uint64_t grids = 0;
  generator::DigCounts counts;
  std::vector<int> givens;
  std::array<std::uint64_t, kDifficultyCount> by_level{};
  std::vector<std::uint64_t> guesses;  // of the guessing puzzles

  void add(const generator::GeneratedPuzzle& made) {
    grids += made.grids;
    counts.checks += made.counts.checks;
    counts.searches += made.counts.searches;
    counts.undecided += made.counts.undecided;
    if (!made.found) {
      ++missing;
      return;
    }
    ++written;
    givens.push_back(made.puzzle.given_count());
    ++by_level[static_cast<int>(made.rating.level)];
    if (made.rating.level == Difficulty::kGuessing) guesses.push_back(made.rating.guesses);
  }
};

std::string describe_request(const GenerateOptions& options) {
  const auto& request = options.request;
  const generator::DigSpec spec = generator::dig_spec_for(request, options.size);
  std::string what = fmt::format("{0}x{0}", options.size);
  if (spec.givens) what += fmt::format(", at most {} givens", *spec.givens);
  if (spec.solvable_at) {
    what += fmt::format(", dug while {} solves", difficulty_name(*spec.solvable_at));
  } else if (spec.digs_minimal()) {
    what += ", minimal";
  }
  if (request.dig.symmetric) what += ", symmetric";
  if (request.difficulty) what += fmt::format(", rated {}", difficulty_name(*request.difficulty));
  return what;
}

void print_summary(const GenerateOptions& options, Tally& tally, double wall_s, bool interrupted) {
  const double rate = wall_s > 0 ? double(tally.written) / wall_s : 0.0;
  // Three figures below one a second (a 25x25 minimal puzzle takes seconds), else one decimal.
  const std::string rate_text = rate < 1 ? fmt::format("{:.3f}", rate) : fmt::format("{:.1f}", rate);
  std::string text = fmt::format(
      "generate: {} puzzle{} ({}, seed {}) in {:.2f} s on {} thread{}: {} puzzles/s{}\n", tally.written,
      tally.written == 1 ? "" : "s", describe_request(options), options.seed, wall_s, options.threads,
      options.threads == 1 ? "" : "s", rate_text, interrupted ? " (interrupted)" : "");
  if (!tally.givens.empty()) {
    std::sort(tally.givens.begin(), tally.givens.end());
    double sum = 0;
    for (int g : tally.givens) sum += g;
    text +=
        fmt::format("  givens:  mean {:.1f}, min {}, median {}, max {}\n", sum / double(tally.givens.size()),
                    tally.givens.front(), tally.givens[tally.givens.size() / 2], tally.givens.back());
    text += "  ratings:";
    for (int level = 0; level < kDifficultyCount; ++level) {
      text += fmt::format(" {} {}{}", difficulty_name(static_cast<Difficulty>(level)), tally.by_level[level],
                          level + 1 < kDifficultyCount ? "," : "");
    }
    if (!tally.guesses.empty()) {
      std::sort(tally.guesses.begin(), tally.guesses.end());
      text += fmt::format(" (guesses median {}, max {})", tally.guesses[tally.guesses.size() / 2],
                          tally.guesses.back());
    }
    text += "\n";
  }
  text += fmt::format(
      "  work:    {} complete grids, {} removals tried, {} searches for another solution ({} out of "
      "effort)\n",
      tally.grids, tally.counts.checks, tally.counts.searches, tally.counts.undecided);
  if (tally.missing > 0) {
    text += fmt::format("  {} puzzle{} not made: no grid of the {} tried per puzzle met the request\n",
                        tally.missing, tally.missing == 1 ? "" : "s", options.request.max_grids);
  }
  std::fputs(text.c_str(), stderr);
}

// The in-order output stage: checks each puzzle made, writes it (and its solution), tallies it.
struct PuzzleWriter {
  const Geometry& geo;
  LineForm form;
  OutputFile& puzzles;
  OutputFile& solutions;
  ProgressBar& progress;
  std::mutex& progress_lock;  // the bar is also redrawn by the WorkTicker's thread
  const InterruptGuard& interrupt;
  Tally tally;
  bool output_failed = false;
  bool defect_found = false;

  void write(const generator::GeneratedPuzzle& made) {
    if (interrupt.raised() && !made.found) return;  // cut short: neither made nor missing
    // Every puzzle written is checked first: its solution obeys the rules and keeps its givens.
    if (made.found) {
      if (auto defect = check_solution(geo, made.puzzle, made.solution)) {
        std::lock_guard lock(progress_lock);
        progress.clear();
        std::fprintf(stderr, "sudoku-bench generate: internal error, puzzle not written: %s\n",
                     defect->c_str());
        defect_found = true;
        return;
      }
      puzzles.write(format_grid(made.puzzle.cells, form) + "\n");
      if (solutions.is_open()) solutions.write(format_grid(made.solution, form) + "\n");
      output_failed = !puzzles.ok() || (solutions.is_open() && !solutions.ok());
    }
    tally.add(made);
    std::lock_guard lock(progress_lock);
    progress.advance();
  }
};

// Redraws the bar twice a second with the removals tried so far in the whole run, and the steps
// (nodes or conflicts) of their searches: the bar moves only when a puzzle is written, one puzzle
// can take hours (a minimal 36x36), and one of its searches minutes.
class WorkTicker {
 public:
  WorkTicker(ProgressBar& progress, std::mutex& progress_lock, const std::atomic<std::uint64_t>& checks,
             const std::atomic<std::uint64_t>& steps)
      : thread_([this, &progress, &progress_lock, &checks, &steps] {
          std::unique_lock wait_lock(mutex_);
          while (!stop_.wait_for(wait_lock, std::chrono::milliseconds(500), [this] { return stopped_; })) {
            std::lock_guard lock(progress_lock);
            progress.set_detail(fmt::format("{} removals tried, {} search steps",
                                            checks.load(std::memory_order_relaxed),
                                            steps.load(std::memory_order_relaxed)));
            progress.advance(0);
          }
        }) {}
  WorkTicker(const WorkTicker&) = delete;
  WorkTicker& operator=(const WorkTicker&) = delete;
  ~WorkTicker() {
    {
      std::lock_guard lock(mutex_);
      stopped_ = true;
    }
    stop_.notify_one();
    thread_.join();
  }

 private:
  std::mutex mutex_;
  std::condition_variable stop_;
  bool stopped_ = false;
  std::thread thread_;  // last: it starts once the members it uses exist
};

// Opens the puzzles' and the solutions' files before any work: a bad path is a usage error.
int open_outputs(const GenerateOptions& options, OutputFile& puzzles, OutputFile& solutions) {
  std::string error;
  puzzles = OutputFile::open(options.output, OutputFile::Mode::kTruncate, &error);
  if (!puzzles.is_open()) return usage_error(error, false, "sudoku-bench generate");
  if (options.solutions.empty()) return 0;
  solutions = OutputFile::open(options.solutions, OutputFile::Mode::kTruncate, &error);
  if (!solutions.is_open()) return usage_error(error, false, "sudoku-bench generate");
  return 0;
}

// Makes the puzzles on a oneTBB pipeline: indices in order, puzzles in parallel, written in order.
void make_puzzles(const GenerateOptions& options, const generator::PuzzleRequest& request,
                  PuzzleWriter& writer) {
  std::uint64_t next = 0;
  const auto take = [&](tbb::flow_control& fc) -> std::uint64_t {
    if (next >= options.count || writer.interrupt.raised() || writer.output_failed) {
      fc.stop();
      return 0;
    }
    return next++;
  };
  const auto make = [&](std::uint64_t index) {
    return generator::generate_puzzle(writer.geo, request, options.seed, index);
  };
  const auto write = [&](const generator::GeneratedPuzzle& made) { writer.write(made); };
  tbb::task_arena arena(options.threads);
  arena.execute([&] {
    tbb::parallel_pipeline(
        static_cast<std::size_t>(options.threads) * 4,
        tbb::make_filter<void, std::uint64_t>(tbb::filter_mode::serial_in_order, take) &
            tbb::make_filter<std::uint64_t, generator::GeneratedPuzzle>(tbb::filter_mode::parallel, make) &
            tbb::make_filter<generator::GeneratedPuzzle, void>(tbb::filter_mode::serial_in_order, write));
  });
}

// A minimal puzzle's last pass proves every given necessary, with no bound on its searches. Above
// this size most of them meet the hardness peak: one minimal 36x36 took more than 90 minutes
// (results/notes/generated-puzzles.md).
constexpr int kSlowMinimalAbove = 25;

// Says so before the run starts, with the request that comes fast instead.
void note_slow_minimal(const GenerateOptions& options) {
  const bool minimal = generator::dig_spec_for(options.request, options.size).digs_minimal();
  if (!minimal || options.size <= kSlowMinimalAbove) return;
  std::fprintf(stderr,
               "sudoku-bench generate: note: a minimal puzzle above %dx%d can take hours (each given has "
               "to be proved necessary by a search near the hardness peak); --givens=50%% bounds the "
               "searches (a 36x36 in about a second)\n",
               kSlowMinimalAbove, kSlowMinimalAbove);
}

}  // namespace

int run_generate(const GenerateOptions& options) {
  OutputFile puzzles;
  OutputFile solutions;
  if (int status = open_outputs(options, puzzles, solutions); status != 0) return status;
  const Geometry geo = Geometry::for_size(options.size);
  note_slow_minimal(options);
  InterruptGuard interrupt;
  generator::PuzzleRequest request = options.request;
  request.dig.stops.cancel = &interrupt.flag();
  std::atomic<std::uint64_t> checks{0};
  request.dig.checks_seen = &checks;
  std::atomic<std::uint64_t> steps{0};
  request.dig.stops.steps_seen = &steps;
  const bool terminal = stderr_is_terminal();
  ProgressBar progress(options.count, terminal);
  std::mutex progress_lock;
  PuzzleWriter writer{geo,       options.integers ? LineForm::kIntegers : LineForm::kText,
                      puzzles,   solutions,
                      progress,  progress_lock,
                      interrupt, {}};
  const auto start = std::chrono::steady_clock::now();
  {
    std::optional<WorkTicker> ticker;
    if (terminal) ticker.emplace(progress, progress_lock, checks, steps);
    make_puzzles(options, request, writer);
  }
  puzzles.flush();
  if (solutions.is_open()) solutions.flush();
  progress.finish();
  const double wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  print_summary(options, writer.tally, wall_s, interrupt.raised());
  for (const OutputFile* out : {&puzzles, &solutions}) {
    if (out->is_open() && !out->ok()) {
      std::fprintf(stderr, "sudoku-bench generate: %s\n", out->error().c_str());
      writer.output_failed = true;
    }
  }
  if (interrupt.signal_number() != 0) return 128 + interrupt.signal_number();
  return (writer.output_failed || writer.defect_found || writer.tally.missing > 0) ? 1 : 0;
}

}  // namespace sudoku::harness
