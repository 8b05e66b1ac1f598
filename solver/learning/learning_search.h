#pragma once
// The learning search (--search=learn): conflict-driven search with clause learning, over the
// literals "cell c holds digit d" (x) and "cell c does not hold d" (not x). Sudoku's rules are
// propagated natively, each with the reason a conflict analysis needs (sudoku_rules.cpp):
//   x(c,d) true            -> not x(c,e) for the cell's other digits, not x(p,d) for every peer p
//   all but one x(c,.) false -> the last one is true       (a naked single)
//   all but one x(.,d) false in a unit -> the last is true  (a hidden single)
// and, with the intersections technique, pointing and claiming:
//   every x(.,d) of a block outside line L false -> not x(c,d) for c in L outside the block
//   every x(.,d) of a line outside block B false -> not x(c,d) for c in B outside the line
// and, with the subsets technique, up to 16x16 and from the tenth conflict on, hidden pairs:
//   every x(.,d) and x(.,e) of a unit false but in cells p and q -> not x(p,f), not x(q,f)
//                                                                   for every other digit f
// and, with LearningSchedule::hall_sets (off: measured slower), every Hall set of every unit:
//   k cells of a unit with every digit outside a set of k false -> those k digits false elsewhere
// A conflict is analysed back to its first unique implication point; the learnt clause sends the
// search back to the level where it becomes unit (backjumping) and prunes every later branch that
// would repeat the same mistake. Before that it is minimised; above 16x16 shrunk, each earlier
// level's literals to that level's own implication point where that is sound; and rid of the
// placements that rule its asserting literal out on their own. Restarts follow the Luby series,
// keeping what was learnt. Decisions take the most active digit of the cell with fewest
// candidates; a search still going after SolverConfig::activity_order_after conflicts takes the
// cell of the most active literal instead, as SAT solvers do.
//
// Above 25x25 (LearningSchedule::modes_above_size) two modes alternate, as in CaDiCaL: focused
// (the decisions above) and stable, where decisions take the cell with fewest candidates and try
// first the digit that cell held in the longest conflict-free trail met so far (the target
// phase). Stable mode steers back to a nearly complete grid, which finds one of the many
// solutions of a grid with few givens (the large "holes" grids); focused mode keeps the search
// that refutes the wrong branches of unique puzzles. Counting stays focused: a count must prove,
// and a target phase would only lead back to the solution just blocked. On 25x25
// (LearningSchedule::literal_modes_above_size) modes come late, for the long searches only, and
// stable mode follows CaDiCaL more closely: it decides the most active open literal, true or
// false as in the longest conflict-free trail since the last rephase, and the saved values are
// reset on a schedule (phases.cpp).
//
// Fill mode (LearningSchedule::fill_open_percent), for grids above 49x49 that are mostly open at the
// start: decisions take the first open cell row by row and its digit with fewest places left, and
// Hall sets are on, checked where a removal took a matched digit. A row whose Hall sets hold can
// always be finished, so an empty or sparse grid fills with a handful of conflicts; the search
// with fewest candidates first met thousands at the end of the fill, in its last band.
//
// Counting (SolverConfig::solution_limit above 1): each solution found is blocked by the clause of
// its negated decisions (the decisions and propagation imply the whole grid, so the clause rules
// out that grid alone), which sends the search back one level as a learnt clause would. Blocking
// clauses are kept forever; clauses learnt from them hold for the solutions not yet found, which
// is all the rest of the count asks. A conflict at level 0 then ends a complete count.
//
// In a portfolio race with a clause exchange (SolverConfig::exchange), a first-solution search
// publishes its learnt clauses of up to LearningSchedule::shared_size literals and adopts the
// other members' at each restart (sharing.cpp).
//
// It starts from a board already propagated by the Propagator with any techniques: that board's
// eliminations are facts at level 0, which conflict analysis never needs to explain.
//
// Counters (Stats): each decision is a guess and a recursion (the root one more); each conflict a
// conflict; the decision levels each conflict's backjump undoes are its backtracks, and while
// counting the level each blocked solution undoes is one more.
//
// One class, one concept per file, all in solver/learning/:
//   learning_search.h         the class: this table of contents
//   learning_schedule.h       when it restarts, reduces and starts hidden pairs (named settings)
//   sudoku_reasons_inline.h   each rule's reason as a clause, walked without building it
//   search_loop.cpp           construction, run and the loop: propagate, analyse, learn, decide
//   sudoku_rules.cpp          the rules: level 0, what a true or false literal implies, reasons
//   hall_sets.cpp             all-different on each unit by matching, when the schedule asks
//   propagate.cpp             the trail: enqueue, the propagation loop, watched clauses, backjump
//   analyze.cpp               conflict analysis to the first unique implication point
//   minimize.cpp              dropping the learnt clause's literals its others imply
//   shrink.cpp                replacing an earlier level's literals by that level's own UIP
//   clause_db.cpp             the clause arena: adding clauses, reducing the database
//   blocking.cpp              counting: each solution found, and the clause that blocks it
//   restart.cpp               Luby restarts
//   sharing.cpp               a portfolio member's clause sharing (clause_exchange.h)
//   modes.cpp                 focused and stable modes, and the target phase of stable mode
//   phases.cpp                stable mode's literal phases on 25x25: saved, target, best, rephasing
//   decide.cpp                decisions and literal activity; fill mode's row-by-row decisions
//   reason_bumping.cpp        bumping the literals of the learnt clause's reasons, when the schedule asks

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "solver/board.h"
#include "solver/dirty_units.h"
#include "solver/geometry.h"
#include "solver/learning/learning_schedule.h"
#include "solver/learning/watch_lists.h"
#include "solver/search_outcome.h"
#include "solver/solver_config.h"
#include "solver/stats.h"
#include "solver/stop_check.h"

