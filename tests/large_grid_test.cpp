// Large grids: every size runs on the candidate set that fits it (solver/mask_width.h), and the
// wide sets must change nothing but the width. Two kinds of test:
//   - the same puzzle through the one-word and the wide instantiations of each search: the same
//     solution and the same counters, node for node;
//   - "holes" puzzles at N = 36 to 144: a valid grid (the shifted pattern, shuffled) with cells
//     blanked at random, solved and checked by code in this file; and solution counts on a grid
//     with a known number of solutions (one cell blanked: 1; a swappable rectangle blanked: 2);
//   - learning's stable mode on a holes puzzle: fewer conflicts to a solution, none changed in a count;
//   - learning's fill mode on empty and sparse grids (0-20% given) from 64x64 to 120x120.
// Random numbers come only from raw std::mt19937 output, so a seed names the same puzzle everywhere.

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "solver/board.h"
#include "solver/fill/band_column_sets.h"
#include "solver/fill/band_row_order.h"
#include "solver/fill/fill_search.h"
#include "solver/geometry.h"
#include "solver/learning/learning_schedule.h"
#include "solver/learning/learning_search.h"
#include "solver/mask.h"
#include "solver/mask_width.h"
#include "solver/propagator.h"
#include "solver/puzzle.h"
#include "solver/search.h"
#include "solver/solver.h"
#include "solver/solver_config.h"
#include "solver/solver_settings.h"
#include "solver/stop_check.h"
#include "solver/technique_set.h"

namespace sudoku {
namespace {

using Rng = std::mt19937;

int pick(Rng& rng, int bound) { return static_cast<int>(rng() % static_cast<unsigned>(bound)); }

std::vector<int> permutation(int size, Rng& rng) {
  std::vector<int> p(size);
  for (int i = 0; i < size; ++i) p[i] = i;
  for (int i = size - 1; i > 0; --i) std::swap(p[i], p[pick(rng, i + 1)]);
  return p;
}

// A valid grid: value (r, c) = (cols * (r % rows) + r / rows + c) % N, then symbols relabelled and
// rows moved within bands, bands moved, columns within stacks and stacks likewise.
std::vector<int> random_grid(const Geometry& geo, Rng& rng) {
  const int n = geo.size();
  const int rows = geo.block_rows();
  const int cols = geo.block_cols();
  const std::vector<int> label = permutation(n, rng);
  const auto order = [&](int group, int groups) {  // a line order: groups moved, lines within them
    const std::vector<int> outer = permutation(groups, rng);
    std::vector<int> out;
    for (int g : outer) {
      for (int i : permutation(group, rng)) out.push_back(g * group + i);
    }
    return out;
  };
  const std::vector<int> row_of = order(rows, n / rows);
  const std::vector<int> col_of = order(cols, n / cols);
  std::vector<int> grid(std::size_t(n) * n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int pr = row_of[r];
      const int pc = col_of[c];
      grid[geo.cell(r, c)] = label[(cols * (pr % rows) + pr / rows + pc) % n];
    }
  }
  return grid;
}

std::vector<int> keep_share(const std::vector<int>& grid, double share, Rng& rng) {
  std::vector<int> cells = grid;
  for (int& d : cells) {
    if (rng() % 1000000u >= static_cast<unsigned>(share * 1000000)) d = kBlank;
  }
  return cells;
}

// Empty when `grid` is a complete valid grid keeping the givens; otherwise why not. Each row's,
// column's and block's digits are counted, with no help from the library.
std::optional<std::string> defect(const Geometry& geo, const std::vector<int>& givens,
                                  const std::vector<int>& grid) {
  const int n = geo.size();
  if (static_cast<int>(grid.size()) != n * n) return "wrong cell count";
  std::vector<int> seen(std::size_t(3) * n * n, 0);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int d = grid[r * n + c];
      if (d < 0 || d >= n) return "cell " + std::to_string(r * n + c) + " is not filled";
      if (givens[r * n + c] != kBlank && givens[r * n + c] != d) return "a given was lost";
      const int block = (r / geo.block_rows()) * (n / geo.block_cols()) + c / geo.block_cols();
      for (const int slot : {r, n + c, 2 * n + block}) {
        if (++seen[std::size_t(slot) * n + d] > 1) return "a unit repeats digit " + std::to_string(d);
      }
    }
  }
  return std::nullopt;
}

Puzzle puzzle_of(int n, const std::vector<int>& cells) { return Puzzle{n, cells}; }

SolverConfig with_deadline(SolverConfig config, int seconds) {
  config.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  return config;
}

// ---- the wide sets change nothing but the width ----

struct SearchRun {
  SearchOutcome outcome;
  Stats stats;
};

// Root propagation on the set type M, then `search` (a callable taking the board, the
// propagator and the stats) unless the root already failed.
template <typename M, typename RunSearch>
SearchRun propagate_then(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config,
                         RunSearch&& search) {
  SearchRun run;
  BasicBoard<M> board(geo, puzzle);
  BasicPropagator<M> prop(geo, config.techniques, run.stats, config.engine);
  prop.queue_everything(board);
  if (prop.propagate(board)) run.outcome = search(board, prop, run.stats);
  return run;
}

template <typename M>
SearchRun backtrack_with(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config) {
  return propagate_then<M>(geo, puzzle, config,
                           [&](const BasicBoard<M>& board, BasicPropagator<M>& prop, Stats& stats) {
                             return BasicSearch<M>(geo, config, prop, stats).run(board);
                           });
}

template <typename M>
SearchRun learn_with(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config,
                     const LearningSchedule& schedule = {}) {
  return propagate_then<M>(geo, puzzle, config,
                           [&](const BasicBoard<M>& board, BasicPropagator<M>&, Stats& stats) {
                             return BasicLearningSearch<M>(geo, config, stats, schedule).run(board);
                           });
}

