#pragma once
// One external worker process: COMMAND under /bin/sh -c in a process group of its own, with
// PYTHONUNBUFFERED=1 in its environment unless set, its stdin and stdout connected to this process
// by sockets (a write to a dead worker fails with EPIPE instead of raising SIGPIPE in the whole
// program). Its peak memory is known while it lives (/proc/PID/status VmHWM) and after it ends
// (wait4's rusage ru_maxrss, which also covers the children it reaped). Its memory and processes
// are limited (worker_limits.h) by control groups of its own where they can be made, else its
// memory by an address-space limit (RLIMIT_AS, set in the child before exec).

#include <sys/types.h>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "backends/worker_limits.h"

namespace sudoku::backends {

class WorkerCgroup;

class StreamWorker {
 public:
  // Throws std::runtime_error when it cannot start.
  explicit StreamWorker(const std::string& command, const WorkerLimits& limits = {});
  ~StreamWorker();
  StreamWorker(const StreamWorker&) = delete;
  StreamWorker& operator=(const StreamWorker&) = delete;

  // Writes the line and a newline; false when the worker no longer reads.
  bool send_line(const std::string& line);
  // Closes the worker's stdin: a program that reads it sees its end (the file protocol sends nothing).
  void close_input();

  enum class Read { kLine, kClosed, kStopped };
  // Reads up to the next newline (dropped) into `line`, waiting until `stop` says to give up
  // (asked every 20 ms): kClosed when the worker closed its stdout first.
  template <typename Stop>
  Read read_line(std::string& line, Stop&& stop) {
    for (;;) {
      if (take_line(line)) return Read::kLine;
      if (stop()) return Read::kStopped;
      if (!fill(20)) return Read::kClosed;
    }
  }

  // Closes both pipes (a worker reading its input sees it end), then kills the process group and
  // reaps the worker: "signal N (SIGNAME)", "exit status N". Unless `at_once`, a worker gets 100 ms
  // to exit by itself first, so that a crash reports its own signal.
  std::string end(bool at_once);

  // Peak resident memory in KiB: VmHWM while the worker lives (read at most every 100 ms, so a
  // living worker's figure may lag that much), ru_maxrss once end() reaped it; empty when neither
  // can be read.
  std::optional<std::uint64_t> peak_memory_kb();

  // CPU time (user + system) the worker and its processes have used: living, their own clocks;
  // once end() reaped it, wait4's usage (which covers the children it reaped).
  std::optional<std::chrono::nanoseconds> cpu_time() const;

  // Whether the worker has written anything at all: a worker that has not, long after its first
  // puzzle, is likely holding its answers in an unflushed buffer.
  bool heard_from() const { return heard_; }

  // The worker's process id (-1 once ended).
  pid_t pid() const { return pid_; }

  // For a read's stop: whether the worker's groups say it ran into a limit, read at most every
  // 100 ms (a worker that answers sooner costs nothing). A forker whose forks fail may never end
  // by itself, and a child the OOM killer took may leave its parent waiting.
  bool over_limit();
  // Once end() returned: the limit the worker ran into, if any. Without a memory group, a worker
  // that ended by itself (not killed here) with a peak of half its memory limit or more is taken
  // to have run out: under RLIMIT_AS an allocation fails before the resident memory reaches it.
  LimitHit limit_hit() const { return hit_; }
  const WorkerLimits& limits() const { return limits_; }

 private:
  bool take_line(std::string& line);
  bool fill(int timeout_ms);    // false on end of file or error
  std::string reap(bool wait);  // wait4 on the worker: its exit, or empty when it still runs
  void release_limits(bool ended_by_itself, const std::string& how);  // after the reap

  pid_t pid_ = -1;
  int to_worker_ = -1;
  int from_worker_ = -1;
  std::string buffer_;
  bool closed_ = false;
  bool heard_ = false;
  std::optional<std::uint64_t> reaped_peak_kb_;         // ru_maxrss, once reaped
  std::optional<std::chrono::nanoseconds> reaped_cpu_;  // ru_utime + ru_stime, once reaped
  std::optional<std::uint64_t> living_peak_kb_;         // the last VmHWM read
  std::chrono::steady_clock::time_point peak_read_at_{};
  WorkerLimits limits_;
  std::unique_ptr<WorkerCgroup> cgroup_;  // null where no group could be made
  LimitHit hit_ = LimitHit::kNone;
  std::chrono::steady_clock::time_point limit_read_at_;
};

}  // namespace sudoku::backends
