#!/usr/bin/env python3
"""Compare two sudoku-bench CSV runs, per puzzle file, technique set and search.

    scripts/compare.py BASELINE NEW [--exact-counters] [--threshold 0.10] [--run-noise 0.20] [--strict-time]
                       [--markdown OUT]
    scripts/compare.py --configs BASELINE NEW [--threshold 0.10] [--markdown OUT]

Both files are `sudoku-bench --csv` output (lines starting with '#' are provenance and skipped;
extra columns are ignored). Rows are grouped by (file name without its directory, techniques, search,
solver) and matched by line number within a group; only puzzles present in both runs are compared. A
CSV of an older harness has no search column: its groups take the other run's search for the same file
and techniques when that is a single one (a note says so). Without a solver column every row is the
native solver's, and a group's label names its solver only when it is another one. Groups in one run
only are listed as notes; when no group is in both, nothing is compared and the exit status is 2.

Per group:
  solved              puzzles solved; fewer in NEW is a regression
  guesses/pz          mean guesses and recursions per puzzle, over the puzzles both runs finished
  recursions/pz       (a timeout stops at a time-dependent point). The counters are deterministic,
                      so any increase is a regression, and every puzzle whose counters differ is
                      listed below the table
  median solve_us     each run's median solve time (a hint: quantised, and unpaired)
  time new/old        the paired ratio: the geometric mean over the puzzles timed in both runs (same
                      status, not timed out) of each puzzle's NEW/OLD, with its 95% interval, and
                      the verdict in words (below); slower is a warning, a failure with --strict-time

Time verdict. The interval is a bootstrap over puzzles (2000 resamples, fixed seed: the same two
files always read the same), widened for a whole-run offset of up to +-20% (--run-noise): single
runs on a shared machine differ as a whole by that much, on every puzzle alike, which no spread
over puzzles shows (the two half-widths add in quadrature). A group reads `same` when the interval
holds 1 or the ratio is within the threshold (1/(1 + threshold) to 1 + threshold); `slower` only
when the ratio is past 1 + threshold and the whole interval above 1; `faster` likewise below.
The last lines give the same overall (geometric mean over groups) and a note that two versions
are timed by scripts/ab.py, side by side in interleaved rounds. Where both runs record rounds
(--rounds=R, R >= 2: the rounds, solve_us_min and solve_us_max columns), a note per group gives
each run's spread of a puzzle's rounds and how many NEW times lie within the baseline's rounds'
range: the short-term jitter, which the puzzles' interval already holds; older CSVs lack the
columns and get no such note.

With --exact-counters (the regression check's golden mode) the runs must agree exactly: any change
of a deterministic counter column (recursions, guesses, backtracks, conflicts, placements, eliminations, every
elim_* column, solutions), down as well as up, any status change, and any puzzle of the baseline
missing from NEW (or new in NEW) fails. A drop in guesses is as suspect as a rise: a counter that
stopped counting looks like an improvement. Every changed puzzle is listed (file:line, counter,
old -> new), with a summary per group. Timing is treated as without the option.

With --configs the two runs are two configurations of the same puzzles (other techniques, search or
solver, e.g. `--techniques=all` against `--techniques=fl,mrv`): each file's rows of BASELINE are
compared with that file's rows of NEW whatever their labels, matched by line, in the same table
(solved, counters per puzzle, median and p90 times and their ratios), with a column that says
in words how NEW differs. The first line names both configurations. It is a comparison, not a check:
nothing is called a regression, and the exit status is 0 whenever a file was compared. A file with
several settings in one run is paired setting by setting on the solver, else left out with a note.
Times of two separate runs are a hint only; `scripts/ab.py --base-args=... --new-args=...` times two
configurations side by side, and the last lines print that command for the two runs' labels.

Exit status: 0 no regression, 1 regression (with --exact-counters: any change), 2 unusable input.
With --configs: 0 compared, 2 unusable input or no file in both runs.
"""

import argparse
import collections
import math
import os
import shlex
import sys

from benchkit.schema import DEFAULT_SOLVER, CsvError, read_csv, solver_of
from benchkit.stats import bootstrap_log_means, median, percentile, ratio_verdict
from benchkit.tables import fmt_mean, fmt_ratio, fmt_ratio_ci, fmt_us, markdown_table, text_table

REQUIRED = ("file", "line", "techniques", "status", "solve_us", "guesses", "recursions")
COUNTERS = ("guesses", "recursions")
# Deterministic columns checked by --exact-counters, beside every elim_* column a CSV has (one per
# technique, so a new technique's column is covered without a change here).
EXACT_COUNTERS = ("recursions", "guesses", "backtracks", "conflicts", "placements", "eliminations",
                  "solutions")
