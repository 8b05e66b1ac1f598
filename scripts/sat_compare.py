#!/usr/bin/env python3
"""SAT comparison: the same puzzles through a CDCL SAT solver and through sudoku-bench, side by side.

usage: scripts/sat_compare.py [--sat PATH] [--binary PATH] [--seeds LIST] [--encoding pruned|full]
                              [--timeout SECONDS] [--sat-timeout SECONDS] [--sat-only]
                              [--per-puzzle] [--out FILE.md] FILE [FILE ...]

Each puzzle (a text or an integer line) becomes CNF (scripts/sudoku_cnf.py): x(c,d) "cell c holds
digit d", and exactly-one constraints, each one clause "at least one" and a clause "not both" per
pair. --encoding pruned (the default) has no variable for a given cell or for a digit a given
rules out of a cell, and constrains each open cell's remaining digits and each unit's missing
digits' remaining places: about 140,000 clauses on 64x64 with 60 % givens, 12 million on the public
400x400. --encoding full is the extended encoding (Lynce and Ouaknine 2006), every cell and digit
a variable and a unit clause per given: 750,000 clauses on 25x25, 50 million on 100x100. The SAT
solver (--sat, default cadical on PATH; any that prints "s SATISFIABLE", its model on "v" lines and
"c conflicts: N", as CaDiCaL and Kissat do; no such line counts as no conflict, as CaDiCaL leaves
it out then) solves it, and its model, decoded to a grid, must be a solution of the puzzle that
keeps its givens.

A CDCL search's luck depends on how its variables are numbered: seed 0 numbers them in cell and
digit order, seed s > 0 by a permutation drawn from s. sudoku-bench runs the same files with
--seed=s (one thread, --search=learn), so both sides are judged over the same number of seeds,
never on one lucky numbering. Conflicts are exact; the SAT solver's time is its whole process,
writing aside but reading the CNF included, so compare conflicts first; CaDiCaL's own process
time for solving (its "solve" profile line) is reported beside it in --per-puzzle.

Each side has the same limit per puzzle: --timeout (default 60 s) is sudoku-bench's --timeout and,
unless --sat-timeout sets another, the SAT solver's, which is killed then; given alone, either sets
both. A puzzle out of time counts as unsolved at the full limit, shown "> T s".

Writes Markdown (--out, default stdout): per file and solver, runs, unsolved, conflicts mean and
median, time median and total in ms, and sudoku-bench's mean conflicts against the SAT solver's;
with --per-puzzle also a row per puzzle and seed (file, line, seed, N, givens %, clauses,
sudoku-bench ms, the SAT solver's s and its solving s, and the time ratio). --sat-only leaves
sudoku-bench out (grids it does not read yet, or to time the SAT side alone). Exit status 0; 1 when
a SAT model is not a solution or sudoku-bench fails a puzzle that the SAT solver solved; 2 on a
usage error or a missing solver.
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from benchkit import DEFAULT_BINARY
from benchkit.cli import parse_seeds, write_text
from benchkit.grids import is_solution, read_puzzles
from benchkit.provenance import commit, machine
from benchkit.runner import RunError, run_harness
from benchkit.schema import conflicts_of
from benchkit.stats import lower_median
from sudoku_cnf import ENCODINGS

# sudoku-bench's search here: clause learning, the CDCL search to hold against the SAT solver's.
SEARCH = "learn"
DEFAULT_TIMEOUT = 60.0

SatRun = collections.namedtuple("SatRun", "status conflicts seconds solve_seconds grid")
SatRun.__doc__ = """status: 'solved', 'unsat', 'timeout' or 'error'; seconds: the whole process (the
limit when out of time); solve_seconds: the solver's own process time for solving, None when it
printed none; grid: the model decoded, None unless solved."""

# CaDiCaL's profile ends with its process time for solving: "c        12.34  100.00% solve".
SOLVE_TIME = re.compile(r"^c\s+([0-9.]+)\s+[0-9.]+%\s+solve\s*$")


def run_sat(sat, encoding, timeout, tmp):
    """The SatRun of the SAT solver on the encoding's CNF, killed after `timeout` seconds."""
    path = os.path.join(tmp, "puzzle.cnf")
    with open(path, "w", encoding="ascii") as f:
        f.writelines(encoding.dimacs_lines())
    start = time.perf_counter()
    try:
        done = subprocess.run([sat, path], capture_output=True, text=True, timeout=timeout)
        seconds = time.perf_counter() - start
    except subprocess.TimeoutExpired:
        return SatRun("timeout", None, timeout, None, None)
    finally:
        os.remove(path)  # a CNF of a large grid takes hundreds of MB
    conflicts, status, solve_seconds, true_vars = 0, "error", None, set()
    for line in done.stdout.splitlines():
        words = line.split()
        if line.startswith("c conflicts:") and len(words) >= 3:
            conflicts = int(words[2])
        elif line.startswith("s "):
            status = {"SATISFIABLE": "solved", "UNSATISFIABLE": "unsat"}.get(line[2:].strip(), "error")
        elif line.startswith("v "):
            true_vars.update(int(w) for w in words[1:] if int(w) > 0)
        elif SOLVE_TIME.match(line):
            solve_seconds = float(SOLVE_TIME.match(line).group(1))
    grid = encoding.grid(true_vars) if status == "solved" else None
    return SatRun(status, conflicts, seconds, solve_seconds, grid)


