#include "harness/cli/command_line.h"

#include <oneapi/tbb/info.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "generator/dig.h"
#include "harness/cli/did_you_mean.h"
#include "harness/cli/help_format.h"
#include "harness/cli/help_text.h"
#include "harness/cli/option_checks.h"
#include "harness/core/build_info.h"
#include "harness/core/csv_columns.h"
#include "harness/core/machine_info.h"
#include "harness/core/usage_error.h"
#include "harness/run/core_pinning.h"
#include "solver/rating.h"
#include "solver/solver_config.h"
#include "solver/solver_settings.h"
#include "solver/technique_set.h"

namespace sudoku::harness {
namespace {

constexpr std::uint64_t kMaxWhole = std::numeric_limits<std::uint64_t>::max();
constexpr const char* kSolveProgram = "sudoku-bench";
constexpr const char* kGenerateProgram = "sudoku-bench generate";

bool known_search(const std::string& name) { return parse_strategy(name).has_value(); }
bool known_engine(const std::string& name) { return parse_engine(name).has_value(); }
bool known_order(const std::string& name) { return name == "big-first" || name == "input"; }
bool known_level(const std::string& name) { return parse_difficulty(name).has_value(); }

// What the solve command's options are bound to while CLI11 parses; RunOptions once done.
struct SolveLine {
  RunOptions run;
  std::string techniques = "all";
  std::string search = "by-size";
  std::string engine = "queue";
  std::string order = "big-first";
  std::string count_text;    // --count's LIMIT, checked
  std::string shuffle_text;  // --shuffle's SEED, checked
  CLI::Option* shuffle = nullptr;
  CLI::Option* order_option = nullptr;
  std::string solvers = "native";
  int portfolio = 0;              // K seeded searches; 0: not given (or a race of solvers)
  std::string portfolio_text;     // --portfolio as given: K, or the solvers A,B,... that race
  CLI::Option* solver = nullptr;  // --solver, to tell it given from its default
  bool serial = false;
  bool pin = false;        // --pin: planned into run.pin_cpus once the thread count is resolved
  bool has_serial = true;  // the command has --serial: sweep has not, so its help leaves it out
  CLI::Option* threads = nullptr;
  CLI::Option* count = nullptr;
  std::vector<CLI::Option*> batch_only;  // refused with --serial or --pretty
};

// " (did you mean --X?)" for the first unknown option CLI11 left over that is near one of app's.
std::string option_hint(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* option : app.get_options()) {
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
  }
  for (const std::string& extra : app.remaining()) {
    if (!extra.starts_with("--")) continue;
    const std::string hint = did_you_mean(extra.substr(0, extra.find('=')), names);
    if (!hint.empty()) return hint;
  }
  return "";
}

// Parses, turning CLI11's exits into the program's: an exit status, or nothing to go on.
std::optional<int> parse(CLI::App& app, int argc, char** argv, int rank, const char* program) {
  const auto refuse = [&](const std::string& message) {
    return rank > 0 ? 2 : usage_error(message, true, program);
  };
  if (const auto problem = empty_value(argc, argv)) return refuse(*problem);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    if (rank > 0) return 0;  // rank 0 prints it once
    return app.exit(e);      // --help, --version
  } catch (const CLI::ExtrasError& e) {
    return refuse(describe(e) + option_hint(app));
  } catch (const CLI::ParseError& e) {
    return refuse(describe(e));
  }
  return std::nullopt;
}

// A flag that prints `text()` (rank 0 alone, under MPI) and ends the parse as a success:
// --list-settings, --list-columns.
CLI::Option* add_list_flag(CLI::App& app, const std::string& name, std::string (*text)(), int rank,
                           const std::string& help) {
  return app.add_flag_callback(
      name,
      [rank, text] {
        if (rank == 0) std::fputs(text().c_str(), stdout);
        throw CLI::Success();
      },
      help);
}

