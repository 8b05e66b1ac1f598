#include "harness/batch_mode.h"

#include "harness/batch_outputs.h"
#include "harness/big_first.h"
#include "harness/interrupt.h"
#include "harness/run_input.h"
#include "harness/run_recorder.h"
#include "harness/shuffled_order.h"
#include "harness/solve_pipeline.h"
#include "harness/summary.h"

// One machine: the files' lines go through one solve pipeline (harness/solve_pipeline.h), biggest
// grids of each block first unless --order=input (harness/big_first.h), and its results, back in
// input order, are recorded as they leave it (harness/run_recorder.h). Rows leave in input order,
// so --solutions lines up with the input for free.

namespace sudoku::harness {
namespace {

class InputSource : public LineSource {
 public:
  explicit InputSource(RunInput& input) : input_(input) {}
  bool next(InputLine& line) override { return input_.next(line); }

 private:
  RunInput& input_;
};

class RecorderSink : public ResultSink {
 public:
  explicit RecorderSink(RunRecorder& recorder) : recorder_(recorder) {}
  void take(PuzzleResult result, std::uint64_t resumed_before) override {
    recorder_.skipped(resumed_before);
    recorder_.record(result);
  }

 private:
  RunRecorder& recorder_;
};

}  // namespace

int run_batch(const RunOptions& options) {
  Outputs outputs;
  ResumeIndex resume;
  if (int status = open_outputs(options, outputs, resume); status != 0) return status;
  RunShape shape;
  shape.date = utc_timestamp();
  InterruptGuard interrupt;
  const auto earlier_rows = resume.rows_by_file(options.files);
  RunInput input(options.files, resume.solvers_by_line(options.files), resume.every_solver());
  RunRecorder recorder(options, outputs, earlier_rows, interrupt);
  InputSource source(input);
  BigFirstSource big_first(source);
  ShuffledSource shuffled(source, options.shuffle_seed);
  LineSource& lines = options.order == RunOptions::Order::kBigFirst   ? static_cast<LineSource&>(big_first)
                      : options.order == RunOptions::Order::kShuffled ? static_cast<LineSource&>(shuffled)
                                                                      : source;
  RecorderSink sink(recorder);
  shape.wall_s = run_solve_pipeline(lines, sink, options, interrupt.flag());
  recorder.skipped(input.resumed_pending());
  shape.resumed = input.resumed();
  return finish_run(options, outputs, recorder, resume, earlier_rows, interrupt, shape);
}

}  // namespace sudoku::harness
