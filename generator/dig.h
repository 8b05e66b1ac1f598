#pragma once
// Digging a puzzle out of a complete grid: givens are removed one at a time (or two, symmetric
// about the centre), in random order, and each removal is kept only if the puzzle keeps exactly
// one solution. One pass over every cell gives a minimal puzzle: a given kept once stays
// necessary, since removing others later can only add solutions.

#include <atomic>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "generator/random_stream.h"
#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/rating.h"
#include "solver/solver_config.h"

namespace sudoku::generator {

struct DigSpec {
  // Stop removing once the puzzle has at most this many givens (exactly this many unless a
  // symmetric pair steps over it). Empty: dig through every cell.
  std::optional<int> givens;
  // Try every cell, also after reaching `givens`: the puzzle is then minimal.
  bool minimal = false;
  // Remove cells in pairs, the cell and its mirror through the centre (rotational symmetry).
  bool symmetric = false;
  // A rung of the ladder (not kGuessing): keep only removals after which that rung still solves
  // the puzzle with no guess. Uniqueness then needs no search (a rung that fills the grid proves
  // it), and the puzzle's rating is at most the rung.
  std::optional<Difficulty> solvable_at;
  // Before the searching pass, a pass that takes every removal the intersections rung still
  // solves (no search at all), so that the searching pass starts below the hardest share of givens.
  // Checked at random, the removals of a 24x24 or 25x25 meet that share (about 45% given, where
  // the searches for another solution take seconds) on the way down: 2 minimal 24x24 took 32 s,
  // a 25x25 over 60 s; with this pass 4 s and 13 s each, with fewer givens (230 against 242 on
  // 24x24). The puzzles lean easier, though: of 2,000 minimal 9x9, 322 needed guessing instead of
  // 782, so it is used only where it is needed (generate_puzzle.h). The intersections rung, not
  // fish: it stops within a given or two of where fish stops, at a tenth of the cost on 49x49
  // (results/notes/generated-puzzles.md).
  bool rung_pass_first = false;
  // The searching passes' effort per check, in SolverConfig::effort_limit's steps (conflicts, for
  // the learning search that checks above 9x9): the first pass's, then times `effort_growth` from
  // pass to pass up to `last_effort`. A check that runs out is tried again in the next pass, after
  // the cheap ones; after the last pass it keeps its given, unless the puzzle is to be minimal,
  // whose last pass is unbounded. By default one unbounded pass; generate_puzzle.h bounds them
  // where checks can run for minutes.
  std::uint64_t first_effort = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t effort_growth = 4;
  std::uint64_t last_effort = std::numeric_limits<std::uint64_t>::max();
  // The deadline and cancel flag of every uniqueness check (a check cut short keeps its given).
  SolverConfig stops;
  // When set, every removal tried is also added here, where another thread may read it: the
  // progress of a puzzle that takes minutes, which DigCounts tells only at its end.
  std::atomic<std::uint64_t>* checks_seen = nullptr;

  // Whether the puzzle dug is minimal: every cell tried (no `givens`, or `minimal`), its last
  // searching pass unbounded. A rung's dig (`solvable_at`) is not: it keeps what the rung cannot
  // remove.
  bool digs_minimal() const { return !solvable_at && (minimal || !givens); }
};

struct DigCounts {
  std::uint64_t checks = 0;     // removals tried
  std::uint64_t searches = 0;   // searches for another solution (a rung did not settle the check)
  std::uint64_t undecided = 0;  // checks whose searches ran out of effort (the removal is tried again later)
};

// What a uniqueness check found: the removal keeps one solution, admits another, or its search ran
// out of the effort it was given before it could tell.
enum class Uniqueness { kUnique, kNotUnique, kUndecided };

// The fewest givens a puzzle of N x N with one solution can have, as far as is known: 17 at 9x9
// (proven by exhaustive search), 4 at 4x4; N-1 elsewhere, since two digits absent from the givens
// can be swapped in any solution. A request for fewer cannot be met, however many grids are tried.
int fewest_unique_givens(int size);

// The puzzle dug out of `solution` (a complete valid grid), or empty when the pass ended with
// more givens than spec.givens asks, or when spec.stops ended it.
std::optional<Puzzle> dig(const Geometry& geo, const std::vector<int>& solution, const DigSpec& spec,
                          RandomStream& random, DigCounts& counts);

// Whether `puzzle`, made from a puzzle whose one solution is `solution` by blanking the cells
// `removed`, still has that solution alone (kUnique), has another (kNotUnique), or is undecided. Another
// solution would differ from `solution` in one of the removed cells (elsewhere it keeps the givens), so: a
// rung that fills the grid, or else, for each removed cell, a search for a solution with that cell ruled out
// of its digit (SolverConfig::ruled_out), none of which may succeed. One first-solution search each, rather
// than a count to 2, which would first find `solution` again: on hard 25x25 grids that was most
// of the cost.
// `effort` bounds each search (SolverConfig::effort_limit): past it the check is kUndecided.
// search_for_another() is the check without its rung: the searches alone.
Uniqueness search_for_another(const Geometry& geo, const Puzzle& puzzle, const std::vector<int>& solution,
                              const std::vector<int>& removed, const SolverConfig& stops,
                              std::uint64_t effort, DigCounts& counts);
Uniqueness check_unique(const Geometry& geo, const Puzzle& puzzle, const std::vector<int>& solution,
                        const std::vector<int>& removed, const SolverConfig& stops, std::uint64_t effort,
                        DigCounts& counts);

}  // namespace sudoku::generator
