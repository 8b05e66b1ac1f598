"""Puzzle sets made on the spot, for measurements whose sets cannot be downloaded: minimal puzzles
from `sudoku-bench generate` and holes grids from scripts/holes.py. The same arguments make the
same bytes, so a table measured on them can be measured again on the same puzzles.

    parse_spec("20,24,25:4", int)   -> ([20, 24, 25], [4])
    write_minimal(binary, [20, 24, 25], 4, path)
    write_holes([36, 49], [0.45, 0.5], path)
"""
import subprocess

import holes
from benchkit import cli
from benchkit.grids import format_grid

SEED = 1  # every set is seed 1's: a table names its puzzles by the arguments alone


def parse_spec(text, kind):
    """'SIZES:VALUES' as two lists, sizes as ints and values as `kind`; ValueError when malformed."""
    sizes, sep, values = text.partition(":")
    if not sep or not sizes or not values:
        raise ValueError(f"{text!r} is not SIZES:VALUES (e.g. 20,24,25:4)")
    return [int(s) for s in sizes.split(",")], [kind(v) for v in values.split(",")]


def write_minimal(binary, sizes, count, path):
    """`count` minimal unique puzzles of each size, one thread, seed 1, into `path`. Raises
    RuntimeError when generate fails."""
    with open(path, "w", encoding="utf-8") as out:
        for n in sizes:
            command = [binary, "generate", f"--size={n}", f"--count={count}", f"--seed={SEED}", "--threads=1"]
            done = subprocess.run(command, stdout=out, stderr=subprocess.PIPE, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr}")


def write_holes(sizes, shares, path):
    """One holes grid of each size and share (seed 1, puzzle 0 of each), into `path`, in holes.py's
    default line form. ValueError for a size without blocks or a share outside [0, 1]."""
    with open(path, "w", encoding="utf-8") as out:
        for n in sizes:
            for share in shares:
                puzzle, _ = holes.make_puzzle(n, share, SEED)
                out.write(format_grid(puzzle, holes.default_form(n)) + "\n")


if __name__ == "__main__":
    cli.module_main(__doc__, "made_sets.py")
