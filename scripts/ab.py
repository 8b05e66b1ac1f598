#!/usr/bin/env python3
"""Side-by-side timing of two versions of sudoku-bench on the same puzzle files.

    scripts/ab.py (--base REV | --base-bin PATH) (--new REV | --new-bin PATH) [options] [FILE ...]

A timing baseline recorded on another machine or day cannot tell a slowdown from noise. This runs
both versions here, now, interleaved, and pairs their in-process solve times puzzle by puzzle.

Versions: a git revision is built once in Release (only the sudoku-bench target) into a cache keyed
by its commit (--cache); a binary is used as it is. FILEs default to the bundled puzzles/*.txt.

Measurement: each version runs every file once per round, one thread (--threads=1), with the same
options. Rounds alternate the order, A B / B A / A B ..., so drift of the machine's speed falls on
both alike; --warmup rounds before them are not counted (the first runs of a cold machine are slow).

Statistic: each puzzle's time is its median over the rounds; a file's ratio new/base is the
geometric mean over its puzzles of the puzzle's new/base ratio, and the overall ratio the geometric
mean over files. The 95% confidence interval comes from a two-level bootstrap: rounds are resampled
(a whole run can be a few percent slow, an offset no per-puzzle statistic sees) and, within each
file, puzzles. Only puzzles solved in every run of both versions are paired: by line, and by line
and solver when a version's CSV holds rows of several solvers (its solver column).

Verdict per file: slower when the ratio exceeds 1 + threshold and the interval lies above 1 (a
slowdown both real and large enough to matter); faster when the ratio is below 1 / (1 + threshold)
and the interval lies below 1; else same. Counters (guesses, recursions) are deterministic, so any
difference between the versions is reported: the two then do different work, not the same faster.

Exit status: 0 no file slower, 1 some file slower, 2 usage error or a version that could not be
built or run. The last line of output is the verdict, e.g.
    ab: slower: 1.18x [1.12, 1.24] on puzzles_6_variety_hard.txt
"""

import argparse
import glob
import json
import math
import os
import platform
import random
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile

from benchkit import ROOT
from benchkit.provenance import cpu_model, now_utc
from benchkit.runner import RunError, run_harness
from benchkit.schema import solver_of
from benchkit.stats import percentile, ratio_verdict
from benchkit.tables import fmt_ratio_ci, fmt_us, markdown_table, text_table

STATISTIC = ("ratio = geometric mean over puzzles of new/base, each puzzle's time its median over "
             "the rounds; overall = geometric mean over files; 95% CI by a two-level bootstrap "
             "(rounds, then puzzles within each file)")
COUNTERS = ("guesses", "recursions")


class UsageError(Exception):
    """Anything that stops the comparison before a verdict: exit status 2."""


# ---- statistics (pure functions, tested on synthetic data) ----

def puzzle_medians(times, rounds):
    """Each puzzle's median over the chosen rounds; times[p][r] is puzzle p's time in round r."""
    return [statistics.median([row[r] for r in rounds]) for row in times]


def log_ratio(base, new, puzzles, rounds):
    """Mean over the chosen puzzles of log(new / base), each puzzle's time its median over rounds."""
    total = 0.0
    for p in puzzles:
        b = statistics.median([base[p][r] for r in rounds])
        n = statistics.median([new[p][r] for r in rounds])
        total += math.log(n / b)
    return total / len(puzzles)


def estimate(files):
    """Point estimates: ({file: ratio}, overall ratio). files: {name: (base, new)} of times[p][r]."""
    per_file = {}
    for name, (base, new) in files.items():
        rounds = range(len(base[0]))
        per_file[name] = math.exp(log_ratio(base, new, range(len(base)), rounds))
    overall = math.exp(sum(math.log(r) for r in per_file.values()) / len(per_file))
    return per_file, overall


