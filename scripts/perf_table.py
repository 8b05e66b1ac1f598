#!/usr/bin/env python3
"""Performance table: this solver on the benchmark sets of the performance targets, one thread.

usage: scripts/perf_table.py [--binary PATH] [--techniques T] [--search S] [--timeout SECONDS]
                             [--repeat R] [--shared DIR] [--limit K] [--peer SOLVER]
                             [--peer-rounds R] [--peer-limit K] [--portfolio K]
                             [--sat SOLVER|none] [--sat-seeds LIST] [--seeds LIST|none] [--example on|off]
                             [--minimal SIZES:COUNT|none] [--holes SIZES:SHARES|none]
                             [--holes-limit SECONDS] [--out FILE.md] [--csv FILE.csv]

For every set below, runs `sudoku-bench --threads=1 --techniques=T --search=S --timeout=SECONDS
--csv=...` on its file (single thread, first solution, time per puzzle measured in-process, as the
targets are), keeps the rows of the set's grid sizes, and reports puzzles, solved, µs/puzzle mean,
median, p99 and max, guesses per puzzle, % solved without a guess, the target and the ratio of the
measured figure to it (below 1: met). A timeout counts at its full time in the statistics, so a set
with timeouts reads better than the truth, never worse; the table says how many there were.

The 9x9 sets have no fixed target: their target is the mean of the --peer solver (any solver of the
harness's --solver form, e.g. tdoku through lib:), run beside this one in the same harness run, each
puzzle by both back to back (a lib: peer without --timeout: see harness_options). Without --peer
those rows give this solver's figures and no ratio. Beside a peer they are measured as the 9x9 goal
is stated: the first --peer-limit puzzles (default 10,000), each puzzle solved --peer-rounds times
(default 3, interleaved by the harness's --rounds, after one warm-up round) and its time the fastest
of them, and the mean of a set the median over the --repeat runs of each run's mean. (The harness
repeats a solve shorter than 100 µs within a round and divides: see docs/comparing-solvers.md.)

--repeat R (default 3) runs all the files R times, round after round, and keeps for each puzzle the
run with its median time: the machine is shared, and one slow spell in a single run can move a whole
row by a quarter (a median of six puzzles most of all). Counters are the same in every run, so only
times differ.

A second table holds the targets that are not about one thread alone:
- against a SAT solver (--sat, the harness's --solver form, default cadical: CaDiCaL in-process on
  the puzzle's CNF; none leaves it out): `sudoku-bench --threads=1 --solver=native,SAT --seed=S`
  on the set, both solvers side by side in one run, each puzzle timed once in-process, with the same
  --timeout, under each seed of --sat-seeds (default 0-3; the seed reaches both solvers). Per seed,
  this solver's total and maximum over the SAT solver's; the row gives the median over the seeds of
  the totals and of each ratio, and the ratios' range: on a 25x25 set one seed's ratio is one draw
  from a spread (results/notes/cadical-beside-native.md);
- as a portfolio (--portfolio K, default 2; 1 leaves it out): `sudoku-bench --pretty --threads=K`,
  K seeded searches racing on each puzzle of the whole file (the per-puzzle wall time of --pretty's
  lines, benchkit.runner.run_pretty), run --repeat times, each puzzle keeping its median.

A third table: the whole of puzzles_7_bigger.txt under each of --seeds (default 1-8; one thread,
each seed's total the median of --repeat runs), the worst seed's total against one second; and the
course example (docs/modes-and-output.md, batch mode), `sudoku-bench --techniques=fl,cp,subsets
puzzles_7_bigger.txt` on every core, its wall time against one second (--example off leaves it out).

A fourth table, on sets made on the spot by the program (benchkit/made_sets.py, seed 1), where the
sets the targets were
first measured on are private:
- minimal puzzles (--minimal SIZES:COUNT, default 20,24,25:4: `sudoku-bench generate --threads=1`),
  native's one-thread figures (each puzzle the median of --repeat runs), and native beside the SAT
  solver over --sat-seeds as in the second table, the median ratio of the totals against one half;
- holes grids near the hardness peak (--holes SIZES:SHARES, default 36,49,64,100,225:0.45,0.5,0.6:
  one `sudoku-bench sweep --kind=holes` instance per size and share), each run once with
  --holes-limit (default 60) as
  its timeout: how many of them were solved within it.

Writes the Markdown tables (--out, default stdout) with the machine, commit and command, and optionally
the same figures as CSV (--csv). Sets whose file is missing (no ../shared) are listed as skipped.
--limit K keeps the first K puzzles of each file (for a quick look; the committed table uses none).
Exit status 0, or 2 on a usage error or a failed run.
"""
import argparse
import csv
import os
import sys
import tempfile

import subprocess
import time

from benchkit import DEFAULT_BINARY, ROOT, made_sets
from benchkit.cli import parse_seeds, write_text
from benchkit.provenance import commit, machine
from benchkit.runner import RunError, run_harness, run_pretty
from benchkit.stats import lower_median, lower_median_item, median, percentile

