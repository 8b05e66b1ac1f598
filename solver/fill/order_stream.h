#pragma once
// A reproducible stream of random choices (splitmix64), the same on every machine: the random
// orders of band_column_sets.h and band_colouring.h.

#include <cstdint>
#include <utility>
#include <vector>

namespace sudoku {

class OrderStream {
 public:
  explicit OrderStream(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int below(int bound) { return int(next() % std::uint64_t(bound)); }
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (int i = int(items.size()) - 1; i > 0; --i) std::swap(items[i], items[below(i + 1)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace sudoku
