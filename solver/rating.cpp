#include "solver/rating.h"

#include <array>

#include "solver/board.h"
#include "solver/mask_width.h"
#include "solver/propagator.h"
#include "solver/solver.h"
#include "solver/stats.h"

namespace sudoku {

namespace {

constexpr std::array<std::string_view, kDifficultyCount> kNames = {"fl",      "cp",   "intersections",
                                                                   "subsets", "fish", "guessing"};

// What propagation alone does from the givens with a rung's techniques.
enum class Propagated { kComplete, kOpen, kContradiction };

template <typename MaskT>
Propagated propagate_givens(const Geometry& geo, const Puzzle& puzzle, TechniqueSet techniques) {
  Stats unused;
  BasicBoard<MaskT> board(geo, puzzle);
  BasicPropagator<MaskT> prop(geo, techniques, unused);
  prop.queue_everything(board);
  if (!prop.propagate(board)) return Propagated::kContradiction;
  return board.complete() ? Propagated::kComplete : Propagated::kOpen;
}

Propagated propagate_givens(const Geometry& geo, const Puzzle& puzzle, TechniqueSet techniques) {
  return with_mask_for(geo.size(),
                       [&]<typename MaskT>() { return propagate_givens<MaskT>(geo, puzzle, techniques); });
}

}  // namespace

std::string_view difficulty_name(Difficulty level) { return kNames[static_cast<int>(level)]; }

std::optional<Difficulty> parse_difficulty(std::string_view name) {
  for (int i = 0; i < kDifficultyCount; ++i) {
    if (kNames[i] == name) return static_cast<Difficulty>(i);
  }
  return std::nullopt;
}

TechniqueSet rung_techniques(Difficulty level) {
  TechniqueSet set;
  set.add(TechniqueId::kForwardLooking);
  if (level >= Difficulty::kHiddenSingles) set.add(TechniqueId::kHiddenSingle);
  if (level >= Difficulty::kIntersections) set.add(TechniqueId::kIntersections);
  if (level >= Difficulty::kSubsets) set.add(TechniqueId::kSubsets);
  if (level >= Difficulty::kFish) set.add(TechniqueId::kFish);
  return set;
}

bool solves_without_guess(const Geometry& geo, const Puzzle& puzzle, TechniqueSet techniques) {
  return propagate_givens(geo, puzzle, techniques) == Propagated::kComplete;
}

SolverConfig guessing_config(const SolverConfig& stops) {
  SolverConfig config;  // the defaults: every technique, by size, seed 0
  config.deadline = stops.deadline;
  config.cancel = stops.cancel;
  config.race_over = stops.race_over;
  return config;
}

std::optional<Rating> rate(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& stops) {
  // The strongest rung first: most puzzles it leaves open need guessing, and then the weaker
  // rungs need not be tried at all. Each rung's fixed point contains the one below's, so the
  // rungs that solve form a top segment of the ladder.
  const Propagated strongest = propagate_givens(geo, puzzle, rung_techniques(Difficulty::kFish));
  if (strongest == Propagated::kContradiction) return std::nullopt;
  if (strongest == Propagated::kComplete) {
    for (int level = 0; level < static_cast<int>(Difficulty::kFish); ++level) {
      const auto rung = static_cast<Difficulty>(level);
      if (solves_without_guess(geo, puzzle, rung_techniques(rung))) return Rating{rung, 0, true};
    }
    return Rating{Difficulty::kFish, 0, true};
  }
  const SolveResult guessed = solve(geo, puzzle, guessing_config(stops));
  switch (guessed.status) {
    case SolveStatus::kSolved: return Rating{Difficulty::kGuessing, guessed.stats.guesses, true};
    case SolveStatus::kTimeout: return Rating{Difficulty::kGuessing, guessed.stats.guesses, false};
    default: return std::nullopt;
  }
}

}  // namespace sudoku