void expect_same(const SearchRun& one_word, const SearchRun& wide, const std::string& what) {
  EXPECT_EQ(one_word.outcome.solutions, wide.outcome.solutions) << what;
  EXPECT_EQ(one_word.outcome.first, wide.outcome.first) << what;
  EXPECT_EQ(one_word.stats.recursions, wide.stats.recursions) << what;
  EXPECT_EQ(one_word.stats.guesses, wide.stats.guesses) << what;
  EXPECT_EQ(one_word.stats.backtracks, wide.stats.backtracks) << what;
  EXPECT_EQ(one_word.stats.conflicts, wide.stats.conflicts) << what;
  EXPECT_EQ(one_word.stats.placements, wide.stats.placements) << what;
  EXPECT_EQ(one_word.stats.eliminations, wide.stats.eliminations) << what;
  EXPECT_EQ(one_word.stats.eliminated, wide.stats.eliminated) << what;
}

TEST(WideMaskTest, EveryInstantiationSearchesAlikeNodeForNode) {
  for (const int n : {9, 12, 16, 25}) {
    const Geometry geo = Geometry::for_size(n);
    for (unsigned seed = 1; seed <= 3; ++seed) {
      Rng rng(seed * 100 + static_cast<unsigned>(n));
      const Puzzle puzzle = puzzle_of(n, keep_share(random_grid(geo, rng), n <= 12 ? 0.35 : 0.45, rng));
      for (const char* techniques : {"fl,mrv,cp", "all"}) {
        SolverConfig config;
        config.techniques = *TechniqueSet::parse(techniques);
        const std::string what =
            std::to_string(n) + "x" + std::to_string(n) + " seed " + std::to_string(seed) + " " + techniques;
        const SearchRun one = backtrack_with<Mask>(geo, puzzle, config);
        ASSERT_EQ(one.outcome.solutions, 1u) << what;
        expect_same(one, backtrack_with<WideMask<2>>(geo, puzzle, config), what + " backtrack, 2 words");
        expect_same(one, backtrack_with<WideMask<8>>(geo, puzzle, config), what + " backtrack, 8 words");
        const SearchRun learnt = learn_with<Mask>(geo, puzzle, config);
        expect_same(learnt, learn_with<WideMask<4>>(geo, puzzle, config), what + " learn, 4 words");
      }
    }
  }
}

TEST(WideMaskTest, OperationsMatchOneWordOnesBitForBit) {
  Rng rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    const Mask a = (std::uint64_t(rng()) << 32 | rng()) & (std::uint64_t(rng()) << 32 | rng());
    const WideMask<2> wide_low(a);
    EXPECT_EQ(count(wide_low), count(a));
    EXPECT_EQ(is_single(wide_low), is_single(a));
    if (a != 0) {
      EXPECT_EQ(lowest_digit(wide_low), lowest_digit(a));
    }
    EXPECT_TRUE(drop_lowest(wide_low) == WideMask<2>(drop_lowest(a)));
    // The same bits moved to the second word: every answer moves by 64.
    WideMask<2> wide_high;
    wide_high.words[1] = a;
    EXPECT_EQ(count(wide_high), count(a));
    EXPECT_EQ(is_single(wide_high), is_single(a));
    if (a != 0) {
      EXPECT_EQ(lowest_digit(wide_high), lowest_digit(a) + 64);
    }
    std::vector<int> digits;
    for_each_digit(wide_high | wide_low, [&](int d) { digits.push_back(d); });
    EXPECT_EQ(static_cast<int>(digits.size()), 2 * count(a));
    for (std::size_t i = 1; i < digits.size(); ++i) EXPECT_LT(digits[i - 1], digits[i]);
  }
  EXPECT_FALSE(is_single(digit_bit<WideMask<2>>(3) | digit_bit<WideMask<2>>(70)));
  EXPECT_TRUE(is_single(digit_bit<WideMask<2>>(70)));
  EXPECT_EQ(count(full_mask<WideMask<4>>(200)), 200);
  EXPECT_EQ(count(full_mask<WideMask<8>>(512)), 512);
  EXPECT_TRUE(has_bit(full_mask<WideMask<4>>(200), 199));
  EXPECT_FALSE(has_bit(full_mask<WideMask<4>>(200), 200));
}

// ---- holes puzzles at large sizes ----

struct HolesCase {
  int n;
  double givens;
  int seconds;  // deadline per solve: a generous bound, many times what it takes
};

class LargeGridTest : public ::testing::TestWithParam<HolesCase> {};

