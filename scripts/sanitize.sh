#!/usr/bin/env bash
# Builds the project with a sanitizer and runs tests under it; any sanitizer report fails the run.
#
#   scripts/sanitize.sh address   # build-asan: AddressSanitizer + UndefinedBehaviorSanitizer and
#                                 # LeakSanitizer; the ctest suite but its scripts.* tests (the
#                                 # Python scripts' own logic, timing verdicts among it; the
#                                 # program's runs are cli.*'s here), cli.course.puzzles_7_bigger
#                                 # (about 4 minutes on its own) and cli.portfolio (its races
#                                 # are the harness tests' and batch.tail_portfolio's, run here)
#                                 # and the sparse grids above 64x64 (SparseGridTest; minutes
#                                 # here, the 64x64 cases run the same code), the fill search's
#                                 # empty grids from 144x144 and its sparse grids (FillSearchTest,
#                                 # FillSearchSparseTest; the smaller ones run the same code) and
#                                 # the property test's 14x14-16x16 shapes (220 s of test time
#                                 # here; the other shapes, 4x4 to 25x25, run the same checks)
#                                 # and three that mostly wait: cli.large_grids (WideMaskTest runs
#                                 # every candidate width here), CommandBackendTest.HangIsTimeout
#                                 # (a deadline) and CadicalBackendTest.SolvesBigger (CaDiCaL is
#                                 # not instrumented; the smaller files run the same encoder),
#                                 # and the four longest runs of the program with other solvers
#                                 # and sweeps, which mostly wait on a deadline, a race or MPI
#                                 # (cli.solvers.hang_times_out, race_stops_losers,
#                                 # cli.sweep.interrupt_and_resume, mpi_runs_a_saved_set; the
#                                 # same code runs here in the other cli.solvers/sweep tests)
#                                 # and seven long solves, 169 s of test time here, whose code
#                                 # shorter tests run here (results/notes/ci-time.md):
#                                 # PortfolioTest.TheWinners... (the other PortfolioTests and
#                                 # batch.tail_portfolio race too), LearningModesTest.* (stable
#                                 # mode: LearningStatsTest.RestartsAndModeSwitches...; counting:
#                                 # LearningCountTest), LearningHallSetsTest's 25x25 (its other
#                                 # tests), GeneratorTest.PuzzlesAreUniqueAtLargerSizes and
#                                 # cli.generate.unique_at_every_size (the small sizes and the
#                                 # other cli.generate tests) and LearningStatsTest.Reductions-
#                                 # DropTheShareTheSettingSays (ReductionsCountTheClausesTheyDrop)
#   scripts/sanitize.sh thread    # build-tsan: ThreadSanitizer; sudoku-bench and harness_tests only,
#                                 # against a oneTBB built here with -fsanitize=thread; runs the
#                                 # ctest entries labelled "harness" (harness_tests, batch.*) and
#                                 # cli.hostile.* (batch mode on broken input), but the
#                                 # longest race: PortfolioTest.TheWinners... (twelve
#                                 # 24x24-25x25 races, 90 s here; the shorter PortfolioTests race
#                                 # the same code)
#   scripts/sanitize.sh --help    # this text (also -h)
#
# One mode a call. g++ (the compiler scripts/setup.sh installs), Debug with -O1, -j2. Every report
# also goes to build-MODE/sanitizer-reports/ (report.PROGRAM.PID), and any finding there fails the
# run, so a test that expects its program to fail cannot hide one. A file with nothing but
# LeakSanitizer's "fatal error" (a worker killed by the harness during its leak check at exit) is
# printed but is no finding, up to ten of them (scripts/sanitizer_reports.py). Prints the elapsed
# seconds at the end.
#
# Why thread mode builds oneTBB: Debian's libtbb.so is not instrumented, so ThreadSanitizer cannot
# see the synchronisation inside it. It then reports every hand-off of parallel_pipeline (a serial
# stage running on another thread than last time, a token passed to the next stage, the main thread
# reading results after the pipeline) as a race in our own code, and suppressions cannot separate
# those from real races. So the mode fetches the source of Debian's onetbb package (apt-get source,
# with private lists under build-tsan; the system's apt setup is left alone) and builds libtbb with
# oneTBB's own TBB_SANITIZE=thread option, once per build-tsan (about 40 s).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
exec </dev/null

usage() { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; }
if (($# != 1)); then
  usage >&2
  exit 2
fi
mode=$1
case "$mode" in
  address|thread) ;;
  -h|--help) usage; exit 0 ;;
  *) echo "sanitize.sh: unknown mode '$mode' (known: address, thread)" >&2; exit 2 ;;
esac

cxx=g++
command -v "$cxx" >/dev/null || { echo "sanitize.sh: $cxx not found (run scripts/setup.sh)" >&2; exit 2; }

