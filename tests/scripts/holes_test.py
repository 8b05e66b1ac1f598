#!/usr/bin/env python3
"""Tests of scripts/holes.py, the generator of Sudoku with holes: valid full grids of every block
shape, givens a subset of them in the share asked, the same bytes for the same arguments, and the
refusals of sizes without blocks and shares outside [0, 1].

    python3 tests/scripts/holes_test.py [HolesTest.test_name ...]
"""

import os
import random
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from benchkit import grids  # noqa: E402
import holes  # noqa: E402

HOLES = os.path.join(ROOT, "scripts", "holes.py")


def run(*args, cwd=None):
    return subprocess.run([sys.executable, HOLES, *map(str, args)], capture_output=True, text=True, timeout=60,
                          cwd=cwd)


class HolesTest(unittest.TestCase):
    def test_full_grids_are_valid_and_the_givens_a_subset_in_the_share_asked(self):
        # Square blocks and rectangular ones (6: 3x2, 12: 4x3), up to sizes only integer lines hold.
        for n, share in ((4, 0.45), (6, 0.5), (12, 0.45), (36, 0.45), (49, 0.55), (64, 0.6), (100, 0.45),
                         (144, 0.5)):
            with self.subTest(n=n):
                puzzle, grid = holes.make_puzzle(n, share, seed=3)
                self.assertEqual(len(grid), n * n)
                givens = [cell for cell, d in enumerate(puzzle) if d is not None]
                self.assertEqual(len(givens), round(share * n * n))  # within half a cell of the share
                self.assertLessEqual(abs(len(givens) - share * n * n), 1)
                self.assertTrue(all(puzzle[cell] == grid[cell] for cell in givens))
                lines = [grids.format_grid(g, grids.INTS) for g in (puzzle, grid)]
                self.assertIsNone(grids.solution_problem(*lines))
                self.assertNotEqual(grid, holes.pattern_grid(n))  # shuffled

    def test_the_pattern_is_valid_before_any_shuffle(self):
        for n in (4, 6, 8, 9, 10, 12, 15, 16, 18, 20, 25, 35):
            blank = grids.format_grid([None] * (n * n), grids.INTS)
            solved = grids.format_grid(holes.pattern_grid(n), grids.INTS)
            self.assertIsNone(grids.solution_problem(blank, solved), n)

    def test_line_shuffles_move_whole_groups_and_lines_within_them(self):
        order = holes.shuffled_lines(12, 3, random.Random(5))
        self.assertEqual(sorted(order), list(range(12)))
        groups = [sorted(order[i:i + 3]) for i in range(0, 12, 3)]
        self.assertTrue(all(g == list(range(g[0], g[0] + 3)) and g[0] % 3 == 0 for g in groups), order)
        self.assertNotEqual(order, list(range(12)))

    def test_shares_zero_and_one(self):
        puzzle, grid = holes.make_puzzle(9, 0, seed=1)
        self.assertEqual(puzzle, [None] * 81)
        puzzle, grid = holes.make_puzzle(9, 1, seed=1)
        self.assertEqual(puzzle, grid)

    def test_same_arguments_write_the_same_bytes_and_seeds_differ(self):
        first, again, other = (run("--size", 16, "--givens", 0.45, "--seed", seed, "--count", 3)
                               for seed in (1, 1, 2))
        self.assertEqual(first.returncode, 0, first.stderr)
        self.assertEqual(first.stdout, again.stdout)
        self.assertEqual(len(first.stdout.splitlines()), 3)
        self.assertEqual(len(set(first.stdout.splitlines())), 3)  # each puzzle of a file its own
        self.assertTrue(set(first.stdout.splitlines()).isdisjoint(other.stdout.splitlines()))
        # Puzzle k does not depend on --count.
        fewer = run("--size", 16, "--givens", 0.45, "--seed", 1, "--count", 2)
        self.assertEqual(fewer.stdout, "".join(first.stdout.splitlines(keepends=True)[:2]))
        # Pinned bytes: a change to the draws (or to Python's seeding) shows here.
        self.assertEqual(run("--size", 6, "--givens", 0.5, "--seed", 7).stdout, PINNED_6x6_SEED_7)

    def test_forms_output_file_and_solutions_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            for n, form in ((35, grids.TEXT), (36, grids.INTS)):
                out, solutions = os.path.join(tmp, f"{n}.txt"), os.path.join(tmp, f"{n}.solutions")
                done = run("--size", n, "--givens", 0.5, "--seed", 4, "--count", 2, "-o", out, "--solutions", solutions)
                self.assertEqual((done.returncode, done.stdout), (0, ""), done.stderr)
                puzzles = grids.read_puzzles(out)
                with open(solutions, encoding="utf-8") as f:
                    answers = f.read().splitlines()
                self.assertEqual(len(puzzles), 2)
                for (_, puzzle), grid in zip(puzzles, answers):
                    self.assertEqual(grids.line_form(puzzle), form)
                    self.assertEqual(grids.grid_size(puzzle), n)
                    self.assertIsNone(grids.solution_problem(puzzle, grid))
            forced = run("--size", 9, "--givens", 0.5, "--seed", 4, "--form", "ints")
            self.assertEqual(grids.line_form(forced.stdout), grids.INTS)
            self.assertEqual(grids.grid_size(forced.stdout), 9)

    def test_refuses_sizes_without_blocks_and_shares_outside_zero_to_one(self):
        for args, message in (((7, 0.5), "N = 7 has no blocks"), ((13, 0.5), "N = 13 has no blocks"),
                              ((2, 0.5), "N = 2 has no blocks"), ((3, 0.5), "N = 3"),
                              ((9, 1.01), "not between 0 and 1"), ((9, -0.1), "not between 0 and 1"),
                              ((9, "nan"), "not between 0 and 1")):
            with self.subTest(args=args):
                done = run("--size", args[0], "--givens", args[1], "--seed", 1)
                self.assertEqual(done.returncode, 2)
                self.assertIn(message, done.stderr)
                self.assertEqual(done.stdout, "")
        for bad in (("--count", 0), ("--form", "text", "--size", 72)):
            done = run("--size", 9, "--givens", 0.5, "--seed", 1, *bad)
            self.assertEqual(done.returncode, 2, bad)
        with self.assertRaises(ValueError):
            holes.make_puzzle(11, 0.5, seed=1)
        with self.assertRaises(ValueError):
            holes.make_puzzle(9, 2, seed=1)


# holes.py --size 6 --givens 0.5 --seed 7: 18 givens of the grid 324156 615243 532614 461325 153462 246531.
PINNED_6x6_SEED_7 = "32...6..524..3.6144.1.2...34..2..53.\n"


if __name__ == "__main__":
    unittest.main()
