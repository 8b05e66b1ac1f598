#pragma once
// A sweep's summary, read back from the CSV its batch run wrote (so a resumed sweep counts the
// rows from before too): per point and solver, the solved share within the limit and the time's
// median, p90 and maximum; per size and solver, the share of givens where it peaks (the fewest
// solved within the limit, then the highest median).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/sweep/sweep_points.h"

namespace sudoku::harness {

// A point's file as the batch run named it, and how many instances it holds.
struct SweepPointFile {
  SweepPoint point;
  std::string path;        // the CSV's file column for its rows
  std::uint64_t made = 0;  // instances in the file (below the request: `unique` could not reach it)
};

struct PointSummary {
  SweepPointFile where;
  std::string solver;  // the CSV's solver column
  std::uint64_t rows = 0;
  std::uint64_t solved = 0;  // status solved, within the limit
  double median_us = 0;      // over every row that ran, timeouts at their time
  double p90_us = 0;
  double max_us = 0;
  // Empty where the solver counts none (CaDiCaL's guesses, say): unknown, not zero.
  std::optional<double> median_conflicts;
  std::optional<double> median_guesses;
};

// One entry per point and solver found in `csv_text` (a sudoku-bench CSV), in the points' order;
// a point with no row at all gets an entry with rows 0 and solver "-".
std::vector<PointSummary> summarize_sweep(std::string_view csv_text,
                                          const std::vector<SweepPointFile>& points);

// The table for stderr, then one line per size and solver: where it peaks (the fewest solved, then
// the highest median), the median there and the solved share; and a line for each point with fewer instances
// than `per_point`.
std::string format_sweep_summary(const std::vector<PointSummary>& summary, std::uint64_t per_point);

}  // namespace sudoku::harness
