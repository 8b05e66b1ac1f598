#pragma once
// The command line of `sudoku-bench generate`, read into GenerateOptions (harness/generate_mode.h).

namespace sudoku::harness {

// argv[0] is "generate". Returns the exit status: 2 for a usage error, else run_generate's.
int generate_command(int argc, char** argv);

}  // namespace sudoku::harness
