#!/usr/bin/env python3
"""Tests of scripts/experiments/sweep_ratio.py on hand-made sweep CSVs: the pairing of each instance's rows,
the medians, ratios and counts per point, and which points the base solver loses.

    python3 tests/scripts/sweep_ratio_test.py [-v] [SweepRatioTest.test_name ...]
"""

import csv
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
SCRIPT = os.path.join(SCRIPTS, "experiments", "sweep_ratio.py")
COLUMNS = ["file", "line", "size", "givens", "solver", "status", "solve_us"]


def rows_of(point, size, instances):
    """instances: [(native (status, us), cadical (status, us))], one per line of the point's file."""
    rows = []
    for line, pair in enumerate(instances, start=1):
        for solver, (status, us) in zip(("native", "cadical"), pair):
            rows.append({"file": f"sweep.csv.d/{point}.txt", "line": line, "size": size, "givens": 0,
                         "solver": solver, "status": status, "solve_us": us})
    return rows


class SweepRatioTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def run_script(self, rows, *args):
        path = os.path.join(self.dir.name, "sweep.csv")
        with open(path, "w", newline="") as f:
            writer = csv.DictWriter(f, COLUMNS)
            writer.writeheader()
            writer.writerows(rows)
        return subprocess.run([sys.executable, SCRIPT, path, *args], capture_output=True, text=True, timeout=60)

    def table(self, stdout):
        """{point: cells} of the markdown table."""
        lines = [line for line in stdout.splitlines() if line.startswith("| n")]
        return {cells[0]: cells[1:] for cells in ([c.strip() for c in line.strip("|").split("|")] for line in lines)}

    def test_medians_ratios_and_the_points_lost(self):
        fast, slow, out = ("solved", 1000), ("solved", 4000), ("timeout", 10_000_000)
        rows = (rows_of("n9_g50_holes", 9, [(fast, slow)] * 3)            # native 4x faster everywhere
                + rows_of("n16_g60_holes", 16, [(slow, fast)] * 2 + [(fast, slow)])  # cadical faster on 2 of 3
                + rows_of("n25_g40_holes", 25, [(out, fast), (fast, slow)])  # cadical solves more
                + rows_of("n36_g50_holes", 36, [(out, out)] * 2))            # nobody solves: a tie
        done = self.run_script(rows)
        self.assertEqual(done.returncode, 0, done.stderr)
        table = self.table(done.stdout)
        # instances, native solved, cadical solved, medians, median ratio, paired, native faster on
        self.assertEqual(table["n9_g50_holes.txt"], ["3", "3", "3", "1 ms", "4 ms", "0.25", "0.25", "3"])
        self.assertEqual(table["n16_g60_holes.txt"], ["3", "3", "3", "4 ms", "1 ms", "4", "1.59", "1"])
        self.assertEqual(table["n25_g40_holes.txt"][:3], ["2", "1", "2"])
        self.assertEqual(table["n36_g50_holes.txt"][5:], ["1", "-", "0"])
        # sorted by size, then share
        self.assertEqual(list(table), ["n9_g50_holes.txt", "n16_g60_holes.txt", "n25_g40_holes.txt",
                                       "n36_g50_holes.txt"])
        self.assertIn("native loses to cadical at 2 of 4 points: n16_g60_holes.txt, n25_g40_holes.txt",
                      done.stdout)

    def test_instances_without_both_rows_are_left_out(self):
        rows = rows_of("n9_g50_holes", 9, [(("solved", 1000), ("solved", 2000))] * 2)
        rows.pop()  # the second instance's cadical row
        done = self.run_script(rows)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(self.table(done.stdout)["n9_g50_holes.txt"][0], "1")

    def test_other_names_and_unusable_input(self):
        rows = rows_of("n9_g50_holes", 9, [(("solved", 1000), ("solved", 2000))])
        done = self.run_script(rows, "--base", "cadical", "--other", "native")
        self.assertEqual(self.table(done.stdout)["n9_g50_holes.txt"][5], "2")
        self.assertIn("cadical loses to native at 1 of 1 points", done.stdout)
        done = self.run_script(rows, "--other", "lib:x")
        self.assertEqual(done.returncode, 2)
        self.assertIn("no instance has rows of both native and lib:x", done.stderr)
        bad = os.path.join(self.dir.name, "bad.csv")
        with open(bad, "w") as f:
            f.write("file,line\nx,1\n")
        done = subprocess.run([sys.executable, SCRIPT, bad], capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("missing column", done.stderr)


if __name__ == "__main__":
    unittest.main()
