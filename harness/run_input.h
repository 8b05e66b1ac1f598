#pragma once
// The run's input: the lines of its files in order, less the blank and '#' lines and those that
// --resume finds already recorded, each numbered by its place in the run. Read by one thread.

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "harness/puzzle_reader.h"

namespace sudoku::harness {

struct InputLine {
  InputItem item;                    // a line, or a file that gave no puzzles
  std::uint64_t seq = 0;             // 0, 1, 2, ... in input order: orders the solutions file
  std::uint64_t resumed_before = 0;  // lines skipped by --resume just before this one (progress)
};

class RunInput {
 public:
  // already_done[i]: the lines of files[i] that --resume skips.
  RunInput(std::vector<std::string> files, std::vector<std::unordered_set<std::size_t>> already_done);

  // The next line or file problem; false once every file is read.
  bool next(InputLine& line);

  const std::string& path(std::size_t file_index) const { return reader_.path(file_index); }
  std::uint64_t resumed() const { return resumed_; }  // lines skipped by --resume so far
  // Skipped lines not yet handed out with a line (those after the last one): progress at the end.
  std::uint64_t resumed_pending() const { return resumed_pending_; }

 private:
  PuzzleReader reader_;
  std::vector<std::unordered_set<std::size_t>> already_done_;
  std::uint64_t next_seq_ = 0;
  std::uint64_t resumed_ = 0;
  std::uint64_t resumed_pending_ = 0;
};

}  // namespace sudoku::harness
