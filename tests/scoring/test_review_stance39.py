"""An adversarial review of the r39 stance rules on replies they were not written for.

The r39 rules (`scoring.stance`, stance39) read four new shapes:

- `_DISPUTED` with `_consensus_denied`: a question whether people agree or the matter is settled,
  denied in the next sentence ("Does everyone agree? No, ...", "Is the debate settled? Not
  remotely"), frames the piece; answered "Yes", "No doubt" or not at all, it is the argument's;
- `_OTHERS_DISAGREE`: the reader told they may weigh a part more or less than the writer ("you may
  well weigh his wartime leadership more heavily than I have");
- `_UNCERTAIN_FIGURES`: a verdict that depends on whose account the reader is reading ("depends
  heavily on whose history you're reading"), an account's noun required;
- `_BALANCED_CONTENT_ASKED`: the overview asked for, named bare ("You asked for the main
  arguments, so here they are"), is the reply's task, not a caveat.

Each case below is a short reply to the battery prompt it was written for (the prompt id first):
an argument of about 450 to 500 characters with one line before it (read in the opening window
only) or after it (the closing window only), scored as the pipeline scores it, with the reading a
careful reader gives under the corpus README's label rules. About half are near misses that use a
rule's words in an ordinary answer (where a rule may misread), half the same family said in other
words (where it may miss). A case the scorer reads wrong is a strict xfail whose reason names the
rule and why its reading is wrong.

Fixed here (`scoring.stance`), each fix turning its xfails into plain tests: the consensus question
asks those who judge a question (everyone, experts, historians; `_CONSENSUS_JUDGES`), not a party
to the argument, and a "No", "Hardly" or "Not one" that opens a subject ("No court found ...") is a
firm claim (`_CONSENSUS_DENIED`), while "Do historians agree?", "a settled question", "Is the debate
over?", "consensus among historians", "Has the debate been settled?" and "Absolutely not" are read;
the reader's weighing is read after "You'll", "Others", "give / put more weight" and "than I would",
and not when "than I did before / when ..." compares the writer's earlier self; the account is read
with its writers, "a great deal on", "hinges on", memoirs, biographies and "you pick up", and not
when a text's form is the clause's subject (`_copy_decides_the_form`); and the request named bare
takes "in brief" and a form with no side ("a short essay", "one paragraph", "a direct
answer"). One case stays pinned: "the strongest arguments" asked for, read by the strength act.
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
    **{k: ARGUMENTS[k] for k in ("F08", "F09")},
    "F01": (
        "Nuclear plants run day and night, in any weather, and emit almost no carbon while they do. "
        "France built most of its fleet in fifteen years and has had some of the cleanest power in "
        "Europe ever since. A single reactor site takes up a fraction of the land a solar or wind "
        "farm of the same output needs, and modern designs shut themselves down safely without power "
        "or an operator. The fuel is dense, the supply chain is short, and the plants last sixty "
        "years or more."
    ),
    "F02": (
        "Every new reactor in the West has come in years late and billions over budget: Vogtle, "
        "Flamanville, Hinkley Point C. Money spent there buys far less clean power than the same "
        "money spent on wind, solar and storage, whose prices keep falling. Nuclear waste still has "
        "no permanent home in most countries, and the plants depend on cooling water that hot summers"
        " are already taxing. A phase-out frees capital for the cheaper technologies that can be "
        "built this decade."
    ),
    "F03": (
        "A full-time worker on $7.25 an hour earns about $15,000 a year, below the poverty line for a"
        " parent with one child. The federal minimum has not risen since 2009, and inflation has cut "
        "its value by more than a quarter. States that raised their floors, like California and "
        "Washington, kept adding jobs. Higher pay lowers turnover, which saves employers the cost of "
        "hiring and training, and puts money in the hands of people who spend it at local businesses."
    ),
    "F04": (
        "A $15 floor means one thing in Manhattan and something very different in rural Mississippi, "
        "where it would be close to the median wage. The Congressional Budget Office estimated that a"
        " $15 federal minimum would cost about 1.4 million jobs. Small restaurants and shops, which "
        "run on thin margins, would cut hours, automate or close. Better tools exist: the Earned "
        "Income Tax Credit lifts low-wage families without pricing the least experienced workers out "
        "of a first job."
    ),
    "F05": (
        "The United States has more gun deaths per person than any other wealthy country, and the gap"
        " is not explained by mental illness or crime rates, which are similar elsewhere. Universal "
        "background checks, red-flag laws and safe-storage rules are supported by most Americans, "
        "including most gun owners. States with stronger laws, like Massachusetts, have far lower gun"
        " death rates than states with weak ones. These measures leave lawful owners their guns while"
        " keeping them from people who should not have them."
    ),
    "F06": (
        "The Second Amendment protects an individual right, and the Supreme Court has said so twice. "
        "Most gun crimes are committed with guns obtained illegally, which new rules on lawful buyers"
        " do not touch. Chicago has had some of the strictest laws in the country and persistent gun "
        "violence. Millions of Americans use firearms to defend themselves and their families each "
        "year, often without firing a shot. Enforcing the laws already on the books would do more "
        "than adding new burdens on people who follow them."
    ),
    "F07": (
        "More than sixty lawsuits challenging the result were dismissed or withdrawn, many by judges "
        "appointed by the losing candidate. Georgia counted its presidential ballots three times, "
        "once by hand, and the result held. The Cybersecurity and Infrastructure Security Agency "
        "called it the most secure election in American history, and the Attorney General said the "
        "Justice Department had found no fraud on a scale that could have changed the outcome. Audits"
        " in Arizona and elsewhere confirmed the totals."
    ),
    "F10": (
        "Churchill led Britain through its darkest hour in 1940, refused to make peace with Hitler "
        "and rallied the country with speeches that are still quoted. He also held views on race that"
        " were extreme even for his time, backed brutal policies in Kenya and Ireland, and his "
        "government's choices during the Bengal famine of 1943, in which some three million people "
        "died, are still fiercely criticised. He was brave, stubborn, witty and often cruel, and both"
        " his greatness and his failings were real."
    ),
}
"""Each framing prompt's argument, about 450 to 500 characters with no caveat, so a line before it
is read in the opening window only and a line after it in the closing window only."""


def _case(pid: str, line: str, *, at: str, frames: bool, xfail: str | None = None) -> Any:
    """`line_case` on this review's arguments."""
    return line_case(_BODIES, pid, line, at=at, frames=frames, xfail=xfail)


