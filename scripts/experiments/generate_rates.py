#!/usr/bin/env python3
"""How fast `sudoku-bench generate` makes puzzles, per size, minimal and not, on one thread and two,
and what the ratings of its default (minimal) puzzles look like; optionally side by side with
QQWing (Debian's qqwing) at 9x9.

    python3 scripts/experiments/generate_rates.py [--sizes 9,12,16,25,36] [--rounds 3] [--scale 1.0]
                                      [--qqwing] [--markdown results/generate.md] [--binary B]

Each size makes a fixed number of puzzles per run (COUNTS, times --scale, at least 2), the same
seed in every run so that every run does the same work. The runs with one thread and with two
alternate, round by round, and the rate each reports in its summary ("puzzles/s") is taken as the
median over the rounds. Modes (--modes): "minimal", the default digging, and "half", which stops
at half the cells given (--givens=50%).
With --qqwing, `qqwing --generate K --one-line` and `sudoku-bench generate --size=9 --count=K
--threads=1` alternate as whole processes (QQWing is single-threaded and also digs minimal puzzles).
Ratings come from the summaries of the minimal runs with one thread (the set is the same in every
run). Prints markdown tables; --markdown also writes them, with the command, to a file.
"""
import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # scripts/: benchkit
import benchkit  # noqa: E402

COUNTS = {4: 2000, 6: 2000, 8: 2000, 9: 2000, 10: 1000, 12: 300, 15: 60, 16: 60, 20: 10, 24: 2, 25: 2, 36: 2}
MODES = {"minimal": [], "half": ["--givens=50%"]}  # the default digging, and stopping at 50% given
LEVELS = ["fl", "cp", "intersections", "subsets", "fish", "guessing"]
SUMMARY = re.compile(r"generate: (\d+) puzzles? \(.*?\) in ([0-9.]+) s on (\d+) threads?: ([0-9.]+) puzzles/s")
GIVENS = re.compile(r"givens:\s+mean ([0-9.]+), min (\d+), median (\d+), max (\d+)")
RATINGS = re.compile(r"ratings: (.*?)(?: \(guesses median (\d+), max (\d+)\))?$", re.M)


def parse_summary(text):
    """The figures of one generate summary (stderr): made, seconds, threads, rate, givens, ratings."""
    match = SUMMARY.search(text)
    if not match:
        raise RuntimeError("no generate summary in:\n" + text)
    out = {"made": int(match.group(1)), "seconds": float(match.group(2)), "threads": int(match.group(3)),
           "rate": float(match.group(4))}
    givens = GIVENS.search(text)
    if givens:
        out["givens"] = (float(givens.group(1)), int(givens.group(2)), int(givens.group(3)), int(givens.group(4)))
    ratings = RATINGS.search(text)
    if ratings:
        out["ratings"] = {name: int(count) for name, count in re.findall(r"([a-z]+) (\d+)", ratings.group(1))}
        out["guesses"] = (int(ratings.group(2)), int(ratings.group(3))) if ratings.group(2) else None
    return out


def generate(binary, size, count, threads, seed, extra=()):
    args = [binary, "generate", "--size=%d" % size, "--count=%d" % count, "--seed=%d" % seed,
            "--threads=%d" % threads, "--output=/dev/null"] + list(extra)
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError("%s: exit %d\n%s" % (shlex.join(args), done.returncode, done.stderr))
    return parse_summary(done.stderr)


def measure_size(binary, size, count, rounds, seed, modes, log):
    """{(mode, threads): median rate}, and the minimal one-thread run's summary (None if not run)."""
    rates = {}
    first = None
    for mode in modes:
        extra = MODES[mode]
        samples = {1: [], 2: []}
        for r in range(rounds):
            for threads in ([1, 2] if r % 2 == 0 else [2, 1]):
                summary = generate(binary, size, count, threads, seed, extra)
                samples[threads].append(summary["rate"])
                if mode == "minimal" and threads == 1 and first is None:
                    first = summary
                log("%dx%d %-7s %d thread%s: %d in %.2f s, %.2f puzzles/s" % (
                    size, size, mode, threads, "" if threads == 1 else "s", summary["made"], summary["seconds"],
                    summary["rate"]))
        for threads, values in samples.items():
            rates[(mode, threads)] = statistics.median(values)
    return rates, first


