// learning_profile: what the solver's learning search did on each puzzle, a line a puzzle, to set
// beside a SAT solver's statistics (CaDiCaL's `-v`): conflicts and their rate, decisions,
// restarts, mode switches, reductions, the learnt clauses' sizes as first found and as kept, the
// share of learnt clauses the reductions kept, and (literal phases, 25x25) rephases and decisions
// of "not x". results/notes/cadical-beside-native.md reads it.
// Not a timing tool: each CPU time is one reading on whatever the machine was doing.
//
//   build/bench/learning_profile [--seed=S] [--timeout=SECONDS] [--set=NAME=VALUE]... FILE...
//
// Exit status: 0, or 2 on a usage error or a file that cannot be read (FILE:LINE on stderr).

#include <fmt/format.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "bench/puzzle_file.h"
#include "solver/number_named.h"
#include "solver/solver.h"
#include "solver/solver_settings.h"

namespace {

using sudoku::SolverConfig;

struct ProfileArgs {
  SolverConfig config;
  double timeout_s = 0;  // 0: none
  std::vector<std::string> files;
};

double cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

constexpr const char* kUsage =
    "Usage: learning_profile [--seed=S] [--timeout=SECONDS] [--set=NAME=VALUE]... FILE...\n"
    "Solves each puzzle with the learning search, one line a puzzle (tab-separated): conflicts and\n"
    "their rate, decisions, restarts, mode switches, reductions, learnt clause sizes at the first UIP\n"
    "and as kept, the share of learnt clauses kept, rephases, decisions of \"not x\" (literal\n"
    "phases) and literals bumped per learnt clause for their reasons (--set=reason_bumping=on).\n"
    "--set takes sudoku-bench's --list-settings.\n";

// The whole of `text` as a number, else false: "12x", "" or "-1" is an error, not 12, 0 or a
// wrapped seed; a time must be finite and not negative. As the harness reads its options.
template <typename T>
bool parse_number(std::string_view text, T& out) {
  const auto value = sudoku::number_named<T>(text);
  if (!value) return false;
  if constexpr (std::is_floating_point_v<T>) {
    if (!std::isfinite(*value) || *value < 0) return false;
  }
  out = *value;
  return true;
}

bool parse_args(int argc, char** argv, ProfileArgs& args) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    std::string error;
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else if (arg.starts_with("--seed=")) {
      if (!parse_number(arg.substr(7), args.config.seed)) {
        std::fprintf(stderr, "learning_profile: --seed: not a whole number: %s\n", argv[i] + 7);
        return false;
      }
    } else if (arg.starts_with("--timeout=")) {
      if (!parse_number(arg.substr(10), args.timeout_s)) {
        std::fprintf(stderr, "learning_profile: --timeout: not a number of seconds: %s\n", argv[i] + 10);
        return false;
      }
    } else if (arg.starts_with("--set=")) {
      if (!sudoku::apply_setting(args.config, arg.substr(6), &error)) {
        std::fprintf(stderr, "learning_profile: --set: %s\n", error.c_str());
        return false;
      }
    } else if (arg.starts_with("-")) {
      std::fprintf(stderr, "learning_profile: unknown option %s (known: --seed, --timeout, --set, --help)\n",
                   argv[i]);
      return false;
    } else {
      args.files.emplace_back(arg);
    }
  }
  if (args.files.empty()) std::fprintf(stderr, "learning_profile: no puzzle file given\n");
  return !args.files.empty();
}

double per(std::uint64_t part, std::uint64_t whole) {
  return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
}

void print_header() {
  std::puts(
      "puzzle\tsize\tstatus\tsearch\tcpu_s\tconflicts\tconflicts_per_s\tdecisions\trestarts\tmode_switches\t"
      "reductions\tuip_lits\tlearnt_lits\tkept_pct\trephases\tfalse_decisions\treason_bumps");
}

// One puzzle's line: averages per learnt clause, the kept share over every learnt clause.
void print_profile(const std::string& where, int size, const sudoku::SolveResult& result, double cpu_s) {
  const sudoku::Stats& stats = result.stats;
  const sudoku::Stats::Learning& learning = stats.learning;
  fmt::print("{}\t{}\t{}\t{}\t{:.3f}\t{}\t{:.0f}\t{}\t{}\t{}\t{}\t{:.1f}\t{:.1f}\t{:.0f}\t{}\t{}\t{:.1f}\n",
             where, size, sudoku::status_name(result.status), sudoku::search_ran_name(result.search_ran),
             cpu_s, stats.conflicts, cpu_s > 0 ? static_cast<double>(stats.conflicts) / cpu_s : 0.0,
             stats.guesses, learning.restarts, learning.mode_switches, learning.reductions,
             per(learning.uip_literals, learning.learnt_clauses),
             per(learning.learnt_literals, learning.learnt_clauses),
             100.0 * (1.0 - per(learning.clauses_dropped, learning.learnt_clauses)), learning.rephases,
             learning.false_decisions, per(learning.reason_side_bumps, learning.learnt_clauses));
}

void profile_file(const std::string& path, const ProfileArgs& args) {
  const auto file = sudoku::bench::load_puzzle_file(path);
  for (std::size_t i = 0; i < file->puzzles.size(); ++i) {
    SolverConfig config = args.config;
    if (args.timeout_s > 0) {
      config.deadline =
          std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                 std::chrono::duration<double>(args.timeout_s));
    }
    const double start = cpu_seconds();
    const sudoku::SolveResult result = sudoku::solve(*file->geometry[i], file->puzzles[i], config);
    const double cpu_s = cpu_seconds() - start;
    print_profile(fmt::format("{}:{}", path, file->lines[i]), file->puzzles[i].size, result, cpu_s);
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  ProfileArgs args;
  try {
    if (!parse_args(argc, argv, args)) return 2;
    print_header();
    for (const std::string& path : args.files) profile_file(path, args);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "learning_profile: %s\n", e.what());
    return 2;
  }
  return 0;
}
