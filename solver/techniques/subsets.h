#pragma once
// subsets, naked and hidden subsets of every size, in every unit:
//   naked: k open cells whose candidates together are k digits: those digits leave the unit's
//          other cells;
//   hidden: k missing digits whose places together are k cells: those cells lose every other digit.
// A naked k-subset among m open cells is a hidden (m-k)-subset of the rest, so sizes up to m/2 of
// both kinds cover every size.

#include "solver/board.h"
#include "solver/propagator.h"
#include "solver/techniques/technique.h"

namespace sudoku {

struct Subsets {
  template <typename MaskT>
  static Progress apply(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board);
};

}  // namespace sudoku
