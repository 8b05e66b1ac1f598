// Property test: on random puzzles of every block shape, no technique set and no search strategy
// gives a wrong answer. Grids come from a pattern, not from the solver, and every answer is checked
// by code in this file, so a bug shared by the solver and solver/verify.h still shows.
//
// Shapes (N: block width x height, as Geometry::for_size picks them for composite N in 4..25):
//   4: 2x2   6: 3x2   8: 4x2   9: 3x3   10: 5x2   12: 4x3   14: 7x2   15: 5x3
//   16: 4x4  18: 6x3  20: 5x4  21: 7x3  22: 11x2  24: 6x4  25: 5x5
//
// Per random grid, puzzles of three densities keep a random subset of its cells (the grid is a
// witness that they are solvable), and two more change one given of the dense and the medium puzzle
// to a value no peer given holds (likely, not certainly, unsolvable). Every puzzle runs through
// every configuration below; properties:
//   (a) all configurations that finish agree on solved vs unsolvable;
//   (b) every solution keeps the givens and is a valid grid;
//   (c) puzzles cut from the witness are solved;
//   (d) solution counts (limit 3) agree, and a puzzle with exactly one solution has the witness.
// Small sizes are also counted by a reference search written here, as ground truth.
//
// Random numbers come only from raw std::mt19937 output (no std::shuffle or distributions, whose
// results differ between standard libraries), so a seed names the same puzzle everywhere.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver.h"
#include "solver/solver_config.h"
#include "solver/technique_set.h"

