#include "harness/output/output_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <utility>

namespace sudoku::harness {
namespace {

// A regular file, or none yet: the outputs worth guarding. /dev/null or a FIFO may be shared.
bool needs_lock(const std::string& path) {
  if (path == "-") return false;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return true;
  return S_ISREG(st.st_mode);
}

// The pid the holder wrote into the lock file; empty while it has not yet written it.
std::string holder_pid(const std::string& lock_path) {
  std::ifstream in(lock_path);
  std::string pid;
  in >> pid;
  return pid.find_first_not_of("0123456789") == std::string::npos ? pid : std::string();
}

// True while `fd` is still the file `path` names: a run that held the lock removes PATH.lock
// before letting go, so a lock taken on the removed inode guards nothing and must be taken again.
bool still_named(int fd, const std::string& path) {
  struct stat held {
  }, named{};
  return ::fstat(fd, &held) == 0 && ::stat(path.c_str(), &named) == 0 && held.st_dev == named.st_dev &&
         held.st_ino == named.st_ino;
}

void write_pid(int fd) {
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) == 0) {
    [[maybe_unused]] const ssize_t written = ::pwrite(fd, pid.data(), pid.size(), 0);
  }
}

}  // namespace

std::string OutputLock::lock_path(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path real = std::filesystem::weakly_canonical(path, ec);
  return (ec ? path : real.string()) + ".lock";
}

OutputLock::~OutputLock() { release(); }

OutputLock::OutputLock(OutputLock&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), lock_path_(std::move(other.lock_path_)) {}

OutputLock& OutputLock::operator=(OutputLock&& other) noexcept {
  if (this != &other) {
    release();
    fd_ = std::exchange(other.fd_, -1);
    lock_path_ = std::move(other.lock_path_);
  }
  return *this;
}

OutputLock::Result OutputLock::acquire(const std::string& path, std::string* message) {
  release();
  message->clear();
  if (!needs_lock(path)) return Result::kNotNeeded;
  const std::string lock_path = OutputLock::lock_path(path);
  // A handful of tries: each failure means another run removed PATH.lock between our open and
  // our flock, as it does when it finishes.
  for (int attempt = 0; attempt < 8; ++attempt) {
    const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
      // Where the output cannot be written either (no such directory), opening it says why.
      const std::string reason = std::strerror(errno);
      if (::access(path.c_str(), W_OK) == 0) {
        *message = lock_path + ": " + reason + "; writing " + path + " without a lock";
      }
      return Result::kFailed;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int error = errno;
      ::close(fd);
      if (error == EWOULDBLOCK) {
        const std::string pid = holder_pid(lock_path);
        *message = path + ": another sudoku-bench run" + (pid.empty() ? "" : " (process " + pid + ")") +
                   " is writing it (lock " + lock_path + "); refusing to write it too";
        return Result::kBusy;
      }
      if (error == ENOLCK || error == EOPNOTSUPP || error == ENOSYS) {
        ::unlink(lock_path.c_str());
        *message = path + ": its file system has no file locks (" + std::strerror(error) +
                   "); nothing stops a second run from writing it at the same time";
        return Result::kUnsupported;
      }
      *message = lock_path + ": " + std::strerror(error) + "; writing " + path + " without a lock";
      return Result::kFailed;
    }
    if (still_named(fd, lock_path)) {
      write_pid(fd);
      fd_ = fd;
      lock_path_ = lock_path;
      return Result::kLocked;
    }
    ::close(fd);
  }
  *message = lock_path + ": removed and created again by other runs while locking; try again";
  return Result::kBusy;
}

void OutputLock::release() {
  if (fd_ < 0) return;
  // Removed while still held: a run waiting on this inode finds it gone (still_named) and starts over.
  ::unlink(lock_path_.c_str());
  ::close(fd_);
  fd_ = -1;
  lock_path_.clear();
}

}  // namespace sudoku::harness
