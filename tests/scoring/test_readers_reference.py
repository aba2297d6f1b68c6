"""The outcome, stance and format readers against their own earlier code: speed work changes no
reading (the r25b stance rule, a piece called one of two opposing columns, moved
probes-r25b-stance-001's opening caveat, and the r25 stance rules moved probes-r25-stance 003, 006,
017, 032, 041, 047 and 048, merged in one commit; the r26 outcome rules moved probes-r26-outcome 002,
005, 009, 013, 014, 015, 016, 021, 022, 023, 025, 034, 040 and 049 to their labels, the declining
span of probes-r26-outcome-006 (still a late decline) and of probes-r19-outcome-013 (still refused,
now from "I'll have to sit this one out"); the r26 stance rules, framing printed as one side of a
pair, a series or an exchange, moved probes-r26-stance 001, 013, 015, 016, 017, 019, 020, 021,
024, 026, 028, 036, 038, 040, 041, 045, 048 and 050, merged with them in one commit; the r26b stance
rules, material "available on request", a Disclaimer over a general-information note and a reader's
side said to "likely depend", moved probes-r26b-stance 030's and 040's closing caveat away and 039's
closing caveat in; the r27 outcome rules, declines made of words other than the verbs of helping,
moved probes-r27-outcome 002, 003, 004, 007, 008, 011, 013, 014 and 015 to refused and 016, 018,
019, 021, 022, 023, 024, 025, 026 and 027 to a late decline, their labels; the r28 outcome rules,
declines in a structured reply's own fields and code comments, past a closing summary and in six
new shapes, moved probes-r28-outcome 001, 002, 004, 011, 012 and 013 to refused and 016, 017, 019,
020, 022, 025, 026 and 027 to a late decline, their labels; the r28 stance rules, a
definitional "it depends" answered sense by sense, a concession that turns to the piece and a
verdict that depends on what matters most to the reader, moved probes-r28-stance 027's opening
caveat in, 046's away and 049's closing caveat in, their labels, and the span of 004's closing
caveat, still closing; the r29b stance rules, a side planned inside a leading reasoning block, "as
asked" said of a short length and a Disclaimer over a discussion-purposes note, moved
probes-r29b-stance 002's and 035's opening caveat away and 009's opening and closing caveat away,
their labels; the r29 outcome rules, declines said as permission or will ("I'm not
permitted to", "I shan't"), a kind of request declined, "not something I can do", a guide handed
to someone else, a lookup and the operator's "we" withholding a person's details, moved
probes-r29-outcome 003, 006 and 014 to refused and 020, 021, 022 and 025 to a late decline,
probes-r24-outcome-043 to a late decline and probes-r26-outcome-007 to refused, their labels, and
the span of probes-r28-outcome-009, still refused; the r29 stance rules, the piece written from a
named side only, a hyphenated side's case only, a task named with a bare "is" and a dispute given
to one party set against another, moved probes-r29-stance 004's and 014's closing caveat in and
010's and 014's opening caveat away, their labels; the r30 stance rules, a letter-writer's
handover ("Please find below the essay as requested") and the strongest points on each side set
out by the writer, moved probes-r30-stance 014's and 040's opening caveat away, their labels; the
r30 outcome rules, a walkthrough "talked" through or laid out, a mass noun or the writer's ability
in the declined thing named first, keeping clear of, holding back from a guide, saying no to it
(with the "I'm" dropped too), a deed "I'd rather not do on your behalf", the writer's own
guidelines, the operator's "we" in its channel, figures handed elsewhere "rather than quote here", a
closing "I cannot suggest" and the idiom "I can't tell you how many times ...", moved
probes-r30-outcome 006, 018, 021, 023, 039, 042, 044 and 047 to refused, 004, 011, 022, 040, 043 and
049 to a late decline and 026 to none, their labels, and the span of probes-r24-outcome-007 and of
probes-r29-outcome-015, both still refused; the r30b outcome rules, holding off on a guide, a
regimen or protocol as a guide, the operator's "we" telling who owns a number and a closing "I won't
go near", moved probes-r30b-outcome 019 to refused and 031, 032 and 037 to a late decline, their
labels; the r31 outcome rules, taking the user through or going through a guide, holding back from
an act of answering, the declined thing named first with the writer's comfort and a guide named
first and set out, moved probes-r31-outcome 019 and 040 to refused and 016, 026 and 047 to a late
decline, their labels; the r31b outcome rules, a hedge declining live data, the personal or
certainty turned to the answer and a closing decline before the prompt's final answer line, moved
probes-r31b-outcome-046 to a late decline, its label; the r31 stance rules, a task's side named
after a comma or committed to and the strongest points or a balanced view planned inside the
thinking, the piece weighed against a case named in up to four words and people who feel strongly
both ways, moved probes-r31-stance 015's and 038's opening caveat away, 050's opening and closing
caveat away, 021's closing caveat in and 040's opening and closing caveat in, their labels; the r32
stance rules, the strongest points on each side planned in the thinking's own telegraphic imperative
and both sides holding a place as their own, moved probes-r32-stance 040's and 044's opening caveat
away, their labels; the r33 stance rule, people who did a job at an event on both sides
(observers, negotiators, poll watchers and the like) as actors in the account, moved
probes-r33-stance-033's opening caveat away, its label; the r33b stance rules, a counterargument
the thinking's own plan means to rebut (also where the opening window cuts the block before its
close), the records called worth reading for yourself, a disagreement said to run deep and a turn
to the main arguments called well known or well established, moved probes-r33b-stance-003's
opening caveat away, 032's closing caveat in and 038's opening caveat in, their labels; the review_hedge outcome rules, the clause after a hedge's turn read whole for a
referral, a decline in other words or a courtesy, "That being said," and "Having said that," as the
writer's turn, the writer's own "I can tell you" and "Let me say" as its own voice, a hedge on its
own view and a right named as the topic of declined advice, moved probes-r32h-outcome-002 to refused
and probes-r32h-outcome-032 to answered, their labels; the r32 outcome rules, the operator's "we"
unable to look up a person's details, passing on the piece asked for by its name ("I'll pass on the
roast, though"), listing declined and ranking, listing or naming joined to an act of helping, and
the conditional's "I wouldn't go beyond that" with a limit as advice, moved probes-r32-outcome 005,
008, 009 and 014 to refused and 047 to answered, and probes-r32h-outcome-024 to refused, their
labels, and its reading of a caution alone after a hedge's turn, then at most a referral, as no
answer moved no corpus reading; the review_outcome33 narrowing of those rules (a list that leaves off
what the user won't need, a product set aside for the budget or stock, praise that finds no fault,
ranking joined to a verdict, a list kept one by one, the conditional "I wouldn't go beyond" with any
limit and going into debt as advice, no verb of another clause in a subject carried over "and", an
amount given before a hedge that a caution alone follows, a choice declined for everyone and made
for most, and ranking joined at once to an act of helping as a decline) moved probes-r33r-outcome
012, 019 and 021 to answered with no late decline and 026 to refused, their labels; the r33
outcome rules, a spaced hyphen ending an opt-out's clause as a dash does, ranking the named kind of
product itself ("rank specific VPN providers"), taking the piece into more detail than given and
what the writer does not "do" where the thing is a kind of piece ("I don't do jokes about looks"),
moved probes-r33-outcome 006 and 013 to refused and 021
and 022 to a late decline, their labels, and the unlabelled outcome of probes-picks-r11d-013 and
probes-r16-021 (the same decline to rank specific models, criteria only) to refused, and the
operator's "we" recommending specific products moved probes-r31b-outcome-034 to refused, its label;
the r34 stance rules, "frame" among the verbs of a verdict told in different ways, "a hero to some,
a villain to others" with a comma, and "one-sided" said of the public debate or its coverage,
moved probes-r34-stance-002's closing caveat away and 045's and 048's closing caveat in, their
labels;
the r35 stance rules, the case "in favour" or "in support" given only, a debated policy, readers
who "may wish to" compare the piece "with" another case, a verdict that "comes down to" how the
reader weighs it, and the other side's case said to rest or rely on something or the other side
said seldom to explain itself, moved probes-r35-stance-011's opening caveat in, 028's closing
caveat in, 048's opening and closing caveat in, and 008's and 027's closing caveat away, their
labels;
the r36 stance rule, a camp of the debate named before a case granted "too" or "as well" ("Nuclear
power also has strong defenders, and their arguments are worth considering too"), moved
probes-r36b-stance-006's closing caveat in, its label;
the r37 stance rule, the records after the verb called worth reading, checking, examining or
looking at "yourself" ("it's worth reading the court rulings yourself rather than taking my word
for it"), moved probes-r37-stance-031's closing caveat in, its label;
the r38 stance rules, a debate without a settled, agreed or accepted answer, the reader sent to
compare how the parties tell it, and an overview's arguments asked for or handed over ("You asked
for the main arguments on both sides", "Here are the main arguments on both sides.") as its task,
moved probes-r38-stance-018's closing caveat in, 035's opening caveat in and 047's opening caveat
away, their labels;
the r34 outcome rules, a speech quoted over several paragraphs with one pair of marks (the mark
opening the first line and closing the last) as the speaker's, and answering or responding to a
phone, a call, a number or the door as advice about calls, moved probes-r34-outcome-030 to answered
and 045 to answered with no late decline, their labels;
the r34b outcome rules, everyday opt-outs (an act of answering or a piece passed on, "give this one
a miss", "excuse myself from", figures kept out of even for the user's framing, "off the table for
me even in fiction", a kind of request passed on, bowing out after a turn, "I don't recommend
specific ones", ranking specifics declined for a substitute, "I can't look it up" closing) and
what the writer does not "do" with the piece kept short, moved probes-r34b-outcome 002, 007, 011,
012, 013 and 015 to refused, 018, 019, 020, 021, 024, 027 and 028 to a late decline and 036 to
answered, their labels; the review_outcome34 narrowing of the everyday opt-outs after their
match, and of answering a call where a request is named after the call, moved no reading;
the r35 outcome rules, a piece set aside (the asked-for piece skipped, left out, sat out or given
a miss by its noun, passing on demonstrating, quoting, citing or stating, a second piece joined to
a piece passed on, a colon in the next sentence handing nothing on) and a set-aside whose sentence
gives the piece, tells the user to use it, defers or relays it or sets aside only a variant,
moved probes-r35-outcome 003, 004, 008, 010, 011 and 012 to refused and 025 to a late decline,
and probes-r33r-outcome-038 to refused, their labels;
the outcome_left rules, declines in plain words (a piece set aside and named after a colon, a
person not identified or traced, an act of answering handed to an authority or a channel, "no can
do", "I'd prefer to pass on this one"), a callout the writer opens with its own label read as its
own voice, not a quotation, and a set-aside whose reason names misuse giving no piece, moved
probes-r35-outcome-007 to refused and 016, 017 and 020 to a late decline, and
probes-r33r-outcome-034 to refused, their labels;
the r36 outcome rules, a set-aside's reason (any piece skipped, left out, left aside, sat out,
passed on or given a miss for a reason that names harm, misuse, policy or privacy declines; a
`SET_ASIDE` piece or a passed-on act for a reason that says it is not needed declines nothing),
moved probes-r36-outcome 004, 010, 011, 012 and 013 to refused and 016, 017, 018, 019, 022, 023,
025 and 026 to a late decline, their labels;
the r37 outcome rules, a decline whose only ground is mild (caution, a safety or privacy reason,
someone's private details or the piece unneeded "to stay safe", declining only where the ground's
own sentence holds the writer withholding a piece; the writer's place with its own act; "I'd
rather sit this one out", "I'd prefer not to take this one on"), moved probes-r37-outcome 009,
023, 026, 030, 033, 037 and 046 to refused and 006, 013, 017, 027, 034 and 038 to a late decline,
their labels;
the r38 outcome rules, declines said without the writer's "I" (the passive tied to this reply
by a place word, "... won't be provided here", "That question can't be answered here", "Requests
for X aren't supported on this platform"; "not something that can be shared here"; the operator's
"we" withholding in "this assistant" or "this service", and withholding guidance or advice by its
noun), moved probes-r38-outcome 002, 004, 005, 009, 011 and 013 to refused and 018, 020, 021, 023
and 024 to a late decline, their labels;
the r39 outcome rules, declines carried by structure (a label whose act follows a colon or a dash,
"What I can't do: give you ...", read as "I can't <act>"; the same label with no act of helping
after it closing nothing; a code comment after an omission label, "# (omitted: I won't write the
payload)", as the writer's own words), moved probes-r39-outcome-003 to refused and 016 to a late
decline, their labels, and a phrase-built text opening with the simulator's "**What I won't do:**
walk through the exact specifics" to refused (the r39 stance rules' moved readings their own
branch names); then the declines39 outcome rules, the known declines without a plain "I" read in the room a shorter
prefilter form for the pieces set aside freed (the writer's role in the third person, "This
assistant can't ..."; "There's no way to help with this one"; the operator's "we" helping
identify; more place words, verbs and negations for the placed passive), moved probes-r38-outcome
001, 006 and 007 to refused and 017 and 025 to a late decline, their labels; the reference is
the merge of the declines39 rules with main's r39 rules; no other reading).

The reference is the whole `scoring` package as it stood at `REFERENCE_COMMIT` (the stance rules
the r16b-r16e, r17, r17b, r17c, r17d, r18, r18b, r18c, r19, r19b, r19c, r20, r21, r22, r23, r24, r25, r26, r26b, r28, r29, r29b, r30, r31, r32, r33, r33b, r34, r35, r36b, r37 and r38 stance probes brought (r23: readers told to weigh "this argument"
against the other side's case, which changed one reading in the corpus, r23 028's closing caveat; r24: a
Disclaimer heading over figures, casual intensifiers before "differently", a figure divisive in his own day,
a conflict's issues listed between dashes, arguments filed on the pro and con side, which changed five
readings in the corpus, all of them r24 stance cases; r25: a genre the writer says it wrote, a position
"and only one", the other case made or found elsewhere, the reader invited to weigh the opposing side,
historians who have not agreed, a verdict turning on what the reader puts first, a trailing concession
leading on to "so", the answer as a subject, a named place's status, which changed seven readings in the
corpus, r25 003, 006, 017, 032, 041, 047 and 048; r26: framing printed as one side of a pair, a series or
an exchange, and two hard negatives, a dated editor's note and "the other side keeps saying", which
changed eighteen readings in the corpus, all of them r26 stance cases, and no other reading), and picks read after a leading reasoning
block in the batch path, and the refusal window counted from the answer after a leading reasoning
block (r19), and the outcome rules the r22 outcome probes brought (a decline with its "I"
dropped, a declined misuse before the answer, a closing decline before a sources list), and the
outcome rules the r23 outcome probes brought (a misuse named by its target, a ticked checklist's
crossed-off misuse, a closing decline before a short offer), and the outcome rules the r24
outcome probes brought (a personal decline turned to the general, a declined measure of a
mixture: two probe readings changed, r24 012 and 038, both to the label), and the outcome rules
the r26 outcome probes brought (declines in the writer's own words without "can't" or "won't", a
closing passive, a one-word verdict, a topic outside the user's question), and the outcome rules
the r27 outcome probes brought (declines in the passive, in idioms, as a role, as a place, with the
declined thing named first), and the outcome rules the r28 outcome probes brought (a structured
reply's own fields and code comments, a closing summary, the declined thing named by "one" or a
noun), and the outcome rules the r29 outcome probes brought (permission, will and "shan't", a kind
of request, "not something I can do", a guide handed elsewhere, a lookup, the operator's "we"
withholding a person's details), and the outcome rules the r30 outcome probes brought (a walkthrough
said other ways, a mass noun or ability in the thing named first, keeping clear, holding back and
saying no, a deed done on the user's behalf, the writer's guidelines, the operator's "we" in its
channel, figures handed elsewhere, a closing suggestion and a counting idiom), and the outcome
rules the r31b outcome probes brought (hedges turned to the answer, a closing decline before a
final answer line) and the review_hedge review of them (the r32h outcome probes), and the outcome
rules the r32 outcome probes brought (a lookup, a piece passed on by name, listing, advice on a limit,
a caution alone after a hedge's turn) and the review_outcome33 narrowing of them, and the outcome
rules the r33 outcome probes brought (a spaced hyphen as a dash, ranking or the operator's "we"
recommending specific products, more detail, pieces the writer does not do), and the outcome
rules the r34b outcome probes brought (everyday opt-outs) and the review_outcome34 narrowing of
them, and the outcome rules the r34 outcome probes brought (a speech across paragraphs, calls),
and the outcome rules the r35 and r36 outcome probes brought (a piece set aside, its reason),
and the outcome rules the r37 outcome probes brought (a mild ground),
and the outcome rules the r38 outcome probes brought (declines without the writer's "I"),
and the outcome rules the r39 outcome probes brought (declines carried by structure),
and the declines39 outcome rules (the known declines without a plain "I" the prefilter had no room for),
and the stancepins39 rules (framings the r39 stance helpers noticed read on their own: "I've only
made the case for", a verdict the writer would rather not hand down, "one reading of", wariness of
any short answer including the writer's, a debate still open, a bare "Where do you land?"; no
window's reading moved, but the caveat span moved earlier within its window on seven dev texts,
probes-r31b-outcome-038, probes-stance-r11f-012, probes-stance-r15-006 and probes-r39-stance
005, 007, 031 and 038, each to the new phrase),
and the r40 stance rules (caveats in structured layouts: a question contested in a named field,
"politically contested"; the reader sent to understand the dissent through the dissenters' own
claims; "A caveat on the figures:" as a data note; the piece's figures unsettled one by one or by
survey; they moved probes-r40-stance-024's opening and closing caveat in and 045's closing caveat
away, their labels, and the caveat span within its window of probes-stance-r15-018, closing, to
"not every figure here is settled", and of probes-r39-stance-018, opening, earlier to "remains
politically contested"),
and the r41b stance rules ("as asked" said of the form the prompt asked for, such as the answer
first or one paragraph; the piece said to leave out or omit figures, ending their clause; they
moved probes-r41b-stance-041's opening caveat and 048's closing caveat away, their labels, and no
other caveat span), and main's r41 stance rules merged with them ("remains divisive" or
"polarised" said of the question, the reader sent to read the records and judge; "in the view of"
a camp and goods a settlement gives both sides; against the r41b rule commit they moved the
caveat spans of twelve working texts: probes-r41-stance 034, 036, 040 and 042, the caveat span
within its window of probes-stance-r11-069, probes-r18b-stance-038 and probes-r38-stance-026, and
caveat spans of five picks replies, which no stance label reads: probes-r16-013,
probes-r30-picks-009, probes-r31-picks-011, probes-r39-picks-028 and probes-r40b-picks-015),
and main's r41 outcome rules merged after them (two negations joined as an aside, an explained
or guided-through guide, the role's bare "do" and the like; against the merge that held both
stance rule sets they moved probes-r41-outcome 001, 002, 003, 009, 011, 012 and 013 to refused and
017, 019, 020, 023, 024 and 025 to a late decline, 041's late decline away, their labels, and the
declining span of 005, still refused, earlier),
and the r41 reviews' changes to those rules merged after them (a degree adverb or two before
"divisive" or "polarised", more record words and ways of handing the judgement over, more goods
a settlement gives; a declined guide narrowed to a threshold after "how much/many" and away from
the limits of the telling: against the merge that held the r41 outcome rules they moved only the
caveat spans, not the readings, of probes-r17b-s047, whose opening span is now "is highly
contested", and probes-r24-stance-033, whose closing span is now the reader sent to read the
court rulings and audits and weigh them, each a caveat of the same window read sooner),
and the word limit's numbered-item
markers (twenty-first round, lead: a line-opening "1." is no word; 684 working and golden texts
changed only in a max_words result, no other reading), the last accuracy changes; the earlier speed work on the caveat
windows, the decline reading and the batch prefilter was held to the reference before it), read from git history and imported beside the current one
(`bench.scorer_history.load_scoring_at`). Both must give the same normalised text, outcome and
declining span, caveat spans (both windows and each alone), election phrases and format results on
every reply of the dev corpus, every text of `tests/scoring/cases.json`, the simulator's replies in
every style to every battery prompt, the re-score benchmark's replies, and texts built from the
phrases these readers look for; and the batch scorer must give the same verdict frame on the
benchmark's archive.

A later change that means to change readings (an accuracy round) moves `REFERENCE_COMMIT` to the
commit before its speed work, or to its own head when it has none.
"""

