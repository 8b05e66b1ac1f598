#!/usr/bin/env python3
"""Tests of scripts/mutate.py and its list of mutants (standard library only, no build).

    python3 tests/scripts/mutate_test.py [-v] [MutateTest.test_name ...]
"""

import os
import re
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
MUTATE = REPO / "scripts" / "mutate.py"
sys.path.insert(0, str(REPO / "scripts"))
import mutate  # noqa: E402
from mutants import MUTANTS, Mutant  # noqa: E402


def run_mutate(*args):
    return subprocess.run([sys.executable, str(MUTATE), *args], capture_output=True, text=True, timeout=60)


class MutateTest(unittest.TestCase):
    def test_help_documents_every_option(self):
        run = run_mutate("--help")
        self.assertEqual(run.returncode, 0, run.stderr)
        for option in ("--list", "--only", "--sample", "--seed", "--jobs", "--keep", "--report", "--timeout",
                       "--no-baseline"):
            self.assertIn(option, run.stdout)

    def test_list_names_every_mutant_without_building(self):
        run = run_mutate("--list")
        self.assertEqual(run.returncode, 0, run.stderr)
        listed = [line.split()[0] for line in run.stdout.splitlines() if line.strip()]
        self.assertEqual(listed, [m.name for m in MUTANTS])
        self.assertNotIn("setup:", run.stdout)

    def test_mutants_are_named_described_and_span_the_project(self):
        self.assertGreaterEqual(len(MUTANTS), 32)
        names = [m.name for m in MUTANTS]
        self.assertEqual(len(names), len(set(names)), "duplicate mutant names")
        for m in MUTANTS:
            self.assertRegex(m.name, r"^[a-z0-9]+(-[a-z0-9]+)+$")
            self.assertTrue(m.description and "\n" not in m.description, m.name)
        for area in ("solver/", "harness/", "scripts/"):
            self.assertTrue(any(m.file.startswith(area) for m in MUTANTS), area)
        for required in ("search9-drops-guess-count", "search9-ignores-timeout", "learn-ignores-timeout",
                         "pointing-wrong-cells"):
            self.assertIn(required, names)

    def test_every_original_occurs_exactly_once_in_the_tree(self):
        # What keeps the list from rotting: change the code, and its mutant must follow.
        self.assertEqual(mutate.stale_problems(REPO, MUTANTS), [])

    def test_every_replacement_changes_the_file(self):
        for m in MUTANTS:
            text = (REPO / m.file).read_text(encoding="utf-8")
            self.assertNotEqual(mutate.mutated_text(text, m), text, m.name)
            self.assertNotEqual(m.original, m.replacement, m.name)

    def test_unknown_only_name_exits_2(self):
        run = run_mutate("--only", "search9-drops-guess-count,no-such-mutant")
        self.assertEqual(run.returncode, 2)
        self.assertIn("no-such-mutant", run.stderr)

    def test_stale_mutant_is_refused(self):
        with tempfile.TemporaryDirectory() as root:
            Path(root, "f.cpp").write_text("x = 1;\nx = 1;\n")
            twice = Mutant("twice", "f.cpp", "x = 1;", "x = 2;", "appears twice")
            gone = Mutant("gone", "f.cpp", "y = 1;", "y = 2;", "not there")
            problems = mutate.stale_problems(root, [twice, gone])
            self.assertEqual(len(problems), 2)
            self.assertIn("2 times", problems[0])
            with self.assertRaises(mutate.Stale):
                mutate.mutated_text("x = 1;\nx = 1;\n", twice)

    def test_sample_is_deterministic_and_of_the_asked_size(self):
        args, parser = mutate.parse_args(["--sample", "5", "--seed", "3"])
        first = mutate.select(args, parser)
        self.assertEqual(len(first), 5)
        self.assertEqual([m.name for m in mutate.select(args, parser)], [m.name for m in first])
        run = run_mutate("--list", "--sample", "5", "--seed", "3")
        self.assertEqual([line.split()[0] for line in run.stdout.splitlines()], [m.name for m in first])

    def test_failed_tests_are_read_from_ctest_output(self):
        out = ("  5/40 Test  #7: BoardTest.Eliminates ............***Failed    0.02 sec\n"
               "The following tests FAILED:\n"
               "\t  7 - BoardTest.Eliminates (Failed)\n"
               "\t 12 - cli.course.puzzles_5_standard_hard (Timeout)\n")
        self.assertEqual(mutate.failed_tests(out), ["BoardTest.Eliminates", "cli.course.puzzles_5_standard_hard"])

    def test_report_is_a_well_formed_markdown_table(self):
        equivalent = Mutant("same-thing", "solver/a.cpp", "a", "b", "does | nothing", equivalent="dead code")
        results = [mutate.Result(MUTANTS[0], "killed", ["regression_check"], 12.0),
                   mutate.Result(MUTANTS[1], "SURVIVED", [], 90.0),
                   mutate.Result(MUTANTS[2], "killed", ["BoardTest.X", "cli.help"], 20.0),
                   mutate.Result(equivalent, "equivalent", [], 0.0)]
        report = mutate.render_report(results, "scripts/mutate.py --sample 4", "abc123", "2024-01-01 00:00 UTC")
        table = [line for line in report.splitlines() if line.startswith("|")]
        self.assertEqual(len(table), 2 + len(results))
        columns = table[0].count(" | ") + 1
        self.assertEqual(columns, 6)
        for row in table:
            # Pipes inside a cell are escaped, so every row splits into the same columns.
            self.assertEqual(len(re.split(r"(?<!\\)\|", row)) - 2, columns, row)
        self.assertIn("`" + MUTANTS[1].name + "`", report)
        self.assertIn("BoardTest.X, cli.help", report)
        self.assertIn("4 mutants: 2 killed, 1 survived, 1 equivalent", report)
        self.assertIn("Mean time of a kill 16.0 s, of a survivor 90.0 s", report)
        for provenance in ("`scripts/mutate.py --sample 4`", "`abc123`", "2024-01-01 00:00 UTC"):
            self.assertIn(provenance, report)


if __name__ == "__main__":
    unittest.main()
