#pragma once
// Backtracking over copies of the board. At each node: stop if solved; otherwise pick a cell
// (with mrv the open cell with fewest candidates, else the first open one), and try its digits in
// ascending order on a copy, each followed by propagation to a fixed point.
// With no deducing technique it is the course's plain backtracking: the candidates of a cell are
// computed from its solved peers when it is reached, and nothing is propagated.
//
// Boards live on a stack preallocated per depth, so branching copies without allocating.

#include <cstdint>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/propagator.h"
#include "solver/solver_config.h"
#include "solver/stats.h"

namespace sudoku {

struct SearchOutcome {
  std::uint64_t solutions = 0;  // found, at most the config's limit
  bool stopped = false;         // the deadline or the cancel flag ended it early
  std::vector<int> first;       // digits of the first solution found
};

class Search {
 public:
  Search(const Geometry& geo, const SolverConfig& config, Propagator& prop, Stats& stats);

  // `start` must already be propagated.
  SearchOutcome run(const Board& start);

 private:
  // true: stop the whole search (solution limit reached, or stopped).
  bool explore(std::size_t depth);
  int choose_cell(const Board& board) const;
  Mask options(const Board& board, int cell) const;
  Mask legal_by_peers(const Board& board, int cell) const;
  bool try_digit(Board& child, int cell, int digit);
  bool should_stop();

  const Geometry& geo_;
  const SolverConfig& config_;
  Propagator& prop_;
  Stats& stats_;
  const bool deduces_;
  const bool most_constrained_;
  std::vector<Board> stack_;
  SearchOutcome outcome_;
};

}  // namespace sudoku
