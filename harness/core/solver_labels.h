#pragma once
// One --solver as the outputs and the record know it: its name and the techniques and search
// labels its rows carry. Read from the run's options once (harness/core/run_options.h
// solver_labels), so that neither layer needs the options themselves.

#include <string>
#include <string_view>

namespace sudoku::harness {

// The techniques and search label of a solver that reads neither option (another program): its
// rows say so rather than carry native's labels, which did not make them.
inline constexpr std::string_view kNotApplicable = "n/a";

struct SolverLabels {
  std::string name;  // --solver's NAME
  // Whether it reads --techniques and --search (native, or a race native runs in); another
  // program's rows carry kNotApplicable instead.
  bool takes_labels = false;
  std::string techniques;
  std::string search;
};

}  // namespace sudoku::harness
