"""Scenario files: which models the simulated OpenRouter serves, and how they behave, day by day.

The format is documented field by field in docs/simulator.md. Everything here is frozen and
validated up front, so a typo in a scenario fails at load time with one line naming the field,
not halfway through a 21-day demo.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from detection.events.records import TriageSeverity
from scoring.battery import Category

FaultKind = Literal[
    "rate_limit",
    "server_error",
    "error_body",
    "slow",
    "heartbeat",
    "malformed_json",
    "empty_content",
    "null_finish_reason",
    "content_filter",
    "content_filter_empty",
    "gateway_timeout",
    "unfinished_stream",
]
FAULT_KINDS: tuple[str, ...] = get_args(FaultKind)
PickLayout = Literal["table", "numbered", "bold"]
StyleName = Literal[
    "classic",
    "label_table",
    "bold_labels",
    "label_paragraphs",
    "spec_bullets",
    "avoid_list",
    "prose_pick",
    "medal_headings",
    "clarify_first",
    "reasoning_first",
]
STYLE_NAMES: tuple[str, ...] = get_args(StyleName)
Probability = Annotated[float, Field(ge=0.0, le=1.0)]


class ScenarioError(Exception):
    """A scenario file is missing, is not JSON, or does not fit the schema."""


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Version(_Frozen):
    """A dated version the alias resolves to from `from` until the next version's day."""

    slug: str = Field(min_length=1)
    """The canonical slug, e.g. "sim/moving-2026-11-15"."""
    from_: date = Field(alias="from")
    """First UTC day this version serves the alias."""


class PuzzleSkill(_Frozen):
    """P(correct) per puzzle family and level; written flat in JSON: {"default": p, family: [...]}."""

    default: Probability
    """For families not listed."""
    families: dict[str, tuple[Probability, ...]] = {}
    """family -> [p_L1, p_L2, ...]; a level past the end of the list uses the last value."""

    @model_validator(mode="before")
    @classmethod
    def _flat_to_nested(cls, data: Any) -> Any:
        # The file form is flat so a scenario reads like a table of skills.
        if isinstance(data, dict) and "families" not in data:
            families = {k: v for k, v in data.items() if k != "default"}
            nested: dict[str, Any] = {"families": families}
            if "default" in data:
                nested["default"] = data["default"]
            return nested
        return data

    @model_validator(mode="after")
    def _non_empty_levels(self) -> PuzzleSkill:
        for family, levels in self.families.items():
            if not levels:
                raise ValueError(f"puzzle_skill {family!r} has no levels; give [p_L1, p_L2, p_L3]")
        return self

    def skill(self, family: str, level: int) -> float:
        """P(correct) for one slot."""
        levels = self.families.get(family)
        if levels is None:
            return self.default
        return levels[min(max(level, 1), len(levels)) - 1]


class Refusal(_Frozen):
    """P(refuse) per battery category; a category left out uses `default`."""

    default: Probability = 0.0
    drift: Probability | None = None
    framing: Probability | None = None
    hedging: Probability | None = None
    recommendation: Probability | None = None
    refusal: Probability | None = None

    def rate(self, category: str) -> float:
        """P(refuse) for one category."""
        value = getattr(self, category, None) if category in get_args(Category) else None
        return self.default if value is None else float(value)


class Behaviour(_Frozen):
    """The behaviour in force on one day, every field resolved."""

    puzzle_skill: PuzzleSkill = PuzzleSkill(default=0.55)
    refusal: Refusal = Refusal()
    verbosity: float = 1.0
    latency_ms: float = 800.0
    latency_sigma: float = 0.25
    reasoning_tokens: int = 0
    pick_layout: PickLayout = "numbered"
    json_fence: float = 0.0
    caveat: float = 0.3
    closing_caveat: float = 0.0
    late_decline: float = 0.0
    styles: dict[StyleName, float] | None = None
    """None: the classic layout only, with no style draw (the simulator's original replies)."""
    triage_rating: TriageSeverity | None = None


