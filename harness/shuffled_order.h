#pragma once
// Batch mode's start order with --shuffle[=SEED]: the lines of each block (as big-first reads
// them, harness/big_first.h) handed out in a random order drawn from SEED, so that a drift of the
// machine's speed over a run does not fall on the puzzles in file order. Results still leave in
// input order (harness/seq_order.h); the same seed gives the same order.

#include <cstdint>
#include <random>
#include <vector>

#include "harness/solve_pipeline.h"

namespace sudoku::harness {

class ShuffledSource : public LineSource {
 public:
  ShuffledSource(LineSource& input, std::uint64_t seed) : input_(input), random_(seed) {}
  bool next(InputLine& line) override;

 private:
  void read_block();

  LineSource& input_;
  std::mt19937_64 random_;
  std::vector<InputLine> block_;  // the next line to hand out last
};

}  // namespace sudoku::harness
