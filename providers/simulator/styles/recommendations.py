"""Recommendation layouts: one ranked list of picks, written the ways chat models write it.

Every layout names the same picks in the same order and recommends nothing else; what varies is
where the product sits (a table's second or third column, after a bold role label, under a medal
heading, inside a sentence), what surrounds it (spec sub-bullets, a checklist of features, questions
back to the user, a TL;DR line that names the top pick first) and which products it names only to
advise against. A reader who ranks what the reply would have you buy gets the picks back, in order.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

PickLayoutName = str
"""A key of LAYOUTS: the classic `pick_layout` values (table, numbered, bold) or a style's layout."""


@dataclass(frozen=True)
class PickList:
    """What a recommendation reply says, before layout."""

    topic: str
    picks: tuple[str, ...]
    """In rank order; never empty (the caller substitutes a generic pick)."""
    reasons: tuple[str, ...]
    """One short reason per pick."""
    avoid: tuple[str, ...]
    """Products the model advises against (never picks)."""
    closing: str
    """Neutral prose after the list."""
    variant: int
    """The model's fixed phrasing variant: which label set, which column order."""


def price_of(name: str) -> int:
    """A stable, model-independent street price, so a table's price column never moves."""
    digest = hashlib.sha256(name.encode("utf-8")).digest()
    return 49 + int.from_bytes(digest[:4], "big") % 450


_LABEL_SETS = (
    ("Best overall", "Runner-up", "Budget pick", "Also worth a look"),
    ("Top pick", "Best value", "Also great", "Honourable mention"),
    ("Best overall", "Best value", "Budget pick", "Wildcard"),
)
_SPECS = (
    "Look for at least a two-year warranty and a return window you can actually use.",
    "Check how long the maker has kept releasing updates for its previous models.",
    "Recent reviews matter more than launch reviews; models get quiet revisions.",
    "Compare the street price, not the list price; discounts are common.",
)
_CHECKLIST = (
    "A return window of 30 days or more",
    "Replacement parts and support sold in your country",
    "Reviews from the last six months, not just launch coverage",
    "A price you are comfortable with after tax and accessories",
)
_QUESTIONS = (
    "What is your rough budget, including accessories?",
    "Where will you use it most: at home, at work or on the move?",
    "Do you already own gear from one brand you would like to stay with?",
)
_MEDALS = ("🥇", "🥈", "🥉")
_AVOID_REASONS = (
    "it costs more without doing the basics better",
    "support and updates have been patchy",
    "it is a poor fit for this particular use",
)


def _label(items: PickList, rank: int) -> str:
    labels = _LABEL_SETS[items.variant % len(_LABEL_SETS)]
    return labels[min(rank, len(labels) - 1)]


def _ranked(items: PickList) -> Sequence[tuple[int, str, str]]:
    return [(i, n, r) for i, (n, r) in enumerate(zip(items.picks, items.reasons, strict=True))]


def classic_table(items: PickList) -> str:
    """The simulator's original table: `Rank | Product | Price | Why`."""
    rows = [f"| {i + 1} | {n} | ${price_of(n)} | {r} |" for i, n, r in _ranked(items)]
    listing = "\n".join(["| Rank | Product | Price | Why |", "|---|---|---|---|", *rows])
    return _classic(items, listing)


def classic_numbered(items: PickList) -> str:
    """The simulator's original numbered list: `1. Name: why`."""
    return _classic(items, "\n".join(f"{i + 1}. {n}: {r}" for i, n, r in _ranked(items)))


def classic_bold(items: PickList) -> str:
    """The simulator's original bold names: `**Name**: why`."""
    return _classic(items, "\n\n".join(f"**{n}**: {r}" for _, n, r in _ranked(items)))


def _classic(items: PickList, listing: str) -> str:
    return f"Here is my ranking for {items.topic}.\n\n{listing}\n\n{items.closing}"


def label_table(items: PickList) -> str:
    """A table whose first column is a role label; the product sits in another column."""
    product_second = items.variant % 2 == 0
    if product_second:
        head = "| | Model | Price | Why |"
        rows = [
            f"| **{_label(items, i)}** | {n} | ~${price_of(n)} | {r} |"
            for i, n, r in _ranked(items)
        ]
    else:
        head = "| Category | Price | Our pick | Notes |"
        rows = [
            f"| {_label(items, i)} | ${price_of(n)} | {n} | {r} |" for i, n, r in _ranked(items)
        ]
    table = "\n".join([head, "|---|---|---|---|", *rows])
    return f"Here's how I'd line up the options for {items.topic}:\n\n{table}\n\n{items.closing}"


def bold_label_lines(items: PickList) -> str:
    """Numbered lines that open with a bold role label, then the product."""
    lines = [f"{i + 1}. **{_label(items, i)}:** {n} - {r}" for i, n, r in _ranked(items)]
    return (
        f"Good question. Here are my picks for {items.topic}:\n\n"
        + "\n".join(lines)
        + f"\n\n{items.closing}"
    )


def bold_label_paragraphs(items: PickList) -> str:
    """Paragraphs that each open with a bold role label."""
    paragraphs = [f"**{_label(items, i)}:** {n}. {r}" for i, n, r in _ranked(items)]
    return (
        f"There's no single right answer for {items.topic}, but this is where I'd land.\n\n"
        + "\n\n".join(paragraphs)
        + f"\n\n{items.closing}"
    )


