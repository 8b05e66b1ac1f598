#include "harness/run/core_pinning.h"

#include <gtest/gtest.h>
#include <oneapi/tbb/parallel_for.h>
#include <sched.h>

#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include "harness/core/machine_info.h"
#include "harness/run/solver_threads.h"

namespace sudoku::harness {
namespace {

TEST(CorePinningTest, PlansTheUsableCpusRoundRobin) {
  EXPECT_EQ(pin_plan({0, 1}, 2), (std::vector<int>{0, 1}));
  EXPECT_EQ(pin_plan({2, 5, 7}, 2), (std::vector<int>{2, 5}));
  EXPECT_EQ(pin_plan({0, 1}, 5), (std::vector<int>{0, 1, 0, 1, 0}));
  EXPECT_TRUE(pin_plan({}, 3).empty());
}

// The CPUs the calling thread may run on.
std::vector<int> own_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  sched_getaffinity(0, sizeof(set), &set);
  std::vector<int> cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
  }
  return cpus;
}

// Run on a thread of its own, so that pinning it leaves the test runner's threads as they were.
TEST(CorePinningTest, EachArenaThreadRunsOnItsPlannedCpuAlone) {
  const std::vector<int> usable = usable_cpus();
  if (usable.size() < 2) GTEST_SKIP() << "needs two usable CPUs";
  const std::vector<int> plan = pin_plan(usable, 2);
  std::map<std::thread::id, std::vector<int>> seen;
  std::thread driver([&] {
    SolverThreads threads(2, plan);
    std::mutex mutex;
    threads.run([&] {
      tbb::parallel_for(0, 64, [&](int) {
        threads.pin_current_thread();                               // as the pipeline's solve stage does
        std::this_thread::sleep_for(std::chrono::milliseconds(2));  // long enough for both to join
        const std::lock_guard<std::mutex> lock(mutex);
        seen[std::this_thread::get_id()] = own_cpus();
      });
    });
  });
  driver.join();
  ASSERT_EQ(seen.size(), 2u) << "both threads should have taken tasks";
  std::vector<int> cpus;
  for (const auto& [thread, set] : seen) {
    ASSERT_EQ(set.size(), 1u);
    cpus.push_back(set.front());
  }
  std::sort(cpus.begin(), cpus.end());
  EXPECT_EQ(cpus, (std::vector<int>{plan[0], plan[1]}));
}

}  // namespace
}  // namespace sudoku::harness
