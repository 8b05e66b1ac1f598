#include "generator/dig.h"

#include "solver/solver.h"

namespace sudoku::generator {

namespace {

// The cells removed together: one, or a cell and its mirror through the centre.
std::vector<std::vector<int>> removal_groups(const Geometry& geo, bool symmetric) {
  std::vector<std::vector<int>> groups;
  const int cells = geo.cell_count();
  for (int c = 0; c < cells; ++c) {
    const int mirror = cells - 1 - c;
    if (!symmetric || c == mirror) {
      groups.push_back({c});
    } else if (c < mirror) {
      groups.push_back({c, mirror});
    }
  }
  return groups;
}

}  // namespace

bool has_one_solution(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& stops, DigCounts& counts) {
  // Hidden singles and intersections settle most early removals with no search at all.
  if (solves_without_guess(geo, puzzle, rung_techniques(Difficulty::kIntersections))) return true;
  ++counts.searches;
  SolverConfig config;
  config.solution_limit = 2;
  config.deadline = stops.deadline;
  config.cancel = stops.cancel;
  const SolveResult result = solve(geo, puzzle, config);
  return result.status == SolveStatus::kSolved && result.solutions == 1 && result.count_complete;
}

std::optional<Puzzle> dig(const Geometry& geo, const std::vector<int>& solution, const DigSpec& spec,
                          RandomStream& random, DigCounts& counts) {
  Puzzle puzzle;
  puzzle.size = geo.size();
  puzzle.cells = solution;
  int givens = geo.cell_count();
  auto groups = removal_groups(geo, spec.symmetric);
  random.shuffle(groups);
  for (const auto& group : groups) {
    if (spec.givens && givens <= *spec.givens && !spec.minimal) break;
    for (int c : group) puzzle.cells[c] = kBlank;
    ++counts.checks;
    const bool keeps = spec.solvable_at
                           ? solves_without_guess(geo, puzzle, rung_techniques(*spec.solvable_at))
                           : has_one_solution(geo, puzzle, spec.stops, counts);
    if (keeps) {
      givens -= static_cast<int>(group.size());
    } else {
      for (int c : group) puzzle.cells[c] = solution[c];
    }
  }
  if (spec.givens && givens > *spec.givens) return std::nullopt;
  return puzzle;
}

}  // namespace sudoku::generator
