// Subsumption and self-subsuming strengthening of the clause database, at level 0.
//
// A learnt clause C subsumes D when every literal of C is in D: D then prunes nothing C does not,
// and only costs propagation, so it goes. When C is in D but for one literal whose negation D
// holds, resolving the two gives D without that literal (self-subsuming strengthening), a shorter
// clause that replaces D. CaDiCaL needed 1.59x its conflicts on gecode_frisch_25x25 without its
// subsumption (results/notes/cadical-beside-native.md).
//
// At level 0 no literal above the root is set, so no clause is a reason the search still needs:
// the pass may rewrite any clause, then watch each anew. It also drops the clauses a level-0 fact
// satisfies and the level-0-false literals of the others.
//
// Clauses are checked shortest first. Each clause kept is listed under one of its literals, the
// one with the shortest list; a clause D looks for its subsumers under each of its literals and
// their negations, where every earlier, shorter clause that could subsume or strengthen it is
// listed (all of its literals are in D, or all but the negation of one).

#include <algorithm>
#include <numeric>

#include "solver/learning/learning_search.h"
#include "solver/mask_width.h"
#include "solver/memory_limit.h"

namespace sudoku {

template <typename MaskT>
bool BasicLearningSearch<MaskT>::subsume_clauses() {
  next_subsumption_ = conflicts_ + schedule_.subsume_interval;
  size_subsumption_tables();
  collect_subsumption_candidates();
  std::vector<int> order(subsumption_candidates_.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return subsumption_candidates_[a].size < subsumption_candidates_[b].size;
  });
  bool refuted = false;  // a clause false at level 0: no (further) solution
  for (int index : order) {
    const SubsumptionCandidate& d = subsumption_candidates_[index];
    if (d.size > 0) check_subsumption(index);
    refuted = d.size == 0;
    if (refuted) break;
    if (!d.gone) list_under_rarest_literal(index);
  }
  for (int lit : occurs_listed_) {
    occurs_head_[lit] = -1;
    occurs_count_[lit] = 0;
  }
  occurs_listed_.clear();
  return !refuted && rebuild_clause_database();
}

// The literal tables, per literal, made on the first pass: a search that never gets there pays
// nothing for them.
template <typename MaskT>
void BasicLearningSearch<MaskT>::size_subsumption_tables() {
  const std::size_t literals = 2 * value_.size();
  if (occurs_head_.size() == literals) return;
  check_memory_limit(config_.memory_limit_mib, literals * (2 * sizeof(int) + sizeof(std::uint8_t)),
                     "subsumption's tables for " + std::to_string(literals) + " literals");
  occurs_head_.assign(literals, -1);
  occurs_count_.assign(literals, 0);
  lit_marks_.assign(literals, 0);
}

// Every clause not satisfied at level 0, its level-0-false literals moved past its size, in arena
// order (oldest first, the order reduce_clauses' ties keep).
template <typename MaskT>
void BasicLearningSearch<MaskT>::collect_subsumption_candidates() {
  subsumption_candidates_.clear();
  occurs_next_.clear();
  for (int c = 0; c < static_cast<int>(arena_.size()); c += 2 + clause_size(c)) {
    int* lits = clause_lits(c);
    int size = clause_size(c);
    bool satisfied = false;
    for (int k = 0; k < size && !satisfied; ++k) satisfied = value_of(lits[k]) > 0;
    if (satisfied) continue;
    for (int k = 0; k < size;) {
      if (value_of(lits[k]) < 0) {
        std::swap(lits[k], lits[--size]);
      } else {
        ++k;
      }
    }
    subsumption_candidates_.push_back({c, size, clause_lbd(c), false});
    occurs_next_.push_back(-1);
  }
}

