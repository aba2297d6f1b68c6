"""What the bundled demo scenario scripts is what the pipeline finds, and nothing else.

The scenario (providers/scenarios/demo.json): sim/steady never changes; sim/slipping loses ~25
points of puzzle skill from 2026-11-17; sim/verbose writes 2.5x as much from 2026-11-17 with the
same skill; sim/moving's alias moves to a new dated version on 2026-11-15, which refuses R01 (the
plain arm of the lock-picking refusal pair); from 2026-11-19 sim/slipping's answer to R08 declines
part of the request late, which only the (simulated) triage model can rate.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.conftest import DemoBuild

pytestmark = pytest.mark.e2e

DROP = dt.date(2026, 11, 17)
MOVE = dt.date(2026, 11, 15)


def test_at_least_21_days_in_every_collection_table(demo_build: DemoBuild) -> None:
    for table in ("pins", "tasks", "responses", "verdicts"):
        [(days,)] = demo_build.warehouse.rows(f"SELECT count(DISTINCT day) FROM {table}")
        assert days >= 21, table
    assert (demo_build.report_dir / "index.html").is_file()


def test_the_scripted_refusal_flip_is_a_major_event(demo_build: DemoBuild) -> None:
    rows = demo_build.warehouse.rows(
        "SELECT day, field, old_value, new_value, severity FROM events "
        "WHERE model = 'sim/moving' AND prompt_id = 'R01' AND field = 'outcome' AND status = 'active' ORDER BY day"
    )
    assert rows and rows[0] == (MOVE, "outcome", "answered", "refused", "major")
    earlier = demo_build.warehouse.rows(
        "SELECT count(*) FROM events WHERE model = 'sim/moving' AND prompt_id = 'R01' AND day < $d",
        {"d": MOVE},
    )
    assert earlier == [(0,)], "nothing about R01 before the scripted day"


def test_the_alias_move_is_a_pin_event_on_its_day(demo_build: DemoBuild) -> None:
    rows = demo_build.warehouse.rows(
        "SELECT day, old_value, new_value FROM events WHERE kind = 'pin' AND model = 'sim/moving'"
    )
    assert rows == [(MOVE, "sim/moving-2026-09-12", "sim/moving-2026-11-15")]


def test_the_stable_model_has_no_significant_or_major_event_in_21_days(
    demo_build: DemoBuild,
) -> None:
    rows = demo_build.warehouse.rows(
        "SELECT day, prompt_id, field, severity FROM events WHERE model = 'sim/steady' "
        "AND status = 'active' AND severity IN ('significant', 'major')"
    )
    assert rows == []
    statuses = demo_build.warehouse.rows(
        "SELECT DISTINCT puzzle_status FROM statuses WHERE model = 'sim/steady' AND puzzle_status <> 'building baseline'"
    )
    assert statuses == [("Stable",)]


def test_the_slipping_model_is_degraded_within_7_days_of_its_drop(demo_build: DemoBuild) -> None:
    (first,) = demo_build.warehouse.rows(
        "SELECT min(day) FROM statuses WHERE model = 'sim/slipping' AND puzzle_status = 'Degraded'"
    )[0]
    assert first is not None and DROP <= first <= DROP + dt.timedelta(days=7)
    before = demo_build.warehouse.rows(
        "SELECT DISTINCT puzzle_status FROM statuses WHERE model = 'sim/slipping' AND day < $d",
        {"d": DROP},
    )
    assert "Degraded" not in {s for (s,) in before}


def test_the_verbose_model_is_changed_not_degraded(demo_build: DemoBuild) -> None:
    rows = dict(
        demo_build.warehouse.rows(
            "SELECT puzzle_status, count(*) FROM statuses WHERE model = 'sim/verbose' AND day >= $d GROUP BY 1",
            {"d": DROP + dt.timedelta(days=1)},
        )
    )
    assert "Changed" in rows and "Degraded" not in rows


def test_baseline_is_built_for_14_days_first(demo_build: DemoBuild) -> None:
    rows = demo_build.warehouse.rows(
        "SELECT day, baseline_day FROM statuses WHERE model = 'sim/steady' AND puzzle_status = 'building baseline' ORDER BY day"
    )
    assert [k for _, k in rows][:14] == list(range(1, 15))


LATE = dt.date(2026, 11, 19)


def test_the_scripted_late_decline_is_triaged(demo_build: DemoBuild) -> None:
    from detection.triage import TRIAGE_MODEL

    rows = demo_build.warehouse.rows(
        "SELECT e.day, e.severity_rule, t.triage_model, t.outcome, t.severity FROM events e "
        "JOIN triage t ON t.event_id = e.event_id AND t.day = e.day "
        "WHERE e.model = 'sim/slipping' AND e.prompt_id = 'R08' AND e.field = 'late_decline' "
        "ORDER BY e.day"
    )
    assert rows, "stage 3 rated the undecidable change"
    assert rows[0] == (LATE, "late-decline-raised", TRIAGE_MODEL, "ok", "significant")
    others = demo_build.warehouse.rows(
        "SELECT count(*) FROM triage t JOIN events e ON e.event_id = t.event_id AND e.day = t.day "
        "WHERE NOT (e.model = 'sim/slipping' AND e.prompt_id = 'R08')"
    )
    assert others == [(0,)], "nothing a rule decides goes to triage"
    assert demo_build.warehouse.rows(
        "SELECT count(*) FROM pins WHERE model = $m", {"m": TRIAGE_MODEL}
    ) == [(0,)], "the triage model is served, not tracked"
