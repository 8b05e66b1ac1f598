#pragma once
// The command line of every command, defined in one place: `sudoku-bench [options] FILE...`
// solves, `sudoku-bench generate [options]` writes puzzles, `sudoku-bench sweep [options]` maps a
// solver's cost over size and share of givens (harness/sweep/sweep_mode.h). Every option is validated as
// CLI11 parses it (harness/cli/option_checks.h) into the options its mode reads; a malformed command line
// ends in one usage error (harness/core/usage_error.h).

#include "harness/core/run_options.h"
#include "harness/modes/generate_mode.h"
#include "harness/sweep/sweep_options.h"

namespace sudoku::harness {

struct Command {
  enum class Kind {
    kExit,      // nothing to run: --help, --version, --list-columns (status 0), or a usage error (2)
    kSolve,     // run: serial or batch, as run.mode says
    kGenerate,  // generate
    kSweep,     // sweep
  };
  Kind kind = Kind::kExit;
  int exit_status = 0;  // kExit
  RunOptions run;
  GenerateOptions generate;
  SweepOptions sweep;
};

// `launch_rank`: this process's rank when an MPI launcher started it. The other ranks parse the
// same command line, so only rank 0 speaks of its mistakes, and only rank 0 generates.
Command parse_command_line(int argc, char** argv, int launch_rank);

}  // namespace sudoku::harness
