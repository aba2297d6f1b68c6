"""A first pick named in an opening question, above a list that starts at second place (r22).

"Have you tried on the Brooks Ghost 16 yet? 👟 That's my top pick ..." and then "🥈 Asics
Novablast 4 ..." / "🥉 Hoka Clifton 9 ...", or "2️⃣ **Canon EOS R50**" / "3️⃣ ...": the writer
gives first place in the question's answer and lists only the places after it. A careful reader
takes the question's product as first and the list as second and third, so the list is written
with the first place in it ("🥇 <name>" or "1️⃣ <name>" before its first line) and read as the
list it stands for.
"""

from __future__ import annotations

import re

from scoring.prose_places import _ASKED, _ASKED_PICK, _N, _S
from scoring.rewrite import Rewriter, Rewritten

# The question and the sentence after it (as r21's prose place reads them), with up to three
# symbols between them (an emoji after the question mark, "yet? 👟 That's my top pick").
_ASKED_FIRST = re.compile(
    rf"{_S}{_ASKED}[ \t]+{_N}(?:[ \t]+yet)?\?[ \t]+(?:[^\w\s]{{1,3}}[ \t]+)?{_ASKED_PICK}"
)
_SILVER = "\U0001f948"
_KEYCAP_TWO = ("2\ufe0f\u20e3", "2\u20e3")
# A line that opens a list at second place: a silver medal or a "2" keycap, after any indent.
_SECOND_LINE = re.compile(r"^[ \t]*(?:\U0001f948|2\ufe0f?\u20e3)", re.M)
# A line that gives the first place itself: the list is complete, nothing to add.
_FIRST_LINE = re.compile(r"^[ \t]*(?:\U0001f947|1\ufe0f?\u20e3)", re.M)


def asked_first_listed(text: str) -> Rewritten | None:
    """The list with the question's product as its first line, or None.

    Gate: a list that starts at second place holds a silver medal or a "2" keycap, and the
    question holds "?": a reply without both is returned at once, unsearched.
    """
    if "?" not in text or (_SILVER not in text and not any(k in text for k in _KEYCAP_TWO)):
        return None
    asked = _ASKED_FIRST.search(text)
    if asked is None:
        return None
    second = _SECOND_LINE.search(text, asked.end())
    if second is None or _FIRST_LINE.search(text, asked.end(), second.start()) is not None:
        return None
    if _FIRST_LINE.search(text, second.start()) is not None:
        return None  # a first place listed below: the list is the writer's whole ranking
    marker = "\U0001f947 " if text.startswith(_SILVER, second.end() - 1) else "1\ufe0f\u20e3 "
    rw = Rewriter(text)
    rw.copy_to(second.start())
    rw.insert(marker)
    rw.copy_range(*asked.span("name"))
    rw.insert("\n")
    return rw.finish()
