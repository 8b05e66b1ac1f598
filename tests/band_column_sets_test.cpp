// Band column sets (solver/fill/band_column_sets.h): the digits each band puts in each column, chosen
// before the fill search fills a mostly open grid. What makes them usable: every band takes each
// digit once in each of its blocks, every column takes each digit in exactly one band, and a placed
// digit is in its own band's set of its column; a seed draws its own sets.

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "solver/fill/band_column_sets.h"
#include "solver/fill/fill_schedule.h"
#include "solver/geometry.h"
#include "solver/mask.h"
#include "solver/mask_width.h"
#include "solver/puzzle.h"

namespace sudoku {
namespace {

// The attempts a stack makes in a solve (the fill_band_set_attempts setting's default).
const int kAttempts = FillSchedule{}.band_set_attempts;

// The pattern grid, (r, c) -> (cols * (r % rows) + r / rows + c) % N, with every k-th cell kept.
std::vector<int> every_kth_of_a_grid(const Geometry& geo, int k) {
  std::vector<int> digits(std::size_t(geo.cell_count()), kBlank);
  for (int cell = 0; cell < geo.cell_count(); cell += k) {
    const int r = geo.row_of(cell);
    const int c = geo.col_of(cell);
    digits[cell] = (geo.block_cols() * (r % geo.block_rows()) + r / geo.block_rows() + c) % geo.size();
  }
  return digits;
}

// Every rule the sets must keep, as a message naming the first one broken; nullopt when all hold.
template <typename MaskT>
std::optional<std::string> broken_rule(const Geometry& geo, const std::vector<int>& digits,
                                       const std::vector<MaskT>& sets) {
  const int n = geo.size();
  const int h = geo.block_rows();
  const int w = geo.block_cols();
  if (sets.size() != std::size_t(w) * n) return "there are not block_cols bands of N sets";
  const MaskT all = full_mask<MaskT>(n);
  for (int band = 0; band < w; ++band) {
    for (int stack = 0; stack < h; ++stack) {
      MaskT seen{0};
      for (int c = stack * w; c < (stack + 1) * w; ++c) {
        const MaskT& set = sets[std::size_t(band) * n + c];
        if (count(set) != h) return "band " + std::to_string(band) + " column " + std::to_string(c) + " size";
        if ((seen & set) != MaskT{0}) return "band " + std::to_string(band) + " repeats a digit in a block";
        seen |= set;
      }
      if (seen != all) return "band " + std::to_string(band) + " misses a digit in a block";
    }
  }
  for (int c = 0; c < n; ++c) {
    MaskT seen{0};
    for (int band = 0; band < w; ++band) {
      const MaskT& set = sets[std::size_t(band) * n + c];
      if ((seen & set) != MaskT{0}) return "column " + std::to_string(c) + " repeats a digit";
      seen |= set;
    }
    if (seen != all) return "column " + std::to_string(c) + " misses a digit";
  }
  for (int cell = 0; cell < geo.cell_count(); ++cell) {
    if (digits[cell] == kBlank) continue;
    const int band = geo.row_of(cell) / h;
    if (!has_bit(sets[std::size_t(band) * n + geo.col_of(cell)], digits[cell]))
      return "the digit placed in cell " + std::to_string(cell) + " is not in its set";
  }
  return std::nullopt;
}

struct SetsCase {
  int n;
  int every;  // every k-th cell of a valid grid placed; 0: none
};

class BandColumnSetsTest : public ::testing::TestWithParam<SetsCase> {};

// Square and oblong blocks (12x12: 4 wide, 3 high; 72x72: 9 wide, 8 high), empty and with a
// fifth, a tenth or a twentieth of a valid grid's cells placed.
TEST_P(BandColumnSetsTest, KeepEveryRuleAndThePlacedDigits) {
  const SetsCase c = GetParam();
  const Geometry geo = Geometry::for_size(c.n);
  const std::vector<int> digits = c.every == 0 ? std::vector<int>(std::size_t(geo.cell_count()), kBlank)
                                               : every_kth_of_a_grid(geo, c.every);
  with_mask_for(c.n, [&]<typename M>() {
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      const auto sets = band_column_sets<M>(geo, digits, seed, kAttempts);
      ASSERT_TRUE(sets.has_value()) << c.n << " seed " << seed;
      EXPECT_EQ(broken_rule<M>(geo, digits, *sets), std::nullopt) << c.n << " seed " << seed;
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Sizes, BandColumnSetsTest,
                         ::testing::Values(SetsCase{12, 0}, SetsCase{16, 5}, SetsCase{72, 0},
                                           SetsCase{72, 10}, SetsCase{81, 0}, SetsCase{100, 5},
                                           SetsCase{225, 20}, SetsCase{512, 0}),
                         [](const ::testing::TestParamInfo<SetsCase>& param) {
                           // Appended, not "N" + ...: that form draws GCC 12's false -Wrestrict.
                           std::string name = "N";
                           name +=
                               std::to_string(param.param.n) + "_every" + std::to_string(param.param.every);
                           return name;
                         });

// Two seeds draw different sets on an empty 81x81, and one seed the same sets twice.
TEST(BandColumnSetsSeedTest, ASeedNamesItsSets) {
  const Geometry geo = Geometry::for_size(81);
  const std::vector<int> empty(std::size_t(geo.cell_count()), kBlank);
  using M = WideMask<2>;
  const auto first = band_column_sets<M>(geo, empty, 1, kAttempts);
  const auto again = band_column_sets<M>(geo, empty, 1, kAttempts);
  const auto other = band_column_sets<M>(geo, empty, 2, kAttempts);
  ASSERT_TRUE(first && again && other);
  EXPECT_EQ(*first, *again);
  EXPECT_NE(*first, *other);
}

}  // namespace
}  // namespace sudoku
