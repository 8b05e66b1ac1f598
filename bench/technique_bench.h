#pragma once
// BM_Technique/<name>/<size>: one pass of one technique on a fixed board of each size.

#include <filesystem>

namespace sudoku::bench {

// Registers fl_cp, intersections, subsets and fish on sizes 9, 16 and 25, with boards drawn from
// the course files under source_dir/puzzles. Throws when a file cannot be read.
// Each size uses one board for all four, labelled FILE:LINE; a pass that removes nothing (the
// `eliminations` counter is 0, as on the 9x9 board) still scans the whole board, which is what
// most calls during a search cost.
void register_technique_benchmarks(const std::filesystem::path& source_dir);

}  // namespace sudoku::bench