section() { printf '\n==== %s ====\n' "$*"; }
fail() {
  section "FAILED: $mode sanitizer run after $((SECONDS - start)) s: $*"
  exit 1
}
start=$SECONDS
# A report makes the program exit with this status, which no test expects of sudoku-bench.
report_status=86

# Builds an instrumented libtbb from Debian's onetbb source into $build/onetbb/install, unless an
# earlier run did. Sets tbb_dir to its CMake package directory.
build_instrumented_tbb() {
  local root="$repo/$build/onetbb"
  tbb_dir="$root/install/lib/cmake/TBB"
  if [[ -f $root/install/.complete ]]; then
    echo "reusing $root/install ($(cat "$root/install/.complete"))"
    return
  fi
  rm -rf "$root"
  mkdir -p "$root/apt/lists/partial" "$root/apt/cache" "$root/apt/sources" "$root/download"

  local codename
  # shellcheck source=/dev/null
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  [[ -n $codename ]] || { echo "sanitize.sh: no VERSION_CODENAME in /etc/os-release" >&2; return 1; }
  local keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  cat >"$root/apt/sources/debian-src.sources" <<EOF
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: main
Signed-By: $keyring

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: $codename-security
Components: main
Signed-By: $keyring
EOF
  local apt=(apt-get -q -o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$root/apt/sources"
             -o "Dir::State::Lists=$root/apt/lists" -o "Dir::Cache=$root/apt/cache")
  [[ $(id -u) == 0 ]] && apt+=(-o "APT::Sandbox::User=root")
  local package
  package=$(dpkg-query -W -f='${source:Package}' libtbb-dev 2>/dev/null) || package=onetbb

  echo "fetching the source of Debian's $package package"
  if ! "${apt[@]}" update >"$root/apt.log" 2>&1 ||
     ! (cd "$root/download" && "${apt[@]}" source --download-only "$package" >>"$root/apt.log" 2>&1); then
    cat "$root/apt.log" >&2
    echo "sanitize.sh: could not fetch the $package source from Debian's archive (output above)" >&2
    return 1
  fi
  local tarball
  tarball=$(find "$root/download" -maxdepth 1 -name "${package}_*.orig.tar.*" | head -n 1)
  [[ -n $tarball ]] || { echo "sanitize.sh: no ${package}_*.orig.tar.* among the downloaded files" >&2; return 1; }
  mkdir -p "$root/src"
  tar -xf "$tarball" -C "$root/src" --strip-components=1

  echo "building libtbb with -fsanitize=thread from $(basename "$tarball")"
  # TBB_STRICT=OFF: GCC warns that ThreadSanitizer does not model atomic_thread_fence, and the
  # strict build turns warnings into errors. TBBMALLOC_BUILD=OFF: without libtbbmalloc beside it,
  # libtbb allocates with malloc, which ThreadSanitizer intercepts (Debian's libtbbmalloc would not
  # be, and memory it recycles between threads would look racy). TBB_DISABLE_HWLOC_AUTOMATIC_SEARCH:
  # hwloc (which Open MPI's packages bring) would add libtbbbind to the install, which only the
  # tbb target is built for.
  cmake -S "$root/src" -B "$root/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$cxx" \
    -DTBB_SANITIZE=thread -DTBB_TEST=OFF -DTBB_EXAMPLES=OFF -DTBB_STRICT=OFF -DTBBMALLOC_BUILD=OFF \
    -DTBB_DISABLE_HWLOC_AUTOMATIC_SEARCH=ON \
    -DCMAKE_INSTALL_PREFIX="$root/install" >"$root/cmake.log" 2>&1 ||
    { cat "$root/cmake.log" >&2; echo "sanitize.sh: configuring oneTBB failed (output above)" >&2; return 1; }
  cmake --build "$root/build" -j2 --target tbb >"$root/build.log" 2>&1 ||
    { tail -n 50 "$root/build.log" >&2; echo "sanitize.sh: building oneTBB failed (log: $root/build.log)" >&2; return 1; }
  cmake --install "$root/build" >>"$root/build.log" 2>&1 ||
    { tail -n 20 "$root/build.log" >&2; echo "sanitize.sh: installing oneTBB failed" >&2; return 1; }
  basename "$tarball" >"$root/install/.complete"
}

