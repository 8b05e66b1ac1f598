#pragma once
// A backend from its name on the command line (what --solver= will take); the worker processes of
// cmd: and lib: run under native_config's memory_limit_mib and process_limit (worker_limits.h):
//   native              the project's solver with `native_config` (techniques, search)
//   cadical             CaDiCaL in-process, where this build has it
//   lib:PATH[:SYMBOL]   a shared library: SYMBOL sb_solve (the default) or a tdoku-style function
//   cmd:COMMAND         an external program in the stream protocol (command_backend.h), or in the
//                       file protocol when COMMAND holds {} (file_protocol.h)

#include <memory>
#include <string>
#include <string_view>

#include "backends/backend.h"
#include "solver/solver_config.h"

namespace sudoku::backends {

// Null with the reason in `error` for an unknown name, an absent backend or a library that fails to load.
std::unique_ptr<Backend> make_backend(std::string_view spec, const SolverConfig& native_config,
                                      std::string& error);

// For --help: each backend in a line, and whether this build has it.
std::string backends_help();

}  // namespace sudoku::backends
