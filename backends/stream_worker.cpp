#include "backends/stream_worker.h"

#include "backends/cpu_time.h"
#include "backends/process_tree.h"

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include "backends/worker_cgroup.h"

extern char** environ;

namespace sudoku::backends {
namespace {

void close_fd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

// "signal 11 (SIGSEGV)": the number as the system gives it, the name as people know it.
std::string describe_signal(int signal) {
  const char* abbrev = sigabbrev_np(signal);
  return "signal " + std::to_string(signal) + (abbrev != nullptr ? std::string(" (SIG") + abbrev + ")" : "");
}

// A shell whose command died of signal N exits with 128 + N (it runs the command as its child).
std::string describe_exit(int status) {
  if (WIFSIGNALED(status)) return describe_signal(WTERMSIG(status));
  const int code = WEXITSTATUS(status);
  if (code > 128 && code < 128 + 65)
    return describe_signal(code - 128) + ", exit status " + std::to_string(code);
  return "exit status " + std::to_string(code);
}

// VmHWM from /proc/PID/status, in KiB; empty when the process is gone or the line is absent.
std::optional<std::uint64_t> vm_hwm_kb(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);) {
    if (line.starts_with("VmHWM:")) return std::stoull(line.substr(6));
  }
  return std::nullopt;
}

// The largest VmHWM of the process and its descendants (through its main thread's children):
// /bin/sh does not always exec the command, so the program may be the shell's child. The largest,
// not the sum, as ru_maxrss reports for reaped children.
std::optional<std::uint64_t> tree_hwm_kb(pid_t pid, int depth = 0) {
  std::optional<std::uint64_t> peak = vm_hwm_kb(pid);
  if (!peak || depth > kProcessTreeDepth) return peak;
  for (const pid_t child : child_processes(pid)) {
    if (const auto kb = tree_hwm_kb(child, depth + 1); kb && *kb > *peak) peak = kb;
  }
  return peak;
}

// The harness's environment, plus PYTHONUNBUFFERED=1 unless it is set: a Python solver's print()
// is block-buffered on a pipe and its answers would wait for 8 KiB of output, so the run would hang
// on a newcomer's first solver. Made before fork, since the child may only exec.
std::vector<std::string> worker_environment() {
  std::vector<std::string> entries;
  bool python_said = false;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    entries.emplace_back(*entry);
    python_said = python_said || entries.back().starts_with("PYTHONUNBUFFERED=");
  }
  if (!python_said) entries.emplace_back("PYTHONUNBUFFERED=1");
  return entries;
}

// In the child, before exec: into the worker's groups, or under an address-space limit where
// memory has no group. Only async-signal-safe calls: the harness may have other threads.
void enter_limits(const std::vector<int>& joins, std::uint64_t rlimit_as_bytes) {
  for (const int fd : joins) {
    if (fd < 0 || write(fd, "0", 1) != 1) {
      const char message[] = "sudoku-bench: the worker cannot join its control group\n";
      [[maybe_unused]] const ssize_t n = write(STDERR_FILENO, message, sizeof message - 1);
      _exit(125);
    }
  }
  if (rlimit_as_bytes == 0) return;
  const rlimit limit{rlimit_as_bytes, rlimit_as_bytes};
  setrlimit(RLIMIT_AS, &limit);
}

}  // namespace

StreamWorker::StreamWorker(const std::string& command, const WorkerLimits& limits)
    : limits_(limits), limit_read_at_(std::chrono::steady_clock::now()) {
  if (limits.memory_mib > 0 || limits.processes > 0) cgroup_ = std::make_unique<WorkerCgroup>(limits);
  const std::vector<int> joins = cgroup_ ? cgroup_->open_joins() : std::vector<int>{};
  const std::uint64_t rlimit_as = cgroup_ && cgroup_->limits_memory() ? 0 : limits.memory_mib << 20;
  const std::vector<std::string> environment = worker_environment();
  std::vector<char*> envp;
  for (const std::string& entry : environment) envp.push_back(const_cast<char*>(entry.c_str()));
  envp.push_back(nullptr);
  char* const argv[] = {const_cast<char*>("sh"), const_cast<char*>("-c"), const_cast<char*>(command.c_str()),
                        nullptr};
  int in[2], out[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0)
    throw std::runtime_error("socketpair failed");
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, out) != 0) {
    close(in[0]);
    close(in[1]);
    throw std::runtime_error("socketpair failed");
  }
  pid_ = fork();
  if (pid_ == 0) {  // the worker: its own process group, so that a kill reaches the shell's children
    setpgid(0, 0);
    enter_limits(joins, rlimit_as);
    dup2(in[1], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    execve("/bin/sh", argv, envp.data());
    _exit(127);
  }
  for (const int fd : joins) {
    if (fd >= 0) close(fd);
  }
  close(in[1]);
  close(out[1]);
  to_worker_ = in[0];
  from_worker_ = out[0];
  if (pid_ < 0) {
    close_fd(to_worker_);
    close_fd(from_worker_);
    throw std::runtime_error("fork failed");
  }
  setpgid(pid_, pid_);  // also here: whichever of the two runs first
}

