"""perf40's speed-only change against what it replaces; it must change nothing.

`picks._leads_may_be_ranked_after` lets `picks._leads_then_prose_ranking` skip the prose reader
where no prose ranking can name every bold lead but the last. It is held to the function without
it: on every call the picks reader makes over the working corpus, the golden cases and benchmark
replies, and over generated replies of bold leads and a closing ranking (names spelled with marks,
code spans, links and trademarks, in other cases, and after a lower-case brand), a call the gate
turns away gives None when the prose reader is run after all. Each comparison is checked to be
exercised (the gate turns calls away, and the ungated function ranks some).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from tests.scoring.picks_gates import corpus_texts

_Found = list[tuple[str, int, int, int | None]]
_LEAD_LINE = re.compile("(?m)^(?:" + picks._RUN_IN_LABEL.pattern + ")")


@contextmanager
def _recorded_calls() -> Iterator[list[tuple[_Found, str, bool]]]:
    """The (found, body, whether it gave a ranking) of every `_leads_then_prose_ranking` call
    made inside the block."""
    calls: list[tuple[_Found, str, bool]] = []
    real = picks._leads_then_prose_ranking

    def recording(found: _Found, body: str) -> _Found | None:
        result = real(found, body)
        calls.append((list(found), body, result is not None))
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(picks, "_leads_then_prose_ranking", recording)
        yield calls


def _ungated(found: _Found, body: str) -> _Found | None:
    """`_leads_then_prose_ranking` with the gate always letting the prose reader run."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(picks, "_leads_may_be_ranked_after", lambda *_: True)
        return picks._leads_then_prose_ranking(found, body)


def _turned_away(found: _Found, body: str) -> bool:
    labels = [picks._bold_lead_label(body, f[1]) for f in found]
    if any(label is None for label in labels) or any(f[3] is not None for f in found):
        return False  # the gate is not reached: the leads' shape fails first
    last = max(f[1] for f in found)
    return not picks._leads_may_be_ranked_after([str(x) for x in labels], body, last)


def _compare(texts: list[str]) -> tuple[int, int, int]:
    """Read each text; for every leads call, the gate's "no" must mean None without it. Returns
    the calls, those turned away, and those that gave a ranking."""
    with _recorded_calls() as calls:
        for text in texts:
            picks.read_picks(text)
    turned = 0
    for found, body, _ in calls:
        if _turned_away(found, body):
            turned += 1
            assert _ungated(found, body) is None, body
    return len(calls), turned, sum(ranked for _, _, ranked in calls)


def test_the_gate_turns_away_only_leads_no_prose_ranks_on_real_text() -> None:
    # a call the gate answers reads two names or more, each under a bold run-in lead that opens
    # its line (`picks._bold_lead_label`): the texts with two such lines are read, a quarter of
    # the others' cost
    texts = [t for t in corpus_texts(seed=40) if len(_LEAD_LINE.findall(t)) >= 2]
    calls, turned, ranked = _compare(texts)
    assert calls > 100 and turned > 20 and ranked >= 1, (calls, turned, ranked)


_PRODUCTS = (
    "Dell XPS 13",
    "MacBook Air M3",
    "Gaggia Classic Pro",
    "Breville Bambino Plus",
    "eufy X8 Hybrid",
    "Sony WH-1000XM5",
    "Monday.com",
    "1Password",
)


@st.composite
def _spelled(draw: st.DrawFn, name: str) -> str:
    """``name`` as a writer might set it in prose: plain, bold, a code span, a link, a trademark,
    another case, or its last word alone."""
    form = draw(st.sampled_from(range(8)))
    words = name.split()
    if form == 1:
        return f"**{name}**"
    if form == 2:
        return f"`{name}`"
    if form == 3:
        return f"[{name}](https://example.com/{words[0]})"
    if form == 4:
        return f"{name}TM"
    if form == 5:
        return name.lower()
    if form == 6:
        return words[-1]
    if form == 7:
        return f"the {name}"
    return name


@st.composite
def _lead_replies(draw: st.DrawFn) -> str:
    names = draw(st.lists(st.sampled_from(_PRODUCTS), min_size=2, max_size=3, unique=True))
    lead_forms = ("**{}.**", "**The case for the {}.**", "**{}:**", "**{}**:")
    paragraphs = [
        draw(st.sampled_from(lead_forms)).format(n) + " " + draw(st.sampled_from(_FILLER))
        for n in names
    ]
    order = draw(st.permutations(names))
    spelled = [draw(_spelled(n)) for n in order]
    closing = draw(st.sampled_from(_CLOSINGS)).format(*spelled, *spelled)
    return "\n\n".join([*paragraphs, closing])


_FILLER = (
    "Great keyboard and a bright screen.",
    "It is the first machine I would test, second to none on build.",
    "Quiet, and the best at this price.",
    "",
)
_CLOSINGS = (
    "I'd rank the {0} first and the {1} second.",
    "{0} first, {1} second.",
    "My ranking: {0}, then {1}.",
    "Get the {0}. The {1} is a close second.",
    "The {0} edges out the {1}.",
    "Both are fine; it depends on your budget.",
    "I'd go {0}, then {1}.",
)


@settings(max_examples=80, deadline=None)
@given(st.lists(_lead_replies(), min_size=1, max_size=3))
def test_the_gate_turns_away_only_leads_no_prose_ranks_on_generated_text(
    replies: list[str],
) -> None:
    _compare(replies)


def test_generated_leads_are_ranked_and_turned_away() -> None:
    """The generated shapes exercise both answers: a closing ranking the leads' function reads,
    and a closing that names no lead."""
    ranked = "**Dell XPS 13.** Great keyboard.\n\n**MacBook Air M3.** Quiet.\n\n" + (
        "I'd rank the MacBook Air M3 first and the Dell XPS 13 second."
    )
    unranked = "**Dell XPS 13.** Great keyboard.\n\n**MacBook Air M3.** Quiet.\n\n" + (
        "Both are fine; it depends on your budget."
    )
    assert _compare([ranked]) == (1, 0, 1)
    assert _compare([unranked]) == (1, 1, 0)
