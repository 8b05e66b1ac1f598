#!/usr/bin/env python3
"""Outputs that cannot be doubled or silently corrupted (batch mode's --csv, --solutions, --json).

usage: output_safety_test.py BINARY REPO_ROOT CASE MPI_BUILT

  kill_and_resume      a run killed with SIGKILL early, mid-run and while rows pour out (and a
                       resumed run killed again), then --resume: the CSV has one row per puzzle with
                       the counters of an uninterrupted run, the solutions file is that run's
  mpi_kill_and_resume  the same on two MPI ranks: rank 0 (the writer) killed, the job resumed
  second_writer        a second run naming an output another run is writing: exit 2 at once, a
                       message naming the file and the other run's process id, nothing written
  bad_rows             a row cut and glued to the next, a second row for a puzzle, an unknown
                       status, a line past the file's end, a row short of fields: each named on
                       stderr as CSV:ROW: reason, dropped, the CSV rewritten with one row per puzzle

CASE is one of the case_NAME functions below. MPI_BUILT is ON when CMake built the MPI batch mode.
Exit status: 0 pass, 1 fail, 77 skipped (mpi_kill_and_resume without MPI). Standard library only.
"""
import csv
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from cli_checks import expect, mpi_env, case_from_argv, cases_in, run_case

SKIP = 77
# Fast files, copied several times under other names: a default run of the copies lasts long
# enough (about half a second on two threads) to be killed at chosen moments.
COURSE = ["puzzles_%s.txt" % stem for stem in (
    "1_standard_easy", "2_variety_easy", "3_standard_medium", "4_variety_medium", "5_standard_hard")]
COPIES = 12
# Columns that differ between runs by design: the time, and (under MPI) the rank that solved it.
UNSTABLE = ("solve_us", "cpu_us", "solve_us_min", "solve_us_max", "peak_rss_kib", "rank")


def copied_course(root, tmp):
    """COPIES copies of the fast course files, each under its own name (a file named twice in one
    run would record its lines twice)."""
    files = []
    for copy in range(COPIES):
        for name in COURSE:
            path = os.path.join(tmp, "c%02d_%s" % (copy, name))
            shutil.copyfile(os.path.join(root, "puzzles", name), path)
            files.append(path)
    return files


