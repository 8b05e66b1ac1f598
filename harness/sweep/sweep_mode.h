#pragma once
// `sudoku-bench sweep`: the hardness map of a solver over grid size and share of givens. Makes
// each point's instances from the seed (or takes a saved set, --from), solves them all in one
// batch run (harness/modes/batch_mode.h: its CSV, progress, Ctrl-C, --resume, --threads and MPI), then
// summarises the CSV per point (harness/sweep/sweep_summary.h) on stderr.

#include "harness/core/run_options.h"
#include "harness/sweep/sweep_options.h"

namespace sudoku::harness {

// The batch run that solves the instances: run_batch on one machine, the MPI batch under mpirun.
using BatchRunner = int (*)(const RunOptions&);

// Exit status: the batch run's (0 when every instance was solved, 1 when some was not, a point's
// file is empty because `unique` could not reach it, or an output failed; 2 for a usage problem;
// 128 + signal when interrupted); 1 also when the instances could not be made or read. Only rank 0
// makes instances and prints the summary.
int run_sweep(const SweepOptions& options, BatchRunner run, int rank);

}  // namespace sudoku::harness
