#!/usr/bin/env python3
"""End-to-end tests of the sudoku-bench program, one case per run (standard library only).

usage: serial_cli_test.py BINARY REPO_ROOT CASE

CASE is one of
  course:STEM          --serial on puzzles/STEM.txt: one line per puzzle, every line checked here
                       and by ../shared/tools/check_solutions.py when that exists; exit status 0
  bad_input            defective lines and files (tests/data/bad/): FILE:LINE messages, empty
                       lines in place, the other puzzles still solved, exit status non-zero
  help                 --help exits 0, names --serial, --techniques, --pretty, --json, --version,
                       and lists the exit statuses
  version              --version prints the four lines scripts/ab.py reads, and exits 0
  pretty               --pretty draws grids with block borders and the symbol-count line
  pretty_integers      --pretty on integer lines: right-aligned numbers, counts in numbers
  integer_lines        text and integer lines in one file, each answered in its own form
  pretty_wording       --pretty in plain English, each message after the drawing it is about
  bogus_technique      --techniques=bogus fails and names the unknown technique
  usage_errors         malformed command lines: status 2, one "sudoku-bench: ..." line, --help
  empty_value          `--csv= a.txt b.txt` is refused, and a.txt stays as it was
  huge_timeout         --timeout=1e12 is no limit, not one already passed
  techniques:LIST      --serial --techniques=LIST on the easy course files, output checked
  shared_course_copies puzzles/*.txt are the same as ../shared/puzzles/course/ (skipped without it)

Exit status: 0 pass, 1 fail, 77 skipped (what the case needs is absent).
"""
import json
import math
import os
import re
import subprocess
import sys
import tempfile

from cli_checks import expect, cases_in, run_case

SYMBOLS = "123456789" + "".join(chr(c) for c in range(ord("A"), ord("~") + 1))  # text lines, N <= 71
SKIP = 77

COURSE_FILES = [
    "puzzles_1_standard_easy", "puzzles_2_variety_easy", "puzzles_3_standard_medium",
    "puzzles_4_variety_medium", "puzzles_5_standard_hard", "puzzles_6_variety_hard",
    "puzzles_7_bigger",
]
EASY_FILES = ["puzzles_1_standard_easy", "puzzles_2_variety_easy"]


# ---- an independent checker: the README's block rule, written out again --------------------

def block_shape(n):
    """(width, height) of a block: sqrt(N) square, else the factors of N nearest sqrt(N)."""
    r = math.isqrt(n)
    if r * r == n:
        return r, r
    for w in range(r + 1, n):
        if n % w == 0:
            return w, n // w
    return None


def units(n):
    w, h = block_shape(n)
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    cols = [[r * n + c for r in range(n)] for c in range(n)]
    blocks = [[(br + i) * n + bc + j for i in range(h) for j in range(w)]
              for br in range(0, n, h) for bc in range(0, n, w)]
    return rows + cols + blocks


def is_integer_line(line):
    """The README's rule: a space, tab or comma after the first entry makes a line integers."""
    return any(c in " \t," for c in line.lstrip(" \t"))


def given_values(puzzle):
    """A puzzle line's cells as values 1..N, 0 for a blank, in either form."""
    if is_integer_line(puzzle):
        return [0 if e == "." else int(e) for e in re.split(r"[ \t]*,[ \t]*|[ \t]+", puzzle.strip(" \t"))]
    n = math.isqrt(len(puzzle))
    return [0 if c == "." or (c == "0" and n <= 9) else SYMBOLS.index(c) + 1 for c in puzzle]


def to_integers(puzzle, separator=" ", blank="0"):
    """A text puzzle line written as integers."""
    return separator.join(str(v) if v else blank for v in given_values(puzzle))


