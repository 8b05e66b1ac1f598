#include "harness/mpi/chunk_plan.h"

#include <algorithm>
#include <cmath>

namespace sudoku::harness {

ChunkPlan::ChunkPlan(int ranks, int threads_per_rank, std::uint64_t total_lines, std::size_t fixed)
    : ranks_(std::max(ranks, 1)),
      threads_(std::max(threads_per_rank, 1)),
      total_(total_lines),
      fixed_(fixed) {}

void ChunkPlan::observe(double solve_us) {
  solve_us_sum_ += solve_us;
  ++solves_;
}

std::size_t ChunkPlan::next_size() {
  if (fixed_ > 0) return fixed_;
  // Before any time is known: two lines a thread, enough to learn from.
  double lines = 2.0 * threads_;
  if (solves_ > 0) {
    const double mean_us = std::max(solve_us_sum_ / static_cast<double>(solves_), 1.0);
    lines = kTargetSeconds * 1e6 * threads_ / mean_us;
  }
  if (total_ > handed_out_) {
    // A quarter of each rank's share of what is left: the last chunks shrink towards one line.
    lines = std::min(lines, static_cast<double>(total_ - handed_out_) / (4.0 * ranks_));
  }
  return static_cast<std::size_t>(std::clamp(std::floor(lines), 1.0, static_cast<double>(kMaxLines)));
}

}  // namespace sudoku::harness
