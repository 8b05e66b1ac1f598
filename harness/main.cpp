// sudoku-bench: solves Sudoku of any size and measures how well solving techniques work.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <oneapi/tbb/info.h>

#include "harness/batch_mode.h"
#include "harness/build_info.h"
#include "harness/serial_mode.h"
#include "solver/solver_config.h"
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

Search (--search):
  by-size    the default, the fastest search for the size: on 9x9 a depth-first search on a
             bit-parallel board with fl, cp and intersections at every node (subsets and fish cost
             more than they save there, so it leaves them out); on every other size, learn
  learn      conflict-driven clause learning: learns from every dead end, jumps back, restarts;
             it always propagates cp and branches on the cell with fewest candidates
  backtrack  depth-first on board copies, exactly the chosen techniques at every node
  places     backtrack, but where the fewest candidates of a cell are three or more, branch on a
             digit with two places in a unit
  auto       backtrack, and after 200 dead ends start over with learning
Learning needs fl; without it, and when counting solutions, the search backtracks (by-size counts
on 9x9 with its own search; places counts with its own branching). The CSV records what was asked
(techniques, search) and what ran (techniques_ran, search_ran: none when propagation alone settled
the puzzle, backtrack, places, learn, backtrack+learn, bitboard9).

Modes: by default a parallel batch run: every puzzle of every file solved on its own, a CSV row
per puzzle (--csv), solutions in input order (--solutions), a summary table at the end (on stdout,
or on stderr when --csv=-, --solutions=- or --json=- takes stdout), the same as JSON for scripts
(--json). --serial is the strict grader mode.

