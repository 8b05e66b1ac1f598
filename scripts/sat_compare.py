#!/usr/bin/env python3
"""SAT comparison: the same puzzles through a CDCL SAT solver and through sudoku-bench, side by side.

usage: scripts/sat_compare.py [--sat PATH] [--binary PATH] [--seeds LIST] [--timeout SECONDS]
                              [--out FILE.md] FILE [FILE ...]

Each puzzle becomes CNF in the extended encoding (Lynce and Ouaknine 2006): x(c,d) "cell c holds
digit d"; per cell at least one digit and at most one; per unit and digit at least one place and
at most one; a unit clause per given. The SAT solver (--sat, default cadical on PATH; any that
prints "s SATISFIABLE", its model on "v" lines and "c conflicts: N", as CaDiCaL and Kissat do; no
such line counts as no conflict, as CaDiCaL leaves it out then) solves it, and its model, decoded
to a grid, must be a solution of the puzzle.

A CDCL search's luck depends on how its variables are numbered: seed 0 numbers x(c,d) as
c * N + d + 1, seed s > 0 by a permutation drawn from s. sudoku-bench runs the same files with
--seed=s (one thread, --search=learn), so both sides are judged over the same number of seeds,
never on one lucky numbering. Conflicts are exact; the SAT solver's time is its whole process,
reading the CNF included (on 25x25 about 750,000 clauses), so compare conflicts first.

Writes a Markdown table (--out, default stdout): per file and solver, runs, unsolved, conflicts
mean and median, time median and total in ms, and sudoku-bench's mean conflicts against the SAT
solver's. Exit status 0; 1 when a SAT model is not a solution or sudoku-bench fails a puzzle that
the SAT solver solved; 2 on a usage error or a missing solver.
"""
import argparse
import itertools
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

from bench_common import (DEFAULT_BINARY, RunError, block_shape, commit, conflicts_of, digit, grid_size,
                          is_solution, lower_median, parse_seeds, read_puzzles, run_harness, symbol, units,
                          write_text)
from perf_table import machine

# sudoku-bench's search here: clause learning, the CDCL search to hold against the SAT solver's.
SEARCH = "learn"


