#pragma once
// The project's bundled puzzle files (puzzles/), as the solver tests read them: the first puzzles
// of a size, puzzles loosened into ones with several solutions, and the sets several tests share.

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"

namespace sudoku {

// The first `count` puzzles of size n in a bundled file.
inline std::vector<Puzzle> puzzles_of(const std::string& file, int n, std::size_t count) {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/" + file);
  EXPECT_TRUE(in) << file;
  std::vector<Puzzle> out;
  for (std::string line; out.size() < count && std::getline(in, line);) {
    ParsedLine parsed = parse_line(line);
    if (parsed.kind == LineKind::kPuzzle && parsed.puzzle.size == n) out.push_back(std::move(parsed.puzzle));
  }
  EXPECT_EQ(out.size(), count) << file << " " << n;
  return out;
}

// The puzzle less its first `blanks` givens: more solutions, or as many.
inline Puzzle loosened(Puzzle puzzle, int blanks) {
  for (int& cell : puzzle.cells) {
    if (blanks > 0 && cell != kBlank) {
      cell = kBlank;
      --blanks;
    }
  }
  return puzzle;
}

// Hard course puzzles loosened into ones with 28 to 2,063 solutions (9x9 to 16x16), for tests
// that hold a search's count, below kLooseCountLimit, to backtracking's.
struct CountCase {
  Puzzle puzzle;
  const char* what;
};
inline constexpr std::uint64_t kLooseCountLimit = 3000;
// The count of the plain backtracking search, up to `limit`: what other searches' counts must be.
inline std::uint64_t backtracking_count(const Puzzle& puzzle, std::uint64_t limit) {
  SolverConfig config;
  config.strategy = SearchStrategy::kBacktrack;
  config.solution_limit = limit;
  return solve(Geometry::for_size(puzzle.size), puzzle, config).solutions;
}
inline std::vector<CountCase> loosened_count_cases() {
  const Puzzle hard12 = puzzles_of("puzzles_6_variety_hard.txt", 12, 1)[0];
  const Puzzle hard16 = puzzles_of("puzzles_6_variety_hard.txt", 16, 1)[0];
  return {
      {loosened(puzzles_of("puzzles_5_standard_hard.txt", 9, 1)[0], 4), "9x9 less 4 givens"},  // 2063
      {loosened(hard12, 2), "12x12 less 2 givens"},                                            // 465
      {loosened(hard16, 1), "16x16 less 1 given"},                                             // 28
      {loosened(hard16, 2), "16x16 less 2 givens"},                                            // 82
  };
}

// Hard unique puzzles from 12x12 to 25x25: two each of 12x12, 15x15 and 16x16, a 20x20, a 25x25.
inline std::vector<Puzzle> hard_puzzles_12_to_25() {
  std::vector<Puzzle> puzzles = puzzles_of("puzzles_6_variety_hard.txt", 12, 2);
  for (int n : {15, 16}) {
    for (const Puzzle& p : puzzles_of("puzzles_6_variety_hard.txt", n, 2)) puzzles.push_back(p);
  }
  for (int n : {20, 25}) puzzles.push_back(puzzles_of("puzzles_7_bigger.txt", n, 1)[0]);
  return puzzles;
}

}  // namespace sudoku
