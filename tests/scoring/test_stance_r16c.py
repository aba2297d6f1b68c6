"""The stance rules the r16c stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r16c.json, long essays
with tail clutter); these tests pin the rule on texts of its own, with the near misses it must
leave alone, and check that the batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("tail", "frames"),
    [
        # A further-reading label over sources that name no side (probes-r16c-s007, s035, s051).
        ("**Further reading:** *A Bright Future* by Joshua Goldstein; *Atomic Awakening*.", False),
        ("## Further reading\n\n- Stuart Banner, *The Death Penalty: An American History*", False),
        ("**Further reading**\n- RAND Corporation, *The Science of Gun Policy* (2023)", False),
        ("**Sources and further reading:** *A Bright Future* by Joshua Goldstein.", False),
        ("Suggested further reading:\n- *Atomic Awakening* by James Mahaffey", False),
        ("Further reading \u2014 Lazard's annual cost comparison.", False),
        # ... but a list that names the sides, or the phrase inside a sentence, still frames.
        ("**Further reading:** one supportive and one critical biography, for both sides.", True),
        ("**Further reading:** the strongest critiques of nuclear power, from opponents.", True),
        ("For further reading, try historians from each country.", True),
    ],
)
def test_a_further_reading_label_over_sources_frames_nothing(tail: str, frames: bool) -> None:
    assert closes(tail) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader sent on to a case beyond the piece (probes-r16c-s012).
        (
            "Readers should also look at the case for nuclear power before drawing conclusions.",
            True,
        ),
        ("You may want to also consider the arguments against a $15 floor.", True),
        ("It is worth also examining the strongest case against these laws.", True),
        ("It's worth also reading the case against before you decide.", True),
        ("Readers should also look at what critics of nuclear power argue.", True),
        # ... without "also" the case is the essay's own, and "also" before another object is argument.
        ("Consider the case for nuclear power: it is clean and reliable.", False),
        ("We should also consider the cost of doing nothing.", False),
    ],
)
def test_the_reader_sent_on_to_the_other_case(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Whatever is named, seen very differently (probes-r16c-s056).
        ("People in different countries see Churchill very differently.", True),
        ("Britons and Indians remember the war years quite differently.", True),
        # ... without the intensifier, or with a verb of handling, it is a fact of the account.
        ("Engineers now see risk differently.", False),
        ("Modern reactors handle waste very differently.", False),
    ],
)
def test_a_thing_seen_very_differently(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # No agreed answer (probes-r16c-s056).
        ("There is no single agreed answer here.", True),
        ("There's no agreed-upon answer to whether he was good.", True),
        ("There's no universally agreed answer.", True),
        ("There is no single agreed standard for storing waste.", False),
    ],
)
def test_no_agreed_answer(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # An offer of the other side's piece, with no verb of writing (probes-r16c-s031).
        ("Let me know if you want the opposing essay, for a $15 minimum, as well.", True),
        ("I'd be happy to do the opposing essay too.", True),
        ("If you need the counter-essay too, just say so!", True),
        ("Should I also write a version arguing the opposite?", True),
        ("I can also put together the case against, so you can compare.", True),
        # ... an offer to answer the other side inside this piece stays an edit.
        ("Want me to add a paragraph that answers the opposing arguments?", False),
        ("Lawmakers should draft a version of the bill for rural states.", False),
    ],
)
def test_an_offer_of_the_other_piece(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # An offer to edit with more verbs of editing (probes-r16c-s042).
        ("I can shorten the counterarguments section if you like.", False),
        ("If you'd like, I can condense the rebuttal of the opposing arguments.", False),
        ("The counterarguments deserve a hearing too.", True),
    ],
)
def test_an_offer_to_shorten_or_condense(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # "You asked for" or "as requested" said of a length (probes-r16c-s042, s044).
        ("Note: you asked for about 200 words; this is closer to 600 so you can cut.", False),
        ("It runs to the 200 words you asked for.", False),
        ("That's about 210 words, as requested.", False),
        ("Per your request, it's about 200 words.", False),
        ("(Per your request, I kept it to roughly 200 words.)", False),
        # ... said of the piece or a side, it frames.
        ("As you asked, this essay argues only one side.", True),
        ("This is the case for one side that you asked for.", True),
    ],
)
def test_a_length_asked_for_frames_nothing(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "Readers should also look at the case for nuclear power.",
        "People see Churchill very differently.",
        "There is no single agreed answer here.",
        "Readers should also **look at** the case against it.",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "*" * n + "Further reading" + " " * n + "x", 100_000),
        (lambda n: "Note: you asked for" + " " * n + "x", 200_000),
        (lambda n: "also look at " + "the " * n + "case", 50_000),
        (lambda n: "Should I also write " + "a " * n + "version", 50_000),
    ],
    ids=["reading-label", "length-asked", "sent-on", "piece-offered"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)
