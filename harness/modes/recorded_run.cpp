#include "harness/modes/recorded_run.h"

#include "harness/core/machine_info.h"
#include "harness/output/batch_outputs.h"
#include "harness/report/summary.h"

namespace sudoku::harness {

int recorded_run(const RunOptions& options, RunFacts facts, const std::function<void(RecordedRun&)>& solve,
                 const std::function<void()>& on_no_outputs) {
  Outputs outputs;
  ResumeIndex resume;
  if (int status = open_outputs(options, outputs, resume, machine_comment(facts.machine, options.pin_cpus));
      status != 0) {
    if (on_no_outputs) on_no_outputs();
    return status;
  }
  facts.date = utc_timestamp();
  InterruptGuard interrupt;
  const auto earlier_rows = resume.rows_by_file(options.files);
  RunInput input(options.files, resume.solvers_by_line(options.files), resume.every_solver());
  RunRecorder recorder(options, outputs, earlier_rows, interrupt);
  RecordedRun run{input, recorder, interrupt, facts};
  solve(run);
  facts.resumed = input.resumed();
  return finish_run(options, outputs, recorder, resume, earlier_rows, interrupt, facts);
}

}  // namespace sudoku::harness
