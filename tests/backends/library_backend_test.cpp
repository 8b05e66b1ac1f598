// The lib: backend, on libraries the suite builds: the project's own C library through both of
// its signatures (answers equal the native solver's), a library that lies (status wrong), and one
// that hangs, which a deadline or the cancel flag ends in its worker process.
#include "backends/library_backend.h"

#include <gtest/gtest.h>

#include <thread>

#include "backends/library_worker.h"
#include "backends/make_backend.h"
#include "backends/native_backend.h"
#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

std::unique_ptr<Backend> load(const std::string& spec) {
  std::string error;
  auto backend = make_backend(spec, SolverConfig{}, error);
  EXPECT_TRUE(backend) << spec << ": " << error;
  return backend;
}

void expect_answers_equal_native(Backend& backend, const std::vector<Puzzle>& puzzles) {
  NativeBackend native;
  for (const Puzzle& puzzle : puzzles) {
    const Geometry geo = Geometry::for_size(puzzle.size);
    const BackendResult result = backend.solve(geo, puzzle, SolveLimits{}, 0);
    ASSERT_EQ(result.status, BackendStatus::kSolved) << backend.name() << ": " << result.message;
    EXPECT_EQ(result.solution, native.solve(geo, puzzle, SolveLimits{}, 0).solution) << puzzle.size;
  }
}

const std::string kLibrary = SUDOKU_C_LIBRARY;

TEST(LibraryBackendTest, TdokuSignatureAnswersEqualNative) {
  auto backend = load("lib:" + kLibrary + ":sb_solve_tdoku");
  ASSERT_TRUE(backend);
  expect_answers_equal_native(*backend, puzzles_of("puzzles_5_standard_hard.txt", 9, 20));
  const Puzzle puzzle = puzzles_of("puzzles_5_standard_hard.txt", 9, 1)[0];
  EXPECT_TRUE(backend->solve(Geometry::for_size(9), puzzle, SolveLimits{}, 0).knows(kKnowsGuesses));
}

TEST(LibraryBackendTest, ProjectSignatureAnswersEqualNativeAtEverySize) {
  auto backend = load("lib:" + kLibrary);  // sb_solve, the default symbol
  ASSERT_TRUE(backend);
  for (int n : {4, 6, 9, 12, 16})
    expect_answers_equal_native(*backend, puzzles_of("puzzles_6_variety_hard.txt", n, 2));
  expect_answers_equal_native(*backend, hard_puzzles_12_to_25());
}

TEST(LibraryBackendTest, ProjectSignatureCountsEqualBacktracking) {
  auto backend = load("lib:" + kLibrary + ":sb_solve");
  ASSERT_TRUE(backend);
  for (const CountCase& c : loosened_count_cases()) {
    SolveLimits limits;
    limits.solution_limit = kLooseCountLimit;
    const BackendResult result = backend->solve(Geometry::for_size(c.puzzle.size), c.puzzle, limits, 0);
    EXPECT_EQ(result.solutions, backtracking_count(c.puzzle, kLooseCountLimit)) << c.what;
  }
}

TEST(LibraryBackendTest, TdokuSignatureRefusesOtherSizes) {
  auto backend = load("lib:" + kLibrary + ":sb_solve_tdoku");
  ASSERT_TRUE(backend);
  const Puzzle puzzle = puzzles_of("puzzles_6_variety_hard.txt", 16, 1)[0];
  const BackendResult result = backend->solve(Geometry::for_size(16), puzzle, SolveLimits{}, 0);
  EXPECT_EQ(result.status, BackendStatus::kRefused);
  EXPECT_NE(result.message.find("9x9"), std::string::npos) << result.message;
}

TEST(LibraryBackendTest, LyingLibraryIsWrong) {
  auto backend = load(std::string("lib:") + LYING_LIBRARY + ":lying_solve");
  ASSERT_TRUE(backend);
  const Puzzle puzzle = puzzles_of("puzzles_1_standard_easy.txt", 9, 1)[0];
  const BackendResult result = backend->solve(Geometry::for_size(9), puzzle, SolveLimits{}, 0);
  EXPECT_EQ(result.status, BackendStatus::kWrong);
  EXPECT_FALSE(result.message.empty());
}

TEST(LibraryBackendTest, MissingLibraryOrSymbolIsAnError) {
  std::string error;
  EXPECT_FALSE(make_backend("lib:/nonexistent/libnothing.so", SolverConfig{}, error));
  EXPECT_FALSE(error.empty());
  error.clear();
  EXPECT_FALSE(make_backend("lib:" + kLibrary + ":no_such_function", SolverConfig{}, error));
  EXPECT_NE(error.find("no_such_function"), std::string::npos) << error;
  error.clear();
  EXPECT_FALSE(make_backend("minisat", SolverConfig{}, error));
  EXPECT_NE(error.find("unknown solver"), std::string::npos) << error;
}

