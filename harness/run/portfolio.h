#pragma once
// A portfolio for one puzzle: copies of its solve race, member k seeded with --seed + k, and the
// first definite answer (a solution, or a proof of none) wins: it raises the race's flag
// (SolverConfig::race_over), which stops the others within one stop-check interval. Luck decides
// much of a hard puzzle's cost (the seed alone moves puzzles_7_bigger's line 20 from 0.56 s to
// 11 s), and the fastest of K draws cuts that tail.
//
// The answer and its counters are the winner's; which member wins depends on timing. With clause
// sharing, learning members pass their short learnt clauses to each other through the race's
// ClauseExchange (solver/learning/clause_exchange.h), so a member's search depends on what the
// others found, and when. Without it, the answer and counters are exactly those of a lone solve
// with the winner's seed. A race of one member is run_job itself.
//
// Two uses: --serial --threads=K races K members on every puzzle (run_portfolio); batch mode
// opens a Race for every puzzle it solves and lets threads that have run out of puzzles join the
// races still running (harness/run/solve_pipeline.cpp), so the tail of a run keeps every core busy.

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <vector>

#include "harness/run/puzzle_job.h"
#include "solver/learning/clause_exchange.h"

namespace sudoku::harness {

class Race {
 public:
  // `job`'s geometry must outlive the race. `max_members`: at most this many run.
  // `started`: where the puzzle's clock started (start_clock), member 0's time runs from there.
  Race(const Job& job, const SolverConfig& config, int max_members, bool share_clauses = false,
       std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now());

  // Runs member 0, the puzzle's own solve, on the calling thread; once, by whoever owns the race.
  // Returns when it ends: its answer, or a stop (the race decided, the deadline, an interrupt).
  void run_owner() { run(0); }
  // Runs the next member, 1, 2, ..., on the calling thread, and returns when it ends. False, at
  // once, when the race is decided or full.
  bool run_member();
  // Undecided, with room for another member: worth joining.
  bool open() const;
  int members() const { return std::min(next_.load(), max_); }        // member 0 counted from the start
  std::size_t clauses_shared() const { return exchange_.clauses(); }  // published by its members

  // After member 0 returned: the winner's record with member 0's wall time (the puzzle's time from
  // its start to the answer), or member 0's own record when nobody answered; with the members
  // that ran (PuzzleResult::portfolio) and the winner.
  PuzzleResult result();

 private:
  const Job job_;  // a copy: a helper may still be stopping when the owner's Job is gone
  const SolverConfig config_;
  const int max_;
  const std::chrono::steady_clock::time_point started_;
  void run(int k);

  std::atomic<int> next_{1};       // the next helper's member number
  std::atomic<bool> over_{false};  // every member's race_over
  const bool share_clauses_;
  ClauseExchange exchange_;
  std::mutex mutex_;  // guards what follows
  int winner_ = -1;
  PuzzleResult won_;
  PuzzleResult first_;  // member 0's
};

// Races `members` members on oneTBB tasks in the calling arena (which should have that many
// threads). With members <= 1, or where the seed does not steer the search (seed_steers_search),
// a plain run_job.
PuzzleResult run_portfolio(const Job& job, const SolverConfig& config, int members, bool share_clauses,
                           std::chrono::steady_clock::time_point started);
inline PuzzleResult run_portfolio(const Job& job, const SolverConfig& config, int members,
                                  bool share_clauses = false) {
  return run_portfolio(job, config, members, share_clauses, std::chrono::steady_clock::now());
}

// The races of a batch run's puzzles in flight, for threads that have run out of puzzles to join.
class RaceBoard {
 public:
  void add(const std::shared_ptr<Race>& race);
  void remove(const Race* race);
  // The open race with the fewest members (the oldest of those), or null.
  std::shared_ptr<Race> most_in_need() const;

 private:
  mutable std::mutex mutex_;
  std::vector<std::shared_ptr<Race>> races_;  // in the order they opened
};

}  // namespace sudoku::harness
