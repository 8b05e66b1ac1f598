// Search and the solve() front door: plain backtracking equals the course's Part 1, techniques
// cut guesses, every verdict is right.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"

namespace sudoku {
namespace {

Puzzle parse(const std::string& line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  return parsed.puzzle;
}

SolveResult solve_with(const std::string& line, const std::string& techniques,
                       std::uint64_t solution_limit = 1, SearchStrategy strategy = SearchStrategy::kAuto) {
  const Puzzle puzzle = parse(line);
  const Geometry geo = Geometry::for_size(puzzle.size);
  SolverConfig config;
  config.techniques = *TechniqueSet::parse(techniques);
  config.solution_limit = solution_limit;
  config.strategy = strategy;
  return solve(geo, puzzle, config);
}

// The course's Part 1, written as plainly as possible: first blank cell, values in ascending
// order, legal when no peer holds them. Counts its calls.
class ReferenceBacktracking {
 public:
  explicit ReferenceBacktracking(const Geometry& geo) : geo_(geo) {}
  bool solve(std::vector<int>& grid) {
    ++calls;
    int cell = 0;
    while (cell < geo_.cell_count() && grid[cell] != kBlank) ++cell;
    if (cell == geo_.cell_count()) return true;
    for (int digit = 0; digit < geo_.size(); ++digit) {
      bool legal = true;
      for (int peer : geo_.peers(cell)) legal = legal && grid[peer] != digit;
      if (!legal) continue;
      grid[cell] = digit;
      if (solve(grid)) return true;
      grid[cell] = kBlank;
    }
    return false;
  }
  std::uint64_t calls = 0;

 private:
  const Geometry& geo_;
};

std::vector<std::string> first_lines(const std::string& file, int count) {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/" + file);
  std::vector<std::string> lines;
  std::string line;
  while (static_cast<int>(lines.size()) < count && std::getline(in, line)) lines.push_back(line);
  EXPECT_EQ(static_cast<int>(lines.size()), count) << file;
  return lines;
}

// Line 28 of puzzles_6_variety_hard.txt, a 16x16: ~3000 dead ends for backtracking with fl,mrv,cp.
constexpr int kHard16Line = 27;

// The course's hardest 9x9 for fl,mrv,cp (puzzles_5_standard_hard.txt, line 45).
const std::string kHard9 =
    ".........6.8.37.2...24..5.....2.83......6.4...5.79.....6.....5..94.....7....7.13.";
// The same with r1c2 = 1: no two givens clash, but no solution is left, as only search shows.
const std::string kBroken9 =
    ".1.......6.8.37.2...24..5.....2.83......6.4...5.79.....6.....5..94.....7....7.13.";

TEST(SearchTest, PlainBacktrackingRecursesExactlyLikeTheCoursesPartOne) {
  for (const std::string& line : first_lines("puzzles_2_variety_easy.txt", 20)) {
    const Puzzle puzzle = parse(line);
    const Geometry geo = Geometry::for_size(puzzle.size);
    ReferenceBacktracking reference(geo);
    std::vector<int> grid = puzzle.cells;
    ASSERT_TRUE(reference.solve(grid));

    const SolveResult ours = solve_with(line, "none");
    ASSERT_EQ(ours.status, SolveStatus::kSolved);
    EXPECT_EQ(ours.stats.recursions, reference.calls) << line;
    EXPECT_EQ(ours.solution, grid) << line;
  }
}

TEST(SearchTest, TechniquesCutGuessesOnAHardPuzzle) {
  const SolveResult none = solve_with(kHard9, "none");
  const SolveResult fl = solve_with(kHard9, "fl");
  const SolveResult mrv = solve_with(kHard9, "fl,mrv");
  const SolveResult cp = solve_with(kHard9, "fl,mrv,cp");
  const SolveResult all = solve_with(kHard9, "all");
  for (const auto* r : {&none, &fl, &mrv, &cp, &all}) ASSERT_EQ(r->status, SolveStatus::kSolved);
  // Measured once and pinned: counters are deterministic, so any change here is a behaviour change.
  EXPECT_EQ(none.stats.guesses, 54504u);
  EXPECT_EQ(fl.stats.guesses, 117u);
  EXPECT_EQ(mrv.stats.guesses, 31u);
  EXPECT_EQ(cp.stats.guesses, 14u);
  EXPECT_EQ(all.stats.guesses, 3u);
  EXPECT_LT(fl.stats.guesses, none.stats.guesses);
  EXPECT_LT(mrv.stats.guesses, fl.stats.guesses);
  EXPECT_LT(cp.stats.guesses, mrv.stats.guesses);
  EXPECT_LE(all.stats.guesses, cp.stats.guesses);
  EXPECT_EQ(all.solution, none.solution);
}

TEST(SearchTest, EveryTechniqueSetFindsTheSameCheckedSolution) {
  for (const std::string& line : first_lines("puzzles_4_variety_medium.txt", 60)) {
    const Puzzle puzzle = parse(line);
    const Geometry geo = Geometry::for_size(puzzle.size);
    const SolveResult reference = solve_with(line, "fl,mrv,cp");
    ASSERT_EQ(reference.status, SolveStatus::kSolved) << line;
    EXPECT_FALSE(check_solution(geo, puzzle, reference.solution).has_value());
    // (fl alone is left out: first-open-cell order takes seconds on one 25x25 here.)
    for (const char* set :
         {"fl,mrv", "fl,cp", "fl,mrv,cp,subsets", "fl,mrv,cp,intersections", "fl,mrv,cp,fish", "all"}) {
      const SolveResult r = solve_with(line, set);
      ASSERT_EQ(r.status, SolveStatus::kSolved) << set << " " << line;
      EXPECT_EQ(r.solution, reference.solution) << set << " " << line;
    }
  }
}

TEST(SearchTest, LearningFindsTheSameSolutionsAsBacktracking) {
  for (const std::string& line : first_lines("puzzles_6_variety_hard.txt", 60)) {
    const SolveResult backtrack = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kBacktrack);
    const SolveResult learn = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kLearn);
    ASSERT_EQ(backtrack.status, SolveStatus::kSolved) << line;
    ASSERT_EQ(learn.status, SolveStatus::kSolved) << line;
    EXPECT_EQ(learn.solution, backtrack.solution) << line;
  }
}

