#include "harness/output/round_samples.h"

#include <fmt/format.h>

#include "harness/core/csv_columns.h"

namespace sudoku::harness {

std::string samples_header() { return "file,line,solver,round,solve_us,cpu_us,peak_rss_kib,repeats\n"; }

std::string format_samples(const PuzzleResult& result, const std::string& file) {
  if (!result.measured()) return {};
  std::string rows;
  const std::string where = fmt::format("{},{},{}", csv_quote(file), result.line, csv_quote(result.solver));
  for (std::size_t k = 0; k < result.samples.size(); ++k) {
    const RoundSample& sample = result.samples[k];
    rows += fmt::format("{},{},{:.1f},{},{},{}\n", where, k + 1, sample.solve_ns / 1e3,
                        sample.cpu_ns ? fmt::format("{:.1f}", *sample.cpu_ns / 1e3) : std::string(),
                        sample.peak_rss_kib ? fmt::format("{}", *sample.peak_rss_kib) : std::string(),
                        sample.repeats);
  }
  return rows;
}

}  // namespace sudoku::harness
