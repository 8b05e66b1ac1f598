#pragma once
// One worker's control groups (Linux cgroups, v1 or v2): a memory group whose limit the kernel
// holds by killing the worker's processes (its OOM killer, counted in the group's events), and a
// pids group that refuses a fork past the process limit. Each is made under this process's own
// group, the worker joins them before exec, and they are emptied (SIGKILL) and removed with this
// object. Where a group cannot be made (no cgroup file system, no permission, a v2 controller not
// delegated), that limit has none and StreamWorker falls back (worker_limits.h).

#include <optional>
#include <string>
#include <vector>

#include "backends/worker_limits.h"

namespace sudoku::backends {

class WorkerCgroup {
 public:
  explicit WorkerCgroup(const WorkerLimits& limits);  // the groups that can be made; never throws
  ~WorkerCgroup();                                    // kills what is left in them and removes them
  WorkerCgroup(const WorkerCgroup&) = delete;
  WorkerCgroup& operator=(const WorkerCgroup&) = delete;

  bool limits_memory() const { return memory_.has_value(); }
  bool limits_processes() const { return pids_.has_value(); }
  // "cgroup-v1", "cgroup-v2", or empty where that group could not be made.
  std::string memory_mechanism() const;
  std::string processes_mechanism() const;

  // Each group's cgroup.procs, opened for writing before fork: the child writes "0" to each (an
  // async-signal-safe write), which moves it into the group before it execs.
  std::vector<int> open_joins() const;
  // Whether the kernel killed a process for memory (the OOM killer's count) or refused a fork.
  LimitHit hit() const;
  // SIGKILL to every process in the groups until they are empty (a forker's children too, whatever
  // process group they moved to); bounded to about two seconds.
  void kill_all();

 private:
  struct Group {
    std::string dir;
    int version = 1;
  };
  std::optional<Group> memory_;
  std::optional<Group> pids_;
  std::uint64_t memory_bytes_ = 0;
};

}  // namespace sudoku::backends
