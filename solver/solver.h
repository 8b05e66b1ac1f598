#pragma once
// The library's front door: solve one puzzle with one configuration.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver_config.h"
#include "solver/stats.h"

namespace sudoku {

enum class SolveStatus {
  kSolved,      // a solution, checked against the givens and the rules
  kUnsolvable,  // proved to have no solution
  kInvalid,     // the givens clash: not a puzzle
  kTimeout,     // stopped by the deadline or the cancel flag before an answer
  kError,       // the solver produced a grid that failed its check (a bug; never printed)
};

std::string_view status_name(SolveStatus status);                // "solved", "unsolvable", ...
std::optional<SolveStatus> parse_status(std::string_view name);  // status_name's inverse

// The search that actually ran, which the strategy asked for may not say: by-size runs Search9 on
// 9x9 and learning elsewhere, learning falls back to backtracking without fl or for a count above
// SolverConfig::learn_counts_up_to, and a puzzle that propagation settles at the root needs no
// search at all.
enum class SearchRan {
  kNone,                // settled at the root by propagation (or invalid): no search
  kBacktrack,           // Search, one branch per candidate of a cell
  kPlaces,              // Search, with two-way branches on a unit's digit with two places
  kLearn,               // LearningSearch
  kBacktrackThenLearn,  // auto: backtracking gave up after its dead-end budget, learning finished
  kBitboard9,           // nine::Search9
};
std::string_view search_ran_name(SearchRan ran);  // "none", "backtrack", ..., "backtrack+learn"

struct SolveResult {
  SolveStatus status = SolveStatus::kUnsolvable;
  std::vector<int> solution;    // digits of the first solution, when solved
  std::uint64_t solutions = 0;  // found, up to the config's solution_limit
  // False when the deadline or cancel flag cut a count short after the first solution: then
  // `solutions` is a lower bound (status stays kSolved, the first solution is sound).
  bool count_complete = true;
  std::string message;  // why, for kInvalid and kError
  SearchRan search_ran = SearchRan::kNone;
  // The techniques the solve applied, which can differ from the configuration's: learning always
  // propagates cp and decides on fewest candidates (mrv), Search9 leaves out subsets and fish, and
  // with no search mrv chooses nothing.
  TechniqueSet techniques_ran;
  Stats stats;
};

// True when the configuration's seed can change the search on this geometry: learning may run
// (learn, by-size off 9x9, auto; with fl; for the first solution or a count up to
// learn_counts_up_to; at any size, though above 128x128 only where few enough cells are open for
// its tables, which the puzzle decides). Elsewhere differently seeded solves are the same solve,
// and racing them (a portfolio) buys nothing.
bool seed_steers_search(const Geometry& geo, const SolverConfig& config);

// True when solve() hands the puzzle to the 9x9 fixed-size search (nine::Search9): by-size with
// fl on a 9x9, nothing ruled out.
bool uses_fixed_size_search(const Geometry& geo, const SolverConfig& config);

// `geo` must be the geometry of puzzle.size (Geometry::for_size).
SolveResult solve(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config);

}  // namespace sudoku
