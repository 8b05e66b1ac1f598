// Exact counters per search. Counters are deterministic, and CI's regression check compares them on
// the course files, but only through the harness's default search; these tests cover every search.
// Where a plain reference exists (forward checking by naked singles, first open cell or fewest
// candidates, ascending digits) the counts are checked against it; elsewhere they are pinned, so
// any change to what a search counts shows here, with the puzzle and search named.

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "tests/bundled_puzzles.h"

namespace sudoku {
namespace {

// What the Stats comments define, computed by the plainest search that fits: a candidate mask per
// cell; propagation removes each single's digit from its peers until nothing changes (a cell left
// empty is a dead end) and places nothing else, which is what fl does in both Search and Search9.
// The order of removals cannot change the fixed point or whether a dead end is reached, so
// recursions, guesses, backtracks and solutions must match exactly; placements and eliminations
// on a dead end depend on that order, and are not compared.
class ReferenceSearch {
 public:
  enum class CellChoice {
    kFirstOpen,            // fl alone, in both searches
    kFewest,               // Search with mrv and weighted_branching off: the first with fewest
    kFewestThenOpenPeers,  // Search9 with mrv: among the fewest, the first with most open peers
  };

  struct Counts {
    std::uint64_t recursions = 0;
    std::uint64_t guesses = 0;
    std::uint64_t backtracks = 0;
    std::uint64_t solutions = 0;
    std::vector<int> first;  // digits of the first solution
  };

  ReferenceSearch(const Geometry& geo, CellChoice choice, std::uint64_t solution_limit)
      : geo_(geo), choice_(choice), limit_(solution_limit) {}

  Counts run(const Puzzle& puzzle) {
    counts_ = {};
    std::vector<std::uint64_t> cells(geo_.cell_count(), (std::uint64_t{1} << geo_.size()) - 1);
    for (int c = 0; c < geo_.cell_count(); ++c) {
      if (puzzle.cells[c] != kBlank) cells[c] = std::uint64_t{1} << puzzle.cells[c];
    }
    if (propagate(cells)) explore(cells);
    return counts_;
  }

 private:
  static bool single(std::uint64_t m) { return std::popcount(m) == 1; }

  bool propagate(std::vector<std::uint64_t>& cells) const {
    for (bool changed = true; changed;) {
      changed = false;
      for (int c = 0; c < geo_.cell_count(); ++c) {
        if (!single(cells[c])) continue;
        for (int peer : geo_.peers(c)) {
          if ((cells[peer] & cells[c]) == 0) continue;
          cells[peer] &= ~cells[c];
          if (cells[peer] == 0) return false;
          changed = true;
        }
      }
    }
    return true;
  }

  int open_peers(const std::vector<std::uint64_t>& cells, int cell) const {
    int n = 0;
    for (int peer : geo_.peers(cell)) n += single(cells[peer]) ? 0 : 1;
    return n;
  }

  int choose_cell(const std::vector<std::uint64_t>& cells) const {
    int best = -1;
    int best_count = 0;
    int best_peers = 0;
    for (int c = 0; c < geo_.cell_count(); ++c) {
      if (single(cells[c])) continue;
      if (choice_ == CellChoice::kFirstOpen) return c;
      const int n = std::popcount(cells[c]);
      const int peers = choice_ == CellChoice::kFewestThenOpenPeers ? open_peers(cells, c) : 0;
      if (best < 0 || n < best_count || (n == best_count && peers > best_peers)) {
        best = c;
        best_count = n;
        best_peers = peers;
      }
    }
    return best;
  }

  // true: stop (the solution limit is reached).
  bool explore(const std::vector<std::uint64_t>& cells) {
    ++counts_.recursions;
    const int cell = choose_cell(cells);
    if (cell < 0) {
      if (counts_.solutions++ == 0) {
        for (std::uint64_t m : cells) counts_.first.push_back(std::countr_zero(m));
      }
      return counts_.solutions >= limit_;
    }
    for (int digit = 0; digit < geo_.size(); ++digit) {
      if ((cells[cell] >> digit & 1) == 0) continue;
      ++counts_.guesses;
      const std::uint64_t solutions_before = counts_.solutions;
      std::vector<std::uint64_t> child = cells;
      child[cell] = std::uint64_t{1} << digit;
      if (propagate(child) && explore(child)) return true;
      if (counts_.solutions == solutions_before) ++counts_.backtracks;
    }
    return false;
  }

