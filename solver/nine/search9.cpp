#include "solver/nine/search9.h"

namespace sudoku::nine {

Search9::Search9(const SolverConfig& config, Stats& stats)
    : config_(config),
      stats_(stats),
      rules_{config.techniques.has(TechniqueId::kHiddenSingle),
             config.techniques.has(TechniqueId::kIntersections)},
      most_constrained_(config.techniques.has(TechniqueId::kMostConstrainedBranching)),
      stop_(config) {}

SearchOutcome Search9::run(const Puzzle& puzzle) {
  outcome_ = {};
  Bitboard9& root = stack_[0];
  root = Bitboard9(puzzle);
  if (!root.place_givens(stats_)) {
    outcome_.clash = true;
    return outcome_;
  }
  if (!root.propagate(rules_, stats_)) return outcome_;
  explore(0);
  return outcome_;
}

Search9::Step Search9::explore(int depth) {
  ++stats_.recursions;
  if (stop_(stats_.recursions)) {
    outcome_.stopped = true;
    return Step::kStop;
  }
  const Bitboard9& board = stack_[depth];
  const int cell = board.choose_cell(most_constrained_);
  if (cell < 0) {
    if (outcome_.solutions++ == 0) outcome_.first = board.digits();
    return outcome_.solutions >= config_.solution_limit ? Step::kStop : Step::kGoOn;
  }
  for (Mask digits = board.candidates(cell); digits != 0; digits = drop_lowest(digits)) {
    ++stats_.guesses;
    const std::uint64_t solutions_before = outcome_.solutions;
    Bitboard9& child = stack_[depth + 1];
    child = board;
    if (child.place(cell, lowest_digit(digits), Bitboard9::kNoTechnique, stats_) &&
        child.propagate(rules_, stats_)) {
      if (explore(depth + 1) == Step::kStop) return Step::kStop;
    }
    if (outcome_.solutions == solutions_before) ++stats_.backtracks;
  }
  return Step::kGoOn;
}

}  // namespace sudoku::nine
