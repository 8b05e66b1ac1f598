#pragma once
// Batch mode's start order with --shuffle[=SEED]: the lines of each block (harness/run/block_source.h)
// handed out in a random order drawn from SEED, so that a drift of the machine's speed over a run
// does not fall on the puzzles in file order. The same seed gives the same order.

#include <cstdint>
#include <random>
#include <vector>

#include "harness/run/block_source.h"

namespace sudoku::harness {

class ShuffledSource : public BlockSource {
 public:
  ShuffledSource(LineSource& input, std::uint64_t seed) : BlockSource(input), random_(seed) {}

 protected:
  void arrange(std::vector<InputLine>& block) override;

 private:
  std::mt19937_64 random_;
};

}  // namespace sudoku::harness
