"""Docs generated from code where they could drift: the method page's thresholds and rules.

`modeldrift docs method --write` regenerates docs/method.md; the test suite fails when the file
and the code disagree (the cog pattern, without the dependency).
"""

from __future__ import annotations

from pathlib import Path

import jinja2

# The templates live in the source checkout's docs/, next to the page they generate.
REPO_ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = REPO_ROOT / "docs" / "templates"
METHOD_DOC = REPO_ROOT / "docs" / "method.md"


def _env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
    )


def render_section(template: str, constants: dict[str, object]) -> str:
    """One section template of the method page rendered from its constants; a name the code
    does not define fails (StrictUndefined), so the text cannot quote a threshold that is gone."""
    return _env().get_template(template).render(**constants).strip()


def render_method() -> str:
    """The method text, rendered from the constants in the code: docs/method.md and the site's
    method page are both this string."""
    from detection.battery.method import method_constants as battery_constants
    from detection.events.severity import rules_table
    from detection.puzzle.status import method_constants as puzzle_constants
    from detection.triage import TRIAGE_MODEL, TRIAGE_MODEL_MAKER
    from scoring.outcome import REFUSAL_WINDOW
    from scoring.scorer import SCORER_VERSION

    env = _env()
    return env.get_template("method.md.j2").render(
        puzzles=render_section("method_puzzles.md.j2", puzzle_constants()),
        battery=render_section("method_battery.md.j2", battery_constants()),
        scorer=env.get_template("method_scorer.md.j2").render().strip(),
        rules=rules_table(),
        triage_model=TRIAGE_MODEL,
        triage_maker=TRIAGE_MODEL_MAKER,
        scorer_version=SCORER_VERSION,
        refusal_window=REFUSAL_WINDOW,
    )


def write_method(path: Path = METHOD_DOC) -> Path:
    """Write docs/method.md (`modeldrift docs method --write`); the docs test fails when it is
    stale."""
    path.write_text(render_method(), encoding="utf-8")
    return path
