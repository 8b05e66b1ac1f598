#include "harness/modes/batch_mode.h"

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/machine_info.h"
#include "harness/core/run_input.h"
#include "harness/modes/pipeline_settings.h"
#include "harness/modes/recorded_run.h"
#include "harness/report/busy_machine.h"
#include "harness/report/run_recorder.h"
#include "harness/report/summary.h"
#include "harness/run/big_first.h"
#include "harness/run/interrupt.h"
#include "harness/run/shuffled_order.h"
#include "harness/run/solve_pipeline.h"
#include "harness/run/wrapper_cost.h"

// One machine: the files' lines go through one solve pipeline (harness/run/solve_pipeline.h), biggest
// grids of each block first unless --order=input (harness/run/big_first.h), and its results, back in
// input order, are recorded as they leave it (harness/report/run_recorder.h). Rows leave in input order,
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

void warn(const std::optional<std::string>& warning) {
  if (warning) std::fprintf(stderr, "sudoku-bench: %s\n", warning->c_str());
}

// What solving the lines reads of the run's options, read in run_batch.
struct LinePlan {
  PipelineSettings pipeline;
  RunOptions::Order order = RunOptions::Order::kBigFirst;
  std::uint64_t shuffle_seed = 0;
};

// The load at the end, recorded, and a warning when it rose past what this run makes, unless the
// machine was said to be busy before the run already.
void note_load_at_end(int threads, MachineInfo& machine, bool warned) {
  machine.load_end = read_load_average();
  const int usable = static_cast<int>(machine.usable.size());
  if (!warned && machine.load_end.known && usable > 0)
    warn(busy_during(machine.load_end.one, usable, threads));
}

// What each out-of-process solver's trip costs, in a measuring run (a plain run sends a solver
// nothing but the puzzles), for the solvers that solved some puzzle.
void measure_wrappers(const PipelineSettings& settings, RecordedRun& run) {
  if (!settings.measures_cpu || run.interrupt.flag().load() || run.recorder.first_size() == 0) return;
  std::vector<SolverChoice> measured;
  for (const SolverChoice& choice : settings.solvers) {
    if (run.recorder.solved_some(choice.name)) measured.push_back(choice);
  }
  run.facts.wrappers =
      measure_wrapper_costs(measured, settings.solve, settings.config, run.recorder.first_size());
}

// The lines through the pipeline, in the order --order asks for; then the load at the end, and
// in a measuring run what each out-of-process solver's trip costs.
void solve_lines(const LinePlan& plan, RecordedRun& run) {
  const MachineInfo& machine = run.facts.machine;
  const int threads = plan.pipeline.threads;
  const auto busy =
      machine.load_start.known && !machine.usable.empty()
          ? busy_before(machine.load_start.one, static_cast<int>(machine.usable.size()), threads)
          : std::nullopt;
  warn(busy);
  InputSource source(run.input);
  BigFirstSource big_first(source);
  ShuffledSource shuffled(source, plan.shuffle_seed);
  LineSource& lines = plan.order == RunOptions::Order::kBigFirst   ? static_cast<LineSource&>(big_first)
                      : plan.order == RunOptions::Order::kShuffled ? static_cast<LineSource&>(shuffled)
                                                                   : source;
  RecorderSink sink(run.recorder);
  run.facts.wall_s = run_solve_pipeline(lines, sink, plan.pipeline, run.interrupt.flag());
  run.recorder.skipped(run.input.resumed_pending());
  note_load_at_end(threads, run.facts.machine, busy.has_value());
  measure_wrappers(plan.pipeline, run);
}

}  // namespace

// The one place this mode reads the options: the solving of the lines gets its values here, the
// outputs and the record theirs in recorded_run.
int run_batch(const RunOptions& options) {
  const LinePlan plan{
      .pipeline = pipeline_settings(options), .order = options.order, .shuffle_seed = options.shuffle_seed};
  RunFacts facts;
  facts.machine = read_machine_info();
  return recorded_run(options, std::move(facts), [&](RecordedRun& run) { solve_lines(plan, run); });
}

}  // namespace sudoku::harness
