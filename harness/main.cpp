// sudoku-bench: solves Sudoku of any size and measures how well solving techniques work.

#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "harness/serial_mode.h"
#include "solver/technique_set.h"

namespace {

constexpr const char* kDescription = R"(sudoku-bench: solves Sudoku of any size N x N (N composite, 4 to 64).

Input: one puzzle per line, N*N characters, symbols 1-9 then A, B, ... ('.' is a blank; '0' too for
N <= 9). Blank lines and lines starting with '#' are skipped. Blocks are sqrt(N) square, or for
other N as wide as the smallest factor of N above sqrt(N) and as high as the greatest below it
(12x12: 4 wide, 3 high).

Techniques (--techniques, comma-separated):
  fl             forward looking: a placed value leaves its peers; naked singles chain
  mrv            branch on the most constrained cell (else the first open cell)
  cp             constraint propagation: hidden singles; a value with no place fails
  subsets        naked and hidden subsets of every size
  intersections  pointing and claiming
  fish           X-Wing, Swordfish and larger
  all, none      every technique, or plain backtracking
cp, subsets, intersections and fish work on candidates that fl keeps, so they bring fl along.

Examples:
  sudoku-bench --serial puzzles/puzzles_1_standard_easy.txt > solutions.txt
  sudoku-bench --serial --techniques=fl,cp,subsets puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial --pretty puzzles/puzzles_2_variety_easy.txt)";

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{kDescription, "sudoku-bench"};
  app.get_formatter()->column_width(34);

  sudoku::harness::SerialOptions serial;
  std::string techniques = "all";
  bool serial_mode = false;

  app.add_option("files", serial.files, "Puzzle files, one puzzle per line ('-' for standard input)")
      ->required()
      ->group("Input");
  app.add_option("--techniques,-t", techniques, "Comma-separated techniques (see above)")
      ->capture_default_str()
      ->group("Solver");
  app.add_flag("--serial", serial_mode,
               "Strict grader mode: one solution per line on stdout, in input order, an empty line "
               "for a failed puzzle, nothing else; problems go to stderr as FILE:LINE: reason")
      ->group("Output");
  app.add_flag("--pretty", serial.pretty,
               "Draw each puzzle and its solution as grids with block borders, with the symbol-count "
               "check, for people (implies --serial)")
      ->group("Output");

  CLI11_PARSE(app, argc, argv);

  std::string error;
  const auto parsed = sudoku::TechniqueSet::parse(techniques, &error);
  if (!parsed) {
    std::fprintf(stderr, "sudoku-bench: --techniques: %s\n", error.c_str());
    return 2;
  }
  serial.techniques = *parsed;
  return sudoku::harness::run_serial(serial);
}
