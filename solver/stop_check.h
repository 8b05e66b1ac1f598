#pragma once
// The one stop check of every search: reads the deadline and the cancel flag (stop_requested)
// every so many nodes or conflicts, and remembers a stop once it has seen one.
//
// The contract (tests/stop_test.cpp): a stop comes within kInterval = 64 nodes or conflicts. Each
// search passes the running count it steps by (nodes for Search and Search9, conflicts for
// learning, and solutions too while it counts); the flags are read when that count is a multiple
// of the interval. Reading the clock costs ~20 ns, so a search whose steps take well under a
// microsecond reads it at every 64th; one whose steps are slow may read it at every step (an
// interval of 1). SolverConfig::effort_limit is compared with the count at the same points, so a
// search stops within an interval past it, at the same count on every run.

#include <cstdint>

#include "solver/solver_config.h"

namespace sudoku {

class StopCheck {
 public:
  static constexpr std::uint64_t kInterval = 64;

  // `every`: a power of two, at most kInterval.
  explicit StopCheck(const SolverConfig& config, std::uint64_t every = kInterval)
      : config_(config), mask_(every - 1) {}

  // True once a stop is requested; `count` is the search's running count of nodes or conflicts,
  // the flags are read when it is a multiple of the interval.
  bool operator()(std::uint64_t count) {
    if ((count & mask_) != 0 || stopped_) return stopped_;
    if (config_.steps_seen != nullptr && count > counted_) {
      config_.steps_seen->fetch_add(count - counted_, std::memory_order_relaxed);
      counted_ = count;  // a search may ask again at the same count: each step is added once
    }
    stopped_ = count >= config_.effort_limit || stop_requested(config_);
    return stopped_;
  }

 private:
  const SolverConfig& config_;
  const std::uint64_t mask_;
  bool stopped_ = false;
  std::uint64_t counted_ = 0;  // the count up to which steps_seen has the steps
};

}  // namespace sudoku
