#pragma once
// A worker's processes: /bin/sh runs the command as its child (it does not always exec it), which
// may start more. What a worker used (peak memory, CPU time) is read over this tree.

#include <sys/types.h>

#include <vector>

namespace sudoku::backends {

// How deep below the worker a reading follows its descendants.
inline constexpr int kProcessTreeDepth = 8;

// The living children of `pid` (its main thread's, /proc/PID/task/PID/children); none when it is gone.
std::vector<pid_t> child_processes(pid_t pid);

}  // namespace sudoku::backends
