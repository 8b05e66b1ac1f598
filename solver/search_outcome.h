#pragma once
// What a search hands back to solve(): the same for all three searches (Search, nine::Search9 and
// LearningSearch).

#include <cstdint>
#include <vector>

namespace sudoku {

struct SearchOutcome {
  std::uint64_t solutions = 0;  // found, at most the config's limit
  bool stopped = false;         // the deadline or the cancel flag ended it early
  bool gave_up = false;         // the dead-end budget ran out first
  bool clash = false;           // two givens clash (found by the fixed-size search's own check)
  std::vector<int> first;       // digits of the first solution found
};

}  // namespace sudoku
