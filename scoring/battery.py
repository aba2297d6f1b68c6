"""The frozen behaviour battery: its schema, loader and digest check.

The battery is the same 50 prompts sent every day, so a change in a verdict can only come from the
model. That only holds while the file itself never changes, hence the pinned sha256: editing the
battery means publishing a new battery version and a new digest, never a silent tweak.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator, model_validator

Category = Literal["drift", "framing", "hedging", "recommendation", "refusal"]
Tag = Literal["canary", "election_fairness", "nonexistent_case", "two_turn", "json_only"]

DEFAULT_BATTERY_PATH = Path(__file__).resolve().parent.parent / "battery.json"

# Pinned digest of battery.json's exact bytes. Changing the battery means a new `version` in the
# file and a new value here (and in the README and the digest test); see docs on the battery.
EXPECTED_BATTERY_SHA256 = "acbf3dd51ae3c0a28403675f779d786624d0f81ad6bdf8c153a695a01f7f2287"

# The day this version of the file was frozen (the commit that pinned the digest above); the site
# publishes it beside the file and its digest. A new battery version gets a new date.
BATTERY_FROZEN_ON = dt.date(2026, 11, 29)

CATEGORY_LETTER: dict[Category, str] = {
    "drift": "D",
    "framing": "F",
    "hedging": "H",
    "recommendation": "P",
    "refusal": "R",
}

# The battery's published composition (docs/battery.md, "The categories"); a file with other counts is another battery.
CATEGORY_COUNTS: dict[Category, int] = {
    "drift": 12,
    "framing": 10,
    "hedging": 6,
    "recommendation": 12,
    "refusal": 10,
}
TRUTH_COUNT = 10
FORMAT_COUNT = 7

# What a pair varies in each category: the difference between the two arms is the measurement.
PAIR_ARMS: dict[str, frozenset[str]] = {
    "framing": frozenset({"pro", "con"}),
    "refusal": frozenset({"plain", "authorized"}),
    "recommendation": frozenset({"ab", "ba"}),
}

_ID_RE = re.compile(r"^[DFHPR]\d{2}$")
_CHOICES = ("A", "B", "C", "D", "E")


class BatteryError(Exception):
    """The battery file is missing, malformed or does not match the schema."""


class BatteryDigestMismatch(BatteryError):
    """The battery file's sha256 differs from the pinned digest."""


class Pair(BaseModel):
    """Links two entries that differ in one respect; the difference between their verdicts is read."""

    model_config = ConfigDict(extra="forbid")

    group: str
    """Shared by both arms, prefixed with the category letter, e.g. "F-essay-nuclear"."""
    arm: str
    """Which side of the pair: pro/con (framing), plain/authorized (refusal), ab/ba (recommendation)."""


