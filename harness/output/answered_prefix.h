#pragma once
// --resume with --solutions: the answers an earlier run already wrote. The solutions file is kept
// a prefix of the whole input's answers (line i answers the input's i-th puzzle line) by every
// run: answers go out in input order and stop at the first puzzle not finished. So a resumed run
// keeps the earlier file's complete lines, appends the answers from there on, and solves again
// the few puzzles whose CSV row got written but whose answer did not (a kill between the two, or
// rows ahead of a gap under MPI): their rows are dropped and measured anew.

#include <cstdint>
#include <string>
#include <vector>

#include "harness/output/resume_index.h"

namespace sudoku::harness {

// DroppedRow::kind of the rows dropped for want of an answer.
inline constexpr const char* kNoAnswerYet = "no answer yet";

struct AnsweredPrefix {
  std::uint64_t lines = 0;   // complete answer lines
  std::uintmax_t bytes = 0;  // where they end: a torn last line after them is cut off
  std::uintmax_t file_bytes = 0;
};

// The complete lines of an earlier solutions file; a missing file has none.
AnsweredPrefix read_answered_prefix(const std::string& path);

// Walks the input as the run will (harness/core/run_input.h) and drops from `resume` the rows of
// puzzles at or past `answered` (no answer yet). Returns how many of the items the run hands out
// come before that point: their answers are in the file already, so the recorder writes none.
// False when the file holds more answers than the input has puzzles (then *error says so).
bool align_with_answers(const std::vector<std::string>& files, std::uint64_t answered,
                        const std::string& path, ResumeIndex& resume, std::uint64_t* handed_before,
                        std::string* error);

}  // namespace sudoku::harness
