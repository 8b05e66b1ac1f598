#include "harness/run/solver_race.h"

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "harness/run/backend_row.h"

namespace sudoku::harness {
namespace {

using Clock = std::chrono::steady_clock;

// How often the race's owner looks at the run's cancel flag while the members run.
constexpr auto kCancelPoll = std::chrono::milliseconds(5);

// A checked answer that settles the puzzle: a solution, a proof of none, or clashing givens.
bool definite(const PuzzleResult& r) {
  const BackendStatus s = r.result.status;
  return r.kind == PuzzleResult::Kind::kSolved &&
         (s == BackendStatus::kSolved || s == BackendStatus::kUnsolvable || s == BackendStatus::kInvalid);
}

class SolverRace {
 public:
  SolverRace(const Job& job, const SolverChoice& race,
             std::vector<std::unique_ptr<backends::Backend>>& instances, const SolverConfig& base,
             const SolveOptions& options)
      : job_(job),
        race_(race),
        instances_(instances),
        base_(base),
        options_(options),
        results_(race.members.size()) {
    instances_.resize(race.members.size());
  }

  PuzzleResult run();

 private:
  PuzzleResult run_member(std::size_t i, const SolverConfig& native, const backends::SolveLimits& limits,
                          Clock::time_point started);
  PuzzleResult failed(std::size_t i, const std::string& why) const;
  void finish(std::size_t i, PuzzleResult r);
  void wait_for_members();
  PuzzleResult pick(const SolverConfig& native) const;

  const Job& job_;
  const SolverChoice& race_;
  std::vector<std::unique_ptr<backends::Backend>>& instances_;
  const SolverConfig& base_;
  const SolveOptions& options_;
  std::atomic<bool> over_{false};  // raised by the winner, or by the run's interrupt
  std::mutex mutex_;
  std::condition_variable member_done_;
  std::size_t finished_ = 0;
  std::optional<std::size_t> winner_;
  std::vector<PuzzleResult> results_;
};

PuzzleResult SolverRace::run() {
  SolverConfig native = base_;
  native.race_over = &over_;
  const Clock::time_point started = start_clock(native, options_);
  const backends::SolveLimits limits{native.deadline, &over_, native.solution_limit};
  std::vector<std::thread> members;
  for (std::size_t i = 0; i < race_.members.size(); ++i) {
    members.emplace_back([&, i] {
      PuzzleResult r;
      try {
        r = run_member(i, native, limits, started);
      } catch (const std::exception& e) {
        r = failed(i, std::string("solver failed: ") + e.what());
      }
      finish(i, std::move(r));
    });
  }
  wait_for_members();
  for (std::thread& member : members) member.join();
  return pick(native);
}

PuzzleResult SolverRace::run_member(std::size_t i, const SolverConfig& native,
                                    const backends::SolveLimits& limits, Clock::time_point started) {
  const SolverChoice& member = race_.members[i];
  if (member.native()) return run_job(job_, native, started);
  return solve_foreign(instances_[i], member, job_, base_, limits, options_.seed);
}

PuzzleResult SolverRace::failed(std::size_t i, const std::string& why) const {
  PuzzleResult r = job_result(job_);
  r.solver = race_.members[i].name;
  r.result.status = BackendStatus::kError;
  r.result.message = why;
  return r;
}

void SolverRace::finish(std::size_t i, PuzzleResult r) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!winner_ && definite(r)) {
    winner_ = i;
    over_.store(true);
  }
  results_[i] = std::move(r);
  ++finished_;
  member_done_.notify_one();
}

// The run's interrupt reaches the members through the race's flag, which is the one a foreign
// backend can watch.
void SolverRace::wait_for_members() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (finished_ < results_.size()) {
    if (base_.cancel != nullptr && base_.cancel->load(std::memory_order_relaxed)) over_.store(true);
    member_done_.wait_for(lock, kCancelPoll);
  }
}

PuzzleResult SolverRace::pick(const SolverConfig& native) const {
  std::size_t w = 0;
  if (winner_) {
    w = *winner_;
  } else {
    // No member settled it: the first failure that says something, else the first member's stop.
    for (std::size_t i = 0; i < results_.size(); ++i) {
      if (results_[i].result.failed()) {
        w = i;
        break;
      }
    }
  }
  PuzzleResult r = results_[w];
  r.solver = race_.name;
  r.portfolio = static_cast<int>(results_.size());
  r.winner = static_cast<int>(w);
  r.winner_solver = race_.members[w].name;
  r.cpu_ns.reset();  // the losers burnt CPU too, on threads of their own: the winner's is a part
  const bool timed_out = native.deadline && Clock::now() >= *native.deadline;
  const bool interrupted = base_.cancel != nullptr && base_.cancel->load();
  if (!winner_ && interrupted && !timed_out) r.kind = PuzzleResult::Kind::kCancelled;
  return r;
}

}  // namespace

PuzzleResult race_solvers(const Job& job, const SolverChoice& race,
                          std::vector<std::unique_ptr<backends::Backend>>& instances,
                          const SolverConfig& base, const SolveOptions& options) {
  return SolverRace(job, race, instances, base, options).run();
}

}  // namespace sudoku::harness
