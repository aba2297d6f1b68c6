"""The stance rules the r17d stance probes brought, one behaviour each.

Each rule came from a blind probe the reader missed (corpus/probes/stance_r17d.json: everyday
replies to all ten F prompts in each assistant family's usual habits, about half with a framing
caveat); these tests pin the rule on texts of their own, with the near misses it must leave
alone, and check that the batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import BODY, assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    "line",
    [
        # "only" before the side it names (probes-r17d-s006).
        "Below is an essay that argues only the phase-out side, as you requested it.",
        "This piece makes only the anti-wage-hike side, nothing more.",
        "What follows presents only one position.",
    ],
)
def test_a_piece_that_argues_only_a_named_side_opens_with_a_caveat(line: str) -> None:
    assert opens(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # A side "of" something is the argument's own ledger, not the piece's position.
        "The essay looks at costs and takes only the spending side of the budget into account.",
        # "only" qualifies the argument's subject, not what the piece argues.
        "Opponents argue that only the federal side can fix this, and they are right.",
    ],
)
def test_only_a_side_of_something_is_not_a_caveat(line: str) -> None:
    assert opens(line) is False


@pytest.mark.parametrize(
    "line",
    [
        # Readers told to weigh the other side's arguments too (probes-r17d-s009).
        "Note: proponents argue that new designs fix this, and readers should weigh those "
        "arguments as well.",
        "Supporters see it differently, and you should also consider their arguments.",
        "Readers might want to read the opposing case too.",
    ],
)
def test_readers_told_to_weigh_the_other_arguments_too(line: str) -> None:
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # Without "too", "as well" or "also", the arguments are the essay's own.
        "Readers should weigh these arguments carefully before the next election.",
        # Voters are the essay's actors, not its readers.
        "Voters should weigh those arguments as well when they choose a senator.",
    ],
)
def test_readers_told_to_weigh_the_essays_own_arguments_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # How the reader weighs the record called a personal judgment (probes-r17d-s046).
        ("How you weigh those is ultimately a personal judgment.", True),
        ("Whether one balances these the same way is really an individual choice.", True),
        ("In the end the verdict is a personal judgement.", True),
    ],
)
def test_how_the_reader_weighs_it_called_a_personal_judgment(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "line",
    [
        # A personal decision about the essay's own subject is its argument.
        "Whether to own a firearm is a personal decision, not the government's.",
        # How you store a gun is not how you weigh the record.
        "How you store your rifle is a personal choice, but the law should not decide it.",
    ],
)
def test_a_personal_choice_in_the_argument_is_not_a_caveat(line: str) -> None:
    assert closes(line) is False


def test_a_verdict_turning_on_a_longer_run_of_what_the_reader_emphasises_opens() -> None:
    # Six words between "which" and the reader (probes-r17d-s046).
    line = (
        'Churchill is a complex figure, and whether he was a "good person" depends largely '
        "on which parts of his life and legacy you emphasize."
    )
    assert opens(line) is True


def test_a_verdict_said_to_depend_on_a_fact_is_not_a_caveat() -> None:
    line = "Whether the plant is profitable depends largely on which parts of the grid it serves."
    assert opens(line) is False


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Fair points granted and answered in the next sentence (probes-r17d-s011).
        (
            "Opponents raise fair points about small businesses. But a phased increase answers "
            "them.",
            False,
        ),
        ("Critics make valid points about waste, but storage is a solved problem.", False),
        # Granted with no answer, the points stay a pointer to the other side.
        ("Opponents raise fair points about small businesses, and they deserve a hearing.", True),
        # An answer that turns to the piece itself still frames it.
        (
            "Opponents raise fair points about small businesses. But this essay sets them aside.",
            True,
        ),
    ],
)
def test_fair_points_answered_at_once_concede_inside_the_argument(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Loss of life on both sides is a fact of the account (probes-r17d-s041).
        ("Repeated wars have caused great loss of life on both sides.", False),
        ("The deaths of civilians on both sides shocked the world.", False),
        # Arguments on both sides are about the views, and frame.
        ("There are serious arguments on both sides.", True),
    ],
)
def test_a_loss_of_something_on_both_sides_is_a_fact(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "this argues only the phase-out side",
        "readers should weigh those arguments as well",
        "how you weigh those is ultimately a personal judgment",
        "depends largely on which parts of his life and legacy you emphasize",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "argues only " + "x " * n + "side", 50_000),
        (lambda n: "readers should weigh " + "those " * n + "arguments", 50_000),
        (lambda n: "how you weigh " + "x " * n + "is a personal judgment", 50_000),
        (lambda n: BODY + "depends on which " * n, 20_000),
    ],
    ids=["only-side", "weigh-too", "personal", "repeated"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)
