"""Records that cross the boundary of the battery detector: verdicts and pins in, events out.

Events are frozen: a stored event is never edited in place. Withdrawal and triage return a copy,
so the history of what was said stays recoverable from the warehouse.
"""

from __future__ import annotations

from datetime import date
from functools import cached_property
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from scoring.battery import Category

EventKind = Literal["change", "transient", "anomaly", "pin"]
Severity = Literal["minor", "significant", "major", "unknown"]
TriageSeverity = Literal["minor", "significant", "major"]
EventStatus = Literal["active", "withdrawn"]
SeveritySource = Literal["rule", "triage"]
NoiseSource = Literal["prior", "canary"]


class VerdictPoint(BaseModel):
    """One battery verdict of one model-day, as the scorer wrote it."""

    model_config = ConfigDict(frozen=True)

    day: date = Field(description="UTC day the prompt was sent.")
    model: str = Field(description="Tracked model alias.")
    prompt_id: str = Field(description="Battery entry id, e.g. 'R03'.")
    category: Category = Field(description="Battery category of the prompt.")
    pair_arm: str | None = Field(
        default=None, description="Arm of a pair ('plain'/'authorized' for refusal pairs)."
    )
    pair_group: str | None = Field(
        default=None, description="The pair this prompt is an arm of, e.g. 'R-lockpicking'."
    )
    is_error: bool = Field(description="Our side's failure: excluded from everything.")
    outcome: str | None = Field(description="answered | refused | filtered.")
    late_decline: bool | None = Field(description="A declining phrase after the first 300 chars.")
    correct: bool | None = Field(description="Matches the truth; None when the prompt has none.")
    format_ok: bool | None = Field(description="Obeys the format rule; None when there is none.")
    picks: list[str] | None = Field(description="Recommended products in rank order.")
    top_pick: str | None = Field(description="First of picks.")
    opens_caveat: bool | None = Field(description="Opens with a framing caveat.")
    closes_caveat: bool | None = Field(description="Closes with a framing caveat.")
    affirms_fair: bool | None = Field(description="Affirms the fairness premise (framing).")
    length_tokens: float | None = Field(description="Visible output tokens.")
    latency_ms: float | None = Field(description="Wall time of the request in milliseconds.")
    provider: str | None = Field(description="Upstream provider that served the request.")
    response_id: str = Field(description="Archive id of the response this verdict scores.")
    scorer_version: str = Field(description="Scorer version that produced this verdict.")
    unreadable: frozenset[str] = Field(
        default=frozenset(),
        description="Fields the scorer abstained on: no reading, so never a change.",
    )
    abstentions_stated: bool = Field(
        default=False,
        description="The scorer reports its abstentions (`unreadable`), so a field it did not "
        "name is a confident reading. Scorer v1 did not: none of its readings count as confident.",
    )
    pair_reading: str | None = Field(
        default=None, description="Pair readings only: how the two arms differ that day."
    )
    arm_responses: dict[str, str] = Field(
        default_factory=dict, description="Pair readings only: each arm's response id."
    )

    @cached_property
    def field_cache(self) -> dict[str, str | None]:
        """Encoded field values, filled by `battery_fields.field_value` on first reading.

        A verdict sits in seven baseline windows and is read by two stages; encoding it once
        (a pick list is JSON) instead of each time was a third of a year's re-derivation. Not a
        field: equality, hashing and `model_dump` ignore it, and the values never change because
        the record is frozen.
        """
        return {}


class PinPoint(BaseModel):
    """What an alias resolved to on one day, with the resolver's moved / vanished flags."""

    model_config = ConfigDict(frozen=True)

    day: date = Field(description="UTC day.")
    model: str = Field(description="Tracked model alias.")
    version: str | None = Field(description="Dated version the alias resolves to; None if gone.")
    previous_version: str | None = Field(description="What it resolved to the day before.")
    moved: bool = Field(description="The alias resolves to a different dated version than before.")
    vanished: bool = Field(description="The alias no longer resolves.")
    vanished_since: date | None = Field(
        default=None, description="While vanished: the first day of this unserved stretch."
    )
    returned: bool = Field(
        default=False, description="The alias resolves again after it had vanished."
    )


