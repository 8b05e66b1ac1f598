#!/usr/bin/env python3
"""No function in scripts/ (benchkit/ and experiments/ included) is longer than 60 lines, from its
`def` line to its last line: a longer one is split into functions that each do one thing.

    python3 tests/scripts/function_length_test.py [-v] [FunctionLengthTest.test_name ...]
    python3 tests/scripts/function_length_test.py --list   (every function over 30 lines, longest first)
"""

import ast
import os
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCRIPTS = os.path.join(ROOT, "scripts")
LIMIT = 60


def python_files(top):
    """Every .py file under `top`, sorted."""
    found = []
    for directory, subdirectories, files in os.walk(top):
        subdirectories[:] = sorted(d for d in subdirectories if d != "__pycache__")
        found += [os.path.join(directory, name) for name in sorted(files) if name.endswith(".py")]
    return found


def function_lengths(source, path="<source>"):
    """(lines, qualified name, first line) of every function and method of the source, nested ones
    included, each counted from its `def` line (decorators left out) to its last line."""
    found = []

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{child.name}"
                if not isinstance(child, ast.ClassDef):
                    found.append((child.end_lineno - child.lineno + 1, name, child.lineno))
                visit(child, name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(source, filename=path), "")
    return found


def all_lengths():
    """(lines, 'scripts/FILE:LINE NAME') of every function in scripts/, longest first."""
    lengths = []
    for path in python_files(SCRIPTS):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        relative = os.path.relpath(path, ROOT)
        lengths += [(lines, f"{relative}:{line} {name}") for lines, name, line in function_lengths(source, path)]
    return sorted(lengths, reverse=True)


class FunctionLengthTest(unittest.TestCase):
    def test_no_function_in_scripts_is_longer_than_the_limit(self):
        lengths = all_lengths()
        self.assertGreater(len(lengths), 100, "the walk found too few functions to be checking scripts/")
        too_long = [f"{where}: {lines} lines" for lines, where in lengths if lines > LIMIT]
        self.assertEqual(too_long, [], f"functions over {LIMIT} lines: split them")

    def test_lengths_count_from_def_to_last_line_nested_and_methods_included(self):
        source = ("import x\n\n@decorated\ndef outer(a):\n    def inner():\n        return 1\n"
                  "    return inner\n\n\nclass C:\n    def method(self):\n        pass\n")
        self.assertEqual(sorted(function_lengths(source)), [(2, "C.method", 11), (2, "outer.inner", 5),
                                                            (4, "outer", 4)])


if __name__ == "__main__":
    if sys.argv[1:] == ["--list"]:
        for lines, where in all_lengths():
            if lines > 30:
                print(f"{lines:4d}  {where}")
        sys.exit(0)
    unittest.main()