def bootstrap(files, resamples=2000, seed=1, confidence=0.95):
    """Confidence intervals ({file: (low, high)}, (low, high)) by resampling rounds, then puzzles.

    The same resampled rounds serve every file: a round ran all files, so its offset is shared."""
    rng = random.Random(seed)
    names = list(files)
    round_count = len(files[names[0]][0][0])
    draws = {name: [] for name in names}
    overall = []
    for _ in range(resamples):
        rounds = [rng.randrange(round_count) for _ in range(round_count)]
        logs = []
        for name in names:
            base, new = files[name]
            puzzles = [rng.randrange(len(base)) for _ in range(len(base))]
            value = log_ratio(base, new, puzzles, rounds)
            draws[name].append(value)
            logs.append(value)
        overall.append(sum(logs) / len(logs))

    def interval(values):
        values.sort()
        tail = (1 - confidence) / 2
        low = values[int(math.floor(tail * (len(values) - 1)))]
        high = values[int(math.ceil((1 - tail) * (len(values) - 1)))]
        return math.exp(low), math.exp(high)

    return {name: interval(draws[name]) for name in names}, interval(overall)


# faster, same or slower: beyond the threshold, and significant (the interval excludes 1); the
# rule scripts/compare.py reads time by too.
verdict = ratio_verdict


# ---- building and running versions ----

def git(*args, check=True):
    done = subprocess.run(["git", "-C", ROOT, *args], capture_output=True, text=True)
    if check and done.returncode != 0:
        raise UsageError(f"git {' '.join(args)}: {done.stderr.strip() or 'failed'}")
    return done.stdout.strip()


def machine_key():
    """What a cached -march=native build depends on besides its source: compiler and processor."""
    compiler = subprocess.run(["c++", "--version"], capture_output=True, text=True).stdout.splitlines()
    return f"{cpu_model() or 'unknown'}\n{compiler[0] if compiler else 'unknown compiler'}\n"


def build_revision(rev, cache, jobs, log, variant="", patch=None):
    """The sudoku-bench binary of `rev`, built in Release into cache/<commit>/ unless already there.
    `patch(source_dir)`, if given, edits the unpacked source first; `variant` names such a build
    (cache/<commit>-<variant>/) so that it never passes for the plain one."""
    sha = git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}", check=False)
    if not sha:
        raise UsageError(f"not a git revision here: {rev}")
    home = os.path.join(cache, f"{sha}-{variant}" if variant else sha)
    # The build directory sits inside the source, as in a clone's build/: ccache (cmake/ccache.cmake)
    # then sees the same relative paths as the clone's own build and reuses its objects.
    build_dir = os.path.join(home, "src", "build")
    binary = os.path.join(build_dir, "sudoku-bench")
    stamp = os.path.join(home, "built-for")
    key = machine_key()
    if os.path.isfile(binary) and os.path.isfile(stamp) and open(stamp, encoding="utf-8").read() == key:
        log(f"{rev}: {sha[:12]} cached in {home}")
        return sha, binary
    log(f"{rev}: building {sha[:12]} in {home} (Release, sudoku-bench only) ...")
    shutil.rmtree(home, ignore_errors=True)
    source = os.path.join(home, "src")
    os.makedirs(source)
    build_log = os.path.join(home, "build.log")
    with open(build_log, "w", encoding="utf-8") as out:
        archive = subprocess.Popen(["git", "-C", ROOT, "archive", sha], stdout=subprocess.PIPE)
        untar = subprocess.run(["tar", "-x", "-C", source], stdin=archive.stdout, stderr=out)
        archive.wait()
        steps = [
            ["cmake", "-S", source, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
             "-DSUDOKU_BUILD_TESTS=OFF", "-DSUDOKU_BUILD_BENCHMARKS=OFF", f"-DSUDOKU_GIT_COMMIT={sha}"],
            ["cmake", "--build", build_dir, "--target", "sudoku-bench", f"-j{jobs}"],
        ]
        ok = archive.returncode == 0 and untar.returncode == 0
        if ok and patch:
            patch(source)
        for step in steps:
            if not ok:
                break
            out.write("$ " + shlex.join(step) + "\n")
            out.flush()
            ok = subprocess.run(step, stdout=out, stderr=subprocess.STDOUT).returncode == 0
    if not ok or not os.path.isfile(binary):
        with open(build_log, encoding="utf-8", errors="replace") as f:
            tail = "".join(f.readlines()[-15:])
        raise UsageError(f"{rev}: the build of {sha[:12]} failed (log: {build_log}):\n{tail}")
    with open(stamp, "w", encoding="utf-8") as f:
        f.write(key)
    return sha, binary


