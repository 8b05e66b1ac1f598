#include "harness/run/backend_row.h"

#include "solver/puzzle_io.h"

namespace sudoku::harness {
namespace {

using backends::BackendStatus;

// The counters the backend knows, as Stats with their KnownCounter bits. Decisions and CNF sizes
// have no column.
std::uint8_t copy_counters(const backends::BackendCounters& counters, Stats& stats) {
  std::uint8_t known = 0;
  const auto copy = [&](const std::optional<std::uint64_t>& from, std::uint64_t& to, KnownCounter bit) {
    if (!from) return;
    to = *from;
    known |= bit;
  };
  copy(counters.recursions, stats.recursions, kKnowsRecursions);
  copy(counters.guesses, stats.guesses, kKnowsGuesses);
  copy(counters.backtracks, stats.backtracks, kKnowsBacktracks);
  copy(counters.placements, stats.placements, kKnowsPlacements);
  copy(counters.eliminations, stats.eliminations, kKnowsEliminations);
  copy(counters.conflicts, stats.conflicts, kKnowsConflicts);
  return known;
}

// The solver's status for a backend's, and the backend's own name where the enum lacks it.
SolveStatus solve_status(BackendStatus status, std::string& backend_status) {
  switch (status) {
    case BackendStatus::kSolved: return SolveStatus::kSolved;
    case BackendStatus::kUnsolvable: return SolveStatus::kUnsolvable;
    case BackendStatus::kInvalid: return SolveStatus::kInvalid;
    case BackendStatus::kTimeout:
    case BackendStatus::kCancelled: return SolveStatus::kTimeout;
    case BackendStatus::kError: return SolveStatus::kError;
    case BackendStatus::kWrong:
    case BackendStatus::kRefused:
    case BackendStatus::kCrashed:
    case BackendStatus::kMemout: break;
  }
  backend_status = std::string(backends::backend_status_name(status));
  return SolveStatus::kError;
}

}  // namespace

PuzzleResult backend_row(const Job& job, const backends::BackendResult& answer, const std::string& solver) {
  PuzzleResult r = job_result(job);
  r.solver = solver;
  if (answer.status == BackendStatus::kCancelled) r.kind = PuzzleResult::Kind::kCancelled;
  r.result.status = solve_status(answer.status, r.backend_status);
  r.result.message = answer.message;
  r.result.solutions = answer.solutions;
  r.result.count_complete = answer.count_complete;
  r.known_counters = copy_counters(answer.counters, r.result.stats);
  r.solve_ns = answer.solve_time.count();
  if (answer.cpu_time) r.cpu_ns = answer.cpu_time->count();
  r.peak_rss_kib = answer.counters.peak_memory_kb;
  // Backend::solve checked the grid; only a checked one reaches the solutions file.
  if (answer.status == BackendStatus::kSolved) {
    r.result.solution = answer.solution;
    r.solution_line = format_grid(answer.solution, job.puzzle.form);
  }
  return r;
}

}  // namespace sudoku::harness