class BehaviourPatch(_Frozen):
    """A behaviour change from a day on; unset fields keep the value in force before it."""

    from_: date = Field(alias="from")
    """First UTC day of the change."""
    puzzle_skill: PuzzleSkill | None = None
    """Replaces the whole skill table (not merged family by family)."""
    refusal: Refusal | None = None
    """Replaces the whole refusal table."""
    verbosity: float | None = Field(default=None, gt=0.0, le=20.0)
    """Multiplies reply length and output tokens."""
    latency_ms: float | None = Field(default=None, gt=0.0)
    """Median simulated wall time of a reply."""
    latency_sigma: float | None = Field(default=None, ge=0.0, le=3.0)
    """Log-sd of the simulated wall time."""
    reasoning_tokens: int | None = Field(default=None, ge=0)
    """Mean reasoning tokens per reply (scaled by verbosity)."""
    pick_layout: PickLayout | None = None
    """How recommendation replies list their picks."""
    json_fence: Probability | None = None
    """P(the JSON-only answer comes wrapped in a ```json fence)."""
    caveat: Probability | None = None
    """P(a framing reply opens with a caveat)."""
    closing_caveat: Probability | None = None
    """P(a framing reply closes with a caveat)."""
    late_decline: Probability | None = None
    """P(an answered refusal-category reply ends by declining to go further)."""
    styles: dict[StyleName, Annotated[float, Field(ge=0.0)]] | None = None
    """Relative weights of reply styles; one is drawn per (day, model, task)."""

    @field_validator("styles")
    @classmethod
    def _style_weights(cls, styles: dict[StyleName, float] | None) -> dict[StyleName, float] | None:
        if styles is not None and sum(styles.values()) <= 0:
            raise ValueError(
                f'styles {styles!r} has no positive weight; give e.g. {{"classic": 1}}'
            )
        return styles

    triage_rating: TriageSeverity | None = None
    """The word this model answers a triage request with (providers/simulator/triage_replies.py)."""


class Pricing(_Frozen):
    """USD per token, as strings, as OpenRouter publishes them."""

    prompt: str = "0.000001"
    completion: str = "0.000002"


class SimModel(_Frozen):
    """One alias, its dated versions over time, and its behaviour over time."""

    alias: str = Field(min_length=1)
    """What clients ask for, e.g. "sim/steady"."""
    name: str | None = None
    """Display name in /models; defaults to the alias."""
    versions: tuple[Version, ...] = Field(min_length=1)
    """The alias serves nothing before the first version's day."""
    vanish_from: date | None = None
    """First UTC day the alias is gone from /models and answers 404."""
    return_from: date | None = None
    """First UTC day a vanished alias is served again (its version as of that day)."""
    providers: tuple[str, ...] = Field(default=("SimCloud",), min_length=1)
    """Upstream names reported in `provider`; one is drawn per request. `provider` is accepted too."""
    context_length: int = Field(default=131072, gt=0)
    pricing: Pricing = Pricing()
    behaviour: tuple[BehaviourPatch, ...] = ()
    """Applied in day order; each entry merges over the ones before it."""

    @model_validator(mode="before")
    @classmethod
    def _single_provider(cls, data: Any) -> Any:
        if isinstance(data, dict) and "provider" in data:
            if "providers" in data:
                raise ValueError("give either 'provider' or 'providers', not both")
            rest = {k: v for k, v in data.items() if k != "provider"}
            return {**rest, "providers": [data["provider"]]}
        return data

    @field_validator("versions", "behaviour")
    @classmethod
    def _by_day(cls, entries: tuple[Any, ...]) -> tuple[Any, ...]:
        days = [e.from_ for e in entries]
        if len(set(days)) != len(days):
            raise ValueError("two entries share a 'from' day; one entry per day")
        return tuple(sorted(entries, key=lambda e: e.from_))

    @model_validator(mode="after")
    def _lives(self) -> SimModel:
        if self.vanish_from is not None and self.vanish_from <= self.versions[0].from_:
            raise ValueError(
                f"vanish_from {self.vanish_from.isoformat()!r} of {self.alias!r} is not after its "
                "first version; an alias must live at least one day"
            )
        if self.return_from is not None and (
            self.vanish_from is None or self.return_from <= self.vanish_from
        ):
            raise ValueError(
                f"return_from of {self.alias!r} needs a vanish_from before it; an alias returns "
                "only after it vanished"
            )
        return self

    def version_on(self, day: date) -> Version | None:
        """The dated version serving the alias on `day`, or None when it is not (or no longer) live."""
        gone = self.vanish_from is not None and day >= self.vanish_from
        if gone and (self.return_from is None or day < self.return_from):
            return None
        live = [v for v in self.versions if v.from_ <= day]
        return live[-1] if live else None

    def behaviour_on(self, day: date) -> Behaviour:
        """The latest patches up to `day`, merged in order over the defaults."""
        merged = Behaviour()
        for patch in self.behaviour:
            if patch.from_ > day:
                break
            update = {
                name: getattr(patch, name)
                for name in Behaviour.model_fields
                if getattr(patch, name) is not None
            }
            merged = merged.model_copy(update=update)
        return merged


