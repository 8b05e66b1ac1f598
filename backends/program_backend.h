#pragma once
// What the two kinds of cmd: backend share: the program's command line, the limits its processes
// run under (backends/worker_limits.h), and the name the CSV gives it. The stream kind keeps a
// worker (backends/command_backend.h), the file kind starts the program once a puzzle
// (backends/file_protocol.h).

#include <string>
#include <utility>

#include "backends/backend.h"
#include "backends/worker_limits.h"

namespace sudoku::backends {

class ProgramBackend : public Backend {
 public:
  ProgramBackend(std::string command, const WorkerLimits& limits)
      : command_(std::move(command)), limits_(limits) {}
  // "cmd:" and the program's first word.
  std::string name() const override { return "cmd:" + command_.substr(0, command_.find(' ')); }

 protected:
  std::string command_;
  WorkerLimits limits_;
};

}  // namespace sudoku::backends
