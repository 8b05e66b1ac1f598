// WatchLists (solver/learning/watch_lists.h): a literal has no list until a literal of its chunk
// is watched, a list made later leaves the references to earlier ones valid, and reset forgets
// every list.
#include "solver/learning/watch_lists.h"

#include <gtest/gtest.h>

namespace sudoku {
namespace {

struct Watch {
  int clause;
  int blocker;
};

TEST(WatchListsTest, ALiteralHasNoListUntilItsChunkIsWatched) {
  WatchLists<Watch> lists;
  lists.reset(100000);
  EXPECT_EQ(lists.find(3), nullptr);
  lists[3].push_back({10, 4});
  ASSERT_NE(lists.find(3), nullptr);
  EXPECT_EQ(lists.find(3)->size(), 1u);
  EXPECT_EQ((*lists.find(3))[0].clause, 10);
  ASSERT_NE(lists.find(4), nullptr);  // the same chunk: made, empty
  EXPECT_TRUE(lists.find(4)->empty());
  EXPECT_EQ(lists.find(99999), nullptr);
}

// Propagation walks one literal's list while it moves watches to lists made on the way.
TEST(WatchListsTest, ListsMadeLaterLeaveEarlierOnesInPlace) {
  WatchLists<Watch> lists;
  lists.reset(5000);
  std::vector<Watch>& first = lists[0];
  first.push_back({1, 2});
  for (int lit = 1; lit < 5000; ++lit) lists[lit].push_back({lit, 0});
  EXPECT_EQ(&first, lists.find(0));
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].blocker, 2);
  EXPECT_EQ(lists.find(4999)->front().clause, 4999);
  int watches = 0;
  lists.for_each_list([&](const std::vector<Watch>& list) { watches += static_cast<int>(list.size()); });
  EXPECT_EQ(watches, 5000);
}

TEST(WatchListsTest, ResetForgetsEveryList) {
  WatchLists<Watch> lists;
  lists.reset(4);
  lists[1].push_back({7, 0});
  lists.reset(6);
  EXPECT_EQ(lists.find(1), nullptr);
  int made = 0;
  lists.for_each_list([&](const std::vector<Watch>&) { ++made; });
  EXPECT_EQ(made, 0);
  EXPECT_TRUE(lists[5].empty());
}

}  // namespace
}  // namespace sudoku
