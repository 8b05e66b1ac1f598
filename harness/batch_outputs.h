#pragma once
// The outputs of a batch run (CSV, solutions, JSON summary, the summary table's stream), opened
// before any solving so that a bad path costs nothing, and the usage errors that opening finds.

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "harness/atomic_file.h"
#include "harness/batch_mode.h"
#include "harness/csv_writer.h"
#include "harness/output_file.h"
#include "harness/output_lock.h"
#include "harness/resume_index.h"

namespace sudoku::harness {

struct Outputs {
  std::vector<OutputLock> locks;  // one per output file; declared first, so released last
  std::optional<CsvWriter> csv;
  OutputFile solutions;
  AtomicFile json;  // written once, at the end
  std::FILE* summary = stdout;
  // --resume: the items this run hands out (harness/run_input.h) whose answers the solutions file
  // already holds, so that none is written twice (harness/answered_prefix.h).
  std::uint64_t answers_kept = 0;
};

// The CSV's search column: the strategy, with "+sweep" when the sweeping engine propagated and
// "+seed=S" for a seeded search, so that --resume never mixes rows made differently.
std::string search_label(const BatchOptions& options);

// The CSV's optional columns for the run's options (--count, --rate).
CsvShape csv_shape(const BatchOptions& options);

// Status 2, before any solving: options that do not go together (with a pointer to --help), or
// an output file that cannot be used (without: the path is at fault, not the command line).
int usage_error(const std::string& message, bool see_help = false);

// Locks every output file (a second run writing one is refused), then opens the CSV (fresh, or
// for --resume checked, cleaned of bad rows and appended to, after loading `resume` from it) and
// the solutions and JSON files. Returns an exit status, 0 when all went well.
int open_outputs(const BatchOptions& options, const std::string& techniques, Outputs& outputs,
                 ResumeIndex& resume);

}  // namespace sudoku::harness
