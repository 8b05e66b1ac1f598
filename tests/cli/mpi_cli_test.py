#!/usr/bin/env python3
"""sudoku-bench across MPI ranks: mpirun -np K --oversubscribe on this one machine.

usage: mpi_cli_test.py BINARY REPO_ROOT CASE MPI_BUILT

CASE is one of the case_NAME functions below. MPI_BUILT is ON when CMake built the MPI batch mode.
Exit status: 0 pass, 1 fail, 77 skipped (no MPI build or no mpirun: the note says which).
"""
import csv
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from serial_cli_test import solution_problem  # the block rule, written out in the tests
from cli_checks import Failure, expect, mpi_env, case_from_argv, cases_in, run_case

SKIP = 77
COURSE = ["puzzles/puzzles_%s.txt" % stem for stem in (
    "1_standard_easy", "2_variety_easy", "3_standard_medium", "4_variety_medium", "5_standard_hard",
    "6_variety_hard", "7_bigger")]
# Columns that differ between runs by design: the time, and where the puzzle was solved.
UNSTABLE = ("solve_us", "cpu_us", "solve_us_min", "solve_us_max", "peak_rss_kib", "rank")


def mpirun(ranks, binary, args, timeout=120):
    return subprocess.run(["mpirun", "-np", str(ranks), "--oversubscribe", binary] + args,
                          capture_output=True, text=True, timeout=timeout, env=mpi_env())


def one_process(binary, args, timeout=120):
    return subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)


