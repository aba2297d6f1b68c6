"""Inline SVG charts drawn at build time: no script, no CDN, readable from a file:// path.

Every chart is plain SVG elements with classes styled by static/style.css (an inline ``style``
attribute would be refused by the page's Content-Security-Policy) and presentation attributes as
a fallback. Labels are escaped like any other text: a model id can carry markup too.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable, Sequence
from typing import TypeVar

from markupsafe import Markup, escape
from pydantic import BaseModel

from report.safe_text import visible


class Point(BaseModel):
    """One day of a series; `lo`/`hi` bound the shaded band (one SE, or the noise floor)."""

    day: dt.date
    value: float | None
    lo: float | None = None
    hi: float | None = None


class Marker(BaseModel):
    """A vertical line on one day, e.g. the alias resolving to a new dated version."""

    day: dt.date
    label: str
    kind: str = "version"


class Span(BaseModel):
    """A shaded stretch of days, e.g. the 14-day baseline window."""

    start: dt.date
    end: dt.date
    label: str


class Level(BaseModel):
    """A horizontal reference line, e.g. the launch anchor's rating."""

    value: float
    label: str
    kind: str = "anchor"


LEVEL_LABEL_MARGIN = 110
"""Width (px of the viewBox) kept right of the plot for reference-level labels."""
LEVEL_LABEL_GAP = 13.0
"""Least vertical distance between two level labels: one 11 px line and a little air."""


def _text(value: str) -> str:
    return str(escape(visible(value)))


def _num(value: float) -> str:
    return f"{value:.1f}"


def _y_values(points: Sequence[Point], values: list[tuple[dt.date, float]]) -> list[float]:
    """Every y the chart must fit: the values and the band's edges."""
    ys = [v for _, v in values]
    for p in points:
        bounds = _bounds(p)
        if bounds is not None:
            ys.extend(bounds)
    return ys


def _value(p: Point) -> float | None:
    return p.value if p.value is not None and math.isfinite(p.value) else None


def _bounds(p: Point) -> tuple[float, float] | None:
    """The band at one point, only where the value and both edges are finite numbers."""
    if _value(p) is None or p.lo is None or p.hi is None:
        return None
    if not (math.isfinite(p.lo) and math.isfinite(p.hi)):
        return None
    return p.lo, p.hi


def _band_paths(
    points: Sequence[Point],
    x_of: Callable[[dt.date], float],
    y_of: Callable[[float], float],
    *,
    single_width: float | None,
) -> list[str]:
    """Path data of the band, one closed shape per run of days without a gap.

    A run of one day is drawn `single_width` wide (or skipped when None), so a lone day's
    uncertainty still shows.
    """
    edges: list[tuple[float, float, float] | None] = []
    for p in points:
        b = _bounds(p)
        edges.append(None if b is None else (x_of(p.day), y_of(b[0]), y_of(b[1])))
    shapes = []
    for run in _runs(edges):
        if len(run) == 1:
            if single_width is None:
                continue
            x, yl, yh = run[0]
            w = single_width / 2
            upper, lower = [(x - w, yh), (x + w, yh)], [(x + w, yl), (x - w, yl)]
        else:
            upper = [(x, yh) for x, _, yh in run]
            lower = [(x, yl) for x, yl, _ in reversed(run)]
        shapes.append(_d(upper + lower) + " Z")
    return shapes


def _line_paths(
    points: Sequence[Point], x_of: Callable[[dt.date], float], y_of: Callable[[float], float]
) -> list[str]:
    xy: list[tuple[float, float] | None] = []
    for p in points:
        v = _value(p)
        xy.append(None if v is None else (x_of(p.day), y_of(v)))
    return [_d(segment) for segment in _runs(xy)]


