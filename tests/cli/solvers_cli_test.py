#!/usr/bin/env python3
"""Several solvers side by side in one run (--solver=A,B,..., --rounds), and the grader form.

usage: solvers_cli_test.py BINARY REPO_ROOT CASE

  native_and_cadical  two rows per puzzle of a course file, both solved, the solver column right,
                      CaDiCaL's unknown counters empty (skipped, 77, when the build has no CaDiCaL)
  unknown_solver      an unknown solver, or a library that does not load: exit 2 and the reason,
                      before any file is read
  resume_adds_solver  a run with native, then --resume with native and a cmd: solver: the CSV ends
                      with one row per puzzle and solver, the first run's rows untouched
  wrong_answer        a cmd: solver that writes a wrong grid for one puzzle: that row `wrong`,
                      every other row solved, exit 1, the summary counts it
  hang_times_out      a cmd: solver whose workers hang on their second puzzle: those rows
                      `timeout` at the limit, a fresh worker takes the next puzzles, no row lost
  serial_grader       --serial --solver=cmd:... --timeout: the checked answers in input order, an
                      empty line where the answer was wrong, a pass/fail line on stderr
  serial_grader_counts_given
                      --serial with a cmd: solver (and a race) on a file with bad lines: the
                      pass/fail line counts the puzzles given to it, the bad lines apart; stdout
                      exactly native's
  foreign_labels      another solver's rows say n/a for techniques and search (native's keep the
                      run's), as do the summary and --json of a run without native; a race with
                      native keeps the run's labels, one of other programs says n/a
  resume_two_solvers  a two-solver run cut short, then --resume: one row per puzzle and solver;
                      with other --techniques only native runs again; a CSV whose other solver's
                      rows carry the run's labels (as before n/a) is taken as done too
  rounds              --rounds=3: still one row per puzzle and solver, each solved
  race                --portfolio=native,py=cmd:... races the two on each puzzle: one row each,
                      solver native|py, its winner one of them, every answer solved; with --solver
                      the race is one more row beside each solver's own
  race_stops_losers   a race of native and a cmd: solver that hangs: native wins every puzzle and
                      the hanging worker is stopped at once (the run ends far before the timeout);
                      a race of a liar and a hanger: no checked answer, so the liar's `wrong` row;
                      a liar against a slow right answer: the right one wins
  unflushed_print     a Python solver that answers with a plain print() (no flush), run without
                      PYTHONUNBUFFERED and without --timeout: every puzzle answered and solved
  measured_rounds     --rounds=5 --warmup=1 --samples with native and a cmd: solver on 6 puzzles:
                      12 rows, 60 samples, min <= median <= max on every row and the median that
                      of its samples, cpu_us for both, peak_rss_kib for the worker alone (its real
                      peak: a worker holding 100 MiB reads at least that); the file table and
                      --json count 6 puzzles
  samples_resume      --samples with --resume: the resumed run appends the rounds of the puzzles it
                      solves, under one header; --warmup and --samples belong to batch mode
  figure_warnings     rounds that spread past 10% of their median on many rows, and a ratio resting
                      on fewer than 5 puzzles, are each a warning on stderr; a run with neither has none
  round_repeats       --min-round-us: fast solves are repeated within each round, native's and a
                      cmd: worker's alike (repeats above 1, the same in --samples, times per solve,
                      counters those of a plain run), a slow solve's never; a plain run and
                      --min-round-us=0 repeat nothing; it belongs to batch mode and is given once
  in_process_memout   --memory-limit with native and cadical, which run in the harness's process: a
                      36x36 grid's learning tables and CNF are past 1 MiB, so both refuse it up
                      front (memout rows, FILE:LINE messages, the harness's memory flat) and the
                      run goes on to solve the 9x9 after it; with room, both solve the 36x36
  wrapper_costs       in a measuring run (--rounds=2), each out-of-process solver's trip is
                      measured on a solved grid after the run and shown under the table, in --markdown and in --json's wrappers: a cmd:
                      worker's start and round trip, a file program's process a puzzle, the
                      project's own library as lib: under --timeout (in a worker); without
                      --timeout that lib: solver runs in-process and is not listed; a plain run
                      (one round) measures none
  markdown            --markdown=PATH writes the side-by-side table: a table per file with a row per
                      solver and the ratio in words; with one solver it is a usage error
  silent_solver_named a cmd: solver that writes nothing: within seconds stderr names it and says
                      to flush each answer; one that answers at once gets no such note

The cmd: solver is tests/backends/stream_worker.py (stream protocol, 9x9 text puzzles).
Exit status: 0 pass, 1 fail, 77 skipped. Standard library only.
"""
import csv
import io
import json
import os
import re
import subprocess
import sys
import time

from cli_checks import expect as check, cases_in, case_main

