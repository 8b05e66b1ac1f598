#include "backends/cadical_backend.h"

#include <unistd.h>

#include <cadical.hpp>
#include <climits>
#include <string>
#include <vector>

#include "backends/candidate_grid.h"
#include "solver/puzzle_io.h"

namespace sudoku::backends {
namespace {

// Stops CaDiCaL once the deadline passes or the cancel flag is raised. CaDiCaL asks it between
// its phases and often in search (reading the clock costs ~20 ns), but not while it takes a
// large CNF in, where the encoding asks instead (SolverSink). See results/notes/cadical.md, "Other solvers
// in-process", for the delays measured.
class StopTerminator final : public CaDiCaL::Terminator {
 public:
  explicit StopTerminator(const SolveLimits& limits) : limits_(limits) {}
  bool terminate() override {
    if (!stopped_) stopped_ = stop_now();
    return stopped_;
  }
  bool stop_now() const {
    return (limits_.cancel != nullptr && limits_.cancel->load(std::memory_order_relaxed)) ||
           (limits_.deadline && std::chrono::steady_clock::now() >= *limits_.deadline);
  }

 private:
  const SolveLimits& limits_;
  bool stopped_ = false;
};

// Adds the encoding's clauses to CaDiCaL. Adding a large CNF takes a while (0.3 s for the empty
// 36x36's 0.6 million clauses here, mostly CaDiCaL's allocations), so it stops early once a stop
// is due: every 4096 clauses it asks.
class SolverSink final : public ClauseSink {
 public:
  SolverSink(CaDiCaL::Solver& solver, std::uint64_t first_free, const StopTerminator& stop)
      : solver_(solver), stop_(stop), next_(static_cast<int>(first_free)) {}
  void add_clause(std::span<const int> literals) override {
    if (stopped_ || ((++clauses_ & 4095) == 0 && (stopped_ = stop_.stop_now()))) return;
    for (int lit : literals) solver_.add(lit);
    solver_.add(0);
  }
  int new_variable() override { return next_++; }
  bool stopped() const { return stopped_; }

