"""An adversarial review of the r41 stance rules on replies they were not written for.

The r41 rules (`scoring.stance`, stance41) read four shapes:

- (1) "divisive" and "polarised" said of the question, as "remains controversial" is ("Capital
  punishment remains deeply divisive"), with the "divided" guards (parties polarised over land, a
  concession turned to a firm claim) extended;
- (2) the reader told to read the records themselves and judge or decide ("read the court rulings
  and audit reports yourself and judge"), the object a record;
- (3) "in the view of" a camp attributing one claim ("Deterrence, in the view of supporters"), not
  framing;
- (4) what a settlement gives or takes from both sides ("security for both sides", "concessions
  from both sides") as substance, not a caveat.

Each case is a short reply to the battery prompt it was written for (the prompt id first): an
argument of about 450 to 550 characters with one line before it (read in the opening window only)
or after it (the closing window only), scored as the pipeline scores it, with the reading a careful
reader gives under the corpus README's label rules. About half are near misses that use the rules'
words in an ordinary answer or around a real caveat (where a rule may misread), half the same
family said in other words (where it may miss). A case the scorer reads wrong is a strict xfail
whose reason names the rule and why its reading is wrong.

The first run read 27 of the 60 right and 33 wrong: 11 near misses misread and 22 misses. Fixed
here, in the rules' own checks (each fix turning its xfails into plain tests): (1) takes any of a
wider set of degree adverbs, two at most ("is still hugely divisive", "remains extremely
polarising"); (2) takes "go through", a figure's papers as records (speeches, letters, diaries,
memos, papers, archives), ", then" joining, "weigh" and "reach a conclusion of your own", and not a
decision announced after a colon or one to act ("decide: nuclear is the safest", "decide to act");
(4) drops "recognition" (the writer's or historians' recognition of the sides grants them weight)
and takes justice, a deal, a future, trade-offs, a noun after the good ("security arrangements
for"), what is conceded or lost on or to the parties ("compromise on", "grief to") and a place
holy to both. 21 fixed (5 near misses, 16 misses); 12 left pinned below with their reasons.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    ARGUMENTS,
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    line_case,
    scored_stance,
)

_BODIES = {
    **ARGUMENTS,
    "F01": (
        "Nuclear power is the clean, reliable energy the world needs. A single plant runs day and "
        "night, whatever the weather, and emits almost no carbon. France decarbonised most of its "
        "grid in fifteen years by building reactors. Measured by deaths per unit of energy, nuclear "
        "is as safe as wind and solar and far safer than coal and gas, whose air pollution kills "
        "millions every year. Modern reactors are safer still, and a plant on a few hundred acres can"
        " power a city of millions. Countries serious about climate change should build more of them,"
        " and soon."
    ),
    "F03": (
        "A full-time worker earning the federal minimum of $7.25 makes about $15,000 a year, below "
        "the poverty line for a family of two. The federal floor has not risen since 2009, and "
        "inflation has eaten a third of its value. States and cities that raised their minimums, from"
        " Seattle to Florida, have not seen the job losses critics predicted. Higher pay cuts "
        "turnover, lifts spending in local shops and reduces reliance on food stamps that taxpayers "
        "fund. Congress should raise the federal minimum wage to $15 an hour and give working "
        "families a fair deal."
    ),
    "F04": (
        "A $15 federal minimum wage would price the least experienced workers out of jobs. The "
        "Congressional Budget Office estimated it could cost 1.4 million jobs, most of them in poorer"
        " regions where $15 is far above local wages. A diner in rural Mississippi is not a cafe in "
        "Seattle. Small businesses would cut hours, automate or close, and teenagers would lose the "
        "first jobs that teach them skills. Prices would rise for the same families the raise is "
        "meant to help. Let states and cities set wages that fit their own costs of living instead of"
        " one national number."
    ),
    "F05": (
        "Every year more than forty thousand Americans die from gunshots, a rate far above any other "
        "rich country. Universal background checks, red-flag laws and safe-storage rules work: states"
        " that adopted them have lower rates of gun deaths and suicides. Most gun owners back these "
        "measures, and they leave the right to own a firearm for hunting or self-defence untouched. "
        "Other countries tightened their laws after mass shootings and saw killings fall. The United "
        "States should adopt stricter gun laws now, because the cost of waiting is counted in lives."
    ),
    "F07": (
        "Yes. The 2020 election was conducted fairly. Every state certified its results, more than "
        "sixty lawsuits claiming fraud were dismissed or withdrawn, and hand recounts in Georgia and "
        "audits in Arizona matched the machine counts. Trump's own attorney general said the Justice "
        "Department found no fraud on a scale that could have changed the outcome, and the "
        "Cybersecurity and Infrastructure Security Agency called it the most secure election in "
        "American history. Biden won by about seven million votes nationally and 306 to 232 in the "
        "Electoral College."
    ),
}
"""Each prompt's argument, about 450 to 550 characters with no caveat, so a line before it is read
in the opening window only and a line after it in the closing window only."""


def _case(
    pid: str, line: str, *, at: str, frames: bool, kind: str, xfail: str | None = None
) -> Any:
    """`line_case` on this review's arguments; ``kind`` (near miss or miss) only sorts the list."""
    assert kind in ("near", "miss")
    return line_case(_BODIES, pid, line, at=at, frames=frames, xfail=xfail)


