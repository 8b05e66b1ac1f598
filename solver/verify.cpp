#include "solver/verify.h"

#include "solver/mask.h"

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
  for (int u = 0; u < geo.unit_count(); ++u) {
    Mask seen = 0;
    for (int c : geo.unit(u)) seen |= digit_bit(digits[c]);
    if (seen != full_mask(n)) return "unit " + std::to_string(u) + " repeats a digit";
  }
  return std::nullopt;
}

}  // namespace sudoku