TEST(SearchTest, LearningProvesUnsolvable) {
  const SolveResult r = solve_with(kBroken9, "fl,mrv,cp", 1, SearchStrategy::kLearn);
  EXPECT_EQ(r.status, SolveStatus::kUnsolvable);
  EXPECT_GT(r.stats.conflicts, 0u);
}

TEST(SearchTest, LearningPointsAndClaimsWithIntersections) {
  // Pointing and claiming run inside the conflict search too, with reasons it can learn from:
  // it eliminates by intersections beyond what the propagation before the search did.
  const Puzzle puzzle = parse(first_lines("puzzles_6_variety_hard.txt", 60)[kHard16Line]);
  const Geometry geo = Geometry::for_size(puzzle.size);
  const TechniqueSet techniques = *TechniqueSet::parse("fl,mrv,cp,intersections");
  Stats before_search;
  Board board(geo, puzzle);
  Propagator prop(geo, techniques, before_search);
  prop.queue_everything(board);
  ASSERT_TRUE(prop.propagate(board));

  const std::string line = first_lines("puzzles_6_variety_hard.txt", 60)[kHard16Line];
  const SolveResult learn = solve_with(line, "fl,mrv,cp,intersections", 1, SearchStrategy::kLearn);
  const SolveResult backtrack = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kBacktrack);
  ASSERT_EQ(learn.status, SolveStatus::kSolved);
  EXPECT_EQ(learn.solution, backtrack.solution);
  EXPECT_GT(learn.stats.conflicts, 0u);
  const std::size_t slot = idx(TechniqueId::kIntersections);
  EXPECT_GT(learn.stats.eliminated[slot], before_search.eliminated[slot]);
  EXPECT_EQ(solve_with(kBroken9, "fl,mrv,cp,intersections", 1, SearchStrategy::kLearn).status,
            SolveStatus::kUnsolvable);
}

