#include "capi/shape_cache.h"

#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace sudoku::capi {

// A Geometry is built from tables (units, peers, intersections), which costs about ten times a
// half-blank 9x9's solve (results/notes/c-interface.md), so each shape is built once per process.
// The lock is taken once a call; a shape is built under it once (entries are never removed, so the
// references handed out stay valid).
const Geometry& cached_geometry(int rows, int cols) {
  static std::mutex lock;
  static std::map<std::pair<int, int>, std::unique_ptr<const Geometry>> by_shape;
  const std::scoped_lock guard(lock);
  auto& slot = by_shape[{rows, cols}];
  if (!slot) slot = std::make_unique<const Geometry>(rows, cols);
  return *slot;
}

}  // namespace sudoku::capi
