#pragma once
// A 9x9 board as bit sets, for the fixed-size search (nine/search9.h): the rules of fl, cp and
// intersections become a few word operations over whole units and bands instead of loops over cells.
//
// A set of cells is three 27-bit band words: band b holds rows 3b..3b+2, and cell (r, c) is bit
// (r % 3) * 9 + c of band r / 3. The board keeps, per digit, the cells where the digit is still
// possible (a placed cell keeps its own digit's bit), and the cells not yet placed:
//   naked singles   open cells in exactly one digit's set: bit-sliced counting over the 9 sets;
//                   an open cell in none is a contradiction
//   hidden singles  a row, column or block where a digit's set has one cell; none: contradiction
//   pointing and claiming  per band (3 rows x 3 blocks) and per stack (3 columns x 3 blocks), the
//                   9-bit pattern of which row (column) segments of 3 cells still hold the digit
//                   indexes a table of what the two rules leave of it
// 176 bytes, copied to branch.

#include <array>
#include <cstdint>
#include <vector>

#include "solver/mask.h"
#include "solver/puzzle.h"
#include "solver/stats.h"

namespace sudoku::nine {

using Band = std::uint32_t;
using Cells = std::array<Band, 3>;
// A set of cells as the lanes of one 16-byte vector (GCC/Clang vector extensions): the three band
// words, and a fourth lane always empty. A rule then treats all three bands with one instruction.
using BandLanes = Band __attribute__((vector_size(16)));

inline constexpr int kSize = 9;
inline constexpr int kCells = 81;

class Bitboard9 {
 public:
  struct Rules {
    bool hidden_singles = true;  // cp
    bool intersections = true;   // pointing and claiming
  };

  // Left unset, to be assigned before use: the search keeps a board per depth, and setting all 82
  // on every solve costs a measurable part of an easy 9x9's time (results/notes/nine-by-nine.md).
  Bitboard9() = default;
  // Givens hold their one digit, as on the general board; none is placed yet (see place()).
  explicit Bitboard9(const Puzzle& puzzle);

  // Places every given of the puzzle the board was made from, at once: each digit leaves the peers
  // of its givens (fl's eliminations, counted; the givens are no placements). false when two
  // givens of a digit see each other. Only on a board as the constructor made it.
  bool place_givens(Stats& stats);

  // Places `digit` in `cell` and removes it from the cell's peers (fl's eliminations). Counted as
  // a placement on behalf of `by` (a TechniqueId index), or as a guess with kNoTechnique. false
  // when the digit is no longer possible there.
  static constexpr std::size_t kNoTechnique = kTechniqueCount;
  bool place(int cell, int digit, std::size_t by, Stats& stats);

  // Applies the rules to a fixed point. false on contradiction.
  bool propagate(Rules rules, Stats& stats);

  bool complete() const { return (open_[0] | open_[1] | open_[2]) == 0; }
  Mask candidates(int cell) const;
  // The open cell to branch on: with most_constrained one with the fewest candidates and, among
  // those, the most open peers; else the first open cell. -1 when every cell is placed.
  int choose_cell(bool most_constrained) const;
  std::vector<int> digits() const;  // placed cells' digits, kBlank elsewhere

 private:
  int open_peers(int cell) const;
  Cells fewest_candidates() const;           // the open cells with the fewest candidates
  int hidden_singles(Stats& stats);          // -1 contradiction, 0 nothing, 1 placed something
  bool pointing_and_claiming(Stats& stats);  // true when it removed something

  void mark_changed(unsigned digits) {  // a set of digits, bit d for digit d
    unchecked_singles_ |= digits;
    unchecked_locked_ |= digits;
  }

  std::array<BandLanes, kSize> candidates_;  // per digit: cells where it is still possible
  BandLanes open_;                           // cells not yet placed
  // Digits whose cells changed since hidden singles, or pointing and claiming, last looked at them:
  // the others cannot have anything new to show.
  std::uint16_t unchecked_singles_;
  std::uint16_t unchecked_locked_;
};

}  // namespace sudoku::nine
