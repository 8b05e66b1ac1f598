#!/usr/bin/env python3
"""Tests of scripts/sanitizer_reports.py on hand-made report directories (standard library only).

    python3 tests/scripts/sanitizer_reports_test.py [-v] [SanitizerReportsTest.test_name ...]
"""

import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                      "sanitizer_reports.py")

# As LeakSanitizer wrote it for a worker killed during its leak check (log_exe_name=1).
FATAL = ("==sudoku-lib-worker==31758==LeakSanitizer has encountered a fatal error.\n"
         "==sudoku-lib-worker==31758==HINT: For debugging, try setting environment variable "
         "LSAN_OPTIONS=verbosity=1:log_threads=1\n"
         "==sudoku-lib-worker==31758==HINT: LeakSanitizer does not work under ptrace "
         "(strace, gdb, etc)\n")
LEAK = ("==solver_tests==4242==ERROR: LeakSanitizer: detected memory leaks\n\n"
        "Direct leak of 24 byte(s) in 1 object(s) allocated from:\n"
        "    #0 0x7f in operator new(unsigned long)\n")
UNDEFINED = "solver/board.cpp:12:5: runtime error: shift exponent 64 is too large\n"


class SanitizerReportsTest(unittest.TestCase):
    def run_on(self, reports, *args):
        """Runs the script on a directory holding `reports` ({name: text})."""
        with tempfile.TemporaryDirectory() as directory:
            for name, text in reports.items():
                with open(os.path.join(directory, name), "w", encoding="utf-8") as report:
                    report.write(text)
            return subprocess.run([sys.executable, SCRIPT, *args, directory], capture_output=True,
                                  text=True, timeout=30)

    def test_no_report_passes(self):
        result = self.run_on({})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "")

    def test_a_finding_fails_and_is_printed(self):
        for text in (LEAK, UNDEFINED, "==77==ERROR: AddressSanitizer: heap-use-after-free\n"):
            result = self.run_on({"report.solver_tests.4242": text})
            self.assertEqual(result.returncode, 1, text)
            self.assertIn("sanitizer findings: 1", result.stdout)
            self.assertIn(text.splitlines()[0], result.stdout)

    def test_a_killed_leak_check_is_printed_but_passes(self):
        result = self.run_on({"report.sudoku-lib-worker.31758": FATAL, "report.hanging_solver.9": ""})
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("leak checks interrupted by a kill (not findings): 2", result.stdout)
        self.assertIn("--- ", result.stdout)
        self.assertIn("LeakSanitizer has encountered a fatal error.", result.stdout)
        self.assertNotIn("sanitizer findings", result.stdout)

    def test_the_fatal_error_without_the_program_name_is_a_killed_check_too(self):
        result = self.run_on({"report.31758": "==31758==LeakSanitizer has encountered a fatal error.\n"})
        self.assertEqual(result.returncode, 0, result.stdout)

    def test_a_finding_beside_the_fatal_error_fails(self):
        result = self.run_on({"report.sudoku-lib-worker.31758": FATAL + LEAK})
        self.assertEqual(result.returncode, 1, result.stdout)
        self.assertIn("sanitizer findings: 1", result.stdout)

    def test_a_cut_finding_fails(self):
        # A process killed while writing a finding leaves its first bytes: still a finding.
        result = self.run_on({"report.solver_tests.5": "==5==ERROR: AddressSa"})
        self.assertEqual(result.returncode, 1, result.stdout)

    def test_more_killed_checks_than_allowed_fail(self):
        reports = {f"report.sudoku-lib-worker.{pid}": FATAL for pid in range(4)}
        self.assertEqual(self.run_on(reports, "--max-interrupted=4").returncode, 0)
        result = self.run_on(reports, "--max-interrupted=3")
        self.assertEqual(result.returncode, 1, result.stdout)
        self.assertIn("4 leak checks interrupted, more than 3", result.stderr)

    def test_a_missing_directory_is_a_usage_error(self):
        result = subprocess.run([sys.executable, SCRIPT, "/nonexistent/reports"], capture_output=True,
                                text=True, timeout=30)
        self.assertEqual(result.returncode, 2)
        self.assertIn("is not a directory", result.stderr)


if __name__ == "__main__":
    unittest.main()
