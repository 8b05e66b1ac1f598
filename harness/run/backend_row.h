#pragma once
// Another backend's answer (backends/backend.h) as the harness's one result type: the one place
// where a BackendResult becomes a PuzzleResult. Statuses the solver's enum lacks (wrong, refused,
// crashed, memout) keep their name in PuzzleResult::backend_status; counters the backend does not know are
// marked unknown, so that the CSV leaves them empty.

#include <string>

#include "backends/backend.h"
#include "harness/run/puzzle_job.h"

namespace sudoku::harness {

// `job` is the kPuzzle Job the backend solved; `solver` the CSV's name for it. A cancelled solve
// is a kCancelled result (not recorded).
PuzzleResult backend_row(const Job& job, const backends::BackendResult& answer, const std::string& solver);

}  // namespace sudoku::harness
