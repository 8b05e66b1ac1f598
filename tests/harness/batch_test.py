#!/usr/bin/env python3
"""End-to-end tests of sudoku-bench's batch mode (the default, without --serial).

usage: batch_test.py BENCH PUZZLES_DIR CASE
CASE is one of the test_* functions below, without the prefix. Standard library only.
"""
import csv
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from benchkit import schema  # noqa: E402

# The header a run without --count and --rate writes: the harness's own list (--list-columns, read
# in main() through the scripts' reader of it, benchkit.schema.columns).
COLUMNS = []
# The --search values (what was asked) and the searches that can run (what the search_ran column says).
SEARCHES = r"(auto|backtrack|by-size|learn|places)"
SEARCHES_RAN = {"none", "backtrack", "places", "learn", "backtrack+learn", "bitboard9"}
STATUSES = {"solved", "unsolvable", "invalid", "timeout", "error"}
COURSE = ["puzzles_1_standard_easy.txt", "puzzles_2_variety_easy.txt",
          "puzzles_3_standard_medium.txt", "puzzles_4_variety_medium.txt",
          "puzzles_5_standard_hard.txt", "puzzles_6_variety_hard.txt"]
# A 16x16 that plain backtracking (--techniques=none) takes well over 2 s to solve.
SLOW_16X16 = ("puzzles_6_variety_hard.txt", 28)


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def run(bench, *args, timeout=300):
    return subprocess.run([bench, *args], capture_output=True, text=True, timeout=timeout)


def read_csv(path):
    """Rows as dicts; checks the header and that every row is complete and well-formed."""
    with open(path, newline="") as f:
        records = list(csv.reader(line for line in f if not line.startswith("#")))  # the machine's line
    check(records and records[0] == COLUMNS, f"{path}: header is {records[:1]}")
    rows = []
    for number, record in enumerate(records[1:], start=2):
        check(len(record) == len(COLUMNS), f"{path}:{number}: {len(record)} columns: {record}")
        row = dict(zip(COLUMNS, record))
        check(row["status"] in STATUSES, f"{path}:{number}: status {row['status']!r}")
        check(row["line"].isdigit(), f"{path}:{number}: line {row['line']!r}")
        if row["status"] != "invalid":
            float(row["solve_us"])
            for name in COLUMNS[COLUMNS.index("recursions"):COLUMNS.index("search")]:
                check(row[name].isdigit(), f"{path}:{number}: {name} {row[name]!r}")
            check(re.fullmatch(SEARCHES + r"(\+scan)?(\+seed=[1-9][0-9]*)?", row["search"]) is not None,
                  f"{path}:{number}: search {row['search']!r}")
            check(row["search_ran"] in SEARCHES_RAN, f"{path}:{number}: search_ran {row['search_ran']!r}")
            check(re.fullmatch(r"none|all|[a-z]+(\+[a-z]+)*", row["techniques_ran"]) is not None,
                  f"{path}:{number}: techniques_ran {row['techniques_ran']!r}")
        rows.append(row)
    return rows


TIMING = ("solve_us", "cpu_us", "solve_us_min", "solve_us_max", "peak_rss_kib")  # the columns that differ by design


def keyed(rows):
    """(file, line) -> row without its timing, which is the only column allowed to differ."""
    table = {}
    for row in rows:
        key = (row["file"], int(row["line"]))
        check(key not in table, f"two rows for {key}")
        table[key] = {k: v for k, v in row.items() if k not in TIMING}
    return table


def puzzle_lines(path):
    with open(path) as f:
        return [n for n, line in enumerate(f, start=1) if line.strip() and not line.lstrip().startswith("#")]


def test_threads_agree(bench, puzzles, tmp):
    files = [os.path.join(puzzles, name) for name in COURSE]
    results = {}
    for threads in (1, 2):
        csv_path = os.path.join(tmp, f"t{threads}.csv")
        solutions = os.path.join(tmp, f"t{threads}.txt")
        done = run(bench, f"--threads={threads}", f"--csv={csv_path}", f"--solutions={solutions}", *files)
        check(done.returncode == 0, f"--threads={threads}: exit {done.returncode}: {done.stderr}")
        check(f"threads={threads}" in done.stdout, f"summary lacks threads={threads}: {done.stdout}")
        with open(solutions) as f:
            results[threads] = (keyed(read_csv(csv_path)), f.read())
    rows1, solutions1 = results[1]
    rows2, solutions2 = results[2]
    expected = {(f, n) for f in files for n in puzzle_lines(f)}
    check(set(rows1) == expected, f"rows missing or extra: {sorted(set(rows1) ^ expected)[:5]}")
    check(set(rows1) == set(rows2), "the two runs recorded different puzzles")
    for key in sorted(rows1):
        check(rows1[key] == rows2[key], f"{key}: counters differ:\n  {rows1[key]}\n  {rows2[key]}")
        check(rows1[key]["status"] == "solved", f"{key}: {rows1[key]['status']}")
    check(solutions1 == solutions2, "solutions differ between --threads=1 and --threads=2")
    check(solutions1.count("\n") == len(expected), "one solution line per puzzle expected")
    # Solutions come in input order, each agreeing with the givens of its puzzle.
    lines = iter(solutions1.splitlines())
    for f in files:
        with open(f) as puzzle_file:
            for puzzle in puzzle_file:
                puzzle = puzzle.strip()
                if not puzzle or puzzle.startswith("#"):
                    continue
                solution = next(lines)
                check(len(solution) == len(puzzle) and all(p in ".0" or p == s for p, s in zip(puzzle, solution)),
                      f"{f}: solution {solution[:20]}... does not match puzzle {puzzle[:20]}...")


