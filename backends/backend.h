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
#include "solver/solver.h"
#include "solver/stats.h"

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

std::string_view backend_status_name(BackendStatus status);                // "solved", "unsolvable", ...
std::optional<BackendStatus> parse_backend_status(std::string_view name);  // its inverse

// What bounds one solve. The cancel flag belongs to the run and outlives the call.
struct SolveLimits {
  std::optional<std::chrono::steady_clock::time_point> deadline;  // empty: none
  const std::atomic<bool>* cancel = nullptr;                      // null: none
  std::uint64_t solution_limit = 1;  // stop counting after this many (2 tells unique from not)
  // Read the CPU time of the solve (cpu_clock()): a reading costs microseconds, a measuring run's price.
  bool measure_cpu = false;

  // True once the run is cancelled or the deadline has come.
  bool stop_due() const {
    return (cancel != nullptr && cancel->load(std::memory_order_relaxed)) ||
           (deadline && std::chrono::steady_clock::now() >= *deadline);
  }
};

// The counters a result knows, as bits of BackendResult::known: native knows them all, another
// backend few (CaDiCaL none: Debian's library reports no counters). An unknown counter is an
// empty CSV field, never 0.
enum KnownCounter : std::uint8_t {
  kKnowsRecursions = 1 << 0,
  kKnowsGuesses = 1 << 1,
  kKnowsBacktracks = 1 << 2,
  kKnowsPlacements = 1 << 3,
  kKnowsEliminations = 1 << 4,
  kKnowsConflicts = 1 << 5,
  kKnowsTechniques = 1 << 6,  // eliminations per technique, search_ran, techniques_ran
};
inline constexpr std::uint8_t kKnowsAll = (1 << 7) - 1;
// The counters every solver names alike (copy_common_counters, solver/stats.h).
inline constexpr std::uint8_t kKnowsCommon = kKnowsAll & ~kKnowsTechniques;

// One solve's answer, from every solver (native, cadical, lib:, cmd:) to every sink: the harness
// keeps it whole in its row (harness/core/puzzle_result.h), so a status or a counter is named here
// once and never translated again.
struct BackendResult {
  BackendStatus status = BackendStatus::kError;
  std::string message;                      // why, for kWrong, kRefused, kError, kInvalid; else empty
  std::vector<int> solution;                // 0-based digits of the first solution, when kSolved
  std::uint64_t solutions = 0;              // found, up to the solution limit
  bool count_complete = true;               // false when a stop cut a count short (a lower bound)
  Stats stats;                              // the counters; only those in `known` mean anything
  std::uint8_t known = 0;                   // KnownCounter bits
  SearchRan search_ran = SearchRan::kNone;  // native's (kKnowsTechniques)
  TechniqueSet techniques_ran;
  std::chrono::nanoseconds solve_time{0};  // the backend's own work; the final check excluded
  // CPU time (user + system) of that work, wherever it ran; empty where it cannot be told.
  std::optional<std::chrono::nanoseconds> cpu_time;
  // An external worker's peak resident memory in KiB (cmd:, lib: in a worker): ru_maxrss from
  // wait4 for the puzzle that ended the worker, VmHWM of the living worker after any other answer.
  std::optional<std::uint64_t> peak_memory_kb;

  bool knows(KnownCounter counter) const { return (known & counter) != 0; }
  // A deadline or the cancel flag stopped the solve before an answer.
  bool stopped() const { return status == BackendStatus::kTimeout || status == BackendStatus::kCancelled; }
  // The solve failed (an error, a wrong grid, a refusal, a crash, a memout): no answer, no proof.
  bool failed() const;
};

// The solver's own answer as a backend's: the one mapping of its statuses (a deadline's stop is
// kCancelled when `cancelled`; a grid that failed the solver's own check is kWrong).
BackendResult native_answer(SolveResult&& solved, bool cancelled);

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
