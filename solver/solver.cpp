#include "solver/solver.h"

#include "solver/board.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/search.h"
#include "solver/verify.h"

namespace sudoku {

std::string_view status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::kSolved: return "solved";
    case SolveStatus::kUnsolvable: return "unsolvable";
    case SolveStatus::kInvalid: return "invalid";
    case SolveStatus::kTimeout: return "timeout";
    case SolveStatus::kError: return "error";
  }
  return "?";
}

SolveResult solve(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config) {
  SolveResult result;
  if (auto clash = find_clash(geo, puzzle)) {
    result.status = SolveStatus::kInvalid;
    result.message = *clash;
    return result;
  }
  Board board(geo, puzzle);
  Propagator prop(geo, config.techniques, result.stats);
  prop.queue_everything(board);
  if (!prop.propagate(board)) return result;  // unsolvable before any guess

  Search search(geo, config, prop, result.stats);
  SearchOutcome outcome = search.run(board);
  result.solutions = outcome.solutions;
  if (outcome.solutions == 0) {
    result.status = outcome.stopped ? SolveStatus::kTimeout : SolveStatus::kUnsolvable;
    return result;
  }
  if (auto defect = check_solution(geo, puzzle, outcome.first)) {
    result.status = SolveStatus::kError;
    result.message = "solver produced an invalid grid: " + *defect;
    return result;
  }
  result.status = SolveStatus::kSolved;
  result.solution = std::move(outcome.first);
  return result;
}

}  // namespace sudoku
