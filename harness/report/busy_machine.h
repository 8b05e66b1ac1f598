#pragma once
// Whether the machine was too busy for a run's times to be trusted, judged from the 1-minute load
// average: a warning line for stderr, or nothing. Decisions only; the caller reads the load
// (harness/core/machine_info.h) and prints.

#include <optional>
#include <string>

namespace sudoku::harness {

// Before the run: other work already wants more cores than the run leaves free (usable - threads).
std::optional<std::string> busy_before(double load_one, int usable, int threads);
// After it: the load passed what the run itself could make (max(usable, threads)): something
// else ran beside it. Said only when busy_before said nothing.
std::optional<std::string> busy_during(double load_one, int usable, int threads);

}  // namespace sudoku::harness
