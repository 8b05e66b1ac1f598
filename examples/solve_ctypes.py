#!/usr/bin/env python3
"""Solve puzzle lines through libsudoku_bench.so with ctypes (standard library only).

usage: solve_ctypes.py [--lib PATH] [LINE ...]

The library is PATH, else $SUDOKU_BENCH_LIB, else "libsudoku_bench.so" found by the dynamic
loader (LD_LIBRARY_PATH, the system's directories); when it cannot be loaded, one line on stderr
says what to set and the exit status is 2. Each LINE (or, without any, each line of
standard input) is a puzzle as the sudoku-bench program reads it: text such as "2715.4..8..."
or N*N integers. Prints one solution line per puzzle, in the form of its puzzle; blank and '#'
lines are skipped. Exit status 1 when a puzzle went unsolved.
"""
import argparse
import ctypes
import os
import sys

SB_OK, SB_SKIPPED = 0, 5
MAX_CELLS = 512 * 512


class Setting(ctypes.Structure):
    """sb_setting: a named solver setting, as sb_set_option stores it."""
    _fields_ = [("name", ctypes.c_char * 48), ("value", ctypes.c_char * 24)]


class Options(ctypes.Structure):
    """sb_options, field for field (include/sudoku_bench/sudoku_bench.h): sb_options_init writes the
    whole of it, so it must be as long as the library's."""
    _fields_ = [("size", ctypes.c_size_t), ("block_rows", ctypes.c_int), ("block_cols", ctypes.c_int),
                ("time_limit_s", ctypes.c_double), ("cancel", ctypes.POINTER(ctypes.c_int)),
                ("techniques", ctypes.c_char_p), ("search", ctypes.c_char_p), ("seed", ctypes.c_uint64),
                ("setting_count", ctypes.c_int), ("settings", Setting * 16)]


class Counters(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in
                ("recursions", "guesses", "backtracks", "placements", "conflicts", "eliminations")]


class Result(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int), ("solutions", ctypes.c_uint64), ("count_complete", ctypes.c_int),
                ("counters", Counters), ("message", ctypes.c_char * 256)]


def load(path):
    """The library with the prototypes of the functions used here."""
    lib = ctypes.CDLL(path)
    int_p = ctypes.POINTER(ctypes.c_int)
    lib.sb_status_message.restype = ctypes.c_char_p
    lib.sb_status_message.argtypes = [ctypes.c_int]
    lib.sb_options_init.argtypes = [ctypes.POINTER(Options)]
    lib.sb_parse_line.argtypes = [ctypes.c_char_p, int_p, int_p, ctypes.c_size_t, int_p,
                                  ctypes.c_char_p, ctypes.c_size_t]
    lib.sb_solve.argtypes = [ctypes.c_int, int_p, ctypes.POINTER(Options), int_p, ctypes.POINTER(Result)]
    lib.sb_format_line.argtypes = [ctypes.c_int, int_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]
    return lib


def solve_line(lib, line, options):
    """The solution line of `line`; None for a skipped line; ValueError when there is none."""
    n, form = ctypes.c_int(), ctypes.c_int()
    cells = (ctypes.c_int * MAX_CELLS)()
    message = ctypes.create_string_buffer(256)
    status = lib.sb_parse_line(line.encode(), ctypes.byref(n), cells, MAX_CELLS, ctypes.byref(form),
                               message, len(message))
    if status == SB_SKIPPED:
        return None
    if status != SB_OK:
        raise ValueError(f"{lib.sb_status_message(status).decode()}: {message.value.decode()}")
    solution = (ctypes.c_int * (n.value * n.value))()
    result = Result()
    status = lib.sb_solve(n, cells, ctypes.byref(options), solution, ctypes.byref(result))
    if status != SB_OK:
        raise ValueError(f"{lib.sb_status_message(status).decode()} {result.message.decode()}")
    text = ctypes.create_string_buffer(n.value * n.value * 4 + 1)
    if lib.sb_format_line(n, solution, form, text, len(text)) != SB_OK:
        raise ValueError("the solution did not fit its buffer")
    return text.value.decode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", default=os.environ.get("SUDOKU_BENCH_LIB", "libsudoku_bench.so"))
    parser.add_argument("lines", nargs="*")
    args = parser.parse_args()
    try:
        lib = load(args.lib)
    except (OSError, AttributeError) as error:  # no such file, not a library, or another library
        print(f"solve_ctypes.py: cannot load {args.lib} ({error}); set SUDOKU_BENCH_LIB to the library's "
              f"path (SUDOKU_BENCH_LIB=build/libsudoku_bench.so) or pass --lib PATH", file=sys.stderr)
        return 2
    options = Options()
    lib.sb_options_init(ctypes.byref(options))
    failed = False
    for line in args.lines or sys.stdin:
        try:
            solution = solve_line(lib, line, options)
        except ValueError as error:
            print(error, file=sys.stderr)
            print()
            failed = True
            continue
        if solution is not None:
            print(solution)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
