#include "solver/fill/band_column_sets.h"

#include <algorithm>
#include <utility>

#include "solver/fill/order_stream.h"
#include "solver/mask_width.h"
#include "solver/puzzle.h"

namespace sudoku {
namespace {

// One stack's columns (numbered 0..w-1 here) and the choice, band by band, of which column each
// digit takes in the band.
class StackSets {
 public:
  StackSets(const Geometry& geo, const std::vector<int>& digits, int stack)
      : n_(geo.size()),
        h_(geo.block_rows()),
        w_(geo.block_cols()),
        first_(stack * geo.block_cols()),
        reserved_(std::size_t(n_) * w_, -1),
        forced_(std::size_t(n_) * w_, -1) {
    for (int r = 0; r < n_; ++r) {
      for (int j = 0; j < w_; ++j) {
        const int d = digits[std::size_t(geo.cell(r, first_ + j))];
        if (d == kBlank) continue;
        reserved_[std::size_t(d) * w_ + j] = r / h_;
        forced_[std::size_t(d) * w_ + r / h_] = j;
      }
    }
  }

  // Every band's matching, into sets; false when a digit found no column in some band.
  template <typename MaskT>
  bool choose(OrderStream& order, std::vector<MaskT>& sets) {
    used_.assign(std::size_t(n_) * w_, 0);
    for (int band = 0; band < w_; ++band) {
      if (!match_band(band, order)) return false;
      for (int j = 0; j < w_; ++j) {
        MaskT& set = sets[std::size_t(band) * n_ + first_ + j];
        set = MaskT{0};
        for (int d : holders_[j]) {
          set |= digit_bit<MaskT>(d);
          used_[std::size_t(d) * w_ + j] = 1;
        }
      }
    }
    return true;
  }

 private:
  // Whether digit d may take column j in band b: not there in an earlier band, and no placed
  // digit puts it in column j in another band.
  bool open(int d, int j, int band) const {
    if (used_[std::size_t(d) * w_ + j]) return false;
    const int reserved = reserved_[std::size_t(d) * w_ + j];
    return reserved < 0 || reserved == band;
  }

  bool match_band(int band, OrderStream& order) {
    holders_.resize(w_);
    for (auto& digits : holders_) digits.clear();  // keeps their storage from band to band
    pinned_.assign(n_, 0);
    std::vector<int> free_digits;
    for (int d = 0; d < n_; ++d) {
      const int j = forced_[std::size_t(d) * w_ + band];
      if (j < 0) {
        free_digits.push_back(d);
        continue;
      }
      pinned_[d] = 1;
      holders_[j].push_back(d);
    }
    order.shuffle(free_digits);
    for (int d : free_digits) {
      visited_.assign(w_, 0);
      if (!augment(d, band, order.below(w_))) return false;
    }
    return true;
  }

  // Kuhn's augmenting path from digit d: a column with room, else a column whose unpinned digit
  // can move elsewhere (columns on the path so far are visited: their room is the moved digit's). Columns are
  // tried from `start` on, so that equal choices spread at random.
  bool augment(int d, int band, int start) {
    for (int k = 0; k < w_; ++k) {
      const int j = (start + k) % w_;
      if (!visited_[j] && open(d, j, band) && int(holders_[j].size()) < h_) {
        take(d, j);
        return true;
      }
    }
    for (int k = 0; k < w_; ++k) {
      const int j = (start + k) % w_;
      if (visited_[j] || !open(d, j, band)) continue;
      visited_[j] = 1;
      for (std::size_t i = 0; i < holders_[j].size(); ++i) {
        const int other = holders_[j][i];
        if (pinned_[other]) continue;
        holders_[j][i] = holders_[j].back();
        holders_[j].pop_back();
        if (augment(other, band, (j + 1) % w_)) {
          take(d, j);
          return true;
        }
        holders_[j].push_back(other);
        std::swap(holders_[j][i], holders_[j].back());
      }
    }
    return false;
  }

  void take(int d, int j) { holders_[j].push_back(d); }

  int n_, h_, w_, first_;
  std::vector<int> reserved_;       // reserved_[d*w + j]: the band a placed d holds in column j, or -1
  std::vector<int> forced_;         // forced_[d*w + band]: the column a placed d holds in the band, or -1
  std::vector<std::uint8_t> used_;  // used_[d*w + j]: d is in column j in an earlier band
  std::vector<std::vector<int>> holders_;  // this band's digits per column
  std::vector<std::uint8_t> pinned_;       // placed there by a placed digit: never moved
  std::vector<std::uint8_t> visited_;
};

// The seeds of a stack's attempts start this far after the stack before's, whatever the number of
// attempts, so that more attempts leave the first ones' orders as they were (past 8, a stack's
// later seeds are the next stack's first ones, which meet other placed digits there).
constexpr std::uint64_t kStackSeedStep = 8;

}  // namespace

template <typename MaskT>
std::optional<std::vector<MaskT>> band_column_sets(const Geometry& geo, const std::vector<int>& digits,
                                                   std::uint64_t seed, int attempts) {
  const int n = geo.size();
  std::vector<MaskT> sets(std::size_t(geo.block_cols()) * n, MaskT{0});
  for (int stack = 0; stack < geo.block_rows(); ++stack) {
    StackSets stack_sets(geo, digits, stack);
    bool chosen = false;
    for (int attempt = 0; attempt < attempts && !chosen; ++attempt) {
      OrderStream order(seed * 0x100000001B3ull + std::uint64_t(stack) * kStackSeedStep +
                        std::uint64_t(attempt));
      chosen = stack_sets.choose(order, sets);
    }
    if (!chosen) return std::nullopt;
  }
  return sets;
}

#define SUDOKU_INSTANTIATE_BAND_SETS(M)                                                                \
  template std::optional<std::vector<M>> band_column_sets<M>(const Geometry&, const std::vector<int>&, \
                                                             std::uint64_t, int);
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE_BAND_SETS)

}  // namespace sudoku
