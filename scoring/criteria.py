"""The criteria a comparison is judged on, shared by the readers that must tell a criterion's place
from an overall one ("wins on battery", "first for battery life"): one word list, so the picks
reader and the prose-place phrases cannot drift apart."""

from __future__ import annotations

# Criteria a comparison is judged on, which a label can name ("**Battery:** Sony, 30 hours").
CRITERIA = frozenset(
    """
    battery life sound quality comfort design build noise cancelling canceling cancellation
    performance display screen camera storage keyboard trackpad touchpad ports weight size
    portability durability warranty support software ecosystem connectivity bluetooth charging
    speed power efficiency fit range setup privacy security autofocus suction cargo safety space
    seating trunk ride cushioning grip lens lenses video apps app sharing stability
    """.split()
)

# The criteria "X wins on ..." or "first for ..." can name (`CRITERIA` and a few more), as one
# regex alternation, longest first so "battery" is not cut short by a shorter word.
CRITERION_WORDS = "|".join(
    sorted(
        CRITERIA | {"price", "value", "ease", "features", "specs", "calls", "cost"},
        key=lambda word: (-len(word), word),
    )
)
