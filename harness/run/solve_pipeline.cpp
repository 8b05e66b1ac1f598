#include "harness/run/solve_pipeline.h"

#include <oneapi/tbb/enumerable_thread_specific.h>
#include <oneapi/tbb/parallel_pipeline.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <memory>
#include <vector>

#include "harness/run/backend_row.h"
#include "harness/run/geometry_cache.h"
#include "harness/run/portfolio.h"
#include "harness/run/puzzle_job.h"
#include "harness/run/seq_order.h"
#include "harness/run/solver_race.h"
#include "harness/run/solver_threads.h"

namespace sudoku::harness {
namespace {

// Enough lines in flight that a slow one does not starve the other threads while the in-order
// give stage waits for it; few enough that memory stays small.
constexpr int kTokensPerThread = 4;

struct Work {
  Job job;
  std::uint64_t seq = 0;
  std::uint64_t resumed_before = 0;
  std::uint64_t solvers_done = 0;  // --resume: bit i, solver i's row is in the CSV already
  // A row per solver still to run, in --solver's order: filled by the solve stage; by the take
  // stage for a file problem (one, whatever the solvers).
  std::vector<PuzzleResult> results;
  bool file_problem = false;
};

// The median of a puzzle's times over --rounds (the mean of the middle two for an even count).
std::int64_t median_ns(std::vector<std::int64_t> times) {
  std::sort(times.begin(), times.end());
  const std::size_t mid = times.size() / 2;
  return times.size() % 2 == 1 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
}

// The row's figures from its timed rounds: median wall and CPU time (CPU only where every round
// knew it), the fastest and slowest round, the largest peak memory.
void summarise_rounds(const std::vector<RoundSample>& rounds, PuzzleResult& row) {
  std::vector<std::int64_t> wall, cpu;
  row.peak_rss_kib.reset();
  for (const RoundSample& round : rounds) {
    wall.push_back(round.solve_ns);
    if (round.cpu_ns) cpu.push_back(*round.cpu_ns);
    if (round.peak_rss_kib) row.peak_rss_kib = std::max(row.peak_rss_kib.value_or(0), *round.peak_rss_kib);
  }
  row.rounds = static_cast<int>(rounds.size());
  row.solve_ns = median_ns(wall);
  row.solve_ns_min = *std::min_element(wall.begin(), wall.end());
  row.solve_ns_max = *std::max_element(wall.begin(), wall.end());
  row.cpu_ns = cpu.size() == wall.size() ? std::optional(median_ns(cpu)) : std::nullopt;
}

// The three stages and the tail's races (see the header).
class Pipeline {
 public:
  Pipeline(LineSource& source, const PipelineSettings& settings, const std::atomic<bool>& cancel,
           PipelinePlace place)
      : source_(source),
        settings_(settings),
        cancel_(cancel),
        place_(place),
        base_config_(with_cancel(settings.config, &cancel)) {}

  Work take(tbb::flow_control& control);
  Work solve_one(Work work);

 private:
  using Clock = std::chrono::steady_clock;
  PuzzleResult solve_puzzle(const Job& job, const SolverConfig& config, Clock::time_point started,
                            int repeats);
  PuzzleResult solve_line(const Job& job, int repeats);
  std::vector<PuzzleResult> solve_by_each(const Work& work);
  std::vector<PuzzleResult> unsolved_rows(const Work& work, PuzzleResult::Kind kind) const;
  PuzzleResult solve_with(std::size_t solver, const Job& job, int repeats);
  int calibrated_repeats(std::size_t solver, const Job& job, std::int64_t solve_ns);
  PuzzleResult solve_foreign(std::size_t solver, const Job& job);
  PuzzleResult solve_foreign_repeated(std::size_t solver, const Job& job, int repeats);
  PuzzleResult solve_race(std::size_t solver, const Job& job);
  bool wanted(const Work& work, std::size_t solver) const { return (work.solvers_done >> solver & 1) == 0; }
  void help_the_tail();
  bool cancelled() const { return cancel_.load(std::memory_order_relaxed); }

