#include "solver/solver.h"

#include "solver/board.h"
#include "solver/fill/band_colouring.h"
#include "solver/fill/band_column_sets.h"
#include "solver/fill/band_row_order.h"
#include "solver/fill/fill_search.h"
#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"
#include "solver/nine/search9.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/search.h"
#include "solver/search_outcome.h"
#include "solver/value_named.h"
#include "solver/verify.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace sudoku {

std::string_view strategy_name(SearchStrategy strategy) {
  switch (strategy) {
    case SearchStrategy::kBacktrack: return "backtrack";
    case SearchStrategy::kLearn: return "learn";
    case SearchStrategy::kAuto: return "auto";
    case SearchStrategy::kBySize: return "by-size";
    case SearchStrategy::kPlaces: return "places";
  }
  return "?";
}

std::string_view engine_name(Engine engine) { return engine == Engine::kScan ? "scan" : "queue"; }

std::optional<Engine> parse_engine(std::string_view name) {
  return value_named(name, {Engine::kQueue, Engine::kScan}, engine_name);
}

std::optional<SearchStrategy> parse_strategy(std::string_view name) {
  return value_named(name,
                     {SearchStrategy::kBacktrack, SearchStrategy::kLearn, SearchStrategy::kAuto,
                      SearchStrategy::kBySize, SearchStrategy::kPlaces},
                     strategy_name);
}

std::string_view search_ran_name(SearchRan ran) {
  switch (ran) {
    case SearchRan::kNone: return "none";
    case SearchRan::kBacktrack: return "backtrack";
    case SearchRan::kPlaces: return "places";
    case SearchRan::kLearn: return "learn";
    case SearchRan::kBacktrackThenLearn: return "backtrack+learn";
    case SearchRan::kBitboard9: return "bitboard9";
  }
  return "?";
}

std::optional<SolveStatus> parse_status(std::string_view name) {
  return value_named(name,
                     {SolveStatus::kSolved, SolveStatus::kUnsolvable, SolveStatus::kInvalid,
                      SolveStatus::kTimeout, SolveStatus::kError},
                     status_name);
}

std::string_view status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::kSolved: return "solved";
    case SolveStatus::kUnsolvable: return "unsolvable";
    case SolveStatus::kInvalid: return "invalid";
    case SolveStatus::kTimeout: return "timeout";
    case SolveStatus::kError: return "error";
  }
  return "?";
}

