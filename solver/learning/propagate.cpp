// The trail: setting a literal (enqueue), propagating every literal set to a fixed point through
// Sudoku's rules (sudoku_rules.cpp) and the learnt clauses' watches, and undoing levels (backjump).

#include <cassert>
#include <utility>

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
bool BasicLearningSearch<MaskT>::enqueue(int lit, Reason reason) {
  const int current = value_of(lit);
  if (current > 0) return true;
  if (current < 0) {
    conflict_.clear();
    reason_clause(lit, reason, conflict_);
    return false;
  }
#ifndef NDEBUG
  // A reason is a clause whose other literals are all false: analysis relies on it.
  std::vector<int> check;
  reason_clause(lit, reason, check);
  for (std::size_t k = 1; k < check.size(); ++k) assert(value_of(check[k]) < 0);
#endif
  const int v = var_of(lit);
  const int cell = cell_of(v);
  const int digit = digit_of(v);
  value_[v] = is_negative(lit) ? -1 : 1;
  vars_[v].level = static_cast<int>(level_start_.size());
  vars_[v].reason = reason;
  trail_.push_back(lit);
  ++set_[static_cast<int>(reason.kind)][lit & 1];
  if (is_negative(lit)) {
    open_[cell] &= ~digit_bit<MaskT>(digit);
    if (!compact()) not_false_of(digit)[cell / 64] &= ~(std::uint64_t{1} << (cell % 64));
    const auto& units = geo_.units_of(cell);
    for (int k = 0; k < 3; ++k) places_[pair(units[k], digit)] &= ~position_[cell][k];
  } else {
    solved_digit_[cell] = digit;
    ++solved_cells_;
    if (hall_sets_allowed_) {
      const auto& units = geo_.units_of(cell);
      for (int k = 0; k < 3; ++k) {
        unit_open_places_[units[k]] &= ~position_[cell][k];
        unit_placed_[units[k]] |= digit_bit<MaskT>(digit);
      }
    }
  }
  return true;
}

template <typename MaskT>
bool BasicLearningSearch<MaskT>::propagate() {
  for (;;) {
    while (head_ < trail_.size()) {
      const int lit = trail_[head_++];
      const int v = var_of(lit);
      const bool ok = is_negative(lit) ? propagate_false(cell_of(v), digit_of(v))
                                       : propagate_true(cell_of(v), digit_of(v));
      if (!ok || !propagate_clauses(lit ^ 1)) {
        head_ = trail_.size();
        dirty_units_.clear();
        return false;
      }
    }
    // The cheaper rules are at their fixed point: the costlier Hall sets, then those rules again.
    if (dirty_units_.empty()) return true;
    if (!propagate_hall_sets()) {
      head_ = trail_.size();
      return false;
    }
  }
}

template <typename MaskT>
bool BasicLearningSearch<MaskT>::propagate_clauses(int false_lit) {
  std::vector<Watch>* watched = watches_.find(false_lit);
  if (watched == nullptr) return true;
  std::vector<Watch>& watching = *watched;
  std::size_t keep = 0;
  for (std::size_t i = 0; i < watching.size(); ++i) {
    const Watch w = watching[i];
    if (value_of(w.blocker) > 0) {
      watching[keep++] = w;
      continue;
    }
    int* c = clause_lits(w.clause);
    const int size = clause_size(w.clause);
    if (c[0] == false_lit) std::swap(c[0], c[1]);
    if (value_of(c[0]) > 0) {
      watching[keep++] = {w.clause, c[0]};
      continue;
    }
    bool moved = false;
    for (int k = 2; k < size; ++k) {
      if (value_of(c[k]) >= 0) {
        std::swap(c[1], c[k]);
        watches_[c[1]].push_back({w.clause, c[0]});
        moved = true;
        break;
      }
    }
    if (moved) continue;
    watching[keep++] = {w.clause, c[0]};
    if (!enqueue(c[0], {ReasonKind::kClause, w.clause})) {
      for (++i; i < watching.size(); ++i) watching[keep++] = watching[i];
      watching.resize(keep);
      return false;
    }
  }
  watching.resize(keep);
  return true;
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::backjump(int level) {
  if (static_cast<int>(level_start_.size()) <= level) return;
  const std::size_t keep = level_start_[level];
  fill_from_ = 0;  // cells before it may open again
  for (std::size_t i = trail_.size(); i-- > keep;) {
    const int lit = trail_[i];
    const int v = var_of(lit);
    const int cell = cell_of(v);
    if (is_negative(lit)) {
      open_[cell] |= digit_bit<MaskT>(digit_of(v));
      if (!compact()) not_false_of(digit_of(v))[cell / 64] |= std::uint64_t{1} << (cell % 64);
      const auto& units = geo_.units_of(cell);
      for (int k = 0; k < 3; ++k) places_[pair(units[k], digit_of(v))] |= position_[cell][k];
    } else {
      if (hall_sets_allowed_) {
        const auto& units = geo_.units_of(cell);
        for (int k = 0; k < 3; ++k) {
          unit_open_places_[units[k]] |= position_[cell][k];
          unit_placed_[units[k]] &= ~digit_bit<MaskT>(digit_of(v));
        }
      }
      solved_digit_[cell] = -1;
      --solved_cells_;
    }
    if (literal_phases_) saved_phase_[v] = value_[v];
    value_[v] = 0;
  }
  trail_.resize(keep);
  level_start_.resize(level);
  head_ = keep;
  // What is left was at the fixed point of every rule before the next decision.
  dirty_units_.clear();
  while (!hall_sets_found_.empty() && hall_sets_found_.back().trail_at >= keep) hall_sets_found_.pop_back();
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
