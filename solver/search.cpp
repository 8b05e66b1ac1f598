#include "solver/search.h"

namespace sudoku {

Search::Search(const Geometry& geo, const SolverConfig& config, Propagator& prop, Stats& stats)
    : geo_(geo),
      config_(config),
      prop_(prop),
      stats_(stats),
      deduces_(config.techniques.deduces()),
      most_constrained_(config.techniques.has(TechniqueId::kMostConstrained)) {
  // One board per depth at most: every level solves at least one more cell. Reserved so that
  // references into the stack stay valid while it grows.
  stack_.reserve(std::size_t(geo.cell_count()) + 1);
}

SearchOutcome Search::run(const Board& start) {
  outcome_ = {};
  stack_.clear();
  stack_.push_back(start);
  explore(0);
  return outcome_;
}

bool Search::should_stop() {
  // Reading the clock costs ~20 ns; once every 64 nodes keeps the check off the profile.
  if ((stats_.recursions & 63) != 0) return outcome_.stopped;
  if ((config_.cancel != nullptr && config_.cancel->load(std::memory_order_relaxed)) ||
      (config_.deadline && std::chrono::steady_clock::now() >= *config_.deadline)) {
    outcome_.stopped = true;
  }
  return outcome_.stopped;
}

bool Search::explore(std::size_t depth) {
  ++stats_.recursions;
  if (should_stop()) return true;
  if (stack_[depth].complete()) {
    if (outcome_.solutions++ == 0) outcome_.first = stack_[depth].digits();
    return outcome_.solutions >= config_.solution_limit;
  }
  const int cell = choose_cell(stack_[depth]);
  Mask digits = options(stack_[depth], cell);
  if (stack_.size() == depth + 1) stack_.push_back(stack_[depth]);
  for (; digits != 0; digits = drop_lowest(digits)) {
    ++stats_.guesses;
    const std::uint64_t solutions_before = outcome_.solutions;
    stack_[depth + 1] = stack_[depth];
    if (try_digit(stack_[depth + 1], cell, lowest_digit(digits)) && explore(depth + 1)) return true;
    if (outcome_.stopped) return true;
    if (outcome_.solutions == solutions_before) ++stats_.backtracks;
  }
  return false;
}

int Search::choose_cell(const Board& board) const {
  int best = -1;
  int best_count = kMaxSize + 1;
  for (int c = 0; c < geo_.cell_count(); ++c) {
    if (board.is_solved(c)) continue;
    if (!most_constrained_) return c;
    const int n = count(options(board, c));
    if (n < best_count) {
      best = c;
      best_count = n;
      if (n <= (deduces_ ? 2 : 0)) break;  // nothing can be fewer
    }
  }
  return best;
}

Mask Search::options(const Board& board, int cell) const {
  return deduces_ ? board.candidates(cell) : legal_by_peers(board, cell);
}

Mask Search::legal_by_peers(const Board& board, int cell) const {
  Mask used = 0;
  for (int peer : geo_.peers(cell)) {
    if (board.is_solved(peer)) used |= board.candidates(peer);
  }
  return board.candidates(cell) & ~used;
}

bool Search::try_digit(Board& child, int cell, int digit) {
  if (!deduces_) {
    child.place(cell, digit);
    ++stats_.placements;
    return true;
  }
  return prop_.guess(child, cell, digit) && prop_.propagate(child);
}

}  // namespace sudoku