namespace sudoku {

template <typename MaskT>
class BasicLearningSearch {
 public:
  using Board = BasicBoard<MaskT>;

  BasicLearningSearch(const Geometry& geo, const SolverConfig& config, Stats& stats,
                      const LearningSchedule& schedule = {});

  // Its tables hold a literal per cell and digit (with its watches, reason and activity), N^3 of
  // them; above LearningSchedule::compact_above_size only the cells open at the start have
  // literals. It runs where those tables stay within kMaxVars (about 600 MiB): on any grid up to
  // 128x128, and above where few enough cells are left open (225x225 at two thirds given: 4.3
  // million).
  static constexpr std::size_t kMaxVars = std::size_t{1} << 23;
  static std::size_t vars_needed(const Geometry& geo, const Board& start,
                                 const LearningSchedule& schedule = {});
  static bool applies_to(const Geometry& geo, const Board& start, const LearningSchedule& schedule = {}) {
    return vars_needed(geo, start, schedule) <= kMaxVars;
  }

  // The first solution, or (solution_limit above 1) the count up to the limit.
  SearchOutcome run(const Board& start);

 private:
  // ---- Literals --------------------------------------------------------------------------------
  // Literal l = 2 * var + (l is "not x"); var = cell * 2^shift_ + digit, 2^shift_ the least power
  // of 2 not below N, so that cell and digit come back by a shift and a mask, never a division.
  // Unit * 2^shift_ + digit (places_, reasons) likewise.
  // Compact (above LearningSchedule::compact_above_size): var = slot * 2^shift_ + digit, where the
  // cells open at the start have slots 1, 2, ...; a cell solved at the start has none, and its
  // literals are kAlwaysTrue (its digit) and kAlwaysFalse (the others), set at level 0.
  int pair(int first, int digit) const { return (first << shift_) | digit; }
  int first_of(int pair) const { return pair >> shift_; }
  int digit_of(int pair) const { return pair & ((1 << shift_) - 1); }
  int cell_of(int v) const { return compact() ? slot_cell_[first_of(v)] : first_of(v); }
  int var(int cell, int digit) const {
    if (!compact()) return pair(cell, digit);
    const int slot = slot_[cell];
    if (slot != 0) return pair(slot, digit);
    return digit == solved_digit_[cell] ? kAlwaysTrue : kAlwaysFalse;
  }
  static constexpr int kAlwaysTrue = 0;  // slot 0's digits 0 and 1
  static constexpr int kAlwaysFalse = 1;
  // Only wide candidate sets (N above 64, or a test's choice) may be compact: the one-word search
  // of every grid up to 64x64 is compiled without a test of the layout in its every step.
  static constexpr bool kMayBeCompact = kBits<MaskT> > 64;
  static bool is_compact(const Geometry& geo, const LearningSchedule& schedule) {
    return kMayBeCompact && geo.size() > schedule.compact_above_size;
  }
  bool compact_ = false;  // set once, by the constructor
  bool compact() const { return kMayBeCompact && compact_; }
  std::vector<int> slot_;                // per cell (compact only): its slot, 0 when solved at the start
  std::vector<int> slot_cell_;           // per slot: its cell (-1 for slot 0)
  std::vector<int> open_at_start_;       // the cells open at the start, ascending: all a decision takes
  void size_tables(const Board& start);  // the per-var tables, and the slots when compact
  static int positive(int v) { return 2 * v; }
  static int negative(int v) { return 2 * v + 1; }
  static int var_of(int lit) { return lit >> 1; }
  static bool is_negative(int lit) { return (lit & 1) != 0; }
  int value_of(int lit) const {  // +1 true, -1 false, 0 open
    const int v = value_[var_of(lit)];
    return is_negative(lit) ? -v : v;
  }

