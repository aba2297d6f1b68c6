"""The method page: the text of docs/method.md, rendered by the same code, plus this warehouse.

docs/method.md and the site's method page come from one renderer (`report.method_doc`), so the
two cannot say different things. The page adds what only the site knows: the scorer versions in
the warehouse, tracked models made by the triage model's maker, the detector's own figures and
the benchmark lines of docs/performance.md. A failure to import our own code is a bug and fails
the build; it is never turned into a note on the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt
from markupsafe import Markup

from detection.triage import TRIAGE_MODEL, TRIAGE_MODEL_MAKER, same_maker_models
from report.load import ReportData
from report.method_doc import REPO_ROOT, render_method

PERFORMANCE_DOC = REPO_ROOT / "docs" / "performance.md"

# Anchors other pages link to (event pages link to #severity), for the sections (h2) whose
# heading starts so; every other heading gets a slug of its text that never takes one of these.
ANCHORS = {
    "Severity rules": "severity",
    "Triage": "triage",
    "What it cannot tell you": "limits",
    "Scorer versions": "scorer-versions",
}
_GENERATED_NOTE = re.compile(r"\A<!--.*?-->\s*", re.S)


def _anchor(title: str, level: str, taken: set[str]) -> str:
    if level == "h2":
        for start, anchor in ANCHORS.items():
            if title.startswith(start) and anchor not in taken:
                return anchor
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "section"
    anchor, n = base, 1
    while anchor in taken or anchor in ANCHORS.values():
        n += 1
        anchor = f"{base}-{n}"
    return anchor


def method_html(markdown: str | None = None) -> Markup:
    """docs/method.md's text as HTML, headings anchored so a section can be linked to.

    Raw HTML in the Markdown is escaped, not passed through: the text is ours, but the page's
    escaping rule has no exceptions.
    """
    text = _GENERATED_NOTE.sub("", render_method() if markdown is None else markdown)
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = md.parse(text)
    taken: set[str] = set()
    for i, token in enumerate(tokens):
        if token.type == "heading_open":
            anchor = _anchor(tokens[i + 1].content, token.tag, taken)
            taken.add(anchor)
            token.attrSet("id", anchor)
    return Markup(md.renderer.render(tokens, md.options, {}))


@dataclass
class MarkdownTable:
    """A table lifted from docs/performance.md, cells as text (escaped when shown)."""

    heading: str
    header: list[str]
    rows: list[list[str]]


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def performance_tables(
    path: Path = PERFORMANCE_DOC, topic: str = "detector"
) -> list[MarkdownTable]:
    """The Markdown tables of docs/performance.md under a heading mentioning `topic`."""
    if not path.is_file():
        return []
    heading = ""
    tables: list[MarkdownTable] = []
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        if (
            line.strip().startswith("|")
            and i + 1 < len(lines)
            and re.fullmatch(r"\s*\|?[\s:|-]+\|?\s*", lines[i + 1])
            and "-" in lines[i + 1]
        ):
            header = _cells(line)
            rows = []
            i += 2
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            block = " ".join([heading, *header]).lower()
            if topic in block:
                tables.append(MarkdownTable(heading=heading, header=header, rows=rows))
            continue
        i += 1
    return tables


def benchmark_lines(path: Path = PERFORMANCE_DOC, prefix: str = "detector:") -> list[str]:
    """The benchmark's summary lines (`detector: false_degraded_per_model_year=...`)."""
    if not path.is_file():
        return []
    text = path.read_text(encoding="utf-8", errors="replace")
    return sorted({ln.strip() for ln in text.splitlines() if ln.strip().startswith(prefix)})


def method_context(data: ReportData) -> dict[str, Any]:
    """Every part of the method page: the method text, then what this warehouse adds to it."""
    # The detector's own figure per model: the smallest drop it finds within 7 days at 90% power.
    drops: dict[str, float] = {}
    if data.statuses.height:
        for r in data.statuses.to_dicts():  # oldest first, so the latest value wins
            if r.get("detectable_drop_7d") is not None:
                drops[r["model"]] = r["detectable_drop_7d"]
    return {
        "method": method_html(),
        "triage_model": TRIAGE_MODEL,
        "triage_maker": TRIAGE_MODEL_MAKER,
        "same_maker": same_maker_models(data.model_ids),
        "perf_tables": performance_tables(),
        "perf_lines": benchmark_lines(),
        "perf_doc_exists": PERFORMANCE_DOC.is_file(),
        "scorer_versions": data.scorer_versions.to_dicts() if data.scorer_versions.height else [],
        "drops": sorted(drops.items()),
    }
