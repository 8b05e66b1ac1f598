#include "harness/mpi/mpi_batch.h"

#include <mpi.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <list>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "harness/core/run_input.h"
#include "harness/modes/pipeline_settings.h"
#include "harness/modes/recorded_run.h"
#include "harness/mpi/chunk_plan.h"
#include "harness/mpi/local_exchange.h"
#include "harness/mpi/wire.h"
#include "harness/report/progress.h"
#include "harness/report/run_recorder.h"
#include "harness/run/interrupt.h"
#include "harness/run/solve_pipeline.h"

// The protocol, all on MPI_COMM_WORLD, every message to or from rank 0:
//   worker -> 0   kAsk        (empty)  "send me lines"; one at a time, asked again before the
//                                      worker's queue runs dry, so it never waits on rank 0
//   0 -> worker   kLines      a chunk (wire::encode_lines), or
//                 kNoMore     (empty)  the input is done (or the run stops): no more chunks
//   worker -> 0   kOutcomes   finished lines (wire::encode_results), sent every few milliseconds
//   worker -> 0   kFinished   (empty)  after its last outcomes: the worker leaves the loop
// No rank blocks in a send (MPI_Isend, see Outgoing), so two ranks sending to each other cannot
// deadlock. Only each rank's main thread calls MPI (MPI_THREAD_FUNNELED); solving runs on a oneTBB pool
// in a second thread, fed through harness/mpi/local_exchange.h.