  // ---- Reasons: why a literal was set ----------------------------------------------------------
  enum class ReasonKind : std::uint8_t {
    kNone,
    kBecauseTrue,
    kCellSingle,
    kUnitSingle,
    kClause,
    kPointing,
    kClaiming,
    kHiddenPair,
    kHallSet
  };
  static constexpr int kReasonKinds = 9;
  struct Reason {
    ReasonKind kind = ReasonKind::kNone;  // kNone: a decision, or a fact of level 0
    // the true var / the cell / pair(unit, digit) / the clause offset / pair(intersection, digit)
    // / pack_hidden_pair(...) / the index of the Hall set in hall_sets_found_
    int data = 0;
  };
  // A hidden pair's reason: its unit (8 bits), two digits and two places in the unit (6 bits each):
  // enough, since hidden pairs are looked for up to 64x64 at most (hidden_pairs_allowed_).
  static int pack_hidden_pair(int unit, int d, int e, int p, int q) {
    return static_cast<int>(std::uint32_t(unit) << 24 | std::uint32_t(d) << 18 | std::uint32_t(e) << 12 |
                            std::uint32_t(p) << 6 | std::uint32_t(q));
  }
  // The reason as a clause: lit first, then every other literal (all false when lit was set).
  void reason_clause(int lit, Reason reason, std::vector<int>& out) const;
  // Calls f on the reason's other literals, in reason_clause's order, building nothing.
  template <typename F>
  void for_each_antecedent(int lit, Reason reason, F&& f) const;

  // ---- Setup, the loop and its counters (search_loop.cpp) --------------------------------------
  const Geometry& geo_;
  const SolverConfig& config_;
  const LearningSchedule schedule_;
  Stats& stats_;
  const int n_;                              // N
  const int shift_;                          // log2 of the least power of 2 not below N
  SearchOutcome search(const Board& start);  // the loop: propagate, analyse, learn, decide
  // Literals set, per reason kind, [0] true and [1] false: Stats' placements and eliminations,
  // added to it once at the end rather than counted there one by one.
  std::array<std::array<std::uint64_t, 2>, kReasonKinds> set_{};
  void add_set_counts();
  std::uint64_t conflicts_ = 0;  // met by this search: the clock of its schedules
  StopCheck stop_;               // stepped by conflicts_ + blocked_

