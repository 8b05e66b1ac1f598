#!/usr/bin/env python3
"""Tests of scripts/mutate.py and its list of mutants (standard library only, no build).

    python3 tests/scripts/mutate_test.py [-v] [MutateTest.test_name ...]
"""

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


def write(root, name, text):
    """Writes `text` to root/name, making its directories."""
    path = Path(root, name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def run_mutate(*args):
    return subprocess.run([sys.executable, str(MUTATE), *args], capture_output=True, text=True, timeout=60)


class MutateTest(unittest.TestCase):
    def test_help_documents_every_option(self):
        run = run_mutate("--help")
        self.assertEqual(run.returncode, 0, run.stderr)
        for option in ("--list", "--only", "--sample", "--seed", "--jobs", "--keep", "--report", "--timeout",
                       "--no-baseline", "--changed-since"):
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
            _, before, after = mutate.planted(REPO, m)
            self.assertNotEqual(after, before, m.name)
            self.assertNotEqual(m.original, m.replacement, m.name)

    def test_unknown_only_name_exits_2(self):
        run = run_mutate("--only", "search9-drops-guess-count,no-such-mutant")
        self.assertEqual(run.returncode, 2)
        self.assertIn("no-such-mutant", run.stderr)

    def test_stale_mutant_is_refused(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "solver/f.cpp", "x = 1;\nx = 1;\n")
            twice = Mutant("twice", "solver/f.cpp", "x = 1;", "x = 2;", "appears twice")
            gone = Mutant("gone", "solver/f.cpp", "y = 1;", "y = 2;", "not there")
            problems = mutate.stale_problems(root, [twice, gone])
            self.assertEqual(len(problems), 2)
            self.assertIn("holds it 2 times", problems[0])
            self.assertIn("occurs 0 times in the product sources", problems[1])
            with self.assertRaises(mutate.Stale):
                mutate.mutated_text("x = 1;\nx = 1;\n", twice)

    def test_a_mutant_whose_file_moved_is_still_found(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "harness/new_home.cpp", "int f(int x) {\n  return x + 1;\n}\n")
            moved = Mutant("moved", "solver/old_home.cpp", "  return x + 1;\n", "  return x;\n", "off by one")
            self.assertEqual(mutate.stale_problems(root, [moved]), [])
            name, before, after = mutate.planted(root, moved)
            self.assertEqual(name, "harness/new_home.cpp")
            self.assertEqual(after, "int f(int x) {\n  return x;\n}\n")
            self.assertEqual(before, Path(root, name).read_text())

    def test_a_reformatted_original_is_found_whatever_its_whitespace(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "solver/a.cpp", "void g() {\n\t\t++stats_ .guesses;\n  done();\n}\n")
            write(root, "backends/b.cpp", "int h(int x) {\n      return x+1;\n}\n")
            dropped = Mutant("dropped", "solver/a.cpp", "    ++stats_.guesses;\n", "", "no count")
            shifted = Mutant("shifted", "solver/gone.cpp", "  return x + 1;\n", "  return x;\n", "off by one")
            self.assertEqual(mutate.planted(root, dropped)[2], "void g() {\n  done();\n}\n")
            self.assertEqual(mutate.planted(root, shifted)[1:], ("int h(int x) {\n      return x+1;\n}\n",
                                                                 "int h(int x) {\n      return x;\n}\n"))

    def test_an_ambiguous_pattern_is_refused(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "solver/a.cpp", "if (n < limit) stop();\n")
            write(root, "capi/b.cpp", "if (n <  limit) stop();\n")
            ambiguous = Mutant("ambiguous", "solver/moved_away.cpp", "if (n < limit)", "if (n <= limit)", "x")
            problems = mutate.stale_problems(root, [ambiguous])
            self.assertEqual(len(problems), 1)
            self.assertIn("does not exist", problems[0])
            self.assertIn("occurs 2 times in the product sources (capi/b.cpp, solver/a.cpp)", problems[0])
            with self.assertRaises(mutate.Stale):
                mutate.planted(root, ambiguous)
            # The recorded file decides when it holds the text once, wherever else it also is.
            hinted = Mutant("hinted", "capi/b.cpp", "if (n < limit)", "if (n <= limit)", "x")
            self.assertEqual(mutate.planted(root, hinted)[:3:2], ("capi/b.cpp", "if (n <= limit) stop();\n"))

    def test_tests_and_the_registry_are_no_product_sources(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "solver/a.cpp", "count += step;\n")
            write(root, "tests/a_test.cpp", "count += step;\n")
            write(root, "scripts/mutants.py", 'Mutant("x", "solver/a.cpp", "count += step;", "", "")\n')
            self.assertEqual(mutate.product_sources(root), ["solver/a.cpp"])
            lone = Mutant("lone", "solver/elsewhere.cpp", "count += step;", "count -= step;", "x")
            self.assertEqual(mutate.planted(root, lone)[::2], ("solver/a.cpp", "count -= step;\n"))

    def test_changed_lines_are_read_from_a_unified_diff(self):
        diff = ("diff --git a/solver/a.cpp b/solver/a.cpp\n--- a/solver/a.cpp\n+++ b/solver/a.cpp\n"
                "@@ -3 +3,2 @@ void f() {\n-  x = 1;\n+  x = 2;\n+  y = 3;\n@@ -10,2 +11 @@\n-a\n-b\n+c\n"
                "diff --git a/solver/gone.cpp b/solver/gone.cpp\n--- a/solver/gone.cpp\n+++ /dev/null\n"
                "@@ -1 +0,0 @@\n-z\n--- a/harness/h.h\n+++ b/harness/h.h\n@@ -5,0 +6 @@\n+int k;\n")
        self.assertEqual(mutate.changed_lines(diff), {"solver/a.cpp": [3, 4, 11], "harness/h.h": [6]})

    def test_operators_make_one_mutant_per_match_and_leave_comments_and_templates_alone(self):
        made = mutate.line_mutations("  if (a < b && c == 1 && std::vector<int>{}.empty()) ok = true;  // a < b")
        self.assertEqual([name for name, _, _ in made], ["lt-to-le", "eq-to-ne", "and-to-or", "and-to-or-2",
                                                         "true-to-false"])
        self.assertTrue(all(line.endswith("// a < b") for _, _, line in made))
        self.assertEqual(made[3][2], "  if (a < b && c == 1 || std::vector<int>{}.empty()) ok = true;  // a < b")
        self.assertEqual(mutate.line_mutations("    ++stats_.guesses;"),
                         [("drop-step", "the statement that steps a counter is dropped", "")])
        self.assertEqual([m[2] for m in mutate.line_mutations("  for (int i = 0; i <= n - 1; ++i) {")],
                         ["  for (int i = 0; i < n - 1; ++i) {", "  for (int i = 0; i <= n + 1; ++i) {"])
        self.assertEqual(mutate.line_mutations("std::cout << x << std::endl;"), [])

    def test_generated_mutants_plant_one_fault_on_a_changed_line(self):
        source = "int f(int n) {\n  ++calls;\n  if (n == 0) return 1;\n  ++calls;\n  return n + 1;\n}\n"
        with tempfile.TemporaryDirectory() as root:
            write(root, "generator/g.cpp", source)
            write(root, "tests/g_test.cpp", source)
            made = mutate.generated_mutants(root, {"generator/g.cpp": [2, 3, 5], "tests/g_test.cpp": [3],
                                                   "scripts/x.py": [1]})
            self.assertEqual([m.name for m in made], ["changed-generator-g-cpp-2-drop-step",
                                                      "changed-generator-g-cpp-3-eq-to-ne",
                                                      "changed-generator-g-cpp-5-plus-one-to-minus-one"])
            self.assertEqual(mutate.stale_problems(root, made), [])
            planted = [mutate.planted(root, m)[2] for m in made]
            # `++calls;` is twice in the file: its mutant takes the lines around it, and drops the first.
            self.assertEqual(planted[0], source.replace("  ++calls;\n", "", 1))
            self.assertEqual(planted[1], source.replace("n == 0", "n != 0"))
            self.assertEqual(planted[2], source.replace("n + 1", "n - 1"))

    def test_changed_since_generates_over_the_working_tree_against_a_revision(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "solver/s.cpp", "bool f(int a, int b) {\n  return a < b;\n}\n")
            git = lambda *args: subprocess.run(["git", "-C", root, *args], check=True, capture_output=True)  # noqa: E731
            git("init", "-q")
            git("add", ".")
            git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first")
            write(root, "solver/s.cpp", "bool f(int a, int b) {\n  return a < b && a != 0;\n}\n")
            made = mutate.mutants_of_change(Path(root), "HEAD")
            self.assertEqual([m.description for m in made], ["line 2: < becomes <=", "line 2: != becomes ==",
                                                             "line 2: && becomes ||"])
            with self.assertRaises(ValueError):
                mutate.mutants_of_change(Path(root), "no-such-revision")

    def test_sample_is_deterministic_and_of_the_asked_size(self):
        args, parser = mutate.parse_args(["--sample", "5", "--seed", "3"])
        first = mutate.select(args, parser)
        self.assertEqual(len(first), 5)
        self.assertEqual([m.name for m in mutate.select(args, parser)], [m.name for m in first])
        run = run_mutate("--list", "--sample", "5", "--seed", "3")
        self.assertEqual([line.split()[0] for line in run.stdout.splitlines()], [m.name for m in first])

    def test_a_mutant_in_bench_builds_the_benchmarks(self):
        # bench/ and its tests exist only with SUDOKU_BUILD_BENCHMARKS, which mutate.py leaves off
        # unless a chosen mutant needs it: else such a mutant survives every run.
        in_bench = Mutant("x", "bench/learning_profile.cpp", "a", "b", "d")
        elsewhere = Mutant("y", "solver/board.cpp", "a", "b", "d")
        self.assertTrue(mutate.needs_benchmarks([elsewhere, in_bench]))
        self.assertFalse(mutate.needs_benchmarks([elsewhere]))
        self.assertTrue(mutate.needs_benchmarks([m for m in MUTANTS if m.file.startswith("bench/")]))

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
