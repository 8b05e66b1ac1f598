#pragma once
// A RunInfo's three parts held together, for tests that set a field of each and print the summary
// or --json (a RunInfo only refers to them).

#include "harness/report/summary.h"

namespace sudoku::harness {

struct RunInfoParts {
  RunOptions options;
  RunFacts facts;
  RunEnd end;
  operator RunInfo() const { return {options, facts, end}; }  // NOLINT: implicit by design
};

}  // namespace sudoku::harness
