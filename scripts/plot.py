#!/usr/bin/python3
"""Draw PNG charts from sudoku-bench CSV runs, or from the timing history.

    scripts/plot.py CSV... [--out DIR] [--techniques SET]
    scripts/plot.py --history results/history.jsonl [--out DIR]

Writes to DIR (default: the current directory):
  solve_time_by_size.png  solve-time distribution per grid size, log scale (one technique set)
  guesses_vs_time.png     guesses against solve time per puzzle, log-log, coloured by size
  ablation.png            per puzzle file, one bar per technique set: median solve time and
                          guesses per puzzle (drawn when the CSVs hold two sets or more)

The first two use one technique set, --techniques (default: `all` when present, else the most
frequent one). Rows of another solver than the project's (the CSV's solver column, from
`--solver=native,cadical`) are a series of their own, named by the solver: a bar beside the
technique sets in ablation.png, and --techniques=cadical draws the first two for them. Lines starting with '#' (provenance) are skipped.

With --sweep, a `sudoku-bench sweep` CSV (one file per point, named nN_gP_KIND.txt):
  sweep.png               per solver a panel of median (solid) and p90 (dashed) solve time against
                          the share of givens, a curve per size, log scale, and below it the share
                          solved within the limit
  sweep.html              the same figure inline (base64) and the table of points: a page a browser
                          opens from disk, with nothing fetched

With --history, the records scripts/ab.py --history appends (see bench_history.py):
  history.png             per file, the median solve time per puzzle over the records (log scale) and
                          the guesses per solved puzzle; x is the record order, labelled by commit and
                          date. Hollow markers: records measured on another processor than the newest.

Needs matplotlib: Debian's python3-matplotlib (`bash scripts/setup.sh --plot`), hence /usr/bin/python3
above; it is imported only to draw, so --help works without it. Without it, drawing exits with
status 2 and says how to install it.
"""

import argparse
import base64
import html
import math
import os
import sys
from collections import Counter, defaultdict

import bench_history
from benchkit.schema import DEFAULT_SOLVER, SWEEP_POINT_NAME, CsvError, read_csv, solver_of
from benchkit.stats import median

plt = None  # matplotlib.pyplot, once load_pyplot() has imported it


def load_pyplot():
    """Import matplotlib only when there is something to draw: --help and argument errors need none."""
    global plt
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot
    except ImportError:
        print("plot.py: matplotlib is missing: install python3-matplotlib (bash scripts/setup.sh --plot) "
              "and run with the system python3", file=sys.stderr)
        sys.exit(2)
    plt = matplotlib.pyplot

# The ablation's order, cheapest first; other sets follow in order of appearance.
ABLATION_ORDER = ["none", "fl", "fl+mrv", "fl+mrv+cp", "fl+mrv+cp+subsets", "fl+mrv+cp+intersections", "all"]


def canonical(techniques):
    """"fl,mrv" and "fl+mrv" are the same set; the harness writes the '+' form."""
    return techniques.strip().replace(",", "+")


def number(text, kind=float):
    try:
        return kind(text)
    except (TypeError, ValueError):
        return None


# The columns the charts read (in the harness's order: `sudoku-bench --list-columns`).
REQUIRED = ("file", "size", "techniques", "status", "solve_us", "guesses")


def read_rows(paths):
    rows = []
    for path in paths:
        try:
            table = read_csv(path, REQUIRED)
        except CsvError as e:
            sys.exit(f"plot.py: {e}")
        for row in table.rows:
            rows.append({
                "file": os.path.basename(row["file"]),
                "size": number(row["size"], int),
                "techniques": series_of(row),
                "status": row["status"],
                "solve_us": number(row["solve_us"]),
                "guesses": number(row["guesses"], int),
                "search": row.get("search") or None,
            })
    return rows


