#include "solver/techniques/subsets.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <vector>

#include "tests/techniques/candidate_masks.h"

namespace sudoku {
namespace {

constexpr auto kSubsetsId = TechniqueId::kSubsets;

Mask digits(std::initializer_list<int> ds) {
  Mask m = 0;
  for (int d : ds) m |= digit_bit(d);
  return m;
}

// Narrows a cell to the given candidates, as earlier deductions would have.
void keep_only(Board& board, int cell, Mask keep) {
  for_each_digit(board.candidates(cell) & ~keep, [&](int d) { board.eliminate(cell, d); });
}

// Subsets alone: no fl or cp queue reacts to its removals.
TechniqueSet subsets_only() { return TechniqueSet{}.add(kSubsetsId); }

TEST(SubsetsTest, RemovesNakedPairFromRestOfRow) {
  const Geometry geo{2, 2};
  Board board{geo};
  // Pair cells in different blocks, so only the row sees the pair.
  keep_only(board, geo.cell(0, 0), digits({0, 1}));
  keep_only(board, geo.cell(0, 2), digits({0, 1}));
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kChanged);
  EXPECT_EQ(board.candidates(geo.cell(0, 1)), digits({2, 3}));
  EXPECT_EQ(board.candidates(geo.cell(0, 3)), digits({2, 3}));
  EXPECT_EQ(board.candidates(geo.cell(0, 0)), digits({0, 1}));
  EXPECT_EQ(board.candidates(geo.cell(1, 0)), full_mask(4));
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 4u);
  EXPECT_EQ(stats.placed[idx(kSubsetsId)], 0u);
}

TEST(SubsetsTest, SearchesAUnitAgainOnceItsCandidatesChange) {
  // A unit where nothing was found is skipped while its candidates stay the same; the Propagator
  // outlives boards (backtracking copies them), so a narrowed copy must be searched afresh.
  const Geometry geo{2, 2};
  Board board{geo};
  keep_only(board, geo.cell(0, 0), digits({0, 1}));
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kNone);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kNone);
  Board narrowed = board;
  keep_only(narrowed, geo.cell(0, 2), digits({0, 1}));
  EXPECT_EQ(Subsets::apply(prop, narrowed), Progress::kChanged);
  EXPECT_EQ(narrowed.candidates(geo.cell(0, 1)), digits({2, 3}));
  EXPECT_EQ(narrowed.candidates(geo.cell(0, 3)), digits({2, 3}));
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kNone);
  EXPECT_EQ(board.candidates(geo.cell(0, 1)), full_mask(4));
}

TEST(SubsetsTest, RemovesNakedTripleFromRestOfRowOnSixBySix) {
  const Geometry geo{2, 3};
  Board board{geo};
  keep_only(board, geo.cell(0, 0), digits({0, 1}));
  keep_only(board, geo.cell(0, 1), digits({1, 2}));
  keep_only(board, geo.cell(0, 3), digits({0, 2}));
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kChanged);
  for (int col : {2, 4, 5}) {
    EXPECT_EQ(board.candidates(geo.cell(0, col)), digits({3, 4, 5})) << col;
  }
  EXPECT_EQ(board.candidates(geo.cell(0, 1)), digits({1, 2}));
  EXPECT_EQ(board.candidates(geo.cell(1, 2)), full_mask(6));
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 9u);
}

TEST(SubsetsTest, KeepsOnlyHiddenPairInItsCellsOnSixBySix) {
  const Geometry geo{2, 3};
  Board board{geo};
  // Digits 0 and 1 fit only r0c0 and r0c3 in row 0; those cells still hold everything.
  for (int col : {1, 2, 4, 5}) keep_only(board, geo.cell(0, col), digits({2, 3, 4, 5}));
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kChanged);
  EXPECT_EQ(board.candidates(geo.cell(0, 0)), digits({0, 1}));
  EXPECT_EQ(board.candidates(geo.cell(0, 3)), digits({0, 1}));
  EXPECT_EQ(board.candidates(geo.cell(0, 1)), digits({2, 3, 4, 5}));
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 8u);
}

