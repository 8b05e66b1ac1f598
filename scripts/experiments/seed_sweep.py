#!/usr/bin/env python3
"""Seed sweep: one or more sudoku-bench binaries over several seeds, figures per file and binary.

usage: scripts/experiments/seed_sweep.py [--binary [LABEL=]PATH ...] [--seeds LIST] [--search S] [--techniques T]
                             [--timeout SECONDS] [--out FILE.md] FILE [FILE ...]

Learning's counters are deterministic for a given seed but chaotic across seeds: one change can
halve a puzzle's conflicts under one seed and double them under the next. A search change is judged
here over several seeds, never on seed 0 alone. For every seed, each binary runs in turn (one
thread, `--seed=S`), and for every file and binary the table gives the runs (puzzles x seeds),
timeouts, conflicts (the CSV's conflicts column) mean and median, guesses mean, and time mean, median
and total in µs (a timeout counts at its full time). With two or more binaries, a line per file
gives each binary's mean conflicts and total time against the first binary's.

--seeds takes a list and ranges: "0-7", "0,2,5", "1-3,9" (default 0-3). --binary is repeatable
(default build/sudoku-bench); LABEL= names it in the table (default its path). The runs are
sequential: times stay comparable (the binaries alternate seed by seed on the same machine), but
only counters are exact; quote times as medians and ratios.

Writes a Markdown table (--out, default stdout). Exit status 0, or 2 on a usage error or a failed run.
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # scripts/: benchkit
from benchkit import DEFAULT_BINARY  # noqa: E402
from benchkit.cli import parse_seeds, write_text  # noqa: E402
from benchkit.runner import RunError, run_harness  # noqa: E402
from benchkit.schema import conflicts_of  # noqa: E402
from benchkit.stats import lower_median  # noqa: E402


def parse_binary(text):
    label, sep, path = text.partition("=")
    return (label, path) if sep else (text, text)


def run_once(args, binary, seed, tmp):
    options = ["--threads=1", f"--seed={seed}", f"--search={args.search}", f"--techniques={args.techniques}",
               f"--timeout={args.timeout}"]
    try:
        return run_harness(binary, options, args.files, tmp)
    except RunError as error:
        print(f"seed_sweep: {error}", file=sys.stderr)
        sys.exit(2)


def figures(rows):
    rows = [r for r in rows if r["status"] in ("solved", "timeout")]
    if not rows:
        return None
    times = [float(r["solve_us"]) for r in rows]
    conflicts = [conflicts_of(r) for r in rows]
    guesses = [int(r["guesses"]) for r in rows]
    return {
        "runs": len(rows),
        "timeouts": sum(r["status"] == "timeout" for r in rows),
        "conflicts_mean": sum(conflicts) / len(conflicts),
        "conflicts_median": lower_median(conflicts),
        "guesses_mean": sum(guesses) / len(guesses),
        "time_mean": sum(times) / len(times),
        "time_median": lower_median(times),
        "time_total": sum(times),
    }


def parse_args():
    """(args, seeds, [(label, path)] of the binaries), checked; exits 2 on a usage error."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", metavar="FILE", help="puzzle files")
    parser.add_argument("--binary", action="append", metavar="[LABEL=]PATH",
                        help="a sudoku-bench binary, LABEL naming it in the table; repeatable "
                             "(default: build/sudoku-bench)")
    parser.add_argument("--seeds", default="0-3", help="seeds, a list with ranges such as 0-7 or 1-3,9 "
                                                              "(default: %(default)s)")
    parser.add_argument("--search", default="learn", help="the harness's --search for every run (default: %(default)s)")
    parser.add_argument("--techniques", default="all", help="technique set of every run (default: %(default)s)")
    parser.add_argument("--timeout", default="20", help="seconds per puzzle (default: %(default)s)")
    parser.add_argument("--out", help="write the Markdown table here (default: stdout)")
    args = parser.parse_args()
    try:
        seeds = parse_seeds(args.seeds)
    except ValueError as error:
        parser.exit(2, f"seed_sweep: --seeds: {error}\n")
    binaries = [parse_binary(b) for b in (args.binary or [DEFAULT_BINARY])]
    for label, path in binaries:
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            parser.exit(2, f"seed_sweep: {path} is not an executable\n")
    for path in args.files:
        if not os.path.isfile(path):
            parser.exit(2, f"seed_sweep: no file {path}\n")
    return args, seeds, binaries


def table_lines(args, seeds, binaries, rows):
    """The Markdown table of every file and binary, and each binary's figures by (file, label)."""
    files = sorted({r["file"] for label in rows for r in rows[label]})
    seed_text = ", ".join(str(s) for s in seeds)
    lines = [
        f"Made by `scripts/experiments/seed_sweep.py` (`--search={args.search} --techniques={args.techniques} "
        f"--timeout={args.timeout}`, one thread), seeds {seed_text}.",
        "Conflicts are the CSV's conflicts column; times in µs per puzzle, a timeout at its full time.",
        "",
        "| file | binary | runs | timeouts | conflicts mean | conflicts median | guesses mean "
        "| time mean | time median | time total |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    by_file = {}
    for name in files:
        for label, _ in binaries:
            f = figures([r for r in rows[label] if r["file"] == name])
            by_file[(name, label)] = f
            if f is None:
                lines.append(f"| {name} | {label} | 0 | | | | | | | |")
                continue
            lines.append(
                f"| {name} | {label} | {f['runs']} | {f['timeouts']} | {f['conflicts_mean']:,.1f} "
                f"| {f['conflicts_median']:,} | {f['guesses_mean']:,.1f} | {f['time_mean']:,.0f} "
                f"| {f['time_median']:,.0f} | {f['time_total']:,.0f} |")
    return lines, files, by_file


def ratio_lines(binaries, files, by_file):
    """Each other binary's conflicts and total time against the first's, per file."""
    first = binaries[0][0]
    lines = ["", f"Against {first} (below 1: fewer conflicts, less time):", ""]
    for name in files:
        base = by_file[(name, first)]
        parts = []
        for label, _ in binaries[1:]:
            f = by_file[(name, label)]
            if base is None or f is None or not base["conflicts_mean"] or not base["time_total"]:
                parts.append(f"{label}: n/a")
                continue
            parts.append(f"{label}: conflicts {f['conflicts_mean'] / base['conflicts_mean']:.3f}, "
                         f"time {f['time_total'] / base['time_total']:.3f}")
        lines.append(f"- {name}: " + "; ".join(parts))
    return lines


def main():
    args, seeds, binaries = parse_args()
    rows = {label: [] for label, _ in binaries}
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds:
            for label, path in binaries:
                print(f"seed_sweep: seed {seed}: {label}", file=sys.stderr, flush=True)
                rows[label].extend(run_once(args, path, seed, tmp))

    lines, files, by_file = table_lines(args, seeds, binaries, rows)
    if len(binaries) > 1:
        lines += ratio_lines(binaries, files, by_file)
    write_text("\n".join(lines) + "\n", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
