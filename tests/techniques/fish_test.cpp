#include "solver/techniques/fish.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <vector>

#include "tests/techniques/candidate_masks.h"

namespace sudoku {
namespace {

constexpr auto kFishId = TechniqueId::kFish;

// Leaves `digit` open in row `row` only at the listed columns.
void row_keeps(const Geometry& geo, Board& board, int digit, int row, std::initializer_list<int> cols) {
  for (int col = 0; col < geo.size(); ++col) {
    if (std::find(cols.begin(), cols.end(), col) == cols.end()) board.eliminate(geo.cell(row, col), digit);
  }
}

void col_keeps(const Geometry& geo, Board& board, int digit, int col, std::initializer_list<int> rows) {
  for (int row = 0; row < geo.size(); ++row) {
    if (std::find(rows.begin(), rows.end(), row) == rows.end()) board.eliminate(geo.cell(row, col), digit);
  }
}

// Fish alone: no fl or cp queue reacts to its removals.
TechniqueSet fish_only() { return TechniqueSet{}.add(kFishId); }

TEST(FishTest, FindsXWingOnRows) {
  const Geometry geo{3, 3};
  Board board{geo};
  row_keeps(geo, board, 0, 0, {0, 4});
  row_keeps(geo, board, 0, 4, {0, 4});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kChanged);
  for (int row = 0; row < 9; ++row) {
    const bool wing = row == 0 || row == 4;
    EXPECT_EQ(board.has(geo.cell(row, 0), 0), wing) << row;
    EXPECT_EQ(board.has(geo.cell(row, 4), 0), wing) << row;
    EXPECT_TRUE(board.has(geo.cell(row, 1), 0) || row == 0 || row == 4) << row;
  }
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 14u);
}

TEST(FishTest, FindsXWingOnColumns) {
  const Geometry geo{3, 3};
  Board board{geo};
  col_keeps(geo, board, 3, 1, {2, 7});
  col_keeps(geo, board, 3, 6, {2, 7});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kChanged);
  for (int col = 0; col < 9; ++col) {
    const bool wing = col == 1 || col == 6;
    EXPECT_EQ(board.has(geo.cell(2, col), 3), wing) << col;
    EXPECT_EQ(board.has(geo.cell(7, col), 3), wing) << col;
  }
  EXPECT_TRUE(board.has(geo.cell(3, 0), 3));
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 14u);
}

TEST(FishTest, FindsXWingBesideLineWhereDigitIsSolved) {
  const Geometry geo{3, 3};
  Board board{geo};
  board.place(geo.cell(8, 8), 0);
  for (int peer : geo.peers(geo.cell(8, 8))) board.eliminate(peer, 0);
  row_keeps(geo, board, 0, 0, {0, 4});
  row_keeps(geo, board, 0, 4, {0, 4});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kChanged);
  for (int row : {1, 2, 3, 5, 6, 7}) {
    EXPECT_FALSE(board.has(geo.cell(row, 0), 0)) << row;
    EXPECT_FALSE(board.has(geo.cell(row, 4), 0)) << row;
  }
  EXPECT_EQ(board.value(geo.cell(8, 8)), 0);
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 12u);
}

TEST(FishTest, FindsSwordfishOnNineByNine) {
  const Geometry geo{3, 3};
  Board board{geo};
  // Digit 5 in rows 0, 3, 6 only within columns 0, 3, 6, and no two rows form an X-Wing.
  row_keeps(geo, board, 5, 0, {0, 3});
  row_keeps(geo, board, 5, 3, {3, 6});
  row_keeps(geo, board, 5, 6, {0, 6});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kChanged);
  for (int row : {1, 2, 4, 5, 7, 8}) {
    for (int col : {0, 3, 6}) EXPECT_FALSE(board.has(geo.cell(row, col), 5)) << row << "," << col;
    EXPECT_TRUE(board.has(geo.cell(row, 1), 5)) << row;
  }
  EXPECT_TRUE(board.has(geo.cell(0, 0), 5));
  EXPECT_TRUE(board.has(geo.cell(6, 6), 5));
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 18u);
}

TEST(FishTest, FindsXWingOnSixBySix) {
  const Geometry geo{2, 3};
  Board board{geo};
  row_keeps(geo, board, 2, 0, {0, 3});
  row_keeps(geo, board, 2, 2, {0, 3});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kChanged);
  for (int row : {1, 3, 4, 5}) {
    EXPECT_FALSE(board.has(geo.cell(row, 0), 2)) << row;
    EXPECT_FALSE(board.has(geo.cell(row, 3), 2)) << row;
    EXPECT_TRUE(board.has(geo.cell(row, 1), 2)) << row;
  }
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 8u);
}

TEST(FishTest, LeavesOpenBoardUnchanged) {
  for (const Geometry& geo : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 3}}) {
    Board board{geo};
    const auto before = masks(board);
    Stats stats;
    Propagator prop(geo, fish_only(), stats);
    EXPECT_EQ(Fish::apply(prop, board), Progress::kNone);
    EXPECT_EQ(masks(board), before);
    EXPECT_EQ(stats, Stats{});
  }
}

TEST(FishTest, LeavesExhaustedXWingUnchanged) {
  const Geometry geo{2, 2};
  Board board{geo};
  // Digit 0 already confined to a rectangle both ways: nothing left to remove.
  row_keeps(geo, board, 0, 0, {0, 2});
  row_keeps(geo, board, 0, 2, {0, 2});
  row_keeps(geo, board, 0, 1, {1, 3});
  row_keeps(geo, board, 0, 3, {1, 3});
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kNone);
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 0u);
}

TEST(FishTest, FailsWhenTwoRowsShareOneColumn) {
  const Geometry geo{2, 2};
  Board board{geo};
  row_keeps(geo, board, 1, 0, {2});
  row_keeps(geo, board, 1, 3, {2});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kContradiction);
}

TEST(FishTest, FailsWhenRowHasNoPlaceForDigit) {
  const Geometry geo{2, 3};
  Board board{geo};
  row_keeps(geo, board, 4, 5, {});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_EQ(Fish::apply(prop, board), Progress::kContradiction);
}

TEST(FishTest, RunsInsidePropagate) {
  const Geometry geo{3, 3};
  Board board{geo};
  row_keeps(geo, board, 0, 0, {0, 4});
  row_keeps(geo, board, 0, 4, {0, 4});
  Stats stats;
  Propagator prop(geo, fish_only(), stats);
  EXPECT_TRUE(prop.propagate(board));
  EXPECT_FALSE(board.has(geo.cell(8, 4), 0));
  EXPECT_EQ(stats.eliminated[idx(kFishId)], 14u);
}

}  // namespace
}  // namespace sudoku
