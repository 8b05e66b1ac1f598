"""What the command-line tests share: the failure they raise, the check that raises it, and the
environment Open MPI needs to start ranks as root (as CI containers run)."""

import os


class Failure(Exception):
    """A case's check that did not hold; the test's main() prints it and exits 1."""


def expect(condition, message):
    if not condition:
        raise Failure(message)


def mpi_env():
    """The environment with Open MPI's consent to run as root, which it refuses otherwise."""
    env = dict(os.environ)
    env["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
    env["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    return env
