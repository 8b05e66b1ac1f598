#pragma once
// A place the batch writes text to: a file named on the command line, or standard output for "-".
// Opened before any solving so that a bad path is reported at once, not after an hour of work.

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace sudoku::harness {

class OutputFile {
 public:
  enum class Mode { kTruncate, kAppend };

  // "-" means standard output (never closed). Empty error string on success.
  static OutputFile open(const std::string& path, Mode mode, std::string* error);

  OutputFile() = default;
  bool is_open() const { return out_ != nullptr; }
  bool is_stdout() const { return out_ == stdout; }

  void write(std::string_view text);
  void flush();
  // False once a write or flush failed (disk full, closed pipe); error() says why. The batch
  // checks after every row and stops at the first failure rather than solve for nothing.
  bool ok() const { return ok_; }
  const std::string& error() const { return error_; }
  const std::string& path() const { return path_; }

 private:
  struct Closer {
    void operator()(std::FILE* f) const;
  };
  std::unique_ptr<std::FILE, Closer> owned_;
  std::FILE* out_ = nullptr;
  std::string path_;
  std::string error_;
  bool ok_ = true;

  void fail();
};

}  // namespace sudoku::harness
