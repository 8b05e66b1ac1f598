#include "solver/fill/band_row_order.h"

#include <algorithm>
#include <cstddef>

#include "solver/puzzle.h"

namespace sudoku {

std::vector<int> rows_most_given_first(const Geometry& geo, const std::vector<int>& digits) {
  const int n = geo.size();
  std::vector<int> given(static_cast<std::size_t>(n), 0);
  for (int cell = 0; cell < geo.cell_count(); ++cell) {
    if (digits[cell] != kBlank) ++given[cell / n];
  }
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int row = 0; row < n; ++row) order[row] = row;
  const auto most_given = [&](int a, int b) { return given[a] > given[b]; };
  for (int first = 0; first < n; first += geo.block_rows()) {
    std::stable_sort(order.begin() + first, order.begin() + first + geo.block_rows(), most_given);
  }
  return order;
}

std::vector<int> rows_in_order(const std::vector<int>& cells, const std::vector<int>& order) {
  const std::size_t n = order.size();
  std::vector<int> moved(cells.size());
  for (std::size_t row = 0; row < n; ++row) {
    std::copy_n(cells.begin() + std::ptrdiff_t(order[row] * n), n, moved.begin() + std::ptrdiff_t(row * n));
  }
  return moved;
}

std::vector<int> rows_put_back(const std::vector<int>& moved, const std::vector<int>& order) {
  const std::size_t n = order.size();
  std::vector<int> cells(moved.size());
  for (std::size_t row = 0; row < n; ++row) {
    std::copy_n(moved.begin() + std::ptrdiff_t(row * n), n, cells.begin() + std::ptrdiff_t(order[row] * n));
  }
  return cells;
}

}  // namespace sudoku
