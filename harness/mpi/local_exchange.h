#pragma once
// The hand-over between an MPI rank's message loop and its solve pipeline, which run on different
// threads: only the loop calls MPI. Lines go in through a LineQueue, which wakes the pipeline at
// once; outcomes come out through an ResultOutbox, which wakes the loop only for a batch of them
// or at the end: a wake-up per 9x9 puzzle (tens of thousands a second) cost the solving threads
// a quarter of their time on two cores.

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <vector>

#include "harness/run/solve_pipeline.h"

namespace sudoku::harness {

class LineQueue : public LineSource {
 public:
  void push(std::vector<InputLine> lines);
  // No more lines will come: next() returns false once the queue is empty.
  void close();
  // Closes and hands back what is still queued (an interrupt: those lines were never started).
  std::vector<InputLine> abandon();
  std::size_t queued() const;
  bool closed() const;

  // Waits for a line or for close(). Called by the pipeline's take stage.
  bool next(InputLine& line) override;

 private:
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<InputLine> lines_;
  bool closed_ = false;
};

class ResultOutbox : public ResultSink {
 public:
  static constexpr std::size_t kWakeAt = 256;  // outcomes waiting that wake the loop early

  void take(PuzzleResult outcome, std::uint64_t resumed_before) override;
  // The pipeline returned: nothing more will be taken.
  void mark_finished();

  // Every outcome taken so far, after waiting up to `wait` unless kWakeAt are waiting or the
  // pipeline has finished.
  std::vector<PuzzleResult> drain(std::chrono::microseconds wait);
  // Finished and drained: this rank's pipeline has nothing more to give.
  bool exhausted() const;

 private:
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::vector<PuzzleResult> outcomes_;
  bool finished_ = false;
};

}  // namespace sudoku::harness
