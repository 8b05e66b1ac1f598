// Hall sets: all-different on each unit, as complete as a matching makes it (Regin's rule). The
// unit's open cells are matched to its missing digits; a cell left unmatched shows k cells with
// fewer than k digits between them, a conflict. With every cell matched, the cells reachable from
// a cell (through its digits to the cells they are matched to) hold exactly their own digits: when
// they are not all the open cells, they are a Hall set, and its digits leave every other cell.
// Each finding is kept (hall_sets_found_) so that its reason can be read back as a clause.

#include <algorithm>

#include "solver/learning/learning_search.h"
#include "solver/learning/sudoku_reasons_inline.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicLearningSearch<MaskT>::mark_all_units_dirty() {
  for (int unit = 0; unit < geo_.unit_count(); ++unit) dirty_units_.mark(unit);
}

// A removal can break a unit's matching only where it took a digit matched to that cell; elsewhere
// the matching stands, and only the Hall sets it shows could grow. Fill mode checks a unit for the
// former alone: on a nearly empty grid that is most of the Hall sets' cost, and the conflicts stay
// as few (results/notes/fill-mode.md).
template <typename MaskT>
void BasicLearningSearch<MaskT>::mark_dirty_after_removal(int cell, int digit) {
  if (!fill_mode_) {
    mark_dirty(cell);
    return;
  }
  const auto& units = geo_.units_of(cell);
  for (int k = 0; k < 3; ++k) {
    const int unit = units[k];
    const int place = lowest_digit(position_[cell][k]);
    if (unit_mate_[std::size_t(unit) * n_ + place] == digit) dirty_units_.mark(unit);
  }
}

// Checks dirty units until one sets a literal, so that the cheaper rules see it first.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::propagate_hall_sets() {
  while (!dirty_units_.empty()) {
    const int unit = dirty_units_.last();
    dirty_units_.drop_last();
    if (!hall_sets_in(unit)) {
      dirty_units_.clear();
      return false;
    }
    if (head_ < trail_.size()) return true;
  }
  return true;
}

// Kuhn's augmenting path from `place`: true when it could be matched; false leaves in `seen` the
// digits of every place the path reached, all of them matched to those places.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::augment(const int* cells, int* mate, int place, MaskT& seen) {
  for (MaskT left = open_[cells[place]] & ~seen; left != 0; left = drop_lowest(left)) {
    const int digit = lowest_digit(left);
    if (has_bit(seen, digit)) continue;  // seen deeper down this loop
    seen |= digit_bit<MaskT>(digit);
    const int holder = digit_mate_[digit];
    if (holder < 0 || augment(cells, mate, holder, seen)) {
      mate[place] = digit;
      digit_mate_[digit] = place;
      return true;
    }
  }
  return false;
}

// Tarjan's strongly connected components over the open places, stepping from a place to those that
// reach it (the components are the same either way): component_[v] for every place v reached.
template <typename MaskT>
void BasicLearningSearch<MaskT>::strong_connect(int v) {
  tarjan_index_[v] = tarjan_low_[v] = tarjan_clock_++;
  tarjan_stack_.push_back(v);
  tarjan_on_stack_ |= digit_bit<MaskT>(v);
  for (MaskT left = previous_places_[v]; left != 0; left = drop_lowest(left)) {
    const int w = lowest_digit(left);
    if (tarjan_index_[w] < 0) {
      strong_connect(w);
      tarjan_low_[v] = std::min(tarjan_low_[v], tarjan_low_[w]);
    } else if (has_bit(tarjan_on_stack_, w)) {
      tarjan_low_[v] = std::min(tarjan_low_[v], tarjan_index_[w]);
    }
  }
  if (tarjan_low_[v] != tarjan_index_[v]) return;
  MaskT component = 0;
  int w = -1;
  do {
    w = tarjan_stack_.back();
    tarjan_stack_.pop_back();
    component |= digit_bit<MaskT>(w);
  } while (w != v);
  tarjan_on_stack_ &= ~component;
  for (MaskT left = component; left != 0; left = drop_lowest(left))
    component_[lowest_digit(left)] = component;
}