namespace sudoku {
namespace {

// One block shape, how many random grids it gets (5 puzzles each: more for small N, where solves
// are cheap and corner cases many) and the share of cells each density keeps. Dense: most have one
// solution (the threshold rises with N, and rectangular blocks need more givens); medium: near the
// threshold, where search works hardest (kept above it from 18 on, where it costs seconds); sparse:
// many solutions.
struct Shape {
  int n;
  int rows;  // block height
  int cols;  // block width
  int grids;
  double dense;
  double medium;
  double sparse;
};

const std::vector<Shape>& shapes() {
  static const std::vector<Shape> kShapes = {
      {4, 2, 2, 60, 0.65, 0.45, 0.25}, {6, 2, 3, 50, 0.65, 0.45, 0.3},   {8, 2, 4, 40, 0.65, 0.45, 0.35},
      {9, 3, 3, 40, 0.65, 0.45, 0.35}, {10, 2, 5, 30, 0.65, 0.45, 0.35}, {12, 3, 4, 10, 0.7, 0.45, 0.3},
      {14, 2, 7, 12, 0.7, 0.45, 0.3},  {15, 3, 5, 12, 0.7, 0.45, 0.3},   {16, 4, 4, 6, 0.7, 0.45, 0.3},
      {18, 3, 6, 6, 0.75, 0.55, 0.35}, {20, 4, 5, 6, 0.8, 0.55, 0.35},   {21, 3, 7, 4, 0.8, 0.55, 0.35},
      {22, 2, 11, 4, 0.8, 0.55, 0.35}, {24, 4, 6, 4, 0.8, 0.55, 0.35},   {25, 5, 5, 3, 0.7, 0.55, 0.35},
  };
  return kShapes;
}

// Weak configurations have heavy-tailed run times, so each runs only up to the size where it still
// finishes every puzzle here in milliseconds (measured); above it, one slow solve costs seconds.
constexpr int kPlainMaxN = 9;          // none and mrv alone: no candidates, plain backtracking
constexpr int kFirstCellMaxN = 12;     // fl sets without mrv, backtracking in cell order
constexpr int kMrvBacktrackMaxN = 16;  // fl,mrv and unweighted fl,mrv,cp backtracking, counting
constexpr int kReferenceMaxN = 10;     // this file's own counting search

void PrintTo(const Shape& s, std::ostream* os) { *os << s.n << "x" << s.n; }

std::string shape_label(const Shape& s) {
  return std::to_string(s.n) + "x" + std::to_string(s.n) + " (blocks " + std::to_string(s.cols) + "x" +
         std::to_string(s.rows) + ")";
}

// ---- random numbers, the same on every platform ----

using Rng = std::mt19937;

int pick(Rng& rng, int bound) { return static_cast<int>(rng() % static_cast<unsigned>(bound)); }

template <typename T>
void shuffle(std::vector<T>& items, Rng& rng) {
  for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) std::swap(items[i], items[pick(rng, i + 1)]);
}

std::vector<int> permutation(int size, Rng& rng) {
  std::vector<int> p(size);
  for (int i = 0; i < size; ++i) p[i] = i;
  shuffle(p, rng);
  return p;
}

// ---- grids, checked without the library ----

int block_of(const Shape& s, int r, int c) { return (r / s.rows) * (s.n / s.cols) + c / s.cols; }

bool are_peers(const Shape& s, int a, int b) {
  const int ra = a / s.n, ca = a % s.n, rb = b / s.n, cb = b % s.n;
  return a != b && (ra == rb || ca == cb || block_of(s, ra, ca) == block_of(s, rb, cb));
}

// Empty when `grid` is a complete valid grid keeping every given of `givens`; otherwise why not.
std::optional<std::string> defect(const Shape& s, const std::vector<int>& givens,
                                  const std::vector<int>& grid) {
  const int n = s.n;
  if (static_cast<int>(grid.size()) != n * n) return "grid has " + std::to_string(grid.size()) + " cells";
  for (int i = 0; i < n * n; ++i) {
    if (grid[i] < 0 || grid[i] >= n) return "cell " + std::to_string(i) + " holds " + std::to_string(grid[i]);
    if (givens[i] != kBlank && givens[i] != grid[i]) return "cell " + std::to_string(i) + " lost its given";
  }
  std::vector<int> seen(3 * n * n, 0);  // [unit kind][index][digit]
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int d = grid[r * n + c];
      const std::array<int, 3> slots = {r, c, block_of(s, r, c)};
      for (int kind = 0; kind < 3; ++kind) {
        if (seen[(kind * n + slots[kind]) * n + d]++ != 0) {
          static constexpr std::array<const char*, 3> kNames = {"row", "column", "block"};
          return std::string(kNames[kind]) + " " + std::to_string(slots[kind]) + " repeats " +
                 std::to_string(d);
        }
      }
    }
  }
  return std::nullopt;
}

// The course's puzzle format, written here so messages paste straight into sudoku-bench.
std::string to_line(const std::vector<int>& cells) {
  std::string line;
  for (int d : cells) line += d == kBlank ? '.' : d < 9 ? char('1' + d) : char('A' + d - 9);
  return line;
}

// Valid for any block shape: row r of band b, offset j = r % rows, starts at cols*j + b, so each
// block's rows start cols apart and together hold every value once.
std::vector<int> pattern_grid(const Shape& s) {
  std::vector<int> grid(s.n * s.n);
  for (int r = 0; r < s.n; ++r) {
    for (int c = 0; c < s.n; ++c) grid[r * s.n + c] = (s.cols * (r % s.rows) + r / s.rows + c) % s.n;
  }
  return grid;
}

// Order of lines (rows or columns) in groups of `group`: groups shuffled, lines within each too.
std::vector<int> line_order(int n, int group, Rng& rng) {
  const std::vector<int> groups = permutation(n / group, rng);
  std::vector<int> order;
  for (int g : groups) {
    for (int i : permutation(group, rng)) order.push_back(g * group + i);
  }
  return order;
}

