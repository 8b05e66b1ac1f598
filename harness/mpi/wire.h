#pragma once
// The bytes that cross between MPI ranks: a chunk of input lines (rank 0 to a worker) and a batch
// of results (a worker to rank 0). Plain little-endian fields, lengths before strings; both ends
// are the same binary, so there is no versioning. No MPI here: the encoding is tested on its own.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "harness/core/puzzle_result.h"
#include "harness/core/run_input.h"

namespace sudoku::harness::wire {

// A message that does not decode (cut short, or not what its tag says).
class DecodeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string encode_lines(const std::vector<InputLine>& lines);
std::vector<InputLine> decode_lines(std::string_view bytes);

std::string encode_results(const std::vector<PuzzleResult>& results);
std::vector<PuzzleResult> decode_results(std::string_view bytes);

}  // namespace sudoku::harness::wire
