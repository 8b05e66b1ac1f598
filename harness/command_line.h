#pragma once
// What both commands of the program (solving, and `generate`) need from their command lines:
// numbers read strictly, and CLI11's complaints in the program's own words.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace sudoku::harness {

// "--csv= a.txt" would make CLI11 take the next argument as the value (a.txt, a puzzle file
// that --csv would then overwrite), so an '=' with nothing after it is refused up front.
std::optional<std::string> empty_value(int argc, char** argv);

// CLI11's own words for what it found wrong, turned into the program's.
std::string describe(const CLI::ParseError& e);

// Numbers are read here rather than by CLI11, whose messages print a double's range in full and
// which takes "-1" as an unsigned number (2^64 - 1) and "010" as octal. Empty unless the whole
// text is the number.
std::optional<std::uint64_t> whole_number(const std::string& text);
std::optional<double> seconds(const std::string& text);  // finite, 0 or more

}  // namespace sudoku::harness
