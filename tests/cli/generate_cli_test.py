#!/usr/bin/env python3
"""`sudoku-bench generate` and `--rate`, end to end.

usage: generate_cli_test.py BINARY REPO_ROOT CASE

Each generated set is checked by the solving command, not by the generator: every puzzle counted
to 2 by plain backtracking (--search=backtrack --techniques=fl,mrv --count), every solution line
checked against its puzzle by the rules written out in serial_cli_test.py.
Exit status: 0 pass, 1 fail.
"""
import csv
import io
import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

from serial_cli_test import solution_problem
from cli_checks import Failure, expect, cases_in, case_main

LEVELS = ["fl", "cp", "intersections", "subsets", "fish", "guessing"]


def run(binary, args, timeout=120, expect_status=0):
    done = subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)
    expect(done.returncode == expect_status, "%s: exit %d (wanted %d)\nstderr: %s"
           % (" ".join(args), done.returncode, expect_status, done.stderr[-2000:]))
    return done


def generate(binary, tmp, name, args, **kw):
    """Runs generate with --solutions; returns (puzzle lines, solution lines, stderr)."""
    puzzles, solutions = os.path.join(tmp, name + ".txt"), os.path.join(tmp, name + ".sol")
    done = run(binary, ["generate", "--output=" + puzzles, "--solutions=" + solutions] + args, **kw)
    with open(puzzles) as p, open(solutions) as s:
        return p.read().splitlines(), s.read().splitlines(), done.stderr


def independent_counts(binary, tmp, path):
    """Each puzzle's count up to 2, and its CSV row, by backtracking with fl alone."""
    done = run(binary, ["--search=backtrack", "--techniques=fl,mrv", "--count", "--threads=2",
                        "--csv=-", path])
    return list(csv.DictReader(line for line in io.StringIO(done.stdout) if not line.startswith("#")))


def check_set(binary, tmp, name, lines, answers):
    expect(len(lines) == len(answers), "%d puzzles, %d solutions" % (len(lines), len(answers)))
    for number, (puzzle, answer) in enumerate(zip(lines, answers), 1):
        problem = solution_problem(puzzle, answer)
        expect(problem is None, "%s line %d: %s" % (name, number, problem))
    path = os.path.join(tmp, name + ".txt")
    rows = independent_counts(binary, tmp, path)
    expect(len(rows) == len(lines), "%d rows for %d puzzles" % (len(rows), len(lines)))
    for row in rows:
        expect(row["status"] == "solved" and row["solutions"] == "1",
               "%s line %s: %s with %s solutions, not unique" % (name, row["line"], row["status"], row["solutions"]))


def givens_of(line):
    if " " in line:
        return sum(1 for v in line.split(" ") if v != "0")
    return sum(1 for c in line if c != ".")


