#include "harness/output/atomic_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace sudoku::harness {
namespace {

std::string reason() { return std::strerror(errno); }

}  // namespace

AtomicFile::~AtomicFile() { discard(); }

bool AtomicFile::open(const std::string& path, std::string* error) {
  error->clear();
  if (path == "-") {
    path_ = path;
    return true;
  }
  // The rename at the end would fail on a directory; say so now, not after the run.
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    *error = path + " is a directory";
    return false;
  }
  const std::string temporary = path + ".tmp";
  file_ = std::fopen(temporary.c_str(), "wb");
  if (file_ == nullptr) {
    *error = "cannot open " + temporary + " for writing: " + reason();
    return false;
  }
  path_ = path;
  temporary_ = temporary;
  return true;
}

bool AtomicFile::commit(std::string_view text, std::string* error) {
  error->clear();
  if (is_stdout()) {
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size() || std::fflush(stdout) != 0) {
      *error = "writing standard output failed: " + reason();
      return false;
    }
    return true;
  }
  if (file_ == nullptr) {
    *error = "no file open for " + (path_.empty() ? std::string("writing") : path_);
    return false;
  }
  // fsync before the rename: after a crash the name then holds the whole text, never an empty file.
  const bool written = std::fwrite(text.data(), 1, text.size(), file_) == text.size() &&
                       std::fflush(file_) == 0 && ::fsync(fileno(file_)) == 0;
  if (!written) {
    *error = "writing " + temporary_ + " failed: " + reason();
    discard();
    return false;
  }
  std::FILE* file = file_;
  file_ = nullptr;
  if (std::fclose(file) != 0) {
    *error = "writing " + temporary_ + " failed: " + reason();
    discard();
    return false;
  }
  if (std::rename(temporary_.c_str(), path_.c_str()) != 0) {
    *error = "cannot move " + temporary_ + " to " + path_ + ": " + reason();
    discard();
    return false;
  }
  temporary_.clear();
  return true;
}

void AtomicFile::discard() {
  if (file_ != nullptr) std::fclose(file_);
  file_ = nullptr;
  if (!temporary_.empty()) std::remove(temporary_.c_str());
  temporary_.clear();
}

}  // namespace sudoku::harness
