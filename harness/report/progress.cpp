#include "harness/report/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>

namespace sudoku::harness {
namespace {

// A run shorter than this never shows a bar; redraws come at most this often.
constexpr auto kShowAfter = std::chrono::milliseconds(1000);
constexpr auto kRedrawEvery = std::chrono::milliseconds(100);
constexpr int kBarWidth = 30;

bool is_puzzle_line(const std::string& line) {
  const auto first = line.find_first_not_of(" \t\r");
  return first != std::string::npos && line[first] != '#';
}

}  // namespace

std::uint64_t count_puzzle_lines(const std::vector<std::string>& paths) {
  std::uint64_t count = 0;
  for (const std::string& path : paths) {
    if (path == "-") return 0;  // standard input can be read only once
    std::ifstream in(path, std::ios::binary);
    std::string line;
    while (std::getline(in, line)) count += is_puzzle_line(line) ? 1 : 0;
  }
  return count;
}

bool stderr_is_terminal() { return isatty(STDERR_FILENO) == 1; }

ProgressBar::ProgressBar(std::uint64_t total, bool enabled)
    : total_(total), enabled_(enabled), start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

void ProgressBar::advance(std::uint64_t done_now) {
  if (!enabled_) return;
  done_ += done_now;
  const auto now = std::chrono::steady_clock::now();
  if (now - start_ < kShowAfter || now - last_draw_ < kRedrawEvery) return;
  draw(now);
}

void ProgressBar::draw(std::chrono::steady_clock::time_point now) {
  last_draw_ = now;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  const double rate = elapsed > 0 ? done_ / elapsed : 0;
  std::string line;
  if (total_ > 0) {
    const double frac = std::min(1.0, double(done_) / double(total_));
    const int filled = static_cast<int>(frac * kBarWidth);
    const double eta = rate > 0 && total_ > done_ ? (total_ - done_) / rate : 0;
    line = fmt::format("\r[{:#<{}}{:.<{}}] {}/{} {:.0f}/s ETA {:.0f}s ", "", filled, "", kBarWidth - filled,
                       done_, total_, rate, eta);
  } else {
    line = fmt::format("\r{} puzzles {:.0f}/s ", done_, rate);
  }
  line += detail_;
  std::fputs(line.c_str(), stderr);
  drawn_ = true;
}

void ProgressBar::clear() {
  if (!enabled_ || !drawn_) return;
  std::fputs("\r\033[K", stderr);  // back to column 0, erase to end of line
  drawn_ = false;
}

}  // namespace sudoku::harness
