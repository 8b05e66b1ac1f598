#pragma once
// The outputs of a batch run (CSV, solutions, JSON summary, the summary table's stream), opened
// before any solving so that a bad path costs nothing, and the usage errors that opening finds.

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/run_options.h"
#include "harness/core/usage_error.h"
#include "harness/output/atomic_file.h"
#include "harness/output/csv_writer.h"
#include "harness/output/output_file.h"
#include "harness/output/output_lock.h"
#include "harness/output/resume_index.h"

namespace sudoku::harness {

struct Outputs {
  std::vector<OutputLock> locks;  // one per output file; declared first, so released last
  std::optional<CsvWriter> csv;
  OutputFile solutions;
  AtomicFile json;      // written once, at the end
  OutputFile samples;   // --samples: every timed round (harness/output/round_samples.h)
  AtomicFile markdown;  // --markdown: the side-by-side table, written once, at the end
  std::FILE* summary = stdout;
  // --resume: the items this run hands out (harness/core/run_input.h) whose answers the solutions file
  // already holds, so that none is written twice (harness/output/answered_prefix.h).
  std::uint64_t answers_kept = 0;
};

// Locks every output file (a second run writing one is refused), then opens the CSV (fresh, or
// for --resume checked, cleaned of bad rows and appended to, after loading `resume` from it) and
// the solutions and JSON files. Returns an exit status, 0 when all went well.
// Usage problems end it with status 2 (harness/core/usage_error.h). A fresh CSV starts with
// `csv_comment` ('#' lines: the machine's, harness/core/machine_info.h).
int open_outputs(const RunOptions& options, Outputs& outputs, ResumeIndex& resume,
                 const std::string& csv_comment = "");

}  // namespace sudoku::harness
