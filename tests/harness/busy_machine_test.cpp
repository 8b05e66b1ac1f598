#include "harness/report/busy_machine.h"

#include <gtest/gtest.h>

namespace sudoku::harness {
namespace {

TEST(BusyMachineTest, WarnsWhenTheLoadPassesTheCoresLeftFree) {
  // 8 usable, 4 threads: 4 free.
  EXPECT_FALSE(busy_before(3.9, 8, 4));
  EXPECT_FALSE(busy_before(4.4, 8, 4));  // rounds to 4: no more than the free cores
  const auto warning = busy_before(5.2, 8, 4);
  ASSERT_TRUE(warning);
  EXPECT_EQ(*warning, "the machine is busy: load 5.20 with 4 cores free; times will be noisy");
}

TEST(BusyMachineTest, EveryCoreTakenLeavesNoneFree) {
  EXPECT_FALSE(busy_before(0.3, 2, 2));  // an idle machine's background
  EXPECT_EQ(busy_before(1.0, 2, 2).value_or(""),
            "the machine is busy: load 1.00 with 0 cores free; times will be noisy");
  EXPECT_TRUE(busy_before(1.0, 2, 8));  // more threads than cores: still none free, not fewer
  EXPECT_EQ(busy_before(1.7, 2, 1).value_or(""),
            "the machine is busy: load 1.70 with 1 core free; times will be noisy");
}

TEST(BusyMachineTest, AtTheEndOnlyLoadBeyondTheRunsOwnCounts) {
  EXPECT_FALSE(busy_during(2.0, 2, 2));  // the run's own two threads
  EXPECT_FALSE(busy_during(3.9, 2, 4));  // four threads on two cores make a load of 4
  EXPECT_TRUE(busy_during(3.0, 2, 2));
  EXPECT_FALSE(busy_during(3.0, 8, 1));  // eight cores, a load of three: room to spare
}

}  // namespace
}  // namespace sudoku::harness