  const Geometry& geo_;
  const CellChoice choice_;
  const std::uint64_t limit_;
  Counts counts_;
};

Puzzle puzzle_at(const std::string& file, int line_number) {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/" + file);
  std::string line;
  for (int n = 0; n < line_number; ++n) std::getline(in, line);
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << file << ":" << line_number << " " << parsed.error;
  return parsed.puzzle;
}

SolverConfig config_of(const std::string& techniques, SearchStrategy strategy,
                       std::uint64_t solution_limit = 1) {
  SolverConfig config;
  config.techniques = *TechniqueSet::parse(techniques);
  config.strategy = strategy;
  config.solution_limit = solution_limit;
  return config;
}

SolveResult solve_9x9(const Puzzle& puzzle, const SolverConfig& config) {
  return solve(Geometry::for_size(9), puzzle, config);
}

void expect_matches_reference(const Puzzle& puzzle, const SolverConfig& config,
                              ReferenceSearch::CellChoice choice, const std::string& label) {
  const Geometry& geo = Geometry::for_size(puzzle.size);
  const ReferenceSearch::Counts reference = ReferenceSearch(geo, choice, config.solution_limit).run(puzzle);
  const SolveResult ours = solve(geo, puzzle, config);
  EXPECT_EQ(ours.stats.recursions, reference.recursions) << label;
  EXPECT_EQ(ours.stats.guesses, reference.guesses) << label;
  EXPECT_EQ(ours.stats.backtracks, reference.backtracks) << label;
  EXPECT_EQ(ours.stats.conflicts, 0u) << label;  // backtracking meets dead ends, not conflicts
  EXPECT_EQ(ours.solutions, reference.solutions) << label;
  if (reference.solutions > 0) {
    EXPECT_EQ(ours.solution, reference.first) << label;
  }
}

std::string label_of(const Puzzle& puzzle, std::size_t index) {
  return "puzzle #" + std::to_string(index) + " " + format_grid(puzzle.cells);
}

// ---- checked against the reference ----

constexpr const char* kHard9File = "puzzles_5_standard_hard.txt";

TEST(CountersTest, ForwardCheckingMatchesTheReferenceInBothSearches) {
  using Choice = ReferenceSearch::CellChoice;
  const std::vector<Puzzle> puzzles = puzzles_of(kHard9File, 9, 20);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string label = label_of(puzzles[i], i);
    expect_matches_reference(puzzles[i], config_of("fl", SearchStrategy::kBacktrack), Choice::kFirstOpen,
                             "Search, fl, " + label);
    expect_matches_reference(puzzles[i], config_of("fl", SearchStrategy::kBySize), Choice::kFirstOpen,
                             "Search9, fl, " + label);
  }
}

TEST(CountersTest, FewestCandidatesFirstMatchesTheReferenceInBothSearches) {
  using Choice = ReferenceSearch::CellChoice;
  std::vector<Puzzle> puzzles = puzzles_of(kHard9File, 9, 20);
  for (Puzzle& p : puzzles_of("puzzles_6_variety_hard.txt", 9, 7)) puzzles.push_back(std::move(p));
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string label = label_of(puzzles[i], i);
    SolverConfig unweighted = config_of("fl,mrv", SearchStrategy::kBacktrack);
    unweighted.weighted_branching = false;  // dom/wdeg follows where dead ends show: not reproducible
    expect_matches_reference(puzzles[i], unweighted, Choice::kFewest, "Search, fl,mrv, " + label);
    expect_matches_reference(puzzles[i], config_of("fl,mrv", SearchStrategy::kBySize),
                             Choice::kFewestThenOpenPeers, "Search9, fl,mrv, " + label);
  }
}

