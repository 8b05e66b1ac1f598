#!/usr/bin/env python3
"""Soak run: the batch harness over many puzzles on every thread, watching memory and answers.

usage: scripts/soak.py [--puzzles N] [--binary PATH] [--techniques T] [--threads K] [--out DIR]
                       [--max-growth-mb MB] SET...

Writes one input file of at least N puzzles (default 100,000) by repeating the lines of the SET
files in turn, runs `sudoku-bench --csv --solutions` on it once, and while it runs reads the
process's peak resident memory (VmHWM in /proc/PID/status) when the CSV first holds 1,000 rows
and 10,000 rows, and at the end from the summary's own peak-memory reading. Then every solution line is checked against its puzzle here (an
independent checker) and every CSV row must say "solved".

Passes when there is no failure and the peak RSS at the end is at most --max-growth-mb (default
16) above the peak at 10,000 puzzles: memory must not grow with the number of puzzles.
Prints one summary line per checkpoint; exit 0 pass, 1 fail, 2 usage.

example: python3 scripts/soak.py --puzzles 100000 ../shared/puzzles/public/*_9x9.txt
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

from benchkit import DEFAULT_BINARY
from benchkit.grids import is_solution, read_puzzles
from benchkit.schema import read_csv

CHECKPOINTS = (1_000, 10_000)


def peak_rss_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def count_rows(path):
    try:
        with open(path, "rb") as f:
            return max(0, f.read().count(b"\n") - 1)
    except OSError:
        return 0


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="+", metavar="SET", help="puzzle files whose lines are repeated")
    parser.add_argument("--puzzles", type=int, default=100_000,
                        help="puzzles in the input at least (default: %(default)s)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="the sudoku-bench binary (default: %(default)s)")
    parser.add_argument("--techniques", default="all", help="technique set of the run (default: %(default)s)")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1,
                        help="solver threads (default: every core, %(default)s)")
    parser.add_argument("--out", help="keep the input, CSV and solutions here (default: a temporary directory)")
    parser.add_argument("--max-growth-mb", type=float, default=16,
                        help="how far the peak RSS may grow from 10,000 puzzles to the end, in MiB "
                             "(default: %(default)g)")
    return parser.parse_args(argv[1:])


def run_watched(command, out, csv_path):
    """Runs the harness, reading its peak RSS as the CSV passes each checkpoint: (exit status, wall
    seconds, [(checkpoint, rows, peak KiB, seconds)], its stderr, its stdout)."""
    start = time.monotonic()
    # Output to files, not pipes: nobody reads a pipe while we wait, and a full one would block.
    with open(os.path.join(out, "soak_stdout.txt"), "wb") as stdout, \
            open(os.path.join(out, "soak_stderr.txt"), "wb") as stderr:
        process = subprocess.Popen(command, stdout=stdout, stderr=stderr)
    pending = list(CHECKPOINTS)
    readings = []
    while True:
        pid, status, _ = os.wait4(process.pid, os.WNOHANG)
        if pid != 0:
            break
        time.sleep(0.05)
        rows = count_rows(csv_path) if pending else 0
        while pending and rows >= pending[0]:
            readings.append((pending.pop(0), rows, peak_rss_kib(process.pid), time.monotonic() - start))
    wall = time.monotonic() - start
    with open(os.path.join(out, "soak_stderr.txt"), "rb") as f:
        stderr_text = f.read().decode("utf-8", "replace")
    with open(os.path.join(out, "soak_stdout.txt"), "rb") as f:
        summary = f.read().decode("utf-8", "replace")
    return os.waitstatus_to_exitcode(status), wall, readings, stderr_text, summary


def answer_failures(puzzles, rows, answers, returncode, stderr_text):
    """What went wrong with the rows, the solutions and the exit status ([] when nothing did), and
    how many answers were wrong."""
    failures = []
    if len(rows) != len(puzzles):
        failures.append("%d CSV rows for %d puzzles" % (len(rows), len(puzzles)))
    not_solved = [r for r in rows if r["status"] != "solved"]
    if not_solved:
        failures.append("%d puzzles not solved, first: line %s %s" % (len(not_solved), not_solved[0]["line"],
                                                                    not_solved[0]["status"]))
    wrong = sum(1 for p, a in zip(puzzles, answers) if not is_solution(p, a))
    if len(answers) != len(puzzles) or wrong:
        failures.append("%d solution lines for %d puzzles, %d wrong" % (len(answers), len(puzzles), wrong))
    if returncode != 0:
        failures.append("exit status %d: %s" % (returncode, stderr_text[-500:]))
    return failures, wrong


def memory_failures(args, puzzles, readings, final_peak):
    """The failure of a peak grown past --max-growth-mb from 10,000 puzzles to the end ([] or one)."""
    at_10k = next((peak for checkpoint, _, peak, _ in readings if checkpoint == 10_000 and peak), None)
    if at_10k is None or len(puzzles) < 100_000:
        return []
    growth_mb = (final_peak - at_10k) / 1024
    print("soak: growth from 10,000 puzzles to the end: %.1f MiB (limit %g)" % (growth_mb, args.max_growth_mb))
    return ["peak RSS grew by %.1f MiB" % growth_mb] if growth_mb > args.max_growth_mb else []


def soak(args, pool, puzzles, out):
    """Writes the input, runs the harness on it and checks everything: the failures ([]: passed)."""
    input_path = os.path.join(out, "soak_input.txt")
    csv_path = os.path.join(out, "soak.csv")
    solutions_path = os.path.join(out, "soak_solutions.txt")
    with open(input_path, "w") as f:
        f.write("\n".join(puzzles) + "\n")
    print("soak: %d puzzles (%d distinct from %d set%s, repeated %dx), techniques=%s, %d threads"
          % (len(puzzles), len(pool), len(args.sets), "" if len(args.sets) == 1 else "s",
             -(-len(puzzles) // len(pool)), args.techniques, args.threads), flush=True)
    command = [args.binary, "--no-progress", "--threads=%d" % args.threads, "--techniques=" + args.techniques,
               "--csv=" + csv_path, "--solutions=" + solutions_path, input_path]
    returncode, wall, readings, stderr_text, summary = run_watched(command, out, csv_path)
    # The program's own reading at its end (VmHWM). Not wait4's ru_maxrss: Linux keeps that
    # across exec, so it would count this script's memory from before the fork.
    found = re.search(r"peak-memory=([0-9.]+)MiB", summary)
    final_peak = float(found.group(1)) * 1024 if found else 0
    rows = read_csv(csv_path).rows
    with open(solutions_path) as f:
        answers = f.read().split("\n")[:-1]
    failures, wrong = answer_failures(puzzles, rows, answers, returncode, stderr_text)
    for checkpoint, rows_seen, peak, at in readings:
        print("soak: peak RSS %s MiB after %d puzzles (%.1f s)" % ("%.1f" % (peak / 1024) if peak else "?", rows_seen, at))
    print("soak: peak RSS %.1f MiB after %d puzzles (%.1f s): %d solutions checked, %d wrong, %.0f puzzles/s"
          % (final_peak / 1024, len(rows), wall, len(answers), wrong, len(rows) / wall))
    failures += memory_failures(args, puzzles, readings, final_peak)
    if not found:
        failures.append("the summary has no peak-memory reading:\n" + summary[-500:])
    return failures


def main(argv):
    args = parse_args(argv)
    pool = []
    for path in args.sets:
        pool.extend(puzzle for _, puzzle in read_puzzles(path))
    if not pool:
        print("soak: the sets hold no puzzles", file=sys.stderr)
        return 2
    repeats = -(-args.puzzles // len(pool))
    puzzles = (pool * repeats)[:max(args.puzzles, len(pool))] if repeats > 1 else pool
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or tmp
        os.makedirs(out, exist_ok=True)
        failures = soak(args, pool, puzzles, out)
    if failures:
        for failure in failures:
            print("soak: FAIL: " + failure, file=sys.stderr)
        return 1
    print("soak: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