def logging_solver(log, bench):
    """A shell script for cmd: that logs each puzzle it is given, then solves it with --serial. Each
    line is in the log before the solver sees it: tee wrote its pipe first, so the harness could end
    a run with the last line answered but not yet logged."""
    return (f'while IFS= read -r line; do printf "%s\\n" "$line" >> "{log}"; printf "%s\\n" "$line"; done'
            f' | "{os.path.abspath(bench)}" --serial -\n')


def test_start_order(bench, puzzles, tmp):
    """--order=big-first (the default) starts the biggest grids first, then the emptiest; --order=input
    starts them as they come. Either way the rows and solutions are the same and in input order. A
    command solver that logs each puzzle it is given shows the order, one thread."""
    with open(os.path.join(puzzles, "puzzles_1_standard_easy.txt")) as f:
        nines = [line for line in f if line.strip()][:3]
    with open(os.path.join(puzzles, "puzzles_7_bigger.txt")) as f:
        bigger = [line for line in f if line.strip()][:3]  # 18x18, 25x25, 16x16
    path = os.path.join(tmp, "mixed.txt")
    with open(path, "w") as f:
        f.writelines(nines + bigger)
    blanks = [sum(c in ".0" for c in line.strip()) for line in nines]
    nines_by_blanks = sorted(range(3), key=lambda i: -blanks[i])  # stable: ties in input order
    expected = {"big-first": [bigger[1], bigger[0], bigger[2]] + [nines[i] for i in nines_by_blanks],
                "input": nines + bigger}
    results = {}
    for order, started in expected.items():
        log = os.path.join(tmp, f"{order}.log")
        script = os.path.join(tmp, f"{order}.sh")
        with open(script, "w") as f:
            f.write(logging_solver(log, bench))
        csv_path, solutions = os.path.join(tmp, f"{order}.csv"), os.path.join(tmp, f"{order}.txt")
        done = run(bench, "--threads=1", f"--order={order}", f"--solver=cmd:sh {script}", f"--csv={csv_path}",
                   f"--solutions={solutions}", path)
        check(done.returncode == 0, f"--order={order}: exit {done.returncode}: {done.stderr}")
        with open(log) as f:
            given = [line.strip() for line in f if line.strip()]
        check(given == [line.strip() for line in started], f"--order={order} started {[len(g) for g in given]}")
        with open(csv_path, newline="") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))  # a command solver's rows have no counters: read_csv would refuse
        check([int(row["line"]) for row in rows] == list(range(1, 7)), f"--order={order}: rows out of order")
        check(all(row["status"] == "solved" for row in rows), f"--order={order}: {[r['status'] for r in rows]}")
        with open(solutions) as f:
            results[order] = (keyed(rows), f.read())
    check(results["big-first"] == results["input"], "the two orders recorded different rows or solutions")
    answers = results["input"][1].splitlines()
    check(len(answers) == 6 and all(len(a) == len(p.strip()) for a, p in zip(answers, nines + bigger)),
          "solutions not in input order")
    done = run(bench, "--order=smallest", path)
    check(done.returncode == 2 and "--order" in done.stderr, f"--order=smallest: {done.returncode} {done.stderr}")


def test_shuffled_order(bench, puzzles, tmp):
    """--shuffle=SEED starts the lines in an order drawn from the seed: the same seed, the same order;
    another seed, another; rows and solutions in input order whatever the order. A command solver
    that logs each puzzle it is given shows the order, one thread."""
    path = os.path.join(tmp, "twenty.txt")
    with open(os.path.join(puzzles, "puzzles_1_standard_easy.txt")) as f, open(path, "w") as out:
        out.writelines([line for line in f if line.strip()][:20])
    with open(path) as f:
        lines = [line.strip() for line in f]
    started, recorded = {}, {}
    for name, shuffle in (("a", "--shuffle=7"), ("b", "--shuffle=7"), ("c", "--shuffle=8"), ("d", "--shuffle")):
        log, script = os.path.join(tmp, name + ".log"), os.path.join(tmp, name + ".sh")
        with open(script, "w") as f:
            f.write(logging_solver(log, bench))
        csv_path = os.path.join(tmp, name + ".csv")
        done = run(bench, "--threads=1", shuffle, f"--solver=cmd:sh {script}", f"--csv={csv_path}", path)
        check(done.returncode == 0, f"{shuffle}: exit {done.returncode}: {done.stderr}")
        with open(log) as f:
            started[name] = [line.strip() for line in f if line.strip()]
        with open(csv_path, newline="") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
        check([int(row["line"]) for row in rows] == list(range(1, 21)), f"{shuffle}: rows out of input order")
        recorded[name] = keyed(rows)
        check(sorted(started[name]) == sorted(lines), f"{shuffle}: not every line given once")
    check(started["a"] == started["b"], "--shuffle=7 twice: two orders")
    check(started["a"] != started["c"] and started["a"] != lines, "--shuffle=7 and =8: the same order, or input order")
    check(recorded["a"] == recorded["c"], "two shuffles recorded different rows")
    done = run(bench, "--shuffle", "--order=input", path)
    check(done.returncode == 2 and "--shuffle" in done.stderr, f"--shuffle --order: {done.returncode} {done.stderr}")


