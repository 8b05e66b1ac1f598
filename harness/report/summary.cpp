#include "harness/report/summary.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <iterator>
#include <numeric>
#include <utility>

#include "solver/solver_settings.h"

namespace sudoku::harness {

double speed_up(double sum_solve_s, double wall_s) { return ratio(sum_solve_s, wall_s); }

Summary::Summary(std::vector<std::string> files)
    : files_(std::move(files)), tallies_(files_.size()), earlier_(files_.size()), problems_(files_.size()) {}

Tally Summary::recorded(std::size_t index) const {
  Tally t = earlier_[index];
  t += tallies_[index];
  return t;
}

Tally Summary::overall() const {
  Tally all;
  for (std::size_t i = 0; i < files_.size(); ++i) all += recorded(i);
  return all;
}

Tally Summary::this_run() const {
  Tally all;
  for (const Tally& t : tallies_) all += t;
  return all;
}

namespace {

void append_row(fmt::memory_buffer& buf, std::string_view name, std::size_t name_width, const Tally& t) {
  fmt::format_to(std::back_inserter(buf),
                 "{:<{}}  {:>8} {:>8} {:>7} {:>10.1f} {:>10.1f} {:>10.1f} {:>10.1f} {:>10.1f} {:>10.0f} "
                 "{:>10.2f} {:>9.1f} {:>10.2f}\n",
                 name, name_width, t.puzzles, t.solved, t.failed, t.total_us() / 1e3, t.median_us(),
                 t.p99_us(), t.max_us(), t.us_per_puzzle(), t.puzzles_per_s(), t.guesses_per_puzzle(),
                 t.no_guess_percent(), t.recursions_per_puzzle());
}

// After --resume: the rows left out of the CSV before the run, how many and why (each was named
// on stderr as CSV:ROW: reason).
void append_rows_dropped(fmt::memory_buffer& buf, const RunInfo& info) {
  if (info.end.rows_dropped.empty()) return;
  std::uint64_t total = 0;
  std::string why;
  for (const auto& [kind, count] : info.end.rows_dropped) {
    total += count;
    why += fmt::format("{}{} {}", why.empty() ? "" : ", ", count, kind);
  }
  fmt::format_to(std::back_inserter(buf),
                 "  dropped {} row{} of {} before the run ({}); their puzzles ran again "
                 "unless an earlier row for them was kept\n",
                 total, total == 1 ? "" : "s", resumed_csv(info.options), why);
}

// The resumed run's lines: what --resume skipped, and what the CSV holds besides.
void append_resumed(fmt::memory_buffer& buf, const RunInfo& info, const Tally& now) {
  auto out = std::back_inserter(buf);
  const std::string_view csv = resumed_csv(info.options);
  if (!csv.empty() && info.facts.resumed > 0) {
    fmt::format_to(out,
                   "resumed: {} puzzle{} already in {}, skipped; {} recorded now; the table counts both\n",
                   info.facts.resumed, info.facts.resumed == 1 ? "" : "s", csv, now.puzzles);
  } else if (!csv.empty() && info.end.csv_rows_left_out > 0) {
    fmt::format_to(out, "resumed: none of these puzzles in {} yet; {} recorded now\n", csv, now.puzzles);
  }
  if (!csv.empty() && info.end.csv_rows_left_out > 0) {
    fmt::format_to(out, "  {} also holds {} row{} of other techniques, searches or files, not in the table\n",
                   csv, info.end.csv_rows_left_out, info.end.csv_rows_left_out == 1 ? "" : "s");
  }
  append_rows_dropped(buf, info);
}

// The footer is this run's alone: after --resume, the earlier rows took no wall time now.
void append_footer(fmt::memory_buffer& buf, const RunInfo& info, const Tally& now, double solving_us,
                   std::size_t files) {
  auto out = std::back_inserter(buf);
  const double solve_s = solving_us / 1e6;
  std::string threads =
      fmt::format("{} thread{}", info.options.threads, info.options.threads == 1 ? "" : "s");
  if (info.facts.ranks > 1) threads = fmt::format("{} MPI ranks x {}", info.facts.ranks, threads);
  if (now.puzzles == 0) {
    fmt::format_to(out, "\nwall time {:.3f} s on {}: no puzzle recorded in this run\n", info.facts.wall_s,
                   threads);
  } else {
    fmt::format_to(out,
                   "\nwall time {:.3f} s on {}: {:.0f} puzzles per wall-clock second; solve times add up "
                   "to {:.3f} s, speed-up {:.2f}x\n",
                   info.facts.wall_s, threads, ratio(double(now.puzzles), info.facts.wall_s), solve_s,
                   speed_up(solve_s, info.facts.wall_s));
  }
  // key=value words, new keys added beside the old: a reader that splits on spaces keeps working.
  const RunLabels labels = run_labels(info.options);
  fmt::format_to(out,
                 "run: techniques={} search={} engine={} seed={} timeout={} threads={} files={} "
                 "commit={}",
                 labels.techniques, labels.search, labels.engine, info.options.solve.seed,
                 info.options.solve.timeout_s > 0 ? fmt::format("{}s", info.options.solve.timeout_s)
                                                  : std::string("none"),
                 info.options.threads, files, info.end.commit);
  for (const auto& [name, value] : changed_settings(info.options.config))
    fmt::format_to(out, " set:{}={}", name, value);
  if (info.facts.ranks > 1) fmt::format_to(out, " ranks={}", info.facts.ranks);
  if (info.facts.resumed > 0) fmt::format_to(out, " resumed-skipped={}", info.facts.resumed);
  if (info.end.memory_limit_mib > 0)
    fmt::format_to(out, " memory-limit={}MiB/{}", info.end.memory_limit_mib, info.end.memory_limit_by);
  if (info.end.process_limit > 0)
    fmt::format_to(out, " process-limit={}/{}", info.end.process_limit, info.end.process_limit_by);
  if (info.end.peak_rss_kib > 0)
    fmt::format_to(out, " peak-memory={:.1f}MiB", info.end.peak_rss_kib / 1024.0);
  if (!info.options.pin_cpus.empty())
    fmt::format_to(out, " pinned={}", fmt::join(info.options.pin_cpus, ","));
  buf.push_back('\n');
  if (info.end.interrupted) {
    fmt::format_to(out,
                   "interrupted: {} puzzle{} in flight cancelled and not recorded, the rest not "
                   "started (--resume finishes the run)\n",
                   info.end.cancelled, info.end.cancelled == 1 ? "" : "s");
  }
  if (info.end.stopped_by_output) {
    fmt::format_to(out, "stopped: an output could not be written; {} puzzle{} in flight cancelled\n",
                   info.end.cancelled, info.end.cancelled == 1 ? "" : "s");
  }
}

}  // namespace

std::string Summary::render(const RunInfo& info) const {
  std::vector<Tally> rows;
  std::size_t width = 4;
  for (std::size_t i = 0; i < files_.size(); ++i) {
    rows.push_back(recorded(i));
    if (rows.back().puzzles > 0) width = std::max(width, files_[i].size());
  }
  fmt::memory_buffer buf;
  auto out = std::back_inserter(buf);
  const Tally all = overall();
  if (all.puzzles > 0) {
    if (solvers_) {
      fmt::format_to(out,
                     "puzzles, each once, by {}'s rows (every solver's in the side-by-side table below)\n",
                     solvers_->solvers().front());
    }
    fmt::format_to(
        out, "{:<{}}  {:>8} {:>8} {:>7} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>9} {:>10}\n",
        "file", width, "puzzles", "solved", "failed", "solve ms", "median µs", "p99 µs", "max µs",
        "µs/puzzle", "solves/s", "guesses/p", "no-guess%", "recurs/p");
    for (std::size_t i = 0; i < files_.size(); ++i) {
      if (rows[i].puzzles > 0) append_row(buf, files_[i], width, rows[i]);
    }
    append_row(buf, "all", width, all);
    // Two clocks, named apart: the solve times of the puzzles (each on its own thread, added up)
    // and the wall time of the whole run, which many threads make shorter than their sum.
    fmt::format_to(out,
                   "solve ms: the puzzles' solve times added up; solves/s: puzzles per second of "
                   "solve time, one thread's rate\n");
  } else {
    fmt::format_to(out, "no puzzles recorded, so no table\n");
  }

  // Files that are not in the table, and why: a table of zeros would say nothing.
  std::vector<std::string> absent;
  for (std::size_t i = 0; i < files_.size(); ++i) {
    if (!problems_[i].empty()) {
      absent.push_back(fmt::format("{}: {}", files_[i], problems_[i]));
    } else if (rows[i].puzzles == 0 && !info.end.interrupted && !info.end.stopped_by_output) {
      absent.push_back(fmt::format("{}: no puzzle lines (only blank and comment lines)", files_[i]));
    }
  }
  if (!absent.empty()) {
    fmt::format_to(out, "no puzzles from {} file{}:\n", absent.size(), absent.size() == 1 ? "" : "s");
    for (const std::string& line : absent) fmt::format_to(out, "  {}\n", line);
  }
  if (all.memouts > 0)
    fmt::format_to(out,
                   "memout: {} puzzle{} failed because a solver ran out of --memory-limit (or would have, "
                   "refused up front)\n",
                   all.memouts, all.memouts == 1 ? "" : "s");
  if (solvers_) fmt::format_to(out, "{}", solvers_->render(files_));
  fmt::format_to(out, "{}", render_wrapper_costs(info.facts.wrappers));
  const Tally now = this_run();
  append_resumed(buf, info, now);
  append_footer(buf, info, now, solving_us_, files_.size());
  return fmt::to_string(buf);
}

std::uint64_t peak_rss_kib() {
  std::FILE* status = std::fopen("/proc/self/status", "r");
  if (status == nullptr) return 0;
  char line[256];
  unsigned long long kib = 0;
  while (std::fgets(line, sizeof line, status) != nullptr) {
    if (std::sscanf(line, "VmHWM: %llu kB", &kib) == 1) break;
  }
  std::fclose(status);
  return kib;
}

std::string utc_timestamp() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  char text[32];
  if (gmtime_r(&now, &utc) == nullptr || std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc) == 0) {
    return "unknown";
  }
  return text;
}

