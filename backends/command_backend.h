#pragma once
// An external program as a backend, in the stream protocol: `cmd:COMMAND` starts COMMAND through
// /bin/sh -c as a worker process that reads one puzzle line on stdin and writes one answer line
// on stdout (the solved grid in the puzzle's form; an empty line for no solution), for each
// puzzle in turn. The solve time is the round trip. A worker that runs past the deadline or is
// cancelled is killed (status timeout or cancelled); one that dies is `crashed` with its signal
// ("signal 11 (SIGSEGV)"); one that writes no line or garbage is `wrong` with the reason. In each
// case the worker is ended and the next puzzle starts a fresh one. Counts above one solution are
// refused. Every result carries the worker's peak memory (BackendResult::peak_memory_kb). The
// worker runs under `limits`: one that runs out of memory is `memout`, one whose fork is refused
// at the process limit is stopped and `crashed`, saying so.

#include <memory>
#include <string>

#include "backends/backend.h"
#include "backends/worker_limits.h"

namespace sudoku::backends {

std::unique_ptr<Backend> make_command_backend(const std::string& command, const WorkerLimits& limits = {});

}  // namespace sudoku::backends
