#include "harness/sweep/sweep_summary.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "harness/output/resume_index.h"
#include "harness/sweep/sweep_percentile.h"
#include "solver/number_named.h"

namespace sudoku::harness {
namespace {

// The values of one point and solver, gathered from its rows.
struct PointRows {
  std::uint64_t rows = 0, solved = 0;
  std::vector<double> times, conflicts, guesses;
};

struct Columns {
  std::size_t file, solver, status, solve_us, conflicts, guesses;
};

std::optional<Columns> columns_of(const std::vector<std::string>& header) {
  const auto at = [&](const char* name) -> std::optional<std::size_t> {
    const auto it = std::find(header.begin(), header.end(), name);
    if (it == header.end()) return std::nullopt;
    return static_cast<std::size_t>(it - header.begin());
  };
  const auto file = at("file"), solver = at("solver"), status = at("status"), time = at("solve_us"),
             conflicts = at("conflicts"), guesses = at("guesses");
  if (!file || !solver || !status || !time || !conflicts || !guesses) return std::nullopt;
  return Columns{*file, *solver, *status, *time, *conflicts, *guesses};
}

void add_row(PointRows& into, const std::vector<std::string>& fields, const Columns& at) {
  ++into.rows;
  if (fields[at.status] == "solved") ++into.solved;
  if (const auto t = number_named<double>(fields[at.solve_us])) into.times.push_back(*t);
  if (const auto c = number_named<double>(fields[at.conflicts])) into.conflicts.push_back(*c);
  if (const auto g = number_named<double>(fields[at.guesses])) into.guesses.push_back(*g);
}

PointSummary summary_of(const SweepPointFile& where, const std::string& solver, const PointRows& rows) {
  PointSummary s;
  s.where = where;
  s.solver = solver;
  s.rows = rows.rows;
  s.solved = rows.solved;
  s.median_us = percentile(rows.times, 0.5);
  s.p90_us = percentile(rows.times, 0.9);
  s.max_us = rows.times.empty() ? 0 : *std::max_element(rows.times.begin(), rows.times.end());
  if (!rows.conflicts.empty()) s.median_conflicts = percentile(rows.conflicts, 0.5);
  if (!rows.guesses.empty()) s.median_guesses = percentile(rows.guesses, 0.5);
  return s;
}

std::string time_text(double us) {
  if (us >= 1e6) return fmt::format("{:.2f} s", us / 1e6);
  if (us >= 1e3) return fmt::format("{:.2f} ms", us / 1e3);
  return fmt::format("{:.0f} us", us);
}

std::string count_text(const std::optional<double>& median) {
  return median ? fmt::format("{}", *median) : std::string("-");
}

double solved_percent(const PointSummary& s) {
  return s.rows == 0 ? 0 : 100.0 * double(s.solved) / double(s.rows);
}

// Whether `a` is harder than `b`: fewer solved within the limit, then a higher median. The solved
// share first because a median at the limit says only that half timed out (36x36 and 49x49 at
// 5 s, results/notes/sweep.md), and several points can share it.
bool harder(const PointSummary& a, const PointSummary& b) {
  const double solved_a = solved_percent(a), solved_b = solved_percent(b);
  if (solved_a != solved_b) return solved_a < solved_b;
  return a.median_us > b.median_us;
}

// Per size and solver, the hardest point.
std::string peaks_text(const std::vector<PointSummary>& summary) {
  std::map<std::pair<int, std::string>, const PointSummary*> peaks;
  for (const PointSummary& s : summary) {
    if (s.rows == 0) continue;
    const PointSummary*& peak = peaks[{s.where.point.size, s.solver}];
    if (peak == nullptr || harder(s, *peak)) peak = &s;
  }
  std::string text;
  for (const auto& [key, peak] : peaks) {
    text +=
        fmt::format("  peak {0}x{0} ({1}): median {2} at {3:g}% given ({4} givens), {5:.0f}% solved there\n",
                    key.first, key.second, time_text(peak->median_us), peak->where.point.percent,
                    peak->where.point.givens, solved_percent(*peak));
  }
  return text;
}

}  // namespace

std::vector<PointSummary> summarize_sweep(std::string_view csv_text,
                                          const std::vector<SweepPointFile>& points) {
  std::size_t complete = 0;
  const auto records = parse_csv(csv_text, &complete);
  std::map<std::string, std::map<std::string, PointRows>> by_file;  // file -> solver -> rows
  if (!records.empty()) {
    if (const auto at = columns_of(records.front())) {
      const std::size_t needed =
          std::max({at->file, at->solver, at->status, at->solve_us, at->conflicts, at->guesses});
      for (std::size_t i = 1; i < records.size(); ++i) {
        if (records[i].size() <= needed) continue;
        add_row(by_file[records[i][at->file]][records[i][at->solver]], records[i], *at);
      }
    }
  }
  std::vector<PointSummary> summary;
  for (const SweepPointFile& where : points) {
    const auto found = by_file.find(where.path);
    if (found == by_file.end()) {
      summary.push_back(summary_of(where, "-", {}));
      continue;
    }
    for (const auto& [solver, rows] : found->second) summary.push_back(summary_of(where, solver, rows));
  }
  return summary;
}

std::string format_sweep_summary(const std::vector<PointSummary>& summary, std::uint64_t per_point) {
  std::string text =
      fmt::format("{:<24} {:<8} {:>9} {:>7} {:>10} {:>10} {:>10} {:>10} {:>10}\n", "sweep: point", "solver",
                  "rows", "solved", "median", "p90", "max", "conflicts", "guesses");
  for (const PointSummary& s : summary) {
    const std::string name = s.where.point.file.substr(0, s.where.point.file.rfind('.'));
    text += fmt::format("  {:<22} {:<8} {:>9} {:>6.1f}% {:>10} {:>10} {:>10} {:>10} {:>10}\n", name, s.solver,
                        fmt::format("{}/{}", s.rows, s.where.made), solved_percent(s), time_text(s.median_us),
                        time_text(s.p90_us), time_text(s.max_us), count_text(s.median_conflicts),
                        count_text(s.median_guesses));
  }
  text += peaks_text(summary);
  std::set<std::string> noted;  // a point once, whatever its solvers
  for (const PointSummary& s : summary) {
    if (s.where.made < per_point && noted.insert(s.where.point.file).second) {
      text +=
          fmt::format("  not reached: {} holds {} of the {} instances asked (no grid within --max-grids)\n",
                      s.where.point.file, s.where.made, per_point);
    }
  }
  return text;
}

}  // namespace sudoku::harness
