"""Puzzle sets made on the spot by the program, for measurements whose sets cannot be downloaded:
minimal puzzles from `sudoku-bench generate` and holes grids from `sudoku-bench sweep --kind=holes
--make-only`. The same arguments make the same bytes, so a table measured on them can be measured
again on the same puzzles.

    parse_spec("20,24,25:4", int)   -> ([20, 24, 25], [4])
    write_minimal(binary, [20, 24, 25], 4, path)
    write_holes(binary, [36, 49], [0.45, 0.5], path, scratch)
"""
import os
import subprocess

SEED = 1  # every set is seed 1's: a table names its puzzles by the arguments alone


def parse_spec(text, kind):
    """'SIZES:VALUES' as two lists, sizes as ints and values as `kind`; ValueError when malformed."""
    sizes, sep, values = text.partition(":")
    if not sep or not sizes or not values:
        raise ValueError(f"{text!r} is not SIZES:VALUES (e.g. 20,24,25:4)")
    return [int(s) for s in sizes.split(",")], [kind(v) for v in values.split(",")]


def checked_run(command, out=subprocess.DEVNULL):
    """Runs `command` (its stdout into `out`); RuntimeError when it fails."""
    done = subprocess.run(command, stdout=out, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr}")


def write_minimal(binary, sizes, count, path):
    """`count` minimal unique puzzles of each size, one thread, seed 1, into `path`. Raises
    RuntimeError when generate fails."""
    with open(path, "w", encoding="utf-8") as out:
        for n in sizes:
            checked_run([binary, "generate", f"--size={n}", f"--count={count}", f"--seed={SEED}", "--threads=1"],
                        out)


def percent(share):
    """A share of givens as sweep's --givens takes it: 0.45 -> '45%'."""
    return f"{share * 100:g}%"


def manifest_points(directory):
    """{size: instance file} of a sweep's instance directory, read from its manifest.txt."""
    points = {}
    with open(os.path.join(directory, "manifest.txt"), encoding="utf-8") as f:
        for line in f:
            fields = dict(field.split("=", 1) for field in line.split() if "=" in field)
            if "point" in fields and "size" in fields:
                points[int(fields["size"])] = os.path.join(directory, fields["point"])
    return points


def write_holes(binary, sizes, shares, path, scratch):
    """One holes grid of each size and share (sweep's instance 0 of seed 1), size by size, into
    `path`; the instance directories go under `scratch`. RuntimeError when sweep refuses a point
    (a size without blocks, a share outside 0-100%)."""
    grids = {}
    for index, share in enumerate(shares):
        directory = os.path.join(scratch, f"holes_{index}")
        checked_run([binary, "sweep", f"--sizes={','.join(map(str, sizes))}", f"--givens={percent(share)}",
                     "--per-point=1", f"--seed={SEED}", "--kind=holes", "--make-only", f"--instances={directory}"])
        for n, file in manifest_points(directory).items():
            with open(file, encoding="utf-8") as f:
                grids[n, index] = [line for line in f if line.strip() and not line.startswith("#")]
    with open(path, "w", encoding="utf-8") as out:
        for n in sizes:
            for index in range(len(shares)):
                out.writelines(grids[n, index])