# (name, file relative to SHARED or ROOT, grid sizes kept, the statistic the target is on, target µs
# or PEER). PEER: the same statistic of the --peer solver, run beside this one in the same harness
# run, each puzzle by both back to back: a 9x9 figure from another day or processor cannot say
# whether this solver is at the fastest 9x9 solver's time, only one measured beside it can.
# gecode's maximum and the whole file's total are the one-thread targets on tails.
PEER = "peer"
NATIVE = "native"  # the harness's name for this project's solver in the CSV's solver column
SETS = [
    ("seventeen_clue 9x9", "shared:puzzles/public/seventeen_clue_9x9.txt", {9}, "mean", PEER),
    ("magictour_top1465 9x9", "shared:puzzles/public/magictour_top1465_9x9.txt", {9}, "mean", PEER),
    ("forum_hardest_1905_11plus 9x9", "shared:puzzles/public/forum_hardest_1905_11plus_9x9.txt", {9},
     "mean", PEER),
    ("forum_hardest_1106 9x9", "shared:puzzles/public/forum_hardest_1106_9x9.txt", {9}, "mean", PEER),
    ("course 16x16 of puzzles_6", "root:puzzles/puzzles_6_variety_hard.txt", {16}, "median", 800),
    ("course 16x16 of puzzles_7", "root:puzzles/puzzles_7_bigger.txt", {16}, "median", 800),
    ("tjstyle_variety 16x16", "shared:puzzles/public/tjstyle_variety_16x16.txt", {16}, "median", 1500),
    ("gecode_frisch 25x25", "shared:puzzles/public/gecode_frisch_25x25.txt", {25}, "max", 3000000),
    ("course 24x24, 25x25 of puzzles_7", "root:puzzles/puzzles_7_bigger.txt", {24, 25}, "median", 40000),
    ("course puzzles_7_bigger, whole file", "root:puzzles/puzzles_7_bigger.txt", None, "total", 1000000),
]
# Set name: the highest ratio of its one-thread total to the SAT solver's total.
SAT_TARGETS = {"gecode_frisch 25x25": 0.5, "course 24x24, 25x25 of puzzles_7": 0.5}
# Set name: (statistic, µs) of the portfolio's per-puzzle wall times, over the set's whole file.
PORTFOLIO_TARGETS = {"gecode_frisch 25x25": ("max", 1500000),
                     "course puzzles_7_bigger, whole file": ("total", 600000)}
# The third table: the whole course file's total under every seed, and the course example's
# wall time, each under one second.
WHOLE_FILE = "root:puzzles/puzzles_7_bigger.txt"
EXTRA_TARGET_US = 1000000
# The fourth table, on sets made here (benchkit/made_sets.py): minimal puzzles against the SAT solver, the
# native total at most this share of its total; holes grids near the hardness peak, each solved
# within --holes-limit seconds.
MINIMAL_SAT_TARGET = 0.5
MADE_FIELDS = ("puzzles", "solved", "timeouts", "mean", "median", "max", "total")  # their CSV columns
# The second table's figures, as CSV columns of every set (empty where not measured).
EXTRA_COLUMNS = ("peer_mean", "peer_solved", "sat_seeds", "sat_native_total", "sat_total", "sat_ratio", "sat_ratio_low",
                 "sat_ratio_high", "sat_max_ratio", "sat_max_ratio_low", "sat_max_ratio_high", "portfolio_members",
                 "portfolio_max", "portfolio_total", "portfolio_ratio")


def resolve(spec, shared):
    base, relative = spec.split(":", 1)
    return os.path.join(shared if base == "shared" else ROOT, relative)


def median_rows(runs):
    """Given several runs of one file (lists of CSV rows in the same order), keeps per puzzle the row
    of the run with the median time (the lower median for an even count)."""
    return [lower_median_item(attempts, key=lambda row: float(row["solve_us"])) for attempts in zip(*runs)]


def harness_options(args, peer=None, timeout=None):
    """The options of a run, as passed and as the table's first lines quote them. With a peer (as
    run, or as peer_label names it in the tables), both solvers take each puzzle back to back; a lib: peer runs without --timeout, since under one
    foreign code runs in a worker process and the time would include handing the puzzle over
    (results/notes/worker-processes.md); the peer's sets are 9x9, solved in microseconds. The
    timeout is --timeout unless given."""
    options = ["--threads=1", f"--techniques={args.techniques}", f"--search={args.search}"]
    if peer is not None:
        options.append(f"--solver=native,{peer}")
        if args.peer_rounds > 1:
            options += [f"--rounds={args.peer_rounds}", "--warmup=1"]
    if not (peer is not None and peer.startswith("lib:")):
        options.append(f"--timeout={args.timeout if timeout is None else timeout:g}")
    return options


