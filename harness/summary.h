#pragma once
// What a batch run adds up to: a Tally per input file and one overall, and the table printed
// at the end (fmt, aligned), with the run's provenance (threads, techniques, timeout) under it.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/solver.h"

namespace sudoku::harness {

struct Tally {
  // Counts
  std::uint64_t puzzles = 0;               // puzzle lines recorded (invalid ones included)
  std::uint64_t solved = 0;
  std::uint64_t failed = 0;                // invalid, unsolvable, timeout, error
  std::uint64_t solved_without_guess = 0;  // solved by deduction alone
  std::uint64_t guesses = 0;               // over the solves that ran
  std::uint64_t recursions = 0;
  std::vector<double> solve_us;            // one per solve that ran (invalid lines never run)

  void add_invalid();
  void add_solve(SolveStatus status, const Stats& stats, double us);
  Tally& operator+=(const Tally& other);

  // Derived figures; 0 when there is nothing to divide by.
  std::uint64_t ran() const { return solve_us.size(); }
  double total_us() const;
  double median_us() const;  // the mean of the two middle values for an even count
  double max_us() const;
  double us_per_puzzle() const;       // total / ran
  double puzzles_per_s() const;       // ran / total: the rate of one thread
  double guesses_per_puzzle() const;  // over ran
  double recursions_per_puzzle() const;
  double no_guess_percent() const;    // of the solved ones
};

// Sum of solve times over wall time: how many solves ran at once on average.
double speed_up(double sum_solve_s, double wall_s);

struct RunInfo {
  double wall_s = 0;
  int threads = 0;
  std::string techniques;
  double timeout_s = 0;           // 0: none
  std::uint64_t resumed = 0;      // puzzles skipped: already in the CSV
  std::uint64_t cancelled = 0;    // in flight when interrupted: cancelled, not recorded
  bool interrupted = false;
};

class Summary {
 public:
  explicit Summary(std::vector<std::string> files);

  Tally& file(std::size_t index) { return tallies_[index]; }
  const Tally& file(std::size_t index) const { return tallies_[index]; }
  Tally overall() const;

  // The table: a row per file that had puzzles, an "all" row, then wall time and provenance.
  std::string render(const RunInfo& info) const;

 private:
  std::vector<std::string> files_;
  std::vector<Tally> tallies_;
};

}  // namespace sudoku::harness
