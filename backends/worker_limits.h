#pragma once
// What bounds an external worker process (cmd:, lib: in sudoku-lib-worker) besides time: its
// memory and the processes it may run at once, as BenchExec bounds each run. The worker and every
// process it starts share the limits; a worker past one is ended and its puzzle recorded
// (`memout`, or `crashed` naming the process limit).

#include <cstdint>
#include <string>

#include "backends/backend.h"

namespace sudoku::backends {

// Processes (threads too: a cgroup's pids count tasks) a worker may hold at once by default: room
// for a JVM's or Go runtime's threads on a many-core machine, far below the 32768 pids a fork bomb
// would take from the whole machine.
inline constexpr int kDefaultProcessLimit = 128;

struct WorkerLimits {
  std::uint64_t memory_mib = 0;          // 0: none
  int processes = kDefaultProcessLimit;  // 0: none
};

// Which limit a worker ran into, as its group or its end told.
enum class LimitHit { kNone, kMemory, kProcesses };

// How each limit is enforced here: "cgroup-v1", "cgroup-v2", or the fallbacks "rlimit-as" (memory)
// and "none" (processes: RLIMIT_NPROC counts every process of the user and does not bind root).
struct LimitMechanisms {
  std::string memory;
  std::string processes;
};

// Made once per run for its record: the mechanisms a worker started now would get.
LimitMechanisms probe_limit_mechanisms(const WorkerLimits& limits);

// A failed puzzle's result once its worker is ended: `memout` when the worker ran out of memory,
// `crashed` naming the process limit when a fork was refused; a cancelled puzzle stays cancelled.
void record_limit_hit(LimitHit hit, const WorkerLimits& limits, BackendResult& result);

}  // namespace sudoku::backends
