// The cmd: backend on tests/backends/stream_worker.py: right answers, and each fault of the
// worker on the second puzzle gets its status while the puzzle after it is solved by a fresh one.
#include "backends/command_backend.h"

#include <gtest/gtest.h>

#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

std::unique_ptr<Backend> worker(const std::string& mode) {
  return make_command_backend("python3 " + std::string(SUDOKU_SOURCE_DIR) +
                              "/tests/backends/stream_worker.py " + mode);
}

// Three puzzles in one worker's stream, each with a deadline: their results.
std::vector<BackendResult> three_puzzles(Backend& backend) {
  const std::vector<Puzzle> puzzles = puzzles_of("puzzles_2_variety_easy.txt", 4, 3);
  std::vector<BackendResult> results;
  for (const Puzzle& puzzle : puzzles) {
    SolveLimits limits;
    limits.deadline =
        std::chrono::steady_clock::now() + std::chrono::seconds(15);  // Python starts in 3 s under load
    results.push_back(backend.solve(Geometry::for_size(4), puzzle, limits, 0));
  }
  return results;
}

void expect_fault(const std::string& mode, BackendStatus status) {
  auto backend = worker(mode);
  const std::vector<BackendResult> results = three_puzzles(*backend);
  EXPECT_EQ(results[0].status, BackendStatus::kSolved) << mode << ": " << results[0].message;
  EXPECT_EQ(results[1].status, status) << mode << ": " << results[1].message;
  EXPECT_EQ(results[2].status, BackendStatus::kSolved) << mode << ": " << results[2].message;
}

TEST(CommandBackendTest, CorrectWorkerSolvesEveryPuzzle) {
  expect_fault("ok", BackendStatus::kSolved);
  const Puzzle nine = puzzles_of("puzzles_1_standard_easy.txt", 9, 1)[0];
  EXPECT_EQ(worker("ok")->solve(Geometry::for_size(9), nine, SolveLimits{}, 0).status,
            BackendStatus::kSolved);
}

TEST(CommandBackendTest, WrongGridIsWrong) { expect_fault("wrong", BackendStatus::kWrong); }
TEST(CommandBackendTest, HangIsTimeout) { expect_fault("hang", BackendStatus::kTimeout); }
TEST(CommandBackendTest, CrashIsCrashedWithItsSignal) {
  expect_fault("crash", BackendStatus::kCrashed);
  auto backend = worker("crash");
  const Puzzle puzzle = puzzles_of("puzzles_2_variety_easy.txt", 4, 1)[0];
  backend->solve(Geometry::for_size(4), puzzle, SolveLimits{}, 0);
  const BackendResult crashed = backend->solve(Geometry::for_size(4), puzzle, SolveLimits{}, 0);
  EXPECT_NE(crashed.message.find("signal 11"), std::string::npos) << crashed.message;
}
TEST(CommandBackendTest, GarbageIsWrong) { expect_fault("garbage", BackendStatus::kWrong); }
TEST(CommandBackendTest, MissingLineIsWrong) { expect_fault("silent", BackendStatus::kWrong); }

TEST(CommandBackendTest, CancelFlagEndsAHang) {
  auto backend = worker("hang");
  const Puzzle puzzle = puzzles_of("puzzles_2_variety_easy.txt", 4, 1)[0];
  backend->solve(Geometry::for_size(4), puzzle, SolveLimits{}, 0);
  std::atomic<bool> cancel{true};
  SolveLimits limits;
  limits.cancel = &cancel;
  EXPECT_EQ(backend->solve(Geometry::for_size(4), puzzle, limits, 0).status, BackendStatus::kCancelled);
}

TEST(CommandBackendTest, CountsAreRefused) {
  SolveLimits limits;
  limits.solution_limit = 2;
  const Puzzle puzzle = puzzles_of("puzzles_2_variety_easy.txt", 4, 1)[0];
  EXPECT_EQ(worker("ok")->solve(Geometry::for_size(4), puzzle, limits, 0).status, BackendStatus::kRefused);
}

}  // namespace
}  // namespace sudoku::backends