TEST_P(LargeGridTest, SolvesHolesPuzzlesAndKeepsTheGivens) {
  const HolesCase& c = GetParam();
  const Geometry geo = Geometry::for_size(c.n);
  for (unsigned seed = 1; seed <= 2; ++seed) {
    Rng rng(seed * 1000 + static_cast<unsigned>(c.n));
    const std::vector<int> grid = random_grid(geo, rng);
    ASSERT_EQ(defect(geo, grid, grid), std::nullopt) << "the generator's grid";
    const Puzzle puzzle = puzzle_of(c.n, keep_share(grid, c.givens, rng));
    for (const auto strategy : {SearchStrategy::kBySize, SearchStrategy::kBacktrack}) {
      SolverConfig config;
      config.strategy = strategy;
      const SolveResult result = solve(geo, puzzle, with_deadline(config, c.seconds));
      const std::string what = std::to_string(c.n) + "x" + std::to_string(c.n) + " seed " +
                               std::to_string(seed) + " " + std::string(strategy_name(strategy));
      ASSERT_EQ(result.status, SolveStatus::kSolved) << what << ": " << result.message;
      EXPECT_EQ(defect(geo, puzzle.cells, result.solution), std::nullopt) << what;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, LargeGridTest,
                         ::testing::Values(HolesCase{36, 0.6, 60}, HolesCase{49, 0.7, 60},
                                           HolesCase{64, 0.7, 60}, HolesCase{100, 0.75, 60},
                                           HolesCase{144, 0.8, 120}),
                         [](const ::testing::TestParamInfo<HolesCase>& param) {
                           // Appended, not "N" + ...: that form draws GCC 12's false -Wrestrict.
                           std::string name = "N";
                           name += std::to_string(param.param.n);
                           return name;
                         });

// Two rows of one band and two columns of one stack whose four cells hold a, b / b, a: blanked,
// they can be filled either way and nothing else changes, so the grid has exactly two solutions.
std::optional<std::array<int, 4>> swappable_rectangle(const Geometry& geo, const std::vector<int>& grid) {
  const int n = geo.size();
  for (int r1 = 0; r1 < n; ++r1) {
    for (int r2 = r1 + 1; r2 < n && r2 / geo.block_rows() == r1 / geo.block_rows(); ++r2) {
      for (int c1 = 0; c1 < n; ++c1) {
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const int a = geo.cell(r1, c1), b = geo.cell(r1, c2), x = geo.cell(r2, c1), y = geo.cell(r2, c2);
          // Each block the rectangle meets keeps its set of digits, whether the columns share a
          // stack (one block) or not (two blocks, two cells each).
          if (grid[a] == grid[y] && grid[b] == grid[x]) {
            return std::array<int, 4>{a, b, x, y};
          }
        }
      }
    }
  }
  return std::nullopt;
}

TEST(LargeGridCountTest, CountsOneAndTwoSolutionsAtWideSizes) {
  for (const int n : {72, 100, 144}) {  // 144: learning's large-grid layout blocks the solutions
    const Geometry geo = Geometry::for_size(n);
    Rng rng(42 + static_cast<unsigned>(n));
    const std::vector<int> grid = random_grid(geo, rng);
    SolverConfig config;
    config.solution_limit = 3;
    std::vector<int> one_hole = grid;
    one_hole[geo.cell(n / 2, n / 3)] = kBlank;
    const SolveResult one = solve(geo, puzzle_of(n, one_hole), with_deadline(config, 60));
    EXPECT_EQ(one.solutions, 1u) << n;
    const auto rectangle = swappable_rectangle(geo, grid);
    ASSERT_TRUE(rectangle.has_value()) << n;
    std::vector<int> four_holes = grid;
    for (int cell : *rectangle) four_holes[cell] = kBlank;
    const SolveResult two = solve(geo, puzzle_of(n, four_holes), with_deadline(config, 60));
    EXPECT_EQ(two.solutions, 2u) << n;
    EXPECT_TRUE(two.count_complete) << n;
  }
}

// ---- learning above 128x128: the large-grid layout, where its tables fit ----

// A 144x144 holes puzzle that root propagation leaves open: learning runs on it (no peer tables
// at this size, literals for the open cells only) and its answer keeps the rules and the givens.
// Asked for by name: by-size backtracks first where the root leaves as few cells open as here.
TEST(LargeGridLearningTest, LearnsAbove128x128) {
  const int n = 144;
  const Geometry geo = Geometry::for_size(n);
  Rng rng(7 + static_cast<unsigned>(n));
  const Puzzle puzzle = puzzle_of(n, keep_share(random_grid(geo, rng), 0.72, rng));
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  const SolveResult result = solve(geo, puzzle, with_deadline(config, 120));
  ASSERT_EQ(result.status, SolveStatus::kSolved) << result.message;
  EXPECT_EQ(result.search_ran, SearchRan::kLearn);
  EXPECT_GT(result.stats.guesses, 0u);  // no conflict at 72%: 70-71% is the peak here, seconds each
  EXPECT_EQ(defect(geo, puzzle.cells, result.solution), std::nullopt);
}

// The tables' bound (kMaxVars) decides: a 400x400 start with a tenth of its cells open fits
// (16,001 slots of 512 literals), one with half open does not, and backtracking takes it.
TEST(LargeGridLearningTest, LearnsOnlyWhereItsTablesFit) {
  const int n = 400;
  const Geometry geo = Geometry::for_size(n);
  Rng rng(11);
  const std::vector<int> grid = random_grid(geo, rng);
  using Wide = WideMask<8>;
  const auto fits = [&](double share) {
    const BasicBoard<Wide> board(geo, puzzle_of(n, keep_share(grid, share, rng)));
    return BasicLearningSearch<Wide>::applies_to(geo, board);
  };
  EXPECT_TRUE(fits(0.9));
  EXPECT_FALSE(fits(0.5));
}

// ---- the root's start above 128x128: the solved cells' digits leave their peers at once ----

// Propagation from start() reaches the board that queue_everything()'s walks reach, with as many
// eliminations and placements (only which technique is credited with a placement may differ).
// With fl and cp alone, so that no other technique (subsets' locked sets of one cell) can make
// up for a digit the start forgot; and with every technique.
TEST(RootStartTest, StartingAtOnceReachesTheBoardTheWalksReach) {
  using Wide = WideMask<4>;
  const TechniqueSet fl_cp = TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kHiddenSingle);
  for (const int n : {144, 225}) {
    for (const TechniqueSet techniques : {fl_cp, TechniqueSet::all()}) {
      const Geometry geo = Geometry::for_size(n);
      Rng rng(5 + static_cast<unsigned>(n));
      const Puzzle puzzle = puzzle_of(n, keep_share(random_grid(geo, rng), 0.7, rng));
      const std::string what = std::to_string(n) + (techniques == fl_cp ? " fl,cp" : " all");
      Stats walked_stats, started_stats;
      BasicBoard<Wide> walked(geo, puzzle);
      BasicPropagator<Wide> walks(geo, techniques, walked_stats);
      walks.queue_everything(walked);
      ASSERT_TRUE(walks.propagate(walked)) << what;
      BasicBoard<Wide> started(geo, puzzle);
      BasicPropagator<Wide> at_once(geo, techniques, started_stats);
      ASSERT_TRUE(at_once.start(started)) << what;
      EXPECT_GT(started_stats.eliminated[idx(TechniqueId::kForwardLooking)], 0u) << what << ": not at once";
      ASSERT_TRUE(at_once.propagate(started)) << what;
      int differing = 0;
      for (int c = 0; c < geo.cell_count(); ++c) {
        differing += walked.candidates(c) == started.candidates(c) ? 0 : 1;
      }
      EXPECT_EQ(differing, 0) << what;
      EXPECT_LT(started.solved_count(), geo.cell_count()) << what << ": the root should leave cells open";
      EXPECT_EQ(started_stats.eliminations, walked_stats.eliminations) << what;
      EXPECT_EQ(started_stats.placements, walked_stats.placements) << what;
    }
  }
}