def run_file_once(args, path, tmp, with_peer):
    """Runs the harness once on `path`; returns its CSV rows as dicts, in input order, each
    puzzle's native row before its peer's."""
    try:
        peer = args.peer if with_peer else None
        limit = first_puzzles(args, with_peer)
        rows = run_harness(args.binary, harness_options(args, peer), [limited(path, limit, tmp)], tmp)
    except RunError as error:
        sys.exit(f"perf_table: {error}")
    rows.sort(key=lambda row: (row["file"], int(row["line"]), row["solver"] != NATIVE))
    return fastest_rounds(rows) if peer is not None and args.peer_rounds > 1 else rows


def fastest_rounds(rows):
    """The rows with each puzzle's time its fastest round (solve_us_min) instead of their median."""
    return [{**row, "solve_us": row.get("solve_us_min") or row["solve_us"]} for row in rows]


def first_puzzles(args, with_peer):
    """How many puzzles of a file are run (0: all): --limit, and beside the peer --peer-limit too."""
    limits = [k for k in (args.limit, args.peer_limit if with_peer else 0) if k]
    return min(limits) if limits else 0


def mean_over_runs(runs, sizes, peer=False):
    """The median over runs of each run's mean (of native's rows, or the peer's): the 9x9 goal's
    statistic, over the runs that have such rows; None when none has."""
    means = [f["mean"] for f in (figures(rows, sizes, peer) for rows in runs) if f]
    return lower_median(means) if means else None


def judged(ratio, limit=1.0):
    """A ratio to its target as the tables print it: marked met at or below the limit."""
    return f"{ratio:.2f}{' (met)' if ratio <= limit else ''}"


def peer_label(peer):
    """The peer as the tables name it: a lib: peer by its library's file name (a path of one
    machine says nothing on another), any other as given."""
    kind, _, rest = peer.partition(":")
    if kind != "lib":
        return peer
    path, sep, symbol = rest.partition(":")
    return f"lib:{os.path.basename(path)}{sep}{symbol}"


def figures(rows, sizes, peer=False):
    """The statistics of the rows of these sizes, of native's rows or (peer) the other solver's."""
    rows = [r for r in rows if (r["solver"] != NATIVE) == peer]
    kept = [r for r in rows if sizes is None or int(r["size"]) in sizes]
    kept = [r for r in kept if r["status"] in ("solved", "timeout")]
    if not kept:
        return None
    times = sorted(float(r["solve_us"]) for r in kept)
    guesses = [int(r["guesses"] or 0) for r in kept]
    return {
        "puzzles": len(kept),
        "solved": sum(r["status"] == "solved" for r in kept),
        "timeouts": sum(r["status"] == "timeout" for r in kept),
        "mean": sum(times) / len(times),
        "median": percentile(times, 0.5),
        "p99": percentile(times, 0.99),
        "max": times[-1],
        "total": sum(times),
        "guesses": sum(guesses) / len(guesses),
        "no_guess": 100.0 * sum(g == 0 for g in guesses) / len(guesses),
    }


def side_by_side_times_us(args, path, sizes, seed, tmp):
    """This solver's and the SAT solver's one-thread solve times of the file's puzzles of these sizes,
    side by side in one harness run under `seed` (the options of every run, with both solvers), in
    µs, as {"native": [...], "sat": [...]} (a puzzle out of time at the full limit); exits when the
    harness fails or judges an answer anything but solved."""
    options = harness_options(args) + [f"--solver={NATIVE},{args.sat}", f"--seed={seed}"]
    try:
        rows = run_harness(args.binary, options, [path], tmp)
    except RunError as error:
        sys.exit(f"perf_table: {error}")
    times = {"native": [], "sat": []}
    for row in rows:
        if sizes is not None and (not row["size"] or int(row["size"]) not in sizes):
            continue
        if row["status"] not in ("solved", "timeout"):
            sys.exit(f"perf_table: {row['file']}:{row['line']}: {row['solver']} answered {row['status']}")
        side = "native" if row["solver"] == NATIVE else "sat"
        times[side].append(args.timeout * 1e6 if row["status"] == "timeout" else float(row["solve_us"]))
    return times


def sat_figures(args, path, sizes, tmp):
    """The SAT columns of a set: over --sat-seeds, the median of each solver's total and of the ratios
    of this solver's total and maximum to the SAT solver's, with the ratios' lowest and highest."""
    per_seed = []
    for seed in args.sat_seeds:
        print(f"perf_table: native beside {args.sat}, seed {seed}: {os.path.basename(path)}", file=sys.stderr)
        per_seed.append(side_by_side_times_us(args, path, sizes, seed, tmp))
    totals = [(sum(t["native"]), sum(t["sat"])) for t in per_seed]
    ratios = [n / s for n, s in totals]
    max_ratios = [max(t["native"]) / max(t["sat"]) for t in per_seed]
    return {"sat_seeds": ",".join(map(str, args.sat_seeds)), "sat_native_total": median([n for n, _ in totals]),
            "sat_total": median([s for _, s in totals]), "sat_ratio": median(ratios), "sat_ratio_low": min(ratios),
            "sat_ratio_high": max(ratios), "sat_max_ratio": median(max_ratios),
            "sat_max_ratio_low": min(max_ratios), "sat_max_ratio_high": max(max_ratios)}


