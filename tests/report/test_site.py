"""The site built from the synthetic warehouse: every page, escaped, linked relatively, complete."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import duckdb
import polars as pl
import pytest

from report.build import SiteSummary
from report.names import safe_name
from report.render import CSP
from tests.report import synthetic as s
from warehouse.store import Warehouse


class Tags(HTMLParser):
    """Every start tag with its attributes, for checks a regex would get wrong."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def _tags(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Tags()
    parser.feed(html)
    return parser.tags


def _pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def _read(site: Path, relative: str) -> str:
    return (site / relative).read_text(encoding="utf-8")


def test_every_page_is_written(built: tuple[SiteSummary, Warehouse], site: Path) -> None:
    summary, _ = built
    assert summary.as_of == s.TODAY
    assert summary.days == s.DAYS
    assert sorted(summary.models) == sorted(s.MODELS)
    assert summary.index_path == site / "index.html"
    for day in s.DAYS:
        assert (site / "days" / f"{day}.html").is_file()
        assert (site / "data" / f"{day}.json").is_file()
    for model in s.MODELS:
        assert (site / "models" / f"{safe_name(model)}.html").is_file()
    for event_id in (
        s.EVENT_MAJOR,
        s.EVENT_SIGNIFICANT,
        s.EVENT_MINOR,
        s.EVENT_UNKNOWN,
        s.EVENT_WITHDRAWN,
        s.EVENT_PIN_GONE,
        s.EVENT_PIN_MOVED,
        s.EVENT_OLD_MINOR,
    ):
        assert (site / "events" / f"{event_id}.html").is_file()
    for name in ("index.html", "method.html", "battery.html", "feed.xml", "static/style.css"):
        assert (site / name).is_file()
    assert summary.pages_written == len(_pages(site))


def test_every_page_has_the_csp_and_no_script_style_or_external_link(site: Path) -> None:
    for page in _pages(site):
        html = page.read_text(encoding="utf-8")
        tags = _tags(html)
        csp = [
            a.get("content")
            for t, a in tags
            if t == "meta" and a.get("http-equiv") == "Content-Security-Policy"
        ]
        assert csp == [CSP], page
        for tag, attrs in tags:
            assert tag not in ("script", "iframe", "object", "embed", "img", "base", "form"), page
            for name, value in attrs.items():
                assert not name.startswith("on"), (page, tag, name)
                assert name != "style", (page, tag)
                if name in ("href", "src"):
                    assert value and not re.match(r"^[a-z][a-z0-9+.-]*:|^/", value, re.I), (
                        page,
                        value,
                    )


def test_links_resolve_inside_the_site(site: Path) -> None:
    for page in _pages(site):
        for tag, attrs in _tags(page.read_text(encoding="utf-8")):
            href = attrs.get("href")
            if tag in ("a", "link") and href:
                target = (page.parent / href.split("#")[0]).resolve()
                assert target.is_file(), (page, href)


def test_no_raw_bidi_or_control_characters_anywhere(site: Path) -> None:
    bad = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\x00-\x08]")
    for path in [*_pages(site), site / "feed.xml"]:
        assert not bad.search(path.read_text(encoding="utf-8")), path


def test_front_page_answers_which_model_got_worse(site: Path) -> None:
    html = _read(site, "index.html")
    lead = re.search(r'<p class="lead">(.*?)</p>', html, re.S)
    assert lead and "3 of 5 models got worse on 2025-03-21" in lead.group(1)
    assert s.SLIPPING in lead.group(1) and s.STEADY not in lead.group(1)
    rows = re.findall(
        r'<tr class="level-\d">\s*<th scope="row"><a href="models/([^"]+)\.html"', html
    )
    assert rows[0] == safe_name(s.SLIPPING)  # worst first
    assert rows[-1] in {safe_name(s.STEADY), safe_name(s.FRESH)}
    assert "Building baseline: day 4 of 14" in html
    assert "new series since" in html
    assert "VANISHED" in html and "VERSION MOVED" in html
    assert f"{s.VERBOSE}-2025-01 → {s.VERBOSE}-2025-04" in re.sub(r"<[^>]+>", "", html)
    assert "Drift detected" in html and "No drift" in html
    assert "1,375" in html and "−125" in html  # rating and its change since baseline
    assert "On 2025-03-21, triage failed (provider down); events below are from stages 1-2." in html