def run_ours(binary, path, seed, timeout, tmp):
    """{line: (status, conflicts, seconds)} from one sudoku-bench run over the file (a puzzle it
    could not read has no time: 0 s)."""
    options = ["--threads=1", f"--search={SEARCH}", f"--seed={seed}", f"--timeout={timeout:g}"]
    try:
        rows = run_harness(binary, options, [path], tmp, name="ours.csv")
    except RunError as error:
        print(f"sat_compare: {error}", file=sys.stderr)
        sys.exit(2)
    return {int(r["line"]): (r["status"], conflicts_of(r) if r["status"] == "solved" else 0,
                             float(r["solve_us"] or 0) / 1e6) for r in rows}


def summary(runs):
    """Figures of [(status, conflicts, seconds, ...)]; unsolved runs count at their full time."""
    solved = [r for r in runs if r[0] == "solved"]
    conflicts = sorted(r[1] for r in solved)
    seconds = sorted(r[2] for r in runs)
    return {
        "runs": len(runs),
        "unsolved": len(runs) - len(solved),
        "conflicts_mean": sum(conflicts) / len(conflicts) if conflicts else None,
        "conflicts_median": lower_median(conflicts) if conflicts else None,
        "ms_median": 1000 * lower_median(seconds) if seconds else None,
        "ms_total": 1000 * sum(seconds),
    }


PuzzleRow = collections.namedtuple("PuzzleRow", "path line seed n givens clauses ours sat")
PuzzleRow.__doc__ = """One puzzle under one seed: givens, the share of given cells; ours, sudoku-bench's
(status, conflicts, seconds) or None under --sat-only; sat, the SatRun."""


def timed(status, seconds, limit, digits):
    """A time cell: the seconds, "> T s" when out of time, else the status."""
    if status == "timeout":
        return f"> {limit:g} s"
    return f"{seconds:,.{digits}f}" if status in ("solved", "unsat") else status


def ratio(row, timeout, sat_timeout):
    """sudoku-bench's time over the SAT solver's; a bound when one side ran out of time."""
    ours, sat = row.ours[0] if row.ours else None, row.sat.status
    if ours == "solved" and sat == "solved":
        return f"{row.ours[2] / row.sat.seconds:.3g}"
    if ours == "timeout" and sat == "solved":
        return f"> {timeout / row.sat.seconds:.3g}"
    if ours == "solved" and sat == "timeout":
        return f"< {row.ours[2] / sat_timeout:.3g}"
    return ""


