#!/usr/bin/env python3
"""Tests of scripts/report.py and its chart module svg_chart.py, on synthetic history records and
A/B reports of the shapes scripts/ab.py writes (standard library only).

    python3 tests/scripts/report_test.py [-v] [ReportTest.test_name ...]
"""

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
REPORT = os.path.join(SCRIPTS, "report.py")

spec = importlib.util.spec_from_file_location("svg_chart", os.path.join(SCRIPTS, "svg_chart.py"))
svg_chart = importlib.util.module_from_spec(spec)
spec.loader.exec_module(svg_chart)

THIS_CPU, OTHER_CPU = "Intel(R) Xeon(R) Processor", "AMD EPYC 7B13"


def record(commit, subject="search: a change", cpu=THIS_CPU, median=100.0, date="2026-11-20T08:00:00Z"):
    """A history record as ab.py's history_record() writes it, two files."""
    return {"commit": commit, "subject": subject, "date": date,
            "machine": {"cpu": cpu, "cores": 2, "os": "Linux 6.1"},
            "build": {"compiler": "GNU 12.2.0", "build_type": "Release", "flags": "-O3 -DNDEBUG -march=native"},
            "workload": {"options": ["--threads=1"], "rounds": 8},
            "files": {name: {"puzzles": 60, "solved": 60, "median_us": median * factor, "mean_us": median * factor,
                             "p90_us": 2 * median * factor, "guesses": 12, "recursions": 80}
                      for name, factor in (("puzzles_1_standard_easy.txt", 1.0), ("puzzles_7_bigger.txt", 50.0))}}


