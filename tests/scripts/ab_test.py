#!/usr/bin/env python3
"""Tests of scripts/ab.py: its statistics on synthetic times, and the program on stand-in binaries
whose speed is known, on the real binary, and built from a git revision.

    python3 tests/scripts/ab_test.py SUDOKU_BENCH [AbTest.test_name ...]
"""

import importlib.util
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
AB = os.path.join(ROOT, "scripts", "ab.py")
COURSE = os.path.join(ROOT, "puzzles")
BINARY = None
SKIP = 77  # ctest's SKIP_RETURN_CODE

sys.path.insert(0, os.path.join(ROOT, "scripts"))  # ab.py imports benchkit
spec = importlib.util.spec_from_file_location("ab", AB)
ab = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ab)


def synthetic(puzzles, rounds, shift, rng, noise=0.08, offset=0.02):
    """(base, new) times[p][r]: puzzles of widely spread size, each run's time off by a per-run
    offset (the whole process slow or fast) and per-solve noise, new `shift` times the base."""
    sizes = [math.exp(rng.uniform(math.log(2), math.log(50_000))) for _ in range(puzzles)]
    runs = []
    for factor in (1.0, shift):
        offsets = [math.exp(rng.gauss(0, offset)) for _ in range(rounds)]
        runs.append([[s * factor * offsets[r] * math.exp(rng.gauss(0, noise)) for r in range(rounds)]
                     for s in sizes])
    return tuple(runs)


# A stand-in for sudoku-bench: writes the CSV columns ab.py reads, each puzzle's time a fixed size
# (from its line) times FACTOR, with 5% noise per solve; lines starting with '!' are left unsolved.
FAKE = textwrap.dedent("""\
    #!{python}
    import os, random, sys, zlib
    FACTOR = {factor}
    COUNTERS = {counters!r}
    csv_path, files = None, []
    for arg in sys.argv[1:]:
        if arg == "--version":
            print("sudoku-bench 0.0.0\\ncommit: unknown\\ncompiler: Fake 1\\nbuild: Release, flags: -O0")
            sys.exit(0)
        if arg.startswith("--csv="):
            csv_path = arg[6:]
        elif not arg.startswith("-"):
            files.append(arg)
    if os.environ.get("AB_TEST_LOG"):
        with open(os.environ["AB_TEST_LOG"], "a") as log:
            log.write(os.path.basename(sys.argv[0]) + " " + " ".join(os.path.basename(f) for f in files) + "\\n")
    with open(csv_path, "w") as out:
        out.write("file,line,status,solve_us,guesses,recursions,search\\n")
        for path in files:
            for n, line in enumerate(open(path), 1):
                size = 10 + zlib.crc32(line.encode()) % 5000
                status = "unsolvable" if line.startswith("!") else "solved"
                us = size * FACTOR * random.lognormvariate(0, 0.05)
                guesses = n + COUNTERS.get(n, 0)
                out.write(f"{{path}},{{n}},{{status}},{{us:.1f}},{{guesses}},{{2 * n}},learn\\n")
    """)


# For tests about something other than the verdict: the stand-ins' times are random (5% noise), and
# with a handful of puzzles and rounds an A/A run is now and then called slower.
NO_VERDICT = ["--threshold", "0.9"]