def solution_problem(puzzle, answer):
    """Why `answer` is not a solution of `puzzle` (one line strings), or None if it is. The answer
    must be in the puzzle's form: text, or numbers 1..N between single spaces."""
    givens = given_values(puzzle)
    n = math.isqrt(len(givens))
    if answer and is_integer_line(answer) != is_integer_line(puzzle):
        return "answer in the other form than its puzzle line: %r" % answer[:40]
    if is_integer_line(puzzle):
        if not re.fullmatch(r"[0-9]+( [0-9]+)*", answer):
            return "answer to an integer line is not numbers between single spaces: %r" % answer[:40]
        values = [int(e) for e in answer.split(" ")]
        if len(values) != len(givens):
            return "answer has %d numbers, puzzle %d" % (len(values), len(givens))
        if not all(1 <= v <= n for v in values):
            return "answer has numbers outside 1..%d" % n
    else:
        if len(answer) != len(puzzle):
            return "answer has %d characters, puzzle %d" % (len(answer), len(puzzle))
        symbols = set(SYMBOLS[:n])
        if not set(answer) <= symbols:
            return "answer has characters outside %s: %r" % (SYMBOLS[:n], sorted(set(answer) - symbols))
        values = [SYMBOLS.index(c) + 1 for c in answer]
    for i, (given, got) in enumerate(zip(givens, values)):
        if given and given != got:
            return "given %d at r%dc%d changed to %d" % (given, i // n + 1, i % n + 1, got)
    for unit in units(n):
        if {values[i] for i in unit} != set(range(1, n + 1)):
            return "a unit (cells %d..%d) is not a permutation" % (unit[0], unit[-1])
    return None


def count_solutions(puzzle, limit=2):
    """Plain backtracking, for the tiny boards of the bad-input file."""
    n = math.isqrt(len(puzzle))
    cells = list(puzzle)
    peers = [set() for _ in cells]
    for unit in units(n):
        for i in unit:
            peers[i].update(unit)
    symbols = SYMBOLS[:n]

    def search():
        try:
            i = cells.index(".")
        except ValueError:
            return 1
        found = 0
        taken = {cells[p] for p in peers[i]}
        for s in symbols:
            if s not in taken:
                cells[i] = s
                found += search()
                cells[i] = "."
                if found >= limit:
                    break
        return found

    return search()


# ---- reading puzzle files the way the README describes ---------------------------------------

def clean(line):
    if line.startswith("\ufeff"):
        line = line[1:]
    return line.rstrip(" \t\r\n")


def puzzle_lines(path):
    """[(line_number, puzzle_text)] for every line that is a puzzle (or meant to be one)."""
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    out = []
    for number, raw in enumerate(text.split("\n"), start=1):
        line = clean(raw)
        if line and not line.startswith("#"):
            out.append((number, line))
    return out


# ---- running the program ---------------------------------------------------------------------

class Run:
    def __init__(self, binary, args, cwd):
        self.args = args
        done = subprocess.run([binary] + args, cwd=cwd, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.status = done.returncode
        self.stdout = done.stdout.decode("utf-8", "replace")
        self.stderr = done.stderr.decode("utf-8", "replace")

    def describe(self):
        return "sudoku-bench %s (exit %d)" % (" ".join(self.args), self.status)

    def stdout_lines(self):
        """stdout split into lines; every line, the last one too, must end in '\\n'."""
        if not self.stdout:
            return []
        expect(self.stdout.endswith("\n"), "%s: stdout does not end with a newline" % self.describe())
        expect("\r" not in self.stdout, "%s: stdout has a carriage return" % self.describe())
        return self.stdout[:-1].split("\n")


def check_serial(run, puzzles, label):
    """Every puzzle has its line, and every line solves its puzzle. Returns the output lines."""
    lines = run.stdout_lines()
    expect(len(lines) == len(puzzles), "%s: %d stdout lines for %d puzzles in %s"
           % (run.describe(), len(lines), len(puzzles), label))
    for (number, puzzle), answer in zip(puzzles, lines):
        problem = solution_problem(puzzle, answer)
        expect(problem is None, "%s:%d: %s" % (label, number, problem))
    return lines


def shared_checker(root):
    path = os.path.join(root, "..", "shared", "tools", "check_solutions.py")
    return path if os.path.isfile(path) else None


def run_shared_checker(root, puzzle_file, output_text, tmp_name, expect_unsolvable=()):
    """Runs ../shared/tools/check_solutions.py on the output: (exit status, report), or None."""
    checker = shared_checker(root)
    if checker is None:
        return None
    out_path = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                            "sudoku-cli-%d-%s.out" % (os.getpid(), tmp_name))
    with open(out_path, "w", encoding="utf-8", newline="") as f:
        f.write(output_text)
    try:
        args = [sys.executable, checker, puzzle_file, out_path]
        if expect_unsolvable:
            args += ["--expect-unsolvable", ",".join(str(n) for n in expect_unsolvable)]
        done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL)
    finally:
        os.unlink(out_path)
    return done.returncode, done.stdout.decode("utf-8", "replace").strip()


def shared_check_passes(root, puzzle_file, output_text, tmp_name):
    """The shared checker's last line after it passed, or None when it is absent."""
    result = run_shared_checker(root, puzzle_file, output_text, tmp_name)
    if result is None:
        return None
    status, report = result
    expect(status == 0, "check_solutions.py %s: exit %d\n%s"
           % (os.path.basename(puzzle_file), status, report))
    return report.splitlines()[-1] if report else "(no output)"


# ---- the cases -------------------------------------------------------------------------------

def case_course(binary, root, stem):
    path = os.path.join(root, "puzzles", stem + ".txt")
    expect(os.path.isfile(path), "%s is missing" % path)
    puzzles = puzzle_lines(path)
    run = Run(binary, ["--serial", path], root)
    check_serial(run, puzzles, stem)
    expect(run.status == 0, "%s, stderr:\n%s" % (run.describe(), run.stderr))
    expect(run.stderr == "", "%s: unexpected stderr:\n%s" % (run.describe(), run.stderr))
    print("%s: %d puzzles solved and checked" % (stem, len(puzzles)))
    last = shared_check_passes(root, path, run.stdout, stem)
    print("../shared/tools/check_solutions.py: %s" % (last or "not present, skipped"))


# What each line of tests/data/bad/mixed_defects.txt must produce: None = solved,
# else words of which at least one must be in the FILE:LINE message.
BAD_LINES = {
    2: None,
    3: ["length"],                      # 80 characters
    4: ["prime"],                       # 49 characters: 7x7
    5: None,                            # 6x6 with a CRLF ending
    6: ["symbol"],                      # 'G' in a 9x9
    7: ["clash"],                       # two '5' in row 1
    9: ["no solution", "unsolvable"],   # 4x4, no direct clash, no solution
    10: None,                           # 12x12
    11: None,
}


