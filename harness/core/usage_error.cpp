#include "harness/core/usage_error.h"

#include <cstdio>

namespace sudoku::harness {

int usage_error(const std::string& message, bool see_help, std::string_view program) {
  const std::string name(program);
  std::fprintf(stderr, "%s: %s\n", name.c_str(), message.c_str());
  if (see_help) std::fprintf(stderr, "Try '%s --help' for the options.\n", name.c_str());
  return 2;
}

}  // namespace sudoku::harness