def test_tail_portfolio(bench, puzzles, tmp):
    """--portfolio=2 --no-share on two threads: the thread that finishes the quick 20x20 joins the
    race of the slow 24x24, and the slow one's row holds the winner's counters, those of a lone run
    with the winner's seed. Sharing clauses (the default), the race answers as well. Without
    --portfolio nothing races."""
    source = os.path.join(puzzles, "puzzles_7_bigger.txt")
    with open(source) as f:
        lines = f.read().splitlines()
    two = os.path.join(tmp, "two.txt")
    with open(two, "w") as f:
        f.write(lines[10] + "\n" + lines[6] + "\n")  # line 11: ~0.08 s; line 7: ~0.008 s
    raced_csv = os.path.join(tmp, "raced.csv")
    # A thread joins only the races open when it goes idle: if it finishes the quick puzzle before
    # the other thread has started the slow one (a descheduled thread, under parallel ctest load),
    # nothing races. So the run may take three tries; one race is enough to check.
    for _ in range(3):
        done = run(bench, "--threads=2", "--portfolio=2", "--no-share", f"--csv={raced_csv}", two)
        check(done.returncode == 0, f"exit {done.returncode}: {done.stderr}")
        rows = {int(r["line"]): r for r in read_csv(raced_csv)}
        if rows[1]["portfolio"] == "2":
            break
    check(rows[1]["portfolio"] == "2", f"the slow puzzle did not race in three runs: {rows[1]}")
    counters = COLUMNS[COLUMNS.index("recursions"):COLUMNS.index("search")] + ["conflicts", "search_ran"]
    for number, row in rows.items():
        check(row["status"] == "solved", f"line {number}: {row['status']}")
        winner = int(row["winner"])
        check(0 <= winner < int(row["portfolio"]), f"line {number}: winner {winner} of {row['portfolio']}")
        alone = os.path.join(tmp, f"alone{number}.csv")
        with open(os.path.join(tmp, f"line{number}.txt"), "w") as f:
            f.write(lines[10 if number == 1 else 6] + "\n")
        done = run(bench, "--threads=1", f"--seed={winner}", f"--csv={alone}", f.name)
        lone = read_csv(alone)[0]
        for name in counters:
            check(row[name] == lone[name], f"line {number}, member {winner}: {name} {row[name]} but {lone[name]} alone")
    shared_csv = os.path.join(tmp, "shared.csv")
    done = run(bench, "--threads=2", "--portfolio=2", f"--csv={shared_csv}", two)
    check(done.returncode == 0, f"exit {done.returncode}: {done.stderr}")
    shared = read_csv(shared_csv)
    check(len(shared) == 2 and all(r["status"] == "solved" for r in shared), f"sharing: {shared}")
    plain_csv = os.path.join(tmp, "plain.csv")
    done = run(bench, "--threads=2", f"--csv={plain_csv}", two)
    check(all(r["portfolio"] == "1" and r["winner"] == "0" for r in read_csv(plain_csv)),
          "a race without --portfolio")
    print(f"the slow puzzle raced 2 members, won by member {rows[1]['winner']}; counters as alone")


def test_csv_format(bench, puzzles, tmp):
    odd_dir = os.path.join(tmp, 'odd, "quoted" dir')
    os.mkdir(odd_dir)
    odd_file = os.path.join(odd_dir, "a,b.txt")
    with open(os.path.join(puzzles, COURSE[0])) as f:
        good = [line for line in f if line.strip()][:3]
    with open(odd_file, "w") as f:
        f.write("# a comment line\n\n" + good[0] + "12345\n" + "11" + good[1][2:] + good[2])
    missing = os.path.join(tmp, "missing.txt")
    csv_path = os.path.join(tmp, "out.csv")
    done = run(bench, f"--csv={csv_path}", "--techniques=fl,cp", odd_file, missing, tmp)
    check(done.returncode == 1, f"exit {done.returncode}, expected 1 (invalid lines, bad files)")
    rows = read_csv(csv_path)
    check([int(r["line"]) for r in rows] == [3, 4, 5, 6], f"lines {[r['line'] for r in rows]}")
    check(all(r["file"] == odd_file for r in rows), f"file column {rows[0]['file']!r}")
    check([r["status"] for r in rows] == ["solved", "invalid", "invalid", "solved"],
          f"statuses {[r['status'] for r in rows]}")
    check(all(r["techniques"] == "fl+cp" for r in rows), "techniques column")
    check(rows[0]["size"] == "9" and rows[0]["block"] == "3x3", "size and block")
    check(rows[1]["size"] == "" and rows[1]["recursions"] == "", "an unparsable line has empty fields")
    check(rows[2]["size"] == "9" and rows[2]["solve_us"] == "", "a clash keeps its size, no counters")
    for needle in (f"{odd_file}:4:", f"{odd_file}:5:", f"{missing}: ", f"{tmp}: "):
        check(needle in done.stderr, f"stderr lacks {needle!r}: {done.stderr}")
    # --csv=- takes stdout; the summary moves to stderr.
    done = run(bench, "--csv=-", os.path.join(puzzles, COURSE[0]))
    check(done.returncode == 0, f"--csv=-: exit {done.returncode}")
    first, header = done.stdout.split("\n", 2)[:2]
    check(re.fullmatch(MACHINE_LINE, first) and header == ",".join(COLUMNS),
          "--csv=- output starts with the machine's line and the header")
    check("wall time" in done.stderr and "wall time" not in done.stdout, "summary belongs on stderr")


