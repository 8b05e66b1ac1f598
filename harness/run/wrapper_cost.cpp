#include "harness/run/wrapper_cost.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <numeric>

#include "backends/make_backend.h"
#include "solver/geometry.h"

namespace sudoku::harness {
namespace {

constexpr int kTrips = 5;

double micros_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

using Placement = backends::Backend::Placement;

// What `placement` is called in the lines under the table, for a solver given by `spec`.
std::string how_text(Placement placement, std::string_view spec) {
  if (placement == Placement::kProcessPerPuzzle) return "a process a puzzle (cmd: with {})";
  return spec.starts_with("lib:") ? "a worker process (lib: under --timeout or --memory-limit)"
                                  : "a worker process (cmd:)";
}

// A trip of the solved grid through `backend`: its wall time, or nothing when it did not come back.
std::optional<double> trip_us(backends::Backend& backend, const Geometry& geo, const Puzzle& grid,
                              const SolverConfig& config) {
  const auto start = std::chrono::steady_clock::now();
  const backends::SolveLimits limits{start + std::chrono::seconds(10), nullptr, config.solution_limit};
  if (backend.solve(geo, grid, limits, config.seed).status != backends::BackendStatus::kSolved)
    return std::nullopt;
  return micros_since(start);
}

// One solver's first trip (a worker's start with it) and kTrips more on the same instance; nothing
// for a solver that solves in the harness's process under the run's limits (`run_limits`).
std::optional<WrapperCost> measure_one(const SolverChoice& choice, const SolverConfig& config,
                                       const backends::SolveLimits& run_limits, const Geometry& geo,
                                       const Puzzle& grid) {
  const auto made_at = std::chrono::steady_clock::now();
  std::string error;
  const auto backend = backends::make_backend(choice.spec, config, error);
  const Placement placement = backend ? backend->placement(run_limits) : Placement::kInProcess;
  if (backend && placement == Placement::kInProcess) return std::nullopt;
  WrapperCost cost{choice.name, how_text(placement, choice.spec), std::nullopt, std::nullopt, grid.size,
                   error};
  if (!backend) return cost;
  std::vector<double> trips;
  for (int k = 0; k <= kTrips; ++k) {
    const auto trip = trip_us(*backend, geo, grid, config);
    if (!trip) {
      cost.problem = "it did not give the solved grid back";
      return cost;
    }
    if (k > 0) trips.push_back(*trip);  // the first carries the worker's start
  }
  const double first_us = micros_since(made_at) - std::accumulate(trips.begin(), trips.end(), 0.0);
  std::sort(trips.begin(), trips.end());
  cost.per_puzzle_us = trips[kTrips / 2];
  if (placement == Placement::kWorker) cost.start_us = std::max(0.0, first_us - *cost.per_puzzle_us);
  return cost;
}

std::string time_text(double us) {
  return us >= 1000 ? fmt::format("{:.1f} ms", us / 1000) : fmt::format("{:.1f} µs", us);
}

}  // namespace

std::vector<int> solved_grid(int size, int block_rows, int block_cols) {
  std::vector<int> cells(static_cast<std::size_t>(size) * size);
  for (int r = 0; r < size; ++r) {
    for (int c = 0; c < size; ++c)
      cells[r * size + c] = (block_cols * (r % block_rows) + r / block_rows + c) % size;
  }
  return cells;
}

std::vector<WrapperCost> measure_wrapper_costs(const std::vector<SolverChoice>& solvers,
                                               const SolveOptions& options, const SolverConfig& config,
                                               int size) {
  // The run's limits as its solves had them: a deadline under --timeout, the solution limit.
  backends::SolveLimits run_limits;
  if (options.timeout_s > 0) run_limits.deadline = std::chrono::steady_clock::now();
  run_limits.solution_limit = config.solution_limit;
  std::vector<WrapperCost> costs;
  const Geometry geo = Geometry::for_size(size);
  const Puzzle grid{size, solved_grid(size, geo.block_rows(), geo.block_cols()),
                    size <= 71 ? LineForm::kText : LineForm::kIntegers};
  for (const SolverChoice& choice : solvers) {
    if (choice.native() || choice.race()) continue;
    if (auto cost = measure_one(choice, config, run_limits, geo, grid)) costs.push_back(std::move(*cost));
  }
  return costs;
}

std::string render_wrapper_costs(const std::vector<WrapperCost>& costs, bool markdown) {
  if (costs.empty()) return "";
  std::string out = markdown ? "\n" : "";
  out += fmt::format(
      "out of process, measured after the run on a solved {0}x{0} grid that only has to come back (median of "
      "{1}): "
      "the wrapper's share of each row's time\n{2}",
      costs.front().size, kTrips, markdown ? "\n" : "");
  for (const WrapperCost& cost : costs) {
    std::string figures =
        !cost.problem.empty() ? "not measured: " + cost.problem
        : cost.start_us
            ? fmt::format("start {} once, then {} a puzzle", time_text(*cost.start_us),
                          time_text(*cost.per_puzzle_us))
            : fmt::format("{} a puzzle, the process's start included", time_text(*cost.per_puzzle_us));
    out += fmt::format("{}{}: {}: {}\n", markdown ? "- " : "  ", cost.solver, cost.how, figures);
  }
  return out;
}

}  // namespace sudoku::harness
