#pragma once
// BM_Solve/<set>/<techniques>: a full solve of every puzzle of a file, one pass per iteration.

#include <filesystem>

namespace sudoku::bench {

struct SolveBenchOptions {
  std::filesystem::path source_dir;  // the repository: puzzles/ lies below, ../shared beside it
  bool include_bigger = false;       // puzzles_7_bigger too (about 70 s per pass with all)
};

// Registers the course files and, those present, the small public 9x9 sets. Throws when a file
// cannot be read.
void register_solve_benchmarks(const SolveBenchOptions& options);

}  // namespace sudoku::bench
