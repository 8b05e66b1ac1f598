#include "solver/techniques/intersections.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <utility>
#include <vector>

#include "tests/techniques/candidate_masks.h"

namespace sudoku {
namespace {

constexpr auto kIntersectionsId = TechniqueId::kIntersections;

// Intersections alone: no fl or cp queue reacts to its removals.
TechniqueSet intersections_only() { return TechniqueSet{}.add(kIntersectionsId); }

void strike(const Geometry& geo, Board& board, int digit, std::initializer_list<std::pair<int, int>> cells) {
  for (auto [row, col] : cells) board.eliminate(geo.cell(row, col), digit);
}

TEST(IntersectionsTest, PointsBlockDigitOutOfRestOfRow) {
  const Geometry geo{2, 2};
  Board board{geo};
  strike(geo, board, 0, {{1, 0}, {1, 1}});  // block 0 keeps 0 only in row 0
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kChanged);
  EXPECT_FALSE(board.has(geo.cell(0, 2), 0));
  EXPECT_FALSE(board.has(geo.cell(0, 3), 0));
  EXPECT_TRUE(board.has(geo.cell(0, 0), 0));
  EXPECT_TRUE(board.has(geo.cell(2, 2), 0));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 2u);
  EXPECT_EQ(stats.eliminations, 2u);
}

TEST(IntersectionsTest, ClaimsRowDigitOutOfRestOfBlock) {
  const Geometry geo{2, 2};
  Board board{geo};
  // Row 0 keeps 0 only in block 0. On 4x4 this is also pointing from block 1.
  strike(geo, board, 0, {{0, 2}, {0, 3}});
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kChanged);
  EXPECT_FALSE(board.has(geo.cell(1, 0), 0));
  EXPECT_FALSE(board.has(geo.cell(1, 1), 0));
  EXPECT_TRUE(board.has(geo.cell(1, 2), 0));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 2u);
}

TEST(IntersectionsTest, ClaimsRowDigitOnNineByNineWherePointingCannot) {
  const Geometry geo{3, 3};
  Board board{geo};
  // Row 0 keeps 0 only in block 0. Blocks 1 and 2 still hold 0 in two rows each, so no
  // pointing reaches the same cells: this is claiming alone.
  strike(geo, board, 0, {{0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8}});
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kChanged);
  for (int row : {1, 2}) {
    for (int col : {0, 1, 2}) EXPECT_FALSE(board.has(geo.cell(row, col), 0)) << row << "," << col;
    EXPECT_TRUE(board.has(geo.cell(row, 3), 0)) << row;
  }
  EXPECT_TRUE(board.has(geo.cell(0, 1), 0));
  EXPECT_TRUE(board.has(geo.cell(3, 0), 0));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 6u);
}

TEST(IntersectionsTest, PointsAlongColumnOnSixBySix) {
  const Geometry geo{2, 3};  // a column crosses each block in 2 cells
  Board board{geo};
  strike(geo, board, 0, {{0, 1}, {0, 2}, {1, 1}, {1, 2}});  // block 0 keeps 0 only in column 0
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kChanged);
  for (int row : {2, 3, 4, 5}) EXPECT_FALSE(board.has(geo.cell(row, 0), 0)) << row;
  EXPECT_TRUE(board.has(geo.cell(0, 0), 0));
  EXPECT_TRUE(board.has(geo.cell(1, 0), 0));
  EXPECT_TRUE(board.has(geo.cell(2, 1), 0));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 4u);
}

TEST(IntersectionsTest, ClaimsAlongRowOnSixBySix) {
  const Geometry geo{2, 3};  // a row crosses each block in 3 cells
  Board board{geo};
  strike(geo, board, 0, {{0, 3}, {0, 4}, {0, 5}});  // row 0 keeps 0 only in block 0
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kChanged);
  for (int col : {0, 1, 2}) EXPECT_FALSE(board.has(geo.cell(1, col), 0)) << col;
  for (int col : {3, 4, 5}) EXPECT_TRUE(board.has(geo.cell(1, col), 0)) << col;
  EXPECT_TRUE(board.has(geo.cell(2, 0), 0));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 3u);
}

TEST(IntersectionsTest, ClaimsAlongColumnOnSixBySix) {
  const Geometry geo{2, 3};
  Board board{geo};
  strike(geo, board, 5, {{2, 4}, {3, 4}, {4, 4}, {5, 4}});  // column 4 keeps 5 only in block 1
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kChanged);
  for (auto [row, col] : {std::pair{0, 3}, {0, 5}, {1, 3}, {1, 5}}) {
    EXPECT_FALSE(board.has(geo.cell(row, col), 5)) << row << "," << col;
  }
  EXPECT_TRUE(board.has(geo.cell(0, 4), 5));
  EXPECT_TRUE(board.has(geo.cell(1, 4), 5));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 4u);
}

TEST(IntersectionsTest, LeavesOpenBoardUnchanged) {
  for (const Geometry& geo : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 3}}) {
    Board board{geo};
    const auto before = masks(board);
    Stats stats;
    Propagator prop(geo, intersections_only(), stats);
    EXPECT_EQ(Intersections::apply(prop, board), Progress::kNone);
    EXPECT_EQ(masks(board), before);
    EXPECT_EQ(stats, Stats{});
  }
}

TEST(IntersectionsTest, LeavesBoardUnchangedWhenLineRestAlreadyLacksDigit) {
  const Geometry geo{2, 2};
  Board board{geo};
  strike(geo, board, 0, {{1, 0}, {1, 1}, {0, 2}, {0, 3}});
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kNone);
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 0u);
}

TEST(IntersectionsTest, FailsWhenPointingEmptiesSolvedCell) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(geo.cell(0, 2), 0);           // row 0 already has its 0 outside block 0 ...
  strike(geo, board, 0, {{1, 0}, {1, 1}});  // ... yet block 0 can only put 0 in row 0
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_EQ(Intersections::apply(prop, board), Progress::kContradiction);
}

TEST(IntersectionsTest, RunsInsidePropagateUntilNothingChanges) {
  const Geometry geo{2, 2};
  Board board{geo};
  strike(geo, board, 0, {{1, 0}, {1, 1}});
  Stats stats;
  Propagator prop(geo, intersections_only(), stats);
  EXPECT_TRUE(prop.propagate(board));
  EXPECT_FALSE(board.has(geo.cell(0, 2), 0));
  EXPECT_FALSE(board.has(geo.cell(0, 3), 0));
  EXPECT_EQ(stats.eliminated[idx(kIntersectionsId)], 2u);
}

}  // namespace
}  // namespace sudoku
