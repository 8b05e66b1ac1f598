#include "generator/full_grid.h"

#include "solver/board.h"
#include "solver/mask_width.h"
#include "solver/propagator.h"
#include "solver/puzzle.h"
#include "solver/solver.h"
#include "solver/stats.h"
#include "solver/stop_check.h"

namespace sudoku::generator {

namespace {

template <typename MaskT>
class RandomFill {
 public:
  using Board = BasicBoard<MaskT>;

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
    return TechniqueSet{}.add(TechniqueId::kForwardLooking).add(TechniqueId::kHiddenSingle);
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
      if (prop_.guess(stack_[depth + 1], cell, digit) && prop_.propagate(stack_[depth + 1]) &&
          fill(depth + 1)) {
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
  BasicPropagator<MaskT> prop_;
  int dead_ends_left_;
  std::vector<Board> stack_;  // one board per depth
  std::vector<int> grid_;     // the grid, once complete
};

// A line order that moves groups of `group` lines among themselves and the lines within each
// group: the moves that keep a grid's bands (or stacks) whole, and so keep it valid.
std::vector<int> shuffled_lines(int count, int group, RandomStream& random) {
  std::vector<int> groups(count / group);
  for (int g = 0; g < count / group; ++g) groups[g] = g;
  random.shuffle(groups);
  std::vector<int> order;
  for (int g : groups) {
    std::vector<int> inside(group);
    for (int i = 0; i < group; ++i) inside[i] = g * group + i;
    random.shuffle(inside);
    order.insert(order.end(), inside.begin(), inside.end());
  }
  return order;
}

// `grid` with its digits relabelled, rows moved within and among bands, columns within and among
// stacks: a valid grid stays valid.
std::vector<int> shuffled_grid(const Geometry& geo, const std::vector<int>& grid, RandomStream& random) {
  const int n = geo.size();
  std::vector<int> label(n);
  for (int d = 0; d < n; ++d) label[d] = d;
  random.shuffle(label);
  const std::vector<int> rows = shuffled_lines(n, geo.block_rows(), random);
  const std::vector<int> cols = shuffled_lines(n, geo.block_cols(), random);
  std::vector<int> out(grid.size());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) out[geo.cell(r, c)] = label[grid[geo.cell(rows[r], cols[c])]];
  }
  return out;
}

// The shifted pattern's grid: (r, c) holds (w * (r mod h) + r div h + c) mod N for blocks w wide
// and h high, valid for square and rectangular blocks alike.
std::vector<int> pattern_grid(const Geometry& geo) {
  const int n = geo.size();
  std::vector<int> grid(geo.cell_count());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      grid[geo.cell(r, c)] = (geo.block_cols() * (r % geo.block_rows()) + r / geo.block_rows() + c) % n;
    }
  }
  return grid;
}

// Above 49x49 depth-first filling strands the last band of the grid and can search for minutes
// (results/notes/fill-mode.md); solve()'s fill search (solver/fill/fill_search.h) does
// not. It fills a grid within band column sets drawn from the stream (solver/fill/band_column_sets.h:
// which h digits each band puts in each column), up to 225x225 with a random 5% of a shuffled
// pattern grid kept, and the result is shuffled again: the sets and the scattered 5% decide the
// cells the fill chooses, so two seeds give grids that are not relabellings or line moves of one
// another. Above 225x225 the grid starts empty, since the fill does not yet finish every 512x512
// with 5% given (results/notes/band-column-sets.md, "Band column sets").
constexpr int kFillAbove = 49;
constexpr int kSprinkleUpTo = 225;

std::optional<std::vector<int>> filled_grid(const Geometry& geo, RandomStream& random,
                                            const SolverConfig& stops) {
  const std::vector<int> pattern = shuffled_grid(geo, pattern_grid(geo), random);
  Puzzle sprinkled{geo.size(), pattern};
  for (int& cell : sprinkled.cells) {
    if (geo.size() > kSprinkleUpTo || random.below(100) >= 5) cell = kBlank;
  }
  SolverConfig config;
  config.deadline = stops.deadline;
  config.cancel = stops.cancel;
  config.seed = random.next();
  const SolveResult filled = solve(geo, sprinkled, config);
  if (filled.status != SolveStatus::kSolved) return std::nullopt;
  return shuffled_grid(geo, filled.solution, random);
}

}  // namespace

std::optional<std::vector<int>> random_full_grid(const Geometry& geo, RandomStream& random,
                                                 const SolverConfig& stops, int dead_end_budget,
                                                 int restarts) {
  if (geo.size() > kFillAbove) return filled_grid(geo, random, stops);
  for (int start = 0; start < restarts && !stop_requested(stops); ++start) {
    auto grid = with_mask_for(geo.size(), [&]<typename MaskT>() {
      return RandomFill<MaskT>(geo, random, stops, dead_end_budget).run();
    });
    if (grid) return grid;
  }
  return std::nullopt;
}

}  // namespace sudoku::generator
