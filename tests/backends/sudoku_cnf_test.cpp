// The CNF encoding: at-most-one in both forms, and the size of whole grids.
#include "backends/sudoku_cnf.h"

#include <gtest/gtest.h>

#include <bit>
#include <vector>

#include "bundled_puzzles.h"

namespace sudoku::backends {
namespace {

class ClauseList final : public ClauseSink {
 public:
  explicit ClauseList(int first_free) : next_(first_free) {}
  void add_clause(std::span<const int> literals) override {
    clauses.emplace_back(literals.begin(), literals.end());
  }
  int new_variable() override { return next_++; }
  int variables() const { return next_ - 1; }
  std::vector<std::vector<int>> clauses;

 private:
  int next_;
};

bool satisfied(const std::vector<std::vector<int>>& clauses, std::uint32_t assignment) {
  for (const auto& clause : clauses) {
    bool any = false;
    for (int lit : clause) any |= ((assignment >> (std::abs(lit) - 1) & 1) != 0) == (lit > 0);
    if (!any) return false;
  }
  return true;
}

// Every assignment of k variables: some auxiliary assignment satisfies the clauses exactly when at
// most one of them is true.
void expect_at_most_one(int k, int pairwise_up_to) {
  std::vector<int> vars;
  for (int v = 1; v <= k; ++v) vars.push_back(v);
  ClauseList list(k + 1);
  encode_at_most_one(vars, CnfOptions{pairwise_up_to}, list);
  const int aux = list.variables() - k;
  for (std::uint32_t x = 0; x < (1u << k); ++x) {
    bool some = false;
    for (std::uint32_t a = 0; a < (1u << aux) && !some; ++a) some = satisfied(list.clauses, x | a << k);
    EXPECT_EQ(some, std::popcount(x) <= 1) << "k=" << k << " x=" << x;
  }
}

TEST(SudokuCnfTest, PairwiseAtMostOneIsExact) { expect_at_most_one(6, 8); }

TEST(SudokuCnfTest, SequentialCounterAtMostOneIsExact) { expect_at_most_one(9, 2); }

TEST(SudokuCnfTest, EmptyNineByNineHasTheCountedSize) {
  const Geometry geo = Geometry::for_size(9);
  Puzzle empty{9, std::vector<int>(81, kBlank)};
  const CandidateGrid grid = propagate_root(geo, empty);
  CnfCounter size(grid.candidate_count() + 1);
  encode_sudoku(geo, grid, CnfOptions{8}, size);
  // 81 cells and 243 unit-digits, each exactly-one of 9: one clause, and a counter of 8 variables
  // and 23 clauses.
  EXPECT_EQ(size.variables(), 729u + 324u * 8u);
  EXPECT_EQ(size.clauses(), 324u * 24u);
}

TEST(SudokuCnfTest, EmptyEightyOneStaysNearSixMillionClauses) {
  const Geometry geo = Geometry::for_size(81);
  Puzzle empty{81, std::vector<int>(81 * 81, kBlank)};
  const CandidateGrid grid = propagate_root(geo, empty);
  CnfCounter size(grid.candidate_count() + 1);
  encode_sudoku(geo, grid, CnfOptions{}, size);
  EXPECT_LT(size.clauses(), 7'000'000u);  // pairwise would be ~85 million
}

TEST(SudokuCnfTest, PropagationLeavesFewerCandidates) {
  const Puzzle puzzle = puzzles_of("puzzles_5_standard_hard.txt", 9, 1)[0];
  const CandidateGrid grid = propagate_root(Geometry::for_size(9), puzzle);
  ASSERT_FALSE(grid.contradiction);
  std::uint64_t open = 0;
  for (int v : grid.value) open += v == kBlank;
  EXPECT_LT(grid.candidate_count(), open * 9);
}

}  // namespace
}  // namespace sudoku::backends