MAX_LISTED = 20  # puzzles with changed counters listed per run, the rest counted
ROUND_COLUMNS = ("rounds", "solve_us_min", "solve_us_max")  # a run with --rounds=R; older CSVs lack them
TIME_FLOOR_US = 0.05  # a zero time (below the timer's 0.1 us) would break the logarithm: floor it
RESAMPLES, BOOTSTRAP_SEED = 2000, 1  # fixed: the same two CSVs always read the same
# Two single runs of one build on the shared two-core machine, back to back, differ as a whole by
# up to ~20% per file (15 A/A pairs of 3 course files, --threads=1: 0.81 to 1.11), an offset shared by
# every puzzle of a run that resampling puzzles cannot see.
RUN_NOISE = 0.20


class InputError(Exception):
    pass


# The rows compared with each other: one file's puzzles under the same settings. search is None for a
# CSV without the search column; solver is DEFAULT_SOLVER for one without the solver column.
Group = collections.namedtuple("Group", "name techniques search solver")


def number(text, kind):
    """The CSV field as int/float, or None when empty (rows of unparsed puzzles)."""
    text = (text or "").strip()
    if not text:
        return None
    try:
        return kind(text)
    except ValueError:
        return None


def read_run(path):
    """{Group: {line: row}} with numbers parsed, warnings for duplicates, the deterministic counter
    columns, and {file name: the path a row gives} (the first seen).

    search is None when the CSV has no search column (or leaves it empty)."""
    try:
        table = read_csv(path, REQUIRED)
    except OSError as e:
        raise InputError(f"{path}: {e.strerror}")
    except CsvError as e:
        raise InputError(str(e))
    counters = exact_counter_columns(table.columns)
    groups, paths = {}, {}
    duplicates = 0
    for row in table.rows:
        key = Group(os.path.basename(row["file"]), row["techniques"], row.get("search") or None, solver_of(row))
        paths.setdefault(key.name, row["file"])
        line = number(row["line"], int)
        puzzles = groups.setdefault(key, {})
        if line in puzzles:
            duplicates += 1
            continue
        puzzles[line] = {"status": row["status"], "solve_us": number(row["solve_us"], float)}
        puzzles[line].update((c, number(row.get(c), float)) for c in ROUND_COLUMNS)
        puzzles[line].update((c, number(row[c], int)) for c in counters)
    warnings = []
    if duplicates:
        warnings.append(f"{path}: {duplicates} duplicate row(s) (same file name, line, techniques and search) "
                        "ignored")
    return groups, warnings, counters, paths


def exact_counter_columns(fieldnames):
    """The deterministic counter columns of a CSV header, in its order."""
    return tuple(c for c in fieldnames if c in EXACT_COUNTERS or c.startswith("elim_"))


def settle_unrecorded_search(groups, other):
    """Groups without a search (an older harness's CSV) take the other run's search for the same file
    and techniques (and solver) when it has exactly one; returns the groups and the searches so taken."""
    settled, taken = {}, set()
    for key, puzzles in groups.items():
        if key.search is None:
            theirs = {k.search for k in other
                      if k._replace(search=None) == key and k.search is not None}
            if len(theirs) == 1:
                key = key._replace(search=theirs.pop())
                taken.add(key.search)
        settled[key] = puzzles
    return settled, taken


def group_order(key):
    return key.name, key.techniques, key.search or "", key.solver


def other_solver(key):
    """The group's solver when it is not the native one (labels name only those), else None."""
    return key.solver if key.solver != DEFAULT_SOLVER else None


def settings(groups):
    """The run's (techniques, search, solver) settings, as `search=S techniques=T [solver=V]` phrases."""
    triples = sorted({(k.search or "unrecorded", k.techniques, other_solver(k) or "") for k in groups})
    return [f"search={search} techniques={techniques}" + (f" solver={solver}" if solver else "")
            for search, techniques, solver in triples]


def nothing_to_compare(old_groups, new_groups):
    """Why no group is in both runs, in plain words."""
    old, new = settings(old_groups), settings(new_groups)
    if not old or not new:
        return f"nothing to compare: the {'baseline' if not old else 'new run'} has no rows"
    if old != new:
        return (f"nothing to compare: baseline has {'; '.join(old)}, new has {'; '.join(new)} "
                "(rows are compared only within the same file, techniques and search; "
                "--configs compares two configurations file by file)")
    old_files = sorted({key.name for key in old_groups})
    new_files = sorted({key.name for key in new_groups})
    if not set(old_files) & set(new_files):
        return (f"nothing to compare: no puzzle file in both runs (baseline: {', '.join(old_files)}; "
                f"new: {', '.join(new_files)})")
    return "nothing to compare: no puzzle line of a file is in both runs with the same techniques and search"


