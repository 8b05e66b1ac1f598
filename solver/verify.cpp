#include "solver/verify.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/size_limits.h"

namespace sudoku {

std::optional<std::string> check_solution(const Geometry& geo, const Puzzle& puzzle,
                                          const std::vector<int>& digits) {
  const int n = geo.size();
  if (static_cast<int>(digits.size()) != geo.cell_count()) return "grid has the wrong size";
  for (int c = 0; c < geo.cell_count(); ++c) {
    if (digits[c] < 0 || digits[c] >= n) return "cell " + std::to_string(c) + " is not filled";
    if (puzzle.cells[c] != kBlank && puzzle.cells[c] != digits[c]) {
      return "cell " + std::to_string(c) + " changes a given";
    }
  }
  // Every cell holds a digit below n, so a unit repeats one exactly when its n cells do not hold
  // all n digits. Up to 64, one word collects them: a stamp per cell, stored and read back, made
  // this 5% of an easy 9x9's solve. Beyond, each cell stamps its digit with the unit's number, and
  // a digit already stamped with it is a repeat (on the stack: a heap vector cost the easy 9x9
  // puzzles 2-4%).
  const std::uint64_t all_digits = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  std::array<int, kMaxSize> stamped;
  if (n > 64) std::fill_n(stamped.begin(), n, -1);
  for (int u = 0; u < geo.unit_count(); ++u) {
    bool repeats = false;
    if (n <= 64) {
      std::uint64_t seen = 0;
      for (int c : geo.unit(u)) seen |= std::uint64_t{1} << digits[c];
      repeats = seen != all_digits;
    } else {
      for (int c : geo.unit(u)) {
        repeats |= stamped[digits[c]] == u;
        stamped[digits[c]] = u;
      }
    }
    if (repeats) return "unit " + std::to_string(u) + " repeats a digit";
  }
  return std::nullopt;
}

}  // namespace sudoku