TEST(SearchTest, LearningFindsHiddenPairsWithSubsets) {
  // With the subsets technique, learning on 16x16 propagates hidden pairs too (with reasons it can
  // learn from) once it has met ten conflicts: subsets eliminate more than they did before the
  // search, and over the course's 16x16 and four seeds the search needs fewer conflicts than
  // without them (1,158 against 1,958 when this was written).
  const std::string line = first_lines("puzzles_6_variety_hard.txt", 60)[kHard16Line];
  const Puzzle puzzle = parse(line);
  const Geometry geo = Geometry::for_size(puzzle.size);
  const TechniqueSet techniques = TechniqueSet::all();
  Stats before_search;
  Board board(geo, puzzle);
  Propagator prop(geo, techniques, before_search);
  prop.queue_everything(board);
  ASSERT_TRUE(prop.propagate(board));

  const SolveResult with_pairs = solve_with(line, "all", 1, SearchStrategy::kLearn);
  const SolveResult without = solve_with(line, "fl,mrv,cp,intersections,fish", 1, SearchStrategy::kLearn);
  ASSERT_EQ(with_pairs.status, SolveStatus::kSolved);
  ASSERT_EQ(without.status, SolveStatus::kSolved);
  EXPECT_EQ(with_pairs.solution, without.solution);
  const std::size_t slot = idx(TechniqueId::kSubsets);
  EXPECT_GT(with_pairs.stats.eliminated[slot], before_search.eliminated[slot]);
  EXPECT_EQ(without.stats.eliminated[slot], 0u);

  std::vector<std::string> lines = first_lines("puzzles_6_variety_hard.txt", 60);
  for (const std::string& other : first_lines("puzzles_7_bigger.txt", 30)) lines.push_back(other);
  std::uint64_t conflicts_with = 0;
  std::uint64_t conflicts_without = 0;
  for (const std::string& each : lines) {
    if (each.size() != 256) continue;
    for (std::uint64_t seed = 0; seed < 4; ++seed) {
      SolverConfig config;
      config.strategy = SearchStrategy::kLearn;
      config.seed = seed;
      const Puzzle p = parse(each);
      const Geometry g = Geometry::for_size(p.size);
      conflicts_with += solve(g, p, config).stats.conflicts;
      config.techniques = *TechniqueSet::parse("fl,mrv,cp,intersections,fish");
      conflicts_without += solve(g, p, config).stats.conflicts;
    }
  }
  EXPECT_LT(conflicts_with, conflicts_without);
}

// The puzzle with a wrong digit written into its first blank, one no peer's given rules out, so that
// only search can refute it.
std::string with_a_wrong_digit(const std::string& line, const Geometry& geo,
                               const std::vector<int>& solution) {
  const int cell = static_cast<int>(line.find('.'));
  const auto held_by_a_peer = [&](int digit) {
    for (int peer : geo.peers(cell)) {
      if (line[peer] == symbol_of(digit)) return true;
    }
    return false;
  };
  int wrong = 0;
  while (wrong == solution[cell] || held_by_a_peer(wrong)) ++wrong;
  std::string broken = line;
  broken[cell] = symbol_of(wrong);
  return broken;
}

TEST(SearchTest, LearningAbove16x16ShrinksClausesAndStaysRight) {
  // Above 16x16 each learnt clause has its earlier levels' literals shrunk to those levels' own
  // implication points. A course 25x25 needing a few hundred conflicts is solved right; with a
  // wrong digit added in its first blank (no clash with a given) it is proved unsolvable.
  const std::string line = first_lines("puzzles_7_bigger.txt", 8)[7];
  const Puzzle puzzle = parse(line);
  ASSERT_EQ(puzzle.size, 25);
  const Geometry geo = Geometry::for_size(puzzle.size);
  const SolveResult learn = solve_with(line, "all", 1, SearchStrategy::kLearn);
  ASSERT_EQ(learn.status, SolveStatus::kSolved);
  EXPECT_GT(learn.stats.conflicts, 0u);
  EXPECT_EQ(check_solution(geo, puzzle, learn.solution), std::nullopt);

  const SolveResult refuted =
      solve_with(with_a_wrong_digit(line, geo, learn.solution), "all", 1, SearchStrategy::kLearn);
  EXPECT_EQ(refuted.status, SolveStatus::kUnsolvable);
  EXPECT_GT(refuted.stats.conflicts, 0u);
}

