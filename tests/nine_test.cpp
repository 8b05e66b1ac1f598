// The fixed-size 9x9 search (solver/nine/): its bit-parallel rules must reach exactly the fixed
// point the general Propagator reaches with the same techniques, and its search must find what
// the general search finds. Whole solves are also covered by property_test.cpp.

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/nine/bitboard9.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"

namespace sudoku {
namespace {

using nine::Bitboard9;

const Geometry& nine_geometry() {
  static const Geometry geo = Geometry::for_size(9);
  return geo;
}

// Every 9x9 puzzle of the bundled course files.
std::vector<Puzzle> course_puzzles() {
  std::vector<Puzzle> out;
  for (const char* file :
       {"puzzles_1_standard_easy.txt", "puzzles_2_variety_easy.txt", "puzzles_3_standard_medium.txt",
        "puzzles_4_variety_medium.txt", "puzzles_5_standard_hard.txt", "puzzles_6_variety_hard.txt"}) {
    std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/" + file);
    EXPECT_TRUE(in) << file;
    for (std::string line; std::getline(in, line);) {
      ParsedLine parsed = parse_line(line);
      if (parsed.kind == LineKind::kPuzzle && parsed.puzzle.size == 9)
        out.push_back(std::move(parsed.puzzle));
    }
  }
  return out;
}

// Course puzzles, and each with a few more givens drawn at random among the digits its peers
// leave open: many of those have no solution, so contradictions are compared too.
std::vector<Puzzle> test_puzzles() {
  std::vector<Puzzle> out = course_puzzles();
  const std::size_t course = out.size();
  std::mt19937 rng(9);
  for (std::size_t i = 0; i < course; ++i) {
    for (int extra : {1, 3, 6}) {
      Puzzle p = out[i];
      for (int k = 0; k < extra; ++k) {
        const int cell = int(rng() % 81);
        if (p.cells[cell] != kBlank) continue;
        const int digit = int(rng() % 9);
        p.cells[cell] = digit;
        if (find_clash(nine_geometry(), p)) p.cells[cell] = kBlank;
      }
      out.push_back(std::move(p));
    }
  }
  return out;
}

struct FixedPoint {
  bool consistent = false;
  std::vector<Mask> candidates;  // per cell, when consistent
};

FixedPoint general_fixed_point(const Puzzle& puzzle, const TechniqueSet& techniques) {
  Stats stats;
  Board board(nine_geometry(), puzzle);
  Propagator prop(nine_geometry(), techniques, stats);
  prop.queue_everything(board);
  FixedPoint out;
  out.consistent = prop.propagate(board);
  if (out.consistent) {
    for (int c = 0; c < 81; ++c) out.candidates.push_back(board.candidates(c));
  }
  return out;
}

FixedPoint bitboard_fixed_point(const Puzzle& puzzle, Bitboard9::Rules rules, Stats& stats) {
  Bitboard9 board(puzzle);
  FixedPoint out;
  if (!board.place_givens(stats)) return out;
  out.consistent = board.propagate(rules, stats);
  if (out.consistent) {
    for (int c = 0; c < 81; ++c) out.candidates.push_back(board.candidates(c));
  }
  return out;
}

struct RuleSet {
  const char* techniques;
  Bitboard9::Rules rules;
};

// On a puzzle with a solution, the rules' fixed point does not depend on their order. Without
// a solution it may: pointing and claiming without cp can act on a unit that has lost a digit (no
// contradiction for them), and which of two clashing claims acts first decides what is left. So
// without cp only the (solvable) course puzzles are compared.
TEST(Bitboard9Test, ReachesTheGeneralFixedPointWithEachRuleSet) {
  const std::vector<Puzzle> puzzles = test_puzzles();
  const std::size_t solvable = course_puzzles().size();
  ASSERT_GT(puzzles.size(), 400u);
  for (const RuleSet& set :
       {RuleSet{"fl", {false, false}}, RuleSet{"fl,cp", {true, false}},
        RuleSet{"fl,intersections", {false, true}}, RuleSet{"fl,cp,intersections", {true, true}}}) {
    SCOPED_TRACE(set.techniques);
    int contradictions = 0;
    std::uint64_t pointing_and_claiming = 0;
    const std::size_t compared =
        set.rules.intersections && !set.rules.hidden_singles ? solvable : puzzles.size();
    for (std::size_t i = 0; i < compared; ++i) {
      SCOPED_TRACE("puzzle " + std::to_string(i));
      Stats stats;
      const FixedPoint general = general_fixed_point(puzzles[i], *TechniqueSet::parse(set.techniques));
      const FixedPoint bits = bitboard_fixed_point(puzzles[i], set.rules, stats);
      ASSERT_EQ(bits.consistent, general.consistent);
      ASSERT_EQ(bits.candidates, general.candidates);
      contradictions += general.consistent ? 0 : 1;
      pointing_and_claiming += stats.eliminated[idx(TechniqueId::kIntersections)];
    }
    // The comparison means something only if both outcomes, and the table's removals, occur.
    if (compared == puzzles.size()) {
      EXPECT_GT(contradictions, 20);
      EXPECT_LT(contradictions, int(puzzles.size()) - 100);
    }
    if (set.rules.intersections) {
      EXPECT_GT(pointing_and_claiming, 100u);
    }
  }
}

TEST(Bitboard9Test, CountsPlacementsByTheRuleThatMadeThem) {
  // Solved by singles alone: every open cell placed once, by fl (naked) or cp (hidden), no guess.
  const Puzzle puzzle = course_puzzles().front();
  SolverConfig config;
  config.strategy = SearchStrategy::kBySize;
  config.techniques = *TechniqueSet::parse("fl,mrv,cp");
  const SolveResult r = solve(nine_geometry(), puzzle, config);
  ASSERT_EQ(r.status, SolveStatus::kSolved);
  EXPECT_EQ(r.stats.guesses, 0u);
  EXPECT_EQ(r.stats.recursions, 1u);
  const auto open = std::uint64_t(81 - puzzle.given_count());
  EXPECT_EQ(r.stats.placements, open);
  EXPECT_EQ(
      r.stats.placed[idx(TechniqueId::kForwardLooking)] + r.stats.placed[idx(TechniqueId::kHiddenSingle)],
      open);
  // Every candidate of an open cell but its digit goes, once.
  std::uint64_t candidates = 0;
  const Board start(nine_geometry(), puzzle);
  for (int c = 0; c < 81; ++c) candidates += std::uint64_t(count(start.candidates(c)));
  EXPECT_EQ(r.stats.eliminations, candidates - 81);
}

TEST(Bitboard9Test, FindsWhatTheGeneralSearchFinds) {
  // The same first-solution verdicts and solution counts as backtracking with the same techniques,
  // on puzzles with none, one and many solutions (course puzzles with givens removed or added).
  std::vector<Puzzle> puzzles = test_puzzles();
  std::mt19937 rng(3);
  for (std::size_t i = 0; i < 60; ++i) {
    Puzzle p = puzzles[i];
    for (int k = 0; k < 12; ++k) p.cells[rng() % 81] = kBlank;
    puzzles.push_back(std::move(p));
  }
  int multiple = 0;
  for (const char* techniques : {"fl", "fl,mrv", "fl,mrv,cp", "fl,mrv,cp,intersections", "all"}) {
    SCOPED_TRACE(techniques);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      SCOPED_TRACE("puzzle " + std::to_string(i));
      SolverConfig config;
      config.techniques = *TechniqueSet::parse(techniques);
      config.solution_limit = 5;
      config.strategy = SearchStrategy::kBacktrack;
      const SolveResult expected = solve(nine_geometry(), puzzles[i], config);
      config.strategy = SearchStrategy::kBySize;
      const SolveResult got = solve(nine_geometry(), puzzles[i], config);
      ASSERT_EQ(status_name(got.status), status_name(expected.status));
      ASSERT_EQ(got.solutions, expected.solutions);
      multiple += got.solutions > 1 ? 1 : 0;
    }
  }
  EXPECT_GT(multiple, 50);
}

TEST(Bitboard9Test, SameCountersEveryTime) {
  SolverConfig config;
  config.strategy = SearchStrategy::kBySize;
  for (const Puzzle& puzzle : course_puzzles()) {
    const SolveResult a = solve(nine_geometry(), puzzle, config);
    const SolveResult b = solve(nine_geometry(), puzzle, config);
    ASSERT_EQ(a.status, SolveStatus::kSolved);
    EXPECT_EQ(a.stats, b.stats);
    EXPECT_EQ(a.solution, b.solution);
  }
}

// The cell choice, as its comment defines it, read off the board cell by cell: fewest
// candidates, then most open peers, then the first.
int reference_choice(const Bitboard9& board) {
  const std::vector<int> placed = board.digits();
  int best = -1, best_count = 0, best_peers = 0;
  for (int c = 0; c < 81; ++c) {
    if (placed[c] != kBlank) continue;
    const int n = count(board.candidates(c));
    int peers = 0;
    nine_geometry().for_each_peer(c, [&](int p) { peers += placed[p] == kBlank; });
    if (best < 0 || n < best_count || (n == best_count && peers > best_peers)) {
      best = c;
      best_count = n;
      best_peers = peers;
    }
  }
  return best;
}

// Boards from nearly empty to nearly full: puzzles with 0 to 30 givens of a valid grid, each then
// filled by guesses of the chosen cell's first digit, compared at every step.
TEST(Bitboard9Test, ChoosesTheFewestCandidatesThenTheMostOpenPeers) {
  const std::vector<int> grid =
      parse_line("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
          .puzzle.cells;
  std::mt19937 rng(3);
  int boards = 0, open_boards = 0;
  for (int givens = 0; givens <= 30; givens += 2) {
    for (int round = 0; round < 8; ++round) {
      Puzzle puzzle{9, std::vector<int>(81, kBlank)};
      for (int k = 0; k < givens; ++k) {
        const int cell = int(rng() % 81);
        puzzle.cells[cell] = grid[cell];
      }
      Stats stats;
      Bitboard9 board(puzzle);
      ASSERT_TRUE(board.place_givens(stats));
      for (bool ok = board.propagate({}, stats); ok;) {
        const int chosen = board.choose_cell(true);
        ASSERT_EQ(chosen, reference_choice(board)) << "givens " << givens << ", round " << round;
        ++boards;
        if (chosen < 0) break;
        open_boards += count(board.candidates(chosen)) > 2;
        ok = board.place(chosen, lowest_digit(board.candidates(chosen)), Bitboard9::kNoTechnique, stats) &&
             board.propagate({}, stats);
      }
    }
  }
  EXPECT_GT(boards, 1000);
  EXPECT_GT(open_boards, 100);  // choices among cells of three digits or more, not only pairs
}

// The course puzzles with the digit of their first given given again in one of its units: the
// first open cell of its row, of its column in another band, or of its block in another row and
// column. Those that have such an open cell.
std::vector<Puzzle> clashing_puzzles() {
  std::vector<Puzzle> out;
  for (const Puzzle& original : course_puzzles()) {
    int given = 0;
    while (original.cells[given] == kBlank) ++given;
    const int row = given / 9, col = given % 9;
    const auto same_row = [&](int c) { return c / 9 == row; };
    const auto same_column_other_band = [&](int c) { return c % 9 == col && c / 27 != given / 27; };
    const auto same_block_only = [&](int c) {
      return c / 27 == given / 27 && c % 9 / 3 == col / 3 && c / 9 != row && c % 9 != col;
    };
    for (const std::function<bool(int)>& unit :
         {std::function<bool(int)>(same_row), std::function<bool(int)>(same_column_other_band),
          std::function<bool(int)>(same_block_only)}) {
      for (int c = 0; c < 81; ++c) {
        if (original.cells[c] != kBlank || !unit(c)) continue;
        Puzzle puzzle = original;
        puzzle.cells[c] = original.cells[given];
        out.push_back(std::move(puzzle));
        break;
      }
    }
  }
  return out;
}

TEST(Bitboard9Test, ReportsClashingGivensAsFindClashWordsThem) {
  // The fixed-size search notices clashes while placing the givens, instead of find_clash first.
  int clashes = 0;
  for (const Puzzle& puzzle : clashing_puzzles()) {
    const auto expected = find_clash(nine_geometry(), puzzle);
    ASSERT_TRUE(expected.has_value());
    Stats stats;
    Bitboard9 board(puzzle);
    EXPECT_FALSE(board.place_givens(stats));
    // fl alone too: without hidden singles nothing else would notice the digit gone from the unit.
    for (const char* techniques : {"all", "fl"}) {
      SolverConfig config;
      config.strategy = SearchStrategy::kBySize;
      config.techniques = *TechniqueSet::parse(techniques);
      const SolveResult r = solve(nine_geometry(), puzzle, config);
      EXPECT_EQ(r.status, SolveStatus::kInvalid) << techniques;
      EXPECT_EQ(r.message, *expected);
      EXPECT_EQ(r.stats, Stats{});
    }
    ++clashes;
  }
  EXPECT_GT(clashes, 300);
}

}  // namespace
}  // namespace sudoku
