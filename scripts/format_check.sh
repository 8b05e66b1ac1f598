#!/usr/bin/env bash
# Checks that every tracked C and C++ file is formatted as .clang-format says; CI fails otherwise.
#
#   bash scripts/format_check.sh          # lists each file clang-format would change, exit 1 if any
#   bash scripts/format_check.sh --fix    # reformats those files in place
#   bash scripts/format_check.sh --help   # this text (also -h)
#
# clang-format is Debian's (scripts/setup.sh installs it); another version may format differently,
# so the check names the version it ran. Exit status: 0 formatted, 1 not, 2 usage or a missing tool.
set -euo pipefail

fix=0
for arg in "$@"; do
  case "$arg" in
    --fix) fix=1 ;;
    -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "format_check.sh: unknown argument '$arg' (known: --fix)" >&2; exit 2 ;;
  esac
done
command -v clang-format >/dev/null 2>&1 || { echo "format_check.sh: clang-format not found (run scripts/setup.sh)" >&2; exit 2; }

cd "$(dirname "${BASH_SOURCE[0]}")/.."
mapfile -t files < <(git ls-files '*.c' '*.cpp' '*.h' '*.hpp')
if ((fix)); then
  clang-format -i "${files[@]}"
  echo "reformatted ${#files[@]} files with $(clang-format --version)"
  exit 0
fi
# One clang-format process for every file (one per file took 30 s on a busy 2-core machine); each
# file it would change is named in a "FILE:LINE:COL: error:" line.
mapfile -t unformatted < <(clang-format --dry-run -Werror "${files[@]}" 2>&1 |
  sed -n 's/^\(.*\):[0-9][0-9]*:[0-9][0-9]*: error: .*/\1/p' | sort -u)
if ((${#unformatted[@]})); then
  echo "format_check.sh: ${#unformatted[@]} of ${#files[@]} files are not formatted as .clang-format says" >&2
  echo "($(clang-format --version)); run bash scripts/format_check.sh --fix, or see: clang-format --dry-run FILE" >&2
  printf '  %s\n' "${unformatted[@]}" >&2
  exit 1
fi
echo "${#files[@]} files formatted as .clang-format says ($(clang-format --version))"