def per_puzzle_table(rows, name, timeout, sat_timeout):
    lines = [f"| file | line | seed | N | givens % | clauses | sudoku-bench ms | {name} s | {name} solve s | ratio |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        ours = timed(row.ours[0], 1000 * row.ours[2], timeout, 1) if row.ours else ""
        solve = "" if row.sat.solve_seconds is None else f"{row.sat.solve_seconds:,.2f}"
        lines.append(f"| {os.path.basename(row.path)} | {row.line} | {row.seed} | {row.n} | {100 * row.givens:.1f} | "
                     f"{row.clauses:,} | {ours} | {timed(row.sat.status, row.sat.seconds, sat_timeout, 3)} | "
                     f"{solve} | {ratio(row, timeout, sat_timeout)} |")
    return lines + ["", f"ratio: sudoku-bench's solve time over {name}'s whole process (below 1: sudoku-bench "
                        f"faster); {name} solve s: its own process time for solving, reading the CNF left out."]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", metavar="FILE", help="puzzle files (text or integer lines)")
    parser.add_argument("--sat", default="cadical", help="DIMACS SAT solver (default: cadical on PATH)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="the sudoku-bench binary (default: %(default)s)")
    parser.add_argument("--seeds", default="0-3",
                        help="seeds, a list with ranges such as 0-3,7: the SAT numbering and sudoku-bench's "
                             "--seed (default: %(default)s)")
    parser.add_argument("--encoding", choices=sorted(ENCODINGS), default="pruned",
                        help="the CNF: pruned (no variable for givens and the digits they rule out) or full "
                             "(the extended encoding) (default: %(default)s)")
    parser.add_argument("--timeout", type=float,
                        help=f"seconds per puzzle, sudoku-bench's --timeout and the SAT solver's limit unless "
                             f"--sat-timeout sets another (default: --sat-timeout if given, else {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--sat-timeout", type=float,
                        help="seconds per puzzle for the SAT solver, killed then and counted unsolved "
                             "(default: --timeout)")
    parser.add_argument("--sat-only", action="store_true",
                        help="run only the SAT solver, not sudoku-bench (grids it does not read yet)")
    parser.add_argument("--per-puzzle", action="store_true",
                        help="add a table with a row per puzzle and seed: N, givens, clauses, both times, ratio")
    parser.add_argument("--out", help="write the Markdown here (default: stdout)")
    args = parser.parse_args()
    timeout = next(t for t in (args.timeout, args.sat_timeout, DEFAULT_TIMEOUT) if t is not None)
    sat_timeout = args.sat_timeout if args.sat_timeout is not None else timeout
    try:
        seeds = parse_seeds(args.seeds)
    except ValueError as error:
        parser.exit(2, f"sat_compare: --seeds: {error}\n")
    if min(timeout, sat_timeout) <= 0:
        parser.exit(2, "sat_compare: a time limit must be above 0 s\n")
    sat = shutil.which(args.sat)
    if sat is None:
        parser.exit(2, f"sat_compare: no SAT solver '{args.sat}' (Debian: apt-get install cadical)\n")
    if not args.sat_only and not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        parser.exit(2, f"sat_compare: {args.binary} is not an executable\n")
    for path in args.files:
        if not os.path.isfile(path):
            parser.exit(2, f"sat_compare: no file {path}\n")

    encode = ENCODINGS[args.encoding]
    failures, table, rows = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            puzzles = read_puzzles(path)
            sat_runs, our_runs = [], []
            for seed in seeds:
                print(f"sat_compare: {os.path.basename(path)} seed {seed}", file=sys.stderr)
                ours = None if args.sat_only else run_ours(args.binary, path, seed, timeout, tmp)
                for number, puzzle in puzzles:
                    try:
                        encoding = encode(puzzle, seed)
                    except ValueError as error:
                        failures.append(f"{path}:{number}: {error}")
                        continue
                    run = run_sat(sat, encoding, sat_timeout, tmp)
                    print(f"sat_compare: {os.path.basename(path)}:{number} seed {seed}: {run.status}, "
                          f"{run.seconds:.2f} s", file=sys.stderr)
                    if run.status == "solved" and not is_solution(puzzle, run.grid):
                        failures.append(f"{path}:{number}: seed {seed}: the SAT model is not a solution")
                    sat_runs.append(run)
                    mine = None
                    if ours is not None:
                        mine = ours.get(number, ("missing", 0, timeout))
                        our_runs.append(mine)
                        if run.status == "solved" and mine[0] not in ("solved", "timeout"):
                            failures.append(f"{path}:{number}: seed {seed}: sudoku-bench says {mine[0]}")
                    givens = sum(d is not None for d in encoding.givens) / encoding.n ** 2
                    rows.append(PuzzleRow(path, number, seed, encoding.n, givens, encoding.clause_count(), mine, run))
            table.append((path, summary(sat_runs), None if args.sat_only else summary(our_runs)))

    def cell(value, digits=0):
        return "" if value is None else f"{value:,.{digits}f}"

    name = os.path.basename(sat)
    limits = f"--timeout {timeout:g}" + (f" --sat-timeout {sat_timeout:g}" if sat_timeout != timeout else "")
    options = f"--sat {name} --seeds {args.seeds} --encoding {args.encoding} {limits}" + \
        (" --sat-only" if args.sat_only else "") + (" --per-puzzle" if args.per_puzzle else "")
    ours_part = "" if args.sat_only else f"; sudoku-bench with `--search={SEARCH} --seed=S`, one thread"
    lines = [
        f"Made by `scripts/sat_compare.py {options}`: {encode.description}, variables renumbered per seed"
        f"{ours_part}; commit {commit([args.out])}, on {machine()}. "
        "Times in ms per puzzle (the SAT solver's include reading its CNF).",
        "",
        "| file | solver | runs | unsolved | conflicts mean | conflicts median | ms median | ms total |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    ratios = []
    for path, sat_figures, our_figures in table:
        for label, f in ((name, sat_figures), ("sudoku-bench", our_figures)):
            if f is None:
                continue
            lines.append(f"| {os.path.basename(path)} | {label} | {f['runs']} | {f['unsolved']} | "
                         f"{cell(f['conflicts_mean'], 1)} | {cell(f['conflicts_median'])} | "
                         f"{cell(f['ms_median'], 2)} | {cell(f['ms_total'])} |")
        if our_figures and sat_figures["conflicts_mean"] and our_figures["conflicts_mean"] is not None:
            against = our_figures["conflicts_mean"] / sat_figures["conflicts_mean"]
            ratios.append(f"- {os.path.basename(path)}: {against:.3f}")
    if ratios:
        lines += ["", f"sudoku-bench's mean conflicts against {name}'s (below 1: fewer):", ""] + ratios
    if args.per_puzzle:
        lines += ["", "Per puzzle:", ""] + per_puzzle_table(rows, name, timeout, sat_timeout)
    if failures:
        lines += ["", "Failures:", ""] + [f"- {f}" for f in failures]
    write_text("\n".join(lines) + "\n", args.out)
    for failure in failures:
        print(f"sat_compare: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