 private:
  CaDiCaL::Solver& solver_;
  const StopTerminator& stop_;
  int next_;
  std::uint64_t clauses_ = 0;
  bool stopped_ = false;
};

std::uint64_t half_of_physical_memory() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? std::uint64_t(pages) * std::uint64_t(page) / 2 : std::uint64_t{4} << 30;
}

std::string mib(std::uint64_t bytes) { return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MiB"; }

// Reads the model: each open cell's true candidate (kBlank if none, which the check rejects).
std::vector<int> model_digits(CaDiCaL::Solver& solver, const CandidateGrid& grid,
                              std::vector<int>& true_vars) {
  std::vector<int> digits = grid.value;
  true_vars.clear();
  for (std::size_t c = 0; c < digits.size(); ++c) {
    for (std::uint64_t i = grid.begin[c]; i < grid.begin[c + 1]; ++i) {
      const int var = static_cast<int>(i + 1);
      if (solver.val(var) > 0) {
        digits[c] = grid.digits[i];
        true_vars.push_back(var);
        break;
      }
    }
  }
  return digits;
}

class CadicalBackend final : public Backend {
 public:
  explicit CadicalBackend(const CadicalOptions& options) : options_(options) {
    if (options_.memory_bound_bytes == 0) options_.memory_bound_bytes = half_of_physical_memory();
  }
  std::string name() const override { return "cadical"; }

 protected:
  BackendResult solve_unchecked(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                std::uint64_t seed) override;

 private:
  std::optional<BackendResult> settled_by_propagation(const Geometry& geo, const Puzzle& puzzle,
                                                      const CandidateGrid& grid) const;
  std::optional<BackendResult> too_large(const CnfCounter& size) const;
  void search(CaDiCaL::Solver& solver, const CandidateGrid& grid, StopTerminator& stop,
              const SolveLimits& limits, BackendResult& result) const;

  CadicalOptions options_;
};

// A contradiction (invalid or unsolvable) or a grid solved at the root: no CNF needed.
std::optional<BackendResult> CadicalBackend::settled_by_propagation(const Geometry& geo, const Puzzle& puzzle,
                                                                    const CandidateGrid& grid) const {
  BackendResult result;
  if (grid.contradiction) {
    auto clash = find_clash(geo, puzzle);
    result.status = clash ? BackendStatus::kInvalid : BackendStatus::kUnsolvable;
    result.message = clash.value_or("");
    return result;
  }
  if (grid.candidate_count() != 0) return std::nullopt;
  result.status = BackendStatus::kSolved;
  result.solution = grid.value;
  result.solutions = 1;
  return result;
}

// A CNF refused before CaDiCaL allocates it: above --memory-limit (memout), or above the bound
// this machine can hold at all (refused).
std::optional<BackendResult> CadicalBackend::too_large(const CnfCounter& size) const {
  const std::uint64_t bytes = size.bytes_estimate();
  const std::uint64_t limit = options_.memory_limit_mib << 20;
  const bool over_limit = limit > 0 && bytes > limit;
  if (!over_limit && bytes <= options_.memory_bound_bytes && size.variables() < INT_MAX / 2)
    return std::nullopt;
  BackendResult result;
  result.status = over_limit ? BackendStatus::kMemout : BackendStatus::kRefused;
  result.message = "CNF of " + std::to_string(size.variables()) + " variables and " +
                   std::to_string(size.clauses()) + " clauses needs about " + mib(bytes) + ", above " +
                   (over_limit ? "--memory-limit=" + mib(limit) + ": refused before allocating"
                               : "the bound of " + mib(options_.memory_bound_bytes));
  return result;
}

// Solves, and while counting blocks each solution found (its open cells' digits) with a clause.
void CadicalBackend::search(CaDiCaL::Solver& solver, const CandidateGrid& grid, StopTerminator& stop,
                            const SolveLimits& limits, BackendResult& result) const {
  solver.connect_terminator(&stop);
  std::vector<int> true_vars;
  bool stopped = false;
  while (result.solutions < limits.solution_limit) {
    const int answer = stop.stop_now() ? 0 : solver.solve();
    if (answer == 20) break;
    if (answer != 10) {
      stopped = true;
      break;
    }
    std::vector<int> digits = model_digits(solver, grid, true_vars);
    if (result.solutions++ == 0) result.solution = std::move(digits);
    for (int var : true_vars) solver.add(-var);
    solver.add(0);
  }
  solver.disconnect_terminator();
  result.count_complete = !stopped;
  result.status = result.solutions > 0 ? BackendStatus::kSolved
                  : stopped            ? stop_status(limits)
                                       : BackendStatus::kUnsolvable;
}

BackendResult CadicalBackend::solve_unchecked(const Geometry& geo, const Puzzle& puzzle,
                                              const SolveLimits& limits, std::uint64_t seed) {
  const CandidateGrid grid = propagate_root(geo, puzzle);
  if (auto settled = settled_by_propagation(geo, puzzle, grid)) return *settled;

  CnfCounter size(grid.candidate_count() + 1);
  encode_sudoku(geo, grid, options_.cnf, size);
  if (auto refused = too_large(size)) return *refused;
  BackendResult result;
  CaDiCaL::Solver solver;  // options only before the first clause
  solver.set("quiet", 1);
  solver.set("seed", static_cast<int>(seed % INT_MAX));
  solver.reserve(
      static_cast<int>(size.variables()));  // its tables sized once, not doubled as variables appear
  StopTerminator stop(limits);
  SolverSink sink(solver, grid.candidate_count() + 1, stop);
  encode_sudoku(geo, grid, options_.cnf, sink);
  if (sink.stopped()) {
    result.status = stop_status(limits);
    return result;
  }
  search(solver, grid, stop, limits, result);
  return result;
}

}  // namespace

bool cadical_available() { return true; }
std::string cadical_version() { return CaDiCaL::Solver::version(); }

std::unique_ptr<Backend> make_cadical_backend(const CadicalOptions& options) {
  return std::make_unique<CadicalBackend>(options);
}

}  // namespace sudoku::backends
