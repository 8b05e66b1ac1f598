#!/usr/bin/env python3
"""Tests of scripts/regression_check.sh with a stand-in harness and a scratch baseline, so the real
results/course_all.csv is never read or written (standard library only).

    python3 tests/scripts/regression_check_test.py [-v] [RegressionCheckTest.test_name ...]
"""

import csv
import hashlib
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SCRIPT = os.path.join(ROOT, "scripts", "regression_check.sh")
REAL_BASELINE = os.path.join(ROOT, "results", "course_all.csv")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from benchkit.schema import read_csv  # noqa: E402

# The harness's columns, as the baseline the check compares with (a real run, held to
# `sudoku-bench --list-columns` by benchkit_test.py) has them.
HEADER = read_csv(REAL_BASELINE).columns


def rows(guesses=3, status="solved"):
    """Two course files of five puzzles each, all alike; change single rows afterwards."""
    return [{"file": f"puzzles/{name}", "line": str(n), "size": "9", "block": "3x3", "givens": "24",
             "techniques": "all", "status": status, "solve_us": "50.0", "recursions": "3",
             "guesses": str(guesses), "backtracks": "1", "placements": "57", "eliminations": "300",
             "elim_fl": "250", "elim_cp": "50", "elim_subsets": "0", "elim_intersections": "0",
             "elim_fish": "0", "search": "bitboard"}
            for name in ("puzzles_1_standard_easy.txt", "puzzles_5_standard_hard.txt") for n in range(1, 6)]


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class RegressionCheckTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.baseline = os.path.join(self.dir.name, "baseline.csv")
        self.run_csv = os.path.join(self.dir.name, "run.csv")
        # The stand-in harness prints run.csv whatever it is asked, as `sudoku-bench --csv=-` would.
        self.harness = os.path.join(self.dir.name, "fake-sudoku-bench")
        with open(self.harness, "w", encoding="utf-8") as f:
            f.write(f"#!/bin/sh\ncat '{self.run_csv}'\n")
        os.chmod(self.harness, 0o755)
        self.real_digest = digest(REAL_BASELINE)
        self.write(self.baseline, rows(), preamble=["# git_sha=abc1234"])

    def tearDown(self):
        self.assertEqual(digest(REAL_BASELINE), self.real_digest, "the real baseline was touched")

    def write(self, path, data, preamble=()):
        with open(path, "w", newline="", encoding="utf-8") as f:
            for line in preamble:
                f.write(line + "\n")
            writer = csv.DictWriter(f, fieldnames=HEADER)
            writer.writeheader()
            writer.writerows(data)

    def check(self, new_rows, *options):
        self.write(self.run_csv, new_rows)
        run = subprocess.run(["bash", SCRIPT, *options, "--baseline", self.baseline, self.harness],
                             capture_output=True, text=True, timeout=60)
        return run.returncode, run.stdout + run.stderr

    def stand_in(self, script):
        with open(self.harness, "w", encoding="utf-8") as f:
            f.write("#!/bin/sh\n" + script + "\n")

    def test_a_hanging_harness_fails_at_the_time_limit(self):
        # Half the rows, then no end: a search that no longer stops.
        self.write(self.run_csv, rows()[:5])
        self.stand_in(f"cat '{self.run_csv}'; exec sleep 600")
        code, out = self.check(rows()[:5], "--time-limit", "1")
        self.assertEqual(code, 1, out)
        self.assertIn("took over 1 s", out)
        self.assertIn("rows finished: 6", out)

    def test_a_failing_harness_fails_even_with_equal_rows(self):
        self.stand_in(f"cat '{self.run_csv}'; exit 3")
        code, out = self.check(rows())
        self.assertEqual(code, 1, out)
        self.assertIn("exited with status 3", out)

    def test_unchanged_counters_pass(self):
        code, out = self.check(rows())
        self.assertEqual(code, 0, out)
        self.assertIn("no regression: every deterministic counter and status as in the baseline", out)

    def test_counter_down_fails_naming_the_puzzle(self):
        new = rows()
        new[7]["guesses"] = "0"
        code, out = self.check(new)
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt:3 [all, bitboard]  guesses 3 -> 0", out)
        self.assertIn("puzzles_5_standard_hard.txt / all / bitboard: 1 of 5 puzzles changed; "
                      "guesses 15 -> 12 (-20.0%, 1 puzzle(s))", out)

    def test_counter_up_fails(self):
        new = rows()
        new[0]["backtracks"] = "2"
        code, out = self.check(new)
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_1_standard_easy.txt:1 [all, bitboard]  backtracks 1 -> 2", out)

    def test_status_change_fails(self):
        new = rows()
        new[4]["status"] = "unsolvable"
        code, out = self.check(new)
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_1_standard_easy.txt:5 [all, bitboard]  status solved -> unsolvable", out)

    def test_accept_rewrites_the_baseline_and_prints_the_changes(self):
        new = rows()
        new[7]["guesses"] = "2"
        code, out = self.check(new, "--accept")
        self.assertEqual(code, 0, out)
        self.assertIn("puzzles_5_standard_hard.txt:3 [all, bitboard]  guesses 3 -> 2", out)
        self.assertIn(f"baseline rewritten: {self.baseline}", out)
        with open(self.baseline, encoding="utf-8") as f:
            text = f.read()
        self.assertTrue(text.startswith("# git_sha="), text[:200])  # provenance lines first
        code, out = self.check(new)  # the accepted run is now the reference
        self.assertEqual(code, 0, out)

    def test_provenance_is_what_was_run_and_what_the_rows_say(self):
        # The stand-in keeps its arguments; its rows name a search other than today's default.
        arguments = os.path.join(self.dir.name, "arguments")
        self.stand_in(f"echo \"$*\" >> '{arguments}'; cat '{self.run_csv}'")
        new = rows()
        for row in new:
            row["search"] = "learn"
        code, out = self.check(new, "--accept")
        self.assertEqual(code, 0, out)
        with open(arguments, encoding="utf-8") as f:
            given = f.readline().strip()
        with open(self.baseline, encoding="utf-8") as f:
            provenance = [line.strip() for line in f if line.startswith("#")]
        self.assertIn(f"# command=fake-sudoku-bench {given}", provenance)
        self.assertIn("--csv=-", given)
        self.assertIn("# techniques=all search=learn (the program's defaults)", provenance)
        self.assertTrue(any(line.startswith("# build=unknown ") for line in provenance), provenance)

    def test_update_is_an_alias_of_accept(self):
        new = rows(guesses=1)
        code, out = self.check(new, "--update")
        self.assertEqual(code, 0, out)
        self.assertEqual(self.check(new)[0], 0)

    def test_help_says_an_improvement_is_committed_with_its_change(self):
        run = subprocess.run(["bash", SCRIPT, "--help"], capture_output=True, text=True, timeout=60)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("--accept", run.stdout)
        self.assertIn("improvement or not, is committed together with the", run.stdout)

    def test_unknown_option_or_missing_harness_is_a_usage_error(self):
        code, out = self.check(rows(), "--bogus")
        self.assertEqual(code, 2, out)
        run = subprocess.run(["bash", SCRIPT, "--baseline", self.baseline, os.path.join(self.dir.name, "none")],
                             capture_output=True, text=True, timeout=60)
        self.assertEqual(run.returncode, 2, run.stdout + run.stderr)
        self.assertIn("no harness", run.stderr)


if __name__ == "__main__":
    unittest.main()