std::string host_name() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "unknown";
  return name;
}

void SolutionCounts::add(const BackendResult& result, std::uint64_t limit) {
  if (result.status == BackendStatus::kUnsolvable) {
    ++none;
  } else if (result.status != BackendStatus::kSolved || !result.count_complete) {
    if (result.status != BackendStatus::kInvalid) ++unknown;
  } else if (result.solutions >= limit && limit > 1) {
    ++at_limit;
  } else if (result.solutions == 1) {
    ++unique;
  } else {
    ++some;
  }
}

void SolutionCounts::add_recorded(BackendStatus status, std::optional<std::uint64_t> solutions,
                                  std::uint64_t limit) {
  // The CSV holds a count for an unsolvable puzzle (0) and for a complete count; the rest were
  // cut short, as add() sees them.
  BackendResult result;
  result.status = status;
  result.count_complete = solutions.has_value();
  result.solutions = solutions.value_or(0);
  add(result, limit);
}

std::string SolutionCounts::render(std::uint64_t limit) const {
  std::string line = fmt::format("solutions (--count={}): {} unique, {} with none", limit, unique, none);
  if (limit == 3) line += fmt::format(", {} with 2", some);
  if (limit > 3) line += fmt::format(", {} with 2 to {}", some, limit - 1);
  if (limit > 1) line += fmt::format(", {} with {} or more", at_limit, limit);
  if (unknown > 0) line += fmt::format(", {} not counted (timeout)", unknown);
  return line + "\n";
}

}  // namespace sudoku::harness
