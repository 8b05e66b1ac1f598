#include "harness/puzzle_outcome.h"

#include "solver/geometry.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {

PuzzleOutcome make_outcome(const Job& job, Record record, bool cancelled) {
  PuzzleOutcome outcome;
  outcome.file_index = job.file_index;
  outcome.line = job.line;
  if (job.geometry != nullptr) {
    outcome.size = job.geometry->size();
    outcome.block = job.geometry->block_label();
    outcome.givens = job.puzzle.given_count();
  }
  if (job.kind == Job::Kind::kInvalid) {
    outcome.kind = PuzzleOutcome::Kind::kInvalidLine;
    outcome.problem = job.problem;
    return outcome;
  }
  if (cancelled) {
    outcome.kind = PuzzleOutcome::Kind::kCancelled;
    return outcome;
  }
  outcome.kind = PuzzleOutcome::Kind::kSolved;
  if (record.result.status == SolveStatus::kSolved) {
    outcome.solution_line = format_grid(record.result.solution, job.puzzle.form);
  }
  record.result.solution.clear();
  outcome.result = std::move(record.result);
  outcome.solve_ns = record.solve_ns;
  outcome.portfolio = record.portfolio;
  outcome.winner = record.winner;
  outcome.rating = record.rating;
  return outcome;
}

PuzzleOutcome unsolved_outcome(InputLine line, PuzzleOutcome::Kind kind, int rank) {
  PuzzleOutcome outcome;
  outcome.kind = kind;
  outcome.seq = line.seq;
  outcome.file_index = line.item.file_index;
  outcome.line = line.item.line;
  outcome.rank = rank;
  if (kind == PuzzleOutcome::Kind::kFileProblem) outcome.problem = std::move(line.item.text);
  return outcome;
}

}  // namespace sudoku::harness
