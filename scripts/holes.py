#!/usr/bin/env python3
"""Sudoku with holes: solvable N x N puzzles near the hardness peak, made from a shuffled full grid.

usage: scripts/holes.py --size N --givens SHARE --seed S [--count K] [--form ints|text]
                        [-o FILE] [--solutions FILE]

Each puzzle starts from the full grid of the shifted pattern, cell (r, c) = (w * (r mod h) + r div h
+ c) mod N for blocks w wide and h high (the README's block rule), a valid Sudoku for square and
rectangular blocks alike. That grid is shuffled by moves that keep it valid: the symbols relabelled,
the rows moved within their bands, the bands among themselves, the columns within their stacks
and the stacks. Then cells are blanked at random until round(SHARE * N * N) givens remain. Every
puzzle is solvable (the full grid solves it), often with many solutions. Like the "quasigroup with
holes" grids of SAT benchmarks, they are easy with many givens or very few, and hardest for search
at a middle share, which differs by size: measure to find it.

Puzzle K of a file depends only on (N, SHARE, S, K), never on --count: each is drawn from its own
random.Random seeded by (S, K), and the same arguments write the same bytes. Scripts and tests
import the same puzzles as digits: holes.make_puzzle(N, SHARE, S, K) -> (puzzle, full grid).

Lines are text (one character a cell, '.' blank) by default up to N = 35, where the symbols are
1-9 and A-Z, and integer lines (N*N integers separated by spaces, 0 blank) above, where text would
go on into ASCII punctuation; --form chooses (text stops at N = 71).

Exit status 0; 2 on a usage error (N below 4 or prime, a share outside [0, 1], text past N = 71).
"""
import argparse
import random
import sys

from benchkit.cli import write_text
from benchkit.grids import INTS, TEXT, block_shape, format_grid

# Past Z the text symbols go on in ASCII punctuation ('[', '\\', ...): integers are friendlier there.
WIDEST_DEFAULT_TEXT = 35


def pattern_grid(n):
    """The shifted pattern's full grid, its digits row by row (N with blocks, else ValueError)."""
    width, height = shape_of(n)
    return [(width * (r % height) + r // height + c) % n for r in range(n) for c in range(n)]


def shape_of(n):
    shape = block_shape(n)
    if n < 4 or shape is None:
        raise ValueError(f"N = {n} has no blocks: N must be 4 or more and not prime")
    return shape


def shuffled_lines(count, group, rng):
    """A permutation of `count` lines that moves groups of `group` lines among themselves and the
    lines within each group: the moves that keep a Sudoku's bands (or stacks) whole."""
    groups = list(range(count // group))
    rng.shuffle(groups)
    order = []
    for g in groups:
        inside = list(range(g * group, (g + 1) * group))
        rng.shuffle(inside)
        order.extend(inside)
    return order


def shuffle_grid(grid, n, rng):
    """`grid` with its symbols relabelled, rows moved within and among bands, columns within and
    among stacks: a valid grid stays valid."""
    width, height = shape_of(n)
    relabel = list(range(n))
    rng.shuffle(relabel)
    rows = shuffled_lines(n, height, rng)     # a band is `height` rows, one block high
    columns = shuffled_lines(n, width, rng)   # a stack is `width` columns, one block wide
    return [relabel[grid[r * n + c]] for r in rows for c in columns]


def punch_holes(grid, givens, rng):
    """`grid` with all but round(givens * cells) cells, chosen at random, blanked (None)."""
    kept = set(rng.sample(range(len(grid)), round(givens * len(grid))))
    return [d if cell in kept else None for cell, d in enumerate(grid)]


def make_puzzle(n, givens, seed, index=0):
    """(puzzle digits, full grid digits), 0-based, None for a blank: puzzle `index` of `seed`.
    ValueError for an N without blocks or a share of givens outside [0, 1]."""
    if not 0 <= givens <= 1:
        raise ValueError(f"a share of givens of {givens} is not between 0 and 1")
    # A string seed is hashed (SHA-512) the same way on every platform and Python 3 release.
    rng = random.Random(f"holes {seed} {index}")
    grid = shuffle_grid(pattern_grid(n), n, rng)
    return punch_holes(grid, givens, rng), grid


def default_form(n):
    return TEXT if n <= WIDEST_DEFAULT_TEXT else INTS


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, required=True, metavar="N", help="the grid's N (4 or more, not prime)")
    parser.add_argument("--givens", type=float, required=True, metavar="SHARE",
                        help="the share of cells left given, between 0 and 1 (0.45: 45 %%)")
    parser.add_argument("--seed", type=int, required=True, metavar="S",
                        help="the seed: the same arguments write the same puzzles")
    parser.add_argument("--count", type=int, default=1, metavar="K", help="puzzles to write (default: %(default)s)")
    parser.add_argument("--form", choices=(INTS, TEXT),
                        help=f"line form: text (a character a cell) or ints (integers) (default: text up to "
                             f"N = {WIDEST_DEFAULT_TEXT}, ints above)")
    parser.add_argument("-o", "--out", metavar="FILE", help="write the puzzles here (default: stdout)")
    parser.add_argument("--solutions", metavar="FILE",
                        help="also write each puzzle's full grid, the one its holes were punched in, line for "
                             "line (one solution of it; there may be others)")
    args = parser.parse_args(argv)
    form = args.form or default_form(args.size)
    puzzles, solutions = [], []
    try:  # make_puzzle and format_grid refuse what the arguments cannot make
        if args.count < 1:
            raise ValueError(f"--count {args.count}: at least one puzzle")
        for index in range(args.count):
            puzzle, grid = make_puzzle(args.size, args.givens, args.seed, index)
            puzzles.append(format_grid(puzzle, form) + "\n")
            solutions.append(format_grid(grid, form) + "\n")
    except ValueError as error:
        parser.exit(2, f"holes: {error}\n")
    write_text("".join(puzzles), args.out)
    if args.solutions:
        write_text("".join(solutions), args.solutions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