TEST(SearchTest, LearningRefutesAWrongDigitInEveryCourse16x16) {
  // Learnt clauses lose the placements that rule out their asserting literal on their own: a
  // resolution step, sound only if done right. An unsound clause would cut off the solution, so
  // every hard course 16x16 must still be solved, checked, and refuted once a wrong digit is added.
  std::vector<std::string> lines = first_lines("puzzles_6_variety_hard.txt", 60);
  for (const std::string& line : first_lines("puzzles_7_bigger.txt", 30)) lines.push_back(line);
  int refuted_by_search = 0;
  for (const std::string& line : lines) {
    const Puzzle puzzle = parse(line);
    if (puzzle.size != 16) continue;
    const Geometry geo = Geometry::for_size(puzzle.size);
    const SolveResult learn = solve_with(line, "all", 1, SearchStrategy::kLearn);
    ASSERT_EQ(learn.status, SolveStatus::kSolved) << line;
    EXPECT_EQ(check_solution(geo, puzzle, learn.solution), std::nullopt) << line;
    const SolveResult refuted =
        solve_with(with_a_wrong_digit(line, geo, learn.solution), "all", 1, SearchStrategy::kLearn);
    EXPECT_EQ(refuted.status, SolveStatus::kUnsolvable) << line;
    if (refuted.stats.conflicts > 0) ++refuted_by_search;
  }
  EXPECT_GT(refuted_by_search, 0);
}

TEST(SearchTest, LearningCountsConflictsAndTheDecisionsTheyAbandon) {
  // Each conflict of a solved puzzle happens above level 0 and backjumps at least one level: its
  // backtracks (the levels undone) lie between its conflicts and its decisions.
  for (const std::string& line : first_lines("puzzles_6_variety_hard.txt", 30)) {
    const SolveResult learn = solve_with(line, "all", 1, SearchStrategy::kLearn);
    ASSERT_EQ(learn.status, SolveStatus::kSolved) << line;
    EXPECT_LE(learn.stats.conflicts, learn.stats.backtracks) << line;
    EXPECT_LE(learn.stats.backtracks, learn.stats.guesses) << line;
  }
  // A course 25x25 needing a few hundred conflicts: its backjumps undo more than one level each.
  const SolveResult bigger =
      solve_with(first_lines("puzzles_7_bigger.txt", 8)[7], "all", 1, SearchStrategy::kLearn);
  ASSERT_EQ(bigger.status, SolveStatus::kSolved);
  EXPECT_GT(bigger.stats.backtracks, bigger.stats.conflicts);
}

TEST(SearchTest, LearningBranchesByActivityAfterItsThreshold) {
  // A course 25x25 needing a few hundred conflicts: ordered by activity from the first conflict,
  // or from the 50th, it takes another path to the same checked solution; with the threshold
  // beyond its conflicts the search is the default one, counter for counter.
  const std::string line = first_lines("puzzles_7_bigger.txt", 8)[7];
  const Puzzle puzzle = parse(line);
  const Geometry geo = Geometry::for_size(puzzle.size);
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  const SolveResult fewest_first = solve(geo, puzzle, config);
  ASSERT_EQ(fewest_first.status, SolveStatus::kSolved);
  ASSERT_GT(fewest_first.stats.conflicts, 100u);
  ASSERT_LT(fewest_first.stats.conflicts, config.activity_order_after);
  for (std::uint64_t after : {0, 50}) {
    config.activity_order_after = after;
    const SolveResult by_activity = solve(geo, puzzle, config);
    ASSERT_EQ(by_activity.status, SolveStatus::kSolved) << after;
    EXPECT_EQ(check_solution(geo, puzzle, by_activity.solution), std::nullopt) << after;
    EXPECT_EQ(by_activity.solution, fewest_first.solution) << after;  // the puzzle is unique
    EXPECT_NE(by_activity.stats, fewest_first.stats) << after;
  }
  config.activity_order_after = fewest_first.stats.conflicts + 1;
  EXPECT_EQ(solve(geo, puzzle, config).stats, fewest_first.stats);
}

