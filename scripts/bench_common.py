#!/usr/bin/env python3
"""What the scripts in scripts/ share (standard library only): a module, not a command.

    import bench_common   (scripts/ is on sys.path when a script there runs)

- the harness's CSV: its columns (CSV_COLUMNS, as harness/csv_writer.cpp writes them), reading a
  file by column name with its '# key=value' provenance lines (read_csv), running the program into
  one (run_harness);
- statistics: nearest-rank percentile, the lower median (a value of the list) and the
  interpolated median (the mean of the two middle values for an even count);
- grid geometry as the README states it: puzzle lines in either form, text (a character a cell)
  or integers (parse_grid, format_grid), the size from a puzzle line, the block shape, the units,
  the symbols, and an independent check of a solution;
- provenance: the processor, the commit of this repository, the time in UTC;
- output: text to a file given by --out, or to stdout; seed lists such as "0-3,7".
"""
import collections
import csv
import datetime
import math
import os
import platform
import re
import statistics
import subprocess
import sys

# The repository these scripts belong to (not the caller's directory).
ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DEFAULT_BINARY = os.path.join(ROOT, "build", "sudoku-bench")

# `sudoku-bench --csv` columns in order (harness/csv_writer.cpp); --count adds COUNTED_COLUMN,
# then --rate RATED_COLUMNS.
CSV_COLUMNS = ("file", "line", "size", "block", "givens", "techniques", "status", "solve_us", "recursions",
               "guesses", "backtracks", "placements", "eliminations", "elim_fl", "elim_cp", "elim_subsets",
               "elim_intersections", "elim_fish", "search", "search_ran", "techniques_ran", "conflicts", "rank",
               "portfolio", "winner")
COUNTED_COLUMN = "solutions"
RATED_COLUMNS = ("rating", "rating_guesses")


def conflicts_of(row):
    """Learning's conflicts in a CSV row. Binaries older than the conflicts column counted them as
    backtracks, which now means the decision levels the conflicts' backjumps undid."""
    return int(row["conflicts"]) if row.get("conflicts") not in (None, "") else int(row["backtracks"])


# ---- the harness's CSV ----------------------------------------------------------------------------

class CsvError(Exception):
    """A file that is not a usable harness CSV (a column missing)."""


HarnessCsv = collections.namedtuple("HarnessCsv", "columns rows provenance")
HarnessCsv.__doc__ = """columns: the header's names; rows: one dict per row, by column name (strings);
provenance: {key: value} of the '# key=value' lines."""


def parse_csv(lines, required=(), source="CSV"):
    """A harness CSV from its lines: '#' lines are provenance wherever they stand, never rows.
    Raises CsvError naming `source` when a column of `required` is missing."""
    provenance, body = {}, []
    for line in lines:
        if line.startswith("#"):
            key, sep, value = line[1:].strip().partition("=")
            if sep and key.strip():
                provenance[key.strip()] = value.strip()
        else:
            body.append(line)
    reader = csv.DictReader(body)
    columns = list(reader.fieldnames or [])
    missing = [c for c in required if c not in columns]
    if missing:
        raise CsvError(f"{source}: not a sudoku-bench CSV (missing column {', '.join(missing)})")
    return HarnessCsv(columns, list(reader), provenance)


def read_csv(path, required=()):
    """The harness CSV at `path` (see parse_csv); OSError when it cannot be read."""
    with open(path, newline="", encoding="utf-8") as f:
        return parse_csv(f, required, source=path)


class RunError(Exception):
    """A harness run that wrote no CSV, or ended with an exit status not accepted."""

    def __init__(self, command, returncode, stderr):
        self.command, self.returncode, self.stderr = command, returncode, stderr
        super().__init__(f"{' '.join(command)} failed:\n{stderr}")


def harness_command(binary, options, csv_path, files):
    """The command line of one run: options as given, then --csv, --no-progress and the files."""
    return [binary, *options, f"--csv={csv_path}", "--no-progress", *files]


