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
  // all n digits. Up to 64, a word per unit collects them in one pass over the cells (a pass per
  // unit, through the unit's cell list, was a seventh of the time of a 9x9 solved at the root).
  // Beyond, each cell stamps its digit with the unit's number, and a digit already stamped with
  // it is a repeat (on the stack: a heap vector cost the easy 9x9 puzzles 2-4%).
  const auto repeat_in = [](int u) { return "unit " + std::to_string(u) + " repeats a digit"; };
  if (n <= 64) {
    const std::uint64_t all_digits = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    std::array<std::uint64_t, 3 * 64> seen;
    std::fill_n(seen.begin(), geo.unit_count(), 0);
    for (int c = 0; c < geo.cell_count(); ++c) {
      const std::uint64_t bit = std::uint64_t{1} << digits[c];
      for (int u : geo.units_of(c)) seen[u] |= bit;
    }
    for (int u = 0; u < geo.unit_count(); ++u) {
      if (seen[u] != all_digits) return repeat_in(u);
    }
    return std::nullopt;
  }
  std::array<int, kMaxSize> stamped;
  std::fill_n(stamped.begin(), n, -1);
  for (int u = 0; u < geo.unit_count(); ++u) {
    bool repeats = false;
    for (int c : geo.unit(u)) {
      repeats |= stamped[digits[c]] == u;
      stamped[digits[c]] = u;
    }
    if (repeats) return repeat_in(u);
  }
  return std::nullopt;
}

}  // namespace sudoku
