#include "backends/backend.h"

#include <algorithm>
#include <array>
#include <exception>

#include "backends/cpu_time.h"
#include "solver/verify.h"

namespace sudoku::backends {

using namespace std::chrono_literals;

namespace {

// Each status's name, in the enum's order: the CSV's status column.
constexpr std::array<std::string_view, 10> kStatusNames = {"solved",    "unsolvable", "invalid", "timeout",
                                                           "cancelled", "wrong",      "refused", "crashed",
                                                           "memout",    "error"};
static_assert(kStatusNames.size() == std::size_t(BackendStatus::kError) + 1);

}  // namespace

std::string_view backend_status_name(BackendStatus status) {
  const auto index = std::size_t(status);
  return index < kStatusNames.size() ? kStatusNames[index] : "error";
}

std::optional<BackendStatus> parse_backend_status(std::string_view name) {
  for (std::size_t s = 0; s < kStatusNames.size(); ++s)
    if (kStatusNames[s] == name) return BackendStatus(s);
  return std::nullopt;
}

bool BackendResult::failed() const {
  return status == BackendStatus::kError || status == BackendStatus::kWrong ||
         status == BackendStatus::kRefused || status == BackendStatus::kCrashed ||
         status == BackendStatus::kMemout;
}

BackendResult native_answer(SolveResult&& solved, bool cancelled) {
  BackendResult result;
  switch (solved.status) {
    case SolveStatus::kSolved: result.status = BackendStatus::kSolved; break;
    case SolveStatus::kUnsolvable: result.status = BackendStatus::kUnsolvable; break;
    case SolveStatus::kInvalid: result.status = BackendStatus::kInvalid; break;
    case SolveStatus::kTimeout:
      result.status = cancelled ? BackendStatus::kCancelled : BackendStatus::kTimeout;
      break;
    case SolveStatus::kError: result.status = BackendStatus::kWrong; break;  // its own check failed
  }
  result.message = std::move(solved.message);
  result.solution = std::move(solved.solution);
  result.solutions = solved.solutions;
  result.count_complete = solved.count_complete;
  result.stats = solved.stats;
  result.known = kKnowsAll;
  result.search_ran = solved.search_ran;
  result.techniques_ran = solved.techniques_ran;
  return result;
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