// The pattern with symbols relabelled, rows shuffled within bands, columns within stacks, bands,
// stacks, and (square blocks only, where it keeps blocks) transposed: all keep a grid valid.
std::vector<int> random_grid(const Shape& s, Rng& rng) {
  const std::vector<int> pattern = pattern_grid(s);
  const std::vector<int> symbols = permutation(s.n, rng);
  const std::vector<int> rows = line_order(s.n, s.rows, rng);
  const std::vector<int> cols = line_order(s.n, s.cols, rng);
  const bool transpose = s.rows == s.cols && pick(rng, 2) == 1;
  std::vector<int> grid(s.n * s.n);
  for (int r = 0; r < s.n; ++r) {
    for (int c = 0; c < s.n; ++c) {
      const int d = symbols[pattern[rows[r] * s.n + cols[c]]];
      grid[transpose ? c * s.n + r : r * s.n + c] = d;
    }
  }
  return grid;
}

// The grid with a random `fraction` of its cells kept as givens.
std::vector<int> keep_givens(const Shape& s, const std::vector<int>& grid, double fraction, Rng& rng) {
  std::vector<int> order = permutation(s.n * s.n, rng);
  const int keep = static_cast<int>(fraction * s.n * s.n + 0.5);
  std::vector<int> cells(s.n * s.n, kBlank);
  for (int i = 0; i < keep; ++i) cells[order[i]] = grid[order[i]];
  return cells;
}

// One given changed to a value that no peer given holds (so the givens still do not clash), or
// empty when no given has such a value.
std::optional<std::vector<int>> break_one_given(const Shape& s, std::vector<int> cells, Rng& rng) {
  for (int cell : permutation(s.n * s.n, rng)) {
    if (cells[cell] == kBlank) continue;
    std::vector<bool> used(s.n, false);
    used[cells[cell]] = true;
    for (int other = 0; other < s.n * s.n; ++other) {
      if (cells[other] != kBlank && are_peers(s, cell, other)) used[cells[other]] = true;
    }
    std::vector<int> free;
    for (int d = 0; d < s.n; ++d) {
      if (!used[d]) free.push_back(d);
    }
    if (free.empty()) continue;
    cells[cell] = free[pick(rng, static_cast<int>(free.size()))];
    return cells;
  }
  return std::nullopt;
}

// ---- ground truth for small sizes: a plain counting search with bitmasks and fewest options ----

class ReferenceCounter {
 public:
  explicit ReferenceCounter(const Shape& s) : s_(s) {}

  // Solutions up to `limit`, or empty when `node_budget` nodes did not settle it.
  std::optional<int> count(const std::vector<int>& cells, int limit, long node_budget) {
    grid_ = cells;
    used_.assign(3 * s_.n, 0);
    for (int i = 0; i < s_.n * s_.n; ++i) {
      if (grid_[i] == kBlank) continue;
      for (int u : units(i)) {
        if (used_[u] & bit(grid_[i])) return 0;  // clashing givens
        used_[u] |= bit(grid_[i]);
      }
    }
    found_ = 0;
    limit_ = limit;
    nodes_left_ = node_budget;
    if (!explore()) return std::nullopt;
    return found_;
  }

 private:
  static std::uint32_t bit(int d) { return std::uint32_t{1} << d; }
  std::array<int, 3> units(int i) const {
    const int r = i / s_.n, c = i % s_.n;
    return {r, s_.n + c, 2 * s_.n + block_of(s_, r, c)};
  }
  std::uint32_t options(int i) const {
    const auto u = units(i);
    return ~(used_[u[0]] | used_[u[1]] | used_[u[2]]) & ((std::uint32_t{1} << s_.n) - 1);
  }
  // False when out of budget.
  bool explore() {
    if (--nodes_left_ < 0) return false;
    int best = -1, best_count = s_.n + 1;
    for (int i = 0; i < s_.n * s_.n; ++i) {
      if (grid_[i] != kBlank) continue;
      const int k = std::popcount(options(i));
      if (k < best_count) best = i, best_count = k;
    }
    if (best < 0) {
      ++found_;
      return true;
    }
    for (int d = 0; d < s_.n && found_ < limit_; ++d) {
      if (!(options(best) & bit(d))) continue;
      grid_[best] = d;
      for (int u : units(best)) used_[u] |= bit(d);
      const bool ok = explore();
      for (int u : units(best)) used_[u] &= ~bit(d);
      grid_[best] = kBlank;
      if (!ok) return false;
    }
    return true;
  }

