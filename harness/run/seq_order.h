#pragma once
// Results back into input order: items that arrive ahead of their turn wait here, by their line's
// seq (0, 1, 2, ... in input order), until every earlier one has gone. Batch mode starts lines out
// of order (harness/run/big_first.h) but writes its rows and solutions in input order.

#include <cstdint>
#include <map>
#include <utility>

namespace sudoku::harness {

template <typename Item>
class SeqOrder {
 public:
  // Takes the item of line `seq`; emit(item) for it and every waiting item now in turn.
  template <typename Emit>
  void put(std::uint64_t seq, Item item, Emit&& emit) {
    waiting_.emplace(seq, std::move(item));
    for (auto it = waiting_.begin(); it != waiting_.end() && it->first == next_; it = waiting_.begin()) {
      emit(std::move(it->second));
      waiting_.erase(it);
      ++next_;
    }
  }

  // emit(item) for every item still waiting, in seq order, past the gaps of lines that never came
  // (a run interrupted before it took them).
  template <typename Emit>
  void flush(Emit&& emit) {
    for (auto& [seq, item] : waiting_) emit(std::move(item));
    waiting_.clear();
  }

  std::size_t waiting() const { return waiting_.size(); }

 private:
  std::map<std::uint64_t, Item> waiting_;
  std::uint64_t next_ = 0;
};

}  // namespace sudoku::harness