void add_solver_choices(CLI::App& app, SolveLine& line, int rank) {
  app.add_option("--techniques,-t", line.techniques, "Comma-separated techniques (see above)")
      ->type_name("LIST")
      ->check(technique_list())
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--search", line.search,
                 "Search strategy: by-size, learn, backtrack, places or auto (see above)")
      ->type_name("NAME")
      ->check(known_name(known_search, "search", "by-size, learn, backtrack, places, auto"))
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--engine", line.engine,
                 "Propagation engine: queue (place/remove, each change queues its own checks) or "
                 "scan (rescan every cell and unit after any change; the CSV's search column says "
                 "+scan). Same fixed points, nearly the same counters; for timing the two against each other")
      ->type_name("NAME")
      ->check(known_name(known_engine, "engine", "queue, scan"))
      ->capture_default_str()
      ->group("Solver");
  app.add_option("--set", line.run.solve.settings,
                 "Change one of the solver's settings for this run (repeatable; --list-settings "
                 "names them, with defaults and ranges). Changed settings join the search label "
                 "(CSV, --resume) and the summary's run: line")
      ->type_name("NAME=VALUE")
      ->check(solver_setting())
      ->allow_extra_args(false)
      ->group("Solver");
  add_list_flag(app, "--list-settings", format_settings_table, rank,
                "Print the solver's settings (name, default, range, meaning) for --set, and exit")
      ->group("Solver");
}

// The search's seed: sweep's own --seed names its instances instead.
void add_search_seed(CLI::App& app, SolveLine& line) {
  app.add_option("--seed", line.run.solve.seed,
                 "Learning only: 0 (default) for the fixed branching order, else a seed that breaks "
                 "ties among equally good branches at random; the same seed gives the same search "
                 "and counters (the CSV's search column says +seed=S). Several seeds show how much "
                 "a puzzle's time is luck")
      ->type_name("SEED")
      ->transform(whole_number(0, kMaxWhole, "from 0 to " + std::to_string(kMaxWhole)))
      ->capture_default_str()
      ->group("Solver");
}

// `text` in the command's help when it has --serial, else nothing.
std::string in_serial(const SolveLine& line, const std::string& text) { return line.has_serial ? text : ""; }

// A batch-only option of the Solver group that takes a whole number from `low` to `high`.
void add_solve_count(CLI::App& app, SolveLine& line, const std::string& name, int& value,
                     const std::string& help, const std::string& type, int low, int high) {
  const std::string range = "from " + std::to_string(low) + " to " + std::to_string(high);
  line.batch_only.push_back(app.add_option(name, value, help)
                                ->type_name(type)
                                ->transform(whole_number(low, high, range))
                                ->capture_default_str()
                                ->group("Solver"));
}

// A batch-only option of the Output group that names a file.
void add_output_path(CLI::App& app, SolveLine& line, const std::string& name, std::string& path,
                     const std::string& help) {
  line.batch_only.push_back(app.add_option(name, path, help)->type_name("PATH")->group("Output"));
}

void add_backends(CLI::App& app, SolveLine& line) {
  line.solver =
      app.add_option("--solver", line.solvers,
                     "Solvers to time side by side, comma-separated (see Solvers below): each puzzle is "
                     "solved by every one, back to back, in an order rotated per puzzle; a CSV row each. "
                     "NAME=SPEC names one for the CSV's solver column. Every answer is checked. " +
                         in_serial(line, "--serial takes one; ") + "--solutions gets the first one's answers")
          ->type_name("LIST")
          ->capture_default_str()
          ->group("Solver");
  add_solve_count(app, line, "--rounds", line.run.rounds,
                  "Solves of each puzzle by each solver, interleaved; the row records the median "
                  "solve time and the first round's counters (a later round's whose answer failed "
                  "its check instead)",
                  "R", 1, 1000);
  add_solve_count(app, line, "--warmup", line.run.warmup,
                  "Untimed solves of each puzzle by each solver before its --rounds (caches, "
                  "page faults and a worker's start out of the figures); their answers are checked "
                  "too but not recorded",
                  "K", 0, 100);
  line.batch_only.push_back(
      app.add_option(
             "--min-round-us", line.run.min_round_us,
             "Solves faster than US microseconds are repeated within each round, every solver's, until "
             "it lasts that long, and timed per solve (the CSV's repeats), as Google Benchmark "
             "and tdoku's benchmark time fast code: the clocks' own cost is shared out. Default: "
             "100 in a measuring run (--rounds above 1, --warmup, --samples), else 0 (one "
             "solve a round); the repeats find the caches warm")
          ->type_name("US")
          ->transform(whole_number(0, 10000000, "from 0 to 10000000"))
          ->group("Solver"));
  add_output_path(app, line, "--samples", line.run.samples_path,
                  "Write every timed round to PATH ('-': stdout) as a CSV row: file, "
                  "line, solver, round, solve_us, cpu_us, peak_rss_kib, repeats (the raw data "
                  "behind each row's median, minimum and maximum)");
}