def run_harness(binary, options, files, scratch, accept=None, name="run.csv"):
    """Runs the harness on `files` with `options` (its CSV in the directory `scratch`, removed
    afterwards) and returns the CSV's rows. Raises RunError when no CSV was written, or when
    `accept` (exit statuses, e.g. (0, 1): 1 means some puzzle was not solved) leaves out the
    status; accept=None takes any status that left a CSV."""
    csv_path = os.path.join(scratch, name)
    command = harness_command(binary, options, csv_path, files)
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if not os.path.exists(csv_path) or (accept is not None and done.returncode not in accept):
        raise RunError(command, done.returncode, done.stderr)
    try:
        return read_csv(csv_path).rows
    finally:
        os.remove(csv_path)


# ---- statistics -----------------------------------------------------------------------------------

def percentile(values, fraction):
    """Nearest-rank percentile of a non-empty collection: the value at rank ceil(fraction * n)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1]


def lower_median(values):
    """The nearest-rank median: the middle value, the lower of the two middle ones for an even
    count (always a value of the list, as a puzzle's median run must be one of its runs)."""
    return percentile(values, 0.5)


def median(values):
    """The interpolated median: the middle value, the mean of the two middle ones for an even count."""
    return statistics.median(values)


def lower_median_item(items, key):
    """The item whose key is the lower median of the keys (items: a non-empty sequence)."""
    ordered = sorted(items, key=key)
    return ordered[(len(ordered) - 1) // 2]


# ---- grid geometry (README: Input format, Block rule) ---------------------------------------------

# A puzzle line is a text line, one character a cell (TEXT), or an integer line (INTS): N*N
# integers separated by spaces, tabs or commas (a run of them is one separator), 1..N a digit,
# 0 or '.' a blank. A line with a separator between its tokens is an integer line.
TEXT, INTS = "text", "ints"
FORMS = (TEXT, INTS)
# The widest N a text line can write: '1'-'9', then 'A' on in ASCII order up to '~' (as
# solver/size_limits.h's kMaxTextSize).
MAX_TEXT_SIZE = 71
_SEPARATORS = re.compile(r"[ \t,]+")
_INTEGER = re.compile(r"[0-9]+")
_CELL_NOUNS = {TEXT: "characters", INTS: "integers"}
_LINE_NAMES = {TEXT: "a text line", INTS: "an integer line"}

Grid = collections.namedtuple("Grid", "n digits form")
Grid.__doc__ = """n: the grid's N; digits: per cell, row by row, its 0-based digit or None for a blank;
form: TEXT or INTS, the form of the line it was read from."""


def line_form(line):
    """INTS when a space, tab or comma stands between the tokens of the line, else TEXT."""
    return INTS if _SEPARATORS.search(line.strip()) else TEXT


def cells(line):
    """The cells of a puzzle line as written: its characters (text) or its integers' tokens."""
    line = line.strip()
    return _SEPARATORS.split(line) if line_form(line) == INTS else list(line)


def _side(count):
    """N of N*N cells, or None."""
    n = math.isqrt(count)
    return n if n > 0 and n * n == count else None


def grid_size(puzzle):
    """N of a puzzle line of N*N cells (surrounding white space ignored), or None."""
    return _side(len(cells(puzzle)))


def block_shape(n):
    """(width, height) of a block: sqrt(N) square when N is a perfect square, else as wide as the
    smallest factor of N above sqrt(N) and as high as the greatest below; None for a prime N."""
    root = math.isqrt(n)
    if root * root == n:
        return root, root
    width = next((w for w in range(root + 1, n) if n % w == 0), None)
    return (width, n // width) if width else None


_UNITS = {}


def units(n):
    """Rows, columns and blocks of an N x N grid, each a list of cell indices (row * N + column)."""
    if n not in _UNITS:
        shape = block_shape(n)
        if shape is None:
            raise ValueError(f"{n}x{n} has no block shape")
        width, height = shape
        rows = [[r * n + c for c in range(n)] for r in range(n)]
        columns = [[r * n + c for r in range(n)] for c in range(n)]
        blocks = [[(top + i) * n + left + j for i in range(height) for j in range(width)]
                  for top in range(0, n, height) for left in range(0, n, width)]
        _UNITS[n] = rows + columns + blocks
    return _UNITS[n]


def symbol(digit):
    """The symbol of a 0-based digit: 1-9, then 'A' onwards in ASCII order (past 'Z' for N > 35)."""
    return str(digit + 1) if digit < 9 else chr(ord("A") + digit - 9)


def symbols(n):
    """The N symbols of an N x N grid, in order."""
    return "".join(symbol(d) for d in range(n))


def is_blank(cell, n, form=TEXT):
    """'.' is a blank; so is '0' in text when N <= 9, and any integer of value 0."""
    if form == INTS:
        return cell == "." or (_INTEGER.fullmatch(cell) is not None and int(cell) == 0)
    return cell == "." or (cell == "0" and n <= 9)


def digit(cell, n, form=TEXT):
    """The 0-based digit of a cell of an N x N grid as written in `form` (a symbol, or an integer
    1..N), None for a blank; ValueError for anything else."""
    if is_blank(cell, n, form):
        return None
    if form == INTS:
        value = int(cell) - 1 if _INTEGER.fullmatch(cell) else n
    elif "1" <= cell <= "9":
        value = ord(cell) - ord("1")
    elif cell >= "A":
        value = ord(cell) - ord("A") + 9
    else:
        value = n
    if value >= n:
        raise ValueError(f"{cell!r} is not a {'value' if form == INTS else 'symbol'} of {n}x{n}")
    return value


def parse_grid(line):
    """The Grid of a puzzle or answer line in either form; ValueError when its cells are not N*N or
    a cell is neither a blank nor a digit of the grid."""
    form, written = line_form(line), cells(line)
    n = _side(len(written))
    if n is None:
        raise ValueError(f"{len(written)} {_CELL_NOUNS[form]} are not N*N cells")
    return Grid(n, [digit(cell, n, form) for cell in written], form)


def format_cell(digit_or_blank, form):
    """A 0-based digit (or None, a blank) as written in `form`."""
    if form == INTS:
        return "0" if digit_or_blank is None else str(digit_or_blank + 1)
    return "." if digit_or_blank is None else symbol(digit_or_blank)


def format_grid(digits, form):
    """The line of a grid's digits (0-based, None for a blank) in `form`; ValueError for a text
    line past MAX_TEXT_SIZE, which has no symbols left."""
    if form not in FORMS:
        raise ValueError(f"no line form {form!r} (one of {', '.join(FORMS)})")
    if form == TEXT and math.isqrt(len(digits)) > MAX_TEXT_SIZE:
        raise ValueError(f"a text line holds at most {MAX_TEXT_SIZE}x{MAX_TEXT_SIZE}; larger grids are integer lines")
    return (" " if form == INTS else "").join(format_cell(d, form) for d in digits)


def solution_problem(puzzle, answer):
    """Why `answer` does not solve `puzzle` (both one line, in the same form), or None when it
    does: every given kept, every row, column and block holding each digit once."""
    try:
        n, givens, form = parse_grid(puzzle)
    except ValueError as error:
        return f"the puzzle is no N x N grid: {error}"
    if block_shape(n) is None:
        return f"the puzzle is {n}x{n}, and a prime N has no blocks"
    if not answer.strip():
        return "the answer is empty"
    if line_form(answer) != form:
        return (f"the answer is {_LINE_NAMES[line_form(answer)]} and the puzzle {_LINE_NAMES[form]}: "
                "an answer keeps its puzzle's form")
    if len(cells(answer)) != n * n:
        return f"the answer has {len(cells(answer))} {_CELL_NOUNS[form]}, the puzzle {n * n}"
    try:
        values = parse_grid(answer).digits
    except ValueError as error:
        return f"the answer: {error}"
    for cell, (given, value) in enumerate(zip(givens, values)):
        if value is None or given not in (None, value):
            where = f"r{cell // n + 1}c{cell % n + 1}"
            if value is None:
                return f"the answer leaves {where} blank"
            return f"given {format_cell(given, form)} at {where} changed to {format_cell(value, form)}"
    every_digit = set(range(n))
    for unit in units(n):
        if {values[cell] for cell in unit} != every_digit:
            return f"a unit from r{unit[0] // n + 1}c{unit[0] % n + 1} does not hold every symbol once"
    return None


def is_solution(puzzle, answer):
    return solution_problem(puzzle, answer) is None


def read_puzzles(path):
    """[(line number, puzzle)] of a puzzle file, text or integer lines (parse_grid reads either):
    blank lines and '#' lines are not puzzles; white
    space around a line and a byte-order mark are dropped."""
    with open(path, encoding="utf-8-sig") as f:
        return [(number, line.strip()) for number, line in enumerate(f, start=1)
                if line.strip() and not line.lstrip().startswith("#")]


# ---- provenance -----------------------------------------------------------------------------------

def cpu_model():
    """The processor's model name (/proc/cpuinfo), else platform.processor(), else None."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def machine():
    """The processor and core count, as the tables' first lines quote them."""
    return f"{cpu_model() or 'unknown processor'}, {os.cpu_count()} cores"


def commit(outputs=(), root=ROOT):
    """The short hash of HEAD of the repository at `root` (by default the one these scripts belong
    to, wherever the caller stands), with " (with uncommitted changes)" when tracked files differ
    from it; files among `outputs` (a run's own outputs, rewritten by every run) do not count, and
    outputs outside the repository are no concern of it. "unknown" without git or a repository."""
    try:
        sha = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, check=True).stdout.strip()
        top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"], capture_output=True,
                             text=True, check=True).stdout.strip()
        excluded = []
        for path in outputs:
            if not path:
                continue
            relative = os.path.relpath(os.path.realpath(path), os.path.realpath(top))
            if relative != os.pardir and not relative.startswith(os.pardir + os.sep):
                excluded.append(f":(exclude,top){relative}")
        dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "--untracked-files=no", "--",
                                root, *excluded], capture_output=True, text=True, check=True).stdout.strip()
        return sha + (" (with uncommitted changes)" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def now_utc():
    """The current time in UTC, to the second: 2026-01-31T12:00:00Z."""
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


# ---- command lines and output ---------------------------------------------------------------------

def parse_seeds(text):
    """Seeds from a list with ranges: "0-7", "0,2,5", "1-3,9"; ValueError when unreadable or empty."""
    seeds = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        low, sep, high = part.partition("-")
        if not low.isdigit() or (sep and not high.isdigit()):
            raise ValueError(f"not a seed or range: {part!r}")
        first, last = int(low), int(high) if sep else int(low)
        if last < first:
            raise ValueError(f"empty range: {part!r}")
        seeds.extend(range(first, last + 1))
    if not seeds:
        raise ValueError("no seeds")
    return seeds


def write_text(text, out=None):
    """Writes `text` to the file `out` (--out), or to stdout when there is none."""
    if out:
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


def module_main(doc, name, argv=None):
    """The command line of a module of these scripts: --help (or -h) prints `doc` and exits 0;
    anything else says there is nothing to run and exits 2."""
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["-h"], ["--help"]):
        print(doc.strip())
        print(f"\n{name} is a module that other scripts here import: it takes no option but -h, --help.")
        sys.exit(0)
    print(f"{name}: a module that other scripts here import, nothing to run (--help says what it holds)",
          file=sys.stderr)
    sys.exit(2)


if __name__ == "__main__":
    module_main(__doc__, "bench_common.py")
