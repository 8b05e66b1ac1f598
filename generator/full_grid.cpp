#include "generator/full_grid.h"

#include "solver/board.h"
#include "solver/mask_width.h"
#include "solver/propagator.h"
#include "solver/stats.h"
#include "solver/stop_check.h"

namespace sudoku::generator {

namespace {

template <typename Mask>
class RandomFill {
 public:
  using Board = BasicBoard<Mask>;

  RandomFill(const Geometry& geo, RandomStream& random, const SolverConfig& stops, int dead_end_budget)
      : geo_(geo),
        random_(random),
        stop_(stops),
        prop_(geo, fill_techniques(), stats_),
        dead_ends_left_(dead_end_budget) {
    stack_.reserve(std::size_t(geo.cell_count()) + 1);
  }

  std::optional<std::vector<int>> run() {
    stack_.assign(1, Board(geo_));
    if (!fill(0)) return std::nullopt;
    return std::move(grid_);
  }

 private:
  static TechniqueSet fill_techniques() {
    return TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kConstraintPropagation);
  }

  // The open cell with fewest candidates; among equals each is as likely (reservoir sampling).
  int choose_cell(const Board& board) {
    int best = -1;
    int fewest = geo_.size() + 1;
    int ties = 0;
    for (int c = 0; c < board.cell_count(); ++c) {
      if (board.is_solved(c)) continue;
      const int n = count(board.candidates(c));
      if (n < fewest) {
        fewest = n;
        best = c;
        ties = 1;
      } else if (n == fewest && random_.below(++ties) == 0) {
        best = c;
      }
    }
    return best;
  }

  // True once stack_.back() is complete; false on a dead end below, or when the budget ran out.
  bool fill(std::size_t depth) {
    if (stop_(++nodes_)) return false;
    if (stack_[depth].complete()) {
      grid_ = stack_[depth].digits();
      return true;
    }
    const int cell = choose_cell(stack_[depth]);
    std::vector<int> digits;
    for_each_digit(stack_[depth].candidates(cell), [&](int d) { digits.push_back(d); });
    random_.shuffle(digits);
    if (stack_.size() == depth + 1) stack_.push_back(stack_[depth]);
    for (int digit : digits) {
      stack_[depth + 1] = stack_[depth];
      if (prop_.guess(stack_[depth + 1], cell, digit) && prop_.propagate(stack_[depth + 1]) && fill(depth + 1)) {
        return true;
      }
      if (--dead_ends_left_ <= 0) return false;
    }
    return false;
  }

  const Geometry& geo_;
  RandomStream& random_;
  StopCheck stop_;  // stepped by nodes, as every search's
  std::uint64_t nodes_ = 0;
  Stats stats_;
  BasicPropagator<Mask> prop_;
  int dead_ends_left_;
  std::vector<Board> stack_;  // one board per depth
  std::vector<int> grid_;     // the grid, once complete
};

}  // namespace

std::optional<std::vector<int>> random_full_grid(const Geometry& geo, RandomStream& random,
                                                 const SolverConfig& stops, int dead_end_budget, int restarts) {
  for (int start = 0; start < restarts && !stop_requested(stops); ++start) {
    auto grid = with_mask_for(geo.size(), [&]<typename Mask>() {
      return RandomFill<Mask>(geo, random, stops, dead_end_budget).run();
    });
    if (grid) return grid;
  }
  return std::nullopt;
}

}  // namespace sudoku::generator
