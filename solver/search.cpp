#include "solver/search.h"

#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
bool BasicSearch<MaskT>::branches_on_places(const SolverConfig& config) {
  return config.strategy == SearchStrategy::kPlaces && config.techniques.deduces() &&
         config.techniques.has(TechniqueId::kMostConstrainedBranching);
}

template <typename MaskT>
BasicSearch<MaskT>::BasicSearch(const Geometry& geo, const SolverConfig& config, Propagator& prop,
                                Stats& stats)
    : geo_(geo),
      config_(config),
      prop_(prop),
      stats_(stats),
      deduces_(config.techniques.deduces()),
      most_constrained_(config.techniques.has(TechniqueId::kMostConstrainedBranching)),
      weighted_(most_constrained_ && deduces_ && config.weighted_branching),
      place_branching_(branches_on_places(config)),
      // A node with deductions on a 16x16 or larger grid costs microseconds to milliseconds, so
      // the deadline is read at every node there; elsewhere nodes are cheap, and every 64th will do.
      stop_(config, deduces_ && geo.size() > 9 ? 1 : StopCheck::kInterval),
      unit_weight_(geo.unit_count(), 1) {
  // One board per depth at most: every level solves at least one more cell. Reserved so that
  // references into the stack stay valid while it grows.
  stack_.reserve(std::size_t(geo.cell_count()) + 1);
}

template <typename MaskT>
SearchOutcome BasicSearch<MaskT>::run(const Board& start, std::uint64_t dead_end_budget) {
  outcome_ = {};
  give_up_at_ = dead_end_budget == 0 ? 0 : stats_.backtracks + dead_end_budget;
  stack_.clear();
  stack_.push_back(start);
  explore(0);
  return outcome_;
}

template <typename MaskT>
typename BasicSearch<MaskT>::Step BasicSearch<MaskT>::explore(std::size_t depth) {
  ++stats_.recursions;
  if (stop_(stats_.recursions)) {
    outcome_.stopped = true;
    return Step::kStop;
  }
  if (stack_[depth].complete()) {
    if (outcome_.solutions++ == 0) outcome_.first = stack_[depth].digits();
    return outcome_.solutions >= config_.solution_limit ? Step::kStop : Step::kGoOn;
  }
  const int cell = choose_cell(stack_[depth]);
  const MaskT digits = options(stack_[depth], cell);
  TwoPlaces two{};
  const bool on_places = place_branching_ && count(digits) > 2 && choose_two_places(stack_[depth], two);
  if (stack_.size() == depth + 1) stack_.push_back(stack_[depth]);
  // The branches: the cell's digits in ascending order, or the digit in each of its two places.
  MaskT left = digits;
  for (int b = 0, branches = on_places ? 2 : count(digits); b < branches; ++b) {
    const int branch_cell = on_places ? (b == 0 ? two.first : two.second) : cell;
    const int digit = on_places ? two.digit : lowest_digit(left);
    left = drop_lowest(left);
    ++stats_.guesses;
    const std::uint64_t solutions_before = outcome_.solutions;
    stack_[depth + 1] = stack_[depth];
    if (try_digit(stack_[depth + 1], branch_cell, digit)) {
      if (const Step step = explore(depth + 1); step != Step::kGoOn) return step;
    } else {
      bump_unit_weights(branch_cell);
    }
    if (outcome_.solutions == solutions_before) {
      ++stats_.backtracks;
      if (give_up_at_ != 0 && stats_.backtracks >= give_up_at_) {
        outcome_.gave_up = true;
        return Step::kStop;
      }
    }
  }
  return Step::kGoOn;
}

template <typename MaskT>
void BasicSearch<MaskT>::bump_unit_weights(int guessed_cell) {
  if (!weighted_) return;
  if (prop_.conflict_unit() >= 0) {
    ++unit_weight_[prop_.conflict_unit()];
    return;
  }
  const int cell = prop_.conflict_cell() >= 0 ? prop_.conflict_cell() : guessed_cell;
  for (int u : geo_.units_of(cell)) ++unit_weight_[u];
}

template <typename MaskT>
int BasicSearch<MaskT>::weight_of(int cell) const {
  const auto& units = geo_.units_of(cell);
  return unit_weight_[units[0]] + unit_weight_[units[1]] + unit_weight_[units[2]];
}

template <typename MaskT>
int BasicSearch<MaskT>::choose_cell(const Board& board) const {
  int best = -1;
  int best_count = kBits<MaskT> + 1;
  int best_weight = 1;
  for (int c = 0; c < geo_.cell_count(); ++c) {
    if (board.is_solved(c)) continue;
    if (!most_constrained_) return c;
    const int n = count(options(board, c));
    if (weighted_) {
      // Smallest candidates / weight, compared as n * best_weight < best_count * weight.
      const int w = weight_of(c);
      if (std::int64_t(n) * best_weight < std::int64_t(best_count) * w) {
        best = c;
        best_count = n;
        best_weight = w;
      }
      continue;
    }
    if (n < best_count) {
      best = c;
      best_count = n;
      if (n <= (deduces_ ? 2 : 0)) break;  // nothing can be fewer
    }
  }
  return best;
}

template <typename MaskT>
bool BasicSearch<MaskT>::choose_two_places(const Board& board, TwoPlaces& out) const {
  int best_unit = -1;
  MaskT best_digits = 0;
  for (int u = 0; u < geo_.unit_count(); ++u) {
    if (best_unit >= 0 && unit_weight_[u] <= unit_weight_[best_unit]) continue;
    const typename Board::PlaceCounts places = board.count_places(geo_.unit(u));
    const MaskT exactly_two = places.twice & ~places.more;
    if (exactly_two != 0) {
      best_unit = u;
      best_digits = exactly_two;
    }
  }
  if (best_unit < 0) return false;
  out.digit = lowest_digit(best_digits);
  out.first = -1;
  for (int c : geo_.unit(best_unit)) {
    if (!board.has(c, out.digit)) continue;
    if (out.first < 0) {
      out.first = c;
    } else {
      out.second = c;
    }
  }
  return true;
}

template <typename MaskT>
MaskT BasicSearch<MaskT>::options(const Board& board, int cell) const {
  return deduces_ ? board.candidates(cell) : legal_by_peers(board, cell);
}

template <typename MaskT>
MaskT BasicSearch<MaskT>::legal_by_peers(const Board& board, int cell) const {
  MaskT used = 0;
  geo_.for_each_peer(cell, [&](int peer) {
    if (board.is_solved(peer)) used |= board.candidates(peer);
  });
  return board.candidates(cell) & ~used;
}

template <typename MaskT>
bool BasicSearch<MaskT>::try_digit(Board& child, int cell, int digit) {
  if (!deduces_) {
    child.place(cell, digit);
    ++stats_.placements;
    return true;
  }
  return prop_.guess(child, cell, digit) && prop_.propagate(child);
}

#define SUDOKU_INSTANTIATE(M) template class BasicSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
