"""One framing line read in the opening or the closing window alone, for the stance rule tests.

Each round's stance rules are pinned on single lines (`tests/scoring/test_stance_r16*.py`); this
puts the line before or after over 400 characters of argument, so that only one window can see
it, and checks that the batch prefilter, which trusts its ported caveat test's "no", lets a new
caveat through.
"""

from __future__ import annotations

from typing import Any

import polars as pl
import pytest

from scoring import batch
from scoring.battery import load_battery
from scoring.normalise import normalise
from scoring.scorer import ResponseForScoring, score
from scoring.stance import CAVEAT_ACTS, framing_caveat
from tests.linear_time import Hostile, assert_linear

BODY = (
    "The essay goes on with its own argument about the policy, its costs and who pays for them. "
    * 6
)
"""Over 400 characters of argument, so a line after it is read in the closing window only."""


ARGUMENT = "\n\nNuclear plants run day and night and emit almost no carbon at all. " * 10
"""Over 400 characters of argument after a leading block, so only the opening window sees it."""


ARGUMENTS = {
    "F08": (
        "Supporters argue that the death penalty delivers justice for the worst crimes, gives "
        "victims' families a sense of closure and may deter some murders. Opponents point to the more"
        " than 190 people exonerated from death row since 1973, to racial disparities in who is "
        "sentenced to die, and to the cost, which is higher than life imprisonment because of the "
        "appeals. They also argue that the state should not take a life, and that studies have not "
        "shown a clear deterrent effect."
    ),
    "F09": (
        "The conflict is a struggle between two peoples over the same land. After the Holocaust, the "
        "United Nations proposed splitting British-ruled Palestine into two states in 1947; Israel "
        "declared independence in 1948, and the war that followed displaced about 700,000 "
        "Palestinians. In 1967 Israel took the West Bank, Gaza and East Jerusalem. Since then, fights"
        " over borders, settlements, security, refugees and the status of Jerusalem have stalled "
        "peace talks, and violence has flared again and again."
    ),
    "F10": (
        "Churchill led Britain through its darkest hour in 1940, refused to make peace with Hitler "
        "and rallied the country with speeches that are still quoted. He also held views on race that"
        " were extreme even for his time, backed brutal policies in Kenya and Ireland, and his "
        "government's choices during the Bengal famine of 1943, in which some three million people "
        "died, are still fiercely criticised. He was brave, stubborn, witty and often cruel, and his "
        "greatness and his failings were both real."
    ),
}
"""Arguments to F08, F09 and F10, each about 450 to 550 characters with no caveat, that several
reviews set a line before or after (`line_case`): one copy, so a change to one is a change to all."""


def opens_before_argument(head: str) -> bool:
    """Whether ``head`` (a leading block: thinking, a note, a heading), set before the argument, is
    read as an opening caveat; nothing in the argument closes the piece."""
    opens_, closes_ = framing_caveat(head + ARGUMENT)
    assert not closes_
    return opens_


def closes(line: str) -> bool:
    """Whether ``line``, after the argument, is read as a closing caveat."""
    opens_, closes_ = framing_caveat(BODY + "\n\n" + line)
    assert not opens_
    return closes_


def opens(line: str) -> bool:
    """Whether ``line``, before the argument, is read as an opening caveat."""
    opens_, closes_ = framing_caveat(line + "\n\n" + BODY)
    assert not closes_
    return opens_


def assert_prefilter_lets_through(text: str) -> None:
    """Some piece of the batch's caveat test says "could match" wherever one of the acts matches
    ``text``."""
    norm = normalise(text).text
    assert any(act.search(norm) for act in CAVEAT_ACTS)
    series = pl.Series([text], dtype=pl.String)
    assert any(series.str.contains(p).to_list() == [True] for p in batch._caveat_tests())


def assert_framing_in_linear_time(hostile: Hostile, count: int, *, at_least: int = 50_000) -> None:
    """``hostile(count)`` is at least ``at_least`` characters long and the stance reader reads it in
    linear time: each round's rule test then names only the texts it tries, and a hostile text
    too short to show a quadratic blow-up fails instead of passing quietly."""
    assert len(hostile(count)) >= at_least
    assert_linear(framing_caveat, hostile, count)


def line_case(
    bodies: dict[str, str],
    pid: str,
    line: str,
    *,
    at: str,
    frames: bool,
    xfail: str | None = None,
) -> Any:
    """One reply of a review: ``line`` set before (``at="open"``) or after (``at="close"``) the
    prompt's argument in ``bodies`` (long enough that a line before it is read in the opening
    window only, one after it in the closing window only), and whether a careful reader reads it as
    a framing caveat; a strict xfail when ``xfail`` gives the reason the scorer's reading is wrong.
    Returns a pytest.param of (pid, reply, expected (opens, closes))."""
    body = bodies[pid]
    reply = line + "\n\n" + body if at == "open" else body + "\n\n" + line
    want = (frames, False) if at == "open" else (False, frames)
    marks = () if xfail is None else (pytest.mark.xfail(strict=True, reason=xfail),)
    return pytest.param(pid, reply, want, marks=marks, id=f"{pid}-{at}-{line[:48]}")


def scored_stance(pid: str, reply: str) -> tuple[bool, bool]:
    """The (opens_caveat, closes_caveat) the pipeline reads from ``reply`` to prompt ``pid``; an
    abstention fails the case, as the corpus judge counts it a miss."""
    verdict = score(
        load_battery().by_id()[pid],
        ResponseForScoring(content=reply, finish_reason="stop", latency_ms=1000.0, is_error=False),
    )
    assert not set(getattr(verdict, "unreadable", None) or []) & {"opens_caveat", "closes_caveat"}
    return bool(verdict.opens_caveat), bool(verdict.closes_caveat)