Examples:
  sudoku-bench --csv=run.csv --solutions=solutions.txt puzzles/*.txt
  sudoku-bench --techniques=none --timeout=2 --threads=2 --csv=run.csv puzzles/puzzles_6_variety_hard.txt
  sudoku-bench --csv=run.csv --resume puzzles/*.txt     (after an interrupted run)
  sudoku-bench --search=learn --seed=3 --json=run.json puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial puzzles/puzzles_1_standard_easy.txt > solutions.txt
  sudoku-bench --serial --techniques=fl,cp,subsets puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial --pretty puzzles/puzzles_2_variety_easy.txt
  sudoku-bench --version     (version, commit, compiler and build flags of this binary))";

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{kDescription, "sudoku-bench"};
  app.get_formatter()->column_width(34);
  app.set_version_flag("--version", sudoku::harness::version_text(sudoku::harness::build_info()),
                       "Print the version, commit, compiler and build flags, and exit");

  sudoku::harness::SerialOptions serial;
  sudoku::harness::BatchOptions batch;
  batch.threads = tbb::info::default_concurrency();
  std::vector<std::string> files;
  std::string techniques = "all";
  std::string search = "by-size";
  std::string engine = "queue";
  sudoku::harness::SolveOptions solve;  // the options parsed as they are; the rest below
  bool serial_mode = false;

  app.add_option("files", files, "Puzzle files, one puzzle per line ('-' for standard input)")
      ->required()
      ->group("Input");
  app.add_option("--techniques,-t", techniques, "Comma-separated techniques (see above)")
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--search", search,
                 "Search strategy: by-size, learn, backtrack, places or auto (see above)")
      ->check(CLI::IsMember({"auto", "backtrack", "by-size", "learn", "places"}))
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--engine", engine,
                 "Propagation engine: queue (place/remove, each change queues its own checks) or "
                 "sweep (rescan every cell and unit after any change; the CSV's search column says "
                 "+sweep). Same fixed points, nearly the same counters; for timing the two against each other")
      ->check(CLI::IsMember({"queue", "sweep"}))
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--seed", solve.seed,
                 "Learning only: 0 (default) for the fixed branching order, else a seed that breaks "
                 "ties among equally good branches at random; the same seed gives the same search "
                 "and counters (the CSV's search column says +seed=S). Several seeds show how much "
                 "a puzzle's time is luck")
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--timeout", solve.timeout_s,
                 "Seconds per puzzle before it is stopped: a timeout row in batch mode, an empty "
                 "line and a FILE:LINE message in --serial (0: no limit)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str()
      ->group("Solver");
  auto* threads = app.add_option("--threads,-j", batch.threads, "Solver threads (default: every core)")
                      ->check(CLI::Range(1, 4096))
                      ->capture_default_str()
                      ->group("Execution");
  auto* resume = app.add_flag("--resume", batch.resume,
                              "Skip puzzles whose rows (same techniques and search) are already in the --csv "
                              "file and append the new rows to it")
                     ->group("Execution");
  auto* progress = app.add_flag("--progress,!--no-progress", batch.progress,
                                "Progress bar on stderr for long runs when stderr is a terminal "
                                "(default: on)")
                       ->group("Execution");
  auto* csv = app.add_option("--csv", batch.csv_path,
                             "Write one CSV row per puzzle to PATH ('-': stdout), flushed as rows "
                             "complete")
                  ->group("Output");
  auto* solutions = app.add_option("--solutions", batch.solutions_path,
                                   "Write solutions to PATH ('-': stdout) in input order, one line "
                                   "per puzzle as --serial does, empty for a failure")
                        ->group("Output");
  auto* json = app.add_option("--json", batch.json_path,
                              "Write the run summary as JSON to PATH ('-': stdout) at the end, "
                              "interrupted or not: program and build, options, a tally per file "
                              "and overall. The file appears whole or not at all")
                   ->group("Output");
  std::uint64_t count_limit = 0;
  auto* count = app.add_flag("--count{2}", count_limit,
                             "Count solutions up to LIMIT (--count=LIMIT, at least 2; --count alone: 2) "
                             "to tell unique puzzles from others: a solutions column in the CSV, a "
                             "tally in the summary, a note on stderr in --serial. Counting backtracks "
                             "(no learning), so it can be slow on hard large grids")
                   ->check(CLI::Range(std::uint64_t{2}, std::uint64_t{1} << 62))
                   ->group("Solver");
  app.add_flag("--serial", serial_mode,
               "Strict grader mode: one solution per line on stdout, in input order, an empty line "
               "for a failed puzzle, nothing else; problems go to stderr as FILE:LINE: reason")
      ->group("Output");
  app.add_flag("--pretty", serial.pretty,
               "Draw each puzzle and its solution as grids with block borders, with the symbol-count "
               "check, for people (implies --serial)")
      ->group("Output");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // CLI11 prints the message (or the help) and gives each kind of error its own status; the
    // program's rule is simpler: 0 for --help, 2 for any malformed command line.
    return app.exit(e) == 0 ? 0 : 2;
  }

  // Checked here rather than with CLI11's excludes(), which would repeat the list in every help line.
  const bool serial_run = serial_mode || serial.pretty;
  for (const CLI::Option* batch_only : {threads, resume, progress, csv, solutions, json}) {
    if (serial_run && batch_only->count() > 0) {
      std::fprintf(stderr, "sudoku-bench: %s belongs to batch mode, not --serial/--pretty\n",
                   batch_only->get_name().c_str());
      return 2;
    }
  }

  std::string error;
  const auto parsed = sudoku::TechniqueSet::parse(techniques, &error);
  if (!parsed) {
    std::fprintf(stderr, "sudoku-bench: --techniques: %s\n", error.c_str());
    return 2;
  }
  solve.techniques = *parsed;
  solve.strategy = *sudoku::parse_strategy(search);
  solve.engine = *sudoku::parse_engine(engine);
  solve.count_limit = count->count() > 0 ? count_limit : 0;
  if (serial_run) {
    serial.files = std::move(files);
    serial.solve = solve;
    return sudoku::harness::run_serial(serial);
  }
  batch.command.assign(argv, argv + argc);
  batch.files = std::move(files);
  batch.solve = solve;
  return sudoku::harness::run_batch(batch);
}