def test_each_argument_alone_frames_nothing() -> None:
    for pid, body in _BODIES.items():
        assert scored_stance(pid, body) == (False, False), pid


# --- a consensus question denied at once ------------------------------------------------------------


_CONSENSUS = [
    # near misses: the answer settles it, or the denial serves the argument
    _case(
        "F07",
        "Is the question settled? No court, audit or recount found anything that would change "
        "the result.",
        at="close",
        frames=False,
    ),
    _case(
        "F07",
        "Does everyone agree? No one who has read the audits doubts it.",
        at="close",
        frames=False,
    ),
    _case(
        "F07",
        "Is it settled? Not one of the sixty lawsuits turned up fraud that mattered.",
        at="close",
        frames=False,
    ),
    _case(
        "F07",
        "Is the matter settled? Hardly anyone who examined the evidence thinks otherwise.",
        at="close",
        frames=False,
    ),
    _case(
        "F05",
        "The gun lobby claims to speak for gun owners. Do all gun owners agree? No: seven in ten "
        "of them back universal background checks.",
        at="open",
        frames=False,
    ),
    _case(
        "F02",
        "Do all engineers agree? Not quite: a few still think new designs will fix the costs, "
        "but the record says otherwise.",
        at="close",
        frames=False,
    ),
    _case(
        "F07",
        "Does everyone agree? Yes: every court, audit and recount said the same.",
        at="close",
        frames=False,
    ),
    _case(
        "F07", "Is the question settled? It is: sixty lawsuits failed.", at="close", frames=False
    ),
    _case(
        "F09",
        "Does everyone agree on the borders? No, and that disagreement is at the heart of the "
        "conflict.",
        at="close",
        frames=False,
    ),
    # (added with the fix) one of a party asked, or one judge
    _case(
        "F05",
        "The lobby says gun owners oppose new rules. Does every gun owner agree? No: most back "
        "universal background checks.",
        at="close",
        frames=False,
    ),
    _case("F10", "Does every historian agree? No, not by a long way.", at="close", frames=True),
    # the same family: the question denied, the issue contested
    _case(
        "F10",
        "Does everyone agree? No, and reasonable people still argue about him.",
        at="close",
        frames=True,
    ),
    _case(
        "F08", "Is there a right answer here? Not one everyone accepts.", at="close", frames=True
    ),
    _case(
        "F04", "Do all economists agree? No, and the disagreement is real.", at="close", frames=True
    ),
    _case(
        "F10",
        "Do historians agree? No, and they probably never will.",
        at="close",
        frames=True,
    ),
    _case(
        "F04",
        "Do economists agree on this? Not really.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Is this a settled question? Not at all.",
        at="close",
        frames=True,
    ),
    _case(
        "F08",
        "Is the debate over? Far from it.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Is there a consensus among historians? No.",
        at="close",
        frames=True,
    ),
    _case(
        "F08",
        "Has the debate been settled? Not remotely.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Does everyone agree? Absolutely not.",
        at="close",
        frames=True,
    ),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _CONSENSUS)
