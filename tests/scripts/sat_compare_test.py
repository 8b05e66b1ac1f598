#!/usr/bin/env python3
"""Tests of scripts/sat_compare.py: its CNF encoding, and a run against CaDiCaL and the real binary.

    python3 tests/scripts/sat_compare_test.py SUDOKU_BENCH [SatCompareTest.test_name ...]
"""

import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import bench_common  # noqa: E402
import sat_compare  # noqa: E402

SAT_COMPARE = os.path.join(ROOT, "scripts", "sat_compare.py")
BINARY = None

# A 6x6 (blocks 3 wide, 2 high) and a puzzle made from it: every other cell blank.
SOLUTION_6 = "123456456123231564564231312645645312"
PUZZLE_6 = "".join(s if i % 2 == 0 else "." for i, s in enumerate(SOLUTION_6))


def assignment(encoding, grid):
    """Each variable's value (True/False) when the grid's digits are the true x(c,d)."""
    n = encoding.n
    values = {}
    for cell, symbol in enumerate(grid):
        for digit in range(n):
            values[encoding.numbering[cell * n + digit]] = bench_common.digit(symbol, n) == digit
    return values


def satisfied(clause, values):
    return any(values[abs(lit)] == (lit > 0) for lit in clause)


class SatCompareTest(unittest.TestCase):
    def test_encoding_is_satisfied_by_the_solution_and_by_no_broken_grid(self):
        for seed in (0, 7):
            encoding = sat_compare.Encoding(PUZZLE_6, seed)
            n, pairs = 6, 15
            givens = sum(s != "." for s in PUZZLE_6)
            # per cell and per (unit, digit): one clause "at least one" and 15 pairs "not both"
            self.assertEqual(len(encoding.clauses), 36 * (1 + pairs) + 3 * n * n * (1 + pairs) + givens)
            values = assignment(encoding, SOLUTION_6)
            self.assertTrue(all(satisfied(c, values) for c in encoding.clauses))
            # Two digits swapped within a row break a column or block; a changed given breaks its clause.
            swapped = SOLUTION_6[1] + SOLUTION_6[0] + SOLUTION_6[2:]
            values = assignment(encoding, swapped)
            self.assertFalse(all(satisfied(c, values) for c in encoding.clauses))

    def test_renumbering_is_a_permutation_that_the_grid_decodes(self):
        plain = sat_compare.Encoding(PUZZLE_6, 0)
        self.assertEqual(plain.numbering, list(range(1, 6 ** 3 + 1)))
        shuffled = sat_compare.Encoding(PUZZLE_6, 3)
        self.assertEqual(sorted(shuffled.numbering), plain.numbering)
        self.assertNotEqual(shuffled.numbering, plain.numbering)
        self.assertEqual(sat_compare.Encoding(PUZZLE_6, 3).numbering, shuffled.numbering)
        true_vars = {v for v, value in assignment(shuffled, SOLUTION_6).items() if value}
        self.assertEqual(shuffled.grid(true_vars), SOLUTION_6)
        self.assertTrue(sat_compare.is_solution(PUZZLE_6, SOLUTION_6))
        self.assertFalse(sat_compare.is_solution(PUZZLE_6, "2" + SOLUTION_6[1:]))
        self.assertEqual(sat_compare.block_shape(12), (4, 3))

    def test_course_puzzles_compared_with_cadical(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "mixed.txt")
            with open(os.path.join(ROOT, "puzzles", "puzzles_6_variety_hard.txt"), encoding="utf-8") as f:
                lines = f.readlines()
            first_of_size = [next(line for line in lines if len(line.strip()) == n * n) for n in (4, 9, 16)]
            with open(path, "w", encoding="utf-8") as out:
                out.writelines(first_of_size)
            done = subprocess.run([sys.executable, SAT_COMPARE, "--binary", BINARY, "--seeds", "0-1", path],
                                  capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stderr)
        rows = [line for line in done.stdout.splitlines() if line.startswith("| mixed.txt |")]
        self.assertEqual(len(rows), 2, done.stdout)
        for row in rows:
            cells = [c.strip() for c in row.strip("|").split("|")]
            self.assertEqual(cells[2:4], ["6", "0"])  # 3 puzzles x 2 seeds, none unsolved
        self.assertIn("sudoku-bench's mean conflicts against cadical's", done.stdout)
        self.assertNotIn("Failures", done.stdout)

    def test_missing_solver_or_file_is_a_usage_error(self):
        done = subprocess.run([sys.executable, SAT_COMPARE, "--sat", "no-such-solver", "--binary", BINARY,
                               os.path.join(ROOT, "puzzles", "puzzles_1_standard_easy.txt")],
                              capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("no SAT solver 'no-such-solver'", done.stderr)
        done = subprocess.run([sys.executable, SAT_COMPARE, "--binary", BINARY, "/nonexistent/puzzles.txt"],
                              capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
