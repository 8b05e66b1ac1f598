#!/usr/bin/env python3
"""Tests of cmake/write_build_info.cmake, the build step behind --version (standard library only).

    python3 tests/harness/write_build_info_test.py CMAKE GIT [WriteBuildInfoTest.test_name ...]

Each case runs the script the way the build does, in throwaway directories and git repositories.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCRIPT = os.path.join(ROOT, "cmake", "write_build_info.cmake")
CMAKE, GIT = "cmake", "git"
OTHER_SHA = "0123456789abcdef0123456789abcdef01234567"


class WriteBuildInfoTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="write_build_info_test_")
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)
        self.output = os.path.join(self.dir, "out", "build_info_values.cpp")

    def git(self, repo, *args):
        identity = ["-c", "user.name=test", "-c", "user.email=test@example.com"]
        return subprocess.run([GIT, "-C", repo, *identity, *args], check=True, capture_output=True,
                              text=True).stdout.strip()

    def repo(self):
        """A repository with one commit of one file; returns its path and HEAD."""
        repo = os.path.join(self.dir, "repo")
        os.makedirs(repo)
        self.git(repo, "init", "-q")
        with open(os.path.join(repo, "a.txt"), "w") as f:
            f.write("a\n")
        self.git(repo, "add", "a.txt")
        self.git(repo, "commit", "-q", "-m", "one")
        return repo, self.git(repo, "rev-parse", "HEAD")

    def write(self, source, commit="", flags="-O3 -DNDEBUG"):
        """Runs the script; returns the generated text and (commit, modified) read back from it."""
        subprocess.run([CMAKE, f"-DSOURCE_DIR={source}", f"-DOUTPUT={self.output}",
                        f"-DGIT_EXECUTABLE={GIT}", f"-DGIT_COMMIT={commit}", "-DVERSION=0.9.0",
                        "-DCOMPILER=GNU 12.2.0", "-DBUILD_TYPE=Release", f"-DFLAGS={flags}",
                        "-P", SCRIPT], check=True, capture_output=True)
        with open(self.output, encoding="utf-8") as f:
            text = f.read()
        found = re.search(r'"0\.9\.0", "([^"]*)", (true|false),', text)
        self.assertIsNotNone(found, text)
        return text, (found.group(1), found.group(2) == "true")

    def test_head_of_a_clean_tree(self):
        repo, head = self.repo()
        self.assertEqual(self.write(repo)[1], (head, False))

    def test_changed_tracked_file_is_modified_but_untracked_file_is_not(self):
        repo, head = self.repo()
        with open(os.path.join(repo, "notes.txt"), "w") as f:
            f.write("untracked\n")
        self.assertEqual(self.write(repo)[1], (head, False))
        with open(os.path.join(repo, "a.txt"), "a") as f:
            f.write("changed\n")
        self.assertEqual(self.write(repo)[1], (head, True))

    def test_a_new_commit_is_seen_by_the_next_run(self):
        repo, first = self.repo()
        self.assertEqual(self.write(repo)[1], (first, False))
        self.git(repo, "commit", "-q", "--allow-empty", "-m", "two")
        second = self.git(repo, "rev-parse", "HEAD")
        self.assertNotEqual(first, second)
        self.assertEqual(self.write(repo)[1], (second, False))

    def test_given_commit_wins_over_git(self):
        repo, _ = self.repo()
        self.assertEqual(self.write(repo, commit=OTHER_SHA)[1], (OTHER_SHA, False))

    def test_no_repository_is_unknown(self):
        plain = os.path.join(self.dir, "plain")
        os.makedirs(plain)
        self.assertEqual(self.write(plain)[1], ("unknown", False))

    def test_a_tree_inside_another_repository_is_unknown(self):
        repo, _ = self.repo()
        unpacked = os.path.join(repo, "cache", "src")  # as git archive unpacks into a cache
        os.makedirs(unpacked)
        self.assertEqual(self.write(unpacked)[1], ("unknown", False))

    def test_unchanged_text_is_not_rewritten(self):
        repo, _ = self.repo()
        self.write(repo)
        os.utime(self.output, (1_000_000_000, 1_000_000_000))
        self.write(repo)
        self.assertEqual(os.stat(self.output).st_mtime, 1_000_000_000)  # no recompile, no relink
        self.write(repo, commit=OTHER_SHA)
        self.assertNotEqual(os.stat(self.output).st_mtime, 1_000_000_000)

    def test_flags_with_quotes_and_backslashes_compile(self):
        flags = r'-O2 -DNAME="a\b"'
        text, _ = self.write(os.path.join(self.dir), flags=flags)
        self.assertIn(r'"-O2 -DNAME=\"a\\b\""', text)
        compiler = shutil.which("c++")
        if compiler is None:
            self.skipTest("no c++ to compile the generated source")
        done = subprocess.run([compiler, "-std=c++17", "-fsyntax-only", "-I", ROOT, self.output],
                              capture_output=True, text=True)
        self.assertEqual(done.returncode, 0, done.stderr)


if __name__ == "__main__":
    if len(sys.argv) > 2 and not sys.argv[1].startswith("-"):
        CMAKE, GIT = sys.argv.pop(1), sys.argv.pop(1)
    unittest.main()