def portfolio_times_us(args, path):
    """Per-puzzle wall times of a --threads=K race on every puzzle of the file, in µs: the median
    of --repeat runs (a failed puzzle at the full limit)."""
    runs = []
    for round_number in range(1, args.repeat + 1):
        print(f"perf_table: portfolio of {args.portfolio}, run {round_number} of {args.repeat}: "
              f"{os.path.basename(path)}", file=sys.stderr)
        try:
            runs.append(run_pretty(args.binary, args.portfolio, 0, args.timeout, [path])[0])
        except RunError as error:
            sys.exit(f"perf_table: {error}")
    return [lower_median(times) * 1e6 for times in zip(*runs)]


def seed_totals_us(args, path, seeds, tmp):
    """Per seed, the whole file's one-thread total in µs (a timeout at its full time): the median
    of --repeat runs, the seeds taking turns round after round."""
    totals = {seed: [] for seed in seeds}
    for round_number in range(1, args.repeat + 1):
        for seed in seeds:
            print(f"perf_table: seed {seed}, run {round_number} of {args.repeat}: {os.path.basename(path)}",
                  file=sys.stderr)
            try:
                rows = run_harness(args.binary, harness_options(args) + [f"--seed={seed}"], [path], tmp)
            except RunError as error:
                sys.exit(f"perf_table: {error}")
            measured = figures(rows, None)  # None: no puzzle solved or out of time
            totals[seed].append(measured["total"] if measured else 0.0)
    return {seed: lower_median(runs) for seed, runs in totals.items()}


def example_wall_s(args, path):
    """The wall time of the course example, `sudoku-bench --techniques=fl,cp,subsets
    puzzles_7_bigger.txt` on every core (its default), process start to exit: the median of --repeat
    runs."""
    times = []
    for round_number in range(1, args.repeat + 1):
        print(f"perf_table: the course example, run {round_number} of {args.repeat}", file=sys.stderr)
        command = [args.binary, "--techniques=fl,cp,subsets", "--no-progress", path]
        start = time.monotonic()
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append(time.monotonic() - start)
        if done.returncode != 0:
            sys.exit(f"perf_table: {' '.join(command)} exited {done.returncode}:\n{done.stderr}")
    return lower_median(times)


def minimal_figures(args, sat, tmp):
    """The generated minimal set: native's figures (each puzzle the median of --repeat runs) and the
    SAT columns of sat_figures: both solvers side by side over --sat-seeds, µs."""
    sizes, (count,) = made_sets.parse_spec(args.minimal, int)
    path = os.path.join(tmp, "minimal.txt")
    print(f"perf_table: generating {count} minimal puzzles of each of sizes {sizes}", file=sys.stderr)
    try:
        made_sets.write_minimal(args.binary, sizes, count, path)
    except RuntimeError as error:
        sys.exit(f"perf_table: {error}")
    path = limited(path, args.limit, tmp)
    measured = figures(median_rows([run_file_once(args, path, tmp, False) for _ in range(args.repeat)]), None)
    if sat:
        measured.update(sat_figures(args, path, None, tmp))
    return measured


def holes_figures(args, tmp):
    """The holes grids, each solved once with --holes-limit as the timeout: native's figures."""
    sizes, shares = made_sets.parse_spec(args.holes, float)
    path = os.path.join(tmp, "holes.txt")
    try:
        made_sets.write_holes(args.binary, sizes, shares, path, tmp)
    except RuntimeError as error:
        sys.exit(f"perf_table: {error}")
    path = limited(path, args.limit, tmp)
    print(f"perf_table: holes grids of sizes {sizes} at shares {shares}, {args.holes_limit:g} s each",
          file=sys.stderr)
    try:
        rows = run_harness(args.binary, harness_options(args, timeout=args.holes_limit), [path], tmp)
    except RunError as error:
        sys.exit(f"perf_table: {error}")
    measured = figures(rows, None)
    measured["slowest_solved"] = max((float(r["solve_us"]) for r in rows if r["status"] == "solved"), default=0.0)
    return measured


