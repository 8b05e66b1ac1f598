#!/usr/bin/env python3
"""`sudoku-bench sweep`, end to end.

usage: sweep_cli_test.py BINARY REPO_ROOT CASE

  same_instances_on_any_thread   the same seed writes the same instance files (holes and unique,
                                 9x9 to 25x25) on --threads=1 and --threads=2
  holes_keep_givens_and_solve    every holes instance has its point's givens, and each is solved
                                 by an answer that keeps them (a subset of a valid complete grid)
  unique_have_one_solution       every unique instance counts exactly one solution by plain
                                 backtracking (--search=backtrack --techniques=fl,mrv --count)
  bad_requests                   a prime size, a share outside 0-100%, a range with no point, a size
                                 above 512, unique below 17 givens at 9x9, --from without a manifest:
                                 exit 2 (1 for the missing manifest) with the reason on stderr
  resume_gives_the_same_rows     rows deleted from a finished sweep's CSV, then --resume: the same
                                 rows (time columns aside) as the uninterrupted sweep; and --from
                                 runs the saved set to the same rows
  interrupt_and_resume           a sweep stopped by SIGINT mid-run keeps its finished rows, and
                                 --resume finishes it with the rows of an uninterrupted one
  other_request_remakes_the_instances  an instances directory is reused for the same request
                                 and made again for another (other shares, another seed)
  unreachable_point_is_reported  unique at a share no grid reaches within --max-grids: the point's
                                 file is empty, the making and the summary say so, exit 1
  mpi_runs_a_saved_set           two MPI ranks run a saved set (--from) to the rows of one machine;
                                 making instances under mpirun is refused (skipped, 77, without
                                 mpirun or an MPI build)
  summary_names_every_point      the stderr summary has a line per point and a peak per size
  solver_options                 --techniques, --search, --engine and --set reach the sweep's
                                 solver and its rows' labels, and --solver puts a cmd: solver beside
                                 native; --seed stays the instances' own
  plot_writes_png_and_html       scripts/plot.py --sweep writes its PNG and a self-contained HTML
                                 page (skipped, 77, with a note when matplotlib is absent)

Exit status: 0 pass, 1 fail, 77 skipped. Standard library only.
"""
import csv
import filecmp
import os
import shutil
import signal
import subprocess
import sys
import time

from serial_cli_test import solution_problem
from cli_checks import expect, cases_in, case_main

SKIP = 77
UNSTABLE = ("solve_us", "cpu_us", "solve_us_min", "solve_us_max", "peak_rss_kib", "rank")  # differ by design


def run(binary, args, expect_status=0, timeout=120):
    done = subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)
    expect(done.returncode == expect_status, "%s: exit %d (wanted %d)\nstderr: %s"
           % (" ".join(args), done.returncode, expect_status, done.stderr[-2000:]))
    return done


def sweep(binary, tmp, name, args, **kw):
    csv_path = os.path.join(tmp, name + ".csv")
    done = run(binary, ["sweep", "--csv=" + csv_path, "--no-progress"] + args, **kw)
    return csv_path, done.stderr


def stable_rows(csv_path):
    """The rows without their time columns, and their file by its name alone (the instance
    directories of two sweeps differ, their files' names and contents do not)."""
    with open(csv_path, newline="") as f:
        rows = [tuple((k, os.path.basename(v) if k == "file" else v) for k, v in row.items() if k not in UNSTABLE)
                for row in csv.DictReader(line for line in f if not line.startswith("#"))]
    return sorted(rows)


def manifest_points(directory):
    points = {}
    with open(os.path.join(directory, "manifest.txt")) as f:
        for line in f:
            if line.startswith("point="):
                fields = dict(word.split("=", 1) for word in line.split())
                points[fields["point"]] = int(fields["givens"])
    return points


def givens_of(line):
    if " " in line:
        return sum(1 for v in line.split(" ") if v != "0")
    return sum(1 for c in line if c != ".")


def case_same_instances_on_any_thread(binary, root, tmp):
    for kind, sizes, shares in [("holes", "9,16,25", "20%:60%:20%"), ("unique", "9,16", "40%:50%:10%")]:
        dirs = []
        for threads in (1, 2):
            directory = os.path.join(tmp, "%s_t%d" % (kind, threads))
            run(binary, ["sweep", "--make-only", "--instances=" + directory, "--sizes=" + sizes,
                         "--givens=" + shares, "--per-point=4", "--seed=11", "--kind=" + kind,
                         "--threads=%d" % threads])
            dirs.append(directory)
        names = sorted(os.listdir(dirs[0]))
        expect(names == sorted(os.listdir(dirs[1])), "%s: other files on 2 threads" % kind)
        match, mismatch, errors = filecmp.cmpfiles(dirs[0], dirs[1], names, shallow=False)
        expect(not mismatch and not errors, "%s: files differ between 1 and 2 threads: %s" % (kind, mismatch + errors))
        for name in names:
            if name != "manifest.txt":
                with open(os.path.join(dirs[0], name)) as f:
                    expect(len(f.read().splitlines()) == 4, "%s: not 4 instances" % name)


