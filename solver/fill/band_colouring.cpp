#include "solver/fill/band_colouring.h"

#include <utility>

#include "solver/fill/order_stream.h"
#include "solver/puzzle.h"
#include "solver/stop_check.h"

namespace sudoku {
namespace {

// One band's rows (numbered 0..h-1 here) as a partial edge colouring: cell_ holds each cell's
// digit, where_ each row's column of each digit, and queue_ the column-digit pairs still without a
// row.
class BandColouring {
 public:
  BandColouring(const Geometry& geo, int band, std::uint64_t seed, int noise)
      : n_(geo.size()),
        h_(geo.block_rows()),
        first_row_(band * geo.block_rows()),
        noise_(noise),
        cell_(std::size_t(h_) * n_, kBlank),
        fixed_(cell_.size(), 0),
        where_(cell_.size(), -1),
        order_(seed) {}

  // Takes the band's placed digits as fixed and queues the rest of each column's set; false when
  // two placed digits share a row or a digit lies outside its column's set.
  bool start(const std::vector<int>& set_digits, const std::vector<int>& digits);
  // Colours the queued pairs, within `step_budget` steps and until `stop` says so.
  Colouring run(std::uint64_t step_budget, StopCheck& stop);
  void write_to(std::vector<int>& digits) const {
    for (int r = 0; r < h_; ++r)
      for (int c = 0; c < n_; ++c) digits[std::size_t(first_row_ + r) * n_ + c] = cell(r, c);
  }

 private:
  struct Pair {
    int column, digit;
  };
  int& cell(int row, int col) { return cell_[std::size_t(row) * n_ + col]; }
  int cell(int row, int col) const { return cell_[std::size_t(row) * n_ + col]; }
  int& where(int row, int digit) { return where_[std::size_t(row) * n_ + digit]; }
  bool fixed(int row, int col) const { return fixed_[std::size_t(row) * n_ + col] != 0; }
  void put(int row, int col, int digit) {
    cell(row, col) = digit;
    where(row, digit) = col;
  }
  void take_out(int row, int col) {
    where(row, cell(row, col)) = -1;
    cell(row, col) = kBlank;
  }
  bool colour(const Pair& pair);
  bool exchange_chain(int a, int b, int col);
  bool push_out(const Pair& pair);

