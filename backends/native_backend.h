#pragma once
// The project's own solver (solver/solver.h) as a backend: the reference every other one is
// compared with. Its solve() checks its own answer inside its time, as it always has; that check
// is O(N^2), a few microseconds on 9x9 (Backend::solve checks it again, outside the time).

#include "backends/backend.h"
#include "solver/solver_config.h"

namespace sudoku::backends {

class NativeBackend final : public Backend {
 public:
  // `base`: techniques, search and the rest; its limits, seed and count are set per solve.
  explicit NativeBackend(SolverConfig base = {}) : base_(base) {}

  std::string name() const override { return "native"; }

 protected:
  BackendResult solve_unchecked(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                std::uint64_t seed) override;

 private:
  SolverConfig base_;
};

}  // namespace sudoku::backends
