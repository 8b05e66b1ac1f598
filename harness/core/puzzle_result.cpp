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

std::string failure_reason(const PuzzleResult& r) {
  if (r.backend_status.empty()) return failure_reason(r.result);
  return r.backend_status + (r.result.message.empty() ? "" : ": " + r.result.message);
}

std::string_view PuzzleResult::status_label() const {
  return backend_status.empty() ? status_name(result.status) : std::string_view(backend_status);
}

std::optional<SolveStatus> parse_row_status(std::string_view name) {
  if (name == "wrong" || name == "refused" || name == "crashed" || name == "memout")
    return SolveStatus::kError;
  return parse_status(name);
}

}  // namespace sudoku::harness
