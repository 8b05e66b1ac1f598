#include "generator/generate_puzzle.h"

#include "generator/full_grid.h"
#include "generator/random_stream.h"

namespace sudoku::generator {

DigSpec dig_spec_for(const PuzzleRequest& request, int size) {
  DigSpec spec = request.dig;
  spec.rung_pass_first = size > 16;
  if (size > 16) {
    spec.first_effort = 64;
    spec.last_effort = 64;
  }
  if (request.difficulty && *request.difficulty != Difficulty::kGuessing && !spec.minimal) {
    spec.solvable_at = *request.difficulty;
  }
  return spec;
}

GeneratedPuzzle generate_puzzle(const Geometry& geo, const PuzzleRequest& request, std::uint64_t seed,
                                std::uint64_t index) {
  GeneratedPuzzle out;
  RandomStream random(seed, index);
  const DigSpec spec = dig_spec_for(request, geo.size());
  // A stop (the run's interrupt) ends the filling, the digging or the rating's search early; what
  // they leave is no puzzle of the set (a check cut short keeps a given it could not decide), so
  // the puzzle is dropped.
  const auto stopped = [&] { return stop_requested(spec.stops); };
  while (out.grids < request.max_grids) {
    ++out.grids;
    auto solution = random_full_grid(geo, random, spec.stops);
    if (!solution) {
      if (stopped()) break;
      continue;
    }
    auto puzzle = dig(geo, *solution, spec, random, out.counts);
    if (!puzzle) {
      if (stopped()) break;
      continue;
    }
    const auto rating = rate(geo, *puzzle, spec.stops);
    if (stopped()) break;
    if (!rating) continue;  // not expected: a dug puzzle has its grid as solution
    if (request.difficulty && rating->level != *request.difficulty) continue;
    out.puzzle = std::move(*puzzle);
    out.solution = std::move(*solution);
    out.rating = *rating;
    out.found = true;
    return out;
  }
  return out;
}

}  // namespace sudoku::generator