def finished(row):
    return row["status"] != "timeout" and all(row[c] is not None for c in COUNTERS)


def compare_group(key, old, new, threshold, strict_time, exact=None):
    """One table row, and the puzzles whose counters changed.

    exact: the counter columns that must not change at all (--exact-counters), or None."""
    lines = sorted(set(old) & set(new), key=lambda n: (n is None, n))
    result = {
        "key": key,
        "puzzles": len(lines),
        "only_old": len(set(old) - set(new)),
        "only_new": len(set(new) - set(old)),
        "problems": [],   # regressions: make the exit status 1
        "warnings": [],   # reported only
        "changed": [],    # (line, {counter or "status": (old, new)})
        "totals": {},     # exact mode: {counter: (old total, new total, puzzles changed)}
        "exact": exact is not None,
    }
    result["solved"] = tuple(sum(run[n]["status"] == "solved" for n in lines) for run in (old, new))
    if result["solved"][1] < result["solved"][0]:
        result["problems"].append("solved")

    both = [n for n in lines if finished(old[n]) and finished(new[n])]
    result["finished"] = len(both)
    for counter in COUNTERS:
        totals = [sum(run[n][counter] for n in both) for run in (old, new)]
        result[counter] = tuple(t / len(both) for t in totals) if both else (None, None)
        if exact is None and totals[1] > totals[0]:
            result["problems"].append(counter)
    if exact is None:
        for n in both:
            diff = {c: (old[n][c], new[n][c]) for c in COUNTERS if old[n][c] != new[n][c]}
            if diff:
                result["changed"].append((n, diff))
    else:
        compare_exactly(result, old, new, lines, both, exact)

    times = [[run[n]["solve_us"] for n in lines if run[n]["solve_us"] is not None] for run in (old, new)]
    result["median"] = tuple(median(t) if t else None for t in times)
    result["p90"] = tuple(percentile(t, 0.9) if t else None for t in times)
    result["ratio"] = ratio(*result["median"])
    result["p90_ratio"] = ratio(*result["p90"])
    # Paired per puzzle: each puzzle is its own control, so puzzles of very different cost weigh alike.
    timed = [n for n in both if old[n]["status"] == new[n]["status"]
             and old[n]["solve_us"] is not None and new[n]["solve_us"] is not None]
    result["timed"] = timed
    result["logs"] = [math.log(max(new[n]["solve_us"], TIME_FLOOR_US) / max(old[n]["solve_us"], TIME_FLOOR_US))
                      for n in timed]
    result["rounds"] = rounds_spread(old, new, timed)
    return result


def rounds_spread(old, new, lines):
    """With --rounds=R (R >= 2) in both runs: each run's median over puzzles of a puzzle's
    slowest/fastest round, and how many of NEW's puzzle times lie within the baseline's rounds
    (min..max); None when a run has no rounds columns or single rounds."""
    spread = [n for n in lines
              if all((run[n]["rounds"] or 0) >= 2 and run[n]["solve_us_min"] is not None
                     and run[n]["solve_us_max"] is not None for run in (old, new))]
    if not spread:
        return None
    widths = [median([run[n]["solve_us_max"] / max(run[n]["solve_us_min"], TIME_FLOOR_US) for n in spread])
              for run in (old, new)]
    within = sum(old[n]["solve_us_min"] <= new[n]["solve_us"] <= old[n]["solve_us_max"] for n in spread)
    rounds = [sorted({int(run[n]["rounds"]) for n in spread}) for run in (old, new)]
    return {"puzzles": len(spread), "widths": widths, "within": within, "rounds": rounds}


def judge_time(results, threshold, run_noise, strict_time):
    """The time verdict of each group and overall: the paired ratio NEW/OLD (geometric mean over the
    puzzles of each puzzle's ratio), its 95% interval, and same/slower/faster. A slower group is a
    warning, a regression with --strict-time. Returns the overall {"ratio", "ci", "verdict", "groups"}."""
    timed = {i: r["logs"] for i, r in enumerate(results) if r["logs"]}
    for r in results:
        r.update(time_ratio=None, ci=None, time="-")
    if not timed:
        return None
    intervals, overall = bootstrap_log_means(timed, RESAMPLES, BOOTSTRAP_SEED)
    for i, logs in timed.items():
        r = results[i]
        mean = math.fsum(logs) / len(logs)
        r["time_ratio"], r["ci"] = math.exp(mean), widened(mean, intervals[i], run_noise)
        r["time"] = ratio_verdict(r["time_ratio"], r["ci"], threshold)
        if r["time"] == "slower":
            (r["problems"] if strict_time else r["warnings"]).append("time")
    mean = math.fsum(math.fsum(logs) / len(logs) for logs in timed.values()) / len(timed)
    ci = widened(mean, overall, run_noise)
    return {"ratio": math.exp(mean), "ci": ci, "verdict": ratio_verdict(math.exp(mean), ci, threshold),
            "groups": len(timed)}


