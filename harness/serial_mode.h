#pragma once
// Strict grader mode: one line per puzzle on stdout, in input order, the solution or an empty
// line; every problem as "FILE:LINE: reason" on stderr. One thread.

#include <cstdint>
#include <string>
#include <vector>

#include "solver/solver_config.h"
#include "solver/technique_set.h"

namespace sudoku::harness {

struct SerialOptions {
  std::vector<std::string> files;
  TechniqueSet techniques = TechniqueSet::all();
  SearchStrategy strategy = SearchStrategy::kBitboard;
  Engine engine = Engine::kQueue;
  std::uint64_t seed = 0;
  bool pretty = false;  // draw puzzle and solution grids for people instead of grader lines
  std::uint64_t count_limit = 0;  // --count: count up to this; a puzzle with more than one
                                  // solution gets a note on stderr (stdout is unchanged)
  double timeout_s = 0;           // per puzzle; a stopped puzzle fails like an unsolved one (0: none)
};

// Exit status: 0 when every puzzle was solved and every file read; 1 otherwise, and at once when
// standard output cannot be written (a full disk). Ctrl-C or SIGTERM cancels the running solve,
// which then prints nothing (its line is not written: the lines out are all finished answers),
// and exits with 128 + the signal.
int run_serial(const SerialOptions& options);

}  // namespace sudoku::harness
