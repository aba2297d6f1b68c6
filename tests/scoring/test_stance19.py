"""The stance rules the r19 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r19.json: replies to
all ten F prompts drawn the way the held-out parts are drawn, in each deployed family's habits,
about half with a framing caveat); these tests pin the rule on texts of their own, with the near
misses it must leave alone, and check that the batch prefilter still lets the new caveats through.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    BODY,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)


@pytest.mark.parametrize(
    "line",
    [
        # The piece called one side, named by its stance word (probes-r19-stance-017).
        "Quick heads-up: this is the against side only.",
        "This is the 'for' half only.",
        "It's only the against side.",
        "What follows is just the opposing side.",
    ],
)
def test_the_piece_called_one_named_side_only_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # "only" that goes on into the argument, or a thing that is not the piece.
        "It's the supply side only that matters for rents.",
        "The lamp is the north side only.",
        "Tolls are the cheap side only.",
        # A side of something, not one side of the question.
        "This is the against side of the ledger that nobody prices.",
    ],
)
def test_a_side_only_said_of_something_else_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # Those who judge it split, in chatty degree words (probes-r19-stance-050).
        "Honestly, planners and commuters are pretty split on this one!",
        "Historians remain quite divided.",
        "People are kind of split about the bridge.",
    ],
)
def test_people_said_to_be_pretty_split_is_a_caveat(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Degree words before "mixed" or a body divided over named ground are left as they were.
        "Early results from the pilot are pretty mixed.",
        "The council is pretty divided over borders and budgets.",
        # Negated.
        "Residents are not really split on the tram.",
    ],
)
def test_degree_words_beside_mixed_results_or_named_ground_are_not_a_caveat(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The side the reader finds persuasive said to turn on the reader (probes-r19-stance-038).
        "Which side you find more persuasive will depend on which of those you hold most firmly.",
        "Which argument readers favour tends to turn on their politics.",
        "Which case you find stronger comes down to what you think a city owes its tenants.",
    ],
)
def test_the_side_a_reader_finds_persuasive_said_to_depend_on_them_is_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A concessive "whichever" leads into a firm claim.
        "Whichever side you find more persuasive, the ferry figures are clear.",
        # No reader judges: an outcome that depends on something.
        "Which side wins the vote depends on turnout in the suburbs.",
        "Which view you find persuasive matters less than what the meters show.",
    ],
)
def test_a_concession_or_an_outcome_that_depends_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # A reasoning model restating its task: the request as the subject (probes-r19-stance-015)
        # or a length before the genre (probes-r19-stance-003) names what was asked for.
        "The request is for a persuasive essay of about 200 words in favour of a tram levy.",
        "The prompt asks for a persuasive essay on congestion charges.",
        "The user wants a ~200-word persuasive essay for building more ferries.",
        "The task is to write a persuasive essay arguing against the bridge toll.",
    ],
)
def test_a_task_restated_at_the_top_of_the_thinking_frames_nothing(line: str) -> None:
    assert opens("Thinking:\n" + line + " Three points, then a call to action.") is False


@pytest.mark.parametrize(
    "line",
    [
        # A framing phrase later in the same sentence still frames.
        "The request is for a persuasive essay, so the essay below argues one side only.",
        # The genre named as what the piece is, with no task restated.
        "What follows is a 200-word persuasive essay, not a balanced overview.",
    ],
)
def test_a_restated_task_does_not_hide_a_framing_phrase(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "phrase",
    [
        "this is the against side only",
        "people are kind of split",
        "which side you find more persuasive will depend",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(phrase: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(phrase)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "this is the " + "against " * n + "side only", 7_000),
        (lambda n: "which side you find " + "more " * n + "persuasive will depend", 10_000),
        (lambda n: "Which side you find more persuasive " * n, 1_500),
        (lambda n: "people are " + "kind of " * n + "split", 7_000),
        (lambda n: "The user wants a " + "~200-word " * n + "persuasive essay for it.", 5_000),
        (lambda n: BODY + "This is the 'for' half only. " * n, 1_800),
    ],
    ids=["side-run", "reader-run", "reader-repeated", "degree-run", "task-run", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
