#!/usr/bin/env python3
"""Tests of scripts/sat_compare.py and its CNF encodings (scripts/sudoku_cnf.py): the full and the
pruned encoding, models decoded and checked, CaDiCaL on pruned CNF, time limits and the per-puzzle
table (stand-in solvers where the real one would be slow or lucky), and a run against CaDiCaL and
the real binary.

    python3 tests/scripts/sat_compare_test.py SUDOKU_BENCH [SatCompareTest.test_name ...]
"""

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from benchkit import grids  # noqa: E402
import holes  # noqa: E402
import sat_compare  # noqa: E402
import sudoku_cnf  # noqa: E402

SAT_COMPARE = os.path.join(ROOT, "scripts", "sat_compare.py")
BINARY = None

# A 6x6 (blocks 3 wide, 2 high) and a puzzle made from it: every other cell blank.
SOLUTION_6 = "123456456123231564564231312645645312"
PUZZLE_6 = "".join(s if i % 2 == 0 else "." for i, s in enumerate(SOLUTION_6))


def assignment(encoding, grid):
    """Each variable's value (True/False) when the grid's digits are the true x(c,d)."""
    n, digits, _ = grids.parse_grid(grid)
    return {variable: digits[pair // n] == pair % n for pair, variable in zip(encoding.pairs, encoding.numbering)}


def satisfied(clause, values):
    return any(values[abs(lit)] == (lit > 0) for lit in clause)


class SatCompareTest(unittest.TestCase):
    def test_encoding_is_satisfied_by_the_solution_and_by_no_broken_grid(self):
        for seed in (0, 7):
            encoding = sudoku_cnf.FullEncoding(PUZZLE_6, seed)
            n, pairs = 6, 15
            givens = sum(s != "." for s in PUZZLE_6)
            # per cell and per (unit, digit): one clause "at least one" and 15 pairs "not both"
            clauses = list(encoding.clauses())
            self.assertEqual(len(clauses), 36 * (1 + pairs) + 3 * n * n * (1 + pairs) + givens)
            self.assertEqual(encoding.clause_count(), len(clauses))
            values = assignment(encoding, SOLUTION_6)
            self.assertTrue(all(satisfied(c, values) for c in clauses))
            # Two digits swapped within a row break a column or block; a changed given breaks its clause.
            swapped = SOLUTION_6[1] + SOLUTION_6[0] + SOLUTION_6[2:]
            values = assignment(encoding, swapped)
            self.assertFalse(all(satisfied(c, values) for c in clauses))

    def test_renumbering_is_a_permutation_that_the_grid_decodes(self):
        for encode, count in ((sudoku_cnf.FullEncoding, 6 ** 3), (sudoku_cnf.PrunedEncoding, None)):
            plain = encode(PUZZLE_6, 0)
            count = count or len(plain.pairs)
            self.assertEqual(plain.numbering, list(range(1, count + 1)))
            shuffled = encode(PUZZLE_6, 3)
            self.assertEqual(sorted(shuffled.numbering), plain.numbering)
            self.assertNotEqual(shuffled.numbering, plain.numbering)
            self.assertEqual(encode(PUZZLE_6, 3).numbering, shuffled.numbering)
            true_vars = {v for v, value in assignment(shuffled, SOLUTION_6).items() if value}
            self.assertEqual(shuffled.grid(true_vars), SOLUTION_6)
            self.assertEqual(shuffled.grid(set()), PUZZLE_6)  # an open cell without a digit is blank ...
            pair, second = next((p, v) for p, v in zip(shuffled.pairs, shuffled.numbering) if v not in true_vars)
            cell = pair // 6
            # ... and so is a cell with two digits
            self.assertEqual(shuffled.grid(true_vars | {second}), SOLUTION_6[:cell] + "." + SOLUTION_6[cell + 1:])
        self.assertTrue(sat_compare.is_solution(PUZZLE_6, SOLUTION_6))
        self.assertFalse(sat_compare.is_solution(PUZZLE_6, "2" + SOLUTION_6[1:]))
        self.assertEqual(grids.block_shape(12), (4, 3))

    def test_pruned_encoding_keeps_only_open_cells_digits_no_given_rules_out(self):
        twelve = grids.format_grid(holes.make_puzzle(12, 0.4, seed=2)[0], grids.INTS)
        for puzzle, solution in ((PUZZLE_6, SOLUTION_6), (twelve, None)):
            n, givens, _ = grids.parse_grid(puzzle)
            peers = {cell: set() for cell in range(n * n)}
            for unit in grids.units(n):
                for cell in unit:
                    peers[cell].update(unit)
            expected = {cell * n + d for cell in range(n * n) if givens[cell] is None for d in range(n)
                        if all(givens[p] != d for p in peers[cell])}
            encoding = sudoku_cnf.PrunedEncoding(puzzle, seed=5)
            self.assertEqual(sorted(encoding.pairs), sorted(expected))
            self.assertEqual(len(encoding.pairs), len(expected))
            clauses = list(encoding.clauses())
            self.assertEqual(encoding.clause_count(), len(clauses))
            self.assertLess(len(clauses), sudoku_cnf.FullEncoding(puzzle).clause_count() // 4)
            if solution:
                self.assertTrue(all(satisfied(c, assignment(encoding, solution)) for c in clauses))
                swapped = solution[0] + solution[3] + solution[2] + solution[1] + solution[4:]  # r1c2, r1c4: open
                self.assertFalse(all(satisfied(c, assignment(encoding, swapped)) for c in clauses))

    def test_pruned_encoding_of_a_puzzle_without_solution_has_the_empty_clause(self):
        clash = "11" + "." * 34  # one digit twice in the first row
        for puzzle in (clash, grids.format_grid([0, 0] + [None] * 34, grids.INTS)):
            encoding = sudoku_cnf.PrunedEncoding(puzzle)
            self.assertIn([], list(encoding.clauses()), puzzle)
            self.assertIn("0\n", list(encoding.dimacs_lines()))
        # r1c1 sees 1 to 4 in its row, 5 in its column and 6 in its block: no digit left.
        no_digit = ".2341." + ".6...." + "5....." + "." * 18
        self.assertIn([], list(sudoku_cnf.PrunedEncoding(no_digit).clauses()))
        self.assertNotIn([], list(sudoku_cnf.PrunedEncoding(PUZZLE_6).clauses()))

    def test_pruned_cnf_solved_by_cadical_is_a_solution(self):
        if shutil.which("cadical") is None:
            self.skipTest("no cadical on PATH")
        with tempfile.TemporaryDirectory() as tmp:
            for n, share, form in ((9, 0.3, grids.TEXT), (16, 0.5, grids.INTS),
                                   (25, 0.6, grids.TEXT), (12, 0.0, grids.INTS)):
                puzzle = grids.format_grid(holes.make_puzzle(n, share, seed=1)[0], form)
                for seed in (0, 2):
                    run = sat_compare.run_sat("cadical", sudoku_cnf.PrunedEncoding(puzzle, seed), 60, tmp)
                    self.assertEqual(run.status, "solved", (n, seed))
                    self.assertIsNone(grids.solution_problem(puzzle, run.grid), (n, seed))
                    self.assertEqual(grids.line_form(run.grid), form)
                    self.assertIsNotNone(run.solve_seconds)
            unsolvable = sat_compare.run_sat("cadical", sudoku_cnf.PrunedEncoding("11" + "." * 34), 60, tmp)
            self.assertEqual((unsolvable.status, unsolvable.grid), ("unsat", None))
            self.assertEqual(os.listdir(tmp), [])  # the CNF is removed after the run

    # ---- the command, with stand-ins for the SAT solver and the program ----

    def stand_in(self, tmp, name, body):
        path = os.path.join(tmp, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"#!{sys.executable}\nimport sys, time\n" + textwrap.dedent(body))
        os.chmod(path, 0o755)
        return path

    def test_sat_timeout_kills_the_solver_and_the_program_gets_the_same_limit(self):
        with tempfile.TemporaryDirectory() as tmp:
            puzzles = os.path.join(tmp, "p.txt")
            with open(puzzles, "w", encoding="utf-8") as f:
                f.write(PUZZLE_6 + "\n")
            sleeper = self.stand_in(tmp, "sleeper", "time.sleep(60)\n")
            args_file = os.path.join(tmp, "args.txt")
            program = self.stand_in(tmp, "program", f"""\
                open({args_file!r}, "w").write(" ".join(sys.argv[1:]))
                csv_path = next(a[6:] for a in sys.argv if a.startswith("--csv="))
                open(csv_path, "w").write("file,line,status,solve_us,conflicts,backtracks\\n"
                                          "p.txt,1,solved,1500,3,3\\n")
                """)
            start = time.monotonic()
            done = subprocess.run([sys.executable, SAT_COMPARE, "--sat", sleeper, "--binary", program, "--seeds", "0",
                                   "--sat-timeout", "1.5", "--per-puzzle", puzzles],
                                  capture_output=True, text=True, timeout=60)
            self.assertLess(time.monotonic() - start, 30)
            self.assertEqual(done.returncode, 0, done.stderr)
            with open(args_file, encoding="utf-8") as f:
                self.assertIn("--timeout=1.5", f.read().split())
        row = next(line for line in done.stdout.splitlines() if line.startswith("| p.txt | 1 |"))
        cells = [c.strip() for c in row.strip("|").split("|")]
        # file, line, seed, N, givens %, clauses, sudoku-bench ms, SAT s, SAT solve s, ratio
        self.assertEqual(cells[:5], ["p.txt", "1", "0", "6", "50.0"])
        self.assertEqual(cells[6:], ["1.5", "> 1.5 s", "", "< 0.001"])
        self.assertIn("| p.txt | sleeper | 1 | 1 |", done.stdout)
        self.assertIn("--timeout 1.5 --per-puzzle", done.stdout)

    def test_a_model_that_is_no_solution_fails_and_solving_time_is_read(self):
        with tempfile.TemporaryDirectory() as tmp:
            puzzles = os.path.join(tmp, "p.ints")
            with open(puzzles, "w", encoding="utf-8") as f:
                f.write(grids.format_grid(grids.parse_grid(PUZZLE_6).digits, grids.INTS) + "\n")
            # Every variable true: each open cell with several digits, decoded blank.
            everything = self.stand_in(tmp, "everything", """\
                header = open(sys.argv[1]).readline().split()
                print("s SATISFIABLE")
                print("v " + " ".join(str(v) for v in range(1, int(header[2]) + 1)) + " 0")
                print("c conflicts: 7")
                print("c         1.25  100.00% solve")
                """)
            done = subprocess.run([sys.executable, SAT_COMPARE, "--sat", everything, "--sat-only", "--seeds", "0",
                                   "--per-puzzle", puzzles], capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 1, done.stderr)
        self.assertIn("seed 0: the SAT model is not a solution", done.stdout)
        row = next(line for line in done.stdout.splitlines() if line.startswith("| p.ints | 1 |"))
        self.assertEqual([c.strip() for c in row.strip("|").split("|")][6:9][::2], ["", "1.25"])
        self.assertNotIn("| sudoku-bench |", done.stdout)

    def test_integer_lines_through_cadical_alone(self):
        if shutil.which("cadical") is None:
            self.skipTest("no cadical on PATH")
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "holes.ints")
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "holes.py"), "--size", "16", "--givens",
                            "0.5", "--seed", "3", "--count", "2", "--form", "ints", "-o", path], check=True, timeout=60)
            done = subprocess.run([sys.executable, SAT_COMPARE, "--sat-only", "--seeds", "0-1", "--per-puzzle", path],
                                  capture_output=True, text=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("| holes.ints | cadical | 4 | 0 |", done.stdout)
        self.assertEqual(sum(line.startswith("| holes.ints | ") and " | 16 | 50.0 | " in line
                             for line in done.stdout.splitlines()), 4)
        self.assertNotIn("Failures", done.stdout)

    def test_course_puzzles_compared_with_cadical(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "mixed.txt")
            with open(os.path.join(ROOT, "puzzles", "puzzles_6_variety_hard.txt"), encoding="utf-8") as f:
                lines = f.readlines()
            first_of_size = [next(line for line in lines if len(line.strip()) == n * n) for n in (4, 9, 16)]
            with open(path, "w", encoding="utf-8") as out:
                out.writelines(first_of_size)
            done = subprocess.run([sys.executable, SAT_COMPARE, "--binary", BINARY, "--seeds", "0-1", "--per-puzzle",
                                   path], capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stderr)
        rows = [line for line in done.stdout.splitlines() if line.startswith("| mixed.txt |")]
        self.assertEqual(len(rows), 2 + 6, done.stdout)
        for row in rows[:2]:
            cells = [c.strip() for c in row.strip("|").split("|")]
            self.assertEqual(cells[2:4], ["6", "0"])  # 3 puzzles x 2 seeds, none unsolved
        per_puzzle = [[c.strip() for c in row.strip("|").split("|")] for row in rows[2:]]
        self.assertEqual([(c[1], c[2], c[3]) for c in per_puzzle],
                         [(line, seed, n) for seed in "01" for line, n in (("1", "4"), ("2", "9"), ("3", "16"))])
        for c in per_puzzle:
            self.assertTrue(all(float(c[i].replace(",", "")) >= 0 for i in (4, 5, 6, 7, 9)), c)
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
