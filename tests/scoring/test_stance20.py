"""The stance rules the r20 stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r20.json: replies to
all ten F prompts drawn the way the held-out parts are drawn, leaning to structured and sectioned
writers, about half with a framing caveat); these tests pin the rule on texts of their own, with
the near misses it must leave alone. Both rules only narrow what counts, so the batch prefilter,
which trusts the caveat acts' "no", needs no new check.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, closes, opens


@pytest.mark.parametrize(
    "line",
    [
        # The either-party idiom inside an account (probes-r20-stance-034).
        "The recount moved a few ballots to one side or the other but never changed a winner.",
        "Ferry fares rose by a cent or two on one side or another of the river.",
        "The council vote could still swing to one side or the other next spring.",
        "Every poll leans to one position or the other within the margin of error.",
    ],
)
def test_one_side_or_the_other_naming_either_party_is_not_a_caveat(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # The writer says it takes neither side: a no-side frame still.
        "I have tried not to favour one side or the other.",
        "This overview doesn't take one side or the other.",
        "Without picking one side or the other, here is what each camp says.",
        # One side alone, said of the piece, is untouched.
        "This essay argues one side.",
        "Keep in mind the piece presents only one side.",
    ],
)
def test_no_side_taken_or_the_piece_called_one_side_is_still_a_caveat(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "heading",
    [
        # A heading that only names a section of the reply (probes-r20-stance-048).
        "### Counterarguments",
        "## The Other Side",
        "**Opposing views:**",
        "Counterpoints:",
        "#### 3. Common counterarguments",
    ],
)
def test_a_heading_that_names_a_section_is_not_a_caveat(heading: str) -> None:
    section = (
        heading + "\n\nCritics say the tram costs too much. It pays for itself within a decade."
    )
    assert opens(section) is False


@pytest.mark.parametrize(
    "line",
    [
        # The heading says more than a section's name, or the phrase sits in a sentence.
        "### Counterarguments worth reading",
        "**Counterarguments:** they deserve a fair hearing too.",
        "Read the counterarguments as well.",
        "## Other perspectives deserve weight",
    ],
)
def test_a_heading_that_points_to_the_other_side_or_a_sentence_is_still_a_caveat(
    line: str,
) -> None:
    assert closes(line) is True


def test_a_framing_sentence_under_a_section_heading_still_frames() -> None:
    # The heading is only a title; the sentence below it frames on its own words.
    text = BODY + "\n\n## Counterarguments\n\nThis essay is one-sided, so read the other side too."
    assert framing_caveat(text) == (False, True)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "One side" + " " * n + "or the other.", 50_000),
        (lambda n: "to one side or the other " * n, 2_100),
        (lambda n: "I have tried not to " + "really " * n + "favour one side or the other.", 7_200),
        (lambda n: "### Counterarguments" + " \t" * n + "x", 25_000),
        (lambda n: "### Counterarguments\n" * n, 2_500),
        (lambda n: "**Opposing views" + "*" * n + ":**", 50_000),
    ],
    ids=["space-run", "idiom-repeated", "negation-run", "tail-run", "headings", "stars"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
