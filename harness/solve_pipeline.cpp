#include "harness/solve_pipeline.h"

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include <chrono>
#include <exception>
#include <memory>

#include "harness/geometry_cache.h"
#include "harness/portfolio.h"
#include "harness/puzzle_job.h"

namespace sudoku::harness {
namespace {

// Enough lines in flight that a slow one does not starve the other threads while the in-order
// give stage waits for it; few enough that memory stays small.
constexpr int kTokensPerThread = 4;

struct Work {
  Job job;
  std::uint64_t seq = 0;
  std::uint64_t resumed_before = 0;
  PuzzleOutcome outcome;  // filled by the solve stage; by the take stage for a file problem
};

}  // namespace

double run_solve_pipeline(LineSource& source, OutcomeSink& sink, const SolveOptions& solve,
                          const std::atomic<bool>& cancel, const PipelineOptions& options) {
  const SolverConfig base_config = make_solver_config(solve, &cancel);
  GeometryCache geometries;  // take stage only
  // The tail (see the header): the races open now, whether the source is done, and how many
  // lines are taken but not yet being solved.
  RaceBoard races;
  std::atomic<bool> source_done{false};
  std::atomic<int> waiting{0};
  // Member 0 of a race the board shows, or a plain solve where there is no race to have.
  const auto solve_puzzle = [&](const Job& job, const SolverConfig& config) {
    if (options.portfolio <= 1 || !seed_steers_search(*job.geometry, config)) return run_job(job, config);
    auto race = std::make_shared<Race>(job, config, options.portfolio, solve.share_clauses);
    races.add(race);
    try {
      race->run_owner();
    } catch (...) {
      races.remove(race.get());
      throw;
    }
    races.remove(race.get());
    return race->result();
  };
  // Joins the races still open while nothing else waits to be solved. Called where a thread would
  // go idle: by the take stage when the source runs dry, and after each solve from then on.
  const auto help_the_tail = [&] {
    if (options.portfolio <= 1) return;
    try {
      while (source_done.load() && waiting.load() == 0 && !cancel.load(std::memory_order_relaxed)) {
        const std::shared_ptr<Race> race = races.most_in_need();
        if (!race) return;
        race->run_member();
      }
    } catch (const std::exception&) {  // a helper's own failure: the owner's answer stands
    }
  };
  const auto take = [&](tbb::flow_control& control) {
    Work work;
    InputLine line;
    if (cancel.load(std::memory_order_relaxed) || !source.next(line)) {
      source_done.store(true);
      help_the_tail();
      control.stop();
      return work;
    }
    waiting.fetch_add(1);
    work.seq = line.seq;
    work.resumed_before = line.resumed_before;
    if (line.item.kind == InputItem::Kind::kFileProblem) {
      work.outcome = unsolved_outcome(std::move(line), PuzzleOutcome::Kind::kFileProblem, options.rank);
      return work;
    }
    try {
      work.job = make_job(line.item, geometries);
    } catch (const std::exception& e) {  // a size the geometry refuses: the line's fault
      work.job = Job{Job::Kind::kInvalid, line.item.file_index, line.item.line, {}, nullptr, e.what()};
    }
    return work;
  };
  const auto solve_one = [&](Work work) {
    waiting.fetch_sub(1);
    if (work.outcome.kind == PuzzleOutcome::Kind::kFileProblem) {
      // made by the take stage
    } else if (work.job.kind != Job::Kind::kPuzzle) {
      work.outcome = make_outcome(work.job, {}, false);
    } else if (cancel.load(std::memory_order_relaxed)) {
      work.outcome = make_outcome(work.job, {}, true);
    } else {
      SolverConfig config = base_config;
      start_clock(config, solve);
      Record record;
      try {
        record = solve_puzzle(work.job, config);
        // The rating's search shares the puzzle's clock, after solve_ns was taken.
        if (solve.rate && record.result.status == SolveStatus::kSolved) {
          record.rating = rate(*work.job.geometry, work.job.puzzle, config);
        }
      } catch (const std::exception& e) {  // out of memory on a huge grid, say: one row, not the run
        record.result.status = SolveStatus::kError;
        record.result.message = std::string("solver failed: ") + e.what();
      }
      // A stop with time still left on the clock was the interrupt, not the puzzle's own
      // timeout. A count it cut short after the first solution is no measurement either: left
      // out like the rest, so that --resume counts that puzzle again.
      const SolveResult& result = record.result;
      const bool stopped = result.status == SolveStatus::kTimeout ||
                           (result.status == SolveStatus::kSolved && !result.count_complete);
      const bool cancelled = stopped && cancel.load(std::memory_order_relaxed) &&
                             !(config.deadline && std::chrono::steady_clock::now() >= *config.deadline);
      work.outcome = make_outcome(work.job, std::move(record), cancelled);
    }
    work.outcome.seq = work.seq;
    work.outcome.rank = options.rank;
    help_the_tail();
    return work;
  };
  const auto give = [&](Work work) { sink.take(std::move(work.outcome), work.resumed_before); };

  // The arena fixes the number of threads that work on the pipeline (the calling thread is one of
  // them); global_control lets TBB start that many even past the core count, which it otherwise
  // caps at, so --threads=4 on two cores means four threads, as asked.
  const int threads = options.threads;
  tbb::global_control workers(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  const auto start = std::chrono::steady_clock::now();
  arena.execute([&] {
    tbb::parallel_pipeline(
        static_cast<std::size_t>(kTokensPerThread * threads),
        tbb::make_filter<void, Work>(tbb::filter_mode::serial_in_order, take) &
            tbb::make_filter<Work, Work>(tbb::filter_mode::parallel, solve_one) &
            tbb::make_filter<Work, void>(options.in_input_order ? tbb::filter_mode::serial_in_order
                                                                : tbb::filter_mode::serial_out_of_order,
                                         give));
  });
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace sudoku::harness