def rows_of(path):
    """The CSV's rows by (file, line), and the list of keys in file order (to find duplicates)."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    keys = [(r["file"], r["line"]) for r in rows]
    return {k: r for k, r in zip(keys, rows)}, keys


def stable(row):
    return {c: v for c, v in row.items() if c not in UNSTABLE}


def expect_same_rows(reference, other, label):
    ref_rows, _ = rows_of(reference)
    rows, keys = rows_of(other)
    expect(len(keys) == len(set(keys)), "%s: a puzzle has two rows" % label)
    expect(set(rows) == set(ref_rows), "%s: %d rows, the one-process run %d" % (label, len(rows), len(ref_rows)))
    for key, row in ref_rows.items():
        expect(stable(rows[key]) == stable(row), "%s: %s:%s differs from the one-process run:\n%s\n%s"
               % (label, key[0], key[1], stable(rows[key]), stable(row)))


def expect_solutions_checked(files, solutions_path):
    """Every solution line answers its puzzle line (files in order, blank and # lines skipped)."""
    puzzles = []
    for path in files:
        with open(path) as f:
            puzzles += [line.strip() for line in f if line.strip() and not line.startswith("#")]
    with open(solutions_path) as f:
        answers = [line.rstrip("\n") for line in f]
    expect(len(answers) == len(puzzles), "%d solution lines for %d puzzles" % (len(answers), len(puzzles)))
    for number, (puzzle, answer) in enumerate(zip(puzzles, answers), 1):
        problem = solution_problem(puzzle, answer)
        expect(problem is None, "solution %d: %s" % (number, problem))


def case_same_as_one_process(binary, root, tmp):
    """The course files on 2 ranks x 1 thread: counters, statuses and solutions those of one process."""
    one_csv, one_sol = os.path.join(tmp, "one.csv"), os.path.join(tmp, "one.sol")
    two_csv, two_sol = os.path.join(tmp, "two.csv"), os.path.join(tmp, "two.sol")
    two_json = os.path.join(tmp, "two.json")
    done = one_process(binary, ["--threads=2", "--csv=" + one_csv, "--solutions=" + one_sol] + COURSE)
    expect(done.returncode == 0, "one process: exit %d\n%s" % (done.returncode, done.stderr))
    done = mpirun(2, binary, ["--threads=1", "--csv=" + two_csv, "--solutions=" + two_sol,
                              "--json=" + two_json] + COURSE)
    expect(done.returncode == 0, "mpirun: exit %d\n%s" % (done.returncode, done.stderr))
    expect_same_rows(one_csv, two_csv, "2 ranks")
    with open(one_sol) as a, open(two_sol) as b:
        expect(a.read() == b.read(), "the solutions files differ")
    expect_solutions_checked(COURSE, two_sol)
    rows, _ = rows_of(two_csv)
    ranks = {r["rank"] for r in rows.values()}
    expect(ranks <= {"0", "1"} and "1" in ranks, "rank column holds %s" % sorted(ranks))
    expect("on 2 MPI ranks x 1 thread" in done.stdout and " ranks=2" in done.stdout,
           "the summary does not say the ranks:\n%s" % done.stdout)
    expect(done.stdout.count("\nall ") == 1, "one summary, from rank 0 only:\n%s" % done.stdout)
    with open(two_json) as f:
        run = json.load(f)["run"]
    expect(run["ranks"] == 2 and run["threads"] == 1, "--json run: %s" % run)
    print("390 rows and solutions equal to one process; ranks used: %s" % sorted(ranks))


def case_more_ranks_than_puzzles(binary, root, tmp):
    """Three ranks, two puzzles: both solved once, the idle rank leaves cleanly."""
    path = os.path.join(tmp, "two.txt")
    with open(COURSE[0]) as f:
        lines = [next(f), next(f)]
    with open(path, "w") as f:
        f.writelines(lines)
    out_csv, out_sol = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.sol")
    done = mpirun(3, binary, ["--threads=1", "--csv=" + out_csv, "--solutions=" + out_sol, path], timeout=60)
    expect(done.returncode == 0, "exit %d\n%s" % (done.returncode, done.stderr))
    rows, keys = rows_of(out_csv)
    expect(sorted(keys) == [(path, "1"), (path, "2")], "rows %s" % keys)
    expect(all(r["status"] == "solved" for r in rows.values()), "statuses %s" % rows)
    expect_solutions_checked([path], out_sol)
    print("3 ranks, 2 puzzles: 2 rows, exit 0")


def case_bad_input_reported_once(binary, root, tmp):
    """Lines that are no puzzle and a missing file: one FILE:LINE message each, from rank 0 only."""
    mixed = os.path.join(tmp, "mixed.txt")
    with open(COURSE[0]) as f:
        good = [next(f).strip() for _ in range(6)]
    with open(mixed, "w") as f:
        f.write("\n".join([good[0], "12345", good[1], "1" * 81, good[2], "# note", good[3]]) + "\n")
    missing = os.path.join(tmp, "absent.txt")
    out_csv, out_sol = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.sol")
    done = mpirun(2, binary, ["--threads=1", "--chunk=1", "--csv=" + out_csv, "--solutions=" + out_sol,
                              mixed, missing], timeout=60)
    expect(done.returncode == 1, "exit %d (1: a line that is no puzzle)\n%s" % (done.returncode, done.stderr))
    for where in ("%s:2:" % mixed, "%s:4:" % mixed, "%s:" % missing):
        expect(done.stderr.count(where) == 1, "%r is not reported once:\n%s" % (where, done.stderr))
    rows, _ = rows_of(out_csv)
    statuses = [rows[(mixed, str(n))]["status"] for n in (1, 2, 3, 4, 5, 7)]
    expect(statuses == ["solved", "invalid", "solved", "invalid", "solved", "solved"], "statuses %s" % statuses)
    with open(out_sol) as f:
        answers = [line.rstrip("\n") for line in f]
    expect(len(answers) == 6 and answers[1] == "" and answers[3] == "", "solution lines %s" % answers)
    print("two bad lines and a missing file, each reported once; solutions keep their places")


def case_usage_error_ends_every_rank(binary, root, tmp):
    """An output that cannot be opened: status 2, one message, and no rank left waiting."""
    start = time.monotonic()
    done = mpirun(2, binary, ["--csv=" + os.path.join(tmp, "no", "such", "dir.csv"), COURSE[0]], timeout=60)
    expect(done.returncode == 2, "exit %d\n%s" % (done.returncode, done.stderr))
    expect(done.stderr.count("sudoku-bench: --csv:") == 1, "message not once:\n%s" % done.stderr)
    done = mpirun(2, binary, ["--threads=nope", COURSE[0]], timeout=60)
    expect(done.returncode == 2 and done.stderr.count("sudoku-bench: --threads") == 1,
           "a bad option under mpirun: exit %d\n%s" % (done.returncode, done.stderr))
    print("both refused with one message in %.1f s" % (time.monotonic() - start))


def case_serial_stays_one_process(binary, root, tmp):
    """--serial under mpirun: rank 0 prints exactly what one process prints; the others nothing."""
    alone = one_process(binary, ["--serial", COURSE[1]])
    done = mpirun(2, binary, ["--serial", COURSE[1]], timeout=60)
    expect(done.returncode == 0 and done.stdout == alone.stdout,
           "exit %d, stdout equal: %s\n%s" % (done.returncode, done.stdout == alone.stdout, done.stderr))
    print("--serial on 2 ranks: %d lines, as one process" % done.stdout.count("\n"))


def interrupted_then_resumed(binary, tmp, stop):
    """Starts 2 ranks on puzzles_7_bigger, calls stop(process) once 3 rows are written, then
    resumes under MPI; the final CSV must equal a one-process run's. Returns the stopped run."""
    files = [COURSE[6]]
    ref_csv = os.path.join(tmp, "ref.csv")
    done = one_process(binary, ["--threads=2", "--csv=" + ref_csv] + files)
    expect(done.returncode == 0, "one process: exit %d\n%s" % (done.returncode, done.stderr))
    run_csv = os.path.join(tmp, "run.csv")
    args = ["mpirun", "-np", "2", "--oversubscribe", binary, "--threads=1", "--csv=" + run_csv] + files
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=mpi_env())
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        if os.path.exists(run_csv):
            with open(run_csv) as f:
                if f.read().count("\n") >= 4:  # the header and 3 rows
                    break
        time.sleep(0.02)
    expect(process.poll() is None, "the run ended before it could be stopped")
    stopped_at = time.monotonic()
    stop(process)
    out, err = process.communicate(timeout=30)
    took = time.monotonic() - stopped_at
    rows, keys = rows_of(run_csv)
    total = len(rows_of(ref_csv)[0])
    expect(len(keys) == len(set(keys)), "a puzzle has two rows after the stop")
    expect(3 <= len(rows) < total, "%d rows kept of %d" % (len(rows), total))
    kept = len(rows)
    done = mpirun(2, binary, ["--threads=1", "--resume", "--csv=" + run_csv] + files)
    expect(done.returncode == 0, "--resume: exit %d\n%s" % (done.returncode, done.stderr))
    expect_same_rows(ref_csv, run_csv, "after --resume")
    print("stopped in %.1f s with %d of %d rows kept; --resume finished the rest" % (took, kept, total))
    return process.returncode, out, err


