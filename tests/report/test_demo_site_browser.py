"""The demo build's site in real headless Chromium: the pages a reader opens first, with real
pipeline data (not a hand-made warehouse), screenshots saved under the test output folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from report.names import event_name, safe_name
from tests.conftest import DemoBuild
from tests.report.test_browser import Watched

pytestmark = [pytest.mark.browser, pytest.mark.e2e]


def shot(page: Any, output_dir: Path, name: str) -> Path:
    path = output_dir / f"demo-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000, "a blank page screenshots small"
    return path


def test_front_page_says_which_model_got_worse(
    demo_build: DemoBuild, watched: Watched, output_dir: Path
) -> None:
    page = watched.open(demo_build.report_dir, "index.html")
    text = page.inner_text("body")
    for status in ("Degraded", "Changed", "Stable"):
        assert status in text
    assert "sim/slipping" in text and "sim/verbose" in text
    first_row = page.locator("table tbody tr").first.inner_text()
    assert "sim/slipping" in first_row, "the worst model today is listed first"
    assert page.locator("svg").count() >= 4, "a small chart per model"
    shot(page, output_dir, "front")
    watched.assert_clean()


def test_model_page_shows_rating_with_band_and_markers(
    demo_build: DemoBuild, watched: Watched, output_dir: Path
) -> None:
    page = watched.open(demo_build.report_dir, f"models/{safe_name('sim/moving')}.html")
    assert page.locator("svg path.band").count() >= 1, "the one-SE band is drawn"
    text = page.inner_text("body")
    assert "sim/moving-2026-11-15" in text, "the new dated version is named"
    shot(page, output_dir, "model")
    watched.assert_clean()


def test_event_page_shows_both_responses_with_highlights(
    demo_build: DemoBuild, watched: Watched, output_dir: Path
) -> None:
    [(event_id,)] = demo_build.warehouse.rows(
        "SELECT event_id FROM events WHERE model = 'sim/moving' AND prompt_id = 'R01' AND field = 'outcome'"
    )
    page = watched.open(demo_build.report_dir, f"events/{event_name(event_id)}.html")
    text = page.inner_text("body")
    assert "major" in text.lower() and "refused" in text and "answered" in text
    marks = page.locator("mark")
    assert marks.count() >= 1, "the declining phrase the scorer matched is highlighted"
    marked = [m.lower() for m in marks.all_inner_texts()]
    assert any(m.startswith("i can") for m in marked), marked
    shot(page, output_dir, "event")
    watched.assert_clean()


def test_method_page_is_generated_from_the_code(
    demo_build: DemoBuild, watched: Watched, output_dir: Path
) -> None:
    from detection.triage import TRIAGE_MODEL, TRIAGE_MODEL_MAKER

    page = watched.open(demo_build.report_dir, "method.html")
    text = page.inner_text("body")
    assert TRIAGE_MODEL in text and TRIAGE_MODEL_MAKER in text
    assert "cannot tell you" in text.lower()
    shot(page, output_dir, "method")
    watched.assert_clean()


def test_a_triaged_event_shows_its_rating_and_the_method_explains_triage(
    demo_build: DemoBuild, watched: Watched, output_dir: Path
) -> None:
    from detection.triage import TRIAGE_MODEL

    [(event_id,)] = demo_build.warehouse.rows(
        "SELECT e.event_id FROM events e JOIN triage t ON t.event_id = e.event_id "
        "AND t.day = e.day WHERE t.outcome = 'ok' ORDER BY e.day LIMIT 1"
    )
    page = watched.open(demo_build.report_dir, f"events/{event_name(event_id)}.html")
    text = page.inner_text("body")
    assert f"Rated by {TRIAGE_MODEL}: outcome ok, severity" in text
    assert "significant" in text
    shot(page, output_dir, "event-triaged")
    watched.assert_clean()
    page = watched.open(demo_build.report_dir, "method.html")
    triage = page.locator("h2#triage")
    assert triage.is_visible()
    explained = page.locator("h2#triage ~ p").first.inner_text()
    assert "cannot decide" in explained
    assert "late decline" in page.locator("h2#triage ~ p").nth(1).inner_text()
    watched.assert_clean()