  const Shape& s_;
  std::vector<int> grid_;
  std::vector<std::uint32_t> used_;
  int found_ = 0;
  int limit_ = 0;
  long nodes_left_ = 0;
};

// ---- configurations ----

struct Config {
  std::string techniques;
  SearchStrategy strategy = SearchStrategy::kBacktrack;
  std::uint64_t limit = 1;
  bool weighted = true;

  std::string name() const {
    std::string out = TechniqueSet::parse(techniques)->to_string() + "/" +
                      std::string(strategy_name(strategy)) + "/limit " + std::to_string(limit);
    return weighted ? out : out + "/unweighted";
  }
};

constexpr std::uint64_t kCountLimit = 3;

std::vector<Config> configs_for(const Shape& s) {
  std::vector<Config> out;
  const std::array<SearchStrategy, 5> strategies = {SearchStrategy::kBacktrack, SearchStrategy::kLearn,
                                                    SearchStrategy::kAuto, SearchStrategy::kBySize,
                                                    SearchStrategy::kPlaces};
  const auto add = [&](const char* set, SearchStrategy strategy, std::uint64_t limit = 1,
                       bool weighted = true) {
    const bool plain = !TechniqueSet::parse(set)->deduces();
    const bool mrv = TechniqueSet::parse(set)->has(TechniqueId::kMostConstrainedBranching);
    const bool backtracks = strategy == SearchStrategy::kBacktrack || strategy == SearchStrategy::kPlaces;
    if (plain && s.n > kPlainMaxN) return;
    if (backtracks && !mrv && s.n > kFirstCellMaxN) return;
    if (backtracks && (std::string(set) == "fl,mrv" || !weighted) && s.n > kMrvBacktrackMaxN) return;
    out.push_back({set, strategy, limit, weighted});
  };
  // Learning applies only with fl (solve() backtracks otherwise), so plain sets run once.
  add("none", SearchStrategy::kBacktrack);
  add("mrv", SearchStrategy::kBacktrack);
  for (const char* set :
       {"fl", "fl,mrv", "fl,mrv,cp", "all", "fl,cp", "fl,subsets", "fl,intersections", "fl,fish"}) {
    for (SearchStrategy strategy : strategies) add(set, strategy);
  }
  add("fl,mrv,cp", SearchStrategy::kBacktrack, 1, false);
  // Counting: auto backtracks and, past its budget, learns; by-size learns, but on 9x9 its
  // fixed-size search counts by itself; places counts with its own branching.
  for (const char* set : {"none", "fl,mrv", "fl,mrv,cp", "all"}) add(set, SearchStrategy::kAuto, kCountLimit);
  for (const char* set : {"fl", "fl,mrv", "fl,mrv,cp", "all"}) add(set, SearchStrategy::kBySize, kCountLimit);
  for (const char* set : {"fl,mrv,cp", "all"}) add(set, SearchStrategy::kPlaces, kCountLimit);
  return out;
}

// A safety net, not a measure: almost every solve here takes well under a second even under
// AddressSanitizer, but a hang must fail as a count of timeouts rather than stall the suite. A few
// are exponential for one configuration (15x15: fl,mrv with places, 12 of 2340 solves), so each
// second here is about 12 s of the suite. Sanitized builds run about five times slower.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr auto kDeadline = std::chrono::seconds(10);
#else
constexpr auto kDeadline = std::chrono::seconds(2);
#endif

struct Tally {
  int puzzles = 0;
  int solves = 0;
  int timeouts = 0;
  int solved = 0;
  int unsolvable = 0;
  int unique = 0;
  int reference_checked = 0;
  std::map<std::string, int> timeouts_by_config;
};