def case_bad_input(binary, root):
    bad = os.path.join("tests", "data", "bad")
    mixed = os.path.join(bad, "mixed_defects.txt")
    empty = os.path.join(bad, "empty.txt")
    directory = os.path.join("tests", "data")
    missing = os.path.join(bad, "no_such_file.txt")
    good = os.path.join("puzzles", "puzzles_1_standard_easy.txt")
    for path in (mixed, empty, good):
        expect(os.path.isfile(os.path.join(root, path)), "fixture %s is missing" % path)
    expect(os.path.getsize(os.path.join(root, empty)) == 0, "%s is not empty" % empty)
    expect(not os.path.exists(os.path.join(root, missing)), "%s exists" % missing)

    # The fixture itself: the lines are what the table says they are.
    mixed_puzzles = puzzle_lines(os.path.join(root, mixed))
    expect([n for n, _ in mixed_puzzles] == sorted(BAD_LINES),
           "%s: puzzle lines %s, expected %s" % (mixed, [n for n, _ in mixed_puzzles], sorted(BAD_LINES)))
    with open(os.path.join(root, mixed), "rb") as f:
        raw = f.read()
    expect(b"\r\n" in raw, "%s lost its CRLF line (check .gitattributes)" % mixed)
    unsolvable = dict(mixed_puzzles)[9]
    expect(count_solutions(unsolvable) == 0, "fixture line 9 is meant to have no solution")

    # File problems first and between the files: none of them may stop the run.
    order = [empty, mixed, directory, missing, good]
    run = Run(binary, ["--serial"] + order, root)
    good_puzzles = puzzle_lines(os.path.join(root, good))
    lines = run.stdout_lines()
    expected = len(mixed_puzzles) + len(good_puzzles)
    expect(len(lines) == expected, "%s: %d stdout lines, expected %d (one per puzzle line)\nstdout:\n%s"
           % (run.describe(), len(lines), expected, run.stdout))
    expect(run.status != 0, "%s: exit status 0 although puzzles failed" % run.describe())

    messages = run.stderr.splitlines()
    failures = []

    def message_for(prefix):
        found = [m for m in messages if m.startswith(prefix)]
        if len(found) != 1:
            failures.append("expected one stderr line starting %r, got %d" % (prefix, len(found)))
            return ""
        return found[0].lower()

    for path, words in ((empty, ["empty"]), (directory, ["directory"]),
                        (missing, ["cannot open", "no such file"])):
        message = message_for(path + ": ")
        if message and not any(w in message for w in words):
            failures.append("%s: message %r names none of %s" % (path, message, words))

    for (number, puzzle), answer in zip(mixed_puzzles, lines):
        words = BAD_LINES[number]
        if words is None:
            problem = solution_problem(puzzle, answer)
            if problem:
                failures.append("%s:%d: valid puzzle not solved: %s" % (mixed, number, problem))
            if any(m.startswith("%s:%d:" % (mixed, number)) for m in messages):
                failures.append("%s:%d: valid puzzle has a stderr message" % (mixed, number))
            continue
        if answer != "":
            failures.append("%s:%d: expected an empty stdout line, got %r" % (mixed, number, answer[:40]))
        message = message_for("%s:%d: " % (mixed, number))
        if message and not any(w in message for w in words):
            failures.append("%s:%d: message %r names none of %s" % (mixed, number, message, words))

    for (number, puzzle), answer in zip(good_puzzles, lines[len(mixed_puzzles):]):
        problem = solution_problem(puzzle, answer)
        if problem:
            failures.append("%s:%d (after the file problems): %s" % (good, number, problem))

    accounted = 3 + sum(1 for w in BAD_LINES.values() if w)
    if len(messages) != accounted:
        failures.append("%d stderr lines, expected %d:\n%s" % (len(messages), accounted, run.stderr))
    expect(not failures, "%s\n%s" % (run.describe(), "\n".join(failures)))
    print(run.stderr, end="")

    # The shared checker, told which lines have no solution, must fail exactly the lines it
    # cannot read as puzzles (3, 4, 6) and pass the rest; then the good file after them.
    mixed_text = "\n".join(lines[:len(mixed_puzzles)]) + "\n"
    result = run_shared_checker(root, os.path.join(root, mixed), mixed_text, "bad_mixed",
                                expect_unsolvable=(7, 9))
    if result is None:
        print("../shared/tools/check_solutions.py: not present, skipped")
        return
    status, report = result
    failed_lines = sorted(int(line.split()[1].rstrip(":")) for line in report.splitlines()
                          if line.startswith("line "))
    expect(status != 0 and failed_lines == [3, 4, 6],
           "check_solutions.py %s: expected failures on lines 3, 4, 6 only:\n%s" % (mixed, report))
    good_text = "\n".join(lines[len(mixed_puzzles):]) + "\n"
    last = shared_check_passes(root, os.path.join(root, good), good_text, "bad_good")
    print("../shared/tools/check_solutions.py: %s agrees; %s: %s"
          % (mixed, good, last))


def case_list_columns(binary, root):
    """--list-columns prints the CSV's columns, the very header a run writes (with --count and
    --rate), and the CSV's guide (docs/csv-columns.md, its "Columns" section) names exactly those,
    in that order."""
    run = Run(binary, ["--list-columns"], root)
    expect(run.status == 0 and run.stderr == "", "%s\n%s" % (run.describe(), run.stderr))
    listed = [line.split()[0] for line in run.stdout.splitlines()]
    with tempfile.TemporaryDirectory() as tmp:
        csv_path = os.path.join(tmp, "run.csv")
        puzzles = os.path.join(root, "puzzles", "puzzles_1_standard_easy.txt")
        done = Run(binary, ["--count", "--rate", "--csv=" + csv_path, puzzles], root)
        expect(done.status == 0, "%s\n%s" % (done.describe(), done.stderr))
        with open(csv_path) as f:
            header = next(line for line in f if not line.startswith("#")).strip().split(",")
    expect(listed == header, "--list-columns %s\nbut the CSV's header is %s" % (listed, header))
    with open(os.path.join(root, "docs", "csv-columns.md"), encoding="utf-8") as f:
        guide = f.read()
    section = guide.split("\n## Columns\n", 1)[1].split("\n## ", 1)[0]
    documented = []
    for line in section.splitlines():
        if line.startswith("- `"):
            names = line[2:].split(":", 1)[0]
            documented += [name.strip().strip("`") for name in names.split(",")]
    expect(documented == listed,
           "docs/csv-columns.md's Columns section names %s\nbut --list-columns %s" % (documented, listed))


def csv_rows(path):
    with open(path) as f:
        lines = [line.strip().split(",") for line in f if line.strip() and not line.startswith("#")]
    return [dict(zip(lines[0], row)) for row in lines[1:]]


