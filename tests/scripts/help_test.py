#!/usr/bin/env python3
"""Every script in scripts/ and scripts/experiments/ answers --help: exit status 0, a text on stdout, and in it a description
of every option the script accepts (the options are read from its source: argparse's add_argument
calls, and the case patterns of a shell script's option loop). Runs under any python3, so a script
that needs something to work (plot.py: matplotlib) must still answer --help without it.

    python3 tests/scripts/help_test.py [HelpTest.test_name ...]
"""

import os
import re
import subprocess
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCRIPTS = os.path.join(ROOT, "scripts")

# Files with no command line of their own, each with the reason (any other file is a script).
NOT_COMMANDS = {
    "mutants.py": "the table of planted faults that scripts/mutate.py reads (mutate.py --list shows it)",
}

PY_OPTION = re.compile(r"add_argument\(\s*((?:[\"']-[^\"']+[\"']\s*[,)]\s*)+)")
SH_CASE = re.compile(r"^\s*((?:-{1,2}[A-Za-z0-9][A-Za-z0-9-]*(?:=\*)?\|?)+)\)", re.M)
OPTION_TOKEN = re.compile(r"(?<![\w-])-{1,2}[A-Za-z0-9][\w-]*(?:=\S*)?")
PATHLIKE = re.compile(r"\S*(?:/|\.py\b|\.sh\b)\S*")


def scripts():
    """The scripts of scripts/ and scripts/experiments/, as paths relative to scripts/."""
    names = []
    for directory in ("", "experiments"):
        names += [os.path.join(directory, name) for name in os.listdir(os.path.join(SCRIPTS, directory))
                  if name.endswith((".py", ".sh")) and name not in NOT_COMMANDS]
    return sorted(names)


def accepted_options(path):
    """The options a script's source accepts, as written there (e.g. --out, -o)."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    found = set()
    if path.endswith(".py"):
        for match in PY_OPTION.finditer(source):
            found.update(re.findall(r"[\"'](-[^\"']+)[\"']", match.group(1)))
        if "argparse" in source:
            found.update({"-h", "--help"})  # argparse adds them
    else:
        for match in SH_CASE.finditer(source):
            found.update(option.removesuffix("=*") for option in match.group(1).split("|") if option)
    return found


def describing_lines(text, option):
    """The lines of a help text that describe `option`: they name it outside a usage synopsis and
    say something in words, on the line itself or (argparse, long option strings) on the next."""
    lines = text.splitlines()
    in_usage = False
    described = []
    pattern = re.compile(r"(?<![\w-])" + re.escape(option) + r"(?![\w-])")
    for number, line in enumerate(lines):
        if line.strip().lower().startswith("usage:"):
            in_usage = True
        elif not line.strip():
            in_usage = False
        if in_usage or not pattern.search(line):
            continue
        # Neither the option strings nor paths and command names (a synopsis) say anything.
        rest = OPTION_TOKEN.sub(" ", PATHLIKE.sub(" ", line))
        words = [w for w in re.findall(r"[A-Za-z][A-Za-z']+", rest) if not w.isupper()]
        following = lines[number + 1] if number + 1 < len(lines) else ""
        continued = following.startswith(" " * 16) and re.search(r"[a-z]{2}", following)
        if words or continued:
            described.append(line)
    return described


class HelpTest(unittest.TestCase):
    def help_of(self, name):
        path = os.path.join(SCRIPTS, name)
        command = [sys.executable, path, "--help"] if name.endswith(".py") else ["bash", path, "--help"]
        return subprocess.run(command, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                              cwd=ROOT)

    def test_every_script_answers_help_and_describes_its_options(self):
        names = scripts()
        self.assertGreater(len(names), 15)
        for name in names:
            with self.subTest(script=name):
                done = self.help_of(name)
                self.assertEqual(done.returncode, 0, f"{name} --help: {done.stderr}")
                self.assertGreater(len(done.stdout.strip().splitlines()), 2, f"{name} --help says nothing")
                options = accepted_options(os.path.join(SCRIPTS, name))
                undescribed = sorted(o for o in options if not describing_lines(done.stdout, o))
                self.assertEqual(undescribed, [], f"{name} --help does not describe these options")

    def test_options_are_read_from_the_sources(self):
        """The reader above finds the options it is to check (else the check would pass on nothing)."""
        self.assertTrue({"--out", "-o", "--techniques", "-t", "--sets", "--search", "--timeout", "--threads",
                         "-j", "-h", "--help"} <= accepted_options(os.path.join(SCRIPTS, "ablation.sh")))
        self.assertTrue({"--binary", "--seeds", "--search", "--out", "-h", "--help"}
                        <= accepted_options(os.path.join(SCRIPTS, "experiments", "seed_sweep.py")))
        self.assertTrue({"--tests", "--exclude", "--out", "--build", "--opt"}
                        <= accepted_options(os.path.join(SCRIPTS, "coverage.sh")))
        self.assertFalse(accepted_options(os.path.join(SCRIPTS, "bench_history.py")))

    def test_a_bare_listing_is_not_a_description(self):
        listing = "usage: x.py [-h] [--seeds SEEDS]\n\noptions:\n  -h, --help   show this help message and exit\n" \
                  "  --seeds SEEDS\n  --a-very-long-option-name A_VERY_LONG_METAVAR\n" \
                  "                        what it does\n"
        self.assertFalse(describing_lines(listing, "--seeds"))
        self.assertTrue(describing_lines(listing, "--help"))
        self.assertTrue(describing_lines(listing, "--a-very-long-option-name"))
        self.assertTrue(describing_lines("  --seeds LIST   seeds, as 0-3,7\n", "--seeds"))


if __name__ == "__main__":
    unittest.main()
