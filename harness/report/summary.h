#pragma once
// What a batch run adds up to: a Tally per input file and one overall, and the table printed
// at the end (fmt, aligned), with the run's provenance (options, threads, commit) under it.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/core/machine_info.h"
#include "harness/core/run_options.h"
#include "harness/report/solver_table.h"
#include "harness/report/tally.h"
#include "harness/report/time_histogram.h"
#include "harness/run/wrapper_cost.h"
#include "solver/solver.h"

namespace sudoku::harness {

// Sum of solve times over wall time: how many solves ran at once on average.
double speed_up(double sum_solve_s, double wall_s);

// What a run found out as it went, beside its options.
struct RunFacts {
  double wall_s = 0;
  int ranks = 1;                      // MPI ranks; 1 on one machine
  std::uint64_t resumed = 0;          // puzzles skipped: already in the CSV
  std::string date;                   // when it started, UTC, ISO 8601 (utc_timestamp)
  MachineInfo machine;                // read at the start; load_end at the end (rank 0's, under MPI)
  std::vector<WrapperCost> wrappers;  // out-of-process solvers' trips (harness/run/wrapper_cost.h)
};

// How it ended, and what only its end tells: gathered by finish_run (harness/report/run_recorder.h).
struct RunEnd {
  std::uint64_t csv_rows_left_out = 0;  // --resume: rows of the CSV for other options or files
  // --resume: rows of that CSV dropped before the run (harness/output/resume_index.h), counted by reason
  std::vector<std::pair<std::string, std::uint64_t>> rows_dropped;
  std::uint64_t cancelled = 0;     // in flight when interrupted: cancelled, not recorded
  bool interrupted = false;        // by a signal
  bool stopped_by_output = false;  // a CSV or solutions write failed, so the run stopped
  std::uint64_t peak_rss_kib = 0;  // the process's peak resident memory; 0: unknown
  // --memory-limit and --process-limit as the worker processes of cmd: and lib: solvers got them,
  // with how each is held ("cgroup-v1", "cgroup-v2", "rlimit-as", "none"); 0 and empty: no limit,
  // or (the process limit) no such solver in the run
  std::uint64_t memory_limit_mib = 0;
  std::string memory_limit_by;
  int process_limit = 0;
  std::string process_limit_by;
  std::string commit = "unknown";  // the binary's, as short_commit() of build_info.h gives it
  std::string host;                // the machine's name
};

// The run the summary and --json speak of: its options as the command line gave them (read
// here, never copied), what it found out, and how it ended.
struct RunInfo {
  const RunOptions& options;
  const RunFacts& facts;
  const RunEnd& end;
};

// Peak resident memory of this process in KiB (VmHWM of /proc/self/status, which, unlike
// getrusage, does not count what the parent held before exec); 0 where unavailable.
std::uint64_t peak_rss_kib();
// The time now in UTC as ISO 8601 to the second, "2026-11-25T10:00:00Z".
std::string utc_timestamp();
// This machine's host name; "unknown" where it cannot be read.
std::string host_name();

// --count: how many puzzles had no solution, exactly one, or LIMIT or more.
struct SolutionCounts {
  std::uint64_t none = 0;
  std::uint64_t unique = 0;
  std::uint64_t some = 0;      // more than one but below the limit
  std::uint64_t at_limit = 0;  // LIMIT or more (LIMIT > 1)
  std::uint64_t unknown = 0;   // timed out, or the count was cut short

  void add(const BackendResult& result, std::uint64_t limit);
  // A row of an earlier run (--resume): its status and solutions column (empty: not counted).
  void add_recorded(BackendStatus status, std::optional<std::uint64_t> solutions, std::uint64_t limit);
  std::string render(std::uint64_t limit) const;  // one line, with its '\n'
};

class Summary {
 public:
  explicit Summary(std::vector<std::string> files);

  // The puzzles of this run, as they are recorded.
  Tally& file(std::size_t index) { return tallies_[index]; }
  const Tally& file(std::size_t index) const { return tallies_[index]; }
  // The rows an earlier run left in the CSV that --resume appends to.
  Tally& earlier(std::size_t index) { return earlier_[index]; }
  // With several solvers, the table that compares them (harness/report/solver_table.h).
  void compare_solvers(std::vector<std::string> solvers) {
    solvers_.emplace(files_.size(), std::move(solvers));
  }
  SolverTable* solver_table() { return solvers_ ? &*solvers_ : nullptr; }
  const SolverTable* solver_table() const { return solvers_ ? &*solvers_ : nullptr; }
  // The solving time of a row this run recorded, every round of it and every solver's row: the
  // footer's sum of solve times, which the file table (one solver's median rows) would undercount.
  void add_solving(double us) { solving_us_ += us; }
  // Why a file gave no puzzles ("cannot open: ...", "empty file: no puzzles").
  void set_problem(std::size_t index, std::string problem) { problems_[index] = std::move(problem); }

  Tally recorded(std::size_t index) const;  // earlier + this run: a row of the table
  Tally overall() const;                    // recorded, over every file: the "all" row
  Tally this_run() const;                   // this run's puzzles only: wall time and speed-up
  const std::vector<std::string>& files() const { return files_; }

  // The table: a row per file that has puzzles and an "all" row (none when no puzzle was
  // recorded), a line per file without puzzles saying why, what --resume skipped, then wall time
  // and provenance.
  std::string render(const RunInfo& info) const;

 private:
  std::vector<std::string> files_;
  std::vector<Tally> tallies_;
  std::vector<Tally> earlier_;
  std::vector<std::string> problems_;
  std::optional<SolverTable> solvers_;
  double solving_us_ = 0;
};

}  // namespace sudoku::harness