def widened(mean, interval, run_noise):
    """The ratio's interval from the puzzles' bootstrap interval (in logs) and a whole-run offset of
    up to +-run_noise between the two runs: two independent errors, their half-widths add in
    quadrature. A shared offset does not average out over files, so the overall interval takes it
    whole too."""
    offset = math.log(1 + run_noise)
    low, high = interval
    return math.exp(mean - math.hypot(mean - low, offset)), math.exp(mean + math.hypot(high - mean, offset))


def compare_exactly(result, old, new, lines, both, counters):
    """--exact-counters: every status and counter change, and every puzzle in one run only, fails."""
    for n in lines:
        diff = {}
        if old[n]["status"] != new[n]["status"]:
            diff["status"] = (old[n]["status"], new[n]["status"])
        if n in both:  # a timeout stops at a time-dependent point: its counters mean nothing
            diff.update((c, (old[n][c], new[n][c])) for c in counters if old[n][c] != new[n][c])
        if diff:
            result["changed"].append((n, diff))
    for counter in counters:
        changed = sum(counter in diff for _, diff in result["changed"])
        if changed:
            totals = [sum(run[n][counter] or 0 for n in both) for run in (old, new)]
            result["totals"][counter] = (*totals, changed)
            result["problems"].append(counter)
    if any("status" in diff for _, diff in result["changed"]):
        result["problems"].append("status")
    if result["only_old"]:
        result["problems"].append("puzzles missing")
    if result["only_new"]:
        result["problems"].append("puzzles not in baseline")


def ratio(old, new):
    if old is None or new is None or old <= 0 or new <= 0:
        return None
    return new / old


def verdict(result):
    if result["problems"]:
        return ("CHANGED (" if result["exact"] else "REGRESSION (") + ", ".join(result["problems"]) + ")"
    if result["warnings"]:
        return "slower (warning)"
    return "ok"


# ---- presentation ----

def group_label(key):
    """file / techniques / search / solver, the search left out when neither run recorded it and the
    solver when it is the native one."""
    return (f"{key.name} / {key.techniques}" + (f" / {key.search}" if key.search else "")
            + (f" / {other_solver(key)}" if other_solver(key) else ""))


def settings_text(key):
    """techniques, search, solver: the settings of a group's puzzles in a listed change."""
    return (key.techniques + (f", {key.search}" if key.search else "")
            + (f", {other_solver(key)}" if other_solver(key) else ""))


def side_by_side_columns(first, second):
    """The columns both tables give each side of a pair, `first` then `second` under each figure:
    solved, guesses and recursions a puzzle, the median solve time."""
    def pair(group, cell):
        return ((group, first, ">", lambda r: cell(r, 0)), (group, second, ">", lambda r: cell(r, 1)))
    return (*pair("solved", lambda r, i: str(r["solved"][i])),
            *pair("guesses/puzzle", lambda r, i: fmt_mean(r["guesses"][i])),
            *pair("recursions/puzzle", lambda r, i: fmt_mean(r["recursions"][i])),
            *pair("median solve_us", lambda r, i: fmt_us(r["median"][i], grouped=False)))


COLUMNS = (
    # group header (spans columns), header, alignment, cell
    ("", "file / techniques / search", "<", lambda r: group_label(r["key"])),
    ("", "puzzles", ">", lambda r: str(r["puzzles"])),
    *side_by_side_columns("old", "new"),
    ("time new/old", "per puzzle [95% CI]", "<", lambda r: fmt_ratio_ci({"ratio": r["time_ratio"], "ci": r["ci"]})),
    ("time new/old", "reads", "<", lambda r: r["time"]),
    ("", "verdict", "<", verdict),
)


def table_cells(results):
    return [[cell(r) for _, _, _, cell in COLUMNS] for r in results]


def results_text_table(results):
    """Two header rows, like Google Benchmark's compare.py: column pairs under a shared name."""
    return text_table([(header, align) for _, header, align, _ in COLUMNS], table_cells(results),
                      groups=[group for group, _, _, _ in COLUMNS])


def results_markdown_table(results):
    return markdown_table([(f"{g} {h}" if g else h, align) for g, h, align, _ in COLUMNS], table_cells(results))


def geomean(results):
    ratios = [r["ratio"] for r in results if r["ratio"] is not None]
    if not ratios:
        return None, 0
    return math.exp(sum(math.log(x) for x in ratios) / len(ratios)), len(ratios)


