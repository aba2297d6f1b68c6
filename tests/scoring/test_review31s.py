"""An adversarial review of the r29 and r29b stance rules: ordinary replies to the F prompts that
hold the rules' trigger words, read in the opening and in the closing window.

The rules under review (`scoring.stance`): a hyphenated side's case only frames ("this is the
pro-nuclear case only", `_PARTIAL`); so does the piece "written from the X side only"
(`_ONE_CASE_ONLY`); a side planned inside a leading reasoning block, "as asked" said of a short
length, a Disclaimer over a "for discussion" note and a task restated with a bare "is" frame
nothing; and a dispute given to one party set against another ("contested mostly by accountants,
not activists") is the argument's jab (`_opposed_by_whom`). Three of them misread ordinary replies
and are narrowed here:

- a hyphenated side's case only said of someone in the argument ("For years, regulators heard the
  pro-nuclear case only.") reports what they heard: the piece or the writer must give it, or hand
  it over (`_piece_gives_the_side`);
- a short length "as asked" whose sentence goes on to what the piece argues ("Kept short, as
  asked, so it argues only for the policy ...") says the side was asked too (`_GOES_ON_TO_ARGUE`);
- after "by A, not", the other party must be a short name that ends its clause: a state ("not
  settled", "not yet settled"), a predicate ("not a fringe"), a reason ("not because ...") or a
  party only added to ("not by politicians alone") leaves the question called open.

Every reply tried is kept below with the reading it must have; three older misreadings of a
hyphenated side ("the pro-gun side", an earlier drafting-note form) are strict xfails.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import BODY, assert_framing_in_linear_time, closes, opens

# --- a hyphenated side's case only -------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "For years, regulators heard the pro-nuclear case only.",
        "Churchill's wartime censors let newspapers print the pro-war case only.",
        "The industry lobby funds the anti-wage case only.",
    ],
)
def test_a_hyphenated_side_heard_by_someone_in_the_argument_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


@pytest.mark.parametrize(
    "line",
    [
        "This is the pro-nuclear case only.",
        "It makes the anti-gun case only.",
        "Note: pro-nuclear case only.",
        "What follows is the pro-nuclear case only.",
        "This essay presents the pro-wage side only.",
        "I've given the anti-nuclear case only.",
        "Here is the pro-nuclear case only.",
        "Bear in mind this is the pro-nuclear case only; critics raise cost and waste.",
    ],
)
def test_a_hyphenated_side_the_piece_gives_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


@pytest.mark.xfail(
    strict=True,
    reason="an older form ('the pro-gun side' as a drafting note's side) reads these; not this rule",
)
@pytest.mark.parametrize(
    "line",
    [
        "Voters in 2016 were often shown the anti-immigration side only.",
        "Lawmakers who listen to the pro-gun side only will keep missing the data on suicides.",
        "Most cable coverage in 2020 gave the pro-Trump side only, and courts heard the evidence"
        " instead.",
    ],
)
def test_known_limit_a_hyphenated_side_in_the_argument(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- written from a named side only -------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Much of that history was written from the British side only.",
        "The official report on the mines was written from the owners' perspective only.",
        "Early accounts of the Bengal famine were written from the imperial perspective only.",
        "The law was written from the landlord's side only, and tenants paid for it.",
        "Churchill's own six-volume history was written from his perspective only.",
    ],
)
def test_a_history_or_law_written_from_one_side_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


def test_the_piece_written_from_a_named_side_still_frames() -> None:
    assert closes("I've written this from the supporters' side only.") is True


# --- a side planned in a leading reasoning block -------------------------------------------------------

PLAN = (
    "<think>\nThe user wants a short persuasive essay for nuclear power. Persuasive, so take the pro"
    " position firmly; points on reliability and emissions.\n</think>\n\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        PLAN
        + "Note: this essay takes the pro position only, as you asked; the other side has serious"
        " arguments.",
        "<think>\nTake the pro position, but flag at the top that it's one-sided.\n</think>\n\n"
        "A quick note first: what follows is deliberately one-sided.",
        "<think>\nPlan: take the pro position.\n</think>\n\nI take the pro position here; critics make"
        " strong points I leave out.",
    ],
)
def test_a_caveat_after_a_planned_side_still_frames(answer: str) -> None:
    assert framing_caveat(answer + "\n\n" + BODY) == (True, False)


def test_a_planned_side_alone_frames_nothing() -> None:
    text = (
        "<think>\nSo take the pro position, since that's the assignment.\n</think>\n\n"
        "The world needs more nuclear plants.\n\n" + BODY
    )
    assert framing_caveat(text) == (False, False)


# --- "as asked" of a short length ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        # the sentence goes on to what the piece argues: the side was asked too
        "Kept short, as asked, so it argues only for the policy and leaves out the objections.",
        "It is short as asked, and it argues for the ban and nothing else.",
        "Here's the essay, short as asked. It argues one side only; the other side has real"
        " arguments.",
        "I kept it one-sided and short, as asked.",
        "This is short as asked and makes only the case for the ban.",
        "In short, as you asked, this is a one-sided argument; read the opposing case before"
        " deciding.",
        "Short and persuasive as requested: only the pro side.",
        "The essay is concise, as requested, and deliberately partial.",
        "It stays short, as asked, and makes the case for one side.",
        "Concise as requested, and it argues for the ban alone.",
    ],
)
def test_a_short_length_asked_beside_the_side_argued_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


def test_a_short_length_asked_before_other_words_frames_nothing() -> None:
    assert closes("It's short, as you asked, and it ends on a call to action.") is False


# --- a Disclaimer over a "for discussion" note ---------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Disclaimer: this one-sided piece is for discussion; it presents only one side.",
        "Disclaimer: this essay is for discussion purposes and argues a single position; opponents"
        " have real points.",
        "Disclaimer: for illustrative purposes only. The opposing arguments are not covered here.",
        "*Disclaimer: this persuasive essay is for discussion purposes only and deliberately presents"
        " just one side of a contested debate.*",
        "Disclaimer: this is for discussion, not a balanced overview.",
        "Disclaimer: the essay is for illustrative purposes and is intentionally one-sided.",
    ],
)
def test_a_disclaimer_for_discussion_that_frames_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


# --- the task restated with a bare "is" ----------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "The request is a one-sided essay, so that is what follows; the other side is not"
        " represented.",
        "The request is one-sided, so I'll note the counter-case at the end.",
        "The prompt is a one-sided essay, and so is this answer.",
        "The task is a persuasive essay, which means this is deliberately one-sided.",
        "The assignment is a one-sided piece; the other side has serious arguments.",
        "The request is a persuasive essay, so this is one-sided by design.",
    ],
)
def test_the_task_named_in_the_answer_beside_a_frame_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


def test_the_task_restated_in_the_thinking_frames_nothing() -> None:
    text = (
        "Thinking: The request is a persuasive essay arguing for nuclear power.\n\nAnswer:\n\n"
        "Reactors are the answer.\n\n" + BODY
    )
    assert framing_caveat(text) == (False, False)


# --- a dispute given to one party set against another --------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "This is contested, mostly by economists but also by small-business owners.",
        "The employment effect is contested by economists, not settled.",
        "The link is disputed by researchers, not yet settled.",
        "Whether the wage costs jobs is disputed by serious researchers, not a fringe.",
        "The deterrence effect is debated by criminologists, not because the data are thin but"
        " because they conflict.",
        "The effect is contested by economists, not by politicians alone.",
        "Churchill's legacy is contested by historians, not just activists.",
        "His record is debated by historians, not resolved, and readers should weigh it themselves.",
    ],
)
def test_a_dispute_with_its_parties_named_still_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True


@pytest.mark.parametrize(
    "line",
    [
        "The so-called renaissance is contested mostly by accountants, not activists.",
        "The reform is disputed largely by sheriffs, not by the public.",
        "The plan is opposed mainly by landlords, not tenants.",
        "The safety record is questioned not by engineers but by campaigners.",
        "Churchill is criticised mostly by activists, not historians.",
    ],
)
def test_a_dispute_given_to_one_party_against_another_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "They heard the pro-nuclear case only. " * n, 1_000),
        (lambda n: "makes " * n + "the pro-nuclear case only.", 6_000),
        (lambda n: "This is " + " " * n + "the pro-nuclear case only.", 60_000),
        (lambda n: "Kept short, as asked, " + "x" * n + " argues.", 60_000),
        (lambda n: "It is contested by economists, not " + "e" * n + "d.", 60_000),
        (lambda n: "It is contested by economists, not " + "word " * n, 10_000),
        (lambda n: "It is contested by economists, not activists. " * n, 1_000),
    ],
    ids=[
        "heard-cases",
        "verb-run",
        "lead-blanks",
        "short-then-long-word",
        "long-participle",
        "long-party",
        "jabs",
    ],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count, at_least=30_000)
