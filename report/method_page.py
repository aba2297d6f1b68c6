"""The method page, generated from the constants in the code so it cannot drift from it.

The detection and scoring modules are written alongside the report; each is imported on its own
and a failure (a module not there yet, a renamed constant, a function that raises) turns into a
note on that part of the page, never a failed build.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from report.load import ReportData

REPO_ROOT = Path(__file__).resolve().parent.parent
PERFORMANCE_DOC = REPO_ROOT / "docs" / "performance.md"


@dataclass
class Part:
    """One generated part of the page, or why it is not available."""

    title: str
    source: str
    value: Any = None
    missing: str | None = None


def _attempt(title: str, source: str, get: Callable[[], Any]) -> Part:
    try:
        return Part(title=title, source=source, value=get())
    except Exception as exc:  # any failure in code written elsewhere must not sink the site
        first = str(exc).splitlines()[0] if str(exc) else ""
        return Part(title=title, source=source, missing=f"{type(exc).__name__}: {first}")


def _attr(module: str, name: str) -> Any:
    return getattr(importlib.import_module(module), name)


def _call(module: str, name: str) -> Any:
    return _attr(module, name)()


def battery_constants() -> list[Part]:
    """Every detection module's `method_constants()` except the puzzle status one."""
    try:
        package = importlib.import_module("detection")
        names = sorted(m.name for m in pkgutil.iter_modules(package.__path__))
    except Exception as exc:
        return [
            Part(
                title="Battery change detection",
                source="detection",
                missing=f"{type(exc).__name__}: {exc}",
            )
        ]
    parts = []
    for name in names:
        if name == "status":
            continue
        module = f"detection.{name}"
        try:
            has = hasattr(importlib.import_module(module), "method_constants")
        except Exception:
            continue
        if has:
            parts.append(
                _attempt(
                    f"Constants of {module}",
                    f"{module}.method_constants()",
                    functools.partial(_constants_of, module),
                )
            )
    if not parts:
        parts.append(
            Part(
                title="Battery change detection",
                source="detection.*.method_constants()",
                missing="no detection module defines method_constants() yet",
            )
        )
    return parts


def _constants_of(module: str) -> Any:
    return _without_rules(_call(module, "method_constants"))


def _without_rules(value: Any) -> Any:
    """The severity table has its own section; a constants dict repeating it points there."""
    if isinstance(value, dict) and "severity_rules" in value:
        return {**value, "severity_rules": "the severity rules table below"}
    return value


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
    """Every part of the method page."""
    # The detector's own figure per model: the smallest drop it finds within 7 days at 90% power.
    drops: dict[str, float] = {}
    if data.statuses.height:
        for r in data.statuses.to_dicts():  # oldest first, so the latest value wins
            if r.get("detectable_drop_7d") is not None:
                drops[r["model"]] = r["detectable_drop_7d"]
    return {
        "status": _attempt(
            "Puzzle ratings and statuses",
            "detection.puzzle.status.method_constants()",
            lambda: _call("detection.puzzle.status", "method_constants"),
        ),
        "battery": battery_constants(),
        "rules": _attempt(
            "Severity rules",
            "detection.events.severity.rules_table()",
            lambda: _call("detection.events.severity", "rules_table"),
        ),
        "scorer": _attempt(
            "Scorer version in the code",
            "scoring.scorer.SCORER_VERSION",
            lambda: _attr("scoring.scorer", "SCORER_VERSION"),
        ),
        "triage_model": _attempt(
            "Triage model",
            "detection.triage.TRIAGE_MODEL",
            lambda: _attr("detection.triage", "TRIAGE_MODEL"),
        ),
        "triage_maker": _attempt(
            "Triage model maker",
            "detection.triage.TRIAGE_MODEL_MAKER",
            lambda: _attr("detection.triage", "TRIAGE_MODEL_MAKER"),
        ),
        "same_maker": _attempt(
            "Tracked models by the triage model's maker",
            "detection.triage.same_maker_models()",
            lambda: _attr("detection.triage", "same_maker_models")(data.model_ids),
        ),
        "perf_tables": performance_tables(),
        "perf_lines": benchmark_lines(),
        "perf_doc_exists": PERFORMANCE_DOC.is_file(),
        "scorer_versions": data.scorer_versions.to_dicts() if data.scorer_versions.height else [],
        "drops": sorted(drops.items()),
    }
