#include "harness/core/puzzle_result.h"

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

std::string failure_reason(const BackendResult& result) {
  switch (result.status) {
    case BackendStatus::kSolved: return {};
    case BackendStatus::kUnsolvable: return "no solution: the puzzle is unsolvable";
    case BackendStatus::kTimeout:
    case BackendStatus::kCancelled: return "timed out before a solution was found";
    case BackendStatus::kInvalid:
    case BackendStatus::kError: return result.message;
    case BackendStatus::kWrong:
    case BackendStatus::kRefused:
    case BackendStatus::kCrashed:
    case BackendStatus::kMemout: break;
  }
  const std::string_view name = backends::backend_status_name(result.status);
  return std::string(name) + (result.message.empty() ? "" : ": " + result.message);
}

std::string failure_reason(const PuzzleResult& r) { return failure_reason(r.result); }

}  // namespace sudoku::harness
