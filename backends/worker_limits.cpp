#include "backends/worker_limits.h"

#include "backends/worker_cgroup.h"

namespace sudoku::backends {

LimitMechanisms probe_limit_mechanisms(const WorkerLimits& limits) {
  const WorkerCgroup probe(limits);
  LimitMechanisms mechanisms;
  if (limits.memory_mib > 0)
    mechanisms.memory = probe.limits_memory() ? probe.memory_mechanism() : "rlimit-as";
  if (limits.processes > 0)
    mechanisms.processes = probe.limits_processes() ? probe.processes_mechanism() : "none";
  return mechanisms;
}

void record_limit_hit(LimitHit hit, const WorkerLimits& limits, BackendResult& result) {
  if (hit == LimitHit::kNone || result.status == BackendStatus::kCancelled) return;
  const std::string how = result.message.empty() ? "" : " (" + result.message + ")";
  result.solution.clear();
  if (hit == LimitHit::kMemory) {
    result.status = BackendStatus::kMemout;
    result.message =
        "the worker ran out of its memory limit of " + std::to_string(limits.memory_mib) + " MiB" + how;
  } else {
    result.status = BackendStatus::kCrashed;
    result.message = "the worker hit the process limit of " + std::to_string(limits.processes) +
                     " processes: a fork was refused" + how;
  }
}

}  // namespace sudoku::backends
