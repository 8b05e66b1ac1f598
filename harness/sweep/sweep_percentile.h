#pragma once
// The percentiles of a sweep's summary, exact over the values (a point has tens of rows, not the
// millions harness/report/time_histogram.h is for).

#include <vector>

namespace sudoku::harness {

// The `fraction` (0 to 1) percentile of `values`, interpolated between the two nearest ranks as
// spreadsheets and numpy do: fraction 0.5 of an even count is the mean of the middle two. 0 when
// `values` is empty.
double percentile(std::vector<double> values, double fraction);

}  // namespace sudoku::harness
