#!/usr/bin/env python3
"""Mutation testing: plants one known fault at a time and checks that the tests notice it.

    scripts/mutate.py [--list] [--changed-since REV] [--only NAME,...] [--sample K --seed S] [--jobs J]
                      [--timeout S] [--report PATH] [--no-baseline] [--tests-first] [--keep]

The curated mutants are listed in scripts/mutants.py. Each is found by its original text: in the
file it names when that holds it exactly once, else anywhere in the product's sources (solver/,
harness/, backends/, capi/, generator/, scripts/), whatever the whitespace, so that a move or a
reformatting keeps it applicable; a text found in no place or in several is refused as stale.
--changed-since REV generates mutants instead, by operator, over the product's C++ lines changed
since REV. The tracked files (with the working tree's changes
and new, unignored files) are copied beside the repository, so that ../shared still resolves from
the copy; one Release build is configured there, and the whole test suite runs once unmutated
(which also tells ctest each test's cost). Then, per mutant: plant it, rebuild incrementally (a
no-op for a script, once the last C++ mutant is rebuilt away), run scripts/regression_check.sh and
ctest, cheap tests first (with --tests-first ctest first, as CI runs them), stopping at the first
failure; then restore the file. A mutant is killed when a build, the regression check or a test
fails; it SURVIVED when everything passes.

Exit status: 0 when every mutant is killed or equivalent, 1 when any survived, 2 on a usage
error, a stale mutant (its original text no longer found exactly once) or a failed setup.
Standard library only.
"""

import argparse
import dataclasses
import datetime
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutants import MUTANTS, Mutant  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
# Costs (seconds, from the last recorded run) that separate the ctest stages: unit tests take
# milliseconds, the command-line and script tests up to a second, the rest longer.
STAGE_LIMITS = (0.1, 1.0)
# For a test without a TIMEOUT property of its own (every test here has one, see
# suite.every_test_has_a_time_limit): a hang still fails with the test's name.
CTEST_DEFAULT_TIMEOUT = 600
# This tool's own tests check the mutants' original texts against the tree: in a mutated copy they
# would kill every mutant, so they are left out of the mutant runs.
SELF_TESTS = "scripts.mutate."


@dataclasses.dataclass
class Result:
    mutant: object
    verdict: str            # killed, SURVIVED, equivalent
    killers: list           # test names, "compiler", "regression_check", "timeout"
    seconds: float


class Stale(Exception):
    """A mutant's original text is neither once in its file nor once in the product sources."""


# ---- finding and planting ----

# Where a mutant may be planted: the product's sources, not its tests, and not this tool's own
# files (mutants.py holds every original text as a string).
PRODUCT_DIRS = ("solver", "harness", "backends", "capi", "generator", "scripts")
SOURCE_SUFFIXES = (".cpp", ".h", ".hpp", ".c", ".py", ".sh")
NOT_PRODUCT = ("scripts/mutants.py", "scripts/mutate.py")


def product_sources(root):
    """The product's source files under `root`, relative, sorted."""
    found = []
    for top in PRODUCT_DIRS:
        for directory, subdirectories, files in os.walk(Path(root) / top):
            subdirectories[:] = sorted(d for d in subdirectories if not d.startswith((".", "__pycache__")))
            for name in sorted(files):
                relative = os.path.relpath(os.path.join(directory, name), root).replace(os.sep, "/")
                if name.endswith(SOURCE_SUFFIXES) and relative not in NOT_PRODUCT:
                    found.append(relative)
    return found


def squeezed(text):
    """The text without its whitespace, and for each character left its index in the text."""
    places = [i for i, c in enumerate(text) if not c.isspace()]
    return "".join(text[i] for i in places), places


def pattern_spans(text, original):
    """The (start, end) spans of `text` that hold `original` whatever their whitespace: between
    its first and last non-blank character, widened by the line's indentation when the original
    starts with blanks and by the rest of the line when it ends with a newline."""
    core, _ = squeezed(original)
    if not core:
        return []
    flat, places = squeezed(text)
    spans, at = [], flat.find(core)
    while at >= 0:
        start, end = places[at], places[at + len(core) - 1] + 1
        if original[:1].isspace():
            while start > 0 and text[start - 1] in " \t":
                start -= 1
        if original.endswith("\n"):
            while end < len(text) and text[end] in " \t":
                end += 1
            end += text[end:end + 1] == "\n"
        spans.append((start, end))
        at = flat.find(core, at + len(core))
    return spans


