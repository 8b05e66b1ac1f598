#pragma once
// A batch run's lines handed out a block at a time, each block in an order of its own (the start
// orders: harness/run/big_first.h, harness/run/shuffled_order.h). A block is up to kBlockLines lines or
// kBlockBytes of text, which bounds how far ahead of the input a run reads; results still leave
// in input order (harness/run/seq_order.h).

#include <cstddef>
#include <vector>

#include "harness/run/solve_pipeline.h"

namespace sudoku::harness {

class BlockSource : public LineSource {
 public:
  static constexpr std::size_t kBlockLines = 256;
  static constexpr std::size_t kBlockBytes = std::size_t{16} << 20;

  explicit BlockSource(LineSource& input) : input_(input) {}
  bool next(InputLine& line) override;

 protected:
  // Puts a block read in input order into the order it is handed out in, the first one last.
  virtual void arrange(std::vector<InputLine>& block) = 0;

 private:
  LineSource& input_;
  std::vector<InputLine> block_;  // the next line to hand out last
};

}  // namespace sudoku::harness