def ab_report():
    """An ab.py --json report: one file slower, with counters that differ."""
    version = {"label": "HEAD", "commit": "c" * 40, "binary": "/cache/build/sudoku-bench", "args": [],
               "version": "sudoku-bench 1.0\ncommit: ccccccc\ncompiler: GNU 12.2.0"}
    return {"tool": "ab", "date": "2026-11-22T09:00:00Z", "verdict": "slower", "exit": 1, "threshold": 0.05,
            "statistic": "ratio = geometric mean over puzzles of new/base", "rounds": 8, "warmup": 1,
            "options": ["--threads=1", "--search=learn"], "machine": {"cpu": THIS_CPU, "cores": 2, "os": "Linux 6.1"},
            "base": dict(version, label="HEAD~1", commit="b" * 40), "new": version,
            "files": [{"file": "puzzles_1_standard_easy.txt", "puzzles": 60, "paired": 60, "counters_equal": True,
                       "counters_changed": 0, "base_median_us": 100.0, "new_median_us": 101.0,
                       "ratio": 1.01, "ci": [0.99, 1.03], "verdict": "same"},
                      {"file": "puzzles_7_bigger.txt", "puzzles": 10, "paired": 10, "counters_equal": False,
                       "counters_changed": 3, "base_median_us": 5000.0, "new_median_us": 5900.0,
                       "ratio": 1.18, "ci": [1.12, 1.24], "verdict": "slower"}],
            "overall": {"puzzles": 70, "paired": 70, "ratio": 1.09, "ci": [1.05, 1.13], "verdict": "slower"}}


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.out = os.path.join(self.dir.name, "report.html")

    def write(self, name, text):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def history(self, records):
        return self.write("history.jsonl", "".join(json.dumps(r) + "\n" for r in records))

    def report(self, *args):
        run = subprocess.run([sys.executable, REPORT, *args], capture_output=True, text=True, timeout=60)
        page = None
        if os.path.exists(self.out):
            with open(self.out, encoding="utf-8") as f:
                page = f.read()
        return run.returncode, run.stdout + run.stderr, page

    def test_renders_history_and_ab(self):
        records = [record("1" * 40, median=100.0, date="2026-11-18T08:00:00Z"),
                   record("2" * 40, cpu=OTHER_CPU, median=80.0, date="2026-11-19T08:00:00Z"),
                   record("3" * 40, median=110.0, date="2026-11-20T08:00:00Z")]
        code, out, page = self.report("--history", self.history(records), "--ab",
                                      self.write("ab.json", json.dumps(ab_report())), "--out", self.out)
        self.assertEqual(code, 0, out)
        self.assertIn("3 history record(s), A/B verdict slower", out)
        self.assertIn("<svg", page)
        self.assertEqual(page.count("<svg"), page.count("</svg>"))
        for commit in ("1111111", "2222222", "3333333"):
            self.assertIn(commit, page)
        # The A/B table: medians, ratio with its interval, verdict, counters.
        self.assertIn('<td>1.180x [1.120, 1.240]</td><td class="slower">slower</td><td class="differ">3 differ</td>',
                      page)
        self.assertIn('<td class="num">5,000</td><td class="num">5,900</td>', page)
        self.assertIn('Verdict: <span class="slower">slower</span>, overall new/base 1.090x [1.050, 1.130]', page)
        # Provenance of the run: versions, options, machine.
        self.assertIn("HEAD~1 commit " + "b" * 40, page)
        self.assertIn("--threads=1 --search=learn", page)
        self.assertIn(f"{THIS_CPU}, 2 cores, Linux 6.1", page)
        # The record on another processor is told apart: hollow markers (one per file) and a note.
        self.assertEqual(len(re.findall(r'<circle [^>]*fill="#fff"', page)), 2)
        self.assertIn(f"measured on another processor than the newest record&#x27;s ({THIS_CPU})", page)
        # Self-contained: nothing loaded, nothing run.
        for reference in ("http", "<script", "src=", "href=", "url(", "@import"):
            self.assertNotIn(reference, page)

    def retimed(self, name, verdict, ratio):
        """A pass of ab.py that timed the first pass's slower file again."""
        again = ab_report()
        again["files"] = [dict(again["files"][1], ratio=ratio, ci=[ratio - 0.05, ratio + 0.05], verdict=verdict)]
        again["verdict"] = again["overall"]["verdict"] = verdict
        return self.write(name, json.dumps(again))

    def test_a_file_timed_again_the_same_clears_the_first_pass_verdict(self):
        history = self.history([record("1" * 40)])
        first = self.write("ab.json", json.dumps(ab_report()))
        code, out, page = self.report("--history", history, "--ab", first, "--retimed",
                                      self.retimed("again-1.json", "same", 0.95), "--out", self.out)
        self.assertEqual(code, 0, out)
        self.assertIn("A/B verdict same", out)
        self.assertIn('First pass: <span class="slower">slower</span>', page)
        self.assertIn('After 1 more pass(es): <span class="same">same</span>; slower in every pass: none', page)
        self.assertIn('<td>0.950x [0.900, 1.000]</td><td class="same">same</td>', page)

    def test_a_file_slower_in_every_pass_stays_slower(self):
        history = self.history([record("1" * 40)])
        first = self.write("ab.json", json.dumps(ab_report()))
        code, out, page = self.report("--history", history, "--ab", first,
                                      "--retimed", self.retimed("again-1.json", "slower", 1.2),
                                      "--retimed", self.retimed("again-2.json", "slower", 1.3), "--out", self.out)
        self.assertEqual(code, 0, out)
        self.assertIn("A/B verdict slower", out)
        self.assertIn('After 2 more pass(es): <span class="slower">slower</span>; slower in every pass: '
                      'puzzles_7_bigger.txt', page)
        code, out, _ = self.report("--history", history, "--retimed", first, "--out", self.out)
        self.assertEqual(code, 2, out)
        self.assertIn("--retimed needs --ab", out)

    def test_escapes_markup_in_a_subject(self):
        hostile = '<script>alert("x")</script> & <b>bold</b>'
        code, out, page = self.report("--history", self.history([record("a" * 40, subject=hostile)]),
                                      "--out", self.out)
        self.assertEqual(code, 0, out)
        self.assertNotIn("<script", page)
        self.assertNotIn("<b>", page)
        self.assertIn("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;", page)

    def test_empty_history_renders_with_a_note(self):
        path = self.write("history.jsonl", "")
        code, out, page = self.report("--history", path, "--out", self.out)
        self.assertEqual(code, 0, out)
        self.assertIn("0 history record(s)", out)
        self.assertIn(f"no records in {path} yet", page)
        self.assertNotIn("<svg", page)
        self.assertTrue(page.rstrip().endswith("</html>"))

    def test_missing_or_invalid_input_exits_2(self):
        good_history = self.history([record("a" * 40)])
        cases = [
            (["--history", os.path.join(self.dir.name, "absent.jsonl")], "absent.jsonl: No such file"),
            (["--history", self.write("bad.jsonl", '{"commit": "x", "files": {}}\nnot json\n')],
             "bad.jsonl:2: not JSON"),
            (["--history", self.write("nofiles.jsonl", '{"commit": "x"}\n')], "nofiles.jsonl:1: not an ab.py history"),
            (["--history", good_history, "--ab", os.path.join(self.dir.name, "absent.json")],
             "absent.json: No such file"),
            (["--history", good_history, "--ab", self.write("lines.json", '{"tool": "ab"}\n{"tool": "ab"}\n')],
             "lines.json: not JSON: is it an ab.py --json report?"),
            (["--history", good_history, "--ab", self.write("other.json", '{"tool": "perf_table"}')],
             "other.json: not an ab.py --json report"),
        ]
        for args, message in cases:
            with self.subTest(args=args):
                code, out, page = self.report(*args, "--out", self.out)
                self.assertEqual(code, 2, out)
                self.assertIn(message, out)
                self.assertIsNone(page)
        code, out, _ = self.report("--out", self.out)  # --history is required
        self.assertEqual(code, 2, out)

    def test_chart_places_points_on_a_log_scale(self):
        svg = svg_chart.line_chart([("f", [10.0, 100.0, 1000.0, None, 1000.0])], [("a", ""), ("b", ""), ("c", ""),
                                                                                  ("d", ""), ("e", "")],
                                   title="t", y_label="y", hollow={4})
        ys = [float(y) for y in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)" r="3.5" fill="[^"]+" stroke', svg)]
        self.assertEqual(len(ys), 4)  # the gap is not drawn
        self.assertAlmostEqual(ys[0] - ys[1], ys[1] - ys[2], delta=0.2)  # a decade is a decade
        self.assertEqual(svg.count("<polyline"), 1)  # the gap splits the line; a lone point has none
        self.assertEqual(len(re.findall(r'fill="#fff" stroke', svg)), 1)
        self.assertIsNone(svg_chart.line_chart([("f", [None, 0.0])], [("a", ""), ("b", "")], title="t", y_label="y"))


if __name__ == "__main__":
    unittest.main()
