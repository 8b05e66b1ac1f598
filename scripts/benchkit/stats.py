"""The statistics the scripts quote: nearest-rank percentile, lower and interpolated median; the
bootstrap interval of a geometric mean of paired ratios, and the verdict same/slower/faster."""
import math
import random
import statistics


def percentile(values, fraction):
    """Nearest-rank percentile of a non-empty collection: the value at rank ceil(fraction * n)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1]


def lower_median(values):
    """The nearest-rank median: the middle value, the lower of the two middle ones for an even
    count (always a value of the list, as a puzzle's median run must be one of its runs)."""
    return percentile(values, 0.5)


def median(values):
    """The interpolated median: the middle value, the mean of the two middle ones for an even count."""
    return statistics.median(values)


def lower_median_item(items, key):
    """The item whose key is the lower median of the keys (items: a non-empty sequence)."""
    ordered = sorted(items, key=key)
    return ordered[(len(ordered) - 1) // 2]


def bootstrap_log_means(groups, resamples=2000, seed=1, confidence=0.95):
    """Confidence intervals of mean logarithms: groups is {name: [log(new/base) per puzzle]} (each
    non-empty); returns ({name: (low, high)}, (low, high) of the mean over the groups), in logs.

    Puzzles are resampled within each group, with a fixed seed: the same input gives the same
    intervals. The overall value is the mean of the groups' means (a geometric mean over groups)."""
    rng = random.Random(seed)
    draws = {name: [] for name in groups}
    overall = []
    for _ in range(resamples):
        means = []
        for name, logs in groups.items():
            value = math.fsum(rng.choices(logs, k=len(logs))) / len(logs)
            draws[name].append(value)
            means.append(value)
        overall.append(math.fsum(means) / len(means))

    def interval(values):
        values.sort()
        tail = (1 - confidence) / 2
        return (values[int(math.floor(tail * (len(values) - 1)))],
                values[int(math.ceil((1 - tail) * (len(values) - 1)))])

    return {name: interval(values) for name, values in draws.items()}, interval(overall)


def ratio_verdict(ratio, ci, threshold):
    """faster, same or slower (scripts/ab.py's verdict): slower only when the ratio new/base exceeds
    1 + threshold and the interval lies wholly above 1; faster likewise below; else same."""
    low, high = ci
    if ratio > 1 + threshold and low > 1:
        return "slower"
    if ratio < 1 / (1 + threshold) and high < 1:
        return "faster"
    return "same"


def slower_files(ab_document):
    """The files that an ab.py JSON document (its --json) calls slower, as a set of file names."""
    return {entry["file"] for entry in ab_document["files"] if entry.get("verdict") == "slower"}
