#include "solver/verify.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "solver/puzzle_io.h"

namespace sudoku {
namespace {

using ::testing::IsSubstring;

constexpr const char* kPuzzle9 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kSolution9 =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

std::vector<int> cells_of(const char* line) { return parse_line(line).puzzle.cells; }

TEST(VerifyTest, AcceptsValidSolution) {
  const Geometry geo{3, 3};
  const Puzzle puzzle = parse_line(kPuzzle9).puzzle;
  EXPECT_EQ(check_solution(geo, puzzle, cells_of(kSolution9)), std::nullopt);
}

TEST(VerifyTest, AcceptsValidSixBySixGrid) {
  const Geometry geo{2, 3};
  const std::vector<int> grid = cells_of("123456456123231564564231312645645312");
  const Puzzle blank{6, std::vector<int>(36, kBlank)};
  EXPECT_EQ(check_solution(geo, blank, grid), std::nullopt);
}

TEST(VerifyTest, RejectsChangedGiven) {
  const Geometry geo{3, 3};
  const Puzzle puzzle = parse_line(kPuzzle9).puzzle;
  // Swapping two symbols everywhere keeps the grid valid but changes givens.
  std::vector<int> grid = cells_of(kSolution9);
  for (int& d : grid) d = d == 4 ? 2 : d == 2 ? 4 : d;
  const auto error = check_solution(geo, puzzle, grid);
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "changes a given", *error);
}

TEST(VerifyTest, RejectsRepeatedDigit) {
  const Geometry geo{3, 3};
  const Puzzle blank{9, std::vector<int>(81, kBlank)};
  std::vector<int> grid = cells_of(kSolution9);
  grid[80] = grid[79];  // row 9 now holds '7' twice
  const auto error = check_solution(geo, blank, grid);
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "repeats a digit", *error);
  // Swapping two cells of a row keeps rows intact but breaks columns.
  std::vector<int> swapped = cells_of(kSolution9);
  std::swap(swapped[0], swapped[1]);
  EXPECT_TRUE(check_solution(geo, blank, swapped).has_value());
}

TEST(VerifyTest, RejectsRepeatInBlockOnly) {
  // A Latin square: every row and column is complete, but the top-left block holds 2 twice.
  const Geometry geo{2, 2};
  const Puzzle blank{4, std::vector<int>(16, kBlank)};
  const auto error = check_solution(geo, blank, cells_of("1234234134124123"));
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "repeats a digit", *error);
}

TEST(VerifyTest, RejectsRepeatInBlockOnlyBeyondSixtyFourDigits) {
  // Past 64 digits a unit's digits no longer fit a word and are stamped instead: the cyclic Latin
  // square (r + c) mod 81 is complete in rows and columns, and its 9x9 blocks repeat.
  const Geometry geo{9, 9};
  const int n = geo.size();
  const Puzzle blank{n, std::vector<int>(std::size_t(n * n), kBlank)};
  std::vector<int> latin(std::size_t(n * n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) latin[std::size_t(r * n + c)] = (r + c) % n;
  }
  const auto error = check_solution(geo, blank, latin);
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "repeats a digit", *error);
  // The shifted pattern (9 (r mod 9) + r / 9 + c) mod 81 is a valid grid.
  std::vector<int> valid(latin.size());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) valid[std::size_t(r * n + c)] = (9 * (r % 9) + r / 9 + c) % n;
  }
  EXPECT_EQ(check_solution(geo, blank, valid), std::nullopt);
}

TEST(VerifyTest, RejectsRepeatInBlockOnlyAtSixtyFourDigits) {
  // At 64 digits every bit of the unit's word is a digit: the cyclic Latin square repeats in its
  // 8x8 blocks only, and the shifted pattern is a valid grid.
  const Geometry geo{8, 8};
  const int n = geo.size();
  const Puzzle blank{n, std::vector<int>(std::size_t(n * n), kBlank)};
  std::vector<int> latin(std::size_t(n * n));
  std::vector<int> valid(latin.size());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      latin[std::size_t(r * n + c)] = (r + c) % n;
      valid[std::size_t(r * n + c)] = (8 * (r % 8) + r / 8 + c) % n;
    }
  }
  const auto error = check_solution(geo, blank, latin);
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "repeats a digit", *error);
  EXPECT_EQ(check_solution(geo, blank, valid), std::nullopt);
}

TEST(VerifyTest, NamesTheFirstUnitThatRepeatsWithOblongBlocks) {
  // 6x6, blocks 2 rows by 3 columns; units are numbered rows 0-5, columns 6-11, blocks 12-17.
  const Geometry geo{2, 3};
  const Puzzle blank{6, std::vector<int>(36, kBlank)};
  std::vector<int> grid = cells_of("123456456123231564564231312645645312");
  std::swap(grid[0], grid[1]);  // row 0 stays whole; columns 0 and 1 repeat, block 0 does not
  EXPECT_EQ(check_solution(geo, blank, grid), "unit 6 repeats a digit");
  grid = cells_of("123456456123231564564231312645645312");
  std::swap(grid[0], grid[6]);  // one column, one block: only rows 0 and 1 repeat
  EXPECT_EQ(check_solution(geo, blank, grid), "unit 0 repeats a digit");
  // The cyclic Latin square (r + c) mod 6: rows and columns whole, every block repeats.
  std::vector<int> latin(36);
  for (int c = 0; c < 36; ++c) latin[std::size_t(c)] = (c / 6 + c % 6) % 6;
  EXPECT_EQ(check_solution(geo, blank, latin), "unit 12 repeats a digit");
  // The valid pattern 3 (r mod 2) + r / 2 + c with rows 3 and 4 (of bands 1 and 2) swapped: rows
  // and columns stay whole, band 0 too, and band 1's first block (block 2) repeats.
  for (int c = 0; c < 36; ++c) latin[std::size_t(c)] = (3 * (c / 6 % 2) + c / 12 + c % 6) % 6;
  EXPECT_EQ(check_solution(geo, blank, latin), std::nullopt);
  for (int c = 0; c < 6; ++c) std::swap(latin[std::size_t(18 + c)], latin[std::size_t(24 + c)]);
  EXPECT_EQ(check_solution(geo, blank, latin), "unit 14 repeats a digit");
}

TEST(VerifyTest, RejectsIncompleteGrid) {
  const Geometry geo{3, 3};
  const Puzzle puzzle = parse_line(kPuzzle9).puzzle;
  std::vector<int> grid = cells_of(kSolution9);
  grid[2] = kBlank;
  const auto error = check_solution(geo, puzzle, grid);
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "not filled", *error);
  grid[2] = 9;  // out of range for 9x9
  EXPECT_TRUE(check_solution(geo, puzzle, grid).has_value());
}

TEST(VerifyTest, RejectsGridOfWrongSize) {
  const Geometry geo{3, 3};
  const Puzzle puzzle = parse_line(kPuzzle9).puzzle;
  std::vector<int> grid = cells_of(kSolution9);
  grid.pop_back();
  const auto error = check_solution(geo, puzzle, grid);
  ASSERT_TRUE(error.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "wrong size", *error);
}

}  // namespace
}  // namespace sudoku
