#!/usr/bin/env python3
"""Limits on the worker processes of foreign solvers (--memory-limit, --process-limit).

usage: limits_cli_test.py BINARY REPO_ROOT CASE

  hog_memout          a cmd: solver that allocates without end, under --memory-limit=300: each of
                      3 puzzles a `memout` row within seconds, a fresh worker each, the summary's
                      tally and run: line say so, and the harness's own peak memory stays small;
                      the same in the file protocol (cmd: with {})
  hog_serial          the same in --serial: an empty line and a FILE:LINE message per puzzle
  forker_stopped      a cmd: solver that forks without end: under --process-limit=32, and under the
                      default, each puzzle `crashed` naming the process limit, within seconds, and
                      none of its processes left once the run ends
  own_library_worker  the project's own library as lib: under --timeout runs in sudoku-lib-worker,
                      which starts no worker (nor thread) of its own: under --process-limit=2 (the
                      shell and the worker) every puzzle is solved; under 1, where the shell
                      cannot even start the worker, each is `crashed` naming the limit
  normal_solver       a well-behaved cmd: solver under --memory-limit=300 solves every puzzle
  resume_reads_memout a run whose rows are memout, resumed: every row read back, none dropped,
                      none run again
  bad_values          --memory-limit=0, =abc and --process-limit=-1 are usage errors (exit 2)

The misbehaving solvers are tests/backends/memory_hog.c and forking_solver.c, built beside
sudoku-bench, each bounded by itself (2 GiB; 300 children that exit within 5 s) so that a broken
limit fails the test without taking the machine down.
Exit status: 0 pass, 1 fail. Standard library only.
"""
import csv
import io
import json
import os
import re
import subprocess
import sys
import time

from cli_checks import expect, cases_in, case_main

EASY = "puzzles/puzzles_1_standard_easy.txt"


def run(binary, args, timeout=60):
    began = time.monotonic()
    result = subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)
    result.seconds = time.monotonic() - began
    return result


def program(binary, name):
    path = os.path.join(os.path.dirname(binary), name)
    expect(os.path.exists(path), "%s is not built beside sudoku-bench (cmake --build build --target %s)" %
           (path, name))
    return path


def head(root, count, tmp):
    out = os.path.join(tmp, "head%d.txt" % count)
    with open(os.path.join(root, EASY)) as f, open(out, "w") as o:
        o.writelines(f.readlines()[:count])
    return out


def rows_of(text):
    return list(csv.DictReader(line for line in io.StringIO(text) if not line.startswith("#")))


def peak_mib(stderr):
    found = re.search(r"peak-memory=([0-9.]+)MiB", stderr)
    expect(found, "no peak-memory on the run: line:\n%s" % stderr[-2000:])
    return float(found.group(1))


def case_hog_memout(binary, root, tmp):
    hog = program(binary, "memory_hog")
    puzzles = head(root, 3, tmp)
    summary = os.path.join(tmp, "run.json")
    for command in ("cmd:" + hog, "cmd:" + hog + " {}"):
        result = run(binary, ["--memory-limit=300", "--threads=1", "--csv=-", "--json=" + summary,
                              "--solver=" + command, puzzles])
        expect(result.returncode == 1, "%s: exit %d, not 1\n%s" % (command, result.returncode, result.stderr))
        rows = rows_of(result.stdout)
        expect([r["status"] for r in rows] == ["memout"] * 3, "%s: statuses %s" % (command, [r["status"] for r in rows]))
        expect("no limit stopped it" not in result.stderr, "%s: the worker reached 2 GiB:\n%s" %
               (command, result.stderr))
        expect(result.seconds < 10, "%s: 3 memouts took %.1f s" % (command, result.seconds))
        expect(result.stderr.count("memory limit of 300 MiB") == 3, "%s: no message per puzzle:\n%s" %
               (command, result.stderr))
        expect("memout: 3 puzzles" in result.stderr, "%s: no memout tally:\n%s" % (command, result.stderr))
        expect(re.search(r"memory-limit=300MiB/(cgroup-v1|cgroup-v2|rlimit-as)", result.stderr),
               "%s: the run: line does not say how the limit was held:\n%s" % (command, result.stderr))
        expect(peak_mib(result.stderr) < 100, "%s: the harness's own peak memory grew to %.0f MiB" %
               (command, peak_mib(result.stderr)))
        with open(summary) as f:
            document = json.load(f)
        expect(document["all"]["memouts"] == 3 and document["run"]["memory_limit_mib"] == 300,
               "%s: --json: %s, %s" % (command, document["all"], document["run"]))
        print("%s: 3 memouts in %.2f s, harness peak %.0f MiB, limit held by %s" %
              (command, result.seconds, peak_mib(result.stderr), document["run"]["memory_limit_by"]))


