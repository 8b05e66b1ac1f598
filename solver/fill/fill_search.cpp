#include "solver/fill/fill_search.h"

#include <algorithm>
#include <utility>

#include "solver/mask_width.h"

namespace sudoku {
namespace {

// The i-th term (from 1) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ...
std::uint64_t luby(std::uint64_t i) {
  while (true) {
    int k = 1;
    while ((std::uint64_t{1} << k) - 1 < i) ++k;
    if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
    i -= (std::uint64_t{1} << (k - 1)) - 1;
  }
}

// Orders equally good cells or digits: by index on the first run, by a hash of the run after.
std::uint64_t tie_break(std::uint64_t run, int cell, int digit) {
  if (run == 0) return std::uint64_t(cell) << 16 | std::uint64_t(digit);
  std::uint64_t x = run * 0x9E3779B97F4A7C15ull ^ (std::uint64_t(cell) << 20 | std::uint64_t(digit));
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  return x;
}

}  // namespace

template <typename MaskT>
bool BasicFillSearch<MaskT>::applies_to(const Geometry& geo, const BasicBoard<MaskT>& board,
                                        const SolverConfig& config) {
  const std::uint64_t open = std::uint64_t(board.cell_count() - board.solved_count());
  return geo.size() > config.learning.fill_above_size && config.solution_limit == 1 && config.phase.empty() &&
         config.ruled_out.empty() &&
         open * 100 >= std::uint64_t(config.learning.fill_open_percent) * std::uint64_t(board.cell_count());
}

template <typename MaskT>
BasicFillSearch<MaskT>::BasicFillSearch(const Geometry& geo, const SolverConfig& config, Stats& stats,
                                        std::uint64_t dead_end_budget)
    : geo_(geo),
      config_(config),
      stats_(stats),
      stop_(config),
      n_(geo.size()),
      full_(full_mask<MaskT>(geo.size())),
      digit_(std::size_t(geo.cell_count()), kBlank),
      used_(std::size_t(geo.unit_count()), MaskT{0}),
      taken_(std::size_t(geo.unit_count()) * std::size_t(geo.size()), 0),
      places_(std::size_t(geo.unit_count()) * std::size_t(geo.size()), geo.size()),
      options_(std::size_t(geo.cell_count()), geo.size()),
      match_(std::size_t(geo.cell_count()) * 3, -1),
      owner_(std::size_t(geo.unit_count()) * std::size_t(geo.size()), -1),
      owned_(std::size_t(geo.unit_count()), MaskT{0}),
      dead_end_budget_(dead_end_budget) {
  dirty_.size_for(geo.unit_count());
}

// Each unit then has block_rows places for each digit, and each cell block_rows digits.
template <typename MaskT>
BasicFillSearch<MaskT>::BasicFillSearch(const Geometry& geo, const SolverConfig& config, Stats& stats,
                                        std::vector<MaskT> band_sets, std::uint64_t dead_end_budget)
    : BasicFillSearch(geo, config, stats, dead_end_budget) {
  band_sets_ = std::move(band_sets);
  band_columns_.reserve(std::size_t(geo.block_cols()) * n_ * geo.block_rows());
  std::vector<std::vector<int>> columns(n_);
  for (int band = 0; band < geo.block_cols(); ++band) {
    for (auto& list : columns) list.clear();
    for (int c = 0; c < n_; ++c)
      for_each_digit(band_set(band * geo.block_rows(), c), [&](int d) { columns[d].push_back(c); });
    for (const auto& list : columns) band_columns_.insert(band_columns_.end(), list.begin(), list.end());
  }
  std::fill(places_.begin(), places_.end(), geo.block_rows());
  std::fill(options_.begin(), options_.end(), geo.block_rows());
}

template <typename MaskT>
MaskT BasicFillSearch<MaskT>::candidates(int cell) const {
  const auto& units = geo_.units_of(cell);
  const MaskT open = full_ & ~(used_[units[0]] | used_[units[1]] | used_[units[2]]);
  return band_sets_.empty() ? open : open & band_set(geo_.row_of(cell), geo_.col_of(cell));
}

// Among the allowed digits of the cell, the one with the fewest places in its three units, then
// the fewest summed (decide.cpp's fewest_places_digit for learning's fill mode), on the first run;
// after a restart the fewest summed first, which met fewer dead ends on sparse grids
// (results/notes/fill-search.md); ties by tie_break(). -1 if none.
template <typename MaskT>
int BasicFillSearch<MaskT>::fewest_places_digit(int cell, const MaskT& allowed) const {
  const auto& units = geo_.units_of(cell);
  int best = -1;
  std::uint64_t best_key = ~std::uint64_t{0};
  std::uint64_t best_tie = 0;
  for_each_digit(allowed, [&](int d) {
    int fewest = n_ + 1;
    int sum = 0;
    for (int u : units) {
      const int k = places_[std::size_t(d) * 3 * n_ + u];
      fewest = std::min(fewest, k);
      sum += k;
    }
    const std::uint64_t key = run_ == 0 ? std::uint64_t(fewest) << 32 | std::uint64_t(sum)
                                        : std::uint64_t(sum) << 32 | std::uint64_t(fewest);
    const std::uint64_t tie = tie_break(run_, cell, d);
    if (key < best_key || (key == best_key && tie < best_tie)) {
      best_key = key;
      best_tie = tie;
      best = d;
    }
  });
  return best;
}

// The first open cell on the first run (empty grids meet no dead end in that order); after a
// restart, in the first row with an open cell, the open cell with the fewest digits (the fewest in
// the first three rows met more dead ends: results/notes/fill-search.md). -1 when none is open.
template <typename MaskT>
int BasicFillSearch<MaskT>::decision_cell() {
  while (fill_from_ < geo_.cell_count() && digit_[fill_from_] != kBlank) ++fill_from_;
  if (fill_from_ == geo_.cell_count()) return -1;
  if (run_ == 0) return fill_from_;
  int best = fill_from_;
  std::uint64_t best_tie = tie_break(run_, best, 0);
  for (int c = fill_from_ + 1; c < (fill_from_ / n_ + 1) * n_; ++c) {
    if (digit_[c] != kBlank || options_[c] > options_[best]) continue;
    const std::uint64_t tie = tie_break(run_, c, 0);
    if (options_[c] < options_[best] || tie < best_tie) {
      best = c;
      best_tie = tie;
    }
  }
  return best;
}

// Calls f(cell, row unit, column unit, block unit) for cell (r, c) if it is open and none of its
// units holds the walk's digit yet.
template <typename MaskT>
template <typename F>
void BasicFillSearch<MaskT>::visit_if_taking(const PeerWalk& walk, int r, int c, F& f) const {
  const int p = r * n_ + c;
  const int b = 2 * n_ + (r / walk.br) * walk.per_band + c / walk.bc;
  if (digit_[p] == kBlank && !walk.taken[r] && !walk.taken[n_ + c] && !walk.taken[b]) f(p, r, n_ + c, b);
}

template <typename MaskT>
typename BasicFillSearch<MaskT>::PeerWalk BasicFillSearch<MaskT>::peer_walk(int digit) const {
  return {&taken_[std::size_t(digit) * 3 * n_], geo_.block_rows(), geo_.block_cols(), n_ / geo_.block_cols()};
}

// Each open peer that still takes the digit, once, with its row, column and block units: the
// row, the column, then the block's cells outside both. Walked with the digit's rows of taken_
// and places_ at hand, so that a row's peers read consecutive entries.
template <typename MaskT>
template <typename F>
void BasicFillSearch<MaskT>::for_each_peer_taking(int cell, int digit, F&& f) const {
  if (!band_sets_.empty()) return for_each_band_peer_taking(cell, digit, f);
  const int row = geo_.row_of(cell);
  const int col = geo_.col_of(cell);
  const PeerWalk walk = peer_walk(digit);
  for (int c = 0; c < n_; ++c) {
    if (c != col) visit_if_taking(walk, row, c, f);
  }
  for (int r = 0; r < n_; ++r) {
    if (r != row) visit_if_taking(walk, r, col, f);
  }
  const int top = row - row % walk.br;
  const int left = col - col % walk.bc;
  for (int r = top; r < top + walk.br; ++r) {
    if (r == row) continue;
    for (int c = left; c < left + walk.bc; ++c) {
      if (c != col) visit_if_taking(walk, r, c, f);
    }
  }
}

// for_each_peer_taking() within band column sets: only the band's columns whose set holds the
// digit can take it, one per stack, so the peers are those columns' cells in the row and the
// band's other rows of the column (the block's other cells are in neither: its one such column is
// the cell's own). 2h cells instead of 3N.
template <typename MaskT>
template <typename F>
void BasicFillSearch<MaskT>::for_each_band_peer_taking(int cell, int digit, F&& f) const {
  const int row = geo_.row_of(cell);
  const int col = geo_.col_of(cell);
  const PeerWalk walk = peer_walk(digit);
  const int top = row - row % walk.br;
  const int* columns = &band_columns_[(std::size_t(top / walk.br) * n_ + digit) * walk.br];
  for (int k = 0; k < walk.br; ++k) {
    if (columns[k] != col) visit_if_taking(walk, row, columns[k], f);
  }
  for (int r = top; r < top + walk.br; ++r) {
    if (r != row) visit_if_taking(walk, r, col, f);
  }
}

template <typename MaskT>
void BasicFillSearch<MaskT>::lose_place(int unit, int digit) {
  const int left = --places(unit, digit);
  if (left > 1 || has_bit(used_[unit], digit)) return;
  if (left == 0) {
    conflict_ = true;
  } else {
    hidden_.push_back({unit, digit});
  }
}

// Places the digit and takes it from the open peers, counting what that leaves; a cell or a
// unit's digit left without a place sets conflict_, but the placement is always made whole so
// that unplace() undoes it exactly.
template <typename MaskT>
void BasicFillSearch<MaskT>::place(int cell, int digit) {
  const auto& units = geo_.units_of(cell);
  if (hall_sets_) match_placed(cell, digit);
  for_each_digit(candidates(cell), [&](int e) {
    for (int u : units) {
      if (e == digit) {
        --places(u, e);  // the digit is placed in these units: no place is needed
      } else {
        lose_place(u, e);
      }
    }
  });
  digit_[cell] = digit;
  int* places_of_digit = &places_[std::size_t(digit) * 3 * n_];
  for_each_peer_taking(cell, digit, [&](int p, int ru, int cu, int bu) {
    ++stats_.eliminations;
    if (hall_sets_) unmatch_lost(p, digit, {ru, cu, bu});
    if (--options_[p] <= 1) {
      if (options_[p] == 0) conflict_ = true;
      naked_.push_back(p);
    }
    for (int u : {ru, cu, bu}) {
      if (u == units[0] || u == units[1] || u == units[2]) {
        --places_of_digit[u];  // the digit is placed in this unit
      } else {
        lose_place(u, digit);
      }
    }
  });
  for (int u : units) {
    used_[u] |= digit_bit<MaskT>(digit);
    taken_[std::size_t(digit) * 3 * n_ + u] = 1;
  }
  trail_.push_back(cell);
  ++stats_.placements;
}

// place() backwards: the state after it is the state before it, so the same tests pick the same
// peers and digits.
template <typename MaskT>
void BasicFillSearch<MaskT>::unplace(int cell, int digit) {
  const auto& units = geo_.units_of(cell);
  for (int u : units) {
    clear_bit(used_[u], digit);
    taken_[std::size_t(digit) * 3 * n_ + u] = 0;
  }
  int* places_of_digit = &places_[std::size_t(digit) * 3 * n_];
  for_each_peer_taking(cell, digit, [&](int p, int ru, int cu, int bu) {
    ++options_[p];
    ++places_of_digit[ru];
    ++places_of_digit[cu];
    ++places_of_digit[bu];
  });
  digit_[cell] = kBlank;
  for_each_digit(candidates(cell), [&](int e) {
    for (int u : units) ++places(u, e);
  });
  fill_from_ = std::min(fill_from_, cell);
}

template <typename MaskT>
bool BasicFillSearch<MaskT>::place_hidden_single(const UnitDigit& single) {
  if (has_bit(used_[single.unit], single.digit)) return true;  // placed since
  for (int c : geo_.unit(single.unit)) {
    if (digit_[c] == kBlank && has_bit(candidates(c), single.digit)) {
      place(c, single.digit);
      return true;
    }
  }
  return false;
}

// Naked and hidden singles until none is left or a conflict turns up.
template <typename MaskT>
bool BasicFillSearch<MaskT>::propagate() {
  while (!conflict_ && (!naked_.empty() || !hidden_.empty())) {
    if (!naked_.empty()) {
      const int cell = naked_.back();
      naked_.pop_back();
      if (digit_[cell] != kBlank) continue;
      const MaskT left = candidates(cell);
      if (left == 0) {
        conflict_ = true;
      } else if (is_single(left)) {
        place(cell, lowest_digit(left));
      }
      continue;
    }
    const UnitDigit single = hidden_.back();
    hidden_.pop_back();
    if (!place_hidden_single(single)) conflict_ = true;
  }
  return !conflict_;
}

template <typename MaskT>
void BasicFillSearch<MaskT>::undo_to(std::size_t mark) {
  while (trail_.size() > mark) {
    const int cell = trail_.back();
    trail_.pop_back();
    unplace(cell, digit_[cell]);
  }
  naked_.clear();
  hidden_.clear();
  conflict_ = false;
}

template <typename MaskT>
bool BasicFillSearch<MaskT>::backtrack() {
  while (!levels_.empty()) {
    Level& level = levels_.back();
    undo_to(level.trail_mark);
    const int digit = fewest_places_digit(level.cell, candidates(level.cell) & ~level.tried);
    if (digit >= 0) {
      level.tried |= digit_bit<MaskT>(digit);
      ++stats_.guesses;
      place(level.cell, digit);
      return true;
    }
    levels_.pop_back();
    ++stats_.backtracks;
  }
  return false;
}

// Undoes the decisions of the last restart_rows * luby(run) rows (those made at or below that
// row) and starts the next run, which breaks ties its own way.
template <typename MaskT>
void BasicFillSearch<MaskT>::restart_rows() {
  ++run_;
  if (levels_.empty()) return;
  const int back = config_.fill.restart_rows * int(std::min<std::uint64_t>(luby(run_), std::uint64_t(n_)));
  int from_row = std::max(0, levels_.back().cell / n_ - back);
  // Within band column sets the bands are independent: rows above the band are never at fault.
  if (!band_sets_.empty())
    from_row = std::max(from_row, levels_.back().cell / n_ / geo_.block_rows() * geo_.block_rows());
  std::size_t keep = levels_.size();
  while (keep > 0 && levels_[keep - 1].cell / n_ >= from_row) --keep;
  undo_to(levels_[keep].trail_mark);
  levels_.resize(keep);
}

template <typename MaskT>
SearchOutcome BasicFillSearch<MaskT>::run(const BasicBoard<MaskT>& start) {
  SearchOutcome outcome;
  ++stats_.recursions;
  for (int c = 0; c < start.cell_count(); ++c) {
    if (start.is_solved(c)) place(c, start.value(c));
  }
  trail_.clear();  // the start is never undone
  std::uint64_t run_dead_ends = 0;
  while (true) {
    if (!propagate() || !check_hall_sets()) {
      if (++dead_ends_ > dead_end_budget_ || levels_.empty()) {
        outcome.gave_up = true;  // the usual search decides (a conflict at the start too)
        return outcome;
      }
      // Within band column sets Hall sets cost more than the dead ends they save
      // (results/notes/band-column-sets.md).
      if (!hall_sets_ && band_sets_.empty()) start_hall_sets();
      if (++run_dead_ends > config_.fill.restart_dead_ends * luby(run_ + 1)) {
        run_dead_ends = 0;
        restart_rows();
        continue;
      }
      // On the first run only: after a restart a failed first decision proves nothing.
      if (!backtrack()) {
        if (run_ == 0) return outcome;  // every digit of the first decision failed: no solution
        outcome.gave_up = true;
        return outcome;
      }
      continue;
    }
    const int cell = decision_cell();
    if (cell < 0) break;
    if (stop_(stats_.recursions)) {
      outcome.stopped = true;
      return outcome;
    }
    ++stats_.recursions;
    ++stats_.guesses;
    const int digit = fewest_places_digit(cell, candidates(cell));
    levels_.push_back({trail_.size(), cell, digit_bit<MaskT>(digit)});
    place(cell, digit);
  }
  outcome.solutions = 1;
  outcome.first = digit_;
  return outcome;
}

#define SUDOKU_INSTANTIATE_FILL_SEARCH(M) template class BasicFillSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE_FILL_SEARCH)

}  // namespace sudoku
