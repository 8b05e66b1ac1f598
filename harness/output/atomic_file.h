#pragma once
// A file that appears whole or not at all (--json): written to PATH.tmp beside PATH, then renamed
// over it, so a reader never sees half a document and an older file survives a failed write.
// The temporary is created by open(), before any solving, so a bad path costs nothing.

#include <cstdio>
#include <string>
#include <string_view>

namespace sudoku::harness {

class AtomicFile {
 public:
  AtomicFile() = default;
  ~AtomicFile();  // removes the temporary of a file never committed
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  // Creates PATH.tmp; "-" means standard output, written at commit. False, and *error says why,
  // when the temporary cannot be created or PATH is a directory.
  bool open(const std::string& path, std::string* error);
  bool is_open() const { return !path_.empty(); }
  bool is_stdout() const { return path_ == "-"; }

  // Writes text and moves it into place. False, and *error says why, on failure; PATH is then as
  // it was and the temporary is gone. Once only.
  bool commit(std::string_view text, std::string* error);

 private:
  void discard();  // closes and removes the temporary

  std::string path_;       // empty: not open
  std::string temporary_;  // PATH.tmp while open and not yet committed
  std::FILE* file_ = nullptr;
};

}  // namespace sudoku::harness