def made_rows(args, minimal, holes_grids, sat):
    """The fourth table's rows, as (name, figure text, target text, judgement, CSV fields)."""
    rows = []
    if minimal:
        text = f"one thread: total {minimal['total'] / 1e6:.3g} s, max {minimal['max'] / 1e6:.3g} s"
        fields = {k: minimal[k] for k in MADE_FIELDS}
        judgement = "SAT solver not run"
        if "sat_total" in minimal:
            text += (f"; beside {sat}, seeds {minimal['sat_seeds']}: total {minimal['sat_native_total'] / 1e6:.3g} s "
                     f"against {minimal['sat_total'] / 1e6:.3g} s, total / SAT total "
                     f"{minimal['sat_ratio']:.2f} {seed_range(minimal, 'sat_ratio')}, max / SAT max "
                     f"{minimal['sat_max_ratio']:.2f} {seed_range(minimal, 'sat_max_ratio')}")
            ratio = minimal["sat_ratio"] / MINIMAL_SAT_TARGET
            judgement = f"{judged(ratio)} {seed_range(minimal, 'sat_ratio', MINIMAL_SAT_TARGET)}"
            fields.update({k: minimal[k] for k in EXTRA_COLUMNS if k.startswith("sat_")},
                          target_statistic="total", target_us=MINIMAL_SAT_TARGET * minimal["sat_total"], ratio=ratio)
        rows.append((f"minimal puzzles of sizes {args.minimal.split(':')[0]}, {minimal['puzzles']} from generate",
                     text, f"total ≤ {MINIMAL_SAT_TARGET:g} x the SAT solver's", judgement, fields))
    if holes_grids:
        within = holes_grids["solved"]
        text = f"{within} of {holes_grids['puzzles']} within {args.holes_limit:g} s"
        if within:
            text += f" (slowest solved {holes_grids['slowest_solved'] / 1e6:.3g} s)"
        fields = {**{k: holes_grids[k] for k in MADE_FIELDS}, "target_statistic": "solved"}
        rows.append((f"holes grids of sizes {args.holes.split(':')[0]} at shares {args.holes.split(':')[1]}",
                     text, f"every one within {args.holes_limit:g} s",
                     "met" if within == holes_grids["puzzles"] else f"{within} of {holes_grids['puzzles']}",
                     fields))
    return rows


def limited(path, limit, tmp):
    """The file itself, or (limit) a copy of its first `limit` puzzles."""
    if not limit:
        return path
    source = os.path.join(tmp, "limited_" + os.path.basename(path))
    with open(path, encoding="utf-8") as f, open(source, "w", encoding="utf-8") as out:
        kept = 0
        for line in f:
            if line.strip() and not line.startswith("#"):
                if kept == limit:
                    break
                kept += 1
            out.write(line)
    return source


def argument_parser():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="the sudoku-bench binary (default: %(default)s)")
    parser.add_argument("--techniques", default="all", help="technique set of every run (default: %(default)s)")
    parser.add_argument("--search", default="by-size", help="the harness's --search for every run (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds per puzzle (default 30)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs of each file; each puzzle keeps its median time (default 3)")
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"),
                        help="the shared directory holding puzzles/public/ (default: ../shared beside the "
                             "repository); sets whose file is not there are listed as skipped")
    parser.add_argument("--limit", type=int, default=0, help="first K puzzles of each file only")
    parser.add_argument("--portfolio", type=int, default=2,
                        help="searches racing per puzzle in the portfolio columns (default 2; 1: none)")
    parser.add_argument("--sat", default="cadical",
                        help="SAT solver of the SAT columns, in the harness's --solver form (default cadical: "
                             "CaDiCaL in-process; none: no SAT columns)")
    parser.add_argument("--sat-seeds", default="0-3",
                        help="seeds of the side-by-side runs against the SAT solver (default 0-3: the default "
                             "search and three seeded ones)")
    parser.add_argument("--peer", help="a solver in the harness's --solver form run beside this one on the 9x9 "
                             "sets, whose targets are its own figures (e.g. lib:<libtdoku.so>:TdokuSolverDpllTriadSimd, "
                             "built as results/notes/nine-by-nine.md shows); without it those rows have no target")
    parser.add_argument("--peer-rounds", type=int, default=3,
                        help="rounds of each puzzle beside the peer, after a warm-up round; a puzzle's time is "
                             "its fastest (default 3; 1: one solve, as the other sets)")
    parser.add_argument("--peer-limit", type=int, default=10000,
                        help="first K puzzles of each file run beside the peer (default %(default)s; 0: all)")
    parser.add_argument("--seeds", default="1-8",
                        help="seeds of the whole-file rows over seeds (default 1-8; none: not run)")
    parser.add_argument("--example", default="on", choices=("on", "off"),
                        help="time the course example on every core (default on)")
    parser.add_argument("--minimal", default="20,24,25:4",
                        help="SIZES:COUNT: minimal puzzles made by generate (seed 1, one thread), native's total "
                             "against the SAT solver's (default: %(default)s; none: not run)")
    parser.add_argument("--holes", default="36,49,64,100,225:0.45,0.5,0.6",
                        help="SIZES:SHARES: one holes grid of each size and share (sudoku-bench sweep "
                             "--kind=holes --make-only, seed 1), each solved once (default: %(default)s; none: not run)")
    parser.add_argument("--holes-limit", type=float, default=60.0,
                        help="seconds each holes grid may take, its timeout (default 60)")
    parser.add_argument("--out", help="Markdown output (default: stdout)")
    parser.add_argument("--csv", help="also write the figures as CSV here")
    return parser


