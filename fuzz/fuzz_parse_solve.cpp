// libFuzzer target: the input is a puzzle file (text or integer lines). Every line goes through
// parse_line as the harness reads it; each puzzle line (up to a few per input) is solved under a
// short deadline by two configurations, and what comes back is checked against a small,
// independent model of the rules.
// Any violated invariant traps, so libFuzzer keeps the input as a reproducer.

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/solver_config.h"
#include "solver/verify.h"

namespace {

using namespace sudoku;

// Budget: one input should cost at most ~100 ms under ASan. Each solve gets kDeadline; at most
// kMaxSolvesPerInput puzzles are solved, two configurations each for N <= 9 (one above).
constexpr auto kDeadline = std::chrono::milliseconds(15);
constexpr int kMaxSolvesPerInput = 3;
// Above 16x16 only parsing and the clash check run: the solver reads the clock once every 64
// nodes, and under instrumentation a course puzzle then overruns a 15 ms deadline to ~140 ms on
// average at 16x16 but 0.5-1.5 s at 20x20 and up.
constexpr int kMaxSolvedSize = 16;
constexpr int kMaxSecondConfigSize = 9;

[[noreturn]] void fail(std::string_view what, std::string_view detail, const Puzzle& puzzle) {
  std::fprintf(stderr, "\nfuzz_parse_solve: invariant violated: %.*s\n  %.*s\n  puzzle: %s\n",
               int(what.size()), what.data(), int(detail.size()), detail.data(),
               format_grid(puzzle.cells, puzzle.form).c_str());
  __builtin_trap();
}

// Block height by the course's rule (width = N / height), written again here so that a bug in
// Geometry cannot make a wrong grid look right: the greatest factor of N not above sqrt(N).
int block_height(int n) {
  int height = 1;
  for (int f = 1; f * f <= n; ++f) {
    if (n % f == 0) height = f;
  }
  return height;
}

// Calls f(row, column, block, cell index) for every cell; blocks numbered row-major.
template <typename F>
void for_each_cell(int n, F&& f) {
  const int height = block_height(n);
  const int width = n / height;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) f(r, c, (r / height) * (n / width) + c / width, r * n + c);
  }
}

// True when two givens share a row, column or block.
bool givens_clash(const Puzzle& puzzle) {
  const int n = puzzle.size;
  std::vector<std::uint64_t> rows(n), cols(n), blocks(n);
  bool clash = false;
  for_each_cell(n, [&](int r, int c, int b, int i) {
    const int d = puzzle.cells[i];
    if (d == kBlank) return;
    const std::uint64_t bit = std::uint64_t{1} << d;
    clash = clash || ((rows[r] | cols[c] | blocks[b]) & bit) != 0;
    rows[r] |= bit;
    cols[c] |= bit;
    blocks[b] |= bit;
  });
  return clash;
}

// Empty when `digits` fills the grid, keeps every given, and makes every unit a permutation
// (N cells, no digit twice).
std::string solution_defect(const Puzzle& puzzle, const std::vector<int>& digits) {
  const int n = puzzle.size;
  if (digits.size() != puzzle.cells.size()) return "solution has the wrong number of cells";
  std::vector<std::uint64_t> rows(n), cols(n), blocks(n);
  std::string defect;
  for_each_cell(n, [&](int r, int c, int b, int i) {
    if (!defect.empty()) return;
    const int d = digits[i];
    if (d < 0 || d >= n) {
      defect = "cell " + std::to_string(i) + " holds no digit";
    } else if (puzzle.cells[i] != kBlank && puzzle.cells[i] != d) {
      defect = "given at cell " + std::to_string(i) + " changed";
    } else if (((rows[r] | cols[c] | blocks[b]) >> d) & 1) {
      defect = "digit repeated in a unit of cell " + std::to_string(i);
    } else {
      rows[r] |= std::uint64_t{1} << d;
      cols[c] |= std::uint64_t{1} << d;
      blocks[b] |= std::uint64_t{1} << d;
    }
  });
  return defect;
}

// Geometries are immutable and costly for large N: built once per size for the whole run.
const Geometry& geometry_for(int n) {
  static std::array<std::unique_ptr<const Geometry>, 65> cache;
  auto& slot = cache.at(std::size_t(n));
  if (!slot) slot = std::make_unique<const Geometry>(Geometry::for_size(n));
  return *slot;
}

