"""The picks rule the r19c blind probes brought, one behaviour each, with its near misses.

One of the fifty blind probes of corpus/probes/picks_r19c.json was misread: a single pick said
"I'd honestly just get the X", where an adverb of candour stood between "I'd" and the verb and
the prose trigger, which allowed only "just", "probably", "simply" or "still" there, missed it.
These tests pin the rule on texts of their own, with invented products.
"""

from __future__ import annotations

from scoring import picks
from scoring.picks import extract_picks
from tests.linear_time import assert_linear


def _single(sentence: str) -> str:
    return (
        f"I know you asked for three, but {sentence} It heats in seconds and steams milk well.\n\n"
        "The Crema One is the usual suggestion, but its wand is weak and it takes ages to warm "
        "up. The Baristo Mini is cheaper, but its shots are inconsistent.\n"
    )


def test_an_adverb_of_candour_before_the_verb_still_names_the_single_pick() -> None:
    for sentence in (
        "I'd honestly just get the Brewra Duo.",
        "I'd personally go with the Brewra Duo.",
        "I would definitely choose the Brewra Duo.",
        "you should really buy the Brewra Duo.",
        "I'd genuinely recommend the Brewra Duo.",
    ):
        assert extract_picks(_single(sentence)) == ["Brewra Duo"], sentence


def test_the_single_pick_without_an_adverb_reads_as_before() -> None:
    assert extract_picks(_single("I'd just get the Brewra Duo.")) == ["Brewra Duo"]


def test_an_adverb_before_a_verb_that_turns_the_product_down_is_no_trigger() -> None:
    for sentence in (
        "I'd honestly avoid the Brewra Duo.",
        "I'd really not get the Brewra Duo.",
        "I'd honestly skip the Brewra Duo.",
    ):
        assert picks._line_trigger(_single(sentence).split("\n")[0]) is None, sentence


def test_an_adverb_before_a_verb_with_no_name_after_it_names_nothing() -> None:
    line = "Honestly, I'd really just get whichever fits your counter and your routine."
    assert picks._line_trigger(line) is None


def test_the_adverb_slot_stays_linear_on_hostile_input() -> None:
    for read, hostile, count in (
        (picks._PROSE_TRIGGER.search, lambda n: "I'd " + "just " * n + "x", 12_500),
        (
            picks._PROSE_TRIGGER.search,
            lambda n: "I'd" + " " * n + "honestly" + "\t" * n + "x",
            50_000,
        ),
        (picks._PROSE_TRIGGER.search, lambda n: "I'd honestly " * n + " " * (10 * n), 5_000),
        (picks._line_trigger, lambda n: "I'd honestly just get the " + "Ab " * n, 20_000),
    ):
        assert_linear(read, hostile, count)