def fitted_replacement(mutant, found):
    """The mutant's replacement with the original's leading and trailing blanks swapped for those
    of the text `found` in their place (a reformatted or re-indented copy of the original)."""
    replacement = mutant.replacement
    lead = mutant.original[:len(mutant.original) - len(mutant.original.lstrip())]
    trail = mutant.original[len(mutant.original.rstrip()):]
    found_lead = found[:len(found) - len(found.lstrip())]
    found_trail = found[len(found.rstrip()):]
    if lead and replacement.startswith(lead):
        replacement = found_lead + replacement[len(lead):]
    if trail and replacement.endswith(trail):
        replacement = replacement[:len(replacement) - len(trail)] + found_trail
    return replacement


def locate(root, mutant):
    """Where the mutant goes: (file, start, end, replacement). Its recorded file first, when it
    holds the original exactly once (as written, or whatever the whitespace); else the one place in
    the product sources that holds it whatever the whitespace. Stale when there is none or more."""
    recorded = Path(root) / mutant.file
    spans = None
    if recorded.is_file():
        text = recorded.read_text(encoding="utf-8")
        if text.count(mutant.original) == 1:
            start = text.index(mutant.original)
            return mutant.file, start, start + len(mutant.original), mutant.replacement
        spans = pattern_spans(text, mutant.original)
        if len(spans) == 1:
            start, end = spans[0]
            return mutant.file, start, end, fitted_replacement(mutant, text[start:end])
    places = []
    for name in product_sources(root):
        text = (Path(root) / name).read_text(encoding="utf-8", errors="replace")
        places += [(name, start, end, text[start:end]) for start, end in pattern_spans(text, mutant.original)]
    if len(places) != 1:
        where = ", ".join(sorted({name for name, *_ in places}))
        in_file = "does not exist" if spans is None else f"holds it {len(spans)} times"
        raise Stale(f"{mutant.name}: {mutant.file} {in_file}, and its original text occurs {len(places)} times "
                    f"in the product sources{' (' + where + ')' if where else ''}, not once "
                    "(the code moved on: update the mutant in scripts/mutants.py)")
    name, start, end, found = places[0]
    return name, start, end, fitted_replacement(mutant, found)


def stale_problems(root, mutants):
    """One message per mutant that cannot be placed (see locate)."""
    problems = []
    for m in mutants:
        try:
            locate(root, m)
        except Stale as e:
            problems.append(str(e))
    return problems


def mutated_text(text, mutant):
    """The file's text with the mutant planted where the text holds its original exactly once;
    Stale otherwise."""
    if text.count(mutant.original) != 1:
        raise Stale(f"{mutant.name}: original text not found exactly once in {mutant.file}")
    return text.replace(mutant.original, mutant.replacement)


def planted(root, mutant):
    """(file, its text before, its text with the mutant planted), the file found by locate."""
    name, start, end, replacement = locate(root, mutant)
    text = (Path(root) / name).read_text(encoding="utf-8")
    return name, text, text[:start] + replacement + text[end:]


# ---- mutants generated over the lines a change touches ----

