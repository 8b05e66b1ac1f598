#!/usr/bin/env python3
"""scripts/experiments/mpi_throughput.py without MPI: its workloads and the summary line it reads."""
import os
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path[:0] = [os.path.join(ROOT, "scripts"), os.path.join(ROOT, "scripts", "experiments")]
from benchkit import grids  # noqa: E402
import mpi_throughput  # noqa: E402

BINARY = None  # the sudoku-bench binary, the first argument (tests/scripts/CMakeLists.txt)


class MpiThroughputTest(unittest.TestCase):
    def test_reads_the_wall_time_and_rate_of_either_summary(self):
        one = "wall time 0.587 s on 2 threads: 34071 puzzles per wall-clock second; solve times add up"
        mpi = "wall time 0.596 s on 2 MPI ranks x 1 thread: 33557 puzzles per wall-clock second; solve"
        self.assertEqual(mpi_throughput.RATE.search(one).groups(), ("0.587", "34071"))
        self.assertEqual(mpi_throughput.RATE.search(mpi).groups(), ("0.596", "33557"))

    def test_trivial_grids_are_solved_grids_with_one_blank_each(self):
        with tempfile.TemporaryDirectory() as scratch:
            path = mpi_throughput.trivial_grids(BINARY, 130, scratch)
            with open(path) as f:
                lines = f.read().split()
        self.assertEqual(len(lines), 130)
        self.assertEqual(len(set(lines)), 130)  # the blank moves on after each pass over the grids
        for line in lines:
            self.assertEqual(len(line), 81)
            self.assertEqual(line.count("."), 1)
            # A solved 9x9 grid sums to 9 * 45: the blank's digit is what is missing.
            answer = line.replace(".", str(405 - sum(int(c) for c in line if c != ".")))
            self.assertTrue(grids.is_solution(line, answer), line)


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
