#pragma once
// The default mode: many puzzle files, every puzzle solved by its own solver on oneTBB tasks,
// one CSV row per puzzle, solutions in input order, a summary table at the end.

#include "harness/core/run_options.h"

namespace sudoku::harness {

// Exit status: 0 when every puzzle was solved and every file read, 1 otherwise (also when an
// output could not be written: the run stops at once; --json, written last, fails on its own),
// 2 for a usage problem found before solving (an output that cannot be opened or written),
// 128 + signal when interrupted.
int run_batch(const RunOptions& options);

}  // namespace sudoku::harness
