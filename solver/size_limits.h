#pragma once
// How large a puzzle can be.

namespace sudoku {

// The widest N the solver takes (eight words a candidate set, solver/mask_width.h).
inline constexpr int kMaxSize = 512;

// The widest N a text line can write, one printable ASCII character a cell: 1-9, then 'A' on in
// ASCII order up to '~' (digit 70, so N = 71). Larger grids are written as integers.
inline constexpr int kMaxTextSize = 71;

}  // namespace sudoku