void add_solver_limits(CLI::App& app, SolveLine& line) {
  app.add_option("--timeout", line.run.solve.timeout_s,
                 "Seconds per puzzle before it is stopped: a timeout row" +
                     in_serial(line, " in batch mode, an empty line and a FILE:LINE message in --serial") +
                     " (0: no limit)")
      ->type_name("SECONDS")
      ->transform(seconds())
      ->capture_default_str()
      ->group("Solver");
  line.count = app.add_flag("--count{2}", line.count_text,
                            "Count solutions up to LIMIT (--count=LIMIT, at least 2; --count alone: 2) "
                            "to tell unique puzzles from others: a solutions column in the CSV, a "
                            "tally in the summary" +
                                in_serial(line, ", a note on stderr in --serial") +
                                ". Learning counts up to "
                                "10,000 solutions, blocking each one found; larger counts backtrack")
                   ->transform(whole_number(2, std::uint64_t{1} << 62, "from 2 to 2^62"))
                   ->group("Solver");
  line.batch_only.push_back(
      app.add_flag("--rate", line.run.solve.rate,
                   "Rate each solved puzzle on the technique ladder (fl < cp < intersections < "
                   "subsets < fish < guessing: the weakest that solves it with no guess; for "
                   "guessing, the guesses of the default search): "
                   "rating and rating_guesses columns in the CSV. Not timed in solve_us")
          ->group("Solver"));
}

// Limits on the worker processes of cmd: and lib: solvers (backends/worker_limits.h).
void add_worker_limits(CLI::App& app, SolveLine& line) {
  app.add_option("--memory-limit", line.run.solve.memory_limit_mib,
                 "MiB of memory for each worker process of a cmd: or lib: solver, with all it starts "
                 "(a lib: solver then runs in workers): a control group of its own where one can be "
                 "made, else an address-space limit. A worker past it is ended and its puzzle is "
                 "a memout row" +
                     in_serial(line, " (--serial: an empty line and a FILE:LINE message)") +
                     "; the next puzzle gets a fresh worker. Native and cadical, in the harness's "
                     "process, compare what they are about to allocate (learning's tables, the CNF) "
                     "with it and refuse a puzzle past it up front: a memout row (default: no limit)")
      ->type_name("MIB")
      ->transform(whole_number(1, std::uint64_t{1} << 30, "from 1 to 2^30"))
      ->group("Solver");
  app.add_option("--process-limit", line.run.solve.process_limit,
                 "Processes and threads each worker process may hold at once, where a control group "
                 "can be made: a fork past it fails, the worker is ended and its puzzle is a crashed "
                 "row that names the limit (0: no limit)")
      ->type_name("N")
      ->transform(whole_number(0, 1 << 22, "from 0 to 4194304"))
      ->capture_default_str()
      ->group("Solver");
}

void add_threads(CLI::App& app, SolveLine& line) {
  line.run.threads = tbb::info::default_concurrency();
  line.threads = app.add_option("--threads,-j", line.run.threads,
                                "Solver threads, 1 to 4096 (default: every core" +
                                    in_serial(line,
                                              "; in --serial 1, and K races a portfolio of K seeded "
                                              "searches on each puzzle") +
                                    ")")
                     ->type_name("N")
                     ->transform(whole_number(1, 4096, "from 1 to 4096"))
                     ->capture_default_str()
                     ->group("Execution");
  app.add_option("--portfolio", line.portfolio_text,
                 "K: seeded searches that race for one puzzle, the first answer winning "
                 "(learning only; the CSV names the winner). " +
                     in_serial(line, "--serial: K race on every puzzle (default: --threads). ") +
                     "In a batch run, threads that run out of puzzles "
                     "join the races of those still running (default 1: none, so counters "
                     "stay deterministic). A,B,...: those solvers (as --solver names them) race on "
                     "each puzzle, each on a thread of its own; the first checked answer wins and "
                     "stops the others; the row's solver is A|B, its winner the winning solver. "
                     "With --solver, the race is one more solver beside those")
      ->type_name("K|LIST")
      ->group("Execution");
  app.add_flag("--share,!--no-share", line.run.solve.share_clauses,
               "A portfolio's members pass their short learnt clauses to each other (default: on). "
               "--no-share keeps each member's search, and the winner's counters, exactly those of "
               "its seed alone")
      ->group("Execution");
}

