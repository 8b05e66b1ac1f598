#include "backends/backend.h"

#include <algorithm>
#include <exception>

#include "backends/cpu_time.h"
#include "solver/verify.h"

namespace sudoku::backends {

using namespace std::chrono_literals;

std::string_view backend_status_name(BackendStatus status) {
  switch (status) {
    case BackendStatus::kSolved: return "solved";
    case BackendStatus::kUnsolvable: return "unsolvable";
    case BackendStatus::kInvalid: return "invalid";
    case BackendStatus::kTimeout: return "timeout";
    case BackendStatus::kCancelled: return "cancelled";
    case BackendStatus::kWrong: return "wrong";
    case BackendStatus::kRefused: return "refused";
    case BackendStatus::kCrashed: return "crashed";
    case BackendStatus::kMemout: return "memout";
    case BackendStatus::kError: return "error";
  }
  return "error";
}

BackendStatus stop_status(const SolveLimits& limits) {
  const bool cancelled = limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed);
  return cancelled ? BackendStatus::kCancelled : BackendStatus::kTimeout;
}

void check_answer(const Geometry& geo, const Puzzle& puzzle, BackendResult& result) {
  if (result.status != BackendStatus::kSolved) return;
  if (auto defect = check_solution(geo, puzzle, result.solution)) {
    result.status = BackendStatus::kWrong;
    result.message = *defect;
    result.solution.clear();
  }
}

std::optional<std::chrono::nanoseconds> Backend::cpu_clock() { return thread_cpu_time(); }

std::chrono::nanoseconds Backend::cpu_clock_cost() { return thread_cpu_clock_cost(); }

BackendResult Backend::solve(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                             std::uint64_t seed) {
  BackendResult result;
  // -1: not read (a plain run, or a backend that cannot tell).
  const std::chrono::nanoseconds cpu_before = limits.measure_cpu ? cpu_clock().value_or(-1ns) : -1ns;
  const auto start = std::chrono::steady_clock::now();
  try {
    result = solve_unchecked(geo, puzzle, limits, seed);
  } catch (const std::exception& e) {  // out of memory in an encoding, a library's own throw
    result = BackendResult{};
    result.status = BackendStatus::kError;
    result.message = e.what();
  }
  result.solve_time = std::chrono::steady_clock::now() - start;
  const std::chrono::nanoseconds cpu_after = limits.measure_cpu ? cpu_clock().value_or(-1ns) : -1ns;
  if (!result.cpu_time && cpu_before >= 0ns && cpu_after >= cpu_before)
    result.cpu_time = std::max(cpu_after - cpu_before - cpu_clock_cost(), 0ns);
  check_answer(geo, puzzle, result);
  return result;
}

}  // namespace sudoku::backends
