// Learning counts solutions by blocking each one it finds (solver/learning/blocking.cpp): its count
// must be backtracking's, on puzzles with none, one, two and many solutions from 4x4 to 25x25, at
// the limit 2 of a uniqueness check and above; and its blocking clauses must outlive every
// reduction of the clause database. (Stops while counting: stop_test.cpp.)

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/learning/learning_schedule.h"
#include "solver/learning/learning_search.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"
#include "tests/bundled_puzzles.h"

namespace sudoku {
namespace {

Puzzle parse(const std::string& line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  return parsed.puzzle;
}

SolverConfig counting(SearchStrategy strategy, std::uint64_t limit) {
  SolverConfig config;  // all techniques, as the program runs by default
  config.strategy = strategy;
  config.solution_limit = limit;
  config.learn_counts_up_to = std::max(limit, config.learn_counts_up_to);  // learning counts any limit here
  return config;
}

SolveResult count(const Puzzle& puzzle, SearchStrategy strategy, std::uint64_t limit) {
  return solve(Geometry::for_size(puzzle.size), puzzle, counting(strategy, limit));
}

// A unique puzzle with one more given, a digit its solution does not have there and no given peer
// holds: no solution at all, though no two givens clash.
Puzzle with_wrong_given(Puzzle puzzle) {
  const Geometry& geo = Geometry::for_size(puzzle.size);
  const SolveResult solved = solve(geo, puzzle, SolverConfig{});
  EXPECT_EQ(solved.status, SolveStatus::kSolved);
  for (int cell = 0; cell < geo.cell_count(); ++cell) {
    if (puzzle.cells[cell] != kBlank) continue;
    for (int digit = 0; digit < geo.size(); ++digit) {
      bool free = digit != solved.solution[cell];
      for (int peer : geo.peers(cell)) free = free && puzzle.cells[peer] != digit;
      if (free) {
        puzzle.cells[cell] = digit;
        return puzzle;
      }
    }
  }
  ADD_FAILURE() << "no blank cell takes a wrong digit";
  return puzzle;
}

// The puzzle's solution with every `nth` cell blank (none for nth = 0) and a deadly rectangle's four
// cells blank: two rows of one band, two columns, holding a b / b a, which the two solutions swap.
// Exactly two solutions with nth = 0, at least two otherwise.
std::optional<Puzzle> with_deadly_rectangle(const Puzzle& puzzle, int nth) {
  const Geometry& geo = Geometry::for_size(puzzle.size);
  const SolveResult solved = solve(geo, puzzle, SolverConfig{});
  EXPECT_EQ(solved.status, SolveStatus::kSolved);
  const std::vector<int>& grid = solved.solution;
  Puzzle out = puzzle;
  out.cells = grid;
  for (std::size_t cell = 0; nth > 0 && cell < out.cells.size(); cell += nth) out.cells[cell] = kBlank;
  const int n = geo.size();
  for (int r1 = 0; r1 < n; ++r1) {
    for (int r2 = r1 + 1; r2 < n && r2 / geo.block_rows() == r1 / geo.block_rows(); ++r2) {
      for (int c1 = 0; c1 < n; ++c1) {
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const int a = geo.cell(r1, c1), b = geo.cell(r1, c2), c = geo.cell(r2, c1), d = geo.cell(r2, c2);
          if (grid[a] != grid[d] || grid[b] != grid[c]) continue;
          for (int cell : {a, b, c, d}) out.cells[cell] = kBlank;
          return out;
        }
      }
    }
  }
  return std::nullopt;
}

// Learning's count and backtracking's agree; returns it.
std::uint64_t expect_counts_agree(const Puzzle& puzzle, std::uint64_t limit, const std::string& what) {
  const SolveResult learnt = count(puzzle, SearchStrategy::kLearn, limit);
  const SolveResult backtracked = count(puzzle, SearchStrategy::kBacktrack, limit);
  EXPECT_EQ(learnt.status, backtracked.status) << what;
  EXPECT_EQ(learnt.solutions, backtracked.solutions) << what;
  EXPECT_TRUE(learnt.count_complete) << what;
  // Learning ran, unless propagation settled the puzzle at the root.
  if (learnt.search_ran != SearchRan::kNone) {
    EXPECT_EQ(learnt.search_ran, SearchRan::kLearn) << what;
  }
  return learnt.solutions;
}

struct Kinds {  // how many puzzles of each kind a test met: a test of counting must meet them all
  int none = 0, one = 0, two = 0, several = 0, at_limit = 0;
  void add(std::uint64_t solutions, std::uint64_t limit) {
    none += solutions == 0;
    one += solutions == 1;
    two += solutions == 2 && limit > 2;
    several += solutions > 2 && solutions < limit;
    at_limit += solutions == limit;
  }
};

// Each size's puzzles, whole (unique), loosened (several solutions) and with a wrong given (none).
void expect_counts_agree_on(const std::string& file, const std::vector<int>& sizes, std::size_t per_size,
                            const std::vector<int>& blanks, Kinds& kinds) {
  for (const int n : sizes) {
    const std::vector<Puzzle> puzzles = puzzles_of(file, n, per_size);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const std::string where =
          file + " " + std::to_string(n) + "x" + std::to_string(n) + " #" + std::to_string(i);
      const std::optional<Puzzle> two = with_deadly_rectangle(puzzles[i], 0);
      const std::optional<Puzzle> two_or_more = with_deadly_rectangle(puzzles[i], 3);
      for (const std::uint64_t limit : {2u, 50u}) {
        const std::string at = " limit " + std::to_string(limit);
        kinds.add(expect_counts_agree(puzzles[i], limit, where + at), limit);
        kinds.add(expect_counts_agree(with_wrong_given(puzzles[i]), limit, where + " wrong given" + at),
                  limit);
        if (two) kinds.add(expect_counts_agree(*two, limit, where + " deadly rectangle" + at), limit);
        if (two_or_more) {
          kinds.add(expect_counts_agree(*two_or_more, limit, where + " deadly rectangle, holes" + at), limit);
        }
        for (const int b : blanks) {
          const std::string loose = where + " less " + std::to_string(b) + " givens" + at;
          kinds.add(expect_counts_agree(loosened(puzzles[i], b), limit, loose), limit);
        }
      }
    }
  }
}

