#include "backends/process_tree.h"

#include <fstream>
#include <string>

namespace sudoku::backends {

std::vector<pid_t> child_processes(pid_t pid) {
  std::vector<pid_t> found;
  std::ifstream children("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) + "/children");
  for (pid_t child; children >> child;) found.push_back(child);
  return found;
}

}  // namespace sudoku::backends