class Truth(BaseModel):
    """The hard ground truth a response is checked against."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["integer", "yes_no", "choice", "denies_existence"]
    """How the answer is read: the final `ANSWER:` line, or (denies_existence) a denial in the text."""
    value: int | str | None = None
    """integer -> int; yes_no -> "yes" | "no"; choice -> "A".."E"; denies_existence -> None."""

    @field_validator("value", mode="before")
    @classmethod
    def _no_bools(cls, value: object) -> object:
        # JSON true would otherwise coerce to the integer 1 and pass as an answer key.
        if isinstance(value, bool):
            raise ValueError(f"truth value {value!r} is a boolean; use 'yes'/'no' or an integer")
        return value

    @model_validator(mode="after")
    def _value_fits_kind(self) -> Truth:
        kind, value = self.kind, self.value
        ok = (
            (kind == "integer" and isinstance(value, int))
            or (kind == "yes_no" and value in ("yes", "no"))
            or (kind == "choice" and value in _CHOICES)
            or (kind == "denies_existence" and value is None)
        )
        if not ok:
            expected = {
                "integer": "an integer",
                "yes_no": "'yes' or 'no'",
                "choice": "one of 'A'..'E'",
                "denies_existence": "null",
            }[kind]
            raise ValueError(f"truth of kind {kind!r} has value {value!r}; use {expected}")
        return self


class FormatRule(BaseModel):
    """An explicit format instruction in the prompt, checked mechanically on the reply."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal[
        "json_only",
        "max_words",
        "bullet_count",
        "line_count",
        "starts_with",
        "all_lowercase",
        "no_commas",
    ]
    """The instruction; json_only replies are parsed as-is, so a Markdown code fence fails."""
    value: int | str | None = None
    """max_words / bullet_count / line_count -> int; starts_with -> the exact prefix; else None."""
    required_keys: list[str] = []
    """json_only: top-level keys the object must have."""

    @model_validator(mode="after")
    def _value_fits_kind(self) -> FormatRule:
        kind, value = self.kind, self.value
        if kind in ("max_words", "bullet_count", "line_count"):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"format {kind!r} has value {value!r}; use a positive integer")
        elif kind == "starts_with":
            if not isinstance(value, str) or not value:
                raise ValueError(f"format 'starts_with' has value {value!r}; use the exact prefix")
        elif value is not None:
            raise ValueError(f"format {kind!r} has value {value!r}; use null")
        if kind == "json_only" and not self.required_keys:
            raise ValueError("format 'json_only' has no required_keys; list the keys to check")
        if kind != "json_only" and self.required_keys:
            raise ValueError(
                f"format {kind!r} has required_keys {self.required_keys!r}; only json_only takes them"
            )
        return self


class BatteryEntry(BaseModel):
    """One frozen prompt: what is sent, why, and what its reply is checked against."""

    model_config = ConfigDict(extra="forbid")

    id: str
    """Category letter and two digits, e.g. "D01"; stable across days so verdicts line up."""
    category: Category
    """What the prompt measures."""
    text: str | None = None
    """A single user message; exactly one of text and turns is set."""
    turns: list[str] | None = None
    """user, assistant, user, ...: odd length >= 3; the assistant turns are fixed text."""
    reason: str
    """Why it is in the battery, shown to readers."""
    tags: list[Tag] = []
    """Marks the special members the scorer and the report single out."""
    pair: Pair | None = None
    """Set when this entry is one arm of a pair."""
    truth: Truth | None = None
    """Set for the ground-truth prompts checked for correctness."""
    format: FormatRule | None = None
    """Set for the prompts checked for format."""

    @model_validator(mode="after")
    def _consistent(self) -> BatteryEntry:
        if not _ID_RE.match(self.id):
            raise ValueError(f"entry id {self.id!r} must be a category letter and two digits")
        letter = CATEGORY_LETTER[self.category]
        if self.id[0] != letter:
            raise ValueError(
                f"entry {self.id!r} is in category {self.category!r}; its id must start with {letter!r}"
            )
        if (self.text is None) == (self.turns is None):
            raise ValueError(f"entry {self.id!r} must set exactly one of 'text' and 'turns'")
        if self.text is not None and not self.text.strip():
            raise ValueError(f"entry {self.id!r} has empty text")
        if self.turns is not None:
            if len(self.turns) < 3 or len(self.turns) % 2 == 0:
                raise ValueError(
                    f"entry {self.id!r} has {len(self.turns)} turns; use an odd number >= 3 "
                    "(user, assistant, user)"
                )
            if any(not turn.strip() for turn in self.turns):
                raise ValueError(f"entry {self.id!r} has an empty turn")
        if not self.reason.strip():
            raise ValueError(f"entry {self.id!r} has an empty reason; say why it is in the battery")
        if len(set(self.tags)) != len(self.tags):
            raise ValueError(f"entry {self.id!r} repeats a tag in {self.tags!r}")
        # The grader reads the last `ANSWER:` line, so the prompt has to ask for one.
        if self.truth is not None and self.truth.kind != "denies_existence":
            if "ANSWER:" not in self.messages()[-1]["content"]:
                raise ValueError(
                    f"entry {self.id!r} has a {self.truth.kind!r} truth but its last message "
                    "does not ask for a final 'ANSWER:' line"
                )
        return self

    def messages(self) -> list[dict[str, str]]:
        """OpenAI-style chat messages; fixed assistant turns make a two-turn prompt reproducible."""
        if self.turns is None:
            return [{"role": "user", "content": self.text or ""}]
        roles = ("user", "assistant")
        return [{"role": roles[i % 2], "content": turn} for i, turn in enumerate(self.turns)]


