#!/usr/bin/env python3
"""Hostile and broken input for sudoku-bench, one case per run (standard library only).

usage: hostile_input_test.py BINARY REPO_ROOT CASE

Every defect must give one clear "FILE:LINE: reason" line on stderr (no stack trace, no abort),
and every other puzzle must still be solved, checked and recorded, in --serial and in batch mode.

CASE is one of
  lines        a file of defective lines between valid ones: wrong length, prime N, N above 64,
               a text line past 71x71, NUL bytes and binary junk, lowercase, a symbol beyond N,
               clashing givens, no solution, an empty grid (solved: many solutions); integer
               lines, valid and with each of their defects
  huge_line    a 10 MB line, then a valid puzzle: refused quickly, the puzzle still solved
  files        an empty file, a missing file, a directory, CRLF endings, no final newline,
               '-' for standard input, all in one run
  count        --count[=LIMIT] on puzzles with 0, 1 and many solutions, sizes 4 to 16: the CSV's
               solutions column, the summary tally, the --serial note; counts checked here
  outputs      an unwritable --csv path, a full disk (/dev/full) for --csv, --solutions and
               --serial stdout: reported at once, the run stopped, non-zero exit

Exit status: 0 pass, 1 fail.
"""
import csv
import math
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_checks import expect, cases_in, case_main  # noqa: E402
from serial_cli_test import SYMBOLS, puzzle_lines, solution_problem, to_integers, units  # noqa: E402

# A valid 9x9 and 4x4 (each with one solution) to put between the defects.
GOOD_9 = ".17.953...3.4617855.473216....6....8.6.58..714..21..36173.2.8.4..63.49...4.1..6.3"
GOOD_4 = "1...3..2...3..2."   # checked unique by the independent counter below
CRASH_WORDS = ("terminate", "abort", "exception", "segmentation", "core dumped", "what():")


def run(binary, args, cwd, stdin=b"", timeout=120):
    started = time.monotonic()
    done = subprocess.run([binary] + args, cwd=cwd, input=stdin, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=timeout)
    done.seconds = time.monotonic() - started
    done.out = done.stdout.decode("utf-8", "replace")
    done.err = done.stderr.decode("utf-8", "replace")
    lowered = done.err.lower()
    expect(done.returncode >= 0, "%s killed by signal %d\n%s" % (args, -done.returncode, done.err))
    expect(not any(w in lowered for w in CRASH_WORDS), "%s: crash-like stderr:\n%s" % (args, done.err))
    return done


def count_solutions(puzzle, limit):
    """Independent counter: candidates as sets, most constrained cell first."""
    n = math.isqrt(len(puzzle))
    symbols = SYMBOLS[:n]
    peers = [set() for _ in range(n * n)]
    for unit in units(n):
        for i in unit:
            peers[i].update(unit)
    for i in range(n * n):
        peers[i].discard(i)
    grid = [c if c in symbols else None for c in puzzle]
    for i, c in enumerate(grid):
        if c is not None and any(grid[p] == c for p in peers[i]):
            return 0

    def search():
        best, best_options = None, None
        for i in range(n * n):
            if grid[i] is None:
                options = set(symbols) - {grid[p] for p in peers[i]}
                if best is None or len(options) < len(best_options):
                    best, best_options = i, options
                    if len(options) <= 1:
                        break
        if best is None:
            return 1
        found = 0
        for s in sorted(best_options):
            grid[best] = s
            found += search()
            grid[best] = None
            if found >= limit:
                return limit
        return found

    return search()


def messages_by_line(stderr, label):
    """{line: message} of the "LABEL:LINE: reason" lines, each line at most once."""
    out = {}
    for message in stderr.splitlines():
        if message.startswith(label + ":"):
            rest = message[len(label) + 1:]
            number, _, reason = rest.partition(": ")
            expect(number.isdigit(), "message without a line number: %r" % message)
            expect(int(number) not in out, "two messages for %s:%s" % (label, number))
            out[int(number)] = reason
    return out


