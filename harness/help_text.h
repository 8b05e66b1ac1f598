#pragma once
// The texts of --help: what each command does, with examples, and what its exit status means.

#include <string>

namespace sudoku::harness {

extern const char* const kSolveDescription;     // sudoku-bench --help, above the options
extern const char* const kSolveExitStatus;      // and below them
extern const char* const kGenerateDescription;  // sudoku-bench generate --help

// The backends --solver takes, which of them this build has, and what they cannot do.
std::string solvers_help();

}  // namespace sudoku::harness