# -g1: line tables only, enough for the reports' file:line, and quicker to build than full -g
# (a third less compile time on solver/learning/search_loop.cpp). The Debug build type's own -g
# would come after it and win, so CMAKE_CXX_FLAGS_DEBUG is emptied below.
flags="-O1 -g1 -fno-omit-frame-pointer"
configure_args=()
if [[ $mode == address ]]; then
  build="build-asan"
  sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all"
  targets=()  # all: the tests need solver_tests, harness_tests and sudoku-bench (benchmarks are off)
  ctest_runs=("-E ^(scripts\.|cli\.course\.puzzles_7_bigger$|cli\.portfolio$|Sizes/SparseGridTest\..*/N(8[01]|100|120)_|Sizes/FillSearchTest\..*/N(144|225|400|512)([^0-9]|$)|FillSearchSparseTest\.(SolvesOrHandsOverAndKeepsTheGivens|FillsSparseGridsItselfWithinItsBudget|HandsWhatItCannotFillSoonToLearning|FillsA20PercentGridItselfWithRowsMostGivenFirst)$|FillSearchBandTest\.|BandColouringSolveTest\.|Shapes/SolverProperty\..*/N1[456]_|cli\.large_grids$|CommandBackendTest\.HangIsTimeout$|CadicalBackendTest\.SolvesBigger$|cli\.solvers\.(hang_times_out|race_stops_losers)$|cli\.sweep\.(interrupt_and_resume|mpi_runs_a_saved_set)$|PortfolioTest\.TheWinnersAnswerAndCountersAreThoseOfItsSeedAlone$|LearningModesTest\.|LearningHallSetsTest\.EliminatesOnTwentyFiveByTwentyFive$|GeneratorTest\.PuzzlesAreUniqueAtLargerSizes$|cli\.generate\.unique_at_every_size$|LearningStatsTest\.ReductionsDropTheShareTheSettingSays$)")
else
  build="build-tsan"
  sanitize="-fsanitize=thread"
  targets=(--target sudoku-bench harness_tests)
  ctest_runs=("-L ^harness$ -E ^PortfolioTest\.TheWinnersAnswerAndCountersAreThoseOfItsSeedAlone$"
              "-R ^cli\.hostile\.")
  section "instrumented oneTBB for $build"
  step=$SECONDS
  build_instrumented_tbb || fail "no instrumented oneTBB"
  configure_args+=(-DTBB_DIR="$tbb_dir")
  echo "($((SECONDS - step)) s)"
fi
reports="$build/sanitizer-reports"

section "configure $build ($cxx $sanitize)"
# Without MPI: Open MPI's own allocations and progress threads would fill the reports. The MPI
# mode's MPI-free parts (message encoding, the rank's hand-over queues) are in harness_tests,
# which these builds do run; its mpirun tests skip here.
# Unity sources (CMake merges a target's files eight to a compiler call; the solver library stays
# out, CMakeLists.txt says why): the headers (GoogleTest, fmt, CLI11, oneTBB) are then compiled
# once a merged source, and with a cold compiler cache the AddressSanitizer tree builds in 7
# minutes instead of 10 (2 cores). It is every tree's default; named here all the same, so that a
# build-MODE configured by hand with it off is switched back.
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_CXX_FLAGS="$flags $sanitize" -DCMAKE_CXX_FLAGS_DEBUG= -DCMAKE_EXE_LINKER_FLAGS="$sanitize" \
  -DCMAKE_UNITY_BUILD=ON -DSUDOKU_BUILD_BENCHMARKS=OFF -DSUDOKU_NATIVE=OFF -DSUDOKU_WITH_MPI=OFF \
  "${configure_args[@]}" >/dev/null || fail "cmake could not configure $build"

section "build $build"
step=$SECONDS
cmake --build "$build" -j2 "${targets[@]}" || fail "the build failed"
echo "($((SECONDS - step)) s)"

rm -rf "$reports"
mkdir -p "$reports"
common="halt_on_error=1:exitcode=$report_status:log_path=$repo/$reports/report:log_exe_name=1"
if [[ $mode == address ]]; then
  export ASAN_OPTIONS="$common:detect_leaks=1:print_stacktrace=1"
  export UBSAN_OPTIONS="$common:print_stacktrace=1"
else
  export TSAN_OPTIONS="$common:second_deadlock_stack=1"
fi

# The Release build's test costs, when it has them, let ctest start the longest tests first, so
# that two of them do not end the run alone on one core each.
costs="build/Testing/Temporary/CTestCostData.txt"
if [[ -f $costs ]]; then
  mkdir -p "$build/Testing/Temporary"
  cp "$costs" "$build/Testing/Temporary/"
fi

status=0
for selection in "${ctest_runs[@]}"; do
  section "ctest $selection ($mode sanitizer)"
  step=$SECONDS
  # shellcheck disable=SC2086  # the selection is an option and its pattern, split on purpose
  ctest --test-dir "$build" --output-on-failure -j2 $selection || status=1
  echo "($((SECONDS - step)) s)"
done

section "sanitizer reports in $reports"
python3 scripts/sanitizer_reports.py "$reports" || status=1

((status == 0)) || fail "see the failed tests or reports above"
section "passed: $mode sanitizer run in $((SECONDS - start)) s"
