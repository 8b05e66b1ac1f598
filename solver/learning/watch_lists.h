#pragma once
// Learning's watch lists, one per literal, made on a literal's first watch. Learning has a literal
// per cell and digit (N^3 of them), but only the literals of learnt clauses are ever watched: a
// vector per literal cost 24 bytes each to make, zero and free (about 200 MB on a 144x144), a
// quarter of a sparse 120x120's solve (results/README.md, "Watch lists made on first use"). Here a
// literal costs 4 bytes until it is watched.
//
// A list's reference stays valid while others are made (they live in a deque), so propagation may
// walk one list while it moves watches to another.

#include <cstdint>
#include <deque>
#include <vector>

namespace sudoku {

template <typename Watch>
class WatchLists {
 public:
  // `literals` literals, none watched.
  void reset(std::size_t literals) {
    slot_.assign(literals, 0);
    lists_.clear();
  }

  // The literal's list, made empty if it has none yet.
  std::vector<Watch>& operator[](int lit) {
    std::uint32_t& slot = slot_[static_cast<std::size_t>(lit)];
    if (slot == 0) {
      lists_.emplace_back();
      slot = static_cast<std::uint32_t>(lists_.size());
    }
    return lists_[slot - 1];
  }

  // The literal's list, or null when it has never been watched.
  std::vector<Watch>* find(int lit) {
    const std::uint32_t slot = slot_[static_cast<std::size_t>(lit)];
    return slot == 0 ? nullptr : &lists_[slot - 1];
  }

  // Every list made so far, in the order made.
  auto begin() { return lists_.begin(); }
  auto end() { return lists_.end(); }

 private:
  std::vector<std::uint32_t> slot_;  // per literal: 1 + its index in lists_, or 0 for none
  std::deque<std::vector<Watch>> lists_;
};

}  // namespace sudoku
