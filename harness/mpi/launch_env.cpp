#include "harness/mpi/launch_env.h"

#include <cstdlib>
#include <optional>

#include "solver/number_named.h"

namespace sudoku::harness {
namespace {

std::optional<int> number_in(const char* name) {
  const char* text = std::getenv(name);
  if (text == nullptr) return std::nullopt;
  const auto value = number_named<int>(text);
  if (!value || *value < 0) return std::nullopt;
  return value;
}

}  // namespace

LaunchEnv launch_env() {
  LaunchEnv env;
  // Open MPI's mpirun; then PMIx (srun --mpi=pmix, prterun); then PMI (srun --mpi=pmi2, MPICH).
  const std::optional<int> rank = [] {
    for (const char* name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"}) {
      if (auto value = number_in(name)) return value;
    }
    return std::optional<int>{};
  }();
  if (!rank) return env;
  env.by_mpi = true;
  env.rank = *rank;
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_STEP_NUM_TASKS", "SLURM_NTASKS"}) {
    if (auto value = number_in(name); value && *value > 0) {
      env.ranks = *value;
      break;
    }
  }
  return env;
}

}  // namespace sudoku::harness
