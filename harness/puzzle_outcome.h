#pragma once
// One input item's result as the record stage needs it: what reaches the CSV, the summary and the
// solutions file, and nothing that points into the process that solved it (no Geometry, no
// Puzzle). Made where the puzzle was solved and recorded where the outputs are: the same process
// on one machine, rank 0 under MPI (harness/mpi/wire.h carries it between the two).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "harness/puzzle_job.h"
#include "harness/run_input.h"
#include "solver/solver.h"

namespace sudoku::harness {

struct PuzzleOutcome {
  enum class Kind : std::uint8_t {
    kFileProblem,  // the file gave no puzzles; `problem` says why
    kInvalidLine,  // the line does not parse; `problem` says why
    kSolved,       // the solver ran (clashing givens too: result.status is kInvalid then)
    kCancelled,    // interrupted before or while solving: measured nothing, not recorded
  };
  Kind kind = Kind::kSolved;
  std::uint64_t seq = 0;  // the item's place among the run's items, from 0: orders --solutions
  std::size_t file_index = 0;
  std::size_t line = 0;   // 1-based; 0 for a file problem
  int rank = 0;           // the MPI rank that solved it; 0 on one machine
  std::optional<int> size;  // known once the line parsed
  std::string block;        // Geometry::block_label, with size
  std::optional<int> givens;
  std::string problem;
  SolveResult result;       // kSolved; its solution travels as solution_line, so it is left empty
  std::int64_t solve_ns = 0;
  int portfolio = 1;          // Record::portfolio and Record::winner
  int winner = 0;
  std::optional<Rating> rating;  // Record::rating
  std::string solution_line;  // the solution in the puzzle's form, without '\n'; empty unless solved
};

// The outcome of a Job and, unless it was cancelled or is no puzzle, its Record.
PuzzleOutcome make_outcome(const Job& job, Record record, bool cancelled);

// The outcome of a line that is never solved: a file problem (its text is the problem) or a line
// cancelled before it started (kCancelled).
PuzzleOutcome unsolved_outcome(InputLine line, PuzzleOutcome::Kind kind, int rank);

}  // namespace sudoku::harness