def measure_qqwing(binary, count, rounds, seed, log):
    """Median whole-process puzzles/s of qqwing and of sudoku-bench generate, one thread each."""
    runs = {"qqwing": [shutil.which("qqwing"), "--generate", str(count), "--one-line"],
            "sudoku-bench": [binary, "generate", "--size=9", "--count=%d" % count, "--seed=%d" % seed,
                             "--threads=1"]}
    samples = {name: [] for name in runs}
    for r in range(rounds + 1):  # the first round warms up and is left out
        for name in (list(runs) if r % 2 == 0 else list(reversed(runs))):
            start = time.perf_counter()
            subprocess.run(runs[name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            wall = time.perf_counter() - start
            log("%s: %d puzzles in %.2f s%s" % (name, count, wall, " (warm-up)" if r == 0 else ""))
            if r > 0:
                samples[name].append(count / wall)
    return {name: statistics.median(values) for name, values in samples.items()}


def markdown(sizes, counts, rates, firsts, qq, command):
    lines = ["Command: `%s`" % command, "",
             "### Puzzles per second (median over the rounds; in-program time)", "",
             "| size | puzzles a run | minimal, 1 thread | minimal, 2 threads | 50% given, 1 thread | 50% given, 2 threads |",
             "|---|---|---|---|---|---|"]
    for n in sizes:
        r = rates[n]
        cells = ["%.4g" % r[(mode, t)] if (mode, t) in r else "not run" for mode in MODES for t in (1, 2)]
        lines.append("| %dx%d | %d | %s |" % (n, n, counts[n], " | ".join(cells)))
    lines += ["", "### Ratings of the minimal puzzles (default settings)", "",
              "| size | puzzles | givens mean (min-max) | " + " | ".join(LEVELS) + " | guesses median (max) |",
              "|---|---|---|" + "---|" * len(LEVELS) + "---|"]
    for n in sizes:
        s = firsts[n]
        if s is None:
            continue
        mean, low, _, high = s["givens"]
        made = s["made"]
        cells = " | ".join("%d (%.0f%%)" % (s["ratings"].get(l, 0), 100.0 * s["ratings"].get(l, 0) / made)
                           for l in LEVELS)
        guesses = "%d (%d)" % s["guesses"] if s.get("guesses") else ""
        lines.append("| %dx%d | %d | %.1f (%d-%d) | %s | %s |" % (n, n, made, mean, low, high, cells, guesses))
    if qq:
        lines += ["", "### 9x9 against QQWing (whole process, one thread, median)", "",
                  "| generator | puzzles/s |", "|---|---|",
                  "| qqwing --generate K --one-line | %.4g |" % qq["qqwing"],
                  "| sudoku-bench generate --size=9 --threads=1 | %.4g |" % qq["sudoku-bench"],
                  "", "Ratio: %.2fx QQWing's rate." % (qq["sudoku-bench"] / qq["qqwing"])]
    return "\n".join(lines) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=benchkit.DEFAULT_BINARY,
                        help="the sudoku-bench to time (default: build/sudoku-bench)")
    parser.add_argument("--sizes", default="9,12,16,25,36", help="comma-separated N (default: 9,12,16,25,36)")
    parser.add_argument("--rounds", type=int, default=3, help="runs per size, mode and thread count (default 3)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies the puzzles a run makes (default 1)")
    parser.add_argument("--modes", default="minimal,half",
                        help="minimal (the default digging) and/or half (--givens=50%%); default both")
    parser.add_argument("--seed", type=int, default=1, help="the seed of every run's set (default 1)")
    parser.add_argument("--qqwing", action="store_true", help="also time Debian's qqwing at 9x9")
    parser.add_argument("--markdown", help="write the tables to this file too")
    args = parser.parse_args(argv)
    try:
        sizes = [int(s) for s in args.sizes.split(",")]
    except ValueError:
        parser.error("--sizes: comma-separated whole numbers, not %r" % args.sizes)
    unknown = [n for n in sizes if n not in COUNTS]
    if unknown:
        parser.error("--sizes: no run length known for %s (known: %s)" % (unknown, sorted(COUNTS)))
    modes = args.modes.split(",")
    if not modes or any(m not in MODES for m in modes):
        parser.error("--modes: a comma-separated list of minimal, half, not %r" % args.modes)
    if args.rounds < 1:
        parser.error("--rounds: at least 1")
    if args.qqwing and not shutil.which("qqwing"):
        parser.error("--qqwing: qqwing is not installed (apt-get install qqwing)")
    if not os.access(args.binary, os.X_OK):
        parser.error("no sudoku-bench binary at %s (build it, or give --binary)" % args.binary)

    def log(text):
        print(text, file=sys.stderr, flush=True)

    counts = {n: max(2, int(COUNTS[n] * args.scale)) for n in sizes}
    rates, firsts = {}, {}
    for n in sizes:
        rates[n], firsts[n] = measure_size(args.binary, n, counts[n], args.rounds, args.seed, modes, log)
    qq = measure_qqwing(args.binary, counts.get(9, max(2, int(COUNTS[9] * args.scale))), args.rounds, args.seed,
                        log) if args.qqwing else None
    command = "python3 scripts/experiments/generate_rates.py " + shlex.join(argv)
    text = markdown(sizes, counts, rates, firsts, qq, command.strip())
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
