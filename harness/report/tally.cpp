#include "harness/report/tally.h"

#include <algorithm>

namespace sudoku::harness {

double ratio(double num, double den) { return den > 0 ? num / den : 0.0; }

TallyRow tally_row(const PuzzleResult& r) {
  TallyRow row;
  row.status = r.measured() ? r.result.status : BackendStatus::kInvalid;
  if (!r.measured()) return row;
  row.us = r.solve_ns / 1e3;
  if (r.knows(kKnowsGuesses)) row.guesses = r.result.stats.guesses;
  row.recursions = r.result.stats.recursions;
  if (r.cpu_ns) row.cpu_us = *r.cpu_ns / 1e3;
  row.peak_rss_kib = r.peak_rss_kib;
  return row;
}

void Tally::add(const TallyRow& row) {
  ++puzzles;
  const bool is_solved = row.status == BackendStatus::kSolved;
  is_solved ? ++solved : ++failed;
  if (!row.us) return;
  times.add(*row.us);
  if (row.cpu_us) {
    ++ran_known_cpu;
    cpu_us += *row.cpu_us;
  }
  if (row.peak_rss_kib) peak_rss_kib = std::max(peak_rss_kib.value_or(0), *row.peak_rss_kib);
  if (row.guesses) {
    ++ran_known_guesses;
    guesses += *row.guesses;
    recursions += row.recursions;
    if (is_solved) ++solved_known_guesses;
    if (is_solved && *row.guesses == 0) ++solved_without_guess;
  }
  timeouts += row.status == BackendStatus::kTimeout;
  wrong += row.status == BackendStatus::kWrong;
  memouts += row.status == BackendStatus::kMemout;
}

Tally& Tally::operator+=(const Tally& other) {
  puzzles += other.puzzles;
  solved += other.solved;
  failed += other.failed;
  solved_known_guesses += other.solved_known_guesses;
  solved_without_guess += other.solved_without_guess;
  ran_known_guesses += other.ran_known_guesses;
  guesses += other.guesses;
  recursions += other.recursions;
  timeouts += other.timeouts;
  wrong += other.wrong;
  memouts += other.memouts;
  times += other.times;
  ran_known_cpu += other.ran_known_cpu;
  cpu_us += other.cpu_us;
  if (other.peak_rss_kib) peak_rss_kib = std::max(peak_rss_kib.value_or(0), *other.peak_rss_kib);
  return *this;
}

double Tally::us_per_puzzle() const { return ratio(total_us(), double(ran())); }
double Tally::puzzles_per_s() const { return ratio(double(ran()), total_us() / 1e6); }
double Tally::guesses_per_puzzle() const { return ratio(double(guesses), double(ran_known_guesses)); }
double Tally::recursions_per_puzzle() const { return ratio(double(recursions), double(ran_known_guesses)); }
double Tally::no_guess_percent() const {
  return 100.0 * ratio(double(solved_without_guess), double(solved_known_guesses));
}
double Tally::cpu_us_per_puzzle() const { return ratio(cpu_us, double(ran_known_cpu)); }

}  // namespace sudoku::harness