  // ---- The assignment and the trail (propagate.cpp) --------------------------------------------
  std::vector<std::int8_t> value_;  // per var: +1 true, -1 false, 0 open
  struct VarData {                  // per var, side by side since analysis reads both
    Reason reason;                  // why it was set
    int level = 0;                  // the decision level it was set at
  };
  std::vector<VarData> vars_;
  std::vector<int> trail_;                // every literal set, in order
  std::vector<int> level_start_;          // trail index where each decision level begins
  std::size_t head_ = 0;                  // trail_[head_...] are still to propagate
  std::vector<int> conflict_;             // the clause found false, when propagation fails
  bool enqueue(int lit, Reason reason);   // false: lit is already false (conflict_ is set)
  bool propagate();                       // false: conflict, clause in conflict_
  bool propagate_clauses(int false_lit);  // the learnt clauses watching it
  void backjump(int level);               // undoes every level above `level`

  // ---- The board as the rules see it (sudoku_rules.cpp) ----------------------------------------
  std::vector<MaskT> open_;        // per cell: digits not yet false
  std::vector<int> solved_digit_;  // per cell: the true digit, or -1
  int solved_cells_ = 0;
  // Per digit, the cells where it is not false, as Geometry::peer_set words: a placement meets
  // them with the cell's peers instead of asking each peer. Not kept when compact (no peer sets).
  std::vector<std::uint64_t> not_false_;
  const int words_;
  std::uint64_t* not_false_of(int digit) { return not_false_.data() + std::size_t(digit) * words_; }
  // Per pair(unit, digit): the cells of the unit where the digit is not false, bit i for the unit's
  // i-th cell, so that a hidden single or a digit confined to one intersection is a mask test.
  std::vector<MaskT> places_;
  // open_ and places_ as the search found them: what is not in them is false at level 0.
  std::vector<MaskT> start_open_;
  std::vector<MaskT> start_places_;
  std::vector<std::array<MaskT, 3>> position_;  // per cell: its bit in its row, column and block
  MaskT position_in(int cell, int unit) const {
    const auto& units = geo_.units_of(cell);
    return position_[cell][unit == units[0] ? 0 : unit == units[1] ? 1 : 2];
  }
  void build_rule_tables();               // position_ and the intersections' segments
  void assign_start(const Board& start);  // level 0: what the start board already knows

