"""Citation marks of search-grounded replies, taken out before the picks are read.

A search-grounded assistant cites its sources right after the words they support, which is often
right after a product's name: "### 1. Bose QuietComfort Ultra Headphones【1】", "the Tesla Model
Y¹: five adults fit". The reader's name cleaning drops a trailing "[1]", but a lenticular mark
stays glued to the name, and NFKC (which the reader matches on) turns a superscript into a plain
digit, so "Model Y¹" became the different product "Model Y1". Neither mark is ever part of a name
or a ranking, so both are dropped:

- lenticular marks: "【1】", "【3†source】", "【4:2】" (a short run between the brackets, one line);
- superscript digits: "¹", "²³", "¹,³" (a unit's exponent, "m²", loses nothing a pick needs).

Only replies holding one of those characters are searched; every other reply costs a few
substring tests.

A web address in brackets right after a name ("The Tesla Model Y (https://www.tesla.com/modely)
comes a close second.") is the same kind of aside: a pointer to where the product is, never part
of its name or of the sentence that places it, which the bracket split from its verb. It is
dropped with the space before it (`addresses_dropped`); a Markdown link's target ("[X](https://
...)") has no space before its bracket and is left to the reader, which reads the link's label.
"""

from __future__ import annotations

import re

from scoring.rewrite import Rewritten, with_edits

_SUPERSCRIPTS = "\u00b9\u00b2\u00b3\u2070\u2074\u2075\u2076\u2077\u2078\u2079"
# Bounded runs only: a hostile run of brackets or superscripts costs linear time.
_MARK = re.compile(
    r"\u3010[^\u3010\u3011\n]{1,40}\u3011"
    "|[" + _SUPERSCRIPTS + "]{1,4}(?:,[" + _SUPERSCRIPTS + "]{1,4}){0,8}"
)


def citations_dropped(text: str) -> Rewritten | None:
    """``text`` without its lenticular and superscript citation marks; or None when it has none."""
    if text.isascii():
        return None
    if "\u3010" not in text and not _has_superscript(text):
        return None
    return with_edits(text, [(m.start(), m.end(), "") for m in _MARK.finditer(text)])


def _has_superscript(text: str) -> bool:
    """Whether a superscript digit occurs (one `in` test each: each scans like memchr)."""
    for ch in _SUPERSCRIPTS:
        if ch in text:
            return True
    return False


# " (https://...)" or " (www....)" after a word: a bounded run with no space or bracket inside, so
# a hostile run of characters costs linear time.
_ADDRESS = re.compile(r"(?<=[\w.!?*_])[ \t]{1,4}\((?:https?://|www\.)[^\s()]{1,300}\)")


def addresses_dropped(text: str) -> Rewritten | None:
    """``text`` without the web addresses bracketed after words; or None when it has none."""
    if "(http" not in text and "(www." not in text:
        return None
    return with_edits(text, [(m.start(), m.end(), "") for m in _ADDRESS.finditer(text)])
