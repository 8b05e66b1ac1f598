#pragma once
// The per-puzzle CSV: one header line, then one row per puzzle, each written and flushed as it
// completes so that an interrupted or crashed run keeps every row it measured. Plain RFC 4180:
// no comment lines, so any CSV reader takes it as is (provenance goes in the summary instead).
//
// Columns:
//   file,line                 where the puzzle is (the path as given on the command line; 1-based)
//   size,block,givens         N, block "WxH" as Geometry::block_label, given count
//   techniques                TechniqueSet::to_string ("all", "fl+cp", "none")
//   status                    solved | unsolvable | invalid | timeout | error
//   solve_us                  wall time of the solve, microseconds, one decimal
//   recursions .. eliminations, elim_<technique>   the solver's Stats counters
//   search                    the search strategy
//   rank                      the MPI rank that solved the puzzle; 0 on one machine
//   portfolio,winner          members that raced for the answer (1: no race) and the one whose
//                             answer and counters the row holds (its seed: --seed + winner)
//   solutions                 only with --count=LIMIT: solutions found, at most LIMIT (so LIMIT
//                             means "LIMIT or more"); empty when a timeout cut the count short
//   rating,rating_guesses     only with --rate: the technique ladder's rung (solver/rating.h) and,
//                             for guessing, the fixed search's guesses (empty when the timeout cut
//                             it short); both empty for a puzzle not solved
// An invalid line keeps size, block and givens when they are known and leaves every counter empty.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/output_file.h"
#include "solver/rating.h"
#include "solver/stats.h"

namespace sudoku::harness {

// RFC 4180: a field holding a comma, a double quote, CR or LF is quoted, inner quotes doubled.
std::string csv_quote(std::string_view field);

// The optional columns a run writes.
struct CsvShape {
  bool counted = false;  // --count: the solutions column
  bool rated = false;    // --rate: the rating columns
  bool operator==(const CsvShape&) const = default;
};

// Column names in order, and the header line they make (with its '\n').
std::vector<std::string> csv_columns(CsvShape shape = {});
std::string csv_header(CsvShape shape = {});

struct CsvRow {
  std::string_view file;
  std::size_t line = 0;
  std::optional<int> size;       // empty: the line did not parse
  std::string block;             // empty with size
  std::optional<int> givens;
  std::string_view techniques;
  std::string_view status;
  std::optional<double> solve_us;  // empty: nothing was solved (invalid line)
  const Stats* stats = nullptr;    // null: counters left empty
  std::string_view search;         // the search strategy asked for
  CsvShape shape;                  // which optional columns the row has
  std::optional<std::uint64_t> solutions;  // empty: not counted (invalid line, timeout)
  std::optional<Rating> rating;            // empty: not rated (not solved)
  std::string_view search_ran;     // the search that ran (search_ran_name); empty: nothing solved
  std::string techniques_ran;      // the techniques it applied; empty: nothing solved
  int rank = 0;                    // the MPI rank that solved it
  int portfolio = 1;               // members that raced; empty with the counters
  int winner = 0;
};

// One row, with its '\n'.
std::string format_csv_row(const CsvRow& row);

class CsvWriter {
 public:
  // Takes an opened file; writes the header unless the file already holds one (--resume).
  CsvWriter(OutputFile out, bool write_header, CsvShape shape);

  void write(const CsvRow& row);  // written and flushed at once
  bool ok() const { return out_.ok(); }
  const std::string& error() const { return out_.error(); }

 private:
  OutputFile out_;
};

}  // namespace sudoku::harness