TEST(LearningCountTest, CountsAsBacktrackingDoesFrom4x4To16x16) {
  Kinds kinds;
  expect_counts_agree_on("puzzles_6_variety_hard.txt", {4, 6, 8, 9, 10, 12, 14, 15, 16}, 2, {1, 2}, kinds);
  EXPECT_GE(kinds.none, 30);
  EXPECT_GE(kinds.one, 30);
  EXPECT_GE(kinds.two, 20);
  EXPECT_GE(kinds.several, 10);
  EXPECT_GE(kinds.at_limit, 20);
}

// The solution of a puzzle with every `nth` cell blank: a puzzle backtracking counts quickly.
Puzzle solution_with_holes(const Puzzle& puzzle, int nth) {
  const SolveResult solved = solve(Geometry::for_size(puzzle.size), puzzle, SolverConfig{});
  EXPECT_EQ(solved.status, SolveStatus::kSolved);
  Puzzle out = puzzle;
  out.cells = solved.solution;
  for (std::size_t cell = 0; cell < out.cells.size(); cell += nth) out.cells[cell] = kBlank;
  return out;
}

TEST(LearningCountTest, CountsAsBacktrackingDoesFrom18x18To25x25) {
  Kinds kinds;
  expect_counts_agree_on("puzzles_7_bigger.txt", {18, 20}, 1, {1, 2}, kinds);
  // Backtracking needs seconds on most of puzzles_7_bigger's 24x24 and 25x25; with a third of
  // their cells open it counts them in milliseconds.
  for (const int n : {24, 25}) {
    const Puzzle open = solution_with_holes(puzzles_of("puzzles_7_bigger.txt", n, 1)[0], 3);
    for (const std::uint64_t limit : {2u, 50u}) {
      const std::string where =
          std::to_string(n) + "x" + std::to_string(n) + " limit " + std::to_string(limit);
      kinds.add(expect_counts_agree(open, limit, where), limit);
      kinds.add(expect_counts_agree(with_wrong_given(open), limit, where + " wrong given"), limit);
      for (const int b : {20, 60}) {
        kinds.add(expect_counts_agree(loosened(open, b), limit, where + " less " + std::to_string(b)), limit);
      }
    }
  }
  EXPECT_GE(kinds.none, 6);
  EXPECT_GE(kinds.one, 4);
  EXPECT_GE(kinds.two + kinds.several + kinds.at_limit, 3);
}