def test_bad_output(bench, puzzles, tmp):
    started = time.monotonic()
    done = run(bench, "--csv=" + os.path.join(tmp, "no", "such", "dir.csv"),
               "--techniques=none", os.path.join(puzzles, COURSE[5]))
    check(done.returncode == 2, f"exit {done.returncode}, expected 2")
    check("--csv" in done.stderr, f"stderr: {done.stderr}")
    check(time.monotonic() - started < 2, "the bad path should be reported before solving")
    done = run(bench, "--csv=-", "--solutions=-", os.path.join(puzzles, COURSE[0]))
    check(done.returncode == 2, "--csv=- with --solutions=- is a usage error")


def test_output_over_input(bench, puzzles, tmp):
    """An output that is one of the puzzle files, by any path, is refused before it is opened."""
    path = os.path.join(tmp, "a.txt")
    shutil.copy(os.path.join(puzzles, COURSE[0]), path)
    with open(path, "rb") as f:
        text = f.read()
    other = os.path.join(tmp, ".", "a.txt")
    for option in ("--csv", "--solutions", "--json"):
        for given in (path, other):
            done = run(bench, f"{option}={given}", path)
            check(done.returncode == 2, f"{option}={given}: exit {done.returncode}, expected 2: {done.stderr}")
            check(f"{option}: {given} is the puzzle file {path}" in done.stderr, f"{option}={given}: {done.stderr}")
            with open(path, "rb") as f:
                check(f.read() == text, f"{option}={given} changed the puzzle file")
            check(sorted(os.listdir(tmp)) == ["a.txt"], f"{option}={given} left {os.listdir(tmp)}")


def test_timeout(bench, puzzles, tmp):
    name, slow_line = SLOW_16X16
    with open(os.path.join(puzzles, name)) as f:
        lines = f.read().splitlines()
    with open(os.path.join(puzzles, COURSE[0])) as f:  # easy 9x9: instant even by plain backtracking
        easy = [l for l in f.read().splitlines() if l.strip()][:3]
    path = os.path.join(tmp, "mixed.txt")
    with open(path, "w") as f:
        f.write("\n".join([easy[0], lines[slow_line - 1], easy[1], easy[2]]) + "\n")
    csv_path = os.path.join(tmp, "timeout.csv")
    started = time.monotonic()
    done = run(bench, "--techniques=none", "--timeout=0.2", f"--csv={csv_path}", path)
    elapsed = time.monotonic() - started
    check(done.returncode == 1, f"exit {done.returncode}, expected 1 (a puzzle timed out)")
    check(elapsed < 10, f"took {elapsed:.1f} s")
    rows = {int(r["line"]): r for r in read_csv(csv_path)}
    check(rows[2]["status"] == "timeout", f"slow puzzle: {rows[2]['status']}")
    check(0.2e6 <= float(rows[2]["solve_us"]) < 2.0e6, f"stopped after {rows[2]['solve_us']} us")
    for line in (1, 3, 4):
        check(rows[line]["status"] == "solved", f"line {line}: {rows[line]['status']}")
    check(f"{path}:2: timed out" in done.stderr, f"stderr: {done.stderr}")


def test_interrupt_and_resume(bench, puzzles, tmp):
    path = os.path.join(puzzles, COURSE[5])
    csv_path = os.path.join(tmp, "interrupted.csv")
    json_path = os.path.join(tmp, "interrupted.json")
    args = ["--techniques=none", "--timeout=0.5", "--threads=2", f"--csv={csv_path}",
            f"--json={json_path}", path]
    process = subprocess.Popen([bench, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.0)
    sent = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=20)
    stop_s = time.monotonic() - sent
    check(process.returncode == 128 + signal.SIGINT, f"exit {process.returncode}: {err}")
    check(stop_s < 2.0, f"took {stop_s:.2f} s to stop after SIGINT")
    check("interrupted" in out, f"summary should say so: {out}")
    with open(csv_path) as f:
        check(f.read().endswith("\n"), "the CSV ends in the middle of a row")
    first = read_csv(csv_path)
    expected = len(puzzle_lines(path))
    check(0 < len(first) < expected, f"{len(first)} rows after the interrupt, of {expected}")
    # A cancelled solve is not a measurement: no timeout row may be shorter than the timeout. The
    # deadline and the solve timer start from one clock reading (start_clock), so a true timeout
    # reads at least the limit.
    for row in first:
        check(row["status"] != "timeout" or float(row["solve_us"]) >= 0.5e6, f"cancelled row kept: {row}")
    # --json still writes what the run measured, saying it was interrupted.
    summary = read_json(json_path)
    check(summary["run"]["interrupted"] is True, f"--json: {summary['run']}")
    check(summary["all"]["puzzles"] == len(first), f"--json: {summary['all']}, CSV {len(first)}")
    # --resume measures only what is missing and appends without a second header.
    done = run(bench, *args, "--resume")
    check(done.returncode in (0, 1), f"--resume: exit {done.returncode}: {done.stderr}")
    check(f"resumed-skipped={len(first)}" in done.stdout, f"summary: {done.stdout}")
    rows = keyed(read_csv(csv_path))
    check(len(rows) == expected, f"{len(rows)} rows after --resume, expected {expected}")
    summary = read_json(json_path)
    check(not summary["run"]["interrupted"] and summary["run"]["resumed"] == len(first),
          f"--json after --resume: {summary['run']}")


