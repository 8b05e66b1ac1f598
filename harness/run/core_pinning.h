#pragma once
// --pin: each solving thread on a core of its own, so that the scheduler does not move a solve
// between cores (cold caches) or stack two on one. The plan is fixed before the run: the k-th
// thread to start solving gets plan[k] (the usable CPUs round-robin); a process a thread starts
// (a cmd: solver) inherits its CPU, since fork copies the calling thread's affinity.

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace sudoku::harness {

// The CPU of each of `threads` threads: `usable` in order, round-robin when there are more
// threads than CPUs (then some share a core); empty when `usable` is.
std::vector<int> pin_plan(const std::vector<int>& usable, int threads);

// Pins the calling thread to `cpu`; false where the kernel refuses.
bool pin_this_thread_to(int cpu);

// Pins each thread that asks to the plan's next CPU, once: a thread that asks again keeps its CPU.
// Threads ask as they take a solve (harness/run/solver_threads.h), not through a TBB
// task_scheduler_observer, whose registration oneTBB leaves allocated at exit while a worker
// thread still holds it (a leak LeakSanitizer reports).
class CorePinner {
 public:
  explicit CorePinner(std::vector<int> plan);

  // The thread that drives the arena, which solves too, asks first, so it gets plan[0].
  void pin_this_thread();

 private:
  const std::vector<int> plan_;
  const std::uint64_t id_;  // which pinner a thread's pinning is by (thread-local, in the .cpp)
  std::mutex mutex_;        // a thread's first ask only; later ones are a thread-local check
  std::size_t next_ = 0;
};

}  // namespace sudoku::harness