namespace {

// What each search applies of the configured techniques (see SolveResult::techniques_ran).
TechniqueSet techniques_of(SearchRan ran, TechniqueSet asked) {
  switch (ran) {
    case SearchRan::kNone:
      return asked.remove(TechniqueId::kMostConstrainedBranching);  // no branch to choose
    case SearchRan::kBacktrack:
    case SearchRan::kPlaces: return asked;
    case SearchRan::kLearn:
    case SearchRan::kBacktrackThenLearn:
      return asked.add(TechniqueId::kHiddenSingle).add(TechniqueId::kMostConstrainedBranching);
    case SearchRan::kBitboard9:  // subsets and fish are left out (see nine/search9.h)
      return asked.remove(TechniqueId::kSubsets).remove(TechniqueId::kFish);
  }
  return asked;
}

// The first solution, or a count no larger than learning is quick at.
bool learning_counts_to(const SolverConfig& config) {
  return config.solution_limit == 1 || config.solution_limit <= config.learn_counts_up_to;
}

// Whether learning may run: with fl, learning_counts_to, and tables that fit (applies_to).
template <typename MaskT>
bool can_learn(const Geometry& geo, const BasicBoard<MaskT>& board, const SolverConfig& config) {
  return config.techniques.has(TechniqueId::kForwardLooking) && learning_counts_to(config) &&
         BasicLearningSearch<MaskT>::applies_to(geo, board, config.learning);
}

// Whether the fill search tries first: a grid mostly open (BasicFillSearch::applies_to), asked of a
// search that would learn (not of plain backtracking, asked for by name), with fl.
template <typename MaskT>
bool fills(const Geometry& geo, const BasicBoard<MaskT>& board, const SolverConfig& config) {
  const bool would_learn = config.strategy == SearchStrategy::kLearn ||
                           config.strategy == SearchStrategy::kAuto ||
                           config.strategy == SearchStrategy::kBySize;
  return would_learn && config.techniques.has(TechniqueId::kForwardLooking) &&
         BasicFillSearch<MaskT>::applies_to(geo, board, config);
}

// What by-size runs on a grid other than 9x9: learning, or backtracking first (as auto) where the
// root left few cells open (SolverConfig::backtrack_below_open_percent).
template <typename MaskT>
SearchStrategy by_size_strategy(const BasicBoard<MaskT>& board, const SolverConfig& config) {
  const auto open = std::uint64_t(board.cell_count() - board.solved_count());
  const bool few_open = open * 100 < config.backtrack_below_open_percent * std::uint64_t(board.cell_count());
  return few_open ? SearchStrategy::kAuto : SearchStrategy::kLearn;
}

// Where learning cannot follow, the fill within band column sets has no budget but the deadline
// (FillSchedule::banded_dead_ends says why). Not a setting: it is no budget rather than a tuned one,
// since what a finite one hands the grid to (the fill without the sets, then backtracking) solved
// none of those grids (results/notes/band-column-sets.md, "No budget where learning cannot follow").
constexpr std::uint64_t kBandedDeadEndsWithoutLearning = std::numeric_limits<std::uint64_t>::max();
// Seeds of successive band column set draws, apart by a golden-ratio step.
constexpr std::uint64_t kDrawSeedStep = 0x9E3779B97F4A7C15ULL;

// Fills `grid` band by band within `sets` by edge colouring (band_colouring.h), counting its open
// cells as placements; kGaveUp when a band needs more than `steps_per_cell` steps per open cell.
template <typename MaskT>
Colouring colour_bands(const Geometry& geo, const std::vector<MaskT>& sets, std::uint64_t seed,
                       std::uint64_t steps_per_cell, const SolverConfig& config, Stats& stats,
                       std::vector<int>& grid) {
  const int n = geo.size(), h = geo.block_rows();
  std::vector<int> set_digits(std::size_t(n) * h);
  StopCheck stop(config);
  for (int band = 0; band < n / h; ++band) {
    for (int c = 0; c < n; ++c) {
      int k = 0;
      for_each_digit(sets[std::size_t(band) * n + c],
                     [&](int d) { set_digits[std::size_t(c) * h + k++] = d; });
    }
    const auto band_cells = grid.begin() + std::ptrdiff_t(band) * h * n;
    const auto open = std::uint64_t(std::count(band_cells, band_cells + std::ptrdiff_t(h) * n, kBlank));
    const Colouring result = colour_band(geo, band, set_digits, grid, seed + std::uint64_t(band),
                                         steps_per_cell * open + n, config.fill.colouring_noise, stop);
    if (result != Colouring::kFilled) return result;
    stats.placements += open;
  }
  return Colouring::kFilled;
}

// The fill on `start`: within band column sets drawn from the seed first, by edge colouring and
// then by the fill search (drawn again while the sets allow no fill and budget is left), then
// without them, briefly where learning follows.
template <typename MaskT>
SearchOutcome fill(const Geometry& geo, const SolverConfig& config, Stats& stats,
                   const BasicBoard<MaskT>& start, bool learning_follows) {
  const std::vector<int> digits = start.digits();
  const FillSchedule& schedule = config.fill;
  std::uint64_t left = learning_follows ? schedule.banded_dead_ends : kBandedDeadEndsWithoutLearning;
  const std::uint64_t steps =
      learning_follows ? schedule.colouring_steps_before_fill : schedule.colouring_steps_alone;
  for (int draw = 0; draw < schedule.band_set_draws && left > 0; ++draw) {
    const std::uint64_t draw_seed = config.seed + draw * kDrawSeedStep;
    auto sets = band_column_sets<MaskT>(geo, digits, draw_seed, schedule.band_set_attempts);
    if (!sets) continue;
    SearchOutcome coloured;
    coloured.first = digits;
    const Colouring colouring = colour_bands(geo, *sets, draw_seed, steps, config, stats, coloured.first);
    if (colouring != Colouring::kGaveUp) {
      coloured.solutions = colouring == Colouring::kFilled ? 1 : 0;
      coloured.stopped = colouring == Colouring::kStopped;
      if (coloured.stopped) coloured.first.clear();
      return coloured;
    }
    // Without learning to follow, the fill search within these sets would run to the deadline:
    // other sets first, the fill search within the last.
    if (!learning_follows && draw + 1 < schedule.band_set_draws) continue;
    BasicFillSearch<MaskT> within_sets(geo, config, stats, std::move(*sets), left);
    SearchOutcome banded = within_sets.run(start);
    if (banded.solutions > 0 || banded.stopped) return banded;
    left -= std::min(left, within_sets.dead_ends());
  }
  const std::uint64_t budget =
      learning_follows ? schedule.dead_ends_before_learning : schedule.dead_ends_alone;
  return BasicFillSearch<MaskT>(geo, config, stats, budget).run(start);
}

// The fill search on a grid mostly open from the start (fills): propagates singles alone at the
// root, since subsets and fish there cost O(N^3) bit operations and more on a nearly empty grid,
// over half of an empty 512x512's solve (results/notes/fill-search.md, "Singles alone at the root of a
// fill"), then fills the grid with each band's rows in the order band_row_order.h gives, and puts
// the rows back in the answer. Leaves `board` with the singles placed and returns gave_up when the
// fill search does not take the grid, or gives it up; the usual root propagation and search
// follow then.
template <typename MaskT>
SearchOutcome fill_first(const Geometry& geo, const SolverConfig& config, Stats& stats,
                         BasicBoard<MaskT>& board, SearchRan& ran) {
  SearchOutcome outcome;
  outcome.gave_up = true;
  if (!fills(geo, board, config)) return outcome;
  TechniqueSet singles;
  singles.add(TechniqueId::kForwardLooking);
  if (config.techniques.has(TechniqueId::kHiddenSingle)) singles.add(TechniqueId::kHiddenSingle);
  BasicPropagator<MaskT> prop(geo, singles, stats, config.engine);
  if (!prop.start(board) || !prop.propagate(board)) return {};  // unsolvable before any guess
  if (board.complete() || !fills(geo, board, config)) return outcome;
  // Counted as backtracking: a search branching on a cell's digits, undone chronologically.
  ran = SearchRan::kBacktrack;
  const std::vector<int> digits = board.digits();
  const std::vector<int> order = rows_most_given_first(geo, digits);
  const BasicBoard<MaskT> reordered(geo, Puzzle{geo.size(), rows_in_order(digits, order)});
  outcome = fill(geo, config, stats, reordered, can_learn(geo, board, config));
  if (outcome.solutions > 0) outcome.first = rows_put_back(outcome.first, order);
  return outcome;
}

// search() on the candidate set MaskT: the fill search where it applies, else (or when it gives
// up) root propagation, then backtracking or learning (where can_learn; otherwise it backtracks).
template <typename MaskT>
SearchOutcome search_with(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config, Stats& stats,
                          SearchRan& ran) {
  SearchOutcome outcome;
  BasicBoard<MaskT> board(geo, puzzle);
  for (const CellDigit& out : config.ruled_out) {
    if (board.eliminate(out.cell, out.digit) == Removal::kEmptied) return outcome;  // a given ruled out
  }
  outcome = fill_first(geo, config, stats, board, ran);
  if (!outcome.gave_up) return outcome;
  outcome = {};
  BasicPropagator<MaskT> prop(geo, config.techniques, stats, config.engine);
  if (!prop.start(board) || !prop.propagate(board)) return outcome;  // unsolvable before any guess

  SearchStrategy strategy = can_learn(geo, board, config) ? config.strategy : SearchStrategy::kBacktrack;
  // by-size reaches here for sizes other than 9x9, where the fixed-size search ran instead.
  if (strategy == SearchStrategy::kBySize) strategy = by_size_strategy(board, config);
  if (board.complete()) {
    // Solved without a guess: no search to set up (for learning that is O(N^3) of tables).
    // Counted as the one node either search would have visited.
    ++stats.recursions;
    outcome.solutions = 1;
    outcome.first = board.digits();
    return outcome;
  }
  if (strategy != SearchStrategy::kLearn) {
    const std::uint64_t budget = strategy == SearchStrategy::kAuto ? config.learn_after : 0;
    ran = BasicSearch<MaskT>::branches_on_places(config) ? SearchRan::kPlaces : SearchRan::kBacktrack;
    outcome = BasicSearch<MaskT>(geo, config, prop, stats).run(board, budget);
  }
  if (strategy == SearchStrategy::kLearn || outcome.gave_up) {
    ran = outcome.gave_up ? SearchRan::kBacktrackThenLearn : SearchRan::kLearn;
    outcome = BasicLearningSearch<MaskT>(geo, config, stats, config.learning).run(board);
  }
  return outcome;
}

// Propagation at the root, then the search the configuration asks for, which `ran` records.
// Givens must not clash, except for the fixed-size search, which finds a clash by itself.
SearchOutcome search(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config, Stats& stats,
                     SearchRan& ran) {
  ran = SearchRan::kNone;
  if (uses_fixed_size_search(geo, config)) {
    ran = SearchRan::kBitboard9;
    return nine::Search9(config, stats).run(puzzle);
  }
  // Every other search runs on the candidate set that fits the size, chosen here once.
  return with_mask_for(geo.size(),
                       [&]<typename MaskT>() { return search_with<MaskT>(geo, puzzle, config, stats, ran); });
}

}  // namespace

