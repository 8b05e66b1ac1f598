#pragma once
// intersections, pointing and claiming. Where a block and a row (or column) overlap:
//   pointing: a digit whose places in the block all lie in the overlap leaves the rest of the line;
//   claiming: a digit whose places in the line all lie in the overlap leaves the rest of the block.
// Works for any block shape: a row crosses blocks in block_cols cells, a column in block_rows.

#include "solver/board.h"
#include "solver/propagator.h"
#include "solver/techniques/technique.h"

namespace sudoku {

struct Intersections {
  template <typename MaskT>
  static Progress apply(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board);
};

}  // namespace sudoku
