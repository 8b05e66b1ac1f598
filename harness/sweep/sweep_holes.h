#pragma once
// A `holes` instance of a sweep: a random complete grid with a random set of its cells kept, the
// Sudoku analogue of the quasigroup-with-holes benchmarks (solvable, often with many solutions).

#include <cstdint>
#include <optional>
#include <vector>

#include "solver/geometry.h"
#include "solver/solver_config.h"

namespace sudoku::harness {

// The cells (digit 0..N-1, or kBlank) of the grid drawn from RandomStream(seed, stream) with
// `givens` of its cells kept, chosen at random from the same stream: the same numbers give the
// same instance on any thread. Empty only when `stops` ended the grid's filling.
std::optional<std::vector<int>> holes_instance(const Geometry& geo, int givens, std::uint64_t seed,
                                               std::uint64_t stream, const SolverConfig& stops = {});

}  // namespace sudoku::harness
