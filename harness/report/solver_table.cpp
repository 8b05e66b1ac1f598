#include "harness/report/solver_table.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <iterator>

#include "harness/report/paired_ratio.h"

namespace sudoku::harness {
namespace {

// Columns as a terminal shows them: "µ" is two bytes but one column.
std::size_t display_width(const std::string& text) {
  std::size_t columns = 0;
  for (unsigned char c : text) columns += (c & 0xC0) != 0x80;
  return columns;
}

// "2.310x [2.100, 2.550] slower, n=58" (a ratio below 1 turned round: "1.500x [...] faster"), or
// why there is no ratio or no interval.
std::string ratio_text(const PairedRatio& r) {
  if (r.pairs == 0) return "no puzzle solved by both";
  const bool slower = r.ratio >= 1;
  const double times = slower ? r.ratio : 1 / r.ratio;
  const char* way = slower ? "slower" : "faster";
  // A bootstrap over one to four puzzles says nothing of how the ratio would spread over others.
  if (r.pairs < SolverTable::kPairsForInterval) {
    return fmt::format("{:.3f}x {}, n={}: too few puzzles for an interval", times, way, r.pairs);
  }
  const double low = slower ? r.low : 1 / r.high;
  const double high = slower ? r.high : 1 / r.low;
  return fmt::format("{:.3f}x [{:.3f}, {:.3f}] {}, n={}", times, low, high, way, r.pairs);
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

SolverTable::SolverTable(std::size_t files, std::vector<std::string> solvers)
    : solvers_(std::move(solvers)), tallies_(files, std::vector<Tally>(solvers_.size())), solved_us_(files) {}

void SolverTable::add(const SolverRow& row) {
  const auto named = std::find(solvers_.begin(), solvers_.end(), row.solver);
  if (solvers_.size() < 2 || named == solvers_.end() || row.file_index >= tallies_.size()) return;
  const std::size_t solver = static_cast<std::size_t>(named - solvers_.begin());
  tallies_[row.file_index][solver].add(row.row);
  if (row.row.status != BackendStatus::kSolved || !row.row.us) return;
  auto& times = solved_us_[row.file_index][row.line];
  times.resize(solvers_.size(), 0.0);
  times[solver] = *row.row.us;
}

std::size_t SolverTable::fewest_pairs(std::size_t files) const {
  std::size_t fewest = 0;
  for (std::size_t f = 0; f < files && f < tallies_.size(); ++f) {
    for (std::size_t s = 1; s < solvers_.size(); ++s) {
      const std::size_t pairs = versus_first(f, s).pairs;
      if (pairs > 0 && (fewest == 0 || pairs < fewest)) fewest = pairs;
    }
  }
  return fewest;
}

std::vector<std::vector<double>> SolverTable::pairs_of(std::size_t file) const {
  std::vector<std::vector<double>> pairs;
  for (const auto& [line, times] : solved_us_[file]) pairs.push_back(times);
  return pairs;
}

PairedRatio SolverTable::versus_first(std::size_t file, std::size_t solver) const {
  return ratio_of(pairs_of(file), solver);
}

// One solver's figures, in the table's column order, as text.
std::vector<std::string> SolverTable::figures(const Tally& t, std::size_t solver,
                                              const std::vector<std::vector<double>>& solved_us) const {
  const auto known = [](std::uint64_t of, const std::string& text) { return of > 0 ? text : std::string(); };
  return {
      solvers_[solver],
      fmt::format("{}", t.puzzles),
      fmt::format("{:.0f}", t.puzzles_per_s()),
      fmt::format("{:.1f}", t.us_per_puzzle()),
      fmt::format("{:.1f}", t.median_us()),
      fmt::format("{:.1f}", t.p99_us()),
      fmt::format("{:.1f}", t.max_us()),
      known(t.ran_known_cpu, fmt::format("{:.1f}", t.cpu_us_per_puzzle())),
      t.peak_rss_kib ? fmt::format("{:.1f}", *t.peak_rss_kib / 1024.0) : std::string(),
      known(t.solved_known_guesses, fmt::format("{:.1f}", t.no_guess_percent())),
      known(t.ran_known_guesses, fmt::format("{:.2f}", t.guesses_per_puzzle())),
      fmt::format("{}", t.timeouts),
      fmt::format("{}", t.wrong),
      fmt::format("{}", t.memouts),
      solver == 0 ? std::string("1") : ratio_text(ratio_of(solved_us, solver)),
  };
}

std::string SolverTable::render_block(std::string_view title, const std::vector<Tally>& tallies,
                                      const std::vector<std::vector<double>>& solved_us,
                                      bool markdown) const {
  const std::vector<std::string> heads = {
      "solver",    "puzzles",  "puzzles/s", "µs/puzzle", "median µs",
      "p99 µs",    "max µs",   "cpu µs/p",  "peak MiB",  "no-guess%",
      "guesses/p", "timeouts", "wrong",     "memouts",   "vs " + solvers_.front()};
  std::vector<std::vector<std::string>> rows = {heads};
  for (std::size_t s = 0; s < solvers_.size(); ++s) rows.push_back(figures(tallies[s], s, solved_us));
  fmt::memory_buffer buf;
  auto out = std::back_inserter(buf);
  if (markdown) {
    fmt::format_to(out, "\n### {}\n\n", title);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      fmt::format_to(out, "| {} |\n", fmt::join(rows[r], " | "));
      if (r == 0) fmt::format_to(out, "|{}\n", fmt::join(std::vector<std::string>(heads.size(), "---|"), ""));
    }
    return fmt::to_string(buf);
  }
  std::vector<std::size_t> widths(heads.size(), 0);
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], display_width(row[c]));
  }
  fmt::format_to(out, "{}\n", title);
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const std::string pad(widths[c] - display_width(row[c]), ' ');
      // The solver's name and the ratio in words read left to right; the figures line up right.
      line += c == 0 || c + 1 == row.size() ? row[c] + (c + 1 == row.size() ? "" : pad) : pad + row[c];
      if (c + 1 < row.size()) line += "  ";
    }
    fmt::format_to(out, "{}\n", line);
  }
  return fmt::to_string(buf);
}

