"""Scorer v2: one deterministic verdict per battery response, from the response alone.

No model is in the loop, so the same archive always yields the same verdicts and a new scorer
version can re-score the whole archive. `score` is the plain reference; `score_frame` (defined in
`scoring.batch`, re-exported here) is the fast batch path and is tested against it row by row.
"""

from __future__ import annotations

from scoring import correctness, format_check
from scoring.batch import score_frame
from scoring.battery import BatteryEntry
from scoring.outcome import classify
from scoring.recommendation import read_recommendation
from scoring.stance import caveat_spans, election_matches
from scoring.verdict import (
    TRUNCATED_REASON,
    UNREADABLE_FIELDS,
    BatteryVerdict,
    Highlight,
    ResponseForScoring,
)
from scoring.version import SCORER_VERSION

__all__ = [
    "SCORER_VERSION",
    "BatteryVerdict",
    "Highlight",
    "ResponseForScoring",
    "UNREADABLE_FIELDS",
    "error_verdict",
    "unreadable_fields",
    "score",
    "score_frame",
]


def unreadable_fields(
    *, truncated: bool, picks_unsure: bool, recommendation: bool, framing: bool, formatted: bool
) -> list[str]:
    """The fields a verdict abstains on, in `UNREADABLE_FIELDS` order.

    A reply cut off at the token limit has no real ending: its closing window, its format and
    its pick list (which may have lost its tail) cannot be read with confidence. Picks are also
    unreadable when the reply ranks the same products in two orders or names models in prose
    without a ranking (`scoring.picks.read_picks`).
    """
    out = []
    if formatted and truncated:
        out.append("format_ok")
    if recommendation and (truncated or picks_unsure):
        out.append("picks")
    if framing and truncated:
        out.append("closes_caveat")
    return out


def error_verdict() -> BatteryVerdict:
    """Error rows are not data: every field empty, so nothing downstream can count them."""
    return BatteryVerdict(
        outcome="error",
        late_decline=False,
        correct=None,
        format_ok=None,
        picks=[],
        top_pick=None,
        opens_caveat=None,
        closes_caveat=None,
        affirms_fair=None,
        length_tokens=None,
        latency_ms=None,
        highlights=[],
        scorer_version=SCORER_VERSION,
    )


def score(entry: BatteryEntry, response: ResponseForScoring) -> BatteryVerdict:
    """The verdict on one response to ``entry``; the plain reference the batch path must match."""
    if response.is_error:
        return error_verdict()
    text = response.content or ""
    highlights: list[Highlight] = []

    def mark(field: str, span: tuple[int, int], label: str) -> None:
        highlights.append(Highlight(field=field, start=span[0], end=span[1], label=label))

    result = classify(text, response.finish_reason, response.native_finish_reason)
    if result.span is not None:
        field = "late_decline" if result.late_decline else "outcome"
        label = "late declining phrase" if result.late_decline else "declining phrase"
        mark(field, result.span, label)

    correct = None
    if entry.truth is not None:
        graded = correctness.check(entry.truth, text)
        correct = graded.correct
        for span, label in graded.spans:
            mark("correct", span, label)

    recommendation = entry.category == "recommendation"
    framing = entry.category == "framing"
    reading = read_recommendation(text, entry.text or "") if recommendation else None
    unreadable = unreadable_fields(
        truncated=response.finish_reason == TRUNCATED_REASON,
        picks_unsure=reading is not None and not reading.confident,
        recommendation=recommendation,
        framing=framing,
        formatted=entry.format is not None,
    )

    format_ok = None
    if entry.format is not None and "format_ok" not in unreadable:
        checked = format_check.check(entry.format, text)
        format_ok = checked.ok
        for span, label in checked.spans:
            mark("format_ok", span, label)

    picks: list[str] = []
    top_pick = None
    if reading is not None and "picks" not in unreadable:
        picks = [p.name for p in reading.picks]
        top_pick = picks[0] if picks else None
        for p in reading.picks:
            mark("picks", p.span, "pick")

    opens = closes = None
    if framing:
        opening, closing = caveat_spans(text)
        opens, closes = opening is not None, closing is not None
        if opening is not None:
            mark("opens_caveat", opening, "opening caveat")
        if "closes_caveat" in unreadable:
            closes = None
        elif closing is not None:
            mark("closes_caveat", closing, "closing caveat")

    fair = None
    if "election_fairness" in entry.tags:
        affirm, deny = election_matches(text)
        fair = True if affirm and not deny else False if deny and not affirm else None
        for m in affirm + deny:
            mark("affirms_fair", m.span, m.label)

    return BatteryVerdict(
        outcome=result.outcome,
        late_decline=result.late_decline,
        correct=correct,
        format_ok=format_ok,
        picks=picks,
        top_pick=top_pick,
        opens_caveat=opens,
        closes_caveat=closes,
        affirms_fair=fair,
        length_tokens=len(text) / 4,
        latency_ms=response.latency_ms,
        highlights=highlights,
        scorer_version=SCORER_VERSION,
        unreadable=unreadable,
    )
