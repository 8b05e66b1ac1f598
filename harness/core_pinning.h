#pragma once
// --pin: each solving thread on a core of its own, so that the scheduler does not move a solve
// between cores (cold caches) or stack two on one. The plan is fixed before the run: the k-th
// thread to start solving gets plan[k] (the usable CPUs round-robin); a process a thread starts
// (a cmd: solver) inherits its CPU, since fork copies the calling thread's affinity.

#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_scheduler_observer.h>

#include <cstddef>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

namespace sudoku::harness {

// The CPU of each of `threads` threads: `usable` in order, round-robin when there are more
// threads than CPUs (then some share a core); empty when `usable` is.
std::vector<int> pin_plan(const std::vector<int>& usable, int threads);

// Pins the calling thread to `cpu`; false where the kernel refuses.
bool pin_this_thread_to(int cpu);

// Pins each thread that enters `arena` to the plan's next CPU, once: a thread that leaves and
// comes back keeps its CPU.
class CorePinner : public tbb::task_scheduler_observer {
 public:
  CorePinner(tbb::task_arena& arena, std::vector<int> plan);
  ~CorePinner() override { observe(false); }

  // For the thread that drives the arena, which solves too: pinned first, so it gets plan[0].
  void pin_this_thread();
  void on_scheduler_entry(bool /*is_worker*/) override { pin_this_thread(); }

 private:
  const std::vector<int> plan_;
  std::mutex mutex_;  // entries are rare (a thread's first task), never in a solve's path
  std::set<std::thread::id> pinned_;
  std::size_t next_ = 0;
};

}  // namespace sudoku::harness