TEST(CountersTest, CountingMatchesTheReferenceInBothSearches) {
  using Choice = ReferenceSearch::CellChoice;
  const std::vector<Puzzle> puzzles = puzzles_of(kHard9File, 9, 6);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    for (int blanks : {0, 2, 4}) {
      const Puzzle puzzle = loosened(puzzles[i], blanks);
      const std::string label = label_of(puzzle, i);
      for (std::uint64_t limit : {2u, 10u}) {
        expect_matches_reference(puzzle, config_of("fl", SearchStrategy::kBacktrack, limit),
                                 Choice::kFirstOpen,
                                 "Search, fl, limit " + std::to_string(limit) + ", " + label);
        expect_matches_reference(puzzle, config_of("fl", SearchStrategy::kBySize, limit), Choice::kFirstOpen,
                                 "Search9, fl, limit " + std::to_string(limit) + ", " + label);
      }
    }
  }
}

TEST(CountersTest, EverySearchCountsTheReferencesSolutions) {
  // The number of solutions (up to the limit) depends on the puzzle alone, whatever the search.
  const Geometry& geo = Geometry::for_size(9);
  std::uint64_t several = 0;
  for (const Puzzle& original : puzzles_of(kHard9File, 9, 6)) {
    for (int blanks : {0, 3, 6}) {
      const Puzzle puzzle = loosened(original, blanks);
      const std::uint64_t expected =
          ReferenceSearch(geo, ReferenceSearch::CellChoice::kFewest, 20).run(puzzle).solutions;
      several += expected > 1 ? 1 : 0;
      for (const SearchStrategy strategy :
           {SearchStrategy::kBySize, SearchStrategy::kBacktrack, SearchStrategy::kPlaces,
            SearchStrategy::kLearn, SearchStrategy::kAuto}) {
        const SolveResult ours = solve_9x9(puzzle, config_of("all", strategy, 20));
        EXPECT_EQ(ours.solutions, expected) << strategy_name(strategy) << " " << format_grid(puzzle.cells);
      }
    }
  }
  EXPECT_GE(several, 6u);  // the loosened puzzles do have several solutions
}

// ---- pinned: measured once; a change here is a change of behaviour ----

struct Pinned {
  const char* file;
  int line;
  int blanks;  // givens taken out first (see loosened): puzzles with several solutions, for counting
  const char* techniques;
  SearchStrategy strategy;
  std::uint64_t solution_limit;
  std::uint64_t recursions, guesses, backtracks, conflicts, placements, eliminations, solutions;
};

