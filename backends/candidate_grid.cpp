#include "backends/candidate_grid.h"

#include "solver/board.h"
#include "solver/mask_width.h"
#include "solver/propagator.h"
#include "solver/stats.h"

namespace sudoku::backends {
namespace {

template <typename MaskT>
CandidateGrid propagate_with(const Geometry& geo, const Puzzle& puzzle) {
  CandidateGrid grid;
  grid.size = geo.size();
  BasicBoard<MaskT> board(geo, puzzle);
  Stats stats;  // the root's work is not the backend's: its counters stay the SAT solver's
  const TechniqueSet techniques =
      TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kHiddenSingle);
  BasicPropagator<MaskT> prop(geo, techniques, stats);
  if (!prop.start(board) || !prop.propagate(board)) {
    grid.contradiction = true;
    return grid;
  }
  grid.value.resize(geo.cell_count());
  grid.begin.reserve(geo.cell_count() + 1);
  for (int c = 0; c < geo.cell_count(); ++c) {
    grid.begin.push_back(grid.digits.size());
    grid.value[c] = board.value(c);
    if (grid.value[c] != kBlank) continue;
    for_each_digit(board.candidates(c), [&](int d) { grid.digits.push_back(static_cast<std::uint16_t>(d)); });
  }
  grid.begin.push_back(grid.digits.size());
  return grid;
}

}  // namespace

CandidateGrid propagate_root(const Geometry& geo, const Puzzle& puzzle) {
  return with_mask_for(geo.size(), [&]<typename MaskT>() { return propagate_with<MaskT>(geo, puzzle); });
}

}  // namespace sudoku::backends
