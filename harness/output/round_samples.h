#pragma once
// --samples=PATH: every timed round of every solve as a CSV row (file, line, solver, round,
// solve_us, cpu_us, peak_rss_kib, repeats), the raw data behind each row's median, minimum and maximum,
// as hyperfine exports its runs.

#include <string>

#include "harness/core/puzzle_result.h"

namespace sudoku::harness {

// The samples file's header line, '\n' included.
std::string samples_header();

// The rows of `result`'s rounds, from round 1; nothing for a line that measured nothing.
std::string format_samples(const PuzzleResult& result, const std::string& file);

}  // namespace sudoku::harness
