"""Stage 2 for one model-day: every battery verdict against its own prompt's previous 7 days.

Categorical fields are compared with the baseline's most common value; length and latency with a
log-space z, a noise floor and an absolute floor, then Benjamini-Hochberg across the day's tests.
Each event states its baseline, so a reader can check the comparison by hand.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Protocol

from detection.battery.baseline import (
    CategoricalBaseline,
    DuplicateVerdictError,
    LogBaseline,
    PromptHistory,
    baseline_window,
    categorical_baseline,
    log_baseline,
    most_common,
    usable_by_prompt,
)
from detection.battery.baseline_table import BaselineLookup, BaselineRow, StoredBaselines
from detection.battery.fdr import benjamini_hochberg, expected_false, two_sided_p
from detection.battery.fields import (
    CATEGORICAL_FIELDS,
    MAGNITUDE_FIELDS,
    CategoricalField,
    MagnitudeField,
    change_direction,
    confident,
    encode_number,
    field_values,
)
from detection.battery.magnitude import MagnitudeTest, magnitude_test
from detection.battery.noise import noise_floors
from detection.battery.pair_readings import pair_points
from detection.battery.repeats import EarlierChanges, already_reported, reverted_change
from detection.battery.thresholds import FDR_Q, MIN_BASELINE_DAYS, WINDOW_DAYS, Z_THRESHOLD
from detection.battery.windows import VerdictIndex
from detection.events.build import make_event
from detection.events.records import DayDetection, Event, EventKind, VerdictPoint
from detection.events.severity import day_status
from detection.model_map import ModelMap, serial_map

REPEAT_LOOKBACK_DAYS = WINDOW_DAYS + 1
"""How far back earlier events matter: a repeat is judged within the window, a revert the day after."""


@dataclass(frozen=True)
class ProviderContext:
    """Which upstream served today, against the baseline's most common provider."""

    old: str | None
    new: str | None

    @property
    def changed(self) -> bool:
        """Both providers are known and differ: only then does an event say the provider changed."""
        return self.old is not None and self.new is not None and self.old != self.new


def provider_context(today: VerdictPoint, window: Sequence[VerdictPoint]) -> ProviderContext:
    """Unknown providers (None) are ignored on both sides; the same tie rule as the fields."""
    dated = [(v.day, v.provider) for v in window if v.provider is not None]
    old = most_common(dated) if dated else None
    return ProviderContext(old=old, new=today.provider)


@dataclass
class _Tally:
    categorical_tests: int = 0
    repeats_suppressed: int = 0


def _verdict_event(
    today: VerdictPoint,
    window: Sequence[VerdictPoint],
    *,
    field: str,
    kind: EventKind,
    old_value: str | None,
    new_value: str | None,
    direction: str,
    **rest: Any,
) -> Event:
    """An event about today's verdict: the prompt, response and provider come from it (the
    provider against `window`'s, worked out here: only an event states it)."""
    provider = provider_context(today, window)
    return make_event(
        day=today.day,
        model=today.model,
        prompt_id=today.prompt_id,
        category=today.category,
        field=field,
        kind=kind,
        old_value=old_value,
        new_value=new_value,
        direction=direction,
        pair_arm=today.pair_arm,
        response_id=today.response_id,
        scorer_version=today.scorer_version,
        provider_changed=provider.changed,
        provider_old=provider.old,
        provider_new=provider.new,
        **rest,
    )


def partial_pick_list(today: VerdictPoint, baselines: WindowBaselines) -> bool:
    """Today's pick list has fewer items than the baseline's and the scorer does not vouch for
    it: a layout the reader half-read, not a new ranking, so its first item is no new top pick."""
    if today.picks is None or confident(today, "picks"):
        return False
    baseline = baselines.categorical(today.prompt_id, "picks")
    return baseline is not None and len(today.picks) < len(json.loads(baseline.mode))


class WindowBaselines(Protocol):
    """Where a day's baselines come from: the stored rows (`BaselineLookup`) or the windows."""

    def categorical(self, prompt_id: str, field: CategoricalField) -> CategoricalBaseline | None:
        """The field's baseline for one prompt."""
        ...

    def mode(self, prompt_id: str, field: CategoricalField) -> str | None:
        """`categorical(...).mode`, None where that is None: all that a reading equal to its
        baseline's mode (most readings) is compared with, without building the baseline."""
        ...

    def log(self, prompt_id: str, field: MagnitudeField) -> LogBaseline | None:
        """The metric's baseline for one prompt."""
        ...


@dataclass(frozen=True)
class _FromWindows:
    """Baselines computed from the verdict windows (a detector run without stored baselines)."""

    by_prompt: dict[str, PromptHistory]
    day: date

    def categorical(self, prompt_id: str, field: CategoricalField) -> CategoricalBaseline | None:
        return categorical_baseline(baseline_window(self.by_prompt[prompt_id], self.day), field)

    def mode(self, prompt_id: str, field: CategoricalField) -> str | None:
        baseline = self.categorical(prompt_id, field)
        return None if baseline is None else baseline.mode

    def log(self, prompt_id: str, field: MagnitudeField) -> LogBaseline | None:
        return log_baseline(baseline_window(self.by_prompt[prompt_id], self.day), field)


