#!/usr/bin/env python3
"""A solver for sudoku-bench's stream protocol (`cmd:`), in plain Python: a template for your own.

    build/sudoku-bench --solver='native,py=cmd:python3 examples/stream_solver.py' \\
        puzzles/puzzles_2_variety_easy.txt

The protocol: sudoku-bench starts this program once (per thread) and writes one puzzle line at a
time on its standard input; for each, the program writes one answer line on standard output,
the solved grid in the puzzle's form, or an empty line when there is no solution, and then waits
for the next. Each answer must be flushed at once (print(..., flush=True)): a buffered answer sits
in the pipe until the timeout and the puzzle is recorded as a timeout. The harness checks every
grid against the puzzle and the rules before it counts it as solved.

Reads text lines of any size N x N up to 71 x 71 (one character a cell: 1-9, then A, B, ...;
'.' a blank, '0' too when N <= 9). Blocks are sqrt(N) x sqrt(N) for a square N; otherwise
width = the smallest factor of N above sqrt(N) and height = N / width, as sudoku-bench reads them.
The search is a backtracking on the cell with the fewest candidates (so cells with one candidate
are filled first), with row, column and block digits kept as bitmasks.
"""
import math
import sys

SYMBOLS = "123456789" + "".join(chr(c) for c in range(ord("A"), ord("~") + 1))  # N <= 71


def block_shape(n):
    """(rows, cols) of a block: the project's rule for an N that is not a square."""
    root = math.isqrt(n)
    if root * root == n:
        return root, root
    width = next(w for w in range(root + 1, n + 1) if n % w == 0)
    return n // width, width


def parse(line):
    """The size and cells (0 blank, 1..N) of a text line; ValueError when it is not one."""
    n = math.isqrt(len(line))
    if n < 1 or n * n != len(line) or n > len(SYMBOLS):
        raise ValueError("%d characters is no N*N text grid" % len(line))
    cells = []
    for ch in line:
        if ch == "." or (ch == "0" and n <= 9):
            cells.append(0)
        elif ch in SYMBOLS[:n]:
            cells.append(SYMBOLS.index(ch) + 1)
        else:
            raise ValueError("symbol %r outside 1..%d" % (ch, n))
    return n, cells


def solve(n, cells):
    """Fills `cells` in place and returns True, or returns False when there is no solution."""
    box_rows, box_cols = block_shape(n)
    full = (1 << n) - 1
    row = [i // n for i in range(n * n)]
    col = [i % n for i in range(n * n)]
    box = [(r // box_rows) * box_rows + c // box_cols for r, c in zip(row, col)]
    rows, cols, boxes = [0] * n, [0] * n, [0] * n
    blanks = []
    for i, digit in enumerate(cells):
        if digit == 0:
            blanks.append(i)
            continue
        bit = 1 << (digit - 1)
        if (rows[row[i]] | cols[col[i]] | boxes[box[i]]) & bit:
            return False  # two equal givens in a unit
        rows[row[i]] |= bit
        cols[col[i]] |= bit
        boxes[box[i]] |= bit

    def search(left):  # blanks[:left] are still blank
        if left == 0:
            return True
        best, best_count, best_mask = -1, n + 1, 0
        for j in range(left):
            i = blanks[j]
            mask = full & ~(rows[row[i]] | cols[col[i]] | boxes[box[i]])
            count = mask.bit_count()
            if count < best_count:
                best, best_count, best_mask = j, count, mask
                if count <= 1:
                    break
        if best_count == 0:
            return False
        blanks[best], blanks[left - 1] = blanks[left - 1], blanks[best]
        i = blanks[left - 1]
        r, c, b = row[i], col[i], box[i]
        while best_mask:
            bit = best_mask & -best_mask
            best_mask ^= bit
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            if search(left - 1):
                cells[i] = bit.bit_length()
                return True
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
        blanks[best], blanks[left - 1] = blanks[left - 1], blanks[best]
        return False

    sys.setrecursionlimit(max(1000, len(blanks) + 100))
    return search(len(blanks))


def answer(line):
    """The answer line for one puzzle line."""
    try:
        n, cells = parse(line)
    except ValueError as error:
        return "# " + str(error)  # '#': sudoku-bench records the reason as a wrong answer
    if not solve(n, cells):
        return ""
    return "".join(SYMBOLS[d - 1] for d in cells)


def main():
    for line in sys.stdin:
        print(answer(line.strip()), flush=True)  # the flush is the protocol: one answer, then wait
    return 0


if __name__ == "__main__":
    sys.exit(main())