def nice_ticks(lo: float, hi: float, count: int = 4) -> list[float]:
    """Round tick values covering [lo, hi] (1, 2, 5 times a power of ten apart)."""
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / max(count, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(lo / step) * step
    ticks = []
    value = first
    while value <= hi + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    return ticks


def _tick_label(value: float) -> str:
    if abs(value) >= 100 or value == int(value):
        return f"{value:,.0f}"
    return f"{value:.2g}" if abs(value) < 1 else f"{value:.1f}"


T = TypeVar("T")


def _runs(items: Sequence[T | None]) -> list[list[T]]:
    """Split a series at its gaps, so a missing day is a break and never a made-up line."""
    runs: list[list[T]] = [[]]
    for item in items:
        if item is None:
            if runs[-1]:
                runs.append([])
        else:
            runs[-1].append(item)
    return [r for r in runs if r]


def _d(points: Sequence[tuple[float, float]]) -> str:
    return "M" + " L".join(f"{_num(x)},{_num(y)}" for x, y in points)


def line_chart(
    points: Sequence[Point],
    *,
    title: str,
    y_label: str,
    markers: Sequence[Marker] = (),
    spans: Sequence[Span] = (),
    levels: Sequence[Level] = (),
    band_label: str = "one standard error",
    width: int = 1000,
    height: int = 280,
) -> Markup:
    """A daily line with its band shaded, vertical markers, shaded spans and reference levels."""
    values = [(p.day, v) for p in points if (v := _value(p)) is not None]
    if not values:
        return Markup(f'<p class="absent">{_text(title)}: no data yet.</p>')
    # Reference levels are labelled in a right margin of their own: inside the plot, a label
    # sat on the last days of the series line, exactly where a reader looks first.
    left, right, top, bottom = 64, (LEVEL_LABEL_MARGIN if levels else 44), 28, 34
    days = [p.day for p in points] + [m.day for m in markers] + [s.start for s in spans]
    days += [s.end for s in spans]
    d0 = min(days).toordinal()
    d1 = max(days).toordinal()
    if d1 == d0:
        d0, d1 = d0 - 1, d1 + 1
    ys = _y_values(points, values)
    ys.extend(lv.value for lv in levels if math.isfinite(lv.value))
    y0, y1 = min(ys), max(ys)
    pad = (y1 - y0) * 0.08 or max(abs(y1) * 0.05, 1.0)
    y0, y1 = y0 - pad, y1 + pad
    plot_w, plot_h = width - left - right, height - top - bottom

    def x_of(day: dt.date) -> float:
        return left + (day.toordinal() - d0) / (d1 - d0) * plot_w

    def y_of(value: float) -> float:
        return top + (y1 - value) / (y1 - y0) * plot_h

    parts = [
        f'<svg class="chart" role="img" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" xmlns="http://www.w3.org/2000/svg" aria-label="{_text(title)}">',
        f"<title>{_text(title)}</title>",
    ]
    for s in spans:
        xa, xb = x_of(s.start) - 0.5 * plot_w / (d1 - d0), x_of(s.end) + 0.5 * plot_w / (d1 - d0)
        xa, xb = max(xa, left), min(xb, left + plot_w)
        parts.append(
            f'<rect class="window" x="{_num(xa)}" y="{top}" width="{_num(max(xb - xa, 1))}" '
            f'height="{plot_h}" fill="#eef1f5"><title>{_text(s.label)}</title></rect>'
        )
        parts.append(
            f'<text class="window-label" x="{_num(xa + 3)}" y="{top + 12}" font-size="11">'
            f"{_text(s.label)}</text>"
        )
    for tick in nice_ticks(y0, y1):
        y = y_of(tick)
        parts.append(
            f'<line class="grid" x1="{left}" x2="{left + plot_w}" y1="{_num(y)}" y2="{_num(y)}" '
            'stroke="#e3e6ea"/>'
        )
        parts.append(
            f'<text class="tick" x="{left - 6}" y="{_num(y + 4)}" text-anchor="end" '
            f'font-size="11">{_tick_label(tick)}</text>'
        )
    parts.append(
        f'<text class="axis-label" x="12" y="{top + plot_h / 2:.1f}" font-size="11" '
        f'transform="rotate(-90 12 {top + plot_h / 2:.1f})" text-anchor="middle">'
        f"{_text(y_label)}</text>"
    )
    for day in _x_ticks(dt.date.fromordinal(d0), dt.date.fromordinal(d1)):
        parts.append(
            f'<text class="tick" x="{_num(x_of(day))}" y="{height - 12}" text-anchor="middle" '
            f'font-size="11">{day.isoformat()}</text>'
        )
    for shape in _band_paths(points, x_of, y_of, single_width=6.0):
        parts.append(
            f'<path class="band" d="{shape}" fill="#c9d8ee" fill-opacity="0.7">'
            f"<title>{_text(band_label)}</title></path>"
        )
    shown = [lv for lv in levels if math.isfinite(lv.value)]
    label_ys = _spread([y_of(lv.value) for lv in shown], LEVEL_LABEL_GAP, top, top + plot_h)
    for lv, label_y in zip(shown, label_ys, strict=True):
        y = y_of(lv.value)
        parts.append(
            f'<line class="level level-{_text(lv.kind)}" x1="{left}" x2="{left + plot_w}" '
            f'y1="{_num(y)}" y2="{_num(y)}" stroke="#7a6a2a" stroke-dasharray="6 4"/>'
        )
        parts.append(
            f'<text class="level-label" x="{left + plot_w + 6}" y="{_num(label_y + 4)}" '
            f'text-anchor="start" font-size="11">{_text(lv.label)}</text>'
        )
    for line in _line_paths(points, x_of, y_of):
        parts.append(
            f'<path class="line" d="{line}" fill="none" stroke="#1f4e8c" stroke-width="2"/>'
        )
    if len(values) <= 60:
        for day, v in values:
            parts.append(
                f'<circle class="dot" cx="{_num(x_of(day))}" cy="{_num(y_of(v))}" '
                f'r="2.5" fill="#1f4e8c"><title>{day.isoformat()}: '
                f"{_tick_label(v)}</title></circle>"
            )
    for i, m in enumerate(markers):
        x = x_of(m.day)
        parts.append(
            f'<line class="marker marker-{_text(m.kind)}" x1="{_num(x)}" x2="{_num(x)}" '
            f'y1="{top}" y2="{top + plot_h}" stroke="#9b2c2c" stroke-width="1.5">'
            f"<title>{m.day.isoformat()}: {_text(m.label)}</title></line>"
        )
        parts.append(
            f'<text class="marker-label" x="{_num(x + 3)}" y="{top - 6 - (i % 2) * 11}" '
            f'font-size="11">{_text(m.label)}</text>'
        )
    parts.append("</svg>")
    return Markup("".join(parts))


def _spread(ys: Sequence[float], gap: float, lo: float, hi: float) -> list[float]:
    """Label heights near `ys`, at least `gap` apart and within [lo, hi], in the input order.

    Two reference levels a few points apart would otherwise print their labels on top of each
    other; each label moves as little as it can.
    """
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    placed: dict[int, float] = {}
    floor = lo
    for i in order:
        placed[i] = max(ys[i], floor)
        floor = placed[i] + gap
    overshoot = max((placed[i] - hi for i in order), default=0.0)
    if overshoot > 0:
        for i in order:
            placed[i] -= overshoot
    return [placed[i] for i in range(len(ys))]


def _x_ticks(first: dt.date, last: dt.date) -> list[dt.date]:
    span = (last - first).days
    if span <= 0:
        return [first]
    step = max(1, math.ceil(span / 4))
    ticks = [first + dt.timedelta(days=k) for k in range(0, span + 1, step)]
    if (last - ticks[-1]).days * 3 < step:
        ticks[-1] = last
    else:
        ticks.append(last)
    return ticks


def sparkline(
    points: Sequence[Point],
    *,
    title: str,
    start: dt.date | None = None,
    width: int = 120,
    height: int = 34,
) -> Markup:
    """A small rating line with its band; a dot marks where a new series started."""
    values = [(p.day, v) for p in points if (v := _value(p)) is not None]
    if not values:
        return Markup('<span class="absent">no rating yet</span>')
    d0 = min(p.day for p in points).toordinal()
    d1 = max(p.day for p in points).toordinal()
    if d1 == d0:
        d0, d1 = d0 - 1, d1 + 1
    ys = _y_values(points, values)
    y0, y1 = min(ys), max(ys)
    if y1 == y0:
        y0, y1 = y0 - 1, y1 + 1
    pad = 3.0

    def x_of(day: dt.date) -> float:
        return pad + (day.toordinal() - d0) / (d1 - d0) * (width - 2 * pad)

    def y_of(value: float) -> float:
        return pad + (y1 - value) / (y1 - y0) * (height - 2 * pad)

    parts = [
        f'<svg class="spark" role="img" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" xmlns="http://www.w3.org/2000/svg" aria-label="{_text(title)}">',
        f"<title>{_text(title)}</title>",
    ]
    for shape in _band_paths(points, x_of, y_of, single_width=None):
        parts.append(f'<path class="band" d="{shape}" fill="#c9d8ee" fill-opacity="0.7"/>')
    for line in _line_paths(points, x_of, y_of):
        parts.append(
            f'<path class="line" d="{line}" fill="none" stroke="#1f4e8c" stroke-width="1.5"/>'
        )
    if start is not None and d0 <= start.toordinal() <= d1:
        x = x_of(start)
        parts.append(
            f'<line class="marker marker-start" x1="{_num(x)}" x2="{_num(x)}" y1="0" '
            f'y2="{height}" stroke="#555" stroke-dasharray="2 2"><title>series starts '
            f"{start.isoformat()}</title></line>"
        )
    last_day, last_value = values[-1]
    parts.append(
        f'<circle class="dot" cx="{_num(x_of(last_day))}" cy="{_num(y_of(last_value))}" r="2.5" '
        'fill="#1f4e8c"/>'
    )
    parts.append("</svg>")
    return Markup("".join(parts))
