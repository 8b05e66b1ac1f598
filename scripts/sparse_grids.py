#!/usr/bin/env python3
"""Empty and sparse grids, per size and share of givens: how long the default search takes, one
thread, in-process solve time from the harness's CSV.

    python3 scripts/sparse_grids.py [--sizes 64,80,81,96,100,120,144] [--givens 0,0.05,0.1,0.2]
                                    [--seeds 1-5] [--timeout 20] [--binary build/sudoku-bench]
                                    [--markdown FILE]

Each point (size, share) is one file of puzzles, one per seed: scripts/holes.py's puzzle 0 of
that seed (a shuffled valid grid with that share of its cells kept at random); share 0 is the
empty grid, the same for every seed, so it is solved once. Every answer the harness records as
solved has been checked against its puzzle by the harness. Prints a markdown table (solved,
median and max solve time, max conflicts) per point; --markdown also writes it, with the command.
Exit status 0; 1 when a puzzle was not solved; 2 on a usage error.
"""
import argparse
import os
import shlex
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchkit  # noqa: E402
from benchkit import cli, grids, provenance, runner, schema, stats  # noqa: E402
import holes  # noqa: E402


def point_file(directory, n, share, seeds):
    """Writes the point's puzzles as integer lines; returns the path and the seeds it holds."""
    seeds = [seeds[0]] if share == 0 else seeds
    lines = []
    for seed in seeds:
        puzzle, _ = holes.make_puzzle(n, share, seed)
        lines.append(grids.format_grid(puzzle, grids.INTS) + "\n")
    path = os.path.join(directory, f"n{n}_given{round(share * 100)}.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(lines))
    return path, seeds


def measure(binary, n, share, seeds, timeout, scratch):
    path, used = point_file(scratch, n, share, seeds)
    rows = runner.run_harness(binary, ["--threads=1", f"--timeout={timeout}"], [path], scratch)
    times = [float(r["solve_us"]) / 1e6 for r in rows if r["solve_us"]]
    solved = sum(1 for r in rows if r["status"] == "solved")
    conflicts = max(schema.conflicts_of(r) for r in rows)
    return {"n": n, "share": share, "puzzles": len(used), "solved": solved,
            "median": stats.median(times), "max": max(times), "conflicts": conflicts}


def table(points):
    out = ["| N | givens | solved | median s | max s | max conflicts |", "|---:|---:|---:|---:|---:|---:|"]
    for p in points:
        out.append(f"| {p['n']} | {p['share']:.0%} | {p['solved']}/{p['puzzles']} | {p['median']:.3f} | "
                   f"{p['max']:.3f} | {p['conflicts']:,} |")
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="64,80,81,96,100,120,144", help="comma-separated N (default: %(default)s)")
    parser.add_argument("--givens", default="0,0.05,0.1,0.2", help="shares of cells kept (default: %(default)s)")
    parser.add_argument("--seeds", default="1-5", help="seeds, e.g. 1-5 or 1,3 (default: %(default)s)")
    parser.add_argument("--timeout", type=float, default=20, help="seconds per puzzle (default: %(default)s)")
    parser.add_argument("--binary", default=os.path.join(benchkit.ROOT, "build", "sudoku-bench"))
    parser.add_argument("--markdown", metavar="FILE", help="also write the table and the command here")
    args = parser.parse_args(argv)
    try:
        sizes = [int(s) for s in args.sizes.split(",")]
        shares = [float(g) for g in args.givens.split(",")]
        seeds = cli.parse_seeds(args.seeds)
        for n in sizes:
            holes.shape_of(n)
        if any(not 0 <= g <= 1 for g in shares):
            raise ValueError("a share of givens is outside [0, 1]")
    except ValueError as error:
        parser.exit(2, f"sparse_grids: {error}\n")
    if not os.access(args.binary, os.X_OK):
        parser.exit(2, f"sparse_grids: {args.binary} is not an executable (build first)\n")
    points = []
    with tempfile.TemporaryDirectory() as scratch:
        for n in sizes:
            for share in shares:
                points.append(measure(args.binary, n, share, seeds, args.timeout, scratch))
                print(f"N={n} givens={share:.0%}: {points[-1]['solved']}/{points[-1]['puzzles']} solved, "
                      f"max {points[-1]['max']:.3f} s", file=sys.stderr)
    text = table(points)
    sys.stdout.write(text)
    if args.markdown:
        command = "python3 scripts/sparse_grids.py " + " ".join(shlex.quote(a) for a in (argv or sys.argv[1:]))
        cli.write_text(f"`{command}` ({provenance.machine()}, commit {provenance.commit()})\n\n{text}",
                                args.markdown)
    return 0 if all(p["solved"] == p["puzzles"] for p in points) else 1


if __name__ == "__main__":
    sys.exit(main())
