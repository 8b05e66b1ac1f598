#pragma once
// What the command line says about solving, shared by batch and serial mode, and the one place
// that turns it into the solver's configuration.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/solver_config.h"
#include "solver/technique_set.h"

namespace sudoku::harness {

struct SolveOptions {
  TechniqueSet techniques = TechniqueSet::all();
  SearchStrategy strategy = SearchStrategy::kBySize;
  Engine engine = Engine::kQueue;
  std::uint64_t seed = 0;
  std::uint64_t count_limit = 0;       // --count: count solutions up to this; 0: first solution only
  double timeout_s = 0;                // per puzzle; 0: no limit
  std::uint64_t memory_limit_mib = 0;  // --memory-limit: each worker process's memory; 0: no limit
  int process_limit = 128;             // --process-limit: each worker's processes at once; 0: no limit
  bool rate = false;                   // --rate: rate each solved puzzle on the technique ladder
  // A portfolio's members pass their short learnt clauses to each other (harness/run/portfolio.h);
  // --no-share keeps each member's search, and counters, those of its seed alone.
  bool share_clauses = true;
  // --set NAME=VALUE, in the order given (a later one wins), each checked while parsing against
  // the table of solver/solver_settings.h.
  std::vector<std::string> settings;
};

// The configuration every puzzle of a run starts from; `cancel` is the run's interrupt flag.
SolverConfig make_solver_config(const SolveOptions& options, const std::atomic<bool>* cancel);
// `config` stopped by `cancel` too: a mode's copy of the run's one config (RunOptions::config).
inline SolverConfig with_cancel(SolverConfig config, const std::atomic<bool>* cancel) {
  config.cancel = cancel;
  return config;
}

// Starts one puzzle's clock: its deadline is timeout_s from now (none when timeout_s is 0).
// Returns that "now", where the solve timer starts too, so that a timeout row reads the limit.
std::chrono::steady_clock::time_point start_clock(SolverConfig& config, const SolveOptions& options);

}  // namespace sudoku::harness
