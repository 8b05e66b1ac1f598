#!/usr/bin/env python3
"""Tests of scripts/experiments/seed_sweep.py against the real binary, on a few course 16x16 puzzles.

    python3 tests/scripts/seed_sweep_test.py SUDOKU_BENCH [SeedSweepTest.test_name ...]
"""

import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SEED_SWEEP = os.path.join(ROOT, "scripts", "experiments", "seed_sweep.py")
BINARY = None


def course_16x16(count):
    """The first `count` 16x16 puzzles of puzzles_6_variety_hard.txt (they need guesses)."""
    with open(os.path.join(ROOT, "puzzles", "puzzles_6_variety_hard.txt"), encoding="utf-8") as f:
        return [line for line in f if len(line.strip()) == 256][:count]


class SeedSweepTest(unittest.TestCase):
    def sweep(self, *args):
        return subprocess.run([sys.executable, SEED_SWEEP, *args], capture_output=True, text=True, timeout=600)

    def puzzle_file(self, count):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        path = os.path.join(tmp.name, "course16.txt")
        with open(path, "w", encoding="utf-8") as out:
            out.writelines(course_16x16(count))
        return path

    def table_rows(self, text):
        """The table's rows as (file, binary) -> cells."""
        rows = {}
        for line in text.splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if line.startswith("| ") and len(cells) == 10 and cells[0] != "file":
                rows[(cells[0], cells[1])] = cells
        return rows

    def test_one_binary_twice_gives_equal_counters_over_every_seed(self):
        path = self.puzzle_file(2)
        done = self.sweep("--binary", f"A={BINARY}", "--binary", f"B={BINARY}", "--seeds", "0-1,5", path)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("seeds 0, 1, 5", done.stdout)
        rows = self.table_rows(done.stdout)
        a, b = rows[(path, "A")], rows[(path, "B")]
        self.assertEqual(a[2], "6")  # 2 puzzles x 3 seeds
        self.assertEqual(a[2:7], b[2:7])  # runs, timeouts, conflicts mean and median, guesses mean
        self.assertGreater(float(a[4].replace(",", "")), 0)  # these need conflicts
        self.assertIn(f"- {path}: B: conflicts 1.000, time ", done.stdout)

    def test_unreadable_seed_list_is_a_usage_error(self):
        done = self.sweep("--binary", BINARY, "--seeds", "3-1", self.puzzle_file(1))
        self.assertEqual(done.returncode, 2)
        self.assertIn("--seeds: empty range", done.stderr)
        done = self.sweep("--binary", BINARY, "--seeds", "x", self.puzzle_file(1))
        self.assertEqual(done.returncode, 2)
        self.assertIn("not a seed or range", done.stderr)

    def test_missing_binary_or_file_is_a_usage_error(self):
        done = self.sweep("--binary", "/nonexistent/sudoku-bench", self.puzzle_file(1))
        self.assertEqual(done.returncode, 2)
        self.assertIn("is not an executable", done.stderr)
        done = self.sweep("--binary", BINARY, "/nonexistent/puzzles.txt")
        self.assertEqual(done.returncode, 2)
        self.assertIn("no file", done.stderr)


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
