#pragma once
// The learning search's schedules (when it restarts, cleans its clause database and starts hidden
// pairs, all counted in conflicts) and the grid sizes that switch its costlier steps on. Each
// default is the value measured best, on the workload named beside it. The switch from
// fewest-candidates-first to activity-first decisions is SolverConfig::activity_order_after.

#include <cstdint>

namespace sudoku {

struct LearningSchedule {
  // Restarts: the k-th comes restart_unit * luby(k) conflicts after the one before (the Luby
  // series 1 1 2 1 1 2 4 ...), keeping what was learnt. Seeds 0-3, 20 s limit: gecode_frisch_25x25
  // took 4.14 million conflicts at 100, 4.37 at 50 and 4.26 at 250; puzzles_7_bigger.txt 366,000,
  // 506,000 and 536,000.
  std::uint64_t restart_unit = 100;

  // Clause-database reductions: the first after reduction_interval conflicts, and after the k-th
  // the next reduction_interval + reduction_growth * k conflicts later.
  std::uint64_t reduction_interval = 2000;
  std::uint64_t reduction_growth = 300;
  // A reduction keeps every clause of at most kept_size literals or of LBD at most kept_lbd, and
  // every clause that is a reason; of the others it drops the half of highest LBD.
  int kept_size = 2;
  int kept_lbd = 2;

  // Modes (modes.cpp), on grids above modes_above_size: the search starts focused and switches to
  // stable after first_mode_length conflicts, back to focused after as many again, and so on, each
  // focused and stable pair twice as long as the one before (1,000 conflicts focused, 1,000
  // stable, 2,000, 2,000, 4,000, ...). Counting stays focused. 0 never switches.
  // Holes grids (scripts/holes.py, 36x36 at 45% givens, 10 puzzles, seeds 0-3, 10 s limit) took
  // 39 s in all instead of 118 s, 2 timeouts instead of 6; 500 did as well, 200 worse.
  // On unique puzzles up to 25x25 it is a wash at best: puzzles_7_bigger.txt (seeds 0-7) took
  // 1.10 of the time at 1,000 (0.94 at 500), gecode_frisch_25x25 (seeds 0-1, 20 s limit) 0.85
  // (1.19 at 500), both within their seed-to-seed spread; so grids up to 25x25, where holes grids
  // are easy anyway (under 1,000 conflicts), keep the focused search and its counters.
  std::uint64_t first_mode_length = 1000;
  int modes_above_size = 25;

  // In a portfolio race with a clause exchange (SolverConfig::exchange), the learnt clauses of at
  // most this many literals are published to the other members. Two members on puzzles_7_bigger.txt
  // (seeds 0-15, per-puzzle wall time summed over the seeds): 37.8 s with 8 against 52.8 s without
  // sharing, 46.9 s with 30; on gecode_frisch_25x25 8 and 30 did alike (seeds 4 and 6: 76.6 and 72.1 s
  // against 122.9 s without).
  int shared_size = 8;

  // Each conflict bumps activities by this factor more than the one before: newer conflicts weigh
  // more (decay 0.95). A decay of 0.90 took 5.01 million conflicts on gecode_frisch_25x25 and
  // 451,000 on puzzles_7_bigger.txt (seeds 0-3), against 4.14 million and 366,000.
  double activity_decay = 1.0 / 0.95;

  // Shrinking learnt clauses pays above 16x16: on the 24x24 and 25x25 of puzzles_7_bigger.txt it
  // takes a third fewer conflicts (seeds 0-7), on gecode_frisch_25x25 and lewis_general_25x25 a
  // fifth to a half fewer; on 16x16 it saves few conflicts and each costs about 7% more.
  int shrink_above_size = 16;

  // Hidden pairs cut conflicts by about a third on hard 16x16 and pay for their cost there
  // (tjstyle_variety_16x16 over seeds 0-7: 0.93 of the time); on puzzles_7_bigger's 24x24/25x25
  // each conflict costs a fifth more and conflicts did not fall (1.03-1.15), so bigger grids go
  // without.
  int hidden_pairs_up_to_size = 16;
  // They start at this conflict, so that puzzles needing fewer do not pay for their checks: from
  // the first conflict, the 10x10 to 15x15 of puzzles_6 took 1.08 of the time and the easy
  // lewis_general_16x16 1.02; from the tenth, 0.99 and 1.005, while tjstyle keeps most of the gain.
  std::uint64_t hidden_pairs_from_conflict = 10;

  // Hall sets (hall_sets.cpp: all-different on each unit, complete, with reasons). Measured with
  // scripts/seed_sweep.py (results/hall_sets.md) they cut conflicts by a fifth to a third from 16x16
  // to 25x25, but each conflict costs 1.3-1.5 times as much, so that no set got faster: off.
  bool hall_sets = false;

  // Fill mode, for grids with few givens: above fill_above_size, when at least fill_open_percent of
  // the cells are open at the start and the search looks for one solution, decisions take the
  // first open cell row by row and its digit with fewest places left in its units (then fewest
  // summed over the three), and Hall sets are on (with the subsets technique). Row by row, a row
  // whose Hall sets hold can always be finished, and so (with square blocks) can the last band,
  // where the fewest-candidates-first search kept failing; empty and 5-20% given grids from 64x64
  // to 120x120 then fill with no conflict (empty) to a few hundred instead of timing out
  // (results/README.md, "Empty and sparse grids"). After fill_conflicts conflicts the usual decisions take over, Hall sets
  // staying on. Up to 49x49 the usual search fills empty grids with a few conflicts, faster than
  // the Hall sets' cost; there, and on grids with more givens, nothing changes.
  int fill_above_size = 49;
  int fill_open_percent = 75;
  std::uint64_t fill_conflicts = 1000;

  // Above this size the search is laid out for large grids: literals only for the cells open at the
  // start (the others stand for two literals fixed at level 0), and a placement's peers walked
  // through its three units, since the geometry keeps no peer tables there. Below it the tables
  // are a literal per cell and digit, as cheap to index as can be. Tests set it lower, so that the
  // large-grid layout runs on grids whose counts are known; only a search on a wide candidate set
  // (BasicLearningSearch<WideMask<W>>) takes it, the one-word search (N <= 64) never does.
  int compact_above_size = 128;
};

}  // namespace sudoku
