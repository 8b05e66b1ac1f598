// The fill search's row order (solver/fill/band_row_order.h): each band's rows, those with the most
// givens first, never a row moved out of its band; and the rows put back give the grid again.

#include <gtest/gtest.h>

#include <vector>

#include "solver/fill/band_row_order.h"
#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku {
namespace {

// A 12x12 (bands of 3 rows) whose row r has givens[r] digits placed, at its first cells.
std::vector<int> grid_with_row_counts(const std::vector<int>& givens) {
  std::vector<int> digits(12 * 12, kBlank);
  for (int r = 0; r < 12; ++r) {
    for (int c = 0; c < givens[r]; ++c) digits[r * 12 + c] = (r + c) % 12;
  }
  return digits;
}

TEST(BandRowOrderTest, SortsEachBandsRowsByGivensMostFirstAndKeepsTiesInOrder) {
  const Geometry geo = Geometry::for_size(12);
  ASSERT_EQ(geo.block_rows(), 3);
  const std::vector<int> givens = {1, 5, 3, /**/ 2, 2, 7, /**/ 9, 0, 9, /**/ 4, 4, 4};
  const std::vector<int> order = rows_most_given_first(geo, grid_with_row_counts(givens));
  EXPECT_EQ(order, (std::vector<int>{1, 2, 0, /**/ 5, 3, 4, /**/ 6, 8, 7, /**/ 9, 10, 11}));
}

TEST(BandRowOrderTest, RowsPutBackGiveTheGridAgain) {
  const Geometry geo = Geometry::for_size(12);
  const std::vector<int> digits = grid_with_row_counts({1, 5, 3, 2, 2, 7, 9, 0, 9, 4, 4, 4});
  const std::vector<int> order = rows_most_given_first(geo, digits);
  const std::vector<int> moved = rows_in_order(digits, order);
  for (int row = 0; row < 12; ++row) {
    for (int c = 0; c < 12; ++c) EXPECT_EQ(moved[row * 12 + c], digits[order[row] * 12 + c]);
  }
  EXPECT_EQ(rows_put_back(moved, order), digits);
}

}  // namespace
}  // namespace sudoku