TEST(SearchTest, SeededLearningRepeatsItselfAndVariesWithTheSeed) {
  const Puzzle puzzle = parse(first_lines("puzzles_6_variety_hard.txt", 60)[kHard16Line]);
  const Geometry geo = Geometry::for_size(puzzle.size);
  SolverConfig config;
  config.strategy = SearchStrategy::kLearn;
  const SolveResult unseeded = solve(geo, puzzle, config);
  std::vector<Stats> by_seed;
  for (std::uint64_t seed : {1, 2, 3}) {
    config.seed = seed;
    const SolveResult first = solve(geo, puzzle, config);
    const SolveResult again = solve(geo, puzzle, config);
    ASSERT_EQ(first.status, SolveStatus::kSolved);
    EXPECT_EQ(first.solution, unseeded.solution);  // the puzzle is unique
    EXPECT_EQ(first.stats, again.stats) << "seed " << seed;
    by_seed.push_back(first.stats);
  }
  // Ties break differently: the three searches are not all the same as the unseeded one.
  EXPECT_FALSE(by_seed[0] == unseeded.stats && by_seed[1] == unseeded.stats && by_seed[2] == unseeded.stats);
}

TEST(SearchTest, AutoHandsOverToLearningAfterItsBudget) {
  // The hardest course 16x16 for backtracking: auto gives up after 200 dead ends and learns.
  const Puzzle puzzle = parse(first_lines("puzzles_6_variety_hard.txt", 60)[kHard16Line]);
  const Geometry geo = Geometry::for_size(puzzle.size);
  SolverConfig config;
  config.techniques = *TechniqueSet::parse("fl,mrv,cp");
  config.strategy = SearchStrategy::kBacktrack;
  const SolveResult backtrack = solve(geo, puzzle, config);
  config.strategy = SearchStrategy::kAuto;
  const SolveResult automatic = solve(geo, puzzle, config);
  ASSERT_GT(backtrack.stats.backtracks, config.learn_after);
  ASSERT_EQ(automatic.status, SolveStatus::kSolved);
  EXPECT_EQ(automatic.solution, backtrack.solution);
  EXPECT_NE(automatic.stats, backtrack.stats);
}

TEST(SearchTest, PlaceBranchingFindsTheSameCheckedSolutions) {
  for (const std::string& line : first_lines("puzzles_6_variety_hard.txt", 60)) {
    const Puzzle puzzle = parse(line);
    const Geometry geo = Geometry::for_size(puzzle.size);
    const SolveResult backtrack = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kBacktrack);
    const SolveResult places = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kPlaces);
    ASSERT_EQ(places.status, SolveStatus::kSolved) << line;
    EXPECT_FALSE(check_solution(geo, puzzle, places.solution).has_value()) << line;
    EXPECT_EQ(places.solution, backtrack.solution) << line;
  }
}

TEST(SearchTest, PlaceBranchingTakesOtherBranchesWhereCellsHaveThreeCandidates) {
  // The hardest course 16x16 for backtracking: many of its nodes have no cell with two
  // candidates, and there the two places of a digit make a two-way branch.
  const std::string line = first_lines("puzzles_6_variety_hard.txt", 60)[kHard16Line];
  const SolveResult backtrack = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kBacktrack);
  const SolveResult places = solve_with(line, "fl,mrv,cp", 1, SearchStrategy::kPlaces);
  ASSERT_EQ(places.status, SolveStatus::kSolved);
  EXPECT_EQ(places.solution, backtrack.solution);
  // Measured once and pinned: counters are deterministic.
  EXPECT_EQ(backtrack.stats.guesses, 2892u);
  EXPECT_EQ(places.stats.guesses, 3024u);
}

