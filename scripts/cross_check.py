#!/usr/bin/env python3
"""Cross-check: every bundled and public puzzle file solved, every answer checked independently.

usage: scripts/cross_check.py [--binary PATH] [--techniques T] [--threads K] [--shared DIR]
                              [--skip-count] [FILE...]

For each file (default: puzzles/*.txt and, when present, SHARED/puzzles/public/*.txt), runs
`sudoku-bench --techniques=T --solutions=OUT FILE` (batch mode, every thread) and then
SHARED/tools/check_solutions.py FILE OUT, which must report 0 failed (for N > 35, which that
checker does not read, a checker of this script's own). Puzzles in KNOWN_OPEN
(below, with reasons) are left out and named in the output.

Then, unless --skip-count, the uniqueness check: on the public files whose SOURCES.md
"Verification" line gives unique/multiple counts and whose counting is quick, runs
`sudoku-bench --count` and compares its unique/multiple tally with those counts (found there
by a SAT solver, independently of this project).

Prints a line per file (puzzles, seconds, the checker's verdict); exit 0 when all pass, 1 when
any fails, 2 when the checker is missing.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

from benchkit import DEFAULT_BINARY, ROOT
from benchkit.grids import is_solution, read_puzzles
# The files whose counts are quick: counting learns now (up to 10,000 solutions), yet a count to 2
# on the hard 25x25 sets still runs past a limit of seconds (gecode_frisch: 7 of 18 at 5 s).
COUNT_FILES = [
    "gecode_examples_9x9.txt", "lewis_general_9x9.txt", "lloyd_logic_solvable_9x9.txt",
    "norvig_easy50_9x9.txt", "norvig_hardest_9x9.txt", "serg_benchmark_9x9.txt", "top95_9x9.txt",
    "magictour_top1465_9x9.txt", "parallel_sudoku_solver_misc_16x16.txt", "rkkautsar_misc_4x4.txt",
    "tjstyle_variety_6x6.txt", "tjstyle_variety_12x12.txt", "gecode_janko_16x16.txt",
    "lewis_general_16x16.txt",
]


# Puzzles left out, each with the reason; they are listed in the output every run, never hidden.
KNOWN_OPEN = {
    ("rkkautsar_large_64x64.txt", 1): "64x64 'Hard' (many solutions): not solved in 20 min yet; "
                                       "CaDiCaL needs ~260 s on it",
}


def without_known_open(path, tmp):
    """The file itself, or a copy without its KNOWN_OPEN lines (with those lines' reasons)."""
    name = os.path.basename(path)
    skipped = {line: why for (file, line), why in KNOWN_OPEN.items() if file == name}
    if not skipped:
        return path, {}
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    copy = os.path.join(tmp, name)
    with open(copy, "w", encoding="utf-8") as f:
        f.write("\n".join(line for number, line in enumerate(lines, start=1) if number not in skipped))
    return copy, skipped


def own_check(puzzle_path, output_path):
    """For N > 35, which check_solutions.py does not read: (passed, failed, first problems)."""
    puzzles = [puzzle for _, puzzle in read_puzzles(puzzle_path)]
    with open(output_path, encoding="utf-8") as f:
        answers = f.read().split("\n")[:-1]
    passed, problems = 0, []
    for number, (puzzle, answer) in enumerate(zip(puzzles, answers), start=1):
        if is_solution(puzzle, answer):
            passed += 1
        else:
            problems.append("line %d: not a solution" % number)
    if len(answers) != len(puzzles):
        problems.append("%d answers for %d puzzles" % (len(answers), len(puzzles)))
    return passed, len(problems), problems


def puzzle_count(path):
    return len(read_puzzles(path))


def expected_counts(sources_text):
    """{file name: (unique, multiple, unsolvable)} from SOURCES.md's per-file sections."""
    counts = {}
    for section in re.split(r"\n### ", sources_text)[1:]:
        name = re.match(r"`([^`]+)`", section)
        found = re.search(r"\*\*Verification\*\*: unique (\d+) / multiple (\d+) / unsolvable (\d+)", section)
        if name and found:
            counts[name.group(1)] = tuple(int(x) for x in found.groups())
    return counts


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", metavar="FILE",
                        help="puzzle files (default: puzzles/*.txt and SHARED/puzzles/public/*.txt)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="the sudoku-bench binary (default: %(default)s)")
    parser.add_argument("--techniques", default="all", help="technique set of every run (default: %(default)s)")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1,
                        help="solver threads of every run (default: every core, %(default)s)")
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"),
                        help="the shared directory: its tools/check_solutions.py and puzzles/public/ "
                             "(default: ../shared beside the repository)")
    parser.add_argument("--skip-count", action="store_true",
                        help="leave out the uniqueness check (--count against SOURCES.md's counts)")
    return parser.parse_args(argv[1:])


