#!/usr/bin/env python3
"""How sudoku-bench stops a solve that would run for seconds or forever, for every search.

usage: stop_cli_test.py BINARY REPO_ROOT CASE

CASE is one of
  batch_timeout:SEARCH     --timeout=0.25 --csv: the hard puzzle's row says timeout (a count cut
                           short: solved, solutions empty), the easy ones solved, all within 3 s
  batch_interrupt:SEARCH   SIGINT while the hard puzzle runs: exit 130 within 2 s, every finished
                           row kept, no row for the cancelled puzzle
  serial_timeout:SEARCH    --serial --timeout=0.25: the hard puzzle's line is empty with a
                           FILE:LINE message (a count cut short still prints its first solution),
                           the others solved and in order, all within 3 s
  serial_interrupt:SEARCH  SIGINT to --serial while the hard puzzle runs: exit 130 within 2 s,
                           every line printed before stays, none for the cancelled puzzle

SEARCH names a hard case below (HARD). Exit status: 0 pass, 1 fail, 77 skipped (the case needs
../shared beside the repository and it is absent).
"""
import csv
import os
import signal
import subprocess
import sys
import tempfile
import time

from serial_cli_test import solution_problem  # the block rule, written out in the tests
from cli_checks import Failure, expect, cases_in

SKIP = 77
TIMEOUT_S = 0.25
# A stopped run must end this soon; a search that ignores the stop runs for many seconds (or
# forever) on every hard case, and is killed at KILL_S.
WALL_BOUND_S = 3.0
SIGNAL_BOUND_S = 2.0
KILL_S = 8.0

# 1 in r1c7, r4c8, r7c1 and r8c4 and 2 in r9c9 leave box 9 no place for 1. Without cp and mrv,
# search takes the first open cell, so it fills rows 1-6 every way before it can see that.
NO_PLACE_FOR_1 = "......1...........................1...................1...........1.............2"
EMPTY_9 = "." * 81
EMPTY_16 = "." * 256


class Skipped(Exception):
    pass


def file_line(path, number):
    if not os.path.exists(path):
        raise Skipped(f"{path} is absent")
    with open(path) as f:
        return f.read().splitlines()[number - 1]


# SEARCH -> (options, the hard puzzle (root -> line), whether it counts). Unlimited, every one
# runs for more than 5 s: measured once, and the forever ones by construction.
HARD = {
    # Search9, which by-size runs on 9x9 (fl without mrv): forever.
    "bitboard9": (["--search=by-size", "--techniques=fl"], lambda root: NO_PLACE_FOR_1, False),
    # Search on 9x9 (the clock read every 64 nodes): forever.
    "backtrack": (["--search=backtrack", "--techniques=fl"], lambda root: NO_PLACE_FOR_1, False),
    # Search with two-way branches on a 25x25 (the clock read at every node): over 5 s.
    "places": (["--search=places"],
               lambda root: file_line(os.path.join(root, "puzzles", "puzzles_7_bigger.txt"), 20), False),
    # Learning: gecode_frisch_25x25 line 4, over 20 s.
    "learn": (["--search=learn"], lambda root: gecode_line_4(root), False),
    # auto: 200 dead ends of backtracking, then learning, on the same puzzle.
    "auto": (["--search=auto"], lambda root: gecode_line_4(root), False),
    # Search9 counting the empty 9x9: forever.
    "count": (["--count=1000000000"], lambda root: EMPTY_9, True),
    # Search counting the empty 16x16 (by-size off 9x9 counts by backtracking): forever.
    "count_16x16": (["--count=1000000000"], lambda root: EMPTY_16, True),
}


def gecode_line_4(root):
    return file_line(os.path.join(root, "..", "shared", "puzzles", "public", "gecode_frisch_25x25.txt"), 4)


def easy_lines(root, count):
    with open(os.path.join(root, "puzzles", "puzzles_1_standard_easy.txt")) as f:
        return [line for line in f.read().splitlines() if line.strip() and not line.startswith("#")][:count]


