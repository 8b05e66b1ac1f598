#!/usr/bin/env python3
"""scripts/experiments/make_course_set.py: sets shaped like the course's files, made by the real binary."""
import math
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path[:0] = [os.path.join(ROOT, "scripts"), os.path.join(ROOT, "scripts", "experiments")]
import make_course_set  # noqa: E402

BINARY = None  # the sudoku-bench binary, the first argument (tests/scripts/CMakeLists.txt)


def make(kind, seed=1):
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "set.txt")
        done = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "experiments", "make_course_set.py"), kind,
                               "--seed", str(seed), "--out", out, "--binary", BINARY],
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise AssertionError(done.stderr)
        with open(out) as f:
            return f.read().splitlines()


class MakeCourseSetTest(unittest.TestCase):
    def test_standard_easy_is_sixty_9x9_at_the_courses_share_of_givens(self):
        lines = make("standard_easy")
        self.assertEqual(len(lines), 60)
        self.assertEqual({len(line) for line in lines}, {81})
        self.assertEqual({81 - line.count(".") for line in lines}, {45})  # 56% of 81
        self.assertEqual(len(set(lines)), 60)
        self.assertNotEqual(lines, make("standard_easy", seed=2))

    def test_variety_easy_has_every_size_of_the_course_file(self):
        sizes = [math.isqrt(len(line)) for line in make("variety_easy")]
        self.assertEqual(sorted(set(sizes)), make_course_set.VARIETY)
        self.assertEqual(sizes, sorted(sizes))  # grouped by size, smallest first

    def test_bigger_asks_each_size_for_its_own_share(self):
        self.assertIn("--givens=44%", make_course_set.generate_args("bigger", 25, 6, 1, None))
        self.assertIn("--givens=37%", make_course_set.generate_args("bigger", 16, 6, 1, None))
        hard = make_course_set.generate_args("standard_hard", 9, 60, 1, 2)
        self.assertFalse(any(a.startswith("--givens") for a in hard))  # minimal puzzles


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
