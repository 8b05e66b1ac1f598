#pragma once
// With several solvers (--solver=A,B,...), the summary's comparison: per file, and over all files,
// a row per solver in the shape of tdoku's benchmark table (puzzles/s, µs/puzzle mean, median,
// p99, max, % solved without a guess, guesses/puzzle, timeouts, wrong answers) and each other
// solver's paired ratio against the first (harness/report/paired_ratio.h) over the puzzles both solved.

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/report/paired_ratio.h"
#include "harness/report/tally.h"
#include "harness/report/time_histogram.h"

namespace sudoku::harness {

// One solver's rows of one file.
// One row of the run, named by its solver and place, as far as the table needs it.
struct SolverRow {
  std::size_t file_index = 0;
  std::size_t line = 0;
  std::string_view solver;
  TallyRow row;
};

class SolverTable {
 public:
  SolverTable(std::size_t files, std::vector<std::string> solvers);

  void add(const SolverRow& row);  // a row of a solver not named is left out
  // Nothing for fewer than two solvers; else a table per file with rows, then one over all.
  std::string render(const std::vector<std::string>& files) const;
  // The same tables in Markdown (--markdown): a heading per file, a table of solvers under it.
  std::string render_markdown(const std::vector<std::string>& files) const;
  const Tally& tally(std::size_t file, std::size_t solver) const { return tallies_[file][solver]; }
  // Solver `solver` against the first on file `file`'s puzzles that both solved.
  PairedRatio versus_first(std::size_t file, std::size_t solver) const;
  const std::vector<std::string>& solvers() const { return solvers_; }
  // The fewest puzzles any ratio against the first solver rests on, over the files among the
  // first `files` with rows (0: none has a puzzle solved by both); fewer than this give no interval.
  std::size_t fewest_pairs(std::size_t files) const;
  static constexpr std::size_t kPairsForInterval = 5;

 private:
  std::string render_block(std::string_view title, const std::vector<Tally>& tallies,
                           const std::vector<std::vector<double>>& solved_us, bool markdown) const;
  std::string render_files(const std::vector<std::string>& files, bool markdown) const;
  std::vector<std::vector<double>> pairs_of(std::size_t file) const;
  std::vector<std::string> figures(const Tally& t, std::size_t solver,
                                   const std::vector<std::vector<double>>& solved_us) const;

  std::vector<std::string> solvers_;
  std::vector<std::vector<Tally>> tallies_;  // [file][solver]
  // [file][line][solver]: the solve time of each solver that solved the puzzle, 0 where it did not.
  std::vector<std::map<std::size_t, std::vector<double>>> solved_us_;
};

}  // namespace sudoku::harness
