#pragma once
// An external program in the file protocol, as a course grader runs it: `cmd:COMMAND` where
// COMMAND holds `{}`, which stands for a file of puzzles, one per line. The program runs on the
// file through /bin/sh -c and writes one answer line per puzzle line (as the stream protocol's:
// the grid, or an empty line for no solution). Each answer line is timestamped as it arrives, so
// each puzzle gets its own time: its arrival minus the previous one's (the first puzzle's time
// includes the program's start).
//
// A puzzle past its timeout, a crash, garbage or a missing line ends that run: the puzzle is
// recorded (timeout, crashed with the signal, wrong with the reason), and a fresh run on a new
// file of the remaining lines takes the rest. A wrong grid is recorded and the run goes on. The
// cancel flag ends the run: the puzzle and every one after it are cancelled. Every answer is
// checked as Backend::solve checks it. A puzzle's peak memory is its run's: VmHWM when its line
// arrived, ru_maxrss for the puzzle that ended the run (a cancelled puzzle's is unknown). A run
// that cannot start (no fork, no temporary file) throws std::runtime_error. Each run of the program
// is one worker under the limits of worker_limits.h: a puzzle whose run ran out of memory is
// `memout`, one whose run hit the process limit `crashed`, and a fresh run takes the rest.

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "backends/backend.h"
#include "backends/worker_limits.h"

namespace sudoku::backends {

struct FileRunLimits {
  std::optional<std::chrono::nanoseconds> timeout;  // per puzzle, from the previous arrival; empty: none
  const std::atomic<bool>* cancel = nullptr;        // the run's cancel flag; null: none
  WorkerLimits worker;                              // memory and processes of each run
};

// True when the command takes a puzzle file (it holds `{}`).
bool is_file_command(std::string_view command);

// Runs COMMAND on a file of `puzzles` (restarting on the rest after a failure): a result per puzzle, in
// order.
std::vector<BackendResult> run_file_protocol(const std::string& command, const std::vector<Puzzle>& puzzles,
                                             const FileRunLimits& limits);

// A backend whose every solve runs COMMAND on a one-line file (the per-puzzle harness's way).
std::unique_ptr<Backend> make_file_command_backend(const std::string& command,
                                                   const WorkerLimits& limits = {});

}  // namespace sudoku::backends
