#pragma once
// The units whose Hall sets wait for a check, each listed once: a flag per unit and a stack of the
// flagged ones. Learning's Hall sets (learning/hall_sets.cpp) and the fill search's
// (fill/fill_hall_sets.cpp) keep one each; marking is on their propagation's path, so it is inline.

#include <cstdint>
#include <vector>

namespace sudoku {

class DirtyUnits {
 public:
  // Room for units 0..unit_count-1, none dirty.
  void size_for(int unit_count) {
    dirty_.assign(std::size_t(unit_count), 0);
    units_.clear();
  }
  // Lists the unit unless it is listed already.
  void mark(int unit) {
    if (dirty_[unit]) return;
    dirty_[unit] = 1;
    units_.push_back(unit);
  }
  bool empty() const { return units_.empty(); }
  int last() const { return units_.back(); }  // the unit marked last
  void drop_last() {
    dirty_[units_.back()] = 0;
    units_.pop_back();
  }
  void clear() {
    for (int unit : units_) dirty_[unit] = 0;
    units_.clear();
  }

 private:
  std::vector<std::uint8_t> dirty_;  // per unit: listed in units_
  std::vector<int> units_;
};

}  // namespace sudoku
