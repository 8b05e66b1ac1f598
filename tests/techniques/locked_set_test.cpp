#include "solver/techniques/locked_set.h"

#include <gtest/gtest.h>

#include <vector>

namespace sudoku {
namespace {

constexpr Mask kSentinel = 0xDEAD;

LockedSetSearch search(const std::vector<Mask>& items, int max_size, LockedSet<Mask>* found) {
  return find_locked_set<Mask>(items, max_size, found);
}

TEST(LockedSetTest, FindsPairThatReachesOtherItems) {
  const std::vector<Mask> items = {0b0011, 0b1111, 0b0011, 0b1111};
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kFound);
  EXPECT_EQ(found.items, Mask{0b0101});
  EXPECT_EQ(found.values, Mask{0b0011});
}

TEST(LockedSetTest, FindsTripleWhoseItemsHoldTwoValuesEach) {
  // {0,1} {1,2} {0,2}: no pair, but together three values.
  const std::vector<Mask> items = {0b000011, 0b000110, 0b111111, 0b000101, 0b111111, 0b111111};
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 3, &found), LockedSetSearch::kFound);
  EXPECT_EQ(found.items, Mask{0b001011});
  EXPECT_EQ(found.values, Mask{0b000111});
}

TEST(LockedSetTest, FindsNothingAmongFullItems) {
  const std::vector<Mask> items(4, 0b1111);
  LockedSet<Mask> found{kSentinel, kSentinel};
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kNone);
  EXPECT_EQ(found.items, kSentinel);  // untouched when nothing is found
  EXPECT_EQ(found.values, kSentinel);
}

TEST(LockedSetTest, FindsNothingWhenSetReachesNoOtherItem) {
  const std::vector<Mask> items = {0b0011, 0b1100, 0b0011, 0b1100};
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kNone);
}

TEST(LockedSetTest, IgnoresSetsLargerThanMaxSize) {
  const std::vector<Mask> triple = {0b0111, 0b0111, 0b0111, 0b1111, 0b1111, 0b1111, 0b1111};
  LockedSet<Mask> found;
  EXPECT_EQ(search(triple, 2, &found), LockedSetSearch::kNone);
  EXPECT_EQ(search(triple, 3, &found), LockedSetSearch::kFound);
  EXPECT_EQ(found.items, Mask{0b0000111});
  // A pair is not reported when only singles are asked for.
  const std::vector<Mask> pair = {0b0011, 0b0011, 0b1111, 0b1111};
  EXPECT_EQ(search(pair, 1, &found), LockedSetSearch::kNone);
}

TEST(LockedSetTest, IgnoresSingleItems) {
  // One item with one value is a single, not a locked set.
  const std::vector<Mask> items = {0b0001, 0b1111, 0b1111, 0b1111};
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kNone);
}

TEST(LockedSetTest, ReportsContradictionForTwoItemsWithOneValue) {
  const std::vector<Mask> items = {0b0100, 0b1111, 0b0100, 0b1111};
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kContradiction);
}

TEST(LockedSetTest, ReportsContradictionForEmptyItem) {
  const std::vector<Mask> items = {0b1111, 0b0000, 0b1111, 0b1111};
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kContradiction);
}

TEST(LockedSetTest, FindsNothingInEmptyList) {
  LockedSet<Mask> found;
  EXPECT_EQ(search({}, 2, &found), LockedSetSearch::kNone);
}

TEST(LockedSetTest, HandlesSixtyFourItems) {
  std::vector<Mask> items(64, ~Mask{0});
  items[10] = Mask{1} << 63 | Mask{1} << 40;
  items[63] = Mask{1} << 63 | Mask{1} << 40;
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 2, &found), LockedSetSearch::kFound);
  EXPECT_EQ(found.items, Mask{1} << 63 | Mask{1} << 10);
  EXPECT_EQ(found.values, Mask{1} << 63 | Mask{1} << 40);
}

// `decoys` items of two values each, all disjoint (no locked set among them, and combinations of up
// to max_size / 2 of them to try), then a naked pair whose digits another item still holds: the
// search meets the pair only after every combination of decoys.
std::vector<Mask> pair_behind_decoys(int decoys) {
  std::vector<Mask> items;
  for (int i = 0; i < decoys; ++i) items.push_back(Mask{3} << (2 * i));
  const int pair = 2 * decoys;
  items.push_back(Mask{3} << pair);
  items.push_back(Mask{3} << pair);
  items.push_back(Mask{1} << (pair + 1) | Mask{1} << (pair + 2));
  return items;
}

TEST(LockedSetTest, FindsAPairBehindSixteenDecoysWithinItsStepLimit) {
  // About 2,500 combinations of up to four decoys: well within kLockedSetStepLimit.
  const std::vector<Mask> items = pair_behind_decoys(16);
  LockedSet<Mask> found;
  ASSERT_EQ(search(items, 8, &found), LockedSetSearch::kFound);
  EXPECT_EQ(found.items, Mask{3} << 16);
}

TEST(LockedSetTest, GivesUpOnThePairBehindTwentyFourDecoysAtItsStepLimit) {
  // About 13,000 combinations of up to four decoys, more steps than kLockedSetStepLimit: the search
  // stops before it meets the pair, which an unlimited search finds (at a cost that grows
  // exponentially with the decoys: the limit is what keeps a 64x64 board's calls short).
  const std::vector<Mask> items = pair_behind_decoys(24);
  LockedSet<Mask> found;
  EXPECT_EQ(search(items, 8, &found), LockedSetSearch::kNone);
}

}  // namespace
}  // namespace sudoku