# (name, what it does, pattern, replacement) of each operator, applied to the code of a changed C++
# line (before any // comment), each match on its own. The binary operators are matched with the
# blanks clang-format puts around them, so that a template's < or a stream's << is left alone.
OPERATORS = [
    ("lt-to-le", "< becomes <=", re.compile(r"(?<=\S) < (?=\S)"), " <= "),
    ("le-to-lt", "<= becomes <", re.compile(r"(?<=\S) <= (?=\S)"), " < "),
    ("gt-to-ge", "> becomes >=", re.compile(r"(?<=\S) > (?=\S)"), " >= "),
    ("ge-to-gt", ">= becomes >", re.compile(r"(?<=\S) >= (?=\S)"), " > "),
    ("eq-to-ne", "== becomes !=", re.compile(r" == "), " != "),
    ("ne-to-eq", "!= becomes ==", re.compile(r" != "), " == "),
    ("and-to-or", "&& becomes ||", re.compile(r" && "), " || "),
    ("or-to-and", "|| becomes &&", re.compile(r" \|\| "), " && "),
    ("plus-one-to-minus-one", "+ 1 becomes - 1", re.compile(r" \+ 1\b(?!\.)"), " - 1"),
    ("minus-one-to-plus-one", "- 1 becomes + 1", re.compile(r" - 1\b(?!\.)"), " + 1"),
    ("true-to-false", "true becomes false", re.compile(r"\btrue\b"), "false"),
    ("false-to-true", "false becomes true", re.compile(r"\bfalse\b"), "true"),
]
# A statement that only steps a counter, `++x;` or `x--;`: dropped whole.
STEP_STATEMENT = re.compile(r"^\s*(?:(?:\+\+|--)[\w.\[\]>-]+|[\w.\[\]>-]+(?:\+\+|--));\s*$")
CPP_SUFFIXES = (".cpp", ".h", ".hpp", ".c")
HUNK = re.compile(r"^@@ -\S+ \+(\d+)(?:,(\d+))? @@")


def changed_lines(diff_text):
    """{file: [line numbers on the new side]} of the lines a unified diff (--unified=0) adds."""
    changed, current = {}, None
    for line in diff_text.splitlines():
        if line.startswith("+++ "):
            current = line[6:] if line.startswith("+++ b/") else None
        elif current and (hunk := HUNK.match(line)):
            first, count = int(hunk.group(1)), int(hunk.group(2) or 1)
            changed.setdefault(current, []).extend(range(first, first + count))
    return changed


def line_mutations(code):
    """(operator name, description, mutated line) of every operator match in one line of code;
    what follows a // comment is left alone, a step statement is dropped whole."""
    body, comment = (code.split("//", 1)[0], "//" + code.split("//", 1)[1]) if "//" in code else (code, "")
    found = []
    if STEP_STATEMENT.match(body):
        found.append(("drop-step", "the statement that steps a counter is dropped", ""))
    for name, description, pattern, replacement in OPERATORS:
        for k, match in enumerate(pattern.finditer(body)):
            mutated = body[:match.start()] + replacement + body[match.end():] + comment
            found.append((f"{name}-{k + 1}" if k else name, description, mutated))
    return found


def unique_context(lines, index):
    """(first, last) line indices around lines[index] whose joined text occurs once in the file,
    widened a line each side at a time (up to 15 lines); None when no such context is found."""
    text = "".join(lines)
    for width in range(8):
        first, last = max(0, index - width), min(len(lines) - 1, index + width)
        if text.count("".join(lines[first:last + 1])) == 1:
            return first, last
    return None


def generated_mutants(root, changed):
    """Mutants by operator over the changed lines of the product's C++ files ({file: [lines]})."""
    made = []
    for name in sorted(changed):
        if not name.endswith(CPP_SUFFIXES) or not name.startswith(tuple(d + "/" for d in PRODUCT_DIRS)):
            continue
        path = Path(root) / name
        if not path.is_file():
            continue
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        for number in sorted(set(changed[name])):
            if number > len(lines) or lines[number - 1].lstrip().startswith(("//", "#", "*", "/*")):
                continue
            context = unique_context(lines, number - 1)
            if context is None:
                continue
            first, last = context
            for operator, description, mutated in line_mutations(lines[number - 1].rstrip("\n")):
                new_line = mutated + "\n" if mutated else ""
                slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
                made.append(Mutant(f"changed-{slug}-{number}-{operator}", name, "".join(lines[first:last + 1]),
                                   "".join(lines[first:number - 1]) + new_line + "".join(lines[number:last + 1]),
                                   f"line {number}: {description}"))
    return made


def mutants_of_change(repo, revision):
    """The generated mutants of the product's C++ lines changed since `revision` (the working tree
    against it, uncommitted changes included). ValueError when git cannot tell."""
    run = subprocess.run(["git", "-C", str(repo), "diff", "--unified=0", "--no-color", "--no-ext-diff", revision,
                          "--", *PRODUCT_DIRS], capture_output=True, text=True)
    if run.returncode != 0:
        raise ValueError(f"git diff {revision}: {run.stderr.strip()}")
    return generated_mutants(repo, changed_lines(run.stdout))


# ---- the scratch copy ----

