#include "solver/techniques/intersections.h"

#include <vector>

#include "solver/mask_width.h"

namespace sudoku {
namespace {

template <typename MaskT>
MaskT union_of(const BasicBoard<MaskT>& board, const std::vector<int>& cells) {
  MaskT m = 0;
  for (int c : cells) m |= board.candidates(c);
  return m;
}

// Removes every digit of `digits` from `cells`; -1 on contradiction, else how many were removed.
template <typename MaskT>
int remove_from(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board, MaskT digits,
                const std::vector<int>& cells) {
  int removed = 0;
  for (int c : cells) {
    const MaskT hit = board.candidates(c) & digits;
    if (hit == 0) continue;
    bool ok = true;
    for_each_digit(hit, [&](int d) { ok = ok && prop.eliminate(board, c, d, TechniqueId::kIntersections); });
    if (!ok) return -1;
    removed += count(hit);
  }
  return removed;
}

}  // namespace

template <typename MaskT>
Progress Intersections::apply(BasicPropagator<MaskT>& prop, BasicBoard<MaskT>& board) {
  const Geometry& geo = prop.geometry();
  const std::vector<Intersection>& all = geo.intersections();
  // Each overlap's candidates, read once; the rest of a line (of a block) is then the union of its
  // other overlaps, a few ORs instead of a pass over its cells. Read again after any removal, so
  // every overlap sees the board exactly as a pass over the cells would.
  // Kept per thread and reused, so that search nodes allocate nothing.
  thread_local std::vector<MaskT> overlap;
  overlap.resize(all.size());
  const auto read = [&] {
    for (std::size_t x = 0; x < all.size(); ++x) overlap[x] = union_of(board, all[x].shared);
  };
  read();
  bool changed = false;
  for (int x = 0; x < static_cast<int>(all.size()); ++x) {
    const Intersection& meet = all[x];
    const int along = meet.line < geo.size() ? 0 : 1;  // rows are units 0 .. N-1
    MaskT line_rest = 0;
    for (int y : geo.line_intersections(meet.line)) line_rest |= y != x ? overlap[y] : MaskT{0};
    MaskT block_rest = 0;
    for (int y : geo.block_intersections(meet.block, along)) block_rest |= y != x ? overlap[y] : MaskT{0};
    const MaskT shared = overlap[x];
    const MaskT points = shared & ~block_rest & line_rest;
    const MaskT claims = shared & ~line_rest & block_rest;
    if ((points | claims) == 0) continue;
    if (remove_from(prop, board, points, meet.line_rest) < 0) return Progress::kContradiction;
    if (remove_from(prop, board, claims, meet.block_rest) < 0) return Progress::kContradiction;
    changed = true;
    read();
  }
  return changed ? Progress::kChanged : Progress::kNone;
}

#define SUDOKU_INSTANTIATE(M) template Progress Intersections::apply<M>(BasicPropagator<M>&, BasicBoard<M>&);
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
