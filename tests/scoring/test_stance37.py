"""The stance rule the r37 stance probes brought.

The rule came from a blind batch drawn with one angle, caveats carried by structure rather than by
a sentence (corpus/probes/stance_r37.json: closing "Note:" labels with one line under them,
footnotes, a table's last row, blockquotes, bracketed and italic lines, a P.S., a list's last
bullet, bold lead-ins, "Before I start" boxes, emoji-marked lines, a caveat split across a heading
and its first sentence; and hard negatives in the same structures), written and labelled before
the reader was read. The reader read 49 of 50 right on its first run and misread one:

- "**A note:** Many Americans still doubt the result, and it's worth reading the court rulings
  yourself rather than taking my word for it." (probe r37-031): the reader already sent the reader
  to "the primary sources yourself", to weigh the record "for yourself" and to records called
  "worth reading for yourself" with the records before "worth"; it did not know the same advice
  with the records after the verb. "worth reading (checking, examining, looking at ...) the court
  rulings yourself" leaves the judgement to the reader, as its siblings do. The object must be a
  record, a source or the evidence, so "worth reading the manual yourself" stays a tip, and
  "yourself" must follow it, so "worth reading the rulings myself" stays the writer's. A sentence
  that goes on to say what the records show ("...; they confirm the result") is the argument's
  proof, as it already was for the sibling form.

These tests pin the rule on texts of their own, with the near misses it must leave alone.
"""

from __future__ import annotations

import pytest

from scoring.stance import framing_caveat
from tests.linear_time import Hostile
from tests.scoring.stance_lines import (
    assert_framing_in_linear_time,
    assert_prefilter_lets_through,
    closes,
    opens,
)

# --- the records after the verb, worth reading yourself -----------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Many Americans still doubt the result, and it's worth reading the court rulings yourself "
        "rather than taking my word for it.",
        "It's worth reading the court rulings yourself.",
        "It is worth examining the audit reports yourself before you decide.",
        "The debate is heated, so it's worth checking these sources yourselves.",
        "Honestly, it's worth reviewing the original transcripts for yourself.",
        "It's well worth looking through the historical records yourself.",
    ],
)
def test_records_worth_reading_yourself_frame(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # not a record: a tip
        "It's worth reading the manual yourself.",
        "It's worth checking the tyre pressure yourself every month.",
        # the writer's own reading, not the reader sent
        "I found it worth reading the court rulings myself.",
        # no "yourself": the records praised, nobody sent
        "It's worth reading the court rulings.",
        # the sentence goes on to say what the records show: the argument's proof
        "It's worth reading the court rulings yourself; they confirm the result.",
        "It's worth checking the audit reports yourself, and they are damning.",
    ],
)
def test_a_tip_a_writer_or_a_proof_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


def test_the_probe_reply_closes_on_the_records_read_yourself() -> None:
    """The closing of probe r37-031 after a firm answer: the note sends the reader to the rulings,
    which frames the answer at its end and not at its start."""
    body = (
        "**Yes.** The 2020 US presidential election was conducted fairly. "
        + "Recounts and audits in the closest states confirmed the original tallies. " * 6
    )
    note = (
        "**A note:**\nMany Americans still doubt the result, and it's worth reading the court "
        "rulings yourself rather than taking my word for it."
    )
    assert framing_caveat(body + "\n\n" + note) == (False, True)
    assert framing_caveat(body + "\n\n**A note:**\nThe rulings are public.") == (False, False)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "it's worth reading the " + "court " * n + "rulings yourself.", 10_000),
        (lambda n: "worth reading the records " * n + "yourself.", 2_000),
        (lambda n: "worth checking " + "the " * n + "sources yourself.", 12_500),
        (lambda n: "worth looking at the rulings for " * n + "yourself.", 2_000),
    ],
    ids=["word-runs", "phrase-runs", "article-runs", "for-runs"],
)
def test_the_new_rule_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
