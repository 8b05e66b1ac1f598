#pragma once
// A puzzle as read: its size, one entry per cell (a 0-based digit or kBlank), and the form of
// its line, so that its solution can be written back the same way.

#include <vector>

namespace sudoku {

inline constexpr int kBlank = -1;

// How a puzzle line is written.
enum class LineForm {
  kText,      // one character a cell: 1-9, then A, B, ... ('.' blank), up to N = kMaxTextSize
  kIntegers,  // N*N decimal numbers 1..N between spaces, tabs or commas (0 or '.' blank)
};

struct Puzzle {
  int size = 0;                     // N
  std::vector<int> cells;           // N*N entries, row-major: digit 0..N-1, or kBlank
  LineForm form = LineForm::kText;  // the form it was read in

  int given_count() const;
};

}  // namespace sudoku
