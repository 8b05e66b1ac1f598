#!/usr/bin/env python3
"""Tests of scripts/ab_gate.sh, CI's timing gate: which reference commit it times HEAD against,
when it skips, and that ab.py's verdict is its exit status. Each case runs the gate in a scratch
git repository holding a copy of the gate and of scripts/benchkit and a stand-in ab.py that records its arguments.

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

# Appends its arguments, one per line, to AB_GATE_LOG, a line "--" after each call. Call K (from 0)
# calls slower the files named in the K-th ";"-separated field of AB_GATE_SLOWER (comma-separated
# names; the last field again once they run out) among those it was given, writes them to --json as
# ab.py does, and exits 1 when there is one, else 0; AB_GATE_STATUS=2 makes every call a usage
# error instead, and AB_GATE_STATUS=1 a slower verdict that names no file.
FAKE_AB = textwrap.dedent("""\
    import json, os, sys
    log_path = os.environ["AB_GATE_LOG"]
    calls = open(log_path).read().count("--\\n") if os.path.exists(log_path) else 0
    with open(log_path, "a") as log:
        log.write("\\n".join(sys.argv[1:]) + "\\n--\\n")
    if os.environ.get("AB_GATE_STATUS") == "2":
        sys.exit(2)
    fields = os.environ.get("AB_GATE_SLOWER", "").split(";")
    named = set(filter(None, fields[min(calls, len(fields) - 1)].split(",")))
    files = [os.path.basename(a) for a in sys.argv[1:] if a.endswith(".txt")]
    json_path = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--json=")][0]
    entries = [{"file": f, "verdict": "slower" if f in named else "same"} for f in files]
    json.dump({"files": entries}, open(json_path, "w"))
    if os.environ.get("AB_GATE_STATUS") == "1":
        sys.exit(1)
    sys.exit(1 if any(e["verdict"] == "slower" for e in entries) else 0)
    """)


class AbGateTest(unittest.TestCase):
    def setUp(self):
        self.repo = tempfile.mkdtemp(prefix="ab-gate-test-")
        self.addCleanup(shutil.rmtree, self.repo, ignore_errors=True)
        os.makedirs(os.path.join(self.repo, "scripts"))
        os.makedirs(os.path.join(self.repo, "puzzles"))
        shutil.copy(GATE, os.path.join(self.repo, "scripts", "ab_gate.sh"))
        # The gate reads ab.py's JSON with benchkit's own reader.
        shutil.copytree(os.path.join(ROOT, "scripts", "benchkit"), os.path.join(self.repo, "scripts", "benchkit"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        with open(os.path.join(self.repo, "scripts", "ab.py"), "w") as f:
            f.write(FAKE_AB)
        for name in ("a.txt", "b.txt"):
            with open(os.path.join(self.repo, "puzzles", name), "w") as f:
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

    def gate(self, *args, slower="", status="0"):
        env = dict(os.environ, AB_GATE_LOG=self.log, AB_GATE_SLOWER=slower, AB_GATE_STATUS=str(status))
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

    def test_a_file_slower_three_times_in_a_row_fails_the_gate(self):
        self.commit("one")
        self.commit("two")
        done = self.gate("--record", slower="a.txt;a.txt;a.txt")
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        calls = self.ab_calls()
        self.assertEqual(len(calls), 3)
        self.assertIn("--history=results/history.jsonl", calls[0])
        self.assertIn("puzzles/b.txt", calls[0])
        for again in calls[1:]:
            self.assertNotIn("--history=results/history.jsonl", again, "a run timed again must not record")
            self.assertIn("puzzles/a.txt", again)
            self.assertNotIn("puzzles/b.txt", again, "only the slower file is timed again")
        self.assertIn("timing those again (2 of 2)", done.stdout)

    def test_a_slower_verdict_the_next_run_does_not_confirm_passes(self):
        self.commit("one")
        self.commit("two")
        done = self.gate(slower="a.txt;")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertEqual(len(self.ab_calls()), 2)
        os.remove(self.log)  # the stand-in counts its calls in the log
        done = self.gate(slower="a.txt;a.txt;")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertEqual(len(self.ab_calls()), 3)

    def test_different_files_slower_in_turn_pass(self):
        self.commit("one")
        self.commit("two")
        # a and b slower at first; b alone the second time; a was not slower then, so it is done.
        done = self.gate(slower="a.txt,b.txt;b.txt;")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        calls = self.ab_calls()
        self.assertEqual(len(calls), 3)
        self.assertIn("puzzles/a.txt", calls[1])
        self.assertIn("puzzles/b.txt", calls[1])
        self.assertEqual([a for a in calls[2] if a.endswith(".txt")], ["puzzles/b.txt"])

    def test_the_report_shows_the_passes_timed_again(self):
        os.makedirs(os.path.join(self.repo, "results"))
        with open(os.path.join(self.repo, "results", "history.jsonl"), "w") as f:
            f.write("{}\n")
        report_log = os.path.join(self.repo, "report-arguments.txt")
        with open(os.path.join(self.repo, "scripts", "report.py"), "w") as f:
            f.write(f"import sys\nopen({report_log!r}, 'w').write('\\n'.join(sys.argv[1:]))\n")
        self.commit("one")
        self.commit("two")
        done = self.gate(slower="a.txt;")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        with open(report_log) as f:
            arguments = f.read().split("\n")
        self.assertIn("--ab=build/ab.json", arguments)
        self.assertEqual([a for a in arguments if a.startswith("--retimed")], ["--retimed=build/ab-again-1.json"])

    def test_a_slower_verdict_naming_no_file_fails_at_once(self):
        self.commit("one")
        self.commit("two")
        done = self.gate(status="1")
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        self.assertEqual(len(self.ab_calls()), 1)
        self.assertIn("named no slower file", done.stderr)

    def test_a_pass_or_a_usage_error_runs_ab_once(self):
        self.commit("one")
        self.commit("two")
        self.assertEqual(self.gate().returncode, 0)
        self.assertEqual(len(self.ab_calls()), 1)
        os.remove(self.log)
        self.assertEqual(self.gate(status="2").returncode, 2)
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
