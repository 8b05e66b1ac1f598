#pragma once
// One writer per output file. Two runs writing one CSV at once interleave their rows (the same
// puzzle twice, rows cut by each other), so a run holds an advisory lock on every output it
// writes for its whole life, and a second run that names the same file is refused before it
// writes anything.
//
// The lock is flock(2) on a side file PATH.lock that holds the writer's process id: not on PATH
// itself, because --resume and --json replace PATH by renaming a temporary over it, and a lock on
// the old inode would then guard nothing. The kernel drops the lock when the process dies, however
// it dies, so a stale PATH.lock (left by a kill -9) is simply locked again by the next run.

#include <string>

namespace sudoku::harness {

class OutputLock {
 public:
  enum class Result {
    kLocked,       // this run is PATH's only writer
    kBusy,         // another process holds the lock: *message names the file and, if known, its pid
    kUnsupported,  // the file system has no locks (ENOLCK, EOPNOTSUPP): *message says so; go on
    kNotNeeded,    // "-", or PATH is no regular file (/dev/null, a pipe): nothing to guard
    kFailed,       // PATH.lock cannot be created (a read-only directory): *message says why (nothing
                   // when PATH cannot be written either: opening it will say so); go on
  };

  OutputLock() = default;
  ~OutputLock();  // removes PATH.lock while still holding it, then lets go
  OutputLock(OutputLock&& other) noexcept;
  OutputLock& operator=(OutputLock&& other) noexcept;
  OutputLock(const OutputLock&) = delete;
  OutputLock& operator=(const OutputLock&) = delete;

  // Takes the lock for output `path` without waiting.
  Result acquire(const std::string& path, std::string* message);
  bool held() const { return fd_ >= 0; }

  // PATH.lock beside the file PATH names, symbolic links followed: two names of one file share it.
  static std::string lock_path(const std::string& path);

 private:
  void release();

  int fd_ = -1;
  std::string lock_path_;
};

}  // namespace sudoku::harness