def check_lines_run(binary, root, label, expected, puzzles, extra_args=(), stdin=b""):
    """--serial and batch on one file; `expected` maps line -> None (solved) or reason words,
    `puzzles` line -> puzzle text for the lines that must be solved."""
    ordered = sorted(expected)
    serial = run(binary, ["--serial"] + list(extra_args) + [label], root, stdin)
    lines = serial.out.split("\n")
    expect(lines[-1] == "", "--serial stdout does not end with a newline")
    lines = lines[:-1]
    expect(len(lines) == len(ordered), "--serial: %d stdout lines for %d puzzle lines\n%s"
           % (len(lines), len(ordered), serial.err))
    messages = messages_by_line(serial.err, label)
    for number, answer in zip(ordered, lines):
        words = expected[number]
        if words is None:
            problem = solution_problem(puzzles[number], answer)
            expect(problem is None, "%s:%d: %s" % (label, number, problem))
            expect(number not in messages, "%s:%d: solved but has a message %r"
                   % (label, number, messages.get(number)))
        else:
            expect(answer == "", "%s:%d: expected an empty line, got %r" % (label, number, answer[:30]))
            expect(number in messages, "%s:%d: no FILE:LINE message\n%s" % (label, number, serial.err))
            reason = messages[number].lower()
            expect(any(w in reason for w in words), "%s:%d: %r names none of %s"
                   % (label, number, messages[number], words))
            print("%s:%d: %s" % (os.path.basename(label), number, messages[number][:100]))
    failures = sum(1 for w in expected.values() if w is not None)
    expect((serial.returncode != 0) == (failures > 0), "--serial exit %d with %d failures"
           % (serial.returncode, failures))

    # Batch: a CSV row per puzzle line with the right status, the same messages.
    with tempfile.TemporaryDirectory() as tmp:
        csv_path = os.path.join(tmp, "run.csv")
        batch = run(binary, ["--threads=2", "--no-progress", "--csv=" + csv_path] + list(extra_args)
                    + [label], root, stdin)
        with open(csv_path, newline="") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    expect([int(r["line"]) for r in rows] == ordered, "batch CSV lines %s, expected %s"
           % ([r["line"] for r in rows], ordered))
    batch_messages = messages_by_line(batch.err, label)
    for row in rows:
        number = int(row["line"])
        if expected[number] is None:
            expect(row["status"] == "solved", "batch %s:%d: status %s" % (label, number, row["status"]))
        else:
            expect(row["status"] in ("invalid", "unsolvable"), "batch %s:%d: status %s"
                   % (label, number, row["status"]))
            expect(batch_messages.get(number) == messages[number], "batch %s:%d: message %r, serial %r"
                   % (label, number, batch_messages.get(number), messages[number]))
    expect((batch.returncode != 0) == (failures > 0), "batch exit %d with %d failures"
           % (batch.returncode, failures))
    return serial, batch


def integers_with(puzzle, index, entry):
    """A text puzzle as an integer line, one entry (row-major index) replaced."""
    entries = to_integers(puzzle).split(" ")
    entries[index] = entry
    return " ".join(entries)


def write(directory, name, data):
    path = os.path.join(directory, name)
    with open(path, "wb") as f:
        f.write(data)
    return path


# ---- the cases -------------------------------------------------------------------------------