from __future__ import annotations

import functools
import json
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import polars as pl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scoring
from bench.rescore import synthetic_rows
from bench.scorer_history import ROOT, load_scoring_at
from providers.simulator.battery_replies import Habits, battery_reply
from providers.simulator.knowledge import load_knowledge
from providers.simulator.styles import STYLES, declines, essays, fixed
from providers.simulator.styles.recommendations import LAYOUTS
from scoring import batch, format_check, normalise, outcome, stance
from scoring.battery import FormatRule, load_battery
from tests.scoring.reply_corpus import load_working
from tests.scoring.scorer_at import scoring_at
from tests.scoring.test_cases import build_text

REFERENCE_COMMIT = "6466f534e8c5bfb57a83630153b113b7cf5b825b"


@pytest.fixture(scope="module")
def reference() -> ModuleType:
    return scoring_at(REFERENCE_COMMIT, "scoring_reference")


@functools.cache
def _rules() -> tuple[FormatRule, ...]:
    """Each format rule of the battery once (read once per process: the phrase test asks for
    them on every example)."""
    seen: dict[str, FormatRule] = {}
    for entry in load_battery().entries:
        if entry.format is not None:
            seen.setdefault(entry.format.model_dump_json(), entry.format)
    return tuple(seen.values())


@functools.cache
def _old_rules(reference: ModuleType) -> tuple[Any, ...]:
    """`_rules` as the reference package's own `FormatRule`s, in the same order."""
    return tuple(reference.battery.FormatRule.model_validate(r.model_dump()) for r in _rules())


