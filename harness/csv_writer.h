#pragma once
// The per-puzzle CSV: one header line, then one row per puzzle, each written and flushed as it
// completes so that an interrupted or crashed run keeps every row it measured. Plain RFC 4180:
// no comment lines, so any CSV reader takes it as is (provenance goes in the summary instead).
//
// Columns: harness/csv_columns.cpp declares them, each with its meaning (`sudoku-bench
// --list-columns` prints the table; the README's CSV section names the same columns). An invalid
// line keeps size, block and givens when they are known and leaves every counter empty.

#include "harness/csv_columns.h"
#include "harness/output_file.h"

namespace sudoku::harness {

class CsvWriter {
 public:
  // Takes an opened file; writes the header unless the file already holds one (--resume).
  CsvWriter(OutputFile out, bool write_header, CsvShape shape);

  void write(const RowContext& row);  // written and flushed at once
  bool ok() const { return out_.ok(); }
  const std::string& error() const { return out_.error(); }

 private:
  OutputFile out_;
  CsvShape shape_;
};

}  // namespace sudoku::harness