class Version:
    """One side of the comparison: a binary and the options only it gets."""

    def __init__(self, role, label, binary, commit, extra_args):
        self.role, self.label, self.binary, self.commit = role, label, binary, commit
        self.extra_args = extra_args
        self.version_text = program_version(binary)

    def describe(self):
        commit = f" {self.commit[:12]}" if self.commit and self.commit != self.label else ""
        args = f" with {shlex.join(self.extra_args)}" if self.extra_args else ""
        return f"{self.role} {self.label}{commit} ({self.binary}){args}"


def program_version(binary):
    """`sudoku-bench --version`'s text, or '' for versions that predate it."""
    try:
        done = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    text = done.stdout.strip()
    return text if done.returncode == 0 and text.startswith("sudoku-bench") else ""


def version_field(text, key):
    for line in text.splitlines():
        if line.startswith(key + ":"):
            return line.split(":", 1)[1].strip()
    return None


def run_once(version, path, options, scratch):
    """One run of one file: {(line, solver): row} with solve_us, status and counters."""
    try:
        # 1 means some puzzle was not solved (kept out of the pairing); anything else is a failure.
        table = run_harness(version.binary, ["--threads=1", *options, *version.extra_args], [path], scratch,
                            accept=(0, 1), name=f"{version.role}.csv")
    except RunError as e:
        raise UsageError(f"{version.role}: {shlex.join(e.command)} exited with {e.returncode}:\n"
                         f"{e.stderr.strip()[-2000:]}")
    rows = {}
    for row in table:
        try:
            rows[(int(row["line"]), solver_of(row))] = {
                "status": row["status"],
                "solve_us": float(row["solve_us"]) if row["solve_us"] else None,
                **{c: row.get(c, "") for c in COUNTERS},
            }
        except (KeyError, ValueError) as e:
            raise UsageError(f"{version.role}: unreadable CSV from {version.binary}: {e}")
    return rows


def measure(versions, paths, options, rounds, warmup, log):
    """runs[role][path] = list over counted rounds of {line: row}."""
    runs = {v.role: {p: [] for p in paths} for v in versions}
    scratch = tempfile.mkdtemp(prefix="ab-")
    try:
        for r in range(-warmup, rounds):
            # A B, then B A: each version runs first as often as second.
            order = versions if r % 2 == 0 else versions[::-1]
            for path in paths:
                for version in order:
                    rows = run_once(version, path, options, scratch)
                    if r >= 0:
                        runs[version.role][path].append(rows)
            label = "warm-up" if r < 0 else f"round {r + 1}/{rounds}"
            log(f"{label} done ({' '.join(v.role for v in order)})")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return runs


# ---- from runs to results ----

def solvers(runs):
    return {solver for run in runs for _, solver in run}


def by_line(base_runs, new_runs):
    """The runs keyed by line alone when each version's rows are one solver's: then base and new pair
    by line even when they name different solvers (two compared by --base-args and --new-args)."""
    if len(solvers(base_runs)) > 1 or len(solvers(new_runs)) > 1:
        return base_runs, new_runs
    return tuple([{line: row for (line, _), row in run.items()} for run in runs] for runs in (base_runs, new_runs))


def pair_file(base_runs, new_runs):
    """Paired time matrices of the puzzles solved in every run of both, and what was left out."""
    base_runs, new_runs = by_line(base_runs, new_runs)
    lines = sorted(set.intersection(*(set(run) for run in base_runs + new_runs)))
    paired = [n for n in lines
              if all(run[n]["status"] == "solved" and run[n]["solve_us"] is not None
                     for run in base_runs + new_runs)]
    # A zero time (below the timer's 0.1 us) would break the logarithm: floor it.
    base = [[max(run[n]["solve_us"], 0.05) for run in base_runs] for n in paired]
    new = [[max(run[n]["solve_us"], 0.05) for run in new_runs] for n in paired]
    all_lines = set().union(*(set(run) for run in base_runs + new_runs))
    changed = sum(1 for n in lines if any(base_runs[0][n][c] != new_runs[0][n][c] for c in COUNTERS))
    return paired, base, new, len(all_lines), changed


def file_stats(runs, paired):
    """History figures of one version on one file: per-puzzle medians over rounds, then the file's."""
    medians = [statistics.median(run[n]["solve_us"] for run in runs) for n in paired]
    first = runs[0]
    totals = {}
    for c in COUNTERS:
        try:
            totals[c] = sum(int(first[n][c]) for n in paired)
        except ValueError:
            totals[c] = None
    return {
        "puzzles": len(first), "solved": len(paired),
        "median_us": round(statistics.median(medians), 2) if medians else None,
        "mean_us": round(statistics.fmean(medians), 2) if medians else None,
        "p90_us": round(percentile(medians, 0.9), 2) if medians else None,
        **totals,
    }


