#include "harness/sweep/sweep_holes.h"

#include <numeric>

#include "generator/full_grid.h"
#include "generator/random_stream.h"
#include "solver/puzzle.h"

namespace sudoku::harness {

std::optional<std::vector<int>> holes_instance(const Geometry& geo, int givens, std::uint64_t seed,
                                               std::uint64_t stream, const SolverConfig& stops) {
  generator::RandomStream random(seed, stream);
  auto grid = generator::random_full_grid(geo, random, stops);
  if (!grid) return std::nullopt;
  std::vector<int> order(grid->size());
  std::iota(order.begin(), order.end(), 0);
  random.shuffle(order);
  // The cells after the first `givens` of a random order are blanked: every set of that many
  // cells is equally likely.
  for (std::size_t i = static_cast<std::size_t>(givens); i < order.size(); ++i) (*grid)[order[i]] = kBlank;
  return grid;
}

}  // namespace sudoku::harness
