#pragma once
// Candidate sets as bitmasks: bit d set = digit d (0-based, shown as symbol d+1) still possible.
// The same sets serve for places in a unit (bit i = the unit's i-th cell) and for items of a
// locked set. Two representations, with the same operations:
//   Mask           one 64-bit word: every N up to 64 (the fast path, and the only one before)
//   WideMask<W>    W words: N up to 64 * W, for the large grids
// The solver's classes are templates over the set type, chosen once per puzzle by its size
// (solver/mask_width.h), so that N <= 64 runs exactly the one-word code.

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

#include "solver/size_limits.h"

namespace sudoku {

using Mask = std::uint64_t;

// W words, bit d in word d / 64. Built from a word (the low 64 bits) so that code written for Mask,
// `Mask m = 0` or `if (m != 0)`, reads the same at every width.
template <int W>
struct WideMask {
  std::array<std::uint64_t, W> words{};

  constexpr WideMask() = default;
  constexpr WideMask(std::uint64_t low) { words[0] = low; }  // NOLINT: implicit on purpose

  constexpr WideMask& operator&=(const WideMask& o) {
    for (int i = 0; i < W; ++i) words[i] &= o.words[i];
    return *this;
  }
  constexpr WideMask& operator|=(const WideMask& o) {
    for (int i = 0; i < W; ++i) words[i] |= o.words[i];
    return *this;
  }
  constexpr WideMask& operator^=(const WideMask& o) {
    for (int i = 0; i < W; ++i) words[i] ^= o.words[i];
    return *this;
  }
  friend constexpr WideMask operator&(WideMask a, const WideMask& b) { return a &= b; }
  friend constexpr WideMask operator|(WideMask a, const WideMask& b) { return a |= b; }
  friend constexpr WideMask operator^(WideMask a, const WideMask& b) { return a ^= b; }
  friend constexpr WideMask operator~(WideMask a) {
    for (int i = 0; i < W; ++i) a.words[i] = ~a.words[i];
    return a;
  }
  // Word by word, with no call (std::array's == calls memcmp); `m == 0` compares with a word.
  friend constexpr bool operator==(const WideMask& a, const WideMask& b) {
    std::uint64_t differ = 0;
    for (int i = 0; i < W; ++i) differ |= a.words[i] ^ b.words[i];
    return differ == 0;
  }
  friend constexpr bool operator!=(const WideMask& a, const WideMask& b) { return !(a == b); }
  friend constexpr bool operator==(const WideMask& a, std::uint64_t low) {
    std::uint64_t high = 0;
    for (int i = 1; i < W; ++i) high |= a.words[i];
    return high == 0 && a.words[0] == low;
  }
  friend constexpr bool operator!=(const WideMask& a, std::uint64_t low) { return !(a == low); }
  explicit constexpr operator bool() const {
    for (int i = 0; i < W; ++i) {
      if (words[i] != 0) return true;
    }
    return false;
  }
};

// How many bits a set type holds: the largest N (or unit, or item count) it serves.
template <typename M>
inline constexpr int kBits = 64;
template <int W>
inline constexpr int kBits<WideMask<W>> = 64 * W;

// ---- The operations, for Mask and for every WideMask ------------------------------------------

template <typename M = Mask>
constexpr M digit_bit(int digit) {
  if constexpr (std::is_same_v<M, Mask>) {
    return Mask{1} << digit;
  } else {
    M m;
    m.words[digit / 64] = std::uint64_t{1} << (digit % 64);
    return m;
  }
}

template <typename M = Mask>
constexpr M full_mask(int n) {
  if constexpr (std::is_same_v<M, Mask>) {
    return n >= 64 ? ~Mask{0} : (Mask{1} << n) - 1;
  } else {
    M m;
    for (int i = 0; i < static_cast<int>(m.words.size()) && n > 64 * i; ++i) {
      m.words[i] = full_mask<Mask>(n - 64 * i);
    }
    return m;
  }
}

constexpr int count(Mask m) { return std::popcount(m); }
constexpr bool is_single(Mask m) { return m != 0 && (m & (m - 1)) == 0; }
constexpr int lowest_digit(Mask m) { return std::countr_zero(m); }
constexpr Mask drop_lowest(Mask m) { return m & (m - 1); }
constexpr bool has_bit(Mask m, int i) { return (m >> i & 1) != 0; }
constexpr void clear_bit(Mask& m, int i) { m &= ~(Mask{1} << i); }

template <int W>
constexpr int count(const WideMask<W>& m) {
  int n = 0;
  for (int i = 0; i < W; ++i) n += std::popcount(m.words[i]);
  return n;
}
template <int W>
constexpr bool is_single(const WideMask<W>& m) {
  int seen = 0;
  for (int i = 0; i < W; ++i) {
    const std::uint64_t w = m.words[i];
    if (w == 0) continue;
    if ((w & (w - 1)) != 0 || seen++ != 0) return false;
  }
  return seen == 1;
}
// The lowest set bit; W * 64 for an empty set.
template <int W>
constexpr int lowest_digit(const WideMask<W>& m) {
  for (int i = 0; i < W; ++i) {
    if (m.words[i] != 0) return 64 * i + std::countr_zero(m.words[i]);
  }
  return 64 * W;
}
template <int W>
constexpr WideMask<W> drop_lowest(WideMask<W> m) {
  for (int i = 0; i < W; ++i) {
    if (m.words[i] != 0) {
      m.words[i] &= m.words[i] - 1;
      break;
    }
  }
  return m;
}
template <int W>
constexpr bool has_bit(const WideMask<W>& m, int i) {
  return (m.words[i / 64] >> (i % 64) & 1) != 0;
}
template <int W>
constexpr void clear_bit(WideMask<W>& m, int i) {
  m.words[i / 64] &= ~(std::uint64_t{1} << (i % 64));
}

// Calls f(digit) for every set bit, lowest first.
template <typename F>
constexpr void for_each_digit(Mask m, F&& f) {
  for (; m != 0; m = drop_lowest(m)) f(lowest_digit(m));
}
template <int W, typename F>
constexpr void for_each_digit(const WideMask<W>& m, F&& f) {
  for (int i = 0; i < W; ++i) {
    for (std::uint64_t w = m.words[i]; w != 0; w &= w - 1) f(64 * i + std::countr_zero(w));
  }
}

}  // namespace sudoku