def analyse(runs, paths, threshold, resamples, seed):
    names = {p: os.path.basename(p) for p in paths}
    if len(set(names.values())) < len(names):
        names = {p: p for p in paths}  # two files of the same name: keep their paths apart
    matrices, results = {}, []
    for path in paths:
        paired, base, new, puzzles, changed = pair_file(runs["base"][path], runs["new"][path])
        entry = {"file": names[path], "puzzles": puzzles, "paired": len(paired),
                 "counters_equal": changed == 0, "counters_changed": changed}
        if paired:
            matrices[names[path]] = (base, new)
            entry["base_median_us"] = statistics.median(puzzle_medians(base, range(len(base[0]))))
            entry["new_median_us"] = statistics.median(puzzle_medians(new, range(len(new[0]))))
            # Each round's own ratio: a spread here is the run-level noise the bootstrap accounts for.
            entry["round_ratios"] = [round(math.exp(log_ratio(base, new, range(len(base)), [r])), 4)
                                     for r in range(len(base[0]))]
        results.append(entry)
    if not matrices:
        raise UsageError("no puzzle was solved in every run of both versions: nothing to compare")
    ratios, overall_ratio = estimate(matrices)
    intervals, overall_ci = bootstrap(matrices, resamples, seed)
    for entry in results:
        name = entry["file"]
        if name in ratios:
            entry["ratio"] = ratios[name]
            entry["ci"] = list(intervals[name])
            entry["verdict"] = verdict(ratios[name], intervals[name], threshold)
        else:
            entry.update(ratio=None, ci=None, verdict="not compared")
    overall = {"puzzles": sum(e["puzzles"] for e in results), "paired": sum(e["paired"] for e in results),
               "ratio": overall_ratio, "ci": list(overall_ci),
               "verdict": verdict(overall_ratio, overall_ci, threshold)}
    return results, overall


def final_line(results, overall):
    slower = [e for e in results if e["verdict"] == "slower"]
    if slower:
        worst = max(slower, key=lambda e: e["ratio"])
        more = f" (and {len(slower) - 1} more)" if len(slower) > 1 else ""
        return "slower", f"ab: slower: {fmt_ratio_ci(worst)} on {worst['file']}{more}"
    word = overall["verdict"] if overall["verdict"] != "slower" else "same"
    return word, f"ab: {word}: {fmt_ratio_ci(overall)} overall"


# ---- presentation ----

def table_rows(results, overall):
    rows = []
    for e in results:
        counters = "equal" if e["counters_equal"] else f"{e['counters_changed']} differ"
        rows.append([e["file"], str(e["puzzles"]), str(e["paired"]), fmt_us(e.get("base_median_us")),
                     fmt_us(e.get("new_median_us")), fmt_ratio_ci(e), counters, e["verdict"]])
    changed = sum(e["counters_changed"] for e in results)
    rows.append(["overall", str(overall["puzzles"]), str(overall["paired"]), "", "", fmt_ratio_ci(overall),
                 "equal" if changed == 0 else f"{changed} differ", overall["verdict"]])
    return rows


COLUMNS = [("file", "<"), ("puzzles", ">"), ("paired", ">"), ("base median us", ">"), ("new median us", ">"),
           ("new/base [95% CI]", "<"), ("counters", "<"), ("verdict", "<")]


def machine():
    return {"cpu": cpu_model() or "unknown", "cores": os.cpu_count(),
            "os": f"{platform.system()} {platform.release()}"}


def version_json(v):
    return {"label": v.label, "commit": v.commit, "binary": v.binary, "args": v.extra_args,
            "version": v.version_text}


