// Sudoku's rules inside the learning search: the start board as level 0, what a literal set true
// or false implies by the rules (each with its reason, for conflict analysis), the reasons read
// back as clauses, and the rule that lets a learnt clause drop rival placements. With this file
// and sudoku_reasons_inline.h, the rest of solver/learning/ is a plain CDCL core.

#include <algorithm>
#include <bit>

#include "solver/learning/learning_search.h"
#include "solver/learning/sudoku_reasons_inline.h"
#include "solver/mask_width.h"

namespace sudoku {

template <typename MaskT>
void BasicLearningSearch<MaskT>::build_rule_tables() {
  position_.resize(geo_.cell_count());
  for (int u = 0; u < geo_.unit_count(); ++u) {
    const auto cells = geo_.unit(u);
    for (int i = 0; i < n_; ++i) {
      const auto& units = geo_.units_of(cells[i]);
      const int k = static_cast<int>(std::find(units.begin(), units.end(), u) - units.begin());
      position_[cells[i]][k] = digit_bit<MaskT>(i);
    }
  }
  // Every row splits into the same segments (the blocks it crosses), and so does every column and
  // every block (its rows, its columns): the segments of unit 0 of each kind serve for all.
  const std::array<std::pair<int, int>, 4> kinds = {{{geo_.row_unit(0), kWithRow},
                                                     {geo_.col_unit(0), kWithColumn},
                                                     {geo_.block_unit(0), kWithRow},
                                                     {geo_.block_unit(0), kWithColumn}}};
  for (int kind = 0; kind < 4; ++kind) {
    const auto [unit, along] = kinds[kind];
    for (int i = 0; i < n_; ++i) {
      const int x = geo_.cell_intersections(geo_.unit(unit)[i])[along];
      for (int j = 0; j < n_; ++j) {
        if (geo_.cell_intersections(geo_.unit(unit)[j])[along] == x) {
          segment_around_[kind][i] |= digit_bit<MaskT>(j);
        }
      }
    }
  }
  for (const Intersection& meet : geo_.intersections()) {
    MaskT block = 0;
    MaskT line = 0;
    for (int c : meet.block_rest) block |= position_in(c, meet.block);
    for (int c : meet.line_rest) line |= position_in(c, meet.line);
    rest_of_block_.push_back(block);
    rest_of_line_.push_back(line);
  }
}

// Level 0: what the start board already knows.
template <typename MaskT>
void BasicLearningSearch<MaskT>::assign_start(const Board& start) {
  for (int c = 0; c < geo_.cell_count(); ++c) {
    open_[c] = start.candidates(c);
    for (int d = 0; d < n_; ++d) {
      if (!start.has(c, d)) {
        value_[var(c, d)] = -1;
      } else if (!compact()) {
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
}

template <typename MaskT>
bool BasicLearningSearch<MaskT>::propagate_true(int cell, int digit) {
  const Reason because{ReasonKind::kBecauseTrue, var(cell, digit)};
  for (MaskT rest = open_[cell] & ~digit_bit<MaskT>(digit); rest != 0; rest = drop_lowest(rest)) {
    if (!enqueue(negative(var(cell, lowest_digit(rest))), because)) return false;
  }
  if (compact()) {
    // No peer sets above 128x128: the digit's places in each of the cell's units. Enqueue clears
    // a peer's place in all its units, so one met in the row is not met again in the block.
    const auto& units = geo_.units_of(cell);
    for (int k = 0; k < 3; ++k) {
      const auto cells = geo_.unit(units[k]);
      for (MaskT left = places_[pair(units[k], digit)] & ~position_[cell][k]; left != 0;
           left = drop_lowest(left)) {
        if (!enqueue(negative(var(cells[lowest_digit(left)], digit)), because)) return false;
      }
    }
    return true;
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

template <typename MaskT>
bool BasicLearningSearch<MaskT>::propagate_false(int cell, int digit) {
  if (hall_sets_allowed_) mark_dirty_after_removal(cell, digit);
  const MaskT left = open_[cell];
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
    const MaskT places = places_[pair(unit, digit)];
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
      const MaskT places = places_[pair(unit, digit)];
      if (count(places) == 2 && !find_hidden_pair(unit, digit, places)) return false;
    }
  }
  return true;
}

// The digit's places in the unit are down to two cells: if another digit's are the same two, the
// two cells hold those two digits, and every other digit leaves them.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::find_hidden_pair(int unit, int digit, MaskT places) {
  const int p = lowest_digit(places);
  const int q = lowest_digit(drop_lowest(places));
  const auto cells = geo_.unit(unit);
  // Only a digit open in both cells can have the same two places.
  for (MaskT shared = open_[cells[p]] & open_[cells[q]] & ~digit_bit<MaskT>(digit); shared != 0;
       shared = drop_lowest(shared)) {
    const int other = lowest_digit(shared);
    if (places_[pair(unit, other)] != places) continue;
    const int low = std::min(digit, other);
    const int high = std::max(digit, other);
    const Reason because{ReasonKind::kHiddenPair, pack_hidden_pair(unit, low, high, p, q)};
    const MaskT keep = digit_bit<MaskT>(digit) | digit_bit<MaskT>(other);
    for (int place : {p, q}) {
      const int c = cells[place];
      for (MaskT rest = open_[c] & ~keep; rest != 0; rest = drop_lowest(rest)) {
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
template <typename MaskT>
bool BasicLearningSearch<MaskT>::propagate_intersections(int cell, int digit) {
  const auto& units = geo_.units_of(cell);
  return confine(units[0], kRowByBlocks, digit) && confine(units[1], kColumnByBlocks, digit) &&
         confine(units[2], kBlockByRows, digit) && confine(units[2], kBlockByColumns, digit);
}

// Every place of the digit in `unit` lies in one of its segments (one intersection with a block,
// or with a row or column): removes the digit from the other unit of that intersection outside it.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::act_on_confined(int unit, int kind, int digit) {
  const MaskT places = places_[pair(unit, digit)];
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

template <typename MaskT>
void BasicLearningSearch<MaskT>::reason_clause(int lit, Reason reason, std::vector<int>& out) const {
  out.push_back(lit);
  for_each_antecedent(lit, reason, [&](int other) { out.push_back(other); });
}

// A learnt "not x(c,d)" is implied by any rival placement, x(p,d) for a peer p or x(c,e) for
// another digit e, through the rule the two would break together (not x(c,d) or not x(p,d)): a
// rival in the clause resolves away against that two-literal rule. Minimisation cannot see this,
// since it uses only the reasons of the clause's other literals, never the asserting one. A few
// literals a clause, and fewer levels: on the 24x24/25x25 of puzzles_7_bigger.txt and the 33
// lewis_general_25x25 puzzles over 10 ms, 0.74-0.93 of the conflicts (seeds 0-3 and 4-7).
template <typename MaskT>
void BasicLearningSearch<MaskT>::drop_rival_placements(std::vector<int>& learnt) const {
  if (!is_negative(learnt[0])) return;
  const int cell = cell_of(var_of(learnt[0]));
  const int digit = digit_of(var_of(learnt[0]));
  const auto rival = [&](int lit) {
    if (is_negative(lit)) return false;
    const int c = cell_of(var_of(lit));
    const int d = digit_of(var_of(lit));
    return c == cell ? d != digit : d == digit && geo_.are_peers(c, cell);
  };
  learnt.erase(std::remove_if(learnt.begin() + 1, learnt.end(), rival), learnt.end());
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
