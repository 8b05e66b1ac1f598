#include "capi/cancel_watch.h"

#include <chrono>

namespace sudoku::capi {

// The poll interval bounds how late a raised flag is seen; a solve reads its atomic every 64 nodes
// or conflicts (solver/stop_check.h), so a stop lands within a few milliseconds of the raise.
constexpr std::chrono::milliseconds kPoll{1};

bool flag_raised(const volatile int* flag) { return __atomic_load_n(flag, __ATOMIC_ACQUIRE) != 0; }

CancelWatch::CancelWatch(const volatile int* flag) : flag_(flag) {
  if (flag_ == nullptr) return;
  if (flag_raised(flag_)) {
    raised_ = true;
    return;
  }
  watcher_ = std::thread([this] { watch(); });
}

CancelWatch::~CancelWatch() {
  if (!watcher_.joinable()) return;
  {
    const std::scoped_lock guard(lock_);
    done_ = true;
  }
  wake_.notify_one();
  watcher_.join();
}

void CancelWatch::watch() {
  std::unique_lock guard(lock_);
  while (!done_) {
    if (flag_raised(flag_)) {
      raised_ = true;
      return;
    }
    wake_.wait_for(guard, kPoll, [this] { return done_; });
  }
}

}  // namespace sudoku::capi
