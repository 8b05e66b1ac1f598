#pragma once
// Streams the lines of several puzzle files, one at a time, with file name and line number, so
// memory does not grow with the number of puzzles. A file that cannot be read becomes one
// FileProblem item and the next file follows. "-" reads standard input.

#include <cstddef>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace sudoku::harness {

struct InputItem {
  enum class Kind {
    kLine,         // text holds one line of a file (without its '\n')
    kFileProblem,  // text says why the file gives no puzzles (missing, directory, empty, ...)
  };
  Kind kind = Kind::kLine;
  std::size_t file_index = 0;  // into the reader's paths
  std::size_t line = 0;        // 1-based; 0 for a file problem
  std::string text;
};

class PuzzleReader {
 public:
  explicit PuzzleReader(std::vector<std::string> paths);

  // The next item, or false once every file is done.
  bool next(InputItem& item);
  const std::string& path(std::size_t file_index) const { return paths_[file_index]; }
  const std::vector<std::string>& paths() const { return paths_; }

 private:
  bool open_next(InputItem& problem);  // false: that file has a problem, reported in `problem`

  std::vector<std::string> paths_;
  std::size_t next_file_ = 0;
  std::size_t current_ = 0;
  std::unique_ptr<std::ifstream> file_;
  std::istream* in_ = nullptr;
  std::size_t line_ = 0;
  bool saw_puzzle_text_ = false;
};

}  // namespace sudoku::harness