// Learning and auto solve 9x9 with the general board; the fixed-size search needs kBySize.
// The 16x16 rows (puzzles_6_variety_hard.txt lines 9, 26, 28) cover learning's own board size; line
// 28 under auto passes its 200 dead ends of backtracking and finishes with learning. Only learning
// counts conflicts; its backtracks are the decision levels its backjumps undid, and while counting
// one for each solution it blocks.
// clang-format off
constexpr Pinned kPinned[] = {
  // file                         line blanks techniques   search                     limit   rec guess back conf place   elim sol
  {"puzzles_5_standard_hard.txt",   3, 0, "all",       SearchStrategy::kBySize,    1,      4,   6,   4,   0,  129,   611, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "all",       SearchStrategy::kBySize,    1,      3,   2,   0,   0,   57,   456, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "fl,mrv",    SearchStrategy::kBySize,    1,     65, 128, 122,   0,  764,  3087, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "all",       SearchStrategy::kLearn,     1,      5,   4,   4,   4,  137,   646, 1},
  {"puzzles_6_variety_hard.txt",    9, 0, "all",       SearchStrategy::kLearn,     1,     47,  46,  39,  32, 1419,  7503, 1},
  {"puzzles_6_variety_hard.txt",   26, 0, "all",       SearchStrategy::kLearn,     1,     72,  71,  66,  54, 2452, 11124, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "all",       SearchStrategy::kBacktrack, 1,      3,   3,   1,   0,   77,   506, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "fl,mrv,cp", SearchStrategy::kBacktrack, 1,      8,  14,  12,   0,  204,   809, 1},
  {"puzzles_6_variety_hard.txt",    9, 0, "all",       SearchStrategy::kBacktrack, 1,     72, 143, 131,   0, 3518, 14071, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "fl,mrv,cp", SearchStrategy::kPlaces,    1,      8,  14,  12,   0,  204,   809, 1},
  {"puzzles_6_variety_hard.txt",    9, 0, "all",       SearchStrategy::kPlaces,    1,     73, 141, 133,   0, 3284, 13347, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "all",       SearchStrategy::kAuto,      1,      3,   3,   1,   0,   77,   506, 1},
  {"puzzles_6_variety_hard.txt",   28, 0, "fl,mrv,cp", SearchStrategy::kAuto,      1,    282, 387, 378,  81, 5184, 25528, 1},
  // counting: a unique puzzle to the end of its tree, and loosened ones with several solutions
  {"puzzles_5_standard_hard.txt",   3, 0, "all",       SearchStrategy::kBySize,    2,      4,   6,   4,   0,  129,   611, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "all",       SearchStrategy::kBacktrack, 2,      3,   4,   2,   0,  113,   577, 1},
  {"puzzles_6_variety_hard.txt",    9, 0, "all",       SearchStrategy::kBacktrack, 2,    103, 215, 203,   0, 5497, 21862, 1},
  {"puzzles_5_standard_hard.txt",  45, 0, "all",       SearchStrategy::kPlaces,    2,      3,   4,   2,   0,  113,   577, 1},
  {"puzzles_5_standard_hard.txt",   3, 1, "all",       SearchStrategy::kBySize,    1000, 2036, 2064,  32,   0, 12837, 19312, 1000},
  {"puzzles_5_standard_hard.txt",   3, 1, "all",       SearchStrategy::kBacktrack, 1000, 2064, 2122,  61,   0, 16716, 25208, 1000},
  {"puzzles_5_standard_hard.txt",   3, 1, "all",       SearchStrategy::kLearn,     1000, 1049, 1048, 1043, 42, 14452, 23727, 1000},
  {"puzzles_5_standard_hard.txt",   3, 1, "all",       SearchStrategy::kPlaces,    1000, 2061, 2117,  59,   0, 16636, 25077, 1000},
};
// clang-format on

TEST(CountersTest, EverySearchKeepsItsPinnedCounters) {
  for (const Pinned& pin : kPinned) {
    const Puzzle puzzle = loosened(puzzle_at(pin.file, pin.line), pin.blanks);
    const SolverConfig config = config_of(pin.techniques, pin.strategy, pin.solution_limit);
    const SolveResult r = solve(Geometry::for_size(puzzle.size), puzzle, config);
    const Stats& s = r.stats;
    const std::string where = std::string(pin.file) + ":" + std::to_string(pin.line) + " blanks " +
                              std::to_string(pin.blanks) + " " + pin.techniques + " " +
                              std::string(strategy_name(pin.strategy)) + " limit " +
                              std::to_string(pin.solution_limit);
    ASSERT_EQ(r.status, SolveStatus::kSolved) << where;
    EXPECT_EQ(s.recursions, pin.recursions) << where;
    EXPECT_EQ(s.guesses, pin.guesses) << where;
    EXPECT_EQ(s.backtracks, pin.backtracks) << where;
    EXPECT_EQ(s.conflicts, pin.conflicts) << where;
    EXPECT_EQ(s.placements, pin.placements) << where;
    EXPECT_EQ(s.eliminations, pin.eliminations) << where;
    EXPECT_EQ(r.solutions, pin.solutions) << where;
    const bool as_pinned = s.recursions == pin.recursions && s.guesses == pin.guesses &&
                           s.backtracks == pin.backtracks && s.conflicts == pin.conflicts &&
                           s.placements == pin.placements && s.eliminations == pin.eliminations &&
                           r.solutions == pin.solutions;
    if (!as_pinned) {  // the whole row, to compare with the table (or to update it, for a meant change)
      ADD_FAILURE() << where << " counts " << s.recursions << ", " << s.guesses << ", " << s.backtracks
                    << ", " << s.conflicts << ", " << s.placements << ", " << s.eliminations << ", "
                    << r.solutions;
    }
  }
}

}  // namespace
}  // namespace sudoku
