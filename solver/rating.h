#pragma once
// How hard a puzzle is, by the technique ladder: the weakest rung of techniques that solves it
// with no guess at all, or, when none does, how many guesses a fixed search needs.
//
//   fl < cp < intersections < subsets < fish < guessing
//
// Each rung is the one below plus one technique: fl (naked singles only), then hidden singles
// (cp), pointing and claiming, naked and hidden subsets of every size, fish of every size. A
// rung "solves" a puzzle when propagation with its techniques alone fills every cell; since fl
// is on every rung, that grid is the puzzle's one solution. mrv is a search rule, on no rung.

#include <cstdint>
#include <optional>
#include <string_view>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver_config.h"
#include "solver/technique_set.h"

namespace sudoku {

enum class Difficulty { kForwardLooking, kHiddenSingles, kIntersections, kSubsets, kFish, kGuessing };
inline constexpr int kDifficultyCount = 6;

// "fl", "cp", "intersections", "subsets", "fish", "guessing"
std::string_view difficulty_name(Difficulty level);
std::optional<Difficulty> parse_difficulty(std::string_view name);

// The techniques of a rung (kGuessing: those of fish, the strongest deduction there is).
TechniqueSet rung_techniques(Difficulty level);

// Whether propagation with these techniques alone, from the givens, fills every cell.
bool solves_without_guess(const Geometry& geo, const Puzzle& puzzle, TechniqueSet techniques);

struct Rating {
  Difficulty level = Difficulty::kGuessing;
  // kGuessing: the guesses of the fixed configuration below, its counters being deterministic.
  // 0 on every other rung.
  std::uint64_t guesses = 0;
  // False when the deadline or cancel flag cut the guessing search short: `guesses` is then
  // a lower bound.
  bool complete = true;
};

// The fixed configuration that counts a guessing puzzle's guesses: the default solve (every
// technique, the search by size: learning, or on 9x9 the fixed-size search), seed 0, first
// solution: backtracking with every technique, tried first, was far slower on large grids
// (results/notes/generated-puzzles.md). Its deadline and cancel flag are taken from `stops`.
SolverConfig guessing_config(const SolverConfig& stops);

// The puzzle's rating. The rungs need no search; only a puzzle that no rung solves runs the
// guessing search, which `stops`' deadline and cancel flag can end. Empty for a puzzle with no
// solution or clashing givens (found while guessing, or by the rungs' propagation).
std::optional<Rating> rate(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& stops = {});

}  // namespace sudoku
