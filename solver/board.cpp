#include "solver/board.h"

namespace sudoku {

Board::Board(const Geometry& geo) : cells_(geo.cell_count(), full_mask(geo.size())) {}

Board::Board(const Geometry& geo, const Puzzle& puzzle) : Board(geo) {
  for (int c = 0; c < cell_count(); ++c) {
    if (puzzle.cells[c] != kBlank) place(c, puzzle.cells[c]);
  }
}

void Board::place(int cell, int digit) {
  if (!is_solved(cell)) ++solved_;
  cells_[cell] = digit_bit(digit);
}

std::vector<int> Board::digits() const {
  std::vector<int> out(cells_.size());
  for (int c = 0; c < cell_count(); ++c) out[c] = value(c);
  return out;
}

}  // namespace sudoku
