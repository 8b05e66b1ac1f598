#include "harness/run/core_pinning.h"

#include <sched.h>

#include <atomic>

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

namespace {

std::atomic<std::uint64_t> pinners_made{0};
thread_local std::uint64_t pinned_by = 0;  // the id of the pinner this thread was pinned by; 0: none

}  // namespace

CorePinner::CorePinner(std::vector<int> plan) : plan_(std::move(plan)), id_(++pinners_made) {}

void CorePinner::pin_this_thread() {
  if (plan_.empty() || pinned_by == id_) return;
  pinned_by = id_;
  const std::lock_guard<std::mutex> lock(mutex_);
  pin_this_thread_to(plan_[next_++ % plan_.size()]);
}

}  // namespace sudoku::harness
