#include "harness/core_pinning.h"

#include <sched.h>

namespace sudoku::harness {

std::vector<int> pin_plan(const std::vector<int>& usable, int threads) {
  std::vector<int> plan;
  if (usable.empty()) return plan;
  for (int k = 0; k < threads; ++k) plan.push_back(usable[static_cast<std::size_t>(k) % usable.size()]);
  return plan;
}

bool pin_this_thread_to(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof(set), &set) == 0;  // 0: the calling thread, not the process
}

CorePinner::CorePinner(tbb::task_arena& arena, std::vector<int> plan)
    : tbb::task_scheduler_observer(arena), plan_(std::move(plan)) {
  observe(true);
}

void CorePinner::pin_this_thread() {
  if (plan_.empty()) return;
  const std::lock_guard<std::mutex> lock(mutex_);
  if (!pinned_.insert(std::this_thread::get_id()).second) return;
  pin_this_thread_to(plan_[next_++ % plan_.size()]);
}

}  // namespace sudoku::harness
