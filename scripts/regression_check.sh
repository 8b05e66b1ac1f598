#!/usr/bin/env bash
# Regression check against the committed baseline: solves the bundled course files with the default
# technique set and search, then compares with results/course_all.csv through scripts/compare.py.
# A deterministic counter (guesses, recursions) that grows, or fewer puzzles solved, fails; a slower
# median time only warns, as CI machines are noisy (--strict-time makes it fail).
#
#   scripts/regression_check.sh [--update] [--strict-time] [HARNESS]
#
#   HARNESS        the sudoku-bench binary (default: build/sudoku-bench)
#   --update       make this run the new baseline (for a change meant to alter counters;
#                  commit results/course_all.csv with the comparison in the message)
#   --strict-time  fail on a median time ratio past the noise threshold too
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
harness=build/sudoku-bench
baseline=results/course_all.csv
update=false
compare_args=()
for arg in "$@"; do
  case "$arg" in
    --update) update=true ;;
    --strict-time) compare_args+=(--strict-time) ;;
    -h|--help) sed -n '2,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "regression_check.sh: unknown option $arg" >&2; exit 2 ;;
    *) harness=$arg ;;
  esac
done
[[ -x $harness ]] || { echo "regression_check.sh: no harness at $harness (build first)" >&2; exit 2; }

run=$(mktemp --suffix=.csv)
trap 'rm -f "$run"' EXIT
{
  echo "# git_sha=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "# command=sudoku-bench --csv puzzles/puzzles_*.txt (techniques all, default search: bitboard on 9x9, learn beyond)"
  echo "# build=Release cores=$(nproc) cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
} >"$run"
"$harness" --no-progress --csv=- puzzles/puzzles_*.txt >>"$run"

if $update; then
  cp "$run" "$baseline"
  echo "baseline updated: $baseline"
  exit 0
fi
python3 scripts/compare.py "${compare_args[@]}" "$baseline" "$run"
