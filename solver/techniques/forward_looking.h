#pragma once
// fl, forward looking: a solved cell's digit leaves every peer. A peer left with one candidate is
// queued in turn (naked singles chain); a peer left with none is a contradiction.

#include "solver/board.h"
#include "solver/propagator.h"

namespace sudoku {

struct ForwardLooking {
  // false on contradiction.
  template <typename MaskT>
  static bool on_solved(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board, int cell) {
    const Geometry& geo = prop.geometry();
    if (!geo.has_peer_tables()) return on_solved_walking_peers(prop, board, cell);
    const int digit = board.value(cell);
    for (int peer : geo.peers(cell)) {
      if (!prop.eliminate(board, peer, digit, TechniqueId::kForwardLooking)) return false;
    }
    return true;
  }

 private:
  // Grids too large for peer tables. Kept out of line so that the table loop above, the hot path
  // of every size up to 128x128, stays as small as it was and its removals stay inlined.
  template <typename MaskT>
  [[gnu::noinline]] static bool on_solved_walking_peers(BasicPropagator<MaskT>& prop,
                                                        BasicBoard<MaskT>& board, int cell) {
    const int digit = board.value(cell);
    bool ok = true;
    prop.geometry().for_each_peer(
        cell, [&](int peer) { ok = ok && prop.eliminate(board, peer, digit, TechniqueId::kForwardLooking); });
    return ok;
  }
};

}  // namespace sudoku
