#!/usr/bin/env python3
"""The C interface from outside: its examples, its exported symbols, and a project built against
the installed package.

usage: library_test.py CASE --root SRC --build BUILD --cmake CMAKE --lib LIB --bench BENCH
                       --solve-line SOLVE_LINE

Cases (each a ctest entry capi.CASE):
  solve_line_c      examples/solve_line.c on puzzles_2_variety_easy.txt: the same lines as
                    `sudoku-bench --serial` (the course puzzles are unique), and checked by
                    ../shared/tools/check_solutions.py when that exists
  solve_ctypes_py   examples/solve_ctypes.py, the same way, the library named by SUDOKU_BENCH_LIB
  exports           `nm -D --defined-only` of the library lists the sb_ functions and nothing else
  consumer          `cmake --install` of this build into a scratch prefix, then tests/consumer
                    configured with CMAKE_PREFIX_PATH=prefix, built and run on a course file (C++ and
                    C targets), and its C program compiled again with pkg-config's flags and
                    its libdir as run path, run without LD_LIBRARY_PATH

Exit status 77 (skipped) for the last three in a sanitizer build (scripts/sanitize.sh): Python
cannot load an instrumented library, the consumer is built without the sanitizer's runtime, and
the instrumentation adds symbols of its own. solve_line_c runs there too.
"""
import argparse
import os
import subprocess
import sys
import tempfile

COURSE_FILE = "puzzles/puzzles_2_variety_easy.txt"
# The C interface's functions (include/sudoku_bench/sudoku_bench.h).
C_FUNCTIONS = {"sb_status_message", "sb_version", "sb_options_init", "sb_set_option", "sb_solve", "sb_count",
               "sb_check", "sb_parse_line", "sb_format_line", "sb_solve_tdoku"}
# Symbols a linker may define in any shared library.
LINKER_SYMBOLS = {"_init", "_fini", "_edata", "_end", "__bss_start"}


SANITIZER_PREFIXES = ("__asan_", "__ubsan_", "__tsan_")


def skip_if_sanitized(args):
    """Exits 77 when the library was built with a sanitizer (it needs the sanitizer's runtime)."""
    listing = run(["nm", "-D", "--undefined-only", args.lib]).stdout
    if any(line.split()[-1].startswith(SANITIZER_PREFIXES) for line in listing.splitlines() if line.strip()):
        print(f"{args.lib} is built with a sanitizer: skipped")
        sys.exit(77)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def run(command, timeout=60, **kwargs):
    """The finished process; fails the test on a non-zero exit, showing its output."""
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, **kwargs)
    if done.returncode != 0:
        fail(f"{' '.join(command)}: exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done


def expected_lines(args):
    """sudoku-bench --serial's solution lines for the course file."""
    lines = run([args.bench, "--serial", COURSE_FILE], cwd=args.root).stdout.splitlines()
    if len(lines) != 60:
        fail(f"sudoku-bench --serial printed {len(lines)} lines, expected 60")
    return lines


def check_output(args, name, output):
    """The program's output against sudoku-bench's, then against the shared checker if present."""
    got, expected = output.splitlines(), expected_lines(args)
    if len(got) != len(expected):
        fail(f"{name}: {len(got)} lines, expected {len(expected)}")
    wrong = [i + 1 for i, (a, b) in enumerate(zip(got, expected)) if a != b]
    if wrong:
        fail(f"{name}: lines {wrong} differ from sudoku-bench --serial")
    print(f"{name}: {len(got)} solutions, the same as sudoku-bench --serial")
    checker = os.path.join(args.root, "..", "shared", "tools", "check_solutions.py")
    if not os.path.exists(checker):
        print("../shared/tools/check_solutions.py: not present, skipped")
        return
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as out:
        out.write(output)
        out.flush()
        report = run([sys.executable, checker, os.path.join(args.root, COURSE_FILE), out.name]).stdout
    print("check_solutions.py: " + report.strip().splitlines()[-1])


def case_solve_line_c(args):
    with open(os.path.join(args.root, COURSE_FILE)) as puzzles:
        output = run([args.solve_line], stdin=puzzles).stdout
    check_output(args, "solve_line", output)


def case_solve_ctypes_py(args):
    skip_if_sanitized(args)
    script = os.path.join(args.root, "examples", "solve_ctypes.py")
    env = dict(os.environ, SUDOKU_BENCH_LIB=args.lib)
    with open(os.path.join(args.root, COURSE_FILE)) as puzzles:
        output = run([sys.executable, script], stdin=puzzles, env=env).stdout
    check_output(args, "solve_ctypes.py", output)


def case_exports(args):
    skip_if_sanitized(args)
    listing = run(["nm", "-D", "--defined-only", args.lib]).stdout
    names = {line.split()[-1] for line in listing.splitlines() if line.strip()}
    others = sorted(names - C_FUNCTIONS - LINKER_SYMBOLS)
    if others:
        fail(f"{len(others)} exported symbols beyond the C interface, e.g. {others[:10]}")
    missing = sorted(C_FUNCTIONS - names)
    if missing:
        fail(f"not exported: {missing}")
    print(f"{args.lib}: exports the {len(C_FUNCTIONS)} sb_ functions and nothing else")


def case_consumer(args):
    skip_if_sanitized(args)
    with tempfile.TemporaryDirectory(prefix="sudoku_consumer_") as tmp:
        prefix = os.path.join(tmp, "prefix")
        run([args.cmake, "--install", args.build, "--prefix", prefix])
        for header in ("sudoku_bench/sudoku_bench.h", "sudoku_bench/solver/solver.h"):
            if not os.path.exists(os.path.join(prefix, "include", header)):
                fail(f"not installed: include/{header}")
        build = os.path.join(tmp, "build")
        run([args.cmake, "-S", os.path.join(args.root, "tests", "consumer"), "-B", build,
             "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_PREFIX_PATH=" + prefix])
        run([args.cmake, "--build", build, "-j2"], timeout=120)
        puzzles = os.path.join(args.root, COURSE_FILE)
        for program in ("consumer_cpp", "consumer_c"):
            print(run([os.path.join(build, program), puzzles]).stdout.strip())
        consume_with_pkg_config(args, prefix, tmp, puzzles)


def consume_with_pkg_config(args, prefix, tmp, puzzles):
    """The consumer's C program built by hand as docs/library.md says, with pkg-config's flags and
    the library's directory as its run path, then run with no LD_LIBRARY_PATH (the prefix is not
    on the loader's path)."""
    libdir = next(os.path.join(prefix, d) for d in ("lib", "lib64")
                  if os.path.exists(os.path.join(prefix, d, "pkgconfig", "sudoku_bench.pc")))
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(libdir, "pkgconfig"))
    flags = run(["pkg-config", "--cflags", "--libs", "sudoku_bench"], env=env).stdout.split()
    rpath = run(["pkg-config", "--variable=libdir", "sudoku_bench"], env=env).stdout.strip()
    program = os.path.join(tmp, "consumer_pc")
    run(["cc", "-std=c11", os.path.join(args.root, "tests", "consumer", "main.c"), "-o", program] + flags +
        ["-Wl,-rpath," + rpath])
    env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
    print("pkg-config: " + run([program, puzzles], env=env).stdout.strip())


def main():
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("case")
    for option in ("--root", "--build", "--cmake", "--lib", "--bench", "--solve-line"):
        parser.add_argument(option, required=True)
    args = parser.parse_args()
    case = globals().get("case_" + args.case)
    if case is None:
        fail(f"no case {args.case}")
    case(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
