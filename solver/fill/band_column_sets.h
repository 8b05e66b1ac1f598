#pragma once
// Band column sets: which digits each band puts in each column, chosen before a mostly open grid
// is filled (solver/fill/band_colouring.h, solver/fill/fill_search.h), so that it is filled a band at a time.
//
// A Sudoku splits into two rounds of choices. In a stack (the columns of one column of blocks)
// each digit is once in every block and once in every column, so "the band that holds digit d in
// column c" is, stack by stack, a colouring of the digit-column pairs by bands: each digit meets
// each band once, each column each band block_rows times. Once those sets S(b, c) are chosen,
// the bands are independent: a band's rows take, column by column, the digits of S(b, c), each
// row every digit once, and without givens such rows always exist (the digits and columns form a
// regular bipartite graph, which König's theorem colours by rows). A row-by-row fill can then no
// longer strand a band with the choices of the bands above it, which is where it stalled on
// sparse 225x225 grids (results/notes/band-column-sets.md, "Band column sets").
//
// The sets are chosen a band at a time per stack, as a matching of digits to columns (a column
// takes block_rows digits) by augmenting paths: a placed digit is forced to its column in its band
// and kept out of that column in the others. Without placed digits every band's matching exists
// (what is left is regular again); with them a stack may fail, and is tried again in another
// random order.

#include <cstdint>
#include <optional>
#include <vector>

#include "solver/geometry.h"

namespace sudoku {

// digits: each cell's placed digit, or kBlank. Returns sets[band * N + column], the digits band
// `band` puts in the column (each of block_rows digits), drawn at random from the seed; nullopt
// when a stack found no sets in `attempts` random orders (FillSchedule::band_set_attempts).
template <typename MaskT>
std::optional<std::vector<MaskT>> band_column_sets(const Geometry& geo, const std::vector<int>& digits,
                                                   std::uint64_t seed, int attempts);

}  // namespace sudoku
