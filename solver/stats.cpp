#include "solver/stats.h"

namespace sudoku {

Stats& Stats::operator+=(const Stats& other) {
  recursions += other.recursions;
  guesses += other.guesses;
  backtracks += other.backtracks;
  placements += other.placements;
  eliminations += other.eliminations;
  for (std::size_t i = 0; i < kTechniqueCount; ++i) {
    placed[i] += other.placed[i];
    eliminated[i] += other.eliminated[i];
  }
  return *this;
}

}  // namespace sudoku
