#pragma once
// A one-line progress bar on stderr for long runs: puzzles done / total, rate, ETA. Drawn only
// when stderr is a terminal and the run has lasted a moment, so logs, pipes and short runs stay
// clean; never on stdout. Driven from one thread (the pipeline's in-order output stage).

#include <chrono>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace sudoku::harness {

// Puzzle lines in `paths` (not blank, not '#'), by a quick read; 0 (unknown) when one is "-".
std::uint64_t count_puzzle_lines(const std::vector<std::string>& paths);

// True when stderr is a terminal.
bool stderr_is_terminal();

class ProgressBar {
 public:
  // total 0: unknown, drawn without a bar or ETA. Disabled: every call does nothing.
  ProgressBar(std::uint64_t total, bool enabled);

  void advance(std::uint64_t done_now = 1);
  // Text after the counts, such as the work inside a long item; drawn from the next advance().
  void set_detail(std::string detail) { detail_ = std::move(detail); }
  // Wipes the bar so a message can take the line; the next advance draws it again.
  void clear();
  void finish() { clear(); }

 private:
  void draw(std::chrono::steady_clock::time_point now);

  std::uint64_t total_;
  bool enabled_;
  bool drawn_ = false;
  std::uint64_t done_ = 0;
  std::string detail_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_draw_;
};

}  // namespace sudoku::harness
