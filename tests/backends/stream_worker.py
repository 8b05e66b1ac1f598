#!/usr/bin/env python3
"""A stream-protocol solver for the cmd: backend's tests (9x9 and smaller text puzzles).

    stream_worker.py [MODE [LINE]]

Reads one puzzle line at a time on stdin and writes one answer line: the solution, or an empty
line when there is none. With a MODE other than `ok`, puzzle number LINE (default 2) of this
process gets the fault:
  slow     answers right, after 0.3 s
  wrong    writes a grid that breaks the rules
  hang     never answers
  crash    kills itself with SIGSEGV
  garbage  writes a line that is no grid
  silent   exits without answering
  hog      answers right after filling 100 MiB, which it keeps (its peak memory)
The mode `print` is no fault but a newcomer's first solver: every answer right, written with a
plain print(), which Python buffers on a pipe unless PYTHONUNBUFFERED is set.
"""
import math
import os
import signal
import sys
import time

SYMBOLS = "123456789"


def solve(cells, n):
    box = math.isqrt(n)
    blank = cells.index(0) if 0 in cells else -1
    if blank < 0:
        return cells
    r, c = divmod(blank, n)
    used = {cells[r * n + k] for k in range(n)} | {cells[k * n + c] for k in range(n)}
    br, bc = r // box * box, c // box * box
    used |= {cells[(br + i) * n + bc + j] for i in range(box) for j in range(box)}
    for d in range(1, n + 1):
        if d not in used:
            cells[blank] = d
            if solve(cells, n):
                return cells
    cells[blank] = 0
    return None


def answer(line):
    n = math.isqrt(len(line))
    cells = [0 if ch in ".0" else SYMBOLS.index(ch) + 1 for ch in line]
    solved = solve(cells, n)
    return "" if solved is None else "".join(SYMBOLS[d - 1] for d in solved)


HOARD = []


def serve(lines, mode, at):
    """Answers each puzzle line on stdout, with the fault of MODE on puzzle number AT."""
    for count, line in enumerate(lines, start=1):
        line = line.strip()
        fault = mode if count == at else "ok"
        if fault == "slow":
            time.sleep(0.3)
        if fault == "hog":
            HOARD.append(b"x" * (100 << 20))  # every page written, so resident
        if fault == "hang":
            signal.pause()
        if fault == "crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        if fault == "silent":
            return
        out = answer(line)
        if fault == "wrong":
            out = "1" * len(line)
        if fault == "garbage":
            out = "this is no grid"
        if mode == "print":
            print(out)
        else:
            print(out, flush=True)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
    at = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    serve(sys.stdin, mode, at)


if __name__ == "__main__":
    main()
