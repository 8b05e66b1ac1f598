"""The number formats and the tables the reports print: one set, so that ab.py, compare.py and
report.py write a time, a ratio or a table alike. A column is (header, alignment), the alignment
'<' (text) or '>' (numbers); cells are ready strings."""

GAP = "  "  # between the columns of a text table


def is_number(value):
    """An int or a float, not a bool: what a report can format (JSON may hold anything)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def fmt_us(value, grouped=True):
    """A time in microseconds: one decimal below 1000, whole above (with thousands separators
    unless grouped is False); "-" for no number."""
    if not is_number(value):
        return "-"
    if value < 1000:
        return f"{value:.1f}"
    return f"{value:,.0f}" if grouped else f"{value:.0f}"


def fmt_count(value):
    """A counter: an int with thousands separators, a float with two decimals; "-" for no number."""
    if not is_number(value):
        return "-"
    return f"{value:,}" if isinstance(value, int) else f"{value:,.2f}"


def fmt_mean(value):
    """A mean count per puzzle: two decimals below 1000, whole above; "-" for no number."""
    if not is_number(value):
        return "-"
    return f"{value:.2f}" if value < 1000 else f"{value:.0f}"


def fmt_ratio(value):
    """A ratio of times, three decimals; "-" for none."""
    return f"{value:.3f}" if is_number(value) else "-"


def fmt_ratio_ci(entry):
    """An entry's "ratio" with its confidence interval "ci" ([low, high]), as 1.023x [0.998, 1.051];
    the ratio alone when the interval is missing, "-" without a ratio."""
    ratio, ci = entry.get("ratio"), entry.get("ci")
    if not is_number(ratio):
        return "-"
    if isinstance(ci, (list, tuple)) and len(ci) == 2 and all(is_number(x) for x in ci):
        return f"{ratio:.3f}x [{ci[0]:.3f}, {ci[1]:.3f}]"
    return f"{ratio:.3f}x"


def _spans(groups):
    """(first, last) column index of each run of equal group names."""
    spans, first = [], 0
    for i in range(1, len(groups) + 1):
        if i == len(groups) or groups[i] != groups[first]:
            spans.append((first, i - 1))
            first = i
    return spans


def _widen_for_groups(widths, groups):
    """The columns of a named group equally wide, and together at least as wide as its name."""
    for first, last in _spans(groups):
        name, count = groups[first], last - first + 1
        if not name:
            continue
        widths[first:last + 1] = [max(widths[first:last + 1])] * count
        short = len(name) - (sum(widths[first:last + 1]) + len(GAP) * (count - 1))
        if short > 0:
            widths[first:last + 1] = [w + (short + count - 1) // count for w in widths[first:last + 1]]


def text_table(columns, rows, groups=None):
    """A plain-text table: a header row, a rule, then the rows, each column as wide as its widest
    cell. groups (a name per column, "" for none) adds a row above the header where a name spans
    the run of columns that share it, as Google Benchmark's compare.py pairs old and new."""
    headers = [header for header, _ in columns]
    widths = [max([len(h)] + [len(row[i]) for row in rows]) for i, h in enumerate(headers)]
    if groups:
        _widen_for_groups(widths, groups)

    def line(values):
        return GAP.join(f"{v:{columns[k][1]}{widths[k]}}" for k, v in enumerate(values)).rstrip()

    header = line(headers)
    out = [header, "-" * len(header)] + [line(row) for row in rows]
    if groups:
        names = []
        for first, last in _spans(groups):
            span = sum(widths[first:last + 1]) + len(GAP) * (last - first)
            names.append(f"{groups[first]:^{span}}" if groups[first] else " " * span)
        out.insert(0, GAP.join(names).rstrip())
    return "\n".join(out)


def markdown_table(columns, rows):
    """A Markdown table: numbers right-aligned, '|' in a cell escaped."""
    out = ["| " + " | ".join(header for header, _ in columns) + " |",
           "|" + "|".join("---:" if align == ">" else "---" for _, align in columns) + "|"]
    out += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(out)