StreamWorker::~StreamWorker() {
  if (pid_ > 0) end(/*at_once=*/true);
}

bool StreamWorker::send_line(const std::string& line) {
  const std::string text = line + "\n";
  for (std::size_t sent = 0; sent < text.size();) {
    const ssize_t n = send(to_worker_, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

void StreamWorker::close_input() { close_fd(to_worker_); }

bool StreamWorker::take_line(std::string& line) {
  const std::size_t newline = buffer_.find('\n');
  if (newline == std::string::npos) return false;
  line = buffer_.substr(0, newline);
  buffer_.erase(0, newline + 1);
  return true;
}

bool StreamWorker::fill(int timeout_ms) {
  if (closed_) return false;
  pollfd fd{from_worker_, POLLIN, 0};
  const int ready = poll(&fd, 1, timeout_ms);
  if (ready <= 0) return ready == 0 || errno == EINTR;  // nothing yet: ask stop() again
  char chunk[65536];
  const ssize_t n = read(from_worker_, chunk, sizeof chunk);
  if (n < 0 && errno == EINTR) return true;
  if (n <= 0) {
    closed_ = true;
    return false;
  }
  buffer_.append(chunk, static_cast<std::size_t>(n));
  heard_ = true;
  return true;
}

std::string StreamWorker::reap(bool wait) {
  int status = 0;
  rusage usage{};
  pid_t got;
  do {
    got = wait4(pid_, &status, wait ? 0 : WNOHANG, &usage);
  } while (got < 0 && errno == EINTR);
  if (got != pid_) return "";
  reaped_peak_kb_ = static_cast<std::uint64_t>(usage.ru_maxrss);  // KiB on Linux
  const auto time_of = [](const timeval& t) {
    return std::chrono::seconds(t.tv_sec) + std::chrono::microseconds(t.tv_usec);
  };
  reaped_cpu_ = time_of(usage.ru_utime) + time_of(usage.ru_stime);
  return describe_exit(status);
}

std::string StreamWorker::end(bool at_once) {
  close_fd(to_worker_);
  close_fd(from_worker_);
  if (pid_ <= 0) return "no worker";  // ended already: never killpg or waitpid a pid <= 0
  // A worker that closed its output has usually exited (or died): give it 100 ms to say how,
  // asking every millisecond (a program run per puzzle file waits here once per run).
  for (int i = 0; i < 100 && !at_once; ++i) {
    const std::string ended = reap(/*wait=*/false);
    if (!ended.empty()) {
      killpg(pid_, SIGKILL);  // what the shell left behind
      pid_ = -1;
      release_limits(/*ended_by_itself=*/true, ended);
      return ended;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  killpg(pid_, SIGKILL);
  const std::string ended = reap(/*wait=*/true);
  pid_ = -1;
  release_limits(/*ended_by_itself=*/false, ended);
  return ended.empty() ? "lost" : ended;
}

std::optional<std::chrono::nanoseconds> StreamWorker::cpu_time() const {
  return pid_ > 0 ? process_tree_cpu_time(pid_) : reaped_cpu_;
}

void StreamWorker::release_limits(bool ended_by_itself, const std::string& how) {
  if (cgroup_) {
    if (hit_ == LimitHit::kNone) hit_ = cgroup_->hit();
    cgroup_->kill_all();
    const bool memory_grouped = cgroup_->limits_memory();
    cgroup_.reset();
    if (memory_grouped) return;
  }
  const std::uint64_t limit_kb = limits_.memory_mib << 10;
  if (hit_ == LimitHit::kNone && limit_kb > 0 && ended_by_itself && how != "exit status 0" &&
      reaped_peak_kb_ && *reaped_peak_kb_ >= limit_kb / 2)
    hit_ = LimitHit::kMemory;
}

bool StreamWorker::over_limit() {
  if (!cgroup_ || hit_ != LimitHit::kNone) return hit_ != LimitHit::kNone;
  const auto now = std::chrono::steady_clock::now();
  if (now - limit_read_at_ < std::chrono::milliseconds(100)) return false;
  limit_read_at_ = now;
  hit_ = cgroup_->hit();
  return hit_ != LimitHit::kNone;
}

// Reading /proc/PID/status for the worker and its child took about 50 µs, more than a whole round
// trip to a worker that answers at once (results/notes/worker-processes.md): hence one read per 100 ms at
// most.
std::optional<std::uint64_t> StreamWorker::peak_memory_kb() {
  if (pid_ <= 0) return reaped_peak_kb_;
  const auto now = std::chrono::steady_clock::now();
  if (!living_peak_kb_ || now - peak_read_at_ >= std::chrono::milliseconds(100)) {
    living_peak_kb_ = tree_hwm_kb(pid_);
    peak_read_at_ = now;
  }
  return living_peak_kb_;
}

}  // namespace sudoku::backends