SKIP = 77
EASY = "puzzles/puzzles_1_standard_easy.txt"
VARIETY = "puzzles/puzzles_2_variety_easy.txt"
COUNTERS = ("recursions", "guesses", "backtracks", "placements", "eliminations", "elim_fl", "search_ran",
            "techniques_ran")


def run(binary, args, timeout=120):
    return subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)


def worker(root, mode="ok"):
    script = os.path.join(root, "tests", "backends", "stream_worker.py")
    return "cmd:%s %s %s" % (sys.executable, script, mode)


def puzzle_lines(path, limit=None):
    with open(path) as f:
        lines = [i for i, text in enumerate(f, start=1) if text.strip() and not text.startswith("#")]
    return lines[:limit] if limit else lines


def head(path, count, tmp):
    """The first `count` lines of a course file, in a file of its own."""
    out = os.path.join(tmp, "head%d.txt" % count)
    with open(path) as f, open(out, "w") as o:
        o.writelines(f.readlines()[:count])
    return out


def rows_of(text):
    return list(csv.DictReader(line for line in io.StringIO(text) if not line.startswith("#")))


def by_solver(rows):
    table = {}
    for row in rows:
        table.setdefault(row["solver"], []).append(row)
    return table


def case_native_and_cadical(binary, root, tmp):
    if "absent: this build has no CaDiCaL" in run(binary, ["--help"]).stdout:
        print("SKIP: this build has no CaDiCaL (scripts/setup.sh installs libcadical-dev)")
        raise SystemExit(SKIP)
    result = run(binary, ["--solver=native,cadical", "--threads=2", "--csv=-", VARIETY])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    solvers = by_solver(rows)
    check(sorted(solvers) == ["cadical", "native"], "solver column: %s" % sorted(solvers))
    lines = puzzle_lines(VARIETY)
    for name, mine in solvers.items():
        check(sorted(int(r["line"]) for r in mine) == lines, "%s: not one row per puzzle" % name)
        check(all(r["status"] == "solved" for r in mine), "%s: a puzzle not solved" % name)
    for row in solvers["cadical"]:
        for column in COUNTERS:
            check(row[column] == "", "cadical's %s is %r, not empty, line %s" % (column, row[column], row["line"]))
    for row in solvers["native"]:
        check(row["recursions"] != "" and row["guesses"] != "", "native's counters empty, line %s" % row["line"])
    # Rows come in input order, the solvers of a puzzle side by side.
    check([int(r["line"]) for r in rows] == sorted(int(r["line"]) for r in rows), "rows out of input order")


def case_unknown_solver(binary, root, tmp):
    for spec, reason in (("native,nosuch", "unknown solver 'nosuch'"),
                         ("lib:/nonexistent/libnothing.so", "libnothing.so"),
                         ("native,native", "given twice")):
        result = run(binary, ["--solver=" + spec, "--csv=" + os.path.join(tmp, "x.csv"), "/nonexistent/puzzles.txt"])
        check(result.returncode == 2, "--solver=%s: exit %d, not 2" % (spec, result.returncode))
        check(reason in result.stderr, "--solver=%s: %r not in stderr: %s" % (spec, reason, result.stderr))
        check("/nonexistent/puzzles.txt" not in result.stderr, "a file was read before the usage error")
        check(not os.path.exists(os.path.join(tmp, "x.csv")), "--solver=%s: the CSV was created" % spec)
    result = run(binary, ["--serial", "--solver=native," + worker(root), EASY])
    check(result.returncode == 2 and "one solver" in result.stderr, "--serial with two solvers: %s" % result.stderr)


def case_resume_adds_solver(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 12, tmp)
    csv_path = os.path.join(tmp, "run.csv")
    first = run(binary, ["--csv=" + csv_path, puzzles])
    check(first.returncode == 0, "first run: exit %d: %s" % (first.returncode, first.stderr))
    with open(csv_path) as f:
        before = f.read()
    second = run(binary, ["--solver=native,py=" + worker(root), "--resume", "--csv=" + csv_path, puzzles])
    check(second.returncode == 0, "resumed run: exit %d: %s" % (second.returncode, second.stderr))
    with open(csv_path) as f:
        after = f.read()
    check(after.startswith(before), "the first run's rows changed")
    solvers = by_solver(rows_of(after))
    lines = puzzle_lines(puzzles)
    for name in ("native", "py"):
        mine = sorted(int(r["line"]) for r in solvers.get(name, []))
        check(mine == lines, "%s's rows after --resume: lines %s, not %s" % (name, mine, lines))
        check(all(r["status"] == "solved" for r in solvers[name]), "%s: a puzzle not solved" % name)
    third = run(binary, ["--solver=native,py=" + worker(root), "--resume", "--csv=" + csv_path, puzzles])
    with open(csv_path) as f:
        check(f.read() == after, "a third run with nothing left to do changed the CSV")
    check("resumed-skipped=%d" % len(lines) in third.stdout, "third run: not every puzzle skipped")


