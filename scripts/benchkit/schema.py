"""The harness's CSV: read by the names in its header, so that a column a script does not know
(or one an older harness did not write) changes nothing for it; '#' lines are provenance."""
import collections
import csv
import functools
import os
import re
import subprocess

from . import DEFAULT_BINARY

# The harness lists its columns itself (`sudoku-bench --list-columns`, harness/core/csv_columns.cpp):
# no list is kept here. The scripts never need one to read a CSV (read_csv takes the columns from
# each file's header); columns() is for what writes a CSV as the harness would, or checks one.
BINARY_VARIABLE = "SUDOKU_BENCH"  # the environment variable naming the binary to ask
Columns = collections.namedtuple("Columns", "plain counted rated")
Columns.__doc__ = """plain: the columns a run writes, in order; counted: those --count adds after
them; rated: those --rate adds after those (as tuples of names)."""


def find_binary(binary=None):
    """The sudoku-bench to ask: `binary`, else $SUDOKU_BENCH, else this repository's build/sudoku-bench."""
    return binary or os.environ.get(BINARY_VARIABLE) or DEFAULT_BINARY


def parse_column_list(text):
    """Columns from `sudoku-bench --list-columns`'s output: one column a line, its name first and
    then its meaning; a meaning starting with --count or --rate puts it among those options' columns."""
    plain, counted, rated = [], [], []
    for line in text.splitlines():
        if not line.strip() or line[0].isspace():
            continue
        name, _, meaning = line.partition(" ")
        meaning = meaning.strip()
        (counted if meaning.startswith("--count") else rated if meaning.startswith("--rate") else plain).append(name)
    return Columns(tuple(plain), tuple(counted), tuple(rated))


@functools.lru_cache(maxsize=None)
def columns(binary=None):
    """The CSV's columns, asked of the binary (find_binary) with --list-columns; CsvError when it
    cannot be run or lists none."""
    binary = find_binary(binary)
    try:
        done = subprocess.run([binary, "--list-columns"], capture_output=True, text=True, timeout=60)
    except OSError as error:
        raise CsvError(f"cannot ask {binary} for the CSV's columns: {error} (build it, pass its path or set "
                       f"{BINARY_VARIABLE})") from error
    listed = parse_column_list(done.stdout) if done.returncode == 0 else Columns((), (), ())
    if not listed.plain:
        raise CsvError(f"{binary} --list-columns exited {done.returncode} and listed no column:\n{done.stderr}")
    return listed


# The solver column names which solver produced a row. CSVs written before it existed hold the
# native solver's rows only, so a row without it (or with it empty) is the native solver's.
SOLVER_COLUMN = "solver"
DEFAULT_SOLVER = "native"

# The file of one point of `sudoku-bench sweep` (harness/sweep/sweep_points.cpp): nN_gP_KIND.txt, size N
# with P% of the cells given; group(1) is N and group(2) is P.
SWEEP_POINT_NAME = re.compile(r"n(\d+)_g([0-9.]+)_[a-z]+\.txt$")


def solver_of(row):
    """The solver that produced a CSV row: its solver column, DEFAULT_SOLVER when there is none."""
    return row.get(SOLVER_COLUMN) or DEFAULT_SOLVER


def conflicts_of(row):
    """Learning's conflicts in a CSV row. Binaries older than the conflicts column counted them as
    backtracks, which now means the decision levels the conflicts' backjumps undid."""
    return int(row["conflicts"]) if row.get("conflicts") not in (None, "") else int(row["backtracks"])


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
