"""What the command-line tests share: the failure they raise, the check that raises it, how a case
is found and run, and the environment Open MPI needs to start ranks as root (as CI containers run)."""

import os
import subprocess
import sys
import tempfile


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


def case_from_argv(argv, cases, usage, extra=0):
    """BINARY ROOT CASE and `extra` more arguments from a test's command line, BINARY and ROOT made
    absolute; None, with the usage on stderr, when the count is off or CASE is none of `cases`."""
    if len(argv) != 4 + extra or argv[3] not in cases:
        print(usage, file=sys.stderr)
        return None
    return (os.path.abspath(argv[1]), os.path.abspath(argv[2]), argv[3], *argv[4:])


def case_main(argv, cases, usage, in_root=False, with_tmp=True):
    """The main() of a test module whose cases take (binary, root) and, with_tmp, a temporary
    directory made for the case: runs CASE as run_case does, from ROOT when in_root; 2 on a bad
    command line."""
    args = case_from_argv(argv, cases, usage)
    if args is None:
        return 2
    binary, root, case = args
    if in_root:
        os.chdir(root)
    if not with_tmp:
        return run_case(case, lambda: cases[case](binary, root))
    with tempfile.TemporaryDirectory() as tmp:
        return run_case(case, lambda: cases[case](binary, root, tmp))


def mpi_env():
    """The environment with Open MPI's consent to run as root, which it refuses otherwise."""
    env = dict(os.environ)
    env["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    env["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    return env
