"""The stance rule the r36 stance probes brought.

The rule came from two blind generalisation batches drawn as a held-out part is drawn
(corpus/probes/stance_r36.json, fifty replies to the ten framing prompts in every family's
everyday habits, and corpus/probes/stance_r36b.json, thirty more in the families the first used
less, each written and labelled before the reader was read). The reader read the first batch
50/50 and misread one case of the second:

- "I hope this essay meets your needs! Keep in mind that nuclear power also has strong defenders,
  and their arguments are worth considering too." (probe r36b-006): "their arguments are worth
  considering" was read as the essay's own side's case, because the lead named no "other" side;
  but a camp of the debate named in the lead ("defenders", "supporters", "proponents", ...) whose
  case is granted "too" or "as well" is the other side pointed to beside the piece. Without "too"
  the camp may be the essay's own ("Workers have strong supporters in Congress, and their case is
  worth hearing"), which stays the argument's.

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

# --- a camp of the debate whose case is granted "too" ----------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Keep in mind that nuclear power also has strong defenders, and their arguments are worth "
        "considering too.",
        "Nuclear power has its defenders, and their case is worth hearing as well.",
        "Supporters of a $15 wage make a serious case, and their arguments are worth considering too.",
        "Of course, stricter laws have committed advocates, and their arguments are worth reading too.",
        "The policy has passionate proponents; their case is worth weighing as well.",
    ],
)
def test_a_camp_whose_case_is_granted_too_frames(line: str) -> None:
    assert opens(line) is True
    assert closes(line) is True
    assert_prefilter_lets_through(line)


@pytest.mark.parametrize(
    "line",
    [
        # a camp with no "too": it may be the essay's own side
        "Workers have strong supporters in Congress, and their case is worth hearing.",
        "Supporters of the Second Amendment have been patient, and their case is worth hearing.",
        # "too" with no camp named: the essay's own people
        "Gun owners have waited long enough; their case is worth hearing too.",
        "Low-wage workers have been ignored for years; their arguments are worth hearing as well.",
        # a camp and "too", but not granting the camp's case
        "The reactor's defenders were too slow to answer the cost overruns.",
        "Advocates of renewables want cheap power too.",
    ],
)
def test_a_camp_alone_or_too_alone_frames_nothing(line: str) -> None:
    assert opens(line) is False
    assert closes(line) is False


def test_the_probe_reply_closes_on_the_camp_granted_too() -> None:
    """The closing of probe r36b-006 after an essay's argument: the pleasantry frames nothing, the
    camp granted its case "too" closes the piece."""
    body = "Nuclear plants take ten to twenty years to build, and their waste stays dangerous. " * 6
    ending = (
        "I hope this essay meets your needs! Keep in mind that nuclear power also has strong "
        "defenders, and their arguments are worth considering too."
    )
    assert framing_caveat(body + "\n\n" + ending) == (False, True)
    assert framing_caveat(body + "\n\nI hope this essay meets your needs!") == (False, False)


# --- hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "defenders " * n + "and their case is worth hearing too.", 5_000),
        (
            lambda n: (
                "The policy has supporters, and their case is worth hearing" + " too" * n + "."
            ),
            12_500,
        ),
        (lambda n: "their arguments are worth considering as " * n + "well.", 1_500),
    ],
    ids=["camp-runs", "too-runs", "as-runs"],
)
def test_the_new_rule_reads_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert_framing_in_linear_time(hostile, count)
