#pragma once
// How --help is laid out: every line wrapped to the terminal (at most 100 columns, and 100 when
// stdout is no terminal), a wrapped option's description going on under its own column, and
// on/off flags shown without CLI11's "{false}" beside their negation.

#include <CLI/CLI.hpp>

#include <cstddef>
#include <string>

namespace sudoku::harness {

// The width help is wrapped to: the terminal's, at most 100 columns; 100 when stdout is no terminal.
std::size_t help_width();

// Wraps each line of `text` longer than `width` at spaces. A continued line starts under the text
// after the line's first gap of two or more spaces (an option's description, a table's meaning),
// else under the line's own indent (plus two for an indented line, such as an example command).
std::string wrap_help(const std::string& text, std::size_t width);

class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_help(const CLI::App* app, std::string name, CLI::AppFormatMode mode) const override;
  std::string make_option_name(const CLI::Option* option, bool is_positional) const override;
};

// Gives `app` the formatter above, with option names in a column `column_width` wide.
void use_help_format(CLI::App& app, std::size_t column_width);

}  // namespace sudoku::harness
