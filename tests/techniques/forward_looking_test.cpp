#include "solver/techniques/forward_looking.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "solver/propagator.h"
#include "tests/techniques/candidate_masks.h"

namespace sudoku {
namespace {

constexpr auto kFl = TechniqueId::kForwardLooking;

TechniqueSet fl_only() { return *TechniqueSet::parse("fl"); }

TEST(ForwardLookingTest, RemovesSolvedDigitFromEveryPeer) {
  const Geometry geo{2, 2};
  Board board{geo};
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  const int cell = geo.cell(0, 0);
  ASSERT_TRUE(prop.guess(board, cell, 0));
  EXPECT_EQ(stats.eliminations, 3u);  // the guess's own removals, counted against no technique
  EXPECT_EQ(stats.eliminated[idx(kFl)], 0u);
  ASSERT_TRUE(prop.propagate(board));
  for (int c = 1; c < board.cell_count(); ++c) {
    const auto peers = geo.peers(cell);
    const bool is_peer = std::find(peers.begin(), peers.end(), c) != peers.end();
    EXPECT_EQ(board.has(c, 0), !is_peer) << c;
    EXPECT_EQ(count(board.candidates(c)), is_peer ? 3 : 4) << c;
  }
  EXPECT_EQ(stats.eliminated[idx(kFl)], 7u);  // 4x4: 7 peers
  EXPECT_EQ(stats.placed[idx(kFl)], 0u);
  EXPECT_EQ(stats.eliminations, 10u);
}

TEST(ForwardLookingTest, ChainsNakedSingles) {
  const Geometry geo{2, 2};
  Board board{geo};
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  for (int col : {0, 1, 2}) ASSERT_TRUE(prop.guess(board, geo.cell(0, col), col));
  ASSERT_TRUE(prop.propagate(board));
  // r0c3 is left with digit 3, which then leaves its own peers.
  EXPECT_EQ(board.value(geo.cell(0, 3)), 3);
  EXPECT_EQ(stats.placed[idx(kFl)], 1u);
  EXPECT_EQ(board.candidates(geo.cell(1, 2)), Mask{0b0011});
  EXPECT_EQ(board.candidates(geo.cell(1, 3)), Mask{0b0011});
  EXPECT_FALSE(board.has(geo.cell(3, 3), 3));
  EXPECT_EQ(stats.eliminated[idx(kFl)], 19u);
  EXPECT_EQ(board.solved_count(), 4);
}

TEST(ForwardLookingTest, StartsFromGivensWhenEverythingIsQueued) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(geo.cell(3, 3), 2);
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  prop.queue_everything(board);
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(stats.eliminated[idx(kFl)], 7u);
  for (int peer : geo.peers(geo.cell(3, 3))) EXPECT_FALSE(board.has(peer, 2)) << peer;
}

TEST(ForwardLookingTest, LeavesBoardUnchangedWithoutSolvedCells) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.eliminate(geo.cell(1, 1), 2);
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  prop.queue_everything(board);
  EXPECT_TRUE(prop.propagate(board));
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats, Stats{});
}

TEST(ForwardLookingTest, LeavesConsistentSolvedCellsAlone) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(0, 0);
  for (int peer : geo.peers(0)) board.eliminate(peer, 0);
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  prop.queue_everything(board);
  EXPECT_TRUE(prop.propagate(board));
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats.eliminated[idx(kFl)], 0u);
}

TEST(ForwardLookingTest, FailsWhenPeersShareTheirOnlyDigit) {
  const Geometry geo{2, 2};
  Board board{geo};
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  ASSERT_TRUE(prop.guess(board, geo.cell(0, 0), 1));
  ASSERT_TRUE(prop.guess(board, geo.cell(1, 1), 1));  // same block
  EXPECT_FALSE(prop.propagate(board));
}

TEST(ForwardLookingTest, FailsWhenChainEmptiesACell) {
  const Geometry geo{2, 2};
  Board board{geo};
  // r0c3 may only hold 0 or 1; both end up placed in its row.
  board.eliminate(geo.cell(0, 3), 2);
  board.eliminate(geo.cell(0, 3), 3);
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  ASSERT_TRUE(prop.guess(board, geo.cell(0, 0), 0));
  ASSERT_TRUE(prop.guess(board, geo.cell(0, 1), 1));
  EXPECT_FALSE(prop.propagate(board));
}

TEST(ForwardLookingTest, StartsCleanAfterContradiction) {
  const Geometry geo{2, 2};
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  Board failed{geo};
  ASSERT_TRUE(prop.guess(failed, 0, 1));
  ASSERT_TRUE(prop.guess(failed, 1, 1));
  ASSERT_TRUE(prop.guess(failed, 15, 2));  // still queued when the contradiction stops the drain
  ASSERT_FALSE(prop.propagate(failed));
  // The same propagator on a new board sees only the new board's work.
  Board board{geo};
  ASSERT_TRUE(prop.guess(board, 5, 3));
  const auto fl_before = stats.eliminated[idx(kFl)];
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(stats.eliminated[idx(kFl)] - fl_before, 7u);
  EXPECT_TRUE(board.has(geo.peers(15)[0], 2));
}

TEST(ForwardLookingTest, ReportsContradictionFromOnSolved) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(0, 3);
  board.place(1, 3);  // a row peer already holds the same digit
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  EXPECT_FALSE(ForwardLooking::on_solved(prop, board, 0));
}

TEST(ForwardLookingTest, RemovesDigitFromTwelvePeersOnSixBySix) {
  const Geometry geo{2, 3};  // blocks 2 high, 3 wide
  Board board{geo};
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  ASSERT_TRUE(prop.guess(board, geo.cell(0, 0), 0));
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(stats.eliminated[idx(kFl)], 12u);
  EXPECT_FALSE(board.has(geo.cell(1, 2), 0));  // same 2x3 block
  EXPECT_TRUE(board.has(geo.cell(2, 1), 0));   // next block down: no peer
  EXPECT_TRUE(board.has(geo.cell(1, 3), 0));   // next block across: no peer
  EXPECT_FALSE(board.has(geo.cell(0, 5), 0));
  EXPECT_FALSE(board.has(geo.cell(5, 0), 0));
}

TEST(ForwardLookingTest, CountsEliminationThatSolvesCellAgainstCaller) {
  const Geometry geo{2, 2};
  Board board{geo};
  Stats stats;
  Propagator prop(geo, fl_only(), stats);
  for (int d : {0, 1, 2}) ASSERT_TRUE(prop.eliminate(board, 5, d, kFl));
  EXPECT_EQ(stats.placed[idx(kFl)], 1u);
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(board.value(5), 3);
  EXPECT_EQ(stats.eliminated[idx(kFl)], 3u + 7u);
  EXPECT_EQ(stats.placements, 1u);
}

}  // namespace
}  // namespace sudoku
