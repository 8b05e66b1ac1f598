#!/usr/bin/env python3
"""Tests of scripts/plot.py: the history chart and the CSV charts drawn by the system Python, which
has Debian's matplotlib, and the parts that must work without matplotlib under any python3.

    python3 tests/scripts/plot_test.py [-v] [PlotTest.test_name ...]

The drawing cases exit 77 (ctest's SKIP_RETURN_CODE) when /usr/bin/python3 cannot import matplotlib.
"""

import csv
import json
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
PLOT = os.path.join(SCRIPTS, "plot.py")
SYSTEM_PYTHON = "/usr/bin/python3"  # plot.py's interpreter: Debian's python3-matplotlib is importable there
SKIP = 77
DRAWING_CASES = ("test_history_png_is_drawn", "test_csv_charts_are_still_drawn")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# Runs plot.py as a script in an interpreter where `import matplotlib` fails, whether or not it is installed.
WITHOUT_MATPLOTLIB = ("import runpy, sys; sys.modules['matplotlib'] = None; sys.path.insert(0, {scripts!r}); "
                      "sys.argv = ['plot.py'] + sys.argv[1:]; runpy.run_path({plot!r}, run_name='__main__')")


def system_python_has_matplotlib():
    try:
        done = subprocess.run([SYSTEM_PYTHON, "-c", "import matplotlib"], capture_output=True, timeout=60)
    except OSError:
        return False
    return done.returncode == 0


def record(commit, cpu, median, files=("puzzles_1_standard_easy.txt", "puzzles_7_bigger.txt")):
    return {"commit": commit, "subject": "a change", "date": "2026-11-20T08:00:00Z",
            "machine": {"cpu": cpu, "cores": 2, "os": "Linux"}, "build": {}, "workload": {},
            "files": {name: {"puzzles": 10, "solved": 10, "median_us": median * (k + 1), "mean_us": median,
                             "p90_us": median, "guesses": 5 * k, "recursions": 20} for k, name in enumerate(files)}}


class PlotTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.out = os.path.join(self.dir.name, "plots")

    def history(self, records):
        path = os.path.join(self.dir.name, "history.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(r) + "\n" for r in records)
        return path

    def run_plot(self, *args, python=SYSTEM_PYTHON):
        done = subprocess.run([python, PLOT, *args], capture_output=True, text=True, timeout=300)
        return done.returncode, done.stdout + done.stderr

    def run_without_matplotlib(self, *args):
        code = WITHOUT_MATPLOTLIB.format(scripts=SCRIPTS, plot=PLOT)
        done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=60)
        return done.returncode, done.stdout + done.stderr

    def require_matplotlib(self):
        if not system_python_has_matplotlib():
            self.skipTest(f"{SYSTEM_PYTHON} cannot import matplotlib")

    def assert_png(self, path):
        self.assertTrue(os.path.isfile(path), path)
        with open(path, "rb") as f:
            self.assertEqual(f.read(8), PNG_SIGNATURE)
        self.assertGreater(os.path.getsize(path), 10_000)  # a drawn chart, not an empty canvas

    def test_history_png_is_drawn(self):
        self.require_matplotlib()
        records = [record("1" * 40, "cpu A", 100.0), record("2" * 40, "cpu B", 80.0),
                   record("3" * 40, "cpu A", 120.0, files=("puzzles_1_standard_easy.txt",)),
                   record("4" * 40, "cpu A", 110.0)]
        code, out = self.run_plot("--history", self.history(records), "--out", self.out)
        self.assertEqual(code, 0, out)
        path = os.path.join(self.out, "history.png")
        self.assertEqual(out.strip(), path)
        self.assert_png(path)

    def test_csv_charts_are_still_drawn(self):
        self.require_matplotlib()
        path = os.path.join(self.dir.name, "run.csv")
        with open(path, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(["file", "line", "size", "techniques", "status", "solve_us", "guesses", "search"])
            for techniques in ("none", "all"):
                for n in range(1, 21):
                    writer.writerow(["puzzles/a.txt", n, 9 if n <= 10 else 16, techniques, "solved",
                                     10.0 * n, n % 4, "bitboard"])
        code, out = self.run_plot(path, "--out", self.out)
        self.assertEqual(code, 0, out)
        for name in ("solve_time_by_size.png", "guesses_vs_time.png", "ablation.png"):
            self.assert_png(os.path.join(self.out, name))
        self.assertFalse(os.path.exists(os.path.join(self.out, "history.png")))

    def test_other_solvers_are_series_of_their_own(self):
        sys.path.insert(0, SCRIPTS)
        import plot  # reading rows needs no matplotlib
        path = os.path.join(self.dir.name, "solvers.csv")
        with open(path, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(["file", "line", "size", "techniques", "status", "solve_us", "guesses", "solver"])
            writer.writerow(["a.txt", 1, 9, "fl,mrv,cp", "solved", 5.0, 0, "native"])
            writer.writerow(["a.txt", 1, 9, "fl,mrv,cp", "solved", 9.0, "", "cadical"])
            writer.writerow(["a.txt", 2, 9, "all", "solved", 4.0, 1, ""])
        rows = plot.read_rows([path])
        self.assertEqual([r["techniques"] for r in rows], ["fl+mrv+cp", "cadical", "all"])
        self.assertEqual(plot.technique_order(rows), ["fl+mrv+cp", "all", "cadical"])

    def test_help_works_without_matplotlib(self):
        code, out = self.run_without_matplotlib("--help")
        self.assertEqual(code, 0, out)
        self.assertIn("--history PATH", out)

    def test_drawing_without_matplotlib_says_how_to_install_it(self):
        code, out = self.run_without_matplotlib("--history", self.history([record("1" * 40, "cpu A", 100.0)]),
                                                "--out", self.out)
        self.assertNotEqual(code, 0, out)
        self.assertIn("plot.py: matplotlib is missing: install python3-matplotlib", out)
        self.assertFalse(os.path.exists(os.path.join(self.out, "history.png")))

    def test_sweep_without_matplotlib_exits_2_and_says_how_to_install_it(self):
        path = os.path.join(self.dir.name, "sweep.csv")
        with open(path, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(["file", "line", "size", "givens", "solver", "status", "solve_us"])
            for n in range(1, 5):
                writer.writerow(["d/n9_g20_holes.txt", n, 9, 16, "native", "solved", 10.0 * n])
        code, out = self.run_without_matplotlib("--sweep", path, "--out", self.out)
        self.assertEqual(code, 2, out)
        self.assertIn("plot.py: matplotlib is missing: install python3-matplotlib", out)
        self.assertFalse(os.path.exists(os.path.join(self.out, "sweep.png")))

    def test_unusable_history_or_arguments_are_errors(self):
        # Found before matplotlib is needed, so any python3 will do.
        code, out = self.run_without_matplotlib("--history", os.path.join(self.dir.name, "absent.jsonl"))
        self.assertNotEqual(code, 0, out)
        self.assertIn("absent.jsonl: No such file", out)
        code, out = self.run_without_matplotlib("--history", self.history([]))
        self.assertNotEqual(code, 0, out)
        self.assertIn("nothing to draw", out)
        code, out = self.run_without_matplotlib("run.csv", "--history", self.history([]))
        self.assertEqual(code, 2, out)
        self.assertIn("give either CSV files, --history PATH or --sweep CSV", out)


if __name__ == "__main__":
    if any(case in arg for arg in sys.argv[1:] for case in DRAWING_CASES) and not system_python_has_matplotlib():
        print(f"{SYSTEM_PYTHON} cannot import matplotlib (bash scripts/setup.sh --plot): skipped")
        sys.exit(SKIP)
    unittest.main()
