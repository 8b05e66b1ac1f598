// Times solver backends side by side on puzzle files, one thread, every answer checked:
//   backend_compare [--timeout=S] [--seed=S] [--limit=K] [--pairwise=K] [--first=K] SOLVER[,SOLVER...]
//   FILE...
// Each puzzle is solved by every solver back to back (interleaved, so that a busy spell of the
// machine falls on all alike). Prints per file and solver: puzzles, statuses, total, maximum and
// mean solve time (a timed-out puzzle counts at its limit), and puzzles per second of wall time
// around the solver's calls (its answer check included). --first=K takes each file's first K
// puzzles. A timeout sends lib: solvers to a worker process. Exit 1 when any answer was wrong.
// A stopgap until the harness takes --solver= (backends/backend.h).

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "backends/cadical_backend.h"
#include "backends/make_backend.h"
#include "solver/puzzle_io.h"

namespace {

using namespace sudoku;
using namespace sudoku::backends;

struct Options {
  double timeout_s = 0;  // 0: none
  std::uint64_t seed = 0;
  std::uint64_t limit = 1;
  int pairwise_up_to = CnfOptions{}.pairwise_up_to;  // cadical's encoding
  std::uint64_t first = 0;                           // 0: every puzzle of a file
  std::vector<std::string> solvers;
  std::vector<std::string> files;
};

struct Tally {
  int puzzles = 0;
  std::map<std::string, int> statuses;
  double total_s = 0;
  double max_s = 0;
  double wall_s = 0;  // around each solve() call: the backend's time, its check and the call's overhead
  std::vector<double> times_s;  // each puzzle's solve time, for the median (robust to a preempted solve)
};

double median_of(std::vector<double> times) {
  if (times.empty()) return 0;
  const auto middle = times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2);
  std::nth_element(times.begin(), middle, times.end());
  return *middle;
}

std::vector<std::string> split(const std::string& list) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t comma; (comma = list.find(',', start)) != std::string::npos; start = comma + 1) {
    out.push_back(list.substr(start, comma - start));
  }
  out.push_back(list.substr(start));
  return out;
}

// Empty when the arguments are not understood.
std::optional<Options> parse_options(int argc, char** argv) {
  Options options;
  int arg = 1;
  for (; arg < argc && std::string(argv[arg]).starts_with("--"); ++arg) {
    const std::string a = argv[arg];
    const std::string value = a.substr(a.find('=') + 1);
    if (a.starts_with("--timeout="))
      options.timeout_s = std::stod(value);
    else if (a.starts_with("--seed="))
      options.seed = std::stoull(value);
    else if (a.starts_with("--limit="))
      options.limit = std::stoull(value);
    else if (a.starts_with("--pairwise="))
      options.pairwise_up_to = std::stoi(value);
    else if (a.starts_with("--first="))
      options.first = std::stoull(value);
    else
      return std::nullopt;
  }
  if (argc - arg < 2) return std::nullopt;
  options.solvers = split(argv[arg]);
  options.files.assign(argv + arg + 1, argv + argc);
  return options;
}

SolveLimits limits_of(const Options& options) {
  SolveLimits limits;
  limits.solution_limit = options.limit;
  if (options.timeout_s > 0) {
    const std::chrono::duration<double> timeout(options.timeout_s);
    limits.deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(timeout);
  }
  return limits;
}

void print_tally(const std::string& file, const std::string& solver, const Tally& t) {
  std::string statuses;
  for (const auto& [status, count] : t.statuses) statuses += " " + status + "=" + std::to_string(count);
  std::printf(
      "%s  %-12s puzzles=%d%s  total=%.3f s  max=%.1f ms  mean=%.2f us  median=%.2f us  %.0f puzzles/s\n",
      file.c_str(), solver.c_str(), t.puzzles, statuses.c_str(), t.total_s, t.max_s * 1e3,
      t.puzzles ? t.total_s * 1e6 / t.puzzles : 0.0, median_of(t.times_s) * 1e6,
      t.wall_s > 0 ? t.puzzles / t.wall_s : 0.0);
}

// Solves every puzzle of the file with each solver in turn; true when no answer was wrong.
bool run_file(const std::string& file, const Options& options,
              std::vector<std::unique_ptr<Backend>>& solvers) {
  std::ifstream in(file);
  std::vector<Tally> tallies(solvers.size());
  bool right = true;
  int line_number = 0;
  std::uint64_t taken = 0;
  std::optional<Geometry> geo;  // the last size's tables: a file is mostly one size
  for (std::string line; (options.first == 0 || taken < options.first) && std::getline(in, line);) {
    ++line_number;
    ParsedLine parsed = parse_line(line);
    if (parsed.kind != LineKind::kPuzzle) continue;
    ++taken;
    if (!geo || geo->size() != parsed.puzzle.size) geo = Geometry::for_size(parsed.puzzle.size);
    for (std::size_t s = 0; s < solvers.size(); ++s) {
      const auto called = std::chrono::steady_clock::now();
      const BackendResult r = solvers[s]->solve(*geo, parsed.puzzle, limits_of(options), options.seed);
      const double secs = std::chrono::duration<double>(r.solve_time).count();
      Tally& t = tallies[s];
      t.wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - called).count();
      ++t.puzzles;
      ++t.statuses[std::string(backend_status_name(r.status))];
      t.total_s += secs;
      t.times_s.push_back(secs);
      t.max_s = std::max(t.max_s, secs);
      if (r.status != BackendStatus::kSolved) {
        std::fprintf(stderr, "%s:%d: %s: %s %s\n", file.c_str(), line_number, solvers[s]->name().c_str(),
                     std::string(backend_status_name(r.status)).c_str(), r.message.c_str());
      }
      right &= r.status != BackendStatus::kWrong;
    }
  }
  for (std::size_t s = 0; s < solvers.size(); ++s) print_tally(file, solvers[s]->name(), tallies[s]);
  return right;
}

}  // namespace

int main(int argc, char** argv) {
  const std::optional<Options> options = parse_options(argc, argv);
  if (!options) {
    std::fprintf(stderr,
                 "usage: backend_compare [--timeout=S] [--seed=S] [--limit=K] [--pairwise=K] [--first=K] "
                 "SOLVER[,SOLVER...] FILE...\n%s",
                 backends_help().c_str());
    return 2;
  }
  std::vector<std::unique_ptr<Backend>> solvers;
  for (const std::string& spec : options->solvers) {
    std::string error;
    CadicalOptions cadical;
    cadical.cnf.pairwise_up_to = options->pairwise_up_to;
    solvers.push_back(spec == "cadical" ? make_cadical_backend(cadical)
                                        : make_backend(spec, SolverConfig{}, error));
    if (!solvers.back()) {
      std::fprintf(stderr, "%s\n", error.empty() ? "cadical: absent from this build" : error.c_str());
      return 2;
    }
  }
  bool right = true;
  for (const std::string& file : options->files) right &= run_file(file, *options, solvers);
  return right ? 0 : 1;
}
