#include "harness/run/geometry_cache.h"

namespace sudoku::harness {

const Geometry& GeometryCache::get(int n) {
  auto& slot = by_size_[n];
  if (!slot) slot = std::make_unique<const Geometry>(Geometry::for_size(n));
  return *slot;
}

}  // namespace sudoku::harness
