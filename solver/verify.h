#pragma once
// The last word before any grid leaves the solver: is it complete, does every row, column and
// block hold each digit once, and does it keep every given?

#include <optional>
#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku {

// Empty when `digits` solves `puzzle`; otherwise what is wrong.
std::optional<std::string> check_solution(const Geometry& geo, const Puzzle& puzzle,
                                          const std::vector<int>& digits);

}  // namespace sudoku
