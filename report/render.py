"""The one Jinja2 environment every page is rendered with: autoescape on, controls made visible.

Templates end in ``.html.j2``, which `select_autoescape` would not recognise as HTML, so
autoescape is switched on unconditionally; `finalize` then makes every bidi or control character
visible in any ``{{ }}`` output, element content or attribute alike.
"""

from __future__ import annotations

import datetime as dt
import math
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from detection.puzzle.baseline import BASELINE_DAYS
from report.safe_text import finalize

TEMPLATES = Path(__file__).resolve().parent / "templates"
STATIC = Path(__file__).resolve().parent / "static"

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; "
    "form-action 'none'"
)
"""No script at all, styles only from static/style.css (so no inline style attributes either)."""


def num(value: Any, digits: int = 0) -> str:
    """A number for people: thousands separators, a real minus sign, a dash for missing."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "\u2014"
    text = f"{float(value):,.{digits}f}"
    return text.replace("-", "\u2212")


def signed(value: Any, digits: int = 0) -> str:
    """A change for people: always signed, real minus sign, dash for missing."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "\u2014"
    return f"{float(value):+,.{digits}f}".replace("-", "\u2212")


def pct(value: Any, digits: int = 0) -> str:
    """A share as a percentage, dash for missing."""
    if value is None:
        return "\u2014"
    return f"{100 * float(value):.{digits}f}%"


def day(value: Any) -> str:
    """A day or a moment in UTC, spelled the same on every page."""
    if isinstance(value, dt.datetime):
        return value.astimezone(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    if isinstance(value, dt.date):
        return value.isoformat()
    return "\u2014" if value is None else str(value)


@cache
def environment() -> Environment:
    """The one Jinja2 environment, autoescape on and controls made visible, so no page can opt out."""
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=True,
        finalize=finalize,
        undefined=StrictUndefined,
        extensions=["jinja2.ext.do"],
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(num=num, signed=signed, pct=pct, day=day)
    env.globals.update(csp=CSP, baseline_days=BASELINE_DAYS)
    return env


def render(template: str, *, depth: int, **context: Any) -> str:
    """Render one page; `depth` is how many folders below the site root the page sits."""
    return environment().get_template(template).render(root="../" * depth, **context)


def write_page(out_dir: Path, relative: str, html: str) -> Path:
    """Write a page as UTF-8; controls were made visible, so nothing unencodable is left."""
    path = out_dir / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(html, encoding="utf-8", errors="strict")
    return path