def history_record(version, runs, paths, options, rounds, cache):
    """One line of results/history.jsonl: the new version's figures and where they were measured."""
    commit = version.commit or (version_field(version.version_text, "commit") or "unknown").split()[0]
    subject = git("log", "-1", "--format=%s", commit, check=False) if commit != "unknown" else ""
    build = {"compiler": version_field(version.version_text, "compiler"), "build_type": None, "flags": None}
    build_line = version_field(version.version_text, "build")
    if build_line:
        kind, _, flags = build_line.partition(", flags:")
        build.update(build_type=kind.strip(), flags=flags.strip())
    elif version.commit:  # a version older than --version: its cached build's CMake cache says
        build.update(cmake_cache_build(os.path.join(cache, version.commit, "src", "build")))
    files = {}
    for path in paths:
        solved = [n for n in sorted(runs[path][0])
                  if all(run.get(n, {}).get("status") == "solved" for run in runs[path])]
        files[os.path.basename(path)] = file_stats(runs[path], solved)
    return {"commit": commit, "subject": subject, "date": now_utc(), "machine": machine(), "build": build,
            "workload": {"options": ["--threads=1", *options, *version.extra_args], "rounds": rounds},
            "files": files}


def cmake_cache_build(build_dir):
    values = {}
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt"), encoding="utf-8") as f:
            for line in f:
                key, _, value = line.strip().partition("=")
                values[key.split(":")[0]] = value
    except OSError:
        return {}
    kind = values.get("CMAKE_BUILD_TYPE", "")
    flags = " ".join(x for x in (values.get("CMAKE_CXX_FLAGS", ""), values.get(f"CMAKE_CXX_FLAGS_{kind.upper()}", ""))
                     if x)
    compiler = os.path.basename(values.get("CMAKE_CXX_COMPILER", "")) or None
    return {"build_type": kind or None, "flags": flags or None, "compiler": compiler}


# ---- command line ----