def test_day_page_lists_every_event_and_the_triage_banner(site: Path) -> None:
    html = _read(site, f"days/{s.TODAY}.html")
    assert "On 2025-03-21, triage failed (provider down); events below are from stages 1-2." in html
    for event_id in (
        s.EVENT_MAJOR,
        s.EVENT_SIGNIFICANT,
        s.EVENT_MINOR,
        s.EVENT_UNKNOWN,
        s.EVENT_WITHDRAWN,
        s.EVENT_PIN_GONE,
    ):
        assert f"../events/{event_id}.html" in html
    for word in ("sev-major", "sev-significant", "sev-minor", "sev-unknown"):
        assert word in html
    assert 'class="withdrawn"' in html
    earlier = _read(site, f"days/{s.DAYS[5]}.html")
    assert "Incomplete day" not in earlier


def test_event_page_shows_both_responses_escaped_with_highlights(site: Path) -> None:
    html = _read(site, f"events/{s.EVENT_MAJOR}.html")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "&lt;a href=&#34;javascript:alert(1)&#34;&gt;" in html
    assert "⟦U+202E⟧" in html and "⟦U+2066⟧" in html
    marks = [a for t, a in _tags(html) if t == "mark"]
    assert len(marks) >= 3
    assert any(a.get("title") == f"outcome: {s.HOSTILE_LABEL}" for a in marks)
    assert "Sure. Here is a careful answer." in html  # the baseline response
    assert "answered" in html and "refused" in html
    assert "compared with 7 baseline day(s)" in html
    assert "rule-ev-major-refusal" in html


def test_pick_event_shows_both_pick_lists(site: Path) -> None:
    html = _read(site, f"events/{s.EVENT_SIGNIFICANT}.html")
    lists = re.findall(r'<ol class="picks">(.*?)</ol>', html, re.S)
    assert len(lists) == 2
    assert all(p in lists[0] for p in s.PICKS_OLD)
    assert "Evil &lt;script&gt;" in lists[1]
    assert "prov-a → prov-b" in html


def test_withdrawn_event_keeps_its_page_marked(site: Path) -> None:
    html = _read(site, f"events/{s.EVENT_WITHDRAWN}.html")
    assert "Withdrawn by scorer v2." in html


def test_triage_failure_is_shown_on_the_event(site: Path) -> None:
    html = _read(site, f"events/{s.EVENT_UNKNOWN}.html")
    assert "anthropic/claude-haiku-4.5" in html and "outcome failed" in html
    assert "rate this minor &lt;script&gt;" in html


def test_model_page_has_the_rating_band_markers_and_tables(site: Path) -> None:
    html = _read(site, f"models/{safe_name(s.SLIPPING)}.html")
    assert html.count('class="band"') >= 3  # rating, length and latency
    assert 'class="window"' in html and "launch anchor" in html
    assert 'class="marker marker-version"' in html and f"now {s.SLIPPING}-2025-03" in html
    assert "11.5 points" in html
    assert re.search(r"<th scope=\"row\">queens</th><td>1</td>", html)
    fresh = _read(site, f"models/{safe_name(s.FRESH)}.html")
    assert "Building baseline: day 4 of 14" in fresh


def test_method_page_is_generated_and_says_what_it_cannot_tell(site: Path) -> None:
    html = _read(site, "method.html")
    for phrase in (
        "Not a leaderboard",
        "It cannot say why",
        "Narrow puzzles",
        "One way of running a model",
        "Small drops take time",
        "One sample a day",
        "Narrow pattern-match scoring",
        "Heuristic pick extraction",
        "An API intermediary",
        "Latency includes network and provider load",
        "Short early baselines",
        "The scorer can change",
    ):
        assert phrase in html, phrase
    assert "11.5 points" in html  # the detector's own figure
    assert "Triage model" in html


def test_battery_page_has_digest_and_how_to_verify(site: Path) -> None:
    html = _read(site, "battery.html")
    assert "modeldrift battery verify" in html
    assert "ab" * 32 in html  # the digest the tasks carried


