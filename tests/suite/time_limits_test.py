#!/usr/bin/env python3
"""Every ctest test carries its own TIMEOUT, so a hang fails in seconds with the test's name
instead of holding CI until its own limit.

usage: time_limits_test.py CTEST BUILD_DIR [MAX_SECONDS]

Lists the tests with `ctest --show-only=json-v1` and fails, naming them, on any test without a
TIMEOUT property or with one above MAX_SECONDS (default 600: the longest a test may say it needs).
"""
import json
import subprocess
import sys


def time_limits(ctest, build_dir):
    """{test name: TIMEOUT in seconds, or None when the test has none}."""
    listing = subprocess.run([ctest, "--test-dir", build_dir, "--show-only=json-v1"],
                             capture_output=True, text=True, check=True, timeout=120)
    limits = {}
    for test in json.loads(listing.stdout)["tests"]:
        properties = {p["name"]: p["value"] for p in test.get("properties", [])}
        limit = properties.get("TIMEOUT")
        limits[test["name"]] = float(limit) if limit is not None else None
    return limits


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    ctest, build_dir = sys.argv[1], sys.argv[2]
    most = float(sys.argv[3]) if len(sys.argv) == 4 else 600.0
    limits = time_limits(ctest, build_dir)
    if len(limits) < 2:
        print(f"only {len(limits)} tests listed in {build_dir}: is it a configured build?")
        return 1
    missing = sorted(name for name, limit in limits.items() if limit is None or limit <= 0)
    too_long = sorted(name for name, limit in limits.items() if limit is not None and limit > most)
    for name in missing:
        print(f"no TIMEOUT: {name}")
    for name in too_long:
        print(f"TIMEOUT {limits[name]:g} s above {most:g} s: {name}")
    if missing or too_long:
        print(f"{len(missing) + len(too_long)} of {len(limits)} tests without a sound time limit")
        return 1
    longest = max(limits.values())
    print(f"all {len(limits)} tests have a TIMEOUT (longest {longest:g} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
