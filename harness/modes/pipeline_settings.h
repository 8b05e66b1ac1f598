#pragma once
// What the solve pipeline (harness/run/solve_pipeline.h) reads of the run's options, for the two
// modes that run it: one machine (harness/modes/batch_mode.cpp) and each MPI rank
// (harness/mpi/mpi_batch.cpp).

#include "harness/core/run_options.h"
#include "harness/run/solve_pipeline.h"

namespace sudoku::harness {

// Refers to `options`, which must outlive it.
PipelineSettings pipeline_settings(const RunOptions& options);

}  // namespace sudoku::harness
