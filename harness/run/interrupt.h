#pragma once
// Ctrl-C and SIGTERM as a flag: while an InterruptGuard lives, either signal raises an atomic
// flag instead of killing the process, so the batch can stop taking puzzles, cancel the running
// solves (SolverConfig::cancel) and flush what it already measured. A second signal kills.

#include <atomic>

namespace sudoku::harness {

class InterruptGuard {
 public:
  InterruptGuard();   // installs the handlers
  ~InterruptGuard();  // puts the previous handlers back
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  // The flag the handlers raise; hand its address to SolverConfig::cancel.
  const std::atomic<bool>& flag() const;
  bool raised() const { return flag().load(std::memory_order_relaxed); }
  // The signal that raised the flag (SIGINT, SIGTERM), 0 if none or if request_stop() raised it.
  int signal_number() const;
  // Raises the flag without a signal: the run stops the same way (an output that cannot be
  // written, say) and signal_number() stays 0.
  void request_stop();
};

}  // namespace sudoku::harness
