#!/usr/bin/env bash
# Fuzzes the puzzle parser and a bounded solve (fuzz/fuzz_parse_solve.cpp) with libFuzzer, ASan and
# UBSan: configures and builds build-fuzz with clang, writes a seed corpus from puzzles/*.txt,
# tests/data/bad/ and tests/data/fuzz_regressions/, runs for SECONDS, then prints libFuzzer's final
# figures.
#
#   bash scripts/fuzz.sh [SECONDS]    # default 60, the length of a CI smoke run
#   bash scripts/fuzz.sh --help       # this text (also -h)
#
# Exit status: 0 when nothing was found; non-zero on any crash, invariant trap, leak, timeout or
# out-of-memory, with the reproducer's path and the command that replays it. The corpus in
# build-fuzz/corpus grows across runs; the whole log is build-fuzz/fuzz.log.
set -euo pipefail

seconds=60
for arg in "$@"; do
  case "$arg" in
    -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *[!0-9]*|'') echo "fuzz.sh: SECONDS must be a whole number, not '$arg'" >&2; exit 2 ;;
    *) seconds=$arg ;;
  esac
done
for tool in clang clang++ cmake; do
  command -v "$tool" >/dev/null 2>&1 || { echo "fuzz.sh: $tool not found (libFuzzer needs clang)" >&2; exit 2; }
done

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
build="build-fuzz"
fuzzer=$build/fuzz/fuzz_parse_solve
corpus=$build/corpus
artifacts=$build/artifacts/
log=$build/fuzz.log

# -g1 (line tables, enough for a crash's file:line) instead of the build type's -g: quicker to build.
CC=clang CXX=clang++ cmake -S . -B "$build" -DSUDOKU_BUILD_FUZZERS=ON -DSUDOKU_BUILD_TESTS=OFF \
  -DSUDOKU_BUILD_BENCHMARKS=OFF -DSUDOKU_NATIVE=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
cmake --build "$build" --target fuzz_parse_solve -j2

# Seeds: up to 24 puzzle lines of every length across the bundled files, one per file; two lines
# of each size up to 16x16 again as integer lines (between spaces, between ", ", between tabs);
# the head of each file as a multi-line seed (comments, blank lines), again with CRLF endings; the
# bad fixtures; past crashes, so each run checks them first. Fixed names, so a rerun rewrites the
# same seeds and keeps what libFuzzer added.
mkdir -p "$corpus" "$artifacts"
awk -v dir="$corpus" '
  !/^#/ && NF && seen[length($0)]++ < 24 {
    out = sprintf("%s/seed-line-%d-%02d", dir, length($0), seen[length($0)])
    print > out; close(out)
  }' puzzles/*.txt
awk -v dir="$corpus" '
  BEGIN { symbols = "123456789ABCDEFG"; split(" |, |\t", separators, "|") }
  !/^#/ && NF && length($0) <= 256 && seen[length($0)]++ < 2 {
    for (s = 1; s <= 3; s++) {
      line = index(symbols, substr($0, 1, 1))  # 0 for a blank, "." or "0"
      for (i = 2; i <= length($0); i++) line = line separators[s] index(symbols, substr($0, i, 1))
      out = sprintf("%s/seed-ints-%d-%02d-%d", dir, length($0), seen[length($0)], s)
      print line > out; close(out)
    }
  }' puzzles/*.txt
for file in puzzles/*.txt; do
  name=$(basename "$file" .txt)
  head -n 4 "$file" >"$corpus/seed-head-$name"
  sed 's/$/\r/' "$corpus/seed-head-$name" >"$corpus/seed-head-crlf-$name"
done
for file in tests/data/bad/* tests/data/fuzz_regressions/*; do
  if [[ -f $file ]]; then cp "$file" "$corpus/seed-$(basename "$(dirname "$file")")-$(basename "$file")"; fi
done
echo "fuzz.sh: $(find "$corpus" -type f | wc -l) inputs in $corpus; fuzzing for $seconds s (log: $log)"

# max_len fits a 25x25 line plus a few more lines; timeout is far above the ~100 ms an input
# should cost, so only a real hang trips it.
status=0
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "$fuzzer" \
  -max_total_time="$seconds" -max_len=2048 -timeout=10 -rss_limit_mb=2048 \
  -dict=fuzz/puzzle.dict -artifact_prefix="$artifacts" -print_final_stats=1 \
  "$corpus" >"$log" 2>&1 || status=$?

# Progress lines would flood a CI log: show the last coverage line and the final statistics.
grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$log" | tail -n 1 || true
grep -E '^stat::' "$log" || true

if ((status != 0)); then
  echo
  echo "fuzz.sh: FAILED (libFuzzer exit status $status); the report:"
  sed -n '/^==[0-9]*==\|runtime error\|fuzz_parse_solve: invariant\|ALARM\|out-of-memory/,$p' "$log" | head -n 80
  reproducer=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
  if [[ -n $reproducer ]]; then
    echo
    echo "fuzz.sh: reproducer: $reproducer"
    echo "fuzz.sh: replay it:  $fuzzer $reproducer"
  fi
  exit 1
fi
echo "fuzz.sh: no crashes in $seconds s"
