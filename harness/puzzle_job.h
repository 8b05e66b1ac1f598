#pragma once
// One puzzle's trip through the harness, shared by the serial and the parallel modes:
// a line becomes a Job (parsed, its geometry found), a Job is solved and timed into a Record (whose
// status is kInvalid when the givens clash). Nothing here deduces anything: that is the solver's business.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "harness/geometry_cache.h"
#include "harness/puzzle_reader.h"
#include "solver/puzzle.h"
#include "solver/rating.h"
#include "solver/solver.h"

namespace sudoku::harness {

struct Job {
  enum class Kind { kSkip, kInvalid, kPuzzle };
  Kind kind = Kind::kSkip;
  std::size_t file_index = 0;
  std::size_t line = 0;
  Puzzle puzzle;
  const Geometry* geometry = nullptr;  // set for kPuzzle
  std::string problem;                 // why, for kInvalid (a line that does not parse)
};

// Call from one thread only (it fills the cache).
Job make_job(const InputItem& item, GeometryCache& geometries);

struct Record {
  SolveResult result;
  std::int64_t solve_ns = 0;  // wall time of the solve alone, validation included
  int portfolio = 1;          // members that raced for the answer (harness/portfolio.h)
  int winner = 0;             // the member whose answer and counters these are (seed + winner)
  std::optional<Rating> rating;  // --rate: the solved puzzle's rating, measured after solve_ns
};

Record run_job(const Job& job, const SolverConfig& config);

// "no solution", "timed out", ...: the reason a Record carries no solution, for FILE:LINE messages.
std::string failure_reason(const SolveResult& result);
inline std::string failure_reason(const Record& record) { return failure_reason(record.result); }

}  // namespace sudoku::harness
