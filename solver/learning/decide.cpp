// Decisions: which literal to try next, by candidate count and activity (VSIDS: literals in
// recent conflicts weigh most).

#include <algorithm>

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"

namespace sudoku {

// config_.seed != 0: splitmix64 of (seed, var), far below one bump (1.0), so it only orders ties.
// Hashed by cell * N + digit, the numbering of vars before they were spaced by powers of 2.
template <typename MaskT>
void BasicLearningSearch<MaskT>::seed_activity() {
  if (config_.seed == 0) return;
  for (std::size_t v = compact() ? std::size_t{1} << shift_ : 0; v < activity_.size(); ++v) {
    const int cell = cell_of(static_cast<int>(v));
    const int digit = digit_of(static_cast<int>(v));
    if (digit >= n_) continue;
    const std::uint64_t dense = std::uint64_t(cell) * n_ + digit;
    std::uint64_t z = config_.seed * 0x9E3779B97F4A7C15ULL + (dense + 1) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    activity_[v] = static_cast<double>(z >> 11) * 0x1.0p-53 * 1e-6;
  }
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::seed_cell_activity() {
  if (!compact()) return;
  cell_activity_.assign(geo_.cell_count(), 0.0);
  for (std::size_t v = std::size_t{1} << shift_; v < activity_.size(); ++v) {
    if (digit_of(static_cast<int>(v)) >= n_) continue;
    double& a = cell_activity_[cell_of(static_cast<int>(v))];
    a = std::max(a, activity_[v]);
  }
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::decay_activity() {
  bump_ *= schedule_.activity_decay;
  if (bump_ > 1e100) {
    for (double& a : activity_) a *= 1e-100;
    for (double& a : cell_activity_) a *= 1e-100;
    bump_ *= 1e-100;
  }
}

// Fill mode's digit: the one with fewest places left in the cell's units, then fewest summed over
// them, then the lowest: the digit most at risk of running out of room goes first.
template <typename MaskT>
int BasicLearningSearch<MaskT>::fewest_places_digit(int cell) const {
  const auto& units = geo_.units_of(cell);
  int best = -1;
  std::uint64_t best_key = ~std::uint64_t{0};
  for_each_digit(open_[cell], [&](int d) {
    int fewest = kBits<MaskT>;
    int sum = 0;
    for (int u : units) {
      const int k = count(places_[pair(u, d)]);
      fewest = std::min(fewest, k);
      sum += k;
    }
    const std::uint64_t key = std::uint64_t(fewest) << 32 | std::uint64_t(sum);
    if (key < best_key) {
      best_key = key;
      best = d;
    }
  });
  return best;
}

template <typename MaskT>
int BasicLearningSearch<MaskT>::first_open_cell() {
  while (solved_digit_[fill_from_] >= 0) ++fill_from_;
  return fill_from_;
}

template <typename MaskT>
int BasicLearningSearch<MaskT>::decide(bool by_activity) {
  if (solved_cells_ == geo_.cell_count()) return -1;
  if (filling()) {
    const int cell = first_open_cell();
    return positive(var(cell, fewest_places_digit(cell)));
  }
  if (literal_phases_ && stable_) return phase_decision();
  const int best = choose_cell(by_activity);
  int digit = most_active_digit(best);
  if (stable_) {
    const int target = target_digit_[best];
    if (target >= 0 && has_bit(open_[best], target)) digit = target;
  }
  if (!config_.phase.empty()) {
    const int hinted = config_.phase[best];
    if (hinted >= 0 && has_bit(open_[best], hinted)) digit = hinted;
  }
  return positive(var(best, digit));
}

// The cell's open digit of highest activity, the lowest of a tie.
template <typename MaskT>
int BasicLearningSearch<MaskT>::most_active_digit(int cell) const {
  int digit = lowest_digit(open_[cell]);
  for_each_digit(open_[cell], [&](int d) {
    if (activity_[var(cell, d)] > activity_[var(cell, digit)]) digit = d;
  });
  return digit;
}

template <typename MaskT>
int BasicLearningSearch<MaskT>::choose_cell(bool by_activity) const {
  // A cell's activity is that of its most active open digit (compact: of its most active digit).
  int best = -1;
  int best_count = kBits<MaskT> + 1;
  double best_activity = -1;
  const auto consider = [&](int c) {
    if (solved_digit_[c] >= 0) return;
    const int k = count(open_[c]);
    if (!by_activity && k > best_count) return;
    double a = 0;
    if (compact()) {
      a = cell_activity_[c];
    } else {
      for_each_digit(open_[c], [&](int d) { a = std::max(a, activity_[var(c, d)]); });
    }
    // Fewest open digits, then most active; or (by_activity) most active, then fewest open digits.
    const bool better = by_activity ? a > best_activity || (a == best_activity && k < best_count)
                                    : k < best_count || a > best_activity;
    if (better) {
      best = c;
      best_count = k;
      best_activity = a;
    }
  };
  // Only the cells open at the start, in ascending order as over the whole grid: half of a 49x49
  // at 50% given, a third of the sparse 225x225's.
  for (int c : open_at_start_) consider(c);
  return best;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
