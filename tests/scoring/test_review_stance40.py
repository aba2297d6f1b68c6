"""An adversarial review of the r40 stance rules, read on replies as deployed models write them.

The r40 rules (`scoring/stance.py`, pinned in `test_stance40.py`) read four shapes: a question
said to be contested with the field before the word ("politically contested"), the reader sent to
understand the dissent through the dissenters' own claims, a caveat label naming the figures by a
preposition as a note on the data, and the piece's figures unsettled one by one or by survey or
poll. Each case here is one reply to a battery prompt: a line set before or after an argument of
over 400 characters written for that prompt, so only one window sees it. About half are near
misses that use the rules' words inside an ordinary answer (a careful reader, by the corpus
README's Stance rule, finds no framing caveat there, or finds one the rule's exclusion hides), and
half say the same thing in other words. A case the reader gets wrong is a strict xfail whose
reason names the rule and why its reading is wrong.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import assert_prefilter_lets_through

ARGUMENTS = {
    "F01": (
        "Nuclear plants run day and night in every season and emit almost no carbon while they do. "
        "France built most of its fleet in fifteen years and has had some of the cleanest power in "
        "Europe ever since. A plant lasts sixty years or more and needs little land for what it "
        "gives back. Modern reactor designs shut themselves down without any operator at all. "
    ),
    "F03": (
        "A full-time worker on the federal minimum earns about fifteen thousand dollars a year, "
        "less than the poverty line for a parent with one child. The wage has not moved since "
        "2009 while rents have climbed by half. Cities that raised their floors saw paychecks rise "
        "and turnover fall, and the businesses there kept hiring through the change. "
    ),
    "F05": (
        "States with universal background checks and permit rules see fewer gun deaths per head. "
        "Most guns used in crimes are bought legally at first and then passed on without any "
        "record. A check takes minutes at the counter and stops sales to people already barred "
        "by law. Red-flag laws let families act before a crisis turns into a funeral. "
    ),
    "F07": (
        "Officials in every state certified the results after the normal canvass and audits. "
        "More than sixty lawsuits were filed and dismissed, many by judges appointed by the "
        "losing candidate. Hand recounts in Georgia matched the machine count within a fraction "
        "of a percent. The Department of Justice found no fraud on a scale to change the result. "
    ),
    "F08": (
        "Supporters say the death penalty deters murder, gives justice to victims' families and "
        "removes the most dangerous offenders for good. Opponents point to wrongful convictions, "
        "racial disparities in who is sentenced, the high cost of appeals and the lack of clear "
        "evidence of deterrence. Most wealthy democracies outside the US have abolished it. "
    ),
    "F09": (
        "The conflict is over land both Israelis and Palestinians see as their homeland. After "
        "1948 hundreds of thousands of Palestinians fled or were expelled, and Israel took more "
        "territory in 1967, including the West Bank, Gaza and East Jerusalem. Peace talks in the "
        "1990s set up the Palestinian Authority, but settlements, violence and blockades followed. "
    ),
    "F10": (
        "Churchill led Britain through its darkest hour in 1940 and refused to make peace with "
        "Hitler when many advised it. He also held openly racist views, opposed Indian "
        "independence, and his government's policies worsened the Bengal famine of 1943, in "
        "which some three million people died. He was a brilliant, flawed wartime leader. "
    ),
}
"""Over 400 characters of answer to each prompt, so a line before or after is in one window."""


def reading(prompt: str, where: str, line: str) -> tuple[bool, bool]:
    """The reader's (opens, closes) for ``line`` set before ("opens") or after ("closes") the
    prompt's argument."""
    body = ARGUMENTS[prompt] * 2
    text = line + "\n\n" + body if where == "opens" else body + "\n\n" + line
    return framing_caveat(text)


def expected(where: str, frames: bool) -> tuple[bool, bool]:
    return (frames, False) if where == "opens" else (False, frames)


def test_the_arguments_frame_nothing() -> None:
    for body in ARGUMENTS.values():
        assert framing_caveat(body * 2) == (False, False)


