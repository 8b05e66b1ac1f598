// sudoku-lib-worker PATH[:SYMBOL]: a lib: backend's library in a process of its own, speaking the
// cmd: stream protocol (library_worker.h): a puzzle line in, one line out, flushed, until stdin
// ends: the solution, an empty line when there is none, or `# STATUS: why` when the library's
// answer failed the check or the library failed (the parent records it as wrong, with the line).
// Exit 2 when the library or its symbol cannot be loaded.
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "backends/make_backend.h"
#include "solver/puzzle_io.h"

namespace {

using namespace sudoku;
using namespace sudoku::backends;

// The answer line to one puzzle line; `geo` keeps the last size's tables (a stream is mostly one size).
std::string answer_of(Backend& library, const ParsedLine& parsed, std::optional<Geometry>& geo) {
  if (parsed.kind != LineKind::kPuzzle) return "# unreadable puzzle line: " + parsed.error;
  if (!geo || geo->size() != parsed.puzzle.size) geo = Geometry::for_size(parsed.puzzle.size);
  const BackendResult result = library.solve(*geo, parsed.puzzle, SolveLimits{}, 0);  // in-process
  switch (result.status) {
    case BackendStatus::kSolved: return format_grid(result.solution, parsed.puzzle.form);
    case BackendStatus::kUnsolvable:
    case BackendStatus::kInvalid: return "";
    default: return "# " + std::string(backend_status_name(result.status)) + ": " + result.message;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: sudoku-lib-worker PATH[:SYMBOL]\n");
    return 2;
  }
  std::string error;
  const auto library = make_backend(std::string("lib:") + argv[1], SolverConfig{}, error);
  if (!library) {
    std::fprintf(stderr, "sudoku-lib-worker: %s\n", error.c_str());
    return 2;
  }
  std::ios::sync_with_stdio(false);
  std::optional<Geometry> geo;
  for (std::string line; std::getline(std::cin, line);) {
    std::cout << answer_of(*library, parse_line(line), geo) << '\n' << std::flush;
  }
  return 0;
}