TEST(LibraryBackendTest, PassedDeadlineIsTimeoutBeforeTheCall) {
  auto backend = load("lib:" + kLibrary + ":sb_solve_tdoku");
  ASSERT_TRUE(backend);
  SolveLimits limits;
  limits.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  const Puzzle puzzle = puzzles_of("puzzles_5_standard_hard.txt", 9, 1)[0];
  EXPECT_EQ(backend->solve(Geometry::for_size(9), puzzle, limits, 0).status, BackendStatus::kTimeout);
}

SolveLimits within(std::chrono::milliseconds timeout) {
  SolveLimits limits;
  limits.deadline = std::chrono::steady_clock::now() + timeout;
  return limits;
}

TEST(LibraryBackendTest, HungLibraryTimesOutInItsWorkerAndTheNextPuzzleIsSolved) {
  auto backend = load(std::string("lib:") + HANGING_LIBRARY + ":hanging_solve");
  ASSERT_TRUE(backend);
  const std::vector<Puzzle> puzzles = puzzles_of("puzzles_1_standard_easy.txt", 9, 3);
  const Geometry geo = Geometry::for_size(9);
  const BackendResult first = backend->solve(geo, puzzles[0], within(std::chrono::seconds(20)), 0);
  EXPECT_EQ(first.status, BackendStatus::kSolved) << first.message;
  EXPECT_TRUE(first.peak_memory_kb.has_value());  // it ran in a worker
  const BackendResult hung = backend->solve(geo, puzzles[1], within(std::chrono::milliseconds(500)), 0);
  EXPECT_EQ(hung.status, BackendStatus::kTimeout) << hung.message;
  EXPECT_LT(hung.solve_time, std::chrono::seconds(5));
  const BackendResult next = backend->solve(geo, puzzles[2], within(std::chrono::seconds(20)), 0);
  EXPECT_EQ(next.status, BackendStatus::kSolved) << next.message;  // a fresh worker's first call
}

TEST(LibraryBackendTest, CancelFlagEndsAHungLibraryUnderADeadline) {
  auto backend = load(std::string("lib:") + HANGING_LIBRARY + ":hanging_solve");
  ASSERT_TRUE(backend);
  const std::vector<Puzzle> puzzles = puzzles_of("puzzles_1_standard_easy.txt", 9, 2);
  std::atomic<bool> cancel{false};
  SolveLimits limits = within(std::chrono::seconds(60));
  limits.cancel = &cancel;
  EXPECT_EQ(backend->solve(Geometry::for_size(9), puzzles[0], limits, 0).status, BackendStatus::kSolved);
  std::thread raise([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    cancel = true;
  });
  const BackendResult hung = backend->solve(Geometry::for_size(9), puzzles[1], limits, 0);
  raise.join();
  EXPECT_EQ(hung.status, BackendStatus::kCancelled) << hung.message;
}

// The run's cancel flag, which the harness passes to every solve, keeps the fast in-process call
// (a worker costs about 100 times as much): the library's own counters come back.
TEST(LibraryBackendTest, CancelFlagAloneKeepsTheCallInProcess) {
  auto backend = load("lib:" + kLibrary + ":sb_solve_tdoku");
  ASSERT_TRUE(backend);
  std::atomic<bool> cancel{false};
  SolveLimits limits;
  limits.cancel = &cancel;
  const BackendResult r =
      backend->solve(Geometry::for_size(9), puzzles_of("puzzles_5_standard_hard.txt", 9, 1)[0], limits, 0);
  ASSERT_EQ(r.status, BackendStatus::kSolved) << r.message;
  EXPECT_TRUE(r.knows(kKnowsGuesses));
}

TEST(LibraryBackendTest, WorkerAnswersEqualInProcessAnswers) {
  auto backend = load("lib:" + kLibrary + ":sb_solve_tdoku");
  ASSERT_TRUE(backend);
  for (const Puzzle& puzzle : puzzles_of("puzzles_5_standard_hard.txt", 9, 5)) {
    const Geometry geo = Geometry::for_size(9);
    const BackendResult direct = backend->solve(geo, puzzle, SolveLimits{}, 0);
    const BackendResult worker = backend->solve(geo, puzzle, within(std::chrono::seconds(20)), 0);
    ASSERT_EQ(worker.status, BackendStatus::kSolved) << worker.message;
    EXPECT_EQ(worker.solution, direct.solution);
    EXPECT_TRUE(direct.knows(kKnowsGuesses));   // in-process: the library's counters
    EXPECT_FALSE(worker.knows(kKnowsGuesses));  // a worker answers a grid only
  }
}

TEST(LibraryBackendTest, LyingLibraryInAWorkerIsWrong) {
  auto backend = load(std::string("lib:") + LYING_LIBRARY + ":lying_solve");
  ASSERT_TRUE(backend);
  const Puzzle puzzle = puzzles_of("puzzles_1_standard_easy.txt", 9, 1)[0];
  const BackendResult result =
      backend->solve(Geometry::for_size(9), puzzle, within(std::chrono::seconds(20)), 0);
  EXPECT_EQ(result.status, BackendStatus::kWrong);
  EXPECT_NE(result.message.find("wrong"), std::string::npos) << result.message;
}

TEST(LibraryBackendTest, WorkerIsFound) { EXPECT_FALSE(library_worker_path().empty()); }

}  // namespace
}  // namespace sudoku::backends
