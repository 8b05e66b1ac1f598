#pragma once
// The run summary as JSON (--json=PATH), so that scripts need not parse the table; modelled on
// hyperfine's --export-json. One document:
//   program  name, version, commit, modified, compiler, build_type, flags (build_info.h)
//   machine  cpu, cores_online, cores_usable, usable_cpus ("0-3"), governor, kernel, load_start
//            and load_end ([1, 5, 15 minutes], null: unknown), pinned_cpus (--pin: each solving
//            thread's CPU; null: not pinned) (machine_info.h)
//   wrappers each out-of-process solver's trip on a solved grid: solver, how, grid_size, start_us
//            (a worker's start, once; null: a process a puzzle), per_puzzle_us, problem (null: none)
//            (wrapper_cost.h)
//   run      command, date, host, techniques, search, engine, seed, timeout_s (null: none),
//            threads, files, wall_s, peak_rss_mib (null: unknown), resumed, cancelled,
//            interrupted, stopped_by_output
//   files    a tally per input file, in command-line order, files without puzzles included
//   all      the same over every file, "file": "all"
// A tally: file, puzzles, solved, failed, solved_without_guess, ran (solves timed), total_us,
// mean_us, median_us, p90_us, p99_us, max_us (over the solves that ran), guesses, recursions.

#include <string>

#include "harness/core/build_info.h"
#include "harness/report/summary.h"

namespace sudoku::harness {

// The document, ending in a newline.
std::string summary_json(const Summary& summary, const RunInfo& info, const BuildInfo& build);

}  // namespace sudoku::harness
