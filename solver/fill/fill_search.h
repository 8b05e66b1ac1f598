#pragma once
// The fill search: fills a grid that arrives mostly open (an empty grid, or one with a few of a
// valid grid's cells given) row by row, with no table larger than N^2, so that it runs at every
// size to 512x512, where learning's N^3 literals do not fit.
//
// The state is what the placed digits imply and nothing more, kept up to date one placement at a
// time and undone from a trail (no board copies: a 512x512 board is 16 MiB):
//
//   digit_[c]         the digit placed in cell c, or kBlank
//   used_[u]          the digits placed in unit u (a cell's candidates: those in none of its units)
//   places_[d*3N + u] how many open cells of unit u still take digit d
//   options_[c]       how many digits open cell c still takes
//
// Decisions fill the grid row by row: the first open cell, and its digit with the fewest places
// left in its three units (then the fewest summed), as learning's fill mode does; a placement
// propagates naked and hidden singles; a dead end undoes the trail back to the last decision with
// an untried digit (chronological backtracking); from the first dead end on, Hall sets are checked
// too (fill_hall_sets.cpp). Empty grids meet no dead end. Chronological backtracking thrashes on
// grids with givens, where a dead end often comes from a digit chosen rows above, so after a run of
// dead ends the search undoes the last rows' decisions (restart_rows()) and fills them again,
// from then on taking in each row the open cell with the fewest digits, the digit with the fewest
// places summed first, ties broken by a hash of the run (decision_cell(), fewest_places_digit()). After
// FillSchedule::dead_ends_alone dead ends it gives up, and solve() runs the usual search on the grid
// (results/notes/fill-mode.md for why, results/notes/fill-search.md for the times; conflict-directed
// backjumping was measured there, and did not help).
//
// solve() first fills each band within band column sets by edge colouring (band_colouring.h), and
// runs this search where that gives up, within the same sets (band_column_sets.h): each cell takes only the
// digits its band puts in its column, the bands are independent, a placement meets 2h peers instead
// of 3N, and a restart stays within the band. Empty grids meet a few dead ends there; Hall sets stay
// off, as they cost more than they save (results/notes/band-column-sets.md, "Band column sets").

#include <array>
#include <cstdint>
#include <vector>

#include "solver/board.h"
#include "solver/dirty_units.h"
#include "solver/geometry.h"
#include "solver/search_outcome.h"
#include "solver/solver_config.h"
#include "solver/stats.h"
#include "solver/stop_check.h"

namespace sudoku {

template <typename MaskT>
class BasicFillSearch {
 public:
  // Grids it takes: above the fill_above_size setting, at least fill_open_percent open after
  // singles at the root (the gate learning's fill mode reads too: one setting for both), for the
  // first solution only, nothing ruled out and no phase hint (those ask for the usual search).
  // A run ends after FillSchedule::restart_dead_ends times Luby's i-th term dead ends (1, 1, 2, 1,
  // 1, 2, 4, ...), and undoes restart_rows times that term of rows above the row of the dead end.
  static bool applies_to(const Geometry& geo, const BasicBoard<MaskT>& board, const SolverConfig& config);

  // The search gives up after `dead_end_budget` dead ends.
  BasicFillSearch(const Geometry& geo, const SolverConfig& config, Stats& stats,
                  std::uint64_t dead_end_budget);
  // Each cell takes only the digits its band puts in its column (band_column_sets.h), and the
  // search gives up after `dead_end_budget` dead ends; a grid it finds none for may still have one.
  BasicFillSearch(const Geometry& geo, const SolverConfig& config, Stats& stats, std::vector<MaskT> band_sets,
                  std::uint64_t dead_end_budget);

  // Fills the board's solved cells' digits out to a whole grid: one solution, none when the
  // search proves there is none, or gave_up (or stopped) with nothing found.
  SearchOutcome run(const BasicBoard<MaskT>& start);
  std::uint64_t dead_ends() const { return dead_ends_; }  // met by run() so far

 private:
  struct Level {
    std::size_t trail_mark;  // trail_.size() before this decision's placement
    int cell;
    MaskT tried;  // the digits tried at this cell so far
  };
  struct UnitDigit {
    int unit;
    int digit;
  };

  MaskT candidates(int cell) const;
  const MaskT& band_set(int row, int col) const {
    return band_sets_[std::size_t(row / geo_.block_rows()) * n_ + col];
  }
  int fewest_places_digit(int cell, const MaskT& allowed) const;
  int decision_cell();
  void place(int cell, int digit);
  void unplace(int cell, int digit);
  void lose_place(int unit, int digit);  // one open cell of unit no longer takes digit
  // One digit's rows of taken_ and the block shape, read once per walk over a cell's peers.
  struct PeerWalk {
    const std::uint8_t* taken;
    int br, bc, per_band;
  };
  PeerWalk peer_walk(int digit) const;
  template <typename F>
  void visit_if_taking(const PeerWalk& walk, int r, int c, F& f) const;
  template <typename F>
  void for_each_peer_taking(int cell, int digit, F&& f) const;
  template <typename F>
  void for_each_band_peer_taking(int cell, int digit, F&& f) const;
  bool propagate();
  bool place_hidden_single(const UnitDigit& single);
  void undo_to(std::size_t mark);
  bool backtrack();
  void restart_rows();
  // Hall sets (fill_hall_sets.cpp); kind: 0 row, 1 column, 2 block, as in Geometry::units_of.
  void unmatch(int cell, int kind, int unit);
  void match(int cell, int kind, int unit, int digit);
  void match_placed(int cell, int digit);
  void unmatch_lost(int cell, int digit, const std::array<int, 3>& units);
  bool augment(int cell, int kind, int unit, MaskT& visited);
  bool check_hall_sets();
  void start_hall_sets();  // to the last decision with an untried digit, placed; false when none is left
  int& places(int unit, int digit) { return places_[std::size_t(digit) * 3 * n_ + unit]; }

  const Geometry& geo_;
  const SolverConfig& config_;
  Stats& stats_;
  StopCheck stop_;
  int n_;
  MaskT full_;
  std::vector<int> digit_;
  std::vector<MaskT> used_;
  std::vector<std::uint8_t> taken_;  // taken_[d*3N + u]: digit d placed in unit u (used_ by digit)
  std::vector<int> places_;          // places_[d*3N + u]
  std::vector<int> options_;
  std::vector<int> trail_;  // placed cells, in order (their digits are in digit_)
  std::vector<Level> levels_;
  std::vector<int> naked_;         // cells left with one digit, to place
  std::vector<UnitDigit> hidden_;  // digits left with one place in a unit, to place
  std::vector<int> match_;         // match_[3c + kind]: the digit matched to cell c in that unit, or -1
  std::vector<int> owner_;         // owner_[u*N + d]: the cell matched to d in unit u, or -1
  std::vector<MaskT> owned_;       // the digits matched in each unit
  DirtyUnits dirty_;               // units whose matching lost a pair
  bool hall_sets_ = false;         // on from the first dead end (empty grids meet none)
  bool conflict_ = false;          // the last placements left a cell or a unit's digit without a place
  int fill_from_ = 0;              // no open cell comes before it
  std::uint64_t run_ = 0;          // restarts so far: 0 keeps the first run's order, else seeds the ties
  std::vector<MaskT> band_sets_;   // empty, or band_sets_[band*N + col]: the digits cells there take
  std::vector<int> band_columns_;  // band_columns_[(band*N + d)*h + k]: the k-th column whose set holds d
  std::uint64_t dead_end_budget_;
  std::uint64_t dead_ends_ = 0;
};

}  // namespace sudoku
