#include "backends/cpu_time.h"

#include <time.h>

#include <algorithm>
#include <vector>

#include "backends/process_tree.h"

namespace sudoku::backends {
namespace {

std::chrono::nanoseconds read_clock(clockid_t clock, bool* ok) {
  timespec now{};
  *ok = clock_gettime(clock, &now) == 0;
  return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

}  // namespace

std::chrono::nanoseconds thread_cpu_time() {
  bool ok = false;
  const std::chrono::nanoseconds used = read_clock(CLOCK_THREAD_CPUTIME_ID, &ok);
  return ok ? used : std::chrono::nanoseconds(0);
}

std::chrono::nanoseconds thread_cpu_clock_cost() {
  static const std::chrono::nanoseconds cost = [] {
    std::vector<std::chrono::nanoseconds> tries;
    for (int i = 0; i < 101; ++i) {
      const std::chrono::nanoseconds before = thread_cpu_time();
      tries.push_back(thread_cpu_time() - before);
    }
    std::nth_element(tries.begin(), tries.begin() + 50, tries.end());
    return tries[50];
  }();
  return cost;
}

std::chrono::nanoseconds thread_cpu_between(std::chrono::nanoseconds before, std::chrono::nanoseconds after) {
  return std::max(after - before - thread_cpu_clock_cost(), std::chrono::nanoseconds(0));
}

std::optional<std::chrono::nanoseconds> process_tree_cpu_time(pid_t pid, int depth) {
  clockid_t clock{};
  bool ok = false;
  if (clock_getcpuclockid(pid, &clock) != 0) return std::nullopt;
  std::chrono::nanoseconds used = read_clock(clock, &ok);
  if (!ok) return std::nullopt;
  if (depth >= kProcessTreeDepth) return used;
  for (const pid_t child : child_processes(pid)) {
    if (const auto below = process_tree_cpu_time(child, depth + 1)) used += *below;
  }
  return used;
}

}  // namespace sudoku::backends