  // ---- Sudoku's rules (sudoku_rules.cpp) -------------------------------------------------------
  bool propagate_true(int cell, int digit);   // the cell's other digits, the digit's peers
  bool propagate_false(int cell, int digit);  // singles, then pointing, claiming, hidden pairs
  // Pointing and claiming (only with the intersections technique). A unit's cells split into
  // segments, its intersections with the blocks (for a row or column) or with the rows or columns
  // (for a block); all of a digit's places in one segment is a mask test against that segment's.
  // Not const: restart() turns them off for good from schedule_.intersections_until_conflict on.
  bool intersections_;
  static constexpr int kWithRow = 0;  // index into Geometry::cell_intersections
  static constexpr int kWithColumn = 1;
  static constexpr int kRowByBlocks = 0;  // kinds of segmentation
  static constexpr int kColumnByBlocks = 1;
  static constexpr int kBlockByRows = 2;
  static constexpr int kBlockByColumns = 3;
  // Per intersection: the places of its block outside the line, of its line outside the block.
  std::vector<MaskT> rest_of_block_;
  std::vector<MaskT> rest_of_line_;
  // Per kind, per place in the unit: the places of its segment.
  std::array<std::array<MaskT, kBits<MaskT>>, 4> segment_around_{};
  bool propagate_intersections(int cell, int digit);
  // Whether the digit's places in the unit, two or more, all lie in one segment: cheap, and
  // inlined, since it is asked four times for every removal and rarely holds.
  bool confined(int unit, int kind, int digit) const {
    const MaskT places = places_[pair(unit, digit)];
    return drop_lowest(places) != 0 && (places & ~segment_around_[kind][lowest_digit(places)]) == 0;
  }
  bool confine(int unit, int kind, int digit) {
    return !confined(unit, kind, digit) || act_on_confined(unit, kind, digit);
  }
  bool act_on_confined(int unit, int kind, int digit);
  // Hidden pairs (only with the subsets technique, up to 16x16, and once the search has met a few
  // conflicts): two digits whose places in a unit are the same two cells.
  const bool hidden_pairs_allowed_;
  bool hidden_pairs_ = false;
  bool hidden_pairs_due() const {
    return hidden_pairs_allowed_ && conflicts_ == schedule_.hidden_pairs_from_conflict;
  }
  bool find_hidden_pair(int unit, int digit, MaskT places);
  // Hall sets (hall_sets.cpp; with the subsets technique, when LearningSchedule::hall_sets asks):
  // all-different on each unit, complete. k open cells of a unit whose digits are k between them
  // (a Hall set) hold those k digits, which leave the unit's other cells; k cells with fewer than k
  // digits are a conflict. Found from a matching of the unit's open cells to its missing digits
  // (kept per unit from one call to the next), at the fixed point of the cheaper rules, in the
  // units that lost a candidate since the last one.
  struct HallSet {
    int unit;
    MaskT cells;           // places in the unit
    MaskT digits;          // the digits they hold between them, as many as the cells
    MaskT placed;          // the digits placed in the unit when it was found
    std::size_t trail_at;  // the trail's length then: undone with the literals it explains
  };
  bool hall_sets_allowed_;  // from the schedule, or by fill mode at the start
  void size_hall_tables();
  std::vector<HallSet> hall_sets_found_;  // the reasons of the literals on the trail
  // The units that lost a candidate since their last check.
  DirtyUnits dirty_units_;
  std::vector<int> unit_mate_;           // per unit and place: the digit matched to it, or -1
  std::vector<MaskT> unit_open_places_;  // per unit: its places whose cell is not solved
  std::vector<MaskT> unit_placed_;       // per unit: the digits solved in it
  std::vector<int> digit_mate_;          // per digit: its place in the unit being matched, or -1
  std::vector<MaskT> next_places_;       // per place: the places matched to its digits
  std::vector<MaskT> previous_places_;   // per place: the places whose digits it is matched to
  std::vector<MaskT> component_;         // per place: its strongly connected component
  std::vector<int> tarjan_index_, tarjan_low_, tarjan_stack_;
  MaskT tarjan_on_stack_ = 0;
  int tarjan_clock_ = 0;
  void strong_connect(int place);
  void mark_dirty(int cell) {
    for (int unit : geo_.units_of(cell)) dirty_units_.mark(unit);
  }
  void mark_dirty_after_removal(int cell, int digit);  // fill mode: where the matching broke
  void mark_all_units_dirty();
  bool propagate_hall_sets();  // the dirty units, until one sets a literal; false: conflict
  bool hall_sets_in(int unit);
  bool augment(const int* cells, int* mate, int place, MaskT& seen);  // a matching's path
  // The reason of a Hall set as a clause's literals, all false when it was found: each cell's
  // digits outside the set, and for the digits already placed in the unit the placement itself.
  template <typename F>
  void for_each_hall_literal(const HallSet& hall, F&& f) const;
  // Drops from a learnt clause the placements that rule its asserting literal out on their own.
  void drop_rival_placements(std::vector<int>& learnt) const;

  // ---- Conflict analysis (analyze.cpp, minimize.cpp, shrink.cpp) -------------------------------
  int analyze(std::vector<int>& learnt);    // the learnt clause, asserting literal first; backjump level
  void minimize(std::vector<int>& learnt);  // drops the literals the others imply
  bool implied(int false_lit, std::uint32_t levels);  // by the clause's other literals
  void shrink(std::vector<int>& learnt);              // an earlier level's literals to that level's UIP
  int level_uip(int level, const int* begin, const int* end);  // or -1
  std::uint32_t level_bit(int v) const { return std::uint32_t{1} << (vars_[v].level & 31); }
  std::vector<std::uint8_t> var_marks_;  // per var: what analysis knows of it, these bits or 0
  // In the clause being learnt, or resolved away into it (analyze); or shown implied by the
  // clause's other literals (minimize).
  static constexpr std::uint8_t kMarkImplied = 1;
  // Its reasons lead to a decision or to a level outside the clause (minimize only).
  static constexpr std::uint8_t kMarkFailing = 2;
  static constexpr std::uint8_t kMarkLevelWalk = 4;  // met by level_uip's walk of one level
  std::vector<int> minimize_marked_;                 // literals minimize marked, unmarked when it is done
  std::vector<int> shrink_original_;                 // the clause before shrinking, in clause order
  std::vector<int> shrink_marked_;                   // vars level_uip marked, to unmark
  std::vector<std::uint64_t> shrink_order_;          // shrink's sort keys, reused
  struct Frame {
    int lit;    // a false literal being shown implied
    int begin;  // where its reason starts in implied_reason_ (the literal itself comes first)
    int next;   // the next reason literal to look at
  };
  std::vector<Frame> minimize_path_;  // implied()'s walk, reused
  std::vector<int> implied_reason_;   // storage for implied(), reused so analysis allocates nothing
  // Reason-side bumping (reason_bumping.cpp; LearningSchedule::reason_bumping).
  std::vector<int> analyzed_vars_;              // the vars analyze bumped for this conflict
  std::vector<int> reason_side_;                // the reasons' literals it adds, to bump
  std::vector<std::uint8_t> reason_side_seen_;  // per var: analyzed or added already
  void bump_reason_side(const std::vector<int>& learnt);

