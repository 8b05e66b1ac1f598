#pragma once
// The fixed-size 9x9 search: depth-first over copies of a Bitboard9, with the configuration's fl,
// cp and intersections at every node and mrv's cell choice (see Bitboard9::choose_cell). On 9x9 a
// node costs a fraction of a microsecond, so guessing again is cheaper than learning's bookkeeping.
// Subsets and fish are left out: at the root they cost more than the guesses they save
// (--search=backtrack or learn apply them). What was measured, and the variants left out, are in
// results/notes/nine-by-nine.md, "Searches: bitboard9".
//
// Counters mean what they mean elsewhere: a node is a recursion, each digit tried a guess, each
// one whose subtree held no (further) solution a backtrack. A naked single is counted as a
// placement by fl, a hidden single by cp. Dead ends do not weigh later choices (no dom/wdeg).
//
// Boards live in a fixed array, one per depth, so the search allocates nothing.

#include <array>
#include <cstdint>

#include "solver/nine/bitboard9.h"
#include "solver/puzzle.h"
#include "solver/search_outcome.h"
#include "solver/solver_config.h"
#include "solver/stats.h"
#include "solver/stop_check.h"

namespace sudoku::nine {

class Search9 {
 public:
  Search9(const SolverConfig& config, Stats& stats);

  // Solves a 9x9 puzzle, counting up to the config's solution_limit; givens that clash end it at
  // once with outcome.clash set.
  SearchOutcome run(const Puzzle& puzzle);

 private:
  enum class Step { kGoOn, kStop };

  Step explore(int depth);

  const SolverConfig& config_;
  Stats& stats_;
  const Bitboard9::Rules rules_;
  const bool most_constrained_;
  StopCheck stop_;  // stepped by recursions, every 64th: nodes take well under a microsecond here
  std::array<Bitboard9, kCells + 1> stack_;  // every level places at least one more cell
  SearchOutcome outcome_;
};

}  // namespace sudoku::nine
