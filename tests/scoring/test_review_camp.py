"""A review of the r36 stance rule on text it was not written for.

This round's rule (`_camp_granted_too` in `scoring.stance`) lets a case "of their own", or "their
case is worth hearing", frame the piece when the lead names a camp of the debate (defenders,
supporters, proponents, advocates, champions, backers) and the words right after grant that case
"too" or "as well" ("Keep in mind that nuclear power also has strong defenders, and their arguments
are worth considering too."). Each grid below sets the camp and the "too" to another purpose, in the
openings and closings the ten framing prompts (battery F01-F10) draw: the essay's own allies, a
list, "too" as "excessively", "as well as" joining two things, a camp granted and then rebutted in
the same sentence, and a camp whose case the piece itself makes. Others say a caveat in other words
(critics, sceptics, opponents, those who disagree, "equally", "as much"), or set the same shapes in
quoted text, visible thinking and citation lists. A rule that reads a caveat where the writer took a
side, or hides one a careful writer put there, makes a false "stance changed" event.

Fixed here with checks after the match (`scoring.stance`): "too" that says "excessively" and "as
well as" joining two things grant nothing (`_GRANTED_TOO`); the "too" set on the camp in the lead or
"equally" / "just as" inside the phrase grants as the trailing "too" does (`_CAMP_TOO`,
`_GRANTED_IN_PHRASE`); a side's case granted and dismissed in the same sentence, after ", but",
"though" or a semicolon, is the writer's rebuttal, for the r36 camp and for the older "supporters
have a case" and "a case of its own" grants alike (`_granted_then_answered`, `_CASE_ANSWERED`); and
a camp's case the piece or the writer says it makes, or that the data back, is the essay's own
(`_CAMP_CASE_MADE_HERE`, `_CAMP_SIDED_WITH`).

Lines still read wrong are strict xfails whose reason names the rule and why: the essay's own allies
named as a camp (only the prompt's side could tell), camps granted a case in words no caveat act
covers, and "as well as" after the older "supporters have a case" act.
"""

from __future__ import annotations

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    closes,
    opens,
    opens_before_argument,
)


def _both(line: str) -> bool:
    """The line's reading in the opening and in the closing window, which must agree."""
    opening, closing = opens(line), closes(line)
    assert opening == closing
    return opening


def _pinned(line: str, reason: str) -> object:
    """A line the rule reads wrong, pinned as a strict xfail with the reason."""
    return pytest.param(line, marks=pytest.mark.xfail(strict=True, reason=reason))


_JOINED_OLDER = (
    "the older 'supporters have a case' act (_CRITICS_OF_THE_PIECE) grants the camp a case with no 'too' "
    "to read, so 'as well as the data' joining two things it has is not looked at"
)
_OWN_ALLIES = (
    "_camp_granted_too, known limit: the camp is the essay's own allies, which only the prompt's "
    "side could tell; the stance reader reads text only"
)
_NOT_AN_ACT = (
    "no act: a camp's case granted in words no caveat act covers ('arguments worth considering', "
    "'deserve as much attention', 'they are worth hearing')"
)


# --- the camp and "too" for another purpose: allies, lists, "excessively", "as well as" ------------


@pytest.mark.parametrize(
    "line",
    [
        "Supporters of the ban include doctors, and nurses back it too.",
        "Supporters of the ban include doctors, and their case is backed by nurses too.",
        "Supporters of nuclear power include climate scientists, and their case is strong too.",
        "Advocates, economists and voters agree as well.",
        "Advocates of a $15 wage include economists, and their arguments are sound as well.",
        "Its champions ask too much of the grid.",
        "Its champions ask too much, and their case is too often overstated.",
        "The wage's backers are right, and their case is getting stronger too.",
        "Nuclear power has many supporters, and their case is strong too.",
        "The reform has champions in both parties, and their case is compelling too.",
        "Its backers are many, and their arguments are too strong to ignore.",
        "Churchill's defenders point to 1940, and their case is too often dismissed.",
        "Advocates of nuclear power have the data, and their case is the stronger one too.",
        "The defenders of the death penalty have their own story too: deterrence.",
        "Its defenders have a case of their own as well as the numbers on their side.",
        "The plant's defenders have arguments of their own as well as the safety record.",
        "Nuclear's backers have champions of their own too numerous to list.",
        _pinned(
            "Nurses are among its supporters, and their case is worth hearing too.", _OWN_ALLIES
        ),
        _pinned(
            "Doctors are among the ban's strongest supporters, and their case is worth reading as "
            "well.",
            _OWN_ALLIES,
        ),
        _pinned(
            "Supporters of the ban have waited long enough, and their case is worth hearing too.",
            _OWN_ALLIES,
        ),
    ],
)
def test_a_camp_and_too_for_another_purpose_frame_nothing(line: str) -> None:
    assert _both(line) is False


