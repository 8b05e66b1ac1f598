#!/usr/bin/env python3
"""Tests of scripts/ablation.sh with a stand-in harness: which runs it makes, with which options,
and what its CSV's provenance lines say (standard library only).

    python3 tests/scripts/ablation_test.py [AblationTest.test_name ...]
"""

import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from benchkit import schema  # noqa: E402

SCRIPT = os.path.join(ROOT, "scripts", "ablation.sh")

# Logs its arguments, one run a line, and writes a row per file with the options it was given.
STAND_IN = textwrap.dedent("""\
    #!{python}
    import sys
    args = sys.argv[1:]
    with open({log!r}, "a") as log:
        log.write(" ".join(args) + "\\n")
    value = lambda name: next((a.split("=", 1)[1] for a in args if a.startswith(name + "=")), "")
    with open(value("--csv"), "w") as out:
        out.write("file,line,techniques,status,solve_us,guesses,search\\n")
        for path in (a for a in args if not a.startswith("-")):
            out.write(f"{{path}},1,{{value('--techniques').replace(',', '+')}},solved,5.0,0,{{value('--search')}}\\n")
    sys.exit(1)  # some puzzle unsolved: data for an ablation, not a failure
    """)


class AblationTest(unittest.TestCase):
    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = tmp.name
        self.log = os.path.join(self.dir, "runs.log")
        self.harness = os.path.join(self.dir, "fake-bench")
        with open(self.harness, "w", encoding="utf-8") as f:
            f.write(STAND_IN.format(python=sys.executable, log=self.log))
        os.chmod(self.harness, 0o755)
        self.puzzles = os.path.join(self.dir, "p.txt")
        with open(self.puzzles, "w", encoding="utf-8") as f:
            f.write("." * 81 + "\n")
        self.out = os.path.join(self.dir, "ablation.csv")

    def ablation(self, *options, last=()):
        done = subprocess.run(["bash", SCRIPT, "-o", self.out, *options, self.harness, self.puzzles, *last],
                              capture_output=True, text=True, timeout=60)
        runs = []
        if os.path.exists(self.log):
            with open(self.log, encoding="utf-8") as f:
                runs = [line.split() for line in f]
        return done, runs

    def test_t_is_the_technique_sets_and_the_search_defaults_to_backtrack(self):
        done, runs = self.ablation("-t", "none fl,mrv", "--timeout", "3")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual([next(a for a in run if a.startswith("--techniques=")) for run in runs],
                         ["--techniques=none", "--techniques=fl,mrv"])
        for run in runs:
            self.assertIn("--search=backtrack", run)
            self.assertIn("--timeout=3", run)
        table = schema.read_csv(self.out)
        self.assertEqual([row["techniques"] for row in table.rows], ["none", "fl+mrv"])
        self.assertEqual({row["search"] for row in table.rows}, {"backtrack"})
        self.assertEqual(table.provenance["search"], "backtrack")
        self.assertEqual(table.provenance["timeout_s"], "3")
        self.assertIn("--search=backtrack --timeout=3", table.provenance["command"])

    def test_search_and_the_sets_alias(self):
        done, runs = self.ablation("--search=learn", "--sets", "all", "-j", "1")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(len(runs), 1)
        self.assertTrue({"--search=learn", "--techniques=all", "--threads=1"} <= set(runs[0]), runs[0])
        table = schema.read_csv(self.out)
        self.assertEqual(table.provenance["search"], "learn")
        self.assertEqual(table.provenance["threads"], "1")
        done, runs = self.ablation("--techniques=fl", "-s", "none")  # the last list given wins
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("--techniques=none", runs[-1])

    def test_default_sets_are_the_seven(self):
        done, runs = self.ablation()
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual([next(a for a in run if a.startswith("--techniques=")) for run in runs],
                         ["--techniques=" + s for s in ("none", "fl", "fl,mrv", "fl,mrv,cp", "fl,mrv,cp,subsets",
                                                        "fl,mrv,cp,intersections", "all")])
        for run in runs:
            self.assertIn("--timeout=10", run)

    def test_usage_errors_exit_2(self):
        for options in (["--bogus"], ["-t"], ["--search="], ["--timeout"], ["--sets"]):
            done, runs = self.ablation(last=options)  # last: a missing value is not the harness's path
            self.assertEqual(done.returncode, 2, (options, done.stderr))
            self.assertEqual(runs, [], options)
            self.assertIn("ablation.sh:", done.stderr)


if __name__ == "__main__":
    unittest.main()
