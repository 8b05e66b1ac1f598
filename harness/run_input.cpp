#include "harness/run_input.h"

#include "solver/puzzle_io.h"

namespace sudoku::harness {

RunInput::RunInput(std::vector<std::string> files, std::vector<std::unordered_set<std::size_t>> already_done)
    : reader_(std::move(files)), already_done_(std::move(already_done)) {}

bool RunInput::next(InputLine& line) {
  for (;;) {
    if (!reader_.next(line.item)) return false;
    if (line.item.kind == InputItem::Kind::kLine) {
      if (is_skipped_line(line.item.text)) continue;
      if (already_done_[line.item.file_index].count(line.item.line) != 0) {
        ++resumed_;
        ++resumed_pending_;
        continue;
      }
    }
    line.seq = next_seq_++;
    line.resumed_before = resumed_pending_;
    resumed_pending_ = 0;
    return true;
  }
}

}  // namespace sudoku::harness