TEST(SubsetsTest, KeepsOnlyHiddenTripleInItsCellsOnNineByNine) {
  const Geometry geo{3, 3};
  Board board{geo};
  // Digits 0, 1, 2 fit only r0c0, r0c3, r0c6: one cell per block.
  for (int col : {1, 2, 4, 5, 7, 8}) {
    for (int d : {0, 1, 2}) board.eliminate(geo.cell(0, col), d);
  }
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kChanged);
  for (int col : {0, 3, 6}) EXPECT_EQ(board.candidates(geo.cell(0, col)), digits({0, 1, 2})) << col;
  EXPECT_EQ(board.candidates(geo.cell(0, 1)), full_mask(9) & ~digits({0, 1, 2}));
  EXPECT_EQ(board.candidates(geo.cell(1, 0)), full_mask(9));
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 18u);
}

TEST(SubsetsTest, RemovesNakedPairInBlockOnly) {
  const Geometry geo{3, 3};
  Board board{geo};
  // r0c0 and r1c1 share block 0 but no row or column.
  keep_only(board, geo.cell(0, 0), digits({4, 7}));
  keep_only(board, geo.cell(1, 1), digits({4, 7}));
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kChanged);
  for (int c : geo.unit(geo.block_unit(0))) {
    if (c == geo.cell(0, 0) || c == geo.cell(1, 1)) continue;
    EXPECT_EQ(board.candidates(c), full_mask(9) & ~digits({4, 7})) << c;
  }
  EXPECT_EQ(board.candidates(geo.cell(0, 5)), full_mask(9));
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 14u);
}

TEST(SubsetsTest, LeavesOpenBoardUnchanged) {
  for (const Geometry& geo : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 3}}) {
    Board board{geo};
    const auto before = masks(board);
    Stats stats;
    Propagator prop(geo, subsets_only(), stats);
    EXPECT_EQ(Subsets::apply(prop, board), Progress::kNone);
    EXPECT_EQ(masks(board), before);
    EXPECT_EQ(stats, Stats{});
  }
}

TEST(SubsetsTest, LeavesExhaustedPairsUnchanged) {
  const Geometry geo{2, 2};
  Board board{geo};
  // Row 0 is split into two pairs that already exclude each other.
  keep_only(board, geo.cell(0, 0), digits({0, 1}));
  keep_only(board, geo.cell(0, 2), digits({0, 1}));
  keep_only(board, geo.cell(0, 1), digits({2, 3}));
  keep_only(board, geo.cell(0, 3), digits({2, 3}));
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kNone);
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 0u);
}

TEST(SubsetsTest, LeavesUnitsWithFewerThanFourOpenCellsAlone) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(geo.cell(0, 0), 3);
  keep_only(board, geo.cell(0, 1), digits({0, 1}));
  keep_only(board, geo.cell(0, 2), digits({0, 1}));
  // Row 0 has three open cells: the pair is left to singles; columns and blocks see no pair.
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kNone);
  EXPECT_EQ(masks(board), before);
}

TEST(SubsetsTest, FailsWhenThreeCellsShareTwoDigits) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 2}) keep_only(board, geo.cell(0, col), digits({0, 1}));
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kContradiction);
}

TEST(SubsetsTest, FailsWhenMissingDigitHasNoPlace) {
  const Geometry geo{2, 2};
  Board board{geo};
  for (int col : {0, 1, 2, 3}) board.eliminate(geo.cell(0, col), 2);
  const auto before = masks(board);
  Stats stats;
  Propagator prop(geo, subsets_only(), stats);
  EXPECT_EQ(Subsets::apply(prop, board), Progress::kContradiction);
  EXPECT_EQ(masks(board), before);
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 0u);
}

TEST(SubsetsTest, RunsInsidePropagateWithFlImplied) {
  const Geometry geo{2, 2};
  Board board{geo};
  keep_only(board, geo.cell(0, 0), digits({0, 1}));
  keep_only(board, geo.cell(0, 2), digits({0, 1}));
  Stats stats;
  Propagator prop(geo, *TechniqueSet::parse("subsets"), stats);
  ASSERT_TRUE(prop.propagate(board));
  EXPECT_EQ(board.candidates(geo.cell(0, 1)), digits({2, 3}));
  EXPECT_EQ(board.candidates(geo.cell(0, 3)), digits({2, 3}));
  EXPECT_EQ(stats.eliminated[idx(kSubsetsId)], 4u);
  EXPECT_EQ(stats.eliminations,
            stats.eliminated[idx(kSubsetsId)] + stats.eliminated[idx(TechniqueId::kForwardLooking)]);
}

}  // namespace
}  // namespace sudoku
