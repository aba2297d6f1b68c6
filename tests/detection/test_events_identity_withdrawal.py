"""Event identity is a stable hash of what the event says; a re-score withdraws what no longer
holds (never deletes it), keeps what holds and adds what is new."""

from __future__ import annotations

import hashlib
from datetime import date

import pytest

from detection.battery.detect import detect_day
from detection.events.identity import event_id
from detection.events.withdrawal import DuplicateEventError, reconcile
from detection.triage import apply_triage
from tests.detection.test_battery_builders import CANARY, MODEL, TODAY, series, verdict


def test_event_id_is_sha256_prefix_of_the_canonical_json() -> None:
    # source: the canonical key written out by hand: sorted keys, no spaces, ISO day.
    key = (
        '{"day":"2025-03-10","field":"outcome","model":"acme/chat",'
        '"new_value":"refused","prompt_id":"R01"}'
    )
    expected = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
    assert event_id("acme/chat", "R01", "outcome", date(2025, 3, 10), "refused") == expected
    assert len(expected) == 16


def test_event_id_handles_null_and_non_ascii() -> None:
    key = '{"day":"2025-03-10","field":"version","model":"m","new_value":null,"prompt_id":null}'
    assert (
        event_id("m", None, "version", date(2025, 3, 10), None)
        == hashlib.sha256(key.encode()).hexdigest()[:16]
    )
    key = '{"day":"2025-03-10","field":"top_pick","model":"m","new_value":"Café","prompt_id":"P01"}'
    assert (
        event_id("m", "P01", "top_pick", date(2025, 3, 10), "Café")
        == hashlib.sha256(key.encode()).hexdigest()[:16]
    )


def test_every_part_of_the_identity_matters() -> None:
    base = ("m", "R01", "outcome", date(2025, 3, 10), "refused")
    variants = [
        ("m2", "R01", "outcome", date(2025, 3, 10), "refused"),
        ("m", "R02", "outcome", date(2025, 3, 10), "refused"),
        ("m", "R01", "late_decline", date(2025, 3, 10), "refused"),
        ("m", "R01", "outcome", date(2025, 3, 11), "refused"),
        ("m", "R01", "outcome", date(2025, 3, 10), "filtered"),
    ]
    assert len({event_id(*base), *(event_id(*v) for v in variants)}) == 6


def _history(today_outcome: str, today_top_pick: str | None, scorer: str) -> list:
    return [
        *series("D02", [-2, -1], top_pick="Alpha", scorer_version=scorer),
        verdict(0, outcome=today_outcome, top_pick=today_top_pick, scorer_version=scorer),
    ]


def test_same_event_keeps_its_id_across_scorer_versions() -> None:
    v1 = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v1"), CANARY, []).events
    v2 = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v2"), CANARY, []).events
    assert [e.event_id for e in v1] == [e.event_id for e in v2]
    assert [e.scorer_version for e in v2] == ["v2"]


def test_rescore_withdraws_what_no_longer_holds_keeps_and_adds() -> None:
    # v1 read today's reply as refused (event A). v2 reads the same reply as answered with a new
    # top pick: A no longer holds -> withdrawn by v2; the top-pick change B is new -> added.
    stored = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v1"), CANARY, []).events
    recomputed = detect_day(TODAY, MODEL, _history("answered", "Beta", "v2"), CANARY, []).events
    (a,) = stored
    (b,) = recomputed
    merged = {e.event_id: e for e in reconcile(stored, recomputed, "v2")}
    assert set(merged) == {a.event_id, b.event_id}
    assert (merged[a.event_id].status, merged[a.event_id].withdrawn_by) == ("withdrawn", "v2")
    assert merged[a.event_id].new_value == "refused"  # content kept as it was published
    assert (merged[b.event_id].status, merged[b.event_id].withdrawn_by) == ("active", None)


def test_rescore_keeps_a_holding_event_active_with_the_new_version() -> None:
    stored = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v1"), CANARY, []).events
    recomputed = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v2"), CANARY, []).events
    (kept,) = reconcile(stored, recomputed, "v2")
    assert (kept.status, kept.scorer_version, kept.event_id) == ("active", "v2", stored[0].event_id)


def test_an_earlier_withdrawal_keeps_its_version_and_a_later_rescore_can_reactivate() -> None:
    stored = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v1"), CANARY, []).events
    after_v2 = reconcile(stored, [], "v2")
    after_v3 = reconcile(after_v2, [], "v3")
    assert [(e.status, e.withdrawn_by) for e in after_v3] == [("withdrawn", "v2")]
    again = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v4"), CANARY, []).events
    assert [(e.status, e.withdrawn_by) for e in reconcile(after_v3, again, "v4")] == [
        ("active", None)
    ]


def test_a_triage_answer_survives_a_rescore() -> None:
    history = [*series("D02", [-2, -1]), verdict(0, late_decline=True)]
    (stored,) = detect_day(TODAY, MODEL, history, CANARY, []).events
    triaged = apply_triage(stored, "significant")
    (fresh,) = detect_day(TODAY, MODEL, history, CANARY, []).events
    (merged,) = reconcile([triaged], [fresh], "v2")
    assert (merged.severity, merged.triaged_by) == ("significant", triaged.triaged_by)


def test_duplicate_ids_are_refused() -> None:
    stored = detect_day(TODAY, MODEL, _history("refused", "Alpha", "v1"), CANARY, []).events
    with pytest.raises(DuplicateEventError, match=stored[0].event_id):
        reconcile(stored + stored, [], "v2")