bool uses_fixed_size_search(const Geometry& geo, const SolverConfig& config) {
  return config.strategy == SearchStrategy::kBySize && config.techniques.has(TechniqueId::kForwardLooking) &&
         geo.size() == nine::kSize && config.ruled_out.empty();
}

bool seed_steers_search(const Geometry& geo, const SolverConfig& config) {
  const bool may_learn = config.strategy == SearchStrategy::kLearn ||
                         config.strategy == SearchStrategy::kAuto ||
                         (config.strategy == SearchStrategy::kBySize && !uses_fixed_size_search(geo, config));
  return may_learn && learning_counts_to(config) && config.techniques.has(TechniqueId::kForwardLooking);
}

SolveResult solve(const Geometry& geo, const Puzzle& puzzle, const SolverConfig& config) {
  SolveResult result;
  // Clashing givens are found without find_clash where the search finds them anyway: the
  // fixed-size search while it places the givens, and fl at the root, where a given's digit leaves
  // its peers and so empties a clashing given. find_clash then runs only for a puzzle with no
  // answer, to tell invalid from unsolvable and word the message. Run for every puzzle, it cost
  // 6% of an easy 9x9's solve and 5% of the easy 4x4-16x16 puzzles' (puzzles_2_variety_easy).
  const bool search_finds_clashes =
      uses_fixed_size_search(geo, config) || config.techniques.has(TechniqueId::kForwardLooking);
  std::optional<std::string> clash = search_finds_clashes ? std::nullopt : find_clash(geo, puzzle);
  SearchOutcome outcome;
  if (!clash) outcome = search(geo, puzzle, config, result.stats, result.search_ran);
  if (search_finds_clashes && outcome.solutions == 0) {
    clash = find_clash(geo, puzzle);
    if (!clash && outcome.clash) clash = "clashing givens";  // not expected: both read the same rules
    if (clash) {
      result.stats = {};
      result.search_ran = SearchRan::kNone;
    }
  }
  if (clash) {
    result.status = SolveStatus::kInvalid;
    result.message = *clash;
    return result;
  }
  result.techniques_ran = techniques_of(result.search_ran, config.techniques);
  result.solutions = outcome.solutions;
  if (outcome.solutions == 0) {
    result.status = outcome.stopped ? SolveStatus::kTimeout : SolveStatus::kUnsolvable;
    return result;
  }
  if (auto defect = check_solution(geo, puzzle, outcome.first)) {
    result.status = SolveStatus::kError;
    result.message = "solver produced an invalid grid: " + *defect;
    return result;
  }
  result.status = SolveStatus::kSolved;
  result.solution = std::move(outcome.first);
  result.count_complete = !outcome.stopped || outcome.solutions >= config.solution_limit;
  return result;
}

}  // namespace sudoku
