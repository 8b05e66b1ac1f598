#pragma once
// The project's bundled puzzle files (puzzles/), as the solver tests read them: the first puzzles
// of a size, and puzzles loosened into ones with several solutions.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "solver/puzzle.h"
#include "solver/puzzle_io.h"

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

}  // namespace sudoku
