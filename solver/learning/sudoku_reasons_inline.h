#pragma once
// Each Sudoku rule's reason read as a clause, literal by literal, without building it: a template,
// so that conflict analysis (analyze.cpp), shrinking (shrink.cpp) and reason_clause
// (sudoku_rules.cpp) walk reasons with their own code inlined.

#include "solver/learning/learning_search.h"

namespace sudoku {

template <typename MaskT>
template <typename F>
void BasicLearningSearch<MaskT>::for_each_antecedent(int lit, Reason reason, F&& f) const {
  const int v = var_of(lit);
  switch (reason.kind) {
    case ReasonKind::kNone: break;
    case ReasonKind::kBecauseTrue: f(negative(reason.data)); break;
    // Literals false from the start are left out: level 0 needs no explaining.
    case ReasonKind::kCellSingle:
      for (MaskT left = start_open_[reason.data]; left != 0; left = drop_lowest(left)) {
        const int d = lowest_digit(left);
        if (var(reason.data, d) != v) f(positive(var(reason.data, d)));
      }
      break;
    case ReasonKind::kUnitSingle: {
      const int digit = digit_of(reason.data);
      const auto cells = geo_.unit(first_of(reason.data));
      for (MaskT left = start_places_[reason.data]; left != 0; left = drop_lowest(left)) {
        const int c = cells[lowest_digit(left)];
        if (var(c, digit) != v) f(positive(var(c, digit)));
      }
      break;
    }
    case ReasonKind::kClause:
      for (int k = 0, size = clause_size(reason.data); k < size; ++k) {
        const int other = clause_lits(reason.data)[k];
        if (other != lit) f(other);
      }
      break;
    case ReasonKind::kHiddenPair: {
      // Both digits are false everywhere in the unit but in the pair's two cells.
      const auto packed = static_cast<std::uint32_t>(reason.data);
      const int unit = static_cast<int>(packed >> 24);
      const MaskT both = digit_bit<MaskT>(int(packed >> 6) & 63) | digit_bit<MaskT>(int(packed) & 63);
      const auto cells = geo_.unit(unit);
      for (int digit : {int(packed >> 18) & 63, int(packed >> 12) & 63}) {
        const MaskT others = start_places_[pair(unit, digit)] & ~both;
        for (MaskT left = others; left != 0; left = drop_lowest(left)) {
          f(positive(var(cells[lowest_digit(left)], digit)));
        }
      }
      break;
    }
    case ReasonKind::kHallSet: for_each_hall_literal(hall_sets_found_[reason.data], f); break;
    case ReasonKind::kPointing:
    case ReasonKind::kClaiming: {
      // The digit is confined to the intersection because it is false everywhere else in the
      // unit that points or claims: those places are the reason.
      const int x = first_of(reason.data);
      const int digit = digit_of(reason.data);
      const bool pointing = reason.kind == ReasonKind::kPointing;
      const Intersection& meet = geo_.intersections()[x];
      const int unit = pointing ? meet.block : meet.line;
      const auto cells = geo_.unit(unit);
      const MaskT rest = pointing ? rest_of_block_[x] : rest_of_line_[x];
      const MaskT places = rest & start_places_[pair(unit, digit)];
      for (MaskT left = places; left != 0; left = drop_lowest(left)) {
        f(positive(var(cells[lowest_digit(left)], digit)));
      }
      break;
    }
  }
}

// A Hall set's cells hold none of the digits outside it: each such digit is false in each cell,
// or (a digit placed in the unit) true where it was placed, one literal instead of one a cell.
// Digits ruled out from the start are left out, as level 0 needs no explaining.
template <typename MaskT>
template <typename F>
void BasicLearningSearch<MaskT>::for_each_hall_literal(const HallSet& hall, F&& f) const {
  const auto cells = geo_.unit(hall.unit);
  MaskT ever_open = 0;
  for (MaskT left = hall.cells; left != 0; left = drop_lowest(left)) {
    const int c = cells[lowest_digit(left)];
    ever_open |= start_open_[c];
    for (MaskT out = start_open_[c] & ~hall.digits & ~hall.placed; out != 0; out = drop_lowest(out)) {
      f(positive(var(c, lowest_digit(out))));
    }
  }
  // A placed digit's only place left in the unit is where it was placed.
  for (MaskT left = ever_open & hall.placed; left != 0; left = drop_lowest(left)) {
    const int digit = lowest_digit(left);
    f(negative(var(cells[lowest_digit(places_[pair(hall.unit, digit)])], digit)));
  }
}

}  // namespace sudoku
