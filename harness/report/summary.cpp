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

namespace sudoku::harness {

void Tally::add_invalid() {
  ++puzzles;
  ++failed;
}

void Tally::add_solve(SolveStatus status, const Stats& stats, double us, bool guesses_known) {
  ++puzzles;
  if (status == SolveStatus::kSolved) {
    ++solved;
    if (!guesses_known) ++solved_guesses_unknown;
    if (guesses_known && stats.guesses == 0) ++solved_without_guess;
  } else {
    ++failed;
  }
  if (!guesses_known) ++ran_guesses_unknown;
  guesses += stats.guesses;
  recursions += stats.recursions;
  solve_times.add(us);
}

Tally& Tally::operator+=(const Tally& other) {
  puzzles += other.puzzles;
  solved += other.solved;
  failed += other.failed;
  solved_without_guess += other.solved_without_guess;
  solved_guesses_unknown += other.solved_guesses_unknown;
  ran_guesses_unknown += other.ran_guesses_unknown;
  guesses += other.guesses;
  recursions += other.recursions;
  memouts += other.memouts;
  solve_times += other.solve_times;
  return *this;
}

namespace {

double ratio(double num, double den) { return den > 0 ? num / den : 0.0; }

}  // namespace

double Tally::us_per_puzzle() const { return ratio(total_us(), double(ran())); }
double Tally::puzzles_per_s() const { return ratio(double(ran()), total_us() / 1e6); }
double Tally::guesses_per_puzzle() const {
  return ratio(double(guesses), double(ran() - ran_guesses_unknown));
}
double Tally::recursions_per_puzzle() const {
  return ratio(double(recursions), double(ran() - ran_guesses_unknown));
}
double Tally::no_guess_percent() const {
  return 100.0 * ratio(double(solved_without_guess), double(solved - solved_guesses_unknown));
}

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
  if (info.rows_dropped.empty()) return;
  std::uint64_t total = 0;
  std::string why;
  for (const auto& [kind, count] : info.rows_dropped) {
    total += count;
    why += fmt::format("{}{} {}", why.empty() ? "" : ", ", count, kind);
  }
  fmt::format_to(std::back_inserter(buf),
                 "  dropped {} row{} of {} before the run ({}); their puzzles ran again "
                 "unless an earlier row for them was kept\n",
                 total, total == 1 ? "" : "s", info.resumed_csv, why);
}

// The resumed run's lines: what --resume skipped, and what the CSV holds besides.
void append_resumed(fmt::memory_buffer& buf, const RunInfo& info, const Tally& now) {
  auto out = std::back_inserter(buf);
  if (!info.resumed_csv.empty() && info.resumed > 0) {
    fmt::format_to(out,
                   "resumed: {} puzzle{} already in {}, skipped; {} recorded now; the table counts both\n",
                   info.resumed, info.resumed == 1 ? "" : "s", info.resumed_csv, now.puzzles);
  } else if (!info.resumed_csv.empty() && info.csv_rows_left_out > 0) {
    fmt::format_to(out, "resumed: none of these puzzles in {} yet; {} recorded now\n", info.resumed_csv,
                   now.puzzles);
  }
  if (!info.resumed_csv.empty() && info.csv_rows_left_out > 0) {
    fmt::format_to(out, "  {} also holds {} row{} of other techniques, searches or files, not in the table\n",
                   info.resumed_csv, info.csv_rows_left_out, info.csv_rows_left_out == 1 ? "" : "s");
  }
  append_rows_dropped(buf, info);
}

// The footer is this run's alone: after --resume, the earlier rows took no wall time now.
void append_footer(fmt::memory_buffer& buf, const RunInfo& info, const Tally& now, double solving_us,
                   std::size_t files) {
  auto out = std::back_inserter(buf);
  const double solve_s = solving_us / 1e6;
  std::string threads = fmt::format("{} thread{}", info.threads, info.threads == 1 ? "" : "s");
  if (info.ranks > 1) threads = fmt::format("{} MPI ranks x {}", info.ranks, threads);
  if (now.puzzles == 0) {
    fmt::format_to(out, "\nwall time {:.3f} s on {}: no puzzle recorded in this run\n", info.wall_s, threads);
  } else {
    fmt::format_to(out,
                   "\nwall time {:.3f} s on {}: {:.0f} puzzles per wall-clock second; solve times add up "
                   "to {:.3f} s, speed-up {:.2f}x\n",
                   info.wall_s, threads, ratio(double(now.puzzles), info.wall_s), solve_s,
                   speed_up(solve_s, info.wall_s));
  }
  // key=value words, new keys added beside the old: a reader that splits on spaces keeps working.
  fmt::format_to(out,
                 "run: techniques={} search={} engine={} seed={} timeout={} threads={} files={} "
                 "commit={}",
                 info.techniques, info.search, info.engine, info.seed,
                 info.timeout_s > 0 ? fmt::format("{}s", info.timeout_s) : std::string("none"), info.threads,
                 files, info.commit);
  for (const auto& [name, value] : info.settings) fmt::format_to(out, " set:{}={}", name, value);
  if (info.ranks > 1) fmt::format_to(out, " ranks={}", info.ranks);
  if (info.resumed > 0) fmt::format_to(out, " resumed-skipped={}", info.resumed);
  if (info.memory_limit_mib > 0)
    fmt::format_to(out, " memory-limit={}MiB/{}", info.memory_limit_mib, info.memory_limit_by);
  if (info.process_limit > 0)
    fmt::format_to(out, " process-limit={}/{}", info.process_limit, info.process_limit_by);
  if (info.peak_rss_kib > 0) fmt::format_to(out, " peak-memory={:.1f}MiB", info.peak_rss_kib / 1024.0);
  if (!info.pin_cpus.empty()) fmt::format_to(out, " pinned={}", fmt::join(info.pin_cpus, ","));
  buf.push_back('\n');
  if (info.interrupted) {
    fmt::format_to(out,
                   "interrupted: {} puzzle{} in flight cancelled and not recorded, the rest not "
                   "started (--resume finishes the run)\n",
                   info.cancelled, info.cancelled == 1 ? "" : "s");
  }
  if (info.stopped_by_output) {
    fmt::format_to(out, "stopped: an output could not be written; {} puzzle{} in flight cancelled\n",
                   info.cancelled, info.cancelled == 1 ? "" : "s");
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
    } else if (rows[i].puzzles == 0 && !info.interrupted && !info.stopped_by_output) {
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
  fmt::format_to(out, "{}", render_wrapper_costs(info.wrappers));
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

void SolutionCounts::add(const SolveResult& result, std::uint64_t limit) {
  if (result.status == SolveStatus::kUnsolvable) {
    ++none;
  } else if (result.status != SolveStatus::kSolved || !result.count_complete) {
    if (result.status != SolveStatus::kInvalid) ++unknown;
  } else if (result.solutions >= limit && limit > 1) {
    ++at_limit;
  } else if (result.solutions == 1) {
    ++unique;
  } else {
    ++some;
  }
}

void SolutionCounts::add_recorded(SolveStatus status, std::optional<std::uint64_t> solutions,
                                  std::uint64_t limit) {
  // The CSV holds a count for an unsolvable puzzle (0) and for a complete count; the rest were
  // cut short, as add() sees them.
  SolveResult result;
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
