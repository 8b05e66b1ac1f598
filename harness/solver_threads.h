#pragma once
// The oneTBB threads a run solves on, in either mode: the arena fixes their number (the calling
// thread is one of them); global_control lets TBB start that many even past the core count, which
// it otherwise caps at, so --threads=4 on two cores means four threads, as asked.

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <cstddef>

namespace sudoku::harness {

class SolverThreads {
 public:
  explicit SolverThreads(int threads)
      : workers_(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads)),
        arena_(threads) {}

  // Runs `work` on the calling thread inside the arena, its tasks on the arena's threads.
  template <typename Work>
  void run(Work&& work) {
    arena_.execute(work);
  }

 private:
  tbb::global_control workers_;
  tbb::task_arena arena_;
};

}  // namespace sudoku::harness
