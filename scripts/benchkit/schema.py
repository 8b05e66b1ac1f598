"""The harness's CSV: read by the names in its header, so that a column a script does not know
(or one an older harness did not write) changes nothing for it; '#' lines are provenance."""
import collections
import csv
import re

# The columns `sudoku-bench --csv` writes today, in order (harness/output/csv_writer.cpp); --count adds
# COUNTED_COLUMN, then --rate RATED_COLUMNS. Tests hold the harness's header to this list; the
# scripts never read by it: read_csv takes the columns from each file's header.
CSV_COLUMNS = ("file", "line", "size", "block", "givens", "solver", "techniques", "status", "solve_us", "recursions",
               "guesses", "backtracks", "placements", "eliminations", "elim_fl", "elim_cp", "elim_subsets",
               "elim_intersections", "elim_fish", "search", "search_ran", "techniques_ran", "conflicts", "rank",
               "portfolio", "winner", "cpu_us", "peak_rss_kib", "rounds", "repeats", "solve_us_min",
               "solve_us_max")
COUNTED_COLUMN = "solutions"
RATED_COLUMNS = ("rating", "rating_guesses")

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
