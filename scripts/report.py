#!/usr/bin/env python3
"""One self-contained HTML page of the timing history and the latest A/B comparison.

    scripts/report.py --history results/history.jsonl [--ab build/ab.json] [--retimed build/ab-again-1.json ...]
                      [--out build/report.html]

Sections:
  Latest A/B       scripts/ab.py --json's report: per file the base and new medians, the ratio new/base
                   with its 95% interval, the verdict and whether the counters are equal; with
                   --retimed, the files timed again and the verdict that stands: a file is slower
                   only when every pass called it slower (as scripts/ab_gate.sh decides)
  Trend            per file, the median solve time per puzzle over the history records, log scale;
                   hollow markers are records measured on another processor than the newest one
  Latest figures   the newest record per file, its median against the last earlier record measured
                   on the same processor
  Records          every history record: commit, date, subject, machine, compiler and flags, workload
  Provenance       of the A/B run (versions, options, machine), else of the newest record

The page loads nothing and runs no script: the charts are inline SVG drawn here (svg_chart.py), so it
opens from disk, as a mail attachment or a CI artifact alike. Standard library only.

Exit status: 0 written, 2 a missing or unreadable input.
"""

import argparse
import json
import os
import sys

import bench_history
from bench_history import HistoryError, section, text
import svg_chart
from benchkit.provenance import now_utc
from benchkit.stats import slower_files
from benchkit.tables import fmt_count, fmt_ratio_ci, fmt_us
from svg_chart import esc

STYLE = """
body { font-family: sans-serif; margin: 1.5em 2em; color: #222; max-width: 1400px; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.8em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 0.9em; margin: 0.6em 0; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f4f4f4; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.overall td { font-weight: bold; } .note { color: #555; font-size: 0.9em; }
.slower { color: #b00; font-weight: bold; } .faster { color: #070; font-weight: bold; } .same { color: #555; }
.differ { color: #b60; } pre { margin: 0; font-size: 0.9em; white-space: pre-wrap; }
"""


# ---- inputs ----

def read_ab(path):
    """The ab.py --json report, checked for the parts the page shows."""
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except OSError as e:
        raise HistoryError(f"{path}: {e.strerror}")
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise HistoryError(f"{path}: not JSON: is it an ab.py --json report?")
    if (not isinstance(document, dict) or document.get("tool") != "ab" or not isinstance(document.get("files"), list)
            or not all(isinstance(entry, dict) and "file" in entry for entry in document["files"])):
        raise HistoryError(f"{path}: not an ab.py --json report (no \"tool\": \"ab\" with a \"files\" list)")
    return document


# ---- formatting ----

def machine_text(machine):
    if not isinstance(machine, dict) or not machine:
        return "unknown"
    cores = f"{machine['cores']} cores" if machine.get("cores") else None
    return ", ".join(text(part) for part in (machine.get("cpu"), cores, machine.get("os")) if part)


def build_text(build):
    kind = " ".join(text(part, "") for part in (build.get("build_type"), build.get("flags"))).strip()
    return kind or "unknown"


def workload_text(workload):
    options = workload.get("options")
    options = " ".join(str(o) for o in options) if isinstance(options, list) and options else "default options"
    rounds = f", {workload['rounds']} rounds" if workload.get("rounds") else ""
    return options + rounds


def cell(value, css=None):
    """A table cell: escaped text, with a class for numbers or verdicts."""
    return f'<td class="{esc(css)}">{esc(value)}</td>' if css else f"<td>{esc(value)}</td>"


