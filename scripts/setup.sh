#!/usr/bin/env bash
# Installs the Debian packages sudoku-bench needs to build, test, benchmark, fuzz and sanitize.
# clang and libclang-rt-14-dev are for the libFuzzer target (scripts/fuzz.sh);
# debian-archive-keyring verifies the oneTBB source that scripts/sanitize.sh thread fetches;
# libcadical-dev is the CDCL SAT solver CaDiCaL as a library, for the in-process cadical backend
# (backends/) that --solver=cadical and scripts/perf_table.py measure learning against;
# qqwing is the 9x9 puzzle generator scripts/experiments/generate_rates.py --qqwing measures generate against;
# cadical is CaDiCaL's own program, which results/notes/cadical-beside-native.md runs with its options
# on the CNF files bench/write_cnf writes, to take its search apart;
# libopenmpi-dev and openmpi-bin (mpirun) are for the MPI batch mode and its tests.
#
#   bash scripts/setup.sh              # build and test dependencies
#   bash scripts/setup.sh --plot       # the same, plus python3-matplotlib for plots
#   bash scripts/setup.sh --coverage   # the same, plus gcovr for scripts/coverage.sh
#   bash scripts/setup.sh --help       # this text (also -h)
#
# Idempotent: asks dpkg which packages are missing and installs only those.
# Prints one line when it installed something, one short line when nothing was missing.
set -euo pipefail

packages=(cmake g++ make libtbb-dev libfmt-dev libcli11-dev libbenchmark-dev libgtest-dev python3
          clang libclang-rt-14-dev debian-archive-keyring libcadical-dev cadical qqwing libopenmpi-dev
          openmpi-bin)
# ccache: CI compiles the same sources several times (cmake/ccache.cmake says why it pays);
# clang-format: CI checks the C++ against .clang-format (scripts/format_check.sh).
packages+=(ccache clang-format)

for arg in "$@"; do
  case "$arg" in
    --plot) packages+=(python3-matplotlib) ;;
    --coverage) packages+=(gcovr) ;;
    -h|--help)
      sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
      exit 0
      ;;
    *)
      echo "setup.sh: unknown argument '$arg' (known: --plot, --coverage)" >&2
      exit 2
      ;;
  esac
done

installed() {
  # "install ok installed" only: a removed package whose config files remain does not count.
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

missing=()
for pkg in "${packages[@]}"; do
  installed "$pkg" || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
  echo "setup.sh: all ${#packages[@]} packages already installed"
  exit 0
fi

if [[ "$(id -u)" == 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "setup.sh: missing packages (${missing[*]}); run as root or install sudo" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
log="$(mktemp "${TMPDIR:-/tmp}/sudoku-setup.XXXXXX")"
trap 'rm -f "$log"' EXIT

if ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update >"$log" 2>&1; then
  cat "$log" >&2
  echo "setup.sh: 'apt-get update' failed (output above)" >&2
  exit 1
fi
if ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  echo "setup.sh: 'apt-get install' of ${missing[*]} failed (output above)" >&2
  exit 1
fi

echo "setup.sh: installed ${missing[*]}"