def series_of(row):
    """What a row's bars and boxes are labelled by: the technique set for the project's solver, the
    solver's name (cadical, lib:..., cmd:...) for another, whose techniques say n/a (or, in a CSV of
    an older harness, repeat the run's technique labels although they do not describe it)."""
    solver = solver_of(row)
    return canonical(row["techniques"]) if solver == DEFAULT_SOLVER else solver


def technique_order(rows):
    seen = []
    for row in rows:
        if row["techniques"] not in seen:
            seen.append(row["techniques"])
    known = [t for t in ABLATION_ORDER if t in seen]
    return known + [t for t in seen if t not in known]


def pick_techniques(rows, wanted):
    present = Counter(row["techniques"] for row in rows)
    if wanted:
        wanted = canonical(wanted)
        if wanted not in present:
            sys.exit(f"plot.py: no rows with techniques '{wanted}' (present: {', '.join(sorted(present))})")
        return wanted
    return "all" if "all" in present else present.most_common(1)[0][0]


def search_text(rows):
    """", search: S" for the searches the rows name (the CSV's search column), or "" without one."""
    searches = sorted({r["search"] for r in rows if r["search"] and r["search"] != "n/a"})
    if not searches:
        return ""
    return f", search{'es' if len(searches) > 1 else ''}: {', '.join(searches)}"


def file_label(name):
    stem = name[:-4] if name.endswith(".txt") else name
    return stem[len("puzzles_"):].replace("_", " ") if stem.startswith("puzzles_") else stem


def plot_time_by_size(rows, techniques, out):
    by_size = defaultdict(list)
    for row in rows:
        if row["techniques"] == techniques and row["status"] == "solved" and row["size"] and row["solve_us"]:
            by_size[row["size"]].append(max(row["solve_us"], 0.1))
    if not by_size:
        return None
    sizes = sorted(by_size)
    fig, ax = plt.subplots(figsize=(max(6, 0.8 * len(sizes) + 3), 5))
    ax.boxplot([by_size[n] for n in sizes], labels=[f"{n}x{n}\nn={len(by_size[n])}" for n in sizes],
               showfliers=True, flierprops={"markersize": 3, "alpha": 0.5})
    ax.set_yscale("log")
    ax.set_title(f"Solve time per puzzle by grid size (techniques: {techniques}, solved puzzles)")
    ax.set_xlabel("grid size (N x N), n = puzzles")
    ax.set_ylabel("solve time per puzzle (µs, log scale)")
    ax.grid(axis="y", which="major", alpha=0.3)
    return save(fig, out, "solve_time_by_size.png")


def plot_guesses_vs_time(rows, techniques, out):
    points = [r for r in rows if r["techniques"] == techniques and r["solve_us"] and r["guesses"] is not None
              and r["size"] and r["status"] in ("solved", "timeout")]
    if not points:
        return None
    sizes = sorted({r["size"] for r in points})
    # Qualitative colours: neighbouring sizes must stay apart.
    cmap = plt.get_cmap("tab10" if len(sizes) <= 10 else "tab20")
    fig, ax = plt.subplots(figsize=(8, 6))
    for i, n in enumerate(sizes):
        for status, marker in (("solved", "o"), ("timeout", "x")):
            pts = [r for r in points if r["size"] == n and r["status"] == status]
            if not pts:
                continue
            label = f"{n}x{n}" + (" (timeout)" if status == "timeout" else "")
            ax.scatter([r["guesses"] + 1 for r in pts], [max(r["solve_us"], 0.1) for r in pts],
                       s=14, marker=marker, color=cmap(i), alpha=0.7, label=label)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_title(f"Guesses against solve time, one point per puzzle (techniques: {techniques})")
    ax.set_xlabel("guesses + 1 (count, log scale)")
    ax.set_ylabel("solve time (µs, log scale)")
    ax.grid(which="major", alpha=0.3)
    ax.legend(title="grid size", fontsize=8, ncol=2 if len(sizes) > 6 else 1)
    return save(fig, out, "guesses_vs_time.png")


