#!/usr/bin/env python3
"""Tests of scripts/benchkit/, the package the scripts share: CSV reading by the header's columns,
running the harness (a stand-in), statistics, grid geometry, the solution check, the commit, the
number formats and tables, seeds and output.

    python3 tests/scripts/benchkit_test.py [BINARY] [BenchkitTest.test_name ...]

BINARY (default build/sudoku-bench) is asked for its CSV columns (--list-columns); without it the
cases that need them are skipped.
"""

import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from benchkit import DEFAULT_BINARY, cli, grids, provenance, runner, schema, stats, tables  # noqa: E402

BINARY = DEFAULT_BINARY

# A 6x6 (blocks 3 wide, 2 high), a 9x9 and a 12x12 (blocks 4 wide, 3 high) solution.
SOLUTION_6 = "123456456123231564564231312645645312"
SOLUTION_9 = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


def latin_digits(n):
    """A solution of the N x N grid by the pattern (r * w + r // h + c) mod N (blocks w x h)."""
    width, height = grids.block_shape(n)
    return [(r * width + r // height + c) % n for r in range(n) for c in range(n)]


def latin_solution(n):
    return "".join(grids.symbol(d) for d in latin_digits(n))


def integer_line(digits, separator=" "):
    """An integer line written here, apart from benchkit: 0 for a blank (None), else digit + 1."""
    return separator.join("0" if d is None else str(d + 1) for d in digits)


class BenchkitTest(unittest.TestCase):
    def scratch(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        return tmp.name

    # ---- the CSV ----

    def test_csv_columns_by_name_with_provenance_lines(self):
        text = ["# git_sha=abc123\n", "# search=backtrack\n", "# a note without a value\n",
                "file,line,status,solve_us\n", "a.txt,1,solved,2.5\n", "# command=x --y=z\n",
                "a.txt,2,timeout,2000000\n"]
        table = schema.parse_csv(text, required=("file", "status"))
        self.assertEqual(table.columns, ["file", "line", "status", "solve_us"])
        self.assertEqual([row["status"] for row in table.rows], ["solved", "timeout"])
        self.assertEqual(table.rows[0]["solve_us"], "2.5")
        self.assertEqual(table.provenance, {"git_sha": "abc123", "search": "backtrack", "command": "x --y=z"})
        with self.assertRaises(schema.CsvError) as caught:
            schema.parse_csv(text, required=("file", "guesses", "search"), source="run.csv")
        self.assertEqual(str(caught.exception), "run.csv: not a sudoku-bench CSV (missing column guesses, search)")

    def listed_columns(self):
        """The binary's --list-columns, read by schema.columns (the test is skipped without a binary)."""
        if not os.access(BINARY, os.X_OK):
            self.skipTest(f"no binary at {BINARY}: build sudoku-bench or pass its path")
        return schema.columns(BINARY)

    def test_read_csv_reads_a_committed_run_whose_header_is_the_programs(self):
        plain = self.listed_columns().plain
        table = schema.read_csv(os.path.join(ROOT, "results", "course_all.csv"), required=plain)
        self.assertEqual(tuple(table.columns), plain)
        self.assertIn("git_sha", table.provenance)
        self.assertGreater(len(table.rows), 300)
        with self.assertRaises(OSError):
            schema.read_csv(os.path.join(self.scratch(), "absent.csv"))

    def test_columns_come_from_the_header_a_new_or_unknown_one_included(self):
        text = ["file,solver,line,mystery,status\n", "a.txt,native,1,x,solved\n", "a.txt,other,1,,solved\n",
                "a.txt,,2,y,timeout\n"]
        table = schema.parse_csv(text, required=("file", "line", "status"))
        self.assertEqual(table.columns, ["file", "solver", "line", "mystery", "status"])
        self.assertEqual([row["mystery"] for row in table.rows], ["x", "", "y"])
        self.assertEqual([schema.solver_of(row) for row in table.rows], ["native", "other", "native"])
        older = schema.parse_csv(["file,line,status\n", "a.txt,1,solved\n"])
        self.assertEqual(older.columns, ["file", "line", "status"])
        self.assertEqual(schema.solver_of(older.rows[0]), schema.DEFAULT_SOLVER)

    def test_conflicts_come_from_their_column_or_an_older_csvs_backtracks(self):
        self.assertEqual(schema.conflicts_of({"conflicts": "7", "backtracks": "9"}), 7)
        self.assertEqual(schema.conflicts_of({"conflicts": "0", "backtracks": "9"}), 0)
        self.assertEqual(schema.conflicts_of({"backtracks": "9"}), 9)

    def test_columns_are_asked_of_the_program_and_split_by_the_option_that_adds_them(self):
        listed = self.listed_columns()
        self.assertEqual(listed.plain[:3], ("file", "line", "size"))
        self.assertEqual((listed.counted, listed.rated), (("solutions",), ("rating", "rating_guesses")))
        # --count and --rate add their columns after the plain ones, as a run with both writes them.
        scratch = self.scratch()
        puzzle = os.path.join(scratch, "one.txt")
        with open(puzzle, "w", encoding="utf-8") as f:
            f.write(SOLUTION_9[:-1] + ".\n")
        csv_path = os.path.join(scratch, "run.csv")
        subprocess.run([BINARY, "--count", "--rate", "--threads=1", "--no-progress", f"--csv={csv_path}", puzzle],
                       capture_output=True, timeout=60, check=True)
        self.assertEqual(tuple(schema.read_csv(csv_path).columns), listed.plain + listed.counted + listed.rated)

    def test_column_list_is_read_line_by_line_and_a_missing_binary_is_a_csv_error(self):
        text = ("file        the puzzle file\n  (a wrapped meaning)\nline        its line\n"
                "solutions   --count=LIMIT: solutions found\nrating      --rate: the rung\n")
        self.assertEqual(schema.parse_column_list(text), (("file", "line"), ("solutions",), ("rating",)))
        with self.assertRaises(schema.CsvError) as caught:
            schema.columns(os.path.join(self.scratch(), "no-such-binary"))
        self.assertIn("cannot ask", str(caught.exception))
        self.assertEqual(schema.find_binary("x"), "x")

    def stand_in(self, body):
        """An executable stand-in for the harness: writes a CSV to --csv=PATH, then runs `body`."""
        path = os.path.join(self.scratch(), "fake-bench")
        with open(path, "w", encoding="utf-8") as f:
            f.write(textwrap.dedent(f"""\
                #!{sys.executable}
                import sys
                args = sys.argv[1:]
                csv_path = next((a[6:] for a in args if a.startswith("--csv=")), None)
                """) + textwrap.dedent(body))
        os.chmod(path, 0o755)
        return path

    def test_run_harness_returns_rows_and_removes_its_csv(self):
        binary = self.stand_in("""\
            with open(csv_path, "w") as out:
                out.write("# provenance=1\\nfile,line,status,options\\n")
                out.write("x.txt,1,solved," + " ".join(a for a in args if a != "x.txt") + "\\n")
            sys.exit(1)
            """)
        scratch = self.scratch()
        rows = runner.run_harness(binary, ["--threads=1", "--seed=3"], ["x.txt"], scratch, accept=(0, 1))
        self.assertEqual(len(rows), 1)
        self.assertEqual(rows[0]["options"],
                         f"--threads=1 --seed=3 --csv={os.path.join(scratch, 'run.csv')} --no-progress")
        self.assertEqual(os.listdir(scratch), [])

    def test_run_harness_fails_without_a_csv_or_on_an_unaccepted_status(self):
        silent = self.stand_in("""\
            sys.stderr.write("no such option\\n")
            sys.exit(2)
            """)
        with self.assertRaises(runner.RunError) as caught:
            runner.run_harness(silent, ["--bogus"], ["x.txt"], self.scratch())
        self.assertEqual(caught.exception.returncode, 2)
        self.assertIn("no such option", str(caught.exception))
        self.assertIn("--bogus", str(caught.exception))
        crashing = self.stand_in("""\
            open(csv_path, "w").write("file,line\\n")
            sys.exit(3)
            """)
        self.assertEqual(runner.run_harness(crashing, [], ["x.txt"], self.scratch()), [])
        with self.assertRaises(runner.RunError):
            runner.run_harness(crashing, [], ["x.txt"], self.scratch(), accept=(0, 1))

    # ---- statistics ----

    def test_percentile_is_nearest_rank(self):
        values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
        self.assertEqual(stats.percentile(values, 0.9), 9)
        self.assertEqual(stats.percentile(values, 0.99), 10)
        self.assertEqual(stats.percentile(values, 0.0), 1)
        self.assertEqual(stats.percentile(values, 0.1), 1)
        self.assertEqual(stats.percentile(values, 0.11), 2)
        self.assertEqual(stats.percentile([7.5], 0.5), 7.5)
        self.assertEqual(values, [5, 1, 4, 2, 3, 10, 9, 8, 7, 6])  # the input is left as it was

    def test_lower_and_interpolated_medians(self):
        self.assertEqual(stats.lower_median([3, 1, 2]), 2)
        self.assertEqual(stats.lower_median([4, 1, 3, 2]), 2)
        self.assertEqual(stats.median([3, 1, 2]), 2)
        self.assertEqual(stats.median([4, 1, 3, 2]), 2.5)
        for values in ([1.5], [2, 9], [5, 5, 1, 8, 13, 2], list(range(101))):
            self.assertEqual(stats.median(values), statistics.median(values))
            self.assertIn(stats.lower_median(values), values)
            self.assertLessEqual(stats.lower_median(values), stats.median(values))
        rows = [{"run": "a", "us": 30.0}, {"run": "b", "us": 10.0}, {"run": "c", "us": 20.0},
                {"run": "d", "us": 40.0}]
        self.assertEqual(stats.lower_median_item(rows, key=lambda r: r["us"])["run"], "c")
        self.assertEqual(stats.lower_median_item(rows[:3], key=lambda r: r["us"])["run"], "c")

    def test_slower_files_are_only_those_ab_called_slower(self):
        document = {"files": [{"file": "a.txt", "verdict": "slower"}, {"file": "b.txt", "verdict": "faster"},
                              {"file": "c.txt", "verdict": "same"}, {"file": "d.txt", "verdict": "not compared"},
                              {"file": "e.txt"}, {"file": "f.txt", "verdict": "slower"}]}
        self.assertEqual(stats.slower_files(document), {"a.txt", "f.txt"})
        self.assertEqual(stats.slower_files({"files": []}), set())

    # ---- grid geometry ----

    def test_block_shapes_follow_the_readme(self):
        expected = {4: (2, 2), 6: (3, 2), 8: (4, 2), 9: (3, 3), 10: (5, 2), 12: (4, 3), 15: (5, 3),
                    16: (4, 4), 18: (6, 3), 24: (6, 4), 25: (5, 5), 35: (7, 5), 64: (8, 8)}
        for n, shape in expected.items():
            self.assertEqual(grids.block_shape(n), shape, n)
        for prime in (5, 7, 11, 13, 17):
            self.assertIsNone(grids.block_shape(prime), prime)

    def test_grid_size_of_a_puzzle_line(self):
        self.assertEqual(grids.grid_size("." * 81), 9)
        self.assertEqual(grids.grid_size(" " + "." * 256 + "\r\n"), 16)
        self.assertIsNone(grids.grid_size("." * 80))
        self.assertIsNone(grids.grid_size(""))

    def test_units_cover_every_cell_once_per_kind(self):
        for n in (4, 6, 9, 12, 15, 16, 25):
            found = grids.units(n)
            self.assertEqual(len(found), 3 * n)
            for kind in range(3):
                cells = sorted(cell for unit in found[kind * n:(kind + 1) * n] for cell in unit)
                self.assertEqual(cells, list(range(n * n)), (n, kind))
        width, height = grids.block_shape(12)
        first_block = grids.units(12)[24]
        self.assertEqual(first_block, [r * 12 + c for r in range(height) for c in range(width)])
        with self.assertRaises(ValueError):
            grids.units(7)

    def test_symbols_and_digits(self):
        self.assertEqual(grids.symbols(9), "123456789")
        self.assertEqual(grids.symbols(16), "123456789ABCDEFG")
        self.assertEqual(grids.symbols(36)[-2:], "Z[")  # past 'Z' in ASCII order
        self.assertEqual(grids.digit("1", 9), 0)
        self.assertEqual(grids.digit("G", 16), 15)
        self.assertIsNone(grids.digit(".", 16))
        self.assertIsNone(grids.digit("0", 9))  # '0' is a blank up to 9x9 ...
        for bad, n in (("0", 16), ("G", 9), ("A", 9), (":", 16), ("g", 16)):  # ... and nothing above
            with self.assertRaises(ValueError, msg=(bad, n)):
                grids.digit(bad, n)
        for d in range(64):
            self.assertEqual(grids.digit(grids.symbol(d), 64), d)

    def test_solution_check(self):
        puzzle_6 = "".join(s if i % 2 == 0 else "." for i, s in enumerate(SOLUTION_6))
        self.assertIsNone(grids.solution_problem(puzzle_6, SOLUTION_6))
        puzzle_9 = "".join(s if i % 3 == 0 else "0" for i, s in enumerate(SOLUTION_9))
        self.assertTrue(grids.is_solution(puzzle_9, SOLUTION_9))
        for n in (12, 15, 16, 25, 36):
            solution = latin_solution(n)
            self.assertTrue(grids.is_solution("." * (n * n), solution), n)
        # A swap inside a row keeps the row but breaks a column; a changed given; a short answer.
        swapped = SOLUTION_6[1] + SOLUTION_6[0] + SOLUTION_6[2:]
        self.assertIn("does not hold every symbol once", grids.solution_problem("." * 36, swapped))
        self.assertIn("given 1 at r1c1 changed to 2", grids.solution_problem(puzzle_6, swapped))
        self.assertIn("characters", grids.solution_problem(puzzle_6, SOLUTION_6[:-1]))
        # Rows and columns right, blocks wrong: the 6x6 rows shifted by one, not by the block width.
        shifted = "".join(grids.symbol((r + c) % 6) for r in range(6) for c in range(6))
        self.assertIn("does not hold every symbol once", grids.solution_problem("." * 36, shifted))
        self.assertIsNotNone(grids.solution_problem("." * 49, "1" * 49))  # 7x7: no blocks

    def test_a_separator_between_tokens_makes_an_integer_line(self):
        ints, text = grids.INTS, grids.TEXT
        self.assertEqual(grids.line_form("1 2 3 4"), ints)
        self.assertEqual(grids.line_form("1\t2\t3\t4"), ints)
        self.assertEqual(grids.line_form("1,2,3,4"), ints)
        self.assertEqual(grids.line_form(" 1234.\r\n"), text)  # surrounding white space is no separator
        self.assertEqual(grids.cells("12, 3 ,\t4 0"), ["12", "3", "4", "0"])  # a run is one separator
        self.assertEqual(grids.cells(" 12.4 "), ["1", "2", ".", "4"])
        self.assertEqual(grids.grid_size(integer_line(range(16))), 4)
        self.assertEqual(grids.grid_size(integer_line([None] * 10000, ",")), 100)
        self.assertIsNone(grids.grid_size(integer_line(range(15))))

    def test_integer_cells_are_values_one_to_n_and_zero_or_dot_blank(self):
        ints = grids.INTS
        self.assertEqual(grids.digit("1", 16, ints), 0)
        self.assertEqual(grids.digit("16", 16, ints), 15)
        self.assertEqual(grids.digit("400", 400, ints), 399)
        for blank in ("0", "00", "."):
            self.assertIsNone(grids.digit(blank, 16, ints), blank)
        for bad in ("17", "-1", "G", "1.5", "+3", ""):
            with self.assertRaises(ValueError, msg=bad):
                grids.digit(bad, 16, ints)
        with self.assertRaises(ValueError):
            grids.digit("0", 16)  # the text form stays the default, and there '0' is no 16x16 symbol

    def test_parse_grid_reads_either_form_and_format_grid_writes_it_back(self):
        digits = [d if i % 3 else None for i, d in enumerate(latin_digits(12))]
        for line, form in ((integer_line(digits), grids.INTS),
                           ("".join("." if d is None else grids.symbol(d) for d in digits), grids.TEXT)):
            self.assertEqual(grids.parse_grid(line), (12, digits, form))
            self.assertEqual(grids.format_grid(digits, form), line)
        self.assertEqual(grids.parse_grid(" 1,0\t.  3,0 0 4 2 3 4 1 2 4 . 2 0 \n").digits,
                         [0, None, None, 2, None, None, 3, 1, 2, 3, 0, 1, 3, None, 1, None])
        big = latin_digits(100)
        self.assertEqual(grids.parse_grid(integer_line(big)).digits, big)
        for bad in ("1 2 3", integer_line(range(16)).replace("16", "17"), "1 2 3 x" + " 1" * 12, "." * 80):
            with self.assertRaises(ValueError, msg=bad):
                grids.parse_grid(bad)
        with self.assertRaises(ValueError):
            grids.format_grid([0] * (72 * 72), grids.TEXT)  # no symbols past '~'
        self.assertEqual(len(grids.format_grid([70] * (71 * 71), grids.TEXT)), 71 * 71)
        with self.assertRaises(ValueError):
            grids.format_grid([0] * 16, "json")

    def test_solution_check_on_integer_lines(self):
        for n in (6, 12, 100):
            solution = latin_digits(n)
            puzzle = [d if i % 2 else None for i, d in enumerate(solution)]
            self.assertIsNone(grids.solution_problem(integer_line(puzzle), integer_line(solution)), n)
            self.assertTrue(grids.is_solution(integer_line(puzzle, ","), integer_line(solution, "\t")), n)
        puzzle = integer_line([d if i % 2 == 0 else None for i, d in enumerate(latin_digits(6))])
        problem = lambda answer: grids.solution_problem(puzzle, answer)
        swapped = latin_digits(6)
        swapped[0], swapped[1] = swapped[1], swapped[0]
        self.assertIn("given 1 at r1c1 changed to 2", problem(integer_line(swapped)))
        self.assertIn("does not hold every symbol once", grids.solution_problem(
            integer_line([None] * 36), integer_line(swapped)))
        self.assertIn("r1c2 blank", problem(integer_line([0, None] + latin_digits(6)[2:])))
        self.assertIn("has 35 integers", problem(integer_line(latin_digits(6)[:-1])))
        self.assertIn("keeps its puzzle's form", problem(latin_solution(6)))
        self.assertIn("keeps its puzzle's form", grids.solution_problem("." * 36, integer_line(latin_digits(6))))
        self.assertIn("empty", problem(""))
        self.assertIn("not a value of 6x6", problem(integer_line(latin_digits(6)).replace("6", "7")))
        self.assertIn("prime N", grids.solution_problem(integer_line([None] * 49), integer_line([0] * 49)))

    def test_read_puzzles_skips_comments_and_blank_lines(self):
        path = os.path.join(self.scratch(), "p.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\ufeff# a comment\n\n" + SOLUTION_6 + "  \r\n   \n" + "." * 81 + "\n"
                    + "\t1 0,0 2 \n")
        self.assertEqual(grids.read_puzzles(path), [(3, SOLUTION_6), (5, "." * 81), (6, "1 0,0 2")])

    # ---- provenance and output ----

    def git(self, repo, *args):
        return subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, check=True).stdout

    def test_commit_is_the_scripts_repository_even_for_outputs_elsewhere(self):
        try:
            head = self.git(ROOT, "rev-parse", "--short", "HEAD").strip()
        except (OSError, subprocess.CalledProcessError):
            self.skipTest("the tree is no git checkout")
        elsewhere = os.path.join(self.scratch(), "table.md")
        old = os.getcwd()
        os.chdir(self.scratch())  # the caller's directory is no repository at all
        try:
            found = provenance.commit([elsewhere, None])
        finally:
            os.chdir(old)
        self.assertTrue(found.startswith(head), found)

    def test_commit_flags_changes_but_not_the_runs_own_outputs(self):
        repo = self.scratch()
        self.git(repo, "init", "-q")
        for name in ("code.py", "table.md"):
            with open(os.path.join(repo, name), "w", encoding="utf-8") as f:
                f.write("one\n")
        self.git(repo, "add", ".")
        self.git(repo, "-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "one")
        head = self.git(repo, "rev-parse", "--short", "HEAD").strip()
        self.assertEqual(provenance.commit(root=repo), head)
        with open(os.path.join(repo, "table.md"), "w", encoding="utf-8") as f:
            f.write("two\n")
        outside = os.path.join(self.scratch(), "other.md")
        self.assertEqual(provenance.commit([os.path.join(repo, "table.md"), outside], root=repo), head)
        self.assertEqual(provenance.commit(root=repo), head + " (with uncommitted changes)")
        self.assertEqual(provenance.commit(root=self.scratch()), "unknown")

    # ---- number formats and tables ----

    def test_number_formats(self):
        self.assertEqual([tables.fmt_us(v) for v in (None, True, "7", 0.04, 999.94, 1234.5)],
                         ["-", "-", "-", "0.0", "999.9", "1,234"])
        self.assertEqual(tables.fmt_us(1234.5, grouped=False), "1234")
        self.assertEqual([tables.fmt_count(v) for v in (None, 1234567, 2.5)], ["-", "1,234,567", "2.50"])
        self.assertEqual([tables.fmt_mean(v) for v in (None, 2.345, 12345.6)], ["-", "2.35", "12346"])
        self.assertEqual([tables.fmt_ratio(v) for v in (None, 1.23456)], ["-", "1.235"])
        self.assertEqual(tables.fmt_ratio_ci({"ratio": 1.02, "ci": [0.99, 1.051]}), "1.020x [0.990, 1.051]")
        self.assertEqual(tables.fmt_ratio_ci({"ratio": 1.02}), "1.020x")
        self.assertEqual(tables.fmt_ratio_ci({"ratio": None, "ci": None}), "-")

    def test_text_table_fits_its_widest_cells_and_aligns_numbers_right(self):
        columns = [("file", "<"), ("us", ">"), ("verdict", "<")]
        text = tables.text_table(columns, [["a.txt", "12.5", "same"], ["longer.txt", "7", "slower"]])
        self.assertEqual(text.splitlines(), ["file          us  verdict",
                                             "-------------------------",
                                             "a.txt       12.5  same",
                                             "longer.txt     7  slower"])

    def test_text_table_spans_a_group_name_over_its_columns(self):
        columns = [("file", "<"), ("old", ">"), ("new", ">")]
        text = tables.text_table(columns, [["a", "1", "22"]], groups=["", "median solve_us", "median solve_us"])
        # The pair is widened to hold its name (15 characters over two columns and a gap), each alike.
        self.assertEqual(text.splitlines(), ["      median solve_us",
                                             "file      old      new",
                                             "----------------------",
                                             "a           1       22"])

    def test_markdown_table_aligns_numbers_and_escapes_bars(self):
        text = tables.markdown_table([("file", "<"), ("us", ">")], [["a|b", "3"]])
        self.assertEqual(text.splitlines(), ["| file | us |", "|---|---:|", "| a\\|b | 3 |"])

    def test_now_utc_format(self):
        self.assertRegex(provenance.now_utc(), r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")

    def test_seed_lists(self):
        self.assertEqual(cli.parse_seeds("0-3"), [0, 1, 2, 3])
        self.assertEqual(cli.parse_seeds("0,2, 5,"), [0, 2, 5])
        self.assertEqual(cli.parse_seeds("1-3,9"), [1, 2, 3, 9])
        for bad in ("", ",", "a", "3-1", "1-", "-2"):
            with self.assertRaises(ValueError, msg=bad):
                cli.parse_seeds(bad)

    def test_write_text_to_a_file_or_stdout(self):
        path = os.path.join(self.scratch(), "out.md")
        cli.write_text("| a |\n", path)
        with open(path, encoding="utf-8") as f:
            self.assertEqual(f.read(), "| a |\n")
        captured = io.StringIO()
        with contextlib.redirect_stdout(captured):
            cli.write_text("| b |\n", None)
        self.assertEqual(captured.getvalue(), "| b |\n")


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith(("-", "BenchkitTest")):
        BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
