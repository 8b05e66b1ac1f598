#!/usr/bin/env python3
"""Sorts a sanitizer run's report files into findings and interrupted leak checks.

usage: scripts/sanitizer_reports.py [--max-interrupted N] DIR

DIR holds the files the sanitizers wrote (log_path=DIR/report, one file a process). Every file is
printed. A file is an interrupted leak check when it is empty or holds nothing but LeakSanitizer's
"has encountered a fatal error" and its hints: the process was killed while LeakSanitizer checked
it at exit (or while the report was being opened). The harness does that by design: it kills a
worker at once on a deadline, and 100 ms after closing its input otherwise, and an instrumented
worker's leak check can still be running then. Any other file is a finding.

Exit 0 when there is no finding and at most N (default 10) interrupted checks; 1 otherwise (more
than N means LeakSanitizer could not run at all, as under ptrace); 2 on usage errors.

example: python3 scripts/sanitizer_reports.py build-asan/sanitizer-reports
"""
import argparse
import os
import re
import sys

# "==PID==" or, with log_exe_name, "==PROGRAM==PID==", then the fatal error or one of its hints.
FATAL_LEAK_CHECK_LINE = re.compile(
    r"^==(?:[^=\s]+==)?\d+==(?:LeakSanitizer has encountered a fatal error\.|HINT: .*)$")


def is_interrupted(text):
    """True when a report holds no finding: empty, or LeakSanitizer's fatal error alone."""
    lines = [line for line in text.splitlines() if line.strip()]
    return all(FATAL_LEAK_CHECK_LINE.match(line) for line in lines)


def sort_reports(directory):
    """(findings, interrupted): the report files of `directory`, by name, as (path, text) pairs."""
    findings, interrupted = [], []
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        with open(path, encoding="utf-8", errors="replace") as report:
            text = report.read()
        (interrupted if is_interrupted(text) else findings).append((path, text))
    return findings, interrupted


def print_reports(title, reports):
    if not reports:
        return
    print(f"\n==== {title}: {len(reports)} ====")
    for path, text in reports:
        print(f"--- {path}")
        sys.stdout.write(text)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory", metavar="DIR", help="the sanitizers' report directory")
    parser.add_argument("--max-interrupted", type=int, default=10, metavar="N",
                        help="interrupted leak checks tolerated (default 10)")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.directory):
        parser.error(f"{args.directory} is not a directory")
    findings, interrupted = sort_reports(args.directory)
    print_reports("leak checks interrupted by a kill (not findings)", interrupted)
    print_reports("sanitizer findings", findings)
    if findings:
        return 1
    if len(interrupted) > args.max_interrupted:
        print(f"sanitizer_reports.py: {len(interrupted)} leak checks interrupted, more than "
              f"{args.max_interrupted}: LeakSanitizer could not run", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
