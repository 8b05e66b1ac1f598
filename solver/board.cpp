#include "solver/board.h"

#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
BasicBoard<MaskT>::BasicBoard(const Geometry& geo) : cells_(geo.cell_count(), full_mask<MaskT>(geo.size())) {}

template <typename MaskT>
BasicBoard<MaskT>::BasicBoard(const Geometry& geo, const Puzzle& puzzle) : BasicBoard(geo) {
  for (int c = 0; c < cell_count(); ++c) {
    if (puzzle.cells[c] != kBlank) place(c, puzzle.cells[c]);
  }
}

template <typename MaskT>
void BasicBoard<MaskT>::place(int cell, int digit) {
  if (!is_solved(cell)) ++solved_;
  cells_[cell] = digit_bit<MaskT>(digit);
}

template <typename MaskT>
std::vector<int> BasicBoard<MaskT>::digits() const {
  std::vector<int> out(cells_.size());
  for (int c = 0; c < cell_count(); ++c) out[c] = value(c);
  return out;
}

#define SUDOKU_INSTANTIATE(M) template class BasicBoard<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
