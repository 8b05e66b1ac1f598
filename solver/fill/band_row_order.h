#pragma once
// The order in which the fill search (solver/fill/fill_search.h) meets the rows of each band: the rows
// with the most givens first. Rows within a band can be swapped in any Sudoku without changing
// whether, or how, it is solved, so the fill solves the grid with its rows reordered and puts the
// rows back in the answer.
//
// Why: within band column sets the dead ends lie in a band's last rows, where the givens of the
// last two rows fix which of its two digits each column puts in which row, along chains of columns;
// a chain whose givens disagree is found only when it closes. With the fewest givens there, fewer
// chains are fixed: sparse 144x144 grids filled several times faster, and in the reverse order
// none within 20 s (results/notes/band-column-sets.md, "Rows with the most givens first").

#include <vector>

#include "solver/geometry.h"

namespace sudoku {

// order[i]: the row that goes to row i, every band's rows sorted by their count of placed digits,
// most first (ties keep their order). `digits`: each cell's placed digit, or kBlank.
std::vector<int> rows_most_given_first(const Geometry& geo, const std::vector<int>& digits);

// The grid with row order[i] moved to row i, and the inverse: back[order[i]] = moved[i].
std::vector<int> rows_in_order(const std::vector<int>& cells, const std::vector<int>& order);
std::vector<int> rows_put_back(const std::vector<int>& moved, const std::vector<int>& order);

}  // namespace sudoku