def test_feed_is_atom_with_only_significant_and_major_events(site: Path) -> None:
    import xml.etree.ElementTree as ET

    ns = {"a": "http://www.w3.org/2005/Atom"}
    root = ET.parse(site / "feed.xml").getroot()
    assert root.tag == "{http://www.w3.org/2005/Atom}feed"
    entries = root.findall("a:entry", ns)
    events = {}
    statuses = []
    for entry in entries:
        terms = {c.get("term") for c in entry.findall("a:category", ns)}
        entry_id = entry.findtext("a:id", namespaces=ns) or ""
        assert entry.findtext("a:updated", namespaces=ns)
        if "event" in terms:
            assert terms & {"significant", "major"}, terms
            events[entry_id.rsplit("/", 1)[1]] = entry.findtext("a:title", namespaces=ns)
        else:
            statuses.append(entry.findtext("a:title", namespaces=ns))
    assert set(events) == {
        s.EVENT_MAJOR,
        s.EVENT_SIGNIFICANT,
        s.EVENT_WITHDRAWN,
        s.EVENT_PIN_GONE,
        s.EVENT_PIN_MOVED,
    }
    assert (events[s.EVENT_WITHDRAWN] or "").startswith("Withdrawn:")
    assert any("Watch -> Degraded" in (t or "") for t in statuses)
    assert any("Stable -> Changed" in (t or "") for t in statuses)


def test_parquet_export_has_every_table_whole(
    site: Path, built: tuple[SiteSummary, Warehouse]
) -> None:
    _, wh = built
    tables = [
        r[0]
        for r in wh.rows(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' "
            "AND (table_type = 'BASE TABLE' OR (table_catalog = 'temp' AND table_name = 'responses'))"
        )
    ]
    assert "responses" in tables and "events" in tables
    for table in tables:
        path = site / "data" / "parquet" / f"{table}.parquet"
        frame = pl.read_parquet(path)
        (count,) = wh.rows(f'SELECT count(*) FROM "{table}"')[0]
        assert frame.height == count, table
    hostile = pl.read_parquet(site / "data" / "parquet" / "responses.parquet").filter(
        pl.col("response_id") == "r-hostile"
    )
    assert hostile["content"][0] == s.HOSTILE  # open data keeps the bytes exact
    with duckdb.connect() as con:  # and DuckDB reads it back without any extension download
        assert con.execute(
            "SELECT count(*) FROM read_parquet($p)",
            {"p": str(site / "data" / "parquet" / "events.parquet")},
        ).fetchone()


def test_day_json_has_results_and_puzzle_seeds(site: Path) -> None:
    doc = json.loads((site / "data" / f"{s.TODAY}.json").read_text(encoding="ascii"))
    assert doc["day"] == str(s.TODAY)
    assert len(doc["results"]) == len(s.MODELS) * 9  # 6 puzzles + 3 battery per model
    seeds = doc["puzzle_seeds"]
    assert {x["slot"] for x in seeds} == {"round_trip-L1-a", "queens-L2-a"}
    for x in seeds:
        assert {"seed", "slot", "family", "level", "attempt", "slot_mix_version"} <= set(x)
        assert x["seed"] in (123456790, 123456791) and x["slot_mix_version"] == "slots-v1"
    assert {e["event_id"] for e in doc["events"]} >= {s.EVENT_MAJOR, s.EVENT_WITHDRAWN}
    assert [t["outcome"] for t in doc["triage"]] == ["failed"]
    index = json.loads((site / "data" / "index.json").read_text(encoding="ascii"))
    assert f"{s.TODAY}.json" in index["days"] and "parquet/responses.parquet" in index["parquet"]


def test_day_json_is_ascii_and_round_trips_model_text(site: Path) -> None:
    raw = (site / "data" / f"{s.TODAY}.json").read_bytes()
    assert raw.isascii()
    doc = json.loads(raw)
    assert doc["triage"][0]["raw_answer"] == f"rate this minor {s.SCRIPT}"


def test_as_of_an_earlier_day_leaves_later_days_out(
    tmp_path: Path, built: tuple[SiteSummary, Warehouse]
) -> None:
    from report.build import build_site

    _, wh = built
    day = s.DAYS[15]
    summary = build_site(wh, tmp_path / "site", as_of=day)
    assert summary.as_of == day and summary.days[-1] == day
    assert not (tmp_path / "site" / "days" / f"{s.TODAY}.html").exists()
    assert not (tmp_path / "site" / "events" / f"{s.EVENT_MAJOR}.html").exists()
    feed = (tmp_path / "site" / "feed.xml").read_text(encoding="utf-8")
    assert s.EVENT_MAJOR not in feed and s.EVENT_PIN_MOVED in feed


@pytest.mark.parametrize("depth", [0, 1])
def test_stylesheet_is_linked_relative_to_the_page(site: Path, depth: int) -> None:
    page = "index.html" if depth == 0 else f"days/{s.TODAY}.html"
    assert f'href="{"../" * depth}static/style.css"' in _read(site, page)
