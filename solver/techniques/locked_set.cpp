#include "solver/techniques/locked_set.h"

#include <array>

#include "solver/mask_width.h"

namespace sudoku {
namespace {

// Depth-first over item combinations in index order, growing the union of their values; a branch
// ends once the union outgrows max_size, since no superset of it can shrink again.
template <typename MaskT>
class LockedSetFinder {
 public:
  LockedSetFinder(std::span<const MaskT> items, int max_size) : items_(items), max_size_(max_size) {}

  LockedSetSearch run(LockedSet<MaskT>* found) {
    for (std::size_t i = 0; i < items_.size(); ++i) {
      if (count(items_[i]) <= max_size_) eligible_[eligible_count_++] = static_cast<int>(i);
    }
    const LockedSetSearch result = extend(0, 0, 0, 0, 0);
    if (result == LockedSetSearch::kFound) *found = best_;
    return result;
  }

 private:
  // Visits the eligible items from position `first` of eligible_ on, which start at item index
  // `from`. Every item passed over counts as a step, eligible or not, as if each were visited.
  LockedSetSearch extend(int first, std::size_t from, int chosen, MaskT members, MaskT values) {
    for (int p = first; p < eligible_count_; ++p) {
      const std::size_t i = static_cast<std::size_t>(eligible_[p]);
      steps_ += static_cast<int>(i - from) + 1;
      from = i + 1;
      if (steps_ > kLockedSetStepLimit) return LockedSetSearch::kNone;
      const MaskT grown = values | items_[i];
      const int size = count(grown);
      if (size > max_size_) continue;
      const int k = chosen + 1;
      const MaskT with = members | digit_bit<MaskT>(static_cast<int>(i));
      if (size < k) return LockedSetSearch::kContradiction;
      if (size == k && k >= 2 && reaches_others(with, grown)) {
        best_ = {with, grown};
        return LockedSetSearch::kFound;
      }
      if (const auto r = extend(p + 1, i + 1, k, with, grown); r != LockedSetSearch::kNone) return r;
    }
    steps_ += static_cast<int>(items_.size() - from);
    return LockedSetSearch::kNone;
  }

  bool reaches_others(MaskT members, MaskT values) const {
    for (std::size_t i = 0; i < items_.size(); ++i) {
      if (!has_bit(members, static_cast<int>(i)) && (items_[i] & values) != 0) return true;
    }
    return false;
  }

  std::span<const MaskT> items_;
  int max_size_;
  int steps_ = 0;
  std::array<int, kBits<MaskT>> eligible_;  // indices of the items with at most max_size_ values
  int eligible_count_ = 0;
  LockedSet<MaskT> best_;
};

}  // namespace

template <typename MaskT>
LockedSetSearch find_locked_set(std::span<const MaskT> items, int max_size, LockedSet<MaskT>* found) {
  return LockedSetFinder<MaskT>(items, max_size).run(found);
}

#define SUDOKU_INSTANTIATE(M) \
  template LockedSetSearch find_locked_set<M>(std::span<const M>, int, LockedSet<M>*);
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
