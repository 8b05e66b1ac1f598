#include "solver/geometry.h"

#include <algorithm>
#include <stdexcept>

#include "solver/mask.h"

namespace sudoku {

std::optional<BlockShape> block_shape_for(int n) {
  if (n < 4) return std::nullopt;
  int root = 1;
  while ((root + 1) * (root + 1) <= n) ++root;
  if (root * root == n) return BlockShape{root, root};
  // Factors pair up around sqrt(N): the smallest one above it times the greatest one below it is N.
  for (int width = root + 1; width < n; ++width) {
    if (n % width == 0) return BlockShape{n / width, width};
  }
  return std::nullopt;  // prime
}

Geometry Geometry::for_size(int n) {
  if (n < 4 || n > kMaxSize) {
    throw std::invalid_argument("size " + std::to_string(n) + " is outside 4.." + std::to_string(kMaxSize));
  }
  const auto shape = block_shape_for(n);
  if (!shape) throw std::invalid_argument("size " + std::to_string(n) + " is prime: no block shape");
  return Geometry{shape->rows, shape->cols};
}

Geometry::Geometry(int block_rows, int block_cols)
    : n_(block_rows * block_cols),
      block_rows_(block_rows),
      block_cols_(block_cols),
      peer_count_(3 * n_ - block_rows - block_cols - 1) {
  if (block_rows < 1 || block_cols < 1 || n_ < 4 || n_ > kMaxSize) {
    throw std::invalid_argument("block shape gives a size outside 4.." + std::to_string(kMaxSize));
  }
  build_units();
  build_peers();
  build_intersections();
}

std::string Geometry::block_label() const {
  return std::to_string(block_cols_) + "x" + std::to_string(block_rows_);
}

void Geometry::build_units() {
  const int cells = cell_count();
  const int blocks_per_band = n_ / block_cols_;
  block_of_.resize(cells);
  for (int c = 0; c < cells; ++c) {
    block_of_[c] = (row_of(c) / block_rows_) * blocks_per_band + col_of(c) / block_cols_;
  }
  unit_cells_.assign(size_t(unit_count()) * n_, 0);
  std::vector<int> filled(unit_count(), 0);
  units_of_.resize(cells);
  for (int c = 0; c < cells; ++c) {
    units_of_[c] = {row_unit(row_of(c)), col_unit(col_of(c)), block_unit(block_of_[c])};
    for (int u : units_of_[c]) unit_cells_[size_t(u) * n_ + filled[u]++] = c;
  }
}

void Geometry::build_peers() {
  if (n_ > kPeerTableMaxSize) return;
  peers_.reserve(size_t(cell_count()) * peer_count_);
  std::vector<int> seen;
  for (int c = 0; c < cell_count(); ++c) {
    seen.clear();
    for (int u : units_of_[c]) {
      for (int p : unit(u)) {
        if (p != c) seen.push_back(p);
      }
    }
    std::sort(seen.begin(), seen.end());
    seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
    peers_.insert(peers_.end(), seen.begin(), seen.end());
  }
  peer_sets_.assign(size_t(cell_count()) * cell_words(), 0);
  for (int c = 0; c < cell_count(); ++c) {
    for (int p : peers(c)) {
      peer_sets_[size_t(c) * cell_words() + p / 64] |= std::uint64_t{1} << (p % 64);
    }
  }
}

void Geometry::build_intersections() {
  for (int b = 0; b < n_; ++b) {
    const int block = block_unit(b);
    const auto block_cells = unit(block);
    const int top = row_of(block_cells.front());
    const int left = col_of(block_cells.front());
    std::vector<int> lines;
    for (int r = top; r < top + block_rows_; ++r) lines.push_back(row_unit(r));
    for (int col = left; col < left + block_cols_; ++col) lines.push_back(col_unit(col));
    for (int line : lines) {
      Intersection x{block, line, {}, {}, {}};
      // Sized once: grown by push_back, these vectors took most of a 512x512 geometry's set-up.
      const auto shared = std::size_t(line < n_ ? block_cols_ : block_rows_);  // a row, or a column
      x.shared.reserve(shared);
      x.block_rest.reserve(std::size_t(n_) - shared);
      x.line_rest.reserve(std::size_t(n_) - shared);
      const auto in_line = [&](int c) { return units_of_[c][0] == line || units_of_[c][1] == line; };
      for (int c : block_cells) (in_line(c) ? x.shared : x.block_rest).push_back(c);
      for (int c : unit(line)) {
        if (block_of_[c] != b) x.line_rest.push_back(c);
      }
      intersections_.push_back(std::move(x));
    }
  }
  line_intersections_.resize(unit_count());
  for (auto& by_unit : block_intersections_) by_unit.resize(unit_count());
  cell_intersections_.assign(cell_count(), {-1, -1});
  for (int x = 0; x < static_cast<int>(intersections_.size()); ++x) {
    const Intersection& meet = intersections_[x];
    const int along = meet.line < n_ ? 0 : 1;  // rows are units 0 .. N-1
    line_intersections_[meet.line].push_back(x);
    block_intersections_[along][meet.block].push_back(x);
    for (int c : meet.shared) cell_intersections_[c][along] = x;
  }
}

}  // namespace sudoku
