#pragma once
// The one way a usage problem ends a command (solving, or `generate`): status 2, found before any
// solving, said in one line of the program's own words on stderr.

#include <string>
#include <string_view>

namespace sudoku::harness {

// "PROGRAM: message" on stderr, then with `see_help` a pointer to "PROGRAM --help" (a malformed
// command line; not for an output file that cannot be used, where the path is at fault). Returns 2.
// PROGRAM is "sudoku-bench" or "sudoku-bench generate".
int usage_error(const std::string& message, bool see_help = false, std::string_view program = "sudoku-bench");

}  // namespace sudoku::harness