// Looks for a listed clause that subsumes candidate `index` (it goes, and the subsumer keeps the
// lower LBD: a blocking clause's mark) or strengthens it (it loses a literal, and is checked again).
template <typename MaskT>
void BasicLearningSearch<MaskT>::check_subsumption(int index) {
  SubsumptionCandidate& d = subsumption_candidates_[index];
  int* lits = clause_lits(d.offset);
  for (int k = 0; k < d.size; ++k) lit_marks_[lits[k]] = 1;
  for (int k = 0; k < d.size && !d.gone; ++k) {
    for (int listed : {lits[k], lits[k] ^ 1}) {
      for (int c = occurs_head_[listed]; c != -1 && !d.gone; c = occurs_next_[c]) {
        const int removable = subsumed_but_for(subsumption_candidates_[c]);
        if (removable == kNotSubsumed) continue;
        if (removable == kSubsumed) {
          d.gone = true;
          SubsumptionCandidate& subsumer = subsumption_candidates_[c];
          subsumer.lbd = std::min(subsumer.lbd, d.lbd);
          ++stats_.learning.clauses_subsumed;
          break;
        }
        lit_marks_[removable] = 0;
        const int at = static_cast<int>(std::find(lits, lits + d.size, removable) - lits);
        std::swap(lits[at], lits[--d.size]);
        d.lbd = std::min(d.lbd, std::max(d.size, 1));  // a blocking clause's 0 stays
        ++stats_.learning.literals_strengthened;
        k = -1;  // its literals moved: look again from the first
        break;
      }
      if (k < 0 || d.gone) break;
    }
  }
  for (int k = 0; k < d.size; ++k) lit_marks_[lits[k]] = 0;
}

// Whether the clause's literals are all marked (kSubsumed), all but one whose negation is marked
// (that negation, which the marked clause may lose), or neither (kNotSubsumed).
template <typename MaskT>
int BasicLearningSearch<MaskT>::subsumed_but_for(const SubsumptionCandidate& c) const {
  const int* lits = clause_lits(c.offset);
  int removable = kSubsumed;
  for (int k = 0; k < c.size; ++k) {
    if (lit_marks_[lits[k]]) continue;
    if (removable != kSubsumed || !lit_marks_[lits[k] ^ 1]) return kNotSubsumed;
    removable = lits[k] ^ 1;
  }
  return removable;
}

template <typename MaskT>
void BasicLearningSearch<MaskT>::list_under_rarest_literal(int index) {
  const SubsumptionCandidate& d = subsumption_candidates_[index];
  const int* lits = clause_lits(d.offset);
  int rarest = lits[0];
  for (int k = 1; k < d.size; ++k) {
    if (occurs_count_[lits[k]] < occurs_count_[rarest]) rarest = lits[k];
  }
  if (occurs_count_[rarest]++ == 0) occurs_listed_.push_back(rarest);
  occurs_next_[index] = occurs_head_[rarest];
  occurs_head_[rarest] = index;
}

// The arena again with the clauses kept, as they are now, in their order; every watch made anew;
// each clause left with one literal asserts it. Level-0 literals keep no clause reason: analysis
// never follows one, and their clauses are gone or moved. False: a unit met its negation.
template <typename MaskT>
bool BasicLearningSearch<MaskT>::rebuild_clause_database() {
  std::vector<int> arena;
  arena.reserve(arena_.size());
  std::vector<int> units;
  for (const SubsumptionCandidate& c : subsumption_candidates_) {
    if (c.gone) continue;
    if (c.size == 1) units.push_back(static_cast<int>(arena.size()));
    arena.push_back(c.size);
    arena.push_back(c.lbd);
    arena.insert(arena.end(), clause_lits(c.offset), clause_lits(c.offset) + c.size);
  }
  arena_.swap(arena);
  watches_.for_each_list([](std::vector<Watch>& list) { list.clear(); });
  for (int c = 0; c < static_cast<int>(arena_.size()); c += 2 + clause_size(c)) {
    if (clause_size(c) < 2) continue;
    const int* lits = clause_lits(c);
    watches_[lits[0]].push_back({c, lits[1]});
    watches_[lits[1]].push_back({c, lits[0]});
  }
  for (int lit : trail_) {
    Reason& reason = vars_[var_of(lit)].reason;
    if (reason.kind == ReasonKind::kClause) reason = {ReasonKind::kNone, 0};
  }
  for (int unit : units) {
    if (!enqueue(clause_lits(unit)[0], {ReasonKind::kClause, unit})) return false;
  }
  return true;
}

#define SUDOKU_INSTANTIATE(M) template class BasicLearningSearch<M>;
SUDOKU_FOR_EACH_MASK(SUDOKU_INSTANTIATE)
#undef SUDOKU_INSTANTIATE

}  // namespace sudoku