def changed_lines(results, limit=MAX_LISTED):
    """One line per puzzle whose counters (or status) changed; past `limit` (None: no limit) counted."""
    out = []
    for r in results:
        for line, diff in r["changed"]:
            parts = "  ".join(f"{c} {a} -> {b}" for c, (a, b) in diff.items())
            out.append(f"  {r['key'].name}:{line} [{settings_text(r['key'])}]  {parts}")
    if limit is not None and len(out) > limit:
        out = out[:limit] + [f"  ... and {len(out) - limit} more"]
    return out


def group_change_lines(results):
    """Exact mode, per group that changed: how many puzzles, and each changed counter's totals."""
    out = []
    for r in results:
        if not r["changed"] and not r["only_old"] and not r["only_new"]:
            continue
        parts = [f"{c} {old} -> {new} ({signed_percent(old, new)}, {n} puzzle(s))"
                 for c, (old, new, n) in r["totals"].items()]
        statuses = sum("status" in diff for _, diff in r["changed"])
        if statuses:
            parts.append(f"status changed on {statuses} puzzle(s)")
        if r["only_old"] or r["only_new"]:
            parts.append(f"{r['only_old']} puzzle(s) only in baseline, {r['only_new']} only in new")
        out.append(f"  {group_label(r['key'])}: {len(r['changed'])} of {r['puzzles']} puzzles changed; "
                   + "; ".join(parts))
    return out


def signed_percent(old, new):
    if old == 0:
        return "new" if new else "0%"
    return f"{(new - old) / old:+.1%}"


def time_lines(results, overall, threshold, run_noise):
    """The overall time verdict, what it rests on, and the rounds' spread where the runs record it."""
    if overall is None:
        return ["time: no puzzle timed in both runs"]
    lines = [f"time new/old: {overall['verdict']}: {fmt_ratio_ci(overall)}, the geometric mean over "
             f"{overall['groups']} group(s) of each puzzle's ratio, 95% interval (threshold {threshold:.0%})",
             "note: single runs on a shared machine differ as a whole by up to ~20%: "
             + (f"the interval allows +-{run_noise:.0%} for that (--run-noise) beside the puzzles' spread, so "
                "only a large change reads slower or faster" if run_noise else
                "with --run-noise 0 the interval holds the puzzles' spread only")
             + "; scripts/ab.py times two versions side by side in interleaved rounds"]
    for r in results:
        spread = r["rounds"]
        if spread:
            rounds = "/".join("-".join(map(str, sorted({min(x), max(x)}))) for x in spread["rounds"])
            lines.append(f"note: {group_label(r['key'])}: rounds {rounds} (old/new); a puzzle's slowest round "
                         f"over its fastest x{spread['widths'][0]:.2f} (old), x{spread['widths'][1]:.2f} (new), "
                         f"median; {spread['within']} of {spread['puzzles']} new times lie within the old "
                         "rounds' range")
    return lines


def summary_lines(results, one_sided, settled, threshold, strict_time, exact=False, overall=None,
                  run_noise=RUN_NOISE):
    lines = time_lines(results, overall, threshold, run_noise)
    for side, searches in settled:
        lines.append(f"note: the {side} CSV records no search (an older harness): its rows are compared "
                     f"as search={', '.join(sorted(searches))}, the other run's")
    for r in results:
        if r["only_old"] or r["only_new"]:
            lines.append(f"note: {group_label(r['key'])}: {r['only_old']} puzzle(s) only in baseline, "
                         f"{r['only_new']} only in new (not compared)")
    for side, key in one_sided:
        lines.append(f"note: {group_label(key)} only in {side} (not compared)")
    changed = changed_lines(results, limit=None if exact else MAX_LISTED)
    if changed:
        lines.append("puzzles whose deterministic counters " + ("or status " if exact else "") + "changed:")
        lines.extend(changed)
    if exact:
        per_group = group_change_lines(results)
        if per_group:
            lines.append("changes per group (counter totals over the puzzles finished in both runs):")
            lines.extend(per_group)
    regressions = [r for r in results if r["problems"]]
    slower = [r for r in results if r["warnings"]]
    if slower:
        lines.append(f"warning: {len(slower)} group(s) read slower: past {1 + threshold:.2f}x and beyond "
                     "the interval (--strict-time makes this fail)")
    if exact and (regressions or one_sided):
        lines.append(f"CHANGED: {len(regressions) + len(one_sided)} group(s) differ from the baseline; "
                     "deterministic counters must match exactly, down as well as up")
    elif regressions:
        lines.append(f"REGRESSION in {len(regressions)} group(s)")
    else:
        lines.append("no regression" + (": every deterministic counter and status as in the baseline"
                                         if exact else "") + (" (timing checked strictly)" if strict_time else ""))
    return lines


# ---- --configs: two configurations of the same puzzles ----