void add_pinning(CLI::App& app, SolveLine& line) {
  app.add_flag("--pin", line.pin,
               "Pin each solving thread to a core of its own (of those this process may use, in order; "
               "a cmd: solver's process runs on its thread's core), so that solves are not moved "
               "between cores. More threads than cores: pinned round-robin, with a warning. The "
               "summary's run: line, --json's machine and the CSV's '# machine:' line say which")
      ->group("Execution");
}

// --pin's plan, from the CPUs usable now, before any thread is pinned.
void plan_pinning(SolveLine& line, int rank) {
  if (!line.pin) return;
  const std::vector<int> usable = usable_cpus();
  line.run.pin_cpus = pin_plan(usable, line.run.threads);
  if (rank > 0) return;
  if (usable.empty()) {
    std::fprintf(stderr, "sudoku-bench: --pin: the cores this process may use cannot be read; not pinned\n");
  } else if (line.run.threads > static_cast<int>(usable.size())) {
    std::fprintf(stderr,
                 "sudoku-bench: --pin: %d threads on %zu usable cores: pinned round-robin, so some "
                 "share a core\n",
                 line.run.threads, usable.size());
  }
}

void add_batch_execution(CLI::App& app, SolveLine& line) {
  line.batch_only.push_back(
      app.add_option("--chunk", line.run.chunk,
                     "Under MPI: lines rank 0 hands out at a time (0: adapt to the solve times "
                     "seen, about 20 ms of a rank's threads, smaller towards the end)")
          ->type_name("LINES")
          ->transform(whole_number(0, 1'000'000, "from 0 to 1000000"))
          ->capture_default_str()
          ->group("Execution"));
  line.batch_only.push_back(
      app.add_flag("--resume", line.run.resume,
                   "Skip puzzles whose rows (same techniques and search, one per --solver) are already "
                   "in the --csv file and append the new rows to it; the summary counts the rows from "
                   "before as well. Rows that are broken, doubled, of an unknown status or a "
                   "line the file lacks are named (CSV:ROW: reason) and dropped first; "
                   "--solutions then ends with every answer in input order")
          ->group("Execution"));
  line.batch_only.push_back(
      line.order_option =
          app.add_option("--order", line.order,
                         "Which lines a batch run starts first: big-first (of each 256 lines, the biggest "
                         "grids, then those with the most blanks, so that the slowest puzzles do not start "
                         "last and run alone) or input. Rows and solutions come out in input order either "
                         "way; under MPI each rank takes its chunks in order")
              ->type_name("NAME")
              ->check(known_name(known_order, "order", "big-first, input"))
              ->capture_default_str()
              ->group("Execution"));
  line.batch_only.push_back(
      line.shuffle = app.add_flag("--shuffle{1}", line.shuffle_text,
                                  "Start the lines of each block of 256 in a random order drawn from SEED "
                                  "(--shuffle=SEED; --shuffle alone: 1), instead of --order's, so that a "
                                  "drift of the machine's speed does not fall on the puzzles in file order; "
                                  "rows still come out in input order")
                         ->transform(whole_number(0, kMaxWhole, "from 0 to 2^64-1"))
                         ->group("Execution"));
  line.batch_only.push_back(app.add_flag("--progress,!--no-progress", line.run.progress,
                                         "Progress bar on stderr for long runs when stderr is a terminal "
                                         "(default: on)")
                                ->group("Execution"));
}

void add_batch_outputs(CLI::App& app, SolveLine& line) {
  add_output_path(app, line, "--csv", line.run.csv_path,
                  "Write one CSV row per puzzle to PATH ('-': stdout), flushed as rows "
                  "complete. A run locks each of its output files (--csv, --solutions, "
                  "--json): another run naming one of them is refused with status 2");
  add_output_path(app, line, "--solutions", line.run.solutions_path,
                  "Write solutions to PATH ('-': stdout) in input order, one line "
                  "per puzzle, empty for a failure");
  add_output_path(app, line, "--markdown", line.run.markdown_path,
                  "Write the side-by-side table of --solver's solvers (two or more) "
                  "to PATH as Markdown at the end: a table per file and over all");
  add_output_path(app, line, "--json", line.run.json_path,
                  "Write the run summary as JSON to PATH ('-': stdout) at the end, "
                  "interrupted or not: program and build, options, a tally per file "
                  "and overall. The file appears whole or not at all");
}

