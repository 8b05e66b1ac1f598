#pragma once
// The C cancel flag (an int another thread sets) seen as the solver's std::atomic<bool>: C cannot
// name the atomic the solver reads, so a watcher thread polls the int and raises the atomic.

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace sudoku::capi {

class CancelWatch {
 public:
  // No thread for a null flag, nor for one already raised (the atomic starts raised).
  explicit CancelWatch(const volatile int* flag);
  ~CancelWatch();  // stops and joins the watcher
  CancelWatch(const CancelWatch&) = delete;
  CancelWatch& operator=(const CancelWatch&) = delete;

  // For SolverConfig::cancel: null when there is no flag.
  const std::atomic<bool>* stop() const { return flag_ != nullptr ? &raised_ : nullptr; }
  // True once the watcher saw the flag raised.
  bool raised() const { return raised_.load(); }

 private:
  void watch();

  const volatile int* flag_;
  std::atomic<bool> raised_{false};
  std::mutex lock_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread watcher_;
};

// The C flag's value, read atomically.
bool flag_raised(const volatile int* flag);

}  // namespace sudoku::capi
