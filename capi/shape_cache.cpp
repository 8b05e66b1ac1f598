#include "capi/shape_cache.h"

#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace sudoku::capi {

// A Geometry is built from tables (units, peers, intersections): the 9x9 one took ~145 us here,
// ten times the ~15 us of solving a half-blank 9x9 (tdoku's benchmark times such solves). The
// lock is taken once a call; a shape is built under it once per process (entries are never
// removed, so the references handed out stay valid).
const Geometry& cached_geometry(int rows, int cols) {
  static std::mutex lock;
  static std::map<std::pair<int, int>, std::unique_ptr<const Geometry>> by_shape;
  const std::scoped_lock guard(lock);
  auto& slot = by_shape[{rows, cols}];
  if (!slot) slot = std::make_unique<const Geometry>(rows, cols);
  return *slot;
}

}  // namespace sudoku::capi
