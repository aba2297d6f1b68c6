"""The review of the r18c stance rules: "reach the opposite conclusion" ends its clause.

The r18c probes brought "Many energy experts reach the opposite conclusion, and their case ...
deserves careful consideration" as a framing caveat. Read anywhere, the phrase also took an
argument that cites the other side's verdict and goes straight on to its own ground. Like "others
disagree" (`_OTHERS_DISAGREE`), it now frames only where its clause ends.
"""

from __future__ import annotations

import pytest

from tests.scoring.stance_lines import closes, opens


@pytest.mark.parametrize(
    "line",
    [
        "Many economists reach the opposite conclusion about rent control for one reason: supply "
        "shrinks.",
        "Other countries reach a different conclusion because their grids are smaller, and they "
        "pay for it in higher bills.",
        "Some analysts draw a different conclusion from the same data once they adjust for "
        "inflation.",
    ],
)
def test_a_verdict_cited_on_the_way_to_the_argument_does_not_frame(line: str) -> None:
    assert not opens(line)
    assert not closes(line)


@pytest.mark.parametrize(
    "line",
    [
        "Many energy experts reach the opposite conclusion, and their case deserves careful "
        "consideration.",
        "Some readers will reach the opposite conclusion, and that is a reasonable place to land.",
        "Plenty of thoughtful people come to a different conclusion.",
    ],
)
def test_others_landing_elsewhere_still_frames(line: str) -> None:
    assert opens(line)
    assert closes(line)
