#include "harness/solver_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "harness/paired_ratio.h"

namespace sudoku::harness {
namespace {

double ratio(double num, double den) { return den > 0 ? num / den : 0.0; }

// "2.31x [2.10, 2.55] n=58", or why there is no ratio.
std::string ratio_text(const PairedRatio& r) {
  if (r.pairs == 0) return "no puzzle solved by both";
  return fmt::format("{:.3f}x [{:.3f}, {:.3f}] n={}", r.ratio, r.low, r.high, r.pairs);
}

// Solver `solver`'s times of `solved_us` (a puzzle's times by solver, 0: not solved) against the first's.
PairedRatio ratio_of(const std::vector<std::vector<double>>& solved_us, std::size_t solver) {
  std::vector<double> base;
  std::vector<double> other;
  for (const std::vector<double>& times : solved_us) {
    base.push_back(times[0]);
    other.push_back(times[solver]);
  }
  return paired_ratio(base, other);
}

}  // namespace

SolverTally& SolverTally::operator+=(const SolverTally& other) {
  puzzles += other.puzzles;
  solved += other.solved;
  solved_known_guesses += other.solved_known_guesses;
  solved_without_guess += other.solved_without_guess;
  ran_known_guesses += other.ran_known_guesses;
  guesses += other.guesses;
  timeouts += other.timeouts;
  wrong += other.wrong;
  memouts += other.memouts;
  times += other.times;
  return *this;
}

SolverTable::SolverTable(std::size_t files, std::vector<std::string> solvers)
    : solvers_(std::move(solvers)),
      tallies_(files, std::vector<SolverTally>(solvers_.size())),
      solved_us_(files) {}

void SolverTable::add(const SolverRow& row) {
  const auto named = std::find(solvers_.begin(), solvers_.end(), row.solver);
  if (solvers_.size() < 2 || named == solvers_.end() || row.file_index >= tallies_.size()) return;
  const std::size_t solver = static_cast<std::size_t>(named - solvers_.begin());
  SolverTally& t = tallies_[row.file_index][solver];
  ++t.puzzles;
  if (!row.us) return;
  t.times.add(*row.us);
  if (row.guesses) {
    ++t.ran_known_guesses;
    t.guesses += *row.guesses;
  }
  if (row.status == "timeout") ++t.timeouts;
  if (row.status == "wrong") ++t.wrong;
  if (row.status == "memout") ++t.memouts;
  if (row.status != "solved") return;
  ++t.solved;
  if (row.guesses) {
    ++t.solved_known_guesses;
    if (*row.guesses == 0) ++t.solved_without_guess;
  }
  auto& times = solved_us_[row.file_index][row.line];
  times.resize(solvers_.size(), 0.0);
  times[solver] = *row.us;
}

std::vector<std::vector<double>> SolverTable::pairs_of(std::size_t file) const {
  std::vector<std::vector<double>> pairs;
  for (const auto& [line, times] : solved_us_[file]) pairs.push_back(times);
  return pairs;
}

PairedRatio SolverTable::versus_first(std::size_t file, std::size_t solver) const {
  return ratio_of(pairs_of(file), solver);
}

std::string SolverTable::render_block(std::string_view title, const std::vector<SolverTally>& tallies,
                                      const std::vector<std::vector<double>>& solved_us) const {
  fmt::memory_buffer buf;
  auto out = std::back_inserter(buf);
  std::size_t width = 6;
  for (const std::string& name : solvers_) width = std::max(width, name.size());
  fmt::format_to(
      out, "{}\n{:<{}}  {:>8} {:>10} {:>10} {:>10} {:>10} {:>11} {:>9} {:>9} {:>8} {:>6} {:>7}  vs {}\n",
      title, "solver", width, "puzzles", "puzzles/s", "µs/puzzle", "median µs", "p99 µs", "max µs",
      "no-guess%", "guesses/p", "timeouts", "wrong", "memouts", solvers_.front());
  for (std::size_t s = 0; s < solvers_.size(); ++s) {
    const SolverTally& t = tallies[s];
    const double total_us = t.times.total_us();
    const std::string no_guess = t.solved_known_guesses > 0
                                     ? fmt::format("{:.1f}", 100.0 * ratio(double(t.solved_without_guess),
                                                                           double(t.solved_known_guesses)))
                                     : std::string();
    const std::string guesses =
        t.ran_known_guesses > 0 ? fmt::format("{:.2f}", ratio(double(t.guesses), double(t.ran_known_guesses)))
                                : std::string();
    std::string versus = "1";
    if (s > 0) versus = ratio_text(ratio_of(solved_us, s));
    fmt::format_to(
        out,
        "{:<{}}  {:>8} {:>10.0f} {:>10.1f} {:>10.1f} {:>10.1f} {:>11.1f} {:>9} {:>9} {:>8} {:>6} {:>7}  {}\n",
        solvers_[s], width, t.puzzles, ratio(double(t.times.count()), total_us / 1e6),
        ratio(total_us, double(t.times.count())), t.times.median_us(), t.times.quantile_us(0.99),
        t.times.max_us(), no_guess, guesses, t.timeouts, t.wrong, t.memouts, versus);
  }
  return fmt::to_string(buf);
}

std::string SolverTable::render(const std::vector<std::string>& files) const {
  if (solvers_.size() < 2) return {};
  std::string text = fmt::format(
      "\nsolvers side by side (vs {}: geometric mean of per-puzzle time ratios over the puzzles both "
      "solved, 95% bootstrap interval; puzzles/s of one thread)\n",
      solvers_.front());
  std::vector<SolverTally> all(solvers_.size());
  std::vector<std::vector<double>> all_pairs;
  std::size_t shown = 0;
  for (std::size_t f = 0; f < files.size() && f < tallies_.size(); ++f) {
    std::uint64_t rows = 0;
    for (const SolverTally& t : tallies_[f]) rows += t.puzzles;
    if (rows == 0) continue;
    const std::vector<std::vector<double>> pairs = pairs_of(f);
    text += render_block(files[f], tallies_[f], pairs);
    for (std::size_t s = 0; s < solvers_.size(); ++s) all[s] += tallies_[f][s];
    all_pairs.insert(all_pairs.end(), pairs.begin(), pairs.end());
    ++shown;
  }
  if (shown > 1) text += render_block("all files", all, all_pairs);
  return text;
}

}  // namespace sudoku::harness
