#!/usr/bin/env python3
"""Two solvers of one `sudoku-bench sweep --solver=A,B` run, point by point: where B beats A.

    scripts/experiments/sweep_ratio.py SWEEP.csv [--base native] [--other cadical] [--markdown OUT]

The rows of each instance (file and line) are paired, one per solver. Per point (size, share of
givens; the file) it prints a markdown table: instances, solved by each, each solver's median
time (a timeout counted at its time, as the sweep's summary does), the ratio of the medians
(base/other: above 1, the other solver is faster), the geometric mean of the per-instance ratios
over the instances both solved, and on how many instances base was faster (solved where the other
was not, or both solved and base sooner). A point is listed under "base loses" when the other
solver solved more of it, or as many and was faster on more than half of the instances either
solved (a sign test's reading: medians and geometric means disagree where one solver's times are
steady and the other's spread). Exit status 0; 2 on unusable input.
"""

import argparse
import math
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # scripts/: benchkit
from benchkit.schema import SWEEP_POINT_NAME, CsvError, read_csv, solver_of  # noqa: E402
from benchkit.stats import median  # noqa: E402
from benchkit.tables import markdown_table  # noqa: E402

REQUIRED = ("file", "line", "size", "status", "solve_us")


def paired_instances(rows, base, other):
    """{point: [(base row, other row)]}, the point being the file's name without its directory."""
    by_instance = defaultdict(dict)
    for row in rows:
        by_instance[(os.path.basename(row["file"]), row["line"])][solver_of(row)] = row
    points = defaultdict(list)
    for (point, _), solvers in by_instance.items():
        if base in solvers and other in solvers:
            points[point].append((solvers[base], solvers[other]))
    return points


def order(point):
    match = SWEEP_POINT_NAME.search(point)
    return (int(match.group(1)), float(match.group(2)), point) if match else (math.inf, math.inf, point)


def seconds(row):
    return float(row["solve_us"]) / 1e6


def solved(row):
    return row["status"] == "solved"


def summarise(pairs):
    both = [(a, b) for a, b in pairs if solved(a) and solved(b)]
    base_median = median([seconds(a) for a, _ in pairs])
    other_median = median([seconds(b) for _, b in pairs])
    logs = [math.log(seconds(a) / seconds(b)) for a, b in both if seconds(a) > 0 and seconds(b) > 0]
    return {
        "instances": len(pairs),
        "base_solved": sum(solved(a) for a, _ in pairs),
        "other_solved": sum(solved(b) for _, b in pairs),
        "base_median": base_median,
        "other_median": other_median,
        "ratio": base_median / other_median if other_median > 0 else math.inf,
        "paired": math.exp(sum(logs) / len(logs)) if logs else None,
        "base_faster": sum(solved(a) and (not solved(b) or seconds(a) < seconds(b)) for a, b in pairs),
        "decided": sum(solved(a) or solved(b) for a, b in pairs),
    }


def loses(s):
    """The other solver solves more, or as many and is faster on more than half of the instances
    either solved (a point where neither solved anything is a tie)."""
    if s["other_solved"] != s["base_solved"]:
        return s["other_solved"] > s["base_solved"]
    return 2 * s["base_faster"] < s["decided"]


def fmt_seconds(value):
    return f"{value * 1e3:.3g} ms" if value < 1 else f"{value:.3g} s"


def report(points, base, other):
    columns = [("point", "<")] + [(name, ">") for name in (
        "instances", f"{base} solved", f"{other} solved", f"{base} median", f"{other} median",
        f"{base}/{other} (medians)", "paired (both solved)", f"{base} faster on")]
    rows, losing = [], []
    for point in sorted(points, key=order):
        s = summarise(points[point])
        paired = f"{s['paired']:.3g}" if s["paired"] is not None else "-"
        rows.append([point, str(s["instances"]), str(s["base_solved"]), str(s["other_solved"]),
                     fmt_seconds(s["base_median"]), fmt_seconds(s["other_median"]), f"{s['ratio']:.3g}", paired,
                     str(s["base_faster"])])
        if loses(s):
            losing.append(point)
    text = markdown_table(columns, rows) + "\n"
    text += f"\n{base} loses to {other} at {len(losing)} of {len(rows)} points"
    text += (": " + ", ".join(losing) + "\n") if losing else "\n"
    return text


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("csv", metavar="SWEEP.csv")
    parser.add_argument("--base", default="native", help="the solver judged (default: native)")
    parser.add_argument("--other", default="cadical", help="the solver it is judged against (default: cadical)")
    parser.add_argument("--markdown", metavar="OUT", help="also write the table to OUT")
    args = parser.parse_args(argv)
    try:
        table = read_csv(args.csv, REQUIRED)
    except CsvError as e:
        print(f"sweep_ratio.py: {e}", file=sys.stderr)
        return 2
    points = paired_instances(table.rows, args.base, args.other)
    if not points:
        print(f"sweep_ratio.py: {args.csv}: no instance has rows of both {args.base} and {args.other}",
              file=sys.stderr)
        return 2
    text = report(points, args.base, args.other)
    sys.stdout.write(text)
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
