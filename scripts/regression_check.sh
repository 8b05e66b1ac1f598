#!/usr/bin/env bash
# Regression check against the committed baseline: solves the bundled course files with the default
# technique set and search, then compares with results/course_all.csv through
# scripts/compare.py --exact-counters. The deterministic counters (recursions, guesses, backtracks,
# placements, eliminations, elim_*) must match the baseline exactly: a change either way fails,
# naming each puzzle (file:line, counter, old -> new), as does a status change or fewer puzzles
# solved. A drop counts too: a counter that stopped counting looks like an improvement. A slower
# median time only warns, as CI machines are noisy (--strict-time makes it fail).
#
#   scripts/regression_check.sh [--accept] [--strict-time] [--baseline FILE] [HARNESS]
#
#   HARNESS          the sudoku-bench binary (default: build/sudoku-bench)
#   --accept         make this run the new baseline, printing what changed against the old one.
#                    A change of counters, improvement or not, is committed together with the
#                    change that made it: the code and results/course_all.csv in one commit,
#                    the printed changes in its message. (--update is the same.)
#   --strict-time    fail on a median time ratio past the noise threshold too
#   --baseline FILE  compare with (or with --accept, rewrite) FILE instead of results/course_all.csv
#   --time-limit S   fail when the run takes longer than S seconds (default 120; it takes about 2):
#                    a search that no longer ends fails here, by name, instead of holding CI
#   -h, --help       this text
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
caller=$PWD
from_caller() { [[ $1 == /* ]] && echo "$1" || echo "$caller/$1"; }  # paths given are the caller's
harness=$repo/build/sudoku-bench
baseline=$repo/results/course_all.csv
accept=false
time_limit=120
compare_args=()
while (($# > 0)); do
  case "$1" in
    --accept|--update) accept=true ;;
    --strict-time) compare_args+=(--strict-time) ;;
    --baseline) [[ $# -ge 2 ]] || { echo "regression_check.sh: --baseline needs a file" >&2; exit 2; }
                baseline=$(from_caller "$2"); shift ;;
    --baseline=*) baseline=$(from_caller "${1#--baseline=}") ;;
    --time-limit=*) time_limit=${1#--time-limit=} ;;
    --time-limit) [[ $# -ge 2 ]] || { echo "regression_check.sh: --time-limit needs seconds" >&2; exit 2; }
                  time_limit=$2; shift ;;
    -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "regression_check.sh: unknown option $1" >&2; exit 2 ;;
    *) harness=$(from_caller "$1") ;;
  esac
  shift
done
cd "$repo"
[[ -x $harness ]] || { echo "regression_check.sh: no harness at $harness (build first)" >&2; exit 2; }

run=$(mktemp --suffix=.csv)
rows=$(mktemp --suffix=.csv)
trap 'rm -f "$run" "$rows"' EXIT
[[ $time_limit =~ ^[0-9]+$ && $time_limit -gt 0 ]] ||
  { echo "regression_check.sh: --time-limit wants whole seconds above 0, not '$time_limit'" >&2; exit 2; }
# What the harness is given: no --techniques or --search, so the program's defaults, which each
# row names. The provenance below is made from this and from the rows, never written out by hand.
args=(--no-progress --csv=- puzzles/puzzles_*.txt)
status=0
timeout --kill-after=10 "$time_limit" "$harness" "${args[@]}" >"$rows" || status=$?
if ((status == 124 || status == 137)); then
  echo "regression_check.sh: FAILED: the course files took over $time_limit s (about 2 s expected): a hang?" >&2
  echo "  rows finished: $(grep -vc '^#' "$rows" || true) (header included); the last: $(tail -n 1 "$rows" | cut -c1-120)" >&2
  exit 1
fi

# The distinct values of the rows' column $1, space-separated ("unrecorded" without the column).
column_values() {
  awk -F, -v name="$1" '/^#/ { next } { sub(/\r$/, "") }
    !header++ { for (i = 1; i <= NF; i++) if ($i == name) c = i; next }
    c && !seen[$c]++ { out = out (out == "" ? "" : " ") $c }
    END { print (c ? out : "unrecorded") }' "$rows"
}
build=$(timeout --kill-after=2 10 "$harness" --version 2>/dev/null | sed -n 's/^build: //p' || true)
{
  echo "# git_sha=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "# command=$(basename "$harness") ${args[*]}"
  echo "# techniques=$(column_values techniques) search=$(column_values search) (the program's defaults)"
  echo "# build=${build:-unknown} cores=$(nproc) cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
  cat "$rows"
} >"$run"

if ((status != 0)); then
  # The course files are all solvable, so any other exit is a failure; the comparison shows where.
  echo "regression_check.sh: FAILED: the harness exited with status $status" >&2
  python3 scripts/compare.py --exact-counters "${compare_args[@]}" "$baseline" "$run" || true
  exit 1
fi
if ! $accept; then
  python3 scripts/compare.py --exact-counters "${compare_args[@]}" "$baseline" "$run"
  exit
fi

# Accepting: show what changes (for the commit message), then take the run as the baseline.
status=0
if [[ -f $baseline ]]; then
  python3 scripts/compare.py --exact-counters "$baseline" "$run" || status=$?
else
  echo "regression_check.sh: no baseline at $baseline yet: this run becomes it"
fi
cp "$run" "$baseline"
echo
if ((status == 0)); then
  echo "baseline rewritten: $baseline (no counter or status changed)"
else
  echo "baseline rewritten: $baseline (the changes listed above are now accepted;"
  echo "commit it together with the change that made them, with those lines in the message)"
fi
