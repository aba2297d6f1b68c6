"""The battery is verifiable from the site alone: the file byte for byte, its digest, the day it
was frozen and the one-line check; and the method page says when the triage model's maker also
makes a tracked model."""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from pathlib import Path

import polars as pl

from report.build import build_site
from scoring.battery import DEFAULT_BATTERY_PATH
from warehouse.store import Warehouse

README = Path(__file__).resolve().parents[2] / "README.md"


def readme_digest() -> str:
    match = re.search(r"`battery\.json` sha256: `([0-9a-f]{64})`", README.read_text())
    assert match, "README.md states the battery's digest"
    return match.group(1)


def test_the_published_battery_hashes_to_the_readme_digest(site: Path) -> None:
    published = (site / "battery.json").read_bytes()
    assert published == DEFAULT_BATTERY_PATH.read_bytes(), "byte for byte"
    digest = hashlib.sha256(published).hexdigest()
    assert digest == readme_digest()
    assert (site / "battery.json.sha256").read_text() == f"{digest}  battery.json\n"


def test_the_battery_page_gives_the_check_and_the_frozen_date(site: Path) -> None:
    page = (site / "battery.html").read_text()
    assert "curl -s https://SITE/battery.json | sha256sum" in page
    assert "2026-11-29" in page and "Frozen on" in page
    assert 'href="battery.json"' in page and 'href="battery.json.sha256"' in page


def _site_with(tmp_path: Path, models: list[str]) -> str:
    wh = Warehouse(tmp_path / "w.duckdb")
    day = dt.date(2026, 11, 1)
    rows = [
        {
            "day": day,
            "model": m,
            "version": f"{m}-1",
            "previous_version": None,
            "moved": False,
            "vanished": False,
            "first_seen": True,
            "resolved_at": dt.datetime(2026, 11, 1, 8, tzinfo=dt.UTC),
        }
        for m in models
    ]
    wh.append("pins", pl.DataFrame(rows))
    return (build_site(wh, tmp_path / "site").out_dir / "method.html").read_text()


def test_the_method_page_names_tracked_models_of_the_triage_models_maker(tmp_path: Path) -> None:
    page = _site_with(tmp_path, ["anthropic/claude-sonnet-4", "openai/gpt-4o"])
    assert "also makes 1 tracked model(s): anthropic/claude-sonnet-4" in page
    other = _site_with(tmp_path / "b", ["openai/gpt-4o"])
    assert "No tracked model is made by Anthropic" in other