namespace sudoku::harness {
namespace {

enum Tag : int { kAsk = 1, kLines = 2, kNoMore = 3, kOutcomes = 4, kFinished = 5 };

using Clock = std::chrono::steady_clock;
// How long a rank's loop waits for its own pipeline before it looks at MPI again.
constexpr std::chrono::microseconds kPoll{1000};
// A worker sends what it finished at least this often (and at once when its work is done).
constexpr auto kSendEvery = std::chrono::milliseconds(5);
constexpr std::size_t kSendAtOutcomes = 1024;
// After an interrupt, how long rank 0 waits for the other ranks' last outcomes before it writes
// the summary without them (a rank that died never answers).
constexpr auto kInterruptGrace = std::chrono::seconds(2);

int world_rank() {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

int world_size() {
  int size = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  return size;
}

// Receives the message `status` announced (from MPI_Iprobe).
std::string receive(const MPI_Status& status) {
  int size = 0;
  MPI_Get_count(&status, MPI_BYTE, &size);
  std::string bytes(static_cast<std::size_t>(size), '\0');
  MPI_Recv(bytes.data(), size, MPI_BYTE, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  return bytes;
}

// Messages on their way: MPI keeps a send buffer's address until the send completes, so each
// stays here until MPI_Test says so. Neither side ever blocks in a send: a blocked MPI_Send of
// Open MPI spins a core until the other side receives, which on a busy rank 0 took a worker's
// loop a whole core.
class Outgoing {
 public:
  void send(std::string bytes, int to, Tag tag) {
    Pending& pending = pending_.emplace_back();
    pending.bytes = std::move(bytes);
    MPI_Isend(pending.bytes.data(), static_cast<int>(pending.bytes.size()), MPI_BYTE, to, tag, MPI_COMM_WORLD,
              &pending.request);
  }
  // Forgets the sends that completed; true when none is left.
  bool reap() {
    for (auto it = pending_.begin(); it != pending_.end();) {
      int done = 0;
      MPI_Test(&it->request, &done, MPI_STATUS_IGNORE);
      it = done ? pending_.erase(it) : std::next(it);
    }
    return pending_.empty();
  }

 private:
  struct Pending {
    MPI_Request request;
    std::string bytes;
  };
  std::list<Pending> pending_;  // a list: an element never moves
};

// Lines never started (an interrupt), added to `out` as cancelled outcomes so that rank 0 can
// count them.
void add_cancelled(std::vector<InputLine> lines, int rank, std::vector<PuzzleResult>& out) {
  for (InputLine& line : lines)
    out.push_back(unsolved_result(std::move(line), PuzzleResult::Kind::kCancelled, rank));
}

// This rank's own solving: the pipeline of one machine, on a thread of its own.
class LocalSolver {
 public:
  LocalSolver(const RunOptions& options, const std::atomic<bool>& cancel, int rank)
      : settings_(pipeline_settings(options)) {
    // Rank 0 orders the solutions; rows go out as they finish.
    const PipelinePlace place{.in_input_order = false, .rank = rank};
    thread_ = std::thread([this, &cancel, place] {
      run_solve_pipeline(queue, outbox, settings_, cancel, place);
      outbox.mark_finished();
    });
  }
  ~LocalSolver() {
    queue.close();
    thread_.join();
  }
  LineQueue queue;
  ResultOutbox outbox;

 private:
  const PipelineSettings settings_;
  std::thread thread_;
};

// ---- every rank but 0 ----------------------------------------------------------------------------

int run_worker(const RunOptions& options, int rank) {
  InterruptGuard interrupt;
  LocalSolver local(options, interrupt.flag(), rank);
  bool asked = false;         // a kAsk is waiting for its answer
  bool no_more = false;       // rank 0 said kNoMore
  bool stopped = false;       // interrupted: ask for nothing more
  std::size_t refill_at = 0;  // ask again when the queue holds this few lines
  std::vector<PuzzleResult> unsent;
  Outgoing outgoing;
  Clock::time_point last_send = Clock::now();
  for (;;) {
    if (interrupt.raised() && !stopped) {
      stopped = true;
      add_cancelled(local.queue.abandon(), rank, unsent);
    }
    if (!asked && !no_more && !stopped && local.queue.queued() <= refill_at) {
      outgoing.send({}, 0, kAsk);
      asked = true;
    }
    if (asked) {
      int arrived = 0;
      MPI_Status status;
      MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
      if (arrived) {
        const std::string bytes = receive(status);
        asked = false;
        if (status.MPI_TAG == kNoMore) {
          no_more = true;
          local.queue.close();
        } else {
          std::vector<InputLine> lines = wire::decode_lines(bytes);
          refill_at = lines.size() / 2;
          if (stopped) {
            add_cancelled(std::move(lines), rank, unsent);
          } else {
            local.queue.push(std::move(lines));
          }
        }
      }
    }
    for (PuzzleResult& outcome : local.outbox.drain(kPoll)) unsent.push_back(std::move(outcome));
    const bool finished = local.outbox.exhausted() && !asked;
    if (!unsent.empty() &&
        (finished || unsent.size() >= kSendAtOutcomes || Clock::now() - last_send >= kSendEvery)) {
      outgoing.send(wire::encode_results(unsent), 0, kOutcomes);
      unsent.clear();
      last_send = Clock::now();
    }
    outgoing.reap();
    if (finished && unsent.empty()) break;
  }
  outgoing.send({}, 0, kFinished);
  while (!outgoing.reap()) std::this_thread::sleep_for(kPoll);
  return interrupt.signal_number() != 0 ? 128 + interrupt.signal_number() : 0;
}

// ---- rank 0 -----------------------------------------------------------------------------------

class Coordinator {
 public:
  Coordinator(const RunOptions& options, int ranks, RunInput* input, RunRecorder* recorder,
              InterruptGuard& interrupt)
      : options_(options),
        ranks_(ranks),
        input_(input),
        recorder_(recorder),
        interrupt_(interrupt),
        plan_(ranks, options.threads,
              input != nullptr && options.chunk == 0 ? count_puzzle_lines(options.files) : 0, options.chunk) {
  }

  // Runs until every rank is done; false when rank 0 gave up waiting for a rank after an interrupt.
  bool run();
  std::uint64_t cancelled_elsewhere() const { return cancelled_elsewhere_; }

 private:
  std::vector<InputLine> next_chunk();
  void take(PuzzleResult outcome);
  void answer(const MPI_Status& status);

  const RunOptions& options_;
  const int ranks_;
  RunInput* input_;        // null: open_outputs failed, there is nothing to hand out
  RunRecorder* recorder_;  // null with input_
  InterruptGuard& interrupt_;
  ChunkPlan plan_;
  bool input_done_ = false;
  int finished_ = 0;  // ranks that sent kFinished
  std::uint64_t cancelled_elsewhere_ = 0;
  Outgoing outgoing_;
};

std::vector<InputLine> Coordinator::next_chunk() {
  std::vector<InputLine> lines;
  if (input_ == nullptr || input_done_ || interrupt_.raised()) return lines;
  const std::size_t size = plan_.next_size();
  InputLine line;
  while (lines.size() < size) {
    if (!input_->next(line)) {
      input_done_ = true;
      recorder_->skipped(input_->resumed_pending());
      break;
    }
    recorder_->skipped(line.resumed_before);
    if (line.item.kind == InputItem::Kind::kFileProblem) {  // recorded here: nothing to solve
      recorder_->record(unsolved_result(std::move(line), PuzzleResult::Kind::kFileProblem, 0));
      continue;
    }
    lines.push_back(std::move(line));
  }
  plan_.handed_out(lines.size());
  return lines;
}

void Coordinator::take(PuzzleResult outcome) {
  if (outcome.kind == PuzzleResult::Kind::kSolved) plan_.observe(outcome.solve_ns / 1e3);
  if (outcome.kind == PuzzleResult::Kind::kCancelled && outcome.rank != 0) ++cancelled_elsewhere_;
  recorder_->record(outcome);
}

void Coordinator::answer(const MPI_Status& status) {
  const std::string bytes = receive(status);
  switch (status.MPI_TAG) {
    case kAsk: {
      const std::vector<InputLine> lines = next_chunk();
      if (lines.empty()) {
        outgoing_.send({}, status.MPI_SOURCE, kNoMore);
      } else {
        outgoing_.send(wire::encode_lines(lines), status.MPI_SOURCE, kLines);
      }
      break;
    }
    case kOutcomes:
      for (PuzzleResult& outcome : wire::decode_results(bytes)) take(std::move(outcome));
      break;
    case kFinished: ++finished_; break;
    default: break;
  }
}

bool Coordinator::run() {
  std::optional<LocalSolver> local;
  if (input_ != nullptr) local.emplace(options_, interrupt_.flag(), 0);
  std::size_t refill_at = 0;
  bool stopped = false;
  std::optional<Clock::time_point> give_up_at;
  for (;;) {
    if (interrupt_.raised() && !stopped) {
      stopped = true;
      input_done_ = true;
      if (local) {
        std::vector<PuzzleResult> dropped;
        add_cancelled(local->queue.abandon(), 0, dropped);
        for (PuzzleResult& outcome : dropped) take(std::move(outcome));
      }
      give_up_at = Clock::now() + kInterruptGrace;
    }
    if (local && !local->queue.closed() && local->queue.queued() <= refill_at) {
      std::vector<InputLine> lines = next_chunk();
      if (lines.empty()) {
        local->queue.close();
      } else {
        refill_at = lines.size() / 2;
        local->queue.push(std::move(lines));
      }
    }
    for (;;) {
      int arrived = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
      if (!arrived) break;
      answer(status);
    }
    const bool sends_done = outgoing_.reap();
    const bool local_done = !local || local->outbox.exhausted();
    if (local) {
      for (PuzzleResult& outcome : local->outbox.drain(local_done ? std::chrono::microseconds(0) : kPoll)) {
        take(std::move(outcome));
      }
    } else {
      std::this_thread::sleep_for(kPoll);
    }
    if (local_done && finished_ == ranks_ - 1 && sends_done) return true;
    if (give_up_at && Clock::now() >= *give_up_at) return false;
  }
}

int run_coordinator(const RunOptions& options, int ranks) {
  RunFacts facts;
  // Rank 0's machine: the others may be elsewhere, and no busy warning speaks for them.
  facts.machine = read_machine_info();
  facts.ranks = ranks;
  bool all_ranks_done = true;
  const auto solve = [&](RecordedRun& run) {
    Coordinator coordinator(options, ranks, &run.input, &run.recorder, run.interrupt);
    const auto start = Clock::now();
    all_ranks_done = coordinator.run();
    run.facts.wall_s = std::chrono::duration<double>(Clock::now() - start).count();
    run.facts.machine.load_end = read_load_average();
    if (!all_ranks_done) {
      std::fprintf(stderr,
                   "sudoku-bench: a rank did not answer within %lld s of the interrupt; the summary "
                   "leaves out what it was solving (--resume finishes the run)\n",
                   static_cast<long long>(kInterruptGrace.count()));
    } else if (coordinator.cancelled_elsewhere() > 0 && !run.interrupt.raised()) {
      std::fprintf(stderr,
                   "sudoku-bench: %llu puzzles were cancelled by an interrupt on other ranks and not "
                   "recorded (--resume finishes the run)\n",
                   static_cast<unsigned long long>(coordinator.cancelled_elsewhere()));
    }
  };
  const auto tell_ranks_to_stop = [&] {
    InterruptGuard interrupt;
    Coordinator(options, ranks, nullptr, nullptr, interrupt).run();  // every rank is told kNoMore
  };
  const int status = recorded_run(options, std::move(facts), solve, tell_ranks_to_stop);
  if (!all_ranks_done) {
    std::fflush(nullptr);
    std::_Exit(status);  // MPI_Finalize would wait for the rank that is gone
  }
  return status;
}

}  // namespace

int run_mpi_batch(const RunOptions& options) {
  int provided = 0;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  const int rank = world_rank();
  const int ranks = world_size();
  int status = 0;
  if (provided < MPI_THREAD_FUNNELED) {
    if (rank == 0)
      std::fprintf(stderr, "sudoku-bench: this MPI library offers no thread support; cannot run\n");
    status = 1;
  } else if (ranks == 1) {
    status = run_batch(options);
  } else {
    status = rank == 0 ? run_coordinator(options, ranks) : run_worker(options, rank);
  }
  MPI_Finalize();
  return status;
}

}  // namespace sudoku::harness
