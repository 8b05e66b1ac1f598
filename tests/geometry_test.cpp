#include "solver/geometry.h"
#include "solver/size_limits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <vector>

namespace sudoku {
namespace {

struct ShapeCase {
  int n;
  int rows;  // block height
  int cols;  // block width
};

// Every composite size the solver is expected to handle, with the course's block rule.
constexpr std::array<ShapeCase, 15> kShapes = {{
    {4, 2, 2},
    {6, 2, 3},
    {8, 2, 4},
    {9, 3, 3},
    {10, 2, 5},
    {12, 3, 4},
    {14, 2, 7},
    {15, 3, 5},
    {16, 4, 4},
    {18, 3, 6},
    {20, 4, 5},
    {21, 3, 7},
    {24, 4, 6},
    {25, 5, 5},
    {35, 5, 7},
}};

std::vector<int> sorted(std::span<const int> cells) {
  std::vector<int> out(cells.begin(), cells.end());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(GeometryTest, PicksCourseBlockShapeForEverySize) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const auto shape = block_shape_for(c.n);
    ASSERT_TRUE(shape.has_value());
    EXPECT_EQ(shape->rows, c.rows);
    EXPECT_EQ(shape->cols, c.cols);
    const Geometry geo = Geometry::for_size(c.n);
    EXPECT_EQ(geo.size(), c.n);
    EXPECT_EQ(geo.block_rows(), c.rows);
    EXPECT_EQ(geo.block_cols(), c.cols);
    EXPECT_EQ(geo.cell_count(), c.n * c.n);
    EXPECT_EQ(geo.unit_count(), 3 * c.n);
  }
}

TEST(GeometryTest, LabelsBlockAsWidthByHeight) {
  EXPECT_EQ(Geometry::for_size(12).block_label(), "4x3");
  EXPECT_EQ(Geometry::for_size(6).block_label(), "3x2");
  EXPECT_EQ(Geometry::for_size(9).block_label(), "3x3");
}

TEST(GeometryTest, GivesEveryUnitNDistinctCells) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    for (int u = 0; u < geo.unit_count(); ++u) {
      const auto cells = geo.unit(u);
      ASSERT_EQ(static_cast<int>(cells.size()), c.n);
      const std::set<int> distinct(cells.begin(), cells.end());
      EXPECT_EQ(static_cast<int>(distinct.size()), c.n) << "unit " << u;
      for (int cell : cells) {
        ASSERT_GE(cell, 0);
        ASSERT_LT(cell, geo.cell_count());
      }
    }
  }
}

TEST(GeometryTest, PutsEveryCellInOneUnitOfEachKind) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    // times[kind][cell]: how many units of that kind (row, column, block) hold the cell.
    std::vector<std::array<int, 3>> times(geo.cell_count(), {0, 0, 0});
    for (int u = 0; u < geo.unit_count(); ++u) {
      for (int cell : geo.unit(u)) ++times[cell][u / c.n];
    }
    for (int cell = 0; cell < geo.cell_count(); ++cell) {
      EXPECT_EQ(times[cell], (std::array<int, 3>{1, 1, 1})) << "cell " << cell;
      const auto& units = geo.units_of(cell);
      EXPECT_EQ(units[0], geo.row_unit(geo.row_of(cell)));
      EXPECT_EQ(units[1], geo.col_unit(geo.col_of(cell)));
      EXPECT_EQ(units[2], geo.block_unit(geo.block_of(cell)));
      for (int u : units) {
        const auto cells = geo.unit(u);
        EXPECT_NE(std::find(cells.begin(), cells.end(), cell), cells.end());
      }
    }
  }
}

TEST(GeometryTest, TilesGridWithBlockRectangles) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    const int blocks_per_band = c.n / c.cols;
    for (int b = 0; b < c.n; ++b) {
      const int top = (b / blocks_per_band) * c.rows;
      const int left = (b % blocks_per_band) * c.cols;
      std::vector<int> expected;
      for (int r = top; r < top + c.rows; ++r) {
        for (int col = left; col < left + c.cols; ++col) expected.push_back(geo.cell(r, col));
      }
      EXPECT_EQ(sorted(geo.unit(geo.block_unit(b))), expected) << "block " << b;
      for (int cell : expected) EXPECT_EQ(geo.block_of(cell), b);
    }
  }
}

TEST(GeometryTest, GivesPeerCountFromFormula) {
  EXPECT_EQ(Geometry(2, 2).peer_count(), 7);
  EXPECT_EQ(Geometry(2, 3).peer_count(), 12);
  EXPECT_EQ(Geometry(3, 3).peer_count(), 20);
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    EXPECT_EQ(geo.peer_count(), 3 * c.n - c.rows - c.cols - 1);
    EXPECT_EQ(static_cast<int>(geo.peers(0).size()), geo.peer_count());
  }
}