def pair_configurations(old_groups, new_groups):
    """(baseline group, new group) pairs, one per file name, whatever their labels; where a run has
    several settings for a file, one pair per solver that each run has once. Returns the pairs and
    notes on what was left unpaired."""
    pairs, notes = [], []
    for name in sorted({k.name for k in old_groups} | {k.name for k in new_groups}):
        old = sorted((k for k in old_groups if k.name == name), key=group_order)
        new = sorted((k for k in new_groups if k.name == name), key=group_order)
        if not old or not new:
            notes.append(f"note: {name} only in the {'baseline' if old else 'new'} run (not compared)")
            continue
        if len(old) == 1 and len(new) == 1:
            candidates = [(old[0], new[0])]
        else:
            candidates = []
            for solver in sorted({k.solver for k in old} & {k.solver for k in new}):
                mine = [k for k in old if k.solver == solver]
                theirs = [k for k in new if k.solver == solver]
                if len(mine) == 1 and len(theirs) == 1:
                    candidates.append((mine[0], theirs[0]))
            paired = {k for pair in candidates for k in pair}
            for side, keys in (("baseline", old), ("new", new)):
                notes.extend(f"note: {group_label(k)} in the {side} run: no single setting of the file "
                             "in the other run to pair it with (not compared)" for k in keys if k not in paired)
        for old_key, new_key in candidates:
            if set(old_groups[old_key]) & set(new_groups[new_key]):
                pairs.append((old_key, new_key))
            else:
                notes.append(f"note: {name}: no puzzle line in both runs (not compared)")
    return pairs, notes


def compare_configurations(old_key, new_key, old, new, threshold):
    """One table row of --configs: compare_group's figures with its judgement left out."""
    result = compare_group(new_key, old, new, threshold, strict_time=False)
    result.update(pair=(old_key, new_key), problems=[], warnings=[])
    return result


def difference_words(r, threshold):
    """How the new configuration differs on a file, in words: solved, counters, median time."""
    parts = []
    old_solved, new_solved = r["solved"]
    if new_solved != old_solved:
        parts.append(f"{abs(new_solved - old_solved)} {'more' if new_solved > old_solved else 'fewer'} solved")
    for counter in COUNTERS:
        old, new = r[counter]
        if old is not None and new != old:
            parts.append(f"{'more' if new > old else 'fewer'} {counter}")
    if r["finished"] and all(r[c][0] == r[c][1] for c in COUNTERS):
        parts.append("same " + " and ".join(COUNTERS))
    if r["ratio"] is not None:
        if r["ratio"] > 1 + threshold:
            parts.append("slower")
        elif r["ratio"] < 1 / (1 + threshold):
            parts.append("faster")
        else:
            parts.append(f"time within {threshold:.0%}")
    return ", ".join(parts) or "-"


def configs_columns(threshold):
    return (
        ("", "file", "<", lambda r: r["pair"][0].name),
        ("", "puzzles", ">", lambda r: str(r["puzzles"])),
        *side_by_side_columns("base", "new"),
        ("time new/base", "median", ">", lambda r: fmt_ratio(r["ratio"])),
        ("time new/base", "p90", ">", lambda r: fmt_ratio(r["p90_ratio"])),
        ("", "counters differ", ">", lambda r: f"{len(r['changed'])} of {r['finished']}"),
        ("", "new against base", "<", lambda r: difference_words(r, threshold)),
    )


def configuration(keys):
    """The settings of one side's paired groups, as `techniques=T search=S [solver=V]` phrases."""
    phrases = sorted({f"techniques={k.techniques} search={k.search or 'unrecorded'}"
                      + (f" solver={other_solver(k)}" if other_solver(k) else "") for k in keys})
    return "; ".join(phrases)


def program_options(key):
    """The sudoku-bench options that make a group's labels, e.g. --techniques=fl,mrv --search=learn."""
    options = [f"--techniques={key.techniques.replace('+', ',')}"]
    if key.search and key.search != "unrecorded":
        search, *changed = key.search.split("+")  # learn+hall_sets=on: a search and its --set settings
        options.append(f"--search={search}")
        options.extend(f"--set {setting}" for setting in changed)
    if other_solver(key):
        options.append(f"--solver={key.solver}")
    return " ".join(options)


def ab_command(results, paths):
    """scripts/ab.py timing the two configurations side by side, when each run has one setting."""
    olds = {program_options(r["pair"][0]) for r in results}
    news = {program_options(r["pair"][1]) for r in results}
    if len(olds) != 1 or len(news) != 1:
        return ("scripts/ab.py --base-bin build/sudoku-bench --new-bin build/sudoku-bench "
                "--base-args=... --new-args=...")
    files = " ".join(shlex.quote(paths.get(r["pair"][1].name, r["pair"][1].name)) for r in results)
    return ("scripts/ab.py --base-bin build/sudoku-bench --new-bin build/sudoku-bench "
            f"--base-args={shlex.quote(olds.pop())} --new-args={shlex.quote(news.pop())} {files}")