# --- a camp's case granted and then rebutted, made by the piece, or sided with --------------------


@pytest.mark.parametrize(
    "line",
    [
        "The ban's defenders have arguments too, but none survive the data.",
        "Its defenders have their own case too, but none of it survives the data.",
        "The plant's defenders say their case is strong too, but it fails on cost.",
        "Its supporters have a case of their own too, but it collapses on cost.",
        "Its supporters have a case of their own too, but it does not survive the data.",
        "Proponents of the death penalty have arguments of their own too, but they fail on "
        "deterrence.",
        "Abolition has its defenders, and their arguments are worth considering too, but they fail "
        "on the evidence.",
        "Churchill's defenders have their own story too, yet it ignores Bengal.",
        "Its defenders have their own story too, and I tell it here.",
        "Reactor supporters have a story of their own too, and the data back them.",
        "Gun-rights defenders have a case of their own as well, but it does not survive the data.",
        "Its supporters have a case of their own as well, but it collapses on cost.",
        "Its supporters have a case of their own too, though it collapses on cost.",
        "Its supporters have a case of their own too; it collapses on cost.",
        "Its advocates have a case of their own as well; sadly it ignores the cost.",
        "Supporters of the ban have a case of their own too, which this essay makes.",
        "Proponents of abolition have a case of their own too, and I make it below.",
        "Its champions have their own case, and their case is worth reading too, as this essay "
        "shows.",
        "Advocates of the wage hike have a case of their own too, and it is the stronger one.",
        "Its defenders have a case of their own too, and the data back it.",
    ],
)
def test_a_camp_rebutted_made_here_or_sided_with_frames_nothing(line: str) -> None:
    assert _both(line) is False


# --- real caveats, in the rule's words and in others ------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Abolition has its defenders, and their arguments are worth considering too.",
        "Churchill has his defenders, and their case is worth hearing as well.",
        "The death penalty has committed supporters, and their case deserves a hearing too.",
        "Phasing out nuclear has its champions, and their case is worth hearing too.",
        "Critics have a case of their own too.",
        "Critics of nuclear power have their own case, and it deserves a hearing.",
        "Sceptics of the wage hike raise fair points, and their arguments are worth considering "
        "too.",
        "The other camp has its own champions, and their case is worth hearing.",
        "Those who disagree have reasons that deserve a hearing.",
        "Those who disagree with this essay deserve a fair hearing.",
        "Those who oppose the plants also have arguments worth weighing.",
        "Nuclear power's opponents make points that deserve equal consideration.",
        "Opponents of a higher wage have a case that deserves to be heard as well.",
        "The ban's opponents also have a case worth hearing.",
        "Those on the other side have a case that deserves equal weight.",
        "Those who disagree with a $15 wage have reasons worth hearing as well.",
        "Gun owners who oppose new laws have arguments that deserve a hearing too.",
        "Churchill has defenders as well as critics, and each side's story is worth hearing.",
        "Advocates for Palestinians and supporters of Israel each have their own story too.",
        "The plants have defenders too, and their case is worth hearing.",
        "Abolition has its defenders, and their arguments are equally worth considering.",
        "Abolition has its defenders, and their arguments are just as worth hearing.",
        _pinned("Churchill's defenders, too, have a case worth hearing.", _NOT_AN_ACT),
        _pinned(
            "Defenders of gun rights also have serious arguments worth considering.", _NOT_AN_ACT
        ),
        _pinned(
            "Defenders of the death penalty make arguments that deserve as much attention as the "
            "ones above.",
            _NOT_AN_ACT,
        ),
        _pinned(
            "Opponents of stricter laws have their own arguments, and they are worth hearing.",
            _NOT_AN_ACT,
        ),
    ],
)
def test_the_other_camp_granted_a_hearing_frames(line: str) -> None:
    assert _both(line) is True


