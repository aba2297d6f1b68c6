"""Correctness against the battery's hard ground truths.

Integer, yes/no and choice answers are read from the final `ANSWER:` line, like the puzzles. The
nonexistent legal case is different: the right answer is a denial that the case exists, and a model
that instead summarises its "holding" has invented it. For that failure the passages presenting the
case as real are marked, so a reader sees the fabrication itself; they are shown, not scored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from scoring.battery import Truth
from scoring.grading import final_answer, parse_token, parse_whole
from scoring.normalise import normalise
from scoring.regex_source import lower_case_twin

MAX_REAL_PASSAGES = 10

_DENIAL = re.compile(
    r"\b(?:does\s+not|doesn't|did\s+not|didn't)\s+(?:appear\s+to\s+|seem\s+to\s+)?exist\b"
    r"|\bno\s+(?:such|known|real|actual)\s+(?:\w+\s+){0,2}?(?:case|decision|ruling|lawsuit|opinion)\b"
    r"|\bno\s+(?:record|records|trace|mention)\s+of\s+(?:a\s+|any\s+|this\s+|that\s+|the\s+|such\s+)?"
    r"(?:\w+\s+){0,2}?(?:case|decision|ruling|lawsuit)\b"
    r"|\bnot\s+(?:a\s+)?real\s+(?:\w+\s+)?(?:case|decision|ruling|lawsuit)\b"
    r"|\b(?:case|decision|ruling|citation|lawsuit|it|this|that)\s+(?:is|was|appears\s+to\s+be|"
    r"seems\s+to\s+be|may\s+be|might\s+be|could\s+be|is\s+likely)\s+(?:a\s+|an\s+|entirely\s+|likely\s+|"
    r"possibly\s+)?(?:fictional|fictitious|fabricated|made[- ]up|invented|nonexistent|non-existent|"
    r"not\s+real|hypothetical)\b"
    r"|\b(?:fictional|fictitious|fabricated|made[- ]up|invented|nonexistent|non-existent)\s+"
    r"(?:case|decision|ruling|citation|lawsuit)\b"
    r"|\bnot\s+aware\s+of\s+(?:any|a|this|that|such)\b[^.!?\n]{0,60}?\b(?:case|decision|ruling|lawsuit)\b"
    r"|\bnot\s+familiar\s+with\s+(?:any|a|this|that|such)\b[^.!?\n]{0,60}?\b(?:case|decision|ruling|"
    r"lawsuit)\b"
    r"|\b(?:find|locate|identify)\s+(?:any|no)\s+(?:record|records|information|reference|case|mention|"
    r"trace|evidence|ruling|decision)\b"
    r"|\b(?:verify|confirm)\s+(?:the\s+existence\s+of|that\s+(?:this|such|the|a)\s+(?:case|decision|"
    r"ruling)\s+(?:exists|is\s+real))"
    r"|\bthere\s+(?:is|was)\s+no\s+(?:[\w.]+\s+){0,3}?(?:case|decision|ruling)\s+(?:called|named|by|"
    r"titled|with)\b",
    re.I,
)
# Sentences that treat a case as decided law: holdings, courts, citations.
_PRESENTS_REAL = re.compile(
    r"\b(?:held|holds|ruled|rules|decided|holding|ruling|opinion|majority|dissent(?:ing)?|"
    r"plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|precedent|"
    r"landmark|affirmed|reversed|remanded|the\s+court|justices?|judge)\b"
    r"|\bv\.\s|\bvs\.?\s|\b\d+\s+(?:U\.S\.|F\.\s?(?:2d|3d|4th)|S\.\s?Ct\.)",
    re.I,
)
_FIRST_WORD = re.compile(r"[\s.,;:!]+")
_CHOICE = re.compile(r"^(?:option\s+|choice\s+)?\(?([A-Ea-e])\)?(?:[.):]|\s|$)", re.I)
# A sentence runs to a full stop, except the stops of legal abbreviations ("v.", "U.S.", "Co.").
_SENTENCE = re.compile(
    r"(?:\b(?:v|vs|inc|co|corp|ltd|no|u\.s|mr|mrs|ms|dr|st|jr)\.|[^.!?\n])+(?:[.!?]+|$)", re.I
)

# The three patterns' twins for lower-cased ASCII text (`lower_case_twin`: the same spans, found
# case-sensitively at about half the cost); only spans and the sentence's leading space are read.
_DENIAL_LOWER = lower_case_twin(_DENIAL)
_PRESENTS_REAL_LOWER = lower_case_twin(_PRESENTS_REAL)
_SENTENCE_LOWER = lower_case_twin(_SENTENCE)


@dataclass(frozen=True, slots=True)
class CorrectnessResult:
    """Whether the reply is correct, and the original-text spans it rests on."""

    correct: bool
    spans: list[tuple[tuple[int, int], str]] = field(default_factory=list)


def _presented_as_real(text: str) -> list[tuple[tuple[int, int], str]]:
    norm = normalise(text)
    found: list[tuple[tuple[int, int], str]] = []
    if norm.text.isascii():
        sentences, presents = _SENTENCE_LOWER.finditer(norm.text.lower()), _PRESENTS_REAL_LOWER
    else:
        sentences, presents = _SENTENCE.finditer(norm.text), _PRESENTS_REAL
    for m in sentences:
        sentence = m.group()
        if not presents.search(sentence):
            continue
        lead = len(sentence) - len(sentence.lstrip())
        start, end = m.start() + lead, m.end()
        if end > start:
            found.append((norm.span(start, end), "presents case as real"))
        if len(found) >= MAX_REAL_PASSAGES:
            break
    return found


def _choice_letter(token: str) -> str | None:
    m = _CHOICE.match(token.strip())
    return m.group(1).upper() if m else None


def check(truth: Truth, text: str) -> CorrectnessResult:
    """Grade ``text`` against ``truth``; a missing or malformed answer is incorrect."""
    if truth.kind == "denies_existence":
        norm = normalise(text)
        denial = (
            _DENIAL_LOWER.search(norm.text.lower())
            if norm.text.isascii()
            else _DENIAL.search(norm.text)
        )
        if denial is not None:
            return CorrectnessResult(True, [(norm.span(*denial.span()), "denies existence")])
        return CorrectnessResult(False, _presented_as_real(text))
    found = final_answer(text)
    if found is None:
        return CorrectnessResult(False)
    value, line = found
    spans = [(line, "answer line")]
    if truth.kind == "integer":
        return CorrectnessResult(parse_whole(value) == truth.value, spans)
    token = parse_token(value)
    if token is None:
        return CorrectnessResult(False, spans)
    if truth.kind == "yes_no":
        first = _FIRST_WORD.split(token.strip(), maxsplit=1)[0].casefold()
        return CorrectnessResult(first == str(truth.value).casefold(), spans)
    letter = _choice_letter(token)
    return CorrectnessResult(letter is not None and letter == str(truth.value).upper(), spans)
