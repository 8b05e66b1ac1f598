#pragma once
// How many lines rank 0 hands out at a time. Big chunks keep rank 0's messages few (a 9x9 solve
// takes tens of microseconds, a message round trip about as long); small ones keep a rank from
// sitting on slow puzzles while others idle at the end. So a chunk aims at kTargetSeconds of a
// rank's threads, judged by the solve times seen so far, and never at more than a share of what
// is left (guided self-scheduling); --chunk fixes the size instead.

#include <cstddef>
#include <cstdint>

namespace sudoku::harness {

class ChunkPlan {
 public:
  static constexpr double kTargetSeconds = 0.02;
  static constexpr std::size_t kMaxLines = 4096;

  // total_lines: puzzle lines in the run (0: unknown, as for standard input); fixed: --chunk (0: adapt).
  ChunkPlan(int ranks, int threads_per_rank, std::uint64_t total_lines, std::size_t fixed);

  void observe(double solve_us);                                // one solved puzzle's time
  std::size_t next_size();                                      // the next chunk's size
  void handed_out(std::size_t lines) { handed_out_ += lines; }  // what the chunk really held

 private:
  int ranks_;
  int threads_;
  std::uint64_t total_;
  std::size_t fixed_;
  std::uint64_t handed_out_ = 0;
  double solve_us_sum_ = 0;
  std::uint64_t solves_ = 0;
};

}  // namespace sudoku::harness
