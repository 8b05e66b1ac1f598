#pragma once
// cp, constraint propagation: every digit must appear in every unit. Checked for some digits of one
// unit after those digits left one of its cells: a digit with no place left is a contradiction; a
// digit with one place left, in a cell that still has other candidates, is placed there.

#include "solver/board.h"
#include "solver/propagator.h"

namespace sudoku {

struct HiddenSingle {
  // Checks `digits` in `unit`. false on contradiction.
  template <typename MaskT>
  static bool check(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board, int unit, MaskT digits) {
    const auto cells = prop.geometry().unit(unit);
    // One pass finds, for all digits at once, those with at least one and at least two places.
    const typename BasicBoard<MaskT>::PlaceCounts places = board.count_places(cells);
    if ((digits & ~places.once) != 0) {
      prop.note_conflict_unit(unit);
      return false;
    }
    for (MaskT singles = digits & ~places.twice; singles != 0; singles = drop_lowest(singles)) {
      const int digit = lowest_digit(singles);
      int home = -1;
      for (int cell : cells) {
        if (board.has(cell, digit)) home = cell;
      }
      // An earlier placement in this pass may have taken the digit's last place.
      if (home < 0) {
        prop.note_conflict_unit(unit);
        return false;
      }
      if (!board.is_solved(home) && !prop.assign(board, home, digit, TechniqueId::kHiddenSingle)) {
        return false;
      }
    }
    return true;
  }
};

}  // namespace sudoku