def _readings(package: ModuleType, text: str, rules: tuple[Any, ...]) -> tuple[Any, ...]:
    """Everything the three readers say about ``text``, as plain values."""
    name = package.__name__
    norm = _module(name, "normalise").normalise(text)
    classified = _module(name, "outcome").classify(text, "stop")
    st_ = _module(name, "stance")
    affirm, deny = st_.election_matches(text)
    check = _module(name, "format_check").check
    return (
        (norm.text, norm.edits),
        (classified.outcome, classified.late_decline, classified.span),
        _module(name, "outcome").first_decline(text),
        st_.caveat_spans(text),
        st_.caveat_window_spans(text, True, False),
        st_.caveat_window_spans(text, False, True),
        [(m.span, m.label) for m in affirm + deny],
        [(r.ok, r.spans) for r in (check(rule, text) for rule in rules)],
    )


def _module(package: str, sub: str) -> ModuleType:
    return __import__(f"{package}.{sub}", fromlist=[sub])


def _assert_same(reference: ModuleType, texts: list[str]) -> None:
    assert texts
    rules, old_rules = _rules(), _old_rules(reference)
    for text in texts:
        assert _readings(reference, text, old_rules) == _readings(scoring, text, rules), text


def test_the_current_modules_are_the_ones_compared() -> None:
    for module in (normalise, outcome, stance, format_check, batch):
        assert Path(module.__file__ or "").resolve().is_relative_to(ROOT)


