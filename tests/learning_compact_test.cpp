// The learning search's large-grid layout (LearningSchedule::compact_above_size): literals only
// for the cells open at the start, the cells solved then standing for two literals fixed at level 0,
// and a placement's peers walked through its units. It runs by default above 128x128 only, where
// counts are out of reach; here it is asked for at every size, so that counts and first solutions
// are those of the ordinary layout and of backtracking (on two-word candidate sets: the one-word
// search has no large-grid layout). A literal given to the wrong cell, a
// given's literal of the wrong value or a peer left unvisited would show as a wrong count or a
// first solution that breaks the rules.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/learning/learning_schedule.h"
#include "solver/learning/learning_search.h"
#include "solver/mask.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"
#include "tests/bundled_puzzles.h"

namespace sudoku {
namespace {

using Wide = WideMask<2>;

LearningSchedule compact_at_every_size() {
  LearningSchedule schedule;
  schedule.compact_above_size = 0;
  return schedule;
}

struct LearnRun {
  SearchOutcome outcome;
  Stats stats;
  std::size_t vars = 0;  // the literals the layout numbers (vars_needed)
};

// The learning search in the large-grid layout from the propagated start board, counting up to
// `limit` (1: the first solution).
LearnRun learn_compact(const Puzzle& puzzle, std::uint64_t limit) {
  const Geometry& geo = Geometry::for_size(puzzle.size);
  SolverConfig config;  // all techniques
  config.strategy = SearchStrategy::kLearn;
  config.solution_limit = limit;
  config.learn_counts_up_to = std::max<std::uint64_t>(limit, config.learn_counts_up_to);
  LearnRun run;
  BasicBoard<Wide> board(geo, puzzle);
  BasicPropagator<Wide> prop(geo, config.techniques, run.stats);
  prop.queue_everything(board);
  EXPECT_TRUE(prop.propagate(board));
  run.vars = BasicLearningSearch<Wide>::vars_needed(geo, board, compact_at_every_size());
  run.outcome = BasicLearningSearch<Wide>(geo, config, run.stats, compact_at_every_size()).run(board);
  return run;
}

// Counts below the limit are complete: every solution found once, none cut off by a clause whose
// literals name the wrong cells.
TEST(LearningCompactTest, CountsAgreeWithBacktracking) {
  const std::uint64_t limit = kLooseCountLimit;
  for (const CountCase& c : loosened_count_cases()) {
    const std::uint64_t expected = backtracking_count(c.puzzle, limit);
    const LearnRun run = learn_compact(c.puzzle, limit);
    EXPECT_EQ(run.outcome.solutions, expected) << c.what;
    EXPECT_GT(expected, 2u) << c.what;
    EXPECT_LT(expected, limit) << c.what;
    EXPECT_GT(run.stats.conflicts, 0u) << c.what;
  }
}

// First solutions of hard unique puzzles, 12x12 to 25x25, checked against their givens; the
// layout numbers only the open cells' literals (and slot 0's), far fewer than a cell's each.
TEST(LearningCompactTest, SolvesHardPuzzlesWithLiteralsForOpenCellsOnly) {
  for (const Puzzle& puzzle : hard_puzzles_12_to_25()) {
    const Geometry& geo = Geometry::for_size(puzzle.size);
    const LearnRun run = learn_compact(puzzle, 1);
    ASSERT_EQ(run.outcome.solutions, 1u) << format_grid(puzzle.cells);
    EXPECT_EQ(check_solution(geo, puzzle, run.outcome.first), std::nullopt) << format_grid(puzzle.cells);
    const std::size_t per_cell = std::size_t{1} << std::bit_width(static_cast<unsigned>(puzzle.size - 1));
    int blanks = 0;
    for (int cell : puzzle.cells) blanks += cell == kBlank ? 1 : 0;
    EXPECT_LE(run.vars, (blanks + 1) * per_cell) << format_grid(puzzle.cells);
    EXPECT_LT(run.vars, geo.cell_count() * per_cell) << format_grid(puzzle.cells);
  }
}

}  // namespace
}  // namespace sudoku
