"""Build the static site from the warehouse alone: a re-score rebuilds every page.

The site is written into a temporary folder beside `out_dir` and swapped in only when every page,
the feed and the open data are written, so a build that fails leaves the previous site whole.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from pydantic import BaseModel

from report.battery_page import battery_context, publish_battery
from report.day_page import day_contexts, day_page_name
from report.event_view import (
    EventView,
    event_views,
    pair_arm_views,
    prompt_messages,
    response_view,
)
from report.feed import build_feed
from report.front import front_rows, headline
from report.load import ReportData, load_report_data
from report.method_page import method_context
from report.model_page import model_context
from report.names import safe_name
from report.open_data import export_parquet, write_day_files, write_index
from report.render import STATIC, render, write_page
from report.stages import stage_report
from report.vocab import STATUS_LABEL, STATUS_MEANING
from warehouse.store import Warehouse


class SiteSummary(BaseModel):
    """What a build wrote, for the CLI and the report asset's metadata."""

    pages_written: int
    """HTML pages (front, day, model, event, method and battery pages)."""
    models: list[str]
    """Every model with a page, in id order."""
    days: list[dt.date]
    """Every day with a page, oldest first."""
    as_of: dt.date | None
    """The site's "today": the given day, or the latest day any stage wrote (None if empty)."""
    out_dir: Path
    index_path: Path


def _pages(data: ReportData, events: list[EventView]) -> list[tuple[str, str]]:
    """Every HTML page as (relative path, html)."""
    pages: list[tuple[str, str]] = []
    rows = front_rows(data)
    today = stage_report(data.stage_runs, data.as_of) if data.as_of else None
    pages.append(
        (
            "index.html",
            render(
                "index.html.j2",
                depth=0,
                as_of=data.as_of,
                rows=rows,
                headline=headline(rows, data.as_of),
                today=today,
                today_page=day_page_name(data.as_of) if data.as_of else None,
                legend=[(k, STATUS_LABEL[k], STATUS_MEANING[k]) for k in STATUS_LABEL],
                days=list(reversed(data.days)),
            ),
        )
    )
    for ctx in day_contexts(data, events):
        html = render("day.html.j2", depth=1, as_of=data.as_of, **ctx)
        pages.append((day_page_name(ctx["day"]), html))
    for m in data.models.to_dicts() if data.models.height else []:
        ctx = model_context(data, m["model"], m["first_day"], events)
        html = render("model.html.j2", depth=1, as_of=data.as_of, **ctx)
        pages.append((f"models/{safe_name(m['model'])}.html", html))
    for e in events:
        new = response_view("today", e.row["response_id"], data.evidence)
        old = response_view("baseline", e.row["baseline_response_id"], data.evidence)
        html = render(
            "event.html.j2",
            depth=1,
            as_of=data.as_of,
            e=e,
            new=new,
            old=old,
            arms=pair_arm_views(e.row.get("pair_responses_json"), data.evidence),
            prompt=prompt_messages(new, old),
            day_page=day_page_name(e.row["day"]),
            linked_page=day_page_name(e.row["linked_day"]) if e.row["linked_day"] else None,
        )
        pages.append((e.page, html))
    pages.append(
        ("method.html", render("method.html.j2", depth=0, as_of=data.as_of, **method_context(data)))
    )
    pages.append(
        (
            "battery.html",
            render("battery.html.j2", depth=0, as_of=data.as_of, **battery_context(data)),
        )
    )
    return pages


def build_site(warehouse: Warehouse, out_dir: Path, *, as_of: dt.date | None = None) -> SiteSummary:
    """Write the whole site for days up to `as_of` (default: the latest day in the warehouse)."""
    out_dir = Path(out_dir).resolve()
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.building-", dir=out_dir.parent))
    try:
        with warehouse.connect() as con, ThreadPoolExecutor(max_workers=1) as pool:
            # The Parquet export is DuckDB's own work (the GIL released), the rest mostly
            # Python's: the export runs on `con` beside everything else, which reads on a
            # cursor of it (with its own view of the archive), from the report's frames to the
            # pages and the feed.
            exported = pool.submit(export_parquet, con, tmp / "data" / "parquet")
            with warehouse.cursor(con) as reader:
                data = load_report_data(reader, as_of)
                write_day_files(reader, data.days, tmp / "data")
            events = event_views(data.events.to_dicts() if data.events.height else [])
            pages = _pages(data, events)
            for relative, html in pages:
                write_page(tmp, relative, html)
            (tmp / "feed.xml").write_bytes(build_feed(data, events))
            parquet = exported.result()
        write_index(tmp / "data", data.days, parquet, data.as_of)
        shutil.copytree(STATIC, tmp / "static")
        publish_battery(tmp)
        _swap(tmp, out_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return SiteSummary(
        pages_written=len(pages),
        models=data.model_ids,
        days=data.days,
        as_of=data.as_of,
        out_dir=out_dir,
        index_path=out_dir / "index.html",
    )


def _swap(new: Path, out_dir: Path) -> None:
    """Put the new site in place: rename the old one aside, rename the new one in, drop the old.

    Two renames, not one atomic step; between them `out_dir` is briefly absent, but never half
    written. The folder gets the usual permissions (mkdtemp makes it private to us).
    """
    os.chmod(new, 0o755)
    old = None
    if out_dir.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.old-", dir=out_dir.parent))
        os.rmdir(old)
        os.replace(out_dir, old)
    try:
        os.replace(new, out_dir)
    except BaseException:
        if old is not None:
            os.replace(old, out_dir)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
