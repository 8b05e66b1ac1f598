#!/usr/bin/env python3
"""The solvers of examples/ timed beside native, as docs/solvers.md runs them.

usage: examples_test.py BINARY REPO_ROOT CASE EXAMPLES_DIR

EXAMPLES_DIR is where the build put examples/'s C targets (`none` when the build has no examples:
the C cases are then skipped).

  python_stream     examples/stream_solver.py as cmd: on the variety file (4x4 to 16x16), and
                    its first answer out while its input is still open (flushed)
  c_stream          examples/backtrack_solver.c's program as cmd:, the same file and flush
  c_file_protocol   the same program as `cmd:PROGRAM < {}`, one process per puzzle
  c_library         libbacktrack_solver.so as lib: through sb_solve, in-process and, with
                    --timeout, in sudoku-lib-worker processes
  c_library_tdoku   the same library through tdoku's signature (backtrack_solve_tdoku), 9x9
  qqwing            examples/qqwing_stream.sh around qqwing, 9x9, flushed too (skipped, 77,
                    without qqwing)
  ctypes_no_library examples/solve_ctypes.py with no loadable library: one line naming
                    SUDOKU_BENCH_LIB on stderr, exit 2, no traceback

Each solver case runs `--solver=native,NAME=SPEC --csv=...` and asserts one row per puzzle and
solver, each solved (the harness checked every grid); then the example alone in --serial, its
answers checked here by the rules and the givens, and by ../shared/tools/check_solutions.py when
that exists. Exit status: 0 pass, 1 fail, 77 skipped. Standard library only.
"""
import csv
import math
import os
import select
import shutil
import subprocess
import sys
import tempfile

from cli_checks import expect as check, case_from_argv, cases_in, run_case

SKIP = 77
EASY = "puzzles/puzzles_1_standard_easy.txt"
VARIETY = "puzzles/puzzles_2_variety_easy.txt"
SYMBOLS = "123456789" + "".join(chr(c) for c in range(ord("A"), ord("~") + 1))


def run(binary, args, timeout=120, **kwargs):
    return subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout, **kwargs)


def puzzle_lines(path):
    with open(path) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def grid_defect(puzzle, answer):
    """Why `answer` does not solve the text `puzzle` (the project's block rule), or None."""
    n = math.isqrt(len(puzzle))
    if len(answer) != len(puzzle):
        return "%d characters, not %d" % (len(answer), len(puzzle))
    root = math.isqrt(n)
    width = root if root * root == n else next(w for w in range(root + 1, n + 1) if n % w == 0)
    height = n // width
    if any(p not in ".0" and p != a for p, a in zip(puzzle, answer)):
        return "a given changed"
    units = [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]
    units += [[(br + r) * n + bc + c for r in range(height) for c in range(width)]
              for br in range(0, n, height) for bc in range(0, n, width)]
    for unit in units:
        if sorted(answer[i] for i in unit) != sorted(SYMBOLS[:n]):
            return "a unit is not the N symbols once each"
    return None


def expect_all_solved(binary, puzzles, name, spec, tmp, extra=()):
    """native and the example side by side: every row solved, one per puzzle and solver."""
    csv_path = os.path.join(tmp, name + ".csv")
    result = run(binary, ["--solver=native,%s=%s" % (name, spec), "--csv=" + csv_path] + list(extra) + [puzzles])
    check(result.returncode == 0, "%s: exit %d: %s" % (name, result.returncode, result.stderr[-2000:]))
    with open(csv_path) as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))  # past "# machine:"
    count = len(puzzle_lines(puzzles))
    for solver in ("native", name):
        mine = [r for r in rows if r["solver"] == solver]
        check(len(mine) == count, "%s: %d rows, not %d" % (solver, len(mine), count))
        bad = [(r["line"], r["status"]) for r in mine if r["status"] != "solved"]
        check(not bad, "%s: rows not solved: %s" % (solver, bad[:5]))
    check("solvers side by side" in result.stdout, "%s: no side-by-side table in the summary" % name)
    print("%s: %d puzzles, every row solved beside native" % (name, count))


def expect_answers_check(binary, root, puzzles, spec, tmp):
    """The example alone in --serial: its answers checked here, and by the shared checker if present."""
    result = run(binary, ["--serial", "--solver=" + spec, "--timeout=60", puzzles])
    check(result.returncode == 0, "--serial: exit %d: %s" % (result.returncode, result.stderr[-2000:]))
    answers = result.stdout.splitlines()
    lines = puzzle_lines(puzzles)
    check(len(answers) == len(lines), "--serial: %d lines, not %d" % (len(answers), len(lines)))
    for number, (puzzle, answer) in enumerate(zip(lines, answers), start=1):
        defect = grid_defect(puzzle, answer)
        check(defect is None, "--serial, puzzle %d: %s" % (number, defect))
    checker = os.path.join(root, "..", "shared", "tools", "check_solutions.py")
    if not os.path.exists(checker):
        print("../shared/tools/check_solutions.py: absent, the answers checked here only")
        return
    out = os.path.join(tmp, "answers.txt")
    with open(out, "w") as f:
        f.write(result.stdout)
    report = subprocess.run([sys.executable, checker, puzzles, out], capture_output=True, text=True, timeout=60)
    check(report.returncode == 0, "check_solutions.py: %s" % report.stdout[-2000:])
    print("check_solutions.py: " + report.stdout.strip().splitlines()[-1])