void add_modes(CLI::App& app, SolveLine& line, int rank) {
  app.add_flag("--serial", line.serial,
               "Strict grader mode: one solution per line on stdout, in input order, an empty line "
               "for a failed puzzle, nothing else; problems go to stderr as FILE:LINE: reason")
      ->group("Output");
  app.add_flag("--pretty", line.run.pretty,
               "Draw each puzzle and its solution as grids with block borders, with the symbol-count "
               "check, for people (implies --serial)")
      ->group("Output");
  add_list_flag(app, "--list-columns", column_list, rank,
                "Print the CSV's columns, one a line with what it means, and exit")
      ->group("Output");
}

// --portfolio=K (seeded searches), or --portfolio=A,B (a race of solvers: one more solver, or the
// only one when --solver is not given).
std::optional<int> choose_portfolio(SolveLine& line, const SolverConfig& native_config, int rank) {
  const std::string& text = line.portfolio_text;
  if (text.empty()) return std::nullopt;
  if (std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    line.portfolio = text.size() <= 4 ? std::stoi(text) : 0;
    if (line.portfolio >= 1 && line.portfolio <= 4096) return std::nullopt;
    return rank > 0 ? 2 : usage_error("--portfolio: K from 1 to 4096, not '" + text + "'", true);
  }
  std::string error;
  std::optional<SolverChoice> race = parse_race(text, native_config, &error);
  if (!race) return rank > 0 ? 2 : usage_error("--portfolio: " + error, true);
  if (line.solver->count() == 0) line.run.solvers.clear();
  line.run.solvers.push_back(std::move(*race));
  return std::nullopt;
}

// --solver made into backends once, each tried, before any file is read.
std::optional<int> choose_solvers(SolveLine& line, int rank) {
  RunOptions& run = line.run;
  std::string error;
  const SolverConfig& native_config = run.config;
  run.solvers = parse_solvers(line.solvers, native_config, &error);
  if (run.solvers.empty()) return rank > 0 ? 2 : usage_error("--solver: " + error, true);
  if (const auto refused = choose_portfolio(line, native_config, rank)) return refused;
  if (!run.markdown_path.empty() && run.solvers.size() < 2)
    return rank > 0 ? 2
                    : usage_error(
                          "--markdown writes the side-by-side table: name two solvers or more with --solver",
                          true);
  if (run.mode == RunOptions::Mode::kSerial && run.solvers.size() > 1)
    return rank > 0 ? 2
                    : usage_error("--serial answers with one solver; --solver names " +
                                      std::to_string(run.solvers.size()),
                                  true);
  return std::nullopt;
}

// The parsed options as the modes read them: names made into values, defaults resolved.
std::optional<int> finish(SolveLine& line, int argc, char** argv, int rank) {
  RunOptions& run = line.run;
  if (line.serial || run.pretty) run.mode = RunOptions::Mode::kSerial;
  // Checked here rather than with CLI11's excludes(), which would repeat the list in every help line.
  for (const CLI::Option* batch_only : line.batch_only) {
    if (run.mode == RunOptions::Mode::kSerial && batch_only->count() > 0) {
      if (rank > 0) return 2;
      return usage_error(batch_only->get_name() + " belongs to batch mode, not --serial/--pretty", true);
    }
  }
  run.solve.techniques = *TechniqueSet::parse(line.techniques);
  run.solve.strategy = *parse_strategy(line.search);
  run.solve.engine = *parse_engine(line.engine);
  run.order = line.order == "input" ? RunOptions::Order::kInput : RunOptions::Order::kBigFirst;
  if (line.shuffle->count() > 0) {
    if (line.order_option->count() > 0)
      return rank > 0 ? 2 : usage_error("--shuffle and --order: one order, not two", true);
    run.order = RunOptions::Order::kShuffled;
    run.shuffle_seed = whole_number_of(line.shuffle_text);
  }
  run.solve.count_limit = line.count->count() > 0 ? whole_number_of(line.count_text) : 0;
  compute_labels(run);  // the run's one SolverConfig, which the solvers are made with
  if (const auto refused = choose_solvers(line, rank)) return refused;
  if (run.mode == RunOptions::Mode::kSerial) {
    // One puzzle at a time: more threads only serve a portfolio, and a portfolio needs threads.
    if (line.threads->count() == 0) run.threads = std::max(line.portfolio, 1);
    run.portfolio = line.portfolio > 0 ? line.portfolio : run.threads;
  } else {
    run.portfolio = line.portfolio > 0 ? line.portfolio : 1;
  }
  plan_pinning(line, rank);
  run.command.assign(argv, argv + argc);
  return std::nullopt;
}

