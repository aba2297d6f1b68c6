"""Battery replies that a pattern-matching scorer reads the way it would read a real model's.

Which reply a model gives is decided by its habits (drawn once per model and task, see
respond.py); this module only writes the text: refusals that open with a first-person decline,
recommendations in the model's layout, JSON-only answers (fenced or not), a final ANSWER line on
ground-truth prompts, and compliance with each prompt's explicit format rule.

The reply style (styles/) changes only the layout: the classic style is the simulator's original
text, byte for byte; every other style writes the same decision in another shape.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from providers.simulator.knowledge import KnowledgeEntry
from providers.simulator.prose import topic_prose, topic_sentences
from providers.simulator.styles import ReplyStyle, declines, essays, fixed, style_named
from providers.simulator.styles.answers import answer_block
from providers.simulator.styles.recommendations import LAYOUTS, PickList
from scoring.battery import BatteryEntry

CLASSIC = style_named("classic")

_CAVEATS = essays.CLASSIC_OPENING
_REASONS = (
    "Strong all-round choice with consistently good reviews.",
    "Excellent value for what it offers.",
    "Reliable and easy to live with day to day.",
    "A solid pick if the first choice is unavailable.",
    "Well built, with good support from the maker.",
    "Simple to set up and pleasant to use.",
)
_CHOICES = ("A", "B", "C", "D", "E")

# Words of body at verbosity 1, by what the prompt asks for.
_BASE_WORDS = {"essay": 200, "truth": 45, "default": 110, "recommendation": 40}


@dataclass(frozen=True)
class Habits:
    """A model's fixed choices for one battery prompt; they change only with its behaviour."""

    refuse: bool
    fence_json: bool
    caveat: bool
    slip: bool
    """Gets the ground truth wrong."""
    wrong: str
    """The wrong answer it gives when it slips (fixed, so a slip is the same slip every day)."""
    picks: tuple[str, ...]
    """Recommendation picks in the model's order."""
    layout: str
    style: int
    """Which phrasing variant (decline, caveat) the model uses."""
    closing_caveat: bool = False
    """A framing reply ends with a caveat."""
    late_decline: bool = False
    """An answered refusal-category reply ends by declining to go further."""
    avoid: tuple[str, ...] = ()
    """Products a recommendation names only to advise against."""


def base_words(entry: BatteryEntry) -> int:
    """Body length at verbosity 1."""
    if entry.category == "recommendation":
        return _BASE_WORDS["recommendation"]
    if entry.truth is not None:
        return _BASE_WORDS["truth"]
    if entry.pair is not None and entry.category == "framing":
        return _BASE_WORDS["essay"]
    return _BASE_WORDS["default"]


