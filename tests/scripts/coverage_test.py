#!/usr/bin/env python3
"""Tests of scripts/coverage.sh: its help and usage errors, the message when gcovr is missing, and
real runs on one or two small tests in a scratch build directory (an instrumented build of the
project: 47 s on two idle cores, over two minutes beside other builds, so ctest does not run it).

    python3 tests/scripts/coverage_test.py [-v] [CoverageTest.test_name ...]

The real run exits 77 (ctest's SKIP_RETURN_CODE) when gcovr is not installed.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
COVERAGE = os.path.join(ROOT, "scripts", "coverage.sh")
SKIP = 77
REAL_RUN_CASES = ("test_a_scratch_build_reports_one_test_and_forgets_earlier_runs",)


def run(*args, env=None, timeout=60):
    return subprocess.run(["bash", COVERAGE, *args], capture_output=True, text=True, env=env,
                          timeout=timeout, stdin=subprocess.DEVNULL)


def options_in_the_script():
    """Every long option the argument loop of coverage.sh accepts, read from its case labels."""
    with open(COVERAGE) as f:
        labels = [line for line in f if re.match(r"^\s+-[-a-z|]*\)", line)]
    return sorted({option for line in labels for option in re.findall(r"--[a-z][a-z-]*", line)})


class CoverageTest(unittest.TestCase):
    def test_help_documents_every_option(self):
        options = options_in_the_script()
        self.assertIn("--tests", options)
        for flag in ("--help", "-h"):
            done = run(flag)
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertEqual(done.stderr, "")
            for option in options:
                self.assertRegex(done.stdout, rf"(?m)^\s*(-[a-z], )?{option}\b",
                                 f"{option} is not documented")
            self.assertIn("Exit status", done.stdout)
            self.assertIn("-fprofile-update=atomic", done.stdout)

    def test_unknown_option_or_missing_value_exits_2(self):
        for args, message in ((["--bogus"], "unknown option '--bogus'"),
                              (["results/coverage.md"], "unknown option 'results/coverage.md'"),
                              (["--tests"], "--tests needs a value"),
                              (["--out", "x.md", "--opt"], "--opt needs a value"),
                              (["--opt", "2"], "--opt must be 0 or 1")):
            done = run(*args)
            self.assertEqual(done.returncode, 2, f"{args}: {done.stdout}{done.stderr}")
            self.assertIn(message, done.stderr)
            self.assertNotIn("====", done.stdout, f"{args}: nothing may be built on a usage error")

    def test_missing_gcovr_says_how_to_install_it(self):
        # A PATH with the compiler and the few tools the script needs before its checks, but no gcovr.
        with tempfile.TemporaryDirectory(prefix="coverage-test-") as bin_dir:
            for tool in ("dirname", "sed", "g++"):
                found = shutil.which(tool)
                if found:
                    os.symlink(found, os.path.join(bin_dir, tool))
            done = subprocess.run([shutil.which("bash"), COVERAGE], capture_output=True, text=True,
                                  env=dict(os.environ, PATH=bin_dir), timeout=60, stdin=subprocess.DEVNULL)
        self.assertEqual(done.returncode, 2, done.stdout + done.stderr)
        self.assertIn("gcovr not found (run scripts/setup.sh --coverage)", done.stderr)

    def test_a_scratch_build_reports_one_test_and_forgets_earlier_runs(self):
        if shutil.which("gcovr") is None:
            self.skipTest("gcovr is not installed (bash scripts/setup.sh --coverage)")
        work = tempfile.mkdtemp(prefix="coverage-test-")
        self.addCleanup(shutil.rmtree, work, ignore_errors=True)
        build = os.path.join(work, "build")
        # The first run also covers harness/output/json_string.cpp; the second must have deleted its counts.
        reports = []
        for name, tests in (("first.md", r"^BoardTest\.CopiesIndependently$|^JsonStringTest\."),
                            ("second.md", r"^BoardTest\.CopiesIndependently$")):
            out = os.path.join(work, name)
            done = run("--build", build, "--tests", tests, "--out", out, timeout=600)
            self.assertEqual(done.returncode, 0, done.stdout[-3000:] + done.stderr[-3000:])
            self.assertRegex(done.stdout, r"(?m)^solver/\s+\d+/\d+")
            self.assertIn("done: coverage run in", done.stdout)
            with open(out) as f:
                reports.append(f.read())
        first, second = reports
        self.assertRegex(first, r"\| `harness/json_string\.cpp` \| [1-9]\d*/\d+ \|")
        self.assertRegex(second, r"\| `harness/json_string\.cpp` \| 0/\d+ \|")
        for heading in ("## Per directory", "## Per file", "## What the branch figure means"):
            self.assertIn(heading, second)
        self.assertIn("0 tests failed out of 1", second)
        self.assertIn("| failed tests | none |", second)
        self.assertRegex(second, r"\| `solver/board\.cpp` \| [1-9]\d*/\d+ \|")
        self.assertRegex(second, r"\| `harness/batch_mode\.cpp` \| 0/\d+ \|")
        self.assertNotRegex(second, r"`(tests|bench|fuzz)/|/usr/include|build_info_values")

if __name__ == "__main__":
    if any(case in arg for arg in sys.argv[1:] for case in REAL_RUN_CASES) and shutil.which("gcovr") is None:
        print("gcovr is not installed (bash scripts/setup.sh --coverage): skipped")
        sys.exit(SKIP)
    unittest.main()
