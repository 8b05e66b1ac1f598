#include "harness/core/csv_columns.h"

#include <fmt/format.h>

#include <string>

#include "solver/technique_set.h"

namespace sudoku::harness {
namespace {

using Group = CsvColumn::Group;

// Per-technique elimination columns. mrv is a branching rule and eliminates nothing, so it has
// no column (its effect shows in recursions and guesses).
constexpr TechniqueId kEliminationColumns[] = {
    TechniqueId::kForwardLooking, TechniqueId::kHiddenSingle, TechniqueId::kSubsets,
    TechniqueId::kIntersections,  TechniqueId::kFish,
};

template <typename T>
std::string number(const std::optional<T>& value) {
  return value ? fmt::format("{}", *value) : std::string();
}

// A measured row's value; empty for a line that was no puzzle or clashing givens.
template <typename T>
std::string measured(const RowContext& row, const T& value) {
  return row.puzzle.measured() ? fmt::format("{}", value) : std::string();
}

// A counter's value: empty, like an unmeasured row's, where the row's solver does not know it.
template <typename T>
std::string counter(const RowContext& row, KnownCounter which, const T& value) {
  return row.puzzle.knows(which) ? measured(row, value) : std::string();
}

const Stats& stats(const RowContext& row) { return row.puzzle.result.stats; }

std::string file(const RowContext& row, std::size_t) { return csv_quote(row.file); }
std::string line(const RowContext& row, std::size_t) { return std::to_string(row.puzzle.line); }
std::string size(const RowContext& row, std::size_t) { return number(row.puzzle.size); }
std::string block(const RowContext& row, std::size_t) { return csv_quote(row.puzzle.block); }
std::string givens(const RowContext& row, std::size_t) { return number(row.puzzle.givens); }
std::string solver(const RowContext& row, std::size_t) { return csv_quote(row.puzzle.solver); }
std::string techniques(const RowContext& row, std::size_t) { return csv_quote(row.techniques); }
std::string status(const RowContext& row, std::size_t) {
  return std::string(row.puzzle.measured() ? row.puzzle.status_label()
                                           : backends::backend_status_name(BackendStatus::kInvalid));
}
std::string solve_us(const RowContext& row, std::size_t) {
  return row.puzzle.measured() ? fmt::format("{:.1f}", row.puzzle.solve_ns / 1e3) : std::string();
}
std::string recursions(const RowContext& row, std::size_t) {
  return counter(row, kKnowsRecursions, stats(row).recursions);
}
std::string guesses(const RowContext& row, std::size_t) {
  return counter(row, kKnowsGuesses, stats(row).guesses);
}
std::string backtracks(const RowContext& row, std::size_t) {
  return counter(row, kKnowsBacktracks, stats(row).backtracks);
}
std::string placements(const RowContext& row, std::size_t) {
  return counter(row, kKnowsPlacements, stats(row).placements);
}
std::string eliminations(const RowContext& row, std::size_t) {
  return counter(row, kKnowsEliminations, stats(row).eliminations);
}
std::string eliminated(const RowContext& row, std::size_t id) {
  return counter(row, kKnowsTechniques, stats(row).eliminated[id]);
}
std::string search(const RowContext& row, std::size_t) { return csv_quote(row.search); }
std::string search_ran(const RowContext& row, std::size_t) {
  const bool known = row.puzzle.measured() && row.puzzle.knows(kKnowsTechniques);
  return known ? csv_quote(search_ran_name(row.puzzle.result.search_ran)) : std::string();
}
std::string techniques_ran(const RowContext& row, std::size_t) {
  const bool known = row.puzzle.measured() && row.puzzle.knows(kKnowsTechniques);
  return known ? csv_quote(row.puzzle.result.techniques_ran.to_string()) : std::string();
}
std::string conflicts(const RowContext& row, std::size_t) {
  return counter(row, kKnowsConflicts, stats(row).conflicts);
}
std::string rank(const RowContext& row, std::size_t) { return std::to_string(row.puzzle.rank); }
std::string portfolio(const RowContext& row, std::size_t) { return measured(row, row.puzzle.portfolio); }
// A seeded race's member number (seed + winner); 0 where no seeded race ran.
std::string winner(const RowContext& row, std::size_t) { return measured(row, row.puzzle.winner); }
// The winning solver's name in a race of solvers; empty elsewhere.
std::string winner_solver(const RowContext& row, std::size_t) {
  return row.puzzle.measured() ? csv_quote(row.puzzle.winner_solver) : std::string();
}
// A count is complete, or a proof of none; a timeout leaves it empty.
std::string solutions(const RowContext& row, std::size_t) {
  const BackendResult& r = row.puzzle.result;
  const bool complete =
      r.status == BackendStatus::kUnsolvable || (r.status == BackendStatus::kSolved && r.count_complete);
  return row.puzzle.measured() && complete ? std::to_string(r.solutions) : std::string();
}
std::string microseconds(const RowContext& row, std::optional<std::int64_t> ns) {
  return row.puzzle.measured() && ns ? fmt::format("{:.1f}", *ns / 1e3) : std::string();
}
std::string cpu_us(const RowContext& row, std::size_t) { return microseconds(row, row.puzzle.cpu_ns); }
std::string peak_rss_kib(const RowContext& row, std::size_t) {
  return row.puzzle.measured() ? number(row.puzzle.peak_rss_kib) : std::string();
}
std::string rounds(const RowContext& row, std::size_t) { return measured(row, row.puzzle.rounds); }
std::string repeats(const RowContext& row, std::size_t) { return measured(row, row.puzzle.repeats); }
std::string solve_us_min(const RowContext& row, std::size_t) {
  return microseconds(row, row.puzzle.fastest_ns());
}
std::string solve_us_max(const RowContext& row, std::size_t) {
  return microseconds(row, row.puzzle.slowest_ns());
}
std::string rating(const RowContext& row, std::size_t) {
  const auto& rated = row.puzzle.rating;
  return row.puzzle.measured() && rated ? std::string(difficulty_name(rated->level)) : std::string();
}
std::string rating_guesses(const RowContext& row, std::size_t) {
  const auto& rated = row.puzzle.rating;
  return row.puzzle.measured() && rated && rated->complete ? std::to_string(rated->guesses) : std::string();
}

std::vector<CsvColumn> make_table() {
  std::vector<CsvColumn> table = {
      {"file", "the puzzle file, as named on the command line", Group::kAlways, false, file},
      {"line", "the puzzle's line in it, from 1", Group::kAlways, true, line},
      {"size", "N of the N x N grid (empty: the line is no puzzle)", Group::kAlways, true, size},
      {"block", "the block's width x height (Geometry::block_label)", Group::kAlways, false, block},
      {"givens", "cells given", Group::kAlways, true, givens},
      {"solver", "the solver that produced the row: native (the library's own), or --solver's NAME",
       Group::kAlways, false, solver},
      {"techniques", "the techniques asked for (--techniques: all, fl+cp, none, ...); n/a for another solver",
       Group::kAlways, false, techniques},
      {"status",
       "solved, unsolvable, invalid, timeout or error; another solver's also wrong, refused or crashed; "
       "any solver's memout (a worker ran out of --memory-limit, or an in-process solver refused a "
       "puzzle that would have)",
       Group::kAlways, false, status},
      {"solve_us", "wall time of the solve, microseconds, one decimal; the median over --rounds",
       Group::kAlways, true, solve_us},
      {"recursions", "search nodes visited", Group::kAlways, true, recursions},
      {"guesses", "branch points taken", Group::kAlways, true, guesses},
      {"backtracks", "guesses undone (learning: decision levels its backjumps undid)", Group::kAlways, true,
       backtracks},
      {"placements", "digits placed", Group::kAlways, true, placements},
      {"eliminations", "candidates removed, by every technique", Group::kAlways, true, eliminations},
  };
  for (TechniqueId id : kEliminationColumns) {
    table.push_back({fmt::format("elim_{}", technique_name(id)),
                     fmt::format("candidates removed by {}", technique_name(id)), Group::kAlways, true,
                     eliminated, idx(id)});
  }
  // What was asked (techniques, search) is the key of --resume; what ran follows it.
  table.insert(
      table.end(),
      {
          {"search",
           "the search asked for, +scan and +seed=S when given (--search, --engine, --seed); n/a for "
           "another solver",
           Group::kAlways, false, search},
          {"search_ran", "the search that ran: none, backtrack, places, learn, backtrack+learn, bitboard9",
           Group::kAlways, false, search_ran},
          {"techniques_ran", "the techniques the solve applied", Group::kAlways, false, techniques_ran},
          {"conflicts", "learning's dead ends (0 for the backtracking searches)", Group::kAlways, true,
           conflicts},
          {"rank", "the MPI rank that solved the puzzle; 0 on one machine", Group::kAlways, true, rank},
          {"portfolio", "seeded searches that raced for the answer (1: no race)", Group::kAlways, true,
           portfolio},
          {"winner",
           "the seeded member whose answer and counters the row holds: its seed is --seed + winner (0: "
           "no seeded race)",
           Group::kAlways, true, winner},
          {"winner_solver",
           "in a race of solvers (--portfolio=A,B), the solver whose answer and counters the row holds; "
           "empty elsewhere",
           Group::kAlways, false, winner_solver},
          {"cpu_us",
           "CPU time (user + system) of the solve, microseconds: the solving thread's clock in-process "
           "(native, cadical, lib: without --timeout), the worker's own usage out of process (cmd:, lib: "
           "under --timeout; a fresh worker's start included); the median over --rounds; read in a "
           "measuring run only (--rounds above 1, --warmup or --samples: a reading costs microseconds), and "
           "empty where one thread's clock cannot tell (a race); a file-protocol program's always",
           Group::kAlways, true, cpu_us},
          {"peak_rss_kib",
           "peak resident memory of an external worker while it solved, KiB (VmHWM; ru_maxrss once it "
           "ended); the largest over --rounds; empty in-process, where the process's peak is the "
           "harness's own (the summary's peak-memory)",
           Group::kAlways, true, peak_rss_kib},
          {"rounds", "timed solves behind solve_us (--rounds; --warmup's are not counted)", Group::kAlways,
           true, rounds},
          {"repeats",
           "solves timed together in each round, solve_us and cpu_us being per solve: a solve faster "
           "than --min-round-us (100 in a measuring run) is repeated until its round lasts that long, "
           "as Google Benchmark does, every solver's alike (the repeats find the caches warm). 1: each "
           "round one solve",
           Group::kAlways, true, repeats},
          {"solve_us_min", "the fastest of the timed rounds, microseconds (solve_us is their median)",
           Group::kAlways, true, solve_us_min},
          {"solve_us_max", "the slowest of the timed rounds, microseconds", Group::kAlways, true,
           solve_us_max},
          {"solutions",
           "--count=LIMIT: solutions found, at most LIMIT (empty: a timeout cut the count short)",
           Group::kCounted, true, solutions},
          {"rating", "--rate: the technique ladder's rung that solves the puzzle (solver/rating.h)",
           Group::kRated, false, rating},
          {"rating_guesses", "--rate: for guessing, the fixed search's guesses (empty: cut short)",
           Group::kRated, true, rating_guesses},
      });
  return table;
}

bool in_shape(const CsvColumn& column, CsvShape shape) {
  switch (column.group) {
    case Group::kAlways: return true;
    case Group::kCounted: return shape.counted;
    case Group::kRated: return shape.rated;
  }
  return false;
}

}  // namespace

const std::vector<CsvColumn>& csv_column_table() {
  static const std::vector<CsvColumn> table = make_table();
  return table;
}

std::vector<std::string> csv_columns(CsvShape shape) {
  std::vector<std::string> names;
  for (const CsvColumn& column : csv_column_table()) {
    if (in_shape(column, shape)) names.push_back(column.name);
  }
  return names;
}

std::string csv_header(CsvShape shape) {
  std::string header;
  for (const std::string& name : csv_columns(shape)) {
    if (!header.empty()) header += ',';
    header += name;
  }
  header += '\n';
  return header;
}

std::string format_csv_row(const RowContext& row, CsvShape shape) {
  std::string text;
  bool first = true;
  for (const CsvColumn& column : csv_column_table()) {
    if (!in_shape(column, shape)) continue;
    if (!first) text += ',';
    first = false;
    text += column.value(row, column.arg);
  }
  text += '\n';
  return text;
}

std::string column_list() {
  std::string text;
  for (const CsvColumn& column : csv_column_table())
    text += fmt::format("{:<20}{}\n", column.name, column.meaning);
  return text;
}

std::string csv_quote(std::string_view field) {
  // A leading '#' is quoted too: a row of a file named "#1.txt" is no comment line.
  if (field.find_first_of(",\"\r\n") == std::string_view::npos && !field.starts_with('#'))
    return std::string(field);
  std::string quoted;
  quoted.reserve(field.size() + 2);
  quoted += '"';
  for (char c : field) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  quoted += '"';
  return quoted;
}

}  // namespace sudoku::harness
