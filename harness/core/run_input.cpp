#include "harness/core/run_input.h"

#include "solver/puzzle_io.h"

namespace sudoku::harness {

RunInput::RunInput(std::vector<std::string> files, SolversDone already_done, std::uint64_t every_solver)
    : reader_(std::move(files)), already_done_(std::move(already_done)), every_solver_(every_solver) {}

bool RunInput::next(InputLine& line) {
  for (;;) {
    if (!reader_.next(line.item)) return false;
    line.solvers_done = 0;
    if (line.item.kind == InputItem::Kind::kLine) {
      if (is_skipped_line(line.item.text)) continue;
      const auto& done = already_done_[line.item.file_index];
      if (const auto it = done.find(line.item.line); it != done.end()) line.solvers_done = it->second;
      if (line.solvers_done == every_solver_) {
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
