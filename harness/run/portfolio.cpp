#include "harness/run/portfolio.h"

#include <oneapi/tbb/task_group.h>

#include <algorithm>
#include <chrono>

namespace sudoku::harness {
namespace {

// An answer ends the race; a stop (the deadline, an interrupt, the race itself) does not.
bool answered(const BackendResult& result) { return !result.stopped(); }

}  // namespace

Race::Race(const Job& job, const SolverConfig& config, int max_members, bool share_clauses,
           std::chrono::steady_clock::time_point started)
    : job_(job),
      config_(config),
      max_(std::max(max_members, 1)),
      started_(started),
      share_clauses_(share_clauses) {}

bool Race::open() const { return !over_.load(std::memory_order_relaxed) && next_.load() < max_; }

bool Race::run_member() {
  if (over_.load()) return false;
  const int k = next_.fetch_add(1);
  if (k >= max_) return false;
  run(k);
  return true;
}

void Race::run(int k) {
  SolverConfig mine = config_;
  mine.seed = config_.seed + static_cast<std::uint64_t>(k);
  mine.race_over = &over_;
  if (share_clauses_) {
    mine.exchange = &exchange_;
    mine.member = k;
  }
  PuzzleResult record = k == 0 ? run_job(job_, mine, started_) : run_job(job_, mine);
  std::lock_guard lock(mutex_);
  const bool wins = answered(record.result) && winner_ < 0;
  if (wins) {
    winner_ = k;
    over_.store(true);
  }
  if (k == 0) {
    first_ = std::move(record);
  } else if (wins) {
    won_ = std::move(record);
  }
}

PuzzleResult Race::result() {
  std::lock_guard lock(mutex_);
  PuzzleResult out;
  if (winner_ <= 0) {  // member 0 won, or nobody did
    out = std::move(first_);
  } else {
    out = std::move(won_);
    out.solve_ns = first_.solve_ns;  // the puzzle's wall time: member 0 stopped just after
    out.winner = winner_;
  }
  out.portfolio = members();
  // Its members' threads all burnt CPU for it: one thread's clock would tell a part as the whole.
  if (members() > 1) out.cpu_ns.reset();
  return out;
}

PuzzleResult run_portfolio(const Job& job, const SolverConfig& config, int members, bool share_clauses,
                           std::chrono::steady_clock::time_point started) {
  if (members <= 1 || !seed_steers_search(*job.geometry, config)) return run_job(job, config, started);
  Race race(job, config, members, share_clauses, started);
  tbb::task_group helpers;
  for (int k = 1; k < members; ++k) helpers.run([&race] { race.run_member(); });
  race.run_owner();  // on the calling thread, rather than wait idle
  helpers.wait();
  return race.result();
}

void RaceBoard::add(const std::shared_ptr<Race>& race) {
  std::lock_guard lock(mutex_);
  races_.push_back(race);
}

void RaceBoard::remove(const Race* race) {
  std::lock_guard lock(mutex_);
  races_.erase(std::remove_if(races_.begin(), races_.end(), [&](const auto& r) { return r.get() == race; }),
               races_.end());
}

std::shared_ptr<Race> RaceBoard::most_in_need() const {
  std::lock_guard lock(mutex_);
  std::shared_ptr<Race> best;
  for (const auto& race : races_) {
    if (race->open() && (!best || race->members() < best->members())) best = race;
  }
  return best;
}

}  // namespace sudoku::harness