def parse_args():
    """The command line, checked: (args, the seeds of the seed rows); exits 2 on a usage error."""
    parser = argument_parser()
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        parser.error(f"{args.binary} is not an executable (build first)")
    if args.timeout <= 0:
        parser.error("--timeout must be above 0: a set must end")
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.peer_rounds < 1:
        parser.error("--peer-rounds must be at least 1")
    if args.peer_limit < 0:
        parser.error("--peer-limit must be 0 (all) or more")
    if args.portfolio < 1:
        parser.error("--portfolio must be at least 1")
    if args.holes_limit <= 0:
        parser.error("--holes-limit must be above 0: a grid must end")
    for option, spec, kind in (("--minimal", args.minimal, int), ("--holes", args.holes, float)):
        try:
            if spec != "none":
                made_sets.parse_spec(spec, kind)
        except ValueError as error:
            parser.error(f"{option}: {error}")
    try:
        seeds = [] if args.seeds == "none" else parse_seeds(args.seeds)
    except ValueError as error:
        parser.error(f"--seeds: {error}")
    try:
        args.sat_seeds = parse_seeds(args.sat_seeds)
    except ValueError as error:
        parser.error(f"--sat-seeds: {error}")
    return args, seeds


def files_to_run(args):
    """{path: run beside the peer} of the sets' files that are there: one harness run per file,
    shared by the sets cut from it."""
    files = {}
    for name, spec, _, _, target in SETS:
        path = resolve(spec, args.shared)
        if not os.path.exists(path):
            print(f"perf_table: {name}: {path} is absent, skipped", file=sys.stderr)
        else:
            files[path] = files.get(path, False) or (target == PEER and args.peer is not None)
    return files


def kept_rows(args, files, tmp):
    """{path: (rows, runs)}: each puzzle's row of the run with its median time, and every run's rows.
    Round after round over all the files, not one file R times in a row: a slow spell of the machine
    then falls on one run of several files, which the median drops, rather than on every run of one
    file."""
    runs = {path: [] for path in files}
    for round_number in range(1, args.repeat + 1):
        for path in files:
            print(f"perf_table: run {round_number} of {args.repeat}: {os.path.relpath(path, ROOT)}", file=sys.stderr)
            runs[path].append(run_file_once(args, path, tmp, files[path]))
    return {path: (median_rows(runs[path]), runs[path]) for path in files}


def set_figures(args, one_set, kept, source, sat, tmp):
    """A set's figures from its file's kept rows and runs, with the peer's, the SAT solver's and the
    portfolio's where the set has such a target: (target, figures), or a reason it has none."""
    name, _, sizes, statistic, target = one_set
    rows, runs = kept
    measured = figures(rows, sizes)
    if not measured:
        return target, "no puzzle of these sizes"
    if target == PEER:
        peer = figures(rows, sizes, peer=True) if args.peer else None
        if peer:  # the goal's mean: the median of the runs' means, native's and the peer's alike
            measured["mean"] = mean_over_runs(runs, sizes)
            peer["mean"] = mean_over_runs(runs, sizes, peer=True)
        measured["peer_" + statistic] = peer[statistic] if peer else ""
        # A peer's wrong answers and errors are no times: the row says how many it solved.
        measured["peer_solved"] = peer["solved"] if peer else 0
        target = peer[statistic] if peer else None
    if sat and name in SAT_TARGETS:
        measured.update(sat_figures(args, source, sizes, tmp))
    if args.portfolio > 1 and name in PORTFOLIO_TARGETS:
        times = sorted(portfolio_times_us(args, source))
        p_statistic, p_target = PORTFOLIO_TARGETS[name]
        measured.update(portfolio_members=args.portfolio, portfolio_max=times[-1], portfolio_total=sum(times))
        measured["portfolio_ratio"] = measured[f"portfolio_{p_statistic}"] / p_target
    return target, measured


def measure(args, seeds, sat):
    """Every figure of the four tables: (results per set, seed totals, example wall time, minimal
    figures, holes figures)."""
    files = files_to_run(args)
    with tempfile.TemporaryDirectory() as tmp:
        kept = kept_rows(args, files, tmp)
        results = []
        for one_set in SETS:
            name, spec, _, statistic, target = one_set
            path = resolve(spec, args.shared)
            measured = "file absent"
            if path in kept:
                target, measured = set_figures(args, one_set, kept[path], limited(path, args.limit, tmp), sat, tmp)
            results.append((name, spec, statistic, target, measured))
        whole_file = limited(resolve(WHOLE_FILE, args.shared), args.limit, tmp)
        per_seed = seed_totals_us(args, whole_file, seeds, tmp) if seeds else {}
        example = example_wall_s(args, whole_file) if args.example == "on" else None
        minimal = minimal_figures(args, sat, tmp) if args.minimal != "none" else None
        holes_grids = holes_figures(args, tmp) if args.holes != "none" else None
    return results, per_seed, example, minimal, holes_grids


