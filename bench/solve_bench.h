#pragma once
// BM_Solve/<set>/<techniques>: a full solve of every puzzle of a file, one pass per iteration.
// BM_Target/<set>: the same with the default configuration on the sets of the performance
// targets (scripts/perf_table.py gives their medians, p99 and max from the harness).

#include <filesystem>

namespace sudoku::bench {

struct SolveBenchOptions {
  std::filesystem::path source_dir;  // the repository: puzzles/ lies below, ../shared beside it
  bool include_bigger = false;       // puzzles_7_bigger too (seconds per pass)
};

// Registers the course files and, those present, the small public 9x9 sets. Throws when a file
// cannot be read.
void register_solve_benchmarks(const SolveBenchOptions& options);

}  // namespace sudoku::bench
