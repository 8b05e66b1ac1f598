#include "harness/run/wrapper_cost.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>

#include "backends/file_protocol.h"
#include "backends/make_backend.h"
#include "solver/geometry.h"

namespace sudoku::harness {
namespace {

constexpr int kTrips = 5;

double micros_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

// One solver's first trip (the worker's start with it) and kTrips more on one instance.
WrapperCost measure_one(const SolverChoice& choice, const std::string& how, const SolverConfig& config,
                        const Geometry& geo, const Puzzle& grid) {
  WrapperCost cost{choice.name, how, std::nullopt, std::nullopt, grid.size, ""};
  const auto made_at = std::chrono::steady_clock::now();
  std::string error;
  const auto backend = backends::make_backend(choice.spec, config, error);
  if (!backend) {
    cost.problem = error;
    return cost;
  }
  const backends::SolveLimits limits{std::chrono::steady_clock::now() + std::chrono::seconds(10)};
  if (backend->solve(geo, grid, limits, config.seed).status != backends::BackendStatus::kSolved) {
    cost.problem = "it did not give the solved grid back";
    return cost;
  }
  const double first_us = micros_since(made_at);
  std::vector<double> trips;
  for (int k = 0; k < kTrips; ++k) {
    const auto start = std::chrono::steady_clock::now();
    const backends::SolveLimits limit{start + std::chrono::seconds(10)};
    if (backend->solve(geo, grid, limit, config.seed).status != backends::BackendStatus::kSolved) {
      cost.problem = "it did not give the solved grid back";
      return cost;
    }
    trips.push_back(micros_since(start));
  }
  std::sort(trips.begin(), trips.end());
  cost.per_puzzle_us = trips[kTrips / 2];
  if (how.find("a process a puzzle") == std::string::npos)
    cost.start_us = std::max(0.0, first_us - *cost.per_puzzle_us);
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

std::optional<std::string> out_of_process_how(const SolverChoice& choice, const SolveOptions& options) {
  const std::string_view spec = choice.spec;
  if (spec.starts_with("cmd:"))
    return backends::is_file_command(spec.substr(4)) ? "a process a puzzle (cmd: with {})"
                                                     : "a worker process (cmd:)";
  if (spec.starts_with("lib:") && (options.timeout_s > 0 || options.memory_limit_mib > 0) &&
      options.count_limit == 0)
    return std::string("a worker process (lib: under --timeout or --memory-limit)");
  return std::nullopt;
}

std::vector<WrapperCost> measure_wrapper_costs(const std::vector<SolverChoice>& solvers,
                                               const SolveOptions& options, const SolverConfig& config,
                                               int size) {
  std::vector<WrapperCost> costs;
  const Geometry geo = Geometry::for_size(size);
  const Puzzle grid{size, solved_grid(size, geo.block_rows(), geo.block_cols()),
                    size <= 71 ? LineForm::kText : LineForm::kIntegers};
  for (const SolverChoice& choice : solvers) {
    if (const auto how = out_of_process_how(choice, options))
      costs.push_back(measure_one(choice, *how, config, geo, grid));
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
