#include "capi/shape_cache.h"

#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace sudoku::capi {

// A Geometry is built from tables (units, peers, intersections); building the 9x9 one for every
// call would cost more than solving an easy 9x9 puzzle, which is what tdoku's benchmark times. The
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
