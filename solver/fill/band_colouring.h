#pragma once
// Filling a band within its column sets (band_column_sets.h) as an edge colouring, with Kempe
// chains rather than a search.
//
// Within a band of h rows, column c takes the h digits of its set S(c), one per row, and every
// row takes every digit once. That is an edge colouring by h colours (the band's rows) of the
// bipartite graph with an edge (c, d) for each d in S(c): each column and each digit meets h edges.
// König's theorem says such a colouring exists, and its proof builds one an edge at a time: where
// no row is free at both ends of the edge, the digits of two rows a and b are exchanged along a
// chain of columns (a Kempe chain), which frees row a at the digit's end without touching the
// column's. Givens are edges whose colour is fixed; a chain through a given cannot be exchanged,
// so the edge then takes a row free at its column and pushes out the edge of its digit in that
// row, which waits for a row of its own again. A row-by-row search meets a failing chain only when
// it closes, in a band's last rows (results/notes/band-column-sets.md, "Rows with the most givens first").

#include <cstdint>
#include <vector>

#include "solver/geometry.h"
#include "solver/stop_check.h"

namespace sudoku {

enum class Colouring { kFilled, kGaveUp, kStopped };

// Fills band `band`'s open cells of `digits` (row-major, kBlank for open) so that every row of the
// band takes every digit once and column c takes the digits set_digits[c*h .. c*h+h) of its set;
// the band's placed digits stay. Gives up after `step_budget` steps (a pair given a row), or where
// a pair has no row within the placed digits, and stops when `stop` says so (counting steps); the
// band's open cells are written only when filled. Once in `noise` steps that push pairs out, the
// row is any that can take the pair (FillSchedule::colouring_noise). Every placed digit must lie in
// its column's set (band_column_sets() keeps them there).
Colouring colour_band(const Geometry& geo, int band, const std::vector<int>& set_digits,
                      std::vector<int>& digits, std::uint64_t seed, std::uint64_t step_budget, int noise,
                      StopCheck& stop);

}  // namespace sudoku