def test_seeds(bench, puzzles, tmp):
    """A seed gives the same counters at any thread count, is named in the search column, and
    --resume keeps the rows of different seeds apart."""
    files = [os.path.join(puzzles, name) for name in COURSE[4:]]
    expected = {(f, n) for f in files for n in puzzle_lines(f)}
    tables = {}
    for seed, threads in ((7, 1), (7, 2), (0, 2)):
        csv_path = os.path.join(tmp, f"seed{seed}_t{threads}.csv")
        done = run(bench, f"--seed={seed}", f"--threads={threads}", f"--csv={csv_path}", *files)
        check(done.returncode == 0, f"--seed={seed}: exit {done.returncode}: {done.stderr}")
        tables[seed, threads] = keyed(read_csv(csv_path))
        check(set(tables[seed, threads]) == expected, f"--seed={seed}: rows missing or extra")
    check(tables[7, 1] == tables[7, 2], "--seed=7: counters differ between --threads=1 and --threads=2")
    check(all(row["search"] == "by-size+seed=7" for row in tables[7, 1].values()), "search column lacks +seed=7")
    check(all(row["search"] == "by-size" for row in tables[0, 2].values()), "--seed=0 is not plain by-size")
    counters = ("recursions", "guesses", "backtracks")
    check(any(tables[7, 1][k][c] != tables[0, 2][k][c] for k in expected for c in counters),
          "--seed=7 searched exactly like --seed=0 on every puzzle")

    seeded = os.path.join(tmp, "seed7_t1.csv")
    done = run(bench, "--seed=7", f"--csv={seeded}", "--resume", *files)
    check(done.returncode == 0, f"--resume --seed=7: exit {done.returncode}: {done.stderr}")
    check(len(read_csv(seeded)) == len(expected), "--resume with the same seed solved puzzles again")
    done = run(bench, "--seed=8", f"--csv={seeded}", "--resume", *files)
    check(done.returncode == 0, f"--resume --seed=8: exit {done.returncode}: {done.stderr}")
    rows = read_csv(seeded)
    check(len(rows) == 2 * len(expected), f"--resume with another seed: {len(rows)} rows, expected {2 * len(expected)}")
    check(sum(row["search"] == "by-size+seed=8" for row in rows) == len(expected), "seed 8's rows are not labelled")


def run_line(output):
    """The summary's `run:` line as {key: value}."""
    lines = [line for line in output.splitlines() if line.startswith("run: ")]
    check(len(lines) == 1, f"{len(lines)} run: lines in\n{output}")
    return dict(word.split("=", 1) for word in lines[0].split()[1:])


def version_lines(bench):
    """--version's lines after the first as {key: value}: commit, compiler, build."""
    done = run(bench, "--version")
    check(done.returncode == 0, f"--version: exit {done.returncode}")
    return dict(line.split(": ", 1) for line in done.stdout.splitlines()[1:])


def test_run_line(bench, puzzles, tmp):
    """The run: line names search, engine, seed and commit beside the older keys, so that two runs
    with different options never print the same line."""
    path = os.path.join(puzzles, COURSE[0])
    default = run(bench, "--threads=2", path)
    seeded = run(bench, "--threads=2", "--search=learn", "--seed=3", "--engine=scan", path)
    check(default.returncode == seeded.returncode == 0,
          f"exit {default.returncode}, {seeded.returncode}")
    plain, learn = run_line(default.stdout), run_line(seeded.stdout)
    for key in ("techniques", "search", "engine", "seed", "timeout", "threads", "files", "commit"):
        check(key in plain and key in learn, f"run: line lacks {key}: {plain}, {learn}")
    check((plain["search"], plain["engine"], plain["seed"]) == ("by-size", "queue", "0"),
          f"default: {plain}")
    check((learn["search"], learn["engine"], learn["seed"]) == ("learn", "scan", "3"),
          f"--search=learn --seed=3 --engine=scan: {learn}")
    older = ("techniques", "timeout", "threads", "files")
    check([plain[k] for k in older] == ["all", "none", "2", "1"], f"older keys changed: {plain}")
    commit = version_lines(bench)["commit"]
    expected = "unknown" if commit == "unknown" else \
        commit[:12] + ("-modified" if "(modified)" in commit else "")
    check(plain["commit"] == expected, f"run: line commit={plain['commit']}, --version: {commit}")


def table_row(output, name):
    """The summary table's row for `name` ("all", a file) as [puzzles, solved, failed], or None."""
    for line in output.splitlines():
        if line.startswith(name + " "):
            return [int(word) for word in line[len(name):].split()[:3]]
    return None


