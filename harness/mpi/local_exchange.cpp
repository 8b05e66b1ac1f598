#include "harness/mpi/local_exchange.h"

#include <iterator>
#include <utility>

namespace sudoku::harness {

void LineQueue::push(std::vector<InputLine> lines) {
  {
    std::lock_guard lock(mutex_);
    for (InputLine& line : lines) lines_.push_back(std::move(line));
  }
  ready_.notify_one();
}

void LineQueue::close() {
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
  }
  ready_.notify_all();
}

std::vector<InputLine> LineQueue::abandon() {
  std::vector<InputLine> dropped;
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
    dropped.assign(std::make_move_iterator(lines_.begin()), std::make_move_iterator(lines_.end()));
    lines_.clear();
  }
  ready_.notify_all();
  return dropped;
}

std::size_t LineQueue::queued() const {
  std::lock_guard lock(mutex_);
  return lines_.size();
}

bool LineQueue::closed() const {
  std::lock_guard lock(mutex_);
  return closed_;
}

bool LineQueue::next(InputLine& line) {
  std::unique_lock lock(mutex_);
  ready_.wait(lock, [&] { return !lines_.empty() || closed_; });
  if (lines_.empty()) return false;
  line = std::move(lines_.front());
  lines_.pop_front();
  return true;
}

void ResultOutbox::take(PuzzleResult outcome, std::uint64_t /*resumed_before: rank 0 counts those*/) {
  bool wake = false;
  {
    std::lock_guard lock(mutex_);
    outcomes_.push_back(std::move(outcome));
    wake = outcomes_.size() == kWakeAt;
  }
  if (wake) ready_.notify_one();
}

void ResultOutbox::mark_finished() {
  {
    std::lock_guard lock(mutex_);
    finished_ = true;
  }
  ready_.notify_all();
}

std::vector<PuzzleResult> ResultOutbox::drain(std::chrono::microseconds wait) {
  std::unique_lock lock(mutex_);
  ready_.wait_for(lock, wait, [&] { return outcomes_.size() >= kWakeAt || finished_; });
  std::vector<PuzzleResult> taken;
  taken.swap(outcomes_);
  return taken;
}

bool ResultOutbox::exhausted() const {
  std::lock_guard lock(mutex_);
  return finished_ && outcomes_.empty();
}

}  // namespace sudoku::harness