def wrong_truth(correct: int | str | None, rng: random.Random) -> str:
    """A plausible wrong answer of the same kind."""
    if isinstance(correct, int) or (isinstance(correct, str) and correct.lstrip("-").isdigit()):
        value = int(correct)
        return str(value + rng.choice((-1, 1)) * rng.randint(1, max(2, abs(value) // 5)))
    if correct in ("yes", "no"):
        return "no" if correct == "yes" else "yes"
    if correct in _CHOICES:
        return rng.choice([c for c in _CHOICES if c != correct])
    return "unknown"


def battery_reply(
    entry: BatteryEntry,
    knowledge: KnowledgeEntry,
    habits: Habits,
    words: int,
    rng: random.Random,
    style: ReplyStyle = CLASSIC,
) -> str:
    """The reply text for one battery prompt, in one style."""
    topic = knowledge.topic or "this question"
    # The model's phrasing variant, spread over prompts so one model does not use one label set
    # (or one decline) for everything.
    variant = habits.style + sum(map(ord, entry.id))
    if habits.refuse:
        if style.styled_text:
            return _styled_refusal(style, variant, words, rng, topic)
        return _refusal(habits.style, words, rng, topic)
    rule = entry.format
    if rule is not None and rule.kind == "json_only":
        return _json_only(entry, knowledge, habits.fence_json)
    if entry.category == "recommendation":
        return _recommendation(habits, topic, words, rng, style, variant)
    election = "election_fairness" in entry.tags
    if election:
        body = _election(words, rng, topic)
    elif entry.truth is not None and entry.truth.kind == "denies_existence":
        body = _fabricated_case(words, rng, topic) if habits.slip else _denial(words, rng)
    else:
        body = _formatted_body(entry, topic, words, rng, style)
    if entry.category == "framing" and not election:
        body = _framed(body, habits, style, variant, topic)
    elif rule is None and entry.truth is None and not election:
        if style.partial_decline and entry.category == "refusal":
            body = f"{declines.partial_decline(variant)}\n\n{body}"
        if style.essay_heading:
            body = f"{essays.heading(topic)}\n\n{body}"
    if entry.category == "refusal" and habits.late_decline and rule is None:
        body = _late_declined(body, style, variant, topic, rng)
    if entry.truth is not None and entry.truth.kind != "denies_existence":
        correct = knowledge.correct_answer
        correct = entry.truth.value if correct is None else correct
        answer = habits.wrong if habits.slip else str(correct)
        body = f"{body}\n\n{answer_block(style.answer, answer)}"
    return _text_rules(entry, body)


def _framed(body: str, habits: Habits, style: ReplyStyle, variant: int, topic: str) -> str:
    """An essay with the model's caveats where it puts them, in the style's phrasing."""
    if not style.styled_text:
        if habits.caveat:
            body = f"{_CAVEATS[habits.style % len(_CAVEATS)]}\n\n{body}"
        if habits.closing_caveat:
            body = f"{body}\n\n{essays.CLASSIC_CLOSING}"
        return body
    if style.concession:
        body = f"{essays.concession(variant, topic)} {body}"
    if habits.caveat:
        body = f"{essays.opening_caveat(variant)}\n\n{body}"
    if style.essay_heading:
        body = f"{essays.heading(topic)}\n\n{body}"
    if habits.closing_caveat:
        body = f"{body}\n\n{essays.closing_caveat(variant)}"
    return body


def _late_declined(
    body: str, style: ReplyStyle, variant: int, topic: str, rng: random.Random
) -> str:
    """A full answer, then a closing paragraph that declines to go further."""
    if len(body) < declines.LATE_MIN_CHARS:
        body = f"{body}\n\n{topic_prose(topic, 60, rng)}"
    closing = declines.late_decline(variant if style.styled_text else None)
    return f"{body}\n\n{closing}"


def _styled_refusal(
    style: ReplyStyle, variant: int, words: int, rng: random.Random, topic: str
) -> str:
    text = declines.styled_refusal(variant, style.empathetic_decline)
    if words < 60:
        return text
    return f"{text}\n\n{topic_prose(topic, words // 4, rng)}"


def _refusal(style: int, words: int, rng: random.Random, topic: str) -> str:
    text = declines.classic_refusal(style)
    if words < 60:
        return text
    return f"{text}\n\n{topic_prose(topic, words // 4, rng)}"


def _json_only(entry: BatteryEntry, knowledge: KnowledgeEntry, fence: bool) -> str:
    if knowledge.json_example is not None:
        example = knowledge.json_example
    else:
        keys = entry.format.required_keys if entry.format is not None else []
        example = {key: "unknown" for key in keys}
    body = json.dumps(example, ensure_ascii=False)
    return f"```json\n{body}\n```" if fence else body


def _recommendation(
    habits: Habits, topic: str, words: int, rng: random.Random, style: ReplyStyle, variant: int
) -> str:
    picks = habits.picks or ("the most popular option",)
    items = PickList(
        topic=topic,
        picks=tuple(picks),
        reasons=tuple(_REASONS[(i + habits.style) % len(_REASONS)] for i in range(len(picks))),
        avoid=habits.avoid,
        closing=topic_prose(topic, words, rng),
        variant=variant,
    )
    return LAYOUTS[style.picks or habits.layout](items)


def _election(words: int, rng: random.Random, topic: str) -> str:
    return f"{fixed.ELECTION_FAIR}\n\n{topic_prose(topic, words, rng)}"


def _denial(words: int, rng: random.Random) -> str:
    text = fixed.CASE_DENIED
    if words < 80:
        return text
    return f"{text}\n\n{topic_prose('maritime liability law', words // 2, rng)}"


def _fabricated_case(words: int, rng: random.Random, topic: str) -> str:
    return f"{fixed.CASE_FABRICATED}\n\n{topic_prose(topic, words, rng)}"


def _formatted_body(
    entry: BatteryEntry, topic: str, words: int, rng: random.Random, style: ReplyStyle
) -> str:
    """Prose shaped by the structural rules (bullets, lines, prefix, word limit)."""
    rule = entry.format
    if rule is None:
        return topic_prose(topic, words, rng)
    if rule.kind == "bullet_count" and isinstance(rule.value, int):
        # A more verbose model writes longer bullets, never more of them.
        per_bullet = max(1, round(words / (rule.value * 14)))
        sentences = topic_sentences(topic, per_bullet * rule.value, rng)
        return "\n".join(
            f"{style.bullet} " + " ".join(sentences[i : i + per_bullet])
            for i in range(0, len(sentences), per_bullet)
        )
    if rule.kind == "line_count" and isinstance(rule.value, int):
        return "\n".join(topic_sentences(topic, rule.value, rng))
    if rule.kind == "starts_with" and isinstance(rule.value, str):
        return f"{rule.value}\n\n{topic_prose(topic, words, rng)}"
    if rule.kind == "max_words" and isinstance(rule.value, int):
        kept = topic_prose(topic, words, rng).split()[: rule.value]
        return " ".join(kept).rstrip(".,") + "."
    return topic_prose(topic, words, rng)


def _text_rules(entry: BatteryEntry, text: str) -> str:
    """Character-level rules apply to the whole reply, answer line included."""
    rule = entry.format
    if rule is None:
        return text
    if rule.kind == "all_lowercase":
        return text.lower()
    if rule.kind == "no_commas":
        return text.replace(", ", " ").replace(",", "")
    return text
