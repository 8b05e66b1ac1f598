#!/usr/bin/env bash
# Measures the line and branch coverage of solver/ and harness/ by the ctest suite: builds
# build-coverage with gcc's --coverage, runs ctest there, and prints the figures with gcovr.
#
#   scripts/coverage.sh                              # the whole suite, figures on the terminal
#   scripts/coverage.sh --out results/coverage.md    # the same, also written as markdown
#   scripts/coverage.sh --tests '^BoardTest\.'       # only the ctest entries matching a regex
#
#   --tests REGEX    run only the ctest entries matching REGEX (ctest -R; default: all of them)
#   --exclude REGEX  leave out the ctest entries matching REGEX (ctest -E)
#   --out FILE       also write the figures as markdown: a table per directory and per file, the
#                    command, commit, date, gcc and gcovr versions, and what the branch figure means
#   --build DIR      the build directory (default: build-coverage)
#   --opt LEVEL      optimisation level of the instrumented build, 0 or 1 (default: 0)
#   -h, --help       this text
#
# Flags: --coverage -g -O0 -fprofile-update=atomic: the harness solves puzzles on oneTBB tasks, and
# without atomic updates threads that bump one counter at once lose counts. Debug build, g++, -j2,
# benchmarks off. The .gcda files of earlier runs are deleted first, so each run counts from zero.
# Figures cover solver/ and harness/ only (tests/, bench/, fuzz/, the generated build info and
# system headers are filtered out); branches exclude gcc's exception edges and branches on lines
# without code (gcovr --exclude-throw-branches --exclude-unreachable-branches; the report says why).
#
# Exit status: 0 when every test passed; 1 when the build failed (no figures) or some tests failed
# (the figures are still printed and written, with the failed tests named); 2 on a usage error, a
# selection that matches no test, or a missing tool (gcovr: run scripts/setup.sh --coverage).
# Prints the elapsed seconds at the end.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
exec </dev/null

usage() { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; }
die_usage() { echo "coverage.sh: $*" >&2; exit 2; }

build="build-coverage"
opt=0
out=""
selection=()
# The command as typed, for the report: arguments other than plain words in single quotes.
command_line="scripts/coverage.sh"
for arg in "$@"; do
  if [[ $arg =~ ^[A-Za-z0-9_./=:,+-]+$ ]]; then command_line+=" $arg"
  else command_line+=" '${arg//\'/\'\\\'\'}'"; fi
done
while (($# > 0)); do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --tests|--exclude|--out|--build|--opt)
      (($# >= 2)) || die_usage "$1 needs a value (see --help)"
      case "$1" in
        --tests) selection+=(-R "$2") ;;
        --exclude) selection+=(-E "$2") ;;
        --out) out=$2 ;;
        --build) build=$2 ;;
        --opt) opt=$2 ;;
      esac
      shift 2
      ;;
    *) die_usage "unknown option '$1' (see --help)" ;;
  esac
done
[[ $opt == 0 || $opt == 1 ]] || die_usage "--opt must be 0 or 1, not '$opt'"
[[ -n $build ]] || die_usage "--build needs a directory"

cxx=g++
command -v "$cxx" >/dev/null || die_usage "$cxx not found (run scripts/setup.sh)"
# gcovr runs python3 from its own #! line, so it is asked for by name rather than through python3.
command -v gcovr >/dev/null || die_usage "gcovr not found (run scripts/setup.sh --coverage)"
command -v gcov >/dev/null || die_usage "gcov not found (it comes with g++: run scripts/setup.sh)"
python=/usr/bin/python3
[[ -x $python ]] || python=$(command -v python3) || die_usage "python3 not found (run scripts/setup.sh)"

section() { printf '\n==== %s ====\n' "$*"; }
start=$SECONDS
flags="--coverage -g -O$opt -fprofile-update=atomic"

section "configure $build ($cxx $flags)"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS=--coverage \
  -DSUDOKU_BUILD_BENCHMARKS=OFF -DSUDOKU_NATIVE=OFF >/dev/null ||
  { section "FAILED: cmake could not configure $build"; exit 1; }

