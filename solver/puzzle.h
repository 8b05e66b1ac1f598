#pragma once
// A puzzle as read: its size and one entry per cell, a 0-based digit or kBlank.

#include <vector>

namespace sudoku {

inline constexpr int kBlank = -1;

struct Puzzle {
  int size = 0;            // N
  std::vector<int> cells;  // N*N entries, row-major: digit 0..N-1, or kBlank

  int given_count() const;
};

}  // namespace sudoku
