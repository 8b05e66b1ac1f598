#pragma once
// How much slower or faster one solver is than another on the same puzzles: the geometric mean of
// the per-puzzle time ratios (each puzzle weighs alike, however long it takes), with a 95%
// bootstrap interval from resampling the puzzles. The resampling draws from a fixed seed, so the
// same times give the same interval on every run and machine.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sudoku::harness {

struct PairedRatio {
  std::size_t pairs = 0;  // puzzles both solvers solved: the ratio's sample
  double ratio = 0;       // geometric mean of other / base; 0 without pairs
  double low = 0;         // the 95% bootstrap interval: 2.5th and 97.5th percentiles
  double high = 0;
};

// `base[i]` and `other[i]` are one puzzle's two times (both positive; a pair with a time of 0 or
// less is left out). `resamples` draws of the puzzles, with replacement, from `seed`.
PairedRatio paired_ratio(const std::vector<double>& base, const std::vector<double>& other,
                         int resamples = 1000, std::uint64_t seed = 1);

}  // namespace sudoku::harness
