#pragma once
// A solver behind one interface, so that one run can time several side by side: the project's own
// (native), CaDiCaL in-process (cadical), or a shared library loaded at run time (lib:PATH). A
// backend gets a puzzle, its limits and a seed, and returns one BackendResult: a status, the
// solution, the backend's own solve time and the counters it knows (unknown ones are empty, never 0).
//
// Every answer is checked: Backend::solve calls the backend's solve_unchecked, then verifies the
// grid against the puzzle and the rules (solver/verify.h) before it returns it; a grid that fails
// is status kWrong with the reason, and its digits are dropped. The check is outside solve_time.
//
// One instance is used by one thread at a time; nothing in an instance is shared with another.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku::backends {

enum class BackendStatus {
  kSolved,      // a solution, checked (with a count, `solutions` of them were found)
  kUnsolvable,  // the backend says there is no solution
  kInvalid,     // the givens clash: not a puzzle (backends that can tell)
  kTimeout,     // the deadline passed before an answer
  kCancelled,   // the cancel flag was raised before an answer
  kWrong,       // the backend's grid failed the check: `message` says why
  kRefused,     // the backend cannot take this puzzle (size, memory): `message` says why
  kCrashed,     // an external worker died on the puzzle: `message` names the signal
  kMemout,      // an external worker ran out of its memory limit (worker_limits.h): `message` says how
  kError,       // the backend failed (a library's error status, an exception): `message`
};

std::string_view backend_status_name(BackendStatus status);  // "solved", "unsolvable", ...

// What bounds one solve. The cancel flag belongs to the run and outlives the call.
struct SolveLimits {
  std::optional<std::chrono::steady_clock::time_point> deadline;  // empty: none
  const std::atomic<bool>* cancel = nullptr;                      // null: none
  std::uint64_t solution_limit = 1;  // stop counting after this many (2 tells unique from not)
  // Read the CPU time of the solve (cpu_clock()): a reading costs microseconds, a measuring run's price.
  bool measure_cpu = false;
};

// The counters a backend knows; an empty one is unknown to it (not zero).
struct BackendCounters {
  std::optional<std::uint64_t> recursions;     // search nodes
  std::optional<std::uint64_t> guesses;        // values tried at branch points
  std::optional<std::uint64_t> backtracks;     // decisions abandoned at dead ends
  std::optional<std::uint64_t> conflicts;      // clauses found false (CDCL)
  std::optional<std::uint64_t> decisions;      // CDCL decisions
  std::optional<std::uint64_t> placements;     // cells solved by guess or deduction
  std::optional<std::uint64_t> eliminations;   // candidates removed
  std::optional<std::uint64_t> cnf_variables;  // a SAT encoding's size
  std::optional<std::uint64_t> cnf_clauses;
  // An external worker's peak resident memory in KiB (cmd:, lib: in a worker): ru_maxrss from
  // wait4 for the puzzle that ended the worker, VmHWM of the living worker after any other answer.
  std::optional<std::uint64_t> peak_memory_kb;
};

// The counters every source names alike (the solver's Stats, the C interface's sb_counters), the
// one place their list is written; decisions are the guesses, and the CNF sizes do not apply.
template <typename Counts>
BackendCounters common_counters(const Counts& c) {
  BackendCounters counters;
  counters.recursions = c.recursions;
  counters.guesses = c.guesses;
  counters.backtracks = c.backtracks;
  counters.conflicts = c.conflicts;
  counters.placements = c.placements;
  counters.eliminations = c.eliminations;
  return counters;
}

struct BackendResult {
  BackendStatus status = BackendStatus::kError;
  std::string message;                     // why, for kWrong, kRefused, kError, kInvalid; else empty
  std::vector<int> solution;               // 0-based digits of the first solution, when kSolved
  std::uint64_t solutions = 0;             // found, up to the solution limit
  bool count_complete = true;              // false when a stop cut a count short (a lower bound)
  std::chrono::nanoseconds solve_time{0};  // the backend's own work; the final check excluded
  // CPU time (user + system) of that work, wherever it ran; empty where it cannot be told.
  std::optional<std::chrono::nanoseconds> cpu_time;
  BackendCounters counters;
};

class Backend {
 public:
  virtual ~Backend() = default;

  // "native", "cadical", "lib:NAME": what the CSV's solver column would say.
  virtual std::string name() const = 0;

  // Where a solve under `limits` runs: in the calling thread, in a worker process the backend
  // keeps, or in a process of its own each puzzle. The backend's one rule, which its solves follow
  // and the harness reads to show what the trip out of the process costs.
  enum class Placement { kInProcess, kWorker, kProcessPerPuzzle };
  virtual Placement placement(const SolveLimits&) const { return Placement::kInProcess; }

  // Solves and checks: the one entry point. `geo` is Geometry::for_size(puzzle.size).
  BackendResult solve(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                      std::uint64_t seed);

 protected:
  // The backend's own answer, unchecked; solve_time is measured around it by solve(), and
  // cpu_time from cpu_clock() unless the answer sets it.
  virtual BackendResult solve_unchecked(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                        std::uint64_t seed) = 0;
  // A clock of the CPU time spent solving, read just before and after solve_unchecked (outside
  // the timed window): the calling thread's by default; a backend that solves in another process
  // reads that one's, and one that cannot tell returns nothing.
  virtual std::optional<std::chrono::nanoseconds> cpu_clock();
  // What two readings of cpu_clock() around nothing measure, taken off each window: the thread
  // clock's own system calls (backends/cpu_time.h); nothing for another process's clock.
  virtual std::chrono::nanoseconds cpu_clock_cost();
};

// Checks `result`'s grid against the puzzle when it claims kSolved: a grid that fails becomes
// kWrong with the reason. Backend::solve applies it to every answer.
void check_answer(const Geometry& geo, const Puzzle& puzzle, BackendResult& result);

// kTimeout or kCancelled for a solve that stopped without an answer: cancelled when the flag is up.
BackendStatus stop_status(const SolveLimits& limits);

}  // namespace sudoku::backends
