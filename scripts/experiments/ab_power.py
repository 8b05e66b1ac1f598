#!/usr/bin/env python3
"""How far scripts/ab.py can be trusted on a workload: false alarms and power, measured.

    scripts/experiments/ab_power.py [--aa N] [--slowdowns 3,5,10] [--trials N] [--sweep N] [--out FILE] [FILE ...]

Builds REV (default HEAD) in Release, plus copies of it deliberately slowed by a known share: after
each solve, inside the timed span, the harness spins for that share of the solve's own time, so
every puzzle is exactly that much slower and nothing else changes (counters stay equal). Then runs
scripts/ab.py on the FILEs (default: the bundled puzzles/*.txt, CI's workload), with CI's settings:
  --aa N         N runs of the build against itself: every "slower" is a false alarm
  --slowdowns    for each share, --trials runs against the slowed build: how often it is caught
  --sweep N      N runs of the queue engine against the sweep engine (a real, slower configuration)
Every run's ratio, interval and verdict go to a Markdown table (--out, default stdout), with the
verdict that other thresholds would give from the same intervals.
"""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
AB = os.path.join(ROOT, "scripts", "ab.py")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import ab  # noqa: E402  (the same verdict rule, applied to other thresholds)
from benchkit.cli import write_text  # noqa: E402

TIMED_SOLVE = "  record.result = solve(*job.geometry, job.puzzle, config);\n"
SPIN = ("  {{  // deliberately slowed by {percent}% for scripts/experiments/ab_power.py\n"
        "    const auto spent = std::chrono::steady_clock::now() - start;\n"
        "    while (std::chrono::steady_clock::now() - start < spent * {factor}) {{}}\n"
        "  }}\n")


def slow_down(percent):
    """A patch for ab.build_revision: the harness spins for `percent` of each solve's time."""
    def patch(source):
        job = os.path.join(source, "harness", "puzzle_job.cpp")
        with open(job, encoding="utf-8") as f:
            text = f.read()
        if TIMED_SOLVE not in text:
            raise ab.UsageError("this revision times its solves differently; cannot slow it")
        with open(job, "w", encoding="utf-8") as f:
            f.write(text.replace(TIMED_SOLVE, TIMED_SOLVE + SPIN.format(percent=percent, factor=1 + percent / 100)))
    return patch


def run_ab(base, new, files, extra, scratch):
    out = os.path.join(scratch, "ab.json")
    command = [sys.executable, AB, "--quiet", f"--base-bin={base}", f"--new-bin={new}", f"--json={out}",
               *extra, *files]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode == 2:
        sys.exit(f"ab_power.py: {shlex.join(command)} failed:\n{done.stderr}")
    with open(out, encoding="utf-8") as f:
        return json.load(f)


def worst(report):
    """The file nearest to being called slower: the highest interval's lower end."""
    return max((e for e in report["files"] if e["ratio"] is not None), key=lambda e: e["ci"][0])


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    parser.add_argument("files", nargs="*", metavar="FILE", help="puzzle files (default: puzzles/*.txt)")
    parser.add_argument("--rev", default="HEAD", help="the revision to build and slow (default: HEAD)")
    parser.add_argument("--aa", type=int, default=20, help="A/A runs (default: %(default)s)")
    parser.add_argument("--slowdowns", default="3,5,10", help="percent shares, comma-separated (default: %(default)s)")
    parser.add_argument("--trials", type=int, default=5, help="runs per slowdown (default: %(default)s)")
    parser.add_argument("--sweep", type=int, default=3, help="queue-against-sweep runs (default: %(default)s)")
    parser.add_argument("--thresholds", default="0.02,0.03,0.05",
                        help="thresholds to judge every run's interval by (default: %(default)s)")
    parser.add_argument("--ab-args", default="", help="more options for ab.py, e.g. '--rounds=8'")
    parser.add_argument("--cache", default=os.path.join(os.path.expanduser("~"), ".cache", "sudoku-bench", "power"),
                        help="where the builds go (default: %(default)s)")
    parser.add_argument("--out", help="write the Markdown table here (default: stdout)")
    return parser.parse_args(argv)


def trial_line(report, case, n, thresholds, tally):
    """A run's table row: its overall ratio, the file nearest to slower, the verdict at each
    threshold (each also counted in tally[(case, threshold)])."""
    w = worst(report)
    verdicts = []
    for t in thresholds:
        slower = [e["file"] for e in report["files"]
                  if e["ratio"] is not None and ab.verdict(e["ratio"], e["ci"], t) == "slower"]
        verdicts.append("slower" if slower else "pass")
        tally.setdefault((case, t), []).append(bool(slower))
    o = report["overall"]
    return (f"| {case} | {n + 1} | {o['ratio']:.3f} [{o['ci'][0]:.3f}, {o['ci'][1]:.3f}] | {w['file']} | "
            f"{w['ratio']:.3f} [{w['ci'][0]:.3f}, {w['ci'][1]:.3f}] | " + " | ".join(verdicts) + " |")


def main(argv=None):
    args = parse_args(argv)
    files = args.files or sorted(os.path.join(ROOT, "puzzles", f) for f in os.listdir(os.path.join(ROOT, "puzzles")))
    thresholds = [float(t) for t in args.thresholds.split(",")]
    slowdowns = [int(s) for s in args.slowdowns.split(",") if s]
    extra = shlex.split(args.ab_args)

    log = lambda line: print(line, file=sys.stderr)  # noqa: E731
    try:  # the revision resolved once: every build is of the same commit, whatever happens meanwhile
        sha, plain = ab.build_revision(args.rev, args.cache, 2, log)
        slowed = {p: ab.build_revision(sha, args.cache, 2, log, f"slowed-{p}", slow_down(p))[1] for p in slowdowns}
    except ab.UsageError as e:
        sys.exit(f"ab_power.py: {e}")
    trials = [("A/A", 0, plain, [], n) for n in range(args.aa)]
    for percent in slowdowns:
        trials += [(f"slowed {percent}%", percent, slowed[percent], [], n) for n in range(args.trials)]
    trials += [("sweep engine", None, plain, ["--new-args=--engine=scan"], n) for n in range(args.sweep)]

    lines = [f"Commit {sha[:12]}; workload: {' '.join(os.path.basename(f) for f in files)}; "
             f"ab.py {shlex.join(extra) or '(defaults)'}",
             "",
             "| case | run | overall new/base [95% CI] | file nearest to slower | its new/base [95% CI] | "
             + " | ".join(f"verdict at {t:.0%}" for t in thresholds) + " |",
             "|---|---:|---|---|---|" + "---|" * len(thresholds)]
    tally = {}
    scratch = tempfile.mkdtemp(prefix="ab-power-")
    try:
        for case, _, new, case_args, n in trials:
            report = run_ab(plain, new, files, extra + case_args, scratch)
            lines.append(trial_line(report, case, n, thresholds, tally))
            print(lines[-1], file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    lines += ["", "| case | " + " | ".join(f"called slower at {t:.0%}" for t in thresholds) + " |",
              "|---|" + "---:|" * len(thresholds)]
    for case in dict.fromkeys(c for c, *_ in trials):
        lines.append(f"| {case} | " + " | ".join(
            f"{sum(tally[(case, t)])} of {len(tally[(case, t)])}" for t in thresholds) + " |")
    write_text("\n".join(lines) + "\n", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