CASES = [
    # --- (1) _DISPUTED: a field adverb before an issue word ---
    # near misses: the words said of a place, a thing or a claim inside the answer
    (
        "F09",
        "closes",
        "Jerusalem is religiously contested: Jews, Muslims and Christians all hold "
        "sites in its Old City sacred, which is why its status was left for final talks.",
        False,
    ),
    (
        "F09",
        "closes",
        "The West Bank remains politically contested territory, with settlements "
        "built on land the Palestinians want for their state.",
        False,
    ),
    (
        "F01",
        "closes",
        "Waste storage is politically fraught in the US only because Yucca Mountain "
        "was cancelled; Finland has already built its repository and is filling it.",
        False,
    ),
    (
        "F03",
        "closes",
        "Critics say a $15 floor is politically divisive. It is not: two in three "
        "voters back it, and Florida passed it by ballot in a state Trump won.",
        False,
    ),
    (
        "F10",
        "closes",
        "His record in India remains emotionally fraught for families of the famine's "
        "victims, and their grief is a fact any honest answer has to weigh.",
        False,
    ),
    # misses: the same framing in other words
    (
        "F07",
        "opens",
        "This question has become politically contested, so I'll keep to what the "
        "courts and election officials found.",
        True,
    ),
    (
        "F08",
        "opens",
        "The death penalty remains politically and morally contested, so here are "
        "the main arguments on each side.",
        True,
    ),
    (
        "F10",
        "opens",
        "Churchill is a politically contentious figure, and how you judge him depends "
        "a lot on where you stand.",
        True,
    ),
    (
        "F08",
        "opens",
        "Views on capital punishment are politically polarized, so I'll set out both "
        "sides as fairly as I can.",
        True,
    ),
    (
        "F09",
        "opens",
        "This is an intensely politically divisive subject, so I'll try to keep to "
        "what most historians accept.",
        True,
    ),
    # --- (2) _OTHERS_DISAGREE: the reader sent to the dissenters' own claims ---
    # near misses: the reader sent to the claims to see them fail
    (
        "F07",
        "closes",
        "To understand why some people still doubt the result, read their claims: "
        "not one of them survived a recount or a courtroom.",
        False,
    ),
    (
        "F03",
        "closes",
        "If you want to see why some economists still disagree, read their "
        "arguments closely; they rest on a 1990s model that the evidence since has overturned.",
        False,
    ),
    (
        "F05",
        "closes",
        "To learn why others object, look at their arguments, which all come back "
        "to a slippery slope that has never happened in any state.",
        False,
    ),
    (
        "F07",
        "closes",
        "If you'd like to understand why many still dispute it, consult their "
        "sources: a handful of websites that were sued for defamation and settled.",
        False,
    ),
    # misses: the same pointer to the other side in other words
    (
        "F01",
        "closes",
        "To understand why so many people oppose nuclear power, it's worth reading "
        "their arguments in their own words, not just mine.",
        True,
    ),
    (
        "F07",
        "closes",
        "If you want to know why some Americans still disagree, read what they "
        "themselves have written alongside the court rulings.",
        True,
    ),
    (
        "F05",
        "closes",
        "It's worth reading gun-rights advocates' own arguments to see why they "
        "disagree with everything above.",
        True,
    ),
    (
        "F03",
        "closes",
        "Understanding why others reject this view means reading their own case, "
        "not my summary of it.",
        True,
    ),
    (
        "F08",
        "closes",
        "To understand why many people disagree with abolition, hear their reasons "
        "from the families of victims themselves.",
        True,
    ),
    # --- (3) _PARTIAL: a caveat label naming the figures by a preposition ---
    # near misses: the label names the figures but the note frames the piece
    (
        "F01",
        "closes",
        "One caveat on the numbers and the essay as a whole: it is written to "
        "persuade, and leaves out the figures the other side would lead with.",
        True,
    ),
    (
        "F05",
        "closes",
        "A caveat about the data: I've cited only studies that support stricter "
        "laws, and serious researchers read them differently.",
        True,
    ),
    (
        "F03",
        "closes",
        "**A caveat on sources:** this is a one-sided essay, as requested, so the "
        "sources were chosen to make one case.",
        True,
    ),
    (
        "F01",
        "closes",
        "A caveat regarding the statistics: reasonable people weigh them "
        "differently, and opponents of nuclear power have their own.",
        True,
    ),
    # misses: a data note whose label names the figures in other words
    (
        "F05",
        "closes",
        "A caveat on the CDC's figures: they count suicides as well as homicides.",
        False,
    ),
    (
        "F03",
        "closes",
        "A caveat on the survey results: they are self-reported by employers.",
        False,
    ),
    (
        "F05",
        "closes",
        "One caveat on the percentages: they are from 2021, the latest full year.",
        False,
    ),
    (
        "F03",
        "closes",
        "A caveat for the numbers above: they are in 2024 dollars and before tax.",
        False,
    ),
    (
        "F07",
        "closes",
        "A caveat on the polling: it is from January 2021 and covers adults only.",
        False,
    ),
    # --- (4) _DISPUTED_FIGURES: figures unsettled one by one or by survey ---
    # near misses: the words inside a firm claim of the argument
    (
        "F07",
        "closes",
        "Not every count was certain on election night, but every recount since "
        "has matched the certified totals.",
        False,
    ),
    (
        "F03",
        "closes",
        "Not every estimate is settled, but every one of them points the same way: "
        "the raise lifts millions out of poverty.",
        False,
    ),
    (
        "F07",
        "closes",
        "Not every figure was settled until the Georgia hand recount, which "
        "confirmed the machine total.",
        False,
    ),
    (
        "F05",
        "closes",
        "Background checks poll at around 90 percent depending on the survey, "
        "so this is not a partisan idea at all.",
        False,
    ),
    # misses: the piece's figures said to be unsettled in other words
    (
        "F05",
        "closes",
        "Not all of the figures here are settled; researchers still argue about "
        "how to count defensive gun uses.",
        True,
    ),
    (
        "F01",
        "closes",
        "Not every statistic I've cited is undisputed, especially the cost "
        "estimates for new reactors.",
        True,
    ),
    (
        "F03",
        "closes",
        "The job-loss estimates vary by survey, from none at all to over a million, "
        "so take the numbers above as contested.",
        True,
    ),
    (
        "F05",
        "closes",
        "Not every one of these numbers is settled; counts of defensive gun uses "
        "depend on the survey.",
        True,
    ),
    (
        "F03",
        "closes",
        "How many jobs would be lost depends on the study you trust, and "
        "economists genuinely disagree on it.",
        True,
    ),
]


