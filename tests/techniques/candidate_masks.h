#pragma once
// The technique tests' view of a board: every cell's candidates, in cell order.

#include <vector>

#include "solver/board.h"

namespace sudoku {

inline std::vector<Mask> masks(const Board& board) {
  std::vector<Mask> out;
  for (int c = 0; c < board.cell_count(); ++c) out.push_back(board.candidates(c));
  return out;
}

}  // namespace sudoku