def case_wrong_answer(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 6, tmp)
    json_path = os.path.join(tmp, "run.json")
    result = run(binary, ["--solver=native,liar=" + worker(root, "wrong"), "--threads=1", "--csv=-",
                          "--json=" + json_path, puzzles])
    check(result.returncode == 1, "exit %d, not 1" % result.returncode)
    rows = rows_of(result.stdout)
    check(len(rows) == 12, "%d rows, not 12" % len(rows))
    wrong = [r for r in rows if r["status"] != "solved"]
    # The worker lies on the second puzzle it reads.
    check(len(wrong) == 1 and wrong[0]["solver"] == "liar" and wrong[0]["status"] == "wrong",
          "rows not solved: %s" % wrong)
    check("liar: wrong:" in result.stderr, "no FILE:LINE: liar: wrong: ... on stderr: %s" % result.stderr)
    # The summary's comparison counts it, and pairs the five puzzles both solved.
    with open(json_path) as f:
        solvers = {row["solver"]: row for row in json.load(f)["solvers"]}
    check(solvers["liar"]["wrong"] == 1 and solvers["native"]["wrong"] == 0, "wrong answers: %s" % solvers)
    check(solvers["liar"]["pairs"] == 5 and solvers["liar"]["ratio"] > 0, "paired ratio: %s" % solvers["liar"])
    check(solvers["liar"]["guesses_per_puzzle"] is None, "a cmd: solver's guesses are unknown, not 0")
    check("solvers side by side" in result.stderr, "no comparison table in the summary")


def case_hang_times_out(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 4, tmp)
    result = run(binary, ["--solver=native,hang=" + worker(root, "hang"), "--threads=1", "--timeout=1", "--csv=-",
                          puzzles])
    check(result.returncode == 1, "exit %d, not 1" % result.returncode)
    rows = rows_of(result.stdout)
    check(len(rows) == 8, "%d rows, not 8: a puzzle lost after the hang" % len(rows))
    # Each worker hangs on its second puzzle: lines 2 and 4 (a fresh worker took line 3).
    late = [r for r in rows if r["status"] != "solved"]
    check([(r["solver"], r["line"], r["status"]) for r in late] == [("hang", "2", "timeout"), ("hang", "4", "timeout")],
          "rows not solved: %s" % late)
    check(all(float(r["solve_us"]) >= 0.99e6 for r in late), "a timeout row short of the limit: %s" % late)


def case_serial_grader(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 5, tmp)
    native = run(binary, ["--serial", puzzles]).stdout.splitlines()
    good = run(binary, ["--serial", "--timeout=20", "--solver=" + worker(root), puzzles])
    check(good.returncode == 0, "exit %d: %s" % (good.returncode, good.stderr))
    check(good.stdout.splitlines() == native, "the cmd: solver's answers differ from native's")
    check("5 passed, 0 failed of 5" in good.stderr, "no pass/fail line: %s" % good.stderr)
    liar = run(binary, ["--serial", "--timeout=20", "--solver=" + worker(root, "wrong"), puzzles])
    check(liar.returncode == 1, "a wrong answer: exit %d, not 1" % liar.returncode)
    expected = native[:1] + [""] + native[2:]
    check(liar.stdout.splitlines() == expected, "wrong answer printed or lines out of place: %r" % liar.stdout)
    check("4 passed, 1 failed of 5" in liar.stderr, "no pass/fail line: %s" % liar.stderr)


