#pragma once
// The puzzle after the native propagation at the root (fl and cp to their fixed point), as plain
// lists: what an encoding for another solver starts from, so that it covers only the candidates
// the project's own propagation leaves.
//
//   value[c]                      the cell's digit once solved, kBlank while open
//   digits[begin[c] .. begin[c+1])  an open cell's candidates, ascending (empty for a solved cell)

#include <cstdint>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku::backends {

struct CandidateGrid {
  int size = 0;
  bool contradiction = false;        // propagation emptied a cell or a unit's place for a digit
  std::vector<int> value;            // per cell: the digit, or kBlank while open
  std::vector<std::uint64_t> begin;  // per cell and one past the last: offsets into `digits`
  std::vector<std::uint16_t> digits;

  std::uint64_t candidate_count() const { return digits.size(); }
  std::uint64_t open_count(int cell) const { return begin[cell + 1] - begin[cell]; }
};

// Propagates the givens with fl and cp to a fixed point and lists what is left.
CandidateGrid propagate_root(const Geometry& geo, const Puzzle& puzzle);

}  // namespace sudoku::backends