  int n_, h_, first_row_;
  int noise_;  // once in noise_ pushes, any row (FillSchedule::colouring_noise)
  std::vector<int> cell_;
  std::vector<std::uint8_t> fixed_;
  std::vector<int> where_;
  std::vector<Pair> queue_;
  std::vector<int> chain_;  // the columns of the chain being exchanged
  // Rows of the pair being coloured, kept between steps so that a step allocates nothing (half
  // the time of a 400x400 at 20% given went to allocating them).
  std::vector<int> free_at_column_, free_at_digit_, free_at_both_, fewest_pushed_, not_fixed_;
  OrderStream order_;
};

bool BandColouring::start(const std::vector<int>& set_digits, const std::vector<int>& digits) {
  for (int c = 0; c < n_; ++c) {
    for (int r = 0; r < h_; ++r) {
      const int d = digits[std::size_t(first_row_ + r) * n_ + c];
      if (d == kBlank) continue;
      if (where(r, d) != -1) return false;
      put(r, c, d);
      fixed_[std::size_t(r) * n_ + c] = 1;
    }
    int placed = 0;
    for (int k = 0; k < h_; ++k) {
      const int d = set_digits[std::size_t(c) * h_ + k];
      bool in_column = false;
      for (int r = 0; r < h_; ++r) in_column = in_column || cell(r, c) == d;
      if (!in_column) queue_.push_back({c, d});
      placed += in_column;
    }
    for (int r = 0; r < h_; ++r) placed -= cell(r, c) != kBlank;
    if (placed != 0) return false;  // a placed digit outside the set
  }
  order_.shuffle(queue_);
  return true;
}

Colouring BandColouring::run(std::uint64_t step_budget, StopCheck& stop) {
  for (std::uint64_t steps = 0; !queue_.empty(); ++steps) {
    if (steps == step_budget) return Colouring::kGaveUp;
    if (stop(steps)) return Colouring::kStopped;
    // A random pair, so that a pair pushed out is not the next taken (taking it next, the walk
    // did not converge on 225x225 at 20% given).
    std::swap(queue_[order_.below(int(queue_.size()))], queue_.back());
    const Pair pair = queue_.back();
    queue_.pop_back();
    if (!colour(pair)) return Colouring::kGaveUp;
  }
  return Colouring::kFilled;
}

// Gives the pair a row: one free at both ends, else one freed by exchanging a chain, else one
// free at the column, pushing out the digit's pair in that row (or the other way round).
bool BandColouring::colour(const Pair& pair) {
  free_at_column_.clear();
  free_at_digit_.clear();
  free_at_both_.clear();
  for (int r = 0; r < h_; ++r) {
    const bool column_free = cell(r, pair.column) == kBlank;
    const bool digit_free = where(r, pair.digit) == -1;
    if (column_free) free_at_column_.push_back(r);
    if (digit_free) free_at_digit_.push_back(r);
    if (column_free && digit_free) free_at_both_.push_back(r);
  }
  if (!free_at_both_.empty()) {
    put(free_at_both_[order_.below(int(free_at_both_.size()))], pair.column, pair.digit);
    return true;
  }
  order_.shuffle(free_at_column_);
  order_.shuffle(free_at_digit_);
  for (int a : free_at_column_) {
    for (int b : free_at_digit_) {
      // Row a freed at the digit, or row b at the column; which is tried first, at random (both
      // ways: 225x225 at 20% given, 46 -> 32 steps a cell, median over bands).
      const bool digit_first = order_.below(2) == 0;
      for (const bool from_digit : {digit_first, !digit_first}) {
        if (exchange_chain(a, b, from_digit ? where(a, pair.digit) : pair.column)) {
          put(from_digit ? a : b, pair.column, pair.digit);
          return true;
        }
      }
    }
  }
  return push_out(pair);
}

// The chain of rows a and b from column `col`: the column, its digit in row b, that digit's column
// in row a, its digit in row b, and so on, until a row has none. Exchanging rows a and b in the
// chain's columns keeps every row's digits distinct. Started at the column of a digit in row a
// (the digit not in row b), it frees row a at the digit; started at a column free in row a, it
// frees the column in row b; the pair's column is never on the first, nor its digit on the
// second. False, with nothing changed, when a fixed cell lies on the chain.
bool BandColouring::exchange_chain(int a, int b, int col) {
  chain_.clear();
  while (col != -1) {
    if (chain_.size() == std::size_t(n_)) return false;  // not a path: cannot happen in a colouring
    if ((cell(a, col) != kBlank && fixed(a, col)) || (cell(b, col) != kBlank && fixed(b, col))) return false;
    chain_.push_back(col);
    const int d = cell(b, col);
    col = d == kBlank ? -1 : where(a, d);
  }
  for (int c : chain_) {
    if (cell(a, c) != kBlank) where(a, cell(a, c)) = -1;
    if (cell(b, c) != kBlank) where(b, cell(b, c)) = -1;
    std::swap(cell(a, c), cell(b, c));
  }
  for (int c : chain_) {
    if (cell(a, c) != kBlank) where(a, cell(a, c)) = c;
    if (cell(b, c) != kBlank) where(b, cell(b, c)) = c;
  }
  return true;
}

// Every chain meets a fixed cell: the pair takes a row whose cell in its column is not fixed and
// whose cell of its digit, if any, is not fixed either, and pushes out the pairs there, which go
// back to the queue. Mostly a row that pushes out the fewest pairs, once in noise_ any such row: a
// walk that always takes the fewest stalls, and one that strays more often wanders
// (results/notes/band-colouring.md). False when no row is left: the pair has no place within the givens.
bool BandColouring::push_out(const Pair& pair) {
  fewest_pushed_.clear();
  not_fixed_.clear();
  int fewest = 3;
  for (int r = 0; r < h_; ++r) {
    const int col = where(r, pair.digit);
    if (fixed(r, pair.column) || (col != -1 && fixed(r, col))) continue;
    not_fixed_.push_back(r);
    const int pushed = (col != -1) + (cell(r, pair.column) != kBlank);
    if (pushed < fewest) {
      fewest = pushed;
      fewest_pushed_.clear();
    }
    if (pushed == fewest) fewest_pushed_.push_back(r);
  }
  if (not_fixed_.empty()) return false;
  const std::vector<int>& rows = order_.below(noise_) == 0 ? not_fixed_ : fewest_pushed_;
  const int row = rows[order_.below(int(rows.size()))];
  if (const int col = where(row, pair.digit); col != -1) {
    queue_.push_back({col, pair.digit});
    take_out(row, col);
  }
  if (cell(row, pair.column) != kBlank) {
    queue_.push_back({pair.column, cell(row, pair.column)});
    take_out(row, pair.column);
  }
  put(row, pair.column, pair.digit);
  return true;
}

}  // namespace

Colouring colour_band(const Geometry& geo, int band, const std::vector<int>& set_digits,
                      std::vector<int>& digits, std::uint64_t seed, std::uint64_t step_budget, int noise,
                      StopCheck& stop) {
  BandColouring colouring(geo, band, seed, noise);
  if (!colouring.start(set_digits, digits)) return Colouring::kGaveUp;
  const Colouring result = colouring.run(step_budget, stop);
  if (result == Colouring::kFilled) colouring.write_to(digits);
  return result;
}

}  // namespace sudoku