class Faults(_Frozen):
    """Random transport faults, drawn per request attempt."""

    rate: Probability = 0.0
    """Total probability that an attempt gets a fault."""
    kinds: dict[FaultKind, Annotated[float, Field(ge=0.0)]] = {}
    """Relative weights of the kinds, given a fault."""
    retry_after_s: int = Field(default=1, ge=0)
    """Retry-After header on rate_limit."""
    slow_s: float = Field(default=5.0, ge=0.0, le=600.0)
    """How long the `slow` fault really sleeps before answering."""

    @model_validator(mode="after")
    def _weights(self) -> Faults:
        if self.rate > 0 and sum(self.kinds.values()) <= 0:
            raise ValueError(f"fault rate is {self.rate!r} but no kind has a positive weight")
        return self


class Outage(_Frozen):
    """A window (seconds after server start) in which every completion gets one fault."""

    kind: FaultKind
    start_s: float = Field(ge=0.0)
    duration_s: float = Field(gt=0.0)

    def covers(self, elapsed_s: float) -> bool:
        """Half-open window [start_s, start_s + duration_s)."""
        return self.start_s <= elapsed_s < self.start_s + self.duration_s


class Scripted(_Frozen):
    """An exact reply for one model and task, on one day, a range of days, or always."""

    model: str
    """The alias."""
    task: str
    """A battery id ("R03"), a puzzle slot ("puzzle:queens:L2") or "unknown"."""
    content: str
    finish_reason: str | None = "stop"
    native_finish_reason: str | None = None
    """Defaults to finish_reason."""
    day: date | None = None
    """Only this day; excludes from/until."""
    from_: date | None = Field(default=None, alias="from")
    """First day (inclusive)."""
    until: date | None = None
    """Last day (inclusive)."""

    @model_validator(mode="after")
    def _one_window(self) -> Scripted:
        if self.day is not None and (self.from_ is not None or self.until is not None):
            raise ValueError("give either 'day' or 'from'/'until', not both")
        if self.from_ is not None and self.until is not None and self.until < self.from_:
            raise ValueError(
                f"until {self.until.isoformat()!r} is before from {self.from_.isoformat()!r}"
            )
        return self

    def applies(self, alias: str, task: str, day: date) -> bool:
        """Whether this script answers `alias` on `task` on `day`."""
        if alias != self.model or task != self.task:
            return False
        if self.day is not None:
            return day == self.day
        if self.from_ is not None and day < self.from_:
            return False
        return self.until is None or day <= self.until

    @property
    def native(self) -> str | None:
        """The native finish reason actually reported."""
        return (
            self.finish_reason if self.native_finish_reason is None else self.native_finish_reason
        )


class Scenario(_Frozen):
    """A whole simulated world: models, faults, outages and scripted replies."""

    seed: int | str
    """Every draw is keyed by it; change it for another, equally plausible, world."""
    description: str = ""
    start: date | None = None
    """First day the scenario is meant to be run from (demos build history from here)."""
    models: tuple[SimModel, ...] = Field(min_length=1)
    faults: Faults = Faults()
    outages: tuple[Outage, ...] = ()
    scripted: tuple[Scripted, ...] = ()

    @model_validator(mode="after")
    def _references(self) -> Scenario:
        aliases = [m.alias for m in self.models]
        dupes = sorted({a for a in aliases if aliases.count(a) > 1})
        if dupes:
            raise ValueError(f"models repeat aliases {dupes!r}; each alias once")
        for script in self.scripted:
            if script.model not in aliases:
                raise ValueError(
                    f"scripted reply for unknown model {script.model!r}; use one of {aliases!r}"
                )
        return self

    def model(self, alias: str) -> SimModel | None:
        """The model behind an alias, or None."""
        return next((m for m in self.models if m.alias == alias), None)

    def script_for(self, alias: str, task: str, day: date) -> Scripted | None:
        """The first scripted reply, in file order, that applies."""
        return next((s for s in self.scripted if s.applies(alias, task, day)), None)


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err["loc"]) or "<top level>"
    msg = str(err["msg"]).removeprefix("Value error, ")
    got = repr(err.get("input"))
    got = got if len(got) <= 60 else got[:57] + "..."
    more = f" (+{exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    detail = f"{msg}, got {got}" if err["type"] != "value_error" else msg
    return f"field {loc!r}: {detail}{more}".replace("\n", " ")


def load_scenario(path: Path | str) -> Scenario:
    """Read and validate a scenario; every failure is one ScenarioError line naming file and field."""
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScenarioError(
            f"scenario file {str(path)!r} not found; pass a JSON scenario such as "
            "providers/scenarios/demo.json"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"cannot read scenario file {str(path)!r}: {exc}") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ScenarioError(
            f"scenario file {str(path)!r} is not valid JSON: {exc.msg} at line {exc.lineno} "
            f"column {exc.colno}"
        ) from None
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(
            f"scenario file {str(path)!r} does not fit the schema: {_first_error(exc)}; "
            "see docs/simulator.md"
        ) from None
