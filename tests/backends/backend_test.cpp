// Backend::solve, the one entry point: every answer checked, a wrong grid becomes kWrong.
#include "backends/backend.h"

#include <gtest/gtest.h>

#include <set>

#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

// Answers every puzzle with a fixed grid, as a broken solver would.
class FixedAnswer final : public Backend {
 public:
  explicit FixedAnswer(std::vector<int> grid) : grid_(std::move(grid)) {}
  std::string name() const override { return "fixed"; }

 protected:
  BackendResult solve_unchecked(const Geometry&, const Puzzle&, const SolveLimits&, std::uint64_t) override {
    BackendResult result;
    result.status = BackendStatus::kSolved;
    result.solution = grid_;
    result.solutions = 1;
    return result;
  }

 private:
  std::vector<int> grid_;
};

TEST(BackendTest, WrongGridBecomesWrongWithReason) {
  const Puzzle puzzle = puzzles_of("puzzles_1_standard_easy.txt", 9, 1)[0];
  const Geometry geo = Geometry::for_size(9);
  std::vector<int> grid = solve(geo, puzzle, SolverConfig{}).solution;
  std::swap(grid[0], grid[1]);  // two cells of row 1 swapped: columns and maybe a given break
  FixedAnswer backend(grid);
  const BackendResult result = backend.solve(geo, puzzle, SolveLimits{}, 0);
  EXPECT_EQ(result.status, BackendStatus::kWrong);
  EXPECT_FALSE(result.message.empty());
  EXPECT_TRUE(result.solution.empty());
}

TEST(BackendTest, RightGridStaysSolved) {
  const Puzzle puzzle = puzzles_of("puzzles_1_standard_easy.txt", 9, 1)[0];
  const Geometry geo = Geometry::for_size(9);
  FixedAnswer backend(solve(geo, puzzle, SolverConfig{}).solution);
  const BackendResult result = backend.solve(geo, puzzle, SolveLimits{}, 0);
  EXPECT_EQ(result.status, BackendStatus::kSolved);
  EXPECT_GT(result.solve_time.count(), 0);
}

TEST(BackendTest, StopStatusTellsCancelFromTimeout) {
  std::atomic<bool> cancel{false};
  SolveLimits limits;
  limits.cancel = &cancel;
  EXPECT_EQ(stop_status(limits), BackendStatus::kTimeout);
  cancel = true;
  EXPECT_EQ(stop_status(limits), BackendStatus::kCancelled);
}

TEST(BackendTest, StatusNamesAreDistinct) {
  std::set<std::string_view> names;
  for (int s = 0; s <= static_cast<int>(BackendStatus::kError); ++s) {
    names.insert(backend_status_name(static_cast<BackendStatus>(s)));
  }
  EXPECT_EQ(names.size(), 10u);
}

}  // namespace
}  // namespace sudoku::backends
