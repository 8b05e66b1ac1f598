#include "harness/solve_pipeline.h"

#include <oneapi/tbb/parallel_pipeline.h>

#include <chrono>
#include <exception>
#include <memory>

#include "harness/geometry_cache.h"
#include "harness/portfolio.h"
#include "harness/puzzle_job.h"
#include "harness/solver_threads.h"

namespace sudoku::harness {
namespace {

// Enough lines in flight that a slow one does not starve the other threads while the in-order
// give stage waits for it; few enough that memory stays small.
constexpr int kTokensPerThread = 4;

struct Work {
  Job job;
  std::uint64_t seq = 0;
  std::uint64_t resumed_before = 0;
  PuzzleResult result;  // filled by the solve stage; by the take stage for a file problem
  bool file_problem = false;
};

// The three stages and the tail's races (see the header).
class Pipeline {
 public:
  Pipeline(LineSource& source, const RunOptions& options, const std::atomic<bool>& cancel,
           PipelinePlace place)
      : source_(source),
        options_(options),
        cancel_(cancel),
        place_(place),
        base_config_(make_solver_config(options.solve, &cancel)) {}

  Work take(tbb::flow_control& control);
  Work solve_one(Work work);

 private:
  PuzzleResult solve_puzzle(const Job& job, const SolverConfig& config);
  PuzzleResult solve_line(const Job& job);
  void help_the_tail();
  bool cancelled() const { return cancel_.load(std::memory_order_relaxed); }

  LineSource& source_;
  const RunOptions& options_;
  const std::atomic<bool>& cancel_;
  const PipelinePlace place_;
  const SolverConfig base_config_;
  GeometryCache geometries_;  // take stage only
  // The tail: the races open now, whether the source is done, and how many lines are taken but
  // not yet being solved.
  RaceBoard races_;
  std::atomic<bool> source_done_{false};
  std::atomic<int> waiting_{0};
};

Work Pipeline::take(tbb::flow_control& control) {
  Work work;
  InputLine line;
  if (cancelled() || !source_.next(line)) {
    source_done_.store(true);
    help_the_tail();
    control.stop();
    return work;
  }
  waiting_.fetch_add(1);
  work.seq = line.seq;
  work.resumed_before = line.resumed_before;
  if (line.item.kind == InputItem::Kind::kFileProblem) {
    work.file_problem = true;
    work.result = unsolved_result(std::move(line), PuzzleResult::Kind::kFileProblem, place_.rank);
    return work;
  }
  work.job = make_job(line.item, geometries_);
  return work;
}

Work Pipeline::solve_one(Work work) {
  waiting_.fetch_sub(1);
  if (work.file_problem) {
    // made by the take stage
  } else if (work.job.kind != Job::Kind::kPuzzle) {
    work.result = job_result(work.job);
  } else if (cancelled()) {
    work.result = job_result(work.job);
    work.result.kind = PuzzleResult::Kind::kCancelled;
  } else {
    work.result = solve_line(work.job);
  }
  work.result.seq = work.seq;
  work.result.rank = place_.rank;
  help_the_tail();
  return work;
}

PuzzleResult Pipeline::solve_line(const Job& job) {
  SolverConfig config = base_config_;
  start_clock(config, options_.solve);
  PuzzleResult r = solve_and_rate(job, config, options_.solve,
                                  [this](const Job& j, const SolverConfig& c) { return solve_puzzle(j, c); });
  // A stop with time still left on the clock was the interrupt, not the puzzle's own timeout. A
  // count it cut short after the first solution is no measurement either: left out like the
  // rest, so that --resume counts that puzzle again.
  const SolveResult& result = r.result;
  const bool stopped = result.status == SolveStatus::kTimeout ||
                       (result.status == SolveStatus::kSolved && !result.count_complete);
  const bool timed_out = config.deadline && std::chrono::steady_clock::now() >= *config.deadline;
  if (stopped && cancelled() && !timed_out) r.kind = PuzzleResult::Kind::kCancelled;
  return r;
}

// Member 0 of a race the board shows, or a plain solve where there is no race to have.
PuzzleResult Pipeline::solve_puzzle(const Job& job, const SolverConfig& config) {
  if (options_.portfolio <= 1 || !seed_steers_search(*job.geometry, config)) return run_job(job, config);
  auto race = std::make_shared<Race>(job, config, options_.portfolio, options_.solve.share_clauses);
  races_.add(race);
  try {
    race->run_owner();
  } catch (...) {
    races_.remove(race.get());
    throw;
  }
  races_.remove(race.get());
  return race->result();
}

// Joins the races still open while nothing else waits to be solved. Called where a thread would
// go idle: by the take stage when the source runs dry, and after each solve from then on.
void Pipeline::help_the_tail() {
  if (options_.portfolio <= 1) return;
  try {
    while (source_done_.load() && waiting_.load() == 0 && !cancelled()) {
      const std::shared_ptr<Race> race = races_.most_in_need();
      if (!race) return;
      race->run_member();
    }
  } catch (const std::exception&) {  // a helper's own failure: the owner's answer stands
  }
}

}  // namespace

double run_solve_pipeline(LineSource& source, ResultSink& sink, const RunOptions& options,
                          const std::atomic<bool>& cancel, PipelinePlace place) {
  Pipeline pipeline(source, options, cancel, place);
  const auto take = [&](tbb::flow_control& control) { return pipeline.take(control); };
  const auto solve_one = [&](Work work) { return pipeline.solve_one(std::move(work)); };
  const auto give = [&](Work work) { sink.take(std::move(work.result), work.resumed_before); };
  const tbb::filter_mode give_mode =
      place.in_input_order ? tbb::filter_mode::serial_in_order : tbb::filter_mode::serial_out_of_order;
  SolverThreads threads(options.threads);
  const auto start = std::chrono::steady_clock::now();
  threads.run([&] {
    tbb::parallel_pipeline(static_cast<std::size_t>(kTokensPerThread * options.threads),
                           tbb::make_filter<void, Work>(tbb::filter_mode::serial_in_order, take) &
                               tbb::make_filter<Work, Work>(tbb::filter_mode::parallel, solve_one) &
                               tbb::make_filter<Work, void>(give_mode, give));
  });
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace sudoku::harness
