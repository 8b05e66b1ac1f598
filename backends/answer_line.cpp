#include "backends/answer_line.h"

#include "solver/puzzle_io.h"

namespace sudoku::backends {

std::optional<std::string> read_answer_line(const Geometry& geo, const std::string& line,
                                            BackendResult& result) {
  if (line.empty() || line == "\r") {
    result.status = BackendStatus::kUnsolvable;
    return std::nullopt;
  }
  if (line.starts_with("#")) return "the program says: " + line.substr(1);  // sudoku-lib-worker's failures
  ParsedLine parsed = parse_line(line);
  if (parsed.kind != LineKind::kPuzzle || parsed.puzzle.size != geo.size()) {
    const std::string why = parsed.kind == LineKind::kPuzzle ? "a grid of another size" : parsed.error;
    return "garbage answer: " + why;
  }
  result.status = BackendStatus::kSolved;
  result.solution = std::move(parsed.puzzle.cells);
  result.solutions = 1;
  return std::nullopt;
}

}  // namespace sudoku::backends
