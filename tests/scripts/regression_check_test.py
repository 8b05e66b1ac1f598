#!/usr/bin/env python3
"""Tests of scripts/regression_check.sh with stand-in harnesses that replay the committed baseline
(standard library only, no build).

    python3 tests/scripts/regression_check_test.py [-v] [RegressionCheckTest.test_name ...]
"""

import os
import stat
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
CHECK = REPO / "scripts" / "regression_check.sh"

# Prints results/course_all.csv as a run would (no provenance lines), the guesses column plus EXTRA.
STAND_IN = textwrap.dedent("""\
    #!{python}
    import csv, sys
    rows = [line for line in open("results/course_all.csv", encoding="utf-8") if not line.startswith("#")]
    reader = csv.DictReader(rows)
    writer = csv.DictWriter(sys.stdout, fieldnames=reader.fieldnames, lineterminator="\\n")
    writer.writeheader()
    for row in reader:
        if row["guesses"]:
            row["guesses"] = str(int(row["guesses"]) + {extra})
        writer.writerow(row)
    """)


class RegressionCheckTest(unittest.TestCase):
    def check_with(self, extra_guesses):
        with tempfile.TemporaryDirectory() as scratch:
            harness = Path(scratch, "sudoku-bench")
            harness.write_text(STAND_IN.format(python=sys.executable, extra=extra_guesses))
            harness.chmod(harness.stat().st_mode | stat.S_IXUSR)
            return subprocess.run(["bash", str(CHECK), str(harness)], capture_output=True, text=True,
                                  timeout=120, env=dict(os.environ, LC_ALL="C"))

    def test_the_baseline_itself_passes(self):
        run = self.check_with(0)
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)

    def test_more_guesses_than_the_baseline_fails(self):
        run = self.check_with(1)
        self.assertEqual(run.returncode, 1, run.stdout + run.stderr)
        self.assertIn("guesses", run.stdout + run.stderr)


if __name__ == "__main__":
    unittest.main()
