"""Inline SVG charts: the band, the markers and the gaps are drawn, and labels are escaped."""

from __future__ import annotations

import datetime as dt
import math
import xml.etree.ElementTree as ET

from report.charts import Level, Marker, Point, Span, line_chart, nice_ticks, sparkline

SVG = "{http://www.w3.org/2000/svg}"
D0 = dt.date(2025, 1, 1)


def _points(values: list[float | None]) -> list[Point]:
    return [
        Point(
            day=D0 + dt.timedelta(days=i),
            value=v,
            lo=None if v is None else v - 10,
            hi=None if v is None else v + 10,
        )
        for i, v in enumerate(values)
    ]


def _parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def _by_class(root: ET.Element, tag: str, cls: str) -> list[ET.Element]:
    return [el for el in root.iter(SVG + tag) if cls in (el.get("class") or "").split()]


def test_line_chart_draws_band_line_markers_window_and_levels() -> None:
    svg = line_chart(
        _points([100, 110, 105, 90]),
        title="rating",
        y_label="rating",
        markers=[Marker(day=D0 + dt.timedelta(days=2), label="now v2")],
        spans=[Span(start=D0, end=D0 + dt.timedelta(days=1), label="baseline")],
        levels=[Level(value=104, label="launch anchor")],
    )
    root = _parse(svg)
    assert len(_by_class(root, "path", "band")) == 1
    assert len(_by_class(root, "path", "line")) == 1
    assert len(_by_class(root, "line", "marker")) == 1
    assert len(_by_class(root, "rect", "window")) == 1
    assert len(_by_class(root, "line", "level")) == 1
    assert len(_by_class(root, "circle", "dot")) == 4


def test_a_missing_day_breaks_the_line_and_the_band() -> None:
    root = _parse(line_chart(_points([100, 101, None, 99, 98]), title="t", y_label="y"))
    assert len(_by_class(root, "path", "line")) == 2
    assert len(_by_class(root, "path", "band")) == 2


def test_band_lies_around_the_line() -> None:
    root = _parse(line_chart(_points([100, 100, 100]), title="t", y_label="y"))
    band = _by_class(root, "path", "band")[0].get("d") or ""
    line = _by_class(root, "path", "line")[0].get("d") or ""
    band_y = [float(p.split(",")[1]) for p in band.replace("M", "").replace(" Z", "").split(" L")]
    line_y = float(line.replace("M", "").split(" L")[0].split(",")[1])
    assert min(band_y) < line_y < max(band_y)


def test_no_data_is_a_sentence_not_an_empty_chart() -> None:
    out = line_chart(_points([None, None]), title="rating", y_label="y")
    assert "<svg" not in out and "no data yet" in out


def test_labels_are_escaped() -> None:
    svg = line_chart(
        _points([1, 2]),
        title="<script>x</script>",
        y_label="y",
        markers=[Marker(day=D0, label='"><img src=x onerror=alert(1)>')],
    )
    assert "<script>" not in svg and "<img" not in svg
    _parse(svg)  # still well-formed XML


def test_sparkline_has_band_and_marks_a_new_series_start() -> None:
    root = _parse(sparkline(_points([1, 2, 3]), title="m", start=D0 + dt.timedelta(days=1)))
    assert len(_by_class(root, "path", "band")) == 1
    assert len(_by_class(root, "line", "marker-start")) == 1
    assert "no rating yet" in sparkline([], title="m")


def test_single_day_charts_still_draw() -> None:
    root = _parse(line_chart(_points([5]), title="t", y_label="y"))
    assert len(_by_class(root, "path", "band")) == 1


def test_nice_ticks_are_round_steps_inside_the_range() -> None:
    for lo, hi in [(0, 100), (1372.3, 1530.9), (0.12, 0.47), (-40, 35)]:
        ticks = nice_ticks(lo, hi)
        steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:], strict=False)}
        assert len(steps) == 1 and 2 <= len(ticks) <= 6, (lo, hi, ticks)
        (step,) = steps
        mantissa = step / 10 ** math.floor(math.log10(step))
        assert round(mantissa, 6) in (1, 2, 5, 10)
        assert lo <= ticks[0] and ticks[-1] <= hi + 1e-9