def configs_summary(results, notes, settled, paths):
    lines = []
    mean, count = geomean(results)
    if mean is not None:
        lines.append(f"geomean of median time ratios (new/base): {mean:.3f} over {count} file(s)")
    finished = sum(r["finished"] for r in results)
    if finished:
        totals = []
        for counter in COUNTERS:
            old, new = (round(sum((r[counter][side] or 0) * r["finished"] for r in results)) for side in (0, 1))
            totals.append(f"{counter} {old} -> {new} ({signed_percent(old, new)})")
        lines.append(f"over the {finished} puzzle(s) both finished: " + ", ".join(totals))
    for side, searches in settled:
        lines.append(f"note: the {side} CSV records no search (an older harness): its rows are compared "
                     f"as search={', '.join(sorted(searches))}, the other run's")
    for r in results:
        if r["only_old"] or r["only_new"]:
            lines.append(f"note: {r['pair'][0].name}: {r['only_old']} puzzle(s) only in baseline, "
                         f"{r['only_new']} only in new (not compared)")
    lines.extend(notes)
    lines.append("note: the times are from two separate runs, a hint only; to time the two "
                 "configurations side by side:")
    lines.append("  " + ab_command(results, paths))
    solved = [sum(r["solved"][side] for r in results) for side in (0, 1)]
    lines.append(f"two configurations compared on {len(results)} file(s), "
                 f"{sum(r['puzzles'] for r in results)} puzzle(s): solved {solved[0]} (base), {solved[1]} (new)")
    return lines


def main_configs(args, old_groups, new_groups, settled, paths):
    """--configs: the report, and its exit status (0 when a file was compared, else 2)."""
    pairs, notes = pair_configurations(old_groups, new_groups)
    if not pairs:
        print("compare.py: nothing to compare: no puzzle file in both runs "
              f"(baseline: {', '.join(sorted({k.name for k in old_groups})) or 'no rows'}; "
              f"new: {', '.join(sorted({k.name for k in new_groups})) or 'no rows'})", file=sys.stderr)
        for note in notes:
            print(f"compare.py: {note}", file=sys.stderr)
        return 2
    results = [compare_configurations(o, n, old_groups[o], new_groups[n], args.threshold) for o, n in pairs]
    columns = configs_columns(args.threshold)
    cells = [[cell(r) for _, _, _, cell in columns] for r in results]
    title = (f"Comparing two configurations, file by file: base {args.baseline} "
             f"({configuration(o for o, _ in pairs)}), new {args.new} ({configuration(n for _, n in pairs)})")
    print(title)
    print(text_table([(header, align) for _, header, align, _ in columns], cells,
                     groups=[group for group, _, _, _ in columns]))
    summary = configs_summary(results, notes, settled, paths)
    print()
    print("\n".join(summary))
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(title + "\n\n")
            f.write(markdown_table([(f"{g} {h}" if g else h, align) for g, h, align, _ in columns], cells) + "\n\n")
            f.write("\n".join(f"- {line.strip()}" if not line.startswith("  ") else f"  - `{line.strip()}`"
                              for line in summary) + "\n")
    return 0