def source_files(repo):
    """Tracked files and new files git does not ignore, as they are in the working tree."""
    out = subprocess.run(["git", "-C", str(repo), "ls-files", "-z", "--cached", "--others",
                          "--exclude-standard"], check=True, capture_output=True).stdout
    names = sorted({n for n in out.decode().split("\0") if n})
    return [n for n in names if (repo / n).is_file() or (repo / n).is_symlink()]


def make_copy(repo):
    """A copy of the sources in a new directory beside the repository (so ../shared is the same)."""
    copy = Path(tempfile.mkdtemp(prefix=".mutate-", dir=repo.parent))
    for name in source_files(repo):
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(repo / name, target, follow_symlinks=False)
    return copy


def head_commit(repo):
    run = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else ""


def tree_is_dirty(repo):
    run = subprocess.run(["git", "-C", str(repo), "status", "--porcelain"], capture_output=True, text=True)
    return bool(run.stdout.strip())


# ---- running ----

def run(cmd, cwd, timeout, log):
    """(exit status, output), status None when `timeout` seconds passed (the process group is killed)."""
    log.write(f"\n$ {shlex.join(cmd)}\n")
    log.flush()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            errors="replace", start_new_session=True, stdin=subprocess.DEVNULL)
    try:
        out, _ = proc.communicate(timeout=max(1.0, timeout))
        status = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        status = None
    log.write(out)
    log.flush()
    return status, out


FAILED_LINE = re.compile(r"^\s*\d+ - (.+?) \((Failed|Timeout|Exception|SEGFAULT|Subprocess aborted|[^)]*)\)\s*$")
PROGRESS_LINE = re.compile(r"Test\s+#\d+: (.+?) \.*\s*\*\*\*(Failed|Timeout|Exception)")


def failed_tests(ctest_output):
    """Names of the tests ctest reports as failed (including timeouts), in order, without repeats.

    Skipped tests (exit 77) are listed by ctest too, under "did not run": they are not failures."""
    names = []
    failed_section = False
    for line in ctest_output.splitlines():
        if line.startswith("The following tests"):
            failed_section = "FAILED" in line
            continue
        m = PROGRESS_LINE.search(line) or (FAILED_LINE.match(line) if failed_section else None)
        if m and m.group(1).strip() not in names:
            names.append(m.group(1).strip())
    return names


def test_numbers(build):
    """{test name: ctest number}."""
    out = subprocess.run(["ctest", "--test-dir", str(build), "-N"], capture_output=True, text=True,
                         check=True).stdout
    return {m.group(2).strip(): int(m.group(1)) for m in re.finditer(r"Test\s+#(\d+): (.+)", out)}


def test_costs(build):
    """{test name: seconds} from ctest's record of the last runs (empty before any run)."""
    costs = {}
    path = build / "Testing" / "Temporary" / "CTestCostData.txt"
    if path.exists():
        for line in path.read_text().splitlines():
            parts = line.rsplit(maxsplit=2)  # gtest names may hold spaces
            try:
                costs[parts[0].strip()] = float(parts[2])
            except (IndexError, ValueError):  # the list of last failures, after a "---" line
                continue
    return costs


def ctest_stages(numbers, costs, excluded):
    """Test numbers in stages by cost: unit tests, then the other cheap ones, then the rest. Most
    kills come early, and by the most specific test (within a stage ctest starts the costliest
    first, and stops scheduling at the first failure)."""
    stages = [[] for _ in range(len(STAGE_LIMITS) + 1)]
    for name, number in sorted(numbers.items(), key=lambda item: costs.get(item[0], 0.0)):
        if name in excluded:
            continue
        cost = costs.get(name, 0.0)
        stages[sum(cost >= limit for limit in STAGE_LIMITS)].append(number)
    return [stage for stage in stages if stage]


def ctest_command(build, jobs, numbers=None, stop_on_failure=True):
    cmd = ["ctest", "--test-dir", str(build), "-j", str(jobs), "--output-on-failure",
           "--timeout", str(CTEST_DEFAULT_TIMEOUT)]
    if stop_on_failure:
        cmd.append("--stop-on-failure")
    if numbers:
        cmd += ["-I", "0,0,0," + ",".join(map(str, numbers))]
    return cmd


