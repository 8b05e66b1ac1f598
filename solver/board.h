#pragma once
// The search state: one candidate mask per cell. A solved cell has exactly one candidate.
//
//   cells_[c]  bit d set = digit d still possible in cell c   (c row-major, 0 .. N*N-1)
//   solved_    how many cells have exactly one candidate
//
// Plain data, copied to branch: copy-assigning into a board of the same size reuses its storage,
// so the search's preallocated stack of boards allocates nothing while it runs.
//
// A template over the candidate set (solver/mask.h): Board is the one-word board of N <= 64,
// BasicBoard<WideMask<W>> a larger one.

#include <span>
#include <vector>

#include "solver/geometry.h"
#include "solver/mask.h"
#include "solver/puzzle.h"

namespace sudoku {

enum class Removal {
  kAbsent,   // the digit was not a candidate: nothing changed
  kRemoved,  // removed, two or more candidates left
  kSolved,   // removed, one candidate left: the cell is now solved
  kEmptied,  // removed the last candidate: a contradiction
};

template <typename MaskT>
class BasicBoard {
 public:
  explicit BasicBoard(const Geometry& geo);  // every candidate open
  // Givens become single-candidate cells; nothing is propagated yet.
  BasicBoard(const Geometry& geo, const Puzzle& puzzle);

  MaskT candidates(int cell) const { return cells_[cell]; }
  bool has(int cell, int digit) const { return has_bit(cells_[cell], digit); }
  bool is_solved(int cell) const { return is_single(cells_[cell]); }
  int value(int cell) const { return is_solved(cell) ? lowest_digit(cells_[cell]) : kBlank; }
  int cell_count() const { return static_cast<int>(cells_.size()); }
  int solved_count() const { return solved_; }
  bool complete() const { return solved_ == cell_count(); }

  // For every digit at once, by bit-sliced counting over `cells` (a unit): the digits that are a
  // candidate in at least one, at least two, and at least three of them.
  struct PlaceCounts {
    MaskT once = 0;
    MaskT twice = 0;
    MaskT more = 0;
  };
  PlaceCounts count_places(std::span<const int> cells) const {
    PlaceCounts counts;
    for (int cell : cells) {
      const MaskT m = cells_[cell];
      counts.more |= counts.twice & m;
      counts.twice |= counts.once & m;
      counts.once |= m;
    }
    return counts;
  }

  Removal eliminate(int cell, int digit) {
    MaskT& m = cells_[cell];
    if (!has_bit(m, digit)) return Removal::kAbsent;
    clear_bit(m, digit);
    if (m == 0) {
      --solved_;  // it was solved with this very digit
      return Removal::kEmptied;
    }
    if (is_single(m)) {
      ++solved_;
      return Removal::kSolved;
    }
    return Removal::kRemoved;
  }

  // Keeps only the cell's digits in `keep`: the digits removed. Solved or emptied as that many
  // eliminate() calls would leave it.
  MaskT restrict_to(int cell, const MaskT& keep) {
    MaskT& m = cells_[cell];
    const MaskT removed = m & ~keep;
    if (removed == 0) return removed;
    const bool was_solved = is_single(m);
    m &= keep;
    if (!was_solved && is_single(m)) ++solved_;
    if (was_solved && m == 0) --solved_;
    return removed;
  }

  // Sets the cell to one digit directly, without looking at peers (plain backtracking's move).
  void place(int cell, int digit);

  // Solved cells' digits, kBlank elsewhere.
  std::vector<int> digits() const;

 private:
  std::vector<MaskT> cells_;
  int solved_ = 0;
};

using Board = BasicBoard<Mask>;

}  // namespace sudoku
