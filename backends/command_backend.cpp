#include "backends/command_backend.h"

#include <chrono>
#include <cstdio>
#include <optional>

#include "backends/answer_line.h"
#include "backends/program_backend.h"
#include "backends/stream_worker.h"
#include "solver/puzzle_io.h"

namespace sudoku::backends {
namespace {

class CommandBackend final : public ProgramBackend {
 public:
  using ProgramBackend::ProgramBackend;
  Placement placement(const SolveLimits&) const override { return Placement::kWorker; }

 protected:
  BackendResult solve_unchecked(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                std::uint64_t seed) override;

 private:
  BackendResult failed(BackendStatus status, std::string message, bool kill_at_once);
  BackendResult answer_of(const Geometry& geo, const std::string& line);
  BackendResult worker_closed();
  void note_silence(std::chrono::steady_clock::time_point sent);
  std::optional<std::chrono::nanoseconds> cpu_clock() override;
  std::chrono::nanoseconds cpu_clock_cost() override { return std::chrono::nanoseconds(0); }
  void end_worker(bool at_once, std::string* ended);

  std::optional<StreamWorker> worker_;  // started by the first puzzle, and again after a failure
  bool silence_noted_ = false;
  std::chrono::nanoseconds ended_workers_cpu_{0};  // the CPU time of the workers that have ended
};

// How long a new worker may stay silent on its first puzzle before the run says why it may be.
constexpr std::chrono::seconds kSilenceNote{5};

// Ends the worker and keeps what it measured: its CPU time joins the ended workers'.
void CommandBackend::end_worker(bool at_once, std::string* ended) {
  *ended = worker_->end(at_once);
  ended_workers_cpu_ += worker_->cpu_time().value_or(std::chrono::nanoseconds(0));
}

// The CPU time of every worker this backend has run, ended or living: read before and after a
// puzzle, the difference is that puzzle's, a fresh worker's start included.
std::optional<std::chrono::nanoseconds> CommandBackend::cpu_clock() {
  if (!worker_) return ended_workers_cpu_;
  const auto living = worker_->cpu_time();
  if (!living) return std::nullopt;
  return ended_workers_cpu_ + *living;
}

// Ends the worker (the next puzzle starts another) and records why, with its peak memory.
BackendResult CommandBackend::failed(BackendStatus status, std::string message, bool kill_at_once) {
  std::string ended;
  end_worker(kill_at_once, &ended);
  BackendResult result;
  result.peak_memory_kb = worker_->peak_memory_kb();
  result.status = status;
  result.message = std::move(message);
  if (status == BackendStatus::kCrashed) result.message += " (" + ended + ")";
  record_limit_hit(worker_->limit_hit(), limits_, result);
  worker_.reset();
  return result;
}

// The worker closed its output without an answer: crashed when a signal ended it, else wrong.
BackendResult CommandBackend::worker_closed() {
  std::string ended;
  end_worker(/*at_once=*/false, &ended);
  BackendResult result;
  result.peak_memory_kb = worker_->peak_memory_kb();
  const bool signalled = ended.starts_with("signal");
  result.status = signalled ? BackendStatus::kCrashed : BackendStatus::kWrong;
  result.message =
      signalled ? "the worker died: " + ended : "no answer line (the worker ended with " + ended + ")";
  record_limit_hit(worker_->limit_hit(), limits_, result);
  worker_.reset();
  return result;
}

// A worker that has written nothing for seconds after its first puzzle most likely holds its answers
// in a buffer it never flushes (C's stdio and most runtimes buffer a pipe in blocks): the run says
// so once, on stderr, instead of waiting without a word.
void CommandBackend::note_silence(std::chrono::steady_clock::time_point sent) {
  if (silence_noted_ || worker_->heard_from() || std::chrono::steady_clock::now() - sent < kSilenceNote)
    return;
  silence_noted_ = true;
  std::fprintf(
      stderr,
      "sudoku-bench: cmd:%s has written nothing in %lld s since it was given a puzzle: a stream solver "
      "must flush each answer line (Python: print(..., flush=True); C: fflush(stdout)); "
      "still waiting (--timeout bounds each puzzle)\n",
      command_.c_str(), static_cast<long long>(kSilenceNote.count()));
}

// An empty line: no solution. Otherwise a full grid of the puzzle's size, else garbage.
BackendResult CommandBackend::answer_of(const Geometry& geo, const std::string& line) {
  BackendResult result;
  if (auto garbage = read_answer_line(geo, line, result)) {
    return failed(BackendStatus::kWrong, *garbage, /*kill_at_once=*/true);
  }
  return result;
}

BackendResult CommandBackend::solve_unchecked(const Geometry& geo, const Puzzle& puzzle,
                                              const SolveLimits& limits, std::uint64_t) {
  if (limits.solution_limit > 1) {
    BackendResult refused;
    refused.status = BackendStatus::kRefused;
    refused.message = "an external program answers one solution: it cannot count";
    return refused;
  }
  if (!worker_) worker_.emplace(command_, limits_);
  if (!worker_->send_line(format_grid(puzzle.cells, puzzle.form))) {
    return failed(BackendStatus::kCrashed, "the worker stopped reading", false);
  }
  std::string line;
  const auto sent = std::chrono::steady_clock::now();
  const auto stop = [&] {
    note_silence(sent);
    return limits.stop_due() || worker_->over_limit();
  };
  switch (worker_->read_line(line, stop)) {
    case StreamWorker::Read::kLine: {
      BackendResult result = answer_of(geo, line);
      if (worker_) result.peak_memory_kb = worker_->peak_memory_kb();  // still running
      return result;
    }
    case StreamWorker::Read::kStopped: return failed(stop_status(limits), "", /*kill_at_once=*/true);
    case StreamWorker::Read::kClosed: break;
  }
  return worker_closed();
}

}  // namespace

std::unique_ptr<Backend> make_command_backend(const std::string& command, const WorkerLimits& limits) {
  return std::make_unique<CommandBackend>(command, limits);
}

}  // namespace sudoku::backends