section "build $build"
step=$SECONDS
cmake --build "$build" -j2 || { section "FAILED: the build failed after $((SECONDS - start)) s"; exit 1; }
echo "($((SECONDS - step)) s)"

# Counts from an earlier run (or from the build-info step) would add up with this one's.
find "$build" -name '*.gcda' -delete
work="$build/coverage"
rm -rf "$work"
mkdir -p "$work"

section "ctest ${selection[*]:-(all)}"
step=$SECONDS
status=0
ctest --test-dir "$build" --output-on-failure -j2 "${selection[@]}" 2>&1 | tee "$work/ctest.log" ||
  status=1
test_seconds=$((SECONDS - step))
echo "($test_seconds s)"
summary=$(grep -E '^[0-9]+% tests passed' "$work/ctest.log" | tail -n 1 || true)
[[ -n $summary ]] || { echo "coverage.sh: ctest ran no test (${selection[*]:-all})" >&2; exit 2; }
failed="$work/failed.txt"
if ((status != 0)) && [[ -f $build/Testing/Temporary/LastTestsFailed.log ]]; then
  cut -d: -f2- "$build/Testing/Temporary/LastTestsFailed.log" >"$failed"
else
  : >"$failed"
fi

section "gcovr"
step=$SECONDS
# Filters are regexes matched from the start of each source path relative to this directory, so
# they keep solver/ and harness/ and drop everything else (tests/, bench/, fuzz/, the generated
# build_info_values.cpp under the build directory, /usr/include). The excludes say so outright.
# The build directory is named as the one place to search: by default gcovr also searches --root,
# and would add the counts of any other build directory inside the repository.
gcovr_args=(--root . --object-directory "$build" -j 2 --filter 'solver/' --filter 'harness/'
            --exclude 'tests/' --exclude 'bench/' --exclude 'fuzz/'
            --exclude-directories '.*/CMakeFiles/[0-9.]+$'  # CMake's compiler probe, not ours
            "$build")
gcovr "${gcovr_args[@]}" --exclude-throw-branches --exclude-unreachable-branches \
  --json-summary "$work/summary.json" || { section "FAILED: gcovr"; exit 1; }
# Every branch gcc counts, for the note on what the exclusions remove.
gcovr "${gcovr_args[@]}" --json-summary "$work/summary_all_branches.json" ||
  { section "FAILED: gcovr"; exit 1; }
echo "($((SECONDS - step)) s)"

commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
dirty=no
[[ $commit == unknown || -z $(git status --porcelain --untracked-files=no) ]] || dirty=yes
gcc_version=$("$cxx" --version | head -n 1)
gcovr_version=$(gcovr --version | head -n 1)
ctest_version=$(ctest --version | head -n 1)
export COV_SUMMARY="$work/summary.json" COV_RAW="$work/summary_all_branches.json" COV_FAILED="$failed"
export COV_OUT="$out" COV_COMMAND="$command_line" COV_FLAGS="$flags" COV_CTEST="$summary"
export COV_TEST_SECONDS="$test_seconds" COV_SELECTION="${selection[*]:-}" COV_COMMIT="$commit"
export COV_DIRTY="$dirty" COV_GCC="$gcc_version" COV_GCOVR="$gcovr_version" COV_CTEST_VERSION="$ctest_version"
section "coverage of solver/ and harness/"
"$python" - <<'PY'
import datetime
import json
import os

env = os.environ
files = json.load(open(env["COV_SUMMARY"]))["files"]
raw = json.load(open(env["COV_RAW"]))
failed = [line.strip() for line in open(env["COV_FAILED"]) if line.strip()]


def pct(covered, total):
    return f"{100.0 * covered / total:.1f}%" if total else "-"


def totals(rows):
    lc = sum(r["line_covered"] for r in rows)
    lt = sum(r["line_total"] for r in rows)
    bc = sum(r["branch_covered"] for r in rows)
    bt = sum(r["branch_total"] for r in rows)
    return lc, lt, bc, bt


def cells(lc, lt, bc, bt):
    return [f"{lc}/{lt}", pct(lc, lt), f"{bc}/{bt}", pct(bc, bt)]


