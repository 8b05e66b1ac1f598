#pragma once
// One Geometry per size, built on first use and kept for the run. Not thread-safe: fill it from
// one thread (the input stage); the Geometry objects themselves are immutable and shared freely.

#include <map>
#include <memory>

#include "solver/geometry.h"

namespace sudoku::harness {

class GeometryCache {
 public:
  const Geometry& get(int n);

 private:
  std::map<int, std::unique_ptr<const Geometry>> by_size_;
};

}  // namespace sudoku::harness
