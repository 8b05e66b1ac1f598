// The native backend: today's solver behind the backend interface, its answers and stops.
#include "backends/native_backend.h"

#include <gtest/gtest.h>

#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

TEST(NativeBackendTest, AnswersEqualTheSolversAtEverySize) {
  NativeBackend backend;
  for (int n : {4, 6, 8, 9, 10, 12, 15, 16}) {
    for (const Puzzle& puzzle : puzzles_of("puzzles_2_variety_easy.txt", n, 1)) {
      const Geometry geo = Geometry::for_size(n);
      const BackendResult result = backend.solve(geo, puzzle, SolveLimits{}, 0);
      ASSERT_EQ(result.status, BackendStatus::kSolved) << n << ": " << result.message;
      EXPECT_EQ(result.solution, solve(geo, puzzle, SolverConfig{}).solution) << n;
      EXPECT_EQ(result.known, kKnowsAll);  // native knows every counter, and its own are those of solve()
      EXPECT_EQ(result.stats, solve(geo, puzzle, SolverConfig{}).stats) << n;
    }
  }
}

TEST(NativeBackendTest, CountsEqualBacktracking) {
  NativeBackend backend;
  for (const CountCase& c : loosened_count_cases()) {
    SolveLimits limits;
    limits.solution_limit = kLooseCountLimit;
    const BackendResult result = backend.solve(Geometry::for_size(c.puzzle.size), c.puzzle, limits, 0);
    EXPECT_EQ(result.solutions, backtracking_count(c.puzzle, kLooseCountLimit)) << c.what;
  }
}

TEST(NativeBackendTest, PassedDeadlineIsTimeoutAndRaisedFlagCancelled) {
  NativeBackend backend;
  const Puzzle puzzle = hard_puzzles_12_to_25().back();  // 25x25: needs a search
  const Geometry geo = Geometry::for_size(puzzle.size);
  SolveLimits limits;
  limits.deadline = std::chrono::steady_clock::now();
  EXPECT_EQ(backend.solve(geo, puzzle, limits, 0).status, BackendStatus::kTimeout);
  std::atomic<bool> cancel{true};
  SolveLimits cancelled;
  cancelled.cancel = &cancel;
  EXPECT_EQ(backend.solve(geo, puzzle, cancelled, 0).status, BackendStatus::kCancelled);
}

}  // namespace
}  // namespace sudoku::backends