def _pair_responses(
    today: VerdictPoint, baseline: Sequence[VerdictPoint], response_id: str | None
) -> dict[str, dict[str, str]] | None:
    """Both arms on both days, for a pair's event page; None for ordinary prompts."""
    if not today.arm_responses:
        return None
    old = next((v.arm_responses for v in baseline if v.response_id == response_id), {})
    return {"baseline": dict(old), "today": dict(today.arm_responses)}


def _categorical_event(
    field: CategoricalField,
    value: str,
    today: VerdictPoint,
    window: Sequence[VerdictPoint],
    baselines: WindowBaselines,
    prompt_history: PromptHistory,
    earlier: EarlierChanges,
    tally: _Tally,
) -> Event | None:
    """Today's reading `value` of `field` (`field_value`; a field without one is never compared)
    against its baseline, or the change it reverts."""
    mode = baselines.mode(today.prompt_id, field)
    if mode is None:
        return None
    if field == "top_pick" and partial_pick_list(today, baselines):
        return None
    tally.categorical_tests += 1
    reverted = reverted_change(earlier, today.prompt_id, field, today.day, value)
    if reverted is not None:
        pairs = None
        if reverted.pair_responses is not None and today.arm_responses:
            pairs = {"baseline": reverted.pair_responses["today"], "today": today.arm_responses}
        # Compared with the day it reverts, not the 7-day baseline: the story is "B for one day".
        return _verdict_event(
            today,
            window,
            field=field,
            kind="transient",
            old_value=reverted.new_value,
            new_value=value,
            direction=change_direction(field, reverted.new_value, value),
            baseline_days=1,
            baseline_values=[reverted.new_value],
            linked_day=reverted.day,
            old_response_id=reverted.response_id,
            pair_responses=pairs,
        )
    if value == mode:
        return None
    if already_reported(earlier, prompt_history, today.prompt_id, field, today.day, value):
        tally.repeats_suppressed += 1
        return None
    baseline = baselines.categorical(today.prompt_id, field)
    assert baseline is not None  # it has the mode read above
    return _verdict_event(
        today,
        window,
        field=field,
        kind="change",
        old_value=baseline.mode,
        new_value=value,
        direction=change_direction(field, baseline.mode, value),
        baseline_days=baseline.days,
        baseline_values=list(baseline.values),
        old_response_id=baseline.mode_response_id,
        pair_responses=_pair_responses(today, window, baseline.mode_response_id),
    )


def _anomaly_event(
    test: MagnitudeTest, today: VerdictPoint, window: Sequence[VerdictPoint], q_value: float
) -> Event:
    return _verdict_event(
        today,
        window,
        field=test.field,
        kind="anomaly",
        old_value=encode_number(round(test.baseline.centre, 1)),
        new_value=encode_number(test.value),
        direction=test.direction,
        baseline_days=test.baseline.days,
        baseline_values=[encode_number(x) for x in test.baseline.values],
        z=test.z,
        p_value=test.p_value,
        q_value=q_value,
        old_response_id=test.baseline.last_response_id,
    )


def detect_day(
    day: date,
    model: str,
    history: Iterable[VerdictPoint],
    canary_prompt_id: str,
    previous_events: Iterable[Event],
    stored: BaselineLookup | None = None,
) -> DayDetection:
    """Compare every usable verdict of `model` on `day` with its prompt's previous 7 days.

    `history` holds this model's verdicts for `day` and earlier days (other models, later days and
    error rows are ignored); `previous_events` the stored events of earlier days, for repeat
    suppression and transients. When re-scoring, feed the recomputed events of earlier days.
    `stored` holds the day's baselines as the baselines stage wrote them; without it they are
    computed from the windows (the same numbers: `baseline_rows` writes what this reads).
    """
    verdicts = list(history)
    by_prompt = usable_by_prompt([*verdicts, *pair_points(verdicts)], model)
    return _detect_model_day(day, model, by_prompt, canary_prompt_id, previous_events, stored)


