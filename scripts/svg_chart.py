"""A line chart with a logarithmic y axis as inline SVG text, for report.py (standard library only).

The SVG is meant to sit inside an HTML page: no xmlns, no fonts or styles from elsewhere, every piece
of text escaped. Each point has a <title>, which browsers show as a tooltip without any script.
"""

import html
import math

# Matplotlib's tab10: neighbouring series stay apart, and plot.py's PNGs use the same colours.
COLOURS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
           "#bcbd22", "#17becf"]

MARGIN_LEFT, MARGIN_TOP, MARGIN_BOTTOM = 72, 30, 62
LEGEND_WIDTH = 270
LABEL_SPACING = 64  # pixels between x labels at least; more records than fit label every k-th


def esc(value):
    return html.escape(str(value), quote=True)


def number_label(value):
    """Axis label of a tick: 0.5, 20, 1,000."""
    return f"{value:,.0f}" if value >= 1 else f"{value:g}"


def log_ticks(low, high):
    """Tick values covering [low, high]: the powers of ten, and 2 and 5 times them when few decades
    are shown; returns (ticks, axis low, axis high)."""
    first, last = math.floor(math.log10(low)), math.ceil(math.log10(high))
    if last == first:
        last += 1
    steps = (1, 2, 5) if last - first <= 2 else (1,)
    ticks = [step * 10.0 ** k for k in range(first, last + 1) for step in steps]
    return [t for t in ticks if 10.0 ** first <= t <= 10.0 ** last], 10.0 ** first, 10.0 ** last


class Frame:
    """Where the plot area lies in the SVG and how positions and values map onto it."""

    def __init__(self, width, height, count, y_low, y_high):
        self.left, self.top = MARGIN_LEFT, MARGIN_TOP
        self.width = width - MARGIN_LEFT - LEGEND_WIDTH - 20
        self.height = height - MARGIN_TOP - MARGIN_BOTTOM
        self.count, self.y_low, self.y_high = count, y_low, y_high

    def x_at(self, i):
        if self.count == 1:
            return self.left + self.width / 2
        return self.left + 12 + i * (self.width - 24) / (self.count - 1)

    def y_at(self, value):
        share = (math.log10(value) - math.log10(self.y_low)) / (math.log10(self.y_high) - math.log10(self.y_low))
        return self.top + self.height * (1 - share)


def y_axis(frame, ticks, y_label):
    """The grid lines and labels of the y ticks, and the axis title."""
    out = []
    for tick in ticks:
        y = frame.y_at(tick)
        major = math.isclose(math.log10(tick), round(math.log10(tick)))
        out.append(f'<line x1="{frame.left}" y1="{y:.1f}" x2="{frame.left + frame.width}" y2="{y:.1f}" '
                   f'stroke="{"#ccc" if major else "#eee"}"/>')
        out.append(f'<text x="{frame.left - 6}" y="{y + 4:.1f}" text-anchor="end">{esc(number_label(tick))}</text>')
    middle = frame.top + frame.height / 2
    out.append(f'<text x="14" y="{middle:.1f}" text-anchor="middle" transform="rotate(-90 14 {middle:.1f})">'
               f'{esc(y_label)}</text>')
    return out


def x_axis(frame, x_labels):
    """The x ticks and their two-line labels, as many as fit, counted back from the newest record,
    which is always labelled."""
    out = []
    every = max(1, math.ceil(frame.count / max(1, frame.width // LABEL_SPACING)))
    for i, (first, second) in enumerate(x_labels):
        if (frame.count - 1 - i) % every:
            continue
        x = frame.x_at(i)
        bottom = frame.top + frame.height
        out.append(f'<line x1="{x:.1f}" y1="{bottom}" x2="{x:.1f}" y2="{bottom + 4}" stroke="#999"/>')
        out.append(f'<text x="{x:.1f}" y="{bottom + 17}" text-anchor="middle">{esc(first)}'
                   f'<tspan x="{x:.1f}" dy="13" fill="#666">{esc(second)}</tspan></text>')
    return out


def series_marks(frame, colour, name, vs, x_labels, hollow, unit):
    """One series: its polylines (a gap between drawable points starts the next) and its markers."""
    out = []
    runs, current = [], []
    for i, v in enumerate(vs):
        if v is not None and v > 0:
            current.append(f"{frame.x_at(i):.1f},{frame.y_at(v):.1f}")
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    for run in runs:
        if len(run) > 1:
            out.append(f'<polyline points="{" ".join(run)}" fill="none" stroke="{colour}" stroke-width="1.8"/>')
    for i, v in enumerate(vs):
        if v is None or v <= 0:
            continue
        fill = "#fff" if i in hollow else colour
        tip = f"{name}\n{' '.join(x_labels[i]).strip()}: {v:,.2f}{unit}"
        out.append(f'<circle cx="{frame.x_at(i):.1f}" cy="{frame.y_at(v):.1f}" r="3.5" fill="{fill}" stroke="{colour}" '
                   f'stroke-width="1.5"><title>{esc(tip)}</title></circle>')
    return out


def legend(frame, series, width):
    """A line, a marker and the name of every series, right of the plot."""
    out = []
    legend_x = width - LEGEND_WIDTH
    for k, (name, _) in enumerate(series):
        y = frame.top + 8 + 18 * k
        colour = COLOURS[k % len(COLOURS)]
        out.append(f'<line x1="{legend_x}" y1="{y}" x2="{legend_x + 22}" y2="{y}" stroke="{colour}" '
                   'stroke-width="2"/>')
        out.append(f'<circle cx="{legend_x + 11}" cy="{y}" r="3.5" fill="{colour}"/>')
        out.append(f'<text x="{legend_x + 28}" y="{y + 4}">{esc(name)}</text>')
    return out


def line_chart(series, x_labels, *, title, y_label, hollow=(), unit="", width=960, height=380):
    """SVG text of one line per series over the x labels, y on a log scale; None when nothing is positive.

    series: [(name, [value or None per x label])]; a None or non-positive value breaks the line.
    x_labels: [(first line, second line)] per position, e.g. (commit, date).
    hollow: x positions whose markers are drawn hollow (measured on another machine)."""
    values = [v for _, vs in series for v in vs if v is not None and v > 0]
    if not values or not x_labels:
        return None
    ticks, y_low, y_high = log_ticks(min(values), max(values))
    height = max(height, MARGIN_TOP + 18 * len(series) + 10)  # room for every legend entry
    frame = Frame(width, height, len(x_labels), y_low, y_high)
    out = [f'<svg class="chart" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
           f'role="img" aria-label="{esc(title)}" font-family="sans-serif" font-size="11">',
           f'<text x="{frame.left}" y="16" font-size="13" font-weight="bold">{esc(title)}</text>',
           f'<rect x="{frame.left}" y="{frame.top}" width="{frame.width}" height="{frame.height}" '
           'fill="none" stroke="#999"/>']
    out += y_axis(frame, ticks, y_label)
    out += x_axis(frame, x_labels)
    for k, (name, vs) in enumerate(series):
        out += series_marks(frame, COLOURS[k % len(COLOURS)], name, vs, x_labels, hollow, unit)
    out += legend(frame, series, width)
    out.append("</svg>")
    return "\n".join(out)


if __name__ == "__main__":
    from benchkit import cli
    cli.module_main(__doc__, "svg_chart.py")