class Workbench:
    """The scratch copy, built once, where mutants are planted one by one."""

    def __init__(self, repo, jobs, log_dir, tests_first=False):
        self.repo = repo
        self.jobs = jobs
        self.tests_first = tests_first  # CI's order: ctest, then the regression check
        self.copy = make_copy(repo)
        self.build = self.copy / "build"
        self.log_dir = log_dir or self.copy / "mutate-logs"
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.stages = []
        self.regression_limit = 600.0
        self.excluded = []

    def log(self, name):
        return open(self.log_dir / f"{name}.log", "w", encoding="utf-8")

    def regression_command(self):
        return ["bash", str(self.copy / "scripts" / "regression_check.sh"), str(self.build / "sudoku-bench")]

    def build_command(self):
        return ["cmake", "--build", str(self.build), "-j", str(self.jobs)]

    def set_up(self, say, baseline=True, benchmarks=False):
        """Configure and build once, run everything unmutated; tests failing already are left out.

        Without `baseline` the unmutated suite is not run, and test costs come from the
        repository's own build/ when it has run ctest. bench/ (and its tests) is built only with
        `benchmarks`: Google Benchmark's binary is the slowest part of the build."""
        with self.log("setup") as log:
            configure = ["cmake", "-S", str(self.copy), "-B", str(self.build), "-DCMAKE_BUILD_TYPE=Release",
                         f"-DSUDOKU_BUILD_BENCHMARKS={'ON' if benchmarks else 'OFF'}"]
            commit = head_commit(self.repo)
            if commit:
                configure.append(f"-DSUDOKU_GIT_COMMIT={commit}")
            for what, cmd in (("configure", configure), ("build", self.build_command())):
                say(f"setup: {what} in {self.copy}")
                status, _ = run(cmd, self.copy, 3600, log)
                if status != 0:
                    raise RuntimeError(f"{what} failed; see {self.log_dir / 'setup.log'}")
            say("setup: regression check, unmutated")
            start = time.monotonic()
            status, _ = run(self.regression_command(), self.copy, 1800, log)
            if status != 0:
                raise RuntimeError(f"the regression check fails unmutated; see {self.log_dir / 'setup.log'}")
            # A hang on the course files counts as a kill, past ten times the usual time.
            self.regression_limit = 30 + 10 * (time.monotonic() - start)
            if baseline:
                say("setup: whole test suite, unmutated")
                status, out = run(ctest_command(self.build, self.jobs, stop_on_failure=False), self.copy,
                                  3600, log)
                self.excluded = failed_tests(out) if status != 0 else []
                if status != 0 and not self.excluded:
                    raise RuntimeError(f"ctest fails unmutated; see {self.log_dir / 'setup.log'}")
                for name in self.excluded:
                    say(f"setup: warning: {name} fails unmutated; left out of the mutant runs")
        numbers = test_numbers(self.build)
        costs = test_costs(self.build) if baseline else test_costs(self.repo / "build")
        left_out = set(self.excluded) | {name for name in numbers if name.startswith(SELF_TESTS)}
        self.stages = ctest_stages(numbers, costs, left_out)

    def try_mutant(self, mutant, timeout):
        """Plants the mutant, runs the checks until one fails, restores the file: a Result."""
        if mutant.equivalent:
            return Result(mutant, "equivalent", [], 0.0)
        name, original, mutated = planted(self.copy, mutant)
        path = self.copy / name
        start = time.monotonic()
        deadline = start + timeout
        path.write_text(mutated, encoding="utf-8")
        try:
            with self.log(mutant.name) as log:
                killers = self.checks(mutant, deadline, log)
        finally:
            path.write_text(original, encoding="utf-8")
        seconds = time.monotonic() - start
        return Result(mutant, "killed" if killers else "SURVIVED", killers, seconds)

    def checks(self, mutant, deadline, log):
        """The names of what failed first ([] when everything passed)."""
        left = lambda: deadline - time.monotonic()  # noqa: E731
        # Built for a script mutant too: the last C++ mutant's restored file has yet to be rebuilt
        # (a no-op build takes a second or two).
        status, _ = run(self.build_command(), self.copy, left(), log)
        if status is None:
            return ["timeout (build)"]
        if status != 0:
            return ["compiler"]
        def regression_check():
            status, _ = run(self.regression_command(), self.copy, min(left(), self.regression_limit), log)
            if status is None:
                return ["regression_check (hung)" if left() > 0 else "timeout (regression_check)"]
            return ["regression_check"] if status != 0 else []

        def test_suite():
            for stage in self.stages:
                status, out = run(ctest_command(self.build, self.jobs, stage), self.copy, left(), log)
                if status is None:
                    return ["timeout (ctest)"]
                if status != 0:
                    return failed_tests(out) or ["ctest"]
            return []

        for check in (test_suite, regression_check) if self.tests_first else (regression_check, test_suite):
            killers = check()
            if killers:
                return killers
        return []

    def remove(self):
        shutil.rmtree(self.copy, ignore_errors=True)