def us(value):
    """µs as the tables print them: one decimal below 100, none above."""
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"


def target_text_of(args, statistic, target, f):
    """The target cell of a set's row in the first table."""
    if "peer_" + statistic not in f:
        return f"{statistic} ≤ {us(target)}" if statistic != "total" else f"whole file < {target / 1e6:g} s"
    if not args.peer:
        return f"{statistic} ≤ a peer's beside it: none run (--peer)"
    if target is None:
        return f"{statistic} ≤ the peer's beside it: it solved none of the {f['puzzles']}"
    text = f"{statistic} ≤ the peer's beside it, {us(target)}"
    if f["peer_solved"] < f["puzzles"]:
        text += f" (it solved {f['peer_solved']} of {f['puzzles']})"
    return text


def peer_protocol(args):
    """The sentence of the first table's header on how the 9x9 sets are timed beside the peer."""
    if not args.peer:
        return ""
    limit = first_puzzles(args, True)
    text = f" On the 9x9 sets beside the peer: {f'the first {limit:,} puzzles' if limit else 'every puzzle'}"
    if args.peer_rounds > 1:
        text += f", each puzzle's time the fastest of its {args.peer_rounds} rounds"
    if args.repeat > 1:
        text += ", the mean the median of the runs' means (the median, p99 and max as above)"
    return text + "."