// A block per file with rows, then one over all files when there are several.
std::string SolverTable::render_files(const std::vector<std::string>& files, bool markdown) const {
  std::string text;
  std::vector<Tally> all(solvers_.size());
  std::vector<std::vector<double>> all_pairs;
  std::size_t shown = 0;
  for (std::size_t f = 0; f < files.size() && f < tallies_.size(); ++f) {
    std::uint64_t rows = 0;
    for (const Tally& t : tallies_[f]) rows += t.puzzles;
    if (rows == 0) continue;
    const std::vector<std::vector<double>> pairs = pairs_of(f);
    text += render_block(files[f], tallies_[f], pairs, markdown);
    for (std::size_t s = 0; s < solvers_.size(); ++s) all[s] += tallies_[f][s];
    all_pairs.insert(all_pairs.end(), pairs.begin(), pairs.end());
    ++shown;
  }
  if (shown > 1) text += render_block("all files", all, all_pairs, markdown);
  return text;
}

std::string SolverTable::render(const std::vector<std::string>& files) const {
  if (solvers_.size() < 2) return {};
  return fmt::format(
             "\nsolvers side by side (vs {}: how many times slower or faster, the geometric mean of "
             "per-puzzle time ratios over the puzzles both solved, with its 95% bootstrap interval from 5 "
             "puzzles on; puzzles/s of one thread; cpu µs/p where the run read CPU time; peak MiB of a "
             "worker process)\n",
             solvers_.front()) +
         render_files(files, /*markdown=*/false);
}

std::string SolverTable::render_markdown(const std::vector<std::string>& files) const {
  if (solvers_.size() < 2) return {};
  return fmt::format(
             "## Solvers side by side\n\nvs {}: the geometric mean of per-puzzle time ratios over the "
             "puzzles both solved, with its 95% bootstrap interval (from 5 puzzles on); puzzles/s of one "
             "thread.\n",
             solvers_.front()) +
         render_files(files, /*markdown=*/true);
}

}  // namespace sudoku::harness
