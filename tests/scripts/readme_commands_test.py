#!/usr/bin/env python3
"""Every command of README.md's "Common uses" block runs, exits 0 and writes what it says it writes
(standard library only).

    python3 tests/scripts/readme_commands_test.py SUDOKU_BENCH [ReadmeCommandsTest.test_name ...]

The lines run in order (later ones read what earlier ones wrote), each under bash, in a scratch
directory laid out like the repository: build/sudoku-bench is the binary under test, puzzles/ holds
every bundled file cut to its first lines (KEEP_LINES), so that `puzzles/*.txt` and any bundled
file a line names are there and small. A line runs as written unless REWRITES changes it, each
rewrite with its reason; SKIPPED lists lines left out, each with its reason. A line that is neither
the program nor a script, a line that would still build revisions or rewrite a committed baseline
after the rewrites (GUARDS), and a rewrite or skip that no longer matches any line all fail the
test: a new README command is run, or the test says why it cannot be.
"""

import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
README = os.path.join(ROOT, "README.md")
SCRIPTS = os.path.join(ROOT, "scripts")
BINARY = None  # the sudoku-bench under test: the first argument
SKIP = 77  # ctest's SKIP_RETURN_CODE
LINE_LIMIT = 120  # seconds for one line; the whole block takes about 30 s on two busy cores

sys.path.insert(0, SCRIPTS)
import ab  # noqa: E402  (its machine_key() stamps the cache entries made below)

# How many puzzle lines of each bundled file the scratch puzzles/ keeps (default: KEEP_DEFAULT).
# 9x9 and 4x4 to 16x16 files solve in milliseconds a puzzle; puzzles_7_bigger.txt's first two
# lines are an 18x18 and a 25x25, which the slow lines (cadical, --techniques=fl,mrv) still finish.
KEEP_DEFAULT = 5
KEEP_LINES = {"puzzles_7_bigger.txt": 2}

# Commands the block may hold: the program, or a script of scripts/ (run directly, or by python3
# or bash). Anything else fails, to be run by this test or listed in SKIPPED.
RUNNABLE = re.compile(r"^(?:(?:python3|bash) )?(?:build/sudoku-bench|scripts/[\w.-]+)(?:\s|$)")

# (pattern, replacement, why): re.sub on each line's command (its comment cut off), in this order;
# {binary}, {scripts} and {cache} in a replacement stand for the binary under test, the
# repository's scripts/ and a scratch cache of built revisions. Every rewrite must match a line.
# A line too slow as written (over a few seconds; `generate --count=50` takes 0.7 s and the `sweep`
# line 4 s) gets a rewrite here that shrinks its counts, with its reason.
REWRITES = [
    (r"^(scripts/ab\.py --base main --new HEAD)$",
     r"\1 --cache={cache} --rounds=2 --warmup=0 --threshold=0.9 puzzles/puzzles_1_standard_easy.txt",
     "building two revisions takes minutes (ab_test.py's test_revisions_are_built_once_into_the_cache "
     "checks the build): here both revisions' cache entries hold the binary under test, so the line "
     "runs its revision lookup, cache and side-by-side timing on one small file in seconds; the "
     "threshold is out of reach, as two rounds of one binary can differ by more than 5% on a busy "
     "machine"),
    (r"^((?:bash )?scripts/regression_check\.sh(?: --[\w=-]+)*)$", r"\1 {binary}",
     "the harness it runs (after its options) defaults to the repository's build/sudoku-bench, "
     "which need not be the binary under test (or exist)"),
    (r"^((?:python3 |bash )?)scripts/", r"\1{scripts}/",
     "scripts run from the repository: ab.py reads its git history, regression_check.sh its "
     "committed baseline and course files (and only reads it: GUARDS keep --accept out)"),
]

# Lines not run, by their command as written: {command: why}. Every entry must be a line of the block.
SKIPPED = {}

# (why, test): a rewritten command for which test() is true must not run.
GUARDS = [
    ("it would build revisions into the user's cache (minutes each): rewrite it to a scratch --cache",
     lambda command: re.search(r"ab\.py\b.*--(?:base|new)[ =](?!-)", command) and "--cache=" not in command),
    ("it would rewrite the committed results/course_all.csv",
     lambda command: re.search(r"regression_check\.sh\b.*--(?:accept|update)\b", command)),
    ("it would check the repository's build/sudoku-bench, not the binary under test",
     lambda command: re.search(r"regression_check\.sh\b", command) and "{binary}" not in command),
]


class ReadmeError(Exception):
    """The README's block and this test's tables disagree: each problem on its own line."""