def first_table(args, results):
    """The Markdown lines of the provenance and the first table, and its CSV rows."""
    lines = [
        f"Made by `scripts/perf_table.py{' --limit ' + str(args.limit) if args.limit else ''}` "
        f"(`sudoku-bench {' '.join(harness_options(args))}`"
        f"{'; on the 9x9 sets `' + ' '.join(harness_options(args, peer_label(args.peer))) + '`' if args.peer else ''}, "
        f"each file {args.repeat} time{'s' if args.repeat > 1 else ''}), "
        f"commit {commit([args.out, args.csv])}, on {machine()}.",
        "Times in µs per puzzle, measured in-process by the harness"
        f"{', each the median of its runs' if args.repeat > 1 else ''}; a timeout counts at its full time."
        f"{peer_protocol(args)}",
        "",
        "| set | puzzles | solved | timeouts | mean | median | p99 | max | guesses/puzzle | % no guess "
        "| target | measured / target |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    table_rows = []
    for name, spec, statistic, target, f in results:
        if isinstance(f, str):
            lines.append(f"| {name} | skipped: {f} | | | | | | | | | | |")
            continue
        ratio = f[statistic] / target if target is not None else None
        lines.append(
            f"| {name} | {f['puzzles']} | {f['solved']} | {f['timeouts']} | {us(f['mean'])} | {us(f['median'])} "
            f"| {us(f['p99'])} | {us(f['max'])} | {f['guesses']:.2f} | {f['no_guess']:.1f} "
            f"| {target_text_of(args, statistic, target, f)} | {'' if ratio is None else judged(ratio)} |")
        table_rows.append({"set": name, "file": spec.split(":", 1)[1], **{k: f[k] for k in (
            "puzzles", "solved", "timeouts", "mean", "median", "p99", "max", "total", "guesses", "no_guess")},
            "target_statistic": statistic, "target_us": "" if target is None else target,
            "ratio": "" if ratio is None else ratio, "peer": peer_label(args.peer) if args.peer and "peer_" + statistic in f else "",
            **{k: f.get(k, "") for k in EXTRA_COLUMNS}})
    return lines, table_rows


def seed_range(f, key, scale=1.0):
    """A ratio's lowest and highest over the seeds, each divided by `scale`."""
    return f"[{f[key + '_low'] / scale:.2f}-{f[key + '_high'] / scale:.2f}]"


def ratio_with_range(f, key, limit):
    """A median ratio over the seeds, judged against the limit, and its range over them."""
    return f"{judged(f[key], limit)} {seed_range(f, key)}"


def second_table_cells(name, f):
    """A set's SAT and portfolio cells in the second table."""
    sat_cells = ["", "", "", "", "", ""]
    if name in SAT_TARGETS:
        limit = SAT_TARGETS[name]
        sat_cells = ["", "not run", "not run", "", "", f"≤ {limit:g}"]
        if "sat_total" in f:
            sat_cells = [f["sat_seeds"], us(f["sat_native_total"]), us(f["sat_total"]),
                         ratio_with_range(f, "sat_ratio", limit), ratio_with_range(f, "sat_max_ratio", limit),
                         f"≤ {limit:g}"]
    portfolio_cells = ["", "", "", ""]
    if name in PORTFOLIO_TARGETS:
        p_statistic, p_target = PORTFOLIO_TARGETS[name]
        ratio = f.get("portfolio_ratio")
        portfolio_cells = ([us(f["portfolio_max"]), us(f["portfolio_total"])] if ratio is not None
                           else ["not run", "not run"])
        portfolio_cells += [f"{p_statistic} ≤ {us(p_target)}", "" if ratio is None else judged(ratio)]
    return sat_cells + portfolio_cells


def second_table(args, results, sat):
    """The Markdown lines of the second table: against the SAT solver and as a portfolio."""
    lines = ["", f"Against {sat if sat else 'a SAT solver (none run)'} (`--solver=native,{sat or 'SAT'} --seed=S`, "
             "one thread, both side by side in one run, each puzzle's solve time in-process; totals the median "
             "over the seeds, each ratio the median of the seeds' ratios [lowest-highest]) and as a portfolio of "
             f"{args.portfolio if args.portfolio > 1 else 'K (none run)'} racing searches "
             "(`--pretty --threads=K`, per-puzzle wall time, the whole file), µs:", "",
             "| set | seeds | one thread total | SAT total | one thread / SAT | max / SAT max | target "
             "| portfolio max | portfolio total | target | measured / target |",
             "|---|---|---:|---:|---:|---:|---|---:|---:|---|---:|"]
    for name, _, _, _, f in results:
        if isinstance(f, str) or (name not in SAT_TARGETS and name not in PORTFOLIO_TARGETS):
            continue
        lines.append(f"| {name} | " + " | ".join(second_table_cells(name, f)) + " |")
    return lines


def third_table(args, per_seed, example, table_rows):
    """The Markdown lines of the third table (the whole file over seeds, the course example); its
    rows are added to table_rows."""
    lines = ["", "The whole course file over seeds (one thread, each seed's total the median of its runs) and "
             f"the course example on all {os.cpu_count()} cores (wall time from process start to "
             "exit, the median of the runs):", "",
             "| row | figure | target | measured / target |", "|---|---|---|---:|"]
    extra_rows = []
    if per_seed:
        worst = max(per_seed, key=per_seed.get)
        seed_list = ", ".join(f"{seed}: {per_seed[seed] / 1e6:.3g}" for seed in per_seed)
        extra_rows.append((f"course puzzles_7_bigger, whole file, worst of seeds {args.seeds}",
                           f"{per_seed[worst] / 1e6:.3g} s (seed {worst}; {seed_list})", "total", per_seed[worst]))
    if example is not None:
        extra_rows.append(("course example: sudoku-bench --techniques=fl,cp,subsets puzzles_7_bigger.txt",
                           f"{example:.3g} s", "wall", example * 1e6))
    for name, text, statistic, value in extra_rows:
        ratio = value / EXTRA_TARGET_US
        lines.append(f"| {name} | {text} | < {EXTRA_TARGET_US / 1e6:g} s | {judged(ratio)} |")
        if table_rows:
            table_rows.append({**dict.fromkeys(table_rows[0], ""), "set": name, "file": WHOLE_FILE.split(":", 1)[1],
                               "total": value, "target_statistic": statistic, "target_us": EXTRA_TARGET_US,
                               "ratio": ratio})
    if not extra_rows:
        lines.append("| not run (--seeds none, --example off) | | | |")
    return lines


def fourth_table(args, minimal, holes_grids, sat, table_rows):
    """The Markdown lines of the fourth table (the sets made here); its rows are added to table_rows."""
    lines = ["", "Sets made here, where the issue's sets are private (`benchkit/made_sets.py`, seed 1: minimal "
             "puzzles by `sudoku-bench generate --threads=1`, holes grids by `sudoku-bench sweep --kind=holes`), "
             "one thread; the minimal puzzles each the median of the runs (beside the SAT solver: side by side under "
             "each seed, each ratio the median of the seeds' ratios [lowest-highest]), the holes grids run once:", "",
             "| row | figure | target | measured / target |", "|---|---|---|---:|"]
    made = made_rows(args, minimal, holes_grids, sat)
    for name, text, target_text, judgement, fields in made:
        lines.append(f"| {name} | {text} | {target_text} | {judgement} |")
        if table_rows:
            table_rows.append({**dict.fromkeys(table_rows[0], ""), "set": name, "file": "made here", **fields})
    if not made:
        lines.append("| not run (--minimal none, --holes none) | | | |")
    return lines


def write_csv(path, table_rows):
    """The tables' rows as CSV (an empty file when there are none)."""
    with open(path, "w", newline="", encoding="utf-8") as f:
        if table_rows:
            writer = csv.DictWriter(f, fieldnames=list(table_rows[0]))
            writer.writeheader()
            writer.writerows(table_rows)


def main():
    args, seeds = parse_args()
    sat = None if args.sat == "none" else args.sat
    results, per_seed, example, minimal, holes_grids = measure(args, seeds, sat)
    lines, table_rows = first_table(args, results)
    lines += second_table(args, results, sat)
    lines += third_table(args, per_seed, example, table_rows)
    lines += fourth_table(args, minimal, holes_grids, sat, table_rows)
    write_text("\n".join(lines) + "\n", args.out)
    if args.csv:
        write_csv(args.csv, table_rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
