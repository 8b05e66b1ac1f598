#pragma once
// cp, constraint propagation: every digit must appear in every unit. Checked for one digit in one
// unit after that digit left one of the unit's cells: no place left is a contradiction; one place
// left, in a cell that still has other candidates, places the digit there.

#include "solver/board.h"
#include "solver/propagator.h"

namespace sudoku {

struct HiddenSingle {
  // false on contradiction.
  static bool check(Propagator& prop, Board& board, int unit, int digit) {
    int home = -1;
    for (int cell : prop.geometry().unit(unit)) {
      if (!board.has(cell, digit)) continue;
      if (home >= 0) return true;  // two places or more: nothing to deduce
      home = cell;
    }
    if (home < 0) {
      prop.note_conflict_unit(unit);
      return false;
    }
    if (board.is_solved(home)) return true;
    return prop.assign(board, home, digit, TechniqueId::kConstraintPropagation);
  }
};

}  // namespace sudoku