enum class Kind { kDense, kMedium, kSparse, kBrokenDense, kBrokenMedium };

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::kDense: return "dense";
    case Kind::kMedium: return "medium";
    case Kind::kSparse: return "sparse";
    case Kind::kBrokenDense: return "dense with one given changed";
    case Kind::kBrokenMedium: return "medium with one given changed";
  }
  return "?";
}

// Runs every configuration on one puzzle and checks the properties. `witness` is the grid the
// puzzle was cut from, when it was not altered.
void check_puzzle(const Shape& s, const Geometry& geo, const std::vector<int>& cells,
                  const std::vector<int>* witness, Tally& tally) {
  const Puzzle puzzle{s.n, cells};
  std::optional<bool> verdict;  // solved?
  std::string verdict_by;
  std::optional<std::uint64_t> count;  // min(solutions, limit), from a complete count
  std::string count_by;
  std::vector<std::pair<std::string, std::vector<int>>> solutions;  // config name, first solution
  int verdicts = 0;
  for (const Config& config : configs_for(s)) {
    SCOPED_TRACE("config " + config.name());
    SolverConfig sc;
    sc.techniques = *TechniqueSet::parse(config.techniques);
    sc.strategy = config.strategy;
    sc.solution_limit = config.limit;
    sc.weighted_branching = config.weighted;
    sc.deadline = std::chrono::steady_clock::now() + kDeadline;
    const SolveResult r = solve(geo, puzzle, sc);
    ++tally.solves;

    ASSERT_TRUE(r.status == SolveStatus::kSolved || r.status == SolveStatus::kUnsolvable ||
                r.status == SolveStatus::kTimeout)
        << "status " << status_name(r.status) << ": " << r.message;
    if (r.status == SolveStatus::kTimeout) {
      ++tally.timeouts;
      ++tally.timeouts_by_config[config.name()];
      continue;
    }
    const bool solved = r.status == SolveStatus::kSolved;
    ++verdicts;
    // (a) one verdict
    if (!verdict) {
      verdict = solved;
      verdict_by = config.name();
    } else {
      EXPECT_EQ(solved, *verdict) << "verdict " << status_name(r.status) << " differs from " << verdict_by;
    }
    // (c) the witness proves it solvable
    if (witness) {
      EXPECT_TRUE(solved) << "reported unsolvable, but the grid it was cut from solves it";
    }
    if (solved) {
      // (b) the answer is a valid grid that keeps the givens
      const auto bad = defect(s, cells, r.solution);
      EXPECT_FALSE(bad.has_value()) << "wrong solution (" << *bad << "): " << to_line(r.solution);
      EXPECT_GE(r.solutions, 1u);
      EXPECT_LE(r.solutions, config.limit);
      solutions.emplace_back(config.name(), r.solution);
    } else {
      EXPECT_EQ(r.solutions, 0u);
      EXPECT_TRUE(r.solution.empty());
    }
    // (d) counts
    if (config.limit > 1 && r.count_complete) {
      const std::uint64_t c = std::min<std::uint64_t>(r.solutions, config.limit);
      if (!count) {
        count = c;
        count_by = config.name();
      } else {
        EXPECT_EQ(c, *count) << "solution count differs from " << count_by;
      }
      if (c == 1 && witness) {
        EXPECT_EQ(r.solution, *witness)
            << "the only solution is not the grid the puzzle came from: " << to_line(r.solution);
      }
    }
  }
  // A unique puzzle leaves every configuration the same answer; two answers disprove the count.
  if (count == 1u) {
    for (const auto& [name, solution] : solutions) {
      EXPECT_EQ(solution, solutions.front().second)
          << "counted as unique, but " << name << " found " << to_line(solution) << " and "
          << solutions.front().first << " found " << to_line(solutions.front().second);
    }
  }
  // Comparing needs two verdicts; a puzzle where most configurations time out tests nothing.
  EXPECT_GE(verdicts, 2) << "too few configurations finished to compare";

  if (s.n <= kReferenceMaxN) {
    ReferenceCounter reference(s);
    if (const auto truth = reference.count(cells, static_cast<int>(kCountLimit), 2'000'000)) {
      ++tally.reference_checked;
      if (verdict) {
        EXPECT_EQ(*verdict, *truth > 0) << "the reference search counts " << *truth;
      }
      if (count) {
        EXPECT_EQ(*count, std::uint64_t(*truth)) << "the reference search counts " << *truth;
      }
    }
  }
  ++tally.puzzles;
  if (verdict) ++(*verdict ? tally.solved : tally.unsolvable);
  if (count == 1u) ++tally.unique;
}

