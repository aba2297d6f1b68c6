"""The simulated triage model: a one-word rating for a request that asks for one.

A triage request (detection/triage.py) ends by stating its reply format: "Answer with exactly one
word from: minor, significant, major." A simulated model whose behaviour sets `triage_rating`
answers such a request with that word, exactly as the strict parser expects, when the request
offers it. Any other request, or a model without a rating, gets the ordinary generic reply, so a
scenario can also show what happens when the triage model does not answer in format.

The reply format is read from the request, not imported, so the simulator keeps answering
whatever the pipeline asks in that form.
"""

from __future__ import annotations

import re

_FORMAT = re.compile(r"Answer with exactly one word from: ([a-z]+(?:, [a-z]+)*)\.", re.IGNORECASE)


def offered_words(prompt_text: str) -> tuple[str, ...]:
    """The words a request allows as its whole reply; () when it asks for no one-word rating."""
    matches = _FORMAT.findall(prompt_text)
    if not matches:
        return ()
    # The last statement of the format is the request's own; one inside the quoted responses
    # above it is data, and the real one is repeated at the very end.
    return tuple(word.strip().lower() for word in matches[-1].split(","))


def triage_reply(prompt_text: str, rating: str | None) -> str | None:
    """The rating word to send back, or None when this is not a triage request the model rates."""
    if rating is None:
        return None
    return rating if rating in offered_words(prompt_text) else None
