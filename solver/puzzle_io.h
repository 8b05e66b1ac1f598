#pragma once
// Text in and out: one puzzle per line, as text (symbols 1-9 then A, B, ..., '.' blank) or as
// N*N integers (0 or '.' blank); solutions written in the form of their puzzle, and grids drawn
// for people.

#include <compare>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku {

// Symbols: digit 0..8 -> '1'..'9', digit 9.. -> 'A', 'B', ... (past 'Z' the ASCII order goes on,
// as in the public 64x64 set) up to '~', digit kMaxTextSize - 1. Empty optional for a character
// that is no digit.
char symbol_of(int digit);
std::optional<int> digit_of(char symbol);

enum class LineKind {
  kPuzzle,   // a puzzle, in ParsedLine::puzzle
  kSkip,     // blank line or '#' comment: not a puzzle
  kInvalid,  // a defect, described in ParsedLine::error
};

struct ParsedLine {
  LineKind kind = LineKind::kSkip;
  Puzzle puzzle;
  std::string error;  // one line, no file or line number: the caller prefixes "FILE:LINE: "
};

// Reads one line. Ignores a UTF-8 byte-order mark, trailing whitespace and CR. A line with a
// space, tab or comma between its entries is an integer line (Puzzle::form kIntegers): N*N
// numbers 1..N, '0' or '.' blank, separated by spaces or tabs, or by a comma with optional
// spaces around it. Any other line is text, one character a cell, '0' a blank for N <= 9.
// Checks count, size, symbols or values; givens clashing needs geometry: see find_clash.
ParsedLine parse_line(std::string_view line);

// True for a line parse_line skips (blank, or a '#' comment), found without parsing the rest.
bool is_skipped_line(std::string_view line);

// A line's cells and how many of them are blank ('.' or '0'), split as parse_line splits it but
// neither checked nor read: what a scheduler may weigh a line by. Ordered by cells, then blanks.
struct LineSize {
  std::size_t cells = 0;
  std::size_t blanks = 0;
  auto operator<=>(const LineSize&) const = default;
};
LineSize measure_line(std::string_view line);

// The first pair of equal givens in one unit, described ("'5' twice in row 3 (r3c2 and r3c8)");
// the digit named in the puzzle's form.
std::optional<std::string> find_clash(const Geometry& geo, const Puzzle& puzzle);

// A grid (digits, kBlank for a blank) as one line in the given form: text, or numbers 1..N
// (0 for a blank) between single spaces. A grid too large for text (N > kMaxTextSize) is written
// as integers whatever the form.
std::string format_grid(const std::vector<int>& digits, LineForm form = LineForm::kText);

// A grid drawn with block borders, blanks as '.', one text line per row (for --pretty). Cells are
// symbols for a small text grid, otherwise right-aligned numbers 1..N.
std::string draw_grid(const Geometry& geo, const std::vector<int>& digits, LineForm form = LineForm::kText);

// A sanity check of a solution: how often each symbol occurs ("1:9 2:9 ... " and a verdict);
// numbers rather than symbols for an integer grid or one too large for text.
std::string symbol_counts(const Geometry& geo, const std::vector<int>& digits,
                          LineForm form = LineForm::kText);

// Printable form of a byte for messages: 'x', or \xNN for control and non-ASCII bytes.
std::string describe_char(char c);

}  // namespace sudoku
