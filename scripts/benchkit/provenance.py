"""Provenance of a measurement: the processor, the commit of this repository, the time in UTC."""
import datetime
import os
import platform
import subprocess

from . import ROOT


def cpu_model():
    """The processor's model name (/proc/cpuinfo), else platform.processor(), else None."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


def machine():
    """The processor and core count, as the tables' first lines quote them."""
    return f"{cpu_model() or 'unknown processor'}, {os.cpu_count()} cores"


def commit(outputs=(), root=ROOT):
    """The short hash of HEAD of the repository at `root` (by default the one these scripts belong
    to, wherever the caller stands), with " (with uncommitted changes)" when tracked files differ
    from it; files among `outputs` (a run's own outputs, rewritten by every run) do not count, and
    outputs outside the repository are no concern of it. "unknown" without git or a repository."""
    try:
        sha = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, check=True).stdout.strip()
        top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"], capture_output=True,
                             text=True, check=True).stdout.strip()
        excluded = []
        for path in outputs:
            if not path:
                continue
            relative = os.path.relpath(os.path.realpath(path), os.path.realpath(top))
            if relative != os.pardir and not relative.startswith(os.pardir + os.sep):
                excluded.append(f":(exclude,top){relative}")
        dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "--untracked-files=no", "--",
                                root, *excluded], capture_output=True, text=True, check=True).stdout.strip()
        return sha + (" (with uncommitted changes)" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def now_utc():
    """The current time in UTC, to the second: 2026-01-31T12:00:00Z."""
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")
