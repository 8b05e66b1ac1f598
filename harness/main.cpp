// sudoku-bench: solves Sudoku of any size and measures how well solving techniques work.

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <oneapi/tbb/info.h>

#include "harness/batch_mode.h"
#include "harness/build_info.h"
#include "harness/command_line.h"
#include "harness/generate_command.h"
#include "harness/mpi/launch_env.h"
#include "harness/serial_mode.h"
#ifdef SUDOKU_HAVE_MPI
#include "harness/mpi/mpi_batch.h"
#endif
#include "solver/solver_config.h"
#include "solver/technique_set.h"

namespace {

using sudoku::harness::describe;
using sudoku::harness::empty_value;
using sudoku::harness::seconds;
using sudoku::harness::whole_number;

constexpr const char* kDescription = R"(sudoku-bench: solves Sudoku of any size N x N (N composite, 4 to 512).

Input: one puzzle per line, either N*N characters, symbols 1-9 then A, B, ... ('.' is a blank; '0'
too for N <= 9; up to 71x71), or N*N integers 1..N separated by spaces, tabs or commas ('0' or '.'
is a blank). Each solution is written in the form of its puzzle's line. Blank lines and lines
starting with '#' are skipped. Blocks are sqrt(N) square, or for other N as wide as the smallest
factor of N above sqrt(N) and as high as the greatest below it (12x12: 4 wide, 3 high).

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
             (above 128x128 where the cells left open fit its tables; else backtrack)
  learn      conflict-driven clause learning: learns from every dead end, jumps back, restarts
             (above 128x128 only where its tables fit: at most 8.4 million literals, one per
             digit of each cell open after the start's propagation; else it backtracks);
             it always propagates cp and branches on the cell with fewest candidates
  backtrack  depth-first on board copies, exactly the chosen techniques at every node
  places     backtrack, but where the fewest candidates of a cell are three or more, branch on a
             digit with two places in a unit
  auto       backtrack, and after 200 dead ends start over with learning
Learning needs fl; without it, and when counting beyond 10,000 solutions, the search backtracks
(by-size counts on 9x9 with its own search; places counts with its own branching). The CSV
records what was asked (techniques, search) and what ran (techniques_ran, search_ran: none when
propagation alone settled the puzzle, backtrack, places, learn, backtrack+learn, bitboard9).

Modes: by default a parallel batch run: every puzzle of every file solved on its own, a CSV row
per puzzle (--csv), solutions in input order (--solutions), a summary table at the end (on stdout,
or on stderr when --csv=-, --solutions=- or --json=- takes stdout), the same as JSON for scripts
(--json). --serial is the strict grader mode.

Across machines (a build with MPI): "mpirun -np K sudoku-bench --threads=T ..." (or srun) runs
batch mode on K ranks of T threads: rank 0 reads the files, hands out chunks of lines (--chunk)
and writes every output; the CSV's rank column says where each puzzle was solved. --serial runs on
rank 0 alone.

Puzzles on demand: "sudoku-bench generate --size=N --count=K ..." writes unique puzzles, rated by
the same ladder as --rate (see "sudoku-bench generate --help").

Examples:
  sudoku-bench --csv=run.csv --solutions=solutions.txt puzzles/*.txt
  sudoku-bench --techniques=none --timeout=2 --threads=2 --csv=run.csv puzzles/puzzles_6_variety_hard.txt
  sudoku-bench --csv=run.csv --resume puzzles/*.txt     (after an interrupted run)
  sudoku-bench --search=learn --seed=3 --json=run.json puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial puzzles/puzzles_1_standard_easy.txt > solutions.txt
  sudoku-bench --serial --techniques=fl,cp,subsets puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial --pretty puzzles/puzzles_2_variety_easy.txt
  sudoku-bench --serial --threads=2 puzzles/puzzles_7_bigger.txt   (two seeded searches race per puzzle)
  sudoku-bench --portfolio=2 --csv=run.csv puzzles/*.txt   (idle threads join the last puzzles' races)
  sudoku-bench --rate --csv=rated.csv puzzles/puzzles_4_variety_medium.txt
  sudoku-bench generate --size=12 --count=50 --difficulty=subsets > subsets12.txt
  sudoku-bench --version     (version, commit, compiler and build flags of this binary)
  mpirun -np 4 sudoku-bench --threads=1 --csv=run.csv --solutions=solutions.txt puzzles/*.txt
)";

constexpr const char* kExitStatus = R"(
Exit status:
  0    every puzzle solved, every file read, every output written; also --help and --version
       (with --count, a puzzle with several solutions is no failure; after --resume, only the
       puzzles of this run count)
  1    a puzzle not solved (a line that is no puzzle, no solution, a timeout, a solver error), a
       puzzle file missing, empty or unreadable, or an output that failed while being written
  2    a usage error, found before any solving: an unknown option or value, options that do not
       go together, an output file (--csv, --solutions, --json) that cannot be opened or that
       another run is writing, or a --csv file that --resume cannot append to
  130  stopped by Ctrl-C (SIGINT); 143: by SIGTERM. Batch mode keeps every CSV row written and
       writes the summary and --json (--resume finishes the run); in --serial every line written
       is a finished answer. A second Ctrl-C ends the program at once)";

// This process's rank when an MPI launcher started it: the other ranks parse the same command
// line, so only rank 0 speaks of its mistakes.
int g_launch_rank = 0;

// Every malformed command line ends here: one line in the program's own words, a pointer to
// --help, and status 2.
int usage_error(const std::string& message) {
  if (g_launch_rank > 0) return 2;
  std::fprintf(stderr, "sudoku-bench: %s\nTry 'sudoku-bench --help' for the options.\n",
               message.c_str());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const sudoku::harness::LaunchEnv launch = sudoku::harness::launch_env();
  g_launch_rank = launch.rank;
  // "sudoku-bench generate ..." is the second command; anything else is a solving run (a puzzle
  // file named "generate" can still be given as ./generate).
  if (argc >= 2 && std::string_view(argv[1]) == "generate") {
    if (launch.rank > 0) return 0;  // under mpirun, rank 0 generates alone
    return sudoku::harness::generate_command(argc - 1, argv + 1);
  }
  CLI::App app{kDescription, "sudoku-bench"};
  app.get_formatter()->column_width(34);
  app.footer(kExitStatus);
  app.set_version_flag("--version", sudoku::harness::version_text(sudoku::harness::build_info()),
                       "Print the version, commit, compiler and build flags, and exit");

  sudoku::harness::SerialOptions serial;
  sudoku::harness::BatchOptions batch;
  batch.threads = tbb::info::default_concurrency();
  std::vector<std::string> files;
  std::string techniques = "all";
  std::string search = "by-size";
  std::string engine = "queue";
  sudoku::harness::SolveOptions solve;  // filled in below, once every option is read
  bool serial_mode = false;
  // Numbers as typed, read after parsing (see whole_number and seconds).
  std::string threads_text = std::to_string(batch.threads);
  std::string seed_text = "0";
  std::string timeout_text = "0";
  std::string count_text;

  app.add_option("files", files, "Puzzle files, one puzzle per line ('-' for standard input)")
      ->type_name("FILE")
      ->required()
      ->group("Input");
  app.add_option("--techniques,-t", techniques, "Comma-separated techniques (see above)")
      ->type_name("LIST")
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--search", search,
                 "Search strategy: by-size, learn, backtrack, places or auto (see above)")
      ->type_name("NAME")
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--engine", engine,
                 "Propagation engine: queue (place/remove, each change queues its own checks) or "
                 "sweep (rescan every cell and unit after any change; the CSV's search column says "
                 "+sweep). Same fixed points, nearly the same counters; for timing the two against each other")
      ->type_name("NAME")
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--seed", seed_text,
                 "Learning only: 0 (default) for the fixed branching order, else a seed that breaks "
                 "ties among equally good branches at random; the same seed gives the same search "
                 "and counters (the CSV's search column says +seed=S). Several seeds show how much "
                 "a puzzle's time is luck")
      ->type_name("SEED")
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--timeout", timeout_text,
                 "Seconds per puzzle before it is stopped: a timeout row in batch mode, an empty "
                 "line and a FILE:LINE message in --serial (0: no limit)")
      ->type_name("SECONDS")
      ->capture_default_str()
      ->group("Solver");
  auto* threads = app.add_option("--threads,-j", threads_text,
                                 "Solver threads, 1 to 4096 (default: every core; in --serial 1, and K "
                                 "races a portfolio of K seeded searches on each puzzle)")
                      ->type_name("N")
                      ->capture_default_str()
                      ->group("Execution");
  std::string portfolio_text;
  auto* portfolio = app.add_option("--portfolio", portfolio_text,
                                   "Seeded searches that race for one puzzle, the first answer winning "
                                   "(learning only; the CSV names the winner). --serial: K race on every "
                                   "puzzle (default: --threads). Batch: threads that run out of puzzles "
                                   "join the races of those still running (default 1: none, so counters "
                                   "stay deterministic)")
                        ->type_name("K")
                        ->group("Execution");
  app.add_flag("--share,!--no-share", solve.share_clauses,
               "A portfolio's members pass their short learnt clauses to each other (default: on). "
               "--no-share keeps each member's search, and the winner's counters, exactly those of "
               "its seed alone")
      ->group("Execution");
  std::string chunk_text = "0";
  auto* chunk = app.add_option("--chunk", chunk_text,
                               "Under MPI: lines rank 0 hands out at a time (0: adapt to the solve times "
                               "seen, about 20 ms of a rank's threads, smaller towards the end)")
                    ->type_name("LINES")
                    ->capture_default_str()
                    ->group("Execution");
  auto* resume = app.add_flag("--resume", batch.resume,
                              "Skip puzzles whose rows (same techniques and search) are already in the --csv "
                              "file and append the new rows to it; the summary counts the rows from "
                              "before as well. Rows that are broken, doubled, of an unknown status or a "
                              "line the file lacks are named (CSV:ROW: reason) and dropped first; "
                              "--solutions then ends with every answer in input order")
                     ->group("Execution");
  auto* progress = app.add_flag("--progress,!--no-progress", batch.progress,
                                "Progress bar on stderr for long runs when stderr is a terminal "
                                "(default: on)")
                       ->group("Execution");
  auto* csv = app.add_option("--csv", batch.csv_path,
                             "Write one CSV row per puzzle to PATH ('-': stdout), flushed as rows "
                             "complete. A run locks each of its output files (--csv, --solutions, --json): "
                             "another run naming one of them is refused with status 2")
                  ->type_name("PATH")
                  ->group("Output");
  auto* solutions = app.add_option("--solutions", batch.solutions_path,
                                   "Write solutions to PATH ('-': stdout) in input order, one line "
                                   "per puzzle as --serial does, empty for a failure")
                        ->type_name("PATH")
                        ->group("Output");
  auto* json = app.add_option("--json", batch.json_path,
                              "Write the run summary as JSON to PATH ('-': stdout) at the end, "
                              "interrupted or not: program and build, options, a tally per file "
                              "and overall. The file appears whole or not at all")
                   ->type_name("PATH")
                   ->group("Output");
  auto* count = app.add_flag("--count{2}", count_text,
                             "Count solutions up to LIMIT (--count=LIMIT, at least 2; --count alone: 2) "
                             "to tell unique puzzles from others: a solutions column in the CSV, a "
                             "tally in the summary, a note on stderr in --serial. Learning counts up to "
                             "10,000 solutions, blocking each one found; larger counts backtrack")
                   ->group("Solver");
  auto* rate = app.add_flag("--rate", solve.rate,
                            "Rate each solved puzzle on the technique ladder (fl < cp < intersections < "
                            "subsets < fish < guessing: the weakest that solves it with no guess; for "
                            "guessing, the guesses of the default search): "
                            "rating and rating_guesses columns in the CSV. Not timed in solve_us")
                  ->group("Solver");
  app.add_flag("--serial", serial_mode,
               "Strict grader mode: one solution per line on stdout, in input order, an empty line "
               "for a failed puzzle, nothing else; problems go to stderr as FILE:LINE: reason")
      ->group("Output");
  app.add_flag("--pretty", serial.pretty,
               "Draw each puzzle and its solution as grids with block borders, with the symbol-count "
               "check, for people (implies --serial)")
      ->group("Output");

  if (const auto problem = empty_value(argc, argv)) return usage_error(*problem);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    if (g_launch_rank > 0) return 0;  // rank 0 prints it once
    return app.exit(e);  // --help, --version
  } catch (const CLI::ParseError& e) {
    return usage_error(describe(e));
  }

  // Checked here rather than with CLI11's excludes(), which would repeat the list in every help line.
  const bool serial_run = serial_mode || serial.pretty;
  for (const CLI::Option* batch_only : {chunk, resume, progress, csv, solutions, json, rate}) {
    if (serial_run && batch_only->count() > 0) {
      return usage_error(batch_only->get_name() + " belongs to batch mode, not --serial/--pretty");
    }
  }

  std::string error;
  const auto parsed = sudoku::TechniqueSet::parse(techniques, &error);
  if (!parsed) return usage_error("--techniques: " + error);
  solve.techniques = *parsed;
  const auto strategy = sudoku::parse_strategy(search);
  if (!strategy) {
    return usage_error("--search: unknown search '" + search +
                       "' (known: by-size, learn, backtrack, places, auto)");
  }
  solve.strategy = *strategy;
  const auto propagation = sudoku::parse_engine(engine);
  if (!propagation) return usage_error("--engine: unknown engine '" + engine + "' (known: queue, sweep)");
  solve.engine = *propagation;
  const auto thread_count = whole_number(threads_text);
  if (!thread_count || *thread_count < 1 || *thread_count > 4096) {
    return usage_error("--threads: '" + threads_text + "' is not a whole number from 1 to 4096");
  }
  batch.threads = static_cast<int>(*thread_count);
  const auto seed = whole_number(seed_text);
  if (!seed) {
    return usage_error("--seed: '" + seed_text + "' is not a whole number from 0 to " +
                       std::to_string(UINT64_MAX));
  }
  solve.seed = *seed;
  const auto timeout = seconds(timeout_text);
  if (!timeout) {
    return usage_error("--timeout: '" + timeout_text + "' is not a number of seconds (0 or more; 0: no limit)");
  }
  solve.timeout_s = *timeout;
  std::uint64_t count_limit = 0;
  if (count->count() > 0) {
    const auto limit = whole_number(count_text);
    if (!limit || *limit < 2 || *limit > (std::uint64_t{1} << 62)) {
      return usage_error("--count: '" + count_text + "' is not a whole number from 2 to 2^62");
    }
    count_limit = *limit;
  }
  solve.count_limit = count->count() > 0 ? count_limit : 0;
  const auto chunk_lines = whole_number(chunk_text);
  if (!chunk_lines || *chunk_lines > 1'000'000) {
    return usage_error("--chunk: '" + chunk_text + "' is not a whole number from 0 to 1000000");
  }
  batch.chunk = static_cast<std::size_t>(*chunk_lines);
  int portfolio_members = 0;  // 0: not given
  if (portfolio->count() > 0) {
    const auto members = whole_number(portfolio_text);
    if (!members || *members < 1 || *members > 4096) {
      return usage_error("--portfolio: '" + portfolio_text + "' is not a whole number from 1 to 4096");
    }
    portfolio_members = static_cast<int>(*members);
  }
  batch.portfolio = portfolio_members > 0 ? portfolio_members : 1;
  if (serial_run) {
    // The grader's mode stays one process: under mpirun, rank 0 answers and the others leave.
    if (launch.rank > 0) return 0;
    // One puzzle at a time: more threads only serve a portfolio, and a portfolio needs threads.
    serial.threads = threads->count() > 0 ? batch.threads : std::max(portfolio_members, 1);
    serial.portfolio = portfolio_members > 0 ? portfolio_members : serial.threads;
    serial.files = std::move(files);
    serial.solve = solve;
    return sudoku::harness::run_serial(serial);
  }
  batch.command.assign(argv, argv + argc);
  batch.files = std::move(files);
  batch.solve = solve;
  if (launch.by_mpi) {
#ifdef SUDOKU_HAVE_MPI
    return sudoku::harness::run_mpi_batch(batch);
#else
    if (launch.ranks > 1) {
      if (launch.rank == 0) {
        std::fprintf(stderr, "sudoku-bench: started as %d MPI ranks, but this build has no MPI (install "
                             "libopenmpi-dev and rebuild); each rank would run the whole batch\n", launch.ranks);
      }
      return 2;
    }
#endif
  }
  return sudoku::harness::run_batch(batch);
}