// ---- tests ----

TEST(PropertyTestSetup, ShapesAreEveryCompositeSizeWithGeometrysBlocks) {
  std::vector<int> expected;
  for (int n = 4; n <= 25; ++n) {
    if (block_shape_for(n)) expected.push_back(n);
  }
  std::vector<int> listed;
  for (const Shape& s : shapes()) {
    listed.push_back(s.n);
    const Geometry geo = Geometry::for_size(s.n);
    EXPECT_EQ(geo.block_rows(), s.rows) << s.n;
    EXPECT_EQ(geo.block_cols(), s.cols) << s.n;
  }
  EXPECT_EQ(listed, expected);
}

TEST(PropertyTestSetup, CheckerAcceptsGridsAndCatchesDefects) {
  for (const Shape& s : shapes()) {
    SCOPED_TRACE(shape_label(s));
    const std::vector<int> blank(s.n * s.n, kBlank);
    const std::vector<int> pattern = pattern_grid(s);
    EXPECT_EQ(defect(s, blank, pattern), std::nullopt) << to_line(pattern);
    // A Latin square that is no Sudoku: rows and columns hold each value, blocks do not.
    std::vector<int> latin(s.n * s.n);
    for (int i = 0; i < s.n * s.n; ++i) latin[i] = (i / s.n + i % s.n) % s.n;
    const auto latin_defect = defect(s, blank, latin);
    ASSERT_NE(latin_defect, std::nullopt);
    EXPECT_EQ(latin_defect->rfind("block", 0), 0u) << *latin_defect;
    Rng rng(static_cast<unsigned>(s.n));
    for (int i = 0; i < 20; ++i) {
      const std::vector<int> grid = random_grid(s, rng);
      ASSERT_EQ(defect(s, blank, grid), std::nullopt) << to_line(grid);
      // Swapping two cells of a row keeps the row but breaks its columns.
      std::vector<int> swapped = grid;
      std::swap(swapped[0], swapped[s.n - 1]);
      EXPECT_NE(defect(s, blank, swapped), std::nullopt);
      // A changed given.
      std::vector<int> givens = blank;
      givens[5] = (grid[5] + 1) % s.n;
      EXPECT_NE(defect(s, givens, grid), std::nullopt);
      EXPECT_NE(defect(s, blank, std::vector<int>(grid.begin(), grid.end() - 1)), std::nullopt);
    }
  }
}

TEST(PropertyTestSetup, BrokenGivenClashesWithNoPeer) {
  const Shape& s = shapes()[3];  // 9x9
  Rng rng(7);
  const std::vector<int> grid = random_grid(s, rng);
  const std::vector<int> cells = keep_givens(s, grid, 0.5, rng);
  const auto broken = break_one_given(s, cells, rng);
  ASSERT_TRUE(broken.has_value());
  int changed = 0;
  for (int i = 0; i < s.n * s.n; ++i) {
    if ((*broken)[i] == cells[i]) continue;
    ++changed;
    for (int j = 0; j < s.n * s.n; ++j) {
      if (are_peers(s, i, j)) {
        EXPECT_NE((*broken)[j], (*broken)[i]) << i << " " << j;
      }
    }
  }
  EXPECT_EQ(changed, 1);
}

