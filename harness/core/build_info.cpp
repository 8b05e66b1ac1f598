#include "harness/core/build_info.h"

#include <fmt/format.h>

namespace sudoku::harness {

std::string version_text(const BuildInfo& info) {
  return fmt::format("sudoku-bench {}\ncommit: {}{}\ncompiler: {}\nbuild: {}, flags: {}", info.version,
                     info.commit, info.modified ? " (modified)" : "", info.compiler, info.build_type,
                     info.flags);
}

std::string short_commit(const BuildInfo& info) {
  if (info.commit == "unknown") return "unknown";
  // Twelve digits tell commits apart in any repository of this size and keep the line short.
  return std::string(info.commit.substr(0, 12)) + (info.modified ? "-modified" : "");
}

}  // namespace sudoku::harness