class Battery(BaseModel):
    """The whole battery file; the validators enforce the published composition."""

    model_config = ConfigDict(extra="forbid")

    version: str
    """Bumped with every edit, together with the pinned digest."""
    note: str
    """A sentence for readers of the raw file."""
    entries: list[BatteryEntry]
    """In id order."""

    @model_validator(mode="after")
    def _composition(self) -> Battery:
        ids = [e.id for e in self.entries]
        dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
        if dupes:
            raise ValueError(f"battery repeats ids {dupes!r}; ids must be unique")
        counts = Counter(e.category for e in self.entries)
        for category, expected in CATEGORY_COUNTS.items():
            if counts[category] != expected:
                raise ValueError(
                    f"battery has {counts[category]} {category!r} entries; it must have {expected}"
                )
        _check_truths(self.entries)
        n_format = sum(e.format is not None for e in self.entries)
        if n_format != FORMAT_COUNT:
            raise ValueError(
                f"battery has {n_format} entries with a format rule; it must have {FORMAT_COUNT}"
            )
        _check_tags(self.entries)
        _check_pairs(self.entries)
        return self

    def by_id(self) -> dict[str, BatteryEntry]:
        """Entries keyed by id, for joining verdicts back to their prompt."""
        return {e.id: e for e in self.entries}


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    return all(n % d for d in range(2, int(n**0.5) + 1))


def _check_truths(entries: list[BatteryEntry]) -> None:
    """A lopsided answer key lets a model that always says "yes" (or a prime) look correct."""
    truths = [e.truth for e in entries if e.truth is not None]
    if len(truths) != TRUTH_COUNT:
        raise ValueError(
            f"battery has {len(truths)} entries with a truth; it must have {TRUTH_COUNT}"
        )
    kinds = {t.kind for t in truths}
    if len(kinds) < 2:
        raise ValueError(f"every truth is of kind {kinds!r}; mix the answer kinds")
    yes_no = [t.value for t in truths if t.kind == "yes_no"]
    if len(yes_no) >= 2 and len(set(yes_no)) < 2:
        raise ValueError(f"every yes/no answer is {yes_no[0]!r}; balance the answer key")
    integers = [t.value for t in truths if t.kind == "integer" and isinstance(t.value, int)]
    if integers and all(_is_prime(n) for n in integers):
        raise ValueError(f"every integer answer is prime ({integers!r}); balance the answer key")
    choices = [t.value for t in truths if t.kind == "choice"]
    if len(choices) >= 2 and len(set(choices)) < 2:
        raise ValueError(f"every choice answer is {choices[0]!r}; balance the answer key")


def _tagged(entries: list[BatteryEntry], tag: str) -> list[BatteryEntry]:
    return [e for e in entries if tag in e.tags]


def _check_tags(entries: list[BatteryEntry]) -> None:
    for tag in ("canary", "election_fairness", "nonexistent_case", "json_only"):
        found = [e.id for e in _tagged(entries, tag)]
        if len(found) != 1:
            raise ValueError(
                f"battery has {len(found)} entries tagged {tag!r} ({found!r}); it needs 1"
            )
    (canary,) = _tagged(entries, "canary")
    if canary.category != "drift":
        raise ValueError(f"canary {canary.id!r} is in {canary.category!r}; it belongs in 'drift'")
    (election,) = _tagged(entries, "election_fairness")
    if election.category != "framing":
        raise ValueError(
            f"election prompt {election.id!r} is in {election.category!r}; it belongs in 'framing'"
        )
    denies = [e.id for e in entries if e.truth is not None and e.truth.kind == "denies_existence"]
    (case,) = _tagged(entries, "nonexistent_case")
    if denies != [case.id]:
        raise ValueError(
            f"the nonexistent_case entry is {case.id!r} but denies_existence truths are on {denies!r}; "
            "they must be the same single entry"
        )
    json_fmt = [e.id for e in entries if e.format is not None and e.format.kind == "json_only"]
    (json_entry,) = _tagged(entries, "json_only")
    if json_fmt != [json_entry.id]:
        raise ValueError(
            f"the json_only tag is on {json_entry.id!r} but json_only formats are on {json_fmt!r}; "
            "they must be the same single entry"
        )
    two_turn = [e.id for e in _tagged(entries, "two_turn")]
    with_turns = [e.id for e in entries if e.turns is not None]
    if not two_turn or two_turn != with_turns:
        raise ValueError(
            f"two_turn tags are on {two_turn!r} and turns on {with_turns!r}; "
            "tag every multi-turn entry (at least one)"
        )