def plot_ablation(rows, out):
    order = technique_order(rows)
    if len(order) < 2:
        return None
    files = sorted({r["file"] for r in rows})
    groups = defaultdict(list)
    for r in rows:
        groups[(r["file"], r["techniques"])].append(r)

    def median_us(rs):
        times = [r["solve_us"] for r in rs if r["solve_us"] is not None]
        return median(times) if times else math.nan

    def guesses_per_puzzle(rs):
        counts = [r["guesses"] for r in rs if r["guesses"] is not None]
        return sum(counts) / len(counts) if counts else math.nan

    fig, (ax_time, ax_guess) = plt.subplots(2, 1, figsize=(max(9, 1.6 * len(files) + 3), 9), sharex=True)
    width = 0.8 / len(order)
    cmap = plt.get_cmap("tab10")
    for j, techniques in enumerate(order):
        xs = [i + (j - (len(order) - 1) / 2) * width for i in range(len(files))]
        cells = [groups.get((f, techniques), []) for f in files]
        times = [median_us(rs) if rs else math.nan for rs in cells]
        guesses = [guesses_per_puzzle(rs) if rs else math.nan for rs in cells]
        ax_time.bar(xs, times, width, label=techniques, color=cmap(j % 10))
        ax_guess.bar(xs, guesses, width, color=cmap(j % 10))
        for x, rs, t in zip(xs, cells, times):
            timeouts = sum(r["status"] == "timeout" for r in rs)
            if timeouts and not math.isnan(t):
                ax_time.annotate(f"{timeouts} t/o", (x, t), xytext=(0, 2),
                                 textcoords="offset points", ha="center", va="bottom", fontsize=6, rotation=90)
    ax_time.set_yscale("log")
    low, high = ax_time.get_ylim()
    ax_time.set_ylim(low, high * 4)  # room for the timeout labels above the tallest bars
    ax_time.set_ylabel("median solve time (µs, log scale)")
    ax_time.set_title(f"Technique ablation per puzzle file{search_text(rows)} "
                      "(\"N t/o\": N puzzles stopped by the timeout)")
    ax_time.legend(title="techniques or solver", fontsize=8, ncol=min(4, len(order)))
    ax_guess.set_yscale("symlog", linthresh=1)
    ax_guess.set_ylabel("guesses per puzzle (mean, symlog scale)")
    ax_guess.set_xticks(range(len(files)))
    ax_guess.set_xticklabels([file_label(f) for f in files], rotation=20, ha="right")
    ax_guess.set_xlabel("puzzle file")
    for ax in (ax_time, ax_guess):
        ax.grid(axis="y", which="major", alpha=0.3)
    return save(fig, out, "ablation.png")


