#!/usr/bin/env bash
# Technique ablation: runs sudoku-bench on each course file with each technique set and writes one
# CSV (one header row, a `techniques` column telling the runs apart).
#
#   scripts/ablation.sh [options] [HARNESS [FILE...]]
#
#   HARNESS                 the sudoku-bench binary (default: build/sudoku-bench)
#   FILE...                 puzzle files (default: every puzzles/puzzles_*.txt)
#   -o, --out CSV           where to write (default: ablation.csv)
#   -t, --techniques LIST   technique sets, space-separated (default: the seven below);
#                           --sets and -s are the same
#   --search S              the harness's --search for every run (default: backtrack, the one
#                           search that applies every technique of the set at every node, so the
#                           sets are compared on equal terms)
#   --timeout S             seconds per puzzle, so that none and fl end on hard files (default: 10)
#   -j, --threads N         solver threads (default: the harness's, every core)
#   -h, --help              this text
#
# Technique sets: none, fl, fl,mrv, fl,mrv,cp, fl,mrv,cp,subsets, fl,mrv,cp,intersections, all.
# Unsolved puzzles (timeouts) are data here, not failures; a usage error of the harness stops the
# script. The CSV starts with '# key=value' provenance lines, which scripts/compare.py and
# scripts/plot.py skip.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=ablation.csv
timeout=10
threads=
search=backtrack
sets=(none fl fl,mrv fl,mrv,cp fl,mrv,cp,subsets fl,mrv,cp,intersections all)

usage() { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; }
die() {
  echo "ablation.sh: $*" >&2
  exit 2
}

positional=()
while (($#)); do
  case "$1" in
    -o|--out) (($# >= 2)) || die "$1 needs a value"; out=$2; shift 2 ;;
    -t|--techniques|-s|--sets) (($# >= 2)) || die "$1 needs a value"; read -r -a sets <<<"$2"; shift 2 ;;
    --search) (($# >= 2)) || die "$1 needs a value"; search=$2; shift 2 ;;
    --timeout) (($# >= 2)) || die "$1 needs a value"; timeout=$2; shift 2 ;;
    -j|--threads) (($# >= 2)) || die "$1 needs a value"; threads=$2; shift 2 ;;
    --out=*) out=${1#*=}; shift ;;
    --techniques=*|--sets=*) read -r -a sets <<<"${1#*=}"; shift ;;
    --search=*) search=${1#*=}; shift ;;
    --timeout=*) timeout=${1#*=}; shift ;;
    --threads=*) threads=${1#*=}; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; positional+=("$@"); break ;;
    -*) die "unknown option '$1' (see --help)" ;;
    *) positional+=("$1"); shift ;;
  esac
done

harness=${positional[0]:-build/sudoku-bench}
files=("${positional[@]:1}")
if ((${#files[@]} == 0)); then
  files=("$repo"/puzzles/puzzles_*.txt)
fi
[[ -x "$harness" ]] || die "no harness binary at '$harness' (build it, or pass its path)"
for f in "${files[@]}"; do [[ -f "$f" ]] || die "no puzzle file '$f'"; done
((${#sets[@]})) || die "no technique sets"
[[ -n "$search" ]] || die "--search needs a value"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Every option passed to each run, the same for all: the provenance lines below are made from it.
common=("--search=$search" "--timeout=$timeout")
[[ -n "$threads" ]] && common+=("--threads=$threads")

{
  echo "# git_sha=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown)$(
    git -C "$repo" diff --quiet HEAD 2>/dev/null || echo "-dirty")"
  echo "# date=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "# harness=$harness"
  echo "# search=$search"
  echo "# timeout_s=$timeout"
  echo "# command=$(basename "$harness") ${common[*]} --techniques=SET --csv=... FILE (SET: ${sets[*]})"
  echo "# threads=${threads:-default}"
  echo "# cores=$(nproc 2>/dev/null || echo unknown)"
  echo "# cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
} >"$tmp/all.csv"

header_written=false
run=0
for f in "${files[@]}"; do
  for set in "${sets[@]}"; do
    run=$((run + 1))
    part="$tmp/run$run.csv"
    echo "ablation.sh: $(basename "$f") --techniques=$set ${common[*]}" >&2
    status=0
    # The harness's own summary goes to stderr so that it does not mix with anything piped.
    "$harness" "--techniques=$set" "${common[@]}" "--csv=$part" "$f" >&2 || status=$?
    # 1 means some puzzle was not solved (a timeout, expected for none and fl); more is an error.
    ((status <= 1)) || die "sudoku-bench failed (exit $status) on $f with --techniques=$set ${common[*]}"
    [[ -s "$part" ]] || die "sudoku-bench wrote no CSV for $f with --techniques=$set"
    if $header_written; then
      # The rows alone: not the header again, nor the harness's '# machine:' line.
      grep -v '^#' "$part" | tail -n +2 >>"$tmp/all.csv"
    else
      cat "$part" >>"$tmp/all.csv"
      header_written=true
    fi
  done
done

mv "$tmp/all.csv" "$out"
echo "ablation.sh: wrote $out ($(grep -vc '^#' "$out") lines with the header, ${#files[@]} file(s) x ${#sets[@]} set(s))" >&2
