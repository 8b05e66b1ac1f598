#include "generator/generate_puzzle.h"

#include "generator/full_grid.h"
#include "generator/random_stream.h"

namespace sudoku::generator {

DigSpec dig_spec_for(const PuzzleRequest& request, int size) {
  DigSpec spec = request.dig;
  spec.rung_pass_first = size > 16;
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
  while (out.grids < request.max_grids) {
    ++out.grids;
    auto solution = random_full_grid(geo, random);
    if (!solution) continue;
    auto puzzle = dig(geo, *solution, spec, random, out.counts);
    if (!puzzle) continue;
    const auto rating = rate(geo, *puzzle, spec.stops);
    // A stop cuts the uniqueness checks short, and each one cut short keeps its given (the puzzle
    // would be unique, but not as dug), or the rating's search: either way the puzzle is dropped.
    if (stop_requested(spec.stops)) break;
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