def case_lines(binary, root):
    bad_lines = [
        (GOOD_9, None),
        (GOOD_9[:80], ["length"]),                            # one character short
        ("1" + "." * 48, ["prime"]),                          # 7x7
        ("." * (67 * 67), ["prime"]),                         # a size past 64 with no blocks
        ("." * (100 * 100), ["text lines stop at 71x71"]),    # N above what the symbols allow
        ("." * (72 * 72), ["text lines stop at 71x71"]),
        ("\0" * 81, ["unknown symbol \\x00"]),                # NUL bytes
        ("\x1b[31m" + "." * 76, ["unknown symbol \\x1b"]),    # a terminal escape
        ("\xff\xfe" + "." * 79, ["unknown symbol \\xff"]),    # binary junk
        ("a" + "." * 255, ["unknown symbol 'a'"]),            # lowercase in a 16x16
        ("1" + "G" + "." * 79, ["unknown symbol 'g'"]),       # a symbol beyond N in a 9x9
        ("55" + "." * 79, ["clash"]),                         # clashing givens
        ("12........3...4.", ["no solution", "unsolvable"]),  # no direct clash, no solution
        ("." * 81, None),                                     # empty grid: many solutions
        ("." * 36, None),                                     # empty 6x6
        (GOOD_4, None),
        # integer lines
        (to_integers(GOOD_9, ", "), None),
        (to_integers(GOOD_4, "\t", "."), None),
        ("1 2 3", ["integer line of 3 numbers is not n*n"]),
        (integers_with(GOOD_4, 4, "x"), ["'x' at row 2, column 1 is not a number"]),
        (integers_with(GOOD_4, 4, "5"), ["value '5' at row 2, column 1 is out of range"]),
        (to_integers("CC" + "." * 254), ["'12' twice in row 1"]),  # clashing givens, named as numbers
        (to_integers(GOOD_4) + ",", ["empty entry after number 16"]),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        data = b"# hostile lines\n" + b"".join(
            (text.encode("latin-1") if "\xff" in text else text.encode()) + b"\n" for text, _ in bad_lines)
        path = write(tmp, "hostile.txt", data)
        expected = {number: words for number, (_, words) in enumerate(bad_lines, start=2)}
        puzzles = {number: text for number, (text, _) in enumerate(bad_lines, start=2)}
        check_lines_run(binary, tmp, path, expected, puzzles)
    expect(count_solutions(GOOD_4, 2) == 1, "GOOD_4 is meant to be unique")


def case_huge_line(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        path = write(tmp, "huge.txt", b"." * (10 * 1024 * 1024) + b"\n" + GOOD_9.encode() + b"\n")
        serial, batch = check_lines_run(binary, tmp, path, {1: ["longer"], 2: None}, {2: GOOD_9})
    for label, done in (("--serial", serial), ("batch", batch)):
        expect(done.seconds < 20, "%s took %.1f s on a 10 MB line" % (label, done.seconds))
        print("10 MB line: %s refused it and solved the next in %.2f s" % (label, done.seconds))


def case_files(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        empty = write(tmp, "empty.txt", b"")
        crlf = write(tmp, "crlf.txt", GOOD_9.encode() + b"\r\n" + GOOD_4.encode() + b"\r\n")
        no_newline = write(tmp, "no_newline.txt", GOOD_4.encode() + b"\n" + GOOD_9.encode())
        missing = os.path.join(tmp, "missing.txt")
        directory = os.path.join(tmp, "a_directory")
        os.mkdir(directory)
        order = [empty, crlf, missing, directory, no_newline, "-"]
        stdin = ("# from a pipe\n" + GOOD_9 + "\n").encode()
        serial = run(binary, ["--serial"] + order, tmp, stdin)
        answers = serial.out.split("\n")[:-1]
        puzzles = [GOOD_9, GOOD_4, GOOD_4, GOOD_9, GOOD_9]
        expect(len(answers) == len(puzzles), "%d answers for %d puzzles:\n%s" % (len(answers), len(puzzles),
                                                                              serial.err))
        for puzzle, answer in zip(puzzles, answers):
            problem = solution_problem(puzzle, answer)
            expect(problem is None, "%s: %s" % (puzzle, problem))
        for path, words in ((empty, ["empty"]), (missing, ["no such file", "cannot open"]),
                            (directory, ["directory"])):
            found = [m for m in serial.err.splitlines() if m.startswith(path + ": ")]
            expect(len(found) == 1 and any(w in found[0].lower() for w in words),
                   "%s: expected one message naming %s, got %s" % (path, words, found))
            print(found[0].replace(tmp + "/", ""))
        expect(len(serial.err.splitlines()) == 3, "unexpected stderr:\n%s" % serial.err)
        expect(serial.returncode == 1, "--serial exit %d, expected 1 (three bad files)" % serial.returncode)

        csv_path = os.path.join(tmp, "run.csv")
        batch = run(binary, ["--no-progress", "--csv=" + csv_path] + order, tmp, stdin)
        with open(csv_path, newline="") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
        got = [(os.path.basename(r["file"]), r["line"], r["status"]) for r in rows]
        want = [("crlf.txt", "1", "solved"), ("crlf.txt", "2", "solved"), ("no_newline.txt", "1", "solved"),
                ("no_newline.txt", "2", "solved"), ("-", "2", "solved")]
        expect(got == want, "batch rows %s, expected %s" % (got, want))
        expect(batch.returncode == 1, "batch exit %d, expected 1" % batch.returncode)
        print("CRLF, no final newline and standard input solved in both modes; 3 file messages")


COUNT_PUZZLES = [
    # (puzzle, expected count with LIMIT 3 from the independent counter)
    "................",                    # 4x4 empty: 288 solutions
    GOOD_4,
    "...43....1...3.1",                    # 4x4 with exactly 2
    "12........3...4.",                    # none
    "." * 36,                              # 6x6 empty
    GOOD_9,
    GOOD_9[:-1] + ".",                     # still unique? the counter decides
    "." * 9 + GOOD_9[9:],                  # a row cleared
    "." * 81,
]


def case_count(binary, root):
    bigger = [p for _, p in puzzle_lines(os.path.join(root, "puzzles", "puzzles_2_variety_easy.txt"))
              if math.isqrt(len(p)) in (12, 16)][:2]
    puzzles = COUNT_PUZZLES + bigger + [("." * 48) + p[48:] for p in bigger[:1]]
    limit = 3
    expected = [count_solutions(p, limit) for p in puzzles]
    expect({0, 1, 2, limit} <= set(expected), "the fixture lacks 0, 1, 2 or many: %s" % expected)
    with tempfile.TemporaryDirectory() as tmp:
        path = write(tmp, "count.txt", "".join(p + "\n" for p in puzzles).encode())
        csv_path = os.path.join(tmp, "run.csv")
        batch = run(binary, ["--no-progress", "--count=%d" % limit, "--csv=" + csv_path, path], tmp)
        with open(csv_path, newline="") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
        got = [int(r["solutions"]) for r in rows]
        expect(got == expected, "--count=%d: CSV solutions %s, independent counter %s" % (limit, got, expected))
        tally = "solutions (--count=3): %d unique, %d with none, %d with 2, %d with 3 or more" % (
            expected.count(1), expected.count(0), expected.count(2), expected.count(3))
        expect(tally in batch.out, "summary lacks %r:\n%s" % (tally, batch.out))
        print(tally)

        serial = run(binary, ["--serial", "--count", path], tmp)
        answers = serial.out.split("\n")[:-1]
        expect(len(answers) == len(puzzles), "--serial --count: %d lines" % len(answers))
        notes = messages_by_line(serial.err, path)
        for number, (puzzle, count, answer) in enumerate(zip(puzzles, expected, answers), start=1):
            if count == 0:
                expect(answer == "" and "no solution" in notes.get(number, ""), "line %d: %r" % (number, answer))
                continue
            problem = solution_problem(puzzle, answer)
            expect(problem is None, "line %d: %s" % (number, problem))
            if count == 1:
                expect(number not in notes, "line %d: unique but noted %r" % (number, notes.get(number)))
            else:  # --count alone counts up to 2
                expect("not unique: 2 or more" in notes.get(number, ""), "line %d: no note, %s" % (number, notes))
        expect(serial.returncode == 1, "--serial --count exit %d (one puzzle has no solution)" % serial.returncode)
        print("--serial --count: %d notes, stdout unchanged" % len(notes))


def case_outputs(binary, root):
    good = os.path.join(root, "puzzles", "puzzles_5_standard_hard.txt")
    files = [os.path.join(root, "puzzles", name) for name in sorted(os.listdir(os.path.join(root, "puzzles")))
             if name.endswith(".txt") and "7_bigger" not in name]
    cases = [
        (["--csv=/nonexistent-dir/run.csv", good], 2, "cannot open /nonexistent-dir/run.csv"),
        (["--csv=/dev/full", good], 2, "no space left"),
        (["--no-progress", "--solutions=/dev/full"] + files, 1, "no space left"),
    ]
    for args, status, words in cases:
        done = run(binary, args, root)
        expect(done.returncode == status, "%s: exit %d, expected %d\n%s" % (args, done.returncode, status, done.err))
        expect(words in done.err.lower(), "%s: stderr names no %r:\n%s" % (args, words, done.err))
        print("%s -> exit %d: %s" % (" ".join(a.replace(root + "/", "") for a in args[:2]), status,
                                     done.err.strip().splitlines()[0]))
    # Stopped at once: the solutions file fails at the first buffer, long before the last file.
    done = run(binary, ["--no-progress", "--solutions=/dev/full"] + files, root)
    expect("stopped" in done.out, "the summary does not say the run stopped:\n%s" % done.out)
    expect(os.path.basename(files[-1]) not in done.out, "the run went on to the last file:\n%s" % done.out)

    with open("/dev/full", "wb") as full:
        done = subprocess.run([binary, "--serial", good], stdout=full, stderr=subprocess.PIPE, timeout=60)
    err = done.stderr.decode()
    expect(done.returncode == 1 and "no space left" in err.lower(), "--serial > /dev/full: exit %d, %s"
           % (done.returncode, err))
    print("--serial > /dev/full -> exit 1: %s" % err.strip())


# Every case_NAME function is a case (tests/cli/CMakeLists.txt finds them the same way).
CASES = cases_in(globals())



if __name__ == "__main__":
    sys.exit(case_main(sys.argv, CASES, __doc__, with_tmp=False))