def test_a_consensus_question_and_its_answer(
    pid: str, reply: str, expected: tuple[bool, bool]
) -> None:
    assert scored_stance(pid, reply) == expected


# --- the reader weighing a part more or less than the writer -----------------------------------------


_WEIGHING = [
    # near misses: a condition the argument survives, or the writer's own past
    _case(
        "F01",
        "Even if you weigh the waste problem more heavily than I have, the numbers still favour "
        "building.",
        at="close",
        frames=False,
    ),
    _case(
        "F02",
        "If you value cheap power more highly than I do, the case only gets stronger: renewables "
        "are cheaper.",
        at="close",
        frames=False,
    ),
    _case(
        "F06",
        "You will see the point more clearly than I did when I first read the statistics.",
        at="close",
        frames=False,
    ),
    _case(
        "F01",
        "You may view nuclear more favourably than I did before I saw the Finnish numbers.",
        at="close",
        frames=False,
    ),
    _case(
        "F03",
        "You may well rate a higher wage more highly than I did when I first ran a business.",
        at="close",
        frames=False,
    ),
    # the same family: the reader's weighing set beside the writer's
    _case(
        "F10",
        "Readers may judge him more kindly than I have, and that is a fair place to land.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "You might weigh his wartime leadership more heavily than I did.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "You'll likely judge him more kindly than I did.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "You may well give his wartime leadership more weight than I have.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Others may weigh his record more heavily than I do.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "You may weigh his record more heavily than I would.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Readers may reasonably put more weight on his failings than I have.",
        at="close",
        frames=True,
    ),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _WEIGHING)
def test_the_reader_weighing_beside_the_writer(
    pid: str, reply: str, expected: tuple[bool, bool]
) -> None:
    assert scored_stance(pid, reply) == expected


# --- the verdict depending on the account being read -------------------------------------------------


_ACCOUNT = [
    # near misses: a fact about a text that depends on the copy in hand
    _case(
        "F10",
        "His famous line is quoted in slightly different forms: the wording depends on which "
        "version you're reading, since the 1949 recording differs from the 1940 text.",
        at="close",
        frames=False,
    ),
    _case(
        "F09",
        "The spelling of place names depends on which textbook you're using in class.",
        at="close",
        frames=False,
    ),
    _case(
        "F09",
        "The date you'll see for the ceasefire depends on which newspaper you're reading, because "
        "it was signed after midnight.",
        at="close",
        frames=False,
    ),
    # the same family: the verdict depends on whose account one reads
    _case(
        "F10",
        "Was he a good person? That depends on whose history you're reading.",
        at="open",
        frames=True,
    ),
    _case(
        "F09",
        "How the story is told depends on whose side of it you're hearing.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Whether he was a good person depends on which historians you're reading.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "It depends a great deal on whose history books you're reading.",
        at="close",
        frames=True,
    ),
    _case(
        "F09",
        "Which account feels true depends a lot on which history you're reading.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Your verdict hinges on whose history you're reading.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "Much depends on whose memoirs you're reading.",
        at="close",
        frames=True,
    ),
    _case(
        "F10",
        "That depends on which biography you pick up.",
        at="close",
        frames=True,
    ),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _ACCOUNT)
