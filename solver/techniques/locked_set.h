#pragma once
// The search that naked subsets, hidden subsets and fish share. Given items that each hold a set
// of values, find k items (2 <= k <= max_size) whose values together number exactly k while some
// other item still holds one of them: those k values then belong to those k items, and leave every
// other item.
//   naked subset:  items = a unit's open cells,      values = their candidate digits
//   hidden subset: items = a unit's missing digits,  values = the open cells they may go in
//   fish:          items = rows (or columns) lacking a digit, values = columns (rows) it may go in
// Fewer values than items (k items sharing k-1 values) is a contradiction.

#include <optional>
#include <span>

#include "solver/mask.h"

namespace sudoku {

template <typename MaskT>
struct LockedSet {
  MaskT items = 0;   // bit i: item i is in the set
  MaskT values = 0;  // the values they hold together
};

enum class LockedSetSearch {
  kNone,           // no useful locked set
  kFound,          // *found holds one
  kContradiction,  // some items hold fewer values than their number
};

// The combinations of items grow exponentially with their number: on a 64x64 one call could run
// for minutes. The search therefore stops, finding nothing, after this many extensions of a
// combination (deterministic, unlike a clock). No call on the bundled puzzle files or the public sets up to
// 25x25 comes near it.
inline constexpr int kLockedSetStepLimit = 20000;

// Items with more than max_size values are never part of a set. Items may number at most
// kBits<MaskT> (for every MaskT of solver/mask_width.h).
template <typename MaskT>
LockedSetSearch find_locked_set(std::span<const MaskT> items, int max_size, LockedSet<MaskT>* found);

}  // namespace sudoku
