#pragma once
// What a set of rows adds up to: the one tally behind the summary's file table (a row per input
// file, harness/report/summary.h) and the side-by-side table of solvers (harness/report/solver_table.h),
// fed one TallyRow per row, from a solve of this run or a CSV row of an earlier one (--resume).

#include <cstdint>
#include <optional>

#include "harness/core/puzzle_result.h"
#include "harness/report/time_histogram.h"

namespace sudoku::harness {

// num / den, or 0 when den is not positive (nothing ran, no time passed).
double ratio(double num, double den);

// What one row says, as far as a tally needs it.
struct TallyRow {
  BackendStatus status = BackendStatus::kInvalid;
  std::optional<double> us;              // empty: nothing ran (a line that is no puzzle, clashing givens)
  std::optional<std::uint64_t> guesses;  // empty: the solver counts neither guesses nor recursions
  std::uint64_t recursions = 0;          // with the guesses
  std::optional<double> cpu_us;          // empty: not read (a plain run, a race)
  std::optional<std::uint64_t> peak_rss_kib;  // empty: in-process
};

// A row of this run, as the tally reads it.
TallyRow tally_row(const PuzzleResult& r);

struct Tally {
  std::uint64_t puzzles = 0;  // rows, a line that is no puzzle included
  std::uint64_t solved = 0;
  std::uint64_t failed = 0;                // the rest: invalid, unsolvable, timeout, wrong, error, ...
  std::uint64_t solved_known_guesses = 0;  // solved rows whose solver counts guesses
  std::uint64_t solved_without_guess = 0;  // of those, solved by deduction alone
  std::uint64_t ran_known_guesses = 0;     // rows that ran, whose solver counts guesses
  std::uint64_t guesses = 0;               // over those
  std::uint64_t recursions = 0;
  std::uint64_t timeouts = 0;
  std::uint64_t wrong = 0;                    // answers that failed the check
  std::uint64_t memouts = 0;                  // out of --memory-limit
  TimeHistogram times;                        // every row that ran
  std::uint64_t ran_known_cpu = 0;            // rows that ran with their CPU time read
  double cpu_us = 0;                          // over those
  std::optional<std::uint64_t> peak_rss_kib;  // the largest worker peak; empty in-process

  void add(const TallyRow& row);
  Tally& operator+=(const Tally& other);

  // Derived figures; 0 when there is nothing to divide by.
  std::uint64_t ran() const { return times.count(); }
  double total_us() const { return times.total_us(); }
  double median_us() const { return times.median_us(); }  // within 0.05%, see TimeHistogram
  double p99_us() const { return times.quantile_us(0.99); }
  double max_us() const { return times.max_us(); }
  double us_per_puzzle() const;       // total / ran
  double puzzles_per_s() const;       // ran / total: the rate of one thread ("solves/s")
  double guesses_per_puzzle() const;  // over the rows that ran with their guesses known
  double recursions_per_puzzle() const;
  double no_guess_percent() const;   // of the solved ones whose guesses are known
  double cpu_us_per_puzzle() const;  // over the rows with their CPU time read
};

}  // namespace sudoku::harness
