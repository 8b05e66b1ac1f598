// Times solver backends side by side on puzzle files, one thread, every answer checked:
//   backend_compare [--timeout=S] [--seed=S] [--limit=K] [--pairwise=K] SOLVER[,SOLVER...] FILE...
// Each puzzle is solved by every solver back to back (interleaved, so that a busy spell of the
// machine falls on all alike). Prints per file and solver: puzzles, solved, wrong, timeouts,
// refused, total and maximum solve time. Exit 1 when any answer was wrong.
// A stopgap until the harness takes --solver= (backends/backend.h).

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "backends/cadical_backend.h"
#include "backends/make_backend.h"
#include "solver/puzzle_io.h"

namespace {

using namespace sudoku;
using namespace sudoku::backends;

struct Tally {
  int puzzles = 0;
  std::map<std::string, int> statuses;
  double total_s = 0;
  double max_s = 0;
};

std::vector<std::string> split(const std::string& list) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t comma; (comma = list.find(',', start)) != std::string::npos; start = comma + 1) {
    out.push_back(list.substr(start, comma - start));
  }
  out.push_back(list.substr(start));
  return out;
}

void print_tally(const std::string& file, const std::string& solver, const Tally& t) {
  std::string statuses;
  for (const auto& [status, count] : t.statuses) statuses += " " + status + "=" + std::to_string(count);
  std::printf("%s  %-12s puzzles=%d%s  total=%.3f s  max=%.1f ms  mean=%.2f ms\n", file.c_str(), solver.c_str(),
              t.puzzles, statuses.c_str(), t.total_s, t.max_s * 1e3, t.puzzles ? t.total_s * 1e3 / t.puzzles : 0.0);
}

}  // namespace

int main(int argc, char** argv) {
  double timeout_s = 0;
  std::uint64_t seed = 0, limit = 1;
  int pairwise_up_to = CnfOptions{}.pairwise_up_to;
  int arg = 1;
  for (; arg < argc && std::string(argv[arg]).starts_with("--"); ++arg) {
    const std::string a = argv[arg];
    if (a.starts_with("--timeout=")) timeout_s = std::stod(a.substr(10));
    else if (a.starts_with("--seed=")) seed = std::stoull(a.substr(7));
    else if (a.starts_with("--limit=")) limit = std::stoull(a.substr(8));
    else if (a.starts_with("--pairwise=")) pairwise_up_to = std::stoi(a.substr(11));
    else return std::fprintf(stderr, "unknown option %s\n", a.c_str()), 2;
  }
  if (argc - arg < 2) return std::fprintf(stderr, "usage: backend_compare [--timeout=S] [--seed=S] [--limit=K] [--pairwise=K] SOLVER[,SOLVER...] FILE...\n%s", backends_help().c_str()), 2;
  std::vector<std::unique_ptr<Backend>> solvers;
  for (const std::string& spec : split(argv[arg])) {
    std::string error;
    CadicalOptions cadical;
    cadical.cnf.pairwise_up_to = pairwise_up_to;
    solvers.push_back(spec == "cadical" ? make_cadical_backend(cadical) : make_backend(spec, SolverConfig{}, error));
    if (!solvers.back()) return std::fprintf(stderr, "%s\n", error.c_str()), 2;
  }
  bool wrong = false;
  for (int f = arg + 1; f < argc; ++f) {
    std::ifstream in(argv[f]);
    std::vector<Tally> tallies(solvers.size());
    for (std::string line; std::getline(in, line);) {
      ParsedLine parsed = parse_line(line);
      if (parsed.kind != LineKind::kPuzzle) continue;
      const Geometry geo = Geometry::for_size(parsed.puzzle.size);
      for (std::size_t s = 0; s < solvers.size(); ++s) {
        SolveLimits limits;
        limits.solution_limit = limit;
        if (timeout_s > 0) limits.deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(timeout_s));
        const BackendResult r = solvers[s]->solve(geo, parsed.puzzle, limits, seed);
        const double secs = std::chrono::duration<double>(r.solve_time).count();
        Tally& t = tallies[s];
        ++t.puzzles;
        ++t.statuses[std::string(backend_status_name(r.status))];
        t.total_s += secs;
        t.max_s = std::max(t.max_s, secs);
        if (r.status == BackendStatus::kWrong || r.status == BackendStatus::kError || r.status == BackendStatus::kRefused) {
          std::fprintf(stderr, "%s: %s: %s: %s\n", argv[f], solvers[s]->name().c_str(),
                       std::string(backend_status_name(r.status)).c_str(), r.message.c_str());
        }
        wrong |= r.status == BackendStatus::kWrong;
      }
    }
    for (std::size_t s = 0; s < solvers.size(); ++s) print_tally(argv[f], solvers[s]->name(), tallies[s]);
  }
  return wrong ? 1 : 0;
}