class Encoding:
    """The puzzle as CNF; numbering[c * N + d] is the SAT variable of x(c,d)."""

    def __init__(self, puzzle, seed=0):
        self.puzzle = puzzle
        self.n = n = grid_size(puzzle) or 0
        if n * n != len(puzzle) or n < 2 or block_shape(n) is None:
            raise ValueError(f"{len(puzzle)} characters is not an N x N grid with blocks")
        self.numbering = list(range(1, n * n * n + 1))
        if seed:
            random.Random(seed).shuffle(self.numbering)
        x = lambda cell, digit: self.numbering[cell * n + digit]
        clauses = []
        for cell in range(n * n):
            clauses.append([x(cell, d) for d in range(n)])
            clauses.extend([-x(cell, a), -x(cell, b)] for a, b in itertools.combinations(range(n), 2))
        for unit in units(n):
            for d in range(n):
                clauses.append([x(cell, d) for cell in unit])
                clauses.extend([-x(a, d), -x(b, d)] for a, b in itertools.combinations(unit, 2))
        for cell, character in enumerate(puzzle):
            given = digit(character, n)  # ValueError for a symbol outside the grid's
            if given is not None:
                clauses.append([x(cell, given)])
        self.clauses = clauses

    def dimacs(self):
        lines = [f"p cnf {self.n ** 3} {len(self.clauses)}"]
        lines.extend(" ".join(map(str, clause)) + " 0" for clause in self.clauses)
        return "\n".join(lines) + "\n"

    def grid(self, true_vars):
        """The grid a model's true variables describe ('?' where a cell has no digit or several)."""
        digits = [[] for _ in range(self.n * self.n)]
        for index, variable in enumerate(self.numbering):
            if variable in true_vars:
                digits[index // self.n].append(index % self.n)
        return "".join(symbol(d[0]) if len(d) == 1 else "?" for d in digits)


def run_sat(sat, encoding, timeout, tmp):
    """(status, conflicts, seconds, grid): status 'solved', 'unsat', 'timeout' or 'error'."""
    path = os.path.join(tmp, "puzzle.cnf")
    with open(path, "w", encoding="ascii") as f:
        f.write(encoding.dimacs())
    start = time.perf_counter()
    try:
        done = subprocess.run([sat, path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", None, timeout, None
    seconds = time.perf_counter() - start
    conflicts, status, true_vars = 0, "error", set()
    for line in done.stdout.splitlines():
        words = line.split()
        if line.startswith("c conflicts:") and len(words) >= 3:
            conflicts = int(words[2])
        elif line.startswith("s "):
            status = {"SATISFIABLE": "solved", "UNSATISFIABLE": "unsat"}.get(line[2:].strip(), "error")
        elif line.startswith("v "):
            true_vars.update(int(w) for w in words[1:] if int(w) > 0)
    grid = encoding.grid(true_vars) if status == "solved" else None
    return status, conflicts, seconds, grid


def run_ours(binary, path, seed, timeout, tmp):
    """{line: (status, conflicts, seconds)} from one sudoku-bench run over the file."""
    options = ["--threads=1", f"--search={SEARCH}", f"--seed={seed}", f"--timeout={timeout}"]
    try:
        rows = run_harness(binary, options, [path], tmp, name="ours.csv")
    except RunError as error:
        print(f"sat_compare: {error}", file=sys.stderr)
        sys.exit(2)
    return {int(r["line"]): (r["status"], conflicts_of(r), float(r["solve_us"]) / 1e6) for r in rows}


def summary(runs):
    """Figures of [(status, conflicts, seconds)]; unsolved runs count at their full time."""
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", metavar="FILE", help="puzzle files")
    parser.add_argument("--sat", default="cadical", help="DIMACS SAT solver (default: cadical on PATH)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="the sudoku-bench binary (default: %(default)s)")
    parser.add_argument("--seeds", default="0-3",
                        help="seeds, a list with ranges such as 0-3,7: the SAT numbering and sudoku-bench's "
                             "--seed (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per puzzle, each side")
    parser.add_argument("--out", help="write the Markdown table here (default: stdout)")
    args = parser.parse_args()
    try:
        seeds = parse_seeds(args.seeds)
    except ValueError as error:
        parser.exit(2, f"sat_compare: --seeds: {error}\n")
    sat = shutil.which(args.sat)
    if sat is None:
        parser.exit(2, f"sat_compare: no SAT solver '{args.sat}' (Debian: apt-get install cadical)\n")
    if not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        parser.exit(2, f"sat_compare: {args.binary} is not an executable\n")
    for path in args.files:
        if not os.path.isfile(path):
            parser.exit(2, f"sat_compare: no file {path}\n")

    failures = []
    table = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            puzzles = read_puzzles(path)
            sat_runs, our_runs = [], []
            for seed in seeds:
                print(f"sat_compare: {os.path.basename(path)} seed {seed}", file=sys.stderr)
                ours = run_ours(args.binary, path, seed, args.timeout, tmp)
                for number, puzzle in puzzles:
                    try:
                        encoding = Encoding(puzzle, seed)
                    except ValueError as error:
                        failures.append(f"{path}:{number}: {error}")
                        continue
                    status, conflicts, seconds, grid = run_sat(sat, encoding, args.timeout, tmp)
                    if status == "solved" and not is_solution(puzzle, grid):
                        failures.append(f"{path}:{number}: seed {seed}: the SAT model is not a solution")
                    sat_runs.append((status, conflicts, seconds))
                    mine = ours.get(number, ("missing", 0, args.timeout))
                    our_runs.append(mine)
                    if status == "solved" and mine[0] not in ("solved", "timeout"):
                        failures.append(f"{path}:{number}: seed {seed}: sudoku-bench says {mine[0]}")
            table.append((path, summary(sat_runs), summary(our_runs)))

    def cell(value, digits=0):
        return "" if value is None else f"{value:,.{digits}f}"

    name = os.path.basename(sat)
    lines = [
        f"Made by `scripts/sat_compare.py --sat {name} --seeds {args.seeds} --timeout {args.timeout:g}`: "
        "the extended CNF encoding, variables renumbered per seed; sudoku-bench with "
        f"`--search={SEARCH} --seed=S`, one thread; commit {commit([args.out])}, on {machine()}. "
        "Times in ms per puzzle (the SAT solver's include reading its CNF).",
        "",
        "| file | solver | runs | unsolved | conflicts mean | conflicts median | ms median | ms total |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    ratios = []
    for path, sat_figures, our_figures in table:
        for label, f in ((name, sat_figures), ("sudoku-bench", our_figures)):
            lines.append(f"| {os.path.basename(path)} | {label} | {f['runs']} | {f['unsolved']} | "
                         f"{cell(f['conflicts_mean'], 1)} | {cell(f['conflicts_median'])} | "
                         f"{cell(f['ms_median'], 2)} | {cell(f['ms_total'])} |")
        if sat_figures["conflicts_mean"] and our_figures["conflicts_mean"] is not None:
            ratios.append(f"- {os.path.basename(path)}: {our_figures['conflicts_mean'] / sat_figures['conflicts_mean']:.3f}")
    if ratios:
        lines += ["", f"sudoku-bench's mean conflicts against {name}'s (below 1: fewer):", ""] + ratios
    if failures:
        lines += ["", "Failures:", ""] + [f"- {f}" for f in failures]
    write_text("\n".join(lines) + "\n", args.out)
    for failure in failures:
        print(f"sat_compare: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
