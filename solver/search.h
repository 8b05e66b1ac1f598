#pragma once
// Backtracking over copies of the board. At each node: stop if solved; otherwise pick a cell
// (with mrv the open cell with fewest candidates, optionally weighted by past failures; else the
// first open one), and try its digits in ascending order on a copy, each followed by propagation
// to a fixed point.
// With the places strategy, a node whose most constrained cell has three or more candidates
// branches instead, when it can, on a digit with exactly two places in a unit: a two-way branch
// (the digit goes to one place or the other) rather than a three-or-more-way one.
// With no deducing technique it is plain backtracking: the candidates of a cell are
// computed from its solved peers when it is reached, and nothing is propagated.
//
// Boards live on a stack preallocated per depth, so branching copies without allocating.
// A template over the candidate set, as BasicBoard is; Search is the one-word one.

#include <cstdint>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/propagator.h"
#include "solver/search_outcome.h"
#include "solver/solver_config.h"
#include "solver/stats.h"
#include "solver/stop_check.h"

namespace sudoku {

template <typename MaskT>
class BasicSearch {
 public:
  using Board = BasicBoard<MaskT>;
  using Propagator = BasicPropagator<MaskT>;

  BasicSearch(const Geometry& geo, const SolverConfig& config, Propagator& prop, Stats& stats);

  // Whether the configuration makes this search branch on places (the places strategy needs mrv
  // and a deducing technique to apply).
  static bool branches_on_places(const SolverConfig& config);

  // `start` must already be propagated. With a budget, gives up after that many dead ends.
  SearchOutcome run(const Board& start, std::uint64_t dead_end_budget = 0);

 private:
  enum class Step { kGoOn, kStop };

  Step explore(std::size_t depth);
  int choose_cell(const Board& board) const;
  // A unit's digit with exactly two places, as (first place, second place, digit), from the
  // unit that took part in most dead ends; false when no unit has one.
  struct TwoPlaces {
    int first;
    int second;
    int digit;
  };
  bool choose_two_places(const Board& board, TwoPlaces& out) const;
  int weight_of(int cell) const;
  MaskT options(const Board& board, int cell) const;
  MaskT legal_by_peers(const Board& board, int cell) const;
  bool try_digit(Board& child, int cell, int digit);
  void bump_unit_weights(int cell);  // dom/wdeg: the units of a dead end weigh more (not learning)

  const Geometry& geo_;
  const SolverConfig& config_;
  Propagator& prop_;
  Stats& stats_;
  const bool deduces_;
  const bool most_constrained_;
  const bool weighted_;
  const bool place_branching_;
  StopCheck stop_;  // stepped by recursions
  std::vector<Board> stack_;
  std::vector<int> unit_weight_;  // 1 + dead ends each unit took part in
  std::uint64_t give_up_at_ = 0;  // backtrack count that ends the search (0 = never)
  SearchOutcome outcome_;
};

using Search = BasicSearch<Mask>;

}  // namespace sudoku
