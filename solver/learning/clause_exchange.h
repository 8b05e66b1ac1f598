#pragma once
// Learnt clauses passed between the members of a portfolio race (harness/run/portfolio.h): each
// learning search publishes its short learnt clauses here and adopts the other members' at its
// restarts (solver/learning/sharing.cpp). A first-solution search learns only what follows from
// the puzzle, so every member may use every other's clauses; the literals' numbering is the same
// in all of them (it depends on the grid's size alone).
//
// An append-only log under a mutex: a member publishes at most one clause a conflict and reads
// at restarts, far too seldom to contend.

#include <cstddef>
#include <mutex>
#include <span>
#include <vector>

namespace sudoku {

class ClauseExchange {
 public:
  void publish(int member, int lbd, std::span<const int> lits);

  // The clauses other members published since `cursor`, appended to `out` as [lbd, size,
  // literals...] each; moves the cursor past everything read.
  void collect(int member, std::size_t& cursor, std::vector<int>& out) const;

  std::size_t clauses() const;  // published so far

 private:
  mutable std::mutex mutex_;
  std::vector<int> log_;  // [member, lbd, size, literals...] per clause
  std::size_t clauses_ = 0;
};

}  // namespace sudoku
