#pragma once
// The CSV's columns, declared once: each column's name, what it means and how its value is read
// from a PuzzleResult. The CSV header, each row, `--list-columns` and docs/csv-columns.md's list
// (checked by a test) all come from this table; adding a column is one entry here, plus the code
// that measures its value into PuzzleResult.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "harness/core/puzzle_result.h"

namespace sudoku::harness {

// The optional columns a run writes.
struct CsvShape {
  bool counted = false;  // --count: the solutions column
  bool rated = false;    // --rate: the rating columns
  bool operator==(const CsvShape&) const = default;
};

// What a row is made from: the puzzle's result, and what every row of the run repeats.
struct RowContext {
  const PuzzleResult& puzzle;   // the row's result: puzzle.result is the solver's answer
  std::string_view file;        // the path as given on the command line
  std::string_view techniques;  // asked for (TechniqueSet::to_string)
  std::string_view search;      // asked for (the search label, harness/core/run_options.h)
};

struct CsvColumn {
  enum class Group { kAlways, kCounted, kRated };
  std::string name;
  std::string meaning;  // one line, for --list-columns
  Group group = Group::kAlways;
  bool number = false;  // holds a number or nothing (--resume drops a row where it does not)
  // The field as written (quoted where RFC 4180 needs it); empty for "no value".
  std::string (*value)(const RowContext& row, std::size_t arg) = nullptr;
  std::size_t arg = 0;  // passed to `value`: which technique, for the elim_ columns
};

// Every column, in the order the CSV writes them (the optional ones last).
const std::vector<CsvColumn>& csv_column_table();

// Column names a run with `shape` writes, in order, and the header line they make (with '\n').
std::vector<std::string> csv_columns(CsvShape shape = {});
std::string csv_header(CsvShape shape = {});

// One row, with its '\n'.
std::string format_csv_row(const RowContext& row, CsvShape shape);

// The table for people: "name  meaning" per line, for --list-columns.
std::string column_list();

// RFC 4180: a field holding a comma, a double quote, CR or LF is quoted, inner quotes doubled;
// one starting with '#' too, so that no row reads as a comment line.
std::string csv_quote(std::string_view field);

}  // namespace sudoku::harness
