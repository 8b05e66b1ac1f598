#pragma once
// What the environment says about how this process was started: mpirun and srun leave their
// marks (OMPI_COMM_WORLD_*, PMIX_RANK, PMI_*), read here without MPI, so that a plain start never
// touches MPI at all and a build without MPI can still refuse a cluster start clearly.

namespace sudoku::harness {

struct LaunchEnv {
  bool by_mpi = false;  // started by an MPI launcher
  int rank = 0;         // this process's rank, as the launcher numbers it (0 when unknown)
  int ranks = 1;        // how many it started (1 when unknown)
};

LaunchEnv launch_env();

}  // namespace sudoku::harness
