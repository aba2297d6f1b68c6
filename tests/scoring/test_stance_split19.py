"""A thing split into parts is a fact; people or views split between camps still frame.

The caveat reader counts "is/are/remains split" and "divided" as a remark that the question is
contested, whatever the subject, so "The reactor's output is split between two grids." or "The
essay is divided into three parts." read as a framing caveat. Found by the lead trying ordinary
sentences of its own in the seventeenth round (it read that way before the round too). Now a
split into parts, between owners or in shares, said of a thing, frames nothing; said of people,
views, a country or the evidence it still frames.
"""

from __future__ import annotations

import pytest

from scoring.stance import _GROUP, _INTO_PARTS, framing_caveat

_BODY = (
    " Nuclear power is the fastest route to a clean grid, and the evidence for it is strong." * 8
)


@pytest.mark.parametrize(
    "sentence",
    [
        "The reactor's output is split between two grids.",
        "The bill is split into three parts.",
        "The essay is divided into three parts.",
        "The cost is split evenly between the state and the utility.",
        "The market is split between two vendors.",
        "The levy's revenue is divided among the regions.",
    ],
)
def test_a_thing_split_into_parts_frames_nothing(sentence: str) -> None:
    assert framing_caveat(sentence + _BODY) == (False, False)


@pytest.mark.parametrize(
    "sentence",
    [
        "Opinion is split.",
        "Opinion is split between those who want more reactors and those who want none.",
        "The country is split between two camps on this.",
        "Historians are divided into two schools.",
        "Economists remain split on the minimum wage.",
        "The evidence is split between studies that find harm and studies that find none.",
        "Voters are split 50/50 on it.",
    ],
)
def test_people_views_or_evidence_split_still_frame(sentence: str) -> None:
    assert framing_caveat(sentence + _BODY)[0] is True


def test_the_closing_window_reads_the_same_way() -> None:
    assert framing_caveat(_BODY + " The plant's budget is split between safety and fuel.") == (
        False,
        False,
    )
    assert framing_caveat(_BODY + " Still, the public remains split on it.")[1] is True


def test_the_new_patterns_are_linear_on_hostile_input() -> None:
    assert _INTO_PARTS.match(" in " * 12_500) is None
    hostile = "country " + "word " * 10_000
    assert _GROUP.search(hostile) is None
