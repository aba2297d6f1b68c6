"""An overall verdict after a label ends the name where its predicate starts.

"**Verdict.** The Kettlo H9 wins overall." read the pick as "The Kettlo H9 wins overall" (the
text after a label was taken whole), and "Verdict: Kettlo H9 wins overall." as "Kettlo H9 wins
overall": a name no other day's reading could match, so a picks event with nothing behind it.
Found by review25 and left there; a verdict label's rest now ends the name at its first lower-case
predicate word, the bold label included. A criterion's winner ("**Battery life** -
Sony wins clearly", "**Battery life:** X wins clearly") is left alone.
"""

from __future__ import annotations

import pytest

from scoring.recommendation import read_picks

_BODY = "Both are good headphones, and the gap is small.\n\n"


def _names(text: str) -> list[str]:
    return [p.name for p in read_picks(text).picks]


@pytest.mark.parametrize(
    "verdict",
    [
        "**Verdict.** The Kettlo H9 wins overall.",
        "Verdict: The Kettlo H9 wins overall.",
        "Verdict: Kettlo H9 wins overall.",
        "**Bottom line:** Kettlo H9 takes the crown.",
        "**Verdict:** Kettlo H9 comes out on top.",
        "Verdict: Kettlo H9 gets my vote.",
    ],
)
def test_an_overall_verdict_after_a_label_names_the_product_alone(verdict: str) -> None:
    assert _names(_BODY + verdict) == ["Kettlo H9"]


def test_criterion_winners_after_labels_are_still_no_picks() -> None:
    # Near miss: each criterion's winner, not an overall verdict; the predicate is no overall one.
    text = (
        _BODY
        + "**Battery life:** Kettlo H9 wins clearly.\n\n**Comfort:** Marrow Pulse 4 wins easily."
    )
    assert _names(text) == []
