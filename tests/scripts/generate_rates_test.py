#!/usr/bin/env python3
"""scripts/experiments/generate_rates.py: the summary it reads, and a tiny real run's tables."""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path[:0] = [os.path.join(ROOT, "scripts"), os.path.join(ROOT, "scripts", "experiments")]
import generate_rates  # noqa: E402

BINARY = None  # the sudoku-bench binary, the first argument (tests/scripts/CMakeLists.txt)

SUMMARY = """generate: 1000 puzzles (9x9, minimal, seed 1) in 0.68 s on 2 threads: 1477.1 puzzles/s
  givens:  mean 24.4, min 21, median 24, max 28
  ratings: fl 9, cp 422, intersections 122, subsets 57, fish 1, guessing 389 (guesses median 2, max 19)
  work:    1000 complete grids, 81000 removals tried, 26238 searches for another solution (0 out of effort)
"""


class GenerateRatesTest(unittest.TestCase):
    def test_reads_every_figure_of_a_summary(self):
        s = generate_rates.parse_summary(SUMMARY)
        self.assertEqual((s["made"], s["seconds"], s["threads"], s["rate"]), (1000, 0.68, 2, 1477.1))
        self.assertEqual(s["givens"], (24.4, 21, 24, 28))
        self.assertEqual(s["ratings"], {"fl": 9, "cp": 422, "intersections": 122, "subsets": 57, "fish": 1,
                                        "guessing": 389})
        self.assertEqual(s["guesses"], (2, 19))

    def test_a_summary_without_guessing_puzzles_has_no_guesses(self):
        s = generate_rates.parse_summary(SUMMARY.replace(" (guesses median 2, max 19)", ""))
        self.assertIsNone(s["guesses"])
        self.assertEqual(s["ratings"]["guessing"], 389)

    def test_a_tiny_run_writes_both_tables(self):
        with tempfile.TemporaryDirectory() as scratch:
            out = os.path.join(scratch, "g.md")
            done = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "experiments", "generate_rates.py"),
                                   "--binary", BINARY, "--sizes", "4,6", "--scale", "0.001", "--rounds", "1",
                                   "--markdown", out], capture_output=True, text=True, timeout=60)
            self.assertEqual(done.returncode, 0, done.stderr)
            with open(out) as f:
                text = f.read()
        self.assertIn("| 4x4 | 2 |", text)
        self.assertIn("| 6x6 | 2 |", text)
        self.assertIn("### Ratings of the minimal puzzles", text)
        # Four runs per size: minimal and half, one thread and two.
        self.assertEqual(done.stderr.count("4x4 "), 4)

    def test_modes_leave_out_what_is_not_asked(self):
        done = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "experiments", "generate_rates.py"),
                               "--binary", BINARY, "--sizes", "4", "--scale", "0.001", "--rounds", "1",
                               "--modes", "half"], capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("| 4x4 | 2 | not run | not run |", done.stdout)
        self.assertNotIn("| 4x4 |", done.stdout.split("### Ratings")[1])  # no minimal run to rate

    def test_refuses_a_size_it_has_no_run_length_for(self):
        done = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "experiments", "generate_rates.py"),
                               "--binary", BINARY, "--sizes", "7"], capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("no run length known", done.stderr)


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
