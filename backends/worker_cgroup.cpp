#include "backends/worker_cgroup.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

namespace sudoku::backends {
namespace {

bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

bool write_file(const std::string& path, const std::string& text) {
  const int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool written = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  close(fd);
  return written;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// N of a "KEY N" line in a cgroup's events or control file; 0 when absent.
std::uint64_t counter(const std::string& text, const std::string& key) {
  std::istringstream lines(text);
  for (std::string name; lines >> name;) {
    std::uint64_t value = 0;
    if (!(lines >> value)) return 0;
    if (name == key) return value;
  }
  return 0;
}

// This process's group in the hierarchy of `controller` ("memory", "pids"; "" for v2's single one),
// from /proc/self/cgroup's "ID:CONTROLLERS:PATH" lines.
std::optional<std::string> own_group(const std::string& controller) {
  std::ifstream lines("/proc/self/cgroup");
  for (std::string line; std::getline(lines, line);) {
    const std::size_t first = line.find(':');
    const std::size_t second = line.find(':', first + 1);
    if (first == std::string::npos || second == std::string::npos) continue;
    // Appended, not `"," + ...`: GCC 12 warns falsely (-Wrestrict) on a string built in front.
    std::string controllers(1, ',');
    controllers.append(line, first + 1, second - first - 1).push_back(',');
    std::string wanted(1, ',');
    wanted.append(controller).push_back(',');
    if (controller.empty() ? controllers == ",," : controllers.find(wanted) != std::string::npos)
      return line.substr(second + 1);
  }
  return std::nullopt;
}

// Where a new group for `controller` may go: its v1 hierarchy, then the v2 one where this process's
// group delegates the controller to its children.
std::vector<std::pair<std::string, int>> parents(const std::string& controller) {
  std::vector<std::pair<std::string, int>> found;
  if (const auto own = own_group(controller); own && exists("/sys/fs/cgroup/" + controller + *own))
    found.emplace_back("/sys/fs/cgroup/" + controller + (*own == "/" ? "" : *own), 1);
  const auto own = own_group("");
  for (const std::string mount : {"/sys/fs/cgroup/unified", "/sys/fs/cgroup"}) {
    const std::string dir = mount + (own && *own != "/" ? *own : "");
    if (own && read_file(dir + "/cgroup.subtree_control").find(controller) != std::string::npos) {
      found.emplace_back(dir, 2);
      break;
    }
  }
  return found;
}

// A process that has not exited: a zombie takes a signal without effect until its parent reaps it.
bool alive(pid_t pid) {
  const std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t paren = stat.rfind(')');
  return paren != std::string::npos && paren + 2 < stat.size() && stat[paren + 2] != 'Z';
}

std::string unique_name() {
  static std::atomic<unsigned> next{0};
  return "sudoku-bench-" + std::to_string(getpid()) + "-" + std::to_string(next++);
}

// A new group for `controller` with `file` (relative to it) set to `value`; empty when none can be made.
template <typename Group>
std::optional<Group> make_group(const std::string& controller, const std::string& name,
                                const std::string& file_v1, const std::string& file_v2,
                                const std::string& value) {
  for (const auto& [parent, version] : parents(controller)) {
    const std::string dir = parent + "/" + name;
    if (mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) continue;
    if (write_file(dir + "/" + (version == 1 ? file_v1 : file_v2), value)) return Group{dir, version};
    rmdir(dir.c_str());
  }
  return std::nullopt;
}

// rmdir waits for the killed processes to leave the group (the kernel frees them a moment later).
void remove_group(const std::string& dir) {
  for (int i = 0; i < 200 && rmdir(dir.c_str()) != 0 && errno == EBUSY; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

}  // namespace

WorkerCgroup::WorkerCgroup(const WorkerLimits& limits) : memory_bytes_(limits.memory_mib << 20) {
  const std::string name = unique_name();
  if (limits.memory_mib > 0) {
    memory_ = make_group<Group>("memory", name, "memory.limit_in_bytes", "memory.max",
                                std::to_string(memory_bytes_));
    // Without swap accounting a group could swap past its limit instead of failing: where the
    // kernel has it, swap is held to the same bound (memsw counts memory and swap together).
    if (memory_ && memory_->version == 1 && exists(memory_->dir + "/memory.memsw.limit_in_bytes"))
      write_file(memory_->dir + "/memory.memsw.limit_in_bytes", std::to_string(memory_bytes_));
    if (memory_ && memory_->version == 2 && exists(memory_->dir + "/memory.swap.max"))
      write_file(memory_->dir + "/memory.swap.max", "0");
  }
  if (limits.processes > 0) {
    // A v2 group holding both controllers is one directory: the second make_group then finds it.
    pids_ = make_group<Group>("pids", name, "pids.max", "pids.max", std::to_string(limits.processes));
  }
}

WorkerCgroup::~WorkerCgroup() {
  kill_all();
  if (pids_ && !(memory_ && memory_->dir == pids_->dir)) remove_group(pids_->dir);
  if (memory_) remove_group(memory_->dir);
}

std::string WorkerCgroup::memory_mechanism() const {
  return memory_ ? "cgroup-v" + std::to_string(memory_->version) : "";
}

std::string WorkerCgroup::processes_mechanism() const {
  return pids_ ? "cgroup-v" + std::to_string(pids_->version) : "";
}

std::vector<int> WorkerCgroup::open_joins() const {
  std::vector<int> joins;
  for (const auto* group : {&memory_, &pids_}) {
    if (!*group || (group == &pids_ && memory_ && memory_->dir == pids_->dir)) continue;
    joins.push_back(open(((*group)->dir + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC));
  }
  return joins;
}

LimitHit WorkerCgroup::hit() const {
  if (memory_) {
    const bool v1 = memory_->version == 1;
    const std::string events = read_file(memory_->dir + (v1 ? "/memory.oom_control" : "/memory.events"));
    if (counter(events, "oom_kill") > 0) return LimitHit::kMemory;
    // Kernels before 4.13 have no oom_kill count in v1: a peak at the limit tells it then.
    if (v1 && events.find("oom_kill ") == std::string::npos &&
        std::strtoull(read_file(memory_->dir + "/memory.max_usage_in_bytes").c_str(), nullptr, 10) >=
            memory_bytes_ / 10 * 9)
      return LimitHit::kMemory;
  }
  if (pids_ && counter(read_file(pids_->dir + "/pids.events"), "max") > 0) return LimitHit::kProcesses;
  return LimitHit::kNone;
}

void WorkerCgroup::kill_all() {
  for (const auto* group : {&pids_, &memory_}) {
    if (!*group) continue;
    const std::string procs = (*group)->dir + "/cgroup.procs";
    for (int round = 0; round < 200; ++round) {
      std::istringstream pids(read_file(procs));
      bool any = false;
      for (pid_t pid; pids >> pid;) any = (alive(pid) && kill(pid, SIGKILL) == 0) || any;
      if (!any) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }
}

}  // namespace sudoku::backends