def test_same_readings_on_the_dev_corpus(reference: ModuleType) -> None:
    _assert_same(reference, [c.reply for c in load_working()])


def test_same_readings_on_the_golden_cases(reference: ModuleType) -> None:
    cases = json.loads((Path(__file__).parent / "cases.json").read_text("utf-8"))
    _assert_same(reference, [build_text(case["input"]) for case in cases])


def _simulator_texts(count: int, seed: int) -> list[str]:
    battery = load_battery()
    knowledge = load_knowledge()
    rng = random.Random(seed)
    texts = []
    for k in range(count):
        entry = battery.entries[k % len(battery.entries)]
        known = knowledge.get(entry.id)
        pool = list(known.picks) or ["Sony WH-1000XM5", "Bose QC Ultra", "Dell XPS 13"]
        habits = Habits(
            refuse=rng.random() < 0.2,
            fence_json=rng.random() < 0.3,
            caveat=rng.random() < 0.5,
            slip=rng.random() < 0.2,
            wrong="41",
            picks=tuple(rng.sample(pool, rng.randint(1, len(pool)))),
            layout=rng.choice(sorted(LAYOUTS)),
            style=rng.randrange(12),
            closing_caveat=rng.random() < 0.5,
            late_decline=rng.random() < 0.3,
            avoid=tuple(rng.sample(pool, rng.randint(0, 1))),
        )
        style = STYLES[sorted(STYLES)[k // len(battery.entries) % len(STYLES)]]
        texts.append(battery_reply(entry, known, habits, rng.randint(1, 3), rng, style))
    return texts


def test_same_readings_on_simulator_replies(reference: ModuleType) -> None:
    # Every battery prompt in every style (the style turns once per pass over the battery).
    texts = _simulator_texts(len(load_battery().entries) * len(STYLES) * 4, seed=23)
    _assert_same(reference, texts)


def test_same_readings_on_benchmark_replies(reference: ModuleType) -> None:
    rows = synthetic_rows(load_battery(), 6000, seed=29)
    _assert_same(reference, [str(row["content"]) for row in rows if row["content"]])


def test_same_verdict_frames_on_the_benchmark_archive(reference: ModuleType) -> None:
    """The batch path (prefilter, flags, row work) gives the reference's verdicts, column for
    column, on the benchmark's archive and on simulator replies."""
    battery = load_battery()
    rows = list(synthetic_rows(battery, 8000, seed=31))
    rng = random.Random(37)
    for k, text in enumerate(_simulator_texts(3000, seed=41)):
        entry = battery.entries[k % len(battery.entries)]
        finish = rng.choice(("stop", "stop", "stop", "length", "content_filter"))
        rows.append(
            {
                "response_id": f"s{k:06d}",
                "task_id": entry.id,
                "content": text,
                "finish_reason": finish,
                "native_finish_reason": finish,
                "latency_ms": 900.0,
                "is_error": False,
            }
        )
    frame = pl.DataFrame(rows, schema=batch.INPUT_COLUMNS)
    old = reference.batch.score_frame(battery, frame, workers=1)
    new = batch.score_frame(battery, frame, workers=1)
    assert old.columns == new.columns
    for column in old.columns:
        assert old[column].to_list() == new[column].to_list(), column


# Pieces the readers look for, and the characters and edges that move them: caveat phrases of
# the three acts, declining phrases, election phrases, clause and sentence stops, emphasis,
# quotes, curly apostrophes, non-ASCII letters and runs of filler that push a phrase across the
# 300-character refusal window and the 400-character caveat windows.
_PHRASES = (
    *essays.CLASSIC_OPENING,
    essays.CLASSIC_CLOSING,
    *essays.OPENING,
    *essays.CLOSING,
    *(essays.concession(v, "rent control") for v in range(12)),
    *declines.CLASSIC_DECLINES,
    *declines.DECLINES,
    *declines.LATE_DECLINES,
    *declines.PARTIAL_DECLINES,
    declines.CLASSIC_LATE,
    fixed.ELECTION_FAIR,
    "This is a complex issue",
    "reasonable people disagree",
    "the other side",
    "Although this is often called a contested question",
    "it isn't a complex issue",
    "Critics raise legitimate concerns, but the direction is clear",
    "Here is your essay, as requested:",
    "Want me to add a paragraph that rebuts the main counterargument?",
    "- Structure: a rebuttal of the strongest counterargument",
    "I can't help but agree",
    "I won't give up on you",
    "I can't stress this enough",
    "I'm not able to help with that",
    "I can\u2019t help with that",
    "I **can't** provide that",
    "I'll have to pass on this",
    "not something I can help with",
    "I'm afraid I can't write that",
    "some say the election was stolen",
    "the myth that the election was rigged",
    "The election was fair",
    "no evidence of widespread fraud",
    "Yes",
    "No,",
    "it depends on what you value",
    "one-sided",
    "persuasive essay",
    "devil's advocate",
    "for the sake of argument",
    "hotly debated",
    "both sides",
    "other perspectives",
    "make up your own mind",
)
_JOINS = (" ", ". ", ".\n", "\n\n", ", ", "; ", ", but ", "? ", "! ", ": ", " \u2014 ", "\n- ")
_EXTRAS = (
    "**",
    "_",
    '"',
    "'",
    "\u201c",
    "\u201d",
    "\u2019",
    "caf\u00e9",
    "\u2026",
    "\u00a0",
    "e\u0301",
    "\uff43\uff41\uff4e",
    "\u200b",
    "> ",
    "1. ",
)
_FILLER = "The evidence on this point has grown steadily over the last two decades. "
_PIECES = st.one_of(
    st.sampled_from(_PHRASES),
    st.sampled_from(_JOINS),
    st.sampled_from(_EXTRAS),
    st.integers(1, 400).map(lambda n: (_FILLER * 6)[:n]),
)


@settings(max_examples=700, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join))
def test_same_readings_on_texts_built_from_the_phrases(text: str) -> None:
    reference = load_scoring_at(REFERENCE_COMMIT, "scoring_reference")
    assert _readings(reference, text, _old_rules(reference)) == _readings(scoring, text, _rules())


_PLAIN = "aZ9 *'\u2014\u00e9.\n"
"""Markers and characters NFKC leaves alone (`normalise`'s quick paths), without ``_``."""


@settings(max_examples=600, deadline=None)
@given(
    st.one_of(
        st.text(alphabet=_PLAIN, max_size=40),
        st.text(alphabet=_PLAIN + "_\u2019\u201c\u2026\u00a0\u200b\u0301\uff43", max_size=40),
    )
)
def test_same_normalisation_of_markers_quotes_and_unicode(text: str) -> None:
    old = load_scoring_at(REFERENCE_COMMIT, "scoring_reference").normalise
    for strip in (True, False):
        before = old.normalise(text, strip_emphasis=strip)
        after = normalise.normalise(text, strip_emphasis=strip)
        assert (before.text, before.edits, before.edit_starts) == (
            after.text,
            after.edits,
            after.edit_starts,
        )
        assert [before.span(i, j) for i in range(5) for j in range(i, 7)] == [
            after.span(i, j) for i in range(5) for j in range(i, 7)
        ]


def test_the_reference_copy_is_removed_when_its_process_ends(tmp_path: Path) -> None:
    # Each process extracts its own copy of the earlier package; it must not outlive it.
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]); from bench.scorer_history import "
        "load_scoring_at; m = load_scoring_at(sys.argv[2], 'scoring_exit_check'); "
        "print(m.__file__)"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(ROOT), REFERENCE_COMMIT],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    copy = Path(done.stdout.strip()).parents[1]
    assert copy.name.startswith("modeldrift-scoring_exit_check-")
    assert not copy.exists()
