#pragma once
// Batch mode across MPI ranks (mpirun -np K sudoku-bench ..., or srun). Rank 0 reads the files,
// hands out chunks of lines on request (harness/mpi/chunk_plan.h), solves chunks too, and records
// every result as it arrives: CSV rows as they complete, solutions in input order, the summary
// at the end. Every other rank solves the chunks it is given on its own oneTBB pool (--threads
// per rank) and sends the results back. Only built when CMake finds MPI.

#include "harness/modes/batch_mode.h"

namespace sudoku::harness {

// Calls MPI_Init and MPI_Finalize. With one rank it is run_batch. Returns this rank's exit status:
// on rank 0 the run's (as run_batch's), elsewhere 0, or 128 + signal when interrupted.
int run_mpi_batch(const RunOptions& options);

}  // namespace sudoku::harness