// A cell left empty by the givens alone is found at the start, as the walks find it.
TEST(RootStartTest, ACellTheGivensEmptyIsAContradiction) {
  using Wide = WideMask<4>;
  const int n = 144;
  const Geometry geo = Geometry::for_size(n);
  Rng rng(3);
  std::vector<int> cells = keep_share(random_grid(geo, rng), 0.0, rng);
  // Row 0 gives every digit but 0 in columns 1.., and column 0 gives digit 0 lower down (row n/2,
  // outside the first block): cell (0, 0) has no digit left, though no two givens clash.
  for (int c = 1; c < n; ++c) cells[geo.cell(0, c)] = c;
  cells[geo.cell(n / 2, 0)] = 0;
  Stats stats;
  BasicBoard<Wide> board(geo, puzzle_of(n, cells));
  BasicPropagator<Wide> prop(geo, SolverConfig{}.techniques, stats);
  EXPECT_FALSE(prop.start(board));
  EXPECT_EQ(prop.conflict_cell(), geo.cell(0, 0));
}

// ---- stable mode: the target phase finds one of a holes grid's many solutions ----

// A 36x36 holes puzzle at 45% givens, near the hardness peak, and a learning search on it with
// the given schedule (the default alternates focused and stable modes; first_mode_length 0 stays
// focused throughout).
struct ModesCase {
  Geometry geo = Geometry::for_size(36);
  Puzzle puzzle;
  SolverConfig config;
  ModesCase(unsigned seed, std::uint64_t solution_limit) {
    Rng rng(seed * 77 + 36);
    puzzle = puzzle_of(36, keep_share(random_grid(geo, rng), 0.45, rng));
    config.solution_limit = solution_limit;
  }
  SearchRun learn(std::uint64_t first_mode_length) const {
    LearningSchedule schedule;
    schedule.first_mode_length = first_mode_length;
    return learn_with<Mask>(geo, puzzle, config, schedule);
  }
};

TEST(LearningModesTest, StableModeFindsASolutionOfAHolesGridWithFarFewerConflicts) {
  // Seed 2: focused alone took 12,794 conflicts, with stable mode 1,468 (seeds 1-12: 1.36
  // million conflicts in all against 0.31 million, though four seeds took more).
  const ModesCase holes(2, 1);
  const SearchRun focused = holes.learn(0);
  const SearchRun with_modes = holes.learn(LearningSchedule{}.first_mode_length);
  ASSERT_EQ(focused.outcome.solutions, 1u);
  ASSERT_EQ(with_modes.outcome.solutions, 1u);
  EXPECT_EQ(defect(holes.geo, holes.puzzle.cells, with_modes.outcome.first), std::nullopt);
  EXPECT_GT(focused.stats.conflicts, LearningSchedule{}.first_mode_length) << "stable mode never came";
  EXPECT_LT(4 * with_modes.stats.conflicts, focused.stats.conflicts)
      << "focused " << focused.stats.conflicts << ", with stable mode " << with_modes.stats.conflicts;
}

TEST(LearningModesTest, CountingStaysFocused) {
  // Telling a unique puzzle from one with two solutions must prove, not guess: a count's search is
  // the focused one, conflict for conflict, however long it runs.
  const ModesCase holes(2, 2);
  const SearchRun focused = holes.learn(0);
  const SearchRun with_modes = holes.learn(LearningSchedule{}.first_mode_length);
  ASSERT_GT(focused.stats.conflicts, 2 * LearningSchedule{}.first_mode_length)
      << "the count ends before any switch";
  expect_same(focused, with_modes, "count to 2, with and without modes");
}

// ---- empty and sparse grids: learning's fill mode ----

// solve() on an N x N valid grid (random_grid) with `share` of its cells kept, drawn from `rng`,
// within 120 s: the puzzle and the result.
struct SparseSolve {
  Puzzle puzzle;
  SolveResult result;
};
SparseSolve solve_sparse(const Geometry& geo, double share, Rng& rng) {
  Puzzle puzzle = puzzle_of(geo.size(), keep_share(random_grid(geo, rng), share, rng));
  SolveResult result = solve(geo, puzzle, with_deadline(SolverConfig{}, 120));
  return {std::move(puzzle), std::move(result)};
}

// Whether solve() answered with a complete valid grid that keeps the puzzle's givens.
::testing::AssertionResult solved_keeping_givens(const Geometry& geo, const SparseSolve& run) {
  if (run.result.status != SolveStatus::kSolved) return ::testing::AssertionFailure() << run.result.message;
  if (const auto why = defect(geo, run.puzzle.cells, run.result.solution)) {
    return ::testing::AssertionFailure() << *why;
  }
  return ::testing::AssertionSuccess();
}

struct SparseCase {
  int n;
  double givens;  // share of a valid grid's cells kept: 0 is the empty grid
};

class SparseGridTest : public ::testing::TestWithParam<SparseCase> {};

