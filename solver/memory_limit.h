#pragma once
// --memory-limit for the solvers that run inside the harness's process (native, in-process
// CaDiCaL): where a solver can size what it is about to allocate, it compares that with the limit
// first and refuses, so that a puzzle too big for the limit is a `memout` row and the process
// never holds the memory. What grows during a search (learnt clauses) is held down by the
// search's own reductions, not by this check.

#include <cstdint>
#include <stdexcept>
#include <string>

namespace sudoku {

// Thrown instead of allocating past the limit; the harness records the puzzle as `memout`.
class MemoryLimitExceeded : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws MemoryLimitExceeded when `bytes` for `what` are above `limit_mib` (0: no limit).
inline void check_memory_limit(std::uint64_t limit_mib, std::uint64_t bytes, const std::string& what) {
  if (limit_mib == 0 || bytes <= (limit_mib << 20)) return;
  throw MemoryLimitExceeded(what + " needs " + std::to_string((bytes + (1 << 20) - 1) >> 20) +
                            " MiB, above --memory-limit=" + std::to_string(limit_mib) +
                            " MiB: refused before allocating");
}

}  // namespace sudoku