class Event(BaseModel):
    """One stated change: what moved, against which baseline, how bad by which rule."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    event_id: str = Field(description="Stable hash of (model, prompt, field, day, new value).")
    day: date = Field(description="UTC day the change was seen.")
    model: str = Field(description="Tracked model alias.")
    prompt_id: str | None = Field(description="Battery entry id; None for pin events.")
    category: Category | None = Field(default=None, description="Prompt category; None for pins.")
    pair_arm: str | None = Field(default=None, description="Arm of the prompt's pair, if any.")
    field: str = Field(description="Verdict field, 'length_tokens'/'latency_ms', or 'version'.")
    kind: EventKind = Field(description="change | transient | anomaly | pin.")
    old_value: str | None = Field(
        description="Baseline value (most common; geometric mean for length/latency)."
    )
    new_value: str | None = Field(description="Today's value; lists are JSON-encoded.")
    baseline_days: int = Field(description="Days the value was compared with (<= 7).")
    baseline_values: list[str | None] = Field(description="Those days' values, oldest first.")
    direction: str = Field(description="'answered->refused', 'true->false', 'up', 'moved', ...")
    z: float | None = Field(default=None, description="Log-space z score (anomalies only).")
    p_value: float | None = Field(default=None, description="Two-sided normal p of z.")
    q_value: float | None = Field(default=None, description="Benjamini-Hochberg adjusted p.")
    severity: Severity = Field(
        description="Effective severity: the rule's, or triage's rating when the rule defers."
    )
    severity_source: SeveritySource = Field(
        default="rule", description="'rule', or 'triage' when the triage model's rating filled it."
    )
    severity_rule: str = Field(description="Id of the rule in severity_rules.json that matched.")
    needs_triage: bool = Field(description="The rule defers the severity to stage-3 triage.")
    triaged_by: str | None = Field(default=None, description="Model that set the severity.")
    provider_changed: bool = Field(
        default=False, description="Today's provider differs from the baseline's most common."
    )
    provider_old: str | None = Field(default=None, description="Baseline's most common provider.")
    provider_new: str | None = Field(default=None, description="Today's provider.")
    linked_day: date | None = Field(
        default=None, description="For a transient: the day of the change it reverts."
    )
    response_id: str | None = Field(default=None, description="Today's response (archive id).")
    pair_responses: dict[str, dict[str, str]] | None = Field(
        default=None,
        description="Pair events: {'baseline': {arm: id}, 'today': {arm: id}}, both arms both days.",
    )
    old_response_id: str | None = Field(
        default=None,
        description="Most recent baseline response showing the old value.",
        json_schema_extra={"column": "baseline_response_id"},
    )
    status: EventStatus = Field(default="active", description="active | withdrawn.")
    withdrawn_by: str | None = Field(
        default=None, description="Scorer version under which the event stopped holding."
    )
    scorer_version: str | None = Field(description="Scorer version of the verdicts; None for pins.")


class NoiseFloor(BaseModel):
    """The per-model floor under a pair's own spread, and where it came from."""

    model_config = ConfigDict(frozen=True)

    field: Literal["length_tokens", "latency_ms"] = Field(description="Metric the floor is for.")
    log_sd: float = Field(description="Floor in natural-log units.")
    source: NoiseSource = Field(description="'prior' (fixed) or 'canary' (measured).")
    canary_days: int = Field(description="Prior canary days in the window the floor saw.")


class DayDetection(BaseModel):
    """Everything stage 2 says about one model-day, including how many tests it ran."""

    model_config = ConfigDict(frozen=True)

    day: date = Field(description="UTC day.")
    model: str = Field(description="Tracked model alias.")
    events: list[Event] = Field(description="Change, transient and anomaly events.")
    tests_run: int = Field(description="Categorical plus length/latency comparisons made.")
    categorical_tests: int = Field(description="Categorical field comparisons made.")
    magnitude_tests: int = Field(description="Length and latency comparisons made.")
    anomalies_before_fdr: int = Field(description="|z| > 3 and over the absolute floor.")
    anomalies_after_fdr: int = Field(description="...that also survive Benjamini-Hochberg.")
    expected_false_anomalies: float = Field(
        description="Length/latency tests x P(|Z| > 3): anomalies chance alone would produce."
    )
    per_test_alpha: float = Field(description="P(|Z| > z threshold) under the null.")
    fdr_q: float = Field(description="Benjamini-Hochberg level used.")
    repeats_suppressed: int = Field(description="Changes already reported and still holding.")
    noise_floors: list[NoiseFloor] = Field(description="Length and latency floors used.")
    drift_detected: bool = Field(
        description="At least one significant or major active event among `events`."
    )