def case_settings(binary, root):
    """--list-settings lists the solver's settings; --set changes one for a run (it reaches the
    search: counters move), labels the rows, the run: line and --json with it; a bad name or value
    is a usage error that names the setting and its range, and no file is read."""
    listing = Run(binary, ["--list-settings"], root)
    expect(listing.status == 0 and listing.stderr == "", "%s\n%s" % (listing.describe(), listing.stderr))
    rows = {line.split()[0]: line.split()[1:3] for line in listing.stdout.splitlines()[1:] if line.strip()}
    expect(rows.get("hall_sets") == ["off", "on|off"], "--list-settings: hall_sets is %s" % rows.get("hall_sets"))
    expect(len(rows) >= 20, "--list-settings lists %d settings" % len(rows))

    puzzles = os.path.join(root, "puzzles", "puzzles_5_standard_hard.txt")
    with tempfile.TemporaryDirectory() as tmp:
        runs = {}
        for label, extra in (("default", []), ("hall", ["--set", "restart_unit=7", "--set=hall_sets=on"])):
            csv_path, json_path = os.path.join(tmp, label + ".csv"), os.path.join(tmp, label + ".json")
            done = Run(binary, ["--search=learn", "--threads=2", "--no-progress", "--csv=" + csv_path,
                                "--json=" + json_path] + extra + [puzzles], root)
            expect(done.status == 0, "%s\n%s" % (done.describe(), done.stderr))
            with open(json_path) as f:
                settings = json.load(f)["run"]["settings"]
            runs[label] = (csv_rows(csv_path), done.stdout + done.stderr, settings)
        default_rows, default_text, default_settings = runs["default"]
        hall_rows, hall_text, hall_settings = runs["hall"]
        expect(default_settings == {} and hall_settings == {"restart_unit": "7", "hall_sets": "on"},
               "--json settings: %s, then %s" % (default_settings, hall_settings))
        expect(all(r["search"] == "learn" for r in default_rows), "default rows' search: %s"
               % sorted({r["search"] for r in default_rows}))
        expect(all(r["search"] == "learn+restart_unit=7+hall_sets=on" for r in hall_rows),
               "--set rows' search: %s" % sorted({r["search"] for r in hall_rows}))
        expect(" set:restart_unit=7 set:hall_sets=on" in hall_text and " set:" not in default_text,
               "the run: line does not name the changed settings:\n%s" % hall_text)
        moved = [r["line"] for r, d in zip(hall_rows, default_rows)
                 if (r["elim_subsets"], r["conflicts"]) != (d["elim_subsets"], d["conflicts"])]
        expect(moved, "--set hall_sets=on changed no counter on %s" % puzzles)

    for args, words in ((["--set", "hallsets=on"], ["unknown setting 'hallsets'"]),
                        (["--set", "fill_open_percent=150"], ["fill_open_percent", "0..100"]),
                        (["--set", "hall_sets"], ["hall_sets"]),
                        (["--set=hall_sets=maybe"], ["hall_sets", "on|off"])):
        bad = Run(binary, args + ["no-such-file.txt"], root)
        expect(bad.status == 2 and all(w in bad.stderr for w in words) and "no-such-file" not in bad.stderr,
               "%s: expected exit 2 naming %s before any file is read:\n%s" % (bad.describe(), words, bad.stderr))


def case_help(binary, root):
    run = Run(binary, ["--help"], root)
    expect(run.status == 0, "%s\n%s" % (run.describe(), run.stderr))
    for option in ("--serial", "--techniques", "--pretty", "--json", "--version"):
        expect(option in run.stdout, "--help does not mention %s:\n%s" % (option, run.stdout))
    # The exit statuses, each at the start of a line of their own section, the last one.
    expect("\nExit status:\n" in run.stdout, "--help has no 'Exit status:' section:\n%s" % run.stdout)
    section = run.stdout.split("\nExit status:\n", 1)[1]
    codes = [line.split()[0] for line in section.splitlines() if re.match(r"  \d", line)]
    expect(codes == ["0", "1", "2", "130"], "--help lists exit statuses %s:\n%s" % (codes, section))
    for words in ("--help and --version", "usage error", "Ctrl-C (SIGINT)", "143: by SIGTERM"):
        expect(words in section, "--help's exit statuses do not say %r:\n%s" % (words, section))
    expect("the summary counts the rows from before as well" in run.stdout,
           "--help does not say what the summary of a resumed run counts")
    # The default count limit, read from the settings and grouped in thousands.
    expect("counting beyond 10,000 solutions" in run.stdout,
           "--help does not give learning's count limit as 10,000:\n%s" % run.stdout)
    # The description ends before the usage line, not on it.
    expect("\n\nUsage: " in run.stdout, "--help: no blank line before 'Usage:'")
    print(run.stdout.splitlines()[0] if run.stdout else "")


def case_help_for_people(binary, root):
    """Each command's --help fits 100 columns off a terminal, shows no '{false}' beside an on/off
    flag, and ends with its examples and exit statuses; sweep's names the solver options it takes
    and not the solve command's --serial."""
    for command in ([], ["generate"], ["sweep"]):
        run = Run(binary, command + ["--help"], root)
        expect(run.status == 0, "%s\n%s" % (run.describe(), run.stderr))
        widest = max(run.stdout.splitlines(), key=len)
        expect(len(widest) <= 100, "%s: a line of %d columns:\n%s" % (run.describe(), len(widest), widest))
        expect("{false}" not in run.stdout, "%s shows {false}:\n%s" % (run.describe(), run.stdout))
        for section in ("\nExamples:\n", "\nExit status:\n"):
            expect(section in run.stdout, "%s has no %r section" % (run.describe(), section.strip()))
    sweep = Run(binary, ["sweep", "--help"], root).stdout
    for option in ("--techniques", "--search", "--engine", "--set", "--solver", "--timeout"):
        expect(option in sweep, "sweep --help does not offer %s" % option)
    expect("--serial" not in sweep, "sweep --help speaks of --serial, which sweep has not")


def case_did_you_mean(binary, root):
    """A misspelt command or option is a usage error that names the nearest one."""
    path = os.path.join("puzzles", "puzzles_1_standard_easy.txt")
    for args, hint in ((["genrate", "--size=9"], "did you mean generate?"),
                       (["sweeep", "--sizes=9"], "did you mean sweep?"),
                       (["--tiemout=3", path], "did you mean --timeout?"),
                       (["--serail", path], "did you mean --serial?"),
                       (["generate", "--szie=9"], "did you mean --size?"),
                       (["sweep", "--per-pont=2", "--sizes=9", "--csv=x.csv"], "did you mean --per-point?")):
        run = Run(binary, args, root)
        expect(run.status == 2 and hint in run.stderr, "%s: wanted exit 2 and %r:\n%s"
               % (run.describe(), hint, run.stderr))
    far = Run(binary, ["--zzzzzz", path], root)
    expect(far.status == 2 and "did you mean" not in far.stderr, "%s guessed:\n%s" % (far.describe(), far.stderr))
    missing = Run(binary, ["no-such-puzzles.txt"], root)
    expect("did you mean" not in missing.stderr, "a missing file taken for a command:\n%s" % missing.stderr)