def test_resume_summary(bench, puzzles, tmp):
    """After --resume the table counts the whole CSV, earlier rows and new, and a line says what
    was skipped; the JSON agrees."""
    path = os.path.join(puzzles, COURSE[0])
    total = len(puzzle_lines(path))
    csv_path, json_path = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.json")
    done = run(bench, f"--csv={csv_path}", path)
    check(done.returncode == 0, f"first run: exit {done.returncode}: {done.stderr}")
    with open(csv_path) as f:
        kept = f.readlines()[:27]  # the machine's line, the header and 25 rows, as if the run had
        # been stopped there
    with open(csv_path, "w") as f:
        f.writelines(kept)

    done = run(bench, f"--csv={csv_path}", f"--json={json_path}", "--resume", path)
    check(done.returncode == 0, f"--resume: exit {done.returncode}: {done.stderr}")
    check(table_row(done.stdout, "all") == [total, total, 0], f"--resume: the table is not the whole CSV:\n{done.stdout}")
    check(table_row(done.stdout, path) == [total, total, 0], f"--resume: {path}'s row:\n{done.stdout}")
    said = f"resumed: 25 puzzles already in {csv_path}, skipped; {total - 25} recorded now; the table counts both"
    check(said in done.stdout, f"--resume does not say {said!r}:\n{done.stdout}")
    summary = read_json(json_path)
    check((summary["all"]["puzzles"], summary["all"]["solved"], summary["run"]["resumed"]) == (total, total, 25),
          f"--json after --resume: {summary['all']}, {summary['run']}")
    check(len(read_csv(csv_path)) == total, "--resume wrote a row twice or left one out")

    # Nothing left to do: the table still shows every row, not a row of zeros.
    done = run(bench, f"--csv={csv_path}", "--resume", path)
    check(done.returncode == 0, f"second --resume: exit {done.returncode}: {done.stderr}")
    check(table_row(done.stdout, "all") == [total, total, 0], f"second --resume:\n{done.stdout}")
    check(f"resumed: {total} puzzles already in {csv_path}, skipped; 0 recorded now" in done.stdout
          and "no puzzle recorded in this run" in done.stdout, f"second --resume:\n{done.stdout}")

    # Other techniques: the rows of the default set are left out, and the summary says so.
    done = run(bench, f"--csv={csv_path}", "--resume", "--techniques=fl", path)
    check(done.returncode == 0, f"--resume --techniques=fl: exit {done.returncode}: {done.stderr}")
    check(table_row(done.stdout, "all") == [total, total, 0], f"--resume --techniques=fl:\n{done.stdout}")
    check(f"resumed: none of these puzzles in {csv_path} yet; {total} recorded now" in done.stdout
          and f"{csv_path} also holds {total} rows of other techniques" in done.stdout,
          f"--resume --techniques=fl:\n{done.stdout}")


def test_file_problems(bench, puzzles, tmp):
    """A missing, empty or unreadable file gets a line that says so, never a table of zeros."""
    empty, missing = os.path.join(tmp, "empty.txt"), os.path.join(tmp, "missing.txt")
    open(empty, "w").close()
    done = run(bench, empty, missing, tmp)
    check(done.returncode == 1, f"exit {done.returncode}, expected 1: {done.stderr}")
    check(table_row(done.stdout, "all") is None and "median" not in done.stdout,
          f"a table without puzzles:\n{done.stdout}")
    for said in ("no puzzles recorded", "no puzzles from 3 files:", f"  {empty}: empty file",
                 f"  {missing}: cannot open", f"  {tmp}: is a directory"):
        check(said in done.stdout, f"the summary does not say {said!r}:\n{done.stdout}")

    good = os.path.join(puzzles, COURSE[0])
    done = run(bench, good, missing)
    check(done.returncode == 1, f"exit {done.returncode}, expected 1: {done.stderr}")
    total = len(puzzle_lines(good))
    check(table_row(done.stdout, good) == [total, total, 0] and table_row(done.stdout, "all") == [total, total, 0],
          f"the good file's row:\n{done.stdout}")
    check(table_row(done.stdout, missing) is None, f"a row for the missing file:\n{done.stdout}")
    check(f"no puzzles from 1 file:\n  {missing}: cannot open" in done.stdout, f"summary:\n{done.stdout}")


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


TALLY_KEYS = {"file", "puzzles", "solved", "failed", "solved_without_guess", "ran", "total_us",
              "mean_us", "median_us", "p90_us", "p99_us", "max_us", "guesses", "recursions", "memouts"}


def csv_tally(rows):
    """What a --json tally should hold, summed from the CSV rows of the same run."""
    ran = [r for r in rows if r["solve_us"]]
    return {"puzzles": len(rows), "solved": sum(r["status"] == "solved" for r in rows),
            "failed": sum(r["status"] != "solved" for r in rows), "ran": len(ran),
            "solved_without_guess": sum(r["status"] == "solved" and r["guesses"] == "0"
                                        for r in rows),
            "guesses": sum(int(r["guesses"]) for r in ran),
            "recursions": sum(int(r["recursions"]) for r in ran)}


def check_tally(tally, rows, what):
    check(set(tally) == TALLY_KEYS, f"{what}: keys {sorted(tally)}")
    expected = csv_tally(rows)
    check({k: tally[k] for k in expected} == expected, f"{what}: {tally}, from the CSV {expected}")
    if tally["ran"]:
        quantiles = [tally[k] for k in ("median_us", "p90_us", "p99_us", "max_us")]
        check(quantiles == sorted(quantiles), f"{what}: quantiles {tally}")
        # Times are rounded to 0.1 µs in both files.
        total = sum(float(r["solve_us"]) for r in rows if r["solve_us"])
        slack = 0.1 * tally["ran"]
        check(abs(tally["total_us"] - total) <= slack, f"{what}: total_us {tally}, CSV {total}")
        check(abs(tally["mean_us"] * tally["ran"] - tally["total_us"]) <= slack, f"{what}: mean")


