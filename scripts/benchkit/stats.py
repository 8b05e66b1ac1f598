"""The statistics the scripts quote: nearest-rank percentile, lower and interpolated median."""
import math
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
