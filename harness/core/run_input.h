#pragma once
// The run's input: the lines of its files in order, less the blank and '#' lines and those that
// --resume finds already recorded, each numbered by its place in the run. Read by one thread.

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "harness/core/puzzle_reader.h"

namespace sudoku::harness {

struct InputLine {
  InputItem item;                    // a line, or a file that gave no puzzles
  std::uint64_t seq = 0;             // 0, 1, 2, ... in input order: orders the solutions file
  std::uint64_t resumed_before = 0;  // lines skipped by --resume just before this one (progress)
  std::uint64_t solvers_done = 0;    // --resume: bit i, the CSV has solver i's row for it already
};

// --resume: for each file, the lines with a row already, each with its solvers' bits.
using SolversDone = std::vector<std::unordered_map<std::size_t, std::uint64_t>>;

class RunInput {
 public:
  // already_done[i]: the lines of files[i] that --resume found rows of, with their solvers' bits; a
  // line whose bits are `every_solver` is skipped, another handed out for the solvers it lacks.
  RunInput(std::vector<std::string> files, SolversDone already_done, std::uint64_t every_solver = 1);

  // The next line or file problem; false once every file is read.
  bool next(InputLine& line);

  const std::string& path(std::size_t file_index) const { return reader_.path(file_index); }
  std::uint64_t resumed() const { return resumed_; }  // lines skipped by --resume so far
  // Skipped lines not yet handed out with a line (those after the last one): progress at the end.
  std::uint64_t resumed_pending() const { return resumed_pending_; }

 private:
  PuzzleReader reader_;
  SolversDone already_done_;
  std::uint64_t every_solver_;
  std::uint64_t next_seq_ = 0;
  std::uint64_t resumed_ = 0;
  std::uint64_t resumed_pending_ = 0;
};

}  // namespace sudoku::harness