def write_puzzles(tmp, lines):
    path = os.path.join(tmp, "puzzles.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def read_csv(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(line for line in f if not line.startswith("#")))


def is_solution(puzzle, answer):
    """True when `answer` solves `puzzle`, by serial_cli_test.py's independent checker."""
    return solution_problem(puzzle, answer) is None


def run_bounded(command):
    """Runs to the end or to KILL_S: (CompletedProcess-like tuple, wall seconds)."""
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = process.communicate(timeout=KILL_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise Failure(f"still running after {KILL_S} s: {' '.join(command)}")
    return process.returncode, out, err, time.monotonic() - started


def case_batch_timeout(bench, root, tmp, search):
    options, hard, counts = HARD[search]
    easy = easy_lines(root, 2)
    path = write_puzzles(tmp, [easy[0], hard(root), easy[1]])
    csv_path = os.path.join(tmp, "run.csv")
    status, out, err, wall = run_bounded(
        [bench, *options, f"--timeout={TIMEOUT_S}", "--threads=1", f"--csv={csv_path}", path])
    expect(wall < WALL_BOUND_S, f"took {wall:.2f} s with --timeout={TIMEOUT_S}")
    rows = {int(r["line"]): r for r in read_csv(csv_path)}
    expect(sorted(rows) == [1, 2, 3], f"rows for lines {sorted(rows)}")
    for line in (1, 3):
        expect(rows[line]["status"] == "solved", f"easy line {line}: {rows[line]['status']}")
    stopped = rows[2]
    solve_s = float(stopped["solve_us"]) / 1e6
    expect(TIMEOUT_S <= solve_s < TIMEOUT_S + 1.0, f"hard puzzle stopped after {solve_s:.3f} s")
    if counts:
        # The first solution is sound; the count is not known, so the column stays empty.
        expect(stopped["status"] == "solved" and stopped["solutions"] == "",
               f"cut-short count: status {stopped['status']}, solutions {stopped['solutions']!r}")
        expect("1 not counted (timeout)" in out, f"summary: {out}")
        expect(status == 0, f"exit {status}, expected 0 (every puzzle has a solution): {err}")
    else:
        expect(stopped["status"] == "timeout", f"hard puzzle: {stopped['status']}")
        expect(f"{path}:2: timed out" in err, f"stderr: {err}")
        expect(status == 1, f"exit {status}, expected 1 (a puzzle timed out)")


def wait_for_lines(path, count, process, limit_s=20.0):
    """Waits until the file at `path` has `count` complete lines."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        expect(process.poll() is None, f"ended early with exit {process.returncode}")
        if os.path.exists(path):
            with open(path) as f:
                text = f.read()
            if text.count("\n") >= count:
                return
        time.sleep(0.05)
    raise Failure(f"{path} did not reach {count} lines in {limit_s} s")


def interrupt(process, out_path, lines_before):
    """Once `lines_before` lines are out and the hard puzzle has started, SIGINT; returns
    (exit status, seconds from the signal to the end). A failure before the signal kills the
    process: the hard puzzles run for minutes, and a process left behind slows every later test."""
    try:
        wait_for_lines(out_path, lines_before, process)
        time.sleep(0.3)  # well into the hard puzzle
        expect(process.poll() is None, f"ended before the signal with exit {process.returncode}")
    except BaseException:
        process.kill()
        process.wait()
        raise
    sent = time.monotonic()
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=KILL_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise Failure(f"still running {KILL_S} s after SIGINT")
    return process.returncode, time.monotonic() - sent


def case_batch_interrupt(bench, root, tmp, search):
    options, hard, _ = HARD[search]
    easy = easy_lines(root, 4)
    path = write_puzzles(tmp, easy[:3] + [hard(root), easy[3]])
    csv_path = os.path.join(tmp, "run.csv")
    summary_path = os.path.join(tmp, "summary.txt")
    with open(summary_path, "w") as summary, open(os.path.join(tmp, "err.txt"), "w") as err:
        # --order=input: the three easy lines finish before the hard one starts (biggest first, the
        # default, would start the hard one first and leave no finished row to keep).
        process = subprocess.Popen([bench, *options, "--threads=1", "--order=input", f"--csv={csv_path}", path],
                                   stdout=summary, stderr=err)
        status, stop_s = interrupt(process, csv_path, 1 + 3)  # the header, then three rows
    expect(status == 128 + signal.SIGINT, f"exit {status}, expected {128 + signal.SIGINT}")
    expect(stop_s < SIGNAL_BOUND_S, f"took {stop_s:.2f} s to stop after SIGINT")
    with open(summary_path) as f:
        expect("interrupted" in f.read(), "the summary does not say the run was interrupted")
    rows = read_csv(csv_path)
    # The cancelled solve measured nothing, so it has no row, and the last puzzle was not taken.
    expect([int(r["line"]) for r in rows] == [1, 2, 3], f"rows for lines {[r['line'] for r in rows]}")
    expect(all(r["status"] == "solved" for r in rows), f"statuses {[r['status'] for r in rows]}")


def case_serial_timeout(bench, root, tmp, search):
    options, hard, counts = HARD[search]
    easy = easy_lines(root, 2)
    puzzles = [easy[0], hard(root), easy[1]]
    path = write_puzzles(tmp, puzzles)
    status, out, err, wall = run_bounded([bench, "--serial", *options, f"--timeout={TIMEOUT_S}", path])
    expect(wall < WALL_BOUND_S, f"took {wall:.2f} s with --timeout={TIMEOUT_S}")
    lines = out.split("\n")
    expect(len(lines) == 4 and lines[3] == "", f"{len(lines) - 1} lines on stdout, expected 3")
    for number in (0, 2):
        expect(is_solution(puzzles[number], lines[number]), f"line {number + 1}: {lines[number]!r}")
    if counts:
        # The first solution was found before the limit: it is printed, the count is unknown.
        expect(is_solution(puzzles[1], lines[1]), f"cut-short count printed {lines[1]!r}")
        expect(status == 0, f"exit {status}, expected 0 (every puzzle has a solution): {err}")
    else:
        expect(lines[1] == "", f"stopped puzzle printed {lines[1]!r}")
        expect(f"{path}:2: timed out" in err, f"stderr: {err}")
        expect(status == 1, f"exit {status}, expected 1 (a puzzle timed out)")


def case_serial_interrupt(bench, root, tmp, search):
    options, hard, _ = HARD[search]
    easy = easy_lines(root, 4)
    path = write_puzzles(tmp, easy[:3] + [hard(root), easy[3]])
    out_path = os.path.join(tmp, "solutions.txt")
    err_path = os.path.join(tmp, "err.txt")
    with open(out_path, "w") as out, open(err_path, "w") as err:
        process = subprocess.Popen([bench, "--serial", *options, path], stdout=out, stderr=err)
        status, stop_s = interrupt(process, out_path, 3)
    expect(status == 128 + signal.SIGINT, f"exit {status}, expected {128 + signal.SIGINT}")
    expect(stop_s < SIGNAL_BOUND_S, f"took {stop_s:.2f} s to stop after SIGINT")
    with open(err_path) as f:
        expect("interrupted" in f.read(), "stderr does not say the run was interrupted")
    with open(out_path) as f:
        lines = f.read().splitlines()
    expect(len(lines) == 3, f"{len(lines)} lines on stdout, expected the 3 finished ones")
    for puzzle, answer in zip(easy, lines):
        expect(is_solution(puzzle, answer), f"not a solution of {puzzle}: {answer}")


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    bench, root, case = os.path.abspath(argv[1]), os.path.abspath(argv[2]), argv[3]
    kind, _, search = case.partition(":")
    cases = cases_in(globals())  # the kinds (tests/cli/CMakeLists.txt finds HARD's keys the same way)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            if kind in cases and search in HARD:
                cases[kind](bench, root, tmp, search)
            else:
                print(f"unknown case {case}", file=sys.stderr)
                return 2
    except Skipped as e:
        print(f"skipped: {e}")
        return SKIP
    except Failure as e:
        print(f"FAIL {case}: {e}", file=sys.stderr)
        return 1
    print(f"ok {case}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
