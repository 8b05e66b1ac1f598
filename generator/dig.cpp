#include "generator/dig.h"

#include "generator/forced_by_givens.h"
#include "solver/solver.h"

#include <algorithm>
#include <limits>

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

// Stable-sorts removal groups by how many peers of their cells are blank in `puzzle`, most first.
void most_open_peers_first(const Geometry& geo, const Puzzle& puzzle, std::vector<std::vector<int>>& groups) {
  std::vector<int> open_peers(geo.cell_count(), 0);
  for (int c = 0; c < geo.cell_count(); ++c) {
    geo.for_each_peer(c, [&](int p) { open_peers[c] += puzzle.cells[p] == kBlank; });
  }
  const auto open_around = [&](const std::vector<int>& group) {
    int sum = 0;
    for (int c : group) sum += open_peers[c];
    return sum;
  };
  std::stable_sort(groups.begin(), groups.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
    return open_around(a) > open_around(b);
  });
}

}  // namespace

int fewest_unique_givens(int size) {
  if (size == 9) return 17;
  return size == 4 ? 4 : size - 1;
}

Uniqueness search_for_another(const Geometry& geo, const Puzzle& puzzle, const std::vector<int>& solution,
                              const std::vector<int>& removed, const SolverConfig& stops,
                              std::uint64_t effort, DigCounts& counts) {
  // Subsets and fish cost more than they save here: 16x16 minimal puzzles, 1.6 s -> 0.9 s.
  SolverConfig config;
  config.techniques = TechniqueSet{}
                          .add(TechniqueId::kForwardLooking)
                          .add(TechniqueId::kMostConstrainedBranching)
                          .add(TechniqueId::kHiddenSingle)
                          .add(TechniqueId::kIntersections);
  config.deadline = stops.deadline;
  config.cancel = stops.cancel;
  config.steps_seen = stops.steps_seen;
  config.effort_limit = effort;
  if (uses_fixed_size_search(geo, config)) {
    // On 9x9 the fixed-size search counts to 2 faster than learning finds another solution
    // (2,000 minimal 9x9: 1,500 against 810 a second), and it reads givens only.
    ++counts.searches;
    config.solution_limit = 2;
    const SolveResult result = solve(geo, puzzle, config);
    if (result.status == SolveStatus::kTimeout) return Uniqueness::kUndecided;
    const bool unique =
        result.status == SolveStatus::kSolved && result.solutions == 1 && result.count_complete;
    return unique ? Uniqueness::kUnique : Uniqueness::kNotUnique;
  }
  config.phase = solution;
  for (int cell : removed) {
    ++counts.searches;
    const CellDigit other{cell, solution[cell]};
    config.ruled_out = {&other, 1};
    // Unsolvable: no other solution differs here. Solved: another solution. A stop: not proved.
    const SolveStatus status = solve(geo, puzzle, config).status;
    if (status == SolveStatus::kTimeout) return Uniqueness::kUndecided;
    if (status != SolveStatus::kUnsolvable) return Uniqueness::kNotUnique;
  }
  return Uniqueness::kUnique;
}

Uniqueness check_unique(const Geometry& geo, const Puzzle& puzzle, const std::vector<int>& solution,
                        const std::vector<int>& removed, const SolverConfig& stops, std::uint64_t effort,
                        DigCounts& counts) {
  // Hidden singles and intersections settle most early removals with no search at all, singles
  // of the givens alone without propagating the grid.
  if (forced_by_givens(geo, puzzle, solution, removed, true) ||
      solves_without_guess(geo, puzzle, rung_techniques(Difficulty::kIntersections)))
    return Uniqueness::kUnique;
  return search_for_another(geo, puzzle, solution, removed, stops, effort, counts);
}

std::optional<Puzzle> dig(const Geometry& geo, const std::vector<int>& solution, const DigSpec& spec,
                          RandomStream& random, DigCounts& counts) {
  Puzzle puzzle;
  puzzle.size = geo.size();
  puzzle.cells = solution;
  int givens = geo.cell_count();
  auto groups = removal_groups(geo, spec.symmetric);
  random.shuffle(groups);
  const auto reached = [&] { return spec.givens && givens <= *spec.givens && !spec.minimal; };
  // One pass over `groups` in order: each removal kept if `verdict` finds it kUnique, put back if
  // not; the groups it found kUndecided are handed back, in order, for a later pass.
  const auto pass = [&](const std::vector<std::vector<int>>& tried, auto&& verdict) {
    std::vector<std::vector<int>> undecided;
    for (const auto& group : tried) {
      if (reached() || stop_requested(spec.stops)) break;
      for (int c : group) puzzle.cells[c] = kBlank;
      ++counts.checks;
      if (spec.checks_seen != nullptr) spec.checks_seen->fetch_add(1, std::memory_order_relaxed);
      const Uniqueness found = verdict(group);
      if (found == Uniqueness::kUnique) {
        givens -= static_cast<int>(group.size());
        continue;
      }
      for (int c : group) puzzle.cells[c] = solution[c];
      if (found == Uniqueness::kUndecided) undecided.push_back(group);
    }
    return undecided;
  };
  // A rung that does not solve the puzzle leaves the removal to a later pass. The puzzle before the
  // removal is solved by the rung, so cells the givens force as singles the rung takes keep it so.
  const auto solved_by = [&](Difficulty rung) {
    return [&, rung](const std::vector<int>& group) {
      const bool hidden = rung >= Difficulty::kHiddenSingles;
      return forced_by_givens(geo, puzzle, solution, group, hidden) ||
                     solves_without_guess(geo, puzzle, rung_techniques(rung))
                 ? Uniqueness::kUnique
                 : Uniqueness::kUndecided;
    };
  };
  if (spec.solvable_at) {
    pass(groups, solved_by(*spec.solvable_at));
  } else {
    if (spec.rung_pass_first) {
      groups = pass(groups, solved_by(Difficulty::kIntersections));
      // Found by measuring, not derived: on 49x49 at 50% given it beat random order on 7 seeds of 10
      // (results/notes/generated-puzzles.md).
      most_open_peers_first(geo, puzzle, groups);
    }
    // Searching passes, each check bounded by an effort that grows from pass to pass (DigSpec).
    const bool minimal = spec.digs_minimal();
    for (std::uint64_t effort = spec.first_effort; !groups.empty() && !reached();
         effort *= spec.effort_growth) {
      const bool last = effort >= spec.last_effort;
      const std::uint64_t bound = last && minimal ? std::numeric_limits<std::uint64_t>::max() : effort;
      groups = pass(groups, [&](const std::vector<int>& group) {
        // After the rung's pass the rung fails on every removal left (with fewer givens it can only
        // deduce less), so the check goes straight to its search: a quarter of the searching
        // passes' time at 49x49.
        const Uniqueness found =
            spec.rung_pass_first ? search_for_another(geo, puzzle, solution, group, spec.stops, bound, counts)
                                 : check_unique(geo, puzzle, solution, group, spec.stops, bound, counts);
        if (found == Uniqueness::kUndecided) ++counts.undecided;
        return found;
      });
      if (last) break;
    }
  }
  if (spec.givens && givens > *spec.givens) return std::nullopt;
  if (stop_requested(spec.stops)) return std::nullopt;  // dug part of the way: no puzzle of the set
  return puzzle;
}

}  // namespace sudoku::generator
