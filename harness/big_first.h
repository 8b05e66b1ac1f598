#pragma once
// Batch mode's start order (--order=big-first): the lines of a block (up to kBlockLines lines or
// kBlockBytes of text) handed out biggest grid first, and within a size the one with the most
// blanks first. Two threads that meet a file's slowest puzzle last run it alone at the end;
// started first, it runs beside the rest (results/README.md, "Start order"). Results still leave
// in input order (harness/seq_order.h); a block bounds how far ahead of the input a run reads.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness/solve_pipeline.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {

// What the order sorts by (solver/puzzle_io.h's measure_line): the cells (N*N), then the blanks.
// A file problem weighs nothing.
LineSize weigh(const InputItem& item);

class BigFirstSource : public LineSource {
 public:
  static constexpr std::size_t kBlockLines = 256;
  static constexpr std::size_t kBlockBytes = std::size_t{16} << 20;

  explicit BigFirstSource(LineSource& input) : input_(input) {}
  bool next(InputLine& line) override;

 private:
  void read_block();

  LineSource& input_;
  std::vector<InputLine> block_;  // the next line to hand out last
};

}  // namespace sudoku::harness
