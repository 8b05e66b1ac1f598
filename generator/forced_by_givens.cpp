#include "generator/forced_by_givens.h"

namespace sudoku::generator {
namespace {

// Whether `digit` is given in one of the cell's units.
bool sees_given(const Geometry& geo, const Puzzle& puzzle, int cell, int digit) {
  for (int u : geo.units_of(cell)) {
    for (int other : geo.unit(u)) {
      if (puzzle.cells[other] == digit) return true;
    }
  }
  return false;
}

bool naked_single(const Geometry& geo, const Puzzle& puzzle, int cell) {
  std::vector<char> seen(std::size_t(geo.size()), 0);
  int distinct = 0;
  geo.for_each_peer(cell, [&](int peer) {
    const int d = puzzle.cells[peer];
    if (d != kBlank && seen[d] == 0) {
      seen[d] = 1;
      ++distinct;
    }
  });
  return distinct == geo.size() - 1;
}

bool hidden_single(const Geometry& geo, const Puzzle& puzzle, int cell, int digit) {
  for (int u : geo.units_of(cell)) {
    bool only_place = true;
    for (int other : geo.unit(u)) {
      if (other == cell || puzzle.cells[other] != kBlank) continue;
      if (!sees_given(geo, puzzle, other, digit)) {
        only_place = false;
        break;
      }
    }
    if (only_place) return true;
  }
  return false;
}

}  // namespace

bool forced_by_givens(const Geometry& geo, const Puzzle& puzzle, const std::vector<int>& solution,
                      const std::vector<int>& removed, bool hidden) {
  for (int cell : removed) {
    if (naked_single(geo, puzzle, cell)) continue;
    if (!hidden || !hidden_single(geo, puzzle, cell, solution[cell])) return false;
  }
  return true;
}

}  // namespace sudoku::generator