def common_uses(text):
    """The lines of the first fenced block under the "## Common uses" heading (blank ones left out)."""
    section = re.search(r"^## Common uses\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not section:
        raise ReadmeError('README.md has no "## Common uses" section')
    block = re.search(r"^```[a-z]*\n(.*?)^```", section.group(1), re.M | re.S)
    if not block:
        raise ReadmeError('README.md\'s "## Common uses" has no fenced block')
    return [line for line in block.group(1).splitlines() if line.strip()]


def command_of(line):
    """The command of a block line: its trailing `# comment` cut off."""
    return re.sub(r"\s+#.*$", "", line).strip()


def plan(lines, rewrites=REWRITES, skipped=SKIPPED, whole_block=True):
    """[(line, command to run with placeholders, None) or (line, None, why skipped)] for the lines.

    Raises ReadmeError naming every line that cannot run and, with whole_block, every rewrite or
    skip that matches no line (a table that outlived its line)."""
    steps, problems = [], []
    used_rewrites, used_skips = set(), set()
    for line in lines:
        command = command_of(line)
        if command in skipped:
            used_skips.add(command)
            steps.append((line, None, skipped[command]))
            continue
        if not RUNNABLE.match(command):
            problems.append(f"{line}\n    neither build/sudoku-bench nor a script of scripts/: teach "
                            "this test to run it, or add it to SKIPPED with the reason")
            continue
        rewritten = command
        for index, (pattern, replacement, _) in enumerate(rewrites):
            changed = re.sub(pattern, replacement, rewritten)
            if changed != rewritten:
                used_rewrites.add(index)
                rewritten = changed
        stopped = [why for why, test in GUARDS if test(rewritten)]
        if stopped:
            problems.extend(f"{line}\n    not run: {why}" for why in stopped)
            continue
        steps.append((line, rewritten, None))
    if whole_block:
        problems.extend(f"REWRITES' {pattern!r} matches no line of the block: remove or update it"
                        for index, (pattern, _, _) in enumerate(rewrites) if index not in used_rewrites)
        problems.extend(f"SKIPPED's {command!r} is no line of the block: remove or update it"
                        for command in skipped if command not in used_skips)
    if problems:
        raise ReadmeError("\n".join(problems))
    return steps


def outputs_of(command):
    """What a command says it writes: ("csv", PATH) for --csv=PATH, ("json", PATH) for --json=PATH,
    ("file", PATH) for a > redirection (standard output, `-`, and /dev/null are no file made)."""
    found = [("csv", p) for p in re.findall(r"--csv=(\S+)", command)]
    found += [("json", p) for p in re.findall(r"--json=(\S+)", command)]
    found += [("file", p) for p in re.findall(r"(?<![0-9&])>\s*(\S+)", command)]
    return [(kind, path) for kind, path in found if path != "-" and not path.startswith("/dev/")]


def output_problem(kind, path):
    """Why an output a line names is not what it says, or None."""
    if not os.path.isfile(path):
        return f"{path} was not written"
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    if kind == "csv":
        rows = list(csv.reader(line for line in text.splitlines() if not line.startswith("#")))
        if len(rows) < 2:
            return f"{path} has no row below its header"
    elif kind == "json":
        try:
            json.loads(text)
        except ValueError as e:
            return f"{path} is not JSON: {e}"
    elif not text.strip():
        return f"{path} is empty"
    return None


def make_scratch(directory, binary):
    """The scratch copy the lines run in: build/sudoku-bench and cut puzzles/."""
    os.makedirs(os.path.join(directory, "build"))
    os.symlink(binary, os.path.join(directory, "build", "sudoku-bench"))
    os.makedirs(os.path.join(directory, "puzzles"))
    for name in sorted(os.listdir(os.path.join(ROOT, "puzzles"))):
        if not name.endswith(".txt"):
            continue
        keep = KEEP_LINES.get(name, KEEP_DEFAULT)
        with open(os.path.join(ROOT, "puzzles", name), encoding="utf-8") as f:
            kept = [line for line in f if line.strip() and not line.startswith("#")][:keep]
        with open(os.path.join(directory, "puzzles", name), "w", encoding="utf-8") as f:
            f.writelines(kept)


def seed_revision_cache(cache, binary, revisions):
    """ab.py's cache entries for the revisions, holding the binary under test, so that nothing is
    built; the revisions that do not resolve here (a clone without the branch) are returned."""
    missing = []
    for revision in revisions:
        done = subprocess.run(["git", "-C", ROOT, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}"],
                              capture_output=True, text=True)
        sha = done.stdout.strip()
        if done.returncode != 0 or not sha:
            missing.append(revision)
            continue
        build = os.path.join(cache, sha, "src", "build")
        os.makedirs(build, exist_ok=True)
        if not os.path.exists(os.path.join(build, "sudoku-bench")):
            os.symlink(binary, os.path.join(build, "sudoku-bench"))
        with open(os.path.join(cache, sha, "built-for"), "w", encoding="utf-8") as f:
            f.write(ab.machine_key())
    return missing


def read_block():
    with open(README, encoding="utf-8") as f:
        return common_uses(f.read())


class ReadmeCommandsTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="readme-commands-")
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)

    def test_every_line_runs_and_writes_what_it_says(self):
        if BINARY is None:
            self.skipTest("no sudoku-bench given")
        steps = plan(read_block())
        work, cache = os.path.join(self.dir, "work"), os.path.join(self.dir, "cache")
        make_scratch(work, BINARY)
        revisions = sorted({r for _, command, _ in steps if command and "ab.py" in command
                            for r in re.findall(r"--(?:base|new)[ =]([^-\s]\S*)", command)})
        missing = seed_revision_cache(cache, BINARY, revisions)
        timings = []
        for line, command, why in steps:
            if command is None:
                print(f"skipped: {line}\n    {why}", file=sys.stderr)
                continue
            if missing and "ab.py" in command and any(r in command.split() for r in missing):
                print(f"skipped: {line}\n    no revision {', '.join(missing)} in this clone", file=sys.stderr)
                continue
            command = (command.replace("{binary}", BINARY).replace("{scripts}", SCRIPTS)
                       .replace("{cache}", cache))
            with self.subTest(line=line):
                start = time.monotonic()
                try:
                    done = subprocess.run(["bash", "-c", command], cwd=work, capture_output=True, text=True,
                                          timeout=LINE_LIMIT)
                except subprocess.TimeoutExpired:
                    self.fail(f"{line}\n    took over {LINE_LIMIT} s: shrink it with a rewrite")
                timings.append((time.monotonic() - start, line))
                said = (f"{line}\n  ran: {command}\n  stdout: {done.stdout[-2000:]}\n"
                        f"  stderr: {done.stderr[-2000:]}")
                self.assertEqual(done.returncode, 0, said)
                self.assertNotIn("Traceback", done.stderr, said)
                if "ab.py" in command:  # its revisions came from the scratch cache, not a build
                    self.assertNotIn("building", done.stderr, said)
                for kind, path in outputs_of(command):
                    problem = output_problem(kind, os.path.join(work, path))
                    self.assertIsNone(problem, said)
        for seconds, line in timings:
            print(f"{seconds:6.1f} s  {line}", file=sys.stderr)

    def test_the_tables_match_the_block(self):
        # Every line is runnable or skipped, and every rewrite and skip still names a line.
        steps = plan(read_block())
        self.assertTrue(any(command for _, command, _ in steps))

    def test_a_line_neither_program_nor_script_fails(self):
        with self.assertRaisesRegex(ReadmeError, "neither build/sudoku-bench nor a script"):
            plan(["make install   # somewhere else"], whole_block=False)
        with self.assertRaisesRegex(ReadmeError, "neither build/sudoku-bench nor a script"):
            plan(["sudoku-bench --serial puzzles/a.txt"], whole_block=False)
        steps = plan(["build/sudoku-bench --pretty puzzles/a.txt   # fine", "python3 scripts/x.py --help"],
                     whole_block=False)
        self.assertEqual([command for _, command, _ in steps],
                         ["build/sudoku-bench --pretty puzzles/a.txt", "python3 {scripts}/x.py --help"])

    def test_a_line_that_builds_or_rewrites_a_baseline_is_not_run(self):
        for line, why in (("scripts/ab.py --base HEAD~1 --new HEAD", "would build revisions"),
                          ("scripts/ab.py --base-bin build/sudoku-bench --new main", "would build revisions"),
                          ("scripts/regression_check.sh --accept", "rewrite the committed"),
                          ("scripts/regression_check.sh build/other-sudoku-bench", "not the binary under test")):
            with self.subTest(line=line), self.assertRaisesRegex(ReadmeError, why):
                plan([line], whole_block=False)
        # The block's own ab.py line is rewritten to a scratch cache, and runs.
        steps = plan(["scripts/ab.py --base main --new HEAD   # side by side"], whole_block=False)
        self.assertIn("--cache={cache}", steps[0][1])
        steps = plan(["scripts/regression_check.sh --strict-time"], whole_block=False)
        self.assertEqual(steps[0][1], "{scripts}/regression_check.sh --strict-time {binary}")

    def test_a_table_entry_without_its_line_fails(self):
        with self.assertRaisesRegex(ReadmeError, "matches no line of the block"):
            plan(["build/sudoku-bench puzzles/a.txt"])
        with self.assertRaisesRegex(ReadmeError, "is no line of the block"):
            plan(["build/sudoku-bench puzzles/a.txt"], rewrites=[], skipped={"scripts/gone.sh": "why"})

    def test_the_block_is_found_or_its_absence_named(self):
        text = "# x\n\n## Common uses\n\n```sh\nbuild/sudoku-bench a.txt   # one\n\nscripts/b.py\n```\n\n## Next\n"
        self.assertEqual(common_uses(text), ["build/sudoku-bench a.txt   # one", "scripts/b.py"])
        with self.assertRaisesRegex(ReadmeError, "no \"## Common uses\" section"):
            common_uses("# x\n## Uses\n")
        with self.assertRaisesRegex(ReadmeError, "has no fenced block"):
            common_uses("## Common uses\ntext\n## Next\n```sh\nx\n```\n")

    def test_outputs_are_read_from_the_command(self):
        self.assertEqual(outputs_of("build/sudoku-bench --serial a.txt > solutions.txt"),
                         [("file", "solutions.txt")])
        self.assertEqual(outputs_of("build/sudoku-bench --csv=run.csv --json=s.json a.txt 2>/dev/null"),
                         [("csv", "run.csv"), ("json", "s.json")])
        self.assertEqual(outputs_of("build/sudoku-bench --csv=- a.txt > /dev/null"), [])


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith(("-", "ReadmeCommandsTest")):
        BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
