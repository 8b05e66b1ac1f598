#include "harness/output_file.h"

#include <cerrno>
#include <cstring>

namespace sudoku::harness {

void OutputFile::Closer::operator()(std::FILE* f) const { std::fclose(f); }

OutputFile OutputFile::open(const std::string& path, Mode mode, std::string* error) {
  OutputFile file;
  error->clear();
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
  if (out_ == nullptr) return;
  if (std::fwrite(text.data(), 1, text.size(), out_) != text.size()) ok_ = false;
}

void OutputFile::flush() {
  if (out_ != nullptr && std::fflush(out_) != 0) ok_ = false;
}

}  // namespace sudoku::harness
