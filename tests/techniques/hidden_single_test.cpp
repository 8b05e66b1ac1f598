#include "solver/techniques/hidden_single.h"

#include <gtest/gtest.h>

#include <vector>

#include "solver/propagator.h"
#include "tests/techniques/candidate_masks.h"

namespace sudoku {
namespace {

constexpr auto kCp = TechniqueId::kHiddenSingle;

// cp alone: no fl queue, so only hidden singles act.
TechniqueSet cp_only() { return TechniqueSet{}.add(kCp); }

TEST(HiddenSingleTest, PlacesDigitWithOneHomeInRow) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 2}) board.eliminate(geo.cell(0, col), 1);
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  prop.queue_everything(board);
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(board.value(geo.cell(0, 3)), 1);  // it still had 4 candidates: no naked single
  EXPECT_EQ(stats.placed[idx(kCp)], 1u);
  EXPECT_EQ(stats.eliminated[idx(kCp)], 3u);
  EXPECT_EQ(board.solved_count(), 1);
}

TEST(HiddenSingleTest, PlacesDigitWithOneHomeInColumnWhenQueuedByRemoval) {
  const Geometry geo{2, 2};
  Board board{geo};
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  // Removals made through the propagator queue the check of their own units.
  for (int row : {0, 2, 3}) {
    ASSERT_TRUE(prop.eliminate(board, geo.cell(row, 1), 2, TechniqueId::kForwardLooking));
  }
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(board.value(geo.cell(1, 1)), 2);
  EXPECT_EQ(stats.placed[idx(kCp)], 1u);
  EXPECT_EQ(stats.eliminated[idx(kCp)], 3u);
  EXPECT_EQ(stats.eliminated[idx(TechniqueId::kForwardLooking)], 3u);
}

TEST(HiddenSingleTest, ChecksMarkedDigitsOfOneUnitDirectly) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 3}) board.eliminate(geo.cell(2, col), 0);
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  EXPECT_TRUE(HiddenSingle::check(prop, board, geo.row_unit(2), digit_bit(0)));
  EXPECT_EQ(board.value(geo.cell(2, 2)), 0);
  EXPECT_EQ(stats.placed[idx(kCp)], 1u);
}

TEST(HiddenSingleTest, PlacesSeveralDigitsInOnePass) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 3}) board.eliminate(geo.cell(2, col), 0);  // digit 0: only r2c2
  for (int col : {1, 2, 3}) board.eliminate(geo.cell(2, col), 3);  // digit 3: only r2c0
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  EXPECT_TRUE(HiddenSingle::check(prop, board, geo.row_unit(2), digit_bit(0) | digit_bit(3)));
  EXPECT_EQ(board.value(geo.cell(2, 2)), 0);
  EXPECT_EQ(board.value(geo.cell(2, 0)), 3);
  EXPECT_EQ(stats.placed[idx(kCp)], 2u);
}

TEST(HiddenSingleTest, FailsWhenTwoDigitsHaveTheSameOnlyHome) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 3}) {
    board.eliminate(geo.cell(2, col), 0);
    board.eliminate(geo.cell(2, col), 3);
  }
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  EXPECT_FALSE(HiddenSingle::check(prop, board, geo.row_unit(2), digit_bit(0) | digit_bit(3)));
}

TEST(HiddenSingleTest, LeavesDigitWithTwoHomesAlone) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1}) board.eliminate(geo.cell(0, col), 1);
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  prop.queue_everything(board);
  EXPECT_TRUE(prop.propagate(board));
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats.placed[idx(kCp)], 0u);
  EXPECT_EQ(stats.eliminated[idx(kCp)], 0u);
}

TEST(HiddenSingleTest, LeavesAlreadySolvedHomeAlone) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(geo.cell(0, 3), 1);
  for (int col : {0, 1, 2}) board.eliminate(geo.cell(0, col), 1);
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  EXPECT_TRUE(HiddenSingle::check(prop, board, geo.row_unit(0), digit_bit(1)));
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats, Stats{});
}

TEST(HiddenSingleTest, FailsWhenDigitHasNoHomeInUnit) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 2, 3}) board.eliminate(geo.cell(0, col), 1);
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  EXPECT_FALSE(HiddenSingle::check(prop, board, geo.row_unit(0), digit_bit(1)));
  prop.queue_everything(board);
  EXPECT_FALSE(prop.propagate(board));
}

TEST(HiddenSingleTest, PlacesDigitWithOneHomeInTwoByThreeBlock) {
  const Geometry geo{2, 3};  // block 0 is r0-r1 x c0-c2
  Board board{geo};
  for (int c : {geo.cell(0, 0), geo.cell(0, 1), geo.cell(0, 2), geo.cell(1, 0), geo.cell(1, 1)}) {
    board.eliminate(c, 4);
  }
  Stats stats;
  Propagator prop(geo, cp_only(), stats);
  prop.queue_everything(board);
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(board.value(geo.cell(1, 2)), 4);
  EXPECT_EQ(stats.placed[idx(kCp)], 1u);
  EXPECT_EQ(stats.eliminated[idx(kCp)], 5u);
  EXPECT_EQ(board.solved_count(), 1);
}

TEST(HiddenSingleTest, FeedsForwardLookingWhenParsedWithFl) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 2}) board.eliminate(geo.cell(0, col), 1);
  Stats stats;
  Propagator prop(geo, *TechniqueSet::parse("cp"), stats);
  prop.queue_everything(board);
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(board.value(geo.cell(0, 3)), 1);
  EXPECT_EQ(stats.placed[idx(kCp)], 1u);
  // The placed 1 leaves the column and block peers that still had it.
  for (int c : {geo.cell(1, 2), geo.cell(1, 3), geo.cell(2, 3), geo.cell(3, 3)}) {
    EXPECT_FALSE(board.has(c, 1)) << c;
  }
  EXPECT_EQ(stats.eliminated[idx(TechniqueId::kForwardLooking)], 4u);
}

}  // namespace
}  // namespace sudoku
