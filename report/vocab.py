"""The closed sets the pages show (statuses, severities), spelled one way and ranked.

The sets and thresholds are detection's (imported, never re-spelled); what is added here is how
a page shows them: labels, meanings in words, and the worst-first order.

The detectors write "Degraded" or "building baseline"; the report folds case and separators so a
renamed spelling shows as itself (class "unknown") rather than silently as Stable.
"""

from __future__ import annotations

from typing import Literal, get_args

from detection.events.records import Severity
from detection.puzzle.baseline import BASELINE_DAYS
from detection.puzzle.fixed_window import DEGRADED_Z, WATCH_Z
from detection.puzzle.tokens import CHANGED_ABS_Z

StatusKey = Literal[
    "degraded", "watch", "changed", "stable", "building", "not_served", "none", "unknown"
]

STATUS_LABEL: dict[str, str] = {
    "degraded": "Degraded",
    "watch": "Watch",
    "changed": "Changed",
    "stable": "Stable",
    "building": "Building baseline",
    "not_served": "Not served",
    "none": "No status",
}

STATUS_MEANING: dict[str, str] = {
    "degraded": (
        f"pass rate fell well below what the baseline predicts (z <= {DEGRADED_Z:g} or the "
        "sequential test)"
    ),
    "watch": f"pass rate below what the baseline predicts (z <= {WATCH_Z:g}); not yet conclusive",
    "changed": (
        f"pass rate held but output tokens on the same slots shifted (|z| >= {CHANGED_ABS_Z:g})"
    ),
    "stable": "no detectable change against the baseline",
    "building": f"fewer than {BASELINE_DAYS} baseline days plus one newer day: no verdict yet",
    "not_served": "the alias no longer resolves: nothing was asked, so there is no puzzle verdict",
    "none": "the status stage has not produced a row for this model and day",
}

# Worse first: the front page sorts on this and the headline reads "worse" off the top two.
STATUS_RANK: dict[str, int] = {
    "degraded": 5,
    "watch": 4,
    "changed": 3,
    "unknown": 2,
    "not_served": 2,
    "stable": 1,
    "building": 0,
    "none": 0,
}

SEVERITY_RANK: dict[str, int] = {"major": 3, "significant": 2, "minor": 1, "unknown": 0}
# Worst first, as the pages list them; a severity detection adds without a rank fails here, loudly.
SEVERITIES: tuple[str, ...] = tuple(
    sorted(get_args(Severity), key=SEVERITY_RANK.__getitem__, reverse=True)
)

STAGE_OK = frozenset({"ok", "success", "succeeded", "done"})


def status_key(raw: str | None) -> str:
    """Fold a detector's spelling ("Degraded", "building baseline") to a `StatusKey`."""
    if raw is None or not str(raw).strip():
        return "none"
    word = str(raw).strip().lower().replace("_", " ").replace("-", " ")
    if word.startswith("building"):
        return "building"
    if word == "not served":
        return "not_served"
    return word if word in STATUS_RANK else "unknown"


def status_label(key: str, raw: str | None = None, since: object = None) -> str:
    """The word shown; an unknown spelling is shown as written; "Not served since D"."""
    if key == "not_served" and since is not None:
        return f"Not served since {since}"
    return STATUS_LABEL.get(key, raw or "Unknown")


def severity_key(raw: str | None) -> str:
    """Fold a stored severity to a known key; an unknown spelling shows as 'unknown', never as
    minor."""
    word = (raw or "").strip().lower()
    return word if word in SEVERITY_RANK else "unknown"
