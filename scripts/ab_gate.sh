#!/usr/bin/env bash
# CI's solve-time gate: HEAD against a reference commit, side by side in one run (scripts/ab.py),
# on the bundled course files, about a minute of solving. Fails (exit 1) when the same file is
# significantly slower beyond the threshold in three runs, one after the other: the files called
# slower are timed again, alone, up to twice. On a shared machine one run in several read a course
# file 1.2x slower with the same solver code, and two runs in a row once read two different files
# slower (results/notes/side-by-side-timing.md). Counters stay the exact gate of
# regression_check.sh.
#
#   scripts/ab_gate.sh [--threshold=T] [--rounds=R] [--record]
#
#   --threshold=T   a file fails only when significantly slower past 1 + T (default 0.05, i.e. 5%)
#   --rounds=R      rounds of scripts/ab.py, each version once per file per round (default 8)
#   --record        append HEAD's figures to results/history.jsonl (see below)
#   -h, --help      this text
#
# The reference is the commit named in results/ab_baseline when this clone holds it (a fixed
# reference also catches a slow creep of small slowdowns), else HEAD's parent. Without either
# (a shallow clone, the first commit), the gate is skipped with a note, exit 0.
# --record appends the HEAD figures to results/history.jsonl (commit that line on main).
# Outputs in build/: ab.json (the A/B results of the first run), ab-again-1.json and
# ab-again-2.json (the files timed again), report.html (trend, the A/B table and the passes after it).
# To accept a slowdown, or bank a speed-up: name the new reference, in a commit of its own:
#   git rev-parse HEAD > results/ab_baseline
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
threshold=0.05
rounds=8
history=()
for arg in "$@"; do
  case "$arg" in
    --threshold=*) threshold=${arg#*=} ;;
    --rounds=*) rounds=${arg#*=} ;;
    --record) history=(--history=results/history.jsonl) ;;
    -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "ab_gate.sh: unknown argument $arg (see --help)" >&2; exit 2 ;;
  esac
done

if ! head=$(git rev-parse --verify --quiet HEAD); then
  echo "ab_gate.sh: not a git clone: the timing gate is skipped"
  exit 0
fi
base=""
if [[ -s results/ab_baseline ]]; then
  named=$(head -n1 results/ab_baseline | tr -d '[:space:]')
  if git cat-file -e "${named}^{commit}" 2>/dev/null && [[ $(git rev-parse "$named") != "$head" ]]; then
    base=$(git rev-parse "$named")
    echo "reference: results/ab_baseline names ${base:0:12}"
  else
    echo "note: results/ab_baseline names $named, which this clone does not hold (or is HEAD)"
  fi
fi
if [[ -z $base ]]; then
  if ! base=$(git rev-parse --verify --quiet 'HEAD^'); then
    echo "ab_gate.sh: HEAD has no parent in this clone (shallow or first commit): the timing gate is skipped"
    exit 0
  fi
  echo "reference: HEAD's parent ${base:0:12}"
fi

# One side-by-side run: JSON output first, then ab.py's other arguments and the files.
time_both() {
  local json=$1
  shift
  python3 scripts/ab.py --base="$base" --new="$head" --rounds="$rounds" --threshold="$threshold" \
    --json="$json" "$@"
}

# The files a run's JSON calls slower (benchkit.stats.slower_files), as puzzles/NAME, one a line.
slower_files() {
  PYTHONPATH=scripts python3 -c 'import json, sys
from benchkit.stats import slower_files
for name in sorted(slower_files(json.load(open(sys.argv[1])))):
    print("puzzles/" + name)' "$1"
}

mkdir -p build
status=0
time_both build/ab.json "${history[@]}" puzzles/*.txt || status=$?
last=build/ab.json
retimed=()
for again in 1 2; do
  ((status == 1)) || break
  suspects=()
  mapfile -t suspects < <(slower_files "$last" || true)
  if ((${#suspects[@]} == 0)); then
    echo "ab_gate.sh: ab.py said slower but named no slower file in $last" >&2
    break
  fi
  echo "ab_gate.sh: slower: ${suspects[*]}; timing those again ($again of 2): only a file slower every time fails"
  status=0
  last=build/ab-again-$again.json
  time_both "$last" "${suspects[@]}" || status=$?
  retimed+=(--retimed="$last")
done
if ((status != 2)) && [[ -s results/history.jsonl ]]; then
  python3 scripts/report.py --history=results/history.jsonl --ab=build/ab.json "${retimed[@]}" --out=build/report.html \
    && echo "report: build/report.html"
fi
exit "$status"
