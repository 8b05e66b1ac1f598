#pragma once
// What a whole-board technique pass reports.

namespace sudoku {

enum class Progress {
  kNone,           // nothing deduced
  kChanged,        // at least one candidate removed
  kContradiction,  // the board cannot be completed
};

}  // namespace sudoku