def case_holes_keep_givens_and_solve(binary, root, tmp):
    directory = os.path.join(tmp, "h")
    # 36x36 only at 80%: near its peak (about half given) one instance can take a minute.
    run(binary, ["sweep", "--make-only", "--instances=" + directory, "--sizes=9,16,25",
                 "--givens=20%:80%:30%", "--per-point=5", "--seed=4"])
    run(binary, ["sweep", "--make-only", "--instances=" + directory + "36", "--sizes=36", "--givens=80%",
                 "--per-point=3", "--seed=4"])
    points = manifest_points(directory)
    expect(len(points) == 9, "%d points, wanted 9" % len(points))
    with open(os.path.join(directory + "36", "n36_g80_holes.txt")) as f:
        expect(len(f.read().splitlines()) == 3, "n36_g80: not 3 instances")
    os.rename(os.path.join(directory + "36", "n36_g80_holes.txt"), os.path.join(directory, "n36_g80_holes.txt"))
    points["n36_g80_holes.txt"] = round(0.8 * 36 * 36)
    for name, givens in points.items():
        path = os.path.join(directory, name)
        with open(path) as f:
            lines = f.read().splitlines()
        expect(len(lines) == (3 if name.startswith("n36") else 5), "%s: %d instances" % (name, len(lines)))
        for number, line in enumerate(lines, 1):
            expect(givens_of(line) == givens, "%s:%d: %d givens, wanted %d" % (name, number, givens_of(line), givens))
        answers = run(binary, ["--serial", "--timeout=30", path]).stdout.splitlines()
        expect(len(answers) == len(lines), "%s: %d answers" % (name, len(answers)))
        for number, (line, answer) in enumerate(zip(lines, answers), 1):
            problem = solution_problem(line, answer) if answer else "no solution"
            expect(problem is None, "%s:%d: %s" % (name, number, problem))


def case_unique_have_one_solution(binary, root, tmp):
    directory = os.path.join(tmp, "u")
    run(binary, ["sweep", "--make-only", "--kind=unique", "--instances=" + directory, "--sizes=9,16",
                 "--givens=45%:55%:10%", "--per-point=4", "--seed=5", "--max-grids=200"])
    points = manifest_points(directory)
    for name, givens in points.items():
        path = os.path.join(directory, name)
        with open(path) as f:
            lines = f.read().splitlines()
        expect(lines, "%s: no instance made" % name)
        for number, line in enumerate(lines, 1):
            expect(givens_of(line) == givens, "%s:%d: %d givens, wanted %d" % (name, number, givens_of(line), givens))
        done = run(binary, ["--search=backtrack", "--techniques=fl,mrv", "--count", "--csv=-", path])
        rows = list(csv.DictReader(line for line in done.stdout.splitlines() if not line.startswith("#")))
        expect(len(rows) == len(lines), "%s: %d rows" % (name, len(rows)))
        for row in rows:
            expect(row["status"] == "solved" and row["solutions"] == "1",
                   "%s:%s: %s solutions" % (name, row["line"], row["solutions"]))


def case_unreachable_point_is_reported(binary, root, tmp):
    # 16x16 dug down to 20% (51 givens) is far below what digging reaches from one grid.
    _, err = sweep(binary, tmp, "unreached", ["--kind=unique", "--sizes=16", "--givens=20%:50%:30%",
                                              "--per-point=2", "--max-grids=1", "--seed=1"], expect_status=1)
    expect("n16_g20_unique.txt: 0 of 2 instances made" in err, "no note while making:\n" + err)
    expect("not reached: n16_g20_unique.txt holds 0 of the 2 instances asked" in err, "no summary line:\n" + err)


def case_other_request_remakes_the_instances(binary, root, tmp):
    directory = os.path.join(tmp, "d")
    base = ["sweep", "--make-only", "--instances=" + directory, "--sizes=9", "--per-point=3"]
    run(binary, base + ["--givens=30%", "--seed=1"])
    with open(os.path.join(directory, "n9_g30_holes.txt")) as f:
        first = f.read()
    done = run(binary, base + ["--givens=30%", "--seed=1"])
    expect("reused" in done.stderr, "the same request made its instances again:\n" + done.stderr)
    run(binary, base + ["--givens=30%:40%:10%", "--seed=2"])
    expect(os.path.exists(os.path.join(directory, "n9_g40_holes.txt")), "another request reused the old set")
    with open(os.path.join(directory, "n9_g30_holes.txt")) as f:
        expect(f.read() != first, "another seed kept the old seed's instances")


