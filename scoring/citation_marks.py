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

picks24b: a bracketed number after a word in running text ("1Password [1], then Bitwarden [2],
then Dashlane [3] - ...", "Proton VPN [2] comes second") is the same kind of mark, in ASCII: it
split a chain of names from the commas and words that rank them, so such a reply was read as no
ranking (`brackets_dropped`). Runs of them ("[1][3]", "[2, 4]", "[1-3]") go with the space before
them. A bracketed number that opens a line ("[1] Wirecutter - ...") or a source's title after a
colon or a middle dot ("Sources: [1] RTINGS") keeps its place: it numbers a source, not a claim.
So does one after a closing bracket: "[Mullvad][1]" is a reference-style link, read by its label.
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


# A run of bracketed citation numbers, after a word, a closing bracket or a stop (perhaps with one
# space or tab between), and not before a capitalised word (a source's title: "[1] RTINGS"), nor
# before one after the emphasis closing round it (review25: "**[1]** Kettlo H9" numbers a ranking's
# item in bold, as "[1] Kettlo H9" does plain; the "*" before it had let it pass for a mark after
# a bold word). Bounded runs only: a hostile run of brackets, digits or spaces costs linear time.
_BRACKET_MARK = re.compile(
    r"(?<=[\w.,;!?)*'\"\u2019\u201d])[ \t]?"
    r"(?:\[\d{1,3}(?:[ \t]{0,2}[,\u2013-][ \t]{0,2}\d{1,3}){0,6}\]){1,8}"
    r"(?![*_]{0,3}[ \t]{0,4}[A-Z\[])"
)
_BRACKET_DIGIT = re.compile(r"\[\d")


def brackets_dropped(text: str) -> Rewritten | None:
    """``text`` without the bracketed citation numbers after its words; or None when it has none.
    A text with no "[" and a digit after it costs one substring test and one short scan."""
    if "[" not in text or _BRACKET_DIGIT.search(text) is None:
        return None
    return with_edits(text, [(m.start(), m.end(), "") for m in _BRACKET_MARK.finditer(text)])