def case_unique_at_every_size(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        for n, count in [(4, 10), (6, 10), (8, 5), (9, 30), (10, 4), (12, 4), (15, 2), (16, 2)]:
            lines, answers, err = generate(binary, tmp, "n%d" % n, ["--size=%d" % n, "--count=%d" % count,
                                                                    "--seed=%d" % n])
            expect(len(lines) == count, "--size=%d: %d lines, wanted %d\n%s" % (n, len(lines), count, err))
            expect(all(len(line) == n * n for line in lines), "--size=%d: a line of the wrong length" % n)
            check_set(binary, tmp, "n%d" % n, lines, answers)
            print("%dx%d: %d unique puzzles, givens %d..%d" % (n, n, count, min(map(givens_of, lines)),
                                                            max(map(givens_of, lines))))


def case_same_set_on_any_thread_count(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        one, _, _ = generate(binary, tmp, "one", ["--size=9", "--count=60", "--seed=5", "--threads=1"])
        two, _, err = generate(binary, tmp, "two", ["--size=9", "--count=60", "--seed=5", "--threads=2"])
        expect(one == two, "--threads=1 and --threads=2 gave different sets")
        other, _, _ = generate(binary, tmp, "other", ["--size=9", "--count=60", "--seed=6", "--threads=2"])
        expect(len(set(one)) == 60 and not set(one) & set(other), "repeated puzzles within or across seeds")
        expect("generate: 60 puzzles (9x9, minimal, seed 5)" in err, "summary: %s" % err)
        print(err.strip())


def case_givens_symmetric_and_integers(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        lines, answers, _ = generate(binary, tmp, "g", ["--size=12", "--count=3", "--givens=70"])
        expect([givens_of(l) for l in lines] == [70] * 3, "--givens=70: %s" % [givens_of(l) for l in lines])
        check_set(binary, tmp, "g", lines, answers)
        lines, answers, _ = generate(binary, tmp, "s", ["--size=9", "--count=5", "--symmetric", "--seed=2"])
        for line in lines:
            expect(all((line[i] == ".") == (line[80 - i] == ".") for i in range(81)), "not symmetric: " + line)
        check_set(binary, tmp, "s", lines, answers)
        lines, answers, _ = generate(binary, tmp, "i", ["--size=10", "--count=2", "--integers", "--givens=50%"])
        expect(all(len(l.split(" ")) == 100 and givens_of(l) == 50 for l in lines), "--integers: %s" % lines[:1])
        check_set(binary, tmp, "i", lines, answers)


def case_difficulty_matches_rate(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        for level in ["fl", "cp", "intersections", "subsets", "guessing"]:
            lines, answers, err = generate(binary, tmp, level, ["--size=9", "--count=4", "--difficulty=" + level])
            check_set(binary, tmp, level, lines, answers)
            done = run(binary, ["--rate", "--csv=-", os.path.join(tmp, level + ".txt")])
            ratings = [row["rating"] for row in csv.DictReader(line for line in io.StringIO(done.stdout) if not line.startswith("#"))]
            expect(ratings == [level] * 4, "--difficulty=%s, rated by --rate: %s" % (level, ratings))
            tally = "%s 4" % level
            expect(tally in err, "the summary's ratings do not say '%s': %s" % (tally, err))
        print("--difficulty and --rate agree on every rung tried")


def case_rate_columns(binary, root):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "mixed.txt")
        with open(path, "w") as f:
            f.write(".6....1.75.3......9.28.1.......43.7......8..519....3...587....9...6....46...2..8.\n")
            f.write("12........3...4.\n")  # no solution
            f.write("not a puzzle\n")
        csv_path = os.path.join(tmp, "r.csv")
        run(binary, ["--rate", "--count", "--csv=" + csv_path, path], expect_status=1)
        with open(csv_path) as f:
            lines = [line for line in f if not line.startswith("#")]  # the machine's line
            header = lines[0].strip().split(",")
            rows = list(csv.DictReader(lines[1:], fieldnames=header))
        expect(header[-3:] == ["solutions", "rating", "rating_guesses"], "header ends %s" % header[-3:])
        expect([(r["rating"], r["rating_guesses"]) for r in rows] == [("fl", "0"), ("", ""), ("", "")],
               "rating columns: %s" % [(r["status"], r["rating"], r["rating_guesses"]) for r in rows])
        done = run(binary, ["--resume", "--count", "--csv=" + csv_path, path], expect_status=2)
        expect("with --rate" in done.stderr, "--resume without --rate: %s" % done.stderr)
        done = run(binary, ["--rate", "--serial", path], expect_status=2)
        expect("--rate belongs to batch mode" in done.stderr, "--rate --serial: %s" % done.stderr)


def case_usage_errors(binary, root):
    for args, words in [(["--size=7"], "composite"), (["--size=abc"], "--size"), (["--size=600"], "512"),
                        (["--givens=200%"], "share"), (["--givens=82"], "from 0 to 81"),
                        (["--difficulty=hard"], "unknown level 'hard'"), (["--count=0"], "--count"),
                        (["--threads=0"], "--threads"), (["--frobnicate"], "frobnicate"),
                        (["--output=/nonexistent/dir/p.txt"], "/nonexistent/dir/p.txt")]:
        done = run(binary, ["generate"] + args, expect_status=2)
        expect(words in done.stderr and done.stdout == "", "%s: %s" % (args, done.stderr))
    done = run(binary, ["generate", "--help"])
    expect("--difficulty" in done.stdout and "fl < cp < intersections" in done.stdout, "--help: " + done.stdout)


def case_unreachable_request(binary, root):
    # 17 givens on 9x9 can be met, but hardly ever by digging three random grids: tried, then given up.
    done = run(binary, ["generate", "--size=9", "--count=2", "--givens=17", "--max-grids=3"], expect_status=1)
    expect(done.stdout == "" and "2 puzzles not made" in done.stderr, "stderr: %s" % done.stderr)


def case_impossible_request_refused(binary, root):
    # Fewer givens than any puzzle with one solution has: refused before a grid is made, with the
    # same floor as sweep --kind=unique (which refuses the same share of the same size).
    for args, floor in [(["--size=9", "--givens=16"], "17"), (["--size=9", "--givens=10%"], "17"),
                        (["--size=4", "--givens=3"], "4"), (["--size=12", "--givens=10"], "11")]:
        start = time.monotonic()
        done = run(binary, ["generate"] + args, expect_status=2)
        took = time.monotonic() - start
        lines = done.stderr.splitlines()
        expect(len(lines) == 1 and "below the %s" % floor in lines[0] and done.stdout == "",
               "%s: %r" % (args, done.stderr))
        expect(took < 2, "%s: refused after %.1f s, not at once" % (args, took))
    with tempfile.TemporaryDirectory() as tmp:
        sweep = run(binary, ["sweep", "--kind=unique", "--sizes=4", "--givens=18.75%", "--make-only",
                             "--instances=" + os.path.join(tmp, "s")], expect_status=2)
        expect("below the 4" in sweep.stderr, "sweep at 3 givens of 4x4: %s" % sweep.stderr)
        # At the floor both go ahead: 4 givens of 4x4 is a puzzle generate makes.
        lines, answers, _ = generate(binary, tmp, "floor", ["--size=4", "--count=2", "--givens=4"])
        check_set(binary, tmp, "floor", lines, answers)
        expect([givens_of(l) for l in lines] == [4, 4], "--givens=4: %s" % lines)


def case_interrupt_ends_a_long_run(binary, root):
    # A 36x36 minimal puzzle takes hours (a 25x25 can come within the second): Ctrl-C must end
    # the run at once, writing no puzzle that digging did not finish.
    proc = subprocess.Popen([binary, "generate", "--size=36", "--count=4", "--threads=2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    start = time.monotonic()
    try:
        out, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise Failure("generate did not stop within 10 s of SIGINT")
    took = time.monotonic() - start
    expect(proc.returncode == 130, "exit %d after SIGINT\n%s" % (proc.returncode, err))
    expect(took < 3, "stopped %.1f s after SIGINT" % took)
    expect(out == "" and "(interrupted)" in err, "stdout %r, stderr %s" % (out[:80], err))
    # Below one puzzle a second the rate keeps three decimals, not a bare 0.0.
    expect(": 0.000 puzzles/s (interrupted)" in err, "the summary's rate: %s" % err)
    print("SIGINT: exit 130 after %.2f s, nothing written" % took)


def stderr_of_an_interrupted_run(binary, args):
    proc = subprocess.Popen([binary, "generate"] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    try:
        return proc.communicate(timeout=10)[1]
    except subprocess.TimeoutExpired:
        proc.kill()
        raise Failure("generate %s did not stop within 10 s of SIGINT" % " ".join(args))


def case_slow_minimal_request_is_told(binary, root):
    # A minimal puzzle above 25x25 can take hours: the run says so at its start, with what comes
    # fast instead; requests that are bounded (--givens, a rung below guessing) or small are not told.
    note = "note: a minimal puzzle above 25x25 can take hours"
    for args, told in [(["--size=26"], True), (["--size=36", "--givens=40%", "--minimal"], True),
                       (["--size=25"], False), (["--size=36", "--givens=40%"], False),
                       (["--size=36", "--difficulty=intersections"], False)]:
        err = stderr_of_an_interrupted_run(binary, args + ["--count=1", "--threads=1"])
        expect((note in err) == told, "%s: %s the note\n%s" % (args, "without" if told else "with", err))
        if told:
            expect("--givens=50% bounds the searches" in err, "the note names no way out: %s" % err)
    print("told for --size=26 and a --minimal 36x36, not for 25x25 or a bounded 36x36")


def read_terminal(master):
    """All a terminal's far end has written, until it is closed."""
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 5.0)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the last writer closed its end
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode(errors="replace")


def case_progress_shows_the_removals_of_a_long_puzzle(binary, root):
    # One 36x36 minimal puzzle takes minutes: with stderr a terminal, the bar shows the removals
    # tried so far though no puzzle is done yet (the bar alone would move only when one is).
    master, slave = os.openpty()
    proc = subprocess.Popen([binary, "generate", "--size=36", "--count=1", "--threads=1", "--seed=1"],
                            stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    time.sleep(3.0)
    proc.send_signal(signal.SIGINT)
    try:
        proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise Failure("generate did not stop within 10 s of SIGINT")
    shown = read_terminal(master)
    os.close(master)
    # The bar's draws, not the summary's "work:" line, which counts finished puzzles only.
    draws = re.findall(r"\r\[[#.]+\] 0/1 [^\r\n]*? ([0-9]+) removals tried, ([0-9]+) search steps", shown)
    expect(draws, "no bar with the removals tried: %r" % shown[-400:])
    counts = [int(removals) for removals, _ in draws]
    steps = [int(found) for _, found in draws]
    expect(counts == sorted(counts) and counts[-1] > 0, "removals shown: %s" % counts)
    # The first pass's checks are settled by the rung, the later ones by searches that count steps.
    expect(steps == sorted(steps), "search steps shown: %s" % steps)
    print("the bar showed %s removals tried and %s search steps" % (counts, steps))


# Every case_NAME function is a case (tests/cli/CMakeLists.txt finds them the same way).
CASES = cases_in(globals())



if __name__ == "__main__":
    sys.exit(case_main(sys.argv, CASES, __doc__, with_tmp=False))
