// write_cnf: the CNF the `cadical` solver of the harness builds for each puzzle of a file, written
// as DIMACS, one file a puzzle, so that a SAT solver's own program can solve it and print its
// statistics (`cadical -v`). --pairwise-up-to sets the encoding of at-most-one: pairwise up to K
// variables, a sequential counter with auxiliary variables above (backends/sudoku_cnf.h; the
// harness uses 8). results/notes/cadical-beside-native.md reads what the two encodings cost.
//
//   build/bench/write_cnf [--pairwise-up-to=K] --out=DIR FILE...
//
// Writes DIR/<file stem>_<line>.cnf and prints one line a puzzle: path, variables, clauses.
// A puzzle that propagation already solves or refutes gets no file (a line says so).
// Exit status: 0, or 2 on a usage error or a file that cannot be read or written.

#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "backends/candidate_grid.h"
#include "backends/sudoku_cnf.h"
#include "bench/puzzle_file.h"

namespace {

namespace fs = std::filesystem;
using sudoku::backends::CnfOptions;

struct WriteArgs {
  CnfOptions cnf;
  fs::path out;
  std::vector<std::string> files;
};

// Keeps the clauses in memory: DIMACS's header needs their count before the first one.
class ClauseList final : public sudoku::backends::ClauseSink {
 public:
  explicit ClauseList(int first_free) : variables_(first_free - 1) {}
  void add_clause(std::span<const int> literals) override {
    clauses_.emplace_back(literals.begin(), literals.end());
  }
  int new_variable() override { return ++variables_; }

  void write(std::ostream& out) const {
    out << "p cnf " << variables_ << ' ' << clauses_.size() << '\n';
    for (const std::vector<int>& clause : clauses_) {
      for (int literal : clause) out << literal << ' ';
      out << "0\n";
    }
  }
  int variables() const { return variables_; }
  std::size_t clauses() const { return clauses_.size(); }

 private:
  int variables_;
  std::vector<std::vector<int>> clauses_;
};

bool parse_args(int argc, char** argv, WriteArgs& args) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.starts_with("--pairwise-up-to=")) {
      args.cnf.pairwise_up_to = std::stoi(std::string(arg.substr(17)));
    } else if (arg.starts_with("--out=")) {
      args.out = std::string(arg.substr(6));
    } else if (arg.starts_with("-")) {
      std::fprintf(stderr, "write_cnf: unknown option %s (known: --pairwise-up-to, --out)\n", argv[i]);
      return false;
    } else {
      args.files.emplace_back(arg);
    }
  }
  if (args.out.empty()) std::fprintf(stderr, "write_cnf: --out=DIR is needed\n");
  if (args.files.empty()) std::fprintf(stderr, "write_cnf: no puzzle file given\n");
  return !args.out.empty() && !args.files.empty();
}

void write_file(const std::string& path, const WriteArgs& args) {
  const auto file = sudoku::bench::load_puzzle_file(path);
  for (std::size_t i = 0; i < file->puzzles.size(); ++i) {
    const sudoku::Geometry& geo = *file->geometry[i];
    const auto grid = sudoku::backends::propagate_root(geo, file->puzzles[i]);
    const std::string where = fmt::format("{}:{}", path, file->lines[i]);
    if (grid.contradiction || grid.candidate_count() == 0) {
      fmt::print("{}\tno CNF: the root propagation {}\n", where,
                 grid.contradiction ? "refutes it" : "solves it");
      continue;
    }
    ClauseList clauses(static_cast<int>(grid.candidate_count()) + 1);
    sudoku::backends::encode_sudoku(geo, grid, args.cnf, clauses);
    const fs::path target = args.out / fmt::format("{}_{}.cnf", file->stem, file->lines[i]);
    std::ofstream out(target);
    clauses.write(out);
    if (!out.flush()) throw std::runtime_error("cannot write " + target.string());
    fmt::print("{}\t{}\t{}\t{}\n", where, target.string(), clauses.variables(), clauses.clauses());
  }
}

}  // namespace

int main(int argc, char** argv) {
  WriteArgs args;
  try {
    if (!parse_args(argc, argv, args)) return 2;
    fs::create_directories(args.out);
    for (const std::string& path : args.files) write_file(path, args);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "write_cnf: %s\n", e.what());
    return 2;
  }
  return 0;
}
