"""Building works on any subset of tables, and a failed build leaves the previous site whole."""

from __future__ import annotations

import datetime as dt
import re
import sys
from html import escape
from pathlib import Path

import pytest

import report.build
from report.build import build_site
from report.names import safe_name
from tests.report import synthetic as s
from warehouse.store import Warehouse


def test_empty_warehouse_builds_a_site_that_says_so(tmp_path: Path) -> None:
    summary = build_site(Warehouse(tmp_path / "empty.duckdb"), tmp_path / "site")
    assert summary.as_of is None and summary.days == [] and summary.models == []
    html = summary.index_path.read_text(encoding="utf-8")
    assert "No data yet" in html
    for name in (
        "method.html",
        "battery.html",
        "feed.xml",
        "data/index.json",
        "data/parquet/responses.parquet",
    ):
        assert (summary.out_dir / name).is_file(), name
    assert summary.pages_written == 3


def test_only_collection_and_scoring_ran(tmp_path: Path) -> None:
    """Before detection exists: pins and verdicts only; pages say what is missing."""
    wh = Warehouse(tmp_path / "w.duckdb")
    day = s.TODAY
    s.insert(
        wh,
        "pins",
        [
            {
                "day": day,
                "model": s.STEADY,
                "version": "v1",
                "previous_version": None,
                "moved": False,
                "vanished": False,
                "first_seen": True,
                "resolved_at": dt.datetime(2025, 3, 21, 8, tzinfo=dt.UTC),
            }
        ],
    )
    s.insert(
        wh,
        "verdicts",
        [s._verdict(day, s.STEADY, "D01", "battery", "drift", None, length=10.0, latency=100.0)],
    )
    s.insert(
        wh,
        "stage_runs",
        [
            {
                "day": day,
                "stage": stage,
                "status": "ok",
                "detail": None,
                "run_id": "r",
                "finished_at": dt.datetime(2025, 3, 21, 9, tzinfo=dt.UTC),
            }
            for stage in ("pins", "tasks", "responses", "verdicts")
        ],
    )
    summary = build_site(wh, tmp_path / "site")
    assert summary.as_of == day and summary.models == [s.STEADY]
    front = summary.index_path.read_text(encoding="utf-8")
    assert "No status" in front and "Not analysed" in front
    assert "Not known yet for 2025-03-21" in front  # never "no model got worse" unanalysed
    assert "events did not run; events below are from stage 1 only." in front
    model = (summary.out_dir / "models" / f"{safe_name(s.STEADY)}.html").read_text(encoding="utf-8")
    assert "No statuses yet" in model and "No graded puzzles yet" in model
    assert "rating over time" in model.lower()


def test_failed_build_keeps_the_previous_site(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wh = s.make_warehouse(tmp_path)
    out = tmp_path / "site"
    build_site(wh, out, as_of=s.DAYS[15])
    before = (out / "index.html").read_bytes()

    def broken_feed(*args: object, **kwargs: object) -> bytes:
        raise RuntimeError("feed exploded")

    monkeypatch.setattr(report.build, "build_feed", broken_feed)
    with pytest.raises(RuntimeError, match="feed exploded"):
        build_site(wh, out)
    assert (out / "index.html").read_bytes() == before
    assert not (out / "days" / f"{s.TODAY}.html").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "site",
        "warehouse.archive",
        "warehouse.duckdb",
        "warehouse.duckdb.lock",
    ]


def test_rebuild_replaces_the_site(tmp_path: Path) -> None:
    wh = s.make_warehouse(tmp_path)
    out = tmp_path / "site"
    build_site(wh, out, as_of=s.DAYS[15])
    (out / "stale.html").write_text("old", encoding="utf-8")
    build_site(wh, out)
    assert (out / "days" / f"{s.TODAY}.html").is_file()
    assert not (out / "stale.html").exists()


def test_method_page_shows_the_method_text_docs_method_md_is_made_from(tmp_path: Path) -> None:
    # One renderer for both: every section of docs/method.md is a section of the site's page.
    from report.method_doc import render_method

    summary = build_site(s.make_warehouse(tmp_path), tmp_path / "site")
    html = (summary.out_dir / "method.html").read_text(encoding="utf-8")
    headings = re.findall(r"^#{2,3} (.+)$", render_method(), re.M)
    assert len(headings) > 20
    missing = [h for h in headings if f">{escape(h)}</h" not in html]
    assert missing == []


def test_a_detection_module_that_fails_to_import_fails_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Our own code failing to import is a bug to see, not a note on a page that hides it; the
    # previous site stays whole because the build writes elsewhere first.
    wh = s.make_warehouse(tmp_path)
    monkeypatch.setitem(sys.modules, "detection.puzzle.status", None)
    with pytest.raises(ImportError):
        build_site(wh, tmp_path / "site")