def case_bad_requests(binary, root, tmp):
    csv_arg = "--csv=" + os.path.join(tmp, "bad.csv")
    for args, status, words in [
        (["--sizes=9,13"], 2, "'13' is not a composite number"),
        (["--sizes=9", "--givens=105%"], 2, "not a share from 0% to 100%"),
        (["--sizes=9", "--givens=-5%:50%:5%"], 2, "not a share from 0% to 100%"),
        (["--sizes=9", "--givens=60%:20%:5%"], 2, "gives no point"),
        (["--sizes=9", "--givens=20%:60%:0%"], 2, "gives no point"),
        (["--sizes=1024"], 2, "from 4 to 512"),
        (["--sizes=9", "--givens=15%:40%:5%", "--kind=unique"], 2, "below the 17 a unique puzzle needs"),
        (["--sizes=9", "--kind=sparse"], 2, "unknown kind 'sparse'"),
        (["--from=" + os.path.join(tmp, "nothing")], 1, "no manifest.txt"),
    ]:
        done = run(binary, ["sweep", csv_arg] + args, expect_status=status)
        expect(words in done.stderr, "%s: stderr lacks %r:\n%s" % (" ".join(args), words, done.stderr))
    done = run(binary, ["sweep", "--sizes=9"], expect_status=2)
    expect("--csv=PATH is required" in done.stderr, done.stderr)
    expect(not os.path.exists(os.path.join(tmp, "bad.csv")), "a refused sweep wrote its CSV")


SMALL = ["--sizes=9,16,25", "--givens=25%:55%:15%", "--per-point=4", "--seed=3", "--timeout=10"]


def case_resume_gives_the_same_rows(binary, root, tmp):
    whole, _ = sweep(binary, tmp, "whole", SMALL)
    expected = stable_rows(whole)
    expect(len(expected) == 36, "%d rows, wanted 36" % len(expected))
    with open(whole) as f:
        lines = f.read().splitlines(True)
    cut = os.path.join(tmp, "cut.csv")
    with open(cut, "w") as f:
        f.writelines(lines[:1] + lines[1::3])  # two rows of every three gone
    sweep(binary, tmp, "cut", SMALL + ["--resume", "--instances=" + whole + ".d"])
    expect(stable_rows(cut) == expected, "resumed rows differ from the uninterrupted sweep's")
    saved, _ = sweep(binary, tmp, "saved", ["--from=" + whole + ".d"])
    expect(stable_rows(saved) == expected, "--from rows differ from the sweep that made the set")


def case_interrupt_and_resume(binary, root, tmp):
    # 120 instances of 25x25 near its peak, about a second on one thread: long enough to be stopped
    # after some rows are written, and none near the limit (a timeout row's counters vary).
    args = ["--sizes=25", "--givens=35%:50%:5%", "--per-point=30", "--seed=8", "--timeout=60", "--threads=1"]
    csv_path = os.path.join(tmp, "stopped.csv")
    command = [binary, "sweep", "--csv=" + csv_path, "--no-progress"] + args
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline and process.poll() is None:
        if os.path.exists(csv_path) and sum(1 for _ in open(csv_path)) > 30:
            break
        time.sleep(0.01)
    interrupted = process.poll() is None
    if interrupted:
        process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    expect(not interrupted or process.returncode == 128 + signal.SIGINT,
           "exit %d after SIGINT\n%s" % (process.returncode, err[-2000:]))
    kept = len(stable_rows(csv_path))
    expect(interrupted and 0 < kept < 120, "not stopped mid-run: %d rows of 120 kept" % kept)
    run(binary, ["sweep", "--csv=" + csv_path, "--no-progress", "--resume"] + args, timeout=300)
    whole, _ = sweep(binary, tmp, "whole", args, timeout=300)
    expect(stable_rows(csv_path) == stable_rows(whole),
           "stopped after %d rows and resumed: rows differ from the uninterrupted sweep's" % kept)


def mpirun(ranks, binary, args, timeout=120):
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    return subprocess.run(["mpirun", "-np", str(ranks), "--oversubscribe", binary] + args, capture_output=True,
                          text=True, timeout=timeout, env=env)


