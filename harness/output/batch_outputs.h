#pragma once
// The outputs of a batch run (CSV, solutions, JSON summary, the summary table's stream), opened
// before any solving so that a bad path costs nothing, and the usage errors that opening finds.

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/csv_columns.h"
#include "harness/core/solver_labels.h"
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

// What opening the outputs reads of the run's options, filled in where the run reads them
// (harness/modes/recorded_run.cpp). A path: empty for none, "-" for standard output.
struct OutputRequest {
  std::string csv_path;
  std::string solutions_path;
  std::string json_path;
  std::string samples_path;
  std::string markdown_path;
  std::vector<std::string> files;  // the puzzle files, which no output may overwrite
  bool resume = false;             // --resume: read the CSV back and append to it
  // How this run's rows are made, which the rows of a CSV it resumes must match.
  std::vector<SolverLabels> solvers;
  std::string techniques;
  std::string search;
  CsvShape csv_shape;
  std::string csv_comment;  // '#' lines a fresh CSV starts with (harness/core/machine_info.h)
};

// Locks every output file (a second run writing one is refused), then opens the CSV (fresh, or
// for --resume checked, cleaned of bad rows and appended to, after loading `resume` from it) and
// the solutions and JSON files. Returns an exit status, 0 when all went well.
// Usage problems end it with status 2 (harness/core/usage_error.h).
int open_outputs(const OutputRequest& request, Outputs& outputs, ResumeIndex& resume);

}  // namespace sudoku::harness
