#!/usr/bin/env python3
"""scripts/portfolio_sweep.py: reading per-puzzle times out of --pretty output."""
import os
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import portfolio_sweep  # noqa: E402

PRETTY = """p.txt:1  24x24, blocks 6x4 (wide x high), 300 givens
(grid)
solution: 12 recursions, 11 guesses, 83.500 ms, by member 1 of a portfolio of 2
(grid)
symbol counts: ...

p.txt:2  9x9, blocks 3x3 (wide x high), 30 givens
(grid)
solution: 1 recursion, 0 guesses, 0.020 ms
(grid)

p.txt:3  25x25, blocks 5x5 (wide x high), 300 givens
(grid)
timed out before a solution was found

"""


class PortfolioSweepTest(unittest.TestCase):
    def test_times_of_each_puzzle_a_timeout_at_the_limit_and_helper_wins(self):
        times, wins = portfolio_sweep.puzzle_times(PRETTY, 30.0)
        self.assertEqual(times, [0.0835, 0.00002, 30.0])
        self.assertEqual(wins, 1)


if __name__ == "__main__":
    unittest.main()
