#pragma once
// The default mode: many puzzle files, every puzzle solved by its own solver on oneTBB tasks,
// one CSV row per puzzle, solutions in input order, a summary table at the end.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "harness/solve_options.h"

namespace sudoku::harness {

struct BatchOptions {
  std::vector<std::string> files;
  SolveOptions solve;
  int threads = 0;             // 0: every core
  std::string csv_path;        // empty: no CSV; "-": stdout
  std::string solutions_path;  // empty: none; "-": stdout
  std::string json_path;       // the summary as JSON, written at the end; empty: none; "-": stdout
  std::size_t chunk = 0;        // MPI: lines handed out at a time; 0: adapt
  int portfolio = 1;            // tail races of up to this many members; 1: none (deterministic)
  bool resume = false;         // skip puzzles already in the CSV and append to it
  bool progress = true;        // allow the progress bar (it still needs a terminal on stderr)
  std::vector<std::string> command;  // the command line as given, echoed in --json
};

// Exit status: 0 when every puzzle was solved and every file read, 1 otherwise (also when an
// output could not be written: the run stops at once; --json, written last, fails on its own),
// 2 for a usage problem found before solving (an output that cannot be opened or written),
// 128 + signal when interrupted.
int run_batch(const BatchOptions& options);

}  // namespace sudoku::harness
