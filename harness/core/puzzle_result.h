#pragma once
// One input item's result: the one type that goes from where the puzzle was solved to every sink
// (the CSV's columns, harness/core/csv_columns.h; the solutions file; the summary's tally; --json; the
// MPI wire, harness/mpi/wire.h), handed on unchanged. It points into nothing of the process that
// made it (no Geometry, no Puzzle), so it can cross between ranks.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "backends/backend.h"
#include "harness/core/run_input.h"
#include "solver/rating.h"
#include "solver/solver.h"

namespace sudoku::harness {

using backends::BackendResult;
using backends::BackendStatus;
using backends::kKnowsAll;
using backends::kKnowsBacktracks;
using backends::kKnowsConflicts;
using backends::kKnowsEliminations;
using backends::kKnowsGuesses;
using backends::kKnowsPlacements;
using backends::kKnowsRecursions;
using backends::kKnowsTechniques;
using backends::KnownCounter;

// One timed round of a solve (--rounds), as --samples writes it.
struct RoundSample {
  std::int64_t solve_ns = 0;
  std::optional<std::int64_t> cpu_ns;
  std::optional<std::uint64_t> peak_rss_kib;
  int repeats = 1;  // solves timed together in the round (--min-round-us); the times are per solve
};

struct PuzzleResult {
  enum class Kind : std::uint8_t {
    kFileProblem,  // the file gave no puzzles; `problem` says why
    kInvalidLine,  // the line does not parse; `problem` says why
    kSolved,       // the solver ran (clashing givens too: result.status is kInvalid then)
    kCancelled,    // interrupted before or while solving: measured nothing, not recorded
  };
  Kind kind = Kind::kSolved;
  std::uint64_t seq = 0;  // the item's place among the run's items, from 0: orders --solutions
  std::size_t file_index = 0;
  std::size_t line = 0;     // 1-based; 0 for a file problem
  int rank = 0;             // the MPI rank that solved it; 0 on one machine
  std::optional<int> size;  // known once the line parsed
  std::string block;        // Geometry::block_label, with size
  std::optional<int> givens;
  std::string problem;
  std::string solver = "native";  // the solver that produced it (--solver's NAME)
  // The one row of its line whose answer --solutions writes (the first solver's, where it ran).
  bool gives_answer = true;
  // The solver's answer, as its backend gave it (native's through backends::native_answer). Its
  // solution grid stays in the process that solved it (the MPI wire leaves it out), solution_line
  // carries it to the sinks; its own solve_time, cpu_time and peak_memory_kb are those of one
  // solve, and the row's measurement below is what the sinks read.
  BackendResult result;
  std::int64_t solve_ns = 0;  // wall time of the solve alone, validation included
  // CPU time (user + system) of the solve: the solving thread's clock in-process, the worker's
  // own usage out of process; empty where it cannot be told (a race of several threads).
  std::optional<std::int64_t> cpu_ns;
  // Peak resident memory of an external worker (cmd:, lib: in a worker) while it solved; empty
  // in-process, where the process's peak is the harness's too.
  std::optional<std::uint64_t> peak_rss_kib;
  // --rounds: the timed rounds; solve_ns and cpu_ns are their medians, peak_rss_kib their largest.
  int rounds = 1;
  // Solves timed together in each round (--min-round-us): solve_ns and cpu_ns are per solve.
  int repeats = 1;
  std::int64_t solve_ns_min = 0;  // the fastest and slowest round (rounds > 1; else solve_ns)
  std::int64_t solve_ns_max = 0;
  std::vector<RoundSample> samples;  // every timed round, kept for --samples only
  int portfolio = 1;                 // members that raced for the answer (harness/run/portfolio.h)
  int winner = 0;                    // the member whose answer and counters these are (seed + winner)
  std::string winner_solver;         // a race of solvers (--portfolio=A,B): the winner's name; else empty
  std::optional<Rating> rating;      // --rate: the solved puzzle's rating, measured after solve_ns
  std::string solution_line;         // the solution in the puzzle's form, without '\n'; empty unless solved

  // The solver ran and measured something: not a line that failed to parse, nor clashing givens.
  bool measured() const { return kind == Kind::kSolved && result.status != BackendStatus::kInvalid; }
  bool knows(KnownCounter counter) const { return result.knows(counter); }
  // The fastest and the slowest round's time: solve_ns itself for one round.
  std::int64_t fastest_ns() const { return rounds > 1 ? solve_ns_min : solve_ns; }
  std::int64_t slowest_ns() const { return rounds > 1 ? solve_ns_max : solve_ns; }
  // The CSV's status: result.status's name.
  std::string_view status_label() const { return backends::backend_status_name(result.status); }
};

// Calls field(x) on every field above, in one fixed order: what the MPI wire carries between
// ranks (harness/mpi/wire.cpp), both ways. Every one but the solution grid, which travels as
// solution_line. A new field is added here too, beside its declaration.
template <typename Result, typename Field>
void for_each_field(Result& r, Field&& field) {
  field(r.kind), field(r.seq), field(r.file_index), field(r.line), field(r.rank);
  field(r.size), field(r.block), field(r.givens), field(r.problem), field(r.solver);
  field(r.gives_answer);
  field(r.result.status), field(r.result.solutions), field(r.result.count_complete), field(r.result.message);
  field(r.result.stats), field(r.result.known), field(r.result.search_ran), field(r.result.techniques_ran);
  field(r.solve_ns), field(r.cpu_ns), field(r.peak_rss_kib), field(r.rounds), field(r.repeats),
      field(r.solve_ns_min), field(r.solve_ns_max), field(r.samples), field(r.portfolio), field(r.winner),
      field(r.winner_solver), field(r.rating), field(r.solution_line);
}

// The result of a line that is never solved: a file problem (its text is the problem) or a line
// cancelled before it started (kCancelled).
PuzzleResult unsolved_result(InputLine line, PuzzleResult::Kind kind, int rank);

// "no solution", "timed out", "wrong: row 3 holds 5 twice", ...: why a result carries no
// solution, for FILE:LINE messages.
std::string failure_reason(const BackendResult& result);
std::string failure_reason(const PuzzleResult& r);

}  // namespace sudoku::harness
