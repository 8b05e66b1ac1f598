#!/usr/bin/env python3
"""A file-protocol solver for the cmd: backend's tests, as a course grader runs a program:

    file_worker.py FILE [MODE [LINE]]

Answers each puzzle line of FILE with one line on stdout, as stream_worker.py answers its stdin,
with the fault of MODE (stream_worker.py lists them) on line LINE of FILE (default 2).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stream_worker import serve  # noqa: E402


def main():
    mode = sys.argv[2] if len(sys.argv) > 2 else "ok"
    at = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    with open(sys.argv[1], encoding="utf-8") as puzzles:
        serve(puzzles, mode, at)


if __name__ == "__main__":
    main()