// The parser's promises for a line it accepted, and format_grid/parse_line agreeing in the form
// the line was read in.
void check_parsed(const Puzzle& puzzle) {
  const int n = puzzle.size;
  if (n < 4 || n > 64 || puzzle.cells.size() != std::size_t(n) * n) {
    fail("parse_line", "size and cell count disagree", puzzle);
  }
  for (int d : puzzle.cells) {
    if (d != kBlank && (d < 0 || d >= n)) fail("parse_line", "digit out of range", puzzle);
  }
  const ParsedLine again = parse_line(format_grid(puzzle.cells, puzzle.form));
  if (again.kind != LineKind::kPuzzle || again.puzzle.size != n || again.puzzle.cells != puzzle.cells ||
      again.puzzle.form != puzzle.form) {
    fail("parse_line", "format_grid output does not parse back to the same puzzle", puzzle);
  }
}

SolveResult solve_checked(const Geometry& geo, const Puzzle& puzzle, SolverConfig config, bool clash) {
  config.deadline = std::chrono::steady_clock::now() + kDeadline;
  SolveResult result = solve(geo, puzzle, config);
  const std::string config_name =
      config.techniques.to_string() + "/" + std::string(strategy_name(config.strategy));
  switch (result.status) {
    case SolveStatus::kError: fail("status error", config_name + ": " + result.message, puzzle);
    case SolveStatus::kInvalid:
      if (!clash) fail("invalid without clashing givens", config_name + ": " + result.message, puzzle);
      break;
    case SolveStatus::kSolved: {
      if (clash) fail("solved although the givens clash", config_name, puzzle);
      if (result.solutions < 1 || result.solutions > config.solution_limit) {
        fail("solution count out of range", config_name, puzzle);
      }
      if (auto defect = check_solution(geo, puzzle, result.solution)) {
        fail("check_solution rejects the solution", config_name + ": " + *defect, puzzle);
      }
      if (std::string defect = solution_defect(puzzle, result.solution); !defect.empty()) {
        fail("independent check rejects the solution", config_name + ": " + defect, puzzle);
      }
      break;
    }
    case SolveStatus::kUnsolvable:
    case SolveStatus::kTimeout:
      if (clash) fail("clashing givens not reported invalid", config_name, puzzle);
      if (result.solutions != 0) fail("solutions counted without status solved", config_name, puzzle);
      break;
  }
  return result;
}

// Second opinions for N <= 9: plain backtracking, most-constrained backtracking, and learning.
SolverConfig second_config(std::string_view line) {
  SolverConfig config;
  std::size_t pick = 0;
  for (char c : line) pick += static_cast<unsigned char>(c);  // stable per line, varied by mutation
  switch (pick % 3) {
    case 0:
      config.techniques = TechniqueSet{};
      config.strategy = SearchStrategy::kBacktrack;
      break;
    case 1:
      config.techniques =
          TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kMostConstrainedBranching);
      config.strategy = SearchStrategy::kBacktrack;
      break;
    default:
      config.techniques = *TechniqueSet::parse("fl,mrv,cp");
      config.strategy = SearchStrategy::kLearn;
      break;
  }
  return config;
}

bool finished(SolveStatus status) {
  return status == SolveStatus::kSolved || status == SolveStatus::kUnsolvable;
}

void check_line(std::string_view line, int& solves_left) {
  const ParsedLine parsed = parse_line(line);
  if (parsed.kind == LineKind::kInvalid && parsed.error.empty()) {
    fail("parse_line", "kInvalid without a reason", parsed.puzzle);
  }
  if (parsed.kind != LineKind::kPuzzle) return;
  const Puzzle& puzzle = parsed.puzzle;
  check_parsed(puzzle);

  const Geometry& geo = geometry_for(puzzle.size);
  const bool clash = givens_clash(puzzle);
  if (find_clash(geo, puzzle).has_value() != clash) fail("find_clash disagrees", "", puzzle);
  if (puzzle.size > kMaxSolvedSize || solves_left <= 0) return;
  --solves_left;

  const SolveResult first = solve_checked(geo, puzzle, SolverConfig{}, clash);
  if (puzzle.size > kMaxSecondConfigSize) return;
  const SolveResult second = solve_checked(geo, puzzle, second_config(line), clash);
  if (finished(first.status) && finished(second.status) && first.status != second.status) {
    fail("configurations disagree",
         std::string(status_name(first.status)) + " vs " + std::string(status_name(second.status)), puzzle);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Lines as std::getline makes them in the harness: split at '\n', the '\n' dropped, no empty
  // line after a final '\n'; parse_line itself drops a CR, a BOM and trailing blanks.
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  int solves_left = kMaxSolvesPerInput;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    check_line(text.substr(start, end - start), solves_left);
    start = end + 1;
  }
  return 0;
}