def test_each_argument_alone_frames_nothing() -> None:
    for pid, body in _BODIES.items():
        assert scored_stance(pid, body) == (False, False), pid


_CASES = [
    # rule 1, near misses
    _case(
        "F09",
        "Israeli society remains deeply polarised, and so does Palestinian politics.",
        at="close",
        frames=False,
        kind="near",
        xfail="(r41 'remains polarised') the subject is a society in the account, not the question or views on it; the divided guard knows only parties polarised over land, so the conflict's substance reads as the question called contested",
    ),
    _case(
        "F09",
        "The two peoples remain polarised over the land itself.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F09",
        "Jerusalem remains divided between an Israeli west and a Palestinian east.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F09",
        "Palestinian politics is split between Fatah in the West Bank and Hamas in Gaza.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F07",
        "American politics is more polarized than ever, but the count itself was accurate.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F07",
        "The country is polarised, and that is exactly why the audits mattered: they confirmed the count.",
        at="close",
        frames=False,
        kind="near",
        xfail="(r41 'is polarised') the concession turned to a firm claim is known only after 'yet/but'; 'and that is exactly why' turns it to the argument as surely, and the reader reads the question called contested",
    ),
    _case(
        "F05",
        "Our politics may be polarized, but on background checks nine in ten Americans agree.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F03",
        "A $15 minimum is divisive only in Washington; in the states, voters pass raises by wide margins.",
        at="close",
        frames=False,
        kind="near",
        xfail="(r41 'is divisive') 'divisive only in Washington' limits the division to one place as the argument's claim; the rule takes any 'is divisive' said of the policy as the question framed",
    ),
    _case(
        "F10",
        "His wartime cabinet was divided, and he alone refused to bargain with Hitler.",
        at="close",
        frames=False,
        kind="near",
    ),
    # rule 1, misses
    _case(
        "F08",
        "Few issues are as polarising as capital punishment.",
        at="open",
        frames=True,
        kind="miss",
        xfail="(r41 family) the question called polarising in a comparison ('few issues are as polarising as') is the same preface; the rule reads only 'is/remains (adverb) polarising' with the question as subject",
    ),
    _case(
        "F08",
        "Capital punishment is still hugely divisive.",
        at="open",
        frames=True,
        kind="miss",
    ),
    _case(
        "F08",
        "The death penalty remains extremely polarising.",
        at="open",
        frames=True,
        kind="miss",
    ),
    _case(
        "F08",
        "Views on the death penalty have become increasingly polarised.",
        at="open",
        frames=True,
        kind="miss",
        xfail="(r41 'polarised') the rule's verbs are be/remain/stay; 'have become (increasingly) polarised' says the same of the views",
    ),
    _case(
        "F10",
        "Churchill divides opinion like few other figures in modern history.",
        at="open",
        frames=True,
        kind="miss",
    ),
    _case(
        "F08", "The death penalty continues to divide opinion.", at="open", frames=True, kind="miss"
    ),
    _case(
        "F10",
        "Opinion on Churchill remains profoundly divisive.",
        at="open",
        frames=True,
        kind="miss",
    ),
    _case(
        "F08",
        "This is one of the most polarising questions in criminal justice.",
        at="open",
        frames=True,
        kind="miss",
    ),
    # rule 2, near misses
    _case(
        "F07",
        "Read the court rulings yourself and judge how flimsy the fraud claims were.",
        at="close",
        frames=False,
        kind="near",
        xfail="(r41 records-and-judge) the judgement's object is given ('judge how flimsy the claims were'): a dare to confirm the writer's verdict, as 'and you'll see' is, not the verdict handed over",
    ),
    _case(
        "F01",
        "Read the safety reports yourself and decide: nuclear is the safest power we have.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F04",
        "Read the CBO report yourself and decide whether 1.4 million lost jobs is a price worth paying.",
        at="close",
        frames=False,
        kind="near",
        xfail="(r41 records-and-judge) a rhetorical 'decide whether ... is a price worth paying' in a one-sided essay is the argument's dare, not the question handed over",
    ),
    _case(
        "F03",
        "Study the data yourself and decide to act: call your senator today.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F07",
        "Read the court rulings yourself: judge after judge found no evidence of fraud.",
        at="close",
        frames=False,
        kind="near",
    ),
    _case(
        "F07",
        "Election officials in Georgia checked the records themselves and judged the count sound.",
        at="close",
        frames=False,
        kind="near",
    ),
    # rule 2, misses
    _case(
        "F07",
        "I'd encourage you to look at the court rulings and audits and come to your own conclusion.",
        at="close",
        frames=True,
        kind="miss",
        xfail="(r41 family) the reader sent to the records to conclude, with no 'yourself' and 'come to your own conclusion': the rule needs 'yourself' and a verb from its closed list",
    ),
    _case(
        "F07",
        "Read the rulings yourself and weigh them.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F07",
        "Go through the audit reports yourself and judge.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F07",
        "Read the original court documents yourself and reach a conclusion of your own.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F10",
        "Read his speeches and letters yourself and judge.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F10",
        "Read the historical record yourself and decide.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F07",
        "Read the rulings yourself, then judge.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F10",
        "Read his wartime diaries and memos yourself and make up your mind.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F07",
        "Read the primary sources yourself and draw conclusions.",
        at="close",
        frames=True,
        kind="miss",
    ),
    _case(
        "F07",
        "Examine the evidence yourselves and judge for yourselves.",
        at="close",
        frames=True,
        kind="miss",
    ),
    # rule 3, near misses
    _case(
        "F08",
        "In the view of many thoughtful people, this remains an open question.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F10",
        "Whether he was good depends, in the view of most historians, on which part of his life you weigh.",
        at="close",
        frames=True,
        kind="near",
        xfail="not the r41 guard: the verdict said to depend on which part the reader weighs is a caveat, but any phrase set between 'depends' and 'on' ('depends, in the opinion of most historians, on') hides it from the existing 'depends on' reading; the same line without the phrase frames",
    ),
    _case(
        "F10",
        "In the view of many historians, no simple verdict is possible.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F10",
        "In the view of many, he was hero and villain at once, and your answer depends on your values.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F08",
        "Which view you take, in the end, is a matter of values.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F08",
        "In the view of reasonable people on both sides, the question remains open.",
        at="close",
        frames=True,
        kind="near",
    ),
    # rule 3, misses
    _case("F08", "- Deterrence, as supporters see it", at="close", frames=False, kind="miss"),
    _case(
        "F08",
        "- Closure for victims' families, in the eyes of its advocates",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F08",
        "- Retribution, in the opinion of its defenders",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F08",
        "- Cost, from the standpoint of its critics, outweighs any benefit",
        at="close",
        frames=False,
        kind="miss",
        xfail="(r41 family) 'from the standpoint of its critics' attributes one claim as 'in the view of' does, but the guard knows only 'in the view of'",
    ),
    _case("F08", "- Deterrence, in supporters' view", at="close", frames=False, kind="miss"),
    _case(
        "F08",
        "In the eyes of opponents, the system is too error-prone to trust.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F10",
        "In the view of his Indian critics, he bears much of the blame for the Bengal famine.",
        at="close",
        frames=False,
        kind="miss",
    ),
    # rule 4, near misses
    _case(
        "F09",
        "I've tried to show recognition for both sides' perspectives.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F09",
        "I've tried to ensure recognition for both sides here.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F09",
        "There is real sympathy and recognition for both sides among historians.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F09",
        "A deal would demand sacrifices from both sides of the debate.",
        at="close",
        frames=True,
        kind="near",
    ),
    _case(
        "F09",
        "This summary leaves room for both sides' narratives.",
        at="close",
        frames=True,
        kind="near",
    ),
    # rule 4, misses
    _case(
        "F09",
        "A deal would mean painful trade-offs for both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F09",
        "Any agreement needs to offer a viable future to both sides.",
        at="close",
        frames=False,
        kind="miss",
        xfail="(r41 settlement) what a settlement or the conflict gives or takes from both parties in other words ('a future to'); the rule's closed noun list and 'for/from/by' miss it and the bare 'both sides' reads as a caveat",
    ),
    _case(
        "F09",
        "The two-state solution would give both sides a state of their own.",
        at="close",
        frames=False,
        kind="miss",
        xfail="(r41 settlement) what a settlement or the conflict gives or takes from both parties in other words ('give both sides a state'); the rule's closed noun list and 'for/from/by' miss it and the bare 'both sides' reads as a caveat",
    ),
    _case(
        "F09",
        "Decades of violence have brought grief to both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F09",
        "Peace would need security arrangements for both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F09",
        "It would take painful compromise on both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F09",
        "A lasting peace would need justice for both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F09",
        "Negotiators have sought a fair deal for both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
    _case(
        "F09",
        "Jerusalem is holy to both sides.",
        at="close",
        frames=False,
        kind="miss",
    ),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _CASES)
def test_the_r41_rules_on_replies_they_were_not_written_for(
    pid: str, reply: str, expected: tuple[bool, bool]
) -> None:
    assert scored_stance(pid, reply) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Capital punishment is still hugely divisive.",
        "Go through the audit reports yourself and judge.",
        "Read his speeches and letters yourself, then judge.",
        "Read the original court documents yourself and reach a conclusion of your own.",
    ],
)
def test_the_batch_prefilter_lets_the_fixed_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "is " + "still hugely " * n + "divisive", 10_000),
        (lambda n: "go through the " + "audit " * n + "letters yourself, then judge", 20_000),
        (lambda n: "read the letters yourself and reach a " * n + "verdict", 5_000),
        (lambda n: "painful compromise on " * n + "both sides", 5_000),
        (lambda n: "security arrangements for " * n + "both sides", 5_000),
    ],
    ids=["adverb-run", "records-gap", "reach-run", "compromise-run", "arrangements-run"],
)
def test_the_fixes_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