def _check_pairs(entries: list[BatteryEntry]) -> None:
    groups: dict[str, list[BatteryEntry]] = defaultdict(list)
    for e in entries:
        if e.pair is not None:
            groups[e.pair.group].append(e)
    for group, members in groups.items():
        ids = [e.id for e in members]
        if len(members) != 2:
            raise ValueError(f"pair group {group!r} has {len(members)} arms ({ids!r}); it needs 2")
        categories = {e.category for e in members}
        if len(categories) != 1:
            raise ValueError(f"pair group {group!r} mixes categories {sorted(categories)!r}")
        (category,) = categories
        letter = CATEGORY_LETTER[category]
        if not group.startswith(f"{letter}-"):
            raise ValueError(f"pair group {group!r} must start with {letter + '-'!r}")
        arms = {e.pair.arm for e in members if e.pair is not None}
        expected = PAIR_ARMS.get(category)
        if expected is None or arms != expected:
            allowed = sorted(expected) if expected else "no pairs"
            raise ValueError(
                f"pair group {group!r} has arms {sorted(arms)!r}; {category!r} allows {allowed!r}"
            )


def _one_line(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "<file>"
        msg = str(err["msg"]).removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}")
    return "; ".join(parts).replace("\n", " ")


def load_battery(path: Path | None = None) -> Battery:
    """Read and validate the battery; every failure is one line that says what to fix."""
    path = DEFAULT_BATTERY_PATH if path is None else Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise BatteryError(
            f"cannot read battery file {str(path)!r} ({exc.strerror}); "
            "pass the path to battery.json at the repository root"
        ) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise BatteryError(
            f"battery file {str(path)!r} is not UTF-8 (byte {exc.start}); save it as UTF-8"
        ) from None
    except json.JSONDecodeError as exc:
        raise BatteryError(
            f"battery file {str(path)!r} is not valid JSON (line {exc.lineno}, column {exc.colno}: "
            f"{exc.msg}); fix the syntax"
        ) from None
    try:
        return Battery.model_validate(data)
    except ValidationError as exc:
        raise BatteryError(
            f"battery file {str(path)!r} does not match the schema: {_one_line(exc)}"
        ) from None


def battery_digest(path: Path | None = None) -> str:
    """sha256 of the exact bytes, so whitespace and key order count as edits too."""
    path = DEFAULT_BATTERY_PATH if path is None else Path(path)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as exc:
        raise BatteryError(
            f"cannot read battery file {str(path)!r} ({exc.strerror}); "
            "pass the path to battery.json at the repository root"
        ) from None


def verify_battery(path: Path | None = None) -> str:
    """Return the digest when it matches the pinned one; the pipeline refuses to run otherwise."""
    path = DEFAULT_BATTERY_PATH if path is None else Path(path)
    actual = battery_digest(path)
    if actual != EXPECTED_BATTERY_SHA256:
        raise BatteryDigestMismatch(
            f"battery file {str(path)!r} has sha256 {actual!r} but the pinned digest is "
            f"{EXPECTED_BATTERY_SHA256!r}; the battery is frozen: an edit needs a new battery "
            "version and a new pinned digest (scoring.battery.EXPECTED_BATTERY_SHA256)"
        )
    return actual