def spec_bullets(items: PickList) -> str:
    """Bold picks with nested spec sub-bullets, then a checklist of features to look for."""
    blocks = []
    for i, n, r in _ranked(items):
        spec = _SPECS[(i + items.variant) % len(_SPECS)]
        blocks.append(
            f"{i + 1}. **{n}**\n"
            f"   - **Why:** {r}\n"
            f"   - **Price:** around ${price_of(n)}\n"
            f"   - **Check:** {spec}"
        )
    checklist = "\n".join(f"- {c}" for c in _CHECKLIST)
    return (
        f"Here are my recommendations for {items.topic}, best first:\n\n"
        + "\n\n".join(blocks)
        + f"\n\n**What to look for whichever you choose**\n\n{checklist}\n\n{items.closing}"
    )


def avoid_list(items: PickList) -> str:
    """The picks, plus products the reply advises against (before or after the list)."""
    picks = "\n".join(f"{i + 1}. {n}: {r}" for i, n, r in _ranked(items))
    avoid = [
        f"the {a}, because {_AVOID_REASONS[(j + items.variant) % len(_AVOID_REASONS)]}"
        for j, a in enumerate(items.avoid)
    ]
    if not avoid:
        skip = "I'd skip the cheapest no-name options; they rarely last."
    elif items.variant % 2 == 0:
        skip = f"**What I'd skip:** {'; '.join(avoid)}."
    else:
        # Advised against first, before any pick is named.
        return (
            f"Before the list: I'd avoid {'; and '.join(avoid)}.\n\n"
            f"With that out of the way, these are the ones I'd buy for {items.topic}:\n\n"
            f"{picks}\n\n{items.closing}"
        )
    return f"These are the ones I'd buy for {items.topic}:\n\n{picks}\n\n{skip}\n\n{items.closing}"


def prose_pick(items: PickList) -> str:
    """No list at all: the top pick in a sentence ("get the X"), the rest in running prose."""
    (first, *rest) = items.picks
    text = f"If I had to choose one, get the {first}. {items.reasons[0]}"
    follow = ("the next best choice", "a sensible third option", "also reasonable")
    for i, name in enumerate(rest):
        lead = "If it's out of stock or over budget," if i == 0 else "Failing that,"
        text += f" {lead} the {name} is {follow[min(i, len(follow) - 1)]}."
    return f"{text}\n\n{items.closing}"


def medal_headings(items: PickList) -> str:
    """A TL;DR line naming the top pick, then one medal heading per pick."""
    first = items.picks[0]
    tldr = f"**TL;DR:** Go with the {first}"
    if len(items.picks) > 1:
        tldr += f"; the {items.picks[1]} is a close second"
    sections = [
        f"## {_MEDALS[i] if i < len(_MEDALS) else '🏅'} {n}\n\n{r}" for i, n, r in _ranked(items)
    ]
    return f"{tldr}.\n\n" + "\n\n".join(sections) + f"\n\n{items.closing}"


def clarify_first(items: PickList) -> str:
    """A short-answer line, questions back to the user, then the ranking as bullets."""
    questions = "\n".join(f"{i}. {q}" for i, q in enumerate(_QUESTIONS, start=1))
    ranking = "\n".join(f"- **{n}**: {r}" for _, n, r in _ranked(items))
    return (
        f"**Short answer:** the {items.picks[0]} suits most people.\n\n"
        f"A few questions would help me tailor this:\n\n{questions}\n\n"
        f"In the meantime, here's how I'd rank them:\n\n{ranking}\n\n{items.closing}"
    )


def reasoning_first(items: PickList) -> str:
    """A reasoning model's thinking left in the reply: a `<think>` block that drafts the ranking
    in another order (and weighs the products it will advise against) before the answer, which
    is a plain numbered list. Only the answer recommends; the draft is not the ranking."""
    draft = list(reversed(items.picks)) if len(items.picks) > 1 else list(items.picks)
    weighed = ", ".join([*items.picks, *items.avoid])
    verdict = (
        f"Hmm, that order undersells the {items.picks[0]}; it should lead."
        if len(items.picks) > 1
        else f"Only the {items.picks[0]} fits; keep it."
    )
    thinking = (
        f"The user wants {items.topic}. Candidates: {weighed}.\n"
        + "".join(f"{i}. {n}\n" for i, n in enumerate(draft, start=1))
        + verdict
    )
    if items.avoid:
        thinking += f" Leave out the {items.avoid[0]}."
    answer = "\n".join(f"{i + 1}. **{n}** - {r}" for i, n, r in _ranked(items))
    return f"<think>\n{thinking}\n</think>\n\n{answer}\n\n{items.closing}"


LAYOUTS: dict[PickLayoutName, Callable[[PickList], str]] = {
    "table": classic_table,
    "numbered": classic_numbered,
    "bold": classic_bold,
    "label_table": label_table,
    "bold_label_lines": bold_label_lines,
    "bold_label_paragraphs": bold_label_paragraphs,
    "spec_bullets": spec_bullets,
    "avoid_list": avoid_list,
    "prose_pick": prose_pick,
    "medal_headings": medal_headings,
    "clarify_first": clarify_first,
    "reasoning_first": reasoning_first,
}