def bad_lines_file(root, tmp):
    """Seven lines: two easy puzzles, clashing givens, a puzzle with no solution (given to the solver)
    and three lines the parser rejects (wrong length, an unknown symbol)."""
    with open(os.path.join(root, EASY)) as f:
        easy = [line.strip() for line in f if line.strip() and not line.startswith("#")][:2]
    # A solved grid with its second cell made to clash with the first and its last cell open: the
    # test solver answers at once (a grid that fails the check), native finds the clash.
    solved = "617895342239461785584732169751643298362589471498217536173926854826354917945178623"
    clash = solved[0] + solved[0] + solved[2:80] + "."
    no_solution = "12345678." + "........9" + "." * 63
    lines = [easy[0], easy[0][:80], easy[1], clash, easy[1][:40] + "x" + easy[1][41:], no_solution, "1" * 82]
    path = os.path.join(tmp, "bad_lines.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def case_serial_grader_counts_given(binary, root, tmp):
    puzzles = bad_lines_file(root, tmp)
    native = run(binary, ["--serial", puzzles])
    check(native.returncode == 1 and len(native.stdout.splitlines()) == 7, "native: %r" % native.stdout)
    check("passed," not in native.stderr, "native alone has no pass/fail line: %s" % native.stderr)
    for solver in ["--solver=" + worker(root), "--portfolio=native,py=" + worker(root)]:
        graded = run(binary, ["--serial", "--timeout=20", solver, puzzles])
        check(graded.returncode == 1, "%s: exit %d" % (solver, graded.returncode))
        check(graded.stdout == native.stdout, "%s: stdout %r, not native's" % (solver, graded.stdout))
        last = graded.stderr.splitlines()[-1]
        check(last.endswith(": 2 passed, 2 failed of 4 puzzles given to it; 3 lines not given "
                            "(bad input, named above)"), "%s: pass/fail line %r" % (solver, last))
        for line in (2, 5, 7):
            check("bad_lines.txt:%d:" % line in graded.stderr, "line %d not named: %s" % (line, graded.stderr))


def case_foreign_labels(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 3, tmp)
    json_path = os.path.join(tmp, "run.json")
    both = run(binary, ["--solver=native,py=" + worker(root), "--techniques=fl,cp", "--csv=-",
                        "--json=" + json_path, puzzles])
    check(both.returncode == 0, "exit %d: %s" % (both.returncode, both.stderr))
    labels = {(r["solver"], r["techniques"], r["search"]) for r in rows_of(both.stdout)}
    check(labels == {("native", "fl+cp", "by-size"), ("py", "n/a", "n/a")}, "labels: %s" % labels)
    with open(json_path) as f:
        run_info = json.load(f)["run"]
    check((run_info["techniques"], run_info["search"]) == ("fl+cp", "by-size"), "--json: %s" % run_info)
    alone = run(binary, ["--solver=py=" + worker(root), "--csv=-", "--json=" + json_path, puzzles])
    check(alone.returncode == 0, "exit %d: %s" % (alone.returncode, alone.stderr))
    check({(r["techniques"], r["search"]) for r in rows_of(alone.stdout)} == {("n/a", "n/a")},
          "py alone: %s" % alone.stdout)
    with open(json_path) as f:
        run_info = json.load(f)["run"]
    check((run_info["techniques"], run_info["search"], run_info["engine"]) == ("n/a",) * 3,
          "--json of py alone: %s" % run_info)
    # The summary goes to stderr here (the CSV has stdout).
    check("run: techniques=n/a search=n/a engine=n/a " in alone.stderr, "summary: %s" % alone.stderr)
    for race, wanted in [("native,py=" + worker(root), ("all", "by-size")),
                         ("a=" + worker(root) + ",b=" + worker(root, "slow"), ("n/a", "n/a"))]:
        raced = run(binary, ["--portfolio=" + race, "--threads=1", "--csv=-", puzzles])
        got = {(r["techniques"], r["search"]) for r in rows_of(raced.stdout)}
        check(raced.returncode == 0 and got == {wanted}, "race %s: %s" % (race, got))


def rows_per_key(text):
    keys = [(r["solver"], r["line"], r["techniques"], r["search"]) for r in rows_of(text)]
    return {key: keys.count(key) for key in keys}


def case_resume_two_solvers(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 8, tmp)
    csv_path = os.path.join(tmp, "run.csv")
    solvers = "--solver=native,py=" + worker(root)
    whole = run(binary, [solvers, "--threads=2", "--csv=" + csv_path, puzzles])
    check(whole.returncode == 0, "first run: exit %d: %s" % (whole.returncode, whole.stderr))
    with open(csv_path) as f:
        text = f.read()
    lines = text.splitlines(keepends=True)
    # Cut as a kill would: the header, five rows, and half of the sixth.
    with open(csv_path, "w") as f:
        f.write("".join(lines[:6]) + lines[6][:20])
    resumed = run(binary, [solvers, "--threads=2", "--resume", "--csv=" + csv_path, puzzles])
    check(resumed.returncode == 0, "resumed run: exit %d: %s" % (resumed.returncode, resumed.stderr))
    with open(csv_path) as f:
        after = f.read()
    counts = rows_per_key(after)
    check(sorted(counts) == sorted(rows_per_key(text)) and set(counts.values()) == {1},
          "after --resume, rows per (solver, line, techniques, search): %s" % counts)
    # Other techniques: native runs each puzzle again; py, which reads none, is done.
    again = run(binary, [solvers, "--techniques=fl", "--resume", "--csv=" + csv_path, puzzles])
    check(again.returncode == 0, "--techniques=fl: exit %d: %s" % (again.returncode, again.stderr))
    with open(csv_path) as f:
        rows = rows_of(f.read())
    py = [r["line"] for r in rows if r["solver"] == "py"]
    fl = [r["line"] for r in rows if r["solver"] == "native" and r["techniques"] == "fl"]
    check(sorted(py) == sorted(set(py)) and len(py) == 8, "py's rows after --techniques=fl: %s" % py)
    check(len(fl) == 8, "native's fl rows: %s" % fl)
    # A CSV whose py rows carry native's labels, as written before they said n/a, is done too.
    header = next(line for line in text.splitlines() if not line.startswith("#")).split(",")
    rows = rows_of(text)
    for row in rows:
        if row["solver"] == "py":
            row.update(techniques="all", search="by-size")
    with open(csv_path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=header, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    old = run(binary, [solvers, "--resume", "--csv=" + csv_path, puzzles])
    with open(csv_path) as f:
        count = len(rows_of(f.read()))
    check(old.returncode == 0 and count == 16, "a CSV of py rows labelled all, by-size: exit %d, %d rows, not 16"
          % (old.returncode, count))


def case_rounds(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 4, tmp)
    result = run(binary, ["--solver=native,py=" + worker(root), "--rounds=3", "--threads=2", "--csv=-", puzzles])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    check(len(rows) == 8, "%d rows, not one per puzzle and solver" % len(rows))
    check(all(r["status"] == "solved" for r in rows), "a puzzle not solved")


def case_race(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 6, tmp)
    result = run(binary, ["--portfolio=native,py=" + worker(root, "slow"), "--threads=1", "--csv=-", puzzles])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    check([r["solver"] for r in rows] == ["native|py"] * 6, "solver column: %s" % [r["solver"] for r in rows])
    check(all(r["status"] == "solved" and r["portfolio"] == "2" for r in rows), "rows: %s" % rows)
    # The slow worker answers its second puzzle after 0.3 s: native wins that one at least.
    check({r["winner_solver"] for r in rows} <= {"native", "py"} and "native" in {r["winner_solver"] for r in rows},
          "winner_solver column: %s" % [r["winner_solver"] for r in rows])
    both = run(binary, ["--solver=native,py=" + worker(root), "--portfolio=native,py=" + worker(root), "--csv=-",
                        puzzles])
    check(both.returncode == 0, "exit %d: %s" % (both.returncode, both.stderr))
    solvers = by_solver(rows_of(both.stdout))
    check(sorted(solvers) == ["native", "native|py", "py"], "solvers with --solver: %s" % sorted(solvers))
    check(all(len(mine) == 6 for mine in solvers.values()), "not one row per puzzle and solver")
    serial = run(binary, ["--serial", "--portfolio=native,py=" + worker(root), puzzles])
    check(serial.stdout.splitlines() == run(binary, ["--serial", puzzles]).stdout.splitlines(),
          "--serial with a race: answers differ from native's")


def case_race_stops_losers(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 4, tmp)
    started = time.monotonic()
    result = run(binary, ["--portfolio=native,hang=" + worker(root, "hang"), "--threads=1", "--timeout=30",
                          "--csv=-", puzzles])
    took = time.monotonic() - started
    check(took < 20, "the run took %.1f s: a race waited for its hanging member" % took)
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    # Each worker hangs on its second puzzle (lines 2 and 4: a fresh worker takes line 3).
    check(len(rows) == 4 and all(r["status"] == "solved" for r in rows) and
          [r["winner_solver"] for r in rows if r["line"] in ("2", "4")] == ["native", "native"],
          "rows: %s" % [(r["line"], r["status"], r["winner_solver"]) for r in rows])
    liars = run(binary, ["--portfolio=liar=" + worker(root, "wrong") + " 1,hang=" + worker(root, "hang") + " 1",
                         "--threads=1", "--timeout=2", "--csv=-", head(os.path.join(root, EASY), 1, tmp)])
    check(liars.returncode == 1, "a race with only a wrong answer: exit %d, not 1" % liars.returncode)
    row = rows_of(liars.stdout)[0]
    check(row["status"] == "wrong" and row["winner_solver"] == "liar", "the race's row: %s" % row)
    # A wrong answer, however early, does not win: the slower right one does.
    honest = run(binary, ["--portfolio=liar=" + worker(root, "wrong") + " 1,slow=" + worker(root, "slow") + " 1",
                          "--threads=1", "--timeout=20", "--csv=-", head(os.path.join(root, EASY), 1, tmp)])
    row = rows_of(honest.stdout)[0]
    check(honest.returncode == 0 and row["status"] == "solved" and row["winner_solver"] == "slow",
          "liar against a slow right answer: exit %d, %s" % (honest.returncode, row))




def case_unflushed_print(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 6, tmp)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    result = subprocess.run([binary, "--solver=native,mine=" + worker(root, "print"), "--threads=1", "--csv=-",
                             puzzles], capture_output=True, text=True, timeout=60, env=env)
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    check(len(rows) == 12 and all(r["status"] == "solved" for r in rows),
          "not every puzzle solved by both: %s" % [(r["solver"], r["status"]) for r in rows])


def case_silent_solver_named(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 1, tmp)
    started = time.monotonic()
    result = run(binary, ["--solver=quiet=cmd:sleep 60", "--timeout=7", "--csv=-", puzzles])
    check(time.monotonic() - started < 30, "the run took %.0f s" % (time.monotonic() - started))
    check(rows_of(result.stdout)[0]["status"] == "timeout", "the silent solver's row: %s" % result.stdout)
    note = [line for line in result.stderr.splitlines() if "written nothing" in line]
    check(len(note) == 1 and "cmd:sleep 60" in note[0] and "flush" in note[0],
          "no single note naming the silent solver and the flush:\n%s" % result.stderr)
    chatty = run(binary, ["--solver=py=" + worker(root), "--csv=-", puzzles])
    check(chatty.returncode == 0 and "written nothing" not in chatty.stderr,
          "a solver that answers got the note:\n%s" % chatty.stderr)


def median(values):
    values = sorted(values)
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2


def case_measured_rounds(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 6, tmp)
    samples, report = os.path.join(tmp, "samples.csv"), os.path.join(tmp, "run.json")
    result = run(binary, ["--solver=native,py=" + worker(root, "hog 1"), "--rounds=5", "--warmup=1",
                          "--samples=" + samples, "--json=" + report, "--threads=1", "--csv=-", puzzles])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    check(len(rows) == 12 and all(r["status"] == "solved" for r in rows), "%d rows, not 12 solved" % len(rows))
    with open(samples, newline="") as f:
        taken = rows_of(f.read())
    check(len(taken) == 60, "%d samples, not 60" % len(taken))
    for r in rows:
        mine = [float(t["solve_us"]) for t in taken if t["line"] == r["line"] and t["solver"] == r["solver"]]
        low, mid, high = float(r["solve_us_min"]), float(r["solve_us"]), float(r["solve_us_max"])
        check(r["rounds"] == "5" and len(mine) == 5, "line %s %s: rounds %s, %d samples" % (r["line"], r["solver"], r["rounds"], len(mine)))
        check(low <= mid <= high, "line %s %s: min %s, median %s, max %s" % (r["line"], r["solver"], low, mid, high))
        check(abs(median(mine) - mid) <= 0.1 and abs(min(mine) - low) <= 0.1 and abs(max(mine) - high) <= 0.1,
              "line %s %s: the row's figures are not its samples': %s" % (r["line"], r["solver"], mine))
        check(r["cpu_us"] != "", "line %s %s: no cpu_us" % (r["line"], r["solver"]))
        check((r["peak_rss_kib"] != "") == (r["solver"] == "py"), "line %s %s: peak_rss_kib %r"
              % (r["line"], r["solver"], r["peak_rss_kib"]))
    hog = [int(r["peak_rss_kib"]) for r in rows if r["solver"] == "py"]
    check(100 * 1024 <= min(hog) and max(hog) < 200 * 1024, "the worker holding 100 MiB reads a peak of %s KiB" % hog)
    check("\nall " in result.stderr and " 6 " in [l for l in result.stderr.splitlines() if l.startswith("all ")][0],
          "the file table does not count 6 puzzles:\n%s" % result.stderr)
    with open(report) as f:
        check(json.load(f)["files"][0]["puzzles"] == 6, "--json does not count 6 puzzles")
    # The footer's solve time is every solver's, every round (the warm-up's too): not native's medians alone.
    footer = [line for line in result.stderr.splitlines() if line.startswith("wall time ")][0]
    solving = float(footer.split("solve times add up to ")[1].split(" s")[0])
    rounds_s = sum(float(r["solve_us"]) * (5 * int(r["repeats"]) + 1) for r in rows) / 1e6
    check(abs(solving - rounds_s) <= 0.002 + 0.01 * rounds_s, "the footer's %.3f s of solving, not %.3f:\n%s"
          % (solving, rounds_s, footer))


def case_round_repeats(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 6, tmp)
    samples = os.path.join(tmp, "samples.csv")
    plain = rows_of(run(binary, ["--threads=1", "--csv=-", puzzles]).stdout)
    check(len(plain) == 6 and all(r["repeats"] == "1" for r in plain), "a plain run repeated a solve")
    # 20 ms a round: far above an easy 9x9 solve even under a sanitizer, and above a Python
    # worker's round trip on a loaded machine (5 ms was not, once).
    result = run(binary, ["--solver=native,py=" + worker(root), "--rounds=3", "--min-round-us=20000",
                          "--samples=" + samples, "--threads=1", "--csv=-", puzzles])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    rows = by_solver(rows_of(result.stdout))
    check(all(int(r["repeats"]) > 1 for r in rows["native"]), "native's fast solves not repeated: %s"
          % [r["repeats"] for r in rows["native"]])
    # Every solver repeats alike, so that none finds its caches warmer than another: the worker's
    # round trip is far below 20 ms too (but for the first line, whose untimed solve started it).
    check(all(int(r["repeats"]) > 1 for r in rows["py"][1:]), "another solver's fast solve not repeated: %s"
          % [r["repeats"] for r in rows["py"]])
    # Times are per solve: an easy 9x9 solve is far below the 20 ms its round lasts.
    check(all(float(r["solve_us_max"]) < 1000 and float(r["cpu_us"]) < 1000 for r in rows["native"]),
          "native's times are not per solve: %s" % [(r["solve_us_max"], r["cpu_us"]) for r in rows["native"]])
    for r, p in zip(rows["native"], plain):
        check(all(r[c] == p[c] for c in COUNTERS), "line %s: counters moved with repeats" % r["line"])
    with open(samples, newline="") as f:
        taken = rows_of(f.read())
    for r in rows["native"] + rows["py"]:
        mine = {t["repeats"] for t in taken if t["line"] == r["line"] and t["solver"] == r["solver"]}
        check(mine == {r["repeats"]}, "line %s %s: samples' repeats %s, the row's %s" % (r["line"], r["solver"], mine, r["repeats"]))
    off = rows_of(run(binary, ["--rounds=3", "--min-round-us=0", "--csv=-", puzzles]).stdout)
    check(len(off) == 6 and all(r["repeats"] == "1" for r in off), "--min-round-us=0 repeated a solve")
    # A 25x25 puzzle takes milliseconds: above the default 100 µs, so one solve a round.
    slow = rows_of(run(binary, ["--rounds=2", "--csv=-", head(os.path.join(root, "puzzles/puzzles_7_bigger.txt"), 2, tmp)]).stdout)
    check(len(slow) == 2 and all(r["repeats"] == "1" for r in slow), "a slow solve repeated: %s" % [r["repeats"] for r in slow])
    for args in (["--serial", "--min-round-us=100"], ["--min-round-us=100", "--min-round-us=200"]):
        refused = run(binary, args + [puzzles])
        check(refused.returncode == 2, "%s: exit %d" % (args, refused.returncode))


def case_in_process_memout(binary, root, tmp):
    puzzles = os.path.join(tmp, "big_then_small.txt")
    with open(puzzles, "w") as f, open(os.path.join(root, EASY)) as easy:
        f.write(",".join(["0"] * 36 * 36) + "\n" + easy.readline())
    limited = run(binary, ["--solver=native,cadical", "--memory-limit=1", "--threads=1", "--csv=-", puzzles])
    rows = rows_of(limited.stdout)
    check(len(rows) == 4, "%d rows, not 4: %s" % (len(rows), limited.stderr))
    check([r["status"] for r in rows if r["line"] == "1"] == ["memout", "memout"],
          "the 36x36 under 1 MiB: %s" % [(r["solver"], r["status"]) for r in rows])
    check(all(r["status"] == "solved" for r in rows if r["line"] == "2"), "the run did not go on to the 9x9")
    for solver in ("native", "cadical"):
        check("%s:1: %s: memout:" % (puzzles, solver) in limited.stderr and "refused before allocating" in limited.stderr,
              "no FILE:LINE message for %s's memout:\n%s" % (solver, limited.stderr))
    check(all(r["recursions"] == "" for r in rows if r["status"] == "memout"), "a refused puzzle shows counters")
    roomy_run = run(binary, ["--solver=native,cadical", "--memory-limit=4096", "--csv=-", puzzles])
    roomy = rows_of(roomy_run.stdout)
    check(len(roomy) == 4 and all(r["status"] == "solved" for r in roomy), "with room: %s"
          % [(r["solver"], r["status"]) for r in roomy])
    # Refused up front, the 36x36 never reached memory: the harness's peak stays far below the
    # roomy run's, whose CNF alone is over 100 MiB.
    peaks = [float(re.search(r"peak-memory=([0-9.]+)MiB", r.stderr).group(1)) for r in (limited, roomy_run)]
    check(peaks[0] + 50 < peaks[1], "peak memory limited %.1f MiB, with room %.1f MiB" % tuple(peaks))


def case_wrapper_costs(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 4, tmp)
    report, table = os.path.join(tmp, "run.json"), os.path.join(tmp, "table.md")
    library = "lib:%s:sb_solve_tdoku" % os.path.join(os.path.dirname(binary), "libsudoku_bench.so")
    file_program = "cmd:%s %s {}" % (sys.executable, os.path.join(root, "tests", "backends", "file_worker.py"))
    solvers = "--solver=native,py=%s,own=%s,file=%s" % (worker(root), library, file_program)
    result = run(binary, [solvers, "--timeout=20", "--rounds=2", "--json=" + report, "--markdown=" + table,
                          "--csv=-", puzzles])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    with open(report) as f:
        wrappers = {w["solver"]: w for w in json.load(f)["wrappers"]}
    check(sorted(wrappers) == ["file", "own", "py"], "wrappers measured: %s" % sorted(wrappers))
    for name, w in wrappers.items():
        check(w["problem"] is None and w["per_puzzle_us"] > 0 and w["grid_size"] == 9, "%s: %s" % (name, w))
        check((w["start_us"] is None) == (name == "file"), "%s: start_us %s" % (name, w["start_us"]))
    check("worker" in wrappers["own"]["how"] and "a process a puzzle" in wrappers["file"]["how"],
          "how each runs: %s" % wrappers)
    block = result.stderr.split("out of process, measured after the run")
    check(len(block) == 2 and all("  %s: " % name in block[1] for name in wrappers), "no wrapper lines:\n%s" % result.stderr)
    with open(table) as f:
        check(all("- %s: " % name in f.read() for name in ("py",)), "--markdown lacks the wrapper lines")
    in_process = run(binary, ["--solver=native,own=" + library, "--rounds=2", "--json=" + report, "--csv=-", puzzles])
    with open(report) as f:
        check(json.load(f)["wrappers"] == [], "lib: without --timeout listed as out of process")
    check("out of process" not in in_process.stderr, "a run with no out-of-process solver shows wrappers")
    plain = run(binary, ["--solver=native,py=" + worker(root), "--json=" + report, "--csv=-", puzzles])
    with open(report) as f:
        check(json.load(f)["wrappers"] == [] and "out of process" not in plain.stderr,
              "a plain run sent a solver the solved grid")


def case_samples_resume(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 4, tmp)
    samples, table = os.path.join(tmp, "samples.csv"), os.path.join(tmp, "run.csv")
    args = ["--solver=native,py=" + worker(root), "--rounds=2", "--samples=" + samples, "--csv=" + table, puzzles]
    check(run(binary, args).returncode == 0, "the first run failed")
    with open(table) as f:
        kept = f.readlines()[:-2]  # the last puzzle's two rows lost, as if interrupted
    with open(table, "w") as f:
        f.writelines(kept)
    with open(samples) as f:
        before = f.read().splitlines()
    again = run(binary, args + ["--resume"])
    check(again.returncode == 0, "the resumed run: exit %d: %s" % (again.returncode, again.stderr))
    with open(samples) as f:
        after = f.read().splitlines()
    check(after[:len(before)] == before, "--resume rewrote the samples already taken")
    added = after[len(before):]
    check(len(added) == 4 and all(",4," in line for line in added) and after.count(after[0]) == 1,
          "the resumed run's samples: %s" % added)
    for option in ("--warmup=1", "--samples=" + samples):
        serial = run(binary, ["--serial", option, puzzles])
        check(serial.returncode == 2 and "batch mode" in serial.stderr, "%s with --serial: %s" % (option, serial.stderr))


def case_figure_warnings(binary, root, tmp):
    one = head(os.path.join(root, EASY), 1, tmp)
    # The worker sleeps 0.3 s on the second line it is given: the puzzle's second round.
    noisy = run(binary, ["--solver=native,py=" + worker(root, "slow 2"), "--rounds=2", "--csv=-", one])
    check(noisy.returncode == 0, "exit %d: %s" % (noisy.returncode, noisy.stderr))
    warnings = [line for line in noisy.stderr.splitlines() if line.startswith("sudoku-bench: warning:")]
    check(any("more than 10%" in w for w in warnings), "no warning of the rounds' spread:\n%s" % noisy.stderr)
    check(any("rests on 1 puzzle solved by both" in w for w in warnings), "no warning of one pair:\n%s" % noisy.stderr)
    six = head(os.path.join(root, EASY), 6, tmp)
    quiet = run(binary, ["--solver=native,py=" + worker(root), "--csv=-", six])
    check(quiet.returncode == 0 and "warning: on " not in quiet.stderr and "rests on" not in quiet.stderr,
          "a run of one round and six puzzles warned:\n%s" % quiet.stderr)


def case_markdown(binary, root, tmp):
    puzzles = head(os.path.join(root, EASY), 6, tmp)
    table = os.path.join(tmp, "table.md")
    result = run(binary, ["--solver=native,py=" + worker(root), "--markdown=" + table, puzzles])
    check(result.returncode == 0, "exit %d: %s" % (result.returncode, result.stderr))
    with open(table) as f:
        text = f.read()
    lines = text.splitlines()
    check("### " + puzzles in lines, "no heading for the file:\n%s" % text)
    rows = [line for line in lines if line.startswith("| native |") or line.startswith("| py |")]
    check(len(rows) == 2 and rows[1].count("|") == rows[0].count("|"), "the solvers' rows:\n%s" % text)
    check(" slower, n=6 |" in rows[1] or " faster, n=6 |" in rows[1], "no ratio in words:\n%s" % rows[1])
    alone = run(binary, ["--markdown=" + table, puzzles])
    check(alone.returncode == 2 and "two solvers" in alone.stderr, "one solver: %s" % alone.stderr)


CASES = cases_in(globals())



if __name__ == "__main__":
    sys.exit(case_main(sys.argv, CASES, __doc__, in_root=True))
