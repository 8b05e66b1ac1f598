#include "solver/conflict_search.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <functional>

namespace sudoku {
namespace {

std::uint64_t luby(std::uint64_t i) {
  std::uint64_t size = 1;
  int power = 0;
  while (size < i + 1) {
    size = 2 * size + 1;
    ++power;
  }
  while (size - 1 != i) {
    size = (size - 1) / 2;
    --power;
    i %= size;
  }
  return std::uint64_t{1} << power;
}

}  // namespace

ConflictSearch::ConflictSearch(const Geometry& geo, const SolverConfig& config, Stats& stats,
                               const LearningSchedule& schedule)
    : geo_(geo),
      config_(config),
      schedule_(schedule),
      stats_(stats),
      n_(geo.size()),
      shift_(std::bit_width(static_cast<unsigned>(geo.size() - 1))),
      words_(geo.cell_words()),
      intersections_(config.techniques.has(TechniqueId::kIntersections)),
      hidden_pairs_allowed_(config.techniques.has(TechniqueId::kSubsets) &&
                            geo.size() <= schedule.hidden_pairs_up_to_size),
      stop_(config) {
  const std::size_t vars = std::size_t(geo.cell_count()) << shift_;
  value_.assign(vars, 0);
  vars_.assign(vars, {});
  activity_.assign(vars, 0.0);
  if (config.seed != 0) {
    // splitmix64 of (seed, var): far below one bump (1.0), so it only orders ties.
    // Hashed by cell * N + digit, the numbering of vars before they were spaced by powers of 2.
    for (std::size_t v = 0; v < vars; ++v) {
      const int cell = cell_of(static_cast<int>(v));
      const int digit = digit_of(static_cast<int>(v));
      if (digit >= n_) continue;
      const std::uint64_t dense = std::uint64_t(cell) * n_ + digit;
      std::uint64_t z = config.seed * 0x9E3779B97F4A7C15ULL + (dense + 1) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      z ^= z >> 31;
      activity_[v] = static_cast<double>(z >> 11) * 0x1.0p-53 * 1e-6;
    }
  }
  seen_.assign(vars, 0);
  watches_.resize(2 * vars);
  open_.assign(geo.cell_count(), 0);
  solved_digit_.assign(geo.cell_count(), -1);
  not_false_.assign(std::size_t(n_) * words_, 0);
  places_.assign(std::size_t(geo.unit_count()) << shift_, 0);
  trail_.reserve(vars);
  position_.resize(geo.cell_count());
  for (int u = 0; u < geo.unit_count(); ++u) {
    const auto cells = geo.unit(u);
    for (int i = 0; i < n_; ++i) {
      const auto& units = geo.units_of(cells[i]);
      const int k = static_cast<int>(std::find(units.begin(), units.end(), u) - units.begin());
      position_[cells[i]][k] = digit_bit(i);
    }
  }
  // Every row splits into the same segments (the blocks it crosses), and so does every column and
  // every block (its rows, its columns): the segments of unit 0 of each kind serve for all.
  const std::array<std::pair<int, int>, 4> kinds = {{
      {geo.row_unit(0), kWithRow}, {geo.col_unit(0), kWithColumn},
      {geo.block_unit(0), kWithRow}, {geo.block_unit(0), kWithColumn}}};
  for (int kind = 0; kind < 4; ++kind) {
    const auto [unit, along] = kinds[kind];
    for (int i = 0; i < n_; ++i) {
      const int x = geo.cell_intersections(geo.unit(unit)[i])[along];
      for (int j = 0; j < n_; ++j) {
        if (geo.cell_intersections(geo.unit(unit)[j])[along] == x) {
          segment_around_[kind][i] |= digit_bit(j);
        }
      }
    }
  }
  for (const Intersection& meet : geo.intersections()) {
    Mask block = 0;
    Mask line = 0;
    for (int c : meet.block_rest) block |= position_in(c, meet.block);
    for (int c : meet.line_rest) line |= position_in(c, meet.line);
    rest_of_block_.push_back(block);
    rest_of_line_.push_back(line);
  }
}

SearchOutcome ConflictSearch::run(const Board& start) {
  const SearchOutcome outcome = search(start);
  add_set_counts();
  return outcome;
}

// Placements and eliminations by technique, from the literals set per reason kind.
void ConflictSearch::add_set_counts() {
  const auto set = [&](ReasonKind kind, bool negative) {
    return set_[static_cast<int>(kind)][negative ? 1 : 0];
  };
  for (int kind = 0; kind < kReasonKinds; ++kind) {
    stats_.eliminations += set_[kind][1];
    if (kind != static_cast<int>(ReasonKind::kNone)) stats_.placements += set_[kind][0];
  }
  stats_.eliminated[idx(TechniqueId::kForwardLooking)] += set(ReasonKind::kBecauseTrue, true);
  stats_.eliminated[idx(TechniqueId::kIntersections)] +=
      set(ReasonKind::kPointing, true) + set(ReasonKind::kClaiming, true);
  stats_.eliminated[idx(TechniqueId::kSubsets)] += set(ReasonKind::kHiddenPair, true);
  stats_.placed[idx(TechniqueId::kForwardLooking)] += set(ReasonKind::kCellSingle, false);
  stats_.placed[idx(TechniqueId::kConstraintPropagation)] += set(ReasonKind::kUnitSingle, false);
}

SearchOutcome ConflictSearch::search(const Board& start) {
  SearchOutcome outcome;
  // Level 0: what the start board already knows.
  for (int c = 0; c < geo_.cell_count(); ++c) {
    open_[c] = start.candidates(c);
    for (int d = 0; d < n_; ++d) {
      if (!start.has(c, d)) {
        value_[var(c, d)] = -1;
      } else {
        not_false_of(d)[c / 64] |= std::uint64_t{1} << (c % 64);
      }
    }
    if (start.is_solved(c)) {
      solved_digit_[c] = start.value(c);
      value_[var(c, solved_digit_[c])] = 1;
      ++solved_cells_;
    }
  }
  for (int u = 0; u < geo_.unit_count(); ++u) {
    for (int c : geo_.unit(u)) {
      for_each_digit(open_[c], [&](int d) { places_[pair(u, d)] |= position_in(c, u); });
    }
  }
  start_open_ = open_;
  start_places_ = places_;
  head_ = trail_.size();
  ++stats_.recursions;  // the root

  next_restart_ = schedule_.restart_unit * luby(0);
  next_reduction_ = schedule_.reduction_interval;
  std::vector<int> learnt;
  for (;;) {
    if (!propagate()) {
      ++stats_.backtracks;
      ++conflicts_;
      if (hidden_pairs_due()) hidden_pairs_ = true;
      if (level_start_.empty()) return outcome;  // conflict at level 0: no solution
      const int level = analyze(learnt);
      backjump(level);
      const int index = add_clause(learnt);
      enqueue(learnt[0], {ReasonKind::kClause, index});
      if (stop_(stats_.backtracks)) {
        outcome.stopped = true;
        return outcome;
      }
      if (reduction_due()) reduce_clauses();
      if (restart_due()) restart();
      continue;
    }
    const int lit = decide(orders_by_activity());
    if (lit < 0) {
      outcome.solutions = 1;
      outcome.first = solved_digit_;
      return outcome;
    }
    ++stats_.guesses;
    ++stats_.recursions;
    level_start_.push_back(static_cast<int>(trail_.size()));
    enqueue(lit, {ReasonKind::kNone, 0});
  }
}

bool ConflictSearch::enqueue(int lit, Reason reason) {
  const int current = value_of(lit);
  if (current > 0) return true;
  if (current < 0) {
    conflict_.clear();
    reason_clause(lit, reason, conflict_);
    return false;
  }
#ifndef NDEBUG
  // A reason is a clause whose other literals are all false: analysis relies on it.
  std::vector<int> check;
  reason_clause(lit, reason, check);
  for (std::size_t k = 1; k < check.size(); ++k) assert(value_of(check[k]) < 0);
#endif
  const int v = var_of(lit);
  const int cell = cell_of(v);
  const int digit = digit_of(v);
  value_[v] = is_negative(lit) ? -1 : 1;
  vars_[v].level = static_cast<int>(level_start_.size());
  vars_[v].reason = reason;
  trail_.push_back(lit);
  ++set_[static_cast<int>(reason.kind)][lit & 1];
  if (is_negative(lit)) {
    open_[cell] &= ~digit_bit(digit);
    not_false_of(digit)[cell / 64] &= ~(std::uint64_t{1} << (cell % 64));
    const auto& units = geo_.units_of(cell);
    for (int k = 0; k < 3; ++k) places_[pair(units[k], digit)] &= ~position_[cell][k];
  } else {
    solved_digit_[cell] = digit;
    ++solved_cells_;
  }
  return true;
}

bool ConflictSearch::propagate() {
  while (head_ < trail_.size()) {
    const int lit = trail_[head_++];
    const int v = var_of(lit);
    const bool ok = is_negative(lit) ? propagate_false(cell_of(v), digit_of(v))
                                     : propagate_true(cell_of(v), digit_of(v));
    if (!ok || !propagate_clauses(lit ^ 1)) {
      head_ = trail_.size();
      return false;
    }
  }
  return true;
}

bool ConflictSearch::propagate_true(int cell, int digit) {
  const Reason because{ReasonKind::kBecauseTrue, var(cell, digit)};
  for (Mask rest = open_[cell] & ~digit_bit(digit); rest != 0; rest = drop_lowest(rest)) {
    if (!enqueue(negative(var(cell, lowest_digit(rest))), because)) return false;
  }
  const std::uint64_t* peers = geo_.peer_set(cell).data();
  const std::uint64_t* not_false = not_false_of(digit);
  for (int w = 0; w < words_; ++w) {
    // Peers in ascending order; enqueue clears each one's bit, the copy in `left` stays.
    for (std::uint64_t left = peers[w] & not_false[w]; left != 0; left &= left - 1) {
      const int peer = 64 * w + std::countr_zero(left);
      if (!enqueue(negative(var(peer, digit)), because)) return false;
    }
  }
  return true;
}

bool ConflictSearch::propagate_false(int cell, int digit) {
  const Mask left = open_[cell];
  if (left == 0) {
    conflict_.clear();
    for (int d = 0; d < n_; ++d) conflict_.push_back(positive(var(cell, d)));
    return false;
  }
  if (is_single(left) && solved_digit_[cell] < 0 &&
      !enqueue(positive(var(cell, lowest_digit(left))), {ReasonKind::kCellSingle, cell})) {
    return false;
  }
  for (int unit : geo_.units_of(cell)) {
    const Mask places = places_[pair(unit, digit)];
    if (count(places) > 1) continue;
    if (places == 0) {
      conflict_.clear();
      for (int c : geo_.unit(unit)) conflict_.push_back(positive(var(c, digit)));
      return false;
    }
    const int home = geo_.unit(unit)[lowest_digit(places)];
    if (value_[var(home, digit)] == 0 &&
        !enqueue(positive(var(home, digit)), {ReasonKind::kUnitSingle, pair(unit, digit)})) {
      return false;
    }
  }
  if (intersections_ && !propagate_intersections(cell, digit)) return false;
  if (hidden_pairs_) {
    for (int unit : geo_.units_of(cell)) {
      const Mask places = places_[pair(unit, digit)];
      if (count(places) == 2 && !find_hidden_pair(unit, digit, places)) return false;
    }
  }
  return true;
}

// The digit's places in the unit are down to two cells: if another digit's are the same two, the
// two cells hold those two digits, and every other digit leaves them.
bool ConflictSearch::find_hidden_pair(int unit, int digit, Mask places) {
  const int p = lowest_digit(places);
  const int q = lowest_digit(drop_lowest(places));
  const auto cells = geo_.unit(unit);
  // Only a digit open in both cells can have the same two places.
  for (Mask shared = open_[cells[p]] & open_[cells[q]] & ~digit_bit(digit); shared != 0;
       shared = drop_lowest(shared)) {
    const int other = lowest_digit(shared);
    if (places_[pair(unit, other)] != places) continue;
    const int low = std::min(digit, other);
    const int high = std::max(digit, other);
    const Reason because{ReasonKind::kHiddenPair, pack_hidden_pair(unit, low, high, p, q)};
    const Mask keep = digit_bit(digit) | digit_bit(other);
    for (int place : {p, q}) {
      const int c = cells[place];
      for (Mask rest = open_[c] & ~keep; rest != 0; rest = drop_lowest(rest)) {
        if (!enqueue(negative(var(c, lowest_digit(rest))), because)) return false;
      }
    }
    return true;
  }
  return true;
}

// The digit just left `cell`, so its row or column may now hold it only where it meets one block
// (claiming: the digit leaves the rest of that block), and its block only where it meets one row
// or column (pointing: the digit leaves the rest of that line). Counted, not searched: a unit
// whose places for the digit equal those of one of its intersections. (Checking only when the
// cell's own intersection loses its last place finds the same eliminations, but later in the
// trail; on puzzles_7_bigger.txt that made learning need 1.8 times the conflicts.)
bool ConflictSearch::propagate_intersections(int cell, int digit) {
  const auto& units = geo_.units_of(cell);
  return confine(units[0], kRowByBlocks, digit) && confine(units[1], kColumnByBlocks, digit) &&
         confine(units[2], kBlockByRows, digit) && confine(units[2], kBlockByColumns, digit);
}

// Every place of the digit in `unit` lies in one of its segments (one intersection with a block,
// or with a row or column): removes the digit from the other unit of that intersection outside it.
bool ConflictSearch::act_on_confined(int unit, int kind, int digit) {
  const Mask places = places_[pair(unit, digit)];
  const int first_cell = geo_.unit(unit)[lowest_digit(places)];
  const bool pointing = kind == kBlockByRows || kind == kBlockByColumns;
  // The other unit: the first cell's block for a line, its row or column for a block.
  const int other = geo_.units_of(first_cell)[pointing ? (kind == kBlockByRows ? 0 : 1) : 2];
  if (count(places_[pair(other, digit)]) == count(places)) return true;  // nothing outside
  const int along = kind == kRowByBlocks || kind == kBlockByRows ? kWithRow : kWithColumn;
  const int x = geo_.cell_intersections(first_cell)[along];
  const Intersection& meet = geo_.intersections()[x];
  const Reason because{pointing ? ReasonKind::kPointing : ReasonKind::kClaiming, pair(x, digit)};
  for (int c : pointing ? meet.line_rest : meet.block_rest) {
    if (value_[var(c, digit)] >= 0 && !enqueue(negative(var(c, digit)), because)) return false;
  }
  return true;
}

bool ConflictSearch::propagate_clauses(int false_lit) {
  std::vector<Watch>& watching = watches_[false_lit];
  std::size_t keep = 0;
  for (std::size_t i = 0; i < watching.size(); ++i) {
    const Watch w = watching[i];
    if (value_of(w.blocker) > 0) {
      watching[keep++] = w;
      continue;
    }
    int* c = clause_lits(w.clause);
    const int size = clause_size(w.clause);
    if (c[0] == false_lit) std::swap(c[0], c[1]);
    if (value_of(c[0]) > 0) {
      watching[keep++] = {w.clause, c[0]};
      continue;
    }
    bool moved = false;
    for (int k = 2; k < size; ++k) {
      if (value_of(c[k]) >= 0) {
        std::swap(c[1], c[k]);
        watches_[c[1]].push_back({w.clause, c[0]});
        moved = true;
        break;
      }
    }
    if (moved) continue;
    watching[keep++] = {w.clause, c[0]};
    if (!enqueue(c[0], {ReasonKind::kClause, w.clause})) {
      for (++i; i < watching.size(); ++i) watching[keep++] = watching[i];
      watching.resize(keep);
      return false;
    }
  }
  watching.resize(keep);
  return true;
}

void ConflictSearch::reason_clause(int lit, Reason reason, std::vector<int>& out) const {
  out.push_back(lit);
  for_each_antecedent(lit, reason, [&](int other) { out.push_back(other); });
}

int ConflictSearch::analyze(std::vector<int>& learnt) {
  const int current = static_cast<int>(level_start_.size());
  learnt.assign(1, 0);
  int open_paths = 0;
  const auto resolve = [&](int lit) {
    const int v = var_of(lit);
    if (seen_[v] || vars_[v].level == 0) return;
    seen_[v] = kSeenImplied;  // in the clause, or resolved away
    bump(v);
    if (vars_[v].level == current) {
      ++open_paths;
    } else {
      learnt.push_back(lit);
    }
  };
  for (int lit : conflict_) resolve(lit);
  int uip = -1;
  std::size_t index = trail_.size();
  for (;;) {
    do {
      --index;
    } while (!seen_[var_of(trail_[index])]);
    uip = trail_[index];
    seen_[var_of(uip)] = 0;
    if (--open_paths == 0) break;
    for_each_antecedent(uip, vars_[var_of(uip)].reason, resolve);
  }
  learnt[0] = uip ^ 1;
  minimize(learnt);
  if (n_ > schedule_.shrink_above_size) shrink(learnt);
  drop_rival_placements(learnt);
  bump_ *= schedule_.activity_decay;
  if (bump_ > 1e100) {
    for (double& a : activity_) a *= 1e-100;
    bump_ *= 1e-100;
  }
  // Watch the literal of the highest remaining level second: it is the last to become open again.
  int level = 0;
  for (std::size_t k = 1; k < learnt.size(); ++k) {
    if (vars_[var_of(learnt[k])].level > level) {
      level = vars_[var_of(learnt[k])].level;
      std::swap(learnt[1], learnt[k]);
    }
  }
  return level;
}

// Replaces all of the clause's literals of one earlier level by that level's own unique
// implication point, when the reasons that lead there from them reach no literal of a lower level
// outside the clause (all-UIP shrinking, Feng and Bacchus 2020). Long Sudoku reasons leave several
// literals per level; the shorter clause keeps its levels, so its LBD and backjump are the same.
void ConflictSearch::shrink(std::vector<int>& learnt) {
  std::vector<int>& original = to_clear_;
  original.assign(learnt.begin() + 1, learnt.end());
  for (int lit : original) seen_[var_of(lit)] = kSeenImplied;
  // Grouped by level, highest first, ties in clause order: sorted as keys (level, position), as a
  // stable sort would order them but without its buffer, so analysis allocates nothing.
  std::vector<std::uint64_t>& keys = shrink_order_;
  keys.clear();
  for (std::size_t k = 0; k < original.size(); ++k) {
    keys.push_back(std::uint64_t(vars_[var_of(original[k])].level) << 32 | (0xFFFFFFFFu - k));
  }
  std::sort(keys.begin(), keys.end(), std::greater<>());
  for (std::size_t k = 0; k < keys.size(); ++k) {
    learnt[k + 1] = original[0xFFFFFFFFu - (keys[k] & 0xFFFFFFFFu)];
  }
  std::size_t out = 1;
  for (std::size_t begin = 1; begin < learnt.size();) {
    const int level = vars_[var_of(learnt[begin])].level;
    std::size_t end = begin;
    while (end < learnt.size() && vars_[var_of(learnt[end])].level == level) ++end;
    const int uip =
        end - begin >= 2 ? level_uip(level, learnt.data() + begin, learnt.data() + end) : -1;
    if (uip >= 0) {
      learnt[out++] = uip ^ 1;
    } else {
      for (std::size_t k = begin; k < end; ++k) learnt[out++] = learnt[k];
    }
    begin = end;
  }
  learnt.resize(out);
  for (int lit : original) seen_[var_of(lit)] = 0;
}

// The last literal of the level that every path from the clause's literals [begin, end) of that
// level passes through, or -1 when those paths meet a lower level outside the clause (whose
// literals are marked kSeenImplied).
int ConflictSearch::level_uip(int level, const int* begin, const int* end) {
  std::vector<int>& marked = shrink_marked_;
  marked.clear();
  for (const int* lit = begin; lit != end; ++lit) {
    seen_[var_of(*lit)] |= kSeenShrink;
    marked.push_back(var_of(*lit));
  }
  const std::size_t first = level_start_[level - 1];
  std::size_t i = level_start_[level];
  int open = static_cast<int>(end - begin);
  int uip = -1;
  while (i-- > first) {
    const int lit = trail_[i];
    const int v = var_of(lit);
    if ((seen_[v] & kSeenShrink) == 0) continue;
    if (open == 1) {
      uip = lit;
      break;
    }
    --open;
    bool outside = false;
    for_each_antecedent(lit, vars_[v].reason, [&](int other) {
      const int w = var_of(other);
      if (vars_[w].level == 0 || (seen_[w] & kSeenShrink) != 0) return;
      if (vars_[w].level == level) {
        seen_[w] |= kSeenShrink;
        marked.push_back(w);
        ++open;
      } else if (seen_[w] != kSeenImplied) {
        outside = true;
      }
    });
    if (outside) break;
  }
  for (int v : marked) seen_[v] &= ~kSeenShrink;
  return uip;
}

// A learnt "not x(c,d)" is implied by any rival placement, x(p,d) for a peer p or x(c,e) for
// another digit e, through the rule the two would break together (not x(c,d) or not x(p,d)): a
// rival in the clause resolves away against that two-literal rule. Minimisation cannot see this,
// since it uses only the reasons of the clause's other literals, never the asserting one. A few
// literals a clause, and fewer levels: on the 24x24/25x25 of puzzles_7_bigger.txt and the 33
// lewis_general_25x25 puzzles over 10 ms, 0.74-0.93 of the conflicts (seeds 0-3 and 4-7).
void ConflictSearch::drop_rival_placements(std::vector<int>& learnt) const {
  if (!is_negative(learnt[0])) return;
  const int cell = cell_of(var_of(learnt[0]));
  const int digit = digit_of(var_of(learnt[0]));
  const std::uint64_t* peers = geo_.peer_set(cell).data();
  const auto rival = [&](int lit) {
    if (is_negative(lit)) return false;
    const int c = cell_of(var_of(lit));
    const int d = digit_of(var_of(lit));
    return c == cell ? d != digit : d == digit && ((peers[c / 64] >> (c % 64)) & 1) != 0;
  };
  learnt.erase(std::remove_if(learnt.begin() + 1, learnt.end(), rival), learnt.end());
}

// Drops every literal whose falsity the clause's other literals already imply, following reasons
// back through the trail (MiniSat's recursive minimisation). Long Sudoku reasons (a unit's eight or
// twenty-four places) make learnt clauses long; this roughly halves them.
void ConflictSearch::minimize(std::vector<int>& learnt) {
  std::uint32_t levels = 0;
  for (std::size_t k = 1; k < learnt.size(); ++k) levels |= level_bit(var_of(learnt[k]));
  to_clear_.assign(learnt.begin() + 1, learnt.end());
  std::size_t kept = 1;
  for (std::size_t k = 1; k < learnt.size(); ++k) {
    const int v = var_of(learnt[k]);
    if (vars_[v].reason.kind == ReasonKind::kNone || !implied(learnt[k], levels)) learnt[kept++] = learnt[k];
  }
  learnt.resize(kept);
  for (int lit : to_clear_) seen_[var_of(lit)] = 0;
}

// Whether the false literal follows from the clause's other literals: a depth-first walk over its
// reasons that fails at a decision or at a level the clause does not touch. What a walk settles is
// kept until the clause is done: a literal proved implied is marked like a clause literal, and
// every literal on the path to a failure is marked as failing, which it stays (its reasons reach a
// decision or a foreign level that nothing can later mark). The answers are those of a walk that
// remembers nothing; only repeated walks are saved.
bool ConflictSearch::implied(int false_lit, std::uint32_t levels) {
  std::vector<Frame>& path = minimize_path_;
  std::vector<int>& reasons = implied_reason_;
  path.clear();
  reasons.clear();
  auto enter = [&](int lit) {
    const int begin = static_cast<int>(reasons.size());
    reason_clause(lit ^ 1, vars_[var_of(lit)].reason, reasons);
    path.push_back({lit, begin, begin + 1});
  };
  enter(false_lit);
  for (;;) {
    Frame& frame = path.back();
    if (frame.next < static_cast<int>(reasons.size())) {
      const int lit = reasons[frame.next++];
      const int v = var_of(lit);
      if (seen_[v] == kSeenImplied || vars_[v].level == 0) continue;
      if (seen_[v] == kSeenFailing || vars_[v].reason.kind == ReasonKind::kNone ||
          (level_bit(v) & levels) == 0) {
        if (seen_[v] == 0) {
          seen_[v] = kSeenFailing;
          to_clear_.push_back(lit);
        }
        // The first frame is a clause literal: it keeps its mark.
        for (std::size_t k = 1; k < path.size(); ++k) {
          seen_[var_of(path[k].lit)] = kSeenFailing;
          to_clear_.push_back(path[k].lit);
        }
        return false;
      }
      enter(lit);
      continue;
    }
    const int done = frame.lit;
    reasons.resize(frame.begin);
    path.pop_back();
    if (path.empty()) return true;
    seen_[var_of(done)] = kSeenImplied;
    to_clear_.push_back(done);
  }
}

void ConflictSearch::bump(int v) { activity_[v] += bump_; }

void ConflictSearch::restart() {
  backjump(0);
  next_restart_ = conflicts_ + schedule_.restart_unit * luby(++restarts_);
}

void ConflictSearch::backjump(int level) {
  if (static_cast<int>(level_start_.size()) <= level) return;
  const std::size_t keep = level_start_[level];
  for (std::size_t i = trail_.size(); i-- > keep;) {
    const int lit = trail_[i];
    const int v = var_of(lit);
    const int cell = cell_of(v);
    if (is_negative(lit)) {
      open_[cell] |= digit_bit(digit_of(v));
      not_false_of(digit_of(v))[cell / 64] |= std::uint64_t{1} << (cell % 64);
      const auto& units = geo_.units_of(cell);
      for (int k = 0; k < 3; ++k) places_[pair(units[k], digit_of(v))] |= position_[cell][k];
    } else {
      solved_digit_[cell] = -1;
      --solved_cells_;
    }
    value_[v] = 0;
  }
  trail_.resize(keep);
  level_start_.resize(level);
  head_ = keep;
}

int ConflictSearch::add_clause(const std::vector<int>& lits) {
  const int clause = static_cast<int>(arena_.size());
  int lbd = 0;
  for (int lit : lits) {
    const int level = vars_[var_of(lit)].level;
    if (!seen_[level]) {
      seen_[level] = 1;
      ++lbd;
    }
  }
  for (int lit : lits) seen_[vars_[var_of(lit)].level] = 0;
  if (lits.size() >= 2) {
    watches_[lits[0]].push_back({clause, lits[1]});
    watches_[lits[1]].push_back({clause, lits[0]});
  }
  arena_.push_back(static_cast<int>(lits.size()));
  arena_.push_back(lbd);
  arena_.insert(arena_.end(), lits.begin(), lits.end());
  return clause;
}

bool ConflictSearch::is_reason(int clause) const {
  const int first = clause_lits(clause)[0];
  const Reason& r = vars_[var_of(first)].reason;
  return r.kind == ReasonKind::kClause && r.data == clause && value_of(first) > 0;
}

// Learnt clauses slow every propagation that visits them. Keep the short-reasoned half (low LBD,
// the "glue" measure of Glucose) and every clause that is currently a reason; drop the rest, and
// close the gaps they leave, renaming the survivors in watches and reasons.
void ConflictSearch::reduce_clauses() {
  const auto kept = [&](int c) {
    return clause_size(c) <= schedule_.kept_size || clause_lbd(c) <= schedule_.kept_lbd || is_reason(c);
  };
  std::vector<int> candidates;
  for (int c = 0; c < static_cast<int>(arena_.size()); c += 2 + clause_size(c)) {
    if (!kept(c)) candidates.push_back(c);
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [&](int a, int b) { return clause_lbd(a) > clause_lbd(b); });
  constexpr int kDropped = -1;
  std::vector<int> renamed(arena_.size(), kDropped);
  for (std::size_t k = candidates.size() / 2; k < candidates.size(); ++k) renamed[candidates[k]] = 0;
  for (int c = 0; c < static_cast<int>(arena_.size()); c += 2 + clause_size(c)) {
    if (kept(c)) renamed[c] = 0;
  }
  int end = 0;
  for (int c = 0, next = 0; c < static_cast<int>(arena_.size()); c = next) {
    next = c + 2 + clause_size(c);
    if (renamed[c] == kDropped) continue;
    renamed[c] = end;
    std::copy(arena_.begin() + c, arena_.begin() + next, arena_.begin() + end);
    end += next - c;
  }
  arena_.resize(end);
  for (auto& list : watches_) {
    std::erase_if(list, [&](const Watch& w) { return renamed[w.clause] == kDropped; });
    for (Watch& w : list) w.clause = renamed[w.clause];
  }
  for (int lit : trail_) {
    Reason& r = vars_[var_of(lit)].reason;
    if (r.kind == ReasonKind::kClause) r.data = renamed[r.data];
  }
  next_reduction_ = stats_.backtracks + schedule_.reduction_interval +
                    schedule_.reduction_growth * (++reductions_);
}

int ConflictSearch::decide(bool by_activity) {
  if (solved_cells_ == geo_.cell_count()) return -1;
  const int best = choose_cell(by_activity);
  int digit = lowest_digit(open_[best]);
  for_each_digit(open_[best], [&](int d) {
    if (activity_[var(best, d)] > activity_[var(best, digit)]) digit = d;
  });
  return positive(var(best, digit));
}

int ConflictSearch::choose_cell(bool by_activity) const {
  // A cell's activity is that of its most active open digit.
  int best = -1;
  int best_count = kMaxSize + 1;
  double best_activity = -1;
  for (int c = 0; c < geo_.cell_count(); ++c) {
    if (solved_digit_[c] >= 0) continue;
    const int k = count(open_[c]);
    if (!by_activity && k > best_count) continue;
    double a = 0;
    for_each_digit(open_[c], [&](int d) { a = std::max(a, activity_[var(c, d)]); });
    // Fewest open digits, then most active; or (by_activity) most active, then fewest open digits.
    const bool better = by_activity ? a > best_activity || (a == best_activity && k < best_count)
                                    : k < best_count || a > best_activity;
    if (better) {
      best = c;
      best_count = k;
      best_activity = a;
    }
  }
  return best;
}

}  // namespace sudoku