  // ---- Clause database (clause_db.cpp) ---------------------------------------------------------
  // Learnt clauses one after another in one array, each as [size, lbd, literals...], named by the
  // offset of its size: a watch reaches the literals in one step, and neighbours share cache lines.
  // Literals [0] and [1] are watched; lbd counts the distinct decision levels when it was learnt
  // (low: likely useful again), at least 1 since a learnt clause has a literal of its conflict's
  // level; kBlockingLbd marks a blocking clause (counting), kept forever.
  std::vector<int> arena_;
  static constexpr int kBlockingLbd = 0;
  int clause_size(int clause) const { return arena_[clause]; }
  int clause_lbd(int clause) const { return arena_[clause + 1]; }
  bool is_blocking(int clause) const { return clause_lbd(clause) == kBlockingLbd; }
  int* clause_lits(int clause) { return arena_.data() + clause + 2; }
  const int* clause_lits(int clause) const { return arena_.data() + clause + 2; }
  struct Watch {
    int clause;   // the clause's offset in arena_
    int blocker;  // some other literal of the clause: when true, the clause needs no visit
  };
  WatchLists<Watch> watches_;  // per literal: clauses watching it (visited when it turns false)
  int add_clause(const std::vector<int>& lits, bool blocking = false);  // its offset
  int store_clause(const std::vector<int>& lits, int lbd);              // add_clause with the LBD given
  std::vector<std::uint8_t> level_counted_;  // per decision level: add_clause's LBD count
  bool is_reason(int clause) const;
  std::uint64_t reductions_ = 0;
  std::uint64_t next_reduction_ = 0;  // the conflicts_ of the next clean-up
  bool reduction_due() const { return conflicts_ >= next_reduction_; }
  void reduce_clauses();  // and schedules the next

  // ---- Counting (blocking.cpp) -----------------------------------------------------------------
  std::uint64_t blocked_ = 0;  // solutions blocked so far
  std::vector<int> blocking_;  // the clause being built, reused
  // Counts the solution on the board (the first is kept) and, short of the limit, blocks it and
  // asserts its clause. False when the search is over: the limit reached, or no decision to undo.
  bool count_solution(SearchOutcome& outcome);

  // ---- Clause sharing in a portfolio race (sharing.cpp), with SolverConfig::exchange ----------
  bool shares_clauses() const { return config_.exchange != nullptr && config_.solution_limit <= 1; }
  void publish_learnt(int clause);   // when short enough (LearningSchedule::shared_size)
  bool adopt_shared_clauses();       // at level 0: the others' new clauses; false: no solution
  std::size_t exchange_cursor_ = 0;  // the exchange's log read so far
  std::vector<int> adopted_;         // what collect() returned, reused
  std::vector<int> adopted_clause_;  // one of them as stored: open literals first, reused

  // ---- Restarts (restart.cpp) ------------------------------------------------------------------
  static std::uint64_t luby(std::uint64_t i);  // the Luby series' i-th term, from 0
  std::uint64_t restarts_ = 0;
  std::uint64_t next_restart_ = 0;  // the conflicts_ of the next restart
  bool restart_due() const { return conflicts_ >= next_restart_; }
  void restart();  // back to level 0, and schedules the next