def argument_parser():
    parser = argparse.ArgumentParser(
        prog="ab.py", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Time two versions of sudoku-bench side by side on the same puzzles, interleaved, "
                    "paired per puzzle; exit 1 when a file is significantly slower beyond the threshold.",
        epilog="Examples:\n"
               "  scripts/ab.py --base HEAD~1 --new HEAD\n"
               "  scripts/ab.py --base main --new-bin build/sudoku-bench puzzles/puzzles_7_bigger.txt\n"
               "  scripts/ab.py --base-bin build/sudoku-bench --new-bin build/sudoku-bench "
               "--new-args=--engine=scan puzzles/puzzles_6_variety_hard.txt\n\n"
               "Exit status: 0 no file slower, 1 some file slower, 2 usage error or a version that "
               "could not be built or run.")
    base = parser.add_mutually_exclusive_group(required=True)
    base.add_argument("--base", metavar="REV", help="git revision of the reference version (built and cached)")
    base.add_argument("--base-bin", metavar="PATH", help="a built sudoku-bench as the reference version")
    new = parser.add_mutually_exclusive_group(required=True)
    new.add_argument("--new", metavar="REV", help="git revision of the version to check (built and cached)")
    new.add_argument("--new-bin", metavar="PATH", help="a built sudoku-bench as the version to check")
    parser.add_argument("files", nargs="*", metavar="FILE",
                        help="puzzle files (default: the bundled puzzles/*.txt)")
    parser.add_argument("--rounds", type=int, default=8,
                        help="counted runs of each version per file, alternating which goes first "
                             "(default: %(default)s)")
    parser.add_argument("--warmup", type=int, default=1,
                        help="uncounted rounds before them (default: %(default)s)")
    parser.add_argument("--threshold", type=float, default=0.05,
                        help="a file is slower only past 1 + THRESHOLD, and significantly "
                             "(default: %(default)s, i.e. 5%%)")
    parser.add_argument("--args", dest="common_args", default="", metavar="ARGS",
                        help="options for both versions, one shell-quoted string, e.g. "
                             "--args='--techniques=fl,cp --search=learn' (--threads=1 is always given)")
    parser.add_argument("--base-args", default="", metavar="ARGS", help="options for the base version only")
    parser.add_argument("--new-args", default="", metavar="ARGS", help="options for the new version only")
    parser.add_argument("--resamples", type=int, default=2000,
                        help="bootstrap resamples for the intervals (default: %(default)s)")
    parser.add_argument("--bootstrap-seed", type=int, default=1,
                        help="seed of the bootstrap, so the same times give the same intervals "
                             "(default: %(default)s)")
    parser.add_argument("--cache", metavar="DIR",
                        default=os.path.join(os.environ.get("XDG_CACHE_HOME") or
                                             os.path.join(os.path.expanduser("~"), ".cache"),
                                             "sudoku-bench", "ab"),
                        help="where revisions are built, one folder per commit (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="parallel compile jobs when building a revision (default: %(default)s)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON to PATH")
    parser.add_argument("--history", metavar="PATH",
                        help="append the new version's figures as one JSON line to PATH "
                             "(results/history.jsonl keeps the project's trend)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    return parser


def parse_args(argv):
    """The command line, checked; the extra options split into lists (exits 2 on a usage error)."""
    parser = argument_parser()
    args = parser.parse_args(argv)
    if args.rounds < 2:
        parser.error("--rounds must be at least 2 (the bootstrap resamples rounds)")
    if args.warmup < 0 or args.resamples < 100 or args.jobs < 1:
        parser.error("--warmup must be >= 0, --resamples >= 100, --jobs >= 1")
    if not 0 <= args.threshold < 1:
        parser.error("--threshold must be in [0, 1)")
    try:
        args.common = shlex.split(args.common_args)
        args.base_extra = shlex.split(args.base_args)
        args.new_extra = shlex.split(args.new_args)
    except ValueError as e:
        parser.error(f"--args: {e}")
    if any(a.startswith(("--threads", "-j", "--csv", "--serial", "--pretty", "--resume"))
           for a in args.common + args.base_extra + args.new_extra):
        parser.error("--threads, --csv, --serial, --pretty and --resume are ab.py's to set")
    return args


def main(argv=None):
    args = parse_args(argv)
    log = (lambda message: None) if args.quiet else (lambda message: print(f"ab: {message}", file=sys.stderr,
                                                                              flush=True))
    try:
        paths = args.files or sorted(glob.glob(os.path.join(ROOT, "puzzles", "*.txt")))
        for path in paths:
            if not os.path.isfile(path):
                raise UsageError(f"no puzzle file {path}")
        if not paths:
            raise UsageError("no puzzle files given and none bundled")
        sides = []
        for role, rev, binary, extra in (("base", args.base, args.base_bin, args.base_extra),
                                         ("new", args.new, args.new_bin, args.new_extra)):
            if rev is not None:
                sha, built = build_revision(rev, args.cache, args.jobs, log)
                sides.append(Version(role, rev, built, sha, extra))
            else:
                if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
                    raise UsageError(f"--{role}-bin: no executable at {binary}")
                sides.append(Version(role, binary, os.path.abspath(binary), None, extra))
        base, new = sides
        runs = measure(sides, paths, args.common, args.rounds, args.warmup, log)
        results, overall = analyse(runs, paths, args.threshold, args.resamples, args.bootstrap_seed)
    except UsageError as e:
        print(f"ab.py: {e}", file=sys.stderr)
        return 2

    word, last = final_line(results, overall)
    status = 1 if word == "slower" else 0
    rows = table_rows(results, overall)
    print(f"{base.describe()}\n{new.describe()}")
    print(f"{len(paths)} file(s), {args.rounds} rounds after {args.warmup} warm-up, one thread"
          + (f", options {shlex.join(args.common)}" if args.common else "") + f"; threshold {args.threshold:.0%}")
    print(markdown_table(COLUMNS, rows) if args.markdown else text_table(COLUMNS, rows))
    print(f"statistic: {STATISTIC}")
    for e in results:
        if e["paired"] < e["puzzles"]:
            print(f"note: {e['file']}: {e['puzzles'] - e['paired']} puzzle(s) not solved in every run, "
                  "left out of the pairing")
        if not e["counters_equal"]:
            print(f"note: {e['file']}: counters differ on {e['counters_changed']} puzzle(s): the versions "
                  "search differently, so time compares different work")

    if args.json:
        document = {"tool": "ab", "date": now_utc(), "verdict": word, "exit": status,
                    "threshold": args.threshold, "statistic": STATISTIC, "rounds": args.rounds,
                    "warmup": args.warmup, "options": ["--threads=1", *args.common], "machine": machine(),
                    "base": version_json(base), "new": version_json(new), "files": results,
                    "overall": overall}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(document, f, indent=1)
            f.write("\n")
    if args.history:
        record = history_record(new, runs["new"], paths, args.common, args.rounds, args.cache)
        with open(args.history, "a", encoding="utf-8") as f:
            f.write(json.dumps(record, separators=(",", ":")) + "\n")
        print(f"history: appended {record['commit'][:12]} to {args.history}")
    print(last)
    return status


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("ab.py: interrupted", file=sys.stderr)
        sys.exit(130)
