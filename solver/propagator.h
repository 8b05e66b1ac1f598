#pragma once
// The place/remove engine. Every deduction is a removal of one candidate; each removal queues only
// the work it can cause: a cell left with one candidate is queued for forward looking (its digit
// leaves the peers), and with cp each of the cell's three units is marked for a hidden-single check
// of the removed digit. A unit is queued once however many of its digits are marked, and one pass
// over its cells then checks them all. The queue is drained to a fixed point before the costlier
// whole-board techniques run, cheapest first; whatever they remove feeds the queue again.
//
// With Engine::kScan it works the simpler way instead: no queue; after any change every
// solved cell's digit is removed from its peers and every unit is checked for hidden singles,
// again and again until a whole scan changes nothing. Same fixed point, more work: kept to
// measure what the queue saves.
//
// One Propagator per solve: it holds the queue's storage, reused from node to node. A template over
// the candidate set, as BasicBoard is; Propagator is the one-word one.

#include <cstddef>
#include <span>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/solver_config.h"
#include "solver/stats.h"
#include "solver/technique_set.h"
#include "solver/techniques/technique.h"

namespace sudoku {

template <typename MaskT>
class BasicPropagator {
 public:
  using Board = BasicBoard<MaskT>;

  BasicPropagator(const Geometry& geo, TechniqueSet techniques, Stats& stats, Engine engine = Engine::kQueue);

  const Geometry& geometry() const { return geo_; }

  // Removes one candidate on behalf of technique `by` and queues its consequences.
  // false: the cell was left empty (contradiction).
  bool eliminate(Board& board, int cell, int digit, TechniqueId by) {
    return remove(board, cell, digit, idx(by));
  }
  // Removes every other candidate of the cell, on behalf of `by`. false on contradiction.
  bool assign(Board& board, int cell, int digit, TechniqueId by);
  // The same for a search guess: counted in the totals, not against a technique.
  bool guess(Board& board, int cell, int digit);

  // Queues every solved cell (and with cp every unit and digit): the start of a fresh board.
  void queue_everything(const Board& board);
  // The same start for a search's root, except that on grids above the peer tables' sizes the
  // solved cells' digits leave their peers at once, cell by cell. false: a cell was left empty.
  bool start(Board& board);
  // Drains the queue, then runs the costlier techniques until nothing changes.
  // false: contradiction (the queue is emptied for the next use).
  bool propagate(Board& board);

  // Where the last contradiction showed: a cell left without candidates, or a unit left without a
  // place for some digit (-1 when unknown). The search weighs its branching choices by these.
  int conflict_cell() const { return conflict_cell_; }
  int conflict_unit() const { return conflict_unit_; }
  void note_conflict_unit(int unit) { conflict_unit_ = unit; }

  // Per unit, its cells' candidates when Subsets last found nothing in it (all zero: never), so an
  // unchanged unit is not searched again: the search is a function of those candidates alone.
  std::span<MaskT> fruitless_subsets_state(int unit) {
    if (fruitless_subsets_.empty())
      fruitless_subsets_.assign(std::size_t(geo_.unit_count()) * geo_.size(), 0);
    return {fruitless_subsets_.data() + std::size_t(unit) * geo_.size(), std::size_t(geo_.size())};
  }

 private:
  static constexpr std::size_t kNoTechnique = kTechniqueCount;  // counter slot of a guess

  // In the header, so that the queue's drain inlines it (out of line it made easy puzzles
  // measurably slower: results/notes/large-grids.md).
  bool remove(Board& board, int cell, int digit, std::size_t slot) {
    const Removal removal = board.eliminate(cell, digit);
    if (removal == Removal::kAbsent) return true;
    if (removal == Removal::kEmptied) {
      conflict_cell_ = cell;
      return false;
    }
    ++stats_.eliminations;
    if (slot != kNoTechnique) ++stats_.eliminated[slot];
    if (removal == Removal::kSolved) {
      ++stats_.placements;
      if (slot != kNoTechnique) ++stats_.placed[slot];
      if (forward_looking_) push_solved(cell);
    }
    if (hidden_singles_) {
      for (int unit : geo_.units_of(cell)) push_check(unit, digit);
    }
    return true;
  }
  bool assign_as(Board& board, int cell, int digit, std::size_t slot);
  bool drain(Board& board);
  bool sweep(Board& board);
  Progress run_costly_techniques(Board& board);

  // Queue entries: a cell index (forward looking from a newly solved cell), or cell_count + unit
  // (hidden-single checks of the unit's digits marked in pending_checks_).
  void push_solved(int cell) {
    if (!sweeps_) queue_.push_back(cell);
  }
  void push_check(int unit, int digit) {
    if (sweeps_) return;
    if (pending_checks_[unit] == 0) queue_.push_back(geo_.cell_count() + unit);
    pending_checks_[unit] |= digit_bit<MaskT>(digit);
  }
  void clear_queue();
  void queue_every_check();  // with cp: a hidden-single check of every unit and digit

  const Geometry& geo_;
  TechniqueSet techniques_;
  bool forward_looking_;
  bool hidden_singles_;
  bool sweeps_;
  Stats& stats_;
  std::vector<int> queue_;
  std::vector<MaskT> pending_checks_;  // per unit: digits to check for hidden singles
  std::vector<MaskT> fruitless_subsets_;
  std::size_t head_ = 0;
  int conflict_cell_ = -1;
  int conflict_unit_ = -1;
};

using Propagator = BasicPropagator<Mask>;

}  // namespace sudoku