# ---- output ----

def result_line(result, width):
    m = result.mutant
    if result.verdict == "equivalent":
        return f"{'equivalent':10} {m.name:{width}}   (not run: {m.equivalent})"
    killers = f"  by {', '.join(result.killers)}" if result.killers else ""
    return f"{result.verdict:10} {m.name:{width}} {result.seconds:7.1f} s{killers}"


def totals(results):
    """Counts per verdict and the mean seconds of kills and of survivors."""
    killed = [r.seconds for r in results if r.verdict == "killed"]
    survived = [r.seconds for r in results if r.verdict == "SURVIVED"]
    return {
        "mutants": len(results),
        "killed": len(killed),
        "survived": len(survived),
        "equivalent": sum(r.verdict == "equivalent" for r in results),
        "mean_killed_s": sum(killed) / len(killed) if killed else None,
        "mean_survived_s": sum(survived) / len(survived) if survived else None,
        "total_s": sum(r.seconds for r in results),
    }


def md_cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def render_report(results, command, commit, date):
    """The markdown report: one table row per mutant, then the totals and provenance."""
    t = totals(results)
    lines = ["# Mutation testing", "",
             "| mutant | file | fault | verdict | killed by | seconds |",
             "|---|---|---|---|---|---:|"]
    for r in results:
        m = r.mutant
        by = ", ".join(r.killers) if r.killers else (m.equivalent if r.verdict == "equivalent" else "")
        seconds = "" if r.verdict == "equivalent" else f"{r.seconds:.1f}"
        lines.append("| " + " | ".join(md_cell(x) for x in (
            f"`{m.name}`", f"`{m.file}`", m.description, r.verdict, by, seconds)) + " |")
    mean = lambda v: "-" if v is None else f"{v:.1f} s"  # noqa: E731
    lines += ["",
              f"**Totals:** {t['mutants']} mutants: {t['killed']} killed, {t['survived']} survived, "
              f"{t['equivalent']} equivalent. Mean time of a kill {mean(t['mean_killed_s'])}, "
              f"of a survivor {mean(t['mean_survived_s'])}; {t['total_s']:.0f} s in all.",
              "",
              f"- command: `{command}`",
              f"- commit: `{commit or 'unknown'}`",
              f"- date: {date}",
              ""]
    return "\n".join(lines)


# ---- command line ----

def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="mutate.py",
        description="Mutation testing: plant each listed fault (scripts/mutants.py) in a scratch copy "
                    "beside the repository, rebuild, and check that the regression check or a test "
                    "fails. Exit 0 when every mutant is killed or equivalent, 1 when any survived, "
                    "2 on a usage error, a stale mutant or a failed setup.")
    parser.add_argument("--list", action="store_true",
                        help="print the mutants' names and faults and exit (no build)")
    parser.add_argument("--changed-since", metavar="REV",
                        help="instead of the curated list, mutants generated by operator (< and <=, == and !=, "
                             "&& and ||, + 1 and - 1, true and false, a dropped ++x;) over the product's C++ "
                             "lines changed since the git revision REV, working-tree changes included")
    parser.add_argument("--only", metavar="NAME[,NAME...]",
                        help="run only these mutants, in this order (an unknown name is a usage error)")
    parser.add_argument("--sample", type=int, metavar="K",
                        help="run a random subset of K mutants (the same K and --seed, the same subset)")
    parser.add_argument("--seed", type=int, default=0, help="seed of --sample (default: 0)")
    parser.add_argument("--jobs", "-j", type=int, default=2,
                        help="parallel jobs of the build and of ctest (default: 2)")
    parser.add_argument("--timeout", type=float, default=900, metavar="SECONDS",
                        help="limit per mutant, build and tests together; a mutant that runs past it "
                             "counts as killed, by 'timeout' (default: 900)")
    parser.add_argument("--report", metavar="PATH",
                        help="also write a markdown report: the verdicts, totals, command, commit, date")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the unmutated run of the whole suite (a few minutes; for CI, where the "
                             "suite has just passed): test costs then come from the repository's build/, "
                             "and a test failing already would kill every mutant")
    parser.add_argument("--tests-first", action="store_true",
                        help="run the test suite before the regression check, in CI's order, so that "
                             "the report names the test CI would fail on (slower: the regression check "
                             "kills most mutants in a few seconds)")
    parser.add_argument("--keep", action="store_true",
                        help="keep the scratch copy (build and per-mutant logs in mutate-logs/)")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.timeout <= 0:
        parser.error("--timeout must be positive")
    if args.sample is not None and args.sample < 1:
        parser.error("--sample must be at least 1")
    return args, parser


