// The cmd: file protocol on tests/backends/file_worker.py: every line answered and timed, and a
// fault on line 3 of 5 gets its status while the lines after it are answered by a fresh run.
#include "backends/file_protocol.h"

#include <gtest/gtest.h>

#include "backends/make_backend.h"
#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

std::string file_command(const std::string& fault) {
  return "python3 " + std::string(SUDOKU_SOURCE_DIR) + "/tests/backends/file_worker.py {} " + fault;
}

// Five 4x4 puzzles in one file, each with `timeout` (Python starts in 3 s under load).
std::vector<BackendResult> run_five(const std::string& fault,
                                    std::chrono::nanoseconds timeout = std::chrono::seconds(15)) {
  FileRunLimits limits;
  limits.timeout = timeout;
  return run_file_protocol(file_command(fault), puzzles_of("puzzles_2_variety_easy.txt", 4, 5), limits);
}

// Only the third puzzle has the fault's status; the runs before and after it answer the rest.
std::vector<BackendResult> expect_fault_on_third(
    const std::string& mode, BackendStatus status,
    std::chrono::nanoseconds timeout = std::chrono::seconds(15)) {
  const std::vector<BackendResult> results = run_five(mode + " 3", timeout);
  EXPECT_EQ(results.size(), 5u);
  for (std::size_t i = 0; i < results.size(); ++i) {
    EXPECT_EQ(results[i].status, i == 2 ? status : BackendStatus::kSolved)
        << mode << ", line " << i + 1 << ": " << results[i].message;
  }
  return results;
}

TEST(FileProtocolTest, CorrectProgramAnswersEveryLineEachWithItsOwnTime) {
  const std::vector<BackendResult> results = run_five("slow 4");
  ASSERT_EQ(results.size(), 5u);
  for (const BackendResult& result : results) {
    EXPECT_EQ(result.status, BackendStatus::kSolved) << result.message;
    EXPECT_EQ(result.solution.size(), 16u);
    EXPECT_TRUE(result.peak_memory_kb.has_value());
  }
  // The slow line sleeps 0.3 s; a late read of the line before it shortens the gap a little (296 ms
  // under AddressSanitizer on a busy machine), so the bound leaves room. A time counted from the start
  // of the run, not from the line before, would make the last line's the longest.
  EXPECT_GE(results[3].solve_time, std::chrono::milliseconds(200));  // the slow line's own time
  EXPECT_LT(results[4].solve_time, results[3].solve_time);
}

TEST(FileProtocolTest, CrashOnALineIsCrashedAndTheLinesAfterAreAnswered) {
  const std::vector<BackendResult> results = expect_fault_on_third("crash", BackendStatus::kCrashed);
  EXPECT_NE(results[2].message.find("SIGSEGV"), std::string::npos) << results[2].message;
  ASSERT_TRUE(results[2].peak_memory_kb.has_value());
  EXPECT_GT(*results[2].peak_memory_kb, 1000u);  // the Python process, reaped
}

TEST(FileProtocolTest, WrongGridIsWrongAndTheRunGoesOn) {
  expect_fault_on_third("wrong", BackendStatus::kWrong);
}
TEST(FileProtocolTest, GarbageIsWrong) { expect_fault_on_third("garbage", BackendStatus::kWrong); }
TEST(FileProtocolTest, MissingLinesAreWrong) { expect_fault_on_third("silent", BackendStatus::kWrong); }

TEST(FileProtocolTest, HangIsTimeoutAndTheLinesAfterAreAnswered) {
  const auto results = expect_fault_on_third("hang", BackendStatus::kTimeout, std::chrono::seconds(8));
  EXPECT_GE(results[2].solve_time, std::chrono::seconds(8));
  EXPECT_LT(results[2].solve_time, std::chrono::seconds(12));
}

TEST(FileProtocolTest, CancelFlagCancelsEveryPuzzleLeft) {
  std::atomic<bool> cancel{true};
  FileRunLimits limits;
  limits.cancel = &cancel;
  const auto results =
      run_file_protocol(file_command("ok"), puzzles_of("puzzles_2_variety_easy.txt", 4, 3), limits);
  ASSERT_EQ(results.size(), 3u);
  for (const BackendResult& result : results) EXPECT_EQ(result.status, BackendStatus::kCancelled);
}

TEST(FileProtocolTest, MakeBackendRunsEachPuzzleOnAOneLineFile) {
  std::string error;
  auto backend = make_backend("cmd:" + file_command("wrong 1"), SolverConfig{}, error);
  ASSERT_TRUE(backend) << error;
  EXPECT_EQ(backend->name(), "cmd:python3");
  for (const Puzzle& puzzle : puzzles_of("puzzles_2_variety_easy.txt", 4, 2)) {
    SolveLimits limits;
    limits.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    // Each puzzle is line 1 of its own file: the fault on line 1 hits every one.
    EXPECT_EQ(backend->solve(Geometry::for_size(4), puzzle, limits, 0).status, BackendStatus::kWrong);
  }
  auto right = make_backend("cmd:" + file_command("ok"), SolverConfig{}, error);
  ASSERT_TRUE(right) << error;
  const Puzzle nine = puzzles_of("puzzles_1_standard_easy.txt", 9, 1)[0];
  EXPECT_EQ(right->solve(Geometry::for_size(9), nine, SolveLimits{}, 0).status, BackendStatus::kSolved);
}

}  // namespace
}  // namespace sudoku::backends
