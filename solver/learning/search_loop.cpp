// Construction, run and the search loop: propagate to a fixed point; on a conflict analyse it,
// backjump, learn the clause and let it assert its literal, then see to the schedules (stop,
// reduction, restart); otherwise decide, or with every cell solved count the solution (and, while
// counting, block it and go on). Every other step lives in its own file (see learning_search.h).

#include <algorithm>
#include <bit>
#include <cassert>

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"
#include "solver/memory_limit.h"

namespace sudoku {

template <typename MaskT>
BasicLearningSearch<MaskT>::BasicLearningSearch(const Geometry& geo, const SolverConfig& config, Stats& stats,
                                                const LearningSchedule& schedule)
    : geo_(geo),
      config_(config),
      schedule_(schedule),
      stats_(stats),
      n_(geo.size()),
      shift_(std::bit_width(static_cast<unsigned>(geo.size() - 1))),
      stop_(config),
      words_(geo.cell_words()),
      intersections_(config.techniques.has(TechniqueId::kIntersections)),
      // pack_hidden_pair keeps 6 bits a digit or place: never above 64, whatever the schedule.
      hidden_pairs_allowed_(config.techniques.has(TechniqueId::kSubsets) &&
                            geo.size() <= std::min(schedule.hidden_pairs_up_to_size, 64)),
      hall_sets_allowed_(schedule.hall_sets && config.techniques.has(TechniqueId::kSubsets)) {
  compact_ = is_compact(geo, schedule);
  level_counted_.assign(std::size_t(geo.cell_count()) + 1, 0);  // a decision solves a cell
  open_.assign(geo.cell_count(), 0);
  solved_digit_.assign(geo.cell_count(), -1);
  if (!compact_) not_false_.assign(std::size_t(n_) * words_, 0);
  places_.assign(std::size_t(geo.unit_count()) << shift_, 0);
  if (hall_sets_allowed_) size_hall_tables();
  build_rule_tables();
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::size_hall_tables() {
  dirty_units_.size_for(geo_.unit_count());
  unit_mate_.assign(std::size_t(geo_.unit_count()) * n_, -1);
  digit_mate_.assign(n_, -1);
  unit_open_places_.assign(geo_.unit_count(), 0);
  unit_placed_.assign(geo_.unit_count(), 0);
  next_places_.assign(n_, 0);
  previous_places_.assign(n_, 0);
  component_.assign(n_, 0);
  tarjan_index_.assign(n_, -1);
  tarjan_low_.assign(n_, 0);
  tarjan_stack_.reserve(n_);
}

template <typename MaskT>
int BasicLearningSearch<MaskT>::highest_level(const std::vector<int>& clause) const {
  int level = 0;
  for (int lit : clause) level = std::max(level, vars_[var_of(lit)].level);
  return level;
}

template <typename MaskT>
bool BasicLearningSearch<MaskT>::fills(const Board& start) const {
  const std::uint64_t open = std::uint64_t(start.cell_count() - start.solved_count());
  return n_ > schedule_.fill_above_size && config_.solution_limit == 1 && config_.phase.empty() &&
         open * 100 >= std::uint64_t(schedule_.fill_open_percent) * std::uint64_t(start.cell_count());
}

template <typename MaskT>
std::size_t BasicLearningSearch<MaskT>::vars_needed(const Geometry& geo, const Board& start,
                                                    const LearningSchedule& schedule) {
  const int shift = std::bit_width(static_cast<unsigned>(geo.size() - 1));
  if (!is_compact(geo, schedule)) return std::size_t(geo.cell_count()) << shift;
  std::size_t slots = 1;  // slot 0: the literals of the cells solved at the start
  for (int c = 0; c < geo.cell_count(); ++c) slots += start.is_solved(c) ? 0 : 1;
  return slots << shift;
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::size_tables(const Board& start) {
  const std::size_t vars = vars_needed(geo_, start, schedule_);
  open_at_start_.clear();
  for (int c = 0; c < geo_.cell_count(); ++c) {
    if (!start.is_solved(c)) open_at_start_.push_back(c);
  }
  if (compact()) {
    slot_.assign(geo_.cell_count(), 0);
    slot_cell_.assign(1, -1);
    for (int c = 0; c < geo_.cell_count(); ++c) {
      if (start.is_solved(c)) continue;
      slot_[c] = static_cast<int>(slot_cell_.size());
      slot_cell_.push_back(c);
    }
  }
  // The tables below, per variable, are the search's memory up front (watch lists are made as
  // clauses reach them, learnt clauses held down by reductions).
  const std::uint64_t per_var =
      sizeof(std::int8_t) + sizeof(VarData) + sizeof(double) + sizeof(std::uint8_t) + sizeof(int);
  check_memory_limit(config_.memory_limit_mib, vars * per_var,
                     "learning's tables for " + std::to_string(vars) + " variables");
  value_.assign(vars, 0);
  vars_.assign(vars, {});
  activity_.assign(vars, 0.0);
  seed_activity();
  seed_cell_activity();
  var_marks_.assign(vars, 0);
  if (schedule_.reason_bumping) reason_side_seen_.assign(vars, 0);
  watches_.reset(2 * vars);
  trail_.reserve(vars);
  if (compact()) {
    value_[kAlwaysTrue] = 1;
    value_[kAlwaysFalse] = -1;
  }
}

template <typename MaskT>
SearchOutcome BasicLearningSearch<MaskT>::run(const Board& start) {
  const SearchOutcome outcome = search(start);
  add_set_counts();
  return outcome;
}

// Placements and eliminations by technique, from the literals set per reason kind.
template <typename MaskT>
void BasicLearningSearch<MaskT>::add_set_counts() {
  const auto set = [&](ReasonKind kind, bool negative) {
    return set_[static_cast<int>(kind)][negative ? 1 : 0];
  };
  for (int kind = 0; kind < kReasonKinds; ++kind) {
    stats_.eliminations += set_[kind][1];
    if (kind != static_cast<int>(ReasonKind::kNone)) stats_.placements += set_[kind][0];
  }
  stats_.eliminated[idx(TechniqueId::kForwardLooking)] += set(ReasonKind::kBecauseTrue, true);
  stats_.eliminated[idx(TechniqueId::kIntersections)] +=
      set(ReasonKind::kPointing, true) + set(ReasonKind::kClaiming, true);
  stats_.eliminated[idx(TechniqueId::kSubsets)] +=
      set(ReasonKind::kHiddenPair, true) + set(ReasonKind::kHallSet, true);
  stats_.placed[idx(TechniqueId::kForwardLooking)] += set(ReasonKind::kCellSingle, false);
  stats_.placed[idx(TechniqueId::kHiddenSingle)] += set(ReasonKind::kUnitSingle, false);
}

template <typename MaskT>
SearchOutcome BasicLearningSearch<MaskT>::search(const Board& start) {
  SearchOutcome outcome;
  size_tables(start);
  fill_mode_ = fills(start);
  if (fill_mode_ && !hall_sets_allowed_ && config_.techniques.has(TechniqueId::kSubsets)) {
    hall_sets_allowed_ = true;
    size_hall_tables();
  }
  assign_start(start);
  head_ = trail_.size();
  if (hall_sets_allowed_) {
    for (int c = 0; c < geo_.cell_count(); ++c) {
      const auto& units = geo_.units_of(c);
      for (int k = 0; k < 3; ++k) {
        if (solved_digit_[c] >= 0) {
          unit_placed_[units[k]] |= digit_bit<MaskT>(solved_digit_[c]);
        } else {
          unit_open_places_[units[k]] |= position_[c][k];
        }
      }
    }
    mark_all_units_dirty();
  }
  ++stats_.recursions;  // the root

  next_restart_ = schedule_.restart_unit * luby(0);
  next_reduction_ = schedule_.reduction_interval;
  schedule_modes();
  std::vector<int> learnt;
  for (;;) {
    if (!propagate()) {
#ifndef NDEBUG
      for (int lit : conflict_) assert(value_of(lit) < 0);  // a conflict is a clause all false
#endif
      ++conflicts_;
      ++stats_.conflicts;
      if (hidden_pairs_due()) hidden_pairs_ = true;
      if (level_start_.empty()) return outcome;  // conflict at level 0: no (further) solution
      // Fill mode checks a unit's Hall sets late, so a conflict may lie wholly below the current
      // level: analysis starts from the highest level it has (that level's decisions abandoned).
      const int conflict_level = highest_level(conflict_);
      note_conflict_level(conflict_level);
      stats_.backtracks += level_start_.size() - static_cast<std::size_t>(conflict_level);
      backjump(conflict_level);
      if (level_start_.empty()) return outcome;
      note_conflict_free_trail();
      const int level = analyze(learnt);
      // Every level the backjump undoes is a decision abandoned: learning's backtracks.
      stats_.backtracks += level_start_.size() - static_cast<std::size_t>(level);
      backjump(level);
      const int index = add_clause(learnt);
      enqueue(learnt[0], {ReasonKind::kClause, index});
      if (shares_clauses()) publish_learnt(index);
      if (stop_(conflicts_ + blocked_)) {
        outcome.stopped = true;
        return outcome;
      }
      if (reduction_due()) reduce_clauses();
      if (rephase_due()) rephase();
      if (mode_switch_due()) {
        switch_mode();
      } else if (restart_due()) {
        restart();
      } else {
        continue;
      }
      // Back at level 0: where the other members' clauses can be taken in.
      if (shares_clauses() && !adopt_shared_clauses()) return outcome;
      continue;
    }
    const int lit = decide(orders_by_activity());
    if (lit < 0) {
      if (!count_solution(outcome)) return outcome;
      if (stop_(conflicts_ + blocked_)) {  // a count can go on for long without a conflict
        outcome.stopped = true;
        return outcome;
      }
      continue;
    }
    ++stats_.guesses;
    ++stats_.recursions;
    if (is_negative(lit)) ++stats_.learning.false_decisions;
    level_start_.push_back(static_cast<int>(trail_.size()));
    enqueue(lit, {ReasonKind::kNone, 0});
  }
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
