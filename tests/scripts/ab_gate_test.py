#!/usr/bin/env python3
"""Tests of scripts/ab_gate.sh, CI's timing gate: which reference commit it times HEAD against,
when it skips, and that ab.py's verdict is its exit status. Each case runs the gate in a scratch
git repository holding a copy of the gate and a stand-in ab.py that records its arguments.

    python3 tests/scripts/ab_gate_test.py [AbGateTest.test_name ...]
"""

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GATE = os.path.join(ROOT, "scripts", "ab_gate.sh")

# Appends its arguments, one per line, to AB_GATE_LOG, a line "--" after each call, and exits with
# the next of AB_GATE_STATUS's comma-separated statuses (the last one again once they run out).
FAKE_AB = textwrap.dedent("""\
    import os, sys
    log_path = os.environ["AB_GATE_LOG"]
    calls = open(log_path).read().count("--\\n") if os.path.exists(log_path) else 0
    with open(log_path, "a") as log:
        log.write("\\n".join(sys.argv[1:]) + "\\n--\\n")
    statuses = os.environ.get("AB_GATE_STATUS", "0").split(",")
    sys.exit(int(statuses[min(calls, len(statuses) - 1)]))
    """)


class AbGateTest(unittest.TestCase):
    def setUp(self):
        self.repo = tempfile.mkdtemp(prefix="ab-gate-test-")
        self.addCleanup(shutil.rmtree, self.repo, ignore_errors=True)
        os.makedirs(os.path.join(self.repo, "scripts"))
        os.makedirs(os.path.join(self.repo, "puzzles"))
        shutil.copy(GATE, os.path.join(self.repo, "scripts", "ab_gate.sh"))
        with open(os.path.join(self.repo, "scripts", "ab.py"), "w") as f:
            f.write(FAKE_AB)
        with open(os.path.join(self.repo, "puzzles", "a.txt"), "w") as f:
            f.write("1.\n")
        self.log = os.path.join(self.repo, "ab-arguments.txt")
        self.git("init", "-q")
        self.commits = []

    def git(self, *args):
        env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
                   GIT_COMMITTER_EMAIL="t@t")
        return subprocess.run(["git", "-C", self.repo, *args], capture_output=True, text=True, check=True,
                              env=env).stdout.strip()

    def commit(self, name):
        with open(os.path.join(self.repo, name), "w") as f:
            f.write(name + "\n")
        self.git("add", "-A")
        self.git("commit", "-qm", name)
        self.commits.append(self.git("rev-parse", "HEAD"))

    def gate(self, *args, status="0"):
        env = dict(os.environ, AB_GATE_LOG=self.log, AB_GATE_STATUS=str(status))
        return subprocess.run(["bash", os.path.join(self.repo, "scripts", "ab_gate.sh"), *args],
                              capture_output=True, text=True, env=env, timeout=60)

    def ab_calls(self):
        """Each call of ab.py: its arguments."""
        with open(self.log) as f:
            return [call.strip("\n").split("\n") for call in f.read().split("--\n")[:-1]]

    def ab_arguments(self):
        return self.ab_calls()[0]

    def test_the_first_commit_is_skipped_with_a_note(self):
        self.commit("one")
        done = self.gate()
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("skipped", done.stdout)
        self.assertFalse(os.path.exists(self.log), "ab.py must not run without a reference")

    def test_head_is_timed_against_its_parent(self):
        self.commit("one")
        self.commit("two")
        done = self.gate()
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        arguments = self.ab_arguments()
        self.assertIn(f"--base={self.commits[0]}", arguments)
        self.assertIn(f"--new={self.commits[1]}", arguments)
        self.assertIn("parent", done.stdout)

    def test_the_commit_named_in_results_is_the_reference(self):
        self.commit("one")
        self.commit("two")
        os.makedirs(os.path.join(self.repo, "results"))
        with open(os.path.join(self.repo, "results", "ab_baseline"), "w") as f:
            f.write(self.commits[0] + "\n")
        self.commit("three")
        done = self.gate()
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn(f"--base={self.commits[0]}", self.ab_arguments())
        self.assertIn(f"--new={self.commits[2]}", self.ab_arguments())

    def test_a_named_commit_missing_from_the_clone_falls_back_to_the_parent(self):
        self.commit("one")
        os.makedirs(os.path.join(self.repo, "results"))
        with open(os.path.join(self.repo, "results", "ab_baseline"), "w") as f:
            f.write("0123456789abcdef0123456789abcdef01234567\n")
        self.commit("two")
        done = self.gate()
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn("does not hold", done.stdout)
        self.assertIn(f"--base={self.commits[0]}", self.ab_arguments())

    def test_a_slower_verdict_fails_the_gate_when_a_second_run_confirms_it(self):
        self.commit("one")
        self.commit("two")
        done = self.gate("--record", status="1,1")
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        calls = self.ab_calls()
        self.assertEqual(len(calls), 2)
        self.assertIn("--history=results/history.jsonl", calls[0])
        self.assertNotIn("--history=results/history.jsonl", calls[1], "the second run must not record twice")
        self.assertIn("once more", done.stdout)

    def test_a_slower_verdict_the_second_run_does_not_confirm_passes(self):
        self.commit("one")
        self.commit("two")
        done = self.gate(status="1,0")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertEqual(len(self.ab_calls()), 2)

    def test_a_pass_or_a_usage_error_runs_ab_once(self):
        self.commit("one")
        self.commit("two")
        self.assertEqual(self.gate(status="0").returncode, 0)
        self.assertEqual(len(self.ab_calls()), 1)
        os.remove(self.log)
        self.assertEqual(self.gate(status="2,0").returncode, 2)
        self.assertEqual(len(self.ab_calls()), 1)

    def test_threshold_rounds_and_record_reach_ab(self):
        self.commit("one")
        self.commit("two")
        done = self.gate("--threshold=0.03", "--rounds=4", "--record")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        arguments = self.ab_arguments()
        for expected in ("--threshold=0.03", "--rounds=4", "--history=results/history.jsonl",
                         "puzzles/a.txt"):
            self.assertIn(expected, arguments)

    def test_an_unknown_argument_is_a_usage_error(self):
        self.commit("one")
        done = self.gate("--bogus")
        self.assertEqual(done.returncode, 2)
        self.assertIn("--bogus", done.stderr)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], *sys.argv[1:]])