// Filled row by row with Hall sets (LearningSchedule::fill_open_percent), a grid with few givens
// takes a handful of conflicts; before fill mode these took thousands, and most timed out. Learning
// itself, run here directly: solve() hands such grids to the fill search first (fill_search_test).
TEST_P(SparseGridTest, FillsWithFewConflictsAndKeepsTheGivens) {
  const SparseCase& c = GetParam();
  const Geometry geo = Geometry::for_size(c.n);
  for (unsigned seed = 1; seed <= 2; ++seed) {
    Rng rng(seed * 7919 + static_cast<unsigned>(c.n));
    const Puzzle puzzle = puzzle_of(c.n, keep_share(random_grid(geo, rng), c.givens, rng));
    const SolverConfig config = with_deadline(SolverConfig{}, 60);
    const SearchRun run =
        with_mask_for(c.n, [&]<typename M>() { return learn_with<M>(geo, puzzle, config); });
    const std::string what = std::to_string(c.n) + "x" + std::to_string(c.n) + " at " +
                             std::to_string(c.givens) + " seed " + std::to_string(seed);
    ASSERT_EQ(run.outcome.solutions, 1u) << what;
    EXPECT_EQ(defect(geo, puzzle.cells, run.outcome.first), std::nullopt) << what;
    EXPECT_LE(run.stats.conflicts, 1000u) << what;  // before fill mode: 20,000 and more in 10 s
    // Empty, row by row with the digit of fewest places first, no Hall set ever breaks.
    if (c.givens == 0) {
      EXPECT_EQ(run.stats.conflicts, 0u) << what;
    }
  }
}

// 64x64 and the non-square 80x80 run in every build; the larger ones are left out of the
// sanitizer runs (scripts/sanitize.sh), where they take minutes.
INSTANTIATE_TEST_SUITE_P(Sizes, SparseGridTest,
                         ::testing::Values(SparseCase{64, 0.0}, SparseCase{64, 0.1}, SparseCase{80, 0.05},
                                           SparseCase{81, 0.0}, SparseCase{81, 0.05}, SparseCase{81, 0.1},
                                           SparseCase{81, 0.2}, SparseCase{100, 0.0}, SparseCase{100, 0.1},
                                           SparseCase{120, 0.0}),
                         [](const ::testing::TestParamInfo<SparseCase>& param) {
                           std::string name = "N";
                           name += std::to_string(param.param.n) + "_given" +
                                   std::to_string(static_cast<int>(param.param.givens * 100));
                           return name;
                         });

// Fill mode starts only above LearningSchedule::fill_above_size and at fill_open_percent open
// cells: elsewhere the search is the one before, node for node.
TEST(FillModeTest, LeavesGridsWithMoreGivensOrAtMost49x49Alone) {
  LearningSchedule never;
  never.fill_open_percent = 101;
  for (const SparseCase c : {SparseCase{64, 0.7}, SparseCase{49, 0.0}, SparseCase{36, 0.1}}) {
    const Geometry geo = Geometry::for_size(c.n);
    Rng rng(11 + static_cast<unsigned>(c.n));
    const Puzzle puzzle = puzzle_of(c.n, keep_share(random_grid(geo, rng), c.givens, rng));
    const SolverConfig config = with_deadline(SolverConfig{}, 60);
    const SearchRun fills = learn_with<Mask>(geo, puzzle, config);
    ASSERT_EQ(fills.outcome.solutions, 1u) << c.n;
    expect_same(fills, learn_with<Mask>(geo, puzzle, config, never), "N " + std::to_string(c.n));
  }
}

// Fill mode also on the wide candidate sets and the large-grid layout, where a count is left to
// the usual search: a first solution of an empty 72x72 (two words), and a count to two that
// tells the grid has more than one.
TEST(FillModeTest, FillsOnWideSetsAndLeavesCountsToTheUsualSearch) {
  const Geometry geo = Geometry::for_size(72);
  const Puzzle empty = puzzle_of(72, std::vector<int>(std::size_t(72) * 72, kBlank));
  const SolveResult first = solve(geo, empty, with_deadline(SolverConfig{}, 60));
  ASSERT_EQ(first.status, SolveStatus::kSolved);
  EXPECT_EQ(defect(geo, empty.cells, first.solution), std::nullopt);
  EXPECT_LE(first.stats.conflicts, 1000u);
  // A quarter open, and fill mode told to start from a fifth: only the count keeps it off.
  LearningSchedule from_a_fifth;
  from_a_fifth.fill_open_percent = 20;
  LearningSchedule never;
  never.fill_open_percent = 101;
  SolverConfig count = with_deadline(SolverConfig{}, 60);
  count.solution_limit = 2;
  Rng rng(5);
  const Puzzle loose = puzzle_of(72, keep_share(random_grid(geo, rng), 0.75, rng));
  const SearchRun counted = learn_with<WideMask<2>>(geo, loose, count, from_a_fifth);
  ASSERT_FALSE(counted.outcome.stopped);
  expect_same(counted, learn_with<WideMask<2>>(geo, loose, count, never), "a count, 75% given");
}

// Fill mode checks a unit's Hall sets only where a matched digit went, so a conflict can turn up
// with every literal set below the current level; analysis must start from that conflict's own
// highest level (started from the current one, it ran off the trail and crashed). Forced onto a
// 36x36 grid at half given, fill mode meets its first such conflict at its 2,275th conflict on this
// seed, within the first second in a Release build; the grid is hard, so the solve is cut short.
TEST(FillModeTest, ConflictsFoundLateAreAnalysedFromTheirOwnLevel) {
  LearningSchedule everywhere;
  everywhere.fill_above_size = 0;
  everywhere.fill_open_percent = 0;
  const Geometry geo = Geometry::for_size(36);
  for (const unsigned seed : {20u}) {
    Rng rng(seed * 31 + 36);
    const Puzzle puzzle = puzzle_of(36, keep_share(random_grid(geo, rng), 0.5, rng));
    SolverConfig config;
    config.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(3);
    const SearchRun run = learn_with<Mask>(geo, puzzle, config, everywhere);
    ASSERT_TRUE(run.outcome.stopped || run.outcome.solutions == 1) << "seed " << seed;
    if (run.outcome.solutions == 1) {
      EXPECT_EQ(defect(geo, puzzle.cells, run.outcome.first), std::nullopt) << "seed " << seed;
    }
    EXPECT_GT(run.stats.conflicts, 0u) << "seed " << seed;
  }
}

