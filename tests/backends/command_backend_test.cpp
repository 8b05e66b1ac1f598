// The cmd: backend on tests/backends/stream_worker.py: right answers, and each fault of the
// worker on one puzzle gets its status while the puzzles after it are solved by a fresh one; the
// worker's peak memory is reported, living or ended.
#include "backends/command_backend.h"

#include <gtest/gtest.h>

#include <thread>

#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

std::unique_ptr<Backend> worker(const std::string& mode) {
  return make_command_backend("python3 " + std::string(SUDOKU_SOURCE_DIR) +
                              "/tests/backends/stream_worker.py " + mode);
}

// The first `count` 4x4 puzzles through one backend, each with a deadline: their results.
std::vector<BackendResult> solve_puzzles(Backend& backend, std::size_t count) {
  const std::vector<Puzzle> puzzles = puzzles_of("puzzles_2_variety_easy.txt", 4, count);
  std::vector<BackendResult> results;
  for (const Puzzle& puzzle : puzzles) {
    SolveLimits limits;
    limits.deadline =
        std::chrono::steady_clock::now() + std::chrono::seconds(15);  // Python starts in 3 s under load
    results.push_back(backend.solve(Geometry::for_size(4), puzzle, limits, 0));
  }
  return results;
}

std::vector<BackendResult> three_puzzles(Backend& backend) { return solve_puzzles(backend, 3); }

void expect_fault(const std::string& mode, BackendStatus status) {
  auto backend = worker(mode);
  const std::vector<BackendResult> results = three_puzzles(*backend);
  EXPECT_EQ(results[0].status, BackendStatus::kSolved) << mode << ": " << results[0].message;
  EXPECT_EQ(results[1].status, status) << mode << ": " << results[1].message;
  EXPECT_EQ(results[2].status, BackendStatus::kSolved) << mode << ": " << results[2].message;
}

// The fault on the third of five puzzles: the two before share its worker, the two after a fresh
// one; every puzzle has a result and only the third has the fault's status.
std::vector<BackendResult> expect_fault_on_third_of_five(const std::string& mode, BackendStatus status) {
  auto backend = worker(mode + " 3");
  const std::vector<BackendResult> results = solve_puzzles(*backend, 5);
  for (std::size_t i = 0; i < results.size(); ++i) {
    EXPECT_EQ(results[i].status, i == 2 ? status : BackendStatus::kSolved)
        << mode << ", puzzle " << i + 1 << ": " << results[i].message;
  }
  return results;
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
TEST(CommandBackendTest, SlowWorkerSolvesEveryPuzzleInItsTime) {
  const std::vector<BackendResult> results = expect_fault_on_third_of_five("slow", BackendStatus::kSolved);
  EXPECT_GE(results[2].solve_time, std::chrono::milliseconds(300));
}

TEST(CommandBackendTest, EachFaultOnAGivenLineLeavesTheOthersSolved) {
  expect_fault_on_third_of_five("wrong", BackendStatus::kWrong);
  expect_fault_on_third_of_five("garbage", BackendStatus::kWrong);
  expect_fault_on_third_of_five("silent", BackendStatus::kWrong);
  const std::vector<BackendResult> crashed = expect_fault_on_third_of_five("crash", BackendStatus::kCrashed);
  EXPECT_NE(crashed[2].message.find("SIGSEGV"), std::string::npos) << crashed[2].message;
}

TEST(CommandBackendTest, HangOnAGivenLineIsTimeoutAndTheRestSolved) {
  auto backend = worker("hang 3");
  const std::vector<Puzzle> puzzles = puzzles_of("puzzles_2_variety_easy.txt", 4, 5);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    SolveLimits limits;  // 15 s for Python's start under load; the hang gets 1 s
    const auto timeout = i == 2 ? std::chrono::seconds(1) : std::chrono::seconds(15);
    limits.deadline = std::chrono::steady_clock::now() + timeout;
    const BackendResult result = backend->solve(Geometry::for_size(4), puzzles[i], limits, 0);
    EXPECT_EQ(result.status, i == 2 ? BackendStatus::kTimeout : BackendStatus::kSolved) << i + 1;
    if (i == 2) {
      EXPECT_LT(result.solve_time, std::chrono::seconds(5));
    }
  }
}

TEST(CommandBackendTest, PeakMemoryOfALivingWorkerIsItsHighWaterMark) {
  auto backend = worker("hog");
  const std::vector<Puzzle> puzzles = puzzles_of("puzzles_2_variety_easy.txt", 4, 3);
  std::vector<BackendResult> results;
  for (const Puzzle& puzzle : puzzles) {
    std::this_thread::sleep_for(std::chrono::milliseconds(150));  // past the 100 ms between reads
    results.push_back(backend->solve(Geometry::for_size(4), puzzle, SolveLimits{}, 0));
  }
  ASSERT_TRUE(results[0].peak_memory_kb.has_value());
  ASSERT_TRUE(results[1].peak_memory_kb.has_value());
  EXPECT_LT(*results[0].peak_memory_kb, 100u << 10);
  EXPECT_GE(*results[1].peak_memory_kb, 100u << 10);
  EXPECT_GE(*results[2].peak_memory_kb, 100u << 10);  // the same worker: a high-water mark
}

TEST(CommandBackendTest, PeakMemoryOfAnEndedWorkerComesFromItsRusage) {
  auto backend = worker("crash");
  const std::vector<BackendResult> results = three_puzzles(*backend);
  ASSERT_EQ(results[1].status, BackendStatus::kCrashed);
  ASSERT_TRUE(results[1].peak_memory_kb.has_value());
  EXPECT_GT(*results[1].peak_memory_kb, 1000u);  // a Python interpreter: several MiB
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