def _detect_model_day(
    day: date,
    model: str,
    by_prompt: dict[str, PromptHistory],
    canary_prompt_id: str,
    previous_events: Iterable[Event],
    stored: BaselineLookup | None,
) -> DayDetection:
    """`detect_day` on the model's usable verdicts by prompt (the pairs' readings included).

    `by_prompt` may hold days after `day` and long before it: only `day` and the window before
    it are read (repeats look at the days since an earlier event, which lie in that window).
    """
    baselines: WindowBaselines = stored if stored is not None else _FromWindows(by_prompt, day)
    floors = (
        stored.floors()
        if stored is not None
        else noise_floors(by_prompt.get(canary_prompt_id, {}), day)
    )
    earlier = EarlierChanges(previous_events, model, day)
    tally = _Tally()
    events: list[Event] = []
    tests: list[tuple[MagnitudeTest, VerdictPoint, list[VerdictPoint]]] = []
    for prompt_id in sorted(by_prompt):
        prompt_history = by_prompt[prompt_id]
        today = prompt_history.get(day)
        if today is None:
            continue
        window = baseline_window(prompt_history, day)
        if len(window) < MIN_BASELINE_DAYS:
            continue
        for field, value in zip(CATEGORICAL_FIELDS, field_values(today), strict=True):
            if value is None:
                continue
            event = _categorical_event(
                field, value, today, window, baselines, prompt_history, earlier, tally
            )
            if event is not None:
                events.append(event)
        for metric in MAGNITUDE_FIELDS:
            value = getattr(today, metric)
            if value is None:
                continue
            baseline = baselines.log(prompt_id, metric)
            if baseline is None:
                continue
            tests.append(
                (magnitude_test(metric, value, baseline, floors[metric].log_sd), today, window)
            )
    bh = benjamini_hochberg([t.p_value for t, _, _ in tests], FDR_Q)
    before = 0
    for (test, today, window), rejected, q_value in zip(
        tests, bh.rejected, bh.q_values, strict=True
    ):
        if not test.candidate:
            continue
        before += 1
        if rejected:
            events.append(_anomaly_event(test, today, window, q_value))
    alpha = two_sided_p(Z_THRESHOLD)
    events.sort(key=lambda e: (e.prompt_id or "", e.field))
    return DayDetection(
        day=day,
        model=model,
        events=events,
        tests_run=tally.categorical_tests + len(tests),
        categorical_tests=tally.categorical_tests,
        magnitude_tests=len(tests),
        anomalies_before_fdr=before,
        anomalies_after_fdr=sum(e.kind == "anomaly" for e in events),
        expected_false_anomalies=expected_false(len(tests), alpha),
        per_test_alpha=alpha,
        fdr_q=FDR_Q,
        repeats_suppressed=tally.repeats_suppressed,
        noise_floors=[floors[m] for m in MAGNITUDE_FIELDS],
        drift_detected=day_status(events),
    )


def detect_range(
    days: Iterable[date],
    history: Iterable[VerdictPoint],
    canary_prompt_id: str,
    earlier_events: Iterable[Event],
    stored: Iterable[BaselineRow] | StoredBaselines | None = None,
    map_models: ModelMap = serial_map,
) -> list[DayDetection]:
    """`detect_day` for every model-day of `days` with verdicts, oldest day first.

    `history` holds the verdicts of `days` and of the WINDOW_DAYS before the first;
    `earlier_events` the stored events of the REPEAT_LOOKBACK_DAYS before the first day (only
    active ones count). Each day's repeats and reverts are judged against the days before it as
    this range recomputes them, so a range equals its days run one by one, oldest first.
    `stored` holds the baselines stage's rows for `days` (see `detect_day`). Each model's days
    depend on its own verdicts and events alone: `map_models` may compute them apart, and they
    are laid out day by day, the models in name order on each day.
    """
    index = VerdictIndex(history)
    lookups: StoredBaselines | None = None
    if stored is not None:
        lookups = (
            stored if isinstance(stored, StoredBaselines) else StoredBaselines.from_rows(stored)
        )
    ordered = sorted(days)
    recent: dict[str, list[Event]] = {}
    for event in earlier_events:
        if event.status == "active":
            recent.setdefault(event.model, []).append(event)
    models = index.models
    per_model = map_models(
        lambda model: _detect_model_range(
            model, ordered, index, canary_prompt_id, recent.get(model, []), lookups
        ),
        models,
        [index.count(model) for model in models],
    )
    return [
        det for d in range(len(ordered)) for by_day in per_model if (det := by_day[d]) is not None
    ]


def _detect_model_range(
    model: str,
    ordered: list[date],
    index: VerdictIndex,
    canary_prompt_id: str,
    earlier: list[Event],
    lookups: StoredBaselines | None,
) -> list[DayDetection | None]:
    """One model's detections on each of the `ordered` days (None where it has no verdict)."""
    by_prompt: dict[str, PromptHistory] | None = None
    with contextlib.suppress(DuplicateVerdictError):
        # A doubled verdict fails the days whose window holds it, in the one-day runs' words:
        # the windows below find it, as a run of those days alone would.
        points = index.points(model)
        by_prompt = usable_by_prompt([*points, *pair_points(points)], model)
    recent = earlier
    out: list[DayDetection | None] = []
    for day in ordered:
        if not index.has_day(model, day):
            out.append(None)
            continue
        horizon = day - timedelta(days=REPEAT_LOOKBACK_DAYS)
        kept = [e for e in recent if horizon <= e.day]
        previous = [e for e in kept if e.day < day]
        lookup = None if lookups is None else lookups.lookup(day, model)
        if by_prompt is None:
            det = detect_day(
                day,
                model,
                index.window(model, day, WINDOW_DAYS),
                canary_prompt_id,
                previous,
                lookup,
            )
        else:
            det = _detect_model_day(day, model, by_prompt, canary_prompt_id, previous, lookup)
        recent = [*kept, *det.events]
        out.append(det)
    return out
