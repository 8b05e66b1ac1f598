#pragma once
// fl, forward looking: a solved cell's digit leaves every peer. A peer left with one candidate is
// queued in turn (naked singles chain); a peer left with none is a contradiction.

#include "solver/board.h"
#include "solver/propagator.h"

namespace sudoku {

struct ForwardLooking {
  // false on contradiction.
  static bool on_solved(Propagator& prop, Board& board, int cell) {
    const int digit = board.value(cell);
    for (int peer : prop.geometry().peers(cell)) {
      if (!prop.eliminate(board, peer, digit, TechniqueId::kForwardLooking)) return false;
    }
    return true;
  }
};

}  // namespace sudoku