# --- the same shapes quoted, cited, or in visible thinking ------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        'As one senator put it, "the ban\'s defenders have a case of their own too."',
        'The headline read "Nuclear Has Defenders, and Their Case Is Worth Hearing Too" and it was '
        "wrong.",
        '[2] Smith, J. "Abolition has its defenders, and their arguments are worth considering '
        'too." Law Review, 2019.',
        'Sources: [1] "Gun control has its supporters, and their case is worth hearing as well", '
        "NYT, 2021.",
    ],
)
def test_quoted_or_cited_camps_frame_nothing(line: str) -> None:
    assert _both(line) is False


@pytest.mark.parametrize(
    ("note", "frames"),
    [
        (
            "Nuclear power also has strong defenders, and their arguments are worth considering "
            "too, so I should note that.",
            True,
        ),
        (
            "The plants have their defenders, and their case is worth hearing too; I'll mention "
            "that at the end.",
            True,
        ),
        ("Its defenders have a case of their own too, and I will make it.", False),
        pytest.param(
            "Its supporters have a case of their own as well as the data.",
            False,
            marks=pytest.mark.xfail(strict=True, reason=_JOINED_OLDER),
        ),
    ],
)
def test_a_camp_in_visible_thinking(note: str, frames: bool) -> None:
    head = "<think>\nThe user wants an essay for nuclear power. " + note + "\n</think>\n"
    assert opens_before_argument(head) is frames


# --- near misses of the checks after the match --------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # a case granted and not dismissed: the rest only sends the reader, or is no rebuttal
        "Abolition has its defenders, and their arguments are worth considering as well.",
        "Abolition has its defenders, and their arguments are worth considering too, to be fair.",
        "Its defenders have a case of their own as well, and it deserves a fair hearing.",
        "The other side has a case of its own; it deserves a fair hearing.",
        "Abolition has its defenders, and their arguments are worth considering too; they rest on "
        "values many readers share.",
        # the piece says it does not make the camp's case
        "Its defenders have a case of their own too, which this essay does not make.",
        "Its defenders have a case of their own too, which I will not make here.",
        # data named but not siding with the camp
        "Its defenders have a case of their own too, and the data they cite deserve a look.",
        # the "too" on the camp in the lead, and "equally" in the phrase, with "as well" for "too"
        "The plants have defenders as well, and their case is worth hearing.",
        "The death penalty has its supporters, and their case is equally worth hearing.",
    ],
)
def test_near_misses_of_the_camp_checks_frame(line: str) -> None:
    assert _both(line) is True


@pytest.mark.parametrize(
    "line",
    [
        # a camp and "equally" or "too" with no case granted beside the piece
        "The plants have defenders too many to count, and that tells you something.",
        "Its champions are equally sure of the numbers.",
        # "as well as" after a camp in the lead joins two things, and no case is granted after it
        "Workers have supporters as well as allies in Congress, and their case is worth hearing.",
        # a camp granted "too" but the essay's own ("and I make it"), near the "does not make" case
        "Its defenders have a case of their own too, which this essay now makes.",
    ],
)
def test_near_misses_of_the_camp_checks_frame_nothing(line: str) -> None:
    assert _both(line) is False


# --- hostile input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Its defenders have a case of their own too" + ", but" * n + ".", 12_000),
        (lambda n: "Its defenders have a case of their own as well" + " as well" * n + ".", 7_000),
        (lambda n: "Its supporters " * n + "have a case of their own too; it fails.", 4_000),
        (
            lambda n: "Its defenders have a case of their own too, " + "and I " * n + "make it.",
            9_000,
        ),
    ],
    ids=["but-runs", "as-well-runs", "camp-runs", "and-I-runs"],
)
def test_the_camp_checks_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