groups = [("solver/", [f for f in files if f["filename"].startswith("solver/")]),
          ("harness/", [f for f in files if f["filename"].startswith("harness/")])]
groups.append(("both", [f for _, rows in groups for f in rows]))
head = ["lines", "line %", "branches", "branch %"]
dir_rows = [[name] + cells(*totals(rows)) for name, rows in groups]
file_rows = [[f["filename"]] + cells(f["line_covered"], f["line_total"],
                                     f["branch_covered"], f["branch_total"])
             for f in sorted(files, key=lambda f: f["filename"])]

# The terminal: fixed-width columns.
def text_table(first, rows):
    table = [[first] + head] + rows
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    for r in table:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))


text_table("directory", dir_rows)
print()
text_table("file", file_rows)
raw_b = (raw["branch_covered"], raw["branch_total"])
print(f"\nbranches counting gcc's exception edges and lines without code: "
      f"{raw_b[0]}/{raw_b[1]} ({pct(*raw_b)})")
if failed:
    print(f"failed tests ({len(failed)}): " + ", ".join(failed))

out = env["COV_OUT"]
if not out:
    raise SystemExit(0)


def md_table(first, rows):
    lines = ["| " + " | ".join([first] + head) + " |", "|---|" + "---:|" * len(head)]
    for r in rows:
        name = "**both**" if r[0] == "both" else f"`{r[0]}`"
        lines.append("| " + " | ".join([name] + r[1:]) + " |")
    return "\n".join(lines)


commit = env["COV_COMMIT"] + (" (with uncommitted changes)" if env["COV_DIRTY"] == "yes" else "")
selection = env["COV_SELECTION"] or "the whole suite"
failed_text = ("none" if not failed else
               f"{len(failed)} (counted up to the failure; a test killed at its timeout loses its own process's counts): "
               + ", ".join(f"`{t}`" for t in failed))
doc = f"""# Test coverage of solver/ and harness/

Lines and branches of `solver/` and `harness/` executed by the ctest suite ({selection}), measured
with gcc's `--coverage` and gcovr. Tests, benchmarks, fuzz targets, generated files and system
headers are not counted. Headers count where their inline code is compiled into a test or the
program.

| | |
|---|---|
| command | `{env["COV_COMMAND"]}` |
| commit | `{commit}` |
| date | {datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")} |
| build | Debug, `{env["COV_FLAGS"]}`, solver without `-march=native`, benchmarks off |
| compiler | {env["COV_GCC"]} |
| coverage tool | {env["COV_GCOVR"]} (`--exclude-throw-branches --exclude-unreachable-branches`) |
| tests | {env["COV_CTEST"]} ({env["COV_CTEST_VERSION"]}, `-j2`, {env["COV_TEST_SECONDS"]} s) |
| failed tests | {failed_text} |

## Per directory

{md_table("directory", dir_rows)}

## Per file

{md_table("file", file_rows)}

## What the branch figure means

gcc counts a branch for every outcome of a condition in the compiled code, not in the source:
`a && b` is two conditions with two outcomes each, a `switch` one outcome per case, and the
code gcc writes for you (destructors on each exit path, range-for loops, `std::vector` growth in
inlined library code) adds its own. Every call that may throw also gets an exception edge, which
is taken only when that call throws. `--exclude-throw-branches` drops those exception edges: they
would count each `push_back` or `std::string` operation that never ran out of memory as an
untested branch. `--exclude-unreachable-branches` drops branches on lines that hold no code of
their own (a closing brace where destructors run), which no test can aim at. Counting both, the
branches would be {raw_b[0]}/{raw_b[1]} ({pct(*raw_b)}). What remains is still a figure of
compiled outcomes: 100% is not expected, and a file's branch figure is best read beside its line
figure, as a pointer to conditions whose other side no test takes.
"""
os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
with open(out, "w") as f:
    f.write(doc)
print(f"\nwrote {out}")
PY

if ((status != 0)); then
  section "FAILED: some tests failed (figures above) after $((SECONDS - start)) s"
  exit 1
fi
section "done: coverage run in $((SECONDS - start)) s"