def check_file(args, original, checker, tmp):
    """Solves one file and checks its answers (the shared checker, or our own above 35x35); prints
    its line and returns whether it passed."""
    path, skipped = without_known_open(original, tmp)
    for line, why in skipped.items():
        print("%s:%d: left out: %s" % (os.path.relpath(original, ROOT), line, why))
    out = os.path.join(tmp, "solutions.txt")
    start = time.monotonic()
    run = subprocess.run([args.binary, "--no-progress", "--threads=%d" % args.threads,
                          "--techniques=" + args.techniques, "--solutions=" + out, path],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    seconds = time.monotonic() - start
    if "_64x64" in os.path.basename(path):
        passed, failures, report = own_check(path, out)
        verdict = "own check (N > 35): %d passed, %d failed" % (passed, failures)
        check_ok = failures == 0
    else:
        check = subprocess.run([sys.executable, checker, path, out], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        report = check.stdout.decode("utf-8", "replace").strip().splitlines()
        verdict = report[-1] if report else "(no output)"
        check_ok = check.returncode == 0
    ok = run.returncode == 0 and check_ok
    print("%-45s %7d puzzles %8.1f s  %s%s" % (os.path.relpath(original, ROOT), puzzle_count(path), seconds,
                                             verdict, "" if ok else "  FAILED"), flush=True)
    if not ok:
        for line in report[:10] + run.stderr.decode("utf-8", "replace").splitlines()[:10]:
            print("    " + line)
    return ok


def check_counts(args, public, tmp):
    """--count on the public files SOURCES.md gives counts for: the names of those that differ."""
    with open(os.path.join(public, "SOURCES.md"), encoding="utf-8") as f:
        expected = expected_counts(f.read())
    failed = []
    for name in COUNT_FILES:
        path = os.path.join(public, name)
        if name not in expected or not os.path.isfile(path):
            continue
        csv_path = os.path.join(tmp, "count.csv")
        start = time.monotonic()
        run = subprocess.run([args.binary, "--no-progress", "--threads=%d" % args.threads, "--count",
                              "--techniques=" + args.techniques, "--csv=" + csv_path, path],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        seconds = time.monotonic() - start
        tally = re.search(r"solutions \(--count=2\): (\d+) unique, (\d+) with none, (\d+) with 2 or more",
                          run.stdout.decode())
        got = (int(tally.group(1)), int(tally.group(3)), int(tally.group(2))) if tally else None
        ok = got == expected[name]
        print("--count %-37s %7d puzzles %8.1f s  unique/multiple/none %s, SOURCES.md %s%s"
              % (name, sum(expected[name]), seconds, "/".join(map(str, got)) if got else "?",
                 "/".join(map(str, expected[name])), "" if ok else "  FAILED"), flush=True)
        if not ok:
            failed.append("--count " + name)
    return failed


def main(argv):
    args = parse_args(argv)
    checker = os.path.join(args.shared, "tools", "check_solutions.py")
    if not os.path.isfile(checker):
        print("cross_check: %s is missing" % checker, file=sys.stderr)
        return 2
    public = os.path.join(args.shared, "puzzles", "public")
    files = args.files or (sorted(glob.glob(os.path.join(ROOT, "puzzles", "*.txt")))
                           + sorted(glob.glob(os.path.join(public, "*.txt"))))
    total_start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        failed = [path for path in files if not check_file(args, path, checker, tmp)]
        if not args.skip_count and os.path.isfile(os.path.join(public, "SOURCES.md")) and not args.files:
            failed += check_counts(args, public, tmp)
    print("cross_check: %d file(s), %d failed, %.0f s" % (len(files), len(failed), time.monotonic() - total_start))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
