#include "backends/make_backend.h"

#include "backends/cadical_backend.h"
#include "backends/command_backend.h"
#include "backends/file_protocol.h"
#include "backends/library_backend.h"
#include "backends/native_backend.h"

namespace sudoku::backends {
namespace {

// "PATH" or "PATH:SYMBOL": the last colon splits when no '/' follows it (a path may hold colons).
std::pair<std::string, std::string> split_library(std::string_view rest) {
  const std::size_t colon = rest.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || rest.find('/', colon) != std::string_view::npos) {
    return {std::string(rest), ""};
  }
  return {std::string(rest.substr(0, colon)), std::string(rest.substr(colon + 1))};
}

}  // namespace

std::unique_ptr<Backend> make_backend(std::string_view spec, const SolverConfig& native_config,
                                      std::string& error) {
  if (spec == "native") return std::make_unique<NativeBackend>(native_config);
  if (spec == "cadical") {
    if (!cadical_available())
      error = "cadical: this build has no CaDiCaL (install libcadical-dev and rebuild)";
    CadicalOptions options;
    options.memory_limit_mib = native_config.memory_limit_mib;
    return make_cadical_backend(options);
  }
  const WorkerLimits limits{native_config.memory_limit_mib, native_config.process_limit};
  if (spec.starts_with("lib:") && spec.size() > 4) {
    auto [path, symbol] = split_library(spec.substr(4));
    return load_library_backend(path, symbol, limits, error);
  }
  if (spec.starts_with("cmd:") && spec.size() > 4) {
    const std::string command(spec.substr(4));
    return is_file_command(command) ? make_file_command_backend(command, limits)
                                    : make_command_backend(command, limits);
  }
  error = "unknown solver '" + std::string(spec) + "' (native, cadical, lib:PATH[:SYMBOL], cmd:COMMAND)";
  return nullptr;
}

std::string backends_help() {
  std::string help = "  native             the project's solver (the default)\n";
  help += cadical_available() ? "  cadical            CaDiCaL " + cadical_version() + " in-process\n"
                              : "  cadical            absent: this build has no CaDiCaL library\n";
  help +=
      "  lib:PATH[:SYMBOL]  a shared library: sb_solve (any size, the default) or a function with\n"
      "                     tdoku's signature (9x9); foreign code cannot be cancelled, so under\n"
      "                     --timeout or --memory-limit it runs in worker processes\n"
      "                     (sudoku-lib-worker), killed at the limit or on Ctrl-C; without them,\n"
      "                     in-process (Ctrl-C between puzzles)\n"
      "  cmd:COMMAND        an external program (sh -c): a puzzle line in, an answer line out;\n"
      "                     with {} in COMMAND, it runs on a puzzle file ({}) and answers each line\n";
  return help;
}

}  // namespace sudoku::backends
