#pragma once
// Batch mode's start order (--order=big-first): the lines of a block (harness/run/block_source.h)
// handed out biggest grid first, and within a size the one with the most blanks first. Two
// threads that meet a file's slowest puzzle last run it alone at the end; started first, it runs
// beside the rest (results/notes/start-order.md).

#include <vector>

#include "harness/run/block_source.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {

// What the order sorts by (solver/puzzle_io.h's measure_line): the cells (N*N), then the blanks.
// A file problem weighs nothing.
LineSize weigh(const InputItem& item);

class BigFirstSource : public BlockSource {
 public:
  using BlockSource::BlockSource;

 protected:
  void arrange(std::vector<InputLine>& block) override;
};

}  // namespace sudoku::harness
