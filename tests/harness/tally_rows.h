#pragma once
// Rows into a Tally, as the summary tests write them: a solve with its status, counters and time,
// or a line that is no puzzle.

#include "harness/report/tally.h"
#include "solver/stats.h"

namespace sudoku::harness {

// `guesses_known`: the solver counts guesses and recursions.
inline void add_solve(Tally& tally, BackendStatus status, const Stats& stats, double us,
                      bool guesses_known = true) {
  TallyRow row;
  row.status = status;
  row.us = us;
  if (guesses_known) row.guesses = stats.guesses;
  row.recursions = stats.recursions;
  tally.add(row);
}

inline void add_invalid(Tally& tally) { tally.add(TallyRow{}); }

}  // namespace sudoku::harness