class StatisticsTest(unittest.TestCase):
    """ab.py's estimate, bootstrap and verdict on times whose true ratio is known."""

    def analyse(self, shift, seed, files=2):
        rng = random.Random(seed)
        data = {f"f{i}.txt": synthetic(40, 6, shift, rng) for i in range(files)}
        ratios, overall = ab.estimate(data)
        intervals, overall_ci = ab.bootstrap(data, resamples=400, seed=seed)
        return ratios, overall, intervals, overall_ci

    def test_a_ten_percent_slowdown_is_found_every_time(self):
        for seed in range(12):
            ratios, overall, intervals, overall_ci = self.analyse(1.10, seed)
            for name, ratio in ratios.items():
                low, high = intervals[name]
                self.assertLess(low, 1.10, (seed, name))
                self.assertGreater(high, 1.10, (seed, name))
                self.assertEqual(ab.verdict(ratio, intervals[name], 0.05), "slower", (seed, name, ratio, low))
            self.assertEqual(ab.verdict(overall, overall_ci, 0.05), "slower", seed)

    def test_no_shift_is_never_called_slower_or_faster(self):
        for seed in range(12):
            ratios, overall, intervals, overall_ci = self.analyse(1.0, 100 + seed)
            for name, ratio in ratios.items():
                low, high = intervals[name]
                self.assertLess(low, 1.0, (seed, name))
                self.assertGreater(high, 1.0, (seed, name))
                self.assertEqual(ab.verdict(ratio, intervals[name], 0.05), "same", (seed, name))

    def test_a_ten_percent_speedup_is_faster(self):
        ratios, overall, intervals, overall_ci = self.analyse(1 / 1.10, 7)
        self.assertAlmostEqual(overall, 1 / 1.10, delta=0.03)
        self.assertEqual(ab.verdict(overall, overall_ci, 0.05), "faster")

    def test_a_large_but_uncertain_ratio_is_same(self):
        self.assertEqual(ab.verdict(1.20, (0.97, 1.45), 0.05), "same")
        self.assertEqual(ab.verdict(0.80, (0.70, 1.02), 0.05), "same")
        self.assertEqual(ab.verdict(1.20, (1.01, 1.45), 0.05), "slower")
        self.assertEqual(ab.verdict(1.04, (1.01, 1.07), 0.05), "same")
        self.assertEqual(ab.verdict(0.80, (0.70, 0.99), 0.05), "faster")

    def test_significant_but_small_shift_is_same(self):
        # 2% slower with next to no noise: certainly slower, but within a 5% threshold.
        rng = random.Random(3)
        data = {"f.txt": synthetic(200, 6, 1.02, rng, noise=0.005, offset=0.001)}
        ratios, overall = ab.estimate(data)
        intervals, overall_ci = ab.bootstrap(data, resamples=400)
        self.assertGreater(overall_ci[0], 1.0)
        self.assertEqual(ab.verdict(overall, overall_ci, 0.05), "same")
        self.assertEqual(ab.verdict(overall, overall_ci, 0.01), "slower")

    def test_a_slow_run_of_one_version_widens_the_interval(self):
        # Every puzzle of one new run 30% slow: the median over rounds shrugs it off, and resampling
        # rounds shows it in the interval's width instead of in a false verdict.
        rng = random.Random(5)
        base, new = synthetic(60, 8, 1.0, rng, noise=0.01, offset=0.0)
        calm = ab.bootstrap({"f": (base, new)}, resamples=400)[1]
        for row in new:
            row[3] *= 1.3
        ratios, overall = ab.estimate({"f": (base, new)})
        upset = ab.bootstrap({"f": (base, new)}, resamples=400)[1]
        self.assertLess(overall, 1.02)
        self.assertGreater(upset[1] - upset[0], calm[1] - calm[0])
        self.assertEqual(ab.verdict(overall, upset, 0.05), "same")

    def test_the_same_times_and_seed_give_the_same_interval(self):
        data = {"f": synthetic(30, 4, 1.0, random.Random(1))}
        self.assertEqual(ab.bootstrap(data, resamples=200, seed=9), ab.bootstrap(data, resamples=200, seed=9))

    def test_rows_pair_by_line_and_solver_when_a_run_holds_several(self):
        def run(solvers, us):
            return {(line, solver): {"status": "solved", "solve_us": us, "guesses": "1", "recursions": "1"}
                    for line in (1, 2) for solver in solvers}

        # One solver a side, whatever its name: paired by line.
        paired, base, new, puzzles, changed = ab.pair_file([run(["native"], 10.0)] * 2, [run(["other"], 20.0)] * 2)
        self.assertEqual((paired, puzzles, changed), ([1, 2], 2, 0))
        self.assertEqual(new, [[20.0, 20.0]] * 2)
        # Several solvers in a run: each puzzle of each solver is its own, paired with the same solver's.
        paired, base, new, puzzles, changed = ab.pair_file([run(["native", "other"], 10.0)] * 2,
                                                           [run(["other"], 20.0)] * 2)
        self.assertEqual((paired, puzzles), ([(1, "other"), (2, "other")], 4))