def plot_history(records, out):
    """history.png: median time (log) and guesses per solved puzzle (symlog) per file over the records."""
    names = bench_history.file_names(records)
    others = bench_history.on_other_machine(records)
    xs = range(len(records))
    fig, (ax_time, ax_guess) = plt.subplots(2, 1, figsize=(max(8, 0.55 * len(records) + 5), 8), sharex=True,
                                            gridspec_kw={"height_ratios": [3, 2]})
    cmap = plt.get_cmap("tab10" if len(names) <= 10 else "tab20")
    for k, name in enumerate(names):
        colour = cmap(k % cmap.N)
        for ax, values in ((ax_time, bench_history.series(records, name)),
                           (ax_guess, bench_history.per_puzzle(records, name, "guesses"))):
            # NaN breaks the line where a record lacks the file.
            ys = [math.nan if v is None else v for v in values]
            ax.plot(xs, ys, color=colour, linewidth=1.5, label=file_label(name) if ax is ax_time else None)
            for hollow in (False, True):
                picked = [i for i in xs if (i in others) == hollow]
                ax.plot(picked, [ys[i] for i in picked], linestyle="none", marker="o", markersize=5,
                        color=colour, markerfacecolor="white" if hollow else colour)
    ax_time.set_yscale("log")
    ax_time.set_ylabel("median solve time per puzzle (µs, log scale)")
    ax_time.set_title("Timing history per puzzle file (scripts/ab.py --history records)")
    ax_time.legend(title="puzzle file", fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    ax_guess.set_yscale("symlog", linthresh=1)
    ax_guess.set_ylim(bottom=0)  # counts: nothing below zero to show
    ax_guess.set_ylabel("guesses per solved puzzle (symlog)")
    ax_guess.set_xticks(list(xs))
    ax_guess.set_xticklabels([f"{bench_history.short_commit(r)}\n{bench_history.day(r)}" for r in records],
                             rotation=45 if len(records) > 8 else 0, ha="right" if len(records) > 8 else "center",
                             fontsize=8)
    ax_guess.set_xlabel("history record, oldest first (commit, date)")
    for ax in (ax_time, ax_guess):
        ax.grid(axis="y", which="major", alpha=0.3)
    if others:
        fig.text(0.01, 0.005, f"hollow markers: measured on another processor than the newest record's "
                              f"({bench_history.reference_cpu(records)}); their times do not compare",
                 fontsize=8, color="#555", va="bottom")
    return save(fig, out, "history.png")


def save(fig, out, name):
    path = os.path.join(out, name)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


SWEEP_REQUIRED = ("file", "size", "givens", "status", "solve_us")


def interpolated_percentile(values, fraction):
    """As the sweep's summary computes it (harness/sweep/sweep_percentile.h): between the nearest ranks."""
    ordered = sorted(values)
    rank = fraction * (len(ordered) - 1)
    below = math.floor(rank)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (rank - below) * (ordered[above] - ordered[below])


def share_of(row):
    """The point's share of givens in percent: from its file's name, else from the row's givens."""
    match = SWEEP_POINT_NAME.search(row["file"])
    if match:
        return float(match.group(2))
    size, givens = number(row["size"], int), number(row["givens"], int)
    return round(100.0 * givens / (size * size), 1) if size and givens is not None else None


def sweep_points(path):
    """{solver: {size: {share: (median s, p90 s, solved %, rows)}}} of a sweep CSV."""
    try:
        table = read_csv(path, SWEEP_REQUIRED)
    except CsvError as e:
        sys.exit(f"plot.py: {e}")
    times, solved = defaultdict(list), Counter()
    for row in table.rows:
        size, share, us = number(row["size"], int), share_of(row), number(row["solve_us"])
        if size is None or share is None or us is None:
            continue
        key = (solver_of(row), size, share)
        times[key].append(us / 1e6)
        solved[key] += row["status"] == "solved"
    points = defaultdict(lambda: defaultdict(dict))
    for (solver, size, share), values in times.items():
        points[solver][size][share] = (interpolated_percentile(values, 0.5), interpolated_percentile(values, 0.9),
                                       100.0 * solved[(solver, size, share)] / len(values), len(values))
    return points


def plot_sweep(points, out):
    solvers = sorted(points)
    fig, axes = plt.subplots(2, len(solvers), figsize=(6 * len(solvers), 6.5), squeeze=False,
                             gridspec_kw={"height_ratios": [2, 1]}, sharex=True)
    for column, solver in enumerate(solvers):
        top, bottom = axes[0][column], axes[1][column]
        for index, size in enumerate(sorted(points[solver])):
            colour = f"C{index % 10}"
            shares = sorted(points[solver][size])
            values = [points[solver][size][s] for s in shares]
            top.plot(shares, [max(v[0], 1e-7) for v in values], "-o", color=colour, ms=3, label=f"{size}x{size} median")
            top.plot(shares, [max(v[1], 1e-7) for v in values], "--", color=colour, lw=1, label=f"{size}x{size} p90")
            bottom.plot(shares, [v[2] for v in values], "-o", color=colour, ms=3, label=f"{size}x{size}")
        top.set_yscale("log")
        top.set_title(f"{solver}: solve time against the share of givens")
        top.set_ylabel("seconds (median solid, p90 dashed)")
        top.grid(True, which="both", alpha=0.3)
        top.legend(fontsize=7, ncol=2)
        bottom.set_ylim(-5, 105)
        bottom.set_ylabel("solved within the limit (%)")
        bottom.set_xlabel("givens (% of the cells)")
        bottom.grid(True, alpha=0.3)
    return save(fig, out, "sweep.png")


def sweep_page(points, png_path, source):
    """A self-contained page: the figure inline as base64, then the table of points."""
    with open(png_path, "rb") as f:
        image = base64.b64encode(f.read()).decode("ascii")
    rows = []
    for solver in sorted(points):
        for size in sorted(points[solver]):
            for share in sorted(points[solver][size]):
                median_s, p90_s, solved, count = points[solver][size][share]
                rows.append(f"<tr><td>{html.escape(solver)}</td><td>{size}x{size}</td><td>{share:g}%</td>"
                            f"<td>{count}</td><td>{solved:.0f}%</td><td>{median_s:.4g}</td><td>{p90_s:.4g}</td></tr>")
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>sudoku-bench sweep</title>"
            "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
            "td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}</style></head><body>\n"
            f"<h1>Sweep: {html.escape(os.path.basename(source))}</h1>\n"
            f"<img alt=\"solve time and solved share against the share of givens\" "
            f"src=\"data:image/png;base64,{image}\">\n"
            "<table><tr><th>solver</th><th>size</th><th>givens</th><th>rows</th><th>solved</th>"
            "<th>median s</th><th>p90 s</th></tr>\n" + "\n".join(rows) + "\n</table></body></html>\n")