TEST(PropertyTestSetup, ReferenceCounterKnowsTheEmpty4x4) {
  ReferenceCounter reference(shapes()[0]);
  EXPECT_EQ(reference.count(std::vector<int>(16, kBlank), 1000, 1'000'000), 288);
}

class SolverProperty : public ::testing::TestWithParam<Shape> {};

TEST_P(SolverProperty, NeverGivesAWrongAnswer) {
  const Shape& s = GetParam();
  const Geometry geo = Geometry::for_size(s.n);
  Tally tally;
  int failed_grids = 0;
  for (int g = 0; g < s.grids; ++g) {
    // Seeds: 1000 * N + grid index, a fixed list per size.
    const unsigned seed = 1000u * static_cast<unsigned>(s.n) + static_cast<unsigned>(g);
    Rng rng(seed);
    const std::vector<int> grid = random_grid(s, rng);
    ASSERT_EQ(defect(s, std::vector<int>(s.n * s.n, kBlank), grid), std::nullopt)
        << "seed " << seed << ": " << to_line(grid);
    const std::vector<int> dense = keep_givens(s, grid, s.dense, rng);
    const std::vector<int> medium = keep_givens(s, grid, s.medium, rng);
    const std::vector<int> sparse = keep_givens(s, grid, s.sparse, rng);
    const auto broken_dense = break_one_given(s, dense, rng);
    const auto broken_medium = break_one_given(s, medium, rng);

    const std::array<std::pair<Kind, const std::vector<int>*>, 5> puzzles = {{
        {Kind::kDense, &dense},
        {Kind::kMedium, &medium},
        {Kind::kSparse, &sparse},
        {Kind::kBrokenDense, broken_dense ? &*broken_dense : nullptr},
        {Kind::kBrokenMedium, broken_medium ? &*broken_medium : nullptr},
    }};
    for (const auto& [kind, cells] : puzzles) {
      if (!cells) continue;
      const bool cut = kind == Kind::kDense || kind == Kind::kMedium || kind == Kind::kSparse;
      SCOPED_TRACE("seed " + std::to_string(seed) + ", " + shape_label(s) + ", " + kind_name(kind) +
                   " puzzle " + to_line(*cells) + (cut ? ", cut from " + to_line(grid) : ""));
      check_puzzle(s, geo, *cells, cut ? &grid : nullptr, tally);
    }
    // Enough to report; a systematic bug would otherwise print thousands of failures.
    if (HasFailure() && ++failed_grids >= 3) break;
  }
  std::cout << "[ property ] " << shape_label(s) << ": " << tally.puzzles << " puzzles (" << tally.solved
            << " solvable, " << tally.unsolvable << " unsolvable, " << tally.unique << " unique), "
            << tally.solves << " solves, " << tally.timeouts << " timeouts";
  if (s.n <= kReferenceMaxN) std::cout << ", " << tally.reference_checked << " checked against the reference";
  std::cout << "\n";
  for (const auto& [name, n] : tally.timeouts_by_config)
    std::cout << "    timeouts " << name << ": " << n << "\n";
  // Timeouts drop out of the comparison; more than a few would mean the test compares little.
  EXPECT_LE(tally.timeouts, tally.solves / 100) << "too many solves hit the deadline";
}

// ctest names like Shapes/SolverProperty.NeverGivesAWrongAnswer/N12_blocks4x3.
std::string shape_test_name(const ::testing::TestParamInfo<Shape>& param) {
  std::ostringstream name;
  name << "N" << param.param.n << "_blocks" << param.param.cols << "x" << param.param.rows;
  return name.str();
}

INSTANTIATE_TEST_SUITE_P(Shapes, SolverProperty, ::testing::ValuesIn(shapes()), shape_test_name);

}  // namespace
}  // namespace sudoku
