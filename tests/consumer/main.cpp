// Solves every puzzle of a file through the installed C++ library and checks each answer.
// usage: consumer_cpp PUZZLES_FILE; exit status 0 when every puzzle was solved and checked.

#include <cstdio>
#include <fstream>
#include <string>

#include "solver/geometry.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/verify.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::ifstream in(argv[1]);
  int puzzles = 0;
  int solved = 0;
  for (std::string line; std::getline(in, line);) {
    const sudoku::ParsedLine parsed = sudoku::parse_line(line);
    if (parsed.kind != sudoku::LineKind::kPuzzle) continue;
    ++puzzles;
    const sudoku::Geometry geo = sudoku::Geometry::for_size(parsed.puzzle.size);
    const sudoku::SolveResult result = sudoku::solve(geo, parsed.puzzle, sudoku::SolverConfig{});
    if (result.status == sudoku::SolveStatus::kSolved &&
        !sudoku::check_solution(geo, parsed.puzzle, result.solution)) {
      ++solved;
    }
  }
  std::printf("consumer_cpp: %d of %d puzzles solved and checked\n", solved, puzzles);
  return puzzles > 0 && solved == puzzles ? 0 : 1;
}