TEST(SearchTest, PlaceBranchingCountsEverySolutionOnce) {
  // Each branch puts the digit in one of its two places, so the branches split the solutions
  // between them: counts equal backtracking's (288 for the empty 4x4, a known count).
  EXPECT_EQ(solve_with(std::string(16, '.'), "fl,mrv,cp", 1000, SearchStrategy::kPlaces).solutions, 288u);
  // The course's hardest 9x9 without its first three givens has 11,356 solutions.
  std::string loose = kHard9;
  for (int removed = 0, k = 0; removed < 3; ++k) {
    if (loose[k] != '.') {
      loose[k] = '.';
      ++removed;
    }
  }
  const SolveResult backtrack = solve_with(loose, "fl,mrv,cp", 100000, SearchStrategy::kBacktrack);
  const SolveResult places = solve_with(loose, "fl,mrv,cp", 100000, SearchStrategy::kPlaces);
  EXPECT_EQ(backtrack.solutions, 11356u);
  EXPECT_EQ(places.solutions, backtrack.solutions);
  EXPECT_NE(places.stats, backtrack.stats);
}

TEST(SearchTest, CountsAllSolutionsOfTheEmpty4x4) {
  // The empty 4x4 has 288 solutions (a known count); every technique set must find them all.
  const std::string empty(16, '.');
  for (const char* set : {"none", "fl", "fl,mrv", "all"}) {
    const SolveResult r = solve_with(empty, set, 1000);
    EXPECT_EQ(r.status, SolveStatus::kSolved) << set;
    EXPECT_EQ(r.solutions, 288u) << set;
  }
}

TEST(SearchTest, StopsAtTheSolutionLimit) {
  const SolveResult r = solve_with(std::string(81, '.'), "all", 2);
  EXPECT_EQ(r.status, SolveStatus::kSolved);
  EXPECT_EQ(r.solutions, 2u);
}

TEST(SearchTest, ReportsUnsolvableWithoutClash) {
  // Row 1 needs a 4 in r1c4, but column 4 already has a 4: no two givens clash directly.
  const std::string puzzle =
      "123."
      "...."
      "...4"
      "....";
  for (const char* set : {"none", "fl", "all"}) {
    const SolveResult r = solve_with(puzzle, set);
    EXPECT_EQ(r.status, SolveStatus::kUnsolvable) << set;
    EXPECT_TRUE(r.solution.empty());
  }
}

TEST(SearchTest, ReportsUnsolvableAfterSearching) {
  const SolveResult r = solve_with(kBroken9, "fl,mrv");
  ASSERT_NE(r.status, SolveStatus::kInvalid);
  EXPECT_EQ(r.status, SolveStatus::kUnsolvable);
  EXPECT_GT(r.stats.guesses, 0u);
}

TEST(SearchTest, RejectsClashingGivensBeforeSearching) {
  const SolveResult r = solve_with(
      "11.."
      "...."
      "...."
      "....",
      "all");
  EXPECT_EQ(r.status, SolveStatus::kInvalid);
  EXPECT_NE(r.message.find("clashing"), std::string::npos);
  EXPECT_EQ(r.stats.recursions, 0u);
}

TEST(SearchTest, StopsAtThePastDeadline) {
  const Puzzle puzzle = parse(kHard9);
  const Geometry geo = Geometry::for_size(9);
  SolverConfig config;
  config.techniques = TechniqueSet{};
  config.deadline = std::chrono::steady_clock::now();
  const SolveResult r = solve(geo, puzzle, config);
  EXPECT_EQ(r.status, SolveStatus::kTimeout);
  EXPECT_TRUE(r.solution.empty());
}

TEST(SearchTest, StopsWhenCancelled) {
  const Puzzle puzzle = parse(kHard9);
  const Geometry geo = Geometry::for_size(9);
  std::atomic<bool> cancel{true};
  SolverConfig config;
  config.techniques = TechniqueSet{};
  config.cancel = &cancel;
  EXPECT_EQ(solve(geo, puzzle, config).status, SolveStatus::kTimeout);
}

TEST(SearchTest, CountersAreDeterministic) {
  const SolveResult a = solve_with(kHard9, "all");
  const SolveResult b = solve_with(kHard9, "all");
  EXPECT_EQ(a.stats, b.stats);
}

}  // namespace
}  // namespace sudoku
