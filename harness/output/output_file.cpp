#include "harness/output/output_file.h"

#include <cerrno>
#include <cstring>

namespace sudoku::harness {

void OutputFile::Closer::operator()(std::FILE* f) const { std::fclose(f); }

OutputFile OutputFile::open(const std::string& path, Mode mode, std::string* error) {
  OutputFile file;
  error->clear();
  file.path_ = path == "-" ? "standard output" : path;
  if (path == "-") {
    file.out_ = stdout;
    return file;
  }
  std::FILE* f = std::fopen(path.c_str(), mode == Mode::kAppend ? "ab" : "wb");
  if (f == nullptr) {
    *error = "cannot open " + path + " for writing: " + std::strerror(errno);
    return file;
  }
  file.owned_.reset(f);
  file.out_ = f;
  return file;
}

void OutputFile::write(std::string_view text) {
  if (out_ == nullptr || !ok_) return;
  if (std::fwrite(text.data(), 1, text.size(), out_) != text.size()) fail();
}

void OutputFile::flush() {
  if (out_ != nullptr && ok_ && std::fflush(out_) != 0) fail();
}

void OutputFile::fail() {
  ok_ = false;
  error_ = std::string("writing ") + path_ + " failed: " + std::strerror(errno);
}

}  // namespace sudoku::harness
