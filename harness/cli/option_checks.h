#pragma once
// CLI11 validators for both commands' options, and CLI11's complaints in the program's own words.
// Numbers are read strictly here (CLI11's own conversion takes "-1" as the unsigned 2^64 - 1 and
// "010" as octal, and its Range prints a double's range in full): a number's text is checked,
// then rewritten in plain decimal for CLI11 to store. Each message names the value as typed.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace sudoku::harness {

// A whole number from `low` to `high`; `range` says so in the message ("from 1 to 4096").
CLI::Validator whole_number(std::uint64_t low, std::uint64_t high, const std::string& range);
// A finite number of seconds, 0 or more.
CLI::Validator seconds();
// A grid size N: composite, 4 to kMaxSize.
CLI::Validator grid_size();
// A name that `known` accepts; else "unknown WHAT 'name' (known: LIST)".
CLI::Validator known_name(bool (*known)(const std::string&), const std::string& what,
                          const std::string& list);
// A technique list that TechniqueSet::parse takes; else its own words.
CLI::Validator technique_list();
// A solver setting's NAME=VALUE that solver/solver_settings.h takes; else its own words (the
// setting and its range).
CLI::Validator solver_setting();

// The value of a text a validator above has accepted.
std::uint64_t whole_number_of(const std::string& text);
// "G" or "P%" (P from 0 to 100) as givens of `cells` cells; empty when it is neither, or G is
// more than `cells`. Read once --size is known, so not a validator of its own.
std::optional<int> givens_of(const std::string& text, int cells);

// "--csv= a.txt" would make CLI11 take the next argument as the value (a.txt, a puzzle file
// that --csv would then overwrite), so an '=' with nothing after it is refused up front.
std::optional<std::string> empty_value(int argc, char** argv);

// CLI11's own words for what it found wrong, turned into the program's.
std::string describe(const CLI::ParseError& e);

}  // namespace sudoku::harness