  // ---- Modes (modes.cpp) -----------------------------------------------------------------------
  bool stable_ = false;                 // stable mode (else focused)
  std::uint64_t mode_length_ = 0;       // conflicts the current mode lasts
  std::uint64_t next_mode_switch_ = 0;  // the conflicts_ of the next switch; 0: never
  void schedule_modes();                // at the start: the first switch, unless counting
  bool mode_switch_due() const { return next_mode_switch_ != 0 && conflicts_ >= next_mode_switch_; }
  void switch_mode();  // the other mode, from a restart, and schedules the next
  // Per cell, the digit it held in the longest conflict-free trail met so far (-1: none); that
  // trail's length. At each conflict, the trail below the conflict's decision level is free of
  // conflicts: when it is the longest yet, its placements become the target.
  std::vector<int> target_digit_;
  std::size_t target_trail_ = 0;
  void note_conflict_free_trail();
  // The decision levels of the conflicts so far, summed: read once, at
  // literal_modes_early_conflict, to start the literal modes early on a search of deep conflicts.
  std::uint64_t conflict_level_sum_ = 0;
  void note_conflict_level(int level);

  // ---- Literal phases (phases.cpp): stable mode's on the grids of literal_modes_above_size -----
  // Per var, +1 or -1 (0: none yet): the value it last had (saved by backjump), its value in the
  // longest conflict-free trail since the last rephase (target; the trail's length is
  // target_trail_), and in the longest since the last rephase to the best (best).
  bool literal_phases_ = false;
  std::vector<std::int8_t> saved_phase_;
  std::vector<std::int8_t> target_phase_;
  std::vector<std::int8_t> best_phase_;
  std::size_t best_trail_ = 0;
  std::uint64_t rephases_ = 0;
  std::uint64_t next_rephase_ = 0;                 // the conflicts_ of the next rephase
  void start_literal_phases();                     // at the start (schedule_modes), on 25x25
  void note_phases(std::size_t free_of_conflict);  // a conflict-free trail of this length
  void copy_phases(std::vector<std::int8_t>& to) const;
  bool rephase_due() const { return literal_phases_ && conflicts_ >= next_rephase_; }
  void rephase();        // back to level 0 with new saved phases
  int phase_decision();  // the most active open literal, as its phase says

  // ---- Decisions (decide.cpp) ------------------------------------------------------------------
  std::vector<double> activity_;  // per var, bumped when it takes part in a conflict
  double bump_ = 1.0;             // grows by schedule_.activity_decay a conflict
  void seed_activity();           // config_.seed's tie-breaking starting activities
  void seed_cell_activity();      // cell_activity_ from them (compact only)
  void bump(int v) {
    activity_[v] += bump_;
    if (compact()) {
      double& best = cell_activity_[cell_of(v)];
      best = std::max(best, activity_[v]);
    }
  }
  // Per cell (compact only): its most active literal's activity, open or not. Choosing a cell
  // reads it instead of the activities of every open digit of every open cell, which on 225x225
  // took half the time.
  std::vector<double> cell_activity_;
  void decay_activity();
  bool orders_by_activity() const { return !stable_ && conflicts_ >= config_.activity_order_after; }
  // Fill mode (LearningSchedule::fill_open_percent): set at the start, over after fill_conflicts.
  bool fill_mode_ = false;
  int fill_from_ = 0;  // no open cell comes before it (reset by backjump)
  bool fills(const Board& start) const;
  int highest_level(const std::vector<int>& clause) const;  // of its literals' levels
  bool filling() const { return fill_mode_ && conflicts_ < schedule_.fill_conflicts; }
  int fewest_places_digit(int cell) const;
  int first_open_cell();
  // A literal to try, or -1 when every cell is solved: the most active digit of the most
  // constrained cell, or (by_activity) of the cell holding the most active open literal.
  int decide(bool by_activity);
  int choose_cell(bool by_activity) const;
  int most_active_digit(int cell) const;
};

using LearningSearch = BasicLearningSearch<Mask>;

}  // namespace sudoku