template <typename MaskT>
bool BasicLearningSearch<MaskT>::hall_sets_in(int unit) {
  const auto cells = geo_.unit(unit);
  int* mate = unit_mate_.data() + std::size_t(unit) * n_;
  const MaskT open_places = unit_open_places_[unit];
  const MaskT placed = unit_placed_[unit];
  // Among three open cells a Hall set's eliminations are singles' too.
  if (count(open_places) < 4) return true;
  // Keep what is left of the last matching, then match the places it misses.
  std::fill(digit_mate_.begin(), digit_mate_.end(), -1);
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) {
    const int i = lowest_digit(left);
    if (mate[i] >= 0 && has_bit(open_[cells[i]], mate[i]) && digit_mate_[mate[i]] < 0) {
      digit_mate_[mate[i]] = i;
    } else {
      mate[i] = -1;
    }
  }
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) {
    const int i = lowest_digit(left);
    if (mate[i] >= 0) continue;
    MaskT seen = 0;
    if (augment(cells.data(), mate, i, seen)) continue;
    // The places reached hold only the digits seen, one fewer than themselves.
    MaskT reached = digit_bit<MaskT>(i);
    for (MaskT d = seen; d != 0; d = drop_lowest(d))
      reached |= digit_bit<MaskT>(digit_mate_[lowest_digit(d)]);
    conflict_.clear();
    for_each_hall_literal(HallSet{unit, reached, seen, placed, 0},
                          [&](int lit) { conflict_.push_back(lit); });
    return false;
  }
  // Every open place matched. From place p one reaches the places matched to p's digits; a set of
  // places closed under that step holds exactly its own digits. When every place reaches one of
  // them and is reached from it, no smaller set is closed: the common case, settled by two sweeps
  // over the places that reach each place q (those of the digit matched to q).
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) {
    const int q = lowest_digit(left);
    previous_places_[q] = places_[pair(unit, mate[q])];
  }
  const auto closure = [&](MaskT from, const std::vector<MaskT>& step) {
    MaskT reached = from;
    for (MaskT frontier = from; frontier != 0;) {
      const int p = lowest_digit(frontier);
      frontier = drop_lowest(frontier);
      const MaskT fresh = step[p] & ~reached;
      reached |= fresh;
      frontier |= fresh;
    }
    return reached;
  };
  const MaskT first = digit_bit<MaskT>(lowest_digit(open_places));
  if (closure(first, previous_places_) == open_places) {
    // Forward, with the same masks: q is reached once a place that reaches q is.
    MaskT reached = first;
    for (bool grew = true; grew && reached != open_places;) {
      grew = false;
      for (MaskT left = open_places & ~reached; left != 0; left = drop_lowest(left)) {
        const int q = lowest_digit(left);
        if ((previous_places_[q] & reached) != 0) {
          reached |= digit_bit<MaskT>(q);
          grew = true;
        }
      }
    }
    if (reached == open_places) return true;
  }
  // Some place does not reach another. The digit matched to place p may stay in place q only if
  // the two lie on a cycle (they can swap digits along it): in one strongly connected component.
  // Most such units have no step left between components (their Hall sets were applied before),
  // which the components show at once.
  tarjan_clock_ = 0;
  tarjan_on_stack_ = 0;
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) tarjan_index_[lowest_digit(left)] = -1;
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) {
    if (tarjan_index_[lowest_digit(left)] < 0) strong_connect(lowest_digit(left));
  }
  MaskT crossed = 0;  // the places p that a place of another component reaches
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) {
    const int p = lowest_digit(left);
    if ((previous_places_[p] & ~component_[p]) != 0) crossed |= digit_bit<MaskT>(p);
  }
  if (crossed == 0) return true;
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) next_places_[lowest_digit(left)] = 0;
  for (MaskT left = open_places; left != 0; left = drop_lowest(left)) {
    const int q = lowest_digit(left);
    for (MaskT p = previous_places_[q]; p != 0; p = drop_lowest(p))
      next_places_[lowest_digit(p)] |= digit_bit<MaskT>(q);
  }
  // The places p reaches are the smallest Hall set that holds p's digit: the reason for taking it
  // from the places outside p's component that have it.
  for (MaskT left = crossed; left != 0; left = drop_lowest(left)) {
    const int p = lowest_digit(left);
    const MaskT reached = closure(digit_bit<MaskT>(p), next_places_);
    MaskT digits = 0;
    for (MaskT r = reached; r != 0; r = drop_lowest(r)) digits |= open_[cells[lowest_digit(r)]];
    const int index = static_cast<int>(hall_sets_found_.size());
    hall_sets_found_.push_back({unit, reached, digits, placed, trail_.size()});
    for (MaskT takers = previous_places_[p] & ~component_[p]; takers != 0; takers = drop_lowest(takers)) {
      const int q = lowest_digit(takers);
      if (!enqueue(negative(var(cells[q], mate[p])), {ReasonKind::kHallSet, index})) return false;
      next_places_[q] &= ~digit_bit<MaskT>(p);
    }
  }
  return true;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
