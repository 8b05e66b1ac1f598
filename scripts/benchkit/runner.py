"""Running sudoku-bench into a scratch CSV and reading its rows back."""
import os
import re
import subprocess

from .schema import read_csv


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


# --pretty's line after each puzzle's grids, and the header line that opens each puzzle's block.
PRETTY_SOLVED = re.compile(r"^solution: .*?, ([0-9.]+) ms(?:, by member ([0-9]+) of a portfolio of ([0-9]+))?$",
                           re.M)
PRETTY_HEADER = re.compile(r"^\S+:[0-9]+  [0-9]+x[0-9]+, blocks", re.M)


def pretty_times(output, timeout_s):
    """Per-puzzle times in seconds from --pretty output, a failed puzzle at the full timeout, and
    how many puzzles a portfolio's helpers (members other than the first) won."""
    times, helper_wins = [], 0
    for block in PRETTY_HEADER.split(output)[1:]:
        match = PRETTY_SOLVED.search(block)
        if match is None:
            times.append(timeout_s)
            continue
        times.append(float(match.group(1)) / 1e3)
        if match.group(2) is not None and int(match.group(2)) > 0:
            helper_wins += 1
    return times, helper_wins


def run_pretty(binary, members, seed, timeout_s, files, extra=()):
    """`sudoku-bench --pretty --threads=members` (a race of `members` seeded searches per puzzle)
    on `files`: pretty_times of its output. RunError unless it exits 0 or 1."""
    command = [binary, "--pretty", f"--threads={members}", f"--seed={seed}", f"--timeout={timeout_s:g}",
               *extra, *files]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise RunError(command, done.returncode, done.stderr)
    return pretty_times(done.stdout, timeout_s)