def test_json(bench, puzzles, tmp):
    """--json parses, describes the build as --version does and the run as asked, and its counts
    equal the CSV's sums for the same run."""
    odd = os.path.join(tmp, 'odd "name"\\.txt')
    with open(os.path.join(puzzles, COURSE[0])) as f:
        good = [line for line in f if line.strip()][:2]
    with open(odd, "w") as f:
        f.write(good[0] + "12345\n" + good[1])
    files = [os.path.join(puzzles, COURSE[1]), odd, os.path.join(puzzles, COURSE[4])]
    csv_path, json_path = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.json")
    args = ["--threads=2", "--search=learn", "--seed=3", "--timeout=30", f"--csv={csv_path}",
            f"--json={json_path}", *files]
    done = run(bench, *args)
    check(done.returncode == 1, f"exit {done.returncode}, expected 1 (an invalid line): "
                                f"{done.stderr}")
    check(sorted(os.listdir(tmp)) == sorted([os.path.basename(odd), "run.csv", "run.json"]),
          f"left behind: {os.listdir(tmp)}")
    summary = read_json(json_path)
    check(set(summary) == {"program", "machine", "wrappers", "run", "files", "all"}, f"top-level keys {sorted(summary)}")

    program, version = summary["program"], version_lines(bench)
    commit = program["commit"] + (" (modified)" if program["modified"] else "")
    build = f"{program['build_type']}, flags: {program['flags']}"
    check(program["name"] == "sudoku-bench" and commit == version["commit"]
          and program["compiler"] == version["compiler"] and build == version["build"],
          f"program {program} differs from --version {version}")

    info = summary["run"]
    check(info["command"] == [bench, *args], f"command {info['command']}")
    check(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", info["date"]), f"date {info['date']}")
    check(info["host"] and info["files"] == files, f"host, files: {info}")
    expected = {"techniques": "all", "search": "learn", "engine": "queue", "seed": 3,
                "timeout_s": 30, "threads": 2, "interrupted": False, "resumed": 0, "cancelled": 0}
    check({k: info[k] for k in expected} == expected, f"run {info}")
    check(info["wall_s"] > 0 and (info["peak_rss_mib"] is None or info["peak_rss_mib"] > 0),
          f"run {info}")

    rows = read_csv(csv_path)
    names = [t["file"] for t in summary["files"]]
    check(names == files, f"files {names}")
    for tally, path in zip(summary["files"], files):
        check_tally(tally, [r for r in rows if r["file"] == path], path)
    check(summary["files"][1]["failed"] == 1, f"the invalid line: {summary['files'][1]}")
    check(summary["all"]["file"] == "all", "all's file")
    check_tally(summary["all"], rows, "all")
    check(summary["all"]["guesses"] > 0, "no guesses at all: the sums prove little")
    check("wall time" in done.stdout, "the summary table is still printed")


def test_json_errors(bench, puzzles, tmp):
    """A path that cannot be written is a usage error before solving; --json=- takes stdout
    alone."""
    slow = os.path.join(puzzles, COURSE[5])
    for path, named in ((os.path.join(tmp, "no", "such", "dir.json"), "No such file"),
                        (tmp, "is a directory")):
        started = time.monotonic()
        done = run(bench, f"--json={path}", "--techniques=none", slow, timeout=10)
        check(done.returncode == 2, f"--json={path}: exit {done.returncode}, expected 2")
        check("--json" in done.stderr and named in done.stderr, f"--json={path}: {done.stderr}")
        check(time.monotonic() - started < 2, f"--json={path} should be reported before solving")
    done = run(bench, "--json=-", "--csv=-", slow, timeout=10)
    check(done.returncode == 2 and "--json=-" in done.stderr, f"--json=- --csv=-: {done.stderr}")
    easy = os.path.join(puzzles, COURSE[0])
    done = run(bench, "--json=-", easy)
    check(done.returncode == 0, f"--json=-: exit {done.returncode}: {done.stderr}")
    check(json.loads(done.stdout)["all"]["solved"] == len(puzzle_lines(easy)),
          "--json=-: stdout is not the JSON")
    check("wall time" in done.stderr, "--json=-: the summary belongs on stderr")


MACHINE_LINE = (r"# machine: cpu=(?P<cpu>.+) cores=(?P<cores>\d+) usable=(?P<usable>\d+) "
                r"governor=(?P<governor>\S+) kernel=(?P<kernel>\S+) load=(?P<load>[0-9.]+,[0-9.]+,[0-9.]+) "
                r"pin=(?P<pin>no|\d+(,\d+)*)")


def machine_line(path):
    """The CSV's '# machine:' line, as a dict of its fields; checks it is the file's first line."""
    with open(path) as f:
        lines = f.read().splitlines()
    check(sum(line.startswith("#") for line in lines) == 1, f"{path}: not one comment line: {lines[:3]}")
    found = re.fullmatch(MACHINE_LINE, lines[0])
    check(found is not None, f"{path}: first line {lines[0]!r}")
    return found.groupdict()


def test_machine_record(bench, puzzles, tmp):
    """--json's machine object has every key with a sane value, the CSV starts with the same in a
    '# machine:' line, and --resume reads that CSV: it skips every puzzle and keeps the one line."""
    path = os.path.join(puzzles, COURSE[0])
    csv_path, json_path = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.json")
    done = run(bench, "--threads=1", f"--csv={csv_path}", f"--json={json_path}", path)
    check(done.returncode == 0, f"exit {done.returncode}: {done.stderr}")
    machine = read_json(json_path)["machine"]
    keys = {"cpu", "cores_online", "cores_usable", "usable_cpus", "governor", "kernel", "load_start",
            "load_end", "pinned_cpus"}
    check(set(machine) == keys, f"machine keys {sorted(machine)}")
    check(machine["cores_online"] >= 1 and 1 <= machine["cores_usable"] <= machine["cores_online"],
          f"cores {machine}")
    check(machine["cores_usable"] == len(os.sched_getaffinity(0)), f"usable {machine}")
    check(re.fullmatch(r"\d+(-\d+)?(,\d+(-\d+)?)*", machine["usable_cpus"]), f"usable_cpus {machine}")
    check(machine["kernel"] == os.uname().release and machine["cpu"] and machine["governor"], f"{machine}")
    for load in (machine["load_start"], machine["load_end"]):
        check(len(load) == 3 and all(x >= 0 for x in load), f"load {load}")
    check(machine["pinned_cpus"] is None, f"pinned without --pin: {machine}")
    line = machine_line(csv_path)
    check((line["cpu"], int(line["cores"]), int(line["usable"]), line["governor"], line["kernel"], line["pin"])
          == (machine["cpu"], machine["cores_online"], machine["cores_usable"], machine["governor"],
              machine["kernel"], "no"), f"CSV's {line} against the JSON's {machine}")
    check([float(x) for x in line["load"].split(",")] == machine["load_start"], f"load {line} {machine}")
    rows = read_csv(csv_path)
    check(len(rows) == len(puzzle_lines(path)), f"{len(rows)} rows")
    again = run(bench, "--threads=1", "--resume", f"--csv={csv_path}", f"--json={json_path}", path)
    check(again.returncode == 0, f"--resume: exit {again.returncode}: {again.stderr}")
    check(read_json(json_path)["run"]["resumed"] == len(rows), f"--resume did not skip every row: {again.stdout}")
    check(read_csv(csv_path) == rows and machine_line(csv_path) == line, "--resume changed the CSV")


def worker_cpus(log):
    """The CPUs each cmd: worker process was allowed, from the lines the worker script logged."""
    with open(log) as f:
        return [line.split()[1] for line in f if line.strip()]


def test_pin(bench, puzzles, tmp):
    """--pin puts each solving thread on a CPU of its own, and a cmd: solver's process, forked from
    its thread, runs there too: two threads, two workers, each allowed one CPU, not the same one;
    the run: line, --json and the CSV's machine line say which. Without --pin a worker may run
    anywhere. --serial --pin pins its solving thread too."""
    usable = sorted(os.sched_getaffinity(0))
    if len(usable) < 2:
        print("skipped: needs two usable CPUs")
        return
    log = os.path.join(tmp, "cpus.log")
    script = os.path.join(tmp, "worker.sh")
    with open(script, "w") as f:
        f.write(f'echo "$$ $(grep Cpus_allowed_list /proc/$$/status | cut -f2)" >> "{log}"\n'
                f'exec "{bench}" --serial -\n')
    path = os.path.join(puzzles, COURSE[0])
    csv_path, json_path = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.json")
    done = run(bench, "--pin", "--threads=2", f"--solver=cmd:sh {script}", f"--csv={csv_path}",
               f"--json={json_path}", path)
    check(done.returncode == 0, f"--pin: exit {done.returncode}: {done.stderr}")
    cpus = worker_cpus(log)
    check(len(cpus) == 2 and all(c.isdigit() for c in cpus) and cpus[0] != cpus[1],
          f"--pin --threads=2: workers allowed {cpus}, not one CPU each")
    plan = usable[:2]
    check(sorted(int(c) for c in cpus) == plan, f"workers on {cpus}, planned {plan}")
    check(run_line(done.stdout).get("pinned") == f"{plan[0]},{plan[1]}", f"run: line {run_line(done.stdout)}")
    check(read_json(json_path)["machine"]["pinned_cpus"] == plan, "--json's pinned_cpus")
    check(machine_line(csv_path)["pin"] == f"{plan[0]},{plan[1]}", "the CSV's pin=")
    os.remove(log)
    done = run(bench, "--threads=2", f"--solver=cmd:sh {script}", path)
    check(done.returncode == 0 and "pinned" not in run_line(done.stdout), f"no --pin: {done.stdout}")
    check(worker_cpus(log) and not any(c.isdigit() for c in worker_cpus(log)),
          f"without --pin a worker was held to one CPU: {worker_cpus(log)}")
    os.remove(log)
    done = subprocess.run([bench, "--serial", "--pin", f"--solver=cmd:sh {script}", path], capture_output=True,
                          text=True, timeout=300)
    check(done.returncode == 0 and worker_cpus(log) == [str(usable[0])], f"--serial --pin: {worker_cpus(log)}")
    done = run(bench, "--pin", f"--threads={len(usable) + 1}", path)
    check(done.returncode == 0 and "pinned round-robin" in done.stderr, f"more threads than cores: {done.stderr}")


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in TESTS:
        sys.exit(f"usage: {sys.argv[0]} BENCH PUZZLES_DIR {{{'|'.join(TESTS)}}}")
    bench, puzzles, case = sys.argv[1:]
    tmp = tempfile.mkdtemp(prefix="batch_test_")
    try:
        COLUMNS[:] = schema.columns(bench).plain
        TESTS[case](os.path.abspath(bench), os.path.abspath(puzzles), tmp)
    except (Failure, subprocess.TimeoutExpired) as failure:
        print(f"FAIL {case}: {failure}")
        sys.exit(1)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"ok {case}")


if __name__ == "__main__":
    main()