def case_mpi_runs_a_saved_set(binary, root, tmp):
    if shutil.which("mpirun") is None:
        print("SKIP: mpirun is not on PATH (scripts/setup.sh installs it)")
        raise SystemExit(SKIP)
    one, _ = sweep(binary, tmp, "one", SMALL + ["--threads=1"])
    two = os.path.join(tmp, "two.csv")
    done = mpirun(2, binary, ["sweep", "--from=" + one + ".d", "--csv=" + two, "--threads=1", "--no-progress"])
    if done.returncode == 2 and "this build has no MPI" in done.stderr:
        print("SKIP: this build has no MPI")
        raise SystemExit(SKIP)
    expect(done.returncode == 0, "mpirun sweep --from: exit %d\n%s" % (done.returncode, done.stderr[-2000:]))
    expect(stable_rows(two) == stable_rows(one), "the rows of two ranks differ from one machine's")
    expect("peak 25x25 (native)" in done.stderr, "no summary from rank 0:\n" + done.stderr[-2000:])
    refused = mpirun(2, binary, ["sweep", "--sizes=9", "--csv=" + os.path.join(tmp, "no.csv")])
    expect(refused.returncode != 0 and "--make-only" in refused.stderr,
           "making instances under MPI: exit %d\n%s" % (refused.returncode, refused.stderr[-2000:]))


def labels_of(csv_path):
    with open(csv_path, newline="") as f:
        return sorted({(row["solver"], row["techniques"], row["search"], row["status"]) for row in csv.DictReader(line for line in f if not line.startswith("#"))})


def case_solver_options(binary, root, tmp):
    point = ["--sizes=9", "--givens=50%", "--per-point=3", "--seed=4"]
    plain, _ = sweep(binary, tmp, "plain", point)
    tuned, _ = sweep(binary, tmp, "tuned", point + ["--techniques=fl,cp", "--search=backtrack", "--engine=scan"])
    expect(labels_of(tuned) == [("native", "fl+cp", "backtrack+scan", "solved")],
           "rows of --techniques=fl,cp --search=backtrack --engine=scan: %s" % labels_of(tuned))
    expect(labels_of(plain) != labels_of(tuned), "the options changed no label: %s" % labels_of(plain))
    same = [r[:2] for r in stable_rows(plain)] == [r[:2] for r in stable_rows(tuned)]
    expect(same, "--seed is not the instances' own: the two sweeps solved other instances")
    learn, _ = sweep(binary, tmp, "learn", point + ["--search=learn", "--set=restart_unit=50"])
    searches = {label[2] for label in labels_of(learn)}
    expect(len(searches) == 1 and "restart_unit=50" in searches.pop(), "--set left the label: %s" % labels_of(learn))
    worker = "cmd:%s %s" % (sys.executable, os.path.join(root, "tests", "backends", "stream_worker.py"))
    both, _ = sweep(binary, tmp, "both", point + ["--solver=native,py=" + worker])
    expect(sorted({label[0] for label in labels_of(both)}) == ["native", "py"] and
           all(label[3] == "solved" for label in labels_of(both)), "--solver in a sweep: %s" % labels_of(both))


def case_summary_names_every_point(binary, root, tmp):
    _, err = sweep(binary, tmp, "summary", SMALL)
    for n in (9, 16, 25):
        for share in (25, 40, 55):
            expect("n%d_g%d_holes " % (n, share) in err, "no summary line for n%d_g%d:\n%s" % (n, share, err))
        expect("peak %dx%d (native): median" % (n, n) in err, "no peak line for %dx%d:\n%s" % (n, n, err))


def case_plot_writes_png_and_html(binary, root, tmp):
    python = "/usr/bin/python3"
    has_matplotlib = subprocess.run([python, "-c", "import matplotlib"], capture_output=True).returncode == 0
    csv_path, _ = sweep(binary, tmp, "plot", SMALL)
    plot = [python, os.path.join(root, "scripts", "plot.py"), "--sweep", csv_path, "--out", tmp]
    done = subprocess.run(plot, capture_output=True, text=True, timeout=120)
    if not has_matplotlib:
        expect(done.returncode == 2 and "matplotlib" in done.stderr,
               "without matplotlib: exit %d, %s" % (done.returncode, done.stderr))
        print("SKIP: matplotlib is absent (bash scripts/setup.sh --plot); its clear refusal was checked")
        raise SystemExit(SKIP)
    expect(done.returncode == 0, "plot.py --sweep: exit %d\n%s" % (done.returncode, done.stderr))
    png, page = os.path.join(tmp, "sweep.png"), os.path.join(tmp, "sweep.html")
    with open(png, "rb") as f:
        expect(f.read(8) == b"\x89PNG\r\n\x1a\n", "sweep.png is not a PNG")
    with open(page) as f:
        text = f.read()
    expect("data:image/png;base64," in text, "sweep.html has no inline figure")
    expect("src=\"http" not in text and "href=\"http" not in text, "sweep.html needs the network")


CASES = cases_in(globals())



if __name__ == "__main__":
    sys.exit(case_main(sys.argv, CASES, __doc__))