VERSION_LINES = (r"sudoku-bench \d+\.\d+\.\d+", r"commit: ([0-9a-f]{40}( \(modified\))?|unknown)",
                 r"compiler: \S+ \d[\w.-]*", r"build: \w+, flags: .*")


def case_version(binary, root):
    """Four lines, each as scripts/ab.py's version_field() reads it; needs no puzzle files."""
    run = Run(binary, ["--version"], root)
    expect(run.status == 0, "%s\n%s" % (run.describe(), run.stderr))
    lines = run.stdout_lines()
    expect(len(lines) == len(VERSION_LINES), "%s: %d lines, expected %d:\n%s"
           % (run.describe(), len(lines), len(VERSION_LINES), run.stdout))
    for line, pattern in zip(lines, VERSION_LINES):
        expect(re.fullmatch(pattern, line),
               "%s: %r does not match %r" % (run.describe(), line, pattern))
    # Not HEAD: the binary may predate the last commit. But a commit it names must be one of ours.
    sha = lines[1].split()[1]
    known = subprocess.run(["git", "-C", root, "cat-file", "-e", sha + "^{commit}"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    inside = subprocess.run(["git", "-C", root, "rev-parse", "--is-inside-work-tree"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if sha != "unknown" and inside.returncode == 0:
        expect(known.returncode == 0, "%s: commit %s is not in %s" % (run.describe(), sha, root))
    print(run.stdout, end="")


def parse_pretty(text):
    """Records of --pretty output: (header, [grid lines...], [other lines...])."""
    records = []
    for line in text.split("\n"):
        if ":" in line and "blocks" in line and not line.startswith(("+", "|")):
            records.append((line, [], []))
        elif records:
            records[-1][1 if line.startswith(("+", "|")) else 2].append(line)
    return records


def read_grid(lines, n, w, h, what):
    """Cells of a drawn grid (symbols or numbers), after checking that borders sit exactly on
    block edges."""
    expect(len(lines) == n + n // h + 1, "%s: %d grid lines, expected %d" % (what, len(lines), n + n // h + 1))
    symbols = []
    for i, line in enumerate(lines):
        if i % (h + 1) == 0:
            expect(set(line) <= {"+", "-"} and line.count("+") == n // w + 1,
                   "%s: line %d should be a border with %d '+': %r" % (what, i + 1, n // w + 1, line))
            continue
        parts = line.split("|")
        expect(len(parts) == n // w + 2 and parts[0] == "" and parts[-1].strip() == "",
               "%s: line %d should have a '|' every %d cells: %r" % (what, i + 1, w, line))
        for part in parts[1:-1]:
            cells = part.split()
            expect(len(cells) == w, "%s: line %d has a block of %d cells: %r" % (what, i + 1, len(cells), line))
            symbols += cells
    return symbols


def case_pretty(binary, root):
    stem = "puzzles_2_variety_easy"  # 4x4 to 16x16, square and non-square blocks
    path = os.path.join("puzzles", stem + ".txt")
    puzzles = puzzle_lines(os.path.join(root, path))
    run = Run(binary, ["--pretty", path], root)
    expect(run.status == 0, "%s\n%s" % (run.describe(), run.stderr))
    records = parse_pretty(run.stdout)
    expect(len(records) == len(puzzles), "%s: %d drawn puzzles for %d puzzles"
           % (run.describe(), len(records), len(puzzles)))
    shapes = set()
    for (number, puzzle), (header, grid, other) in zip(puzzles, records):
        n = math.isqrt(len(puzzle))
        w, h = block_shape(n)
        shapes.add((w, h))
        what = "%s:%d" % (stem, number)
        expect(header.startswith("%s:%d" % (path, number)), "%s: header %r" % (what, header))
        rows = n + n // h + 1
        expect(len(grid) == 2 * rows, "%s: expected the puzzle and its solution as grids" % what)
        drawn_puzzle = "".join(read_grid(grid[:rows], n, w, h, what + " puzzle"))
        drawn_answer = "".join(read_grid(grid[rows:], n, w, h, what + " solution"))
        blanked = puzzle.replace("0", ".") if n <= 9 else puzzle
        expect(drawn_puzzle == blanked, "%s: drawn puzzle differs from the input" % what)
        problem = solution_problem(puzzle, drawn_answer)
        expect(problem is None, "%s: drawn solution: %s" % (what, problem))
        counts = [line for line in other if line.startswith("symbol counts")]
        expect(len(counts) == 1, "%s: no symbol counts line" % what)
        for s in SYMBOLS[:n]:
            expect(" %s:%d " % (s, n) in counts[0] + " ", "%s: %r lacks %s:%d" % (what, counts[0], s, n))
    expect(any(w != h for w, h in shapes), "no non-square block shape was drawn")
    print("%d puzzles drawn, block shapes (w x h): %s"
          % (len(records), ", ".join("%dx%d" % s for s in sorted(shapes))))


def case_pretty_wording(binary, root):
    """--pretty in plain English: "1 recursion", "1 given", a failure said once on stdout, and,
    with stderr on the same stream, each FILE:LINE message after the drawing it is about."""
    lines = ["4.313..41.42...3",   # unique, solved by deduction: 1 recursion, 0 guesses
             "12........3...4.",   # no solution
             "1...............",   # one given, many solutions
             "1234"]               # no puzzle: not drawn, only a message
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "four.txt")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        done = subprocess.run([binary, "--pretty", "four.txt"], cwd=tmp, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = done.stdout.decode("utf-8", "replace")
    expect(done.returncode == 1, "--pretty four.txt: exit %d, expected 1\n%s" % (done.returncode, out))
    for wrong in ("1 recursions", "1 guesses", "1 givens", "no solution shown", "no solution: no solution"):
        expect(wrong not in out, "--pretty says %r:\n%s" % (wrong, out))
    for right in ("four.txt:1  4x4, blocks 2x2 (wide x high), 9 givens",
                  "solution: 1 recursion, 0 guesses, ",
                  "four.txt:3  4x4, blocks 2x2 (wide x high), 1 given\n"):
        expect(right in out, "--pretty does not say %r:\n%s" % (right, out))
    # Line 2: its drawing, the reason under it, then the FILE:LINE message, then line 3's drawing.
    places = [out.find(text) for text in ("four.txt:2  4x4", "\nno solution: the puzzle is unsolvable\n",
                                          "four.txt:2: no solution: the puzzle is unsolvable\n",
                                          "four.txt:3  4x4", "four.txt:4: ")]
    expect(-1 not in places and places == sorted(places),
           "--pretty: a message is not right after the drawing it is about:\n%s" % out)
    expect(out.count("the puzzle is unsolvable") == 2, "--pretty: say it once on each stream:\n%s" % out)


def first_puzzle_of_each_size(root):
    """{N: the first puzzle line of that size} of the easy course files (4x4 to 16x16)."""
    by_size = {}
    for stem in EASY_FILES:
        for _, puzzle in puzzle_lines(os.path.join(root, "puzzles", stem + ".txt")):
            by_size.setdefault(math.isqrt(len(puzzle)), puzzle)
    expect({4, 6, 9, 12, 16} <= set(by_size), "the easy course files lack a size: %s" % sorted(by_size))
    return by_size


def case_integer_lines(binary, root):
    """Text and integer lines in one file (spaces, tabs, commas, '0' and '.' blanks): --serial
    answers each line in its own form, batch --solutions writes the same lines, and the shared
    checker agrees where it can read the file (text, and integers between spaces or tabs)."""
    p = first_puzzle_of_each_size(root)
    mixed = ["# text and integer lines in one file", p[9], to_integers(p[9]), to_integers(p[16], "\t"),
             p[16], "", to_integers(p[6], " \t "), "  " + to_integers(p[12], "  ") + " \r", p[4]]
    separators = [" ", "\t", ",", " , ", "\t,", ",  "]
    values = to_integers(p[16]).split()
    cycled = "".join(v + separators[i % len(separators)] for i, v in enumerate(values[:-1])) + values[-1]
    commas = [to_integers(p[9], ","), to_integers(p[16], ", ", "."), p[6], to_integers(p[4], " , ", "0"),
              cycled, to_integers(p[12], " ", ".")]
    with tempfile.TemporaryDirectory() as tmp:
        for name, lines, shared in (("mixed.txt", mixed, True), ("commas.txt", commas, False)):
            path = os.path.join(tmp, name)
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write("\n".join(lines) + "\n")
            puzzles = puzzle_lines(path)
            run = Run(binary, ["--serial", path], tmp)
            expect(run.status == 0 and run.stderr == "", "%s:\n%s" % (run.describe(), run.stderr))
            answers = check_serial(run, puzzles, name)
            forms = ["integers" if is_integer_line(puzzle) else "text" for _, puzzle in puzzles]
            expect("text" in forms and "integers" in forms, "%s: not both forms: %s" % (name, forms))
            solutions = os.path.join(tmp, name + ".solutions")
            batch = Run(binary, ["--threads=2", "--no-progress", "--solutions=" + solutions, path], tmp)
            with open(solutions, encoding="utf-8") as f:
                expect(batch.status == 0 and f.read() == run.stdout, "%s: --solutions differs from "
                       "--serial's output\n%s" % (batch.describe(), batch.stderr))
            print("%s: %d puzzles (%s) answered in their own form"
                  % (name, len(answers), ", ".join(forms)))
            if shared:
                last = shared_check_passes(root, path, run.stdout, "integer_lines")
                print("../shared/tools/check_solutions.py: %s" % (last or "not present, skipped"))


def case_pretty_integers(binary, root):
    """--pretty on integer lines: numbers right-aligned in columns as wide as N, block borders
    where the text drawing has them, the solution checked, the counts in numbers."""
    p = first_puzzle_of_each_size(root)
    lines = [to_integers(p[16]), to_integers(p[12], ","), to_integers(p[9], "\t")]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "integers.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        run = Run(binary, ["--pretty", "integers.txt"], tmp)
    expect(run.status == 0, "%s\n%s" % (run.describe(), run.stderr))
    records = parse_pretty(run.stdout)
    expect(len(records) == len(lines),
           "%s: %d drawn puzzles for %d lines" % (run.describe(), len(records), len(lines)))
    for number, (puzzle, (header, grid, other)) in enumerate(zip(lines, records), start=1):
        givens = given_values(puzzle)
        n = math.isqrt(len(givens))
        w, h = block_shape(n)
        what = "integers.txt:%d" % number
        rows = n + n // h + 1
        expect(len(grid) == 2 * rows, "%s: expected the puzzle and its solution as grids" % what)
        width = len(str(n))
        for line in grid:
            expect(len(line) == 1 + (n // w) * (2 + w * (width + 1)),
                   "%s: %r is not %d cells of width %d in blocks of %d" % (what, line, n, width, w))
        drawn_puzzle = read_grid(grid[:rows], n, w, h, what + " puzzle")
        expect(drawn_puzzle == [str(v) if v else "." for v in givens], "%s: drawn puzzle differs" % what)
        answer = " ".join(read_grid(grid[rows:], n, w, h, what + " solution"))
        problem = solution_problem(puzzle, answer)
        expect(problem is None, "%s: drawn solution: %s" % (what, problem))
        counts = [line for line in other if line.startswith("symbol counts")]
        expect(len(counts) == 1, "%s: no symbol counts line" % what)
        for v in range(1, n + 1):
            expect(" %d:%d " % (v, n) in counts[0] + " ", "%s: %r lacks %d:%d" % (what, counts[0], v, n))
    print(run.stdout.split("\n\n")[0])


def case_portfolio(binary, root):
    """--serial --threads=2 races two seeded searches per puzzle, sharing clauses or not
    (--no-share): every answer right and in order, and --pretty names the winning member, whose
    counters apart are those of its seed alone; --threads=1 is byte for byte the plain --serial."""
    path = os.path.join("puzzles", "puzzles_6_variety_hard.txt")  # 4x4 to 25x25: most of it learns
    raced = Run(binary, ["--serial", "--threads=2", path], root)
    expect(raced.status == 0 and raced.stderr == "", "%s:\n%s" % (raced.describe(), raced.stderr))
    check_serial(raced, puzzle_lines(os.path.join(root, path)), path)
    apart = Run(binary, ["--serial", "--threads=2", "--no-share", path], root)
    expect(apart.status == 0 and apart.stderr == "", "%s:\n%s" % (apart.describe(), apart.stderr))
    check_serial(apart, puzzle_lines(os.path.join(root, path)), path)
    plain = Run(binary, ["--serial", path], root)
    one = Run(binary, ["--serial", "--threads=1", path], root)
    expect(one.stdout == plain.stdout and one.status == plain.status == 0, "--threads=1 differs from --serial")
    # A puzzle that takes learning ~0.7 s (seed 0): the second member starts long before the end,
    # so the race has two members whoever wins. (An easy puzzle may be answered before it starts.)
    with open(os.path.join(root, "puzzles", "puzzles_7_bigger.txt")) as f:
        slow = f.read().splitlines()[19]
    with tempfile.TemporaryDirectory() as tmp:
        one_line = os.path.join(tmp, "slow.txt")
        with open(one_line, "w") as f:
            f.write(slow + "\n")
        pretty = Run(binary, ["--pretty", "--threads=2", one_line], root)
        # Apart, the winner's counters are those of its seed run alone.
        apart_pretty = Run(binary, ["--pretty", "--threads=2", "--no-share", one_line], root)
        won = re.search(r"^solution: ([0-9]+) recursions?, ([0-9]+) guess(?:es)?, .*?"
                        r"(?:by member ([0-9]+) of a portfolio of 2)?$", apart_pretty.stdout, re.M)
        expect(won is not None, "%s: no solution line:\n%s" % (apart_pretty.describe(), apart_pretty.stdout[-600:]))
        alone = Run(binary, ["--pretty", "--threads=1", "--seed=%d" % int(won.group(3) or 0), one_line], root)
        lone = re.search(r"^solution: ([0-9]+) recursions?, ([0-9]+) guess", alone.stdout, re.M)
        expect(lone is not None and lone.groups() == won.groups()[:2],
               "--no-share: the winner's counters %s differ from its seed alone: %s"
               % (won.groups(), lone and lone.groups()))
    expect(pretty.status == 0 and "of a portfolio of 2" in pretty.stdout,
           "%s: no portfolio named:\n%s" % (pretty.describe(), pretty.stdout[-600:]))
    print("--serial --threads=2: %d answers checked; --threads=1 as plain --serial" % len(raced.stdout_lines()))


def case_bogus_technique(binary, root):
    path = os.path.join("puzzles", "puzzles_1_standard_easy.txt")
    run = Run(binary, ["--serial", "--techniques=bogus", path], root)
    expect(run.status != 0, "%s: accepted an unknown technique" % run.describe())
    expect("bogus" in run.stderr, "%s: stderr does not name 'bogus':\n%s" % (run.describe(), run.stderr))
    expect(run.stdout == "", "%s: printed on stdout:\n%s" % (run.describe(), run.stdout[:200]))
    print(run.stderr, end="")


# Malformed command lines: (arguments before the puzzle file, a word the message must contain).
USAGE_ERRORS = (
    # unknown names
    (["--techniques=bogus"], "'bogus'"), (["--techniques=fl,bogus"], "'bogus'"),
    (["--search=bogus"], "'bogus'"), (["--engine=bogus"], "'bogus'"),
    (["--no-such-option"], "unknown option --no-such-option"), (["-x"], "unknown option -x"),
    (["-x", "--no-such-option"], "unknown options -x, --no-such-option"),
    # a bad number for every numeric option
    (["--timeout=abc"], "'abc'"), (["--timeout=-1"], "'-1'"), (["--timeout", "-1"], "'-1'"),
    (["--timeout=nan"], "'nan'"), (["--timeout=inf"], "'inf'"), (["--timeout=1e400"], "'1e400'"),
    (["--threads=abc"], "'abc'"), (["--threads=0"], "'0'"), (["--threads=4097"], "'4097'"),
    (["--threads=1.5"], "'1.5'"), (["-j", "x"], "'x'"),
    (["--portfolio=0"], "'0'"), (["--portfolio=x"], "'x'"), (["--portfolio=4097"], "'4097'"),
    (["--seed=abc"], "'abc'"), (["--seed=-1"], "'-1'"), (["--seed=1.5"], "'1.5'"),
    (["--seed=18446744073709551616"], "'18446744073709551616'"),
    (["--count=abc"], "'abc'"), (["--count=1"], "'1'"), (["--count=2.5"], "'2.5'"),
    (["--count=4611686018427387905"], "'4611686018427387905'"),
    # a value missing, or given twice
    (["--timeout="], "--timeout="), (["--count="], "--count="),
    (["--threads=2", "--threads=3"], "--threads"),
    # options of the other mode
    (["--serial", "--json=run.json"], "--json"), (["--pretty", "--json=run.json"], "--json"),
    (["--serial", "--chunk=5"], "--chunk"),
    (["--resume"], "--resume"), (["--csv=-", "--solutions=-"], "--csv=-"),
)


def check_usage_error(run, named):
    """Status 2, one message in the program's words that names the fault and points to --help."""
    expect(run.status == 2, "%s: exit %d, expected 2" % (run.describe(), run.status))
    lines = run.stderr.splitlines()
    expect(len(lines) == 2 and lines[0].startswith("sudoku-bench: ") and "--help" in lines[1],
           "%s: expected 'sudoku-bench: ...' and a line pointing to --help, got:\n%s"
           % (run.describe(), run.stderr))
    expect(named in lines[0], "%s: the message does not name %r:\n%s" % (run.describe(), named, run.stderr))
    expect(len(lines[0]) < 160, "%s: a message of %d characters" % (run.describe(), len(lines[0])))
    expect(run.stdout == "", "%s: printed on stdout:\n%s" % (run.describe(), run.stdout[:200]))


def case_usage_errors(binary, root):
    """Every malformed command line exits with status 2, says what is wrong in one line of the
    program's own, points to --help, and solves nothing."""
    path = os.path.join("puzzles", "puzzles_1_standard_easy.txt")
    for args, named in USAGE_ERRORS:
        check_usage_error(Run(binary, args + [path], root), named)
    check_usage_error(Run(binary, [], root), "no puzzle files")
    check_usage_error(Run(binary, [path, "--threads"], root), "--threads needs a value")
    # The largest values each option takes are no errors.
    run = Run(binary, ["--serial", "--seed=18446744073709551615", "--count=4611686018427387904",
                       "--timeout=0.5", path], root)
    expect(run.status == 0, "%s\n%s" % (run.describe(), run.stderr))
    expect(run.stderr == "", "%s: unexpected stderr:\n%s" % (run.describe(), run.stderr))


def case_empty_value(binary, root):
    """`--csv= a.txt b.txt` must not take a.txt as the CSV's path and overwrite it."""
    with open(os.path.join(root, "puzzles", "puzzles_1_standard_easy.txt"), "rb") as f:
        text = f.read()
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name in ("a.txt", "b.txt"):
            paths.append(os.path.join(tmp, name))
            with open(paths[-1], "wb") as f:
                f.write(text)
        for option in ("--csv=", "--solutions=", "--json="):
            check_usage_error(Run(binary, [option] + paths, tmp), option)
            for p in paths:
                with open(p, "rb") as f:
                    expect(f.read() == text, "sudoku-bench %s %s: %s was overwritten"
                           % (option, " ".join(paths), p))


def case_huge_timeout(binary, root):
    """A timeout longer than the clock can count is no limit, not one that has already passed."""
    path = os.path.join("puzzles", "puzzles_5_standard_hard.txt")
    puzzles = puzzle_lines(os.path.join(root, path))
    for timeout in ("1e12", "1e300"):
        # Plain backtracking, so that every puzzle runs long enough to look at the clock.
        run = Run(binary, ["--serial", "--techniques=none", "--timeout=" + timeout, path], root)
        check_serial(run, puzzles, path)
        expect(run.status == 0 and run.stderr == "", "%s:\n%s" % (run.describe(), run.stderr[:400]))


def case_techniques(binary, root, techniques):
    for stem in EASY_FILES:
        path = os.path.join(root, "puzzles", stem + ".txt")
        puzzles = puzzle_lines(path)
        run = Run(binary, ["--serial", "--techniques=" + techniques, path], root)
        check_serial(run, puzzles, stem)
        expect(run.status == 0, "%s, stderr:\n%s" % (run.describe(), run.stderr))
        last = shared_check_passes(root, path, run.stdout, stem)
        print("--techniques=%s %s: %d puzzles checked; shared checker: %s"
              % (techniques, stem, len(puzzles), last or "not present"))


# The public integer-form grids from 64x64 to 400x400 that the program solves in seconds (the
# first 64x64 and the first 225x225 line are left out: they take minutes or more; see
# results/notes/large-grids.md), as (file, line number).
LARGE_GRIDS = [("rkkautsar_large_64x64.ints", 2), ("rkkautsar_large_81x81.ints", 1),
               ("rkkautsar_large_100x100.ints", 1), ("rkkautsar_large_144x144.ints", 1),
               ("rkkautsar_large_144x144.ints", 2), ("rkkautsar_large_225x225.ints", 2),
               ("rkkautsar_large_400x400.ints", 1)]


def case_large_grids(binary, root):
    """--serial on the public large grids, answers in integer form, checked here and by the
    shared checker: every size's candidate set (one, two, four and eight words) on real input."""
    source = os.path.join(root, "..", "shared", "puzzles", "public", "int_format")
    if not os.path.isdir(source):
        print("../shared/puzzles/public/int_format is absent: skipped")
        sys.exit(SKIP)
    picked = []
    for name, number in LARGE_GRIDS:
        lines = dict(puzzle_lines(os.path.join(source, name)))
        picked.append(lines[number])
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "large.ints")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(picked) + "\n")
        run = Run(binary, ["--serial", "--timeout=60", path], root)
        check_serial(run, list(enumerate(picked, start=1)), "large grids")
        expect(run.status == 0, "%s, stderr:\n%s" % (run.describe(), run.stderr))
        for answer in run.stdout_lines():
            expect(" " in answer, "an answer to an integer line is not written as integers")
        last = shared_check_passes(root, path, run.stdout, "large")
    print("%d grids from 64x64 to 400x400 solved and checked; shared checker: %s"
          % (len(picked), last or "not present"))


def case_shared_course_copies(binary, root):
    del binary
    shared = os.path.join(root, "..", "shared", "puzzles", "course")
    if not os.path.isdir(shared):
        print("../shared/puzzles/course is absent: skipped")
        sys.exit(SKIP)
    for stem in COURSE_FILES:
        ours, theirs = (os.path.join(d, stem + ".txt") for d in (os.path.join(root, "puzzles"), shared))
        with open(ours, "rb") as a, open(theirs, "rb") as b:
            expect(a.read() == b.read(), "puzzles/%s.txt differs from ../shared/puzzles/course" % stem)
    print("%d bundled course files match ../shared/puzzles/course" % len(COURSE_FILES))


def main(argv):
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    binary, root, case = os.path.abspath(argv[1]), os.path.abspath(argv[2]), argv[3]
    name, _, arg = case.partition(":")
    # A case that takes a third parameter is written NAME:ARG.
    cases = cases_in(globals())
    if name not in cases or (cases[name].__code__.co_argcount == 3) != bool(arg):
        sys.stderr.write("unknown case %r\n%s" % (case, __doc__))
        return 2
    return run_case(case, lambda: cases[name](binary, root, *([arg] if arg else [])))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