Command parse_solve(int argc, char** argv, int rank) {
  CLI::App app{solve_description(), kSolveProgram};
  use_help_format(app, 34);
  app.footer(solvers_help(/*serial=*/true) + kSolveExitStatus);
  app.set_version_flag("--version", version_text(build_info()),
                       "Print the version, commit, compiler and build flags, and exit");
  SolveLine line;
  app.add_option("files", line.run.files, "Puzzle files, one puzzle per line ('-' for standard input)")
      ->type_name("FILE")
      ->required()
      ->group("Input");
  add_solver_choices(app, line, rank);
  add_search_seed(app, line);
  add_backends(app, line);
  add_solver_limits(app, line);
  add_worker_limits(app, line);
  add_threads(app, line);
  add_pinning(app, line);
  add_batch_execution(app, line);
  add_batch_outputs(app, line);
  add_modes(app, line, rank);
  Command command;
  if (const auto status = parse(app, argc, argv, rank, kSolveProgram)) {
    command.exit_status = *status;
  } else if (const auto refused = finish(line, argc, argv, rank)) {
    command.exit_status = *refused;
  } else {
    command.kind = Command::Kind::kSolve;
    command.run = std::move(line.run);
  }
  return command;
}

// What generate's options are bound to while CLI11 parses.
struct GenerateLine {
  GenerateOptions options;
  std::string givens;
  std::string difficulty;
};

void add_generate_shape(CLI::App& app, GenerateLine& line) {
  GenerateOptions& options = line.options;
  app.add_option("--size,-n", options.size, "N: the grid is N x N (composite, 4 to 512)")
      ->type_name("N")
      ->transform(grid_size())
      ->capture_default_str();
  app.add_option("--count,-k", options.count, "Puzzles to write")
      ->type_name("K")
      ->transform(whole_number(1, kMaxWhole, "from 1 up"))
      ->capture_default_str();
  app.add_option("--seed", options.seed, "Names the set: the same seed gives the same puzzles")
      ->type_name("S")
      ->transform(whole_number(0, kMaxWhole, "from 0 to 2^64-1"))
      ->capture_default_str();
  app.add_option("--givens", line.givens,
                 "Stop removing at G givens (or P% of the cells): the puzzle has that many (one fewer "
                 "when a --symmetric pair steps over it); a grid that cannot get there is replaced")
      ->type_name("G|P%");
  app.add_flag("--minimal", options.request.dig.minimal,
               "With --givens: go on trying every given, so that the puzzle is minimal too, with at "
               "most G givens (the default without --givens)");
  app.add_flag("--symmetric", options.request.dig.symmetric,
               "Givens symmetric under a half turn: cells are removed in pairs through the centre");
  app.add_option("--difficulty", line.difficulty,
                 "Keep only puzzles rated LEVEL: fl, cp, intersections, subsets, fish or guessing")
      ->type_name("LEVEL")
      ->check(known_name(known_level, "level", "fl, cp, intersections, subsets, fish, guessing"));
}

