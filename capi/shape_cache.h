#pragma once
// One Geometry per block shape, built on first use and kept for the life of the process, shared by
// every call on every thread.

#include "solver/geometry.h"

namespace sudoku::capi {

// The Geometry of blocks `rows` high and `cols` wide (valid: 4 <= rows*cols <= kMaxSize).
const Geometry& cached_geometry(int rows, int cols);

}  // namespace sudoku::capi
