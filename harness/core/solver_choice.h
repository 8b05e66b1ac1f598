#pragma once
// --solver=A,B,...: which solvers a run times side by side, each a name for the CSV's solver
// column and a spec that backends/make_backend.h takes (native, cadical, lib:PATH[:SYMBOL],
// cmd:COMMAND). Parsed and tried once while the command line is read, so that an unknown solver
// or a library that does not load is a usage error before any file is read.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/solver_config.h"

namespace sudoku::harness {

struct SolverChoice {
  std::string name;  // the CSV's solver column: NAME= when given, else the backend's own name
  std::string spec;  // what make_backend takes; "race" for --portfolio's solvers
  std::vector<SolverChoice> members;  // a race's solvers (harness/run/solver_race.h); else empty
  bool native() const { return spec == "native"; }
  bool race() const { return !members.empty(); }
};

// --portfolio=A,B,...: the race of those solvers as one more solver, named "A|B|...". Empty, with
// the reason in *error, where parse_solvers refuses the list or it names fewer than two.
std::optional<SolverChoice> parse_race(std::string_view text, const SolverConfig& native_config,
                                       std::string* error);

// The run's default: the project's own solver alone.
std::vector<SolverChoice> default_solvers();

// Splits `text` on the commas that start a new solver (a command may hold commas of its own),
// reads each NAME= prefix, and makes each backend once to see that it loads. Empty, with the
// reason in *error, for an unknown or absent backend, a library that fails to load, or a name
// given twice.
std::vector<SolverChoice> parse_solvers(std::string_view text, const SolverConfig& native_config,
                                        std::string* error);

}  // namespace sudoku::harness
