"""What the command-line tests share: the failure they raise, the check that raises it, how a case
is found and run, and the environment Open MPI needs to start ranks as root (as CI containers run)."""

import os
import subprocess
import sys


class Failure(Exception):
    """A case's check that did not hold; the test's main() prints it and exits 1."""


def expect(condition, message):
    if not condition:
        raise Failure(message)


def cases_in(namespace):
    """A test module's cases by name: its case_NAME functions (tests/cli/CMakeLists.txt finds them the
    same way)."""
    return {name[len("case_"):]: f for name, f in namespace.items() if name.startswith("case_")}


def run_case(name, run):
    """Runs one case (run: the case's call) and says how it went: PASS NAME and 0, or FAIL NAME with
    the check that failed, or the command that ran out of time, and 1."""
    try:
        run()
    except (Failure, subprocess.TimeoutExpired) as failure:
        print("FAIL %s: %s" % (name, failure), file=sys.stderr)
        return 1
    print("PASS %s" % name)
    return 0


def mpi_env():
    """The environment with Open MPI's consent to run as root, which it refuses otherwise."""
    env = dict(os.environ)
    env["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    env["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    return env