def expect_flushed(command, puzzles):
    """The stream protocol's flush: the first answer arrives while the program's input stays open
    (a buffered answer would wait in the pipe until the harness's timeout)."""
    puzzle = puzzle_lines(puzzles)[0]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        process.stdin.write(puzzle + "\n")
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 20)
        check(ready, "%s: no answer in 20 s while its input is open: is each answer flushed?" % command[-1])
        defect = grid_defect(puzzle, process.stdout.readline().strip())
        check(defect is None, "%s: the first answer: %s" % (command[-1], defect))
    finally:
        process.kill()
        process.wait()
    print("%s: answers each puzzle at once" % os.path.basename(command[-1]))


def example(examples_dir, name):
    """A built example's path; skips the case when the build has no examples."""
    path = os.path.join(examples_dir, name)
    if examples_dir == "none" or not os.path.exists(path):
        print("SKIP: %s is not built (SUDOKU_BUILD_EXAMPLES, or build the target)" % name)
        raise SystemExit(SKIP)
    return path


def case_python_stream(binary, root, tmp, examples_dir):
    script = os.path.join(root, "examples", "stream_solver.py")
    expect_flushed([sys.executable, script], VARIETY)
    spec = "cmd:%s %s" % (sys.executable, script)
    expect_all_solved(binary, VARIETY, "py", spec, tmp)
    expect_answers_check(binary, root, VARIETY, spec, tmp)


def case_c_stream(binary, root, tmp, examples_dir):
    program = example(examples_dir, "backtrack_solver")
    expect_flushed([program], VARIETY)
    spec = "cmd:" + program
    expect_all_solved(binary, VARIETY, "bt", spec, tmp)
    expect_answers_check(binary, root, VARIETY, spec, tmp)


def case_c_file_protocol(binary, root, tmp, examples_dir):
    spec = "cmd:%s < {}" % example(examples_dir, "backtrack_solver")
    expect_all_solved(binary, EASY, "btfile", spec, tmp)
    expect_answers_check(binary, root, EASY, spec, tmp)


def case_c_library(binary, root, tmp, examples_dir):
    spec = "lib:" + example(examples_dir, "libbacktrack_solver.so")
    expect_all_solved(binary, VARIETY, "btlib", spec, tmp)
    expect_all_solved(binary, VARIETY, "btworker", spec, tmp, ["--timeout=60"])  # through sudoku-lib-worker
    expect_answers_check(binary, root, VARIETY, spec, tmp)


def case_c_library_tdoku(binary, root, tmp, examples_dir):
    spec = "lib:%s:backtrack_solve_tdoku" % example(examples_dir, "libbacktrack_solver.so")
    expect_all_solved(binary, EASY, "bttdoku", spec, tmp)
    expect_answers_check(binary, root, EASY, spec, tmp)


def case_qqwing(binary, root, tmp, examples_dir):
    if shutil.which("qqwing") is None:
        print("SKIP: qqwing is not installed (scripts/setup.sh installs it)")
        raise SystemExit(SKIP)
    script = os.path.join(root, "examples", "qqwing_stream.sh")
    expect_flushed(["sh", script], EASY)
    spec = "cmd:sh " + script
    expect_all_solved(binary, EASY, "qqwing", spec, tmp)
    expect_answers_check(binary, root, EASY, spec, tmp)


def case_ctypes_no_library(binary, root, tmp, examples_dir):
    script = os.path.join(root, "examples", "solve_ctypes.py")
    puzzle = puzzle_lines(os.path.join(root, EASY))[0]
    env = {k: v for k, v in os.environ.items() if k not in ("SUDOKU_BENCH_LIB", "LD_LIBRARY_PATH")}
    for setting in (None, os.path.join(tmp, "no_such_library.so"), os.path.join(root, "README.md")):
        if setting is not None:
            env["SUDOKU_BENCH_LIB"] = setting
        result = subprocess.run([sys.executable, script, puzzle], capture_output=True, text=True, env=env,
                                timeout=60)
        if setting is None and result.returncode == 0:
            print("libsudoku_bench.so is on the loader's path here: the unset case cannot fail to load")
            continue
        what = "SUDOKU_BENCH_LIB=%s" % setting
        check(result.returncode == 2, "%s: exit %d, not 2: %s" % (what, result.returncode, result.stderr))
        check("Traceback" not in result.stderr, "%s: a traceback: %s" % (what, result.stderr))
        check(len(result.stderr.strip().splitlines()) == 1, "%s: not one line: %r" % (what, result.stderr))
        check("set SUDOKU_BENCH_LIB" in result.stderr, "%s: does not say what to set: %s" % (what, result.stderr))
        check(result.stdout == "", "%s: printed %r" % (what, result.stdout))


CASES = cases_in(globals())


def main(argv):
    args = case_from_argv(argv, CASES, __doc__, extra=1)
    if args is None:
        return 2
    binary, root, case, examples_dir = args
    examples_dir = examples_dir if examples_dir == "none" else os.path.abspath(examples_dir)
    os.chdir(root)
    # Python's answers reach a pipe at once only when flushed; this variable would hide a missing flush.
    os.environ.pop("PYTHONUNBUFFERED", None)
    with tempfile.TemporaryDirectory() as tmp:
        return run_case(case, lambda: CASES[case](binary, root, tmp, examples_dir))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
