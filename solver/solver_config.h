#pragma once
// How one solve runs: built by the caller, read-only inside the solver.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "solver/technique_set.h"

namespace sudoku {

struct SolverConfig {
  TechniqueSet techniques = TechniqueSet::all();
  std::uint64_t solution_limit = 1;
  // Search strategy (with mrv): weigh each cell's candidate count by how often its units took
  // part in dead ends (dom/wdeg), and restart from the root after a Luby series of dead ends,
  // keeping the weights. Off: the course's most-constrained cell, one uninterrupted search.
  bool weighted_branching = true;
  std::uint64_t restart_unit = 0;  // dead ends per Luby unit; 0 = never restart  // stop after this many solutions (2 tells unique from not)
  // Cooperative stops, checked between search nodes: a point in time, and a flag another thread
  // may raise (interrupt). Either ends the solve with status kTimeout.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<bool>* cancel = nullptr;
};

}  // namespace sudoku
