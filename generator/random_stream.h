#pragma once
// Random numbers that read the same on every compiler and machine, so that a seed names a puzzle
// set for good (the standard library's distributions differ between implementations). Every
// generated puzzle draws from its own stream, named by the run's seed and the puzzle's index:
// the set does not depend on how many threads made it, or in which order.

#include <cstdint>
#include <utility>
#include <vector>

namespace sudoku::generator {

class RandomStream {
 public:
  RandomStream(std::uint64_t seed, std::uint64_t stream) {
    // splitmix64 spreads the two numbers over the generator's state (xoshiro256**: Blackman and
    // Vigna), so that neighbouring seeds and streams start far apart.
    std::uint64_t x = seed ^ (stream * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull);
    for (auto& word : state_) word = splitmix64(x);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform in [0, bound), bound > 0: the remainder of a draw, redrawn in the rare case that
  // would favour the small values (a draw below 2^64 mod bound).
  int below(int bound) {
    const auto range = static_cast<std::uint64_t>(bound);
    const std::uint64_t threshold = (0 - range) % range;
    for (;;) {
      const std::uint64_t draw = next();
      if (draw >= threshold) return static_cast<int>(draw % range);
    }
  }

  template <typename T>
  void shuffle(std::vector<T>& items) {  // Fisher-Yates
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) std::swap(items[i], items[below(i + 1)]);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t state_[4];
};

}  // namespace sudoku::generator
