"""Running sudoku-bench into a scratch CSV and reading its rows back."""
import os
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
