#pragma once
// Everything a solving run was asked for, read once from the command line (harness/command_line.h)
// and read by every mode (batch, MPI batch, serial): defaults are resolved there, once, and the
// labels every CSV row and summary repeats are computed there, once. A new option is a field here
// and its definition in harness/command_line.cpp; a new `# key=value` provenance line reads it here.

#include <cstddef>
#include <string>
#include <vector>

#include "harness/csv_columns.h"
#include "harness/solve_options.h"
#include "harness/solver_choice.h"

namespace sudoku::harness {

struct RunOptions {
  enum class Mode { kBatch, kSerial };
  Mode mode = Mode::kBatch;  // --serial or --pretty: kSerial
  std::vector<std::string> files;
  SolveOptions solve;
  // --solver: every puzzle is solved by each, back to back (default: native alone).
  std::vector<SolverChoice> solvers = default_solvers();
  int rounds = 1;  // --rounds: solves per puzzle and solver; the row records the median time
  // Resolved: batch, every core unless --threads; serial, --threads, else the portfolio's size.
  int threads = 1;
  // Resolved: serial, --portfolio, else --threads (K threads race K members); batch, --portfolio,
  // else 1 (tail races off: counters stay deterministic).
  int portfolio = 1;
  bool pretty = false;         // serial: draw puzzle and solution grids for people
  std::string csv_path;        // empty: no CSV; "-": stdout
  std::string solutions_path;  // empty: none; "-": stdout
  std::string json_path;       // the summary as JSON, written at the end; empty: none; "-": stdout
  std::size_t chunk = 0;       // MPI: lines handed out at a time; 0: adapt
  bool resume = false;         // skip puzzles already in the CSV and append to it
  bool progress = true;        // allow the progress bar (it still needs a terminal on stderr)
  // --order: batch mode starts the biggest grids of each block of lines first (harness/big_first.h)
  // or the lines in input order; results are recorded in input order either way.
  enum class Order { kBigFirst, kInput };
  Order order = Order::kBigFirst;
  std::vector<std::string> command;  // the command line as given, echoed in --json
  // --pin: the CPU of each solving thread, in the order they start (harness/core_pinning.h); empty:
  // not pinned. Planned from the usable CPUs when the command line is read, before any pinning.
  std::vector<int> pin_cpus;

  // Computed once from `solve`: the CSV's techniques and search columns, and its optional ones.
  std::string techniques;  // TechniqueSet::to_string: "all", "fl+cp", "none"
  // The strategy, with "+sweep" when the sweeping engine propagated and "+seed=S" for a seeded
  // search, so that --resume never mixes rows made differently.
  std::string search;
  CsvShape csv_shape;
};

// Fills the computed fields (techniques, search, csv_shape) from `solve`.
void compute_labels(RunOptions& options);

}  // namespace sudoku::harness
