#!/usr/bin/env python3
"""scripts/experiments/portfolio_sweep.py: reading per-puzzle times out of --pretty output."""
import os
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path[:0] = [os.path.join(ROOT, "scripts"), os.path.join(ROOT, "scripts", "experiments")]
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

    def test_apart_too_adds_a_no_share_mode_and_the_modes_take_turns(self):
        calls = []

        def fake_run(binary, members, seed, timeout_s, files, extra=()):
            calls.append((seed, members, tuple(extra)))
            return [0.5 * members + (1.0 if extra else 0.0)], 0

        saved, portfolio_sweep.run = portfolio_sweep.run, fake_run
        try:
            with open(os.devnull, "w") as quiet:
                saved_out, sys.stdout = sys.stdout, quiet
                try:
                    portfolio_sweep.main(["--seeds", "0-2", "--apart-too", "x.txt"])
                finally:
                    sys.stdout = saved_out
        finally:
            portfolio_sweep.run = saved
        one, shared, apart = (1, ()), (2, ()), (2, ("--no-share",))
        self.assertEqual([c[1:] for c in calls],
                         [one, shared, apart, shared, apart, one, apart, one, shared])
        self.assertEqual([c[0] for c in calls], [0, 0, 0, 1, 1, 1, 2, 2, 2])


if __name__ == "__main__":
    unittest.main()
