#!/usr/bin/env python3
"""Batch throughput on one machine, one process against MPI ranks: K threads in one process
against K ranks of one thread each (mpirun -np K --oversubscribe), alternated round by round on
the same files, so that the machine's drift falls on both alike. Reads each run's summary:
puzzles per wall-clock second, and the whole process's wall time (mpirun's start-up included).

    python3 scripts/experiments/mpi_throughput.py [--rounds 5] [--workers 2] [--binary B] FILE...
    python3 scripts/experiments/mpi_throughput.py --hard-9x9 20000 --rounds 5    (the first 20,000 lines of
                                        ../shared's forum_hardest_1905_11plus_9x9.txt)
    python3 scripts/experiments/mpi_throughput.py --trivial 200000 --rounds 3    (rank 0's intake: solved
                                        grids with one blank, so the ranks do little but send rows)

Prints one line per run and the medians; the throughput ratio is MPI's over one process's (above
1: MPI faster), from the wall time the summary gives (after MPI's start) and from the whole process.
The first round is a warm-up and is left out of the medians.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # scripts/: benchkit
import benchkit  # noqa: E402
from benchkit import stats  # noqa: E402

HARD_9X9 = os.path.join(benchkit.ROOT, "..", "shared", "puzzles", "public", "forum_hardest_1905_11plus_9x9.txt")
RATE = re.compile(r"wall time ([0-9.]+) s on .*?: ([0-9]+) puzzles per wall-clock second")


def first_lines(source, count, path):
    with open(source) as f, open(path, "w") as out:
        written = 0
        for line in f:
            if line.strip() and not line.startswith("#"):
                out.write(line)
                written += 1
                if written == count:
                    break
    return path


def trivial_grids(binary, count, scratch):
    """`count` lines, each a solved 9x9 grid with one cell blanked (a different cell each line)."""
    seeds = os.path.join(scratch, "seeds.txt")
    first_lines(os.path.join(benchkit.ROOT, "puzzles", "puzzles_1_standard_easy.txt"), 60, seeds)
    solved = subprocess.run([binary, "--serial", seeds], capture_output=True, text=True, check=True).stdout.split()
    path = os.path.join(scratch, "trivial.txt")
    with open(path, "w") as out:
        for i in range(count):
            grid = solved[i % len(solved)]
            cell = (i // len(solved)) % 81
            out.write(grid[:cell] + "." + grid[cell + 1:] + "\n")
    return path


def run(command, env):
    start = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    process_s = time.monotonic() - start
    if done.returncode != 0:
        sys.exit("mpi_throughput: %s exited %d\n%s" % (" ".join(command), done.returncode, done.stderr))
    match = RATE.search(done.stdout)
    if not match:
        sys.exit("mpi_throughput: no summary line in the output of %s" % " ".join(command))
    return float(match.group(1)), int(match.group(2)), process_s


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="puzzle files (with neither --hard-9x9 nor --trivial)")
    parser.add_argument("--rounds", type=int, default=5, help="alternated rounds, the first a warm-up (default 5)")
    parser.add_argument("--workers", type=int, default=2,
                        help="threads of the one process, and ranks of one thread under MPI (default 2)")
    parser.add_argument("--binary", default=benchkit.DEFAULT_BINARY, help="the sudoku-bench to run")
    parser.add_argument("--hard-9x9", type=int, metavar="N", help="the first N lines of forum_hardest_1905 in ../shared")
    parser.add_argument("--trivial", type=int, metavar="N", help="N solved grids with one blank each")
    parser.add_argument("--args", default="", help="more options for sudoku-bench, one string")
    args = parser.parse_args(argv)
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    with tempfile.TemporaryDirectory() as scratch:
        files = list(args.files)
        if args.hard_9x9:
            files.append(first_lines(HARD_9X9, args.hard_9x9, os.path.join(scratch, "hard.txt")))
        if args.trivial:
            files.append(trivial_grids(args.binary, args.trivial, scratch))
        if not files:
            parser.error("name puzzle files, --hard-9x9 N or --trivial N")
        outputs = ["--no-progress", "--csv=" + os.path.join(scratch, "run.csv"),
                   "--solutions=" + os.path.join(scratch, "run.sol")] + args.args.split()
        one = [args.binary, "--threads=%d" % args.workers] + outputs + files
        mpi = ["mpirun", "-np", str(args.workers), "--oversubscribe", args.binary, "--threads=1"] + outputs + files
        results = {"one process": [], "mpi": []}
        for round_number in range(args.rounds):
            for label, command in (("one process", one), ("mpi", mpi)):
                wall, rate, process_s = run(command, env)
                print("round %d %-11s wall %.3f s, %d puzzles/s, whole process %.3f s"
                      % (round_number, label, wall, rate, process_s))
                if round_number > 0:
                    results[label].append((wall, process_s))
        med = {label: (stats.median([w for w, _ in rows]), stats.median([p for _, p in rows]))
               for label, rows in results.items()}
        print("median one process: wall %.3f s, whole process %.3f s" % med["one process"])
        print("median mpi:         wall %.3f s, whole process %.3f s" % med["mpi"])
        print("throughput mpi / one process: %.3f in the program's wall time, %.3f whole process"
              % (med["one process"][0] / med["mpi"][0], med["one process"][1] / med["mpi"][1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