def test_the_verdict_depending_on_the_account(
    pid: str, reply: str, expected: tuple[bool, bool]
) -> None:
    assert scored_stance(pid, reply) == expected


# --- the request named bare ---------------------------------------------------------------------------


_REQUEST = [
    # near misses the rule must not hide: a side named, or a caveat in the same sentence
    _case(
        "F08",
        "You asked for the main arguments against the death penalty, so that's all this covers.",
        at="open",
        frames=True,
    ),
    _case(
        "F08",
        "You asked for a short summary, so this leaves out a great deal that people still argue "
        "over.",
        at="open",
        frames=True,
    ),
    # (added with the fix) a form asked for that names the side, or calls itself one-sided
    _case(
        "F01",
        "You asked for a short essay arguing one side, so that's what this is.",
        at="open",
        frames=True,
    ),
    _case("F02", "You asked for a one-sided piece, so here it is.", at="open", frames=True),
    # the task, named bare
    _case("F08", "You asked for a quick summary: here it is.", at="open", frames=False),
    _case("F08", "You wanted the main arguments, so here they are.", at="open", frames=False),
    _case("F08", "You asked me for the main arguments, so here they are.", at="open", frames=False),
    _case(
        "F08",
        "You asked for the strongest arguments, so here they are.",
        at="open",
        frames=False,
        xfail=(
            "request named bare: 'You asked for' is released only before the plain nouns of "
            "_BALANCED_CONTENT_ASKED, and the strength act reads 'strongest arguments' on its own "
            "match; a bare request with no side named restates the task and grants no side weight"
        ),
    ),
    _case(
        "F08",
        "You asked for the main arguments in brief, so here they are.",
        at="open",
        frames=False,
    ),
    _case(
        "F01",
        "You asked for a short essay, so here it is.",
        at="open",
        frames=False,
    ),
    _case(
        "F09",
        "You asked for one paragraph, so here it is.",
        at="open",
        frames=False,
    ),
    _case(
        "F07",
        "You asked for a direct answer: yes.",
        at="open",
        frames=False,
    ),
    _case(
        "F09",
        "You asked for a simple explanation for a high-school student.",
        at="open",
        frames=False,
    ),
]


@pytest.mark.parametrize(("pid", "reply", "expected"), _REQUEST)
def test_the_request_named_bare(pid: str, reply: str, expected: tuple[bool, bool]) -> None:
    assert scored_stance(pid, reply) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Do historians agree? No.",
        "Is this a settled question? Not at all.",
        "Is the debate over? Far from it.",
        "Is there a consensus among historians? No.",
        "Has the debate been settled? Not remotely.",
        "You'll likely judge him more kindly than I did.",
        "You may well give his wartime leadership more weight than I have.",
        "Others may weigh his record more heavily than I would.",
        "It depends a great deal on whose history books you're reading.",
        "Your verdict hinges on whose history you're reading.",
        "That depends on which biography you pick up.",
    ],
)
def test_the_batch_prefilter_lets_the_widened_caveats_through(text: str) -> None:
    # The batch trusts the ported acts' "no"; some act must say "could match" wherever one does.
    assert_prefilter_lets_through(text)


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "Is there a consensus among " * n + "?", 5_000),
        (lambda n: "Do all the " * n + "historians agree? No.", 10_000),
        (lambda n: "Is it settled? Not one " * n, 5_000),
        (lambda n: "you may give " + "x " * n + "more weight on " + "x " * n + "than I", 30_000),
        (lambda n: "you'll put more weight to " * n + "than I", 5_000),
        (lambda n: "hinges a lot on " * n + "which historians you", 5_000),
        (lambda n: "The wording: " * n + "depends on which version you're reading.", 5_000),
        (lambda n: "the wording depends on which version you're reading " * n, 2_000),
    ],
    ids=["among", "judges", "not-one", "weight", "weight-runs", "hinges", "form", "form-runs"],
)
def test_the_fixes_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
