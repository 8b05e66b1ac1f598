// Band colouring (solver/fill/band_colouring.h): a band's open cells filled within its column sets by
// Kempe chains and pushes. What it must keep: every row of the band takes every digit once, each
// column takes exactly its set, the placed digits stay, and a band it cannot fill is left as it was.

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "solver/fill/band_colouring.h"
#include "solver/fill/fill_schedule.h"
#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver_config.h"
#include "solver/stop_check.h"

namespace sudoku {
namespace {

// A valid grid: the pattern (r, c) -> (cols * (r % rows) + r / rows + c) % N, its digits relabelled.
std::vector<int> shuffled_pattern_grid(const Geometry& geo, std::mt19937& rng) {
  const int n = geo.size();
  std::vector<int> label(std::size_t(n), 0);
  for (int d = 0; d < n; ++d) label[d] = d;
  std::shuffle(label.begin(), label.end(), rng);
  std::vector<int> grid(std::size_t(n) * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      grid[geo.cell(r, c)] =
          label[(geo.block_cols() * (r % geo.block_rows()) + r / geo.block_rows() + c) % n];
  return grid;
}

// Band `band`'s column sets as colour_band() takes them: column c's digits in the band's rows.
std::vector<int> set_digits_of(const Geometry& geo, const std::vector<int>& grid, int band) {
  const int h = geo.block_rows();
  std::vector<int> sets;
  for (int c = 0; c < geo.size(); ++c)
    for (int r = band * h; r < (band + 1) * h; ++r) sets.push_back(grid[geo.cell(r, c)]);
  return sets;
}

// The grid with the share `kept` of its cells left and the rest blank.
std::vector<int> keep_share(const std::vector<int>& grid, double kept, std::mt19937& rng) {
  std::bernoulli_distribution keep(kept);
  std::vector<int> out = grid;
  for (int& d : out) d = keep(rng) ? d : kBlank;
  return out;
}

// "row R column C", built by appending (GCC 12 warns, wrongly, of "r" + std::to_string(r)).
std::string at(int r, int c) {
  std::string name = "row ";
  name += std::to_string(r);
  name += " column ";
  name += std::to_string(c);
  return name;
}

// The first rule the filled band breaks, nullopt when it keeps them all.
std::optional<std::string> broken_rule(const Geometry& geo, int band, const std::vector<int>& sets,
                                       const std::vector<int>& before, const std::vector<int>& after) {
  const int n = geo.size(), h = geo.block_rows();
  for (int r = band * h; r < (band + 1) * h; ++r) {
    std::vector<int> seen(std::size_t(n), 0);
    for (int c = 0; c < n; ++c) {
      const int d = after[geo.cell(r, c)];
      if (d < 0 || d >= n) return at(r, c) + " open";
      if (seen[d]++ != 0) return at(r, c) + " repeats its row's digit";
      if (before[geo.cell(r, c)] != kBlank && before[geo.cell(r, c)] != d)
        return at(r, c) + " lost its digit";
    }
  }
  for (int c = 0; c < n; ++c) {
    std::vector<int> column, set(sets.begin() + c * h, sets.begin() + (c + 1) * h);
    for (int r = band * h; r < (band + 1) * h; ++r) column.push_back(after[geo.cell(r, c)]);
    std::sort(column.begin(), column.end());
    std::sort(set.begin(), set.end());
    if (column != set) return at(band * h, c) + ": the column left its set";
  }
  return std::nullopt;
}

constexpr std::uint64_t kRoomyBudget = 1u << 26;
const int kNoise = FillSchedule{}.colouring_noise;  // as a solve has it by default

// Every band of grids from 9x9 to 225x225, square and not, with 0-30% of the cells placed: filled,
// within the sets, the placed digits kept, and the other bands untouched.
TEST(BandColouringTest, FillsEveryBandKeepingItsSetsAndGivens) {
  for (const int n : {9, 12, 16, 36, 64, 80, 144, 225}) {
    const Geometry geo = Geometry::for_size(n);
    for (const double kept : {0.0, 0.1, 0.3}) {
      std::mt19937 rng(static_cast<unsigned>(n * 1000 + kept * 100));
      const std::vector<int> grid = shuffled_pattern_grid(geo, rng);
      const std::vector<int> puzzle = keep_share(grid, kept, rng);
      for (int band = 0; band < n / geo.block_rows(); ++band) {
        const std::string what =
            std::to_string(n) + " at " + std::to_string(kept) + " band " + std::to_string(band);
        const std::vector<int> sets = set_digits_of(geo, grid, band);
        std::vector<int> digits = puzzle;
        SolverConfig config;
        StopCheck stop(config);
        ASSERT_EQ(colour_band(geo, band, sets, digits, 7, kRoomyBudget, kNoise, stop), Colouring::kFilled)
            << what;
        EXPECT_EQ(broken_rule(geo, band, sets, puzzle, digits), std::nullopt) << what;
        for (std::size_t cell = 0; cell < digits.size(); ++cell) {
          if (geo.row_of(int(cell)) / geo.block_rows() == band) continue;
          ASSERT_EQ(digits[cell], puzzle[cell]) << what;
        }
      }
    }
  }
}

// The same band, sets and seed give the same rows; another seed, other rows (an empty 64x64 band
// has many fillings).
TEST(BandColouringTest, ASeedGivesItsOwnFilling) {
  const Geometry geo = Geometry::for_size(64);
  std::mt19937 rng(5);
  const std::vector<int> grid = shuffled_pattern_grid(geo, rng);
  const std::vector<int> sets = set_digits_of(geo, grid, 2);
  const std::vector<int> empty(grid.size(), kBlank);
  std::vector<std::vector<int>> filled;
  for (const std::uint64_t seed : {1, 1, 2}) {
    std::vector<int> digits = empty;
    SolverConfig config;
    StopCheck stop(config);
    ASSERT_EQ(colour_band(geo, 2, sets, digits, seed, kRoomyBudget, kNoise, stop), Colouring::kFilled);
    filled.push_back(digits);
  }
  EXPECT_EQ(filled[0], filled[1]);
  EXPECT_NE(filled[0], filled[2]);
}

// Placed digits that no filling can keep: two in one row, a digit outside its column's set, and a
// pair whose rows are all taken by placed digits. Each gives up and leaves the digits as they were.
TEST(BandColouringTest, GivesUpOnPlacedDigitsNoFillingKeeps) {
  const Geometry geo = Geometry::for_size(16);  // bands of 4 rows
  std::mt19937 rng(11);
  const std::vector<int> grid = shuffled_pattern_grid(geo, rng);
  const std::vector<int> sets = set_digits_of(geo, grid, 0);
  std::vector<int> twice(grid.size(), kBlank);
  twice[geo.cell(0, 0)] = grid[geo.cell(0, 0)];
  twice[geo.cell(0, 5)] = grid[geo.cell(0, 0)];
  std::vector<int> outside(grid.size(), kBlank);
  outside[geo.cell(1, 0)] = grid[geo.cell(1, 1)];  // column 1's digit, in no other set of its block
  // Column 0 placed in rows 1-3, and its digit of row 0 placed in row 0 of another stack (in the
  // column whose set holds it): that digit has no row left in column 0.
  std::vector<int> no_row(grid.size(), kBlank);
  const int digit = grid[geo.cell(0, 0)];
  for (int r = 1; r < 4; ++r) no_row[geo.cell(r, 0)] = grid[geo.cell(r, 0)];
  for (int c = 4; c < 8; ++c) {
    if (std::count(sets.begin() + c * 4, sets.begin() + c * 4 + 4, digit) != 0)
      no_row[geo.cell(0, c)] = digit;
  }
  for (const auto& [name, puzzle] : {std::pair{"twice", twice}, {"outside", outside}, {"no row", no_row}}) {
    std::vector<int> digits = puzzle;
    SolverConfig config;
    StopCheck stop(config);
    EXPECT_EQ(colour_band(geo, 0, sets, digits, 3, kRoomyBudget, kNoise, stop), Colouring::kGaveUp) << name;
    EXPECT_EQ(digits, puzzle) << name;
  }
}

// The cancel flag stops it, with the band left as it was.
TEST(BandColouringTest, StopsWhenCancelled) {
  const Geometry geo = Geometry::for_size(144);
  std::mt19937 rng(2);
  const std::vector<int> grid = shuffled_pattern_grid(geo, rng);
  const std::vector<int> sets = set_digits_of(geo, grid, 0);
  std::vector<int> digits(grid.size(), kBlank);
  std::atomic<bool> cancel{true};
  SolverConfig config;
  config.cancel = &cancel;
  StopCheck stop(config);
  EXPECT_EQ(colour_band(geo, 0, sets, digits, 1, kRoomyBudget, kNoise, stop), Colouring::kStopped);
  EXPECT_EQ(digits, std::vector<int>(grid.size(), kBlank));
}

}  // namespace
}  // namespace sudoku
