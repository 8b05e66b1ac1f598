#pragma once
// Everything a solving run was asked for, read once from the command line (harness/cli/command_line.h)
// and read by every mode (batch, MPI batch, serial): defaults are resolved there, once, and the
// labels every CSV row and summary repeats are computed there, once. A new option is a field here
// and its definition in harness/cli/command_line.cpp; a new `# key=value` provenance line reads it here.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "harness/core/csv_columns.h"
#include "harness/core/solve_options.h"
#include "harness/core/solver_choice.h"
#include "harness/core/solver_labels.h"

namespace sudoku::harness {

struct RunOptions {
  enum class Mode { kBatch, kSerial };
  Mode mode = Mode::kBatch;  // --serial or --pretty: kSerial
  std::vector<std::string> files;
  SolveOptions solve;
  // --solver: every puzzle is solved by each, back to back (default: native alone).
  std::vector<SolverChoice> solvers = default_solvers();
  int rounds = 1;            // --rounds: solves per puzzle and solver; the row records the median time
  int warmup = 0;            // --warmup: untimed solves of each puzzle by each solver before its rounds
  std::string samples_path;  // --samples: every timed round as a CSV row; empty: none
  // A measuring run reads each solve's CPU time too: a reading costs about 3 µs, a third of a 9x9
  // solve (results/notes/cpu-time.md), so a plain run does without.
  bool measures_cpu() const { return rounds > 1 || warmup > 0 || !samples_path.empty(); }
  // --min-round-us: a solve faster than this is repeated within each timed round until the
  // round lasts this long, and timed per solve (the CSV's repeats), so that the clocks' own cost
  // (a CPU clock reading costs about a microsecond) is shared out. -1: the default, 100 µs in a
  // measuring run and 0 (each round one solve) in a plain one; resolved by min_round_ns().
  int min_round_us = -1;
  std::int64_t min_round_ns() const {
    const int us = min_round_us >= 0 ? min_round_us : (measures_cpu() ? kDefaultMinRoundUs : 0);
    return std::int64_t{us} * 1000;
  }
  static constexpr int kDefaultMinRoundUs = 100;
  // Untimed solves before the rounds: --warmup's, and at least one where --min-round-us needs a
  // solve's time to choose its repeats from.
  int untimed_rounds() const { return std::max(warmup, min_round_ns() > 0 ? 1 : 0); }
  // Resolved: batch, every core unless --threads; serial, --threads, else the portfolio's size.
  int threads = 1;
  // Resolved: serial, --portfolio, else --threads (K threads race K members); batch, --portfolio,
  // else 1 (tail races off: counters stay deterministic).
  int portfolio = 1;
  bool pretty = false;         // serial: draw puzzle and solution grids for people
  std::string csv_path;        // empty: no CSV; "-": stdout
  std::string solutions_path;  // empty: none; "-": stdout
  std::string json_path;       // the summary as JSON, written at the end; empty: none; "-": stdout
  std::string markdown_path;   // the side-by-side table as Markdown, written at the end; empty: none
  std::size_t chunk = 0;       // MPI: lines handed out at a time; 0: adapt
  bool resume = false;         // skip puzzles already in the CSV and append to it
  bool progress = true;        // allow the progress bar (it still needs a terminal on stderr)
  // --order: batch mode starts the biggest grids of each block of lines first (harness/run/big_first.h)
  // or the lines in input order; results are recorded in input order either way.
  enum class Order { kBigFirst, kInput, kShuffled };
  Order order = Order::kBigFirst;
  std::uint64_t shuffle_seed = 0;    // --shuffle=SEED: the draws of kShuffled
  std::vector<std::string> command;  // the command line as given, echoed in --json
  // --pin: the CPU of each solving thread, in the order they start (harness/run/core_pinning.h); empty:
  // not pinned. Planned from the usable CPUs when the command line is read, before any pinning.
  std::vector<int> pin_cpus;

  // Computed once from `solve` (compute_labels): the run's one SolverConfig, without a cancel flag
  // or a deadline (each mode adds its own: with_cancel, start_clock); the CSV's techniques and
  // search columns, and its optional ones.
  SolverConfig config;
  std::string techniques;  // TechniqueSet::to_string: "all", "fl+cp", "none"
  // The strategy, with "+scan" when the scanning engine propagated and "+seed=S" for a seeded
  // search, so that --resume never mixes rows made differently.
  std::string search;
  CsvShape csv_shape;
};

// Fills the computed fields (config, techniques, search, csv_shape) from `solve`.
void compute_labels(RunOptions& options);

// Whether `choice` reads --techniques and --search: native, and a race that native runs in.
bool takes_labels(const SolverChoice& choice);

// Each --solver, in order, with the labels of its rows: the run's for a solver that takes them,
// kNotApplicable for another.
std::vector<SolverLabels> solver_labels(const RunOptions& options);
// Whether some solver of the run takes them: its summary's run line then gives the run's labels.
bool any_takes_labels(const RunOptions& options);

// The run's techniques, search and engine as its summary names them: kNotApplicable for a run of
// other programs alone, which took none of the three.
struct RunLabels {
  std::string_view techniques;
  std::string_view search;  // --search, as named there ("by-size")
  std::string_view engine;  // --engine ("queue")
};
RunLabels run_labels(const RunOptions& options);

// --resume: the CSV whose earlier rows the summary counts too; empty without --resume.
inline std::string_view resumed_csv(const RunOptions& options) {
  return options.resume ? std::string_view(options.csv_path) : std::string_view();
}

}  // namespace sudoku::harness
