#include "harness/core/puzzle_reader.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

namespace sudoku::harness {

PuzzleReader::PuzzleReader(std::vector<std::string> paths) : paths_(std::move(paths)) {}

bool PuzzleReader::open_next(InputItem& problem) {
  current_ = next_file_++;
  line_ = 0;
  saw_puzzle_text_ = false;
  const std::string& path = paths_[current_];
  problem = {InputItem::Kind::kFileProblem, current_, 0, {}};
  if (path == "-") {
    file_.reset();
    in_ = &std::cin;
    return true;
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    problem.text = "is a directory, not a puzzle file";
    return false;
  }
  file_ = std::make_unique<std::ifstream>(path, std::ios::binary);
  if (!*file_) {
    const int err = errno;
    problem.text = std::string("cannot open: ") + (err != 0 ? std::strerror(err) : "unreadable");
    file_.reset();
    return false;
  }
  in_ = file_.get();
  return true;
}

bool PuzzleReader::next(InputItem& item) {
  for (;;) {
    if (in_ == nullptr) {
      if (next_file_ >= paths_.size()) return false;
      if (!open_next(item)) return true;
    }
    std::string text;
    if (std::getline(*in_, text)) {
      ++line_;
      if (!text.empty()) saw_puzzle_text_ = true;
      item = {InputItem::Kind::kLine, current_, line_, std::move(text)};
      return true;
    }
    const bool read_error = in_->bad();
    in_ = nullptr;
    file_.reset();
    if (read_error) {
      item = {InputItem::Kind::kFileProblem, current_, 0, "read error after line " + std::to_string(line_)};
      return true;
    }
    if (!saw_puzzle_text_) {
      item = {InputItem::Kind::kFileProblem, current_, 0, "empty file: no puzzles"};
      return true;
    }
  }
}

}  // namespace sudoku::harness
