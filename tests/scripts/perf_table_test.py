#!/usr/bin/env python3
"""Tests of scripts/perf_table.py against the real binary, on the first puzzles of each file.

    python3 tests/scripts/perf_table_test.py SUDOKU_BENCH [PerfTableTest.test_name ...]
"""

import csv
import os
import re
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
PERF_TABLE = os.path.join(ROOT, "scripts", "perf_table.py")
BINARY = None


def sat_solver():
    """'cadical' when the binary was built with its in-process CaDiCaL backend (libcadical-dev),
    else 'none'."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "one.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("1234341221434321\n")
        done = subprocess.run([BINARY, "--solver=cadical", "--no-progress", "--threads=1", path],
                              capture_output=True, text=True, timeout=60)
    return "cadical" if done.returncode == 0 else "none"


class PerfTableTest(unittest.TestCase):
    def run_table(self, *extra, shared=None, rows_of_sets=True):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        out_csv = os.path.join(tmp.name, "table.csv")
        # No puzzle may time out, or a slow build (the sanitizers take 10 s over the 25x25 here) would
        # see fewer solved and different counters: the limit is far above any solve of these.
        command = [sys.executable, PERF_TABLE, "--binary", BINARY, "--limit", "3", "--timeout", "300",
                   "--repeat", "1", "--shared", shared or os.path.join(tmp.name, "no_shared"),
                   "--csv", out_csv, *extra]
        if rows_of_sets:  # the seed, example and made-set rows only where a test asks for them
            command += ["--seeds", "none", "--example", "off", "--minimal", "none", "--holes", "none"]
        done = subprocess.run(command, capture_output=True, text=True, timeout=600)
        with open(out_csv, encoding="utf-8") as f:
            return done, list(csv.DictReader(f))

    def shared_with_9x9_set(self, root):
        """A shared directory whose seventeen_clue file holds the course's first three 9x9s."""
        public = os.path.join(root, "shared", "puzzles", "public")
        os.makedirs(public)
        with open(os.path.join(ROOT, "puzzles", "puzzles_1_standard_easy.txt"), encoding="utf-8") as f:
            nines = [line for line in f if len(line.strip()) == 81][:3]
        with open(os.path.join(public, "seventeen_clue_9x9.txt"), "w", encoding="utf-8") as f:
            f.writelines(nines)
        return os.path.join(root, "shared")

    def test_course_sets_measured_and_absent_sets_named(self):
        done, rows = self.run_table()
        self.assertEqual(done.returncode, 0, done.stderr)
        table = done.stdout
        self.assertNotIn("worst of seeds", table)
        # Without ../shared the public sets are named as skipped, never dropped silently.
        self.assertIn("| gecode_frisch 25x25 | skipped: file absent |", table)
        self.assertIn("| seventeen_clue 9x9 | skipped: file absent |", table)
        by_set = {row["set"]: row for row in rows}
        whole = by_set["course puzzles_7_bigger, whole file"]
        self.assertEqual(whole["puzzles"], "3")
        self.assertEqual(whole["solved"], "3")
        # The first three puzzles of puzzles_7_bigger.txt are 18x18, 25x25 and 16x16: each size set
        # keeps its own; puzzles_6 starts with 10x10 and 12x12 grids, so its 16x16 set has none.
        self.assertEqual(by_set["course 24x24, 25x25 of puzzles_7"]["puzzles"], "1")
        self.assertEqual(by_set["course 16x16 of puzzles_7"]["puzzles"], "1")
        self.assertIn("| course 16x16 of puzzles_6 | skipped: no puzzle of these sizes |", table)
        for row in rows:
            times = [float(row[k]) for k in ("median", "p99", "max")]
            self.assertEqual(times, sorted(times), row["set"])
            self.assertGreater(float(row["mean"]), 0)
            statistic = float(row[row["target_statistic"]])
            self.assertAlmostEqual(float(row["ratio"]), statistic / float(row["target_us"]), places=9)

    def test_9x9_rows_are_judged_against_the_peer_run_beside_native(self):
        """A peer that starts a process per puzzle is far slower than native: its mean is the 9x9
        row's target, measured in the same run; the other rows keep their fixed targets."""
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        shared = self.shared_with_9x9_set(tmp.name)
        peer = f"cmd:{os.path.abspath(BINARY)} --serial -"
        done, rows = self.run_table("--peer", peer, "--portfolio", "1", "--sat", "none", shared=shared)
        self.assertEqual(done.returncode, 0, done.stderr)
        by_set = {row["set"]: row for row in rows}
        nine = by_set["seventeen_clue 9x9"]
        self.assertEqual((nine["puzzles"], nine["solved"], nine["peer"]), ("3", "3", peer))
        self.assertEqual(float(nine["target_us"]), float(nine["peer_mean"]))
        self.assertAlmostEqual(float(nine["ratio"]), float(nine["mean"]) / float(nine["peer_mean"]), places=9)
        self.assertLess(float(nine["ratio"]), 0.5)  # a process per puzzle takes milliseconds
        self.assertIn(f"--solver=native,{peer} --rounds=3 --warmup=1", done.stdout.splitlines()[0])
        self.assertIn("On the 9x9 sets beside the peer: the first 3 puzzles, each puzzle's time the fastest of its 3 "
                      "rounds.", done.stdout)
        self.assertEqual(by_set["course puzzles_7_bigger, whole file"]["target_us"], "1000000")
        self.assertEqual(by_set["course puzzles_7_bigger, whole file"]["peer"], "")

    def test_9x9_rows_beside_the_peer_keep_the_first_peer_limit_puzzles_and_peer_rounds_solves(self):
        """--peer-limit cuts the 9x9 files below --limit; --peer-rounds 1 times one solve a puzzle."""
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        shared = self.shared_with_9x9_set(tmp.name)
        peer = f"cmd:{os.path.abspath(BINARY)} --serial -"
        done, rows = self.run_table("--peer", peer, "--peer-limit", "2", "--peer-rounds", "1", "--portfolio", "1",
                                    "--sat", "none", shared=shared)
        self.assertEqual(done.returncode, 0, done.stderr)
        by_set = {row["set"]: row for row in rows}
        self.assertEqual(by_set["seventeen_clue 9x9"]["puzzles"], "2")
        self.assertEqual(by_set["course puzzles_7_bigger, whole file"]["puzzles"], "3")  # --limit alone
        self.assertNotIn("--rounds", done.stdout.splitlines()[0])
        self.assertIn("On the 9x9 sets beside the peer: the first 2 puzzles.", done.stdout)

    def test_9x9_rows_without_a_peer_have_no_target_and_a_lib_peer_is_named_by_its_file(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        shared = self.shared_with_9x9_set(tmp.name)
        done, rows = self.run_table("--portfolio", "1", "--sat", "none", shared=shared)
        self.assertEqual(done.returncode, 0, done.stderr)
        nine = {row["set"]: row for row in rows}["seventeen_clue 9x9"]
        self.assertEqual((nine["target_us"], nine["ratio"], nine["peer"]), ("", "", ""))
        self.assertIn("mean ≤ a peer's beside it: none run (--peer)", done.stdout)
        self.assertNotIn("(met)", next(line for line in done.stdout.splitlines() if "seventeen_clue" in line))
        library = os.path.join(os.path.dirname(os.path.abspath(BINARY)), "libsudoku_bench.so")
        if not os.path.exists(library):
            self.skipTest(f"no {library}: the lib: peer is not measured")
        done, rows = self.run_table("--peer", f"lib:{library}:sb_solve_tdoku", "--portfolio", "1", "--sat", "none",
                                    shared=shared)
        self.assertEqual(done.returncode, 0, done.stderr)
        nine = {row["set"]: row for row in rows}["seventeen_clue 9x9"]
        self.assertEqual(nine["peer"], "lib:libsudoku_bench.so:sb_solve_tdoku")
        self.assertGreater(float(nine["peer_mean"]), 0)
        self.assertNotIn(library, done.stdout)

    def test_a_peer_that_answers_wrong_sets_no_target_and_says_so(self):
        """The project's lying test library writes back its puzzle with every blank a 1: the harness
        rejects every answer, so the peer has no time to be judged against."""
        library = os.path.join(os.path.dirname(os.path.abspath(BINARY)), "tests", "backends", "liblying_solver.so")
        if not os.path.exists(library):
            self.skipTest(f"no {library}")
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        shared = self.shared_with_9x9_set(tmp.name)
        done, rows = self.run_table("--peer", f"lib:{library}:lying_solve", "--portfolio", "1", "--sat", "none",
                                    shared=shared)
        self.assertEqual(done.returncode, 0, done.stderr)
        nine = {row["set"]: row for row in rows}["seventeen_clue 9x9"]
        self.assertEqual((nine["solved"], nine["peer_solved"], nine["target_us"], nine["ratio"]), ("3", "0", "", ""))
        self.assertIn("mean ≤ the peer's beside it: it solved none of the 3", done.stdout)

    def test_seed_and_example_rows_take_the_worst_seed_and_the_example_wall_time(self):
        done, rows = self.run_table("--limit", "1", "--seeds", "1-2", "--portfolio", "1", "--sat", "none",
                                    "--minimal", "none", "--holes", "none", rows_of_sets=False)
        self.assertEqual(done.returncode, 0, done.stderr)
        seeds_line = next(line for line in done.stdout.splitlines() if "worst of seeds 1-2" in line)
        match = re.search(r"\| ([0-9.e-]+) s \(seed ([0-9]+); 1: ([0-9.e-]+), 2: ([0-9.e-]+)\)", seeds_line)
        self.assertIsNotNone(match, seeds_line)
        worst, seed, first, second = float(match[1]), int(match[2]), float(match[3]), float(match[4])
        self.assertEqual(worst, max(first, second))
        self.assertIn(seed, [s for s, total in ((1, first), (2, second)) if total == worst])
        by_set = {row["set"]: row for row in rows}
        seeds_row = by_set["course puzzles_7_bigger, whole file, worst of seeds 1-2"]
        example_row = next(row for name, row in by_set.items() if name.startswith("course example"))
        for row, statistic in ((seeds_row, "total"), (example_row, "wall")):
            self.assertEqual(row["target_statistic"], statistic)
            self.assertGreater(float(row["total"]), 0)
            self.assertAlmostEqual(float(row["ratio"]), float(row["total"]) / 1e6, places=9)
        # One puzzle of a few milliseconds: the example's wall time includes the process, not minutes.
        self.assertLess(float(example_row["total"]), 60e6)

    def test_repeated_runs_keep_one_row_per_puzzle_with_the_same_counters(self):
        _, once = self.run_table()
        done, repeated = self.run_table("--repeat", "3")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("each file 3 times", done.stdout)
        self.assertIn("each the median of its runs", done.stdout)
        for a, b in zip(once, repeated):
            self.assertEqual(a["set"], b["set"])
            for key in ("puzzles", "solved", "timeouts", "guesses", "no_guess"):
                self.assertEqual(a[key], b[key], (a["set"], key))

    def test_out_beyond_the_repository_still_names_its_commit(self):
        """The commit is the scripts' repository's, wherever the table goes and the caller stands."""
        try:
            head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                                  text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            self.skipTest("the tree is no git checkout")
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        out = os.path.join(tmp.name, "table.md")
        done = subprocess.run([sys.executable, PERF_TABLE, "--binary", os.path.abspath(BINARY), "--limit", "1", "--repeat", "1",
                               "--timeout", "300", "--shared", os.path.join(tmp.name, "no_shared"), "--out", out],
                              capture_output=True, text=True, timeout=600, cwd=tmp.name)
        self.assertEqual(done.returncode, 0, done.stderr)
        with open(out, encoding="utf-8") as f:
            text = f.read()
        self.assertNotIn("commit unknown", text)
        self.assertIn(f"commit {head}", text)

    def test_sat_and_portfolio_columns_measure_what_their_targets_name(self):
        """A shared directory whose gecode file holds one course 25x25: the second table gives its
        SAT total (when the binary has cadical) and both portfolio figures, and every ratio is the figure
        its target names over that target."""
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        public = os.path.join(tmp.name, "shared", "puzzles", "public")
        os.makedirs(public)
        with open(os.path.join(ROOT, "puzzles", "puzzles_7_bigger.txt"), encoding="utf-8") as f:
            twenty_five = next(line for line in f if len(line.strip()) == 625)
        with open(os.path.join(public, "gecode_frisch_25x25.txt"), "w", encoding="utf-8") as f:
            f.write(twenty_five)
        sat = sat_solver()
        done, rows = self.run_table("--sat", sat, "--sat-seeds", "0,2", shared=os.path.join(tmp.name, "shared"))
        self.assertEqual(done.returncode, 0, done.stderr)
        by_set = {row["set"]: row for row in rows}
        gecode, whole = by_set["gecode_frisch 25x25"], by_set["course puzzles_7_bigger, whole file"]
        self.assertIn("| gecode_frisch 25x25 | ", done.stdout.split("portfolio max")[1])
        for row, statistic, target in ((gecode, "max", 1.5e6), (whole, "total", 6e5)):
            self.assertEqual(row["portfolio_members"], "2")
            self.assertGreater(float(row["portfolio_max"]), 0)
            self.assertLessEqual(float(row["portfolio_max"]), float(row["portfolio_total"]) + 1e-9)
            self.assertAlmostEqual(float(row["portfolio_ratio"]), float(row[f"portfolio_{statistic}"]) / target,
                                   places=9)
        # The rows with no portfolio target get no portfolio run.
        self.assertEqual(by_set["course 24x24, 25x25 of puzzles_7"]["portfolio_members"], "")
        if sat == "none":
            self.skipTest("no cadical in the binary: the SAT columns are not measured")
        self.assertEqual(whole["sat_total"], "")
        # The course's 24x24 and 25x25 stand for the private minimal set beside the SAT solver.
        course = by_set["course 24x24, 25x25 of puzzles_7"]
        for row in (gecode, course):
            self.assertEqual(row["sat_seeds"], "0,2")
            self.assertGreater(float(row["sat_total"]), 0)
            self.assertGreater(float(row["sat_native_total"]), 0)
            for key in ("sat_ratio", "sat_max_ratio"):
                low, middle, high = (float(row[key + end]) for end in ("_low", "", "_high"))
                self.assertLess(low, high, "two seeds, two side-by-side runs: their ratios differ")
                self.assertAlmostEqual(middle, (low + high) / 2, places=9)  # the median of two seeds
        # One puzzle a set: its maximum is its total, seed by seed.
        for key in ("sat_ratio", "sat_max_ratio"):
            self.assertAlmostEqual(float(gecode[key]), float(gecode["sat_ratio"]), places=9)
        self.assertIn("| gecode_frisch 25x25 | 0,2 | ", done.stdout)

    def test_portfolio_of_one_and_no_sat_leave_the_second_table_unmeasured(self):
        done, rows = self.run_table("--limit", "1", "--portfolio", "1", "--sat", "none")
        self.assertEqual(done.returncode, 0, done.stderr)
        whole = {row["set"]: row for row in rows}["course puzzles_7_bigger, whole file"]
        self.assertEqual((whole["portfolio_members"], whole["portfolio_max"]), ("", ""))
        self.assertIn("| course puzzles_7_bigger, whole file | ", done.stdout.split("portfolio max")[1])
        self.assertIn("not run", done.stdout.split("portfolio max")[1])

    def made_rows(self, *extra):
        # --limit 4: the made sets of these tests have at most four puzzles, the course files more.
        done, rows = self.run_table("--limit", "4", "--portfolio", "1", "--seeds", "none", "--example", "off",
                                    *extra, rows_of_sets=False)
        self.assertEqual(done.returncode, 0, done.stderr)
        made = [row for row in rows if row["file"] == "made here"]
        return done.stdout.split("Sets made here")[1], made

    def test_made_minimal_puzzles_are_judged_against_half_the_sat_solvers_total(self):
        sat = sat_solver()
        table, made = self.made_rows("--minimal", "9,12:2", "--holes", "none", "--sat", sat, "--sat-seeds", "0,2")
        self.assertEqual(len(made), 1, table)
        minimal = made[0]
        self.assertEqual((minimal["puzzles"], minimal["solved"]), ("4", "4"))
        self.assertIn("minimal puzzles of sizes 9,12, 4 from generate", table)
        if sat == "none":
            self.assertIn("SAT solver not run", table)
            self.skipTest("no cadical in the binary: the SAT side is not measured")
        # Judged as the second table's rows are: side by side under each seed, the median of the seeds'
        # ratios of totals (with two seeds, their mean) over one half.
        self.assertEqual(minimal["sat_seeds"], "0,2")
        low, middle, high = (float(minimal["sat_ratio" + end]) for end in ("_low", "", "_high"))
        self.assertLessEqual(low, high)
        self.assertAlmostEqual(middle, (low + high) / 2, places=9)
        self.assertAlmostEqual(float(minimal["ratio"]), middle / 0.5, places=9)
        self.assertAlmostEqual(float(minimal["target_us"]), 0.5 * float(minimal["sat_total"]), places=6)
        self.assertIn(f"beside {sat}, seeds 0,2: total ", table)
        self.assertIn(f"| {float(minimal['ratio']):.2f}", table)

    def test_holes_grids_count_those_solved_within_the_limit(self):
        table, made = self.made_rows("--minimal", "none", "--holes", "9,16:0.3,0.5", "--sat", "none")
        self.assertEqual([(row["puzzles"], row["solved"], row["timeouts"]) for row in made], [("4", "4", "0")])
        self.assertIn("| 4 of 4 within 60 s (slowest solved ", table)
        self.assertIn("| every one within 60 s | met |", table)
        # Near the peak, a 36x36 at half its cells given takes far longer than half a second.
        table, made = self.made_rows("--minimal", "none", "--holes", "36:0.5", "--holes-limit", "0.5",
                                     "--sat", "none")
        self.assertEqual([(row["puzzles"], row["solved"], row["timeouts"]) for row in made], [("1", "0", "1")])
        self.assertIn("| 0 of 1 within 0.5 s | every one within 0.5 s | 0 of 1 |", table)

    def test_a_malformed_made_set_is_a_usage_error(self):
        for option in ("--minimal", "--holes"):
            done = subprocess.run([sys.executable, PERF_TABLE, "--binary", BINARY, option, "20,24"],
                                  capture_output=True, text=True, timeout=60)
            self.assertEqual(done.returncode, 2, option)
            self.assertIn(f"{option}: '20,24' is not SIZES:VALUES", done.stderr)

    def test_the_9x9_mean_is_the_median_of_the_runs_means_and_the_fastest_round_is_a_puzzles_time(self):
        """Three runs whose means are 2, 10 and 4 µs (native) give 4, not the mean of per-puzzle medians;
        the peer's rows are judged apart. And a run beside the peer reads solve_us_min."""
        sys.path.insert(0, os.path.join(ROOT, "scripts"))
        import perf_table  # pylint: disable=import-outside-toplevel

        def run(native_times, peer_times):
            rows = []
            for line, (n, p) in enumerate(zip(native_times, peer_times), 1):
                for solver, t in (("native", n), ("tdoku", p)):
                    rows.append({"line": str(line), "size": "9", "solver": solver, "status": "solved",
                                 "solve_us": str(t), "guesses": "0"})
            return rows
        runs = [run([1, 3], [5, 5]), run([19, 1], [1, 1]), run([4, 4], [3, 3])]
        self.assertEqual(perf_table.mean_over_runs(runs, {9}), 4)
        self.assertEqual(perf_table.mean_over_runs(runs, {9}, peer=True), 3)
        self.assertEqual(perf_table.mean_over_runs(runs, {16}), None)

        fastest = perf_table.fastest_rounds([{"solve_us": "7.5", "solve_us_min": "6.25"}, {"solve_us": "9"}])
        self.assertEqual([row["solve_us"] for row in fastest], ["6.25", "9"])

        class Args:  # what first_puzzles reads
            limit, peer_limit = 0, 10000
        self.assertEqual(perf_table.first_puzzles(Args, True), 10000)
        self.assertEqual(perf_table.first_puzzles(Args, False), 0)
        Args.limit = 3
        self.assertEqual(perf_table.first_puzzles(Args, True), 3)
        Args.peer_limit = 0
        self.assertEqual(perf_table.first_puzzles(Args, True), 3)

    def test_repeat_below_one_is_a_usage_error(self):
        done, _ = subprocess.run([sys.executable, PERF_TABLE, "--binary", BINARY, "--repeat", "0"],
                                 capture_output=True, text=True, timeout=60), None
        self.assertEqual(done.returncode, 2)
        self.assertIn("--repeat must be at least 1", done.stderr)
        for option, value, message in (("--sat-seeds", "2-1", "--sat-seeds: empty range"),
                                       ("--peer-rounds", "0", "--peer-rounds must be at least 1"),
                                       ("--peer-limit", "-1", "--peer-limit must be 0 (all) or more")):
            done = subprocess.run([sys.executable, PERF_TABLE, "--binary", BINARY, option, value],
                                  capture_output=True, text=True, timeout=60)
            self.assertEqual(done.returncode, 2, option)
            self.assertIn(message, done.stderr)

    def test_missing_binary_is_a_usage_error(self):
        done = subprocess.run([sys.executable, PERF_TABLE, "--binary", "/nonexistent/sudoku-bench"],
                              capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("is not an executable", done.stderr)


if __name__ == "__main__":
    BINARY = sys.argv.pop(1)
    unittest.main()