def case_interrupt_and_resume(binary, root, tmp):
    """SIGTERM to mpirun: every finished row kept, the summary says interrupted, --resume finishes."""
    code, out, _ = interrupted_then_resumed(binary, tmp, lambda p: p.send_signal(signal.SIGTERM))
    expect(code != 0, "an interrupted run exited 0")
    expect("interrupted:" in out, "rank 0 wrote no summary after SIGTERM:\n%s" % out)


def case_dead_rank_keeps_rows(binary, root, tmp):
    """A worker rank killed (-9): mpirun ends the job with a message naming it, the rows written
    stay, and --resume finishes the run."""
    def kill_rank_1(process):
        for pid in subprocess.run(["pgrep", "-x", "sudoku-bench"], capture_output=True, text=True).stdout.split():
            try:
                with open("/proc/%s/environ" % pid, "rb") as f:
                    environ = f.read().split(b"\0")
            except OSError:
                continue
            if b"OMPI_COMM_WORLD_RANK=1" in environ and str(process.pid).encode() in \
                    open("/proc/%s/stat" % pid, "rb").read().split()[3:4]:
                os.kill(int(pid), signal.SIGKILL)
                return
        raise Failure("no rank 1 found among mpirun's children")
    code, _, err = interrupted_then_resumed(binary, tmp, kill_rank_1)
    expect(code != 0, "a run with a dead rank exited 0")
    expect("rank 1" in err, "mpirun's message does not name rank 1:\n%s" % err)


CASES = cases_in(globals())


def main(argv):
    args = case_from_argv(argv, CASES, __doc__, extra=1)
    if args is None:
        return 2
    binary, root, case, built = args
    if built != "ON":
        print("SKIP: this build has no MPI (install libopenmpi-dev: scripts/setup.sh does)")
        return SKIP
    if shutil.which("mpirun") is None:
        print("SKIP: no mpirun on PATH (Debian's openmpi-bin: scripts/setup.sh installs it)")
        return SKIP
    os.chdir(root)
    with tempfile.TemporaryDirectory() as tmp:
        return run_case(case, lambda: CASES[case](binary, root, tmp))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