  LineSource& source_;
  const PipelineSettings& settings_;
  const std::atomic<bool>& cancel_;
  const PipelinePlace place_;
  const SolverConfig base_config_;
  GeometryCache geometries_;  // take stage only
  // Each thread's own instances of the backends other than native, made when first needed
  // (indexed like settings.solvers): an instance serves one thread, one puzzle at a time.
  tbb::enumerable_thread_specific<std::vector<std::unique_ptr<backends::Backend>>> backends_;
  // The same for the members of each race of solvers (--portfolio=A,B), indexed like settings.solvers.
  tbb::enumerable_thread_specific<std::vector<std::vector<std::unique_ptr<backends::Backend>>>>
      race_backends_;
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
  work.solvers_done = line.solvers_done;
  if (line.item.kind == InputItem::Kind::kFileProblem) {
    work.file_problem = true;
    work.results.push_back(unsolved_result(std::move(line), PuzzleResult::Kind::kFileProblem, place_.rank));
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
    work.results = unsolved_rows(work, PuzzleResult::Kind::kInvalidLine);
  } else if (cancelled()) {
    work.results = unsolved_rows(work, PuzzleResult::Kind::kCancelled);
  } else {
    work.results = solve_by_each(work);
  }
  for (PuzzleResult& result : work.results) {
    result.seq = work.seq;
    result.rank = place_.rank;
  }
  help_the_tail();
  return work;
}

// A row for each solver still wanted, where nothing was solved: a line that is no puzzle, or one
// cancelled before it started. The first of them gives the line's (empty) answer.
std::vector<PuzzleResult> Pipeline::unsolved_rows(const Work& work, PuzzleResult::Kind kind) const {
  std::vector<PuzzleResult> rows;
  for (std::size_t i = 0; i < settings_.solvers.size(); ++i) {
    if (!wanted(work, i)) continue;
    PuzzleResult& r = rows.emplace_back(job_result(work.job));
    if (kind == PuzzleResult::Kind::kCancelled) r.kind = kind;
    r.solver = settings_.solvers[i].name;
    r.gives_answer = rows.size() == 1;
  }
  return rows;
}

// Solves of a puzzle to time together so that a round lasts --min-round-us, from one solve's
// time: as Google Benchmark and tdoku's benchmark time a fast function over many calls.
int repeats_for(std::int64_t solve_ns, std::int64_t min_round_ns) {
  constexpr std::int64_t kMaxRepeats = 10000;
  if (min_round_ns <= 0 || solve_ns >= min_round_ns) return 1;
  return static_cast<int>(std::min(kMaxRepeats, (min_round_ns + std::max<std::int64_t>(solve_ns, 1) - 1) /
                                                    std::max<std::int64_t>(solve_ns, 1)));
}

// Every wanted solver on the puzzle, the untimed rounds (--warmup) then --rounds timed ones, back
// to back: each round starts at another solver (rotated by the seed, the line and the round), so
// that a busy spell of the machine falls on all of them alike. The last untimed round of native
// sets its repeats (--min-round-us). A row keeps its first timed round's answer and counters (a
// later round's that failed its check instead) and the rounds' figures.
std::vector<PuzzleResult> Pipeline::solve_by_each(const Work& work) {
  const std::size_t n = settings_.solvers.size();
  const int untimed = settings_.untimed_rounds;
  std::vector<PuzzleResult> first(n);
  std::vector<std::vector<RoundSample>> times(n);
  std::vector<int> repeats(n, 1);
  bool stopped = false;
  for (int round = -untimed; round < settings_.rounds && !stopped; ++round) {
    const auto turn = static_cast<std::uint64_t>(round + untimed);
    const std::size_t start = (settings_.solve.seed + work.seq + turn) % n;
    for (std::size_t k = 0; k < n && !stopped; ++k) {
      const std::size_t i = (start + k) % n;
      if (!wanted(work, i)) continue;
      PuzzleResult r = solve_with(i, work.job, repeats[i]);
      stopped = r.kind == PuzzleResult::Kind::kCancelled || cancelled();
      // An untimed round: checked like every answer (Backend::solve), but neither timed nor kept.
      if (round < 0 && !stopped) {
        if (round == -1) repeats[i] = calibrated_repeats(i, work.job, r.solve_ns);
        continue;
      }
      times[i].push_back({r.solve_ns, r.cpu_ns, r.peak_rss_kib, r.repeats});
      // Every round's answer is checked: a later one that fails the check (or errs) is the row.
      const bool failed = r.result.failed() && !first[i].result.failed();
      if (times[i].size() == 1 || r.kind == PuzzleResult::Kind::kCancelled || failed) first[i] = std::move(r);
    }
  }
  std::vector<PuzzleResult> rows;
  for (std::size_t i = 0; i < n; ++i) {
    if (!wanted(work, i)) continue;
    PuzzleResult& r = rows.emplace_back(std::move(first[i]));
    // A solver the interrupt kept from its rounds measured nothing: not recorded (--resume runs it).
    if (times[i].size() < static_cast<std::size_t>(settings_.rounds)) r.kind = PuzzleResult::Kind::kCancelled;
    if (!times[i].empty()) summarise_rounds(times[i], r);
    if (settings_.keeps_samples) r.samples = std::move(times[i]);
    r.solver = settings_.solvers[i].name;
    r.gives_answer = rows.size() == 1;
  }
  return rows;
}

// The repeats of solver i on the puzzle from an untimed solve's time. A fast solve is timed once
// more, warm (the first of a line finds the caches cold), and the faster of the two decides.
int Pipeline::calibrated_repeats(std::size_t solver, const Job& job, std::int64_t solve_ns) {
  const std::int64_t min_round_ns = settings_.min_round_ns;
  if (settings_.solvers[solver].race() || repeats_for(solve_ns, min_round_ns) == 1) return 1;
  const PuzzleResult again = solve_with(solver, job, 1);
  return repeats_for(std::min(solve_ns, again.solve_ns), min_round_ns);
}

// Every solver but a race repeats a fast solve within a round, so that each finds its caches as
// warm as the others do: native inside one reading of the clocks (run_job), another solver solve by
// solve through its backend, which times each itself.
PuzzleResult Pipeline::solve_with(std::size_t solver, const Job& job, int repeats) {
  if (settings_.solvers[solver].native()) return solve_line(job, repeats);
  if (settings_.solvers[solver].race()) return solve_race(solver, job);
  return solve_foreign_repeated(solver, job, repeats);
}

// Another solver's round: `repeats` solves, their mean times; one that ends otherwise than the
// first (a timeout, a wrong answer) ends the round and is the result.
PuzzleResult Pipeline::solve_foreign_repeated(std::size_t solver, const Job& job, int repeats) {
  PuzzleResult r = solve_foreign(solver, job);
  std::int64_t solve_ns = r.solve_ns;
  std::optional<std::int64_t> cpu_ns = r.cpu_ns;
  int solves = 1;
  while (solves < repeats && r.kind != PuzzleResult::Kind::kCancelled) {
    PuzzleResult again = solve_foreign(solver, job);
    ++solves;
    solve_ns += again.solve_ns;
    cpu_ns = cpu_ns && again.cpu_ns ? std::optional(*cpu_ns + *again.cpu_ns) : std::nullopt;
    if (again.result.status != r.result.status || again.kind != r.kind) {
      r = std::move(again);
      break;
    }
  }
  r.repeats = solves;
  r.solve_ns = solve_ns / solves;
  r.cpu_ns = cpu_ns ? std::optional(*cpu_ns / solves) : std::nullopt;
  return r;
}

// --portfolio=A,B: the solvers race on the puzzle, with this thread's instances of the members.
PuzzleResult Pipeline::solve_race(std::size_t solver, const Job& job) {
  auto& mine = race_backends_.local();
  if (mine.empty()) mine.resize(settings_.solvers.size());
  return solve_and_rate(job, base_config_, settings_.solve, [&](const Job& j, const SolverConfig& config) {
    return race_solvers(j, settings_.solvers[solver], mine[solver], config, settings_.solve);
  });
}

// A backend other than native, through Backend::solve, which checks every answer.
PuzzleResult Pipeline::solve_foreign(std::size_t solver, const Job& job) {
  auto& mine = backends_.local();
  if (mine.empty()) mine.resize(settings_.solvers.size());
  const backends::SolveLimits limits =
      foreign_limits(base_config_, settings_.solve, &cancel_, settings_.measures_cpu);
  return harness::solve_foreign(mine[solver], settings_.solvers[solver], job, base_config_, limits,
                                settings_.solve.seed);
}

PuzzleResult Pipeline::solve_line(const Job& job, int repeats) {
  SolverConfig config = base_config_;
  const auto started = start_clock(config, settings_.solve);
  PuzzleResult r = solve_and_rate(job, config, settings_.solve, [&](const Job& j, const SolverConfig& c) {
    return solve_puzzle(j, c, started, repeats);
  });
  // A stop with time still left on the clock was the interrupt, not the puzzle's own timeout. A
  // count it cut short after the first solution is no measurement either: left out like the
  // rest, so that --resume counts that puzzle again.
  const BackendResult& result = r.result;
  const bool stopped =
      result.stopped() || (result.status == BackendStatus::kSolved && !result.count_complete);
  const bool timed_out = config.deadline && std::chrono::steady_clock::now() >= *config.deadline;
  if (stopped && cancelled() && !timed_out) r.kind = PuzzleResult::Kind::kCancelled;
  return r;
}

// Member 0 of a race the board shows, or a plain solve where there is no race to have.
PuzzleResult Pipeline::solve_puzzle(const Job& job, const SolverConfig& config, Clock::time_point started,
                                    int repeats) {
  if (settings_.portfolio <= 1 || !seed_steers_search(*job.geometry, config))
    return run_job(job, config, started, settings_.measures_cpu, repeats);
  auto race =
      std::make_shared<Race>(job, config, settings_.portfolio, settings_.solve.share_clauses, started);
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
  if (settings_.portfolio <= 1) return;
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

double run_solve_pipeline(LineSource& source, ResultSink& sink, const PipelineSettings& settings,
                          const std::atomic<bool>& cancel, PipelinePlace place) {
  Pipeline pipeline(source, settings, cancel, place);
  SolverThreads threads(settings.threads, settings.pin_cpus);
  const auto take = [&](tbb::flow_control& control) { return pipeline.take(control); };
  const auto solve_one = [&](Work work) {
    threads.pin_current_thread();
    return pipeline.solve_one(std::move(work));
  };
  const auto deliver = [&](Work work) {
    for (PuzzleResult& result : work.results) {
      sink.take(std::move(result), work.resumed_before);
      work.resumed_before = 0;
    }
  };
  // The give stage takes lines in the order they were taken, which the source may have chosen
  // (harness/run/big_first.h); one machine still records them in input order.
  SeqOrder<Work> in_order;
  const auto give = [&](Work work) {
    if (!place.in_input_order) return deliver(std::move(work));
    const std::uint64_t seq = work.seq;
    in_order.put(seq, std::move(work), deliver);
  };
  const tbb::filter_mode give_mode =
      place.in_input_order ? tbb::filter_mode::serial_in_order : tbb::filter_mode::serial_out_of_order;
  const auto start = std::chrono::steady_clock::now();
  threads.run([&] {
    tbb::parallel_pipeline(static_cast<std::size_t>(kTokensPerThread * settings.threads),
                           tbb::make_filter<void, Work>(tbb::filter_mode::serial_in_order, take) &
                               tbb::make_filter<Work, Work>(tbb::filter_mode::parallel, solve_one) &
                               tbb::make_filter<Work, void>(give_mode, give));
  });
  in_order.flush(deliver);  // lines after one an interrupt kept from being taken
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace sudoku::harness
