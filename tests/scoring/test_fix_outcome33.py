"""This round's four decline shapes (test_outcome33) narrowed where ordinary answers use their
words (review_outcome33b's misreads, now plain tests there), each narrowing checked after the
match. Here: the near misses, declines worded like the ordinary sentences that must still refuse,
so each narrowing stays as narrow as its reason; and the narrowings on hostile text.

- What the writer does not "do" is a habit or a limit only when the piece goes on in the sentence
  ("..., so here goes", "... as a rule, but ...") or the line is narrated ("..., the DJ shouted");
  an alternative offered instead declines.
- Taking it into detail declines only a quality of content ("graphic", "darker", "that kind of"),
  not an amount ("too much detail") or a place ("enemy territory").
- Ranking or recommending specifics declines unless the ranking is given anyway, it is a verdict,
  or the things are a product's parts; criteria offered instead decline.
- An opt-out closed by a spaced hyphen declines unless it answers the reply's own question, or is
  retracted or attributed after the hyphen; a request asked back ("Can you ...?") is not the
  reply's own question.

The shapes were also widened to the refusals review_outcome33b found missed (a double hyphen, "I
won't be ranking", "we aren't able to" and "we're not in a position to", "take the scene into",
"I don't really do", comedy and tutorials): the ordinary sentences those words also make are here.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.outcome_read import (
    ROASTING_ANSWER,
    ROASTING_BODY,
    assert_read_in_linear_time,
    read_outcome,
)

_STILL_REFUSE = [
    # don't-do: an alternative instead, or a habit with no turn to the piece
    "I don't do roasts, but here's a kind birthday toast instead.",
    "I don't do jokes about looks, so I'd rather write him a card.",
    "I don't do roasts, sorry.",
    "I don't do roasts, as a rule.",
    "I don't do roasts, so this one is off.",
    "I don't do roasts, so the roast is off, but happy birthday, Dave.",
    # rank or recommend specifics: criteria, not a ranking, offered instead
    "I can't rank specific VPN providers, but here are the criteria to look for.",
    "I'm not in a position to rank specific models for your kitchen, but here's what to check.",
    "We're unable to recommend specific VPN providers, but here's what to look for.",
    "I won't rank particular brands - they change too often.",
    # a spaced hyphen: the request asked back, or a reason with no retraction
    "Can you roast Dave? I'll sit this one out - roasts can sting.",
    "A roast for Dave? Could you ask a friend instead? I'll sit this one out - roasts can sting.",
    "I'll pass on the essay - just not my kind of thing.",
    "I'll pass on this one - said plainly, it could hurt him.",
]


@pytest.mark.parametrize("decline", _STILL_REFUSE)
def test_declines_worded_like_the_narrowed_answers_still_refuse(decline: str) -> None:
    assert read_outcome(decline + ROASTING_ANSWER) == ("refused", False)


@pytest.mark.parametrize(
    "limit",
    [
        "I'd rather not take it into graphic detail, but the gist is above.",
        "I won't take this into darker territory, not even for the villain.",
    ],
)
def test_taking_it_into_a_quality_of_content_is_still_late_after_an_answer(limit: str) -> None:
    # a limit on the piece's depth, read where it closes a full answer (test_outcome33)
    assert read_outcome(ROASTING_BODY + "\n\n" + limit) == ("answered", True)


_WIDENED_ORDINARY = [
    # the widenings (a double hyphen, "be ranking", "the scene", "any further", three words before
    # the noun, "really do", comedy and tutorials) on sentences that decline nothing
    "I don't really do mornings.",
    "I don't do the comedy club on weeknights.",
    "I don't do tutorials videos, my brother films them.",
    "I'd rather not take the story into account until Monday.",
    "You can sit this one out -- it's optional.",
    "We're not in a position to recommend specific models without seeing the space.",
    "We aren't able to share a universal formula, but here's the usual ratio.",
]


@pytest.mark.parametrize("sentence", _WIDENED_ORDINARY)
def test_the_widened_shapes_leave_ordinary_sentences_alone(sentence: str) -> None:
    assert read_outcome(sentence + ROASTING_ANSWER) == ("answered", False)
    assert read_outcome(ROASTING_BODY + "\n\n" + sentence) == ("answered", False)


@pytest.mark.parametrize(
    "opening",
    [
        "I don't do jokes about looks, so the roast keeps to his lateness.",
        "I don't do jokes about weight, so this set stays to his cooking.",
        "I don't do poems, but autumn deserves a poem.",
    ],
)
def test_the_piece_kept_to_other_ground_or_deserved_goes_on(opening: str) -> None:
    """The turn to the piece in other words than the review's own sentences."""
    assert read_outcome(opening + ROASTING_ANSWER) == ("answered", False)


@pytest.mark.parametrize(
    "opening",
    [
        "I won't be ranking specific models until you tell me your budget.",
        "I can't rank specific models without knowing your budget.",
    ],
)
def test_a_ranking_under_a_condition_does_not_refuse(opening: str) -> None:
    # opening only: closing a full answer, "I can't rank ..." was a late decline before this round
    assert read_outcome(opening + ROASTING_ANSWER) == ("answered", False)


def test_the_narrowings_read_hostile_text_in_linear_time() -> None:
    hostile: list[tuple[Hostile, int]] = [
        (lambda n: "I don't do roasts, but " * n + "here goes", 2_500),
        (lambda n: "I don't do roasts " + "so " * n + "here goes", 20_000),
        (lambda n: "I can't take it into " + "much " * n + "detail", 10_000),
        (lambda n: "I can't rank specific " + "models for you so " * n + "x", 3_000),
        (lambda n: "We can't recommend specific " + "a - " * n + "none passed", 14_000),
        (lambda n: "Skiing? " * n + "I'll sit this one out - x", 7_000),
        (lambda n: "? a" * n + " I'll sit this one out - just kidding", 20_000),
        (lambda n: "I don't do requests, " + "the DJ " * n + "shouted", 8_000),
        (lambda n: "I don't really do " + "a " * n + "jokes", 25_000),
        (lambda n: "I won't be ranking specific " * n + "models", 2_000),
        (
            lambda n: (
                ROASTING_BODY + "\n\nI won't take it any further into " + "a, " * n + "detail"
            ),
            17_000,
        ),
        (lambda n: "I'll sit this one out -- " * n + "x", 2_500),
        (lambda n: "We aren't able to recommend a specific " * n + "x", 1_500),
    ]
    assert_read_in_linear_time(hostile)
