#pragma once
// The per-puzzle CSV: a '#' comment line naming the machine (harness/core/machine_info.h), one header
// line, then one row per puzzle, each written and flushed as it completes so that an interrupted
// or crashed run keeps every row it measured. RFC 4180 but for the comment, which readers skip as
// the scripts' provenance lines (pandas: comment='#'); a row never starts with '#', since a
// field that does is quoted (csv_quote).
//
// Columns: harness/core/csv_columns.cpp declares them, each with its meaning (`sudoku-bench
// --list-columns` prints the table; docs/csv-columns.md names the same columns). An invalid
// line keeps size, block and givens when they are known and leaves every counter empty.

#include "harness/core/csv_columns.h"
#include "harness/output/output_file.h"

namespace sudoku::harness {

class CsvWriter {
 public:
  // Takes an opened file; writes `comment` (whole '#' lines) and the header unless the file already
  // holds one (--resume).
  CsvWriter(OutputFile out, bool write_header, CsvShape shape, const std::string& comment = "");

  void write(const RowContext& row);  // written and flushed at once
  bool ok() const { return out_.ok(); }
  const std::string& error() const { return out_.error(); }

 private:
  OutputFile out_;
  CsvShape shape_;
};

}  // namespace sudoku::harness
