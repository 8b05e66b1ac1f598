#pragma once
// `sudoku-bench generate`: writes a set of unique puzzles of one size, made in parallel on oneTBB
// and the same for a seed whatever the thread count (generator/generate_puzzle.h).

#include <cstdint>
#include <string>

#include "generator/generate_puzzle.h"

namespace sudoku::harness {

struct GenerateOptions {
  int size = 9;
  std::uint64_t count = 1;
  std::uint64_t seed = 0;
  generator::PuzzleRequest request;
  int threads = 1;
  bool integers = false;     // write integer lines even where text would do
  std::string output = "-";  // the puzzles, one a line ("-": standard output)
  std::string solutions;     // each puzzle's solution, line for line (empty: not written)
};

// Runs the generation; returns the exit status (0, 1 when some puzzle could not be made or an
// output failed, 128 + signal when interrupted). The summary goes to stderr.
int run_generate(const GenerateOptions& options);

}  // namespace sudoku::harness
