#include "solver/techniques/locked_set.h"

namespace sudoku {
namespace {

// Depth-first over item combinations in index order, growing the union of their values; a branch
// ends once the union outgrows max_size, since no superset of it can shrink again.
class LockedSetFinder {
 public:
  LockedSetFinder(std::span<const Mask> items, int max_size) : items_(items), max_size_(max_size) {}

  LockedSetSearch run(LockedSet* found) {
    const LockedSetSearch result = extend(0, 0, 0, 0);
    if (result == LockedSetSearch::kFound) *found = best_;
    return result;
  }

 private:
  LockedSetSearch extend(std::size_t start, int chosen, Mask members, Mask values) {
    for (std::size_t i = start; i < items_.size(); ++i) {
      if (++steps_ > kLockedSetStepLimit) return LockedSetSearch::kNone;
      const Mask item = items_[i];
      if (count(item) > max_size_) continue;
      const Mask grown = values | item;
      const int size = count(grown);
      if (size > max_size_) continue;
      const int k = chosen + 1;
      const Mask with = members | (Mask{1} << i);
      if (size < k) return LockedSetSearch::kContradiction;
      if (size == k && k >= 2 && reaches_others(with, grown)) {
        best_ = {with, grown};
        return LockedSetSearch::kFound;
      }
      if (const auto r = extend(i + 1, k, with, grown); r != LockedSetSearch::kNone) return r;
    }
    return LockedSetSearch::kNone;
  }

  bool reaches_others(Mask members, Mask values) const {
    for (std::size_t i = 0; i < items_.size(); ++i) {
      if ((members >> i & 1) == 0 && (items_[i] & values) != 0) return true;
    }
    return false;
  }

  std::span<const Mask> items_;
  int max_size_;
  int steps_ = 0;
  LockedSet best_;
};

}  // namespace

LockedSetSearch find_locked_set(std::span<const Mask> items, int max_size, LockedSet* found) {
  return LockedSetFinder(items, max_size).run(found);
}

}  // namespace sudoku