// ---- the fill search: mostly open grids at every size, no table above N^2 ----

class FillSearchTest : public ::testing::TestWithParam<int> {};

// An empty grid through solve(): the fill search takes it (counted as backtracking) within band
// column sets and fills it row by row with the digit of fewest places first. A row's greedy choice
// meets a dead end now and then (3 at 64x64, about 300 at 512x512), always far below the budget
// that would hand the grid on; 225x225 and above were out of reach before the fill search.
TEST_P(FillSearchTest, FillsAnEmptyGridWithinItsBandSets) {
  const int n = GetParam();
  const Geometry geo = Geometry::for_size(n);
  const Puzzle empty = puzzle_of(n, std::vector<int>(std::size_t(n) * n, kBlank));
  const SolveResult result = solve(geo, empty, with_deadline(SolverConfig{}, 120));
  ASSERT_EQ(result.status, SolveStatus::kSolved) << n << ": " << result.message;
  EXPECT_EQ(defect(geo, empty.cells, result.solution), std::nullopt) << n;
  EXPECT_EQ(result.search_ran, SearchRan::kBacktrack) << n;
  EXPECT_LT(result.stats.backtracks, std::uint64_t(n)) << n;
  EXPECT_EQ(result.stats.conflicts, 0u) << n;  // never handed to learning
}

// 144x144 and above are left out of the sanitizer runs (scripts/sanitize.sh); 512x512 takes 4 s
// of one thread in a Release build.
INSTANTIATE_TEST_SUITE_P(Sizes, FillSearchTest, ::testing::Values(64, 80, 81, 100, 144, 225, 400, 512),
                         [](const ::testing::TestParamInfo<int>& param) {
                           std::string name = "N";
                           name += std::to_string(param.param);
                           return name;
                         });

// 225x225 with 5% and 10% of a valid grid given, and 400x400 with 5%: solve() fills them within
// band column sets, never handed on. A restart there stays in its band: undoing rows of the bands
// above as well ran 400x400 at 5% out of the 50,000 dead ends (results/notes/band-column-sets.md, "Band
// column sets"). Before the sets every one of these grids ran out of every budget.
TEST(FillSearchBandTest, FillsSparseGridsWithinBandSets) {
  for (const SparseCase c : {SparseCase{225, 0.05}, SparseCase{225, 0.1}, SparseCase{400, 0.05}}) {
    const Geometry geo = Geometry::for_size(c.n);
    for (unsigned seed = 1; seed <= (c.n == 400 ? 1u : 2u); ++seed) {
      Rng rng(seed * 15485863u + static_cast<unsigned>(c.n));
      const SparseSolve run = solve_sparse(geo, c.givens, rng);
      const std::string what =
          std::to_string(c.n) + " at " + std::to_string(c.givens) + " seed " + std::to_string(seed);
      ASSERT_TRUE(solved_keeping_givens(geo, run)) << what;
      EXPECT_EQ(run.result.search_ran, SearchRan::kBacktrack) << what;
      EXPECT_LT(run.result.stats.backtracks, 50000u) << what;  // FillSchedule::banded_dead_ends
    }
  }
}

// The fill search itself within band column sets, as solve() runs it where the band colouring
// gives up: each band's rows most given first (the answer left in that order), singles at the root.
SearchRun fill_within_band_sets(const Geometry& geo, const Puzzle& puzzle, SolverConfig config,
                                std::uint64_t dead_ends) {
  config.techniques = TechniqueSet{};
  config.techniques.add(TechniqueId::kForwardLooking);
  config.techniques.add(TechniqueId::kHiddenSingle);
  const Puzzle reordered =
      puzzle_of(geo.size(), rows_in_order(puzzle.cells, rows_most_given_first(geo, puzzle.cells)));
  return with_mask_for(geo.size(), [&]<typename M>() {
    return propagate_then<M>(
        geo, reordered, config, [&](const BasicBoard<M>& board, BasicPropagator<M>&, Stats& stats) {
          auto sets = band_column_sets<M>(geo, board.digits(), config.seed, config.fill.band_set_attempts);
          if (!sets) return SearchOutcome{};
          return BasicFillSearch<M>(geo, config, stats, std::move(*sets), dead_ends).run(board);
        });
  });
}

constexpr std::uint64_t kNoDeadEndBudget = std::numeric_limits<std::uint64_t>::max();

// Through solve() the band colouring fills these first. 225x225 at 10% and 400x400 at 5% given are
// filled within the 50,000 dead ends solve() gives the fill search where learning follows, and
// 400x400 at 10% with no budget but the deadline, as where learning cannot follow, after 54,000
// (about 5 s). A restart there stays in its band: undoing rows of the bands above as well,
// 400x400 at 10% was not filled in 60 s (results/notes/band-column-sets.md, "Band column sets" and "No budget
// where learning cannot follow").
TEST(FillSearchBandTest, FillsSparseGridsWithinBandSetsItself) {
  struct BudgetCase {
    SparseCase grid;
    std::uint64_t dead_ends;
  };
  for (const BudgetCase c : {BudgetCase{{225, 0.1}, 50000}, BudgetCase{{400, 0.05}, 50000},
                             BudgetCase{{400, 0.1}, kNoDeadEndBudget}}) {
    const int n = c.grid.n;
    const Geometry geo = Geometry::for_size(n);
    Rng rng(15485863u + static_cast<unsigned>(n));
    const Puzzle puzzle = puzzle_of(n, keep_share(random_grid(geo, rng), c.grid.givens, rng));
    const SearchRun run = fill_within_band_sets(geo, puzzle, with_deadline(SolverConfig{}, 60), c.dead_ends);
    const std::string what = std::to_string(n) + " at " + std::to_string(c.grid.givens);
    ASSERT_EQ(run.outcome.solutions, 1u) << what;
    const Puzzle reordered =
        puzzle_of(n, rows_in_order(puzzle.cells, rows_most_given_first(geo, puzzle.cells)));
    EXPECT_EQ(defect(geo, reordered.cells, run.outcome.first), std::nullopt) << what;
    if (c.dead_ends == kNoDeadEndBudget) {
      EXPECT_GT(run.stats.backtracks, 50000u) << what;
    }
  }
}