TEST(GeometryTest, ListsPeersDistinctSymmetricAndWithoutTheCell) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    for (int cell = 0; cell < geo.cell_count(); ++cell) {
      const auto peers = geo.peers(cell);
      ASSERT_TRUE(std::is_sorted(peers.begin(), peers.end()));
      ASSERT_EQ(std::adjacent_find(peers.begin(), peers.end()), peers.end()) << "duplicate peer";
      ASSERT_FALSE(std::binary_search(peers.begin(), peers.end(), cell));
      for (int p : peers) {
        const bool shares_unit = geo.row_of(p) == geo.row_of(cell) || geo.col_of(p) == geo.col_of(cell) ||
                                 geo.block_of(p) == geo.block_of(cell);
        ASSERT_TRUE(shares_unit) << p << " is no peer of " << cell;
        const auto back = geo.peers(p);
        ASSERT_TRUE(std::binary_search(back.begin(), back.end(), cell)) << p << " vs " << cell;
      }
    }
  }
}

TEST(GeometryTest, GivesPeersAsABitSetToo) {
  for (int n : {4, 9, 12, 16, 25, 64}) {  // one word to 64 words a cell
    SCOPED_TRACE(n);
    const Geometry geo = Geometry::for_size(n);
    ASSERT_EQ(geo.cell_words(), (geo.cell_count() + 63) / 64);
    for (int cell = 0; cell < geo.cell_count(); ++cell) {
      const auto set = geo.peer_set(cell);
      ASSERT_EQ(static_cast<int>(set.size()), geo.cell_words());
      std::vector<int> listed;
      for (int w = 0; w < geo.cell_words(); ++w) {
        for (std::uint64_t bits = set[w]; bits != 0; bits &= bits - 1) {
          listed.push_back(64 * w + std::countr_zero(bits));
        }
      }
      const auto peers = geo.peers(cell);
      ASSERT_EQ(listed, std::vector<int>(peers.begin(), peers.end())) << "cell " << cell;
    }
  }
}