class AbTest(unittest.TestCase):
    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = tmp.name

    def fake(self, name, factor, counters=None):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(FAKE.format(python=sys.executable, factor=factor, counters=counters or {}))
        os.chmod(path, 0o755)
        return path

    def puzzles(self, name, count, unsolved=0):
        path = os.path.join(self.dir, name)
        with open(path, "w", encoding="utf-8") as f:
            for n in range(count):
                f.write(("!" if n < unsolved else "") + f"puzzle {name} {n}\n")
        return path

    def ab(self, *args):
        return subprocess.run([sys.executable, AB, "--quiet", *args], capture_output=True, text=True,
                              timeout=600, cwd=self.dir)

    def last_line(self, done):
        return done.stdout.strip().splitlines()[-1]

    def test_a_slower_binary_fails_naming_the_file(self):
        fast, slow = self.fake("fast", 1.0), self.fake("slow", 1.2)
        files = [self.puzzles("easy.txt", 40), self.puzzles("hard.txt", 40)]
        done = self.ab("--base-bin", fast, "--new-bin", slow, "--rounds", "4", *files)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        last = self.last_line(done)
        self.assertRegex(last, r"^ab: slower: 1\.[12]\d\dx \[1\.\d+, 1\.\d+\] on (easy|hard)\.txt \(and 1 more\)$")
        ratio = float(last.split()[2].rstrip("x"))
        self.assertAlmostEqual(ratio, 1.2, delta=0.04)

    def test_the_same_binary_twice_passes(self):
        fast = self.fake("fast", 1.0)
        done = self.ab("--base-bin", fast, "--new-bin", fast, "--rounds", "4", self.puzzles("p.txt", 40))
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertRegex(self.last_line(done), r"^ab: same: (0\.9[5-9]\d|1\.0[0-4]\d)x \[")

    def test_versions_alternate_which_runs_first_after_the_warmup(self):
        log = os.path.join(self.dir, "runs.log")
        files = [self.puzzles("p.txt", 3), self.puzzles("q.txt", 3)]
        done = subprocess.run([sys.executable, AB, "--quiet", "--base-bin", self.fake("A", 1.0), "--new-bin",
                               self.fake("B", 1.0), "--rounds", "4", "--warmup", "1", *files,
                               *NO_VERDICT],
                              capture_output=True, text=True, timeout=120, env={**os.environ, "AB_TEST_LOG": log})
        self.assertEqual(done.returncode, 0, done.stderr)
        with open(log, encoding="utf-8") as f:
            runs = f.read().split()
        # Each run is one version on one file; rounds go over every file, and the first version of a
        # round is the second of the next: B A (warm-up), A B, B A, A B, B A.
        pairs = [(runs[i], runs[i + 1], runs[i + 2], runs[i + 3]) for i in range(0, len(runs), 4)]
        base_first = [("A", "p.txt", "B", "p.txt"), ("A", "q.txt", "B", "q.txt")]
        new_first = [("B", "p.txt", "A", "p.txt"), ("B", "q.txt", "A", "q.txt")]
        self.assertEqual(pairs, new_first + base_first + new_first + base_first + new_first)

    def test_a_faster_binary_passes_as_faster(self):
        done = self.ab("--base-bin", self.fake("slow", 1.25), "--new-bin", self.fake("fast", 1.0),
                       "--rounds", "4", self.puzzles("p.txt", 40))
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertRegex(self.last_line(done), r"^ab: faster: 0\.[78]\d\dx \[", done.stdout)

    def test_counters_that_differ_and_unsolved_puzzles_are_reported(self):
        base = self.fake("base", 1.0)
        new = self.fake("new", 1.0, counters={3: 1, 7: 2})
        done = self.ab("--base-bin", base, "--new-bin", new, "--rounds", "3", self.puzzles("p.txt", 20, unsolved=2),
                       *NO_VERDICT)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("note: p.txt: counters differ on 2 puzzle(s)", done.stdout)
        self.assertIn("note: p.txt: 2 puzzle(s) not solved in every run", done.stdout)
        self.assertRegex(done.stdout, r"p\.txt\s+20\s+18\s")

    def test_json_and_markdown_outputs(self):
        fast, slow = self.fake("fast", 1.0), self.fake("slow", 1.3)
        out = os.path.join(self.dir, "ab.json")
        done = self.ab("--base-bin", fast, "--new-bin", slow, "--rounds", "3", "--markdown", f"--json={out}",
                       self.puzzles("p.txt", 30))
        self.assertEqual(done.returncode, 1, done.stderr)
        self.assertIn("| file | puzzles | paired |", done.stdout)
        self.assertRegex(done.stdout, r"\| p\.txt \| 30 \| 30 \| [\d.,]+ \| [\d.,]+ \| 1\.\d+x \[")
        with open(out, encoding="utf-8") as f:
            report = json.load(f)
        self.assertEqual((report["verdict"], report["exit"], report["rounds"]), ("slower", 1, 3))
        entry = report["files"][0]
        self.assertEqual((entry["file"], entry["puzzles"], entry["paired"], entry["verdict"]), ("p.txt", 30, 30, "slower"))
        self.assertEqual(len(entry["round_ratios"]), 3)  # the warm-up is not counted
        self.assertLess(entry["ci"][0], entry["ratio"])
        self.assertLess(entry["ratio"], entry["ci"][1])
        self.assertEqual(report["new"]["version"].splitlines()[0], "sudoku-bench 0.0.0")
        self.assertIn("bootstrap", report["statistic"])

    def test_history_appends_one_record_per_run(self):
        fast = self.fake("fast", 1.0)
        history = os.path.join(self.dir, "history.jsonl")
        files = [self.puzzles("a.txt", 10, unsolved=1), self.puzzles("b.txt", 5)]
        for _ in range(2):
            done = self.ab("--base-bin", fast, "--new-bin", fast, "--rounds", "2", f"--history={history}", *files,
                           *NO_VERDICT)
            self.assertEqual(done.returncode, 0, done.stderr)
        with open(history, encoding="utf-8") as f:
            records = [json.loads(line) for line in f]
        self.assertEqual(len(records), 2)
        record = records[1]
        self.assertEqual(record["build"], {"compiler": "Fake 1", "build_type": "Release", "flags": "-O0"})
        self.assertEqual(record["workload"], {"options": ["--threads=1"], "rounds": 2})
        a = record["files"]["a.txt"]
        self.assertEqual((a["puzzles"], a["solved"], a["guesses"], a["recursions"]),
                         (10, 9, sum(range(2, 11)), 2 * sum(range(2, 11))))
        self.assertLessEqual(a["median_us"], a["p90_us"])
        self.assertIn("cpu", record["machine"])

    def test_usage_errors_exit_2(self):
        fast = self.fake("fast", 1.0)
        p = self.puzzles("p.txt", 5)
        cases = [
            (["--base-bin", fast, "--base", "HEAD", "--new-bin", fast, p], "not allowed with"),
            (["--new-bin", fast, p], "required"),
            (["--base-bin", os.path.join(self.dir, "none"), "--new-bin", fast, p], "no executable"),
            (["--base-bin", fast, "--new-bin", fast, os.path.join(self.dir, "none.txt")], "no puzzle file"),
            (["--base-bin", fast, "--new-bin", fast, "--rounds", "1", p], "--rounds"),
            (["--base-bin", fast, "--new-bin", fast, "--args=--threads=2", p], "ab.py's to set"),
            (["--base", "no-such-revision-here", "--new-bin", fast, p], "not a git revision"),
            (["--base-bin", fast, "--new-bin", self.fake("broken", "1/0"), p], "exited with"),
        ]
        for args, message in cases:
            done = self.ab(*args)
            self.assertEqual(done.returncode, 2, (args, done.stdout, done.stderr))
            self.assertIn(message, done.stderr, args)

    def test_real_binary_against_itself(self):
        files = [os.path.join(COURSE, name) for name in ("puzzles_2_variety_easy.txt", "puzzles_6_variety_hard.txt")]
        # Three rounds beside other tests (or under a sanitizer) can leave a run-level offset of more
        # than the default 5%, which is noise here: the threshold only keeps "same" in reach.
        done = self.ab("--base-bin", BINARY, "--new-bin", BINARY, "--rounds", "3", "--threshold", "0.5",
                       "--args=--techniques=all", *files)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertRegex(done.stdout, r"puzzles_6_variety_hard\.txt\s+60\s+60\s.*equal\s+same")
        self.assertIn("options --techniques=all", done.stdout)

    def test_real_binary_other_engine_is_slower(self):
        # The sweep engine rescans the whole board after every change: much slower on 16x16.
        hard = os.path.join(COURSE, "puzzles_6_variety_hard.txt")
        done = self.ab("--base-bin", BINARY, "--new-bin", BINARY, "--rounds", "3", "--args=--search=backtrack",
                       "--new-args=--engine=scan", hard)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        self.assertRegex(self.last_line(done), r"^ab: slower: \d+\.\d+x .* on puzzles_6_variety_hard\.txt$")

    def test_revisions_are_built_once_into_the_cache(self):
        cache = os.path.join(self.dir, "cache")
        easy = os.path.join(COURSE, "puzzles_1_standard_easy.txt")
        # Caching is what is tested here, not timing: two rounds of the same binary can differ by
        # more than the default threshold on a busy machine, so the threshold is out of reach.
        args = ["--base", "HEAD", "--new", "HEAD", f"--cache={cache}", "--rounds", "2", "--threshold", "0.9", easy]
        done = subprocess.run([sys.executable, AB, *args], capture_output=True, text=True, timeout=1200)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        sha = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        self.assertEqual(os.listdir(cache), [sha])
        self.assertEqual(done.stderr.count("building"), 1, done.stderr)
        again = subprocess.run([sys.executable, AB, *args], capture_output=True, text=True, timeout=600)
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertNotIn("building", again.stderr)
        self.assertIn("cached", again.stderr)


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith(("-", "StatisticsTest", "AbTest")):
        BINARY = os.path.abspath(sys.argv.pop(1))
    if "AbTest.test_revisions_are_built_once_into_the_cache" in sys.argv and not os.path.exists(
            os.path.join(ROOT, ".git")):
        print("not a git clone: no revision to build, skipped")
        sys.exit(SKIP)
    unittest.main()
