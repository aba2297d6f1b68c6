"""Small layout faults a reader notices, measured in real Chromium from the rendered boxes.

Each test measures what the eye sees (line boxes, bounding boxes, right edges) and saves a
screenshot next to the test's output, so a failure can be looked at, not only read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from report.names import safe_name
from tests.report import synthetic as s
from tests.report.test_browser import Watched

pytestmark = [pytest.mark.browser]

# The distinct line tops a text occupies: one per line it wraps onto.
LINES_OF = """el => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const tops = new Set();
  for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
  return tops.size;
}"""

# The right edge of an element's text (not its box): where a reader sees the header or number end.
TEXT_RIGHT = """el => {
  const range = document.createRange();
  range.selectNodeContents(el);
  let right = -Infinity;
  for (const r of range.getClientRects()) if (r.width > 0) right = Math.max(right, r.right);
  return right;
}"""

# Screen boxes of every text label of a chart, and points sampled along its series line.
CHART_GEOMETRY = """svg => {
  const box = e => { const r = e.getBoundingClientRect();
    return {text: e.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
  const labels = [...svg.querySelectorAll('text.level-label, text.marker-label')].map(box);
  const points = [];
  for (const path of svg.querySelectorAll('path.line')) {
    const ctm = path.getScreenCTM();
    const length = path.getTotalLength();
    for (let at = 0; at <= length; at += 1) {
      const p = path.getPointAtLength(at);
      points.push([ctm.a * p.x + ctm.c * p.y + ctm.e, ctm.b * p.x + ctm.d * p.y + ctm.f]);
    }
  }
  const dots = [...svg.querySelectorAll('circle.dot')].map(box);
  return {labels, points, dots};
}"""


def _overlaps(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return not (
        a["right"] <= b["left"]
        or b["right"] <= a["left"]
        or a["bottom"] <= b["top"]
        or b["bottom"] <= a["top"]
    )


def _inside(point: list[float], box: dict[str, Any]) -> bool:
    x, y = point
    return box["left"] <= x <= box["right"] and box["top"] <= y <= box["bottom"]


def chart_collisions(svg: Any) -> list[str]:
    """What a label of the chart covers: the series line, a day's dot, or another label."""
    geo = svg.evaluate(CHART_GEOMETRY)
    found = []
    labels = geo["labels"]
    for i, label in enumerate(labels):
        if any(_inside(p, label) for p in geo["points"]):
            found.append(f"{label['text']!r} covers the series line")
        if any(_overlaps(label, dot) for dot in geo["dots"]):
            found.append(f"{label['text']!r} covers a day's dot")
        for other in labels[i + 1 :]:
            if _overlaps(label, other):
                found.append(f"{label['text']!r} overlaps {other['text']!r}")
    return found


@pytest.mark.parametrize("width", [1280, 1024])
def test_each_pinned_version_stays_on_one_line(
    site: Path, browser: Any, output_dir: Path, width: int
) -> None:
    watched = Watched(browser)
    try:
        watched.page.set_viewport_size({"width": width, "height": 900})
        page = watched.open(site, "index.html")
        versions = page.locator("table.front .version")
        assert versions.count() >= len(s.MODELS) - 1, "every alias still served shows its version"
        page.screenshot(path=str(output_dir / f"front-versions-{width}.png"), full_page=True)
        wrapped = [
            versions.nth(i).inner_text()
            for i in range(versions.count())
            if versions.nth(i).evaluate(LINES_OF) != 1
        ]
        assert wrapped == [], f"pinned versions broken across lines at {width} px: {wrapped}"
        overflow = page.evaluate("() => document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0, f"the page scrolls sideways by {overflow} px at {width} px"
        # The moved alias still shows both versions, each whole.
        moved = [versions.nth(i).inner_text() for i in range(versions.count())]
        assert f"{s.VERBOSE}-2025-01" in moved and f"{s.VERBOSE}-2025-04" in moved
        watched.assert_clean()
    finally:
        watched.page.close()


def test_pass_rate_headers_line_up_with_their_numbers(
    site: Path, watched: Watched, output_dir: Path
) -> None:
    page = watched.open(site, f"models/{safe_name(s.STEADY)}.html")
    table = page.locator("h2:has-text('Pass rate') + table")
    page.screenshot(path=str(output_dir / "pass-rate-table.png"), full_page=True)
    headers = table.locator("thead th")
    first_row = table.locator("tbody tr").first.locator("th, td")
    assert headers.count() == first_row.count()
    checked = 0
    for i in range(headers.count()):
        cell = first_row.nth(i)
        aligned = cell.evaluate("e => getComputedStyle(e).textAlign")
        head = headers.nth(i)
        head_right, cell_right = head.evaluate(TEXT_RIGHT), cell.evaluate(TEXT_RIGHT)
        if aligned == "right":
            checked += 1
            assert abs(head_right - cell_right) <= 2, (
                f"header {head.inner_text()!r} ends at {head_right:.0f} px, "
                f"its numbers at {cell_right:.0f} px"
            )
        else:
            head_left = head.evaluate("e => e.getBoundingClientRect().left")
            cell_left = cell.evaluate("e => e.getBoundingClientRect().left")
            assert abs(head_left - cell_left) <= 1
    assert checked == 2, "both rate columns are right-aligned numbers"
    watched.assert_clean()


@pytest.mark.parametrize("model", [s.STEADY, s.SLIPPING, s.VERBOSE])
def test_chart_labels_leave_the_series_line_visible(
    site: Path, watched: Watched, output_dir: Path, model: str
) -> None:
    page = watched.open(site, f"models/{safe_name(model)}.html")
    chart = page.locator("svg.chart").first
    levels = chart.locator("text.level-label")
    # The launch anchor always; the sequential test's stable reference too when it decided.
    assert levels.count() >= 1, "the launch anchor is labelled"
    assert levels.count() == chart.locator("line.level").count(), "every level line is labelled"
    chart.screenshot(path=str(output_dir / f"rating-chart-{safe_name(model)}.png"))
    assert chart_collisions(chart) == []
    # Labels stay inside the drawing, not cut off at its edge.
    svg_box = chart.bounding_box()
    for i in range(levels.count()):
        box = levels.nth(i).bounding_box()
        assert box["x"] + box["width"] <= svg_box["x"] + svg_box["width"] + 0.5
    watched.assert_clean()
