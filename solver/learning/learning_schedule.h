#pragma once
// The learning search's schedules (when it restarts, cleans its clause database and starts hidden
// pairs, all counted in conflicts) and the grid sizes that switch its costlier steps on. Each
// default is the value measured best; the figures are in results/notes/settings.md, under the
// field's name, and solver/solver_settings.h sets each field by that name. The switch from
// fewest-candidates-first to activity-first decisions is SolverConfig::activity_order_after.

#include <cstdint>

namespace sudoku {

struct LearningSchedule {
  // Restarts: the k-th comes restart_unit * luby(k) conflicts after the one before (the Luby
  // series 1 1 2 1 1 2 4 ...), keeping what was learnt; 100 took the fewest conflicts of 50, 100
  // and 250 (results/notes/settings.md: restart_unit).
  std::uint64_t restart_unit = 100;

  // Clause-database reductions: the first after reduction_interval conflicts, and after the k-th
  // the next reduction_interval + reduction_growth * k conflicts later.
  std::uint64_t reduction_interval = 2000;
  std::uint64_t reduction_growth = 300;
  // A reduction keeps every clause of at most kept_size literals or of LBD at most kept_lbd, and
  // every clause that is a reason; of the others it drops reduction_drop_percent, those of
  // highest LBD (results/notes/settings.md: reduction_drop_percent).
  int kept_size = 2;
  int kept_lbd = 2;
  int reduction_drop_percent = 50;

  // Modes (modes.cpp), on grids above modes_above_size: the search starts focused and switches to
  // stable after first_mode_length conflicts, back to focused after as many again, and so on, each
  // focused and stable pair twice as long as the one before (1,000 conflicts focused, 1,000
  // stable, 2,000, 2,000, 4,000, ...). Counting stays focused. 0 never switches. They pay on holes
  // grids above 25x25 and are a wash on unique puzzles up to 25x25, which keep the focused search
  // and its counters (results/notes/settings.md: first_mode_length), but for the long searches
  // of 25x25, below.
  std::uint64_t first_mode_length = 1000;
  int modes_above_size = 25;

  // Modes with literal phases (phases.cpp), on grids above literal_modes_above_size up to
  // modes_above_size (25x25): focused up to literal_modes_from_conflict, then stable and focused
  // in turn as above, stable mode deciding as CaDiCaL does: the most active open literal, given its
  // target value, true or false. A rephase (at the first stable mode, then rephase_interval * k
  // conflicts after the k-th, in both modes) goes back to level 0 and resets the saved values. On
  // gecode_frisch_25x25 they took 0.73x the conflicts from conflict 1,000 on, but cost
  // puzzles_7_bigger.txt 1.07x (seeds 1-16) and 1.7x at seed 0, whose long searches end near
  // 30,000 conflicts; from 30,000 on, frisch takes 0.91x (seeds 0-16) and that file is as
  // before. Above 25x25 the cell's target digit solves more of the holes peak: 36x36 at 45-50%,
  // 12 of 20 against 8 (results/notes/settings.md: literal_modes_above_size).
  int literal_modes_above_size = 24;
  std::uint64_t literal_modes_from_conflict = 30000;
  std::uint64_t rephase_interval = 1000;
  // The search read at conflict literal_modes_early_conflict (0: never): if its conflicts so far
  // came at a mean decision level above literal_modes_early_level, the literal modes start there
  // and then. Deep conflicts mark gecode_frisch_25x25's long searches (mean level 14-16 on lines
  // 1, 9, 10 and 15), not the course file's (8-14): over seeds 1-24, 0.89x the conflicts on
  // gecode_frisch_25x25 and 0.96x on the course file, whose seed 8 takes 1.33x
  // (results/notes/settings.md: literal_modes_early_level).
  std::uint64_t literal_modes_early_conflict = 1000;
  double literal_modes_early_level = 14;

  // In a portfolio race with a clause exchange (SolverConfig::exchange), the learnt clauses of at
  // most this many literals are published to the other members: 8 beat 30 and no sharing
  // (results/notes/settings.md: shared_size).
  int shared_size = 8;

  // Each conflict bumps activities by this factor more than the one before: newer conflicts weigh
  // more (decay 0.95, which took fewer conflicts than 0.90; results/notes/settings.md).
  double activity_decay = 1.0 / 0.95;

  // Shrinking learnt clauses pays above 16x16, where it saves a third of the conflicts; on 16x16
  // it saves few and makes each dearer (results/notes/settings.md: shrink_above_size).
  int shrink_above_size = 16;

  // Hidden pairs cut conflicts on hard 16x16 and pay for their cost there; above, conflicts cost
  // more and did not fall, so bigger grids go without. They start at hidden_pairs_from_conflict,
  // so that puzzles needing fewer conflicts do not pay for their checks (results/notes/settings.md:
  // hidden_pairs_up_to_size).
  int hidden_pairs_up_to_size = 16;
  std::uint64_t hidden_pairs_from_conflict = 10;

  // With the intersections technique, pointing and claiming stop at the first restart from this
  // conflict on (0: they never stop). They save conflicts early, but their reasons are long: past
  // 10,000 conflicts a search is cheaper per conflict without them, gecode_frisch_25x25 0.84x the
  // time and puzzles_7_bigger.txt as before (results/notes/settings.md:
  // intersections_until_conflict).
  std::uint64_t intersections_until_conflict = 10000;

  // Hall sets (hall_sets.cpp: all-different on each unit, complete, with reasons): they cut
  // conflicts, but each conflict costs more and no set got faster, so off (results/hall_sets.md,
  // results/notes/settings.md: hall_sets).
  bool hall_sets = false;

  // Reason-side bumping (reason_bumping.cpp, CaDiCaL's bumpreason): the literals of the reasons of
  // the learnt clause's literals are bumped too. On gecode_frisch_25x25 0.80x the conflicts over
  // seeds 1-18, puzzles_7_bigger.txt 0.94x over seeds 1-24 but worse at three of its seeds 1-8;
  // off until the perf table is measured with it (results/notes/settings.md: reason_bumping).
  bool reason_bumping = false;

  // Fill mode, for grids with few givens: above fill_above_size, when at least fill_open_percent of
  // the cells are open at the start and the search looks for one solution, decisions take the
  // first open cell row by row and its digit with fewest places left in its units (then fewest
  // summed over the three), and Hall sets are on (with the subsets technique). Row by row, a row
  // whose Hall sets hold can always be finished, and so (with square blocks) can the last band,
  // where the fewest-candidates-first search kept failing; empty and 5-20% given grids from 64x64
  // to 120x120 then fill with no conflict (empty) to a few hundred instead of timing out
  // (results/notes/fill-mode.md). After fill_conflicts conflicts the usual decisions take
  // over, Hall sets staying on. Up to 49x49 the usual search fills empty grids with a few conflicts, faster
  // than the Hall sets' cost; there, and on grids with more givens, nothing changes. solve() gives such
  // grids to the fill search first (solver/fill/fill_search.h): fill mode sees them only when it hands over.
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
