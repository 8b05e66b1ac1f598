#include "harness/generate_command.h"

#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

#include <oneapi/tbb/info.h>

#include "harness/command_line.h"
#include "harness/generate_mode.h"
#include "solver/geometry.h"
#include "solver/size_limits.h"

namespace sudoku::harness {

namespace {

constexpr const char* kDescription = R"(sudoku-bench generate: writes puzzles of one size with exactly one solution each.

Each puzzle is dug out of a random complete grid: givens are removed in random order, each removal
kept only if the solution stays unique (techniques fill the grid, or a search finds no solution
with the removed cell's digit ruled out). Without --givens every cell is tried, so the puzzle is
minimal: no given can go. Above 16x16 a first pass takes the removals that the strongest
techniques still solve, which keeps the searches away from the hardest share of givens (minimal
puzzles then lean easier). The set is the same for a seed whatever the number of threads.

Ratings: the weakest rung of the technique ladder that solves the puzzle with no guess,
  fl < cp < intersections < subsets < fish < guessing
(fl: naked singles; cp: + hidden singles; then + pointing and claiming, + naked and hidden subsets,
+ fish). --difficulty=LEVEL keeps only puzzles of that rung; below guessing, digging then keeps
only removals that the rung still solves, so most grids give such a puzzle at once. The main
command's --rate adds the same rating to the CSV of any puzzle file.

Examples:
  sudoku-bench generate --size=9 --count=1000 --seed=1 > nine.txt
  sudoku-bench generate --size=12 --count=50 --difficulty=subsets > subsets12.txt
  sudoku-bench generate --size=25 --count=10 --givens=55% --symmetric > big.txt
  sudoku-bench generate --size=16 --count=20 --givens=100 --minimal --solutions=sol.txt > p.txt
)";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "sudoku-bench generate: %s\nTry 'sudoku-bench generate --help' for the options.\n",
               message.c_str());
  return 2;
}

// "G" givens, or "P%" of the cells.
std::optional<int> givens_for(const std::string& text, int cells) {
  if (!text.empty() && text.back() == '%') {
    const auto share = seconds(text.substr(0, text.size() - 1));
    if (!share || *share > 100) return std::nullopt;
    return static_cast<int>(std::lround(*share / 100.0 * cells));
  }
  const auto count = whole_number(text);
  if (!count || *count > static_cast<std::uint64_t>(cells)) return std::nullopt;
  return static_cast<int>(*count);
}

}  // namespace

int generate_command(int argc, char** argv) {
  CLI::App app{kDescription, "sudoku-bench generate"};
  app.get_formatter()->column_width(30);
  GenerateOptions options;
  std::string size_text = "9";
  std::string count_text = "1";
  std::string seed_text = "0";
  std::string givens_text;
  std::string difficulty_text;
  std::string threads_text = std::to_string(tbb::info::default_concurrency());
  std::string max_grids_text = std::to_string(options.request.max_grids);
  app.add_option("--size,-n", size_text, "N: the grid is N x N (composite, 4 to 512)")
      ->type_name("N")
      ->capture_default_str();
  app.add_option("--count,-k", count_text, "Puzzles to write")->type_name("K")->capture_default_str();
  app.add_option("--seed", seed_text, "Names the set: the same seed gives the same puzzles")
      ->type_name("S")
      ->capture_default_str();
  app.add_option("--givens", givens_text,
                 "Stop removing at G givens (or P% of the cells): the puzzle has that many (one fewer "
                 "when a --symmetric pair steps over it); a grid that cannot get there is replaced")
      ->type_name("G|P%");
  app.add_flag("--minimal", options.request.dig.minimal,
               "With --givens: go on trying every given, so that the puzzle is minimal too, with at "
               "most G givens (the default without --givens)");
  app.add_flag("--symmetric", options.request.dig.symmetric,
               "Givens symmetric under a half turn: cells are removed in pairs through the centre");
  app.add_option("--difficulty", difficulty_text,
                 "Keep only puzzles rated LEVEL: fl, cp, intersections, subsets, fish or guessing")
      ->type_name("LEVEL");
  app.add_option("--max-grids", max_grids_text,
                 "Complete grids to try for one puzzle before giving it up (a rare --difficulty or "
                 "few --givens can need many)")
      ->type_name("M")
      ->capture_default_str();
  app.add_option("--threads,-j", threads_text, "Threads (default: every core)")->type_name("T")->capture_default_str();
  app.add_flag("--integers", options.integers,
               "Write integer lines (N*N numbers, 0 blank) even where text would do (text: up to 71x71)");
  app.add_option("--output,-o", options.output, "Write the puzzles to PATH ('-': stdout)")
      ->type_name("PATH")
      ->capture_default_str();
  app.add_option("--solutions", options.solutions, "Write each puzzle's solution to PATH, line for line")
      ->type_name("PATH");

  if (const auto problem = empty_value(argc, argv)) return usage_error(*problem);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);  // --help
  } catch (const CLI::ParseError& e) {
    return usage_error(describe(e));
  }

  const auto size = whole_number(size_text);
  if (!size || *size < 4 || *size > static_cast<std::uint64_t>(kMaxSize) || !block_shape_for(static_cast<int>(*size))) {
    return usage_error("--size: '" + size_text + "' is not a composite number from 4 to " + std::to_string(kMaxSize));
  }
  options.size = static_cast<int>(*size);
  const auto count = whole_number(count_text);
  if (!count || *count < 1) return usage_error("--count: '" + count_text + "' is not a whole number from 1 up");
  options.count = *count;
  const auto seed = whole_number(seed_text);
  if (!seed) return usage_error("--seed: '" + seed_text + "' is not a whole number from 0 to 2^64-1");
  options.seed = *seed;
  const int cells = options.size * options.size;
  if (!givens_text.empty()) {
    const auto givens = givens_for(givens_text, cells);
    if (!givens) {
      return usage_error("--givens: '" + givens_text + "' is neither a number of givens from 0 to " +
                         std::to_string(cells) + " nor a share from 0% to 100%");
    }
    options.request.dig.givens = *givens;
  }
  if (!difficulty_text.empty()) {
    const auto level = parse_difficulty(difficulty_text);
    if (!level) {
      return usage_error("--difficulty: unknown level '" + difficulty_text +
                         "' (known: fl, cp, intersections, subsets, fish, guessing)");
    }
    options.request.difficulty = *level;
  }
  const auto max_grids = whole_number(max_grids_text);
  if (!max_grids || *max_grids < 1 || *max_grids > 1'000'000'000) {
    return usage_error("--max-grids: '" + max_grids_text + "' is not a whole number from 1 to 10^9");
  }
  options.request.max_grids = static_cast<int>(*max_grids);
  const auto threads = whole_number(threads_text);
  if (!threads || *threads < 1 || *threads > 4096) {
    return usage_error("--threads: '" + threads_text + "' is not a whole number from 1 to 4096");
  }
  options.threads = static_cast<int>(*threads);
  return run_generate(options);
}

}  // namespace sudoku::harness
