#pragma once
// Candidate sets as bitmasks: bit d set = digit d (0-based, shown as symbol d+1) still possible.
// One 64-bit word holds every size up to 64x64.

#include <bit>
#include <cstdint>

#include "solver/size_limits.h"

namespace sudoku {

using Mask = std::uint64_t;

constexpr Mask digit_bit(int digit) { return Mask{1} << digit; }
constexpr Mask full_mask(int n) { return n >= 64 ? ~Mask{0} : (Mask{1} << n) - 1; }
constexpr int count(Mask m) { return std::popcount(m); }
constexpr bool is_single(Mask m) { return m != 0 && (m & (m - 1)) == 0; }
constexpr int lowest_digit(Mask m) { return std::countr_zero(m); }
constexpr Mask drop_lowest(Mask m) { return m & (m - 1); }

// Calls f(digit) for every set bit, lowest first.
template <typename F>
constexpr void for_each_digit(Mask m, F&& f) {
  for (; m != 0; m = drop_lowest(m)) f(lowest_digit(m));
}

}  // namespace sudoku
