#pragma once
// CaDiCaL in-process: the puzzle is propagated natively at the root (candidate_grid.h), the
// candidates left are encoded (sudoku_cnf.h) and CaDiCaL solves the CNF. The deadline and the
// cancel flag reach it through its Terminator, the seed through its `seed` option, and a count
// blocks each solution found with a clause. Counters: the CNF's size only; CaDiCaL 1.5.3 prints
// its statistics but has no call that returns conflicts or decisions, so those stay unknown.
//
// Built only where CMake finds libcadical (Debian's libcadical-dev); cadical_available() says.

#include <cstdint>
#include <memory>

#include "backends/backend.h"
#include "backends/sudoku_cnf.h"

namespace sudoku::backends {

// True when this build holds the CaDiCaL backend.
bool cadical_available();
// "1.5.3", or empty when absent.
std::string cadical_version();

struct CadicalOptions {
  CnfOptions cnf;
  // A CNF whose estimated size (CnfCounter::bytes_estimate) is above this is refused; 0: half of
  // the machine's physical memory.
  std::uint64_t memory_bound_bytes = 0;
  // --memory-limit, MiB (0: none): a CNF whose estimate is above it is a memout, refused before
  // CaDiCaL allocates it.
  std::uint64_t memory_limit_mib = 0;
};

// Null when absent from this build (then cadical_available() is false).
std::unique_ptr<Backend> make_cadical_backend(const CadicalOptions& options = {});

}  // namespace sudoku::backends