void add_generate_run(CLI::App& app, GenerateLine& line) {
  GenerateOptions& options = line.options;
  app.add_option("--max-grids", options.request.max_grids,
                 "Complete grids to try for one puzzle before giving it up (a rare --difficulty or "
                 "few --givens can need many)")
      ->type_name("M")
      ->transform(whole_number(1, 1'000'000'000, "from 1 to 10^9"))
      ->capture_default_str();
  options.threads = tbb::info::default_concurrency();
  app.add_option("--threads,-j", options.threads, "Threads (default: every core)")
      ->type_name("T")
      ->transform(whole_number(1, 4096, "from 1 to 4096"))
      ->capture_default_str();
  app.add_flag("--integers", options.integers,
               "Write integer lines (N*N numbers, 0 blank) even where text would do (text: up to 71x71)");
  app.add_option("--output,-o", options.output, "Write the puzzles to PATH ('-': stdout)")
      ->type_name("PATH")
      ->capture_default_str();
  app.add_option("--solutions", options.solutions, "Write each puzzle's solution to PATH, line for line")
      ->type_name("PATH");
}

// The givens and level as values; the givens checked against the grid's cells, now known.
std::optional<int> finish(GenerateLine& line) {
  GenerateOptions& options = line.options;
  if (!line.givens.empty()) {
    const int cells = options.size * options.size;
    const auto givens = givens_of(line.givens, cells);
    if (!givens) {
      return usage_error("--givens: '" + line.givens + "' is neither a number of givens from 0 to " +
                             std::to_string(cells) + " nor a share from 0% to 100%",
                         true, kGenerateProgram);
    }
    options.request.dig.givens = *givens;
    // Refused now, by sweep's rule, rather than after --max-grids grids that could never get there.
    const int fewest = generator::fewest_unique_givens(options.size);
    if (*givens < fewest) {
      return usage_error("--givens: " + std::to_string(*givens) + " givens on " +
                             std::to_string(options.size) + "x" + std::to_string(options.size) +
                             " is below the " + std::to_string(fewest) + " a puzzle with one solution needs",
                         false, kGenerateProgram);
    }
  }
  if (!line.difficulty.empty()) options.request.difficulty = *parse_difficulty(line.difficulty);
  return std::nullopt;
}

Command parse_generate(int argc, char** argv) {
  CLI::App app{kGenerateDescription, kGenerateProgram};
  use_help_format(app, 30);
  app.footer(kGenerateExitStatus);
  GenerateLine line;
  add_generate_shape(app, line);
  add_generate_run(app, line);
  Command command;
  if (const auto status = parse(app, argc, argv, 0, kGenerateProgram)) {
    command.exit_status = *status;
  } else if (const auto refused = finish(line)) {
    command.exit_status = *refused;
  } else {
    command.kind = Command::Kind::kGenerate;
    command.generate = std::move(line.options);
  }
  return command;
}

// ---- sweep: the solve command's limits and threads, plus the points and their instances ----

constexpr const char* kSweepProgram = "sudoku-bench sweep";
// What sweep's options are bound to while CLI11 parses; the solve command's own for the batch run.
struct SweepLine {
  SolveLine solve;
  SweepOptions options;
  std::string givens = "20%:80%:5%";
  std::string kind = "holes";
  std::vector<int> sizes;
  std::string from;
};

bool known_kind(const std::string& name) { return parse_sweep_kind(name).has_value(); }

void add_sweep_points(CLI::App& app, SweepLine& line) {
  app.add_option("--sizes", line.sizes, "Grid sizes, comma-separated (composite, 4 to 512)")
      ->type_name("N,N...")
      ->delimiter(',')
      ->transform(grid_size())
      ->group("Instances");
  app.add_option("--givens", line.givens, "Shares of givens: START:END:STEP (20%:80%:5%) or one share (45%)")
      ->type_name("RANGE")
      ->capture_default_str()
      ->group("Instances");
  app.add_option("--per-point", line.options.per_point, "Instances per size and share")
      ->type_name("K")
      ->transform(whole_number(1, 1'000'000, "from 1 to 1000000"))
      ->capture_default_str()
      ->group("Instances");
  app.add_option("--seed", line.options.seed,
                 "Names the instances: the same seed, the same files on any thread count")
      ->type_name("S")
      ->transform(whole_number(0, kMaxWhole, "from 0 to 2^64-1"))
      ->capture_default_str()
      ->group("Instances");
  app.add_option("--kind", line.kind,
                 "holes: a random complete grid with the share of its cells kept (solvable, often many "
                 "solutions); unique: a unique puzzle dug down to the share")
      ->type_name("KIND")
      ->check(known_name(known_kind, "kind", "holes, unique"))
      ->capture_default_str()
      ->group("Instances");
  app.add_option("--max-grids", line.options.max_grids,
                 "unique: complete grids tried per instance before giving it up")
      ->type_name("M")
      ->transform(whole_number(1, 1'000'000'000, "from 1 to 10^9"))
      ->capture_default_str()
      ->group("Instances");
  app.add_option("--instances", line.options.instances_dir,
                 "Directory of the instance files (default: CSV.d)")
      ->type_name("DIR")
      ->group("Instances");
  app.add_flag("--make-only", line.options.make_only, "Make the instances and their manifest, solve nothing")
      ->group("Instances");
  app.add_option("--from", line.from, "Run the saved instances in DIR (its manifest.txt) again; make none")
      ->type_name("DIR")
      ->group("Instances");
}

// The request checked as a whole: points made, --from alone, a CSV to summarise.
std::optional<std::string> sweep_problem(SweepLine& line) {
  SweepOptions& options = line.options;
  options.kind = *parse_sweep_kind(line.kind);
  const std::string& csv = line.solve.run.csv_path;
  if ((csv.empty() || csv == "-") && !(options.make_only && !options.instances_dir.empty())) {
    return "--csv=PATH is required (the summary reads it back; --make-only needs --instances=DIR without it)";
  }
  if (!line.from.empty()) {
    if (!line.sizes.empty())
      return "--from runs a saved set: its sizes and shares are in its manifest, not --sizes";
    if (line.options.make_only) return "--make-only makes a set, --from runs a saved one: not both";
    options.from_saved = true;
    options.instances_dir = line.from;
    return std::nullopt;
  }
  if (line.sizes.empty()) return "--sizes is required (or --from=DIR)";
  std::string error;
  const auto shares = parse_share_range(line.givens, &error);
  if (!shares) return error;
  options.points = sweep_points(line.sizes, *shares, options.kind);
  for (const SweepPoint& point : options.points) {
    if (options.kind != SweepKind::kUnique) break;
    if (auto out_of_reach = unique_out_of_reach(point)) return out_of_reach;
  }
  if (options.instances_dir.empty()) options.instances_dir = line.solve.run.csv_path + ".d";
  std::string sizes;
  for (int n : line.sizes) sizes += (sizes.empty() ? "" : ",") + std::to_string(n);
  options.arguments = "sizes=" + sizes + " givens=" + line.givens + " kind=" + line.kind;
  if (options.kind == SweepKind::kUnique)
    options.arguments += " max_grids=" + std::to_string(options.max_grids);
  return std::nullopt;
}

Command parse_sweep(int argc, char** argv, int rank) {
  CLI::App app{kSweepDescription, kSweepProgram};
  use_help_format(app, 30);
  app.footer(solvers_help(/*serial=*/false) + kSweepExitStatus);
  SweepLine line;
  line.solve.has_serial = false;
  line.solve.run.solve.timeout_s = 10;
  add_sweep_points(app, line);
  add_solver_choices(app, line.solve, rank);
  add_backends(app, line.solve);
  add_solver_limits(app, line.solve);
  add_worker_limits(app, line.solve);
  add_threads(app, line.solve);
  add_pinning(app, line.solve);
  add_batch_execution(app, line.solve);
  add_batch_outputs(app, line.solve);
  Command command;
  if (const auto status = parse(app, argc, argv, rank, kSweepProgram)) {
    command.exit_status = *status;
  } else if (const auto problem = sweep_problem(line)) {
    command.exit_status = rank > 0 ? 2 : usage_error(*problem, true, kSweepProgram);
  } else if (const auto refused = finish(line.solve, argc, argv, rank)) {
    command.exit_status = *refused;
  } else {
    command.kind = Command::Kind::kSweep;
    command.sweep = std::move(line.options);
    command.sweep.run = std::move(line.solve.run);
  }
  return command;
}

// "sudoku-bench genrate ...": a first word that is no file but nearly a command's name is a slip
// of typing, not a puzzle file to report missing after the options were read.
std::optional<std::string> misspelt_command(int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-' || std::filesystem::exists(argv[1])) return std::nullopt;
  const auto command = nearest_word(argv[1], {"generate", "sweep"});
  if (!command) return std::nullopt;
  return "unknown command '" + std::string(argv[1]) + "' (did you mean " + *command +
         "?): no puzzle file has that name either";
}

}  // namespace

Command parse_command_line(int argc, char** argv, int launch_rank) {
  // "sudoku-bench generate ..." is the second command; anything else is a solving run (a puzzle
  // file named "generate" can still be given as ./generate).
  if (argc >= 2 && std::string_view(argv[1]) == "generate") {
    if (launch_rank > 0) return Command{};  // under mpirun, rank 0 generates alone
    return parse_generate(argc - 1, argv + 1);
  }
  if (argc >= 2 && std::string_view(argv[1]) == "sweep") return parse_sweep(argc - 1, argv + 1, launch_rank);
  if (const auto misspelt = misspelt_command(argc, argv)) {
    Command refused;
    refused.exit_status = launch_rank > 0 ? 2 : usage_error(*misspelt, true);
    return refused;
  }
  return parse_solve(argc, argv, launch_rank);
}

}  // namespace sudoku::harness
