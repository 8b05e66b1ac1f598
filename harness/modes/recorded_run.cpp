#include "harness/modes/recorded_run.h"

#include <string>
#include <vector>

#include "harness/core/machine_info.h"
#include "harness/output/batch_outputs.h"
#include "harness/report/summary.h"

namespace sudoku::harness {

// The one place the sequence reads the options: the outputs and the record each get their own
// values here, and only the summary, which prints them, gets the options whole (finish_run).
int recorded_run(const RunOptions& options, RunFacts facts, const std::function<void(RecordedRun&)>& solve,
                 const std::function<void()>& on_no_outputs) {
  const std::vector<SolverLabels> solvers = solver_labels(options);
  const OutputRequest request{.csv_path = options.csv_path,
                              .solutions_path = options.solutions_path,
                              .json_path = options.json_path,
                              .samples_path = options.samples_path,
                              .markdown_path = options.markdown_path,
                              .files = options.files,
                              .resume = options.resume,
                              .solvers = solvers,
                              .techniques = options.techniques,
                              .search = options.search,
                              .csv_shape = options.csv_shape,
                              .csv_comment = machine_comment(facts.machine, options.pin_cpus)};
  const RecordSettings record{
      .files = options.files,
      .solvers = solvers,
      .names_solvers = options.solvers.size() > 1 || !options.solvers.front().native(),
      .count_limit = options.solve.count_limit,
      .untimed_rounds = options.untimed_rounds(),
      .progress = options.progress};
  Outputs outputs;
  ResumeIndex resume;
  if (int status = open_outputs(request, outputs, resume); status != 0) {
    if (on_no_outputs) on_no_outputs();
    return status;
  }
  facts.date = utc_timestamp();
  InterruptGuard interrupt;
  const auto earlier_rows = resume.rows_by_file(record.files);
  RunInput input(record.files, resume.solvers_by_line(record.files), resume.every_solver());
  RunRecorder recorder(record, outputs, earlier_rows, interrupt);
  RecordedRun run{input, recorder, interrupt, facts};
  solve(run);
  facts.resumed = input.resumed();
  return finish_run(options, outputs, recorder, resume, earlier_rows, interrupt, facts);
}

}  // namespace sudoku::harness
