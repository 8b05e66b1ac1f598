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
  std::uint64_t solution_limit = 1;  // stop after this many solutions (2 tells unique from not)
  // Cooperative stops, checked between search nodes: a point in time, and a flag another thread
  // may raise (interrupt). Either ends the solve with status kTimeout.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  const std::atomic<bool>* cancel = nullptr;
};

}  // namespace sudoku