def main_sweep(path, out):
    points = sweep_points(path)
    if not points:
        sys.exit(f"plot.py: {path} has no sweep rows (size, givens and solve_us)")
    load_pyplot()
    os.makedirs(out, exist_ok=True)
    png = plot_sweep(points, out)
    page = os.path.join(out, "sweep.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write(sweep_page(points, png, path))
    print(png)
    print(page)
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description="Draw PNG charts from sudoku-bench CSV runs, or from the timing "
                                                 "history with --history.")
    parser.add_argument("csv", nargs="*", help="sudoku-bench --csv output (several are concatenated)")
    parser.add_argument("--history", metavar="PATH",
                        help="draw history.png from the records scripts/ab.py --history appends "
                             "(results/history.jsonl) instead of charts from CSVs")
    parser.add_argument("--sweep", metavar="CSV",
                        help="draw sweep.png and sweep.html from a `sudoku-bench sweep` CSV instead")
    parser.add_argument("--out", default=".", help="directory for the PNG files (default: %(default)s)")
    parser.add_argument("--techniques", help="technique set for the per-puzzle charts (default: all if present)")
    args = parser.parse_args(argv)
    if bool(args.csv) + bool(args.history) + bool(args.sweep) != 1:
        parser.error("give either CSV files, --history PATH or --sweep CSV")
    if args.sweep:
        return main_sweep(args.sweep, args.out)
    if args.history:
        return main_history(args.history, args.out)

    load_pyplot()
    rows = read_rows(args.csv)
    if not rows:
        sys.exit("plot.py: the CSVs hold no rows")
    os.makedirs(args.out, exist_ok=True)
    techniques = pick_techniques(rows, args.techniques)
    written = [plot_time_by_size(rows, techniques, args.out),
               plot_guesses_vs_time(rows, techniques, args.out),
               plot_ablation(rows, args.out)]
    for path in written:
        if path:
            print(path)
    if not any(written):
        sys.exit("plot.py: nothing to draw (no solved puzzles with times)")
    return 0


def main_history(path, out):
    try:
        records = bench_history.read_history(path)
    except bench_history.HistoryError as e:
        sys.exit(f"plot.py: {e}")
    if not any(bench_history.figure(r, name, "median_us") for r in records for name in r["files"]):
        sys.exit(f"plot.py: nothing to draw: {path} has no record with a median time")
    load_pyplot()
    os.makedirs(out, exist_ok=True)
    print(plot_history(records, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