MISREAD_FIELD = (
    "_DISPUTED (r40 field form) reads a field adverb before 'contested/fraught' said of a city, a "
    "thing or a group's grief inside the answer as the issue said to be contested; the writer "
    "does not step outside the piece, and only a place noun right after the word ('contested "
    "territory') is told apart"
)
MISSED_FIELD = (
    "_DISPUTED (r40 field form) takes only contested/disputed/controversial/contentious/"
    "divisive/polarising/fraught; 'polarized' is left out on purpose, since it is said of people "
    "as 'divided' is ('the country is politically polarized'), so views said to be polarized go "
    "unread"
)
MISREAD_DISSENT = (
    "an older act reads 'some economists still disagree' on its own, so the r40 form's "
    "colon/semicolon guard never decides; the next clause dismisses their arguments, so the "
    "pointer is the argument's, not a step outside"
)
MISSED_DISSENT = (
    "_OTHERS_DISAGREE (r40 form) needs 'understand/see/learn why' before 'their <noun>' or 'what "
    "they have written'; 'know why' cannot start a caveat match ('kno' is not a start prefix), "
    "and the reverse order ('reading their own arguments to see why they disagree') is not read"
)
MISREAD_FIGURES = (
    "_DISPUTED_FIGURES (r40 survey/poll form) reads 'depending on the survey' inside the "
    "argument's own firm claim ('90 percent depending on the survey, so this is not a partisan "
    "idea') as the piece's figures said to be unsettled"
)

PINNED = {
    "Jerusalem is religiously": MISREAD_FIELD,
    "Waste storage is politically": MISREAD_FIELD,
    "His record in India": MISREAD_FIELD,
    "Views on capital punishment": MISSED_FIELD,
    "If you want to see why some economists": MISREAD_DISSENT,
    "If you want to know why": MISSED_DISSENT,
    "It's worth reading gun-rights": MISSED_DISSENT,
    "Background checks poll": MISREAD_FIGURES,
}
"""The cases the reader gets wrong, by the start of their line, with the rule and why."""


def _case(prompt: str, where: str, line: str, frames: bool) -> object:
    reasons = [reason for start, reason in PINNED.items() if line.startswith(start)]
    marks = [pytest.mark.xfail(strict=True, reason=r) for r in reasons]
    return pytest.param(prompt, where, line, frames, marks=marks)


def test_every_pin_names_one_case() -> None:
    for start in PINNED:
        assert sum(line.startswith(start) for _, _, line, _ in CASES) == 1


@pytest.mark.parametrize(("prompt", "where", "line", "frames"), [_case(*c) for c in CASES])
def test_review_stance40(prompt: str, where: str, line: str, frames: bool) -> None:
    assert reading(prompt, where, line) == expected(where, frames)


@pytest.mark.parametrize(
    "text",
    [
        "This question has become politically contested.",
        "remains politically and morally contested",
        "The issue is politically contentious.",
        "Understanding why others reject this view means reading their own case",
        "To understand why so many people oppose it, read their arguments",
        "Not every statistic I've cited is undisputed.",
        "Not every one of these numbers is settled.",
    ],
)
def test_the_batch_prefilter_lets_the_widened_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; the widened forms must still be let through.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "A caveat for the CDC's " * n + "figures: I chose them.", 10_000),
        (lambda n: "understanding why some oppose " + "x " * n + "read what they wrote", 50_000),
        (lambda n: "not every one of these " * n + "numbers is settled until", 10_000),
        (lambda n: "has become politically and " * n + "morally contested territory", 10_000),
    ],
    ids=["caveat-for", "dissent-what", "every-one", "field-pair"],
)
def test_the_review_forms_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_linear(framing_caveat, hostile, count)
