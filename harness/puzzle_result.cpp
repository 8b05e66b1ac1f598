#include "harness/puzzle_result.h"

namespace sudoku::harness {

PuzzleResult unsolved_result(InputLine line, PuzzleResult::Kind kind, int rank) {
  PuzzleResult r;
  r.kind = kind;
  r.seq = line.seq;
  r.file_index = line.item.file_index;
  r.line = line.item.line;
  r.rank = rank;
  if (kind == PuzzleResult::Kind::kFileProblem) r.problem = std::move(line.item.text);
  return r;
}

std::string failure_reason(const SolveResult& result) {
  switch (result.status) {
    case SolveStatus::kSolved: return {};
    case SolveStatus::kUnsolvable: return "no solution: the puzzle is unsolvable";
    case SolveStatus::kTimeout: return "timed out before a solution was found";
    case SolveStatus::kInvalid:
    case SolveStatus::kError: return result.message;
  }
  return "unknown failure";
}

}  // namespace sudoku::harness
