#!/usr/bin/env python3
"""Tests of scripts/compare.py on small hand-made harness CSVs (standard library only).

    python3 tests/scripts/compare_test.py [BINARY] [-v] [CompareTest.test_name ...]

BINARY (default build/sudoku-bench) is run by the one case that compares two real runs; without
it that case is skipped.
"""

import csv
import os
import random
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts")
COMPARE = os.path.join(SCRIPTS, "compare.py")
sys.path.insert(0, SCRIPTS)
from benchkit import DEFAULT_BINARY, ROOT  # noqa: E402
from benchkit.schema import read_csv  # noqa: E402

BINARY = DEFAULT_BINARY

# The harness's columns, as the committed baseline (a real run, held to `sudoku-bench
# --list-columns` by benchkit_test.py) has them; OLD_HEADER is an older harness's, before the
# search column.
HEADER = read_csv(os.path.join(ROOT, "results", "course_all.csv")).columns
OLD_HEADER = [c for c in HEADER if c != "search"]


def rows(techniques="all", count=10, solve_us=100.0, guesses=3, recursions=2, status="solved",
         file="puzzles/puzzles_5_standard_hard.txt", search="bitboard"):
    """`count` puzzles of one file, all alike; change single rows afterwards."""
    return [{"file": file, "line": str(n), "size": "9", "block": "3x3", "givens": "24",
             "techniques": techniques, "status": status, "solve_us": f"{solve_us:.1f}",
             "recursions": str(recursions), "guesses": str(guesses), "backtracks": "1",
             "placements": "57", "eliminations": "300", "elim_fl": "250", "elim_cp": "50",
             "elim_subsets": "0", "elim_intersections": "0", "elim_fish": "0", "search": search}
            for n in range(1, count + 1)]


def timed(data, seed, noise=0.25, scale=1.0):
    """The rows with each puzzle's time as a shared machine gives it: its base cost (2 to 2000 us,
    the same for every seed) times `scale`, times a draw in [1 - noise, 1 + noise] of its own."""
    costs, draws = random.Random(0), random.Random(seed)
    for row in data:
        cost = 2 * 1000 ** costs.random()
        row["solve_us"] = f"{cost * scale * draws.uniform(1 - noise, 1 + noise):.1f}"
    return data


class CompareTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def write(self, name, data, header=HEADER, preamble=()):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", newline="", encoding="utf-8") as f:
            for line in preamble:
                f.write(line + "\n")
            writer = csv.DictWriter(f, fieldnames=header, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(data)
        return path

    def compare(self, old, new, *extra, old_header=HEADER, new_header=HEADER):
        old_path, new_path = self.write("old.csv", old, old_header), self.write("new.csv", new, new_header)
        run = subprocess.run([sys.executable, COMPARE, old_path, new_path, *extra],
                             capture_output=True, text=True, timeout=60)
        return run.returncode, run.stdout + run.stderr

    # ---- the four cases the CI step relies on ----

    def test_identical_files_pass(self):
        code, out = self.compare(rows(), rows())
        self.assertEqual(code, 0, out)
        self.assertIn("no regression", out)
        self.assertIn("time new/old: same: 1.000x", out)

    def test_counter_increase_is_regression(self):
        new = rows()
        new[4]["guesses"] = "4"  # one puzzle, one more guess
        code, out = self.compare(rows(), new)
        self.assertEqual(code, 1, out)
        self.assertIn("REGRESSION (guesses)", out)
        self.assertIn("puzzles_5_standard_hard.txt:5 [all, bitboard]  guesses 3 -> 4", out)

    def test_time_beyond_threshold_only_warns(self):
        code, out = self.compare(rows(solve_us=100.0), rows(solve_us=150.0))
        self.assertEqual(code, 0, out)
        self.assertIn("slower (warning)", out)
        self.assertIn("1.500", out)

    def test_time_beyond_threshold_fails_with_strict_time(self):
        code, out = self.compare(rows(solve_us=100.0), rows(solve_us=150.0), "--strict-time")
        self.assertEqual(code, 1, out)
        self.assertIn("REGRESSION (time)", out)

    # ---- time: a paired ratio with its interval; noise reads same ----

    def test_aa_pair_with_noise_per_puzzle_reads_same(self):
        # Two runs of one build: every puzzle's time off by up to 25% either way, independently.
        old, new = timed(rows(count=60), seed=1), timed(rows(count=60), seed=2)
        code, out = self.compare(old, new, "--strict-time")
        self.assertEqual(code, 0, out)
        self.assertIn("time new/old: same: ", out)
        self.assertRegex(out, r"puzzles_5_standard_hard\.txt / all / bitboard .* \[0\.\d+, 1\.\d+\] +same +ok")
        self.assertIn("scripts/ab.py times two versions side by side", out)
        # The puzzles' interval alone holds 1: no threshold and no run noise needed to read same.
        code, out_bare = self.compare(old, new, "--strict-time", "--threshold", "0", "--run-noise", "0")
        self.assertEqual(code, 0, out_bare)
        self.assertIn("time new/old: same: ", out_bare)
        # A fixed bootstrap seed: the same two files read the same, figure for figure.
        self.assertEqual(self.compare(old, new, "--strict-time")[1], out)

    def test_aa_pair_offset_as_a_whole_reads_same_within_the_run_noise(self):
        # The second run 15% faster on every puzzle (a quieter moment of the machine): every puzzle
        # agrees, so only the allowance for a whole-run offset keeps it from reading faster.
        old, new = timed(rows(count=60), seed=1, noise=0.05), timed(rows(count=60), seed=2, noise=0.05, scale=0.85)
        code, out = self.compare(old, new)
        self.assertEqual(code, 0, out)
        self.assertIn("time new/old: same: 0.8", out)
        code, out = self.compare(old, new, "--run-noise", "0")
        self.assertEqual(code, 0, out)
        self.assertIn("time new/old: faster: 0.8", out)
        self.assertIn("with --run-noise 0 the interval holds the puzzles' spread only", out)

    def test_slowdown_beyond_the_noise_reads_slower(self):
        # Every time x1.5, on top of the 25% noise per puzzle: slower, a warning (exit 0) as ever,
        # a regression with --strict-time.
        old, new = timed(rows(count=60), seed=1), timed(rows(count=60), seed=2, scale=1.5)
        code, out = self.compare(old, new)
        self.assertEqual(code, 0, out)
        self.assertIn("time new/old: slower: 1.", out)
        self.assertRegex(out, r"\[1\.\d+, \d\.\d+\] +slower +slower \(warning\)")
        self.assertIn("warning: 1 group(s) read slower", out)
        code, out = self.compare(old, new, "--strict-time")
        self.assertEqual(code, 1, out)
        self.assertIn("REGRESSION (time)", out)

    def test_faster_beyond_the_noise_reads_faster_and_passes(self):
        code, out = self.compare(rows(solve_us=150.0), rows(solve_us=100.0), "--strict-time")
        self.assertEqual(code, 0, out)
        self.assertIn("time new/old: faster: 0.667x", out)

    def test_rounds_spread_is_noted_where_both_runs_record_it(self):
        def with_rounds(data, low, high):
            for row in data:
                row.update(rounds="3", solve_us_min=f"{low:.1f}", solve_us_max=f"{high:.1f}")
            return data
        old = with_rounds(rows(solve_us=100.0), 90.0, 120.0)
        new = with_rounds(rows(solve_us=100.0), 95.0, 110.0)
        new[0]["solve_us"] = "130.0"  # outside the baseline's rounds
        code, out = self.compare(old, new)
        self.assertEqual(code, 0, out)
        self.assertIn("rounds 3/3 (old/new); a puzzle's slowest round over its fastest x1.33 (old), x1.16 (new), "
                      "median; 9 of 10 new times lie within the old rounds' range", out)
        # Single rounds, or a CSV without the columns: no such note.
        code, out = self.compare(rows(), rows())
        self.assertNotIn("rounds' range", out)

    def test_two_real_runs_of_one_build_agree_on_every_counter(self):
        # Their times are the machine's noise, which a test cannot assert (the seeded synthetic A/A
        # pairs above test the verdict): a real pair has every counter equal and a time verdict.
        if not os.path.exists(BINARY):
            self.skipTest(f"no binary at {BINARY}: build sudoku-bench or pass its path")
        paths = []
        for name in ("a.csv", "b.csv"):
            path = os.path.join(self.dir.name, name)
            subprocess.run([BINARY, "--threads=1", "--no-progress", f"--csv={path}",
                            os.path.join(ROOT, "puzzles", "puzzles_1_standard_easy.txt")],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=True)
            paths.append(path)
        run = subprocess.run([sys.executable, COMPARE, "--exact-counters", *paths],
                             capture_output=True, text=True, timeout=60)
        out = run.stdout + run.stderr
        self.assertEqual(run.returncode, 0, out)
        self.assertRegex(out, r"time new/old: (same|slower|faster): ")
        self.assertNotIn("REGRESSION", out)

    # ---- the rest of the contract ----

    def test_time_within_threshold_passes_strict(self):
        # --run-noise 0: the runs are taken to share their conditions, so the threshold alone decides.
        code, out = self.compare(rows(solve_us=100.0), rows(solve_us=105.0), "--strict-time", "--run-noise", "0")
        self.assertEqual(code, 0, out)
        code, out = self.compare(rows(solve_us=100.0), rows(solve_us=105.0), "--strict-time", "--run-noise", "0",
                                 "--threshold", "0.01")
        self.assertEqual(code, 1, out)

    def test_recursions_increase_is_regression(self):
        code, out = self.compare(rows(recursions=2), rows(recursions=3))
        self.assertEqual(code, 1, out)
        self.assertIn("REGRESSION (recursions)", out)

    def test_counter_decrease_passes_but_is_listed(self):
        new = rows()
        new[0]["guesses"] = "1"
        code, out = self.compare(rows(), new)
        self.assertEqual(code, 0, out)
        self.assertIn("guesses 3 -> 1", out)

    def test_fewer_solved_is_regression(self):
        new = rows()
        new[2].update(status="timeout", solve_us="10000000.0")
        code, out = self.compare(rows(), new)
        self.assertEqual(code, 1, out)
        self.assertIn("REGRESSION (solved", out)

    def test_groups_by_file_name_and_techniques(self):
        old = rows(file="/abs/path/puzzles/a.txt") + rows(techniques="fl+mrv", guesses=30)
        new = rows(file="puzzles/a.txt") + rows(techniques="fl+mrv", guesses=30)
        code, out = self.compare(old, new)
        self.assertEqual(code, 0, out)
        self.assertIn("a.txt / all / bitboard", out)
        self.assertIn("puzzles_5_standard_hard.txt / fl+mrv / bitboard", out)

    def test_groups_by_search_too(self):
        # The same file and techniques under two searches: each compared with its own, no mixing.
        old = rows(search="bitboard") + rows(search="learn", guesses=7)
        new = rows(search="learn", guesses=7) + rows(search="bitboard")
        code, out = self.compare(old, new)
        self.assertEqual(code, 0, out)
        self.assertIn("puzzles_5_standard_hard.txt / all / bitboard", out)
        self.assertIn("puzzles_5_standard_hard.txt / all / learn", out)
        self.assertNotIn("REGRESSION", out)

    def test_groups_by_solver_when_the_column_is_there(self):
        # Two solvers on the same puzzles are compared each with its own; a column no script knows is
        # carried along unread, and a CSV without the solver column holds the native solver's rows.
        header = HEADER + ["solver", "mystery"]
        native, other = rows(), rows(guesses=9)
        for row in native:
            row.update(solver="native", mystery="a")
        for row in other:
            row.update(solver="other", mystery="b")
        new_native = [dict(row) for row in native]
        new_native[4]["guesses"] = "4"
        code, out = self.compare(native + other, other + new_native, old_header=header, new_header=header)
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt / all / bitboard / other", out)
        self.assertIn("puzzles_5_standard_hard.txt:5 [all, bitboard]  guesses 3 -> 4", out)
        self.assertIn("REGRESSION in 1 group(s)", out)
        code, out = self.compare(rows(), native, "--exact-counters", new_header=header)
        self.assertEqual(code, 0, out)
        self.assertNotIn("/ native", out)
        code, out = self.compare(rows(), other, new_header=header)
        self.assertEqual(code, 2, out)
        self.assertIn("new has search=bitboard techniques=all solver=other", out)

    def test_different_search_is_nothing_to_compare(self):
        code, out = self.compare(rows(search="bitboard"), rows(search="learn", guesses=1))
        self.assertEqual(code, 2, out)
        self.assertIn("nothing to compare: baseline has search=bitboard techniques=all, "
                      "new has search=learn techniques=all", out)
        self.assertNotIn("no regression", out)

    def test_different_techniques_is_nothing_to_compare(self):
        code, out = self.compare(rows(techniques="all"), rows(techniques="fl+mrv"))
        self.assertEqual(code, 2, out)
        self.assertIn("nothing to compare: baseline has search=bitboard techniques=all, "
                      "new has search=bitboard techniques=fl+mrv", out)

    def test_no_common_file_is_nothing_to_compare(self):
        code, out = self.compare(rows(file="a.txt"), rows(file="b.txt"))
        self.assertEqual(code, 2, out)
        self.assertIn("nothing to compare: no puzzle file in both runs (baseline: a.txt; new: b.txt)", out)

    def test_old_csv_without_search_takes_the_other_runs_search(self):
        new = rows()
        new[4]["guesses"] = "4"  # still compared, so still caught
        code, out = self.compare(rows(), new, old_header=OLD_HEADER)
        self.assertEqual(code, 1, out)
        self.assertIn("the baseline CSV records no search (an older harness): its rows are compared as "
                      "search=bitboard", out)
        self.assertIn("REGRESSION (guesses)", out)
        # Both without it: compared as before the column existed, the label without a search.
        code, out = self.compare(rows(), rows(), old_header=OLD_HEADER, new_header=OLD_HEADER)
        self.assertEqual(code, 0, out)
        self.assertIn("puzzles_5_standard_hard.txt / all ", out)
        self.assertNotIn("records no search", out)

    def test_old_csv_without_search_against_two_searches_is_not_guessed(self):
        code, out = self.compare(rows(), rows(search="bitboard") + rows(search="learn"), old_header=OLD_HEADER)
        self.assertEqual(code, 2, out)
        self.assertIn("baseline has search=unrecorded techniques=all, new has search=bitboard techniques=all; "
                      "search=learn techniques=all", out)

    def test_group_only_in_baseline_is_a_note(self):
        code, out = self.compare(rows() + rows(techniques="none", guesses=500), rows())
        self.assertEqual(code, 0, out)
        self.assertIn("puzzles_5_standard_hard.txt / none / bitboard only in baseline", out)

    def test_provenance_lines_and_extra_columns_are_tolerated(self):
        old = self.write("old.csv", rows(), preamble=["# git_sha=abc123", "# threads=2"])
        new_rows = rows()
        for r in new_rows:
            r["seed"] = "7"
        new = self.write("new.csv", new_rows, header=HEADER + ["seed"])
        run = subprocess.run([sys.executable, COMPARE, old, new], capture_output=True, text=True, timeout=60)
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)

    def test_markdown_table_is_written(self):
        out_path = os.path.join(self.dir.name, "table.md")
        code, out = self.compare(rows(), rows(), "--markdown", out_path)
        self.assertEqual(code, 0, out)
        with open(out_path, encoding="utf-8") as f:
            text = f.read()
        self.assertIn("| file / techniques / search |", text)
        self.assertIn("| puzzles_5_standard_hard.txt / all / bitboard | 10 |", text)

    # ---- --exact-counters, the regression check's golden mode ----

    def test_exact_unchanged_counters_pass(self):
        code, out = self.compare(rows(), rows(solve_us=104.0), "--exact-counters")
        self.assertEqual(code, 0, out)
        self.assertIn("no regression: every deterministic counter and status as in the baseline", out)

    def test_exact_counter_decrease_fails_naming_the_puzzle(self):
        # The fault this mode exists for: a search that stopped counting guesses looks faster.
        new = rows()
        new[2]["guesses"] = "0"
        code, out = self.compare(rows(), new, "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("CHANGED (guesses)", out)
        self.assertIn("puzzles_5_standard_hard.txt:3 [all, bitboard]  guesses 3 -> 0", out)
        self.assertIn("puzzles_5_standard_hard.txt / all / bitboard: 1 of 10 puzzles changed; "
                      "guesses 30 -> 27 (-10.0%, 1 puzzle(s))", out)
        self.assertIn("CHANGED: 1 group(s) differ from the baseline", out)
        self.assertNotIn("no regression", out)

    def test_exact_counter_increase_fails(self):
        new = rows()
        new[0]["guesses"] = "4"
        code, out = self.compare(rows(), new, "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt:1 [all, bitboard]  guesses 3 -> 4", out)

    def test_exact_every_deterministic_column_is_compared(self):
        for column, value in (("recursions", "5"), ("backtracks", "0"), ("placements", "56"),
                              ("eliminations", "301"), ("elim_fl", "249"), ("elim_fish", "1")):
            with self.subTest(column=column):
                new = rows()
                new[6][column] = value
                code, out = self.compare(rows(), new, "--exact-counters")
                self.assertEqual(code, 1, out)
                self.assertIn(f"puzzles_5_standard_hard.txt:7 [all, bitboard]  {column} ", out)
        # A column of a technique added later is covered too (any elim_*), and so is solutions.
        header = HEADER + ["elim_newrule", "solutions"]
        old = [dict(r, elim_newrule="0", solutions="1") for r in rows()]
        new = [dict(r, elim_newrule="0", solutions="1") for r in rows()]
        new[1]["elim_newrule"] = "2"
        new[2]["solutions"] = "2"
        code, out = self.compare(old, new, "--exact-counters", old_header=header, new_header=header)
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt:2 [all, bitboard]  elim_newrule 0 -> 2", out)
        self.assertIn("puzzles_5_standard_hard.txt:3 [all, bitboard]  solutions 1 -> 2", out)

    def test_exact_status_change_fails(self):
        old, new = rows(), rows()
        old[3]["status"] = "unsolvable"
        new[3]["status"] = "invalid"  # the solved count is unchanged; the status still differs
        code, out = self.compare(old, new, "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt:4 [all, bitboard]  status unsolvable -> invalid", out)
        self.assertIn("CHANGED (status)", out)

    def test_exact_fewer_solved_fails(self):
        new = rows()
        new[5].update(status="timeout", solve_us="10000000.0", guesses="9999")
        code, out = self.compare(rows(), new, "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("CHANGED (solved, status)", out)
        # a timeout's counters stop at a time-dependent point: only its status is reported
        self.assertIn("puzzles_5_standard_hard.txt:6 [all, bitboard]  status solved -> timeout\n", out)

    def test_exact_missing_puzzles_or_groups_fail(self):
        code, out = self.compare(rows(count=10), rows(count=9), "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("CHANGED (puzzles missing)", out)
        code, out = self.compare(rows() + rows(techniques="none"), rows(), "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt / none / bitboard only in baseline", out)

    def test_exact_lists_every_changed_puzzle(self):
        new = rows(count=50)
        for r in new:
            r["guesses"] = "0"
        code, out = self.compare(rows(count=50), new, "--exact-counters")
        self.assertEqual(code, 1, out)
        self.assertIn("puzzles_5_standard_hard.txt:50 [all, bitboard]  guesses 3 -> 0", out)
        self.assertNotIn("more", out)

    # ---- --configs: two configurations of the same puzzles ----

    def test_configs_compares_two_configurations_file_by_file(self):
        old = rows(techniques="all") + rows(techniques="all", file="puzzles/b.txt", count=4)
        new = (rows(techniques="fl+mrv", guesses=9, recursions=12, solve_us=300.0)
               + rows(techniques="fl+mrv", file="puzzles/b.txt", count=4))
        code, out = self.compare(old, new, "--configs")
        self.assertEqual(code, 0, out)
        first = out.splitlines()[0]
        self.assertIn("two configurations", first)
        self.assertIn("(techniques=all search=bitboard)", first)
        self.assertIn("(techniques=fl+mrv search=bitboard)", first)
        self.assertRegex(out, r"puzzles_5_standard_hard\.txt +10 +10 +10 +3\.00 +9\.00 +2\.00 +12\.00 +100\.0 "
                              r"+300\.0 +3\.000 +3\.000 +10 of 10 +more guesses, more recursions, slower")
        self.assertRegex(out, r"b\.txt +4 .* 0 of 4 +same guesses and recursions, time within 10%")
        self.assertIn("over the 14 puzzle(s) both finished: guesses 42 -> 102 (+142.9%)", out)
        self.assertNotIn("regression", out.lower())

    def test_configs_never_fails_however_new_differs(self):
        # Fewer solved, more guesses, three times slower: a comparison, so still exit 0 and no verdict.
        new = rows(techniques="none", guesses=50, solve_us=300.0)
        new[0].update(status="timeout")
        code, out = self.compare(rows(), new, "--configs", "--threshold", "0.5")
        self.assertEqual(code, 0, out)
        self.assertIn("1 fewer solved, more guesses, slower", out)
        self.assertIn("solved 10 (base), 9 (new)", out)
        self.assertNotIn("regression", out.lower())
        self.assertNotIn("warning", out.lower())

    def test_configs_of_the_same_labels_compare_too(self):
        code, out = self.compare(rows(), rows(search="learn", guesses=1), "--configs")
        self.assertEqual(code, 0, out)
        self.assertIn("fewer guesses", out)
        self.assertIn("new.csv (techniques=all search=learn)", out.splitlines()[0])

    def test_configs_prints_the_side_by_side_timing_command(self):
        new = [dict(r, search="learn+hall_sets=on") for r in rows(techniques="fl+mrv")]
        code, out = self.compare(rows(), new, "--configs")
        self.assertEqual(code, 0, out)
        self.assertIn("scripts/ab.py --base-bin build/sudoku-bench --new-bin build/sudoku-bench "
                      "--base-args='--techniques=all --search=bitboard' "
                      "--new-args='--techniques=fl,mrv --search=learn --set hall_sets=on' "
                      "puzzles/puzzles_5_standard_hard.txt", out)

    def test_configs_pairs_several_solvers_solver_by_solver(self):
        header = HEADER + ["solver"]
        old = [dict(r, solver="native") for r in rows()] + [dict(r, solver="cadical") for r in rows(guesses=0)]
        new = ([dict(r, solver="native") for r in rows(techniques="fl", guesses=5)]
               + [dict(r, solver="cadical") for r in rows(techniques="fl", guesses=0)]
               + [dict(r, solver="other") for r in rows(techniques="fl", file="puzzles/c.txt")])
        code, out = self.compare(old, new, "--configs", old_header=header, new_header=header)
        self.assertEqual(code, 0, out)
        self.assertEqual(out.count("puzzles_5_standard_hard.txt  "), 2, out)
        self.assertIn("more guesses", out)
        self.assertIn("same guesses and recursions", out)
        self.assertIn("note: c.txt only in the new run (not compared)", out)
        # Two settings of one file against one: which pairs with which is not guessed.
        code, out = self.compare(rows() + rows(techniques="none"), rows(techniques="fl"), "--configs")
        self.assertEqual(code, 2, out)
        self.assertIn("puzzles_5_standard_hard.txt / none / bitboard in the baseline run: no single setting", out)

    def test_configs_without_a_common_file_is_nothing_to_compare(self):
        code, out = self.compare(rows(file="a.txt"), rows(file="b.txt", techniques="fl"), "--configs")
        self.assertEqual(code, 2, out)
        self.assertIn("nothing to compare: no puzzle file in both runs (baseline: a.txt; new: b.txt)", out)

    def test_configs_refuses_the_checks_of_one_configuration(self):
        for option in ("--exact-counters", "--strict-time"):
            with self.subTest(option=option):
                code, out = self.compare(rows(), rows(techniques="fl"), "--configs", option)
                self.assertEqual(code, 2, out)
                self.assertIn("--configs compares two configurations", out)

    def test_different_configurations_without_configs_point_to_it(self):
        code, out = self.compare(rows(techniques="all"), rows(techniques="fl+mrv"))
        self.assertEqual(code, 2, out)
        self.assertIn("--configs compares two configurations file by file", out)

    def test_configs_markdown_table_is_written(self):
        out_path = os.path.join(self.dir.name, "table.md")
        code, out = self.compare(rows(), rows(techniques="fl"), "--configs", "--markdown", out_path)
        self.assertEqual(code, 0, out)
        with open(out_path, encoding="utf-8") as f:
            text = f.read()
        self.assertTrue(text.startswith("Comparing two configurations"), text)
        self.assertIn("| puzzles_5_standard_hard.txt | 10 |", text)
        self.assertIn("| new against base |", text)

    def test_not_a_harness_csv_is_a_usage_error(self):
        bad = self.write("bad.csv", [{"file": "x.txt", "line": "1"}], header=["file", "line"])
        run = subprocess.run([sys.executable, COMPARE, bad, self.write("new.csv", rows())],
                             capture_output=True, text=True, timeout=60)
        code, out = run.returncode, run.stdout + run.stderr
        self.assertEqual(code, 2, out)
        self.assertIn("missing column", out)


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith(("-", "CompareTest")):
        BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
