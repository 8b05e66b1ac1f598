// sudoku-bench: solves Sudoku of any size and measures how well solving techniques work.
// main reads the command line into its options (harness/cli/command_line.h), hands them to the mode
// they name, and returns that mode's exit status.

#include <cstdio>

#include "harness/cli/command_line.h"
#include "harness/modes/batch_mode.h"
#include "harness/modes/generate_mode.h"
#include "harness/modes/serial_mode.h"
#include "harness/mpi/launch_env.h"
#include "harness/sweep/sweep_mode.h"
#ifdef SUDOKU_HAVE_MPI
#include "harness/mpi/mpi_batch.h"
#endif

namespace {

// Batch mode started by an MPI launcher: across the ranks, or refused by a build without MPI,
// where each rank would run the whole batch.
int run_launched_batch(const sudoku::harness::RunOptions& options, const sudoku::harness::LaunchEnv& launch) {
#ifdef SUDOKU_HAVE_MPI
  (void)launch;
  return sudoku::harness::run_mpi_batch(options);
#else
  if (launch.ranks <= 1) return sudoku::harness::run_batch(options);
  if (launch.rank == 0) {
    std::fprintf(stderr,
                 "sudoku-bench: started as %d MPI ranks, but this build has no MPI (install "
                 "libopenmpi-dev and rebuild); each rank would run the whole batch\n",
                 launch.ranks);
  }
  return 2;
#endif
}

// A sweep solves its instances in one batch run, across the ranks under MPI. The ranks share no
// disk writes, so there the set is made first (--make-only without mpirun) and run with --from.
int run_sweep_command(const sudoku::harness::SweepOptions& sweep, const sudoku::harness::LaunchEnv& launch) {
  using sudoku::harness::run_sweep;
  if (!launch.by_mpi || launch.ranks <= 1) return run_sweep(sweep, sudoku::harness::run_batch, 0);
  if (!sweep.from_saved || sweep.make_only) {
    if (launch.rank == 0) {
      std::fputs(
          "sudoku-bench sweep: under MPI, make the instances first (the same sweep with --make-only, "
          "without mpirun), then run them with --from=DIR\n",
          stderr);
    }
    return 2;
  }
#ifdef SUDOKU_HAVE_MPI
  return run_sweep(sweep, sudoku::harness::run_mpi_batch, launch.rank);
#else
  return run_launched_batch(sudoku::harness::RunOptions{}, launch);  // refused: no MPI in this build
#endif
}

}  // namespace

int main(int argc, char** argv) {
  using sudoku::harness::Command;
  const sudoku::harness::LaunchEnv launch = sudoku::harness::launch_env();
  const Command command = sudoku::harness::parse_command_line(argc, argv, launch.rank);
  switch (command.kind) {
    case Command::Kind::kExit: return command.exit_status;
    case Command::Kind::kGenerate: return sudoku::harness::run_generate(command.generate);
    case Command::Kind::kSweep: return run_sweep_command(command.sweep, launch);
    case Command::Kind::kSolve: break;
  }
  const sudoku::harness::RunOptions& options = command.run;
  if (options.mode == sudoku::harness::RunOptions::Mode::kSerial) {
    // The grader's mode stays one process: under mpirun, rank 0 answers and the others leave.
    return launch.rank > 0 ? 0 : sudoku::harness::run_serial(options);
  }
  if (launch.by_mpi) return run_launched_batch(options, launch);
  return sudoku::harness::run_batch(options);
}
