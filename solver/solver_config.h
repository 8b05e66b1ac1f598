#pragma once
// How one solve runs: built by the caller, read-only inside the solver.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string_view>

#include "solver/fill/fill_schedule.h"
#include "solver/learning/learning_schedule.h"
#include "solver/technique_set.h"

namespace sudoku {

class ClauseExchange;

enum class SearchStrategy {
  kBacktrack,  // depth-first over board copies, techniques at every node
  kLearn,      // conflict-driven clause learning with backjumping and restarts
  kAuto,       // backtrack; past learn_after dead ends, start over with learning
  // The fastest search for the puzzle's size: on 9x9 the fixed-size search (depth-first on a
  // bit-parallel board with fl, cp and intersections, see nine/search9.h; it counts solutions
  // too), on every other size learning.
  kBySize,
  // backtrack, but where the most constrained cell has three or more candidates, branch on a
  // unit's digit with exactly two places (a two-way branch) when there is one
  kPlaces,
};

// "backtrack", "learn", "auto", "by-size", "places"
std::string_view strategy_name(SearchStrategy strategy);
std::optional<SearchStrategy> parse_strategy(std::string_view name);

// How the Propagator reaches its fixed point (two designs). From the same board both
// reach the same fixed point; a dead end, though, is found after a different amount of work and
// in a different unit, which steers failure-weighted branching, so counters can differ a little.
enum class Engine {
  kQueue,  // place/remove: each removal queues only the checks it can trigger
  kScan,   // after any change, scan every solved cell's peers and every unit again
};

std::string_view engine_name(Engine engine);  // "queue", "scan"
std::optional<Engine> parse_engine(std::string_view name);

// A digit a cell may not hold (SolverConfig::ruled_out).
struct CellDigit {
  int cell = 0;
  int digit = 0;  // 0-based
};

struct SolverConfig {
  TechniqueSet techniques = TechniqueSet::all();
  // Candidates removed before the search starts, as if the rules had excluded them: "another
  // solution, with this cell not as in the one we know" is one first-solution search (the
  // generator's uniqueness check) instead of a count to 2. The caller keeps the array alive.
  // Non-empty, it sends 9x9 puzzles to the general searches (the fixed-size one reads givens only).
  std::span<const CellDigit> ruled_out;
  // Learning only: per cell, the digit a decision on that cell tries first while it is open (a
  // phase, as SAT solvers call it); empty, or -1 for a cell, leaves the choice to activity. The
  // generator hints the solution it knows: another one, if any, mostly agrees with it, and a
  // search that keeps to the known digits finds it in a few conflicts. The caller keeps the
  // array alive; it holds a digit or -1 for every cell.
  std::span<const int> phase;
  std::uint64_t solution_limit = 1;  // stop after this many solutions (2 tells unique from not)

  // Learning needs fl and cp's rules, which it propagates itself; it applies with fl on, for the
  // first solution and for counts up to learn_counts_up_to (larger counts backtrack). The default,
  // by-size, learns on every size but 9x9, where the fixed-size search is faster still; learning
  // beat auto on every set measured but the easiest (results/notes/settings.md: strategy).
  SearchStrategy strategy = SearchStrategy::kBySize;
  Engine engine = Engine::kQueue;   // for the Propagator (learning propagates on its own)
  std::uint64_t learn_after = 200;  // kAuto: dead ends of backtracking before learning takes over
  // by-size: a grid the root leaves with fewer open cells than this share (percent) backtracks
  // first, as auto does. Such a grid needs a guess or two, and learning's set-up (tables for every
  // open cell's digits) cost more than the search (results/notes/sweep.md: the easy end).
  std::uint64_t backtrack_below_open_percent = 5;
  // Learning counts solutions (a blocking clause each) while solution_limit is at most this; a
  // larger count backtracks, since learning's cost per solution grows with the clauses it keeps
  // (results/notes/settings.md: learn_counts_up_to).
  std::uint64_t learn_counts_up_to = 10000;
  // Learning: after this many conflicts, branch on the cell of the most active open literal
  // (activity alone, as SAT solvers do) instead of the cell with fewest candidates. Most puzzles
  // finish long before; the few that do not are those where fewest-candidates-first keeps
  // failing (results/notes/settings.md: activity_order_after).
  std::uint64_t activity_order_after = 20000;
  // With mrv, weigh each cell's candidate count by how often its units took part in dead ends
  // (dom/wdeg), which steers the search away from the units that keep failing (results/notes/settings.md:
  // weighted_branching).
  bool weighted_branching = true;
  // Learning only: 0 keeps the deterministic default order; any other value gives every literal a
  // tiny starting activity drawn from this seed, so ties among equally constrained cells break
  // differently. The same seed gives the same search (and counters); several seeds show how much
  // a puzzle's cost depends on luck, which is what heavy tails are made of.
  std::uint64_t seed = 0;
  // The learning search's schedules and size thresholds (solver/learning/learning_schedule.h).
  // solver/solver_settings.h names each tunable field here and there, for --set NAME=VALUE.
  LearningSchedule learning;
  FillSchedule fill;  // the fill's budgets (solver/fill/fill_schedule.h)

  // Cooperative stops, checked between search nodes: a point in time, and a flag another thread
  // may raise (interrupt). Either ends the solve with status kTimeout.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<bool>* cancel = nullptr;
  // A C caller's flag (sb_options::cancel): an int read atomically like `cancel`, so that a C
  // solve needs no thread to watch it.
  const volatile int* cancel_flag = nullptr;
  // A stop that comes out the same on every run: after this many of the steps each search's stop
  // check counts (nodes when backtracking, conflicts when learning; solver/stop_check.h), the solve
  // ends with status kTimeout. The generator bounds its uniqueness checks with it.
  std::uint64_t effort_limit = std::numeric_limits<std::uint64_t>::max();
  // A portfolio's flag (harness/run/portfolio.h): raised when another member of the race answered.
  // Stops the solve like cancel; kept apart so that the run's interrupt stays its own flag.
  const std::atomic<bool>* race_over = nullptr;
  // When set, each stop check adds the steps counted since the one before (the steps of
  // effort_limit), where another thread may read them: how far a long solve has come, for a
  // progress display (generate's uniqueness checks). The search and its counters are the same.
  std::atomic<std::uint64_t>* steps_seen = nullptr;
  // A portfolio race's clause exchange (solver/learning/clause_exchange.h) and this solve's member
  // number in it: learning publishes its short learnt clauses there and adopts the other members'
  // at restarts, when it looks for a first solution. Null: a search of its own, whose counters
  // depend on the puzzle, techniques and seed alone.
  ClauseExchange* exchange = nullptr;
  int member = 0;

  // Limits on a foreign solver's worker processes (cmd:, lib: in sudoku-lib-worker; see
  // backends/worker_limits.h): its memory in MiB and the processes it may hold at once; 0: none.
  std::uint64_t memory_limit_mib = 0;
  int process_limit = 128;
};

// True once the cancel flag is raised or the deadline has passed. Reads the clock (~20 ns), so
// searches call it every so many nodes.
inline bool stop_requested(const SolverConfig& config) {
  return (config.cancel != nullptr && config.cancel->load(std::memory_order_relaxed)) ||
         (config.cancel_flag != nullptr && __atomic_load_n(config.cancel_flag, __ATOMIC_RELAXED) != 0) ||
         (config.race_over != nullptr && config.race_over->load(std::memory_order_relaxed)) ||
         (config.deadline && std::chrono::steady_clock::now() >= *config.deadline);
}

}  // namespace sudoku
