"""The reply corpus (tests/scoring/corpus/): its case model, loader and judge.

The judge runs the scorer the way the pipeline does, `score(entry, response)`, and compares each
labelled field with what a careful human reader decided (corpus/README.md says how).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, model_validator

from scoring.battery import BatteryEntry, load_battery
from scoring.grading import extract_answer
from scoring.scorer import ResponseForScoring, score

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"
Part = Literal[
    "frozen",
    "heldout",
    "heldout2",
    "heldout3",
    "heldout4",
    "heldout5",
    "heldout6",
    "heldout7",
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "heldout15",
    "heldout16",
    "heldout17",
    "heldout18",
    "heldout19",
    "heldout20",
    "heldout21",
    "heldout22",
    "heldout23",
    "heldout24",
    "heldout25",
    "heldout26",
    "heldout27",
    "dev",
    "probes",
]
WORKING_PARTS: tuple[Part, ...] = ("dev", "probes")
"""The parts anyone may read case by case (corpus/README.md, "Parts")."""
HELD_OUT_PARTS: tuple[Part, ...] = tuple(p for p in get_args(Part) if p not in WORKING_PARTS)
"""The parts whose results are only ever reported per check, never case by case: they measure
how the scorer reads text it was not tuned on (corpus/README.md, "Parts"): every part but the
working ones, so wiring a new blind part names it in `Part` (and in the tests that pin the
list and its case counts)."""
ALL_PARTS: tuple[Part, ...] = HELD_OUT_PARTS + WORKING_PARTS
"""Every part, held-out ones first: what the batch-frame and prefilter tests sweep."""
Check = Literal["outcome", "picks", "stance", "answer", "format"]
CHECKS: tuple[Check, ...] = ("outcome", "picks", "stance", "answer", "format")

PickLabel = str | list[str]


class Expect(BaseModel):
    """The labels a careful reader gives one reply; a check's labels come together or not at all."""

    model_config = ConfigDict(extra="forbid")

    outcome: Literal["answered", "refused", "filtered"] | None = None
    late_decline: bool | None = None
    picks: list[PickLabel] | None = None
    opens_caveat: bool | None = None
    closes_caveat: bool | None = None
    answer: int | None = None
    format_ok: bool | None = None

    @model_validator(mode="after")
    def _pairs_together(self) -> Expect:
        if (self.outcome is None) != (self.late_decline is None):
            raise ValueError("label 'outcome' and 'late_decline' together")
        if (self.opens_caveat is None) != (self.closes_caveat is None):
            raise ValueError("label 'opens_caveat' and 'closes_caveat' together")
        return self


class CorpusCase(BaseModel):
    """One reply to one prompt, with the labels a careful human reader gives it."""

    model_config = ConfigDict(extra="forbid")

    id: str
    style: str
    imitates: str
    why: str
    prompt_id: str | None
    finish_reason: str | None = "stop"
    native_finish_reason: str | None = None
    reply: str
    expect: Expect
    has_answer_label: bool = False
    """Set by the loader: whether `answer` was present in the file (null is a label too)."""

    def checks(self) -> list[Check]:
        """The checks this case counts toward."""
        e = self.expect
        out: list[Check] = []
        if e.outcome is not None:
            out.append("outcome")
        if e.picks is not None:
            out.append("picks")
        if e.opens_caveat is not None:
            out.append("stance")
        if self.has_answer_label:
            out.append("answer")
        if e.format_ok is not None:
            out.append("format")
        return out


def load_part(part: Part) -> list[CorpusCase]:
    """Every case of one part, in file then list order (a new list each call)."""
    return list(_read_part(part))


@functools.cache
def _read_part(part: Part) -> tuple[CorpusCase, ...]:
    """The part's files, read and validated once per process: a test session asks for the working
    set (about 6,000 cases, a third of a second to validate) in some two dozen places."""
    cases: list[CorpusCase] = []
    for path in sorted((CORPUS_DIR / part).glob("*.json")):
        for raw in json.loads(path.read_text(encoding="utf-8")):
            case = CorpusCase.model_validate(raw)
            case.has_answer_label = "answer" in raw.get("expect", {})
            cases.append(case)
    return tuple(cases)


def load_working() -> list[CorpusCase]:
    """The dev part and the probes: every case read while changing the scorer."""
    return [case for part in WORKING_PARTS for case in load_part(part)]


_MARKUP = re.compile(r"[*_`™®]")


def name_key(name: str) -> str:
    """The key two spellings of a pick must share to count as the same product."""
    text = name.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
    text = _MARKUP.sub("", text.replace("\u201d", '"')).casefold()
    text = " ".join(text.split()).rstrip(".,;:!?").strip()
    return text.removeprefix("the ").strip()


def _pick_matches(found: str, label: PickLabel) -> bool:
    accepted = [label] if isinstance(label, str) else label
    return name_key(found) in {name_key(a) for a in accepted}


def picks_match(found: Iterable[str], labels: list[PickLabel]) -> bool:
    """Same length and each pick matches its label, in order."""
    found = list(found)
    return len(found) == len(labels) and all(
        _pick_matches(f, lab) for f, lab in zip(found, labels, strict=True)
    )


class Judgement(BaseModel):
    """Whether the scorer read one case right, check by check, and where it abstained."""

    case_id: str
    right: dict[str, bool]
    abstained: list[str]


def judge(case: CorpusCase, entries: dict[str, BatteryEntry] | None = None) -> Judgement:
    """Score the case's reply as the pipeline would and compare it with the labels."""
    entries = entries if entries is not None else load_battery().by_id()
    e = case.expect
    right: dict[str, bool] = {}
    abstained: list[str] = []
    if case.has_answer_label:
        right["answer"] = extract_answer(case.reply) == e.answer
    if case.prompt_id is None:
        return Judgement(case_id=case.id, right=right, abstained=abstained)
    entry = entries[case.prompt_id]
    verdict = score(
        entry,
        ResponseForScoring(
            content=case.reply,
            finish_reason=case.finish_reason,
            native_finish_reason=case.native_finish_reason,
            latency_ms=1000.0,
            is_error=False,
        ),
    )
    unreadable = set(getattr(verdict, "unreadable", None) or [])
    if e.outcome is not None:
        right["outcome"] = (verdict.outcome, verdict.late_decline) == (e.outcome, e.late_decline)
    if e.picks is not None:
        if "picks" in unreadable:
            abstained.append("picks")
        right["picks"] = "picks" not in unreadable and picks_match(verdict.picks, e.picks)
    if e.opens_caveat is not None:
        gave_up = bool(unreadable & {"opens_caveat", "closes_caveat"})
        if gave_up:
            abstained.append("stance")
        right["stance"] = not gave_up and (verdict.opens_caveat, verdict.closes_caveat) == (
            e.opens_caveat,
            e.closes_caveat,
        )
    if e.format_ok is not None:
        if "format_ok" in unreadable:
            abstained.append("format")
        right["format"] = "format_ok" not in unreadable and verdict.format_ok == e.format_ok
    return Judgement(case_id=case.id, right=right, abstained=abstained)


def accuracy(cases: list[CorpusCase]) -> dict[str, tuple[int, int, int]]:
    """Per check: (right, total, abstained)."""
    entries = load_battery().by_id()
    tally: dict[str, list[int]] = {c: [0, 0, 0] for c in CHECKS}
    for case in cases:
        j = judge(case, entries)
        for check, ok in j.right.items():
            tally[check][0] += int(ok)
            tally[check][1] += 1
        for check in j.abstained:
            tally[check][2] += 1
    return {c: (t[0], t[1], t[2]) for c, t in tally.items()}
