#pragma once
// The texts of --help: what each command does, with examples, and what its exit status means.

#include <string>

namespace sudoku::harness {

std::string solve_description();                // sudoku-bench --help, above the options
extern const char* const kSolveExitStatus;      // and below them
extern const char* const kGenerateDescription;  // sudoku-bench generate --help
extern const char* const kGenerateExitStatus;   // and below its options
extern const char* const kSweepDescription;     // sudoku-bench sweep --help
extern const char* const kSweepExitStatus;      // and below its options

// The backends --solver takes, which of them this build has, and what they cannot do; `serial`:
// with the grader's form (--serial), which only the solve command has.
std::string solvers_help(bool serial);

}  // namespace sudoku::harness
