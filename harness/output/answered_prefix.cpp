#include "harness/output/answered_prefix.h"

#include <fmt/format.h>

#include <fstream>
#include <utility>

#include "harness/core/puzzle_reader.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {

AnsweredPrefix read_answered_prefix(const std::string& path) {
  AnsweredPrefix prefix;
  std::ifstream in(path, std::ios::binary);
  char buffer[1 << 16];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    for (std::streamsize i = 0; i < in.gcount(); ++i) {
      ++prefix.file_bytes;
      if (buffer[i] != '\n') continue;
      ++prefix.lines;
      prefix.bytes = prefix.file_bytes;
    }
  }
  return prefix;
}

bool align_with_answers(const std::vector<std::string>& files, std::uint64_t answered,
                        const std::string& path, ResumeIndex& resume, std::uint64_t* handed_before,
                        std::string* error) {
  const auto done = resume.solvers_by_line(files);
  std::vector<std::pair<std::string, std::size_t>> unanswered;
  PuzzleReader reader(files);
  InputItem item;
  std::uint64_t puzzle = 0;  // the input's puzzle lines so far: the solutions file's line numbers
  *handed_before = 0;
  while (reader.next(item)) {
    if (item.kind == InputItem::Kind::kLine && is_skipped_line(item.text)) continue;
    std::uint64_t solvers = 0;  // whose rows it has
    if (item.kind == InputItem::Kind::kLine) {
      const auto it = done[item.file_index].find(item.line);
      if (it != done[item.file_index].end()) solvers = it->second;
    }
    // Handed out (for a solver still without its row), its answer already written.
    if (puzzle < answered && solvers != resume.every_solver()) ++*handed_before;
    if (puzzle >= answered && solvers != 0) unanswered.emplace_back(files[item.file_index], item.line);
    if (item.kind == InputItem::Kind::kLine) ++puzzle;
  }
  if (answered > puzzle) {
    *error = fmt::format("{} holds {} answers but the input has {} puzzles: it belongs to another run", path,
                         answered, puzzle);
    return false;
  }
  if (!unanswered.empty()) {
    resume.drop(unanswered, kNoAnswerYet, fmt::format("no answer in {} yet; measured again", path));
  }
  return true;
}

}  // namespace sudoku::harness
