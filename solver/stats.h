#pragma once
// Counters of one solve. Deterministic: the same puzzle, technique set and seed give the same
// counts on any thread.

#include <array>
#include <cstdint>

#include "solver/technique_set.h"

namespace sudoku {

struct Stats {
  std::uint64_t recursions = 0;  // calls of the search (nodes visited, the root included)
  std::uint64_t guesses = 0;     // values tried at branch points
  // Decisions abandoned at a dead end. Backtracking (Search, Search9): guesses whose subtree held
  // no (further) solution. Learning: the decision levels each conflict's backjump undoes (a
  // restart's return to level 0 does not count).
  std::uint64_t backtracks = 0;
  // Learning only: clauses found false, each analysed into a learnt clause (or, at level 0, the
  // proof that there is no solution). The backtracking searches leave it at 0: their dead ends
  // are their backtracks.
  std::uint64_t conflicts = 0;
  std::uint64_t placements = 0;    // cells solved during the solve, by guess or deduction
  std::uint64_t eliminations = 0;  // candidates removed, all techniques together
  std::array<std::uint64_t, kTechniqueCount> placed{};      // cells solved, per technique
  std::array<std::uint64_t, kTechniqueCount> eliminated{};  // candidates removed, per technique

  // Learning only: what its conflict analysis and clause database did, to set beside a SAT
  // solver's statistics (results/notes/cadical-beside-native.md). No CSV column carries them;
  // bench/learning_profile.cpp prints them.
  struct Learning {
    std::uint64_t restarts = 0;         // returns to level 0, a mode switch's included (a rephase's not)
    std::uint64_t mode_switches = 0;    // between focused and stable
    std::uint64_t rephases = 0;         // resets of the saved phases (literal phases only)
    std::uint64_t false_decisions = 0;  // decisions of "cell c does not hold d" (literal phases only)
    std::uint64_t reductions = 0;       // of the clause database
    std::uint64_t learnt_clauses = 0;
    std::uint64_t uip_literals = 0;       // the learnt clauses' literals as first found (first UIP)
    std::uint64_t learnt_literals = 0;    // the same clauses' literals as kept: minimised and shrunk
    std::uint64_t clauses_dropped = 0;    // learnt clauses the reductions removed
    std::uint64_t reason_side_bumps = 0;  // literals bumped for being in a reason (reason_bumping)

    bool operator==(const Learning&) const = default;
  };
  Learning learning;

  bool operator==(const Stats&) const = default;
};

// Copies the counters every solver names alike, between Stats and the C interface's sb_counters
// (include/sudoku_bench/sudoku_bench.h), either way: the one place their list is written.
template <typename From, typename To>
void copy_common_counters(const From& from, To& to) {
  to.recursions = from.recursions;
  to.guesses = from.guesses;
  to.backtracks = from.backtracks;
  to.placements = from.placements;
  to.conflicts = from.conflicts;
  to.eliminations = from.eliminations;
}

}  // namespace sudoku
