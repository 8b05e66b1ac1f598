#pragma once
// The rules over a CandidateGrid's candidates as CNF: a variable per candidate of an open cell
// (numbered 1.. in the grid's order, so variable v is digits[v-1]), then
//   each open cell: at least one of its candidates, and at most one;
//   each unit and digit the unit has not placed: at least one cell, and at most one.
// At-most-one is pairwise up to `pairwise_up_to` variables (k(k-1)/2 binary clauses) and a
// sequential counter above (Sinz 2005: k-1 auxiliary variables, 3k-4 clauses), which keeps an
// empty 81x81 at ~6 million clauses where pairwise needs ~85 million.
//
// The encoder writes into a ClauseSink, so that one pass can count the CNF (CnfCounter) before
// another builds it in a solver.

#include <cstdint>
#include <span>

#include "backends/candidate_grid.h"
#include "solver/geometry.h"

namespace sudoku::backends {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  virtual void add_clause(std::span<const int> literals) = 0;  // an empty span: unsatisfiable
  virtual int new_variable() = 0;                              // the next auxiliary variable
};

// Counts what an encoding would hold, and estimates the memory a SAT solver needs for it.
class CnfCounter final : public ClauseSink {
 public:
  explicit CnfCounter(std::uint64_t first_free) : variables_(first_free - 1) {}
  void add_clause(std::span<const int> literals) override {
    ++clauses_;
    literals_ += literals.size();
  }
  int new_variable() override { return static_cast<int>(++variables_); }

  std::uint64_t variables() const { return variables_; }
  std::uint64_t clauses() const { return clauses_; }
  std::uint64_t literals() const { return literals_; }
  // CaDiCaL 1.5.3 keeps a clause as a ~32-byte header, its literals (4 bytes each) and two
  // 16-byte watches, and ~150 bytes of tables per variable; twice that leaves room for the
  // clauses it learns.
  std::uint64_t bytes_estimate() const { return 2 * (64 * clauses_ + 4 * literals_ + 150 * variables_); }

 private:
  std::uint64_t variables_ = 0;
  std::uint64_t clauses_ = 0;
  std::uint64_t literals_ = 0;
};

struct CnfOptions {
  int pairwise_up_to = 8;  // at-most-one over more variables uses the sequential counter
};

// Encodes the grid's rules into `sink`. Auxiliary variables follow the candidates' (candidate_count()+1..).
void encode_sudoku(const Geometry& geo, const CandidateGrid& grid, const CnfOptions& options,
                   ClauseSink& sink);

// At most one of `vars` true (exposed for tests).
void encode_at_most_one(std::span<const int> vars, const CnfOptions& options, ClauseSink& sink);

}  // namespace sudoku::backends