TEST(GeometryTest, GivesCornerCellUnitsOn4x4) {
  const Geometry geo{2, 2};
  const auto& units = geo.units_of(0);
  EXPECT_EQ(units, (std::array<int, 3>{0, 4, 8}));
  EXPECT_EQ(sorted(geo.unit(units[0])), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(sorted(geo.unit(units[1])), (std::vector<int>{0, 4, 8, 12}));
  EXPECT_EQ(sorted(geo.unit(units[2])), (std::vector<int>{0, 1, 4, 5}));
  // Bottom-right corner: row 3, column 3, block 3.
  EXPECT_EQ(geo.units_of(15), (std::array<int, 3>{3, 7, 11}));
  EXPECT_EQ(sorted(geo.unit(11)), (std::vector<int>{10, 11, 14, 15}));
}

TEST(GeometryTest, GivesCornerCellUnitsOn6x6WithTwoByThreeBlocks) {
  const Geometry geo{2, 3};  // blocks 2 rows high, 3 columns wide
  EXPECT_EQ(geo.units_of(0), (std::array<int, 3>{0, 6, 12}));
  EXPECT_EQ(sorted(geo.unit(0)), (std::vector<int>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(sorted(geo.unit(6)), (std::vector<int>{0, 6, 12, 18, 24, 30}));
  EXPECT_EQ(sorted(geo.unit(12)), (std::vector<int>{0, 1, 2, 6, 7, 8}));
  // Top-right corner r0c5 is in block 1; bottom-left r5c0 in block 4.
  EXPECT_EQ(geo.units_of(5), (std::array<int, 3>{0, 11, 13}));
  EXPECT_EQ(sorted(geo.unit(13)), (std::vector<int>{3, 4, 5, 9, 10, 11}));
  EXPECT_EQ(geo.units_of(30), (std::array<int, 3>{5, 6, 16}));
  EXPECT_EQ(sorted(geo.unit(16)), (std::vector<int>{24, 25, 26, 30, 31, 32}));
  EXPECT_EQ(geo.units_of(35), (std::array<int, 3>{5, 11, 17}));
}

TEST(GeometryTest, GivesCornerCellUnitsOn9x9) {
  const Geometry geo{3, 3};
  EXPECT_EQ(geo.units_of(0), (std::array<int, 3>{0, 9, 18}));
  EXPECT_EQ(sorted(geo.unit(18)), (std::vector<int>{0, 1, 2, 9, 10, 11, 18, 19, 20}));
  EXPECT_EQ(geo.units_of(80), (std::array<int, 3>{8, 17, 26}));
  EXPECT_EQ(sorted(geo.unit(26)), (std::vector<int>{60, 61, 62, 69, 70, 71, 78, 79, 80}));
  EXPECT_EQ(sorted(geo.unit(17)), (std::vector<int>{8, 17, 26, 35, 44, 53, 62, 71, 80}));
  EXPECT_EQ(static_cast<int>(geo.peers(0).size()), 20);
}

TEST(GeometryTest, SplitsIntersectionsIntoSharedAndRests) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    const auto& xs = geo.intersections();
    // Each block crosses block_rows rows and block_cols columns.
    EXPECT_EQ(static_cast<int>(xs.size()), c.n * (c.rows + c.cols));
    int row_lines = 0;
    for (const Intersection& x : xs) {
      ASSERT_GE(x.block, 2 * c.n);
      ASSERT_LT(x.line, 2 * c.n);
      const bool is_row = x.line < c.n;
      row_lines += is_row ? 1 : 0;
      EXPECT_EQ(static_cast<int>(x.shared.size()), is_row ? c.cols : c.rows);
      EXPECT_EQ(x.block_rest.size() + x.shared.size(), size_t(c.n));
      EXPECT_EQ(x.line_rest.size() + x.shared.size(), size_t(c.n));
      const int b = x.block - 2 * c.n;
      const auto in_line = [&](int cell) {
        return is_row ? geo.row_unit(geo.row_of(cell)) == x.line : geo.col_unit(geo.col_of(cell)) == x.line;
      };
      for (int cell : x.shared) EXPECT_TRUE(geo.block_of(cell) == b && in_line(cell));
      for (int cell : x.block_rest) EXPECT_TRUE(geo.block_of(cell) == b && !in_line(cell));
      for (int cell : x.line_rest) EXPECT_TRUE(geo.block_of(cell) != b && in_line(cell));
    }
    EXPECT_EQ(row_lines, c.n * c.rows);
  }
}

TEST(GeometryTest, IndexesIntersectionsByLineBlockAndCell) {
  for (const ShapeCase& c : kShapes) {
    SCOPED_TRACE(c.n);
    const Geometry geo = Geometry::for_size(c.n);
    const auto& xs = geo.intersections();
    for (int r = 0; r < c.n; ++r) {
      // A row crosses N / block width blocks, a column N / block height.
      EXPECT_EQ(static_cast<int>(geo.line_intersections(geo.row_unit(r)).size()), c.n / c.cols);
      EXPECT_EQ(static_cast<int>(geo.line_intersections(geo.col_unit(r)).size()), c.n / c.rows);
      for (int x : geo.line_intersections(geo.row_unit(r))) EXPECT_EQ(xs[x].line, geo.row_unit(r));
    }
    for (int b = 0; b < c.n; ++b) {
      const int block = geo.block_unit(b);
      EXPECT_EQ(static_cast<int>(geo.block_intersections(block, 0).size()), c.rows);
      EXPECT_EQ(static_cast<int>(geo.block_intersections(block, 1).size()), c.cols);
      for (int along = 0; along < 2; ++along) {
        for (int x : geo.block_intersections(block, along)) {
          EXPECT_EQ(xs[x].block, block);
          EXPECT_EQ(xs[x].line < c.n, along == 0);
        }
      }
    }
    for (int cell = 0; cell < geo.cell_count(); ++cell) {
      const auto& [with_row, with_col] = geo.cell_intersections(cell);
      const auto& units = geo.units_of(cell);
      EXPECT_EQ(xs[with_row].line, units[0]);
      EXPECT_EQ(xs[with_col].line, units[1]);
      EXPECT_EQ(xs[with_row].block, units[2]);
      EXPECT_EQ(xs[with_col].block, units[2]);
    }
  }
}

TEST(GeometryTest, FindsNoBlockShapeForPrimesOrTinySizes) {
  for (int n : {5, 7, 11, 13, 17, 19, 23}) EXPECT_FALSE(block_shape_for(n).has_value()) << n;
  for (int n : {-1, 0, 1, 2, 3}) EXPECT_FALSE(block_shape_for(n).has_value()) << n;
}

TEST(GeometryTest, ThrowsForPrimeOrOversizedSize) {
  for (int n : {5, 7, 11, 13, 17, 19, 23}) {
    EXPECT_THROW(Geometry::for_size(n), std::invalid_argument) << n;
  }
  EXPECT_THROW(Geometry::for_size(kMaxSize + 1), std::invalid_argument);
  EXPECT_THROW(Geometry::for_size(3), std::invalid_argument);
  EXPECT_NO_THROW(Geometry::for_size(64));
  EXPECT_NO_THROW(Geometry::for_size(kMaxSize));
}

}  // namespace
}  // namespace sudoku