def select(args, parser):
    pool = list(MUTANTS)
    if args.changed_since:
        try:
            pool = mutants_of_change(REPO, args.changed_since)
        except ValueError as e:
            parser.error(f"--changed-since: {e}")
    chosen = pool
    if args.only:
        names = [n.strip() for n in args.only.split(",") if n.strip()]
        known = {m.name for m in pool}
        unknown = [n for n in names if n not in known]
        if unknown:
            parser.error(f"--only: no mutant named {', '.join(unknown)} (see --list)")
        by_name = {m.name: m for m in pool}
        chosen = [by_name[n] for n in dict.fromkeys(names)]  # in the order given
    if args.sample is not None and args.sample < len(chosen):
        picked = set(random.Random(args.seed).sample(range(len(chosen)), args.sample))
        chosen = [m for i, m in enumerate(chosen) if i in picked]
    return chosen


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args, parser = parse_args(argv)
    chosen = select(args, parser)
    if not chosen:
        print("mutate.py: no mutant to run" + (f" (no operator applies to a C++ line changed since "
                                               f"{args.changed_since})" if args.changed_since else ""))
        return 0
    if args.list:
        width = max(len(m.name) for m in chosen)
        for m in chosen:
            note = f"  [equivalent: {m.equivalent}]" if m.equivalent else ""
            print(f"{m.name:{width}}  {m.file}: {m.description}{note}")
        return 0
    problems = stale_problems(REPO, chosen)
    if problems:
        for p in problems:
            print(f"mutate.py: stale mutant {p}", file=sys.stderr)
        return 2
    return run_mutants(args, argv, chosen)


def needs_benchmarks(mutants):
    """Whether a mutant lies in bench/, whose programs and tests exist only when benchmarks are built
    (without them such a mutant would survive every run)."""
    return any(m.file.startswith("bench/") for m in mutants)


def run_mutants(args, argv, chosen):
    """Sets up the workbench, tries every chosen mutant, prints and reports the verdicts: the exit status."""
    say = lambda text: print(text, flush=True)  # noqa: E731
    command = shlex.join(["scripts/mutate.py", *argv])
    commit = head_commit(REPO) + (" (with working-tree changes)" if tree_is_dirty(REPO) else "")
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    bench = Workbench(REPO, args.jobs, None, tests_first=args.tests_first)
    results = []
    try:
        try:
            bench.set_up(say, baseline=not args.no_baseline, benchmarks=needs_benchmarks(chosen))
        except RuntimeError as e:
            print(f"mutate.py: {e}", file=sys.stderr)
            return 2
        width = max(len(m.name) for m in chosen)
        for m in chosen:
            result = bench.try_mutant(m, args.timeout)
            results.append(result)
            say(result_line(result, width))
    finally:
        if args.keep:
            say(f"kept: {bench.copy}")
        else:
            bench.remove()
    t = totals(results)
    say(f"{t['mutants']} mutants: {t['killed']} killed, {t['survived']} survived, "
        f"{t['equivalent']} equivalent")
    if args.report:
        Path(args.report).write_text(render_report(results, command, commit, date), encoding="utf-8")
    return 1 if t["survived"] else 0


if __name__ == "__main__":
    sys.exit(main())
