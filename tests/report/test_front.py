"""The front page's order and sentence: the worst model first, worse kept apart from different."""

from __future__ import annotations

import datetime as dt
from typing import Any

from markupsafe import Markup

from report.front import ModelRow, _judge, headline, sort_key

TODAY = dt.date(2025, 3, 21)


def row(model: str, status: str = "stable", fresh: bool = True, **kw: Any) -> ModelRow:
    base: dict[str, Any] = {
        "model": model,
        "page": f"models/{model}.html",
        "status_key": status,
        "status_label": status.capitalize(),
        "status_day": TODAY if fresh else TODAY - dt.timedelta(days=2),
        "baseline_day": None,
        "rating": 1500.0,
        "rating_se": 20.0,
        "baseline_rating": 1510.0,
        "change": -10.0,
        "battery": "clear",
        "n_major": 0,
        "n_significant": 0,
        "n_minor": 0,
        "version": "v2",
        "previous_version": "v1",
        "pin_moved": False,
        "pin_vanished": False,
        "series_start": TODAY - dt.timedelta(days=30),
        "is_new": False,
        "explanation": None,
        "spark": Markup(""),
    }
    base.update(kw)
    r = ModelRow(**base)
    _judge(r, fresh)
    return r


def test_degraded_outranks_battery_major_which_outranks_watch() -> None:
    rows = [
        row("quiet"),
        row("watch", "watch"),
        row("major", n_major=1, battery="drift"),
        row("degraded", "degraded"),
        row("changed", "changed"),
        row("moved", pin_moved=True),
        row("building", "building"),
    ]
    order = [r.model for r in sorted(rows, key=sort_key)]
    assert order[:3] == ["degraded", "major", "watch"]
    assert order.index("changed") < order.index("quiet")
    assert order.index("moved") < order.index("quiet")


def test_changed_and_moved_are_different_not_worse() -> None:
    changed, moved = row("c", "changed"), row("m", pin_moved=True)
    assert changed.worse == [] and changed.different
    assert moved.worse == [] and "v1" in moved.different[0] and "v2" in moved.different[0]
    h = headline([changed, moved], TODAY)
    assert h.lead == "No model got worse on 2025-03-21."
    assert [r.model for r in h.different] == ["c", "m"]


def test_a_stale_degraded_status_is_not_called_worse_today() -> None:
    stale = row("old", "degraded", fresh=False)
    assert stale.worse == []
    h = headline([stale], TODAY)
    assert h.stale and "old" in h.stale


def test_vanished_alias_is_worse_and_named_in_the_lead() -> None:
    gone = row("gone", pin_vanished=True)
    h = headline([row("a"), gone], TODAY)
    assert h.lead == "gone got worse on 2025-03-21."
    assert gone.level == 3


def test_minor_events_alone_do_not_make_a_model_worse() -> None:
    minor = row("minor", n_minor=3)
    assert minor.worse == [] and minor.level == 1


def test_empty_site_says_no_data() -> None:
    assert headline([], None).lead.startswith("No data yet")
