#pragma once
// fish: X-Wing (2), Swordfish (3), Jellyfish (4) and larger, for one digit at a time. If the digit's
// open places in k rows all lie in the same k columns, each of those columns gets the digit from
// one of these rows, so it leaves those columns' other rows; the same with rows and columns swapped.
// Sizes up to half the open lines: a larger fish one way is a smaller one the other way.

#include "solver/board.h"
#include "solver/propagator.h"
#include "solver/techniques/technique.h"

namespace sudoku {

struct Fish {
  template <typename MaskT>
  static Progress apply(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board);
};

}  // namespace sudoku
