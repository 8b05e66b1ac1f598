#pragma once
// Counters of one solve. Deterministic: the same puzzle, technique set and seed give the same
// counts on any thread.

#include <array>
#include <cstdint>

#include "solver/technique_set.h"

namespace sudoku {

struct Stats {
  std::uint64_t recursions = 0;    // calls of the search (nodes visited, the root included)
  std::uint64_t guesses = 0;       // values tried at branch points
  std::uint64_t backtracks = 0;    // guesses whose subtree held no (further) solution
  std::uint64_t placements = 0;    // cells solved during the solve, by guess or deduction
  std::uint64_t eliminations = 0;  // candidates removed, all techniques together
  std::array<std::uint64_t, kTechniqueCount> placed{};      // cells solved, per technique
  std::array<std::uint64_t, kTechniqueCount> eliminated{};  // candidates removed, per technique

  bool operator==(const Stats&) const = default;
};

}  // namespace sudoku
