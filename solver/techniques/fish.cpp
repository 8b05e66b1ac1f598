#include "solver/techniques/fish.h"

#include <array>

#include "solver/techniques/locked_set.h"

namespace sudoku {
namespace {

// One digit seen along rows (by_rows) or along columns. Line i is a row (or column); its values are
// the crossing lines where the digit is still open. Lines where the digit is already solved are
// left out (forward looking has removed it from the crossing lines they cover).
Progress fish_for(Propagator& prop, Board& board, int digit, bool by_rows) {
  const Geometry& geo = prop.geometry();
  const int n = geo.size();
  const auto at = [&](int line, int cross) { return by_rows ? geo.cell(line, cross) : geo.cell(cross, line); };
  std::array<Mask, kMaxSize> items{};
  std::array<int, kMaxSize> lines{};
  int line_count = 0;
  for (int line = 0; line < n; ++line) {
    Mask places = 0;
    bool solved_here = false;
    for (int cross = 0; cross < n; ++cross) {
      const int cell = at(line, cross);
      if (!board.has(cell, digit)) continue;
      if (board.is_solved(cell)) solved_here = true;
      places |= Mask{1} << cross;
    }
    if (solved_here) continue;
    lines[line_count] = line;
    items[line_count++] = places;
  }
  LockedSet set;
  switch (find_locked_set({items.data(), size_t(line_count)}, line_count / 2, &set)) {
    case LockedSetSearch::kNone: return Progress::kNone;
    case LockedSetSearch::kContradiction: return Progress::kContradiction;
    case LockedSetSearch::kFound: break;
  }
  bool ok = true;
  for (int i = 0; i < line_count; ++i) {
    if (set.items >> i & 1) continue;
    for_each_digit(items[i] & set.values, [&](int cross) {
      ok = ok && prop.eliminate(board, at(lines[i], cross), digit, TechniqueId::kFish);
    });
  }
  return ok ? Progress::kChanged : Progress::kContradiction;
}

}  // namespace

Progress Fish::apply(Propagator& prop, Board& board) {
  bool changed = false;
  for (int digit = 0; digit < prop.geometry().size(); ++digit) {
    for (const bool by_rows : {true, false}) {
      const Progress p = fish_for(prop, board, digit, by_rows);
      if (p == Progress::kContradiction) return p;
      changed = changed || p == Progress::kChanged;
    }
  }
  return changed ? Progress::kChanged : Progress::kNone;
}

}  // namespace sudoku