def parse_args(argv):
    """The command line, checked (exits 2 on a usage error)."""
    parser = argparse.ArgumentParser(
        description="Compare two sudoku-bench CSV runs per file, technique set and search; exit 1 on a\n"
                    "regression, 2 when nothing is comparable. With --configs, compare two configurations\n"
                    "(e.g. --techniques=all and --techniques=fl,mrv) file by file: exit 0 when compared.",
        epilog="Time reads same, slower or faster by a 95% interval over puzzles widened by --run-noise;\n"
               "two versions are timed by scripts/ab.py, side by side in interleaved rounds.\n\n"
               "Examples:\n"
               "  scripts/compare.py results/course_all.csv run.csv        # two runs of one configuration\n"
               "  scripts/compare.py --configs run.csv fl_mrv.csv          # two configurations, per file\n"
               "  scripts/compare.py --exact-counters results/course_all.csv run.csv   # the regression check",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("baseline", help="harness CSV of the reference run")
    parser.add_argument("new", help="harness CSV of the run to check")
    parser.add_argument("--threshold", type=float, default=0.10,
                        help="the smallest time change that counts: a ratio within 1 + threshold reads "
                             "same (default: %(default)s, i.e. 10%%; --configs: its words' bound on the "
                             "median time ratio)")
    parser.add_argument("--run-noise", type=float, default=RUN_NOISE,
                        help="how much two single runs may differ as a whole, added to the interval "
                             "(default: %(default)s, i.e. +-20%%, measured on a shared machine; 0 for "
                             "runs taken under the same conditions)")
    parser.add_argument("--strict-time", action="store_true",
                        help="a group whose time reads slower is a regression, not a warning")
    parser.add_argument("--exact-counters", action="store_true",
                        help="fail on any change of a deterministic counter (down too), of a status, or of "
                             "the puzzles compared, and list every puzzle that changed")
    parser.add_argument("--configs", action="store_true",
                        help="the two runs are two configurations of the same puzzles (other "
                             "--techniques, --search or --solver): compare each file's rows whatever "
                             "their labels, and say how NEW differs; a comparison, exit 0, never a "
                             "regression verdict")
    parser.add_argument("--markdown", metavar="OUT", help="also write the table as Markdown to OUT")
    args = parser.parse_args(argv)
    if args.threshold < 0:
        parser.error("--threshold must be >= 0")
    if args.run_noise < 0:
        parser.error("--run-noise must be >= 0")
    if args.configs and (args.exact_counters or args.strict_time):
        parser.error("--configs compares two configurations: --exact-counters and --strict-time "
                     "check one configuration against itself")
    return args


def exact_columns(args, old_counters, new_counters):
    """The counters --exact-counters compares (those of both CSVs), None without it; notes the
    columns only one CSV has."""
    if not args.exact_counters:
        return None
    exact = tuple(c for c in old_counters if c in new_counters)
    for side, own, other in (("baseline", old_counters, new_counters), ("new", new_counters, old_counters)):
        for column in own:
            if column not in other:
                print(f"compare.py: note: column {column} only in the {side} CSV (not compared)")
    return exact


def compare_groups(args, old_groups, new_groups, exact):
    """(the comparison of each group both runs hold, [(side, key)] of the groups only one holds)."""
    results = []
    one_sided = []
    for key in sorted(set(old_groups) | set(new_groups), key=group_order):
        if key not in new_groups:
            one_sided.append(("baseline", key))
        elif key not in old_groups:
            one_sided.append(("new", key))
        elif not set(old_groups[key]) & set(new_groups[key]):
            one_sided.append(("one run each, no common lines", key))
        else:
            results.append(compare_group(key, old_groups[key], new_groups[key],
                                         args.threshold, args.strict_time, exact))
    return results, one_sided


def write_markdown(args, results, summary):
    """The table and the summary as Markdown, to --markdown's file."""
    with open(args.markdown, "w", encoding="utf-8") as f:
        f.write(f"Comparing `{args.baseline}` to `{args.new}` (time threshold {args.threshold:.0%}, "
                f"run noise +-{args.run_noise:.0%})\n\n")
        f.write(results_markdown_table(results) + "\n\n")
        f.write("\n".join(f"- {line.strip()}" if not line.startswith("  ") else f"  - `{line.strip()}`"
                          for line in summary) + "\n")


def main(argv=None):
    args = parse_args(argv)
    try:
        old_groups, old_warnings, old_counters, _ = read_run(args.baseline)
        new_groups, new_warnings, new_counters, paths = read_run(args.new)
    except InputError as e:
        print(f"compare.py: {e}", file=sys.stderr)
        return 2
    for warning in old_warnings + new_warnings:
        print(f"compare.py: {warning}", file=sys.stderr)

    old_groups, old_taken = settle_unrecorded_search(old_groups, new_groups)
    new_groups, new_taken = settle_unrecorded_search(new_groups, old_groups)
    settled = [(side, taken) for side, taken in (("baseline", old_taken), ("new", new_taken)) if taken]
    if args.configs:
        return main_configs(args, old_groups, new_groups, settled, paths)

    exact = exact_columns(args, old_counters, new_counters)
    results, one_sided = compare_groups(args, old_groups, new_groups, exact)
    if not results:
        print(f"compare.py: {nothing_to_compare(old_groups, new_groups)}", file=sys.stderr)
        return 2

    overall = judge_time(results, args.threshold, args.run_noise, args.strict_time)
    print(f"Comparing {args.baseline} to {args.new} (time threshold {args.threshold:.0%}, "
          f"run noise +-{args.run_noise:.0%})")
    print(results_text_table(results))
    summary = summary_lines(results, one_sided, settled, args.threshold, args.strict_time, exact is not None,
                            overall, args.run_noise)
    print()
    print("\n".join(summary))

    if args.markdown:
        write_markdown(args, results, summary)

    failed = any(r["problems"] for r in results) or (exact is not None and one_sided)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # piped into head: the reader has what it wanted
        sys.stderr.close()
        sys.exit(1)
