#!/usr/bin/env python3
"""Portfolio against one search, per puzzle, over seeds: --serial --pretty with --threads=1 and
with --threads=K (K searches seeded S, S+1, ... racing on each puzzle), seed by seed, the two
alternating. Reads each puzzle's wall time from --pretty's "solution: ..., X ms" line.

    python3 scripts/experiments/portfolio_sweep.py [--members 2] [--seeds 0-7] [--timeout 30] [--apart-too] FILE...

The K members share short learnt clauses (the program's default); --apart-too adds a third mode,
K members with --no-share, to measure what sharing does. Prints per seed and mode the sum, median
and maximum of the per-puzzle times, then over all seeds: the worst seed's sum, and the medians of
the sums and maxima. Unsolved puzzles (a timeout) count at the full --timeout and are reported.
The modes take turns in a different order each seed.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # scripts/: benchkit
import benchkit  # noqa: E402
from benchkit import cli, runner, stats  # noqa: E402

puzzle_times = runner.pretty_times


def run(binary, members, seed, timeout_s, files, extra=()):
    """runner.run_pretty, exiting with its message when the run fails."""
    try:
        return runner.run_pretty(binary, members, seed, timeout_s, files, extra)
    except runner.RunError as error:
        sys.exit(f"portfolio_sweep: {error}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", help="puzzle files")
    parser.add_argument("--members", type=int, default=2, help="searches racing per puzzle (default 2)")
    parser.add_argument("--seeds", default="0-7", help="seeds, a list with ranges such as 0-7 (default 0-7)")
    parser.add_argument("--timeout", type=float, default=30, help="seconds per puzzle (default 30)")
    parser.add_argument("--binary", default=benchkit.DEFAULT_BINARY, help="the sudoku-bench to run")
    parser.add_argument("--apart-too", action="store_true",
                        help="also K members with --no-share (no clauses passed between them)")
    args = parser.parse_args(argv)
    shared = "%d members" % args.members
    modes = [("1 member", 1, []), (shared, args.members, [])]
    if args.apart_too:
        modes.append((shared + ", --no-share", args.members, ["--no-share"]))
    sums = {label: [] for label, _, _ in modes}
    maxima = {label: [] for label, _, _ in modes}
    for turn, seed in enumerate(cli.parse_seeds(args.seeds)):
        shift = turn % len(modes)
        for label, members, extra in modes[shift:] + modes[:shift]:
            times, wins = run(args.binary, members, seed, args.timeout, args.files, extra)
            unsolved = sum(1 for t in times if t >= args.timeout)
            sums[label].append(sum(times))
            maxima[label].append(max(times))
            print("seed %d, %s: %d puzzles, sum %.3f s, median %.4f s, max %.3f s%s%s"
                  % (seed, label, len(times), sum(times), stats.median(times), max(times),
                     ", %d won by a helper" % wins if members > 1 else "",
                     ", %d unsolved" % unsolved if unsolved else ""))
    for label, _, _ in modes:
        print("%s over %d seeds: sum median %.3f s, worst %.3f s; max median %.3f s, worst %.3f s"
              % (label, len(sums[label]), stats.median(sums[label]), max(sums[label]),
                 stats.median(maxima[label]), max(maxima[label])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