def case_hog_serial(binary, root, tmp):
    puzzles = head(root, 3, tmp)
    result = run(binary, ["--serial", "--memory-limit=300", "--solver=cmd:" + program(binary, "memory_hog"), puzzles])
    expect(result.returncode == 1, "exit %d, not 1\n%s" % (result.returncode, result.stderr))
    expect(result.stdout == "\n\n\n", "not three empty lines: %r" % result.stdout)
    messages = [line for line in result.stderr.splitlines() if re.match(r".*head3\.txt:[123]: .*memout", line)]
    expect(len(messages) == 3, "not a FILE:LINE memout message per puzzle:\n%s" % result.stderr)


def leftover(path):
    """Process ids, living, whose command line names `path` (zombies left to init are dead)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f, open("/proc/%s/stat" % pid) as stat:
                if path.encode() in f.read() and stat.read().rsplit(")", 1)[1].split()[0] != "Z":
                    found.append(pid)
        except (OSError, IndexError):
            pass
    return found


def case_forker_stopped(binary, root, tmp):
    forker = program(binary, "forking_solver")
    puzzles = head(root, 2, tmp)
    for limit, args in ((32, ["--process-limit=32"]), (128, [])):
        result = run(binary, args + ["--threads=1", "--csv=-", "--solver=cmd:" + forker, puzzles])
        expect(result.returncode == 1, "exit %d, not 1\n%s" % (result.returncode, result.stderr))
        rows = rows_of(result.stdout)
        expect([r["status"] for r in rows] == ["crashed"] * 2, "statuses %s" % [r["status"] for r in rows])
        expect(result.stderr.count("process limit of %d processes" % limit) == 2,
               "no message naming the process limit per puzzle:\n%s" % result.stderr)
        expect(result.seconds < 4, "the forkers were stopped after %.1f s, not at once" % result.seconds)
        expect(re.search(r"process-limit=%d/cgroup-v[12]" % limit, result.stderr),
               "the run: line does not give the process limit:\n%s" % result.stderr)
        expect(not leftover(forker), "processes of the forker left after the run: %s" % leftover(forker))
        print("process limit %d: 2 forkers stopped in %.2f s, nothing left" % (limit, result.seconds))


def case_own_library_worker(binary, root, tmp):
    library = "lib:" + os.path.join(os.path.dirname(binary), "libsudoku_bench.so")
    puzzles = head(root, 6, tmp)
    base = ["--threads=1", "--timeout=10", "--csv=-", "--solver=own=" + library, puzzles]
    held = run(binary, ["--process-limit=2"] + base)
    expect(held.returncode == 0, "exit %d under --process-limit=2\n%s" % (held.returncode, held.stderr))
    expect([r["status"] for r in rows_of(held.stdout)] == ["solved"] * 6, "statuses %s" % [r["status"] for r in rows_of(held.stdout)])
    refused = run(binary, ["--process-limit=1"] + base)
    expect([r["status"] for r in rows_of(refused.stdout)] == ["crashed"] * 6 and "process limit of 1" in refused.stderr,
           "under --process-limit=1 the limit did not hold: %s" % refused.stderr[-1500:])


def case_normal_solver(binary, root, tmp):
    script = os.path.join(root, "tests", "backends", "stream_worker.py")
    puzzles = head(root, 10, tmp)
    result = run(binary, ["--memory-limit=300", "--threads=2", "--csv=-",
                          "--solver=cmd:%s %s" % (sys.executable, script), puzzles])
    expect(result.returncode == 0, "exit %d\n%s" % (result.returncode, result.stderr))
    rows = rows_of(result.stdout)
    expect(len(rows) == 10 and all(r["status"] == "solved" for r in rows),
           "not every puzzle solved: %s" % [r["status"] for r in rows])


def case_resume_reads_memout(binary, root, tmp):
    puzzles = head(root, 3, tmp)
    run_csv = os.path.join(tmp, "run.csv")
    args = ["--memory-limit=300", "--threads=1", "--csv=" + run_csv, "--solver=cmd:" + program(binary, "memory_hog"),
            puzzles]
    first = run(binary, args)
    expect(first.returncode == 1, "first run: exit %d\n%s" % (first.returncode, first.stderr))
    again = run(binary, ["--resume"] + args)
    said = again.stdout + again.stderr  # the summary goes to stdout when the CSV is a file
    expect("resumed: 3 puzzles already in" in said and "dropped" not in said,
           "the memout rows were not read back:\n%s" % said)
    expect("memout: 3 puzzles" in said, "the resumed summary does not tally them:\n%s" % said)
    with open(run_csv) as f:
        statuses = [row["status"] for row in csv.DictReader(line for line in f if not line.startswith("#"))]
    expect(statuses == ["memout"] * 3, "the CSV after --resume: %s" % statuses)


def case_bad_values(binary, root, tmp):
    puzzles = head(root, 1, tmp)
    for option in ("--memory-limit=0", "--memory-limit=abc", "--memory-limit=", "--process-limit=-1"):
        result = run(binary, [option, puzzles])
        expect(result.returncode == 2, "%s: exit %d, not 2\n%s" % (option, result.returncode, result.stderr))
        expect(result.stdout == "", "%s: a refused run wrote to stdout" % option)


CASES = cases_in(globals())



if __name__ == "__main__":
    sys.exit(case_main(sys.argv, CASES, __doc__, in_root=True))
