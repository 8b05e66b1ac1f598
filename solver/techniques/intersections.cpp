#include "solver/techniques/intersections.h"

namespace sudoku {
namespace {

Mask union_of(const Board& board, const std::vector<int>& cells) {
  Mask m = 0;
  for (int c : cells) m |= board.candidates(c);
  return m;
}

// Removes every digit of `digits` from `cells`; -1 on contradiction, else how many were removed.
int remove_from(Propagator& prop, Board& board, Mask digits, const std::vector<int>& cells) {
  int removed = 0;
  for (int c : cells) {
    const Mask hit = board.candidates(c) & digits;
    if (hit == 0) continue;
    bool ok = true;
    for_each_digit(hit, [&](int d) {
      ok = ok && prop.eliminate(board, c, d, TechniqueId::kIntersections);
    });
    if (!ok) return -1;
    removed += count(hit);
  }
  return removed;
}

}  // namespace

Progress Intersections::apply(Propagator& prop, Board& board) {
  bool changed = false;
  for (const Intersection& x : prop.geometry().intersections()) {
    const Mask shared = union_of(board, x.shared);
    const Mask block_rest = union_of(board, x.block_rest);
    const Mask line_rest = union_of(board, x.line_rest);
    const int pointing = remove_from(prop, board, shared & ~block_rest & line_rest, x.line_rest);
    if (pointing < 0) return Progress::kContradiction;
    const int claiming = remove_from(prop, board, shared & ~line_rest & block_rest, x.block_rest);
    if (claiming < 0) return Progress::kContradiction;
    changed = changed || pointing > 0 || claiming > 0;
  }
  return changed ? Progress::kChanged : Progress::kNone;
}

}  // namespace sudoku
