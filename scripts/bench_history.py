"""The timing history, results/history.jsonl, as plot.py and report.py read it (standard library only).

`scripts/ab.py --history PATH` appends one JSON object a line, the new version's figures of one run
(see history_record() there):

    {"commit", "subject", "date": ISO UTC, "machine": {"cpu", "cores", "os"},
     "build": {"compiler", "build_type", "flags"}, "workload": {"options": [...], "rounds"},
     "files": {"<file name>": {"puzzles", "solved", "median_us", "mean_us", "p90_us", "guesses",
                              "recursions"}}}

Records are kept in file order, the order they were measured in. Fields may be null or absent (a
binary older than --version leaves the build unknown): readers get None for them.
"""

import json
import math


class HistoryError(Exception):
    """The history file is missing or is not ab.py's: a usage error for the caller."""


def read_history(path):
    """The records of a history file, in order; blank lines are skipped, anything else must be a record."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.readlines()
    except OSError as e:
        raise HistoryError(f"{path}: {e.strerror}")
    except UnicodeDecodeError:
        raise HistoryError(f"{path}: not a text file")
    records = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as e:
            raise HistoryError(f"{path}:{number}: not JSON ({e.msg}): is it an ab.py --history file?")
        if not isinstance(record, dict) or not isinstance(record.get("files"), dict) or not all(
                isinstance(figures, dict) for figures in record["files"].values()):
            raise HistoryError(f"{path}:{number}: not an ab.py history record (no \"files\" object)")
        records.append(record)
    return records


def text(value, missing="unknown"):
    """A field as display text: None and empty become `missing`."""
    return missing if value is None or value == "" else str(value)


def section(record, key):
    """A nested object of the record ({} when absent or not an object)."""
    value = record.get(key)
    return value if isinstance(value, dict) else {}


def short_commit(record):
    commit = text(record.get("commit"))
    return commit if commit == "unknown" else commit[:7]


def day(record):
    return text(record.get("date"), "")[:10]


def cpu(record):
    return text(section(record, "machine").get("cpu"))


def reference_cpu(records):
    """The processor of the newest record: the machine the trend is read against."""
    return cpu(records[-1]) if records else None


def on_other_machine(records):
    """Indices of the records measured on another processor than the newest one: not comparable in time."""
    reference = reference_cpu(records)
    return {i for i, record in enumerate(records) if cpu(record) != reference}


def file_names(records):
    """Every file named in the history, in order of first appearance."""
    names = []
    for record in records:
        for name in record["files"]:
            if name not in names:
                names.append(name)
    return names


def figure(record, name, key):
    """One figure of one file in one record, as a float, or None when absent or not a number."""
    value = record["files"].get(name, {}).get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def series(records, name, key="median_us"):
    """A file's figure over the records, None where a record lacks it."""
    return [figure(record, name, key) for record in records]


def per_puzzle(records, name, counter):
    """A counter's total over the solved puzzles divided by their number, over the records."""
    values = []
    for record in records:
        total, solved = figure(record, name, counter), figure(record, name, "solved")
        values.append(total / solved if total is not None and solved else None)
    return values


if __name__ == "__main__":
    from benchkit import cli
    cli.module_main(__doc__, "bench_history.py")