// With no dead-end budget, only the stop ends the fill search: a raised cancel flag ends it on the
// 400x400 at 10% given that takes it about 5 s, with nothing found.
TEST(FillSearchBandTest, StopsWhenCancelled) {
  const Geometry geo = Geometry::for_size(400);
  Rng rng(15485863u + 400u);
  const Puzzle puzzle = puzzle_of(400, keep_share(random_grid(geo, rng), 0.1, rng));
  std::atomic<bool> cancel{true};
  SolverConfig config = with_deadline(SolverConfig{}, 60);
  config.cancel = &cancel;
  const SearchRun run = fill_within_band_sets(geo, puzzle, config, kNoDeadEndBudget);
  EXPECT_TRUE(run.outcome.stopped);
  EXPECT_EQ(run.outcome.solutions, 0u);
}

// Grids the fill search within band column sets took seconds or more for (225x225 at 20% given:
// 36 s; 400x400 at 20% and 512x512 at 10%: not in 60 s), filled band by band by edge colouring
// (solver/fill/band_colouring.h) with no search at all: no guess, no dead end, no conflict
// (results/notes/band-colouring.md). 400x400 at 20% takes about 2 s.
TEST(BandColouringSolveTest, ColoursSparseGridsTheFillSearchStalledOn) {
  for (const SparseCase c : {SparseCase{225, 0.2}, SparseCase{400, 0.2}, SparseCase{512, 0.1}}) {
    const Geometry geo = Geometry::for_size(c.n);
    Rng rng(15485863u + static_cast<unsigned>(c.n));
    const SparseSolve run = solve_sparse(geo, c.givens, rng);
    const std::string what = std::to_string(c.n) + " at " + std::to_string(c.givens);
    ASSERT_TRUE(solved_keeping_givens(geo, run)) << what;
    EXPECT_EQ(run.result.stats.guesses, 0u) << what;
    EXPECT_EQ(run.result.stats.backtracks, 0u) << what;
    EXPECT_EQ(run.result.stats.conflicts, 0u) << what;
  }
}

// The largest grid at the most givens the fill takes, 512x512 at 20% given: bands of 16 rows and
// 512 columns, 1,600 steps a cell in the hardest band (results/notes/band-colouring.md); about 6 s.
TEST(BandColouringSolveTest, ColoursA512x512At20Percent) {
  const Geometry geo = Geometry::for_size(512);
  Rng rng(104729u);
  const SparseSolve run = solve_sparse(geo, 0.2, rng);
  ASSERT_TRUE(solved_keeping_givens(geo, run));
  EXPECT_EQ(run.result.stats.guesses, 0u);
  EXPECT_EQ(run.result.stats.conflicts, 0u);
}

// With a few givens the band colouring or the fill search fills the grid, or hands it to the usual
// search: either way the answer keeps the givens, and the counters are the same on a second run.
TEST(FillSearchSparseTest, SolvesOrHandsOverAndKeepsTheGivens) {
  for (const SparseCase c : {SparseCase{81, 0.05}, SparseCase{100, 0.1}, SparseCase{144, 0.05}}) {
    const Geometry geo = Geometry::for_size(c.n);
    Rng rng(3 + static_cast<unsigned>(c.n));
    const SparseSolve run = solve_sparse(geo, c.givens, rng);
    const std::string what = std::to_string(c.n) + " at " + std::to_string(c.givens);
    ASSERT_TRUE(solved_keeping_givens(geo, run)) << what;
    EXPECT_GT(run.result.stats.placements, 0u) << what;
    EXPECT_EQ(solve(geo, run.puzzle, with_deadline(SolverConfig{}, 120)).stats, run.result.stats) << what;
  }
}

// The fill search itself on an 81x81 with 5% given: it meets dead ends, switches its Hall sets on,
// and finishes within its budget, without handing over.
TEST(FillSearchSparseTest, FillsA5PercentGridItselfWithHallSets) {
  const Geometry geo = Geometry::for_size(81);
  for (const unsigned seed : {1u, 3u, 4u, 5u}) {  // seeds 2, 6 and 7 run out of budget and hand over
    Rng rng(seed);
    const Puzzle puzzle = puzzle_of(81, keep_share(random_grid(geo, rng), 0.05, rng));
    const SolverConfig config = with_deadline(SolverConfig{}, 60);
    using Wide = WideMask<2>;
    const SearchRun run = propagate_then<Wide>(
        geo, puzzle, config, [&](const BasicBoard<Wide>& board, BasicPropagator<Wide>&, Stats& stats) {
          return BasicFillSearch<Wide>(geo, config, stats, config.fill.dead_ends_alone).run(board);
        });
    ASSERT_EQ(run.outcome.solutions, 1u) << "seed " << seed;
    EXPECT_EQ(defect(geo, puzzle.cells, run.outcome.first), std::nullopt) << "seed " << seed;
    EXPECT_GT(run.stats.backtracks, 0u) << "seed " << seed;
  }
}

