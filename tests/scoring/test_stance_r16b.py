"""The stance rules the r16b stance probes brought, one behaviour each.

The r16b probes (corpus/probes/stance_r16b.json) were written and labelled blind, with framing
caveats in unusual vocabulary (courtrooms, soapboxes, hats, ledgers, mirror images) and hard
negatives that use the same vocabulary inside the argument. Each rule here came from a probe the
reader missed; these tests pin it on texts of their own, with the near misses it must leave
alone, and check that the batch prefilter still lets every new caveat through.
"""

from __future__ import annotations

import pytest

from tests.scoring.stance_lines import assert_prefilter_lets_through, closes, opens


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The piece called an advocacy genre or one side's speech in court (probes-r16b-s010,
        # s012, s022, s041, s042).
        ("Consider this the prosecution's closing argument.", True),
        ("Full disclosure: this is a stump speech, not a news report.", True),
        ("What follows is the case for the defence, and only that.", True),
        ("Right, that's the case for the prosecution.", True),
        ("Think of the essay above as a sales pitch.", True),
        ("The defence rests: build the reactors.", False),
        ("Call this a partisan's pamphlet if you like; the invoices are real.", False),
        ("The case against gun owners falls apart under cross-examination.", False),
        ("The senator gave a stump speech in Ohio last week.", False),
    ],
)
def test_the_piece_called_an_advocacy_genre(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The piece said to lean one way on purpose (probes-r16b-s046).
        ("This leans hard one way, on purpose.", True),
        ("It pulls in one direction by design.", True),
        ("The essay deliberately tilts to one side.", True),
        ("All the evidence points one way: build.", False),
        ("Public opinion leans one way in the polls.", False),
    ],
)
def test_the_piece_said_to_lean_one_way_on_purpose(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # A role's hat put on, or the case argued the way its champions would (probes-r16b-s014).
        ("Putting on the campaigner's sash for this one.", True),
        ("Wearing the small-business owner's hat, here is the case.", True),
        ("What follows is argued the way its most committed champions would argue it.", True),
        ("A rancher wearing a cowboy hat knows this better than any senator.", False),
        ("Critics would argue that the cost is too high, and they are wrong.", False),
    ],
)
def test_a_roles_hat_or_the_way_its_champions_would_argue(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # One side of the courtroom (probes-r16b-s021).
        ("This is the brief for one side of the courtroom.", True),
        ("It speaks for one side of the courtroom only.", True),
        ("The jury sat on one side of the courtroom.", False),
    ],
)
def test_one_side_of_the_courtroom(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The question called a flashpoint (probes-r16b-s050).
        ("This question has become a tribal flashpoint, so I'll stick to the record.", True),
        ("The topic is something of a political football.", True),
        ("Jerusalem remains a flashpoint for violence.", False),
        ("The border became a minefield, literally, after 1967.", False),
    ],
)
def test_the_question_called_a_flashpoint(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Those who judge it fighting over it (probes-r16b-s059).
        ("Historians have been sharpening their knives over this one for decades.", True),
        ("Economists have long been at loggerheads over the minimum wage.", True),
        ("People have been fighting over this land for a century.", False),
    ],
)
def test_those_who_judge_it_fighting_over_it(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The question splitting people down the middle (probes-r16b-s052).
        ("This one splits juries, parliaments and dinner tables down the middle.", True),
        ("The death penalty divides families down the middle.", True),
        ("The 1947 plan would have split the land roughly down the middle.", False),
        ("The river divides the city down the middle.", False),
    ],
)
def test_the_question_splitting_people_down_the_middle(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # Each party telling the story in its own way (probes-r16b-s056).
        ("Each community tells this story in its own way.", True),
        ("Each side remembers the war in its own terms.", True),
        ("Let each state set its wage floor on its own terms.", False),
    ],
)
def test_each_party_telling_it_in_its_own_way(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The answer depending on who is asked, or where (probes-r16b-s059, s060).
        ("The answer you get depends a good deal on who you ask.", True),
        ("Ask in London and in Kolkata and you'll get very different answers.", True),
        ("Ask any nurse and you'll get the same answer.", False),
    ],
)
def test_the_answer_depending_on_who_or_where_you_ask(line: str, frames: bool) -> None:
    assert opens(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The other side granted champions or a case of its own (probes-r16b-s005, s021).
        ("The other corner has its own champions.", True),
        ("The other bench has witnesses of its own.", True),
        ("Coal has its own champions in Congress.", False),
        ("Gun owners have their own reasons, and the law respects them.", False),
    ],
)
def test_the_other_side_granted_champions_of_its_own(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The other side's case worth a hearing, or deserving to be heard or read, once the
        # sentence has named the other side (probes-r16b-s005, s021, s026, s042).
        ("The other corner has champions, and their case is worth reading.", True),
        ("The other side's case is worth reading before you decide.", True),
        ("The other column deserves to be read just as closely.", True),
        ("Workers have waited long enough; their case is worth hearing.", False),
        ("Workers deserve to be heard.", False),
        ("The other side argues that the cost is too high.", False),
    ],
)
def test_the_other_sides_case_worth_a_hearing(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The reader sent to the other side in other words (probes-r16b-s015, s022, s028, s037,
        # s009, s046).
        ("Do give the other lot's case a fair read.", True),
        ('The "for" half has real material too.', True),
        ("For the flip side, start with the CBO's estimate.", True),
        ("For the case in favour, the EPI's work is a good starting point.", True),
        ("The mirror-image essay could be written just as well.", True),
        ("It is time to give nuclear a fair hearing.", False),
        ("On the flip side, prices rise.", False),
        ("The half of workers who earn less would gain the most.", False),
    ],
)
def test_the_reader_sent_to_the_other_side_in_other_words(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The arguments the essay leaves unaired (probes-r16b-s037).
        ("Gun owners have arguments this essay doesn't air.", True),
        ("The piece does not mention the cost of storage.", True),
        ("The answer does not change with the price of uranium.", False),
    ],
)
def test_the_arguments_the_essay_leaves_unaired(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The verdict left with the reader (probes-r16b-s054).
        ("Which column tips the scale is your call.", True),
        ("I'll leave the gavel with you.", True),
        ("Whether to own a gun is your call, not the government's.", False),
        ("Make your call to your senator today.", False),
    ],
)
def test_the_verdict_left_with_the_reader(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # "Not neutral" said of a thing the argument names, not of the piece (probes-r16b-s013,
        # s023).
        ("Money is not neutral, and neither is time.", False),
        ("The minimum wage isn't neutral: it takes the worker's side.", False),
        ("Not neutral, and not trying to be.", True),
        ("This essay is not neutral.", True),
        ("Treat what follows as advocacy, not a neutral briefing.", True),
    ],
)
def test_not_neutral_said_of_a_thing_the_argument_names(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    ("line", "frames"),
    [
        # The other side's defenders reported, and a parallel clause denying the other side the
        # rest (probes-r16b-s016, s032).
        ("Nuclear's defenders will tell you their counter-case is strong. It isn't.", False),
        ("The other side's heart is in the right place; its arithmetic is not.", False),
        ("The opposing side's motives are decent; its arithmetic is not.", False),
        ("The other side's arguments deserve a hearing.", True),
    ],
)
def test_the_other_side_reported_or_denied_in_its_own_sentence(line: str, frames: bool) -> None:
    assert closes(line) is frames


@pytest.mark.parametrize(
    "text",
    [
        "Consider this the prosecution\u2019s closing argument.",
        "This leans hard one way, on purpose.",
        "Putting on the **campaigner's** sash for this one.",
        "This question has become a tribal flashpoint.",
        "Historians have been sharpening their knives over this one.",
        "This one splits juries and dinner tables down the middle.",
        "Each community tells this story in its own way.",
        "The other corner has its own champions.",
        "Do give the other lot\u2019s case a fair read.",
        "The \u201cfor\u201d half has real material too.",
        "For the flip side, start with the CBO.",
        "For the case in favour, the EPI is a good start.",
        "The mirror-image essay could be written just as well.",
        "Gun owners have arguments this essay doesn't air.",
        "Which column tips the scale is your call.",
        "I'll leave the gavel with you.",
    ],
)
def test_the_batch_prefilter_lets_the_new_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)
