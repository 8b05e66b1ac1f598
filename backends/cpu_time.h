#pragma once
// CPU time (user + system), for the CSV's cpu_us: of the calling thread for a solver that runs in
// it, of a worker process and the processes it started for one that runs outside.

#include <sys/types.h>

#include <chrono>
#include <optional>

namespace sudoku::backends {

// The CPU time the calling thread has used so far.
std::chrono::nanoseconds thread_cpu_time();

// The CPU time a living process and its living descendants have used so far (each process's own
// clock, all its threads); empty when the process is gone or its clock cannot be read.
std::optional<std::chrono::nanoseconds> process_tree_cpu_time(pid_t pid);

}  // namespace sudoku::backends
