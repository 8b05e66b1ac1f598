#include "harness/puzzle_job.h"

#include <chrono>

#include "solver/puzzle_io.h"

namespace sudoku::harness {

Job make_job(const InputItem& item, GeometryCache& geometries) {
  Job job;
  job.file_index = item.file_index;
  job.line = item.line;
  ParsedLine parsed = parse_line(item.text);
  switch (parsed.kind) {
    case LineKind::kSkip: return job;
    case LineKind::kInvalid:
      job.kind = Job::Kind::kInvalid;
      job.problem = std::move(parsed.error);
      return job;
    case LineKind::kPuzzle: break;
  }
  job.puzzle = std::move(parsed.puzzle);
  job.geometry = &geometries.get(job.puzzle.size);
  // Clashing givens are the solver's to find (solve() says kInvalid): it does that once, and on
  // 9x9 for less than find_clash costs, in the parallel stage rather than the serial reader.
  job.kind = Job::Kind::kPuzzle;
  return job;
}

Record run_job(const Job& job, const SolverConfig& config) {
  Record record;
  const auto start = std::chrono::steady_clock::now();
  record.result = solve(*job.geometry, job.puzzle, config);
  record.solve_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now() - start).count();
  return record;
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
