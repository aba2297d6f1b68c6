"""A small hand-made warehouse covering everything the report shows.

21 days (2025-03-01 .. 2025-03-21) of five models: one Stable, one that slips to Degraded (its
alias moved mid-way), one Changed, one still building its baseline, one whose alias vanished
today; the Changed one's alias also moves to a new dated version today. Today has an event of every severity, a withdrawn one, a pin event, a triage failure,
and a response full of hostile markup and bidi controls with highlights over it.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import polars as pl

from warehouse.store import Warehouse

START = dt.date(2025, 3, 1)
DAYS = [START + dt.timedelta(days=k) for k in range(21)]
TODAY = DAYS[-1]

STEADY = "acme/steady-1"
SLIPPING = "acme/slipping:beta"
VERBOSE = "open/verbose"
FRESH = "new/fresh:free"
GONE = "old/gone"
MODELS = [STEADY, SLIPPING, VERBOSE, FRESH, GONE]

SCRIPT = "<script>alert(1)</script>"
IMG = "<img src=x onerror=alert(1)>"
JS_LINK = '<a href="javascript:alert(1)">click me</a>'
RLO = "\u202e"
LRI = "\u2066"
HOSTILE = (
    f"I can't help with that. {SCRIPT} and {IMG} then {JS_LINK}.\n"
    f'Reversed: {RLO}desrever si siht\u202c and isolated {LRI}inner\u2069 text & "quotes".'
)
HOSTILE_LABEL = 'declining "phrase" onmouseover="alert(2)"'
HOSTILE_HIGHLIGHTS = [
    {"field": "outcome", "start": 0, "end": len("I can't help with that."), "label": HOSTILE_LABEL},
    {
        "field": "outcome",
        "start": HOSTILE.index(SCRIPT),
        "end": HOSTILE.index(SCRIPT) + len(SCRIPT),
        "label": "script tag",
    },
    {
        "field": "outcome",
        "start": HOSTILE.index(RLO),
        "end": HOSTILE.index(RLO) + 5,
        "label": "rlo",
    },
]
BASELINE_TEXT = "Sure. Here is a careful answer.\nANSWER: 42"
PICKS_OLD = ["Aster One", "Birch Pro", "Cedar X"]
PICKS_NEW = ["Birch Pro", "Aster One", f"Evil {SCRIPT}"]

EVENT_MAJOR = "ev-major-refusal"
EVENT_SIGNIFICANT = "ev-sig-picks"
EVENT_MINOR = "ev-minor-length"
EVENT_UNKNOWN = "ev-unknown-late"
EVENT_WITHDRAWN = "ev-withdrawn-outcome"
EVENT_PIN_GONE = "ev-pin-gone"
EVENT_PIN_MOVED = "ev-pin-moved"
EVENT_OLD_MINOR = "ev-old-minor"


def insert(wh: Warehouse, table: str, rows: list[dict[str, Any]]) -> None:
    if rows:
        wh.append(table, pl.DataFrame(rows, infer_schema_length=None))


def _stamp(day: dt.date, hour: int = 9) -> dt.datetime:
    return dt.datetime(day.year, day.month, day.day, hour, tzinfo=dt.UTC)


def _status(model: str, k: int) -> tuple[str, int | None]:
    if model == FRESH:
        return "building baseline", None
    if k < 14:
        return "building baseline", k + 1
    if model == SLIPPING:
        return ("Degraded" if k == 20 else "Watch" if k == 19 else "Stable"), None
    if model == VERBOSE:
        return ("Changed" if k >= 19 else "Stable"), None
    return "Stable", None


def _version(model: str, k: int) -> str:
    """The dated version an alias resolves to: SLIPPING moves on day 10, VERBOSE today."""
    if model == SLIPPING and k >= 10:
        return f"{model}-2025-03"
    if model == VERBOSE and k >= 20:
        return f"{model}-2025-04"
    return f"{model}-2025-01"


def _first_day(model: str) -> int:
    return 17 if model == FRESH else 0


def _rating(model: str, k: int) -> float:
    if model == SLIPPING and k >= 16:
        return 1500 - 25 * (k - 15)
    return 1500 + (7 * k) % 11


def populate(wh: Warehouse) -> None:
    """Fill every table of the warehouse with the scenario above."""
    pins, statuses, ratings, verdicts, detection, stages = [], [], [], [], [], []
    for model in MODELS:
        first = _first_day(model)
        for k in range(first, len(DAYS)):
            day = DAYS[k]
            moved = (model == SLIPPING and k == 10) or (model == VERBOSE and k == 20)
            vanished = model == GONE and k == 20
            version = None if vanished else _version(model, k)
            pins.append(
                {
                    "day": day,
                    "model": model,
                    "version": version,
                    "previous_version": _version(model, k - 1) if k > first else None,
                    "moved": moved,
                    "vanished": vanished,
                    "first_seen": k == first,
                    "resolved_at": _stamp(day, 8),
                }
            )
            status, base_day = _status(model, k)
            if model == FRESH:
                base_day = k - first + 1
            n_major = 1 if (model == SLIPPING and k == 20) or (model == GONE and k == 20) else 0
            n_sig = 1 if (model == VERBOSE and k == 20) or (model == SLIPPING and k == 10) else 0
            n_minor = 1 if model == STEADY and k in (12, 20) else 0
            rating = _rating(model, k)
            statuses.append(
                {
                    "day": day,
                    "model": model,
                    "puzzle_status": status,
                    "baseline_day": base_day,
                    "rating": rating,
                    "rating_se": 30.0 - min(k - first, 10),
                    "baseline_rating": 1500.0 if k - first >= 14 else None,
                    "launch_rating": 1504.0 if k - first >= 14 else None,
                    "fixed_window_z": -3.4 if status == "Degraded" else 0.2,
                    "tokens_z": 3.5 if status == "Changed" else 0.1,
                    "sequential_stat": 1.0,
                    "sequential_threshold": 4.2,
                    "decided_by": "fixed_window" if status == "Degraded" else "none",
                    "detectable_drop_7d": 11.5 if k - first >= 14 else None,
                    "explanation": f"{status} on day {k}",
                    "battery_drift": bool(n_major or n_sig),
                    "n_major": n_major,
                    "n_significant": n_sig,
                    "n_minor": n_minor,
                    "version": version,
                    "pin_moved": moved,
                    "pin_vanished": vanished,
                    "series_start": DAYS[first],
                }
            )
            tokens = 900.0 * (1.6 if model == VERBOSE and k >= 19 else 1.0)
            ratings.append(
                {
                    "day": day,
                    "model": model,
                    "rating": rating,
                    "rating_se": 30.0 - min(k - first, 10),
                    "n_graded": 6,
                    "n_passed": 3,
                    "n_errors": 0,
                    "pass_rate": 0.5,
                    "output_tokens_median": tokens,
                    "per_class_json": "{}",
                }
            )
            for family in ("round_trip", "queens"):
                for level in (1, 2, 3):
                    passed = (level + k) % 2 == 0 and not (model == SLIPPING and k >= 16)
                    verdicts.append(
                        _verdict(
                            day,
                            model,
                            f"{family}-L{level}-a",
                            "puzzle",
                            family,
                            level,
                            passed=passed,
                            output_tokens=int(tokens),
                        )
                    )
            for pid, category in (("D01", "drift"), ("R03", "refusal"), ("P02", "recommendation")):
                response_id = None
                if model == SLIPPING and pid == "R03" and k == 20:
                    response_id = "r-hostile"
                elif model == SLIPPING and pid == "R03" and k == 19:
                    response_id = "r-base"
                elif model == VERBOSE and pid == "P02" and k in (19, 20):
                    response_id = f"r-picks-{k}"
                verdicts.append(
                    _verdict(
                        day,
                        model,
                        pid,
                        "battery",
                        category,
                        None,
                        response_id=response_id,
                        length=200.0 + k,
                        latency=1500.0 + 10 * k,
                    )
                )
            detection.append(
                {
                    "day": day,
                    "model": model,
                    "tests_run": 350,
                    "anomalies_raw": 1,
                    "anomalies_after_fdr": 0,
                    "expected_by_chance": 0.47,
                    "noise_floor_length": 0.3,
                    "noise_floor_latency": 0.4,
                    "floor_source": "prior" if k - first < 3 else "canary",
                    "drift_detected": bool(n_major or n_sig),
                }
            )
    for day in DAYS:
        for stage in ("pins", "tasks", "responses", "verdicts", "baselines", "events", "triage"):
            failed = day == TODAY and stage == "triage"
            stages.append(
                {
                    "day": day,
                    "stage": stage,
                    "status": "failed" if failed else "ok",
                    "detail": "provider down" if failed else None,
                    "run_id": "run-1",
                    "finished_at": _stamp(day, 10),
                }
            )
    insert(wh, "pins", pins)
    insert(wh, "statuses", statuses)
    insert(wh, "ratings", ratings)
    insert(wh, "verdicts", verdicts)
    insert(wh, "detection_days", detection)
    insert(wh, "stage_runs", stages)
    insert(wh, "tasks", _tasks())
    insert(wh, "responses", _responses())
    insert(wh, "events", _events())
    insert(
        wh,
        "triage",
        [
            {
                "day": TODAY,
                "event_id": EVENT_UNKNOWN,
                "model": SLIPPING,
                "triage_model": "anthropic/claude-haiku-4.5",
                "outcome": "failed",
                "severity": "unknown",
                "raw_answer": f"rate this minor {SCRIPT}",
                "cost_usd": 0.0,
            }
        ],
    )


def _verdict(
    day: dt.date,
    model: str,
    task_id: str,
    suite: str,
    category: str,
    level: int | None,
    *,
    passed: bool | None = None,
    output_tokens: int | None = None,
    response_id: str | None = None,
    length: float | None = None,
    latency: float | None = None,
) -> dict[str, Any]:
    picks = None
    highlights = None
    if response_id == "r-hostile":
        highlights = json.dumps(HOSTILE_HIGHLIGHTS)
    if response_id == "r-picks-19":
        picks = json.dumps(PICKS_OLD)
    if response_id == "r-picks-20":
        picks = json.dumps(PICKS_NEW)
    return {
        "day": day,
        "model": model,
        "task_id": task_id,
        "suite": suite,
        "response_id": response_id,
        "scorer_version": "v1",
        "category": category,
        "level": level,
        "is_error": False,
        "outcome": "answered",
        "late_decline": False,
        "correct": None,
        "format_ok": None,
        "picks_json": picks,
        "top_pick": None,
        "opens_caveat": None,
        "closes_caveat": None,
        "affirms_fair": None,
        "length_tokens": length,
        "latency_ms": latency,
        "output_tokens": output_tokens,
        "reasoning_tokens": None,
        "extracted_answer": None,
        "expected_answer": None,
        "passed": passed,
        "timed_out": False,
        "provider": "prov-a",
        "model_version": None,
        "highlights_json": highlights,
    }


def _tasks() -> list[dict[str, Any]]:
    rows = []
    for k in (19, 20):
        for model, pid in ((SLIPPING, "R03"), (VERBOSE, "P02")):
            messages = [{"role": "user", "content": f"Prompt {pid}: please answer <b>plainly</b>."}]
            rows.append(
                {
                    "day": DAYS[k],
                    "model": model,
                    "task_id": pid,
                    "suite": "battery",
                    "category": "refusal" if pid == "R03" else "recommendation",
                    "level": None,
                    "seed": None,
                    "attempt": 0,
                    "slot_mix_version": None,
                    "battery_sha256": "ab" * 32,
                    "messages_json": json.dumps(messages),
                    "prompt_sha256": f"sha-{model}-{pid}-{k}",
                    "instance_json": None,
                    "expected_answer": None,
                }
            )
    for slot, family, level in (("round_trip-L1-a", "round_trip", 1), ("queens-L2-a", "queens", 2)):
        rows.append(
            {
                "day": TODAY,
                "model": STEADY,
                "task_id": slot,
                "suite": "puzzle",
                "category": family,
                "level": level,
                "seed": 123456789 + level,
                "attempt": 0,
                "slot_mix_version": "slots-v1",
                "battery_sha256": None,
                "messages_json": json.dumps([{"role": "user", "content": "Count..."}]),
                "prompt_sha256": f"sha-puzzle-{slot}",
                "instance_json": "{}",
                "expected_answer": 17,
            }
        )
    return rows


def _responses() -> list[dict[str, Any]]:
    def row(rid: str, day: dt.date, model: str, task: str, content: str) -> dict[str, Any]:
        return {
            "response_id": rid,
            "day": day,
            "model": model,
            "task_id": task,
            "suite": "battery",
            "prompt_sha256": f"sha-{rid}",
            "status": "ok",
            "http_status": 200,
            "error": None,
            "tries": 1,
            "latency_ms": 1234.0,
            "prompt_tokens": 20,
            "completion_tokens": 80,
            "reasoning_tokens": 0,
            "provider": "prov-a",
            "finish_reason": "stop",
            "native_finish_reason": "stop",
            "response_model": model,
            "generation_id": "g-" + rid,
            "content": content,
            "raw_body": content.encode("utf-8"),
            "collector": "test",
            "requested_at": _stamp(day),
            "received_at": _stamp(day),
        }

    return [
        row("r-hostile", TODAY, SLIPPING, "R03", HOSTILE),
        row("r-base", DAYS[19], SLIPPING, "R03", BASELINE_TEXT),
        row("r-picks-19", DAYS[19], VERBOSE, "P02", "1. **Aster One**\n2. **Birch Pro**"),
        row("r-picks-20", TODAY, VERBOSE, "P02", f"1. **Birch Pro**\n2. Evil {SCRIPT}"),
    ]


def _event(
    event_id: str, day: dt.date, model: str, field: str, kind: str, severity: str, **extra: Any
) -> dict[str, Any]:
    base = {
        "event_id": event_id,
        "day": day,
        "model": model,
        "prompt_id": None,
        "field": field,
        "kind": kind,
        "old_value": None,
        "new_value": None,
        "baseline_days": 7,
        "baseline_values_json": None,
        "direction": "changed",
        "z": None,
        "p_value": None,
        "q_value": None,
        "severity": severity,
        "severity_rule": f"rule-{event_id}",
        "needs_triage": False,
        "provider_changed": False,
        "provider_old": None,
        "provider_new": "prov-a",
        "linked_day": None,
        "status": "active",
        "withdrawn_by": None,
        "scorer_version": "v1",
        "response_id": None,
        "baseline_response_id": None,
    }
    base.update(extra)
    return base


def _events() -> list[dict[str, Any]]:
    return [
        _event(
            EVENT_MAJOR,
            TODAY,
            SLIPPING,
            "outcome",
            "change",
            "major",
            prompt_id="R03",
            old_value="answered",
            new_value="refused",
            direction="answered->refused",
            baseline_days=7,
            baseline_values_json=json.dumps(["answered"] * 7),
            response_id="r-hostile",
            baseline_response_id="r-base",
        ),
        _event(
            EVENT_SIGNIFICANT,
            TODAY,
            VERBOSE,
            "picks",
            "change",
            "significant",
            prompt_id="P02",
            old_value=json.dumps(PICKS_OLD),
            new_value=json.dumps(PICKS_NEW),
            baseline_days=5,
            provider_changed=True,
            provider_old="prov-a",
            provider_new="prov-b",
            response_id="r-picks-20",
            baseline_response_id="r-picks-19",
        ),
        _event(
            EVENT_MINOR,
            TODAY,
            STEADY,
            "length_tokens",
            "anomaly",
            "minor",
            prompt_id="D01",
            old_value="200",
            new_value="420",
            direction="up",
            z=3.6,
            p_value=0.0003,
            q_value=0.04,
        ),
        _event(
            EVENT_UNKNOWN,
            TODAY,
            SLIPPING,
            "late_decline",
            "change",
            "unknown",
            prompt_id="R03",
            old_value="false",
            new_value="true",
            needs_triage=True,
            response_id="r-hostile",
            baseline_response_id="r-base",
        ),
        _event(
            EVENT_WITHDRAWN,
            TODAY,
            STEADY,
            "outcome",
            "change",
            "major",
            prompt_id="R03",
            old_value="answered",
            new_value="refused",
            status="withdrawn",
            withdrawn_by="v2",
        ),
        _event(
            EVENT_PIN_GONE,
            TODAY,
            GONE,
            "version",
            "pin",
            "major",
            old_value="old/gone-2025-01",
            new_value=None,
            direction="vanished",
            scorer_version=None,
        ),
        _event(
            EVENT_PIN_MOVED,
            DAYS[10],
            SLIPPING,
            "version",
            "pin",
            "significant",
            old_value="acme/slipping:beta-2025-01",
            new_value="acme/slipping:beta-2025-03",
            direction="moved",
            scorer_version=None,
        ),
        _event(
            EVENT_OLD_MINOR,
            DAYS[12],
            STEADY,
            "latency_ms",
            "anomaly",
            "minor",
            prompt_id="D01",
            old_value="1500",
            new_value="9000",
            direction="up",
        ),
    ]


def make_warehouse(folder: Path) -> Warehouse:
    wh = Warehouse(folder / "warehouse.duckdb")
    populate(wh)
    return wh