def rows_of(path):
    """{(file, line): row without its unstable columns}; fails on a second row for a puzzle."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    table = {}
    for number, row in enumerate(rows, start=2):
        key = (row["file"], row["line"])
        expect(key not in table, "%s:%d: a second row for %s:%s" % (path, number, key[0], key[1]))
        table[key] = {c: v for c, v in row.items() if c not in UNSTABLE}
    return table


def read(path):
    with open(path) as f:
        return f.read()


def size(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return -1


def start(command, env=None):
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)


def kill_when(process, csv_path, past_bytes, victim=None):
    """SIGKILL to `victim()` (a pid; default the process) once the CSV holds more than `past_bytes`
    bytes (-1: as soon as it exists). True when killed; False when the run ended first."""
    deadline = time.monotonic() + 60
    while process.poll() is None and time.monotonic() < deadline:
        if size(csv_path) > past_bytes:
            pid = victim() if victim else process.pid
            if pid:
                os.kill(pid, signal.SIGKILL)
                process.wait(timeout=30)
                return True
        time.sleep(0.0005)
    process.wait(timeout=30)
    return False


def without_busy(stderr):
    """stderr without the warnings of a busy machine (the load of whatever else runs now)."""
    return "".join(line for line in stderr.splitlines(keepends=True) if "the machine is busy" not in line
                   and "the machine got busy" not in line)


def expect_exact(reference, csv_path, solutions_path, label):
    """One row per puzzle with the reference's counters, and the reference's solutions file."""
    ref_rows, rows = rows_of(reference[0]), rows_of(csv_path)
    missing, extra = set(ref_rows) - set(rows), set(rows) - set(ref_rows)
    expect(not missing and not extra, "%s: %d rows missing (%s), %d extra" % (
        label, len(missing), sorted(missing)[:3], len(extra)))
    for key, row in ref_rows.items():
        expect(rows[key] == row, "%s: %s:%s differs from the uninterrupted run:\n%s\n%s"
               % (label, key[0], key[1], rows[key], row))
    expect(read(solutions_path) == read(reference[1]),
           "%s: the solutions file is not the uninterrupted run's (%d lines, expected %d)" % (
               label, read(solutions_path).count("\n"), read(reference[1]).count("\n")))


def reference_run(command, tmp, files, env=None):
    csv_path, sol_path = os.path.join(tmp, "reference.csv"), os.path.join(tmp, "reference.sol")
    done = subprocess.run(command + ["--csv=" + csv_path, "--solutions=" + sol_path] + files,
                          capture_output=True, text=True, timeout=120, env=env)
    expect(done.returncode == 0, "uninterrupted run: exit %d\n%s" % (done.returncode, done.stderr))
    return csv_path, sol_path


def case_kill_and_resume(binary, root, tmp):
    files = copied_course(root, tmp)
    command = [binary, "--threads=2"]
    reference = reference_run(command, tmp, files)
    full = size(reference[0])
    # (where the first run dies, where the first --resume dies; None: it runs to the end)
    plans = [("early", -1, None), ("mid-run", full // 3, None), ("while writing", full * 2 // 3, None),
             ("twice", full // 4, full // 2)]
    for label, first_kill, second_kill in plans:
        csv_path, sol_path = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.sol")
        for stale in (csv_path, sol_path):
            if os.path.exists(stale):
                os.remove(stale)
        outputs = ["--csv=" + csv_path, "--solutions=" + sol_path]
        killed = kill_when(start(command + outputs + files), csv_path, first_kill)
        expect(killed, "%s: the run ended before it could be killed" % label)
        expect(size(csv_path) < full, "%s: the CSV is already whole" % label)
        if second_kill is not None:
            killed = kill_when(start(command + outputs + ["--resume"] + files), csv_path, second_kill)
            expect(killed, "%s: the resumed run ended before it could be killed" % label)
        done = subprocess.run(command + outputs + ["--resume"] + files, capture_output=True, text=True,
                              timeout=120)
        expect(done.returncode == 0, "%s: --resume: exit %d\n%s" % (label, done.returncode, done.stderr))
        expect_exact(reference, csv_path, sol_path, label)
        expect(not os.path.exists(csv_path + ".lock"), "%s: the finished run left its lock file" % label)
        print("%s: resumed exactly (%d rows)" % (label, len(rows_of(csv_path))))


def case_mpi_kill_and_resume(binary, root, tmp):
    files = copied_course(root, tmp)
    env = mpi_env()
    launch = ["mpirun", "-np", "2", "--oversubscribe", binary, "--threads=1"]
    reference = reference_run([binary, "--threads=2"], tmp, files)
    csv_path, sol_path = os.path.join(tmp, "run.csv"), os.path.join(tmp, "run.sol")
    outputs = ["--csv=" + csv_path, "--solutions=" + sol_path]

    def rank0():  # the writer: its pid is in the CSV's lock file once it holds it
        try:
            return int(read(csv_path + ".lock").split()[0])
        except (OSError, ValueError, IndexError):
            return None

    job = start(launch + outputs + files, env=env)
    killed = kill_when(job, csv_path, size(reference[0]) // 2, victim=rank0)
    expect(killed, "the MPI run ended before rank 0 could be killed")
    expect(job.returncode != 0, "mpirun exited 0 after rank 0 was killed")
    done = subprocess.run(launch + outputs + ["--resume"] + files, capture_output=True, text=True,
                          timeout=120, env=env)
    expect(done.returncode == 0, "--resume on 2 ranks: exit %d\n%s" % (done.returncode, done.stderr))
    expect_exact(reference, csv_path, sol_path, "2 ranks")
    print("rank 0 killed mid-run, resumed on 2 ranks exactly (%d rows)" % len(rows_of(csv_path)))


def case_second_writer(binary, root, tmp):
    # A 16x16 that plain backtracking takes seconds over: the first run holds its outputs meanwhile.
    slow = os.path.join(root, "puzzles", "puzzles_6_variety_hard.txt")
    paths = {option: os.path.join(tmp, "run" + ext) for option, ext in
             (("--csv", ".csv"), ("--solutions", ".sol"), ("--json", ".json"))}
    first = start([binary, "--threads=1", "--techniques=none", "--timeout=20"]
                  + ["%s=%s" % item for item in paths.items()] + [slow])
    try:
        deadline = time.monotonic() + 10
        while not all(os.path.exists(p + ".lock") for p in paths.values()) and time.monotonic() < deadline:
            time.sleep(0.01)
        other = os.path.join(root, "puzzles", COURSE[0])
        for option, path in paths.items():
            began = time.monotonic()
            second = subprocess.run([binary, "%s=%s" % (option, path), "--resume" if option == "--csv" else
                                     "--threads=1", other],
                                    capture_output=True, text=True, timeout=20)
            expect(second.returncode == 2, "%s: the second writer exits %d, not 2\n%s"
                   % (option, second.returncode, second.stderr))
            expect(time.monotonic() - began < 5, "%s: the second writer was not refused at once" % option)
            expect("%s: %s: " % (option, path) in second.stderr and "process %d" % first.pid in second.stderr,
                   "%s: the message names neither the file nor the first run's pid %d:\n%s"
                   % (option, first.pid, second.stderr))
            print("%s refused: %s" % (option, second.stderr.strip()))
        expect(first.poll() is None, "the first run ended before the checks were done")
        with open(paths["--csv"], newline="") as f:
            expect(all(row["file"] != other for row in csv.DictReader(line for line in f if not line.startswith("#"))), "a refused run wrote into the CSV")
    finally:
        first.send_signal(signal.SIGINT)
        first.wait(timeout=20)
    for path in paths.values():
        expect(not os.path.exists(path + ".lock"), "%s.lock left after the run" % path)


def case_bad_rows(binary, root, tmp):
    path = os.path.join(tmp, COURSE[0])
    shutil.copyfile(os.path.join(root, "puzzles", COURSE[0]), path)
    reference = reference_run([binary, "--threads=2"], tmp, [path])
    with open(reference[0]) as f:
        machine, *lines = f.read().splitlines(keepends=True)  # the machine's line, the header, then
        # the rows of lines 1..60 in order
    bad = list(lines)
    bad[17] = lines[17][:len(lines[17]) // 2] + "row,written,over," + lines[18]  # cut, then glued
    del bad[18]
    fields = lines[30].split(",")
    fields[lines[0].rstrip("\n").split(",").index("status")] = "row"          # unknown status
    bad[29] = ",".join(fields)
    fields = lines[40].split(",")
    fields[1] = "61"                                                           # past the file's end
    bad[39] = ",".join(fields)
    bad[49] = ",".join(lines[50].split(",")[:12]) + "\n"                       # short of fields
    bad.insert(56, lines[5])                                                   # a second row, line 5
    csv_path = os.path.join(tmp, "run.csv")
    with open(csv_path, "w") as f:
        f.writelines([machine] + bad)
    sol_path = os.path.join(tmp, "run.sol")
    done = subprocess.run([binary, "--threads=2", "--csv=" + csv_path, "--resume", path], capture_output=True,
                          text=True, timeout=60)
    expect(done.returncode == 0, "--resume: exit %d\n%s" % (done.returncode, done.stderr))
    # Named by their lines in the CSV file as it was (the machine's line is line 1, the header 2).
    for row, reason in ((19, "fields where the header has"), (31, "unknown status 'row'"),
                        (41, "line 61 is outside %s (60 lines)" % path),
                        (51, "12 fields where the header has"),
                        (58, "a second row for %s:5 (the first is row 7)" % path)):
        said = "%s:%d: " % (csv_path, row)
        expect(any(line.startswith(said) and reason in line for line in done.stderr.splitlines()),
               "stderr does not name %s%s:\n%s" % (said, reason, done.stderr))
    expect(done.stderr.count(csv_path + ":") == 5, "other rows named too:\n%s" % done.stderr)
    expect("dropped 5 rows of %s" % csv_path in done.stdout,
           "the summary does not count them:\n%s" % done.stdout)
    shutil.copyfile(reference[1], sol_path)  # the answers are not what this case is about
    expect_exact(reference, csv_path, sol_path, "after --resume")
    expect(not [n for n in os.listdir(tmp) if n.endswith((".tmp", ".lock"))],
           "a temporary or lock file was left: %s" % os.listdir(tmp))
    # A second --resume finds nothing wrong and nothing to do.
    again = subprocess.run([binary, "--csv=" + csv_path, "--resume", path], capture_output=True, text=True,
                           timeout=60)
    expect(again.returncode == 0 and without_busy(again.stderr) == "" and "0 recorded now" in again.stdout,
           "second --resume: exit %d\n%s%s" % (again.returncode, again.stderr, again.stdout))
    print(done.stderr.strip())


CASES = cases_in(globals())


def main(argv):
    args = case_from_argv(argv, CASES, __doc__, extra=1)
    if args is None:
        return 2
    binary, root, case, built = args
    if case.startswith("mpi_") and (built != "ON" or shutil.which("mpirun") is None):
        print("SKIP: this build has no MPI, or mpirun is not on PATH (scripts/setup.sh installs both)")
        return SKIP
    with tempfile.TemporaryDirectory() as tmp:
        return run_case(case, lambda: CASES[case](binary, root, tmp))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
