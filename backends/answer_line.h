#pragma once
// An external program's answer line, read as the cmd: protocols take it: an empty line says no
// solution, a full grid of the puzzle's size is a claimed solution (checked later, as every
// answer is), anything else is garbage; a line starting with `#` is garbage that explains itself.

#include <optional>
#include <string>

#include "backends/backend.h"

namespace sudoku::backends {

// Fills `result` (kUnsolvable, or kSolved with the grid) and returns empty; for garbage, returns
// the reason and leaves `result` alone.
std::optional<std::string> read_answer_line(const Geometry& geo, const std::string& line,
                                            BackendResult& result);

}  // namespace sudoku::backends
