#!/usr/bin/env python3
"""Makes a puzzle file in the spirit of one of the course's seven (puzzles/): the same sizes, about
as many puzzles of each and about the same share of givens, every puzzle with exactly one solution,
made by `sudoku-bench generate`. A fresh set for a new term is a new --seed.

    python3 scripts/experiments/make_course_set.py KIND [--seed S] [--out FILE] [--binary B] [--threads T]

KIND is one of the course files' names without number: standard_easy, variety_easy,
standard_medium, variety_medium, standard_hard, variety_hard, bigger. The "hard" kinds are minimal
puzzles (no given can go), as the course's hard files nearly are; the others stop digging at the
course file's share of givens. Lines are grouped by size, smallest first. The summary of each
generate run goes to stderr.
"""
import argparse
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # scripts/: benchkit
import benchkit  # noqa: E402

VARIETY = [4, 6, 8, 9, 10, 12, 15, 16]
# KIND: ([(size, count), ...], givens as generate --givens takes it, or None for minimal puzzles)
KINDS = {
    "standard_easy": ([(9, 60)], "56%"),
    "variety_easy": ([(n, 8 if n < 10 else 7) for n in VARIETY], "55%"),
    "standard_medium": ([(9, 60)], "44%"),
    "variety_medium": ([(n, 7 if n < 14 else 6) for n in sorted(VARIETY + [14])], "45%"),
    "standard_hard": ([(9, 60)], None),
    "variety_hard": ([(n, 7 if n < 14 else 6) for n in sorted(VARIETY + [14])], None),
    "bigger": ([(16, 6), (18, 6), (20, 6), (24, 6), (25, 6)], "shares"),
}
# bigger: the course file's share of givens grows with the size.
BIGGER_SHARES = {16: "37%", 18: "39%", 20: "40%", 24: "43%", 25: "44%"}


def generate_args(kind, size, count, seed, threads):
    givens = KINDS[kind][1]
    if givens == "shares":
        givens = BIGGER_SHARES[size]
    args = ["generate", "--size=%d" % size, "--count=%d" % count, "--seed=%d" % seed]
    if threads:
        args.append("--threads=%d" % threads)
    if givens:
        args.append("--givens=" + givens)
    return args


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=sorted(KINDS), metavar="KIND", help="one of: " + ", ".join(KINDS))
    parser.add_argument("--seed", type=int, default=1, help="names the set (default 1)")
    parser.add_argument("--out", help="write the puzzles here (default: stdout)")
    parser.add_argument("--threads", type=int, help="generate's --threads (default: every core)")
    parser.add_argument("--binary", default=benchkit.DEFAULT_BINARY,
                        help="the sudoku-bench to run (default: build/sudoku-bench)")
    args = parser.parse_args(argv)
    if not os.access(args.binary, os.X_OK):
        parser.error("no sudoku-bench binary at %s (build it, or give --binary)" % args.binary)
    lines = []
    for size, count in KINDS[args.kind][0]:
        # Each size draws from its own seed, so that adding a size to a kind leaves the others alone.
        command = [args.binary] + generate_args(args.kind, size, count, args.seed * 1000 + size, args.threads)
        done = subprocess.run(command, capture_output=True, text=True)
        sys.stderr.write(done.stderr)
        if done.returncode != 0:
            print("make_course_set.py: %s failed (exit %d)" % (shlex.join(command), done.returncode),
                  file=sys.stderr)
            return 1
        lines += done.stdout.splitlines()
    text = "".join(line + "\n" for line in lines)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