def table(headers, rows, row_classes=None):
    """rows: lists of ready <td> strings (made by cell()); no header row when headers is None."""
    out = ["<table>"]
    if headers is not None:
        out.append("<tr>" + "".join(f"<th>{esc(h)}</th>" for h in headers) + "</tr>")
    for i, row in enumerate(rows):
        css = row_classes[i] if row_classes and row_classes[i] else None
        out.append((f'<tr class="{esc(css)}">' if css else "<tr>") + "".join(row) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def note(message):
    return f'<p class="note">{esc(message)}</p>'


# ---- sections ----

def standing_verdict(ab, retimes):
    """The files slower in the first pass and in every pass after it, and the verdict that stands."""
    slower = slower_files(ab)
    first = text(ab.get("verdict"))
    if not retimes:
        return slower, first
    for _, again in retimes:
        slower &= slower_files(again)
    return slower, "slower" if slower else ("same" if first == "slower" else first)


def retimed_section(ab, retimes):
    """What each pass timed again read, file by file, and the verdict that stands after them."""
    slower, verdict = standing_verdict(ab, retimes)
    out = [f'<p>After {len(retimes)} more pass(es): <span class="{esc(verdict)}">{esc(verdict)}</span>; '
           f"slower in every pass: {esc(', '.join(sorted(slower)) or 'none')}</p>"]
    rows = []
    for path, again in retimes:
        for entry in again["files"]:
            word = text(entry.get("verdict"))
            rows.append([cell(path), cell(entry["file"]), cell(fmt_us(entry.get("base_median_us")), "num"),
                         cell(fmt_us(entry.get("new_median_us")), "num"), cell(fmt_ratio_ci(entry)), cell(word, word)])
    out.append(table(["pass", "file", "base median µs", "new median µs", "new/base [95% CI]", "verdict"], rows))
    return "\n".join(out)


def ab_section(ab, path, retimes=()):
    out = ["<h2>Latest A/B</h2>"]
    overall = ab.get("overall") if isinstance(ab.get("overall"), dict) else {}
    verdict = text(ab.get("verdict"))
    first = "First pass" if retimes else "Verdict"
    out.append(f'<p>{first}: <span class="{esc(verdict)}">{esc(verdict)}</span>, overall new/base '
               f"{esc(fmt_ratio_ci(overall))} ({esc(path)}, {esc(text(ab.get('date')))})</p>")
    rows, classes = [], []
    for entry in ab["files"] + ([dict(overall, file="overall")] if overall else []):
        changed = entry.get("counters_changed")
        if entry["file"] == "overall":
            changed = sum(e.get("counters_changed") or 0 for e in ab["files"])
        counters = "equal" if not changed else f"{changed} differ"
        word = text(entry.get("verdict"))
        rows.append([cell(entry["file"]), cell(text(entry.get("puzzles"), "-"), "num"),
                     cell(text(entry.get("paired"), "-"), "num"), cell(fmt_us(entry.get("base_median_us")), "num"),
                     cell(fmt_us(entry.get("new_median_us")), "num"), cell(fmt_ratio_ci(entry)),
                     cell(word, word), cell(counters, "differ" if changed else None)])
        classes.append("overall" if entry["file"] == "overall" else None)
    out.append(table(["file", "puzzles", "paired", "base median µs", "new median µs", "new/base [95% CI]",
                      "verdict", "counters"], rows, classes))
    if retimes:
        out.append(retimed_section(ab, retimes))
    if ab.get("statistic"):
        out.append(note(f"statistic: {ab['statistic']}"))
    return "\n".join(out)


def trend_section(records, path):
    out = ["<h2>Trend</h2>"]
    if not records:
        out.append(note(f"no records in {path} yet: scripts/ab.py --history {path} appends one per run"))
        return "\n".join(out)
    names = bench_history.file_names(records)
    labels = [(bench_history.short_commit(r), bench_history.day(r)) for r in records]
    others = bench_history.on_other_machine(records)
    chart = svg_chart.line_chart([(name, bench_history.series(records, name)) for name in names], labels,
                                 title="Median solve time per puzzle, by file", y_label="median µs per puzzle (log)",
                                 hollow=others, unit=" µs")
    out.append(chart if chart else note("no record has a median time to draw"))
    if others:
        out.append(note(f"hollow markers: {len(others)} record(s) measured on another processor than the newest "
                        f"record's ({bench_history.reference_cpu(records)}): their times do not compare"))
    return "\n".join(out)


def latest_section(records):
    if not records:
        return ""
    latest = records[-1]
    reference = bench_history.cpu(latest)
    earlier = [r for r in records[:-1] if bench_history.cpu(r) == reference]
    rows = []
    for name, figures in latest["files"].items():
        median = bench_history.figure(latest, name, "median_us")
        # The last earlier record of this file on this processor: the step the newest one made.
        before = next((r for r in reversed(earlier) if bench_history.figure(r, name, "median_us")), None)
        change = "-"
        if before and median is not None:
            change = (f"{median / bench_history.figure(before, name, 'median_us'):.3f}x "
                      f"vs {bench_history.short_commit(before)}")
        rows.append([cell(name), cell(fmt_count(figures.get("puzzles")), "num"),
                     cell(fmt_count(figures.get("solved")), "num"), cell(fmt_us(figures.get("median_us")), "num"),
                     cell(fmt_us(figures.get("mean_us")), "num"), cell(fmt_us(figures.get("p90_us")), "num"),
                     cell(fmt_count(figures.get("guesses")), "num"), cell(fmt_count(figures.get("recursions")), "num"),
                     cell(change)])
    return "\n".join([
        f"<h2>Latest figures: {esc(bench_history.short_commit(latest))} {esc(bench_history.day(latest))}</h2>",
        table(["file", "puzzles", "solved", "median µs", "mean µs", "p90 µs", "guesses", "recursions",
               "median against the last earlier record on this processor"], rows),
        note("times are per puzzle, each its median over the rounds; guesses and recursions are totals over "
             "the solved puzzles")])


def records_section(records):
    if not records:
        return ""
    others = bench_history.on_other_machine(records)
    rows = []
    for i, record in enumerate(records):
        build = section(record, "build")
        rows.append([cell(i + 1, "num"), cell(text(record.get("commit"))[:12]), cell(text(record.get("date"))),
                     cell(text(record.get("subject"), "")), cell(machine_text(record.get("machine"))),
                     cell(text(build.get("compiler"))), cell(build_text(build)),
                     cell(workload_text(section(record, "workload")))])
    classes = ["differ" if i in others else None for i in range(len(records))]
    return "\n".join(["<h2>Records</h2>",
                      table(["#", "commit", "date", "subject", "machine", "compiler", "build and flags",
                             "workload"], rows, classes),
                      note("oldest first, the order of the trend's x axis; rows in orange were measured on another "
                           "processor than the newest record") if others else ""])


def version_rows(role, version):
    if not isinstance(version, dict):
        return [[cell(role), cell("unknown")]]
    args = version.get("args")
    described = " ".join(part for part in (
        text(version.get("label"), ""), f"commit {version['commit']}" if version.get("commit") else "",
        f"({version['binary']})" if version.get("binary") else "",
        f"with {' '.join(map(str, args))}" if isinstance(args, list) and args else "") if part)
    rows = [[cell(role), cell(described or "unknown")]]
    if version.get("version"):
        rows.append([cell(f"{role} --version"), f"<td><pre>{esc(version['version'])}</pre></td>"])
    return rows


def provenance_section(ab, ab_path, records, history_path):
    rows = [[cell("report written"), cell(now_utc())], [cell("history"), cell(f"{history_path}, "
                                                                              f"{len(records)} record(s)")]]
    if ab is not None:
        options = ab.get("options")
        rows += [[cell("A/B report"), cell(f"{ab_path}, run {text(ab.get('date'))}")]]
        rows += version_rows("base", ab.get("base")) + version_rows("new", ab.get("new"))
        rows += [[cell("options"), cell(" ".join(map(str, options)) if isinstance(options, list) else "unknown")],
                 [cell("rounds"), cell(f"{text(ab.get('rounds'))} after {text(ab.get('warmup'))} warm-up")],
                 [cell("threshold"), cell(text(ab.get("threshold")))],
                 [cell("machine"), cell(machine_text(ab.get("machine")))]]
    elif records:
        latest = records[-1]
        build = section(latest, "build")
        rows += [[cell("newest record"), cell(f"{text(latest.get('commit'))}, {text(latest.get('date'))}")],
                 [cell("machine"), cell(machine_text(latest.get("machine")))],
                 [cell("compiler"), cell(text(build.get("compiler")))], [cell("build"), cell(build_text(build))],
                 [cell("workload"), cell(workload_text(section(latest, "workload")))]]
    return "\n".join(["<h2>Provenance</h2>", table(None, rows)])


def page(records, history_path, ab, ab_path, retimes=()):
    title = "sudoku-bench timing report"
    parts = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">', f"<title>{esc(title)}</title>",
             f"<style>{STYLE}</style>", "</head>", "<body>", f"<h1>{esc(title)}</h1>"]
    if ab is not None:
        parts.append(ab_section(ab, ab_path, retimes))
    parts += [trend_section(records, history_path), latest_section(records), records_section(records),
              provenance_section(ab, ab_path, records, history_path), "</body>", "</html>"]
    return "\n".join(part for part in parts if part) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Write one self-contained HTML page (inline SVG, no script) of the timing history and "
                    "the latest A/B comparison.",
        epilog="Example: scripts/report.py --history results/history.jsonl --ab build/ab.json "
               "--out build/report.html")
    parser.add_argument("--history", required=True, metavar="PATH",
                        help="the records scripts/ab.py --history appends (results/history.jsonl)")
    parser.add_argument("--ab", metavar="AB_JSON", help="an scripts/ab.py --json report to show as the latest A/B")
    parser.add_argument("--retimed", action="append", default=[], metavar="AB_JSON",
                        help="an scripts/ab.py --json report of the files timed again after --ab, in order "
                             "(repeatable): the page shows them and the verdict that stands")
    parser.add_argument("--out", default="report.html", metavar="FILE.html", help="where to write the page "
                        "(default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        records = bench_history.read_history(args.history)
        ab = read_ab(args.ab) if args.ab else None
        retimes = [(path, read_ab(path)) for path in args.retimed]
    except HistoryError as e:
        print(f"report.py: {e}", file=sys.stderr)
        return 2
    if retimes and ab is None:
        print("report.py: --retimed needs --ab, the first pass it follows", file=sys.stderr)
        return 2
    document = page(records, args.history, ab, args.ab, retimes)
    try:
        if os.path.dirname(args.out):
            os.makedirs(os.path.dirname(args.out), exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(document)
    except OSError as e:
        print(f"report.py: {args.out}: {e.strerror}", file=sys.stderr)
        return 2
    print(f"report.py: wrote {args.out} ({len(records)} history record(s)"
          + (f", A/B verdict {standing_verdict(ab, retimes)[1]})" if ab is not None else ")"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
