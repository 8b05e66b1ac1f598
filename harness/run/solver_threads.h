#pragma once
// The oneTBB threads a run solves on, in either mode: the arena fixes their number (the calling
// thread is one of them); global_control lets TBB start that many even past the core count, which
// it otherwise caps at, so --threads=4 on two cores means four threads, as asked. With --pin
// (a plan, harness/run/core_pinning.h), the calling thread takes the plan's first CPU at once and each
// thread that calls pin_current_thread (the pipeline's solve stage does) the next.

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <cstddef>
#include <optional>
#include <vector>

#include "harness/run/core_pinning.h"

namespace sudoku::harness {

class SolverThreads {
 public:
  explicit SolverThreads(int threads, const std::vector<int>& pin_cpus = {})
      : workers_(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads)),
        arena_(threads) {
    if (pin_cpus.empty()) return;
    pinner_.emplace(pin_cpus);
    pinner_->pin_this_thread();
  }

  // --pin: the calling thread on the plan's next CPU, once (a thread-local check after that).
  void pin_current_thread() {
    if (pinner_) pinner_->pin_this_thread();
  }

  // Runs `work` on the calling thread inside the arena, its tasks on the arena's threads.
  template <typename Work>
  void run(Work&& work) {
    arena_.execute(work);
  }

 private:
  tbb::global_control workers_;
  tbb::task_arena arena_;
  std::optional<CorePinner> pinner_;
};

}  // namespace sudoku::harness
