#pragma once
// CPU time (user + system), for the CSV's cpu_us: of the calling thread for a solver that runs in
// it, of a worker process and the processes it started for one that runs outside.

#include <sys/types.h>

#include <chrono>
#include <optional>

namespace sudoku::backends {

// The CPU time the calling thread has used so far.
std::chrono::nanoseconds thread_cpu_time();

// What two readings of thread_cpu_time() around nothing measure: the share of the readings' own
// system calls that falls between their samples, which every measured window carries too (about
// results/notes/cpu-time.md). The median of 101 tries, once.
std::chrono::nanoseconds thread_cpu_clock_cost();

// The CPU time of a window of the calling thread, from its two readings, less that cost (never below 0).
std::chrono::nanoseconds thread_cpu_between(std::chrono::nanoseconds before, std::chrono::nanoseconds after);

// The CPU time a living process and its living descendants have used so far (each process's own
// clock, all its threads); empty when the process is gone or its clock cannot be read. `depth`:
// how far below the worker this process is (backends/process_tree.h).
std::optional<std::chrono::nanoseconds> process_tree_cpu_time(pid_t pid, int depth = 0);

}  // namespace sudoku::backends
