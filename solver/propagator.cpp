#include "solver/propagator.h"

#include <algorithm>

#include "solver/mask_width.h"
#include "solver/techniques/fish.h"
#include "solver/techniques/forward_looking.h"
#include "solver/techniques/hidden_single.h"
#include "solver/techniques/intersections.h"
#include "solver/techniques/subsets.h"

namespace sudoku {

template <typename MaskT>
BasicPropagator<MaskT>::BasicPropagator(const Geometry& geo, TechniqueSet techniques, Stats& stats,
                                        Engine engine)
    : geo_(geo),
      techniques_(techniques),
      forward_looking_(techniques.has(TechniqueId::kForwardLooking)),
      hidden_singles_(techniques.has(TechniqueId::kHiddenSingle)),
      sweeps_(engine == Engine::kScan),
      stats_(stats) {
  queue_.reserve(std::size_t(geo.cell_count()) * 4);
  pending_checks_.assign(geo.unit_count(), 0);
}

template <typename MaskT>
bool BasicPropagator<MaskT>::assign_as(Board& board, int cell, int digit, std::size_t slot) {
  if (!board.has(cell, digit)) return false;
  bool ok = true;
  for_each_digit(board.candidates(cell) & ~digit_bit<MaskT>(digit),
                 [&](int other) { ok = ok && remove(board, cell, other, slot); });
  return ok;
}

template <typename MaskT>
bool BasicPropagator<MaskT>::assign(Board& board, int cell, int digit, TechniqueId by) {
  return assign_as(board, cell, digit, idx(by));
}

template <typename MaskT>
bool BasicPropagator<MaskT>::guess(Board& board, int cell, int digit) {
  return assign_as(board, cell, digit, kNoTechnique);
}

template <typename MaskT>
void BasicPropagator<MaskT>::queue_everything(const Board& board) {
  if (forward_looking_) {
    for (int c = 0; c < board.cell_count(); ++c) {
      if (board.is_solved(c)) push_solved(c);
    }
  }
  queue_every_check();
}

template <typename MaskT>
void BasicPropagator<MaskT>::queue_every_check() {
  if (!hidden_singles_) return;
  for (int u = 0; u < geo_.unit_count(); ++u) {
    for (int d = 0; d < geo_.size(); ++d) push_check(u, d);
  }
}

// Forward looking from every given walks its 3N peers, most of them in other cache lines: at
// 225x225 that was nearly three quarters of a root that needs no search. Here each open cell
// drops its units' solved digits in one step instead, in cell order, counted as forward looking's
// eliminations and placements, as the walks would count them. The cells that became solved are
// queued after the hidden-single checks, as the walks would have queued them.
template <typename MaskT>
bool BasicPropagator<MaskT>::start(Board& board) {
  if (geo_.has_peer_tables() || !forward_looking_ || sweeps_) {
    queue_everything(board);
    return true;
  }
  std::vector<MaskT> solved_in(geo_.unit_count(), 0);
  for (int c = 0; c < board.cell_count(); ++c) {
    if (!board.is_solved(c)) continue;
    const MaskT bit = digit_bit<MaskT>(board.value(c));
    for (int unit : geo_.units_of(c)) {
      if ((solved_in[unit] & bit) != 0) {  // clashing givens: the walks report them as before
        queue_everything(board);
        return true;
      }
      solved_in[unit] |= bit;
    }
  }
  const std::size_t by = idx(TechniqueId::kForwardLooking);
  std::vector<int> solved_now;
  for (int c = 0; c < board.cell_count(); ++c) {
    if (board.is_solved(c)) continue;
    const auto& units = geo_.units_of(c);
    const MaskT removed =
        board.restrict_to(c, ~(solved_in[units[0]] | solved_in[units[1]] | solved_in[units[2]]));
    if (removed == 0) continue;
    if (board.candidates(c) == 0) {
      conflict_cell_ = c;
      return false;
    }
    const int n = count(removed);
    stats_.eliminations += n;
    stats_.eliminated[by] += n;
    if (board.is_solved(c)) {
      ++stats_.placements;
      ++stats_.placed[by];
      solved_now.push_back(c);
    }
  }
  queue_every_check();
  for (int c : solved_now) push_solved(c);
  return true;
}

template <typename MaskT>
bool BasicPropagator<MaskT>::drain(Board& board) {
  const int cells = geo_.cell_count();
  while (head_ < queue_.size()) {
    const int entry = queue_[head_++];
    bool ok = true;
    if (entry < cells) {
      ok = ForwardLooking::on_solved(*this, board, entry);
    } else {
      const int unit = entry - cells;
      const MaskT digits = pending_checks_[unit];
      pending_checks_[unit] = 0;
      ok = HiddenSingle::check(*this, board, unit, digits);
    }
    if (!ok) return false;
  }
  queue_.clear();
  head_ = 0;
  return true;
}

template <typename MaskT>
bool BasicPropagator<MaskT>::sweep(Board& board) {
  const MaskT all_digits = full_mask<MaskT>(geo_.size());
  for (;;) {
    const std::uint64_t before = stats_.eliminations;
    if (forward_looking_) {
      for (int c = 0; c < board.cell_count(); ++c) {
        if (board.is_solved(c) && !ForwardLooking::on_solved(*this, board, c)) return false;
      }
    }
    if (hidden_singles_) {
      for (int u = 0; u < geo_.unit_count(); ++u) {
        if (!HiddenSingle::check(*this, board, u, all_digits)) return false;
      }
    }
    if (stats_.eliminations == before) return true;
  }
}

template <typename MaskT>
Progress BasicPropagator<MaskT>::run_costly_techniques(Board& board) {
  if (techniques_.has(TechniqueId::kIntersections)) {
    if (const Progress p = Intersections::apply(*this, board); p != Progress::kNone) return p;
  }
  if (techniques_.has(TechniqueId::kSubsets)) {
    if (const Progress p = Subsets::apply(*this, board); p != Progress::kNone) return p;
  }
  if (techniques_.has(TechniqueId::kFish)) {
    if (const Progress p = Fish::apply(*this, board); p != Progress::kNone) return p;
  }
  return Progress::kNone;
}

template <typename MaskT>
void BasicPropagator<MaskT>::clear_queue() {
  queue_.clear();
  head_ = 0;
  std::fill(pending_checks_.begin(), pending_checks_.end(), MaskT{0});
}

template <typename MaskT>
bool BasicPropagator<MaskT>::propagate(Board& board) {
  conflict_cell_ = conflict_unit_ = -1;
  for (;;) {
    const bool consistent = sweeps_ ? sweep(board) : drain(board);
    Progress progress = consistent ? Progress::kNone : Progress::kContradiction;
    if (progress == Progress::kNone && !board.complete()) progress = run_costly_techniques(board);
    if (progress == Progress::kContradiction) {
      clear_queue();
      return false;
    }
    if (progress == Progress::kNone) return true;
  }
}

#define SUDOKU_INSTANTIATE(M) template class BasicPropagator<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
