#include "harness/output/csv_writer.h"

namespace sudoku::harness {

CsvWriter::CsvWriter(OutputFile out, bool write_header, CsvShape shape, const std::string& comment)
    : out_(std::move(out)), shape_(shape) {
  if (write_header) {
    out_.write(comment + csv_header(shape));
    out_.flush();
  }
}

void CsvWriter::write(const RowContext& row) {
  // One write and one flush per row: a few microseconds against solves of tens of microseconds
  // and up, and it is what makes "nothing measured is lost" hold even for a kill -9.
  out_.write(format_csv_row(row, shape_));
  out_.flush();
}

}  // namespace sudoku::harness