// The fill search itself on grids with 5-20% of a valid grid given, from 81x81 to 144x144, three
// seeds each: the row's fewest-digit cell and the restarts over the last rows finish every one
// within the dead-end budget (chronological backtracking from the first open cell, restarting
// nowhere, handed most of them over), and the grid keeps its givens.
TEST(FillSearchSparseTest, FillsSparseGridsItselfWithinItsBudget) {
  for (const SparseCase c :
       {SparseCase{81, 0.05}, SparseCase{81, 0.1}, SparseCase{81, 0.2}, SparseCase{100, 0.05},
        SparseCase{100, 0.1}, SparseCase{100, 0.2}, SparseCase{144, 0.05}, SparseCase{144, 0.1}}) {
    const Geometry geo = Geometry::for_size(c.n);
    for (unsigned seed = 1; seed <= 3; ++seed) {
      Rng rng(seed * 104729 + static_cast<unsigned>(c.n));
      const Puzzle puzzle = puzzle_of(c.n, keep_share(random_grid(geo, rng), c.givens, rng));
      const SolverConfig config = with_deadline(SolverConfig{}, 60);
      const SearchRun run = with_mask_for(c.n, [&]<typename M>() {
        return propagate_then<M>(
            geo, puzzle, config, [&](const BasicBoard<M>& board, BasicPropagator<M>&, Stats& stats) {
              return BasicFillSearch<M>(geo, config, stats, config.fill.dead_ends_alone).run(board);
            });
      });
      const std::string what =
          std::to_string(c.n) + " at " + std::to_string(c.givens) + " seed " + std::to_string(seed);
      ASSERT_FALSE(run.outcome.gave_up) << what;
      ASSERT_EQ(run.outcome.solutions, 1u) << what;
      EXPECT_EQ(defect(geo, puzzle.cells, run.outcome.first), std::nullopt) << what;
    }
  }
}

// 144x144 at 20% given: with each band's rows met most givens first (solver/fill/band_row_order.h), and
// band column sets drawn again where they allow no fill (seeds 1 and 4), the fill within the sets
// finishes on its own, within its budget (FillSchedule::banded_dead_ends, 50,000); in input
// order, with one draw, learning took over (results/notes/band-column-sets.md, "Rows with the most givens
// first").
TEST(FillSearchSparseTest, FillsA20PercentGridItselfWithRowsMostGivenFirst) {
  const Geometry geo = Geometry::for_size(144);
  for (const unsigned seed : {1u, 2u, 3u, 4u}) {
    Rng rng(seed * 31 + 144);
    const SparseSolve run = solve_sparse(geo, 0.2, rng);
    const std::string what = "seed " + std::to_string(seed);
    ASSERT_TRUE(solved_keeping_givens(geo, run)) << what;
    EXPECT_EQ(run.result.search_ran, SearchRan::kBacktrack) << what;  // the fill search, no learning
    EXPECT_EQ(run.result.stats.conflicts, 0u) << what;
    EXPECT_LT(run.result.stats.backtracks, 50000u) << what;
  }
}

// Where the band column sets drawn allow no fill of a 96x96 at 20% given, and the fill search
// without them finds none soon, it gives up after a short budget (solver.cpp's
// FillSchedule::dead_ends_before_learning, 2,000) and learning solves the grid; with the fill's own budget
// (20,000) such grids (holes grids, as sweep --kind=holes makes) took twice the time
// (results/notes/band-column-sets.md, "Learning after a short fill").
TEST(FillSearchSparseTest, HandsWhatItCannotFillSoonToLearning) {
  const Geometry geo = Geometry::for_size(96);
  for (const unsigned seed : {14u}) {  // of 112 grids (64x64-144x144, seeds 1-16), the one
    Rng rng(seed * 7 + 96);
    const SparseSolve run = solve_sparse(geo, 0.2, rng);
    const std::string what = "seed " + std::to_string(seed);
    ASSERT_TRUE(solved_keeping_givens(geo, run)) << what;
    EXPECT_GT(run.result.stats.conflicts, 0u) << what;  // learning ran
    // A learning conflict is a backtrack too; the rest are the fill's, within the sets and without.
    EXPECT_LT(run.result.stats.backtracks - run.result.stats.conflicts, 2500u) << what;
  }
}

// The fill search reads the deadline every 64 decisions (StopCheck): with the deadline past, an
// empty 144x144 stops at once, unanswered.
TEST(FillSearchSparseTest, HonoursAPastDeadline) {
  const Geometry geo = Geometry::for_size(144);
  const Puzzle empty = puzzle_of(144, std::vector<int>(std::size_t(144) * 144, kBlank));
  SolverConfig config;
  config.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  const SolveResult result = solve(geo, empty, config);
  EXPECT_EQ(result.status, SolveStatus::kTimeout);
  EXPECT_LE(result.stats.recursions, StopCheck::kInterval + 1);
}

// Which grids the fill search takes: mostly open, above 49x49, for the first solution with nothing
// ruled out; a count, a smaller grid or a fuller one is the usual search's as before.
TEST(FillSearchSparseTest, TakesOnlyMostlyOpenGridsAbove49ForAFirstSolution) {
  const auto takes = [](int n, double share, const SolverConfig& config) {
    const Geometry geo = Geometry::for_size(n);
    Rng rng(9);
    const BasicBoard<Mask> board(geo, puzzle_of(n, keep_share(random_grid(geo, rng), share, rng)));
    return BasicFillSearch<Mask>::applies_to(geo, board, config);
  };
  const SolverConfig first;
  SolverConfig count;
  count.solution_limit = 2;
  const CellDigit out[] = {{0, 0}};
  SolverConfig ruled_out;
  ruled_out.ruled_out = out;
  EXPECT_TRUE(takes(64, 0.0, first));
  EXPECT_TRUE(takes(64, 0.2, first));
  EXPECT_FALSE(takes(64, 0.3, first));
  EXPECT_FALSE(takes(49, 0.0, first));
  EXPECT_FALSE(takes(64, 0.0, count));
  EXPECT_FALSE(takes(64, 0.0, ruled_out));
  // Its gate is the fill_above_size and fill_open_percent settings, which learning's fill mode
  // reads too: --set moves both.
  SolverConfig above_64, open_90;
  ASSERT_TRUE(apply_setting(above_64, "fill_above_size", "64"));
  ASSERT_TRUE(apply_setting(open_90, "fill_open_percent", "90"));
  EXPECT_FALSE(takes(64, 0.0, above_64));
  EXPECT_TRUE(takes(81, 0.0, above_64));
  EXPECT_TRUE(takes(64, 0.05, open_90));
  EXPECT_FALSE(takes(64, 0.2, open_90));
}

}  // namespace
}  // namespace sudoku
