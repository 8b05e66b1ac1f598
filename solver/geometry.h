#pragma once
// The shape of an N x N Sudoku: which cells make up each row, column and block, and who sees whom.
// Built once per size from N alone, immutable afterwards, shared by const& across threads.
//
// Cells are numbered row-major, 0 .. N*N-1. Units are numbered rows first, then columns, then blocks:
//   unit u in [0, N)    row u
//   unit u in [N, 2N)   column u - N
//   unit u in [2N, 3N)  block u - 2N, blocks numbered row-major too
// A 12x12 (blocks 3 high, 4 wide):
//   +---------+---------+---------+
//   | b0      | b1      | b2      |   3 rows per band, 3 blocks per band
//   +---------+---------+---------+
//   | b3      | b4      | b5      |   4 bands
//   ...

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace sudoku {

struct BlockShape {
  int rows = 0;  // block height
  int cols = 0;  // block width
};

// The block rule: sqrt(N) square when N is a perfect square, otherwise width = smallest
// factor above sqrt(N), height = greatest factor below. Empty for prime N or N < 4.
std::optional<BlockShape> block_shape_for(int n);

// Where a block and a row (or column) overlap, split into the three parts pointing and claiming use.
struct Intersection {
  int block = 0;                // unit id of the block
  int line = 0;                 // unit id of the row or column
  std::vector<int> shared;      // cells in both
  std::vector<int> block_rest;  // cells of the block outside the line
  std::vector<int> line_rest;   // cells of the line outside the block
};

class Geometry {
 public:
  Geometry(int block_rows, int block_cols);
  // Throws std::invalid_argument when N has no block shape (prime) or is out of range.
  static Geometry for_size(int n);

  // Sizes
  int size() const { return n_; }
  int block_rows() const { return block_rows_; }
  int block_cols() const { return block_cols_; }
  int cell_count() const { return n_ * n_; }
  int unit_count() const { return 3 * n_; }
  int peer_count() const { return peer_count_; }
  std::string block_label() const;  // "WxH", e.g. "4x3" for 12x12

  // Coordinates
  int cell(int row, int col) const { return row * n_ + col; }
  int row_of(int cell) const { return cell / n_; }
  int col_of(int cell) const { return cell % n_; }
  int block_of(int cell) const { return block_of_[cell]; }
  int row_unit(int row) const { return row; }
  int col_unit(int col) const { return n_ + col; }
  int block_unit(int block) const { return 2 * n_ + block; }

  // Tables
  std::span<const int> unit(int u) const { return {unit_cells_.data() + u * n_, size_t(n_)}; }
  const std::array<int, 3>& units_of(int cell) const { return units_of_[cell]; }
  // Two different cells that share a row, a column or a block.
  bool are_peers(int a, int b) const {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || block_of(a) == block_of(b));
  }
  // The peer tables hold N^3 cells and N^4 bits: built up to kPeerTableMaxSize only (25 MiB and
  // 32 MiB at 128x128; at 400x400 they would take 0.8 GiB and 3 GiB).
  static constexpr int kPeerTableMaxSize = 128;
  bool has_peer_tables() const { return !peers_.empty(); }
  // A cell's peers, ascending (only with the tables; for_each_peer works at every size).
  std::span<const int> peers(int cell) const {
    return {peers_.data() + std::size_t(cell) * peer_count_, size_t(peer_count_)};
  }
  // Calls f(peer) for each of the cell's peers, ascending: from the table, or else walked row by
  // row (the cell's row whole, the block's part of the band's other rows, the column elsewhere).
  template <typename F>
  void for_each_peer(int cell, F&& f) const {
    if (has_peer_tables()) {
      for (int p : peers(cell)) f(p);
      return;
    }
    const int row = row_of(cell);
    const int col = col_of(cell);
    const int band = row / block_rows_;
    const int left = col - col % block_cols_;
    for (int r = 0; r < n_; ++r) {
      if (r == row) {
        for (int c = 0; c < n_; ++c) {
          if (c != col) f(this->cell(r, c));
        }
      } else if (r / block_rows_ == band) {
        for (int c = left; c < left + block_cols_; ++c) f(this->cell(r, c));
      } else {
        f(this->cell(r, col));
      }
    }
  }
  // The same peers as a set of cells, bit c % 64 of word c / 64, so that a set of cells (say
  // those where a digit is still possible) can be met with a cell's peers a word at a time (only
  // with the tables).
  int cell_words() const { return (cell_count() + 63) / 64; }
  std::span<const std::uint64_t> peer_set(int cell) const {
    return {peer_sets_.data() + size_t(cell) * cell_words(), size_t(cell_words())};
  }
  const std::vector<Intersection>& intersections() const { return intersections_; }
  // Indices into intersections(): those of a row or column unit (one per block it crosses), of a
  // block unit with rows (along 0) or columns (along 1), and the two a cell is shared by (with its
  // row, with its column).
  const std::vector<int>& line_intersections(int unit) const { return line_intersections_[unit]; }
  const std::vector<int>& block_intersections(int unit, int along) const {
    return block_intersections_[along][unit];
  }
  const std::array<int, 2>& cell_intersections(int cell) const { return cell_intersections_[cell]; }

 private:
  void build_units();
  void build_peers();
  void build_intersections();

  int n_;
  int block_rows_;
  int block_cols_;
  int peer_count_;
  std::vector<int> block_of_;                 // cell -> block index
  std::vector<int> unit_cells_;               // unit u's cells at [u*N, u*N + N)
  std::vector<std::array<int, 3>> units_of_;  // cell -> {row unit, column unit, block unit}
  std::vector<int> peers_;                    // cell c's peers at [c*P, c*P + P), ascending
  std::vector<std::uint64_t> peer_sets_;      // cell c's peers at [c*W, c*W + W), W = cell_words()
  std::vector<Intersection> intersections_;
  std::vector<std::vector<int>> line_intersections_;                  // per unit id (rows, columns)
  std::array<std::vector<std::vector<int>>, 2> block_intersections_;  // [along][unit id] (blocks)
  std::vector<std::array<int, 2>> cell_intersections_;                // per cell: [with row, with column]
};

}  // namespace sudoku
