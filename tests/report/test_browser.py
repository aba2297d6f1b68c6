"""The site in real headless Chromium from file://: content visible, no errors, nothing executes."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from report.names import safe_name
from tests.report import synthetic as s

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = [
    pytest.mark.browser,
    # Skipped only on a developer machine without Chromium; in CI (CI=true) a missing browser
    # must fail, not pass silently: `make test` installs it.
    pytest.mark.skipif(
        shutil.which(CHROMIUM) is None and not os.environ.get("CI"),
        reason="Debian's chromium is not installed (make browser)",
    ),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield b
        finally:
            b.close()


class Watched:
    """A page with every console message, page error and dialog recorded."""

    def __init__(self, browser: Any) -> None:
        self.page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.console: list[tuple[str, str]] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", lambda m: self.console.append((m.type, m.text)))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

        def on_dialog(dialog: Any) -> None:
            self.dialogs.append(dialog.message)
            dialog.dismiss()

        self.page.on("dialog", on_dialog)

    def open(self, site: Path, relative: str) -> Any:
        self.page.goto((site / relative).as_uri(), wait_until="load")
        return self.page

    def assert_clean(self) -> None:
        assert self.errors == []
        assert [text for kind, text in self.console if kind == "error"] == []
        assert self.dialogs == []


@pytest.fixture
def watched(browser: Any) -> Iterator[Watched]:
    w = Watched(browser)
    try:
        yield w
    finally:
        w.page.close()


def test_front_page(site: Path, watched: Watched, output_dir: Path) -> None:
    page = watched.open(site, "index.html")
    assert "3 of 5 models got worse" in page.locator(".answer .lead").inner_text()
    table = page.locator("table.front")
    first_row = table.locator("tbody tr").first
    assert s.SLIPPING in first_row.inner_text() and "Degraded" in first_row.inner_text()
    text = table.inner_text()
    for word in (
        "Stable",
        "Changed",
        "Building baseline: day 4 of 14",
        "VANISHED",
        "VERSION MOVED",
        "Drift detected",
        "No drift",
    ):
        assert word in text, word
    assert page.locator("svg.spark path.band").count() == len(s.MODELS)
    assert page.locator("svg.spark").first.is_visible()
    # The stylesheet loaded under the CSP: a badge has its colour, not the browser default.
    colour = page.locator(".st-degraded").first.evaluate("e => getComputedStyle(e).color")
    assert colour == "rgb(138, 28, 19)"
    page.screenshot(path=str(output_dir / "front.png"), full_page=True)
    watched.assert_clean()


def test_model_page(site: Path, watched: Watched, output_dir: Path) -> None:
    page = watched.open(site, f"models/{safe_name(s.SLIPPING)}.html")
    chart = page.locator("svg.chart").first
    assert chart.is_visible()
    assert chart.locator("path.band").count() == 1
    assert chart.locator("line.marker-version").count() == 1
    assert chart.locator("rect.window").count() == 1
    assert "Degraded" in page.locator("p.lead").inner_text()
    assert "11.5 points" in page.locator("p.figure").inner_text()
    page.screenshot(path=str(output_dir / "model.png"), full_page=True)
    watched.assert_clean()


def test_hostile_event_page_runs_nothing_and_shows_the_text(
    site: Path, watched: Watched, output_dir: Path
) -> None:
    page = watched.open(site, f"events/{s.EVENT_MAJOR}.html")
    assert page.locator("script").count() == 0
    assert page.locator("img").count() == 0
    assert page.locator("a[href^='javascript']").count() == 0
    now = page.locator("section.response").nth(1).locator("pre.content")
    shown = now.inner_text()
    for literal in (s.SCRIPT, s.IMG, s.JS_LINK, "⟦U+202E⟧", "⟦U+2066⟧", "⟦U+2069⟧"):
        assert literal in shown, literal
    assert "\u202e" not in shown and "\u2066" not in shown
    marks = now.locator("mark")
    assert marks.count() == 3
    assert marks.nth(1).inner_text() == s.SCRIPT
    assert marks.first.get_attribute("title") == f"outcome: {s.HOSTILE_LABEL}"
    assert marks.first.is_visible()
    baseline = page.locator("section.response").first.inner_text()
    assert "Sure. Here is a careful answer." in baseline
    # Hovering the hostile-labelled mark would fire an injected onmouseover; nothing may run.
    marks.first.hover()
    page.screenshot(path=str(output_dir / "event-hostile.png"), full_page=True)
    watched.assert_clean()


def test_method_page(site: Path, watched: Watched, output_dir: Path) -> None:
    page = watched.open(site, "method.html")
    limits = page.locator("#limits").inner_text()
    assert "What it cannot tell you" in limits
    body = page.locator("main").inner_text()
    for phrase in (
        "Not a leaderboard",
        "One sample a day",
        "The scorer can change",
        "Severity rules",
        "Triage model",
    ):
        assert phrase in body, phrase
    page.screenshot(path=str(output_dir / "method.png"), full_page=True)
    watched.assert_clean()


def test_day_page_banner_is_visible(site: Path, watched: Watched) -> None:
    page = watched.open(site, f"days/{s.TODAY}.html")
    banner = page.locator(".banner")
    assert banner.is_visible()
    assert (
        "On 2025-03-21, triage failed (provider down); events below are from stages 1-2."
        in banner.inner_text()
    )
    watched.assert_clean()