TEST(LearningCountTest, CountsManySolutionsAsBacktrackingDoes) {
  const Puzzle empty4 = parse(std::string(16, '.'));
  EXPECT_EQ(expect_counts_agree(empty4, 1000, "empty 4x4"), 288u);
  EXPECT_EQ(expect_counts_agree(empty4, 288, "empty 4x4, limit 288"), 288u);
  EXPECT_EQ(expect_counts_agree(empty4, 100, "empty 4x4, limit 100"), 100u);
  const Puzzle empty6 = parse(std::string(36, '.'));
  EXPECT_EQ(expect_counts_agree(empty6, 3000, "empty 6x6"), 3000u);
  // search_test.cpp's hard 9x9 less its first three givens: exactly 11,356 solutions.
  const Puzzle loose9 =
      parse("..............7.2...24..5.....2.83......6.4...5.79.....6.....5..94.....7....7.13.");
  EXPECT_EQ(expect_counts_agree(loose9, 100000, "loose 9x9"), 11356u);
  const Puzzle loose16 = loosened(puzzles_of("puzzles_6_variety_hard.txt", 16, 1)[0], 20);
  const std::uint64_t many = expect_counts_agree(loose16, 5000, "16x16 less 20 givens");
  EXPECT_GT(many, 50u);
}

// ---- the clause database: blocking clauses are never dropped --------------------------------

// A reduction at every conflict that keeps only reasons (and blocking clauses), a restart at every
// conflict: a blocking clause dropped would let the count meet its solution again.
LearningSchedule reducing_all_the_time() {
  LearningSchedule schedule;
  schedule.restart_unit = 1;
  schedule.reduction_interval = 1;
  schedule.reduction_growth = 0;
  schedule.kept_size = 0;
  schedule.kept_lbd = -1;
  return schedule;
}

SearchOutcome count_with_schedule(const Puzzle& puzzle, std::uint64_t limit, const LearningSchedule& schedule,
                                  Stats& stats) {
  const Geometry& geo = Geometry::for_size(puzzle.size);
  const SolverConfig config = counting(SearchStrategy::kLearn, limit);
  Board board(geo, puzzle);
  Propagator prop(geo, config.techniques, stats);
  prop.queue_everything(board);
  EXPECT_TRUE(prop.propagate(board));
  return LearningSearch(geo, config, stats, schedule).run(board);
}

TEST(LearningCountTest, ReductionsKeepEveryBlockingClause) {
  const Puzzle hard12 = puzzles_of("puzzles_6_variety_hard.txt", 12, 1)[0];
  const Puzzle hard16 = puzzles_of("puzzles_6_variety_hard.txt", 16, 1)[0];
  for (const Puzzle& puzzle : {loosened(hard12, 1), loosened(hard16, 1), loosened(hard16, 2)}) {
    const std::uint64_t expected = count(puzzle, SearchStrategy::kBacktrack, 1000).solutions;
    Stats stats;
    const SearchOutcome outcome = count_with_schedule(puzzle, 1000, reducing_all_the_time(), stats);
    EXPECT_EQ(outcome.solutions, expected) << format_grid(puzzle.cells);
    EXPECT_GT(stats.conflicts, 10u);  // reductions did run, between solutions
    EXPECT_GT(expected, 2u);
    EXPECT_LT(expected, 1000u);
  }
}

// Reductions at every conflict, keeping only reasons, and no restarts, so that reasons stand on
// deep trails: every clause that is a reason must survive (reduce_clauses throws otherwise).
TEST(LearningCountTest, ReductionsKeepEveryReason) {
  LearningSchedule schedule = reducing_all_the_time();
  schedule.restart_unit = 1'000'000'000;
  const Puzzle puzzle = puzzles_of("puzzles_7_bigger.txt", 24, 6).back();  // line 26
  Stats stats;
  SearchOutcome outcome;
  ASSERT_NO_THROW(outcome = count_with_schedule(puzzle, 1, schedule, stats));
  ASSERT_EQ(outcome.solutions, 1u);
  EXPECT_EQ(check_solution(Geometry::for_size(puzzle.size), puzzle, outcome.first), std::nullopt);
  EXPECT_GT(stats.conflicts, 100u);
}

}  // namespace
}  // namespace sudoku
