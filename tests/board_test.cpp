#include "solver/board.h"

#include <gtest/gtest.h>

#include <vector>

#include "solver/puzzle_io.h"

namespace sudoku {
namespace {

TEST(BoardTest, StartsWithEveryCandidateOpen) {
  const Geometry geo{2, 3};
  const Board board{geo};
  EXPECT_EQ(board.cell_count(), 36);
  EXPECT_EQ(board.solved_count(), 0);
  EXPECT_FALSE(board.complete());
  for (int c = 0; c < board.cell_count(); ++c) {
    EXPECT_EQ(board.candidates(c), Mask{0b111111});
    EXPECT_FALSE(board.is_solved(c));
    EXPECT_EQ(board.value(c), kBlank);
  }
}

TEST(BoardTest, EliminateReportsWhatChanged) {
  const Geometry geo{2, 2};
  Board board{geo};
  const int cell = geo.cell(1, 2);
  EXPECT_EQ(board.eliminate(cell, 0), Removal::kRemoved);
  EXPECT_EQ(board.candidates(cell), Mask{0b1110});
  EXPECT_EQ(board.eliminate(cell, 0), Removal::kAbsent);
  EXPECT_EQ(board.candidates(cell), Mask{0b1110});
  EXPECT_EQ(board.eliminate(cell, 1), Removal::kRemoved);
  EXPECT_EQ(board.solved_count(), 0);
  EXPECT_EQ(board.eliminate(cell, 3), Removal::kSolved);
  EXPECT_EQ(board.solved_count(), 1);
  EXPECT_TRUE(board.is_solved(cell));
  EXPECT_EQ(board.value(cell), 2);
  EXPECT_EQ(board.eliminate(cell, 3), Removal::kAbsent);
  EXPECT_EQ(board.solved_count(), 1);
  // Removing the last candidate empties the cell, which is no longer solved.
  EXPECT_EQ(board.eliminate(cell, 2), Removal::kEmptied);
  EXPECT_EQ(board.candidates(cell), Mask{0});
  EXPECT_EQ(board.solved_count(), 0);
  EXPECT_FALSE(board.is_solved(cell));
  EXPECT_EQ(board.value(cell), kBlank);
}

// Many digits at once, counted as eliminate() one at a time would count them.
TEST(BoardTest, RestrictToRemovesTheRestAndCountsASolvedCellOnce) {
  const Geometry geo{2, 2};
  Board board{geo};
  const int cell = geo.cell(2, 1);
  EXPECT_EQ(board.restrict_to(cell, Mask{0b0110}), Mask{0b1001});
  EXPECT_EQ(board.candidates(cell), Mask{0b0110});
  EXPECT_EQ(board.solved_count(), 0);
  EXPECT_EQ(board.restrict_to(cell, ~Mask{0b0010}), Mask{0b0010});
  EXPECT_TRUE(board.is_solved(cell));
  EXPECT_EQ(board.solved_count(), 1);
  EXPECT_EQ(board.restrict_to(cell, Mask{0b0100}), Mask{0});  // nothing removed, still counted once
  EXPECT_EQ(board.solved_count(), 1);
  EXPECT_EQ(board.restrict_to(cell, Mask{0}), Mask{0b0100});  // emptied: no longer solved
  EXPECT_EQ(board.solved_count(), 0);
  EXPECT_EQ(board.candidates(cell), Mask{0});
}

TEST(BoardTest, EliminateLeavesOtherCellsAlone) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.eliminate(5, 1);
  for (int c = 0; c < board.cell_count(); ++c) {
    if (c == 5) continue;
    EXPECT_EQ(board.candidates(c), Mask{0b1111}) << c;
  }
}

TEST(BoardTest, PlaceSolvesCellAndCountsItOnce) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(0, 2);
  EXPECT_EQ(board.candidates(0), Mask{0b0100});
  EXPECT_EQ(board.value(0), 2);
  EXPECT_EQ(board.solved_count(), 1);
  board.place(0, 1);  // re-placing a solved cell does not count it again
  EXPECT_EQ(board.value(0), 1);
  EXPECT_EQ(board.solved_count(), 1);
  board.place(15, 3);
  EXPECT_EQ(board.solved_count(), 2);
  // place() does not look at peers.
  EXPECT_EQ(board.candidates(1), Mask{0b1111});
}

TEST(BoardTest, CompletesWhenEveryCellIsSolved) {
  const Geometry geo{2, 2};
  Board board{geo};
  const std::vector<int> grid = {0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0};
  for (int c = 0; c < 15; ++c) board.place(c, grid[c]);
  EXPECT_FALSE(board.complete());
  for (int d : {1, 2, 3}) board.eliminate(15, d);
  EXPECT_TRUE(board.complete());
  EXPECT_EQ(board.digits(), grid);
}

TEST(BoardTest, ReportsDigitsWithBlanksForOpenCells) {
  const Geometry geo{2, 2};
  Board board{geo};
  board.place(3, 1);
  board.eliminate(7, 0);
  std::vector<int> expected(16, kBlank);
  expected[3] = 1;
  EXPECT_EQ(board.digits(), expected);
}

TEST(BoardTest, ConstructsFromPuzzleWithGivensOnly) {
  const Geometry geo{2, 2};
  const ParsedLine parsed = parse_line("1.3...12.1.3...1");
  ASSERT_EQ(parsed.kind, LineKind::kPuzzle);
  const Board board{geo, parsed.puzzle};
  EXPECT_EQ(board.solved_count(), parsed.puzzle.given_count());
  EXPECT_EQ(board.digits(), parsed.puzzle.cells);
  // Nothing is propagated: r0c1 still has every candidate, including the given '1' of r0c0.
  EXPECT_EQ(board.candidates(1), Mask{0b1111});
}

TEST(BoardTest, CopiesIndependently) {
  const Geometry geo{2, 2};
  Board original{geo};
  original.place(0, 0);
  Board copy = original;
  copy.eliminate(1, 3);
  copy.place(2, 1);
  EXPECT_EQ(original.candidates(1), Mask{0b1111});
  EXPECT_EQ(original.solved_count(), 1);
  EXPECT_EQ(copy.solved_count(), 2);
  copy = original;  // same-size assignment restores the state
  EXPECT_EQ(copy.digits(), original.digits());
  EXPECT_EQ(copy.solved_count(), 1);
}

}  // namespace
}  // namespace sudoku
