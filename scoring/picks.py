"""The products a recommendation names, in the order it ranks them.

A recommendation's answer is its list of picks; a change in the top pick or the order, for the same
prompt, is a behaviour change worth a look. Models format picks three ways (a table, a numbered
list, bold names in prose), and surround them with things that look like names but are not: prices
("$300 USD"), table headers ("Product"), labels ("Best for:") and specs ("30-hour battery"). The
filters below are what keeps those out.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import accumulate
from typing import Any

from scoring.add_ons import without_add_ons
from scoring.body_words import BodyWords
from scoring.colon_places import first_of_colon_list
from scoring.criteria import CRITERIA as _CRITERIA
from scoring.criteria import CRITERION_WORDS as _CRITERION_WORDS
from scoring.criterion_notes import without_criterion_notes
from scoring.criterion_winners import without_criterion_winners
from scoring.how_to_steps import reads_as_steps
from scoring.lower_brands import ENGLISH_MODIFIER, LOWER_BRAND
from scoring.normalise import normalise
from scoring.picks_prepass import original_span, prepared
from scoring.picks_restated import (
    NameIndex,
    closing_single_choice,
    final_restates,
    named_for_a_case,
    numbered_ranking_block,
    restated_aliases,
    same_product,
    singled_out,
    without_breakdowns,
    without_restatements,
)
from scoring.picks_revised import revised_order
from scoring.sentence_prefix import GrowingPrefix, PrefixSearch, SentenceStarts
from scoring.tier_order import (
    advises_against_all,
    in_score_order,
    in_stated_order,
    is_tier_label,
    tier_heading,
    unranked_order_intro,
)

MAX_PICK_CHARS = 60
MAX_PICK_WORDS = 8

# Trailing \r allowed: replies with Windows line ends split into lines that keep it.
_TABLE_LINE = re.compile(r"^[ \t]*\|.*\|[ \t\r]*$|^[^|\n]+(?:\|[^|\n]*)+$")
# A delimiter cell is three dashes, or fewer beside an alignment colon (":--:", "--:").
_TABLE_SEPARATOR = re.compile(
    r"^[ \t]*\|?[ \t]*(?:-{3,}:?|:-+:?|-+:)[ \t]*(?:\|[ \t]*(?:-{3,}:?|:-+:?|-+:)[ \t]*)*\|?[ \t\r]*$"
)


def _is_separator(line: str) -> bool:
    """Whether ``line`` is a table's delimiter row: every delimiter cell has a dash, so a line
    without one is ruled out before the pattern runs (asked of every marked-up line)."""
    # Such a line holds nothing but spaces, bars, colons and dashes (and perhaps a line end):
    # stripping those leaves nothing, a cheaper test than the pattern on the other lines.
    return "-" in line and not line.strip(" \t|:-\r\n") and _TABLE_SEPARATOR.match(line) is not None


_NUMBERED = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\d{1,2})[.)][ \t]+(?P<body>\S.*)$")
_BOLD = re.compile(r"(\*\*\*?|___?)(?=[^\s*_])(?P<inner>.+?)(?<=[^\s*_])\1(?P<colon>[ \t]*:)?")
_LEAD_BOLD = re.compile(r"^(\*\*\*?|___?)(?=[^\s*_])(?P<inner>.+?)(?<=[^\s*_])\1")
# An inline link, or a reference-style one ("[Mullvad][1]", its target listed at the end). A
# bracketed number is a citation mark, not a link's label: "MacBook Air M3[1][2]" cites two
# sources, and reading "[1][2]" as a link labelled "1" would glue the "1" to the name.
_LINK = re.compile(r"\[(?!\d{1,3}\])([^\]]{1,300})\](?:\([^)]{0,2000}\)|\[[^\]]{0,300}\])")


def _unlinked(text: str) -> str:
    """``text`` with each Markdown link replaced by its label. Every link holds "](" or "][", so a
    text without them is returned as it is: the substitution scans the whole text, and costs far
    more."""
    return _LINK.sub(r"\1", text) if "](" in text or "][" in text else text


def _folded(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """A twin of a re.I ``pattern`` for lower-cased ASCII text: compiled without re.I, its letters
    lower-cased ("[A-Z0-9]" becomes "[a-z0-9]", "I'd" becomes "i'd"; escapes such as "\\S" and
    group names are kept). On ASCII text, where case folding is lower() and keeps every position,
    the twin finds the same spans on ``text.lower()`` as the pattern does on ``text``, at a
    fraction of the cost: re.I folds every character it compares, and defeats the search's
    first-character scan.
    """
    source = re.sub(r"\\.|\(\?P<\w+>|\(\?P=\w+\)|[A-Z]", _lower_letter, pattern.pattern)
    return re.compile(source, pattern.flags & ~re.I)


def _lower_letter(m: re.Match[str]) -> str:
    """A letter lower-cased; an escape ("\\S", "\\b") or a group's name as it is."""
    return m.group() if len(m.group()) > 1 else m.group().lower()


# What a bracket that is part of the name holds: the chip or generation a maker writes in brackets
# ("MacBook Air (M3)", "MacBook Air (M3, 2024)", "AirPods Pro (2nd gen)").
_QUALIFIER = r"(?:[A-Z]\d(?:,[ \t]*\d{4})?|\d(?:st|nd|rd|th)[ -]gen(?:eration)?)\)"
# What opens a new sentence after an exclamation: a lower-case word, a capitalised word that
# usually opens a sentence ("It", "This", "You"), or a capitalised word with a lower-case one
# after it ("Tiny and light"). A capital word before a dash, a colon or another capital ("Yahoo!
# Mail - fine", "Yahoo! Mail Plus") goes on with the name.
_NEW_SENTENCE = (
    r"(?=[a-z]|(?:It|Its|This|That|These|Those|The|A|An|I|You|We|They|He|She|My|Our|Your|So|But"
    r"|And|If|Just|Great|Perfect|Love)\b|[A-Z][\w'-]*[ \t]+[a-z])"
)
# Where a numbered item's name ends: a dash, a colon, an opening bracket (not a qualifier's), a
# comma, a sentence end (a stop or, in chatty replies, an exclamation before a new sentence: "the
# Sony a6400! Its autofocus ...", "Canon EOS R50! Tiny and light."; not "Yahoo! Mail - fine",
# where the capital word after it goes on with the name), a conditional clause ("Bambino Plus if
# you want great drinks fast") or the place it is given in a sentence of its own ("Bottom line:
# MacBook Air M3 first."; "X first, Y second" is a list).
_NAME_END = re.compile(
    r"\s{1,40}[-–—]\s+|(?<=\w)[–—]|:(?:\s|$)|\s{1,40}\((?!"
    + _QUALIFIER
    + r")|,\s|\.\s|!(?:\n|\s"
    + _NEW_SENTENCE
    + r")"
    r"|\s{1,40}\||\s{1,40}if(?:\s|$)"  # fixes28: "**Choose the X if:**" ends on its "if"
    r"|\s{1,40}(?:first|second|third)(?=[.!]?(?:\s|$))"
    # a price written straight after the name, then a dash or colon ("Tapo RV30 Plus $249 — ...")
    r"|\s{1,40}(?=[$€£]\s?\d[\d,.]*[ \t]*[-–—:])"
    # r24c: an emoji a chatty writer sets between the name and its reason ("Brooks Ghost 16 ✅
    # super forgiving"): pictographs and dingbats never belong to a product's name
    r"|\s{1,40}(?=[\u2600-\u27bf\U0001f300-\U0001faff])"
    # picks34: an arrow a chatty writer sets between the name and its reason ("🥇 Breville
    # Bambino → tiny, fast"), spaced like the dash it stands for
    r"|\s{1,40}(?:->\s|[\u2192\u21d2])"
    # review_picks34: an arrow glyph written straight after the name ("Roborock Q5 Max→strong")
    # or straight before the reason ("Gaggia Classic Pro ⇒durable"): the glyph never belongs to
    # a name, whatever its spacing ("->" does, in "USB-C->HDMI", so it still needs its blanks)
    r"|[\u2192\u21d2]"
)
# Where a `_NAME_END` match can start: at an en or em dash, a colon, a comma, a stop, an
# exclamation or an arrow glyph (the branches that open with one), or at a blank that at most 39 more blanks part
# from what a branch opening with `\s{1,40}` needs after its run: a dash or en or em dash, "(",
# "|", the "i" of "if", the "f", "s" or "t" of a place word, a currency sign, a pictograph or
# dingbat, or an arrow ("->" opens with the dash already listed). The pattern has no flags, so
# these are the only cases; a blank run longer than 40 before them is cut in neither. A branch
# added to `_NAME_END` adds its first character here (test_picks_speed34 holds the two equal).
_NAME_END_STARTS = re.compile(
    r"[–—:,.!\u2192\u21d2]|\s(?=\s{0,39}[-–—(|ifst$€£\u2192\u21d2\u2600-\u27bf\U0001f300-\U0001faff])"
)


def _name_end_search(text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
    """`_NAME_END.search(text, pos, endpos)`, the pattern tried only where a match can start
    (`_NAME_END_STARTS`): the search's leftmost match is its match at the first offset where one
    starts, and "match" at an offset sees what lies before it (the lookbehind before a dash) and
    stops at ``endpos`` (the lookaheads, "$") as the search does. Most of a name's blanks sit
    before a letter no branch needs, so the pattern's many branches are tried at a few offsets
    instead of at every character."""
    end = len(text) if endpos is None else endpos
    for gate in _NAME_END_STARTS.finditer(text, pos, end):
        cut = _NAME_END.match(text, gate.start(), end)
        if cut is not None:
            return cut
    return None


_TRAILING_BRACKET = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")
_TRAILING_QUALIFIER = re.compile(r"\s\(" + _QUALIFIER + r"\s*$")
# picks25: the same bracket right after a chain segment's name ("MacBook Air (M3) > ...").
_QUALIFIER_AFTER = re.compile(r" \(" + _QUALIFIER)
# "½" as NFKC writes it: the half of a star rating after a name ("★★★★½").
_HALF_STAR = "1\u20442"
_PRICE = re.compile(
    r"[$€£¥₹]\s?\d|\d\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks)\b|\b(?:usd|eur|gbp|us\$)\s?\d"
    r"|\bunder\s+\$|\bprice\b",
    re.I,
)
_SPEC = re.compile(
    r"^(?:up\s+to\s+|about\s+|around\s+|over\s+|under\s+|~|approx\.?\s*)?\d[\d,.]*"
    r"(?:[-–]\d[\d,.]*)?\+?\s*-?\s*"
    r"(?:hours?|hrs?|h|mah|gb|tb|mb|ghz|mhz|hz|mm|cm|m|in|inch(?:es)?|\"|w|watts?|kg|g|lbs?|oz|"
    r"mp|megapixels?|%|percent|days?|years?|months?|weeks?|minutes?|mins?|db|k|p|fps|nits|cores?|"
    r"bit|x|ms|v|a|l|liters?|litres?|ft|feet|miles?|mi|km|mph|rpm|pa|ppi|dpi)(?:\b|(?<=[%\"]))",
    re.I,
)
_ONLY_NUMBERS = re.compile(r"^[#\d\s.,%/+\-x×:]+$", re.I)
_DIGIT = re.compile(r"\d")
_LETTERS = re.compile(r"[a-z]+")
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'&+.\-]*")

# Words that describe or organise picks rather than name them. A candidate made only of these
# (and numbers) is a label or header ("Best Overall", "Pros", "Battery Life"), not a product.
# r20b: "FAQ", "Quick FAQ" and "Q&A" title a section of questions after the picks.
_GENERIC = frozenset(
    """
    a an and the of for to in on with by or vs at as is our my your top best pick picks choice choices
    option options alternative alternatives recommendation recommendations recommended runner up
    runner-up winner overall budget premium value mid-range midrange range high-end entry-level
    entry level upgrade pro pros con cons price prices pricing cost costs verdict summary
    conclusion note notes tip tips why how what who which where when bottom line tldr tl;dr key
    feature features spec specs specification specifications highlight highlights consideration
    considerations quick comparison compare compared table rank ranking rating ratings score
    overview details detail model models product products brand brands name item items device
    devices category criteria factor factors battery life sound quality comfort design build
    noise cancelling canceling cancellation performance display screen camera cameras storage
    keyboard trackpad touchpad ports
    weight size portability durability warranty support software ecosystem connectivity
    bluetooth wireless wired charging speed speeds power efficiency value-for-money money
    features: great good better excellent solid strong decent fine amazing outstanding
    affordable cheap cheapest expensive luxury lightweight portable compact fast
    for: best-for ideal suited good-for who it's it its this that these those option: also
    consider honorable honourable mention mentions final thoughts takeaway takeaways tl dr
    important warning caution disclaimer update updated editor editor's choice's
    beginners beginner professionals professional gamers gaming students student travel
    travelers commuters families family kids home office work everyday daily use users user
    most people everyone anyone small large big medium new old latest current previous
    generation gen runner runners-up second third first other others more less
    bonus extra additional similar answer answers ranked rankings shortlist list here here's
    ram cpu gpu ssd hdd processor memory chip os suction mopping mop yes no optional required
    faq faqs q&a
    fit gait
    """.split()
    # picks32: "fit" and "gait" are criteria a shoe is chosen on ("- **Fit first.** ...",
    # "- **Gait.** ..." under "Before the picks, a few things that matter:"), as "comfort" is
)


_COMPARE_FIRST = frozenset("vs versus unlike than compared against over".split())


@dataclass(frozen=True, slots=True)
class Pick:
    """One product name and the original-text span it was read from."""

    name: str
    span: tuple[int, int]


@lru_cache(maxsize=1 << 16)
def _clean(raw: str) -> tuple[str, bool]:
    """The candidate without markup or trailing price/notes, and whether it ended with a colon.

    Cached apart from `_candidate`, which is asked of the same bold text with and without a colon
    after it ("**Sony a6400**: ..." is read as a lead name and as a bold name of its line).
    """
    text = _unlinked(raw)
    if "<" in text:
        text = _HTML_BREAK.split(text, maxsplit=1)[0]  # "**Kia EV6**<br>*Wind RWD*": a new line
    text = text.replace("`", "").strip()
    text = text.strip("*_").strip()
    if "TM" in text:
        text = _TRADEMARK.sub("", text)  # NFKC writes "1Password™" as "1PasswordTM"
    ends_colon = text.endswith(":")
    text = text.rstrip(":").strip()
    # "Winner: Sony WH-1000XM5", "Best overall: Roborock Q5": a label, then the name.
    text = _strip_symbols(text)
    label, sep, rest = text.partition(": ")
    if not sep:
        label, sep, rest = _partition_dash(text)
    if sep and label.endswith(")") and " (" in label:
        # "Bitwarden (best overall) – open source": a product with its role in brackets; the
        # role words are not a label before the name
        sep = sep if _is_role_label(label[: label.index(" (")]) else ""
    if sep and ". " in label:
        sep = ""  # "Roborock Q5 Pro. Runner-up: Eufy X8": a sentence ends before that label
    if sep and rest.strip() and (_is_role_label(label) or _epithet(label, sep, rest)):
        bold = _LEAD_BOLD.match(rest.strip()) if rest.lstrip()[:1] in "*_" else None
        # "Gold: **Hoka Clifton 9** ☁️ so soft!": the bold run after the label is the name
        text = bold["inner"] if bold is not None else rest.strip().strip("*_").strip()
    return _named_part(text), ends_colon


def _named_part(text: str) -> str:
    """`_clean` after the label before a name: the name without a role stated as a clause, an
    opening verb, and what follows where the name ends (`_NAME_END`, `_name_tail`)."""
    # Every match opens with "our", "my" or "the" (no other letter folds to o, m or t).
    said = _ROLE_IS.match(text) if text[:1] in "OoMmTt" else None
    if said is not None:
        text = text[said.end() :]  # "Our top pick is the Breville Bambino Plus"
    if text[:4] == "Why ":
        why = _WHY_PLACED.match(text)
        # "**Why the MacBook Air M3 ranks first:**": the name it places; a reason's label that
        # places nothing ("**Why the Sony loses:**", "**Why the Corvo falls short:**") is no name
        text = why["name"] if why is not None else ""
    if text[:1] in "GBPCJSO":
        verb = _PLAIN_OPENER.match(text)
        if verb is not None:
            text = text[verb.end() :]  # "**Get the Breville Bambino Plus.**": the name after it
    cut = _name_end_search(text)
    if cut is not None and cut.start() > 0:
        text = text[: cut.start()]
    return _name_tail(text)


def _name_tail(text: str) -> str:
    """`_clean` after the cut where a name ends: without a purpose or a bundled accessory,
    trailing brackets, marks, half stars and emoji, its blanks made single spaces."""
    if _has_any(text, _BUNDLE_JOINS):
        text = _without_bundle(text)
    return _name_end(_without_purpose(text) if " for " in text else text)


# picks40: what a pick comes with, after its name: "Canon EOS R50 with the RF-S 18-45mm kit lens",
# "Breville Bambino Plus with a Baratza Encore grinder", "Roborock Q5 Pro with its dock".
# review_picks40: also "w/ the ..." and a title-case writer's "With The ..." (both words capital:
# a heading's "Don't Gamble With the First Rung" is no bundle).
# pins41: also joined by "and a(n)" ("Breville Bambino Plus and a Baratza grinder"; "and the" may
# join a second pick), and by "with" or "+" without an article before a name or a lens's code
# ("with RF-S 18-45mm kit lens", "+ Sigma 18-50mm", "with 16-50mm kit zoom"; not "with seven seats"
# or "with 7 seats"), that one only after a name with a model code or before a code ("Hydrogen
# Peroxide + Vinegar" is a mixture, `_without_bundle`).
# picks41b: also "plus" and a spaced "+" before an article or possessive ("Roborock Q5+ plus its
# auto-empty dock", "Sony a6400 + the 16-50mm"), and a spaced "+" before a lens, named by its focal
# length or its kind ("Sony a6400 + 16-50mm kit lens", "Fujifilm X-T30 II + XC 15-45mm"); not a
# "+" between two names ("Notion + Slack"), which may be a stack of two products.
_BUNDLE_TAIL = re.compile(
    r"(?P<lens>[ \t]{1,3}\+[ \t]{1,3})(?=(?:[A-Z][A-Za-z-]{0,6}[ \t]{1,3}){0,2}\d{1,3}(?:-\d{1,3})?"
    r"[ \t]?mm\b|[^\n]{0,30}\b(?:kit|lens)\b)"
    r"|[ \t]{1,3}(?:(?:with|w/|plus|\+)[ \t]{1,3}(?:the|a|an|its|their)[ \t]"
    r"|and[ \t]{1,3}an?[ \t]|With[ \t]{1,3}(?:The|A|An|Its|Their)[ \t]"
    r"|(?:with|\+)[ \t]{1,3}(?=[A-Z]|\d[\w-]*[A-Za-z]))[ \t]{0,2}"
)
# A tier or plan named by its maker after a one-word name: capital words, then the noun of what a
# service sells that ends the name's text ("Families plan", "Friends & Family plan", "Pro tier");
# any other noun leaves a verb's sentence whole ("Register with the Do Not Call list").
_NAMED_TIER = re.compile(
    r"(?:[A-Z][\w'’]*[ \t]+(?:&[ \t]+)?){1,3}"
    r"(?:plan|tier|edition|subscription|membership|license|licence|bundle)$"
)
# Every alternative of `_BUNDLE_TAIL` holds one of these (with its blank before).
_BUNDLE_JOINS = (" with ", " With ", " w/ ", " plus ", " + ", " and a")


def _without_bundle(text: str) -> str:
    """``text`` without an accessory or bundle after a name: a list item that names the pick
    "with the ... kit lens" or "with a ... grinder" recommends the pick, and the accessory is
    its detail (as under a sub-bullet). Cut only after a proper name with a digit or of several
    words, as `_without_purpose` cuts, and only before an article or possessive, so a sentence
    ("Pair it with the X") or a phrase ("Great with kids") stays what it is. pins41: without an
    article only after a name with a digit ("Sony a6400 + Sigma 18-50mm") or before a lens's code
    ("Nikon Z fc + 16-50mm zoom"); a one-word name only
    before a tier its maker names ("Bitwarden with the Families plan")."""
    m = _BUNDLE_TAIL.search(text)
    if m is None or m.start() == 0:
        return text
    head = text[: m.start()]
    if not _proper_name(head):
        return text
    digit = _DIGIT.search(head) is not None
    # no article: a lens's code may open the tail (picks41b's "+" before a lens is read as before)
    bare = m["lens"] is None and m.group().strip() in ("with", "+")
    if digit or (" " in head and (not bare or text[m.end() : m.end() + 1].isdigit())):
        return head
    # pins41: a one-word name before a tier or plan its maker names ("Bitwarden with the Families
    # plan", "Dashlane with a Friends & Family plan"): the word after the article is a capital and
    # the tail a tier (`_NAMED_TIER`); "Sony with the app", a verb's "Stick with the Bambino" or
    # "Register with the Do Not Call list" stay whole.
    tail = text[m.end() :]
    if tail[:1].isupper() and m.group().strip()[:1] in "wW" and _NAMED_TIER.match(tail):
        return head
    return text


# picks41b: a caret footnote mark glued to a name's end ("[1Password Families](u)^1 - ...",
# "Bitwarden^2", "Dashlane^2,^3"): a search-grounded writer's citation, never part of the name.
_CARET_MARK = re.compile(r"(?:,?[ \t]?\^\d{1,3}(?:,\d{1,3}){0,4}){1,5}$")


def _name_end(text: str) -> str:
    """`_name_tail` after the purpose: without trailing brackets, marks, half stars and emoji."""
    if "^" in text:
        text = _CARET_MARK.sub("", text.rstrip())
    # The pattern ends at a closing bracket and trailing space: a text that does not end so keeps
    # its tail, and the substitution (a scan of the whole text) is not tried.
    while text.rstrip()[-1:] in (")", "]"):
        if text.endswith(")") and _TRAILING_QUALIFIER.search(text) is not None:
            break  # "MacBook Air (M3)": the chip names the model
        trimmed = _TRAILING_BRACKET.sub("", text)
        if trimmed == text:
            break
        text = trimmed
    text = _stripped_keeping_inch_mark(text) if '"' in text else text.strip(_NAME_STRIP)
    if text.endswith(_HALF_STAR) and unicodedata.category(text[-4:-3] or " ") == "So":
        # "Canon EOS R50 ★★★★½": NFKC writes the half as "1⁄2", digits that would stay on the
        # name; after a star it is the rating's last half star, dropped with the stars below
        text = text[: -len(_HALF_STAR)]
    while text and (
        unicodedata.category(text[-1]) in ("So", "Sk", "Mn", "Cf")
        # picks37: an arrow of the Arrows block (a math symbol, not "So") marking a move since
        # an earlier list ("Gaggia Classic Pro ↑"); "+" (also a math symbol) stays ("Disney+")
        or "\u2190" <= text[-1] <= "\u21ff"
    ):
        text = text[:-1].rstrip(" \t*_-–—,.;:!?\"'")  # a trailing emoji ("Tapo RV20 💸")
    return " ".join(text.split())


# picks39b: a screen size as the name's last word, its inch mark straight after it ("MacBook Air
# 13\"", "iPad Pro 11\"", "Odyssey G7 32\"", "15.6\""): a number of its own, not a model code's
# last digit ("WH-1000XM5\"", "M3\"", where a quote closes a quoted name).
_INCH_SIZE_END = re.compile(r'\s\d{1,3}(?:\.\d)?"$')


def _stripped_keeping_inch_mark(text: str) -> str:
    """``text.strip(_NAME_STRIP)``, but an inch mark after a size that ends the name stays: it
    belongs to the model ('Apple MacBook Air 13"'), and without it the name reads as another
    spelling. A text with a second quote mark is quoted ('"Dell XPS 13"'): both marks go."""
    stripped = text.strip(_NAME_STRIP)
    if not stripped[-1:].isdigit() or text.count('"') != 1:
        return stripped
    end = len(text) - len(text.lstrip(_NAME_STRIP)) + len(stripped)
    if _INCH_SIZE_END.search(text, 0, end + 1) is None:
        return stripped
    return stripped + '"'


# What a pick is for, after its name: "1Password for ease of use", "Sony a6400 for action".
_PURPOSE_TAIL = re.compile(r"\s+for\s+(?=[a-z])")


def _without_purpose(text: str) -> str:
    """``text`` without a purpose after a name ("1Password for ease of use, Bitwarden for value"
    on a summary line): cut only after a proper name with a digit or of several words, so that
    "Great for families" and "Best for beginners" stay the phrases they are."""
    m = _PURPOSE_TAIL.search(text)
    if m is None or m.start() == 0:
        return text
    head, tail = text[: m.start()], text[m.end() :]
    if _has_upper(tail) or _is_role_label(head):
        return text  # "Top 3 Password Managers for a Family of Four": a title
    if _proper_name(head) and (_DIGIT.search(head) is not None or " " in head):
        return head
    return text


def _epithet(label: str, sep: str, rest: str) -> bool:
    """A nickname given to the pick before its name: "The All-Rounder: Canon EOS R50", "The
    Autofocus Champ – Sony a6400". An article and a few words without a number, a colon or a
    spaced dash, then a name: a product's own name rarely opens with "The", and the name after it
    does the naming. An unspaced dash joins words ("The Israeli–Palestinian Conflict")."""
    words = label.split()
    return (
        (sep == ": " or (sep[:1].isspace() and sep[-1:].isspace()))
        and 1 < len(words) <= 4
        and words[0] == "The"
        and _DIGIT.search(label) is None
        and _NAME_START.match(rest.strip().lstrip("*_")) is not None
    )


# Hyphens other than the ASCII one, each one character for one (so no offset moves): the
# Unicode hyphen (which NFKC makes of the non-breaking one), the figure dash and the minus sign.
# "WH‑1000XM5" with a non-breaking hyphen is "WH-1000XM5".
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2212": "-"})
_OTHER_HYPHENS = ("\u2010", "\u2011", "\u2012", "\u2212")
# A trade mark sign after a name, as NFKC spells it ("1PasswordTM"): a glued upper-case "TM".
_TRADEMARK = re.compile(r"(?<=[a-z0-9])TM\b")
# An HTML line break inside a table cell ("<br>", "<br/>"): what follows it is a second line.
_HTML_BREAK = re.compile(r"<br\s*/?>", re.I)

# A role stated as a clause before the name, inside one bold span.
_ROLE_IS = re.compile(
    r"(?:our|my|the)\s+(?:top\s+|overall\s+|first\s+|clear\s+)?(?:pick|choice|recommendation|"
    r"winner)\s+(?:is|would\s+be)\s+(?:the\s+)?(?=[A-Z0-9])",
    re.I,
)


def _is_other_word(token: str) -> bool:
    """A `_WORD` that is neither an organising word nor a number (`_is_generic`)."""
    word = token.lower().strip(".'-")
    return bool(word) and word not in _GENERIC and not word.isdigit()


def _is_generic(text: str) -> bool:
    """Whether every word of ``text`` is an organising word or a number (a label, not a name)."""
    for token in _WORD.findall(text):  # a loop that stops at the first other word
        word = token.lower().strip(".'-")
        if word and word not in _GENERIC and not word.isdigit():
            return False
    return True


_ROLE_FIRST = frozenset(
    """
    best top most least runner-up runner winner budget value premium upgrade also honorable if for
    honourable overall our my editor's cheapest pick choice award splurge bonus alternative
    gold silver bronze first second third fourth fifth place number no joint tied
    """.split()
    # picks26: the choice a writer gives unless a condition says otherwise ("**Default:** X")
    + ["default"]
)
_ROLE_LAST = frozenset(
    "pick picks choice option winner runner-up alternative mention upgrade overall splurge".split()
    # the outsider's place after the favourites: "Dark horse:", "Wildcard:", "Sleeper pick:"
    + "horse wildcard wild-card sleeper underdog".split()
)
# A price tier's first word ("Under $40k", "Over $45k"), a role before a price.
_PRICE_BOUND = frozenset("under over below above".split())
# r20c: a rung of a tier list, a place shared by whatever sits on it: "Tier 1", "Tier #2", "S-tier",
# "A+ tier", "Top tier". A product named with the word has a brand or model beside it.
_TIER_LABEL = re.compile(r"(?i:tier\s?#?\d{1,2}|(?:[a-fs]\+{0,2}|top|mid|low)[ -]?tier)")
_ORDINAL = re.compile(r"^(?:#?\d{1,2}(?:st|nd|rd|th)?|no\.?\s*\d{1,2}|rank\s*\d{1,2})$", re.I)
# Words ending in "est" that are not superlatives, so not role labels ("Forest", "Everest").
_NOT_SUPERLATIVE = frozenset(
    "honest modest interest forest everest crest harvest contest manifest tempest request protest "
    "digest suggest invest arrest guest quest chest pinterest".split()
)
_LEADING_SYMBOLS = re.compile(r"^[^\w\s#*_`\[(\"'$€£]+\s*")
_KEYCAP = re.compile(r"^\d\ufe0f?\u20e3\s*")
_DASH_SEPARATOR = re.compile(r"\s+[-–—]\s+|\s*[–—]\s*")


def _strip_symbols(text: str) -> str:
    """Without leading emoji, medals and other symbols ("🥇 Bitwarden", "📷 Canon EOS R50")."""
    # match() and a slice, not sub(): both patterns are anchored at the start, but sub() still
    # tries every position of the text (a tenth of a marked line's cost, on long lines).
    if "\u20e3" in text[:3]:
        keycap = _KEYCAP.match(text)  # "1️⃣ Brooks Ghost 16": a keycap rank
        text = text[keycap.end() :] if keycap is not None else text
    if text[:1].isascii() and text[:1].isalnum():
        return text  # an ASCII letter or digit is a word character: nothing to strip
    lead = _LEADING_SYMBOLS.match(text)
    return text[lead.end() :] if lead is not None else text


def _partition_dash(text: str) -> tuple[str, str, str]:
    """Split "label — name" at its first dash separator, like str.partition."""
    head = text[:60]
    if "-" not in head and "–" not in head and "—" not in head:
        return text, "", ""  # every separator has a dash, and the search ends at 60
    m = _DASH_SEPARATOR.search(text, 0, 60)  # a role label is short
    if m is None:
        return text, "", ""
    return text[: m.start()], m.group(), text[m.end() :]


@lru_cache(maxsize=1 << 14)
def _is_role_label(text: str) -> bool:
    """A role a reply gives a pick ("Best overall", "Runner-up", "Easiest to learn", "1st", a medal),
    recognised by its shape: a superlative or role word first, a role noun last, an ordinal, or
    nothing but organising words."""
    bare = _strip_symbols(_unlinked(text).replace("`", "").strip().strip("*_").strip())
    bare = bare.strip().rstrip(":").strip().strip("*_").strip()
    if not bare or _ORDINAL.match(bare):
        return True
    tokens = [t.lower().strip(".'-:") for t in _WORD.findall(bare)]
    tokens = [t for t in tokens if t]
    if not tokens:
        return True
    if tokens[0] == "and" and len(tokens) > 1:
        tokens = tokens[1:]  # picks36: a countdown's last label, "And my number 1:"
    if tokens[0] == "the" and len(tokens) > 1 and tokens[1] in ("best", "top", "most"):
        tokens = tokens[1:]  # "The Best for Pet Hair": a role with its article
    first = tokens[0]
    if first in _ROLE_FIRST or tokens[-1] in _ROLE_LAST or _ORDINAL.match(first):
        return True
    if first in _PLACE_DEGREE and len(tokens) > 1 and tokens[1] in _DEGREE_PLACES:
        return True  # limits33p: "Next best", "Close second for pet owners"
    if "tier" in first or "tier" in tokens[-1]:
        if _TIER_LABEL.fullmatch(bare) is not None:
            return True  # r20c: a tier list's rung ("Tier 1", "S-tier", "A tier")
    if first in _PRICE_BOUND and len(tokens) == 2 and tokens[1][:1].isdigit():
        return True  # "Under $40k", a price tier ("Under Armour" is a brand)
    if len(first) > 4 and first.endswith("est") and first not in _NOT_SUPERLATIVE:
        return True
    if _audience_adjective(tokens) or _superlative_compound(tokens):
        return True
    return _is_generic(bare)


def _is_superlative(word: str) -> bool:
    """Whether a lower-cased word is a superlative ("best", "most", "cheapest")."""
    if word in ("best", "most", "least"):
        return True
    return len(word) > 4 and word.endswith("est") and word not in _NOT_SUPERLATIVE


def _superlative_compound(tokens: list[str]) -> bool:
    """review_picks34: whether a label of one or two lower-cased words opens with a hyphened
    superlative ("Best-value", "Best-overall", "Cheapest-to-run"): a role, as "Best value" is
    (`_ROLE_FIRST`), hyphened by a writer who treats the label as one word. A product's name
    never opens with a superlative and a hyphen."""
    if len(tokens) > 2:
        return False
    head, hyphen, tail = tokens[0].partition("-")
    return bool(hyphen) and tail[:1].isalpha() and _is_superlative(head)


# picks34: an adjective a role label is made of, "Privacy-focused", "Family-friendly", "Privacy-
# first", "Security minded": a quality the writer gives the pick, never a product's name.
_ROLE_ADJECTIVE_HEADS = frozenset(
    "focused friendly first minded conscious oriented centric".split()
)


def _audience_adjective(tokens: list[str]) -> bool:
    """Whether a label of one or two lower-cased words is such an adjective: its last word, or
    the part after the last hyphen in its one word, is one of `_ROLE_ADJECTIVE_HEADS`."""
    if len(tokens) > 2:
        return False
    last = tokens[-1]
    if len(tokens) == 2:
        # not "first" after a word: "Bitwarden first" places a product
        return last != "first" and last in _ROLE_ADJECTIVE_HEADS and tokens[0].isalpha()
    # review_picks34: the adjective after the last hyphen, so a compound before it counts too
    # ("Open-source-first", "Plug-and-play-friendly"); every part a word, none a model number
    head, hyphen, tail = last.rpartition("-")
    return (
        bool(hyphen)
        and tail in _ROLE_ADJECTIVE_HEADS
        and all(part.isalpha() for part in head.split("-"))
    )


_DOMAIN_NAME = re.compile(r"[a-z][a-z0-9-]{1,30}\.(?:com|io|ai|app|so|co|dev|net|org)")


@lru_cache(maxsize=1 << 16)
def _looks_like_product(name: str, ends_colon: bool) -> bool:
    """Whether a cleaned candidate has a product's shape (`_product_shaped`) and, before a colon,
    is not a bare label word ("**Verdict**:", "**Cushioning**:")."""
    if not _product_shaped(name):
        return False
    # "**Trello**: great for ..." names a product; "**Verdict**:", "**Cushioning**:" label a
    # section. A bare word before a colon is a label when it is a role or organising word, or
    # has the shape of a common noun (see `_common_noun`).
    if ends_colon:
        words = name.split()
        if len(words) == 1 and _DIGIT.search(name) is None and not _mixed_case(words[0]):
            return not _common_noun(words[0])
    return True


# r20: a numbered step, phase or day of a procedure or plan ("Step 1. Unbox it.", "**Step 2:**",
# "Day 1 - rinse it"): the word and its number alone name a place in the instructions, never a
# product; a product whose name holds such a word has a brand before it ("Fitbit Step 2").
_SEQUENCE_LABEL = re.compile(r"(?:step|phase|stage|day|week|month|part)\s?#?\d{1,3}[a-z]?", re.I)


@lru_cache(maxsize=1 << 16)
def _product_shaped(name: str) -> bool:
    """Whether a cleaned candidate is short, not a price, spec, comparison or organising words,
    and capitalised or numbered like a product name (cached apart from `_looks_like_product`, which
    is asked of the same name with and without a colon after it)."""
    if not name or len(name) > MAX_PICK_CHARS:
        return False
    words = name.split()
    if len(words) > MAX_PICK_WORDS:
        return False
    if _ONLY_NUMBERS.match(name) or _PRICE.search(name) or _SPEC.match(name):
        return False
    if words[0].lower().rstrip(".") in _COMPARE_FIRST:
        return False  # "vs the Sony ZV-E10": a comparison, not a name
    if any(w.lower().rstrip(".") in ("vs", "versus") for w in words[1:-1]):
        return False  # "Dell XPS 13 vs MacBook Air M3": a comparison's title, two names
    has_digit = _DIGIT.search(name) is not None
    if not has_digit and not _has_upper(name) and _DOMAIN_NAME.fullmatch(name) is None:
        return False  # "monday.com" is lower-case by its maker's spelling
    if has_digit and _bounded_spec(words):
        return False  # "Weight under ~500 g": a spec's target, not a product
    if has_digit and len(words) <= 2 and _SEQUENCE_LABEL.fullmatch(name) is not None:
        return False  # "Step 1", "Phase 2", "Day 3": a place in a procedure or plan
    if len(words) <= 2 and "ier" in name and _TIER_LABEL.fullmatch(name) is not None:
        return False  # r20c: "Tier 1", "S-tier": a rung of a tier list, a role
    if _is_generic(name):
        return False
    if _phrase_not_name(words):
        return False
    # "Best for", "Great battery life": capitalised only because a sentence starts there.
    later_capital = any(_has_upper(w) for w in words[1:])
    return not (len(words) >= 2 and not has_digit and not later_capital)


def _bounded_spec(words: list[str]) -> bool:
    """Whether a word after the first is a lower-case bound ("under", "over", "above", "below")
    and the words after it a `_SPEC` measure: "Weight under ~500 g", "Battery over 10 hours" set
    a target for a spec. A product name never holds a bound before a measure."""
    for k in range(1, len(words) - 1):
        if words[k] in _PRICE_BOUND and _SPEC.match(" ".join(words[k + 1 :])) is not None:
            return True
    return False


# The articles that, lower-case after lower-case words and before one, make a run a clause.
_CLAUSE_ARTICLES = frozenset(("the", "a", "an"))
# Lower-case verbs that make a run of words a clause ("Several tools are free up to 10 users").
_CLAUSE_VERBS = frozenset("is are was were has have can will should would".split())
# picks33b: a personal pronoun fused with its verb after the first word ("What I'll be looking for
# once I know", a section title over a checklist) makes the run a clause as "I will" does; no
# product's name holds one. Curly apostrophes are straightened before this is asked.
_CLAUSE_CONTRACTIONS = frozenset(
    "i'll i'd i'm i've we'll we'd we're we've you'll you'd you're you've".split()
)


def _phrase_not_name(words: list[str]) -> bool:
    """A feature or a clause rather than a product, though capitalised or numbered like one: an
    article before a lower-case noun ("An APS-C sensor", "A 58 mm portafilter"), or a lower-case
    verb after the first word ("Several tools are free up to 10 users")."""
    if (
        len(words) >= 2
        and words[0] in ("A", "An")
        and (not words[1][:1].isupper() or words[-1].islower())
    ):
        return True
    if any(w in _CLAUSE_VERBS for w in words[1:]):
        return True
    if _fused_pronoun_verb(words):
        return True
    if _title_idiom(words):
        return True
    # r18: a lower-case "the" before a lower-case word, with only lower-case words between it and
    # the first ("Revisit the choice at around 25 people", a step of advice): a clause from its
    # first word. After a capital or a model number the name has ended and a description follows
    # it with no dash ("Roborock Q5 Pro with the self-empty dock"), read as before.
    # picks32: "a" and "an" as "the" ("Review in a weekly 15-minute stand-up and adjust", a step
    # whose number made it look like a model's)
    middle = words[1:-1]
    if "the" not in middle and "a" not in middle and "an" not in middle:
        return False
    for k, w in enumerate(middle, 1):
        if w in _CLAUSE_ARTICLES and words[k + 1][:1].islower():
            return True
        if not w.islower() or _DIGIT.search(w) is not None:
            return False
    return False


def _fused_pronoun_verb(words: list[str]) -> bool:
    """Whether a word after the first is a pronoun fused with its verb (`_CLAUSE_CONTRACTIONS`),
    behind a cheap gate: only a run with an apostrophe can hold one."""
    return any(
        ("'" in w or "\u2019" in w) and w.lower().replace("\u2019", "'") in _CLAUSE_CONTRACTIONS
        for w in words[1:]
    )


# r18c: idioms a section title ends with ("The Ranking at a Glance", "Our Picks in a Nutshell",
# "The Verdict in Brief"); no product's name ends with one.
_TITLE_IDIOMS = (("at", "a", "glance"), ("in", "a", "nutshell"), ("in", "brief"))


def _title_idiom(words: list[str]) -> bool:
    """Whether ``words`` end with a `_TITLE_IDIOMS` idiom after at least one word of their own
    (the last word is compared first, so most names cost one lookup)."""
    last = words[-1].lower()
    if last not in ("glance", "nutshell", "brief"):
        return False
    folded = tuple(w.lower() for w in words)
    return any(len(folded) > len(i) and folded[-len(i) :] == i for i in _TITLE_IDIOMS)


# Endings of abstract and feature nouns ("Cushioning", "Durability", "Navigation", "Pricing"),
# which a one-word product name rarely has.
_NOUN_ENDINGS = (
    "ing", "ity", "ness", "ment", "ance", "ence", "ics", "ure", "ship", "ation", "ction", "sion",
    "ism", "age", "ery", "ies", "ogy", "ed",
)  # fmt: skip
# Section labels a reply opens with a colon that are neither roles nor organising words.
_SECTION_WORDS = frozenset(
    """
    fit range setup example examples accessories accessory extras interior cargo lenses lens apps
    app privacy security sync video audio autofocus suction mobility platforms platform
    integrations budget context background alternatively bottom caveats caveat downsides downside
    upsides upside drawbacks drawback strengths weaknesses tradeoffs trade-offs trade-off
    reasoning rationale why verdict recommendation ranking runner-up honorable mentions
    safety space comfort noise seating trunk cost price value speed support ease size weight
    finally personally honestly additionally ultimately basically importantly notably also
    """.split()
)


def _common_noun(word: str) -> bool:
    """A bare word that labels rather than names: an organising or role word, a section word, or
    an abstract-noun ending."""
    lower = word.lower().strip(".'-")
    if lower in _GENERIC or lower in _SECTION_WORDS or _is_role_label(word):
        return True
    if len(lower) > 4 and lower.endswith("s") and not lower.endswith(("ss", "us", "is", "os")):
        return True  # a plural ("Ports:", "Lenses:"): a category, not one product
    return len(lower) > 5 and lower.endswith(_NOUN_ENDINGS)


def _used_as_common_word(name: str, words: BodyWords, placed_lead: bool = False) -> bool:
    """A one-word name read before a colon that the reply also writes in lower case ("**Grip**:
    ..." and "the grip is secure"): a common word capitalised as a label, not a product.

    ``placed_lead``: the name is a bold lead whose own words place it ("**Height.** Third."),
    so a bold lead closed by a full stop does not make it a topic (review23)."""
    if not name.isalpha() or not name[:1].isupper() or _has_upper(name[1:]):
        return False
    if (
        not words.ends_before_colon(name)
        and not (_common_noun(name) and words.ends_a_line(name))
        # r22: "**Quiet.** Both are superb." beside "all-round quiet": a paragraph's topic, led
        # in bold and closed by a full stop the way a label is closed by a colon
        and not (words.leads_a_paragraph(name) and not placed_lead)
    ):
        # "**3. Programming**" or "### 3. Lenses" alone on its line: a section's title when the
        # word is a common noun's shape ("-ing", a plural) and the reply writes it in lower case
        return False
    lower = name.lower()
    forms = (lower, lower[:-1]) if lower.endswith("s") else (lower, lower + "s")
    return any(words.has_word(form) for form in forms)


# review23: what a product's bold lead says of itself in the words after it ("**Height.** Third.",
# "**Plane.** Open source and self-hostable; my top pick."): a place or the writer's pick. A
# topic's paragraph gives its place to a product it names ("**Quiet.** The XM5 is my top pick").
_LEAD_STOP = re.compile(r"[*_]{0,3}\.[*_]{0,3}")
_LEAD_PLACE = re.compile(
    r"\b(?:(?:a[ \t]+(?:very[ \t]+)?close[ \t]+)?(?:first|second|third)(?:[ \t]+place)?\b"
    r"|runner-up\b|(?:my|our)[ \t]+(?:top|first|overall|number[ \t]+one|#1)"
    r"(?:[ \t]+(?:pick|choice|recommendation))?(?![\w-])|(?:my|our)[ \t]+(?:pick|choice)\b)",
    re.I,
)
_LEAD_REACH = 120
_INNER_CAPITAL = re.compile(r"(?<![.!?;:][ \t])(?<!^)\b[A-Z0-9][\w-]*")


def _lead_placed(body: str, at: int, name: str) -> bool:
    """Whether the bold lead ``name`` at ``at`` ("**Height.**") is followed, on its line and
    before any other name, by its own place or the writer's pick (`_LEAD_PLACE`)."""
    stop = _LEAD_STOP.match(body, at + len(name))
    if stop is None or not body.startswith(name, at):
        return False
    end = body.find("\n", stop.end(), stop.end() + _LEAD_REACH)
    tail = body[stop.end() : end if end >= 0 else stop.end() + _LEAD_REACH].lstrip()
    place = _LEAD_PLACE.search(tail)
    return place is not None and _INNER_CAPITAL.search(tail, 0, place.start()) is None


def _has_upper(text: str) -> bool:
    return text != text.lower()


def _mixed_case(word: str) -> bool:
    return _has_upper(word[1:])


@lru_cache(maxsize=1 << 16)
def _candidate(raw: str, colon_after: bool = False) -> str | None:
    """The product name in a cell, bold span or list item, or None when it names none.

    Cached: an archive names the same products, labels and prices over and over.
    """
    name, colon = _clean(raw)
    return name if _looks_like_product(name, colon or colon_after) else None


_PRODUCT_HEADER = frozenset(
    "product model name item pick recommendation option choice machine tool service device".split()
)
_ROLE_HEADER = frozenset(
    "rank ranking category award verdict use case role best for who tier place position".split()
)


@lru_cache(maxsize=1 << 16)
def _names_product(cell: str) -> bool:
    """A table cell that names a product rather than a role (cached: cells repeat)."""
    cell = _unranked_cell(cell)
    return _candidate(cell) is not None and not _is_role_label(cell)


# A rank written into a product's cell before its name ("1. Roborock Q5 Pro", "#2 1Password").
_CELL_RANK = re.compile(r"[ \t]*[*_]{0,2}(?:#\d{1,2}|\d{1,2}[.)])[ \t]+(?=\S)")


def _unranked_cell(cell: str) -> str:
    """A table cell without a rank written before the name in it."""
    if cell[:4].strip(" *_")[:1] not in "#0123456789":
        return cell  # every such rank opens with a digit or "#"
    rank = _CELL_RANK.match(cell)
    return cell if rank is None else cell[: rank.start()] + cell[rank.end() :]


# Header words of a column that gives reasons or notes in prose: its cells open with capitalised
# words ("Versatile, responsive, durable"), never a product, so a tie goes to the other column.
_PROSE_HEADER = frozenset("why reason reasons note notes comment comments description".split())


@lru_cache(maxsize=1 << 12)
def _prose_header(cell: str) -> bool:
    """A header that says its column gives reasons ("Why it's here", "Reason", "Notes")."""
    return not _PROSE_HEADER.isdisjoint(_LETTERS.findall(cell.lower()))


@lru_cache(maxsize=1 << 12)
def _header_weight(cell: str) -> int:
    """+1 for a header that says products ("Model"), -1 for one that says roles ("Rank")."""
    words = set(_LETTERS.findall(cell.lower()))
    return int(bool(words & _PRODUCT_HEADER)) - int(bool(words & _ROLE_HEADER))


def _states_roles(cell: str) -> bool:
    """Whether a table's header cell says its rows hold ranks or roles (`_header_weight`), so the
    table ranks as numbered items do. picks_pins: not "Best at": that column says what each row is
    good at ("Docs", "Sprints") in a comparison of the candidates, no place or role among them;
    "Best for" keeps its role reading."""
    return _header_weight(cell) < 0 and cell.strip(" \t*_").casefold() != "best at"


def _table_column(header: list[str], body: list[tuple[tuple[str, int], ...]]) -> tuple[str, int]:
    """Which column holds the product names: "row" index, or "header" for a transposed table.

    The product column is the one whose cells name products, wherever it stands: a first column of
    roles ("Best overall", "Runner-up", a medal) is a label column even under a "Pick" header. A
    header word breaks a tie (a column headed "Why" or "Notes" gives reasons, and loses it to a
    column headed "Shoe"); a transposed table ("Feature | Product A | Product B") is read across.
    """
    first = header[0].strip(" *_").lower() if header else "-"
    if first in _TRANSPOSED_FIRST:
        named_in_header = sum(map(_names_product, header[1:]))
        if named_in_header >= (2 if first == "" else 1) and not _roles_down_first_column(body):
            return "header", 0
    named_by_column = [0] * len(header)
    for row in body:  # rows as `_split_row` gives them: (cell, offset) pairs
        for i, (cell, _) in enumerate(row[: len(header)]):
            if _names_product(cell):
                named_by_column[i] += 1
    best, best_key = -1, (0, 0, 0, 0)
    for i, named in enumerate(named_by_column):
        if not named:
            continue
        key = (named, _header_weight(header[i]), -_prose_header(header[i]), -i)
        if key > best_key:
            best, best_key = i, key
    return "column", best


def _roles_down_first_column(body: list[tuple[tuple[str, int], ...]]) -> bool:
    """Whether most body rows (two or more) open with a place role ("🥇 Best overall", "**1.
    Best all-rounder**"): the table ranks down its rows, and a header over the product column
    ("Car", "Shoe") is that column's title, not a product compared across. A transposed table's
    first column holds features ("Price", "Battery", "ANC"), which are not place roles."""
    firsts = [row[0][0] for row in body if row]
    roles = sum(
        1
        for cell in firsts
        if cell.strip() and (_medal_cell(cell) or _place_role(_unranked_cell(cell)))
    )
    return len(firsts) >= 2 and roles * 2 > len(firsts)


def _medal_cell(cell: str) -> bool:
    """A cell that holds only a medal or trophy ("🥇", "**🥈**"): a place, as "1" or "#1" is, so
    a first column of them ranks the rows under a blank corner ("| | Role | Shoe | Why |")."""
    bare = cell.strip(" \t*_\ufe0f")
    return bare != "" and all(ch in _MEDALS for ch in bare)


def _role_cell(cell: str) -> bool:
    """A cell that is a place role ("Best value"), not a note that lists features ("Best apps,
    Watchtower alerts")."""
    return ", " not in cell and _place_role(cell)


def _role_column(block: list[str]) -> bool:
    """Whether a table's body has a column of place roles ("**Top pick**", "Best value") in at
    least half its rows: the table ranks by role even under a blank header."""
    body = [_split_row(line) for line in block[2:]]
    width = max((len(row) for row in body), default=0)
    for k in range(width):
        cells = [row[k][0].strip(" *_") for row in body if k < len(row)]
        if cells and all(c.isdigit() for c in cells):
            # a column of counts ("Users": 5, 6, 10) is not one of places (1, 2, 3)
            if cells == [str(n) for n in range(1, len(cells) + 1)]:
                return True
            continue
        if sum(1 for cell in cells if _role_cell(cell)) * 2 >= len(body):
            return True
    return False


def _rank_column(header: list[str], product: int) -> int:
    """The column, other than the product's, whose header says it holds ranks ("Rank", "#",
    "Place"), or -1."""
    for i, cell in enumerate(header):
        bare = cell.strip(" *_").lower()
        if i != product and (bare in ("#", "no.", "no") or bare in _RANK_HEADERS):
            return i
    return -1


_RANK_HEADERS = frozenset(("rank", "ranking", "place", "position", "my rank", "our rank"))


_TRANSPOSED_FIRST = frozenset(
    "feature features spec specs specification attribute aspect criteria criterion metric category".split()
    + [""]
)


@lru_cache(maxsize=1 << 14)
def _split_row(line: str) -> tuple[tuple[str, int], ...]:
    """Cells of a table row with their offsets in the line (cached: rows repeat across replies)."""
    cells: list[tuple[str, int]] = []
    stripped = line.strip()
    lead = line.index(stripped[0]) if stripped else 0
    inner_start = lead + (1 if stripped.startswith("|") else 0)
    inner = stripped[1:] if stripped.startswith("|") else stripped
    if inner.endswith("|"):
        inner = inner[:-1]
    pos = inner_start
    for cell in inner.split("|"):
        cells.append((cell, pos))
        pos += len(cell) + 1
    return tuple(cells)


@lru_cache(maxsize=1 << 14)
def _row_rejected(line: str) -> bool:
    """A table row that marks its product as rejected ("Avoid", "❌ over budget")."""
    if line.isascii() and not _has_any(line.lower(), _REJECTED_WORDS):
        return False  # no cell can match (elsewhere case folding reaches further, and crosses)
    return any(_REJECTED_CELL.match(cell) for cell, _ in _split_row(line))


def _cell_candidate(cell: str, cell_offset: int) -> tuple[str, tuple[int, int]] | None:
    name = _candidate(cell)
    if name is None:
        return None
    at = cell.find(name)
    start = cell_offset + (at if at >= 0 else 0)
    return name, (start, start + (len(name) if at >= 0 else len(cell)))


Candidate = tuple[str, int, tuple[int, int]]
"""(name, line index, span within that normalised line)."""


_CRITERION_HEADER = frozenset("criterion criteria feature features metric aspect test".split())


def _per_criterion(header: list[str], col: int) -> bool:
    """Whether the table names a winner per criterion: a criterion column first, and the
    product column headed "Winner" ("| Criterion | Winner |", "| Feature | Winner |")."""
    first = header[0].strip(" *_").lower()
    return first in _CRITERION_HEADER and header[col].strip(" *_").lower() in ("winner", "wins")


def _ranked_across(
    header: list[str], body: list[tuple[tuple[str, int], ...]]
) -> tuple[int, list[int]] | None:
    """A table ranked across its columns ("| | #1 | #2 | #3 |", medals or "1st" over each column)
    whose products sit in the row labelled as products ("| **Model** | Roborock Q5 Pro | ..."):
    that row's index in the body and the place of each column after the first, or None."""
    if len(header) < 3 or header[0].strip(" *_"):
        return None
    places = [_stated_rank(cell.strip(" *_")) for cell in header[1:]]
    if any(p is None for p in places) or len(set(places)) < len(places):
        return None
    for k, row in enumerate(body):
        if row and _header_weight(row[0][0]) > 0:
            return k, [p for p in places if p is not None]
    for k, row in enumerate(body):
        # "| **Shoe** | Brooks Ghost 16 | Hoka Clifton 9 |": a row labelled with the category's
        # own noun, whose every cell under the places names a product
        if len(row) == len(header) and all(_names_product(cell) for cell, _ in row[1:]):
            return k, [p for p in places if p is not None]
    return None


# Headers of a table that weighs one product ("| 👍 Pros | 👎 Cons |", "| What we like | What we
# don't |"): its cells are strengths and weaknesses, as a pros/cons pair of bullets is.
_JUDGEMENT_HEADERS = frozenset(
    (
        "pros", "cons", "pro", "con", "strengths", "weaknesses", "upsides", "downsides",
        "likes", "dislikes", "the good", "the bad", "good", "bad",
        "what we like", "what we don t like", "what we don t", "what we dislike",
        "what i like", "what i don t like", "what i don t", "what i dislike",
    )
)  # fmt: skip


def _judgement_headers(header: list[str]) -> bool:
    """Whether every header cell (two or more) names strengths or weaknesses: a blank one may
    head the product column ("| | Pros | Cons |"), and a table with one names products."""
    cells = [" ".join(_LETTERS.findall(cell.lower())) for cell in header]
    return len(cells) >= 2 and all(cell in _JUDGEMENT_HEADERS for cell in cells)


def _table_candidates(block: list[str], first: int) -> tuple[list[Candidate], bool, bool]:
    """Picks of the table on normalised lines ``block`` (line ``first`` onwards), whether the
    table is transposed (products as column headers, read across), and whether its header states
    a rank or a role (a rank column, or a header that says ranks or roles; a column of role labels
    under a blank header is found later, by `_role_column`, only where it matters).

    A rank column orders the picks when its numbers differ from the row order ("sorted by price;
    the rank column is my preference"), and a row it leaves unranked among ranked rows ("–",
    an over-budget machine) is not a pick."""
    # The rows as `_split_row` caches them, (cell, offset) pairs: a cell gets its line index only
    # once it is read as a candidate, not every cell of every row.
    header_row = _split_row(block[0])
    header = [cell for cell, _ in header_row]
    if _judgement_headers(header):
        return [], False, False  # "| 👍 Pros | 👎 Cons |" under a pick: its strengths, no products
    body = [_split_row(line) for line in block[2:]]
    across = _ranked_across(header, body)
    if across is not None:
        row, places = across
        named = [
            (place, _cell_candidate(*cell))
            for place, cell in zip(places, body[row][1:], strict=False)
        ]
        ranked = sorted((p, c) for p, c in named if c is not None)
        return [(c[0], first + 2 + row, c[1]) for _, c in ranked], False, True
    mode, col = _table_column(header, body)
    if mode == "column" and col > 0 and _per_criterion(header, col):
        return [], False, False  # "| Criterion | Winner |": a winner per criterion, no ranking
    if mode == "header":
        cells = [(cell, off, first) for cell, off in header_row[1:]]
    elif col < 0:
        return [], False, False
    else:
        cells = [(*row[col], first + k) for k, row in enumerate(body, start=2) if col < len(row)]
    ranks: dict[int, int | None] = {}
    stated = mode != "header" and any(_states_roles(c) for c in header if c.strip())
    if mode != "header":
        rank_col = _rank_column(header, col)
        if rank_col >= 0:
            rank_cells = {
                first + k: row[rank_col][0].strip(" *_")
                for k, row in enumerate(body, start=2)
                if rank_col < len(row)
            }
            ranks = _trophy_first({k: _stated_rank(v) for k, v in rank_cells.items()}, rank_cells)
    if mode != "header":
        rejected = {first + k for k, row in enumerate(block[2:], start=2) if _row_rejected(row)}
        cells = [c for c in cells if c[2] not in rejected]
    found = []
    for cell, off, index in cells:
        bare = _unranked_cell(cell)
        if _is_role_label(bare):
            continue
        if bare is not cell:  # the rank before the name goes; the name keeps its offset
            off += len(cell) - len(bare)
            cell = bare
        cand = _cell_candidate(cell, off)
        if cand is not None:
            found.append((cand[0], index, cand[1]))
    keys = [name.casefold() for name, _, _ in found]
    if len(set(keys)) < len(keys):
        return [], False, False  # the same product in several rows: a winner per criterion
    given = [ranks.get(index) for _, index, _ in found]
    numbers = [r for r in given if r is not None]
    if len(numbers) >= 2 and len(set(numbers)) == len(numbers):
        found = sorted(
            (f for f, r in zip(found, given, strict=True) if r is not None),
            key=lambda f: ranks[f[1]] or 0,
        )
    return found, mode == "header", stated


def _trophy_first(ranks: dict[int, int | None], cells: dict[int, str]) -> dict[int, int | None]:
    """Ranks of a table's rank column with a trophy read as first place where the other rows are
    ranked second onwards ("🏆 Best overall", "🥈 Best value", "🥉 Best for simplicity"): the
    trophy stands where the gold medal would, so its row is the first pick, not a row the column
    leaves unranked (`_table_candidates`). Only a trophy that completes the places 1..n counts: a
    trophy beside a stated first, or beside another unranked row ("💰 Best budget"), leaves the
    column as it was."""
    unranked = [k for k, rank in ranks.items() if rank is None]
    if len(unranked) != 1 or cells[unranked[0]][:1] != "\U0001f3c6":
        return ranks
    if sorted(r for r in ranks.values() if r is not None) != list(range(2, len(ranks) + 1)):
        return ranks
    return {**ranks, unranked[0]: 1}


# The body ends at its last character that is not trailing space: written greedily, because a lazy
# body tries the end test at every character (twenty times slower on a long item; same matches).
_LIST_ITEM = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?P<num>\d{1,2}(?:[.)]|(?=[ \t]+[–—][ \t]))|[\u2776-\u2793])|[-*+•‣◦▪]"
    r"|[✅✔☑👉➤►▶]\ufe0f?)[ \t]+"
    r"(?P<body>\S(?:.*[^ \t\r\n])?)[ \t\r]*$"
)
# review25: the body ends at its last non-blank character, found by a greedy run that backs off
# from the line's end; a lazy body before a blank run read a long blank run inside a heading
# ("## Which" + 20,000 blanks + "one") in quadratic time (3 s), each blank trying the run to $.
_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+(?P<body>(?:.*[^ \t\r\n])?)[ \t\r]*$")
# A rank marker opening a heading or line: a medal or trophy, "#1", "No. 1" or "1." / "1)".
_RANK_MARKER = re.compile(
    r"^(?:(?:[\U0001F947-\U0001F949\U0001F3C5\U0001F3C6]\ufe0f?|\d\ufe0f?\u20e3)\s*)?"
    r"(?:(?:#|No\.\s*)\d{1,2}\b|\d{1,2}[.)](?=\s))?[ \t]*[:.\-–—)]*[ \t]*"
)
_MEDAL = re.compile(r"^(?:[\U0001F947-\U0001F949\U0001F3C5\U0001F3C6]|\d\ufe0f?\u20e3)")
_MEDALS = frozenset("\U0001f947\U0001f948\U0001f949\U0001f3c5\U0001f3c6")


def _medal_first(text: str) -> bool:
    """Whether `_MEDAL` matches ``text``: only a text opening with a medal or a digit can."""
    first = text[:1]
    return (first in _MEDALS or first.isdigit()) and _MEDAL.match(text) is not None


# The rank a marker or place word states, for a ranking written from third place up (a countdown).
_RANK_OF = re.compile(
    r"^\W*?(?:(?:and\s+)?in\s+(?=(?:first|second|third|fourth|fifth)\s+place))?(?:(?P<medal>[\U0001F947-\U0001F949])|(?P<keycap>\d)\ufe0f?\u20e3|(?<![$€£¥])(?:#|no\.?\s*|number\s+)?(?P<num>\d{1,2})"
    r"(?:st|nd|rd|th)?\b|(?P<word>gold|silver|bronze|first|second|third|fourth|fifth)\b"
    r"|(?:and\s+)?number\s+(?P<count>one|two|three|four|five)\b)",
    re.I,
)
_PLACE_LEAD = re.compile(
    r"^\W*(?:and\s+)?(?:in\s+)?(?:(?:first|second|third|fourth|fifth)\s+place"
    r"|number\s+(?:one|two|three|four|five))\b",
    re.I,
)
_HASH_LEAD = re.compile(r"^\W*(?:and\s+)?(?:coming\s+in\s+)?(?:at\s+)?(?P<mark>#\d{1,2})\b", re.I)
_RANK_WORDS = {"gold": 1, "silver": 2, "bronze": 3, "first": 1, "second": 2, "third": 3}
_RANK_WORDS.update({"fourth": 4, "fifth": 5})
# "Firstly, the X ... Finally, the Z": the adverbs of a ranking told in prose.
_RANK_WORDS.update({"firstly": 1, "secondly": 2, "thirdly": 3, "finally": 9, "lastly": 9})
_RANK_WORDS.update({"next": 2})  # "First up is the X ... Next, the Y ... Finally, the Z"
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_STRUCK = re.compile(r"^\W*~~")
# An item marked as rejected by a cross before it ("- ❌ **Roomba 694** ...").
_CROSSED = re.compile(r"^\s*[❌✗✘🚫⛔]")
_CROSSES = frozenset("❌✗✘🚫⛔")


def _crossed(text: str) -> bool:
    """Whether `_CROSSED` matches ``text``: its first character after white space is a cross
    (``\\s`` and str.lstrip() agree on white space). An ASCII text holds no cross; telling that
    costs nothing (Python marks each string that is ASCII)."""
    return not text.isascii() and text.lstrip()[:1] in _CROSSES


# A verdict against the product right after its name and a separator ("X — avoid", "X: skip").
# picks40b: not a verb with an object of its own after it ("Canon EOS R50 - skip the cheaper EOS
# R100; ...", "X: pass on the extended warranty"): a determiner or possessive opens the thing the
# reader is told to skip, another product or an add-on, and the item's own product keeps its
# place; "X - skip it", "X: avoid at this price" and "X — skip this one" still judge the product
# (`_VERDICT_OBJECT`, `_object_is_the_item`).
_JUDGED_AFTER = re.compile(
    r"[*_]*\s*(?:\([^()]*\)\s*)?[-–—:]\s*(?P<verb>avoid|skip|not\s+recommended|pass)\b"
    r"|[*_]*\s*\((?:not\s+recommended|avoid(?:\s+it)?|skip(?:\s+it)?)\)",  # "**Jira** (avoid)"
    re.I,
)
# The words that cannot be part of a bare plural object (`_VERDICT_OBJECT`): the openers of a
# condition, a time or a manner, pronouns, and adverbs (some end in "-s": "always", "unless").
_BARE_OBJECT_STOPS = (
    r"(?:unless|if|at|for|in|as|when|until|while|because|since|on|to|it|them|this|that|these"
    r"|those|now|here|there|entirely|altogether|completely|outright|always|otherwise|again|too"
    r"|so|but|and|or|then|even|yet|still|though|although|anyway|perhaps|sometimes|regardless"
    r"|nevertheless|besides|nowadays|less|thus|is|was|are|its)\b(?!-)"
)
# The object a verdict verb takes ("pass on"/"pass up" included): a determiner ("the", "any",
# review_picks40b: "that"/"these" but not "that one", "those", "all", "both", "every", "some",
# "other", "my", "our"), a possessive ("NordVPN's upsells", not "it's"), or a gerund with an
# object of its own ("skip paying for Premium", "avoid buying refurbished units"; not "avoid
# buying it", "avoid anything from them").
_VERDICT_OBJECT = re.compile(
    r"\s+(?:(?:on|up)\s+)?(?:"
    r"(?:the|an?|any|its|their|your|those|all|both|every|some|other|my|our)\s"
    r"|th(?:at|ese)\s+(?!ones?\b)"
    r"|(?!(?:it|that|there|here|what|who)['’]s)[\w.+-]+['’]s\s"
    r"|(?!(?:any|every|no|some)thing|during)[a-z]+ing\s+(?!(?:it|this|that|one|them)\b)"
    # pins41: a bare plural, bare or after up to two words of its own ("avoid cheaper knockoffs
    # with the same shell", "skip third-row-less SUVs if ...", "avoid two tools for one job"): a
    # noun phrase with no determiner ends at a plural ("-s", not "-ss", "-is", "-us") that a
    # clause break, a preposition or a conjunction follows. No word of it is a function word or
    # an adverb that opens a condition or a manner ("avoid unless prices drop", "skip if ads
    # bother you", "avoid entirely unless discounts, ..."), which leave the verdict bare. Read
    # ahead only, so the object still starts after the verb.
    r"|(?=(?:(?!" + _BARE_OBJECT_STOPS + r")[\w-]+\s+){0,2}(?!" + _BARE_OBJECT_STOPS + r")"
    r"[\w-]*[a-hj-rtv-z]s(?:\s*[,;.:!?)]|\s*$|\s+[-–—]\s|\s+(?:with|that|which|who|if|for|from"
    r"|at|in|on|like|unless|when|under|over|and|or|to|of|by|than)\b)))",
    re.I,
)
# review_picks40b: an object that is the item's own product said again, "Roomba 694 - skip the 694
# unless ...", "Tesla Model X - skip the Model X", "Dashlane - skip the whole thing": the verdict
# turns the item down after all. Read in the object's first words (up to its clause's end).
_WHOLE_OBJECT = re.compile(r"\b(?:whole|entire)\b", re.I)


def _object_is_the_item(obj: str, name: str) -> bool:
    """Whether the object ``obj`` of a verdict names the item ``name`` itself: "the whole / entire
    ...", a model code of the name (a word with a digit: "skip the 694", "the R100"), or the name
    without its brand when that is two words or more ("the Model X"). A word of the name without a
    digit alone ("Proton VPN - avoid any VPN that logs") names the category, not the item."""
    clause = re.split(r"[,;:.!?()—–]| - ", obj, maxsplit=1)[0]
    words = clause.split()[:5]
    head = " ".join(words)
    if _WHOLE_OBJECT.search(head) is not None:
        return True
    bare = {w.strip("*_'’").lower() for w in words}
    name_words = name.split()
    if any(any(c.isdigit() for c in w) and w.lower() in bare for w in name_words):
        return True
    model = " ".join(name_words[1:])
    return len(name_words) >= 3 and re.search(rf"\b{re.escape(model)}\b", head, re.I) is not None


def _judged_after(line: str, at: int, name: str) -> bool:
    """Whether `_JUDGED_AFTER` matches at ``at`` (every alternative holds one of four words) with
    no object of the verdict's own after it, or an object that is the item ``name`` itself."""
    rest = line[at : at + 60].lower()
    if not _has_any(rest, ("avoid", "skip", "recommended", "pass")):
        return False
    judged = _JUDGED_AFTER.match(line, at)
    if judged is None:
        return False
    if judged["verb"] is None:
        return True
    obj = _VERDICT_OBJECT.match(line, judged.end())
    return obj is None or _object_is_the_item(line[obj.end() : obj.end() + 80], name)


# fixes21: the name as the subject of a sentence about the people who already use it ("**Notion**
# users can import their pages", "**Evernote** customers will need to export first"): a how-to
# addresses the reader's current product, it does not recommend it (a pick is what the reply
# would have you buy). A pitch ("**Obsidian** users love it") keeps its pick: only a modal or a
# "who" clause after the users says what they do with the product they have.
_USERS_AFTER = re.compile(
    r"[*_]{0,3}[ \t]+(?:users|customers|owners|subscribers)[ \t]+(?:can|could|should|will|may|"
    r"might|must|need|needn't|have[ \t]+to|who|already|coming)\b",
    re.I,
)


def _users_after(line: str, at: int) -> bool:
    """Whether the name ending at ``at`` is the subject of a sentence about its users
    (`_USERS_AFTER`); each alternative names the users, so a line without one of the words skips
    the pattern."""
    rest = line[at : at + 24]
    if not _has_any(rest, ("users", "customers", "owners", "subscribers")):
        return False
    return _USERS_AFTER.match(line, at) is not None


_REJECTED_CELL = re.compile(
    r"^\W*(?:avoid|skip|rejected|not\s+recommended|pass|over\s+(?:the\s+)?budget|excluded|"
    r"left\s+out|too\s+expensive|out\s+of\s+(?:the\s+)?budget)\b|^\s*[❌✗✘🚫⛔]",
    re.I,
)
# Every alternative of `_REJECTED_CELL` but the crosses (which are not ASCII) holds one of these.
_REJECTED_WORDS = (
    "avoid", "skip", "rejected", "recommended", "pass", "budget", "excluded", "left", "expensive",
)  # fmt: skip
# A line that closes a deliberation: what follows is the reply's ranking, what came before was
# thinking aloud ("Final answer:", "My final ranking").
_FINAL = re.compile(
    r"^\W*(?:final\s+(?:answer|ranking|picks|list|recommendations?|verdict)|my\s+final\s+\w+|"
    r"so,?\s+(?:my\s+)?(?:final\s+)?ranking"
    # picks37: "So, final order: MacBook Air M3 first, Dell XPS 13 second." after a paragraph
    # that took back a first place ("Hmm, scratch that, ..."); "order" only after "final"
    r"|so,?\s+(?:my\s+)?final\s+order"
    # picks26: a title over the overall order after sections by use case or buyer ("## My overall
    # top three for a beginner", "## If I had to rank for a 10-person startup"); only as a title
    # (no sentence stop before the line's end), since "If I had to rank them, it'd be close" is prose
    r"|(?P<title>my\s+overall\s+(?:ranking|order|top\s+(?:three|3|two|2|five|5)|picks)"
    # (review28p: not for a bare persona, "## If I had to rank for gamers", one case's order among
    # others, as "my pick for pet owners" stays a case's pick; the asker has an article)
    r"|if\s+I\s+had\s+to\s+rank(?:\s+(?:them|these|those|everything))?"
    r"(?!\s+for\s+(?!(?:a|an|the|you|your|my|most|me|everyone|everybody)\b)))"
    r"(?=[^.,;!?\n]{0,60}$)"
    # picks27: a revision that restates the ranking below it, on a line that ends in a colon:
    # "**Edit:** I had these the wrong way round ... Corrected ranking:", "Update: ... I'd flip
    # my order:", "Actually, scratch that ... so put the X at #1 and the Y at #2:", and "My
    # actual top three within $50,000:" after a pick withdrawn for its price
    r"|(?:(?:edit|update|correction)(?=\s*:)|(?:actually|wait|hmm|ok|okay|no)[,.!]?\s+scratch\s+that\b)"
    # (pins38: not "order of" a thing other than preference, "the final order of setup:", an
    # order of steps)
    r"(?=[^\n]*?(?:\b(?:rank\w*|order(?!\s+of\s+(?!preference|merit)\w)|flip\w*|swap\w*|revers\w*"
    r"|wrong\s+way|correct\w*|first)\b|#1\b))"
    r"(?=[^\n]*:[ \t*_]*$)"
    # review29p: not "My actual list of steps for setup:", whose list is of something else
    r"|my\s+actual\s+(?:top\s+(?:three|3|two|2|five|5)|ranking|picks|list)(?!\s+of\b)"
    r"(?=[^\n]*:[ \t*_]*$))\b",
    re.I,
)
# Wording that says the reply will not name a winner: it recommends nothing, confidently.
_NO_WINNER = re.compile(
    r"\b(?:toss-up|a\s+(?:genuine\s+|real\s+|true\s+)?tie\b|no\s+(?:clear|single|one)\s+(?:winner|best|right\s+answer)|"
    r"(?:can't|cannot|won't|wouldn't)\s+(?:pick|name|choose|crown)\s+(?:a\s+|one\s+)?(?:winner|one)|"
    r"(?:can't|cannot|won't|wouldn't)\s+rank\s+(?:one|either)\s+(?:above|over|ahead\s+of)|"
    r"depends\s+(?:entirely|on\s+what|on\s+your)|either\s+(?:one\s+)?would\s+(?:be|serve))",
    re.I,
)
# `_NO_WINNER` for lower-cased ASCII text (see `_folded`).
_NO_WINNER_FOLDED = _folded(_NO_WINNER)
_TABLE_ROW = re.compile(r"^[ \t]*\|")
_FINAL_HINT = re.compile(r"final|rank|overall|edit|update|correction|scratch|actual", re.I)
# picks27: the words of `_FINAL`'s revision lines, one of which opens every such line
_REVISION_HINTS = ("edit", "update", "correction", "scratch", "actual")


def _final_hint(stripped: str) -> bool:
    """``_FINAL_HINT`` in the first 60 characters; for ASCII (where lower() and the regex's case
    folding agree) two substring tests, ten times cheaper than the case-insensitive search."""
    head = stripped[:60]
    if head.isascii():
        lower = head.lower()
        return (
            "final" in lower
            or "rank" in lower
            or "overall" in lower
            or _has_any(lower, _REVISION_HINTS)
        )
    return _FINAL_HINT.search(head) is not None


# A line that can be skipped outright: it starts with a letter or quote (no list, heading, rank or
# emoji marker) and has no markup or colon anywhere.
_PLAIN_PROSE_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\"'(")
# The markup characters and the colon, tested one by one with `in` (a search for a character class
# tests every character of the line against the class; `in` scans for one character like memchr).
# " > " too: a plain line "Mullvad > IVPN > Proton VPN." is a ranking chain, not prose.
_MARKUP_OR_COLON = ("*", "_", "|", ":", "~", "`", "→", " > ")
# Framing that makes the products in a sentence or section things to avoid, not picks.
_AVOID = re.compile(
    r"\b(?:avoid|skip|steer\s+clear|stay\s+away|pass\s+on|not\s+recommended|advise\s+against|"
    r"(?:wouldn't|would\s+not|don't|do\s+not|won't|can't|cannot)\s+recommend|not\s+worth|"
    r"(?:isn't|aren't|wasn't)\s+worth|"
    r"think\s+twice|give\s+\w+\s+a\s+miss|no\s+longer\s+recommend|"
    r"(?:over|above|outside|beyond|out\s+of)\s+(?:the\s+|your\s+|a\s+)?(?:[$€£]?\d[\d,]*\s+)?budget|"
    r"(?:is|are)\s+out(?=\s*[:;,.])|"
    r"left\s+(?:\w+\s+){0,3}?out|leave\s+out|not\s+included|excluded|ruled\s+out|"
    r"(?:didn't|did\s+not)\s+make\s+(?:the|my)\s+(?:cut|list|top\s+(?:two|three|five|2|3|5))|"
    # r18b: "## 🚫 Not on my list", "isn't on the shortlist": products the writer leaves out
    r"(?:not|isn't|aren't)\s+on\s+(?:my|the|this)\s+(?:short)?list|"
    # r19d: "they don't fit a $500 budget:" over the products it leaves out
    r"(?:don't|doesn't|do\s+not|does\s+not|won't|wouldn't)\s+fit\s+(?:in(?:to)?\s+|within\s+)?"
    r"(?:a|the|your|my)\s+(?:[$€£]?\d[\d,]*k?\s+)?budget|"
    r"honou?rable\s+mentions?|(?:not|isn't|aren't)\s+in\s+my\s+top\s+(?:two|three|five|2|3|5)|(?:that's|that\s+is|it's)\s+out|"
    # picks27b: "drop it into a spreadsheet" copies the ranking; it leaves nothing out
    r"drop\s+(?:it|them)(?!\s+(?:in|into|onto)\b)|"
    r"(?:well|way|far|just|slightly|a\s+bit)\s+(?:over|above|beyond)\s+(?:your\s+|the\s+)?[$€£]?\d[\d,.]*k?|"
    r"exceeds?\s+(?:your|the)\s+(?:[$€£]?\d[\d,]*\s+)?(?:budget|limit|cap)|too\s+expensive|"
    # picks30b: "so it's over your limit", the asker's spending limit as "exceeds your limit" says
    # it; a thing said to be over it ("once you go over your limit" is a plan's usage, no product)
    r"(?:it's|it\s+is|that's|that\s+is|they're|they\s+are|is|are)\s+(?:well\s+|way\s+|far\s+|just\s+|"
    r"slightly\s+|a\s+bit\s+)?(?:over|above|beyond)\s+your\s+(?:[$€£]?\d[\d,]*k?\s+)?(?:limit|cap|ceiling)|"
    r"out\s+of\s+(?:your\s+)?(?:price\s+)?range|over\s+budget)\b",
    re.I,
)
# Every alternative of `_AVOID` holds one of these words (lower case), so a text without any of them
# cannot match; the substring tests cost a fraction of the case-insensitive search.
_AVOID_WORDS = (
    "avoid", "skip", "steer", "stay", "pass", "recommend", "advise", "worth", "twice", "miss",
    "budget", "left", "leave", "cluded", "ruled", "did", "mention", "top", "out", "drop", "over",
    "above", "beyond", "exceed", "expensive", "range", "n my list", "n the list", "shortlist",
    "n this list",
)  # fmt: skip


# A word that every match of `_AVOID` holds once its characters are case folded (the hint words
# above are asked of lower-cased ASCII; these decide for other text, where re.I reads "ſ" as "s").
_AVOID_NEEDS = (
    "avoid", "skip", "steer", "stay", "pass", "recommend", "advise", "worth", "twice", "miss",
    "budget", "out", "left", "leave", "cluded", "ruled", "make", "list", "mention", "top", "drop",
    "over", "above", "beyond", "exceed", "expensive", "range",
)  # fmt: skip

_AVOID_FOLDED = _folded(_AVOID)


def _has_any(text: str, words: tuple[str, ...]) -> bool:
    """Whether any of ``words`` occurs in ``text`` (a loop: cheaper than any() over a generator)."""
    for word in words:
        if word in text:
            return True
    return False


def _hint_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern that is found in a text exactly when `_has_any(text, words)` holds: the words as
    literals, grouped by their first character ("a(?:void|dvise|bove)|s(?:kip|teer|tay)|...").

    Why: `_has_any` scans the text once a word; for the long hint lists asked of every cold line
    (thirty words or so) one search of the grouped pattern, which sees each character once and
    tries a group only after its first character, costs about half as much. Short lists stay
    with `_has_any`, which is cheaper for a few words.
    """
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(re.escape(word[1:]))
    return re.compile(
        "|".join(
            re.escape(first) + "(?:" + "|".join(rests) + ")" for first, rests in groups.items()
        )
    )


_AVOID_HINT = _hint_pattern(_AVOID_WORDS)


def _avoids(text: str, pos: int = 0, endpos: int | None = None) -> bool:
    """Whether `_AVOID` matches in ``text`` between ``pos`` and ``endpos`` (as its search does).

    On ASCII the hint words rule most texts out first, and from the start of the text the pattern
    runs without re.I on the lower-cased text (case folding there is lower(), and a case-sensitive
    match is five times cheaper: re.I folds every character it compares). Elsewhere case folding
    reaches further ("\u212a" matches "k"), so the pattern decides alone; and a search from a later
    position keeps the whole text, whose earlier characters the word boundary looks at: it runs
    without re.I on the whole text lower-cased when all of that is ASCII.
    """
    part = text[pos:endpos]
    if not part:
        return False  # every alternative holds a word (often asked of an empty sentence start)
    if part.isascii():
        lower = part.lower()
        if _AVOID_HINT.search(lower) is None:  # `_has_any(lower, _AVOID_WORDS)`, in one search
            return False
        if pos == 0 and (endpos is None or endpos >= 0):
            return _AVOID_FOLDED.search(lower) is not None  # the slice ends where endpos does
        if text.isascii():
            end = len(text) if endpos is None else endpos
            return _AVOID_FOLDED.search(text.lower(), pos, end) is not None
    return _AVOID.search(text, pos, len(text) if endpos is None else endpos) is not None


# A section of rivals the reply has already turned down ("Why not the others?", "Close, but no").
# So is a section titled as a warning ("## Don't bother", "Don't waste your money on:") or as a
# comparison with products the reply did not pick ("### How they compare to the big names", "How
# the picks compare to cheaper options", "to shoes I didn't pick"); not "to each other" or "against
# the rest", nor a kind of product ("How these machines compare with pod machines"): a title that
# names no other products heads the ranking itself.
_REJECT_SECTION = re.compile(
    # r20: a title that opens on "Set aside" ("### Set aside", "**Put aside for now:**") heads the
    # products the writer weighed and left out; "Setting aside price, ..." opens on something else.
    # Review r20: the words must end the title or come before a colon, a dash or a bracket of
    # reasons: "## Set aside $1,200 for a charger" and "**Set aside an hour for setup**" tell the
    # reader to set aside money or time, and head no products.
    r"^\W{0,8}(?:set|put|left)[ \t]+aside(?:[ \t]+(?:for[ \t]+now|this[ \t]+time))?"
    r"(?=[ \t]{0,3}[:(\u2013\u2014-]|[ \t*_#]{0,12}$)|"
    r"\b(?:why\s+not\s+(?:the\s+)?(?:others|alternatives|rest)|close,?\s+but\s+no|"
    r"also-rans|(?:what|which)\s+I\s+(?:dropped|rejected|ruled\s+out|set\s+aside)|"
    r"(?:don't|do\s+not)\s+(?:bother|waste\s+(?:your\s+)?(?:money|cash))|waste\s+of\s+(?:money|cash)|"
    r"how\s+(?:they|these(?:\s+[a-z]+)?|the\s+picks|my\s+picks)\s+(?:compare|stack\s+up)\s+"
    r"(?:to|with|against)\s+(?:the\s+|some\s+)?(?:other|cheaper|pricier|costlier|more\s+expensive|"
    r"big[\s-]names?|rivals?|alternatives?|premium|competitors?|competition|competing|"
    # picks33: "### How they compare to the usual suspects" over the well-known tools not picked
    r"usual\s+suspects|(?:popular|well-known|mainstream|obvious|bigger)\s+(?:names?|players?|ones)|"
    r"[a-z]+\s+I\s+(?:didn't|did\s+not)\s+(?:pick|choose|include|recommend)))\b|"
    # review_picks33: the same section titled by "vs" ("## Vs the big names", "**Versus the usual
    # suspects:**") or about the one pick ("### How it stacks up", "How it compares to Asana"): it
    # opens the title, so "Sony vs Bose: my ranking" and "How they stack up" still head a ranking
    r"^\W{0,8}(?:(?:vs\.?|versus)\s+(?:the\s+)?(?:big[\s-]names?|rivals?|competitors?|competition|"
    r"usual\s+suspects|(?:popular|well-known|mainstream|obvious|bigger)\s+(?:names?|players?|ones))|"
    r"^\W{0,8}how\s+it\s+(?:compares|stacks\s+up))\b",
    re.I,
)
# Framing that makes a list a checklist or a set of questions, not a ranking.
_NOT_A_RANKING = re.compile(
    # r18b: a title that opens on "Setting it up" ("## 🛠️ Setting it up in an afternoon") heads
    # numbered steps as "To set it up:" does; "setting things up" inside a line says whom a list is
    # for ("If you hate setting things up, these three are the easiest:") and heads the picks
    r"^\W*setting\s+(?:it|this|them|things|everything)\s+up\b|"
    # review_picks33: "## Getting started", "To get going:" over numbered setup steps ("1. Create
    # a Bitwarden Families organisation."); only as the title's opening words ("Best for getting
    # started: Trello" is a role)
    r"^\W*(?:getting\s+(?:started|going|set\s+up)|to\s+get\s+(?:going|started))\b|"
    r"\b(?:look\s+(?:for|out\s+for)|depends\s+on|(?<!great\s)(?<!good\s)questions?|tell\s+me|"
    r"let\s+me\s+know|factors|"
    # picks27: "On those criteria:" / "By these criteria," judges by criteria already given and
    # heads the verdict; "Keep these criteria in mind:" still heads a checklist
    r"(?<!on\sthose\s)(?<!on\sthese\s)(?<!by\sthose\s)(?<!by\sthese\s)criteria|"
    r"checklist|(?:things|what)\s+to\s+(?:check|know|consider)|features\s+to|what\s+matters|"
    # picks40: the writer's own checks in the first person ("What I'd check instead:", "Things
    # I would insist on:") head the same checklist
    r"(?:things|what)\s+I(?:'d|\s+would)\s+(?:(?:double-)?check|verify|insist\s+on)|"
    # picks32: "What should decide it for you:", "a few things that matter more than the brand:"
    # head the criteria a choice turns on ("- **Fit** - ..."), as "What matters:" does; the colon
    # ends the same clause ("the things that matter are audits, ... On those criteria:" is a
    # judgement made on them, which heads the ranking)
    r"(?:what\s+(?:should|will|would)\s+decide|things\s+that\s+(?:matter|count))\b(?=[^.!?:\n]{0,60}:)|"
    # picks27: "## How to choose your first running shoe" over numbered advice ("1. **Fit first.**")
    r"how\s+to\s+(?:choose|pick)\b|"
    r"narrow\s+(?:it|things)\s+down|before\s+I\s+(?:rank|recommend)|(?:features|settings)\s+(?:worth|to)|"
    r"worth\s+prioriti[sz]ing|what\s+to\s+prioriti[sz]e|must-haves?|specs?\s+to"
    r"|(?:to\s+)?set\s+(?:it|this|them|things|everything)\s+up|setup\s+steps"
    # pins38: "Update: the final order of setup:" over the apps to set up in turn, an order of
    # steps and not of picks ("order of preference" is a ranking word and heads the picks)
    r"|order\s+of\s+(?:setup|set-up|set\s+up|steps|installation|operations|tasks)\b"
    # (r23b: "A few settings worth turning on whichever you choose:" heads settings, as "features
    # worth" heads features: "- **WireGuard** as the protocol" under it is a setting, not a pick)
    # "consider the following key features:" over a numbered list of features, not products; a
    # title about features alone ("Main features:"), not one that goes on to the products ("Best
    # laptops, key features compared", "Main features that set the winners apart")
    r"|(?:key|main|core|essential|important)\s+features(?=[ \t]*(?:[:*_]|$))"
    # "**Sources**", "References:": a search-grounded reply's list of the pages it cites, whose
    # titles name products ("1. Dell XPS 13 review - PCWorld") without recommending them
    r"|sources|references|citations"
    # "## What a 10-person startup needs", "What you actually need:", "## What a family of four
    # needs from a password manager": the needs, not the picks; a title that goes on past them
    # ("What a beginner needs is an easy machine, so here they are") may head the picks
    r"|what\s+(?:you|an?\s+[^:\n]{1,40}?|your\s+[^:\n]{1,30}?)\s+(?:actually\s+|really\s+)?needs?"
    r"(?:\s+(?:from|in)\s+[^:\n.,;]{1,40}?)?(?=[ \t]*(?:[:*_]|$))"
    # "### Tips for buying", "**A few beginner tips:**": advice, whose items are steps, not picks
    r"|tips"
    # picks25: "## Where to buy": the stores and where to find the picks, not picks
    r"|where\s+to\s+(?:buy|shop|get\s+(?:it|them|one))"
    r")\b",
    re.I,
)
# r19b: a title over how the ranking was made ("### How I ranked them", "**How we chose:**",
# "## Methodology"): its bullets are the criteria weighed ("- **Adoption:** ... Asana wins
# here"), not picks. A title that ranks ("## How I'd rank them", "How they stack up") is not one.
_METHOD_TITLE = re.compile(
    r"\W{0,8}(?:how\s+(?:I|we)\s+(?:ranked|chose|picked|judged|evaluated|compared|tested|scored"
    r"|weighed|narrowed|made\s+the\s+(?:picks|cut))\b|(?:my\s+|our\s+)?methodology\b)",
    re.I,
)


def _ranking_title(fact: _LineFacts, line: str) -> _LineFacts:
    """A method title's facts when no pick has been read above it (review r19).

    After a ranking, "### How I ranked them" explains it and its bullets are criteria (r19b); a
    reply that opens with the title ("## How I ranked them", "### How we tested", then a paragraph
    and "1. **Tasko** ...") gives its ranking under it, as it was read before the r19b rule.
    """
    ranks = _RANKING_WORDS.search(line) is not None
    return replace(
        fact, opens_skip=False, skip_consumes=False, criteria_title=False, ranking_opener=ranks
    )


def _method_title(stripped: str, heading: bool) -> bool:
    """Whether a section opener is a heading or bold-only title matching `_METHOD_TITLE`; the
    pattern is asked only of titles holding "ow " or "ethodolog"."""
    if not (heading or _bold_only(stripped)):
        return False
    if "ow " not in stripped and "ethodolog" not in stripped:
        return False
    return _METHOD_TITLE.match(_plain(stripped).lstrip("# ")) is not None


# A section title (a heading or a bold-only line) that puts its products above a price ("## 💸
# Worth knowing about (but over $500)", "**If you can stretch: above $50k**"): the budget leaves
# them out, as "over budget" does, when the title says so (`_OVER_PRICE_OUT`). Not a prose line ("... well over $300. Within budget:" opens the ranking).
_OVER_PRICE = re.compile(
    r"\b(?:over|above|beyond|more\s+than)\s+(?:the\s+|your\s+)?[$€£]\s?\d", re.I
)


# What makes a title over a price a section of products left out, not a price tier ("## Over
# $300" beside "## Under $300") or praise ("**Worth every cent over $300**"): a "but", the budget,
# a stretch or splurge, "too expensive", "left out", "worth knowing about".
_OVER_PRICE_OUT = re.compile(
    r"\b(?:but|budget|stretch|splurge|too\s+(?:expensive|pricey|much)|left\s+out|out\s+of|"
    r"worth\s+(?:knowing|a\s+look|mentioning)|if\s+you\s+can|outside|skip(?:ped)?)\b",
    re.I,
)


def _over_price(stripped: str) -> bool:
    """Whether `_OVER_PRICE` and `_OVER_PRICE_OUT` match: only a title with a currency sign can."""
    return (
        ("$" in stripped or "€" in stripped or "£" in stripped)
        and _OVER_PRICE.search(stripped) is not None
        and _OVER_PRICE_OUT.search(stripped) is not None
    )


# picks23d: "ranked" after "not" ("## Over budget (not ranked)") says the section is left out of
# the ranking, so it does not make the title a ranking's.
# picks33: "recommended" after "these", "them" or an adverb of how often ("You'll see these
# recommended for big families, but they start above $50,000:", "Often recommended:") reports
# what others recommend, not the writer's ranking: under an "Over budget" heading it goes on
# naming the products left out.
_RANKING_WORDS = re.compile(
    r"\b(?:top|picks|recommend(?!ed\b)\w*|(?<!these\s)(?<!them\s)(?<!often\s)(?<!widely\s)"
    r"(?<!commonly\s)(?<!frequently\s)recommended|(?<!not\s)ranked|ranking|my\s+(?:choice|pick)|in\s+(?:this\s+)?order"
    r"|order\s+of\s+preference|best\s+to\s+worst|(?:best|strongest)\s+first|(?:I'd|I\s+would)\s+rank|rank\s+them)\b",
    re.I,
)
# A rival named only to compare against: "unlike the X", "cheaper than X", "instead of X".
_COMPARE = re.compile(
    r"\b(?:unlike|than|compared\s+(?:to|with)|versus|vs\.?|instead\s+of|rather\s+than|"
    r"similar\s+to|like|as)\s+(?:the\s+|a\s+|an\s+|its\s+)?(?:[a-z-]+\s+){0,2}$",
    re.I,
)
# A summary line that names the choice up front: "TL;DR:", "Short answer:", "Bottom line:".
_SUMMARY_LABEL = re.compile(
    r"^\W*(?:tl;?\s?dr|short\s+answer|quick\s+answer|short\s+version|bottom\s+line|in\s+short|"
    r"the\s+short\s+of\s+it|verdict|my\s+(?:pick|picks|choice|recommendation|vote|ranking)|ranking|"
    r"(?:final\s+)?recommendation|"
    r"my\s+top\s+(?:three|3|two|2|five|5|picks?)|"
    r"final\s+ranking|overall(?:\s+(?:ranking|winner|verdict|pick))?)(?:\s*\([^()\n]{1,30}\))?"
    r"\W*?(?::|\s[-–—](?=\s))\W*",
    re.I,
)
# `_SUMMARY_LABEL` for lower-cased ASCII text (see `_folded`).
_SUMMARY_LABEL_FOLDED = _folded(_SUMMARY_LABEL)
_INLINE_FIRST = re.compile(r"[\s*_]*1[.)]\s")
_INLINE_NUMBER = re.compile(r"(?:^|[,;]?\s+)[\s*_]*\d[.)]\s+")
# A single recommendation in prose: "I'd just get the X", "go with X", "my recommendation is X".
# r19c: up to two adverbs of candour or emphasis may stand between "I'd" and the verb ("I'd
# honestly just get the X", "I'd personally go with the Y"); "not" is never one of them.
_PROSE_TRIGGER = re.compile(
    r"\b(?:(?:I'd|I\s+would|you\s+should)\s+"
    r"(?:(?:just|probably|simply|still|honestly|really|personally|definitely|actually|genuinely"
    r"|frankly)\s+){0,2}"
    r"(?:get|buy|go\s+(?:with|for)|pick|choose|take|recommend"
    r"|(?:steer|point)\s+you\s+(?:to|towards?))"  # "I'd steer you to the Kia EV9"
    r"|go\s+with|my\s+(?:top\s+)?(?:recommendation|pick|choice|vote)"
    r"(?:\s+(?:is|would\s+be|goes\s+to)(?:\s+(?:clearly|definitely|easily))?"
    # picks26: the asker between the noun and the verb, then an adverb of certainty ("my pick
    # for a frequent flyer is clearly the X"): without the adverb ("My pick for a small flat is
    # the X, but for a house ...") or with a bare persona ("for pet owners") it is a case's pick
    r"|\s+for\s+(?:a|an|the|most|you|your)\s[^,.!?\n:]{1,40}?\s+(?:is|would\s+be)"
    r"\s+(?:clearly|definitely|easily))"
    # picks28: "But if you want my one pick: Bitwarden." after options it would not rank
    r"|\bmy\s+(?:one|single|only)\s+(?:pick|choice|recommendation):"
    # picks34: the count opening the sentence, with whose it is after the noun ("Just one
    # recommendation from me: the X.", "One pick from me: X.")
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:(?:just|only)\s+)?one\s+(?:pick|choice|recommendation)"
    r"(?:\s+from\s+me)?:"
    # picks_pins: the same count inside an "if I had to" clause ("If I had to make just one
    # recommendation: 1Password."), the name after its colon
    r"|\bif\s+I\s+(?:had\s+to|could)\s+(?:only\s+)?(?:make|give)\s+(?:you\s+)?(?:just\s+|only\s+)?"
    r"one\s+recommendation:"
    r"|\bthe\s+(?:clear\s+|obvious\s+|easy\s+)?(?:answer|winner)\s+(?:here\s+)?is"
    # picks26: a condition that asks for no case at all, only one product ("if you just want one
    # that works, get the X"): the writer's overall choice, not a pick by case
    r"|\bif\s+you\s+(?:just|only|simply)\s+want\s+one(?:\s+that\s+(?:just\s+)?works)?,\s+"
    r"(?:just\s+)?(?:get|buy|go\s+(?:with|for)|pick|choose)"
    r"|\bif\s+I\s+(?:had|have)\s+to\s+(?:choose|pick)\s+(?:just\s+)?one,?\s+(?:I'd\s+)?"
    r"(?:get|buy|go\s+(?:with|for)|pick|choose|take)"
    # "If I could only recommend one shoe, it'd be the Hoka Clifton 9"
    # "If I had to pick one for a 10-person startup, it'd be ClickUp": the "one" may be qualified
    r"|\bif\s+I\s+(?:could|had\s+to)\s+(?:only\s+)?(?:recommend|pick|choose)\s+(?:just\s+)?one"
    # (picks26: not one feature or tip, "If I had to pick one feature, it's LiDAR")
    r"(?:\s+(?!(?:thing|feature|spec|tip|factor|setting|priority|criterion|rule|habit)s?\b)[a-z]+"
    r"|\s+(?:for|in|at)\s+[^,.!?\n]{1,40})?"
    # picks26: "..., it's the X" as well as "it'd be", and the name after a colon ("If I had to
    # pick one: Canon EOS R50!")
    r"(?:,?\s+(?:it'd\s+be|it\s+would\s+be|it's|it\s+is)"
    r"|:(?!\s+(?:honestly|frankly|really|probably|maybe|tough|hard|it|that|this|i)\b))"
    r"|I\s+(?:would\s+)?recommend"
    r"|(?:^|(?<=[.!?:]\s)|(?<=\n))(?:(?:honestly|frankly|really|seriously|personally|so|well),?\s+)?"
    # fixes22b: "If privacy is the actual goal, use Mullvad.": the imperative after a condition
    # that opens the sentence (`_line_trigger` gives it the gates of a bare "Use X.")
    r"(?P<cond>(?:if|when)\s(?!you\s+(?:just|only|simply)\s+want\s+one\b)[^,.!?\n]{1,80}, )?"
    # "Go for the X." and "Opt for the X." open a sentence like "Go with the X."
    r"(?:just\s+|simply\s+)?(?:get|buy|go\s+(?:with|for)|opt\s+for|choose"
    # r20b: "Use Linear. It's the one.": a sentence that is only the imperative and the name
    # (`_line_trigger` asks for the stop right after the name)
    r"|(?P<use>use)(?=\s+(?:the\s+)?[*_]{0,3}[A-Za-z0-9]))"
    r"|(?:one|model|pick)\s+I'd\s+(?:buy|pick|choose|get)\b[^.!?\n]{0,40}?\bis"
    # r18c: "there's really one machine I'd tell you to buy, and it's the X": the one thing the
    # writer would have you buy, then the name in a clause of its own
    r"|\bone\s+(?:[a-z]+\s+)?I'd\s+(?:tell\s+you\s+to\s+)?(?:buy|get|pick|choose|recommend)\b"
    r"[^.!?\n]{0,40}?,\s+and\s+it's"
    r"|(?:^|(?<=[.!?:]\s)|(?<=\n))just\s+use"
    # r22: "I'd skip the top three and just tell you to use Tandem": the writer's own advice,
    # a few words after "I'd" (none of them a negation: "I'd never tell you to buy the X")
    r"|\b(?:I'd|I\s+would|I'll|I\s+will)\s+(?:(?!(?:not|never)\b)[a-z]+\s+){0,8}?"
    r"tell\s+you\s+to\s+(?:just\s+|simply\s+)?(?:use|get|buy|go\s+with|pick|choose)"
    r"|(?:^|(?<=[.!?:]\s)|(?<=\n))you\s+(?:just\s+)?want"  # "You want the Hoka Clifton 9."
    r"|\b(?:safe|sensible|solid)\s+default\b[^.!?\n]{0,40}?\bis"
    # r20c: "I'd only recommend one: Mullvad." (the single pick of a writer asked for three; not
    # "I'd only recommend it if ...", a condition: "only" is read only before the count)
    r"|\b(?:I'd|I\s+would)\s+only\s+(?:recommend|pick)(?=\s+(?:just\s+)?one\b)"
    # r19d: "I'll break the rules and give you one shoe: the Brooks Ghost 16": the one thing the
    # writer names, after a colon (the count and the colon are read by the tail below)
    # (not a piece of advice: "give you one tip: the Ghost runs small" names no pick)
    r"|\b(?:give|name)\s+you(?=\s+(?:just\s+|only\s+)?one\s+(?!(?:tip|tips|warning|caveat|note|rule|"
    r"reason|thing|piece|word|caution|trick|hack|lesson|question|fact|detail|heads-up)\b)[a-z]+"
    r"(?:\s+[a-z]+)?:))"
    # "I'd recommend one car: the Kia EV9": the count and kind of thing, then the name (r20c: the
    # kind may go unsaid, "one: Mullvad")
    r"\s+(?:(?:just\s+)?one(?:\s+[a-z]+(?:\s+[a-z]+)?)?(?:\s+(?:for|at|in|under|on)\s+[^,.!?:\n]{1,40}?)?:\s+"
    # picks33: the count and kind, then the name in a clause of its own ("I'd only recommend one
    # machine, and that's the Gaggia Classic Pro"), as r18c's "..., and it's the X"
    r"|(?:just\s+)?one(?:\s+[a-z]+){0,2}"
    # review_picks33: the kind may carry a case of a few words ("one tool for a 10-person startup,
    # and that's Linear", "one espresso machine at this budget, and that's the X")
    r"(?:\s+(?:for|at|in|under|on)\s+[^,.!?:\n]{1,40}?)?,\s+and\s+(?:that's|that\s+is|it's|it\s+is)\s+"
    # picks26: a follow-up's pointer back to an earlier list, then the name after a colon ("I'd
    # go with the second one I mentioned: the Bose QC Ultra")
    r"|the\s+(?:first|second|third|last|other)\s+one\s+I\s+(?:mentioned|suggested|listed)"
    r"(?:\s+(?:earlier|above|before))?:\s+)?(?:the\s+)?",
    re.I,
)
_PROSE_TRIGGER_FOLDED = _folded(_PROSE_TRIGGER)
# Every match of `_PROSE_TRIGGER` holds one of these words followed by a space character: the verb
# or noun that ends its core, before the closing ``\s+``. Tested on the lower-cased ASCII line,
# without re.I, it is a tenth of the cost of the pattern, which tries every branch at every position.
# fixes28: a necessary condition only if it holds every match, so "steer you" and "point you" (after
# "I would", "I would point you to the X") and "default" before any non-word ("the safe default,
# for most people, is the X") are cores too; test_fixes28.py checks generated matches. picks28: so
# is a noun before its colon ("my one pick: Bitwarden").
_TRIGGER_CORE = re.compile(
    r"(?:get|buy|go|opt|pick|choose|take|recommend|recommendation|choice|vote|answer|winner|i'd|use"
    r"|want|it's|give\s+you|name\s+you|steer\s+you|point\s+you)\s|default\b|(?:pick|choice|recommendation):\s"
)
# The hint words of a trigger line as plain substrings, each alternative spelled out: a line without
# one holds no trigger (`_line_trigger_at`), and `_TRIGGER_HINT` finds them in one search.
_TRIGGER_WORDS = (
    "Get ", "get ", "Buy ", "buy ", "Go ", "go ", "Opt for ", "opt for ", "Pick ", "pick ", "Choose ", "choose ", "Choice ",
    "choice ", "Take ", "take ", "Recommend", "recommend", "Vote ", "vote ", "nswer is ",
    "nswer here is ", "inner is ", "inner here is ", "ust use ", "default", "ou want ",
    "ou just want ", "steer you ", "point you ", "nd it's ", "ive you ", "ame you ", "Use ",
    "tell you to ", ", use ", "simply use ", "pick:", "choice:",
)  # fmt: skip
_TRIGGER_HINT = _hint_pattern(_TRIGGER_WORDS)
# (", use " and "simply use ": fixes22b's imperative after a condition, "If privacy is the goal,
# use Mullvad.", always has the condition's comma and one space, or "simply", before "use".)
_NAME_TOKEN = re.compile(
    r"(?:[A-Z0-9][A-Za-z0-9'&+\-]*(?:\.\d[A-Za-z0-9'&+\-]*)*|[a-z]{1,3}[A-Z][A-Za-z0-9'&+\-]*|[a-z]+\d[A-Za-z0-9\-]*)"
)
# `_NAME_TOKEN` for scanning a text left to right (finditer, or search from a token's end): its last
# branch cannot start inside a run of lower-case letters. That changes no scan's result (a match
# of that branch inside a run is also one from the run's start, which the scan reaches first), and
# saves retrying the run from every letter of every word (quadratic in the word's length).
_NAME_TOKEN_SCAN = re.compile(
    r"(?:[A-Z0-9][A-Za-z0-9'&+\-]*(?:\.\d[A-Za-z0-9'&+\-]*)*|[a-z]{1,3}[A-Z][A-Za-z0-9'&+\-]*"
    r"|(?<![a-z])[a-z]+\d[A-Za-z0-9\-]*)"
)
_OPENER_VERBS = frozenset("Get Go Buy Pick Choose Take Grab Try".split())
# Advice verbs that open a closing line before the product ("Bottom line: Start with the **X**",
# "Recommendation: Stick with Y"): an imperative, never a product's first word.
_ADVICE_OPENERS = frozenset("Start Stick Opt Consider".split())
_OPENER_VERBS = _OPENER_VERBS | _ADVICE_OPENERS
_SENTENCE_STARTERS = frozenset(
    "I I'd I'm I'll I've If For The A An It This That So"
    # fixes23: a pronoun's contraction opening "That's my pick for ..." is never a name
    " That's It's That\u2019s It\u2019s"
    # picks26: a conjunction opening the sentence ("But my top pick is clearly the X") is never a
    # name placed by the words after it
    " But And".split()
)


def _inline_numbered_names(text: str) -> list[str]:
    """The names of a numbered ranking run together on one line ("Final answer: 1. Linear, 2.
    Asana, 3. Notion"), in order; none when its items are how-to steps ("Here is how: 1. Preheat
    the cup 2. Grind 18 g of beans", fixes21), which name no product."""
    parts = _INLINE_NUMBER.split(text)
    if reads_as_steps(parts):
        return []
    runs = [_trimmed_run(part.strip(" *_"), 0) for part in parts if part.strip()]
    return [n for n in (_candidate(r[0]) for r in runs if r) if n is not None]


def _name_run(text: str, pos: int) -> tuple[str, int] | None:
    """The capitalised name starting at ``pos`` ("Breville Bambino Plus", "Sony a6400")."""
    tokens: list[str] = []
    end = pos
    while True:
        m = _NAME_TOKEN.match(text, end)
        if m is None:
            break
        tokens.append(m.group())
        end = m.end()
        if text[end : end + 1] != " ":
            break
        end += 1
        if text[end : end + 2] == "& " and _NAME_TOKEN.match(text, end + 2):
            tokens.append("&")  # "Dashlane Friends & Family"
            end += 2
    while tokens and tokens[-1] in ("A", "I"):
        tokens.pop()
    if not tokens:
        return None
    if text[end - 1 : end] == " " and text[end : end + 1] in _LOWER_MODEL_INITIALS:
        lower = _LOWER_MODEL_AFTER.match(text, end)
        if (
            lower is not None
            and _model_code(tokens[-1])
            and not (lower.group() == "plus" and _PLUS_ADDS.match(text, lower.end()))
        ):
            tokens.append(lower.group())  # picks24: "Nikon Z fc (8/10)", "iPad mini." end there
    name = " ".join(tokens).rstrip(".-'")
    if text[pos + len(name) : pos + len(name) + 1] == '"' and _inch_mark_after(text, pos, name):
        name += '"'  # fix_picks39r: "Go with the MacBook Air 15\" first": the size's inch mark
    return name, pos + len(name)


def _past_lone_letters(text: str, pos: int) -> int:
    """The end of the run of lone "A" and "I" words starting at ``pos``, which `_name_run` read as
    no name because it drops those words from a name's end. Every later word of the run starts a
    run of the same words, so none of them is a name either: a scan skips the run whole, or a
    hostile line of them ("**Best:** `A A A ...`") is read in quadratic time."""
    while True:
        token = _NAME_TOKEN.match(text, pos)
        if token is None or token.group() not in ("A", "I"):
            return pos
        pos = token.end()
        if text[pos : pos + 1] != " ":
            return pos
        pos += 1


def _inch_mark_after(text: str, pos: int, name: str) -> bool:
    """Whether the quote mark after the name read at ``pos`` is the inch mark of a size that ends
    it (`_INCH_SIZE_END`: a number of its own) rather than a quote that closes it: no quote opens
    the name, or one does and a second quote mark closes it after the inch mark."""
    if _INCH_SIZE_END.search(name + '"') is None:
        return False
    end = pos + len(name) + 1
    if text[end : end + 1].isalnum():
        return False
    quoted = text[pos - 1 : pos] in ('"', "\u201c")
    return not quoted or text[end : end + 1] in ('"', "\u201d")


# picks24: a lower-case model word after a model code that ends the name: a bracket, a dash, a
# ">" or punctuation follows it, or the line ends ("Nikon Z fc (8/10) >", "Galaxy S24 plus,");
# not "Sony a6400 plus a lens", where "plus" joins prose.
_LOWER_MODEL_AFTER = re.compile(
    r"(?:mini|fc|lite|plus|max|pro|ultra|air|neo|se)(?=[.,;:!?)*_]|[ \t]{1,3}[(>\-–—]|[ \t]*$)",
    re.M,
)
_LOWER_MODEL_INITIALS = frozenset("mflpuans")
# review25: "plus" is the one word of those that also joins prose, and it does so past a short
# aside: "the Sony a6400 plus, ideally, a fast prime", "the Nikon Z50 plus (optionally) a 35mm
# lens": what follows the aside is a second thing bought (an article or a number opens it), so
# "plus" adds it to the pick, never ends the pick's name ("Galaxy S24 plus (9/10)" still does).
# Anchored after "plus" and bounded: a few dozen characters per name.
_PLUS_ADDS = re.compile(
    r"(?:[ \t]{0,2},[^,\n]{1,30},|[ \t]{1,3}\([^()\n]{1,30}\))[ \t]{1,3}"
    r"(?:(?:a|an|the|some|your|any|another|extra|spare|one|two)\b|\d)",
    re.I,
)


# A place word right after a name: "Asana second", "and Trello third".
_PLACE_AFTER = re.compile(r"[*_]{0,3}\s+(?:first|second|third)\b")
# A name that only says whom a choice is for: "for Windows users", "for Mac owners", "for the
# iPhone crowd". The platform (or the product people already own) names the group of users; the
# pick is whatever the sentence gives them.
_AUDIENCE_BEFORE = re.compile(r"\bfor\s+(?:the\s+|all\s+|most\s+|fellow\s+|existing\s+)?$", re.I)
_AUDIENCE_AFTER = re.compile(
    r"[*_]{0,3}[ \t]{1,3}(?:users?|owners?|people|folks|fans|households|families|buyers|shoppers|gamers|"
    r"loyalists|die-?hards|devotees|diehards|crowd|camp|types)\b",
    re.I,
)
_AUDIENCE_REACH = 24
"""How far before a name "for the" is looked for (the words and markup between are few)."""


def _names_an_audience(text: str, start: int, end: int) -> bool:
    """Whether the name at ``start:end`` of ``text`` names whom a choice is for ("for Windows
    users"), not a product picked."""
    if _AUDIENCE_AFTER.match(text, end) is None:
        return False
    before = text[max(0, start - _AUDIENCE_REACH) : start].rstrip(" *_")
    return _AUDIENCE_BEFORE.search(before + " ") is not None


def _colon_or_dash(body: str) -> bool:
    """Whether ``body`` holds a colon or a spaced dash, either of which may close the lead of a
    colon list (`colon_places.first_of_colon_list`): cheap substring tests."""
    return (
        ":" in body or " \u2014 " in body or " \u2013 " in body or " - " in body or " -- " in body
    )


def _lower_brand_before(text: str, start: int) -> int | None:
    """Where a lower-case brand starts when one stands right before the name at ``start``, in the
    shape `lower_brands.LOWER_BRAND` reads ("the eufy X8 Hybrid"), or None. A cheap test first:
    the name follows a space and a lower-case letter."""
    if start < 5 or text[start - 1] not in " \t" or not text[start - 2].islower():
        return None
    word = start - 1
    while word > 0 and text[word - 1].isalpha() and start - word <= 11:
        word -= 1
    brand = _LOWER_BRAND_AT.match(text, word)
    return word if brand is not None and brand.end() == start else None


def _prose_names(text: str, lead_is_name: bool = False) -> list[str]:
    """Product names in a run of prose, in order, skipping a capitalised word that only opens a
    sentence ("Get the X" names X, not "Get"); with ``lead_is_name`` the text's first word is a
    name, as after "TL;DR:"."""
    names: list[str] = []
    pos = 0
    while pos < len(text):
        m = _NAME_TOKEN_SCAN.search(text, pos)
        if m is None:
            break
        run = _name_run(text, m.start())
        if run is None:
            pos = _past_lone_letters(text, m.start()) if m.group() in ("A", "I") else m.end()
            continue
        name, end = run
        before = text[: m.start()].rstrip(" *_\"'(")
        opens_sentence = not before or before[-1] in ".!?:;>"
        words = name.split()
        if opens_sentence and len(words) > 1 and words[0] in _SENTENCE_STARTERS | _OPENER_VERBS:
            name = " ".join(words[1:])
            words = words[1:]
        single_opener = opens_sentence and len(words) == 1 and not _DIGIT.search(name)
        single_opener = single_opener and not (
            lead_is_name and m.start() == 0 and name not in _OPENER_VERBS
        )
        if single_opener and _PLACE_AFTER.match(text, end) is not None:
            single_opener = name in _SENTENCE_STARTERS  # "...; Asana second, as the cleanest"
        if (
            not single_opener
            and name not in _SENTENCE_STARTERS
            and _candidate(name) is not None
            and not _names_an_audience(text, m.start(), end)
        ):
            names.append(_candidate(name) or name)
        pos = max(end, m.end())
        if text.startswith(" from ", pos):
            # fix_picks39r: "the sleek X8 Hybrid from Eufy, then ...": one capitalised word after
            # "from" that ends the clause names the maker of the model before it (a name with a
            # digit), no pick; "Britain from Nazi conquest", "Europe from Nazism," are no model
            maker = _name_run(text, pos + 6) if _DIGIT.search(name) else None
            if (
                maker is not None
                and " " not in maker[0]
                and text[maker[1] : maker[1] + 1] in (",", ";", ".", ":", "!", "?", "")
            ):
                pos = maker[1]
        if text.startswith(" (", pos):
            close = text.find(")", pos, pos + 40)
            if close > 0 and "(" not in text[pos + 2 : close]:
                pos = close + 1  # "MacBook Air (M3, 2024)": the brackets qualify the name
    return names


# The words before a category noun that a verdict calls its pick: "X is the most
# privacy-respecting VPN you can buy", "the best SUV for the money".
_SUPERLATIVE_BEFORE = re.compile(
    r"\bthe\s+(?:most|best|least|top|only)\s+(?:[\w-]+\s+){0,3}$", re.I
)


def _without_category_nouns(text: str, names: list[str]) -> list[str]:
    """``names`` after the first, read in order from ``text``, without a capitalised category
    noun placed after a superlative ("**Final verdict:** Mullvad is the most privacy-respecting
    VPN you can buy" names Mullvad, not "VPN"). A name with a digit is a model, and stays."""
    kept = names[:1]
    cursor = text.find(names[0]) + len(names[0]) if names[0] in text else 0
    starts = SentenceStarts(text)
    for name in names[1:]:
        at = text.find(name, cursor)
        if at < 0:
            kept.append(name)
            continue
        cursor = at + len(name)
        before = text[max(starts.start(at), at - 60) : at]  # _sentence_before(text, at)[-60:]
        if _DIGIT.search(name) is None and _SUPERLATIVE_BEFORE.search(before) is not None:
            continue
        kept.append(name)
    return kept


def _unavoided(text: str, names: list[str]) -> list[str]:
    """``names``, read in order from ``text``, without those in a sentence that turns them down
    ("So my ranking is short: the Sony WH-1000XM5, full stop. I'd skip the Bose unless ... the
    Sony doesn't fit your head.")."""
    kept: list[str] = []
    cursor = 0
    before = _avoids_before(text)
    for name in names:
        at = text.find(name, cursor)
        if at < 0:
            kept.append(name)
            continue
        cursor = at + len(name)
        if not before.matches_before(at):  # _avoids(_sentence_before(text, at)), linear in the text
            kept.append(name)
    return kept


def _avoids_before(text: str) -> GrowingPrefix:
    """`_avoids(_sentence_before(text, at))` for offsets ``at`` asked in order, in time linear in
    ``text`` however many are asked (one sentence with many names, hostile input)."""
    return GrowingPrefix(text, _AVOID, _AVOID_FOLDED, _AVOID_WORDS, _AVOID_NEEDS)


def _sentence_before(line: str, at: int) -> str:
    """The part of ``line``'s sentence before offset ``at``: a sentence starts after a stop or
    a line break (a paragraph's first sentence is not the end of the one before it)."""
    start = max(
        line.rfind(". ", 0, at),
        line.rfind("! ", 0, at),
        line.rfind("? ", 0, at),
        line.rfind("\n", 0, at),
    )
    return line[start + 1 if start >= 0 else 0 : at]


def _after_bold(text: str) -> tuple[str, str] | None:
    """(inner, rest) when ``text`` opens with a bold span."""
    if text[:1] not in ("*", "_"):
        return None  # every bold span opens with one of them; most lines open otherwise
    m = _LEAD_BOLD.match(text)
    if m is None:
        return None
    rest = text[m.end() :]
    return m.group("inner"), rest


def _rest_name(rest: str) -> str | None:
    """The product named right after a role label: "**Best value:** Product X - ...".

    Only text that starts like a name (a capital, a digit, or "iRobot"-style) can be one: after
    "**Range:**" comes a spec ("at least 280 miles"), not a product.
    """
    rest = _strip_symbols(rest.lstrip(" \t:-–—").strip())  # "**Winner:** 🏆 Dell XPS 13"
    if rest[:2] == "[`":
        # pins41: a name set as code inside a link ("**Best overall:** [`Linear`](https://...)"):
        # the link's text, as the line's other links are read, then the code run it opens with
        link = _LINK.match(rest)
        rest = rest if link is None else link[1] + rest[link.end() :]
    if rest[:1] == "`":
        rest = _unticked_lead(rest)  # "**Best budget:** `Trello` — ...": the name in code
    word, comma, after = rest.partition(",")
    if comma and word.casefold() in _OPENING_NOT_NAMES:
        # review28p: a word that is never a product, then a comma ("If I had to pick one:
        # Honestly, it depends", "**Best overall:** Honestly, the X"): the name, if any, follows
        after = after.lstrip()
        rest = after[4:] if after[:4].casefold() == "the " else after
    lead = _after_bold(rest)
    if lead is not None:
        return _candidate(lead[0])
    if rest[:1].isdigit() and _SPEC_VALUE.match(rest):  # the value opens with a digit
        return None  # "**Battery:** 120+ minutes": a value and its unit
    if not _NAME_START.match(rest.lstrip("*_")) and not _domain_first(rest):
        return None
    if "," in rest or ";" in rest:
        placed = _PLACED_BEFORE_COMMA.match(rest)
        if placed is not None:
            rest = placed["name"]  # "**Summary:** Barista Express first, Bambino Plus second"
    return _candidate(rest)


# A short inline-code run at a text's start ("`Trello` — free tier"): a name set as code.
_LEAD_CODE = re.compile(r"(?P<ticks>``?)(?P<inner>[^`\n]{1,60})(?P=ticks)")


def _unticked_lead(rest: str) -> str:
    """``rest`` with the code marks taken off the inline-code run it opens with, as the name key
    drops them: a writer who sets tool names as code ("**Best budget:** `Trello` — the free tier
    ...") names the product inside the marks, as another sets it in bold. A text whose code run
    is long or unclosed is left as it is."""
    code = _LEAD_CODE.match(rest)
    return rest if code is None else code["inner"] + rest[code.end() :]


def _verdict_rest_name(rest: str) -> str | None:
    """`_rest_name` after an overall verdict's label ("Verdict:", "Bottom line:", "My pick:"),
    where the name ends before the first lower-case word that is no part of a name: "Verdict:
    Kettlo H9 wins on battery." picks "Kettlo H9", the predicate being whatever verb follows.

    Only after a verdict's label: a criterion's label ("**Battery life** - Sony wins clearly")
    names that criterion's winner, and its whole sentence stays no name (so no pick)."""
    name = _rest_name(rest)
    if name is None or " " not in name:
        return name
    predicate = _LOWER_WORD.search(name, 0, 120)
    if predicate is None or predicate["word"] in _NOT_A_PREDICATE:
        return name
    cut = name[: predicate.start()]
    cut = cut[4:] if cut.startswith("The ") else cut
    return _candidate(cut)


# fixes26: the first lower-case word of letters after a name's first word begins the verdict's
# predicate ("wins on battery", "edges it", "beats the rest"), except the few lower-case words
# product names hold ("Galaxy S24 plus") and the function words after an imperative, which is no
# name ("Start with the X", "Go for the X": the whole stays no name, as before).
_LOWER_WORD = re.compile(r"(?<=\S)[ \t]+(?P<word>[a-z][a-z']{0,20})\b")
# Function words that are neither the predicate a verdict's name ends before nor a word of a
# lower-case name: articles, conjunctions, prepositions and possessives. Both word lists below hold
# them (`_NOT_A_PREDICATE` and the casual reader's `_NOT_IN_A_LOWER_NAME`).
_FUNCTION_WORDS = frozenset("a an the and or with for of in on at to my your this that".split())
_NOT_A_PREDICATE = _FUNCTION_WORDS | frozenset(
    "plus pro max mini ultra lite de la le du von van by from if but up out over into it its".split()
)


def _domain_first(rest: str) -> bool:
    """r20c: whether the text after a role label opens with a product spelled as a lower-case
    domain ("**Best for visual planning:** monday.com. Its boards ..."): its maker writes it in
    lower case, so the capital a name usually opens with is missing. The dot is asked first, a
    cheap test that rules out almost every lower-case value after a label ("at least 280 miles")."""
    return rest[:1].islower() and "." in rest[:34] and _DOMAIN_NAME.match(rest) is not None


# r20: a name and its place word before a comma, opening a recap of places after a label; the
# place word is no part of the name (`_NAME_END` cuts it only before a stop or the line's end).
_PLACED_BEFORE_COMMA = re.compile(r"(?P<name>[^,;\n]{1,80}?)\s{1,3}(?:first|second|third)(?=[,;])")


# A number and lower-case words after a label: a spec's value ("120+ minutes", "2,000 pa or more").
_SPEC_VALUE = re.compile(r"[\d][\d,.+]*\s+[a-z][a-z ]*(?:[.,;(]|$)")


# A sentence's end: its stop before white space, or before the close of the emphasis it ends
# ("**My pick: the MacBook Air M3.** The thing ...").
_SENTENCE_STOP = re.compile(r"[.!?](?=[*_]{0,3}\s)")
_CHAIN = re.compile(r"\s+(?:>|→|»|->)\s+")
_DOT_CHAIN = re.compile(r"[ \t]+[•·][ \t]+")  # a summary's products set apart by bullets
_NAME_START = re.compile(r"[A-Z0-9]|[a-z]+[A-Z0-9]")
# A product judged against right after its name: "**Monday.com** isn't worth it at your size".
_AVOID_AFTER = re.compile(
    r"[^.!?\n]{0,20}?\b(?:isn't|is\s+not|aren't|are\s+not|wasn't)\s+worth\b"
    r"|[^.!?\n]{0,20}?\b(?:best\s+avoided|one\s+to\s+avoid|not\s+recommended)\b",
    re.I,
)


def _avoided_after(line: str, at: int) -> bool:
    """Whether `_AVOID_AFTER` matches at ``at``: every alternative holds "worth", "avoid" or
    "recommended", so on ASCII the pattern runs only where one follows."""
    rest = line[at:]
    if rest.isascii() and not _has_any(rest.lower(), ("worth", "avoid", "recommended")):
        return False
    return _AVOID_AFTER.match(line, at) is not None


# A bold label over a pick's details, not a role that names one: "**Why it's great:**", "**Pros:**",
# "**Downsides:**", "**Worth knowing:**". What follows it is a sentence about the pick, even when
# it opens with a capitalised word ("Tasks, docs and whiteboards", "Tiny, light and ...").
_DETAIL_LABEL = re.compile(
    r"^\W*(?:why\b|pros?\b|cons?\b|downsides?\b|drawbacks?\b|upsides?\b|trade-?offs?\b"
    r"|worth\s+knowing\b|good\s+to\s+know\b|strengths?\b|weakness(?:es)?\b|limitations?\b"
    r"|the\s+catch\b|caveats?\b|watch\s+out\b|heads\s+up\b)",
    re.I,
)


def _detail_label(inner: str) -> bool:
    """Whether a bold run that ends in (or is followed by) a colon is a `_DETAIL_LABEL`."""
    return _DETAIL_LABEL.match(_plain(inner)) is not None


@lru_cache(maxsize=1 << 16)
def _item_name(body: str, numbered: bool) -> str | None:
    """The one product a list item, heading or ranked line names, or None."""
    text = _strip_symbols(body)
    if text[:1] in "$€£":
        price = _LEAD_PRICE.match(text)
        if price is not None:
            text = text[price.end() :]  # "$279 — Roborock Q5 Pro: ...": the price, then the name
    if text[:1] in "IWF":
        clause = _CONDITION_LEAD.match(text)
        if clause is not None:
            text = text[clause.end() :]  # the clause is never the name
            named = _conditional_name(text)
            if named is not None and _replaces_the_list(text):
                return None  # "If ..., get Linear instead of any of these.": not one of them
            if named is not None:
                return named
    if _plain(text).rstrip().endswith("?"):
        return None  # a question back to the user
    lead = _after_bold(text)
    if lead is not None:
        inner, rest = lead
        if _plain(inner).rstrip().endswith("?"):
            return None
        colon = rest.lstrip().startswith(":")
        if (colon or inner.endswith(":")) and not rest.strip(" :*_"):
            return None  # "👉 **Here's what I'd get:**" alone: a title over the list below
        in_bold = _ranked_bold(inner)
        if in_bold is not None and _candidate(in_bold["rest"]) is not None:
            return _candidate(in_bold["rest"])  # "🏆 **1. Linear** – ...": the rank in the bold
        name = _candidate(inner, colon)
        if name is not None and not numbered and _users_after(rest, 0):
            return None  # "- **Notion** users can import their pages": the reader's own tool
        # "**Best for pet hair – Eufy RoboVac 11S Max**: Slim, quiet ...": when the bold run holds
        # a role and the product, the name is in it and what follows the colon is the reason
        if name is not None and (colon or inner.endswith(":")) and _is_role_label(name):
            follows = _rest_name(rest)
            if follows is not None and _proper_name(follows):
                return follows  # "**Best for Apple households:** iCloud Keychain": a role label
        if name is not None and not _labels_what_follows(
            name, colon or inner.endswith(":"), rest, inner
        ):
            return name
        if (
            name is None
            and (colon or inner.endswith(":"))
            and rest.lstrip(" :")[:2] in ("**", "__")
        ):
            return _rest_name(rest)  # "**Pet hair:** **Eufy Clean X8**": a label, then the name
        if name is None and _advice_label(inner):
            return None  # "- **Tip:** Notion Calendar pairs nicely with ...": advice, not a pick
        if name is None and _is_role_label(inner) and rest.lstrip(" :-–—")[:4] == "the ":
            rest = rest.lstrip(" :-–—")[4:]  # "**Best overall**: the Roborock Q5 Pro, thanks to"
        if name is None and _detail_label(inner):
            return None  # "* **Why it's great:** Tasks, docs, whiteboards ...": a pick's detail
        return _rest_name(rest) if name is not None or _is_role_label(inner) else None
    label, dash, after = _partition_dash(text)
    if dash and after.lstrip()[:1] in "*_" and _is_role_label(label):
        return _rest_name(after)  # "Best for most families — **1Password Families**: ..."
    if dash and numbered and _is_role_label(label) and not _avoids(label):
        # "1. Best overall — Bitwarden: the free tier ...": a plain role, a dash, the product
        named = _rest_name(after)
        if named is not None and _proper_name(named):
            return named
    if "(" in text[:48]:
        paren = _ROLE_PAREN.match(text)
        if paren is not None and _is_role_label(paren["label"]) and not _avoids(paren["label"]):
            named = _candidate(paren["name"])
            if named is not None and _proper_name(named):
                return named  # "1. Best all-rounder (Roborock Q5 Pro) - ...": the role, then
    if not numbered:
        return _labelled_name(text)
    opener = _ITEM_OPENER.match(text)
    named = _candidate(opener["name"]) if opener is not None else None
    if named is not None:
        return named  # "Go with **Linear** if ...": the bold name
    verb = _PLAIN_OPENER.match(text) or _ARTICLE_OPENER.match(text)
    run = _name_run(text, verb.end()) if verb is not None else None
    named = _candidate(run[0]) if run is not None else None
    if named is not None:
        return named  # "Buy the Kia EV9 if you ...": the plain name after the verb
    said = _item_subject(_plain(text))
    named = _candidate(said["name"]) if said is not None else None
    if named is not None:
        return named  # "The Eufy Clean X8 is the best choice for pets."
    if text[:1] in ("a", "t") and _LOWER_ARTICLE.match(text) is not None:
        # fix_picks39r: "2. a eufy X8 Hybrid - ...", "2. the nimble RV30 - ...": the article opens
        # the item as it would a prose name, which is read after it (a lower-case brand kept, an
        # English word before the model code left off, as `_lower_branded` reads them in prose)
        run = _lower_branded(text, text.index(" ") + 1, None)
        named = _candidate(run[0]) if run is not None else None
        if named is not None:
            return named
    return _candidate(text)


# A list item opened by a lower-case article and a lower-case word ("a eufy X8", "the nimble RV30").
_LOWER_ARTICLE = re.compile(r"(?:the|an?)[ \t](?=[a-z]{3,12}[ \t])")


# A role with the product in brackets after it: "Best for pet hair (Eufy X8) - ...".
_ROLE_PAREN = re.compile(
    r"(?P<label>[^()\n]{1,40}?)\s+\((?P<name>[^()\n]{2,60})\)(?:\s*[-–—:]|\s*$)"
)
# A price opening an item, before a dash or colon and the name; picks25: with the period or unit
# it is charged by ("$4.99/mo — Proton VPN", "$40/yr — Bitwarden Families", "$8 per user — X").
_LEAD_PRICE = re.compile(
    r"[$€£]\s?\d[\d,.]*k?\+?"
    r"(?:[ \t]?/[ \t]?[A-Za-z]{1,6}\.?|[ \t]+(?:per|a)[ \t]+[A-Za-z]{1,6})?"
    r"\s*(?:[-–—:|]\s*)"
)
# A conditional clause opening an item ("If you want video, get the X"): the pick comes after it.
_CONDITION_LEAD = re.compile(r"(?:If|When|Whether|For)\s[^,\n]{1,80},\s+")
# picks35b: a conditional item that names a product in place of the whole list before it ("If your
# team is mostly engineers, get Linear instead of any of these."): a substitute outside the ranking,
# not one of its picks. Only the list as a whole ("these", "the above", "all three"); "get the B
# instead" alone, or "instead of the A", still names B as the pick for that case. review_picks35b:
# "everything above" and "the ones / options / choices above" are the whole list too ("the one
# above", a single pick, is not).
_INSTEAD_OF_THE_LIST = re.compile(
    r"\binstead\s+of\s+(?:any|all|either|each|one)?(?:\s+of)?\s*"
    r"(?:these|those|them|the\s+above|(?:the|these|those|my)\s+(?:three|picks|list|top\s+three)"
    r"|(?:everything|the\s+(?:ones|options|choices))\s+above)\b",
    re.I,
)


def _replaces_the_list(text: str) -> bool:
    """Whether a conditional item names its product "instead of" the whole list before it."""
    return "nstead" in text and _INSTEAD_OF_THE_LIST.search(text) is not None


# The verb that names the pick after a conditional clause.
_CONDITION_VERB = re.compile(
    r"(?:go\s+(?:with|for)|get|buy|pick|choose|take|grab|consider)\s+(?:the\s+)?", re.I
)


def _intro_sentence_pick(text: str) -> str | None:
    """The product a sentence under a ranking's intro names after a condition or a question and
    a verb ("If you want cushioning, get the X.", "Want better colours? Get the Y.")."""
    if text[:1] not in "IWFiwf" and "? " not in text[:160]:
        return None  # every such line opens with a condition or holds a question
    ask = text.find("? ", 0, 160)
    if ask >= 0:
        text = text[ask + 2 :]
    clause = _CONDITION_LEAD.match(text)
    return _conditional_name(text[clause.end() :] if clause is not None else text)


def _conditional_name(rest: str) -> str | None:
    """The product a verb names after a conditional clause ("..., get the **Canon EOS R50**")."""
    verb = _CONDITION_VERB.match(rest)
    if verb is None:
        return None
    rest = rest[verb.end() :]
    lead = _after_bold(rest)
    if lead is not None:
        return _candidate(lead[0])
    run = _name_run(rest, 0)
    return _candidate(run[0]) if run is not None else None


# A numbered item that opens with an imperative and then the product in bold ("Go with **X**").
_ITEM_OPENER = re.compile(
    r"^(?:Go\s+(?:with|for)|Get|Buy|Pick|Choose|Take|Grab|Try|Use|Consider)\s+(?:the\s+)?"
    r"(?P<name>(\*\*|__)[^*_]+\2)"
)
# `_ITEM_OPENER` with a plain name after the verb ("Choose the Hyundai Ioniq 5 if ...").
_PLAIN_OPENER = re.compile(
    r"^(?:Just\s+(?:get|buy|go\s+(?:with|for)|pick|choose|use)|Go\s+(?:with|for)|Get|Buy|Pick|Choose|"
    # "Start with the Brooks Ghost 16 if you're unsure": advice that opens a summary's sentence
    r"Take|Grab|Try|Use|Consider|Start\s+with|Stick\s+with|Opt\s+for)\s+(?:the\s+)?"
    r"(?=[A-Z0-9]|[a-z]{1,3}[A-Z0-9])"
)
# review_picks33: a numbered item's choosing verb with "a" or "an" before a capitalised name ("1. Go
# with a Roborock Q5 Pro - ...", "2. Grab a Eufy RoboVac 11S Max"): the name, as after "the"; kept
# apart from `_PLAIN_OPENER`, which the summary and role readers share.
_ARTICLE_OPENER = re.compile(
    r"^(?:Go\s+(?:with|for)|Get|Buy|Grab|Pick|Choose|Opt\s+for)\s+an?\s+(?=[A-Z0-9])"
)
# A reason's label that gives the product its place ("Why the MacBook Air M3 ranks first", "Why
# the Dell XPS 13 is second", "Why Linear wins"): the label names the product at that place, as a
# heading "1. MacBook Air M3" would. Only a place or a win reads so; "Why the Sony loses" does not.
# The name is bounded, so a label with no place after it is given up in linear time.
_WHY_PLACED = re.compile(
    r"^Why\s+(?:the\s+)?(?P<name>[A-Z0-9][^:\n]{0,60}?)\s+(?:(?:ranks|is|comes|sits|lands|gets)\s+"
    r"(?P<place>first|second|third|number\s+(?:one|two|three)|#\d|(?:the\s+)?(?:top\s+pick|winner|runner-up))"
    # r19d: "Why the Sony is a close second", "Why the Bose comes out ahead"
    r"|is\s+(?:a|the)\s+(?:very\s+)?(?:close|clear|narrow)\s+(?P<near>second|third)"
    r"|wins|comes\s+out\s+(?:ahead|on\s+top)|takes\s+(?:it|first|the\s+top\s+spot))\s*$"
)
# The rank a `_WHY_PLACED` place states, by its last word ("wins" and "takes it" state the first).
_WHY_RANKS = {"first": 1, "one": 1, "pick": 1, "winner": 1, "second": 2, "two": 2, "runner-up": 2}
_WHY_RANKS |= {"third": 3, "three": 3, "#1": 1, "#2": 2, "#3": 3}


def _why_rank(line: str) -> int | None:
    """The rank a reason's label on ``line`` states ("**Why the Eufy 11S is third:** ..." is 3),
    or None when the line opens with no such label."""
    lead = _LEAD_BOLD.match(line.strip())
    if lead is None:
        return None
    inner = lead["inner"].rstrip(" :")
    why = _WHY_PLACED.match(inner) if inner[:4] == "Why " else None
    if why is None:
        return None
    place = why["place"] or why["near"]
    return 1 if place is None else _WHY_RANKS.get(place.split()[-1].lower())


def _in_why_order(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """Picks read from reasons' labels that each state a place, in the order of those places:
    "**Why the Eufy 11S is third:**", then "...ranks first:", then "...is second:" ranks the
    second label's product first. Only when every pick's line states a place of its own."""
    ranks = []
    for _, at, _, _ in found:
        start = body.rfind("\n", 0, at) + 1
        end = body.find("\n", at)
        rank = _why_rank(body[start : end if end >= 0 else len(body)])
        if rank is None:
            return found
        ranks.append(rank)
    if len(set(ranks)) != len(ranks):
        return found
    return [f for _, f in sorted(zip(ranks, found, strict=True), key=lambda pair: pair[0])]


# A numbered item that is a sentence with the product as its subject ("The X is ...", "X offers").
_ITEM_SUBJECT = re.compile(
    r"^(?:The\s+)?(?P<name>[A-Z0-9](?:[^\s,.;:]|\.(?=\w))*(?:\s+(?:[A-Z0-9](?:[^\s,.;:]|\.(?=\w))*|&))*)\s+"
    r"(?:is|are|offers|has|gives|adds|remains|wins|takes|edges|delivers|provides|combines|brings"
    r"|leads|beats|tops|stands|makes|keeps|handles|nails|costs)\s"
)
# The verbs `_ITEM_SUBJECT` ends with, and the characters a word of the name before them opens with.
_SUBJECT_VERBS = frozenset(
    "is are offers has gives adds remains wins takes edges delivers provides combines brings "
    "leads beats tops stands makes keeps handles nails".split()
)
_NAME_OPENERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _item_subject(text: str) -> re.Match[str] | None:
    """`_ITEM_SUBJECT` on ``text``, tried only where it can match.

    Its name is whole words (``\\s`` and str.split() agree on white space), each opening with a
    capital or a digit or being "&", and its verb, all lower case, is the word after them: so the
    first word of ``text`` that is not such a word must be one of the verbs. Most items fail that
    test at their first lower-case word, where the pattern would backtrack through the name.
    """
    for word in text.split():
        if word[0] in _NAME_OPENERS or word == "&":
            continue
        return _ITEM_SUBJECT.match(text) if word in _SUBJECT_VERBS else None
    return None


def _role_sentence_name(rest: str) -> str | None:
    """The product the sentence after a place role names after a verb ("If you'd rather learn,
    grab the X.") or as its subject ("The X costs about $100 ...")."""
    name = _intro_sentence_pick(rest)
    subject = _ITEM_SUBJECT.match(rest) if name is None else None
    return _candidate(subject["name"]) if subject is not None else name


# What follows a label's colon, not a product's description: a clause with its own subject ("it
# is", "the XPS ships") or another name ("**Answer:** Dell XPS 13").
_CLAUSE_START = re.compile(
    r"[\s:*_]*(?:(?i:it|it's|they|they're|you|you're|we|I|I'd|I'm|there|this|these|he|she)\b"
    r"|(?i:the|its|your|their)\s+[A-Z0-9])"
)


def _labels_what_follows(
    name: str,
    colon: bool,
    rest: str,
    label: str = "",
    after: int = 0,
    rests: _LineRests | None = None,
) -> bool:
    """A bare word before a colon ("**Answer:**", "**Linux:**") labels what follows when that is a
    clause or a name; before a description ("**Trello**: great for boards") it is a product.

    A name read out of a longer ``label`` ("**Why the Sony is second:**", "**Our pick is
    Asana:**") is not a bare word: the label places the product it names, and the sentence after
    the colon ("The WH-1000XM5 offers ...") is its reason, whatever word opens it (r19b).

    What follows is ``rest`` from ``after`` on; ``rests``, when given, reads the name there in
    place.
    """
    if not colon or not name.isalpha() or _mixed_case(name):
        return False
    at = label.find(name) if label else -1
    if at > 0 and any(ch.isalpha() for ch in label[:at]):
        return False
    if _CLAUSE_START.match(rest, after) is not None:
        return True
    # a proper name, every word capitalised: not "Polished apps"
    follows = _rest_name(rest[after:]) if rests is None else rests.rest_name(after)
    if follows is not None and "-" in follows and _COMPOUND_ADJECTIVE.fullmatch(follows):
        return False  # "**Bitwarden**: Open-source, audited ...": a description's first word
    return follows is not None and _proper_name(follows)


# r18: one capitalised word joined to lower-case ones by hyphens, "Open-source", "Budget-friendly",
# "Easy-to-use": a description's compound adjective, never a product's name ("ZV-E10", "Mercedes-
# Benz" carry a digit or a capital after the hyphen).
_COMPOUND_ADJECTIVE = re.compile(r"[A-Z][a-z]{1,20}(?:-[a-z]{1,20}){1,3}")


# What `_rest_name` and `_clean` strip from a rest's opening and a name's ends, as patterns that
# read a line from an offset: `_LineRests` reads a rest in place, without slicing it off.
_LABEL_DASHES = re.compile(r"[ \t:\-–—]*")
_SPACES = re.compile(r"\s*")  # `\s` is `str.isspace`, what strip() and split() take for blank
_MARKS = re.compile(r"[*_]*")
_NAME_STRIP = " \t*_-–—,.;:!?\"'"
_NAME_STRIP_RUN = re.compile("[" + re.escape(_NAME_STRIP) + "]*")
assert _LEAD_BOLD.pattern[0] == _LEADING_SYMBOLS.pattern[0] == _PLAIN_OPENER.pattern[0] == "^"
# The three without "^", which matches only at the line's first character however far in a
# match begins: each matches from an offset as the pattern matches the text from there.
_LEAD_BOLD_AT = re.compile(_LEAD_BOLD.pattern[1:])
_LEADING_SYMBOLS_AT = re.compile(_LEADING_SYMBOLS.pattern[1:])
_PLAIN_OPENER_AT = re.compile(_PLAIN_OPENER.pattern[1:])
assert _ORDINAL.pattern[0] == "^" and _ORDINAL.pattern[-1] == "$"
# "$" matches at the end or before a line break that ends the text: a bare label has none.
_ORDINAL_AT = re.compile(_ORDINAL.pattern[1:-1], _ORDINAL.flags)
assert _KEYCAP.pattern[0] == "^"
_KEYCAP_AT = re.compile(_KEYCAP.pattern[1:])


def _run_end(run: re.Pattern[str], line: str, start: int, end: int) -> int:
    """Where a run of ``run`` (a pattern of one repeated class) from ``start`` ends, before ``end``."""
    m = run.match(line, start, end)
    return start if m is None else m.end()


@lru_cache(maxsize=1)
def _longest_opening() -> int:
    """The longest word of `_OPENING_NOT_NAMES`: a longer word before a comma is none of them (a
    case fold never shortens a word)."""
    return max(map(len, _OPENING_NOT_NAMES))


def _without_trailing_brackets(tail: str, opened_before: bool) -> str | None:
    """What `_name_tail`'s loop over trailing brackets keeps of a longer text's last characters
    ``tail`` (``opened_before``: whether the text opens a bracket before them), or None where it
    may reach past them: each bracket it drops holds no other, so the last bracket before the
    closing one is its opening (a closing one: nothing to drop), which must be in the tail with
    the blanks before it; a chip or generation's bracket lies after the text's last "(", which
    must be in the tail with the blank before it, or nowhere."""
    text = tail
    while text.rstrip()[-1:] in (")", "]"):
        if text.endswith(")"):
            if text.rfind("(") == 0 or (text.rfind("(") < 0 and opened_before):
                return None
            if _TRAILING_QUALIFIER.search(text) is not None:
                break
        body = text.rstrip()[:-1]
        opened = max(body.rfind("("), body.rfind("["))
        if max(body.rfind(")"), body.rfind("]")) > opened:
            return text  # a closing bracket before the last: nothing to drop
        if opened < 0:
            return None if opened_before else text
        trimmed = _TRAILING_BRACKET.sub("", text)
        if not trimmed:
            return None
        text = trimmed
    return text if text.strip() else None


# A trade mark sign glued to the end of a word, as `_TRADEMARK` takes it out.
_GLUED_SIGNS = frozenset(c + "TM" for c in "abcdefghijklmnopqrstuvwxyz0123456789")


class _LineRests:
    """`_rest_name` of the rest of a line from an offset, as `_rest_name(line[at:])` answers (save
    the code-set names past `code_reads`, below), without reading the whole rest each time:
    `_line_bold_names` asks it after every bold label, and a line of labels with no name after
    them ("**Zed:** Yak " or "**Zed**: Yak, " over and over, hostile input) cost the square of its
    length (a slice, scans and `_NAME_END` searches of every rest to the line's end).

    A rest of `short` characters or fewer is read by `_rest_name` itself, and so are the first
    `whole` longer ones (a line's few labels cost less so than finding what the line holds) and
    the first `code_reads` longer ones that open with a name set as code (past them, on hostile
    lines only, such a rest reads no name, as before the code-set name was read). The others are
    read in place, step by step as `_rest_name` and `_clean` read them, each step's answer taken
    from the line:

    - what strips and patterns read at the rest's opening is read from the offset on (patterns
      anchored with "^" by a twin without it; `pos` and `endpos` stand for the slice's ends);
    - what they read at its end is the same for every rest of the line (where it ends after each
      strip), and each "is it in there?" test or first occurrence is a bisection of the
      occurrences in the line, found once;
    - the first place `_NAME_END` cuts is a bisection of the places it matches in the line up to
      the text's end, found once for each end; a match at the offset itself is one the text does
      not see only when the lookbehind before an en or em dash makes it;
    - a bold run the rest opens with closes at the first closing marks after it (`_lead_bold`);
    - links, code marks and trade mark signs, which `_clean` takes out, are read in the line
      without them (a line of its own, `_unlinked`, `_unticked` and `_unmarked`, whose offsets
      are the line's less what was taken out before them), and the first HTML break, where
      `_clean` cuts the text, is a bisection of the line's breaks (linear30);
    - a rest that opens inside a link's text ("[**Zed:** Yak](u) ...") is, without its links,
      the link's raw rest up to its closing bracket and then the line without its links: read
      as a head and a span of that line (`_link_head`, `_headed_clean`, linear31);
    - a purpose after the name (`_without_purpose`) is found among the line's "for"s, and a long
      head before it read as a long name is (linear30);
    - a name cut short enough is read by `_name_tail`, the rest of `_clean`, and one too long to
      cut there ends where the trailing brackets, marks and emoji stop, which a bounded tail
      shows (`_without_trailing_brackets`); it is no name when what its start keeps already holds
      more words or characters than `_product_shaped` allows.

    Where a step would need what lies past those bounds (a link of the line across the rest's
    end, or across its start where a link may open before that link's end, a label longer than
    `short` with no sentence stop in it, a trade mark sign at the text's end that the line reads
    otherwise, a trailing run or bracket that reaches past the tail), the rest is read whole by
    `_rest_name`, as it always was.
    """

    def __init__(self, line: str, short: int = 240, whole: int = 4) -> None:
        self.line = line
        self.short = short
        self.whole = whole
        self._at: dict[str, list[int]] = {}
        self._cuts: dict[int, list[int]] = {}
        self._ends: dict[tuple[int, str], int] = {}
        self._unticked: _LineRests | None = None
        self._unmarked: _LineRests | None = None
        self._unlinked: _LineRests | None = None
        self._links: tuple[list[int], list[int], list[int]] | None = None
        self._fors: list[tuple[int, int, int]] | None = None
        self._words: tuple[list[int], list[int], list[str], list[int]] | None = None
        self._word_starts: list[int] | None = None
        self._marks_out = False  # a line whose trade marks are taken out: none are again
        # A rest that opens with a name set as code ("**Best budget:** `Trello` - ...") is read
        # whole by `_rest_name`, which takes the code marks off first; a line has a few such
        # labels, and past this many (hostile input: "**Zed:** `Yak` " over and over, whose
        # whole reads cost the square of the line) the rest is read in place, where the code mark
        # opening it leaves no name.
        self.code_reads = 16

    def rest_name(self, at: int) -> str | None:
        """`_rest_name(self.line[at:])`."""
        if len(self.line) - at <= self.short or self.whole > 0:
            self.whole -= len(self.line) - at > self.short
            return _rest_name(self.line[at:])
        read = self._read(at)
        return _rest_name(self.line[at:]) if read is None else read[0]

    def _first(self, needle: str, start: int, end: int) -> int:
        """The first offset of ``needle`` wholly inside ``line[start:end]``, or -1."""
        found = self._at.get(needle)
        if found is None:
            found = [m.start() for m in re.finditer(f"(?={re.escape(needle)})", self.line)]
            self._at[needle] = found
        k = bisect_left(found, start)
        return found[k] if k < len(found) and found[k] + len(needle) <= end else -1

    def _end(self, end: int, chars: str) -> int:
        """Where ``line[:end]`` ends after rstrip(``chars``) then rstrip() (the same for every
        rest that reaches past it)."""
        key = (end, chars)
        if key not in self._ends:
            line, k = self.line, end
            while k > 0 and line[k - 1] in chars:
                k -= 1
            while k > 0 and line[k - 1].isspace():
                k -= 1
            self._ends[key] = k
        return self._ends[key]

    def _symbols_end(self, start: int, end: int) -> int | None:
        """Where `_strip_symbols(line[start:end])` starts."""
        line = self.line
        if "\u20e3" in line[start : min(start + 3, end)]:
            keycap = _KEYCAP_AT.match(line, start, end)  # "1️⃣ Brooks Ghost 16": a keycap rank
            start = start if keycap is None else keycap.end()
            if start >= end:
                return start
        if line[start].isascii() and line[start].isalnum():
            return start
        lead = _LEADING_SYMBOLS_AT.match(line, start, end)
        return start if lead is None else lead.end()

    def _lead_bold(self, start: int, end: int) -> tuple[int, int] | None:
        """Where the inner text of `_LEAD_BOLD.match(line[start:end])` lies, or None: its opening
        marks (a third "*" or "_" is theirs, or no run opens), then the first closing marks like
        them after a character that is neither blank nor a mark."""
        line = self.line
        marks = line[start : min(start + 3, end)]
        mark = marks if marks in ("***", "___") else marks[:2]
        inner = start + len(mark)
        if mark not in ("**", "__", "***", "___") or inner >= end:
            return None
        if line[inner] in "*_" or line[inner].isspace():
            return None
        if self._first("\n", inner, end) >= 0:
            lead = _LEAD_BOLD_AT.match(line, start, end)  # "." does not cross a line break
            return None if lead is None else lead.span("inner")
        closes = self._at.get(f"close{mark}")
        if closes is None:
            closes = [m.start() for m in re.finditer(rf"(?<=[^\s*_])(?={re.escape(mark)})", line)]
            self._at[f"close{mark}"] = closes
        k = bisect_left(closes, inner + 1)
        if k == len(closes) or closes[k] + len(mark) > end:
            return None
        return inner, closes[k]

    def _candidate(self, start: int, end: int) -> tuple[str | None] | None:
        """`_candidate(line[start:end])`: read whole when short, else in place."""
        if end - start <= self.short:
            return (_candidate(self.line[start:end]),)
        cleaned = self._clean(start, end)
        if cleaned is None:
            return None
        name, colon = cleaned
        return (name if name is not None and _looks_like_product(name, colon) else None,)

    def _read(self, at: int) -> tuple[str | None] | None:
        """`_rest_name` of a long rest, read in place: (name,), or None where not read here."""
        line = self.line
        end = self._end(len(line), "")
        start = _run_end(_SPACES, line, _run_end(_LABEL_DASHES, line, at, len(line)), len(line))
        if start >= end:
            return None
        opened = self._symbols_end(start, end)
        if opened is None:
            return None
        start = opened
        if start >= end:
            return (None,)  # nothing after the label: `_rest_name("")`
        if line[start] == "`" and self.code_reads > 0 and _LEAD_CODE.match(line, start, end):
            self.code_reads -= 1
            return None  # a name set as code (`_unticked_lead`): the rest is read whole
        comma = self._first(",", start, min(end, start + _longest_opening() + 1))
        if comma >= 0 and line[start:comma].casefold() in _OPENING_NOT_NAMES:
            start = _run_end(_SPACES, line, comma + 1, end)
            if line[start : min(start + 4, end)].casefold() == "the ":
                start += 4
            if start >= end:
                return (None,)
        if line[start : start + 2] in ("**", "__"):
            inner = self._lead_bold(start, end)
            if inner is not None:
                return self._candidate(*inner)
        if line[start].isdigit() and _SPEC_VALUE.match(line, start, end):
            return (None,)
        if not _NAME_START.match(line, _run_end(_MARKS, line, start, end), end) and not (
            line[start].islower()
            and "." in line[start : min(start + 34, end)]
            and _DOMAIN_NAME.match(line, start, end) is not None
        ):
            return (None,)
        if self._first(",", start, end) >= 0 or self._first(";", start, end) >= 0:
            placed = _PLACED_BEFORE_COMMA.match(line, start, end)
            if placed is not None:
                return (_candidate(placed["name"]),)
        return self._candidate(start, end)

    def _clean(
        self, start: int, end: int, links: bool = True, breaks: bool = True, head: str = ""
    ) -> tuple[str | None, bool] | None:
        """`_clean(line[start:end])` (its name None where it is too long to be one), or None.
        Without ``links`` or ``breaks``, the text's links are taken out or it is cut at its first
        HTML break already (a line made of another without them reads the rest of its steps).
        With a ``head``, the text is ``head + line[start:end]`` (`_headed_clean`)."""
        line = self.line
        if head:
            return self._headed_clean(head, start, end, breaks)
        if links and (self._first("](", start, end) >= 0 or self._first("][", start, end) >= 0):
            # the text without its links: the same text in the line without them
            span = self._unlinked_span(start, end)
            linked = None if span is not None else self._link_head(start, end)
            if span is None and linked is None:
                return None  # a link across either end of the text: read whole
            if self._unlinked is None:
                self._unlinked = _LineRests(_LINK.sub(r"\1", line), self.short, 0)
            if linked is not None:
                return self._unlinked._clean(*linked[1], links=False, head=linked[0])
            assert span is not None
            return self._unlinked._clean(*span, links=False)
        if breaks and self._first("<", start, end) >= 0:
            end = self._break_at(start, end)  # what follows an HTML break is a second line
            if end - start <= self.short:
                if not links and (
                    self._first("](", start, end) >= 0 or self._first("][", start, end) >= 0
                ):
                    return None  # taken out already: `_clean` would take out what they make
                return _clean(line[start:end])
        if self._first("`", start, end) >= 0:
            # the text without its code marks: the same text in the line without them
            ticks = self._at["`"]
            if self._unticked is None:
                self._unticked = _LineRests(line.replace("`", ""), self.short, 0)
            return self._unticked._clean(
                start - bisect_left(ticks, start), end - bisect_left(ticks, end), False, False
            )
        end = self._end(end, "")
        start = _run_end(_SPACES, line, start, end)  # strip(), then strip("*_") and strip()
        start = _run_end(_SPACES, line, _run_end(_MARKS, line, start, end), end)
        marked_end = self._end(end, "*_")
        if start >= marked_end:
            return None
        if self._first("TM", start, marked_end) >= 0:
            unmarked = self._without_trademarks(start, marked_end)
            if unmarked is not False:
                return unmarked if isinstance(unmarked, tuple) else None
        colon = line[marked_end - 1] == ":"
        end = self._end(marked_end, ":")
        opened = self._symbols_end(start, end) if start < end else None
        if opened is None or opened >= end:
            return None
        start = opened
        sep_at = self._first(": ", start, end)
        if sep_at >= 0:
            label_end, rest_at, sep = sep_at, sep_at + 2, ": "
        else:
            dash = (
                _DASH_SEPARATOR.search(line, start, min(start + 60, end))
                if any(d in line[start : min(start + 60, end)] for d in "-–—")
                else None
            )
            label_end, rest_at, sep = (
                (dash.start(), dash.end(), dash.group()) if dash is not None else (end, end, "")
            )
        names_after = False  # whether the label names what follows it
        if sep and label_end - start > self.short:
            # a long label, unless a sentence ends before it (then no label)
            if rest_at < end and self._first(". ", start, label_end) < 0:
                role = self._long_label_names(start, label_end, sep, rest_at, end)
                if role is None:
                    return None  # read whole
                names_after = role
        elif sep:
            label = line[start:label_end]
            if label.endswith(")") and " (" in label:
                sep = sep if _is_role_label(label[: label.index(" (")]) else ""
            if sep and ". " in label:
                sep = ""
            after = _run_end(_SPACES, line, rest_at, end)
            # `_epithet` asks only whether the rest opens a name: a stand-in that does, or not
            opens = _NAME_START.match(line, _run_end(_MARKS, line, after, end), end)
            names_after = bool(
                sep
                and rest_at < end
                and (_is_role_label(label) or _epithet(label, sep, "X" if opens else ""))
            )
        return self._named_after(start, end, colon, rest_at if names_after else None)

    def _named_after(
        self, start: int, end: int, colon: bool, rest_at: int | None
    ) -> tuple[str | None, bool] | None:
        """The end of `_clean` once the label is read: the name after a label that names what
        follows it (from ``rest_at``), else the name ``line[start:end]`` opens with."""
        line = self.line
        if rest_at is not None:
            after = _run_end(_SPACES, line, rest_at, end)
            inner = self._lead_bold(after, end) if line[after] in "*_" else None
            if inner is not None and inner[1] - inner[0] <= self.short:
                return _named_part(line[inner[0] : inner[1]]), colon
            if inner is not None:
                named = self._named_part(*inner)
                return None if named is None else (named[0], colon)
            start = _run_end(_SPACES, line, _run_end(_MARKS, line, after, end), end)
            end = self._end(end, "*_")
            if start >= end:
                return None
        named = self._named_part(start, end)
        return None if named is None else (named[0], colon)

    def _link_head(self, start: int, end: int) -> tuple[str, tuple[int, int]] | None:
        """``line[start:end]`` without its links as a head and the span of the rest in the line
        without them, where a link of the line reaches across the text's start (a bold label in a
        link's text: "[**Zed:** Yak](u) ..."), or None. Where no "[" between the text's start and
        that link's end opens a link (at most a few are tried: a reference's "[1]" opens none),
        the text's search for links finds none before the link's end, where the line's search
        goes on too: its links are the line's after it, and the head, the link's rest up to its
        closing bracket, is kept as it is (linear31)."""
        assert self._links is not None  # found by `_unlinked_span`
        opens, closes, _ = self._links
        k = bisect_left(closes, start + 1)  # the first link that closes after the text opens
        if k == len(opens) or opens[k] >= start:
            return None
        close = closes[k]
        if close >= end:
            return None
        if self._first("[", start, close) >= 0:
            brackets = self._at["["]
            first = bisect_left(brackets, start)
            inside = brackets[first : bisect_left(brackets, close)]
            if len(inside) > 4 or any(_LINK.match(self.line, q, end) for q in inside):
                return None
        span = self._unlinked_span(close, end)
        return None if span is None else (self.line[start:close], span)

    def _headed_clean(
        self, head: str, start: int, end: int, breaks: bool
    ) -> tuple[str | None, bool] | None:
        """`_clean` of ``head + line[start:end]``, a text without links whose head ends with a
        link's closing bracket (`_link_head`), or None where not read here. The patterns its steps
        run at the text's opening (`_strip_symbols`, `_ROLE_IS`, `_PLAIN_OPENER`, `_NAME_START`,
        `_PURPOSE_TAIL`, and `_NAME_END` from each offset of the head) take no ")" or "]" and read
        no further than the one they stop at, so they run on the head alone; what the text holds
        past the head is read in the line, as the steps of `_clean` read it there."""
        line = self.line
        if breaks and "<" in head:
            return None
        if breaks and self._first("<", start, end) >= 0:
            end = self._break_at(start, end)  # what follows an HTML break is a second line
        if breaks and len(head) + end - start <= self.short:
            text = head + line[start:end]
            # `_clean` takes out links again: the same steps only where it finds none
            return _clean(text) if _LINK.search(text) is None else None
        head = head.replace("`", "")
        if self._first("`", start, end) >= 0:
            ticks = self._at["`"]
            if self._unticked is None:
                self._unticked = _LineRests(line.replace("`", ""), self.short, 0)
            return self._unticked._clean(
                start - bisect_left(ticks, start), end - bisect_left(ticks, end), False, False, head
            )
        end = self._end(end, "")
        head = (
            head.lstrip().lstrip("*_").lstrip()
        )  # strip(), strip("*_"), strip(): the bracket stays
        marked_end = self._end(end, "*_")
        if start >= marked_end or "TM" in head:
            return None
        if self._first("TM", start, marked_end) >= 0:
            unmarked = self._without_trademarks(start, marked_end, head)
            if unmarked is not False:
                return unmarked if isinstance(unmarked, tuple) else None
        colon = line[marked_end - 1] == ":"
        end = self._end(marked_end, ":")
        head = _strip_symbols(head)
        if start >= end or not head:
            return None  # the text's end, or its symbols, reach into the head
        # the label: the text's first ": ", else a dash separator in its first 60 characters
        label: str | None = None
        rest_head, rest_at, sep = "", end, ""
        if ": " in head:
            label, sep, rest_head = head.partition(": ")
        elif (found := self._first(": ", start, end)) >= 0:
            sep, rest_at = ": ", found + 2
            if len(head) + found - start <= self.short:
                label = head + line[start:found]
            elif ". " not in head and self._first(". ", start, found) < 0 and rest_at < end:
                # a long label, unless a sentence ends before it (then no label)
                role = self._headed_long_label(head, start, found, rest_at, end)
                if role is None:
                    return None  # read whole
                if role:
                    return self._named_after(start, end, colon, rest_at)
        else:
            window = (head + line[start : min(start + 60, end)])[:60]
            dash = _DASH_SEPARATOR.search(window) if any(d in window for d in "-–—") else None
            if dash is not None:
                label, sep = window[: dash.start()], dash.group()
                if dash.end() < len(head):
                    rest_head = head[dash.end() :]
                else:
                    rest_at = start + dash.end() - len(head)
        names_after = False
        if sep and label is not None:
            if label.endswith(")") and " (" in label:
                sep = sep if _is_role_label(label[: label.index(" (")]) else ""
            if sep and ". " in label:
                sep = ""
            if rest_head:
                opens = _NAME_START.match(rest_head.lstrip().lstrip("*_"))
            else:
                after = _run_end(_SPACES, line, rest_at, end)
                opens = _NAME_START.match(line, _run_end(_MARKS, line, after, end), end)
            names_after = bool(
                sep
                and (rest_head or rest_at < end)
                and (_is_role_label(label) or _epithet(label, sep, "X" if opens else ""))
            )
        if names_after and not rest_head:
            return self._named_after(start, end, colon, rest_at)
        if names_after:
            head = rest_head.lstrip()
            end = self._end(end, "*_")
            if head[:1] in "*_" or start >= end:
                return None  # a bold run after the label may close past the head: read whole
        named = self._headed_named_part(head, start, end)
        return None if named is None else (named[0], colon)

    def _headed_long_label(
        self, head: str, start: int, end: int, rest_at: int, text_end: int
    ) -> bool | None:
        """`_long_label_names` of a label ``head + line[start:end]`` before ": " (`_headed_clean`):
        whether it names what follows it, or None where not read here. Its first word is the
        head's, whose bracket no word reaches across."""
        line = self.line
        if line[end - 1] == ")":
            aside = head.find(" (")
            if aside >= 0:
                before: bool | None = _is_role_label(head[:aside])
            else:
                aside = self._first(" (", start, end)
                before = True if aside < 0 else self._headed_role_label(head, start, aside)
            if not before:
                return before
        role = self._headed_role_label(head, start, end)
        if role is not False:
            return role
        first, *others = head.split(maxsplit=1)
        if first != "The" or not others:
            return False  # the label's first word is not "The" (nor is one glued to the head)
        if self._word_starts is None:
            self._word_starts = [
                i
                for i, c in enumerate(line)
                if not c.isspace() and (i == 0 or line[i - 1].isspace())
            ]
        # a word the line opens at ``start`` goes on from the head's bracket
        words = len(head.split())
        words += bisect_left(self._word_starts, end) - bisect_left(self._word_starts, start + 1)
        after = _run_end(_SPACES, line, rest_at, text_end)
        return (
            1 < words <= 4
            and _DIGIT.search(head) is None
            and self._first_digit(start, end) < 0
            and _NAME_START.match(line, _run_end(_MARKS, line, after, text_end), text_end)
            is not None
        )

    def _headed_role_label(self, head: str, start: int, end: int) -> bool | None:
        """`_is_role_label(head + line[start:end])` (`_headed_clean`), or None where not read
        here: the bare text opens in the head, whose bracket no ordinal, tier or word takes, and
        its words are the head's, then the line's (`_words`)."""
        line = self.line
        if len(head) + end - start <= self.short:
            return _is_role_label(head + line[start:end])
        if "[" in head or "`" in head:
            return None
        if any(self._first(mark, start, end) >= 0 for mark in ("](", "][", "`")):
            return None  # links and code marks it takes out
        bare = _strip_symbols(head.lstrip().lstrip("*_").lstrip()).lstrip()
        bare = bare.lstrip("*_").lstrip()
        right = self._end(self._end(self._end(self._end(end, ""), "*_"), ":"), "*_")
        if not bare or right <= start:
            return None  # its strips reach past the head, or into it
        tokens = [t.lower().strip(".'-:") for t in _WORD.findall(bare)]
        other = sum(1 for t in _WORD.findall(bare) if _is_other_word(t))
        if self._words is None:
            self._words = self._line_words()
        opens, closes, _, _ = self._words
        k = bisect_left(closes, start + 1)  # the first word that closes after the head
        if k < len(opens) and opens[k] < start:
            cut = _WORD.search(line, start, closes[k])  # a word cut by the head's end
            if cut is not None:
                tokens.append(cut.group().lower().strip(".'-:"))
                other += _is_other_word(cut.group())
            k += 1
        return self._role_from_words(tokens, other, k, right, None)

    def _headed_named_part(self, head: str, start: int, end: int) -> tuple[str | None] | None:
        """`_named_part(head + line[start:end])` (`_headed_clean`): (name,), (None,) for a name too
        long to be one, or None where not read here."""
        line = self.line
        if head[:1] in "OoMmTt":
            said = _ROLE_IS.match(head)
            head = head if said is None else head[said.end() :]
        if head[:4] == "Why ":
            return None
        if head[:1] in "GBPCJSO":
            verb = _PLAIN_OPENER.match(head)
            head = head if verb is None else head[verb.end() :]
        first = _name_end_search(head)
        if first is not None and first.start() > 0:
            return (_name_tail(head[: first.start()]),)
        cut = end  # a first cut at the text's opening cuts nothing
        if first is None:
            cuts = self._cuts_to(end)
            k = bisect_left(cuts, start)
            if k < len(cuts) and cuts[k] == start and line[start] in "–—":
                k += 1  # matched after the word before the text; the head ends with a bracket
            cut = cuts[k] if k < len(cuts) else end
        if len(head) + cut - start <= self.short:
            return (_name_tail(head + line[start:cut]),)
        if " for " in head or self._first(" for ", start, cut) >= 0:
            # a purpose after the name (`_without_purpose`): in the head, read whole; else the
            # line's first "for", whose blanks before it open in the text where the head ends
            if _PURPOSE_TAIL.search(head) is not None:
                return None
            if self._fors is None:
                self._fors = self._purposes()
            fors = self._fors
            k = bisect_left(fors, start + 1, key=lambda f: f[1])
            if k < len(fors) and fors[k][2] < cut:
                at, after = max(start, fors[k][0]), fors[k][2]
                if len(head) + at - start <= self.short:
                    named = head + line[start:at]
                    if (
                        not self._upper_in(after, cut)
                        and not _is_role_label(named)
                        and _proper_name(named)
                        and (_DIGIT.search(named) is not None or " " in named)
                    ):
                        return (_name_end(named),)
                elif self._too_long(start, at, head) is None:
                    return None
        return self._too_long(start, cut, head)

    def _without_trademarks(
        self, start: int, end: int, head: str = ""
    ) -> tuple[str | None, bool] | None | bool:
        """`_clean` of ``line[start:end]`` (after ``head``) from its trade marks on (False: the
        text holds none): the same text in the line without them, where the line takes out the
        same marks as the text (`_TRADEMARK` reads a character before and after each, which the
        text may not hold) and taking them out made no new one."""
        line = self.line
        signs = self._at.get("TM sign")
        if signs is None:
            signs = self._at["TM sign"] = [m.start() for m in _TRADEMARK.finditer(line)]
        first, last = bisect_left(signs, start - 1), bisect_left(signs, end - 1)
        # the text's own: the line's inside it, and one at its end that ends no word in the line
        at_end = end - 2 > start and line[end - 3 : end] in _GLUED_SIGNS
        if first == last and not at_end:
            return False
        if self._marks_out:
            return None  # taking the marks out made a new one, which the text keeps
        # a sign across either end of the text, or one the text does not see as the line does
        if signs[first:last][:1] in ([start - 1], [start]) or signs[last : last + 1] == [end - 1]:
            return None
        if at_end != (signs[last - 1 : last] == [end - 2]):
            return None
        if self._unmarked is None:
            self._unmarked = _LineRests(_TRADEMARK.sub("", line), self.short, 0)
            self._unmarked._marks_out = True
        return self._unmarked._clean(start - 2 * first, end - 2 * last, False, False, head)

    def _long_label_names(
        self, start: int, end: int, sep: str, rest_at: int, text_end: int
    ) -> bool | None:
        """Whether `_clean` reads a label ``line[start:end]`` longer than `short`, with no sentence
        stop in it, before ``sep`` and a rest from ``rest_at`` to ``text_end``, as naming what
        follows it (None: not read here): when its part before a bracketed aside is a role label,
        and it is one itself or an epithet (`_epithet`: "The" and at most three more words, no
        digit, a name after it; the words counted and the digits found in the line, once)."""
        line = self.line
        if line[end - 1] == ")":
            aside = self._first(" (", start, end)
            if aside >= 0:
                before = self._role_label(start, aside)
                if not before:
                    return before
        role = self._role_label(start, end)
        if role is not False:
            return role
        if line[start : start + 3] != "The" or not (start + 3 == end or line[start + 3].isspace()):
            return False  # the label's first word is not "The"
        if self._word_starts is None:
            self._word_starts = [
                i
                for i, c in enumerate(line)
                if not c.isspace() and (i == 0 or line[i - 1].isspace())
            ]
        words = 1 + bisect_left(self._word_starts, end) - bisect_left(self._word_starts, start + 1)
        after = _run_end(_SPACES, line, rest_at, text_end)
        return (
            (sep == ": " or (sep[:1].isspace() and sep[-1:].isspace()))
            and 1 < words <= 4
            and self._first_digit(start, end) < 0
            and _NAME_START.match(line, _run_end(_MARKS, line, after, text_end), text_end)
            is not None
        )

    def _first_digit(self, start: int, end: int) -> int:
        """Where `_DIGIT` first matches in ``line[start:end]``, or -1."""
        digits = self._at.get(r"\d")
        if digits is None:
            digits = self._at[r"\d"] = [m.start() for m in _DIGIT.finditer(self.line)]
        k = bisect_left(digits, start)
        return digits[k] if k < len(digits) and digits[k] < end else -1

    def _role_label(self, start: int, end: int) -> bool | None:
        """`_is_role_label(line[start:end])`, read in place when longer than `short` (None: not
        read here): the label without its marks and symbols at both ends (`_bare`), then its
        first two words, its last and whether every word is an organising one, from the line's
        words (`_words`), found once."""
        if end - start <= self.short:
            return _is_role_label(self.line[start:end])
        line = self.line
        if any(self._first(mark, start, end) >= 0 for mark in ("](", "][", "`")):
            return None  # links and code marks it takes out
        bare = self._bare(start, end)
        if bare is None:
            return None
        b0, b1 = bare
        if _ORDINAL_AT.fullmatch(line, b0, b1) is not None:
            return True
        if self._words is None:
            self._words = self._line_words()
        opens, closes, _, _ = self._words
        k = bisect_left(closes, b0 + 1)  # the first word that closes after the bare text opens
        tokens: list[str] = []
        other = 0  # words that are not organising words or numbers
        if k < len(opens) and opens[k] < b0:
            # a word cut by the text's start: the text's first word opens at its first letter
            # or digit from there, and runs to the word's end (a word holds none of the ends)
            cut = _WORD.search(line, b0, closes[k])
            if cut is not None:
                tokens.append(cut.group().lower().strip(".'-:"))
                other += _is_other_word(cut.group())
            k += 1
        return self._role_from_words(tokens, other, k, b1, (b0, b1))

    def _role_from_words(
        self, tokens: list[str], other: int, k: int, right: int, tier: tuple[int, int] | None
    ) -> bool:
        """`_is_role_label`'s test of a label's words: ``tokens`` read before the line's words
        (``other`` of them neither organising words nor numbers), then the line's words from the
        ``k``-th to the last that closes by ``right`` (`_words`, already found). ``tier`` is the
        span a tier label must fill ("Tier 1", "S-tier"), where the label is the line's alone."""
        assert self._words is not None
        _, closes, roles, others = self._words
        last = bisect_left(closes, right + 1)  # the words that close inside the text
        count = len(tokens) + max(0, last - k)
        if count == 0:
            return True
        tokens.extend(roles[k : min(last, k + 3)])
        if tokens[0] == "the" and count > 1 and tokens[1] in ("best", "top", "most"):
            tokens, count = tokens[1:], count - 1
        first, final = tokens[0], roles[last - 1] if last > k else tokens[-1]
        if first in _ROLE_FIRST or final in _ROLE_LAST or _ORDINAL.match(first):
            return True
        if tier is not None and ("tier" in first or "tier" in final):
            if _TIER_LABEL.fullmatch(self.line, *tier) is not None:
                return True
        if first in _PRICE_BOUND and count == 2 and tokens[1][:1].isdigit():
            return True
        if len(first) > 4 and first.endswith("est") and first not in _NOT_SUPERLATIVE:
            return True
        return other + (others[last] - others[k] if last > k else 0) == 0

    def _bare(self, start: int, end: int) -> tuple[int, int] | None:
        """Where `_is_role_label`'s bare text of ``line[start:end]`` lies, or None where its ends
        meet or a keycap opens it: blanks, marks, symbols and the colon stripped from each end."""
        line = self.line
        right = self._ends.get((end, "bare"))
        if right is None:
            inner = self._end(end, "")  # strip(), then strip("*_") and strip()
            inner = self._end(inner, "*_")
            right = self._end(self._end(inner, ":"), "*_")  # rstrip(":"), strip("*_")
            self._ends[(end, "bare")] = right
            self._ends[(end, "bare inner")] = inner
        inner = self._ends[(end, "bare inner")]
        b = _run_end(
            _SPACES, line, _run_end(_MARKS, line, _run_end(_SPACES, line, start, end), end), end
        )
        if b >= inner:
            return None
        symbols = self._symbols_end(b, inner)
        if symbols is None:
            return None
        b = _run_end(
            _SPACES,
            line,
            _run_end(_MARKS, line, _run_end(_SPACES, line, symbols, inner), inner),
            inner,
        )
        return (b, right) if b < right else None

    def _line_words(self) -> tuple[list[int], list[int], list[str], list[int]]:
        """The line's `_WORD`s: where each opens and closes, each as `_is_role_label` compares
        it, and how many before each are not organising words or numbers (`_is_generic`)."""
        opens, closes, roles, others = [], [], [], [0]
        for m in _WORD.finditer(self.line):
            opens.append(m.start())
            closes.append(m.end())
            roles.append(m.group().lower().strip(".'-:"))
            word = m.group().lower().strip(".'-")
            others.append(others[-1] + (word not in _GENERIC and not word.isdigit()))
        return opens, closes, roles, others

    def _unlinked_span(self, start: int, end: int) -> tuple[int, int] | None:
        """Where ``line[start:end]`` lies in the line without its links, or None where a link of
        the line reaches across either end: the text's links are then the line's inside it (each
        link is the one match `_LINK` can make where it opens, and where the line's search goes
        on from one the text's does too)."""
        if self._links is None:
            spans = [(m.start(), m.end(), m.end(1) - m.start(1)) for m in _LINK.finditer(self.line)]
            removed = list(accumulate(e - s - kept for s, e, kept in spans))
            self._links = [s for s, _, _ in spans], [e for _, e, _ in spans], removed
        opens, closes, removed = self._links
        for at in (start, end):
            k = bisect_left(closes, at + 1)  # the first link that closes after the offset
            if k < len(opens) and opens[k] < at:
                return None
        before_start, before_end = bisect_left(closes, start + 1), bisect_left(closes, end + 1)
        return (
            start - (removed[before_start - 1] if before_start else 0),
            end - (removed[before_end - 1] if before_end else 0),
        )

    def _break_at(self, start: int, end: int) -> int:
        """Where ``line[start:end]`` is cut at its first HTML break (``end`` where it has none):
        each break opens with the one "<" it holds, so the line's breaks are the text's, but those
        the text's end cuts short."""
        breaks = self._at.get("<br")
        if breaks is None:
            found = [m.span() for m in _HTML_BREAK.finditer(self.line)]
            breaks = self._at["<br"] = [at for span in found for at in span]
        k = bisect_left(breaks, start) & ~1  # the break opening at or after ``start``
        if k < len(breaks) and breaks[k] < start:
            k += 2
        return breaks[k] if k < len(breaks) and breaks[k + 1] <= end else end

    def _named_part(self, start: int, end: int) -> tuple[str | None] | None:
        """`_named_part(line[start:end])`: (name,), (None,) for a name too long to be one, or None
        where not read here."""
        line = self.line
        if line[start] in "OoMmTt":
            said = _ROLE_IS.match(line, start, end)
            start = start if said is None else said.end()
        if line[start : min(start + 4, end)] == "Why ":
            return None
        if line[start] in "GBPCJSO":
            verb = _PLAIN_OPENER_AT.match(line, start, end)
            start = start if verb is None else verb.end()
        cuts = self._cuts_to(end)
        k = bisect_left(cuts, start)
        if k < len(cuts) and cuts[k] == start and line[start] in "–—":
            k += 1  # matched after the word before the text, which the text does not hold
        cut = cuts[k] if k < len(cuts) and cuts[k] > start else end
        if cut - start <= self.short:
            return (_name_tail(line[start:cut]),)
        return self._long_name(start, cut)

    def _cuts_to(self, end: int) -> list[int]:
        """Every offset where `_NAME_END` matches in ``line[:end]`` (the line read to ``end``)."""
        cuts = self._cuts.get(end)
        if cuts is None:
            cuts, pos = [], 0
            while (cut := _name_end_search(self.line, pos, end)) is not None:
                cuts.append(cut.start())
                pos = cut.start() + 1
            self._cuts[end] = cuts
        return cuts

    def _long_name(self, start: int, end: int) -> tuple[str | None] | None:
        """`_name_tail(line[start:end])` of a text longer than `short`: (None,) when what its
        start keeps holds more words or characters than a product's name, else None."""
        if self._first(" for ", start, end) >= 0:
            # a purpose after the name may cut it short: its head, when short, is read as
            # `_without_purpose` reads it; when long, whether cut or not, too long to be a name
            purpose = self._purpose(start, end)
            if purpose is not None:
                cut, after = purpose
                if cut - start <= self.short:
                    head = self.line[start:cut]
                    if (
                        not self._upper_in(after, end)
                        and not _is_role_label(head)
                        and _proper_name(head)
                        and (_DIGIT.search(head) is not None or " " in head)
                    ):
                        return (_name_end(head),)
                elif self._too_long(start, cut) is None:
                    return None
        return self._too_long(start, end)

    def _purpose(self, start: int, end: int) -> tuple[int, int] | None:
        """Where `_PURPOSE_TAIL` first matches in ``line[start:end]`` and where it ends, or None
        where it does not or matches at the text's start: a match is the blanks around a "for"
        and a lower-case letter after them, so the line's "for"s say where, found once."""
        if self._fors is None:
            self._fors = self._purposes()
        fors = self._fors
        k = bisect_left(fors, start + 1, key=lambda f: f[1])
        if k == len(fors) or fors[k][2] >= end:
            return None
        cut = max(start, fors[k][0])
        return None if cut == start else (cut, fors[k][2])

    def _purposes(self) -> list[tuple[int, int, int]]:
        """Each "for" between blanks with a letter from a to z after them: (where the blanks
        before it open, where it opens, where the blanks after it close)."""
        line, found = self.line, []
        for m in re.finditer(r"(?<=\s)for(?=\s)", line):
            before, after = m.start() - 1, m.end()
            while before > 0 and line[before - 1].isspace():
                before -= 1
            while after < len(line) and line[after].isspace():
                after += 1
            if after < len(line) and "a" <= line[after] <= "z":
                found.append((before, m.start(), after))
        return found

    def _upper_in(self, start: int, end: int) -> bool:
        """`_has_upper(line[start:end])`: a character in it that lower() changes."""
        upper = self._at.get("upper")
        if upper is None:
            upper = self._at["upper"] = [i for i, c in enumerate(self.line) if c.lower() != c]
        k = bisect_left(upper, start)
        return k < len(upper) and upper[k] < end

    def _too_long(self, start: int, end: int, head: str = "") -> tuple[str | None] | None:
        """`_name_end(head + line[start:end])` of a text longer than `short`: (None,) when what
        its start keeps holds more words or characters than a product's name, else None."""
        line = self.line
        tail_at = end - self.short
        if tail_at < start:
            return None  # the tail reaches into the head
        opened = self._first("(", start, tail_at) >= 0 or self._first("[", start, tail_at) >= 0
        opened = opened or "(" in head or "[" in head
        kept = _without_trailing_brackets(line[tail_at:end], opened)
        if kept is None:
            return None  # trailing brackets may reach back past the tail
        kept = kept.rstrip(_NAME_STRIP)
        if kept.endswith(_HALF_STAR) and unicodedata.category(kept[-4:-3] or " ") == "So":
            kept = kept[: -len(_HALF_STAR)]
        while kept and unicodedata.category(kept[-1]) in ("So", "Sk", "Mn", "Cf"):
            kept = kept[:-1].rstrip(_NAME_STRIP)
        if len(kept) < 8:
            return None  # the trailing marks and emoji may reach back past the tail
        kept_end = end - self.short + len(kept)
        if head:  # its strip ends in the head, before the bracket that ends it
            window = head.lstrip(_NAME_STRIP) + line[start : min(kept_end, start + self.short)]
        else:
            begin = _run_end(_NAME_STRIP_RUN, line, start, kept_end)
            window = line[begin : min(kept_end, begin + self.short)]
        # every word of the window but its last is a whole word of the name
        words = window[: self.short].split()[:-1]
        if len(words) > MAX_PICK_WORDS or len("".join(words)) > MAX_PICK_CHARS:
            return (None,)
        return None


def _topic_lead(name: str) -> bool:
    """r22: a bold lead closed by a full stop ("**Packing.** The Ultras fold ...") that names a
    paragraph's topic rather than a product: a bare common noun ("Packing", like "**Packing**:"
    before a colon), a compound adjective ("**Privacy-first.**", a slogan), or two capitalised
    phrases joined by "and" ("**Travel Mode and Secret Key.**": two features, where a product's
    paragraph names one product)."""
    if " and " in name:
        return True
    if "-" in name and _COMPOUND_ADJECTIVE.fullmatch(name) is not None:
        return True
    return not _looks_like_product(name, True)


def _plain(text: str) -> str:
    return text.replace("*", "").replace("_", "").replace("`", "")


# `_AVOID` without its leading word boundary: asked at the start of a rest that follows a word
# character ("__X__ is over budget": the "_" before it), where the slice `excluded_after` reads
# starts a word but a search of the whole line sees none. Every alternative opens with a letter.
assert _AVOID.pattern.startswith(r"\b(?:")
_AVOID_UNBOUNDED = re.compile(_AVOID.pattern[2:], _AVOID.flags)
_WORD_CHAR = re.compile(r"\w")
# The bounds `PrefixSearch` asks of `_PROSE_TRIGGER`. A match opens with a letter and ends after a
# blank (its closing ``\s+``), and holds at most 74 runs of non-blanks: the widest is the sentence
# opener with a condition, "Honestly, if <80 characters, up to 41 runs>, just go with" and the
# closing "just one word word for <40 characters, up to 20 runs>, and that is the" (picks33's and
# review_picks33's single pick in a clause of its own, with a case). Its lookaheads read past its
# end at most the 4 runs of "one word word:" after "give you" (and the "one" after "only
# recommend" is the only place where one reads the text's end). tests/scoring/test_linear28.py
# builds the widest matches and checks them.
_TRIGGER_AFTER_RUNS = 5
_TRIGGER_MATCH_RUNS = 80
_OPENING = re.compile(r"\(")
_CLOSING = re.compile(r"\)")
_MARK_RUN = re.compile(r"\*+|_+")


class _LineReads:
    """The reads `_line_bold_names` asks of one line around each bold run, each exactly what
    `_sentence_before`, `_avoids`, `_avoided_after`, `_excluded_after` and `_in_bracketed_examples`
    answered (the last two, run by run, are kept in tests/scoring/test_linear28.py), but with the
    line read once and not once per run: a sentence with no stop and many bold runs ("My pick is
    **Zed** and " over and over, hostile input) cost the square of its length.

    - The part of the sentence before a run is found by `SentenceStarts` and read as it grows by
      `GrowingPrefix`; only its last 48 characters are sliced.
    - `_avoided_after`'s ASCII test asks for a hint word in the rest of the line: the rest is
      ASCII past the last other character, and holds a hint word when the last one starts in it.
    - `_excluded_after` reads the rest of the run's sentence up to the next `_SENTENCE_STOP`
      (found once per line). `_AVOID` matches only where a word starts, so a match of that rest
      starts either at its first character (asked alone, without the leading boundary when a word
      character comes before it in the line) or after it, where a search of the whole line up to
      the stop sees every character the slice does. Whether a match starts at or after an offset
      can only turn false as the offset grows, so the last match found serves every later run up
      to it, and a search that found none rules out every later run before the same stop. When
      the rest rules the run out, `_PROSE_TRIGGER` is looked for in the part of the sentence before
      it, read as it grows by `PrefixSearch` (every rest of a long sentence can rule its run out:
      "**Zed** and __Yak__ over " over and over, then "budget").
    - `_in_bracketed_examples` counts the bold marks between the run's bracket and the next ")":
      with the line's brackets and runs of "*" and "_" found once, the bracket is found by
      bisection and the marks counted from running sums, not once per run in a long bracket.
    """

    def __init__(self, line: str) -> None:
        self._line = line
        self._starts: SentenceStarts | None = None
        self._avoids_before: GrowingPrefix | None = None
        self._after_ascii_from = -1  # where the line's ASCII tail starts (-1: not found yet)
        self._last_after_hint = -1
        self._stops: list[int] | None = None
        self._lower: str | None = None
        self._rest_stop = -1  # the stop of the last search of a rest
        self._rest_from = 0  # where that search started
        self._rest_found: int | None = None  # where its match started (None: no match)
        self._trigger_before: PrefixSearch | None = None
        self._brackets: tuple[list[int], list[int]] | None = None  # where each "(" and ")" is
        self._mark_runs: list[int] | None = None  # where each run of "*" or "_" starts
        self._marks: list[int] | None = None  # the "**" and "__" in the runs before each run

    def sentence_start(self, at: int) -> int:
        """Where `_sentence_before(line, at)` starts."""
        if self._starts is None:
            self._starts = SentenceStarts(self._line)
        return self._starts.start(at)

    def avoids_before(self, at: int) -> bool:
        """`_avoids(_sentence_before(line, at))`."""
        if self._avoids_before is None:
            self._avoids_before = _avoids_before(self._line)
        return self._avoids_before.matches_before(at)

    def avoided_after(self, at: int) -> bool:
        """`_avoided_after(line, at)`."""
        line = self._line
        if self._after_ascii_from < 0:
            tail = 0 if line.isascii() else len(line)
            while tail > 0 and line[tail - 1].isascii():
                tail -= 1
            lower = line[tail:].lower()
            hints = [lower.rfind(word) for word in ("worth", "avoid", "recommended")]
            self._after_ascii_from = tail
            self._last_after_hint = max(hints) + tail if max(hints) >= 0 else -1
        if at >= self._after_ascii_from and self._last_after_hint < at:
            return False  # the rest is ASCII and no hint word starts in it
        return _AVOID_AFTER.match(line, at) is not None

    def excluded_after(self, at: int, start: int, name_at: int) -> bool:
        """`_excluded_after(line, at, line[start:name_at])`."""
        line = self._line
        if self._stops is None:
            self._stops = [m.start() for m in _SENTENCE_STOP.finditer(line)]
        i = bisect_left(self._stops, at)
        stop = self._stops[i] if i < len(self._stops) else len(line)
        if not self._rest_avoids(at, stop):
            return False
        if self._trigger_before is None:
            self._trigger_before = PrefixSearch(
                line,
                _PROSE_TRIGGER,
                _PROSE_TRIGGER_FOLDED,
                _TRIGGER_MATCH_RUNS,
                _TRIGGER_AFTER_RUNS,
            )
        return not self._trigger_before.search_before(start, name_at)

    def in_bracketed_examples(self, start: int, end: int) -> bool:
        """`_in_bracketed_examples(line, start, end)`: whether a bold run sits in brackets with
        other bold runs, a list of examples given in passing ("the VPNs you see advertised
        (**NordVPN**, **ExpressVPN**, ...)"), not picks."""
        line = self._line
        if self._brackets is None:
            self._brackets = (
                [m.start() for m in _OPENING.finditer(line)],
                [m.start() for m in _CLOSING.finditer(line)],
            )
        opens, closes = self._brackets
        i = bisect_left(opens, start) - 1
        j = bisect_left(closes, start) - 1
        if i < 0 or (j >= 0 and closes[j] > opens[i]):
            return False
        k = bisect_left(closes, end)
        closed = closes[k] if k < len(closes) else len(line)
        # Neither "(" nor ")" is a mark, so every run of marks between the two lies whole in the
        # bracket, and its "**" (or "__") are as many as `str.count` finds in the bracket's slice.
        if self._mark_runs is None:
            runs = list(_MARK_RUN.finditer(line))
            self._mark_runs = [m.start() for m in runs]
            self._marks = [0, *accumulate((m.end() - m.start()) // 2 for m in runs)]
        assert self._marks is not None
        inside = (
            self._marks[bisect_left(self._mark_runs, closed)]
            - self._marks[bisect_left(self._mark_runs, opens[i])]
        )
        return inside >= 4

    def _rest_avoids(self, at: int, stop: int) -> bool:
        """`_avoids(line[at:stop])`, for offsets ``at`` > 0."""
        line = self._line
        if at >= stop:
            return False
        if (
            _WORD_CHAR.match(line, at - 1) is not None
            and _WORD_CHAR.match(line, at) is not None
            and _AVOID_UNBOUNDED.match(line, at, stop) is not None
        ):
            return True  # a match at the rest's start, where the line's boundary differs
        if stop == self._rest_stop and self._rest_from <= at:
            if self._rest_found is None:
                return False
            if self._rest_found >= at:
                return True
        if self._lower is None:
            self._lower = line.lower() if line.isascii() else ""
        if self._lower:
            # Every match holds a hint word (as `_avoids` asks first): a rest without one is not
            # searched, and finds no match.
            hinted = _AVOID_HINT.search(self._lower, at, stop) is not None
            m = _AVOID_FOLDED.search(self._lower, at, stop) if hinted else None
        else:
            m = _AVOID.search(line, at, stop)
        self._rest_stop, self._rest_from = stop, at
        self._rest_found = m.start() if m is not None else None
        return m is not None


# A product offered as a substitute for a pick ("swap in the X", "trade up to the X").
_SWAP_BEFORE = re.compile(
    r"\b(?:swap|switch|trade)\s+(?:in|to|up\s+to|for)\s+(?:the\s+)?[*_]*$", re.I
)


# The words that introduce a pick's own predecessor or sibling model right before its name: "The
# older **Ghost 15**", "last year's **Novablast 3**", "its predecessor, the **Pegasus 40**", "the
# previous-generation **XM4**". What follows is a model the reply mentions beside its pick, not one
# it ranks.
_SIBLING_BEFORE = re.compile(
    r"\b(?:(?:the|its|an?)\s+(?:older|previous|outgoing|original|earlier)(?:[\s-]generation)?"
    r"|last\s+year's|(?:its|the)\s+predecessor,?(?:\s+the)?|(?:its|the)\s+(?:older|cheaper)\s+sibling,?"
    r"(?:\s+the)?)\s*[*_]{0,3}$",
    re.I,
)


# Every alternative of `_SIBLING_BEFORE` holds one of these (lower case).
_SIBLING_HINTS = (
    "old", "previous", "outgoing", "original", "earlier", "last year", "predecessor", "sibling",
)  # fmt: skip


def _sibling_before(before: str) -> bool:
    """Whether the sentence part before a bold name ends by calling it a predecessor or sibling of
    a pick (`_SIBLING_BEFORE`); every alternative holds one of the hint words."""
    tail = before[-40:].lower()
    if not _has_any(tail, _SIBLING_HINTS):
        return False
    return _SIBLING_BEFORE.search(tail) is not None


# Where a bold run of each kind of marks may close: the marks after a character that is neither
# blank nor a mark (`_BOLD`'s lookbehind before its closing marks).
_BOLD_CLOSES = {
    marks: re.compile(rf"(?<=[^\s*_])(?={re.escape(marks)})")
    for marks in ("**", "***", "__", "___")
}


def _bold_runs(line: str) -> Iterator[re.Match[str]]:
    """`_BOLD.finditer(line)`, without trying the pattern where no run can close: an opening run
    of marks whose closing marks never come (" __a " over and over, hostile input) was read to
    the line's end by every attempt. An attempt opens with the marks at its offset (a third "*"
    or "_" is theirs, or nothing opens: two marks before a third fail the lookahead) and matches
    when the same marks close it later on its line; only then is the pattern asked, and it reads
    no further than that close."""
    closes: dict[str, list[int]] = {}
    breaks: list[int] | None = None
    pos = 0
    while (start := _first_mark(line, pos)) >= 0:
        marks = line[start : start + 3]
        marks = marks if marks in ("***", "___") else marks[:2]
        inner = start + len(marks)
        if marks not in _BOLD_CLOSES or inner >= len(line) or line[inner] in "*_":
            pos = start + 1
            continue
        if line[inner].isspace():
            pos = start + 1
            continue
        if marks not in closes:
            closes[marks] = _bold_closes(line, marks)
        k = bisect_left(closes[marks], inner + 1)
        if k == len(closes[marks]):
            pos = start + 1
            continue
        if breaks is None:
            breaks = [i for i, ch in enumerate(line) if ch == "\n"] if "\n" in line else []
        b = bisect_left(breaks, inner)
        if b < len(breaks) and breaks[b] < closes[marks][k]:
            pos = start + 1  # "." does not cross a line break
            continue
        m = _BOLD.match(line, start)
        assert m is not None, (line, start)
        yield m
        pos = m.end()


def _bold_closes(line: str, marks: str) -> list[int]:
    """The offsets `_BOLD_CLOSES[marks]` finds in ``line`` (marks after a character that is
    neither blank nor "*" or "_"), found with `str.find`: a zero-width pattern is tried at every
    character of the line, the marks are a few finds. Overlapping marks count ("****" holds "**"
    at three offsets), as the pattern's zero-width matches do."""
    out: list[int] = []
    at = line.find(marks, 1)  # a close needs a character before it
    while at >= 0:
        before = line[at - 1]
        if not before.isspace() and before != "*" and before != "_":
            out.append(at)
        at = line.find(marks, at + 1)
    return out


def _first_mark(line: str, pos: int) -> int:
    """The first "*" or "_" from ``pos`` on, or -1."""
    star, under = line.find("*", pos), line.find("_", pos)
    return under if star < 0 else star if under < 0 else min(star, under)


def _line_bold_names(line: str) -> tuple[tuple[str, int], ...]:
    """Bold names in a prose line (offset in the line), without rivals and products to avoid."""
    found: list[tuple[str, int]] = []
    reads = _LineReads(line)
    rests = _LineRests(line)
    bracketed = "(" in line
    for m in _bold_runs(line):
        inner = m.group("inner")
        if inner.endswith("?"):
            continue  # "**Why not NordVPN or ExpressVPN?**": a question, not a name
        colon = m.group("colon") is not None
        if " > " in inner or " → " in inner:
            # "**Sony WH-1000XM5 > Bose QuietComfort Ultra**": a ranking chain in one bold run
            chain = [_candidate(part.strip()) for part in _CHAIN.split(inner)]
            if len(chain) >= 2 and all(n is not None and _proper_name(n) for n in chain):
                found.extend((n, line.find(n, m.start())) for n in chain if n is not None)
                continue
        if " first, " in inner and "second" in inner:
            placed = _placed_run_names(inner)  # "**Bose QC Ultra first, XM5 second**"
            if placed and _verdict_lead(line[max(0, m.start() - 60) : m.start()]):
                found.extend((n, line.find(n, m.start())) for n in placed)
                continue
        if " First, " in inner and "Second" in inner and _title_case_places(inner):
            continue  # misses32: "**Grinder First, Machine Second**": a title ranking priorities
        if _object_run(inner, line[max(0, m.start() - 60) : m.start()]):
            continue  # limits33p: "Turn on **Face ID first, Touch ID second**": steps
        name = _candidate(inner, colon)
        if name is None or (inner.endswith(".") and _topic_lead(name)):
            continue
        ends_colon = inner.endswith(":")
        labelled = colon or ends_colon
        end = m.end()
        # only a label can label what follows (the rest is sliced for it alone)
        if labelled and _labels_what_follows(name, labelled, line, inner, end, rests):
            continue
        if bracketed and reads.in_bracketed_examples(m.start(), end):
            continue  # "(**NordVPN**, **ExpressVPN**, **Surfshark**)": examples of a kind
        if labelled and _RANKING_WORDS.search(inner):
            continue  # "**Here's my top 3:**" titles the list below it
        at = m.start()
        start = reads.sentence_start(at)
        tail = line[max(start, at - 48) : at]  # the sentence before the run: its last 48 characters
        if (
            _avoids(inner)  # "**What I'd skip:**" heads a list of rejects
            # "**Top 3 Running Shoes for Beginners:**" titles the list below it
            or (ends_colon and _is_role_label(name))
            or (at > start and reads.avoids_before(at))  # (an empty sentence avoids nothing)
            or _COMPARE.search(tail)
            or _SWAP_BEFORE.search(tail[-40:])  # "swap in the **X** for the a6400"
            or _sibling_before(tail)  # "The older **Pegasus 40** is often discounted"
            or reads.avoided_after(end)
            or reads.excluded_after(end, start, at)
            or _users_after(line, end)  # "**Notion** users can import their pages"
        ):
            continue
        found.append((name, m.start("inner")))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class PicksReading:
    """The picks read from a reply and whether the reading is confident."""

    picks: list[Pick]
    confident: bool
    """False when the reply ranks the same products in two different orders, or names products
    without any layout the reader recognises as a ranking: the scorer then abstains."""


# r18: a search-grounded reply's source list under a bare title line, with no colon, bold or "#"
# ("Sources" over "1. Wirecutter — The Best Password Managers"): the title opens it as
# "**Sources**" does (`_NOT_A_RANKING`).
_BARE_SOURCES = frozenset(("sources", "references", "citations"))


@lru_cache(maxsize=1 << 16)
def _is_opener(stripped: str) -> bool:
    """A line that opens a section: a heading, a bold-only line, or a line ending in a colon (or a
    short question such as "Why not the others?")."""
    if stripped[-1] == "?" and len(stripped) <= 60 and _REJECT_SECTION.search(stripped):
        return True
    if stripped[-1] not in ":*_" and stripped[0] != "#":
        return False
    bare = _plain(stripped).strip()
    return bool(_HEADING.match(stripped)) or bare.endswith(":") or _bold_only(stripped)


# A leading condition ("If a model isn't on the list, I wouldn't buy it:", review r18b) states a
# rule for products in general; what it leaves out is no product the section names.
_RULE_CONDITION = re.compile(r"\W*(?:if|unless)\b[^,;:\n]{0,80},", re.I)


def _last_sentence_not_a_ranking(stripped: str) -> bool:
    """picks40: whether an opener's last sentence heads no ranking (`_NOT_A_RANKING`, with no
    ranking word of its own) where an earlier sentence of the line holds one: "I'd rather not
    hand you a brand ranking here: ... What I'd check instead:" declines the ranking and heads a
    checklist, as "What I'd check:" alone does. The last sentence decides what the colon heads,
    and only where the checklist words head it: a clause after them ("Things I'd insist on are in
    the notes:", "What I'd verify first is the OS, but here's my order:") says something else
    heads the list (`_CHECKS_THEN_CLAUSE`)."""
    cut = max(stripped.rfind(". "), stripped.rfind("! "), stripped.rfind("? "))
    last = stripped[cut + 1 :]
    ends = [m.end() for m in _NOT_A_RANKING.finditer(last)]
    return (
        bool(ends)
        and _CHECKS_THEN_CLAUSE.search(last, ends[-1]) is None
        and _RANKING_WORDS.search(last) is None
        and _RANKING_WORDS.search(stripped) is not None
    )


# review_picks40: a verb or a comma after an opener's checklist words ("... are in the notes:",
# "... is whether ..., but"): the words are a clause's subject, not the heading of the list.
_CHECKS_THEN_CLAUSE = re.compile(r"\b(?:is|are|was|were)\b|,")


def _opener_avoids(stripped: str) -> bool:
    """Whether a section opener frames what follows as things to avoid: its last sentence says so,
    and no ranking words come after the avoided part ("The Kia EV9 is over budget. My picks:" and
    "Skipping the Kia EV9 (over budget), here is my ranking:" open a ranking)."""
    if not _avoids(stripped):
        return False
    cut = max(stripped.rfind(". "), stripped.rfind("! "), stripped.rfind("? "))
    last = stripped[cut + 1 :] if cut >= 0 else stripped
    condition = _RULE_CONDITION.match(last)
    after = condition.end() if condition is not None else 0
    ends = [m.end() for m in _AVOID.finditer(last) if m.start() >= after]
    return bool(ends) and _RANKING_WORDS.search(last, ends[-1]) is None


def _bold_only(stripped: str) -> bool:
    """A line that is one bold span (and perhaps a colon): a section title."""
    lead = _LEAD_BOLD.match(stripped) if stripped[:1] in ("*", "_") else None
    return lead is not None and lead.end() >= len(stripped.rstrip(" :"))


_Named = tuple[str, int, str]
"""(name, offset in the line, rank marker) of a pick a line names."""


@dataclass(slots=True)
class _LineFacts:
    """What `read_picks` needs to know about one line that depends on the line alone.

    Computed once per distinct line and cached: replies repeat their lines (the same sentence, the
    same product row) across an archive, and the loop's state machine then only reads these. Not
    frozen: a frozen dataclass sets each of its fields through ``object.__setattr__``, which made
    building one a tenth of a cold line's cost; nothing writes to one after `_marked_line_facts`
    returns it.
    """

    kind: int
    """`_BLANK`, `_PROSE` (plain prose, names nothing), `_FINAL_LINE` or `_OTHER`."""
    indented: bool = False
    reject_question: bool = False
    """A plain prose question opening a section of rejected rivals ("Why not the others?")."""
    table_head: bool = False
    separator: bool = False
    final_names: tuple[_Named, ...] = ()
    heading: bool = False
    item: bool = False
    prose: bool = False
    """Not a heading, list item or table row: it ends a skipped section."""
    bold_only: bool = False
    """The stripped line is one bold span, perhaps with a colon (`_bold_only`): a title. The loop
    asks it of prose lines up to four times; stored here, it is worked out once a distinct line."""
    opens_skip: bool = False
    """Opens a section framed as avoid / questions / checklist."""
    skip_consumes: bool = False
    """... and the line itself names nothing (a heading or a bare "X:" title)."""
    criteria_title: bool = False
    """``opens_skip`` only as a title over how the ranking was made (`_method_title`): its
    section holds criteria once a ranking has been read above it (see `_ranking_title`)."""
    item_indent: int = 0
    item_pick: _Named | None = None
    heading_pick: _Named | None = None
    heading_more: tuple[_Named, ...] = ()
    """Products a heading names after ``heading_pick``, tied with it ("## Joint first: X and Y")."""
    marker_pick: _Named | None = None
    """A medal or "#" line that names a pick outright."""
    summary_picks: tuple[_Named, ...] | None = None
    """Picks named on a summary line; None when it is not one that names any."""
    inline_ranking: bool = False
    """``summary_picks`` came from a one-line numbered ranking (not summary names)."""
    verdict_ranking: bool = False
    """The one-line numbered ranking follows a verdict label ("TL;DR:", "My ranking:", "Bottom
    line:"), so it ranks overall; after any other label ("Cheapest first:", "Best for video:",
    "If you stream:") it ranks by one criterion or for one case."""
    lead_pick: _Named | None = None
    bold_picks: tuple[_Named, ...] = ()
    ranking_opener: bool = False
    """A section opener with ranking words ("**My top picks:**"): it ends a skipped section."""
    ranking_intro: bool = False
    """A prose line ending in a colon, with ranking words ("My top 3:"): plain bullets or lines
    under it name picks."""
    place_role: bool = False
    """A list item or bold-only line that is a place-giving role and nothing else ("1. **Best
    overall**"): the product is named under it, in a nested bullet or on the next line."""
    verdict_heading: bool = False
    """A heading that gives its pick in a verdict sentence ("## Verdict: The X Takes It"): the
    lines under it are read on their own, not as that pick's details."""


_BLANK, _PROSE, _FINAL_LINE, _OTHER = range(4)
_BLANK_FACTS = _LineFacts(_BLANK)


_PROSE_FACTS = {
    (indented, question): _LineFacts(_PROSE, indented=indented, reject_question=question)
    for indented in (False, True)
    for question in (False, True)
}


def _line_facts(line: str) -> _LineFacts:
    """The facts of one line (see `_LineFacts`), in the order `read_picks` consults them.

    Plain prose is told apart first and not cached: its lines rarely repeat, and would crowd out
    the marked-up lines that do.
    """
    stripped = line.strip()
    if not stripped:
        return _BLANK_FACTS
    # A set lookup of the first character, not a regex match: asked of every line of every reply.
    if (
        stripped[0] in _PLAIN_PROSE_START
        and not _has_any(stripped, _MARKUP_OR_COLON)
        and not (len(stripped) <= 10 and stripped.lower() in _BARE_SOURCES)
        and not _lower_then_line(stripped)
        # picks41b: "Bitwarden, 1Password or Dashlane, in that order." is a ranking in plain prose
        and "in that order" not in stripped
    ):
        question = stripped[-1] == "?" and _is_opener(stripped)
        return _PROSE_FACTS[line[:1].isspace(), question]
    # Keyed by the line alone: a cache of one string argument hashes and compares that string,
    # where one of two arguments builds, hashes and compares a tuple of both on every line.
    return _marked_line_facts(line)


@lru_cache(maxsize=1 << 17)
def _marked_line_facts(line: str) -> _LineFacts:
    """`_line_facts` of a line that is not blank and not plain prose."""
    stripped = line.strip()
    indented = line[:1].isspace()
    table_head = "|" in line and _TABLE_LINE.match(line) is not None
    separator = _is_separator(line)
    final = _FINAL.match(_plain(stripped)) if _final_hint(stripped) else None
    if final is not None:
        rest = _plain(stripped)[final.end() :].lstrip(" :*-")
        if rest.endswith(":") or final["title"] is not None:
            rest = ""  # "**Final ranking for a 10-person startup:**" titles the list below it
        if _INLINE_FIRST.match(rest):  # "Final answer: 1. Linear, 2. Asana, 3. Notion"
            listed = _inline_numbered_names(rest)
        elif ">" in rest and len(chain := _CHAIN.split(rest.rstrip(". "))) > 1:
            # "**Final answer:** Linear > Asana > Trello."
            listed = [n for n in (_candidate(part.strip(" *_")) for part in chain) if n]
        else:
            listed = _prose_names(rest, lead_is_name=True) if rest else []
            if len(listed) > 1 and ". " in rest:
                listed = _unavoided(rest, listed)
            if len(listed) > 1:
                listed = _without_category_nouns(rest, listed)
        names = tuple((n, line.find(n), "") for n in listed)
        return _LineFacts(
            _FINAL_LINE,
            indented,
            table_head=table_head,
            separator=separator,
            final_names=names,
            bold_only=_bold_only(stripped),
        )
    heading = _HEADING.match(line) if "#" in line else None  # a heading needs its "#"
    item = _LIST_ITEM.match(line)
    prose = heading is None and item is None and _TABLE_ROW.match(line) is None
    # An opener ends in ":", "*", "_" or "?", or starts with "#" (see `_is_opener`): other lines,
    # most of them, skip the cached call and the hashing of the line it costs.
    opener = (stripped[-1] in ":*_?" or stripped[0] == "#") and _is_opener(stripped)
    bare_sources = not opener and len(stripped) <= 10 and stripped.lower() in _BARE_SOURCES
    opener = opener or bare_sources
    bold_only = _bold_only(stripped)
    if opener and "~~" in stripped[:8] and _STRUCK.match(stripped) is not None:
        opener = False  # "~~3. **LastPass**~~ – not after the breach, so instead:": one struck item
    opens_skip = opener and bool(
        _opener_avoids(stripped)
        or _REJECT_SECTION.search(stripped)
        or (heading is not None and _not_for_you(stripped))
        or (
            (
                _NOT_A_RANKING.search(stripped)
                or (_over_price(stripped) and (heading is not None or bold_only))
            )
            and not _RANKING_WORDS.search(stripped)
        )
        or (". " in stripped and _last_sentence_not_a_ranking(stripped))
    )
    criteria_title = opener and not opens_skip and _method_title(stripped, heading is not None)
    opens_skip = opens_skip or criteria_title
    skip_consumes = opens_skip and (
        heading is not None
        or bare_sources
        # picks41b: "**Sources**" alone on its line, no colon: the title of what it skips, as
        # "**Sources:**" is; its words are no bold name of the prose
        or bold_only
        or (
            _plain(stripped).strip().endswith(":")
            and (_LEAD_BOLD.match(stripped) is None or bold_only)
        )
    )
    # The fields every line has, set by keyword; each kind's own fields are set on it below (a
    # dict of the common fields spread into each kind's call cost twice as much per line).
    facts = _LineFacts(
        _OTHER,
        ranking_opener=not opens_skip and opener and _RANKING_WORDS.search(stripped) is not None,
        ranking_intro=prose
        and line.rstrip().endswith(":")
        and _RANKING_WORDS.search(line) is not None,
        indented=indented,
        table_head=table_head,
        separator=separator,
        heading=heading is not None,
        item=item is not None,
        prose=prose,
        bold_only=bold_only,
        opens_skip=opens_skip,
        skip_consumes=skip_consumes,
        criteria_title=criteria_title,
    )
    if item is not None:
        body_text = item.group("body")
        ranked_item = bool(item["num"]) or _medal_first(body_text)  # "- 🥇 Mullvad: ..."
        crossed = ("~~" in body_text and _STRUCK.match(body_text) is not None) or _crossed(
            body_text
        )
        name = None if crossed else _item_name(body_text, ranked_item)
        if name is not None and body_text[:2] == "**" and not ranked_item:
            opening = _after_bold(body_text)
            if opening is not None and name not in opening[0] and _criterion(opening[0]):
                name = None  # "- **Noise cancelling:** The Bose edges it": a criterion's note
        pick = None
        at = line.find(name) if name is not None else -1
        if name is not None and _judged_after(line, at + len(name), name):
            name = None  # "**Roomba 694** — avoid at this price"
        if name is not None and not ranked_item and _avoids(line, at + len(name)):
            name = None  # "- **Nespresso Vertuo** — convenient, but it isn't worth it"
        if name is not None and not _avoids(_sentence_before(line, at)):
            pick = (name, at, item.group("num") or _strip_symbols(body_text))
        shared = _role_either_or(body_text) if name is None and not crossed else []
        if not shared and name is None and not crossed and item["num"] and "ither" in body_text[:8]:
            shared = _either_or_names(_strip_symbols(body_text))  # "2. Either the X or the Y"
        if shared:  # "- **Second place:** It's either the **X** or the **Y**": both, in order
            pick = (shared[0], line.find(shared[0]), item.group("num") or _strip_symbols(body_text))
            facts.heading_more = tuple((n, line.find(n), "") for n in shared[1:])
        indent = len(item.group("indent").expandtabs(4))
        facts.item_indent = indent
        facts.item_pick = pick
        facts.place_role = name is None and not crossed and _place_role(body_text)
        return facts
    if heading is not None:
        body_text = heading.group("body")
        marker = _RANK_MARKER.match(_strip_symbols(body_text)) if body_text else None
        ranked = _medal_first(body_text) or (marker is not None and marker.end() > 0)
        name = None
        marker_text = body_text
        more: tuple[_Named, ...] = ()
        if body_text[:1] in "*_":
            # "### **1. Bitwarden** – Best Overall": the rank inside the bold, a role after it
            bold = _after_bold(body_text)
            in_bold = _ranked_bold(bold[0]) if bold is not None else None
            if in_bold is not None:
                name, marker_text = _candidate(in_bold["rest"]), in_bold["num"]
        if name is None and (ranked or "*" in body_text or "_" in body_text):
            rest = _strip_symbols(body_text)
            rest = rest[marker.end() :] if marker is not None else rest
            name = _item_name(rest, ranked)
            marker_text = body_text
        if (
            name is None
            and not ranked
            and ("—" in body_text or "–" in body_text or " - " in body_text)
        ):
            # "### Roborock Q5 Pro — Best Overall": the product, a dash and its role
            left, dash, right = _partition_dash(_strip_symbols(body_text))
            if dash and _is_role_label(right) and not _is_role_label(left):
                name = _candidate(left)
            elif dash and _place_role(left) and not _is_role_label(right):
                # "### 2nd Place — Hoka Clifton 9": a place, a dash and the product
                named = _rest_name(right)
                name = named if named is not None and _proper_name(named) else None
        if name is None and not ranked and ": " in body_text:
            # "## Top pick: Breville Bambino Plus": a role, a colon and the product
            label = _HEADING_LABEL.match(_strip_symbols(body_text))
            tied = None
            if label is not None and " and " in label["rest"] and _is_role_label(label["label"]):
                tied = _name_list(label["rest"])  # "## Joint first: X and Y": a tie
            if tied:
                name, more = tied[0], tuple((n, line.find(n), "") for n in tied[1:])
            elif label is not None and _is_role_label(label["label"]):
                named = _rest_name(label["rest"])
                if named is not None and " " in named:
                    cut = _verdict_verb_cut(named)  # "## Verdict: The MacBook Air M3 Takes It"
                    facts.verdict_heading = cut != named
                    named = cut
                name = named if named is not None and _proper_name(named) else None
            elif (
                label is not None
                and _is_role_label(label["rest"])
                # picks25: "# Privacy-focused VPNs: my ranked top three": a title over the list
                # (`_TOP_TITLE`), so what the colon follows is the category, not a pick
                and not _top_title(label["rest"])
            ):
                name = _candidate(label["label"])  # "### Roborock Q5 Pro: best overall"
        if name is None and not ranked and ": " in body_text and is_tier_label(body_text):
            # fixes23: "### $300–$400: Breville Bambino Plus": a price band, a colon and the
            # product, read as a tier's entry (the band is the marker `add` tests)
            band, _, rest = _strip_symbols(body_text).partition(": ")
            named = _rest_name(rest) if tier_heading(band) else None
            name = named if named is not None and _proper_name(named) else None
        pick = None
        if (
            name is not None
            and not _avoids(body_text)
            and not _top_title(name)
            and not _order_title(body_text)  # misses32: "## 1. Protocols, best to worst"
        ):
            pick = (name, line.find(name), marker_text)
        else:
            more = ()
        # "## Best overall" alone: the product opens the paragraph under it
        facts.heading_pick = pick
        facts.heading_more = more
        facts.place_role = pick is None and not ranked and _place_role(body_text)
        return facts
    for field, value in _prose_line_picks(line, stripped).items():
        setattr(facts, field, value)
    return facts


# A heading that titles the ranking under it by its size ("## 🏆 Top 3 at a glance", "### Top
# five, ranked"): the trophy is decoration, and "Top" with a count names no product.
# r22: the writer's own or the reply's top list ("## 🏆 My Ranked Top Three", "Our Top 3",
# "The Final Top Five") is the same title. picks31b: so is one with "a" ("# Best VPNs for
# Privacy: A Ranked Top Three").
_TOP_TITLE = re.compile(
    r"(?:(?:my|our|the|a)\s{1,3})?(?:(?:ranked|final|overall)\s{1,3})?"
    r"top\s+(?:\d{1,2}|two|three|four|five|ten)\b",
    re.I,
)


def _top_title(name: str) -> bool:
    """Whether a heading's name is `_TOP_TITLE` (only a name with "top" in its first words can
    be)."""
    return "top" in name[:20].lower() and _TOP_TITLE.match(name) is not None


# A bold span that opens with its own rank: "**1. Roborock Q5** - ...", "**#2 Eufy 11S**",
# "**(3) IVPN**".
_RANKED_BOLD = re.compile(
    r"^(?P<num>#?\d{1,2}[.)]?|\(\d{1,2}\)|\d\ufe0f?\u20e3)\s*(?<=\s|\u20e3)(?P<rest>\S.*)$"
)
# A plain role line: "Winner: Dell XPS 13", "Runner-up: MacBook Air M3".
_PLAIN_LABEL = re.compile(r"^(?P<label>[A-Za-z0-9][\w' $-]{0,28}?)\s*:\s+(?P<rest>\S.*)$")
# `_PLAIN_LABEL` whose label may hold a "#" rank, for headings ("### Pick #1: Proton VPN").
_HEADING_LABEL = re.compile(r"^(?P<label>[A-Za-z0-9][\w' $#-]{0,28}?)\s*:\s+(?P<rest>\S.*)$")


def _ranked_bold(inner: str) -> re.Match[str] | None:
    """`_RANKED_BOLD` on ``inner``, tried only where it can match: a rank opens with "#", "(" or
    a digit."""
    first = inner[:1]
    if first == "#" or first == "(" or first.isdigit():
        return _RANKED_BOLD.match(inner)
    return None


def _labelled_name(text: str) -> str | None:
    """The product after a plain role label and a colon ("Best overall: Breville Bambino Plus"):
    a proper name, so that "Best for: Small flats" names nothing."""
    label = _PLAIN_LABEL.match(text) if ": " in text else None
    if label is None or not _is_role_label(label["label"]) or _avoids(label["label"]):
        return None
    if _criterion(label["label"]):
        return None  # "- Battery: Sony": a criterion's winner, not a pick
    named = _rest_name(label["rest"])
    return named if named is not None and _proper_name(named) else None


def _name_list(rest: str, ordered: bool = False) -> list[str] | None:
    """The names of a list after a label ("Mullvad, Proton VPN and IVPN (in that order)."), when
    every part is a proper name; None otherwise ("Roborock Q5 Pro, thanks to LiDAR"). An
    ``ordered`` list (one the sentence says is "in that order") may join its last name with "or"
    ("1Password, Bitwarden or Proton Pass, in that order."): the order makes each a place, where
    a label's "X or Y" offers a choice for one place."""
    split = _ORDERED_LIST_SPLIT if ordered else _LIST_SPLIT
    parts = split.split(_plain(rest).strip().rstrip("."))
    names = []
    for part in parts:
        name = _candidate(part.strip()) if part.strip() else None
        if name is None or not _proper_name(name):
            return None
        names.append(name)
    return names if len(names) >= 2 else None


_LIST_SPLIT = re.compile(r",\s*(?:and\s+|then\s+)?|\s+and\s+|\s+then\s+")
_ORDERED_LIST_SPLIT = re.compile(r",\s*(?:and\s+|then\s+|or\s+)?|\s+and\s+|\s+then\s+|\s+or\s+")


def _proper_name(name: str) -> bool:
    """Every word capitalised or a number: "Dell XPS 13", "iRobot Roomba 694", not "Frequent travel
    needs" (a phrase). fixes22b: the last word may be a model word its maker writes in lower case
    after a model code ("Nikon Z fc", "iPad mini", "Pixel 8 pro"); picks25: a chip or generation
    in brackets may close it ("MacBook Air (M3)")."""
    if name[-1:] == ")":
        # picks25: "MacBook Air (M3)": the chip or generation in brackets that names the model
        name = _TRAILING_QUALIFIER.sub("", name)
    words = name.split()
    if len(words) >= 2 and words[-1] in LOWER_MODEL_WORDS and _model_code(words[-2]):
        words.pop()
    return all(w[:1].isupper() or w[:1].isdigit() or _BRAND_CASE.match(w) for w in words)


LOWER_MODEL_WORDS = frozenset("mini fc lite plus max pro ultra air neo se".split())
"""Model words some makers write in lower case ("Nikon Z fc", "iPad mini", "Galaxy S24 plus")."""
_CODE_BEFORE_LOWER = re.compile(r"[A-Z]{1,2}|[A-Za-z]{0,8}\d[\w-]{0,8}|[a-z]{1,3}[A-Z]\w{0,12}")


def _model_code(word: str) -> bool:
    """Whether a word can carry a lower-case model word after it: one or two capitals ("Z"), a
    word with a digit ("S24", "8") or a brand's own casing ("iPad"); not an ordinary or all-caps
    word ("Travel pro", "USB mini"), where the lower-case word is prose."""
    return _CODE_BEFORE_LOWER.fullmatch(word) is not None


# A word in a brand's own casing, lower-case letters then a capital or digit: "iRobot", "a6400",
# not "needs".
_BRAND_CASE = re.compile(r"[a-z]{1,3}[A-Z0-9]")


def _lower_brand_name(name: str) -> bool:
    """A brand written all in lower case before a proper model name with a model code: "eufy
    RoboVac 11S MAX", "eufy RoboVac G30" (not "needs Frequent Travel": no model code)."""
    first, _, rest = name.partition(" ")
    return (
        2 <= len(first) <= 12
        and first.isalpha()
        and first.islower()
        and bool(rest)
        and _proper_name(rest)
        and any(_mixed_case(w) or _DIGIT.search(w) is not None for w in rest.split())
    )


# One segment of a lower-case writer's ranking chain: one to four short words of letters, digits
# and joiners ("proton vpn", "ghost 16", "1password"), nothing else.
_LOWER_SEGMENT = re.compile(r"[a-z0-9][a-z0-9'+-]{0,24}(?: [a-z0-9][a-z0-9'+-]{0,24}){0,3}")
# Words a chain of preferences ranks when it ranks no product ("comfort > speed > price").
_NOT_PRODUCTS = frozenset(
    "price cost value quality looks style brand features budget money time fit feel".split()
)


def _lower_case_chain(parts: list[str]) -> list[str]:
    """The names of a ranking chain written all in lower case ("mullvad > proton vpn > ivpn",
    "model y > ioniq 5 > equinox ev"), which `_candidate` passes over because no word is capitalised.
    Only a line that is the chain alone counts (markup aside), so an ordinary sentence with a ">" in
    it is never read; a chain of criteria ("comfort > price") names no product."""
    segments = [part.strip().rstrip(".!") for part in parts]
    if len(segments) < 2 or len(set(segments)) < len(segments):
        return []
    for segment in segments:
        if _LOWER_SEGMENT.fullmatch(segment) is None or segment in _NOT_PRODUCTS:
            return []
        if all(w in _CRITERIA or w in _NOT_PRODUCTS for w in segment.split()):
            return []
    if not any(" " in segment or _DIGIT.search(segment) for segment in segments):
        # review25: as with bare bullets, one segment at least has a model's shape (two words or
        # a number: "proton vpn", "ghost 16", "1password"); a chain of single words is as often
        # kinds or qualities ("oled > mini-led > lcd", "quiet > cheap > fast", "a > b > c")
        return []
    return segments


def _lower_then_line(stripped: str) -> bool:
    """Whether a plain line may be a lower-case "then" chain (`_lower_then_chain`): it opens in
    lower case and holds ", then ", two cheap tests that send almost no prose line on."""
    return stripped[0].islower() and ", then " in stripped


# fixes26: a short bracketed reason after a name in a lower-case "then" chain, dropped before
# the chain is read (bounded, so a line of unclosed brackets stays linear).
_SHORT_REASON = re.compile(r"[ \t]{0,3}\([^()\n]{0,120}\)")
_THEN_LINK = re.compile(r",[ \t]{1,3}then[ \t]{1,3}")


def _lower_then_chain(stripped: str) -> list[str]:
    """The names of a lower-case writer's ranking written as a "then" chain opening its line
    ("sony a6400 (great autofocus), then fujifilm x-t30 ii (...), then canon r50 (...). any of
    them ..."), with `_lower_case_chain`'s guards, and stricter ones, since "then" chains steps
    far more often than ">": the line is no markup, no segment holds an article, determiner or
    verb, and one segment has a model code ("a6400") that is no number with a unit."""
    if stripped != _plain(stripped):
        return []
    text = _SHORT_REASON.sub("", stripped)
    last = text.rfind(", then ")
    if last < 0:
        return []
    stop = _SENTENCE_STOP.search(text, last)
    parts = _THEN_LINK.split((text if stop is None else text[: stop.start()]).rstrip(". "))
    segments = _lower_case_chain(parts)
    if not segments or any(
        w in _NOT_IN_A_LOWER_NAME for segment in segments for w in segment.split()
    ):
        return []
    return segments if any(_lower_model_name(segment) for segment in segments) else []


def _segment_run(part: str) -> tuple[str, int] | None:
    """`_trimmed_run` of one segment of a ranking chain, whose first word may be a lower-case
    brand ("eufy RoboVac G30")."""
    run = _trimmed_run(part, 0)
    if run is not None and part[run[1] : run[1] + 2] == " (":
        # picks25: "MacBook Air (M3) > Dell XPS 13 (9340)": a chip or generation in brackets
        # names the model (`_QUALIFIER`), as it does on a list item; another bracket does not
        qualifier = _QUALIFIER_AFTER.match(part, run[1])
        if qualifier is not None:
            return part[: qualifier.end()], qualifier.end()
    if run is not None or not part[:1].islower():
        return run
    first, space, _ = part.partition(" ")
    rest = _name_run(part, len(first) + 1) if space else None
    if rest is None or not _lower_brand_name(f"{first} {rest[0]}"):
        return None
    return f"{first} {rest[0]}", rest[1]


@lru_cache(maxsize=1 << 12)
def _criterion(label: str) -> bool:
    """A label that names a criterion ("Battery:", "Noise cancelling:", "Sound & comfort:"): the
    product after it is that criterion's winner in a comparison, not a pick."""
    tokens = [t.lower().strip(".'-:") for t in _WORD.findall(_plain(label))]
    tokens = [t for t in tokens if t and t not in ("and", "&")]
    return bool(tokens) and all(t in _CRITERIA for t in tokens)


# First words of a role that gives a place ("Best overall", "Runner-up", "Top pick"); roles that
# set a product apart from the ranking ("Also consider", "Honourable mention") are not among them.
_PLACE_ROLE_FIRST = _ROLE_FIRST - frozenset(
    "also honorable honourable if bonus alternative no number".split()
)


@lru_cache(maxsize=1 << 12)
def _place_role(text: str) -> bool:
    """Whether ``text`` (a bold run or an item's text, perhaps with a colon) is only a role that
    gives a place: a superlative, a place or role word first, or a role noun last."""
    bare = _plain(_strip_symbols(text)).strip().rstrip(":").strip()
    if not bare or len(bare) > 40 or _avoids(bare) or _PRICE.search(bare):
        return False  # "$6" is a price, not a rank
    tokens = [t.lower().strip(".'-:") for t in _WORD.findall(bare)]
    tokens = [t for t in tokens if t]
    if not tokens or _partition_dash(bare)[1] or ": " in bare:
        return False  # "#1 – Brooks Ghost 16": a place and a product, not a role alone
    first = tokens[0]
    if _ORDINAL.match(first):  # "2nd Place", "#1 Pick"; not "1 Canon EOS R50"
        return all(t in _GENERIC or t in _ROLE_FIRST for t in tokens[1:])
    if first in _PLACE_ROLE_FIRST or tokens[-1] in _ROLE_LAST:
        return True
    superlative = len(first) > 4 and first.endswith("est") and first not in _NOT_SUPERLATIVE
    return superlative and (_candidate(bare) is None or _is_generic(bare))


# The words that close a list of names given in rank order, with the dash or bracket before them.
# A label ending "in this order:" or "in that order:", then the names it ranks.
_ORDER_LABEL = re.compile(
    r"^[A-Za-z][\w' ,]{0,40}?\bin\s+(?:this|that)\s+order\s*:\s+(?P<rest>\S.*)$", re.I
)
# A conditional clause inside a sentence, up to its comma ("if you'd rather have Superchargers,").
_IF_CLAUSE = re.compile(r"(?<=[;,]\s)(?:if|unless)\s+[^,;.!?]{1,80},", re.I)
# A condition that closes a summary's sentence ("the Dell XPS 13 a strong second if you need
# Windows.", "... second unless your coursework requires Windows."): it names the condition.
_TRAILING_CONDITION = re.compile(r"(?<=\s)(?:if|unless)\s[^,;.!?]{1,80}(?=[.!?]*\s*$)", re.I)
_BRACKETED = re.compile(r"\s*\([^()]*\)")
_ARTICLE_BEFORE_NAME = re.compile(r"\bthe\s+(?=[A-Z0-9])")
_IN_THAT_ORDER = re.compile(r"[\s,;]*(?:[-–—]\s*)?\(?in\s+that\s+order\b")


# A label over the products looked at, not the ones chosen ("What I considered:", "Contenders:").
# picks23d: the fields of a support ticket or case record ("**Ticket:** #SW-30418", "**Status:**
# Answered", "Priority: Low"): what follows one is the record's state, never a product.
_RECORD_FIELDS = frozenset(
    ("status", "priority", "severity", "channel", "category", "ticket", "case", "ref",
     "reference", "assigned to", "agent")
)  # fmt: skip
_CONSIDERED_LABEL = re.compile(
    r"\b(?:(?<!things\s)considered|looked\s+at|contenders|candidates|shortlist(?:ed)?)\b", re.I
)
_SEGMENT_BREAK = re.compile(r"(?<=[.;])\s+")
_SEGMENT_LABEL = re.compile(
    r"^(?P<label>[A-Za-z0-9][\w' $#-]{0,28}?)\s*(?::|\s[-–—])\s+(?P<rest>\S.*)$"
)


def _labelled_segments(stripped: str) -> list[str]:
    """The products of a line made of two or more labelled sentences or clauses, each a role and a
    name ("Top pick: X. Runner-up: Y.", "1st — X; 2nd — Y."), or [] when it is not one."""
    names: list[str] = []
    for segment in _SEGMENT_BREAK.split(stripped):
        asked = segment.find("? ") if not names else -1
        if asked > 0:
            # "Best robot vacuum under $300? The Roborock Q5 Pro. Runner-up: ...": a restated
            # question answered by a name alone is the first labelled place
            run = _trimmed_run(segment, asked + 2)
            named = _candidate(run[0]) if run is not None else None
            if run is None or named is None or segment[run[1] :].strip() not in ("", "."):
                return []
            names.append(named)
            continue
        label = _SEGMENT_LABEL.match(segment)
        if label is None:
            break  # the labelled run ends: the rest is the reason
        if not _is_role_label(label["label"]) or _avoids(label["label"]):
            return []
        named = _rest_name(label["rest"])
        tied = _either_or_names(label["rest"]) if named is None and names else []
        if tied:  # "Top pick: Mullvad. Runner-up: either Proton VPN or IVPN."
            names.extend(tied)
            continue
        if named is None or not _proper_name(named):
            return []
        names.append(named)
    return names if len(names) >= 2 else []


def _prose_line_picks(line: str, stripped: str) -> dict[str, Any]:
    """The `_LineFacts` fields of a line that is neither a list item nor a heading."""
    if _medal_first(stripped) or stripped.startswith("#"):
        marker = _RANK_MARKER.match(stripped)
        rest = stripped[marker.end() :] if marker is not None else stripped
        name = _item_name(rest, True)
        if name is not None:
            return {"marker_pick": (name, line.find(name), stripped)}
    bold = _after_bold(stripped)
    ranked = _ranked_bold(bold[0]) if bold is not None else None
    if ranked is not None and not _avoids(stripped):
        name = _candidate(ranked["rest"])
        if name is not None:
            return {"marker_pick": (name, line.find(name), ranked["num"])}
    summary = (
        _SUMMARY_LABEL_FOLDED.match(stripped.lower())
        if stripped.isascii()
        else _SUMMARY_LABEL.match(stripped)
    )
    rest = ""
    if (
        summary is not None
        and _INLINE_FIRST.match(stripped, summary.end())
        and not _STEPS_INTRO.search(stripped, max(0, summary.end() - 40), summary.end())
    ):
        # "Overall: 1. Sony WH-1000XM5, 2. Bose QC Ultra": a numbered ranking on one line.
        inline = _inline_numbered_names(_plain(stripped[summary.end() :]))
        if inline:
            # picks26: each name carries its number, so bold mentions in the prose before the
            # line ("**Bose QC Ultra** wins the things you notice") are asides to this ranking
            picks = tuple((n, line.find(n), f"{k}.") for k, n in enumerate(inline, 1))
            return {"summary_picks": picks, "inline_ranking": True, "verdict_ranking": True}
    if summary is None and (": 1. " in stripped or ": 1) " in stripped):
        # "But since you asked for three: 1. Mullvad, 2. Proton VPN, 3. IVPN."
        at = stripped.find(": 1") + 2
        steps = _STEPS_INTRO.search(stripped, max(0, at - 40), at) is not None
        inline = [] if steps else _inline_numbered_names(_plain(stripped[at:]))
        if len(inline) >= 2:
            picks = tuple((n, line.find(n), "") for n in inline)
            return {"summary_picks": picks, "inline_ranking": True}
    if summary is None and "in that order" in stripped:
        # "So: Sony a6400, Canon EOS R50, Nikon Z50 II — in that order."
        listed = _name_list(_IN_THAT_ORDER.split(stripped)[0].rpartition(": ")[2], ordered=True)
        if listed:
            return {"summary_picks": tuple((n, line.find(n), "") for n in listed)}
    if summary is None and "order:" in stripped:
        # "Also great, in this order: the Breville Bambino Plus (easier milk) and the Ninja Luxe":
        # a label that says the names after it are ranked; brackets qualify, articles lead in
        ordered = _ORDER_LABEL.match(_plain(stripped))
        if ordered is not None and not _avoids(ordered.group()[: ordered.start("rest")]):
            rest = _BRACKETED.sub("", ordered["rest"])
            listed = _name_list(_ARTICLE_BEFORE_NAME.sub("", rest))
            if listed:
                picks = tuple((n, line.find(n), "") for n in listed)
                return {"summary_picks": picks, "inline_ranking": True}
    if summary is None and " > " in stripped:
        # "1Password > Bitwarden > Proton Pass": a ranking chain on a line of its own
        chained = _plain(stripped)
        # "Mullvad > IVPN > Proton VPN. All three are audited ...": the chain is its sentence
        stop = _SENTENCE_STOP.search(chained, chained.rfind(" > "))
        parts = _CHAIN.split((chained if stop is None else chained[: stop.start()]).rstrip(". "))
        linked = [_candidate(part.strip()) for part in parts]
        if len(linked) >= 2 and all(n is not None and _proper_name(n) for n in linked):
            return {"summary_picks": tuple((n, line.find(n), "") for n in linked if n)}
        lowered = _lower_case_chain(parts) if stripped == chained else []
        if lowered:  # "mullvad > proton vpn > ivpn": a lower-case writer's chain
            return {"summary_picks": tuple((n, line.find(n), "") for n in lowered)}
    if summary is None and ", then " in stripped and stripped[:1].islower():
        thened = _lower_then_chain(stripped)
        if thened:  # "sony a6400 (great autofocus), then fujifilm x-t30 ii (...), then canon r50"
            return {"summary_picks": tuple((n, line.find(n), "") for n in thened)}
    if summary is not None:
        rest = stripped[summary.end() :]
        sentence_end = _SENTENCE_STOP.search(rest)
        if sentence_end is not None:  # a summary names its choice in its first sentence
            rest = rest[: sentence_end.start() + 1]
    if summary is not None and not _avoids(stripped, 0, summary.end() + len(rest)):
        # "Bottom line: Bitwarden." names it outright; "Short answer: the X first, the Y
        # second" names them in prose.
        chain = _CHAIN.split(_plain(rest))
        if len(chain) == 1 and ("•" in rest or "·" in rest):
            chain = _DOT_CHAIN.split(_plain(rest))  # "TL;DR: Roborock Q5 Pro • eufy RoboVac G30"
        if len(chain) > 1:  # "Bitwarden > 1Password > Proton Pass"
            runs = [_segment_run(part.strip(" *_")) for part in chain]
            names = [n for n in (_candidate(r[0]) for r in runs if r) if n is not None]
        else:
            # "...; if you'd rather have Superchargers, the Tesla Model Y is a fine second": what
            # a conditional clause names is the condition, not a pick
            unconditional = (
                _IF_CLAUSE.sub(_blanked, _plain(rest)) if "if " in rest else _plain(rest)
            )
            if " if " in unconditional or " unless " in unconditional:
                unconditional = _TRAILING_CONDITION.sub(_blanked, unconditional)
            clause = _summary_clause_lead(unconditional)
            if clause:  # "In short: Unless you need Windows, the Air ...": no name leads
                unconditional = _LEAD_CONDITION.sub(_blanked, unconditional, count=1)
            names = _prose_names(unconditional.lstrip(), lead_is_name=not clause)
            names = [_without_possessive(n) for n in names]  # "but the Sony's battery ..."
            if names and "ot " in rest:
                names = _not_eliminated(names, rest)
            if len(names) < 2 and not clause:  # "Bottom line: Bitwarden." names it outright
                starts_name = rest[:1].isupper() or rest[:1] in "*_"
                outright = _verdict_rest_name(rest) if starts_name else None
                names = [outright] if outright is not None else names
        if len(names) >= 2 and sentence_end is not None and "third" in stripped:
            third = _third_place_after(rest, stripped[summary.end() + len(rest) :])
            names = [*names, third] if third is not None and third not in names else names
        if names:
            return {"summary_picks": tuple((n, line.find(n), "") for n in names)}
    if stripped[:1].isalnum() and ("; " in stripped or ". " in stripped):
        segments = _labelled_segments(stripped)
        if segments:  # "Top pick: X. Runner-up: Y. Budget pick: Z." on one line
            return {"summary_picks": tuple((n, line.find(n), "") for n in segments)}
    # A line that states the top pick and then introduces the list of the rest ("My top pick is
    # Mullvad: ... Then, in order:"); a top pick stated in a prose ranking is read with its prose.
    intro = stripped[-1] == ":" and stripped[:1] in "OoMmTt"
    said = _ROLE_IS.match(stripped) if intro else None
    if said is not None and not _avoids(stripped, 0, said.end()):
        named = _rest_name(stripped[said.end() :])
        if named is not None and _proper_name(named):
            return {"lead_pick": (named, line.find(named), "")}
    label = bold[0] if bold is not None else stripped.partition(":")[0] if ":" in stripped else ""
    if label and _CONSIDERED_LABEL.search(label[:40]) is not None:
        return {}  # "**What I considered:** A, B, C, D": the field looked at, not the picks
    if label and len(label) <= 24 and _plain(label).strip(" \t:*_").casefold() in _RECORD_FIELDS:
        return {}  # "**Status:** Answered": a support ticket's field holds its state, not a pick
    out: dict[str, Any] = {}
    if "→" in stripped and stripped[:1].isalpha():
        label, _, rest = stripped.partition("→")
        if _is_role_label(label.strip()) and not _avoids(label):
            named = _rest_name(rest)  # "Best overall → Bitwarden"
            if named is not None and _proper_name(named):
                return {"lead_pick": (named, line.find(named), label.strip())}
    plain = _PLAIN_LABEL.match(stripped) if stripped[:1].isalnum() else None
    if plain is not None and not stripped[:1].isalpha() and not _ORDINAL.match(plain["label"]):
        plain = None  # "1st: MacBook Air M3" is a rank; "2024: ..." is not
    if plain is not None and _is_role_label(plain["label"]) and not _avoids(plain["label"]):
        listed = _name_list(plain["rest"]) if "," in plain["rest"] else None
        if listed:  # "Top 3: Mullvad, Proton VPN, IVPN (in that order)."
            return {"summary_picks": tuple((n, line.find(n), "") for n in listed)}
        name = _rest_name(plain["rest"])
        if name is not None and _proper_name(name):
            out["lead_pick"] = (name, line.find(name), plain["label"])
            return out
    # `_bold_only(stripped)`: the leading bold span, already matched, is followed by nothing but
    # spaces and colons.
    if bold is not None and not bold[1].strip(" :") and _place_role(bold[0]):
        return {"place_role": True}  # "**Best overall**" alone: the product is on the next line
    lead = bold  # `_after_bold(stripped)`, read above
    if lead is not None and " · " in lead[1] and _is_role_label(lead[0]) and not _avoids(lead[0]):
        # "**Quick picks:** X (best autofocus) · Y (easiest) · Z": names between middle dots
        dotted = [_rest_name(part) for part in _dot_items(lead[1].split(" · "))]
        if len(dotted) >= 2 and all(n is not None and _proper_name(n) for n in dotted):
            return {"summary_picks": tuple((n, line.find(n), "") for n in dotted if n)}
    lead_name = None if lead is None else _candidate(lead[0])
    if lead is not None and (
        (
            lead_name is None
            and _is_role_label(lead[0])
            and not _criterion(lead[0])
            and not _advice_label(lead[0])
        )
        or (
            lead_name is not None
            and _labels_what_follows(
                lead_name, lead[0].endswith(":") or _opens_colon(lead[1]), lead[1], lead[0]
            )
            and not _advice_label(lead[0])  # picks27: "**Edit:** I'm dropping X ..."
        )
    ):
        # "**Verdict.** The X wins overall.": a verdict's bold label, read as after "Verdict:"
        verdict = _SUMMARY_LABEL.match(_plain(lead[0]).rstrip(" .:") + ":") is not None
        name = (_verdict_rest_name if verdict else _rest_name)(lead[1])
        after = lead[1].lstrip(" :-–—")
        if name is None and after[:4] == "the ":
            name = _rest_name(after[4:])  # "**For most beginners:** the Brooks Ghost 16. ..."
            name = name if name is not None and _proper_name(name) else None
        if name is None and _place_role(lead[0]):
            name = _role_sentence_name(lead[1].strip(" :"))  # "**Runner-up:** ..., grab the X."
            tied = _either_or_names(lead[1]) if name is None else []
            if tied and not _avoids(lead[0]):  # "**Second place:** It's either the X or the Y."
                return {
                    "summary_picks": tuple((n, line.find(n), "") for n in tied),
                    "inline_ranking": True,
                }
        if name is not None and not _avoids(lead[0]):
            out["lead_pick"] = (name, line.find(name), lead[0])
    if "*" in line or "_" in line:
        # "In third place: **X**" states its rank like a list number does (a countdown).
        place = stripped if _PLACE_LEAD.match(stripped) else ""
        at_rank = _HASH_LEAD.match(stripped) if not place and "#" in stripped[:20] else None
        if at_rank is not None:  # "Coming in at #3: **X**"
            place = at_rank["mark"]
        bold_names: list[_Named] = []
        for name, at in _line_bold_names(line):
            bold_names.append((name, at, place))
            place = ""
        out["bold_picks"] = tuple(bold_names)
    return out


# A rank before a name between middle dots ("1) X · 2) Y · 3) Z"), as `_CELL_RANK` finds one in
# a table cell: "#2", "2." or "2)".
_DOT_RANK = re.compile(
    r"[ \t]*[*_]{0,2}(?:#(?P<hash>\d{1,2})|(?P<n>\d{1,2})[.)])[*_]{0,2}[ \t]+(?=\S)"
)


def _dot_items(parts: list[str]) -> list[str]:
    """The items between a summary's middle dots, without the ranks before them when they count
    1, 2, 3 ... in order ("**Quick picks:** 1) X · 2) Y · 3) Z"); as they are otherwise."""
    if parts[0].lstrip(" *_")[:2] not in ("1)", "1.", "#1"):
        return parts  # the cheap test: the first item carries rank 1
    ranks = [_DOT_RANK.match(part) for part in parts]
    numbers = [int(m["hash"] or m["n"]) if m is not None else 0 for m in ranks]
    if numbers != list(range(1, len(parts) + 1)):
        return parts
    return [part[m.end() :] for part, m in zip(parts, ranks, strict=True) if m is not None]


# Words that open a summary's sentence as a clause, never as a product's name: "Bottom line:
# Both are excellent, but ...", "In short: Unless you need Windows, the Air ...".
_CLAUSE_LEADS = frozenset(
    """
    both either neither unless if when whether whichever whatever while although though since
    because all each any every most many some honestly ultimately overall really personally
    basically generally there they you we your nothing everything
    """.split()
)
# A condition opening a summary's sentence, up to its comma: what it names is the condition.
_LEAD_CONDITION = re.compile(
    r"^\s*(?:if|unless|when|whether|whichever|whatever)\b[^,;.!?\n]{1,80},", re.I
)
_POSSESSIVE = re.compile(r"['’]s$")


def _summary_clause_lead(text: str) -> bool:
    """Whether a summary's sentence opens with a clause word ("Both", "Unless", "Whichever")
    rather than a name, so its first word is not read as one."""
    first = text.lstrip(" \t*_").split(" ", 1)[0]
    return first.lower().rstrip(",") in _CLAUSE_LEADS


def _without_possessive(name: str) -> str:
    """A name without a possessive "'s" ("the Sony's extra battery" names the Sony)."""
    if "'" not in name and "’" not in name:
        return name
    bare = _POSSESSIVE.sub("", name)
    return bare if bare and _candidate(bare) is not None else name


# Title-case verbs a heading's verdict puts after the winner's name: "The X Takes It", "X Wins",
# "X Edges It", "X Comes Out on Top", "X Gets the Nod".
_VERDICT_VERBS = frozenset(
    """
    takes wins edges gets comes is beats leads tops claims earns steals nabs pulls reigns rules
    prevails triumphs take win
    """.split()
)


def _ranking_after_bullets(facts: list[_LineFacts], i: int) -> bool:
    """Whether item ``i`` starts a numbered ranking after a bulleted list (picks33): it names a
    pick at place 1 and an unnumbered item comes before it, past a blank line (review_picks33: or
    right above it, when the pick is a proper name, "1. Canon EOS R50 - ..."). A
    section a prose line opened ("What matters:", "Things to look for:") holds that one bulleted
    list; the new list after it, numbered from 1 and naming products, is the ranking. A heading's
    section lasts to the next heading, and a list numbered straight under the line stays in it."""
    fact = facts[i]
    if fact.item_pick is None or _stated_rank(fact.item_pick[2]) != 1:
        return False
    if i >= 1 and facts[i - 1].kind != _BLANK and not _proper_name(fact.item_pick[0]):
        return False  # "- **Rotate:** ..." then "1. Replace running shoes ...": one list of advice
    return _after_bullets(facts, i)


def _after_bullets(facts: list[_LineFacts], i: int) -> bool:
    """Whether line ``i`` comes after a bulleted list: an unnumbered, unindented item before it,
    right above it or past blank lines. review_picks33: with no blank line too ("- Eye autofocus"
    then "1. Canon EOS R50 - ..."): a numbered item under bullets starts a list of its own."""
    k = i - 1
    while k >= 0 and facts[k].kind == _BLANK:
        k -= 1
    before = facts[k] if k >= 0 else None
    return (
        before is not None
        and before.item
        and not before.indented
        and (before.item_pick is None or _stated_rank(before.item_pick[2]) is None)
    )


def _numbered_pick(fact: _LineFacts) -> bool:
    """Whether a list item names a pick with a list number ("1. Bose QuietComfort Ultra - ...")."""
    return fact.item_pick is not None and _stated_rank(fact.item_pick[2]) is not None


def _verdict_verb_cut(name: str) -> str | None:
    """The winner's name in a title-case verdict ("The MacBook Air M3 Takes It" names "MacBook Air
    M3"): the words before the first verdict verb, without a leading "The"; the name itself when
    no such verb follows it."""
    words = name.split()
    for k in range(1, len(words)):
        if words[k].lower() in _VERDICT_VERBS:
            head = words[1:k] if words[0] == "The" else words[:k]
            return _candidate(" ".join(head)) if head else None
    return name


# The last word of a label over a piece of advice, not a role: "**Tip:**", "**Pro tip:**",
# "**Quick note:**", "**Reminder:**". What follows it is the advice ("Both Apple and Dell offer
# student discounts"), not a product the label places.
_ADVICE_WORDS = frozenset(
    "tip tips note notes reminder hint hints advice caveat warning ps".split()
    # picks30: "**Disclaimer:** No VPN provides complete anonymity." frames the advice
    + "disclaimer disclaimers".split()
    # picks27: "**Edit:** I'm dropping Dashlane ..." revises the ranking; it places nothing
    + "edit update correction".split()
)


def _advice_label(label: str) -> bool:
    """Whether a bold label is a tip or a note ("Pro tip:", "Note:"), whose sentence names no
    pick."""
    words = _WORD.findall(_plain(label).lower())
    return bool(words) and words[-1].strip(".'-:") in _ADVICE_WORDS


def _all_line_facts(lines: list[str]) -> list[_LineFacts]:
    """`_line_facts` of every line, except the lines of a table `read_picks` reads as one block,
    which get placeholder facts (`_table_line_facts`): of those lines the loop asks only whether
    they are blank, and of the first two ``table_head`` and ``separator``, which stay true.

    The walk moves exactly like the loop in `read_picks`: one line at a time, and past the whole
    table from a header line followed by a separator line (a line with "|" is never blank or plain
    prose, so the loop gets to its table test there). Table rows are unique text (a product, a
    price, a sentence), so their full facts are costly to compute, and never used.
    """
    n = len(lines)
    facts: list[_LineFacts] = []
    append = facts.append
    i = 0
    while i < n:
        line = lines[i]
        if (
            "|" in line
            and i + 1 < n
            and _TABLE_LINE.match(line) is not None
            and _is_separator(lines[i + 1])
        ):
            j = i + 2
            while j < n and "|" in lines[j]:
                j += 1
            facts.extend(_table_line_facts(lines[k]) for k in range(i, j))
            i = j
            continue
        # `_line_facts`, written out, its `_MARKUP_OR_COLON` test too: a call per line costs as
        # much as its tests.
        stripped = line.strip()
        if not stripped:
            append(_BLANK_FACTS)
        elif (
            stripped[0] in _PLAIN_PROSE_START
            and ":" not in stripped
            and "*" not in stripped
            and "_" not in stripped
            and "|" not in stripped
            and "~" not in stripped
            and "`" not in stripped
            and "→" not in stripped
            and " > " not in stripped
            and not (len(stripped) <= 10 and stripped.lower() in _BARE_SOURCES)
            and not (stripped[0].islower() and ", then " in stripped)  # `_lower_then_line`
            and "in that order" not in stripped
        ):
            question = stripped[-1] == "?" and _is_opener(stripped)
            append(_PROSE_FACTS[line[:1].isspace(), question])
        else:
            append(_marked_line_facts(line))
        i += 1
    return facts


_TABLE_LINE_FACTS = {
    (head, separator): _LineFacts(_OTHER, table_head=head, separator=separator)
    for head in (False, True)
    for separator in (False, True)
}


def _table_line_facts(line: str) -> _LineFacts:
    """Placeholder facts of a line inside a table read as one block: not blank, and with the
    line's true ``table_head`` and ``separator``."""
    head = "|" in line and _TABLE_LINE.match(line) is not None
    return _TABLE_LINE_FACTS[head, _is_separator(line)]


# Circled digits ① to ⑩ (which NFKC turns into plain digits) and the dingbat circled digits that
# NFKC keeps, ➀ to ➉, which the list-item pattern reads as list numbers.
_CIRCLED = re.compile("[\u2460-\u2469]")
_CIRCLED_AS_DINGBAT = {0x2460 + k: 0x2780 + k for k in range(10)}


def _dingbat_rank(marker: str) -> int | None:
    """The number a dingbat circled digit states (❶, ➀, ➊ count from one; ten is the last)."""
    code = ord(marker[0]) if marker else 0
    for base in (0x2776, 0x2780, 0x278A):
        if base <= code < base + 10:
            return code - base + 1
    return None


# The marks that open a blockquoted line ("> ", ">> ").
_QUOTE_MARK = re.compile(r"^[ \t]*>(?:[ \t>]*>)?[ \t]?", re.M)
# A task-list bullet and its box ("- [x] ") before a line's text.
_TASK_MARK = re.compile(r"^[ \t]*[-*+][ \t]+\[[ xX]\][ \t]+(?=\S)", re.M)


def _blanked(m: re.Match[str]) -> str:
    """The match as spaces: a mark taken out of a line without moving any offset."""
    return " " * len(m.group())


# A label that sets a product beside the ranking, not in it ("Also worth a look:", "Bonus:").
_EXTRA_LABEL = re.compile(
    r"\b(?:also|bonus|alternatively|alternatives?|honou?rable|other\s+good|worth\s+a\s+look"
    r"|runner-up\s+mention)\b",
    re.I,
)


def _note_avoided(fact: _LineFacts, line: str, keys: set[str]) -> None:
    """picks34: add to ``keys`` the product a line under a heading that advises against names
    first ("**Jira.** It's the standard for ...", "- **LastPass** - breached"), by name key, and
    the bold names joined straight on to it (`_joined_bold`)."""
    named = fact.item_pick or fact.lead_pick or (fact.bold_picks[0] if fact.bold_picks else None)
    if named is not None:
        keys.add(named[0].casefold())
        keys.update(_joined_bold(named, fact.bold_picks, line))


# The words that join two bold names into one subject ("**ClickUp** and **Jira** - both ...").
_BOLD_JOINS = frozenset((",", "and", "or", "&", "nor", ", and", ", or"))


def _joined_bold(first: _Named, bold: tuple[_Named, ...], line: str) -> list[str]:
    """review_picks34: the keys of the bold names after ``first`` in ``line`` that only a comma,
    "and" or "or" parts from it and from each other ("**ClickUp** and **Jira** - both too
    heavy"): the line turns them down together. A name after any other word ("**Jira**, unlike
    **ClickUp**") is not joined, and the run stops there."""
    keys: list[str] = []
    end = first[1] + len(first[0])
    for name, at, _ in bold:
        if at < end:
            continue
        if line[end:at].strip(" \t*_") not in _BOLD_JOINS:
            break
        keys.append(name.casefold())
        end = at + len(name)
    return keys


def _opens_colon(rest: str) -> bool:
    """Whether the text after a bold label opens with its colon, perhaps after a space or a tab
    ("**Avoid** : Jira", pins38): a label's colon, spaced or not."""
    return rest[:1] == ":" or (rest[:1] in (" ", "\t") and rest.lstrip(" \t")[:1] == ":")


def _skip_label_keys(line: str) -> list[str]:
    """picks_pins: the key of the product a bold label that advises against names first on its
    own line ("**What I'd skip:** Jira, too much setup.", "**Avoid:** Jira"), as a line under a
    skip heading does (`_note_avoided`): only the label's colon sets the name apart, and only a
    table row it names is then dropped (`_without_avoided_rows`). A label that negates the verb
    ("**Don't skip:** Jira") or states no colon ("**Skip Jira** if ...") notes nothing."""
    lead = _after_bold(line.strip())
    if lead is None or not (lead[0].rstrip().endswith(":") or _opens_colon(lead[1])):
        return []
    if not _advises_against(lead[0]):
        return []
    name = _rest_name(lead[1])
    return [] if name is None else [name.casefold()]


# review_picks34: a heading that negates the verb of turning down ("## Don't skip these", "Never
# pass on ...") advises for what it lists; `_avoids` reads the verb alone.
_NEGATED_AVOID = re.compile(
    r"\b(?:don't|don’t|do\s+not|never|no\s+need\s+to)\s+"
    r"(?:avoid|skip|pass\s+on|steer\s+clear|stay\s+away)\b",
    re.I,
)


def _advises_against(heading: str) -> bool:
    """Whether a heading turns down what its section names (`_avoids`), its verb not negated, or
    is a "Not for you" title (`_not_for_you`)."""
    return (_avoids(heading) and _NEGATED_AVOID.search(heading) is None) or _not_for_you(
        heading.strip()
    )


# picks_pins: a heading that is only "Not for you" ("## Not for your team", "### Probably not for
# you") turns down what its section names, as "## What I'd skip" does; one that goes on ("## Not
# for you? Try these", "## Not just for you") or names other readers ("## Not for beginners") is
# no such title. Anchored at both ends with no nested quantifier: linear on any line.
_NOT_FOR_YOU = re.compile(
    r"#{1,6}[ \t]+(?:probably[ \t]+)?not[ \t]+for[ \t]+(?:you|your[ \t]+(?:team|needs|family|use))"
    r"[ \t]*[:.!]?[ \t#]*",
    re.I,
)


def _not_for_you(stripped: str) -> bool:
    """Whether a stripped line is a "Not for you" heading (`_NOT_FOR_YOU`); the length gate keeps
    the match off long lines, which no such title is."""
    return len(stripped) <= 40 and _NOT_FOR_YOU.fullmatch(stripped) is not None


def _has_rank_column(header_line: str) -> bool:
    """review_picks34: whether a table's header line has a column of ranks ("| Rank | Tool |"):
    its rows state their places, as numbered items do (a role header such as "Best at" does
    not)."""
    return _rank_column([cell for cell, _ in _split_row(header_line)], -1) >= 0


def _without_avoided_rows(
    found: list[tuple[str, int, int, int | None]], avoided: set[str], table_blocks: set[int]
) -> list[tuple[str, int, int, int | None]]:
    """picks34: without a table row that names a product the reply then sets under a heading
    advising against it ("| Jira | ... |" in a comparison of the candidates, then "## What I'd
    skip for now" over "**Jira.** ..."): the table laid out the options, the section turns that
    one down. Only table rows, and only while a pick remains (review_picks34: a section turning
    down all rows but one leaves that one, the reply's choice); a product a numbered item,
    ranked heading or a table's rank column places stays."""
    kept = [
        f
        for f in found
        if not (f[2] in table_blocks and f[3] is None and f[0].casefold() in avoided)
    ]
    return kept if kept and len(kept) < len(found) else found


def _without_asides(
    found: list[tuple[str, int, int, int | None]], asides: set[int], ranked_tables: set[int]
) -> list[tuple[str, int, int, int | None]]:
    """Without the asides after a complete stated ranking: once numbered items or ranked headings
    have placed a first and a second, a bold name in a later paragraph is a comparison, an
    upsell, a substitute or an extra ("All three beat the **X**", "If you can stretch, the **Y**",
    "**Also worth a look:** Z"), or a short form of a pick ("the **Roborock** is my favourite");
    so is a later table that states no rank (a comparison that adds a rival). A table with a rank
    column or role header ranks as numbered items do."""
    ranking = [
        f for f in found if f[1] not in asides and (f[3] is not None or f[2] in ranked_tables)
    ]
    ranks = {f[3] for f in ranking}
    tabled = sum(f[2] in ranked_tables for f in ranking)
    if not ({1, 2} <= ranks or tabled >= 2):
        return found
    last = max(f[1] for f in ranking)
    return [f for f in found if f[1] not in asides or f[1] < last]


# A heading or bold title over things to buy beside the pick, not instead of it ("## Accessories
# worth adding", "## Lenses to add later", "**Grinders & accessories**", "## Integrations to set
# up"): what it lists is an extra, like the products under "## Also consider".
_EXTRAS_SECTION = re.compile(
    r"\b(?:accessor(?:y|ies)|add-?ons?|integrations?|to\s+add(?:\s+later)?|worth\s+adding"
    r"|pair\s+(?:it|them)\s+with|other\s+[\w-]+\s+to\s+consider)\b",
    re.I,
)


# Every match of `_EXTRA_LABEL`, `_EXTRAS_SECTION`, `_KINDS_SECTION` or `_GLOSSARY_SECTION` holds
# one of these words, lower-cased ("term" for both "terms" and "terminology").
_SETS_ASIDE_WORDS = (
    "also", "alternativ", "other", "worth", "hono", "bonus", "runner", "accessor", "add",
    "integration", "pair", "kind", "type", "sort", "choose", "gloss", "jargon", "term",
)  # fmt: skip


# picks35b: a heading or bold title over a glossary after the picks ("## Jargon buster", "**Quick
# glossary**", "### Key terms explained"): its bold labels are the words it defines ("- **APS-C:**
# a sensor size ..."), not products. A title that only uses the word ("In terms of value") is not
# one: "terms" counts after "key", "common" or "useful", or before "explained" or "to know".
_GLOSSARY_SECTION = re.compile(
    r"\b(?:glossary|jargon(?:[ \t]+(?:buster|explained|decoded|busting))?|terminology"
    r"|(?:key|common|useful)[ \t]+terms|terms[ \t]+(?:explained|to[ \t]+know|decoded))\b",
    re.I,
)


# picks26: a heading or bold title over a ranking of kinds of product, before the products ("## What
# kind of vehicle fits five people?", "### Step 1: Choose the sensor format", "**Which type of
# shoe?**"): its list ranks categories (two-row SUV, APS-C), which are no picks beside a ranking
# of products. A title that only mentions a kind ("Best for all types of runners") is not one.
_KINDS_SECTION = re.compile(
    r"\b(?:(?:what|which)[ \t]+(?:kind|type|sort)s?[ \t]+of"
    r"|choose[ \t]+(?:the|a|your)[ \t]+(?:[\w-]+[ \t]+)?(?:format|type|kind|category|size))\b",
    re.I,
)


def _sets_aside(title: str) -> bool:
    """Whether a heading or a bold-only title opens a section of products beside the ranking:
    honourable mentions and alternatives (`_EXTRA_LABEL`), accessories and other extras, kinds
    of product ranked before the products (`_KINDS_SECTION`), or a glossary of the terms it uses
    (`_GLOSSARY_SECTION`).

    On ASCII the hint words rule out most titles first (re.I folds an ASCII letter as lower()
    does); elsewhere case folding reaches further ("\u212a" matches "k"), and the patterns decide.
    """
    if title.isascii() and not _has_any(title.lower(), _SETS_ASIDE_WORDS):
        return False
    return (
        _EXTRA_LABEL.search(title) is not None
        or _EXTRAS_SECTION.search(title) is not None
        or _KINDS_SECTION.search(title) is not None
        or _GLOSSARY_SECTION.search(title) is not None
    )


def _without_outer_asides(
    found: list[tuple[str, int, int, int | None]],
    asides: set[int],
    sectioned: set[int],
    ranked_tables: set[int],
) -> list[tuple[str, int, int, int | None]]:
    """Without the asides around a complete stated ranking that `_without_asides` keeps: bold
    names in the prose before its first place ("Brands like **Nike**, **Hoka** and **On** ...",
    "models like the **Framework Laptop 13** ...", an intro that sets the scene), and what a
    section of extras lists wherever it stands ("## Accessories worth adding", "**Other laptops
    to consider**"), even when the ranking is restated after it."""
    ranking = [
        f
        for f in found
        if f[1] not in asides
        and f[1] not in sectioned
        and (f[3] is not None or f[2] in ranked_tables)
    ]
    ranks = {f[3] for f in ranking}
    tabled = sum(f[2] in ranked_tables for f in ranking)
    if not ({1, 2} <= ranks or tabled >= 2):
        return found
    first = min(f[1] for f in ranking)
    return [f for f in found if f[1] not in sectioned and not (f[1] in asides and f[1] < first)]


def _ranked_beside(
    found: list[tuple[str, int, int, int | None]], apart: set[int], ranked_tables: set[int]
) -> bool:
    """Whether two or more names outside the starts ``apart`` hold a stated place (a number or a
    ranked table's row): a ranking of products beside a ranking of kinds of product."""
    ranked = [f for f in found if f[1] not in apart and (f[3] is not None or f[2] in ranked_tables)]
    return len(ranked) >= 2


def _titles_next(lines: list[str], facts: list[_LineFacts], i: int) -> bool:
    """Whether line ``i`` is one bold run that titles what comes next: the next line that is not
    blank opens a table or is a list item, heading or ranked line that names a product itself
    (a bold product line over its own detail bullets is a product, not a title)."""
    if not facts[i].bold_only:  # `_bold_only` of the line, stored with its facts
        return False
    j = i + 1
    while j < len(facts) and facts[j].kind == _BLANK:
        j += 1
    if j >= len(facts):
        return False
    nxt = facts[j]
    return bool(
        nxt.table_head
        or nxt.item_pick is not None
        or nxt.heading_pick is not None
        or nxt.marker_pick is not None
    )


def read_picks(text: str) -> PicksReading:
    """The products a reply recommends, in rank order, with the span each was read from.

    A shape the line reader below does not know (HTML markup, a brand column beside a model
    column, "a)" markers) is first rewritten into markdown it does (`scoring.picks_prepass`); the
    spans map back to ``text``.
    """
    steps = prepared(text)
    if not steps:
        return _read_picks(text)
    reading = _read_picks(steps[-1].text)
    picks = [Pick(p.name, original_span(steps, p.span)) for p in reading.picks]
    return PicksReading(picks, reading.confident)


# fixes25: an emoji where a list's bullet stands, at a line's start and before a space.
_EMOJI_BULLET = re.compile(
    r"^[ \t]{0,8}(?P<mark>[\u2600-\u27bf\U0001f300-\U0001faff]\ufe0f?)(?=[ \t])", re.M
)
# perf_rec37: `_EMOJI_BULLET` at the text's start, and after a line break. The line-anchored
# search tries its pattern at every character of every non-ASCII reply; this one is led by the
# break, a literal the engine scans for, and a match holds no break (so none can hide the next).
_EMOJI_BULLET_AT_START = re.compile(_EMOJI_BULLET.pattern.removeprefix("^"))
_EMOJI_BULLET_AFTER_BREAK = re.compile("\n" + _EMOJI_BULLET_AT_START.pattern)


def _emoji_bullet_marks(body: str) -> list[re.Match[str]]:
    """The matches of `_EMOJI_BULLET` in ``body``, in order; each match's ``mark`` group is the
    same as the line-anchored search's (the break-led matches open one character earlier)."""
    head = _EMOJI_BULLET_AT_START.match(body)
    rest = list(_EMOJI_BULLET_AFTER_BREAK.finditer(body))
    return rest if head is None else [head, *rest]


def _emoji_bullets(body: str) -> str:
    """``body`` with the one emoji that opens two lines or more as a bullet made "-" (a variation
    selector after one a space): a terse writer's checklist of picks ("✅ X – reason" on each
    line) reads as the bulleted list it is. One such line alone is a remark, left as it is."""
    marks = _emoji_bullet_marks(body)
    if len(marks) < 2 or len({m["mark"] for m in marks}) > 1:
        return body  # medals ("🏆 #1:", "🥈 #2:") differ line to line: places the reader knows
    parts: list[str] = []
    last = 0
    for m in marks:
        parts.append(body[last : m.start("mark")])
        parts.append("-" + " " * (len(m["mark"]) - 1))
        last = m.end("mark")
    parts.append(body[last:])
    return "".join(parts)


def _read_picks(text: str) -> PicksReading:
    """The products a reply recommends, in rank order, with the span each was read from.

    Read line by line: tables (the column whose cells name products), numbered or bulleted items
    and ranked headings (one product each; the role label before it is skipped; nested bullets
    under a pick are its details), bold names in prose, and summary lines ("TL;DR: ..."). Sections
    framed as things to avoid, questions or a checklist are skipped, and so is a product in an
    "I'd avoid" or "unlike the" sentence. With none of those, a single recommendation in prose
    ("I'd just get the X") is read.
    """
    # In UTF-8 every circled digit opens with the bytes E2 91: a text without them has none, and
    # the bytes search is cheaper than a character-class search of the text.
    if (
        not text.isascii()
        and b"\xe2\x91" in text.encode("utf-8", "surrogatepass")
        and _CIRCLED.search(text) is not None
    ):
        # "① Canon EOS R50": NFKC would make the marker a bare "1"; a dingbat digit of the same
        # length keeps it a list number (and every span where it was).
        text = text.translate(_CIRCLED_AS_DINGBAT)
    if not text.isascii() and "\u2122" in text:
        # picks27b: NFKC writes "ExpressVPN™" as "ExpressVPNTM", which no rule can tell from a
        # name; the sign is no part of a name, so it becomes a space (one for one: no offset moves)
        text = text.replace("\u2122", " ")
    norm = None if text.isascii() else normalise(text, strip_emphasis=False)
    body = text if norm is None else norm.text
    # Four one-character `in` tests, not a character-class search: on text with emoji (four
    # bytes a character) the search steps through every character, `in` scans like memchr.
    if norm is not None and _has_any(body, _OTHER_HYPHENS):
        body = body.translate(_HYPHENS)
    if ">" in body and _QUOTE_MARK.search(body) is not None:
        # "> 1. Brooks Ghost 16": a blockquoted callout reads like the same lines unquoted; the
        # marks become spaces, so every offset stays where it was
        body = _QUOTE_MARK.sub(_blanked, body)
    if norm is not None:
        # fixes25: an emoji opening two lines or more ("✅ Breville Bambino Plus ($499) – ...") is
        # a list bullet; it becomes "-" and spaces, so every offset stays where it was. Only a
        # non-ASCII text can hold one, so ASCII replies never pay for the scan.
        body = _emoji_bullets(body)
    if "]" in body and "] " in body and _TASK_MARK.search(body) is not None:
        body = _TASK_MARK.sub(_blanked, body)  # "- [x] 1. Bitwarden": the tick is a list marker
    if "```" in body:
        body = _without_flowcharts(body)
    # picks24: "**Winner:** Sony" closing each criterion of a head-to-head names no pick
    body = without_criterion_winners(body)
    # picks31: "**Battery Life**" then "* **Bose:** ..." under each criterion names no pick
    body = without_criterion_notes(body)
    lines = body.split("\n")
    facts = _all_line_facts(lines)
    lengths = list(accumulate(map(len, lines), initial=0))
    found: list[tuple[str, int, int, int | None]] = []  # name, start, block, stated rank
    found_index = NameIndex()  # the names of found, for `_heads_found_pick`
    heading_run = False  # the last pick came from a ranked heading (they form one block)
    final_at = -1  # index into found where a "Final answer" line closed a deliberation
    revision = False  # whether that line was a revision note ("**Edit:** ... Corrected ranking:")
    block = 0
    skipping = False  # inside a section framed as avoid / questions / checklist
    avoid_heading = False  # ... opened by a heading that advises against ("## What I'd skip")
    rank_column_tables: set[int] = set()  # blocks of tables whose rank column states the ranks
    avoided_keys: set[str] = set()  # the products named first on that section's lines
    skip_heading = False  # ... opened by a heading: it lasts over marked-up paragraphs
    ranked_intro = False  # under a line announcing a ranking ("My top 3:")
    intro_listed = False  # ... and a list item under it was read: the list is what it announced
    detail_indent: int | None = None  # list items deeper than this are details of a pick
    role_indent: int | None = None  # under a list item that is only a role ("1. **Best overall**")
    role_line = False  # the previous line was only a role in bold ("**Best overall**")
    n = len(lines)
    i = 0

    prose_only = True  # every pick so far is a bold name in a prose paragraph
    across: set[int] = set()  # blocks read across a transposed table's header
    loose: dict[int, tuple[int, int]] = {}  # table blocks whose header states no rank or role
    summary_starts: set[int] = set()  # where picks named on a "TL;DR:" line start
    inline_starts: set[int] = set()  # where picks of a verdict's one-line numbered ranking start
    aside_starts: set[int] = set()  # bold names in prose, and names after an "Also ..." label
    loose_starts: set[int] = set()  # names in a table that states no rank
    aside_section = False  # under a heading that sets products aside ("## Also consider")
    kinds_section = False  # under a title that ranks kinds of product (`_KINDS_SECTION`)
    kind_keys: set[str] = set()  # the kinds it ranks ("APS-C"), by name key
    kind_starts: set[int] = set()  # where they were read
    sectioned: set[int] = set()  # names listed under such a heading or bold title
    ranked_tables: set[int] = set()  # blocks of tables with a rank column or role header
    tables = False  # a table was read
    verdict_under = False  # under a verdict heading ("## Verdict: The X Takes It")
    feature_lines: frozenset[int] | None = None  # bullets of a features list (`_feature_runs`)
    tier_starts: set[int] = set()  # names read under a price band ("Under $200:", "## $200-$300")
    tier_section = False  # under a heading that is a price band and nothing else
    unranked_intro = (
        False  # under "Listed alphabetically:", "Cheapest first:" (`unranked_order_intro`)
    )
    unranked_starts: set[int] = set()  # names read under such an intro line

    def add(line_no: int, named: _Named, from_prose: bool = False) -> None:
        nonlocal heading_run, prose_only
        heading_run = False
        prose_only = prose_only and from_prose
        name, at, marker = named
        found.append((name, lengths[line_no] + line_no + max(at, 0), block, _stated_rank(marker)))
        if tier_section or is_tier_label(marker):
            tier_starts.add(found[-1][1])
        if unranked_intro:
            unranked_starts.add(found[-1][1])
        if from_prose:
            aside_starts.add(found[-1][1])

    while i < n:
        fact = facts[i]
        if fact.criteria_title and not found:
            fact = _ranking_title(fact, lines[i])
        kind = fact.kind
        if kind == _BLANK:
            i += 1
            continue
        if role_line:
            role_line = False
            head = _head_name(lines[i].strip()) if not fact.item and not fact.heading else None
            # r20b: "## My top three" over "**1. Bitwarden** - Secure, audited ...": a line with a
            # rank marker of its own names its pick by the marker, not by the words after the dash
            if head is not None and not skipping and fact.marker_pick is None:
                block += 1
                add(i, (head, lines[i].find(head), ""))  # "**Best overall**", then "X — ..."
                i += 1
                continue
        if (
            ranked_intro
            and not skipping
            # picks23d: "Ranked recommendation:" over "1. Bitwarden ...", then "Resolution:" after
            # the list: the intro's list was read, so a later "X:" line is no part of it
            and not intro_listed
            and (kind == _PROSE or (fact.prose and not fact.bold_picks))
            # r20: "**#3 - Sony a6400**" under "Counting down to my top pick:" states its place;
            # the marker path below keeps it, so a countdown is put back in rank order
            and fact.marker_pick is None
        ):
            line = lines[i]
            separated = ":" in line or "—" in line or "–" in line or " - " in line
            head = _head_name(line.strip()) if separated else None
            if head is None:
                head = _intro_sentence_pick(line.strip())
            if head is not None:  # "Top 3:" then "Linear — fast" on its own line, no bullet
                block += int(not found or found[-1][2] != block)
                add(i, (head, lines[i].find(head), ""))
                i += 1
                continue
        if kind == _PROSE:
            # A plain prose line (no markup, no colon, no list or heading marker) names no pick;
            # it only ends a skipped section and a list pick's details, or opens a section of
            # rivals already turned down ("Why not the others?").
            role_indent = None
            unranked_intro = False
            skipping = fact.reject_question
            skip_heading = False
            ranked_intro = False
            block += int(skipping)
            if not fact.indented and detail_indent != -1:
                detail_indent = None
            i += 1
            continue
        if fact.table_head and i + 1 < n and facts[i + 1].separator:
            j = i + 2
            while j < n and "|" in lines[j] and facts[j].kind != _BLANK:
                j += 1
            if (
                skipping
                and not skip_heading
                and _after_bullets(facts, i)
                and _table_candidates(lines[i:j], i)[2]
            ):
                skipping = False  # review_picks33: "What matters:" over bullets, a ranked table
            if not skipping and not _checklist_header(lines[i]):
                block += 1
                cells, transposed, ranks_stated = _table_candidates(lines[i:j], i)
                tables = True
                if transposed:
                    across.add(block)
                elif not ranks_stated and not _order_intro_above(lines, facts, i):
                    loose[block] = (i, j)
                else:
                    ranked_tables.add(block)
                if not transposed and _has_rank_column(lines[i]):
                    # picks_pins: a "#" column states places under any header beside it
                    rank_column_tables.add(block)
                for cell_name, k, (a, _) in cells:
                    add(k, (cell_name, a, ""))
                    if block in loose:
                        loose_starts.add(found[-1][1])
                if transposed:
                    block += 1  # what follows the comparison is read on its own
            i = j
            continue
        if kind == _FINAL_LINE:
            final_at = len(found)
            revision = _REVISION_OPENS.match(lines[i]) is not None
            block += 1
            skipping = False
            detail_indent = None
            for named in fact.final_names:
                add(i, named)
            i += 1
            continue
        if fact.prose and not skipping and lines[i].lstrip()[:2] in ("**", "__"):
            avoided_keys.update(_skip_label_keys(lines[i]))  # "**What I'd skip:** Jira, ..."
        if (
            skipping
            and skip_heading
            and fact.prose
            and fact.summary_picks is None
            and not fact.ranking_opener
        ):
            # "❌ **X** - ...", "Free services such as **Hola** ..." under a "What to avoid"
            # heading: the section lasts to the next heading, plain paragraph or summary line
            if avoid_heading:
                _note_avoided(fact, lines[i], avoided_keys)
            i += 1
            continue
        if fact.prose:
            # A prose line ends a skipped section and a pick's details, unless it opens a new one;
            # under a ranked heading, a marked-up line that names no ranking ("**Pros:** LiDAR,
            # strong suction") is one of that pick's details.
            skipping = False
            if not fact.indented and not (
                detail_indent == -1
                and fact.summary_picks is None
                and fact.marker_pick is None
                and not fact.ranking_opener
                and not fact.opens_skip
            ):
                detail_indent = None
            # "My top 3:" announces a ranking: its plain bullets ("• Brooks Ghost 16 – ...") name
            ranked_intro = fact.ranking_intro
            unranked_intro = unranked_order_intro(lines[i])
            intro_listed = False
        if fact.heading:
            verdict_under = fact.verdict_heading and fact.heading_pick is not None
            unranked_intro = False
            tier_section = "$" in lines[i] or "€" in lines[i] or "£" in lines[i]
            tier_section = tier_section and tier_heading(lines[i])
            detail_indent = None
            role_indent = None
            skipping = False
            ranked_intro = False
            # "## Also consider", "## Budget alternative: X": what the section names is an aside
            aside_section = _sets_aside(lines[i])
            kinds_section = aside_section and _KINDS_SECTION.search(lines[i]) is not None
            if not aside_section and _ranks_kinds(lines[i]):
                aside_section = kinds_section = True  # misses32: "## Navigation, best to worst"
        elif fact.prose and fact.bold_only and _sets_aside(lines[i]):
            aside_section = True  # "**Other laptops to consider**" over its bullets
            kinds_section = _KINDS_SECTION.search(lines[i]) is not None
        elif fact.prose and fact.bold_only and _ranks_kinds(lines[i]):
            aside_section = kinds_section = True  # "**Navigation, best to worst**"
        if fact.opens_skip:
            skipping = True
            skip_heading = fact.heading
            avoid_heading = fact.heading and _advises_against(lines[i])
            block += 1
            if fact.skip_consumes:
                i += 1
                continue
        if skipping and not skip_heading and fact.item and _ranking_after_bullets(facts, i):
            skipping = False  # "What matters:" over bullets, a blank line, then "1. **X** - ..."
        if skipping and (fact.item or fact.heading):
            if avoid_heading and skip_heading and fact.item:
                _note_avoided(fact, lines[i], avoided_keys)
            i += 1
            continue
        if fact.item:
            intro_listed = intro_listed or ranked_intro
            if (
                detail_indent is not None
                and fact.item_indent > detail_indent
                and not (detail_indent == -1 and verdict_under and _numbered_pick(fact))
            ):
                i += 1  # a pick's details; a numbered list under a verdict heading is a ranking
                continue
            item_pick = fact.item_pick
            if item_pick is not None and fact.item_indent == 0 and _bold_label_bullet(lines[i]):
                if feature_lines is None:
                    feature_lines = _feature_runs(lines, facts)
                if i in feature_lines:
                    i += 1  # "- **Watchtower:** warns ..." among a pick's features
                    continue
            if item_pick is None and (ranked_intro or unranked_intro) and not skipping:
                # picks39: "Alphabetical, with my scores:" announces its products as "My top 3:"
                # does; their order is settled after the list (`in_score_order`)
                item_pick = _plain_bullet_pick(lines[i])
            if role_indent is not None and fact.item_indent <= role_indent:
                role_indent = None
            if item_pick is None and role_indent is not None:
                # "   - Breville Bambino Plus: ..." under "1. **Best overall**": the role's product
                item_pick = _plain_bullet_pick(lines[i])
                if item_pick is not None:
                    add(i, item_pick)  # in the block its role list opened
                    detail_indent, role_indent = role_indent, None
                    i += 1
                    continue
            if item_pick is None and fact.place_role and not skipping:
                block += int(detail_indent is None)  # a role list is one block, like a list
                role_indent, detail_indent = fact.item_indent, None
            if item_pick is not None:
                if detail_indent is None:
                    block += 1
                add(i, item_pick)
                for named in fact.heading_more:
                    add(i, named)  # a place two products share ("either the X or the Y")
                if aside_section and (found[-1][3] is None or kinds_section):
                    # (a kinds section's numbered items rank categories, not products)
                    aside_starts.add(found[-1][1])
                    sectioned.add(found[-1][1])
                    if kinds_section:
                        kind_keys.add(found[-1][0].casefold())
                        kind_starts.add(found[-1][1])
                detail_indent = fact.item_indent
                if role_indent is not None and fact.item_indent > role_indent:
                    # "   - **Mullvad**" under "1. Best for anonymity": the role's product; the
                    # bullets beside it ("   - Swiss-based, open source") are its details
                    detail_indent, role_indent = role_indent, None
            i += 1
            continue
        if fact.heading:
            if fact.heading_pick is not None:
                if not heading_run:
                    block += 1
                add(i, fact.heading_pick)
                for named in fact.heading_more:
                    add(i, named)
                if aside_section and found[-1][3] is None:
                    aside_starts.add(found[-1][1])
                    sectioned.add(found[-1][1])
                detail_indent = -1
                heading_run = True
            elif fact.place_role and not skipping:
                role_line = True
            elif found and _heads_found_pick(lines[i], found, found_index):
                detail_indent = -1  # "### Breville Bambino Plus" after the table that ranked it
            i += 1
            continue
        if detail_indent == -1:
            i += 1  # prose under a ranked heading describes that pick
            continue
        if fact.marker_pick is not None:
            add(i, fact.marker_pick)
            if not fact.indented and fact.bold_only:
                # "**1. The All-Rounder: Canon EOS R50**" alone on its line titles that pick like
                # a ranked heading: the bullets under it ("* **Consider:** ...") are its details
                detail_indent = -1
            if _EXTRA_LABEL.search(lines[i], 0, max(fact.marker_pick[1], 0)):
                aside_starts.add(found[-1][1])  # "🏅 Honourable mention: **X**", after the medals
            i += 1
            continue
        if fact.summary_picks is not None:
            for named in fact.summary_picks:
                add(i, named)
                if not fact.inline_ranking:
                    summary_starts.add(found[-1][1])
                elif fact.verdict_ranking:
                    inline_starts.add(found[-1][1])
            i += 1
            continue
        if fact.place_role and not skipping:
            role_line = True
        if fact.lead_pick is not None:
            add(i, fact.lead_pick)
            if _EXTRA_LABEL.search(fact.lead_pick[2]):
                aside_starts.add(found[-1][1])  # "**Also worth a look:** X"
        if (
            fact.bold_picks
            and found
            and fact.bold_only
            and _heads_found_pick(lines[i], found, found_index)
        ):
            # "**Breville Bambino Plus**" over its bullets, after the table that ranked it: the
            # title of that pick's details, like a heading that names it
            for named in fact.bold_picks:
                add(i, named, from_prose=True)
            detail_indent = -1
            i += 1
            continue
        if fact.bold_picks and _titles_next(lines, facts, i):
            i += 1  # "**What I'd Buy**" over a list whose items name the products: a title
            continue
        for named in fact.bold_picks:
            add(i, named, from_prose=True)
        i += 1
    if found and _has_any(body, _WITHDRAW_WORDS):
        found = _withdrawn_replaced(found, body)
    if kind_starts and not _ranked_beside(found, kind_starts | sectioned, ranked_tables):
        # review28p: a kinds title over the reply's only ranking of products ("## What kind of
        # vacuum?" over "1. **X**", then "## Also consider"): its items are the products
        aside_starts -= kind_starts
        sectioned -= kind_starts
        kind_keys.clear()
    if aside_starts or loose_starts:
        found = _without_asides(found, aside_starts | loose_starts, ranked_tables)
    if avoided_keys:
        tabled = (ranked_tables | loose.keys()) - rank_column_tables
        found = _without_avoided_rows(found, avoided_keys, tabled)
    if (
        0 <= final_at < len(found)
        # picks27: a revision re-ranks; one product after it is an addition, not the ranking
        # review29p: and it re-ranks what was read above it, naming again a product read before
        # it ("**Edit:** for first-time setup, install these in this order:" over setup steps
        # re-ranks nothing)
        and not (revision and (len(found) - final_at < 2 or not _reranked(found, final_at)))
        and not _final_repeats_first(found, final_at)
        and not final_restates(found, final_at)
    ):
        found = found[final_at:]
    if final_at == 0 and len(found) == 1:
        found = _final_heads_prose(found, body)
    if aside_starts:  # after the cut at ``final_at``, an index into the list as it was read
        found = _without_outer_asides(found, aside_starts, sectioned, ranked_tables)
    if found and _has_revision_label(body):
        # after the asides go: the note below the ranking that names the replacement is one
        found = _swapped(_dropped_replaced(found, body), body)
    if kind_keys:
        # picks26: a kind ranked in a kinds section and recommended again after it ("**Recommendation:**
        # start with APS-C.") is still a kind, when products are ranked beside it
        products = [f for f in found if f[0].casefold() not in kind_keys]
        found = products if len(products) >= 2 else found
    # `_used_as_common_word` holds only for a one-word name: the test is asked here first.
    words = BodyWords(body)  # each fact built once, on first need, for all the names
    found = [
        f
        for f in found
        if not (
            f[0].isalpha() and _used_as_common_word(f[0], words, _lead_placed(body, f[1], f[0]))
        )
    ]
    if summary_starts:
        # "My recommendation: the X first, the Y second" after a run-down of unranked sections
        # ("**X**", "- **Y:** ..."): the run-down describes the options, the closing line ranks.
        # So does "**Verdict:** X first, then Y" after a feature table that states no rank.
        closing = [f for f in found if f[1] in summary_starts]
        before = [f for f in found if f[1] not in summary_starts]
        unranked = (
            all(f[3] is None for f in before)
            if not tables
            else len(closing) >= 2
            and all(f[2] in loose for f in before)
            and not any(_role_column(lines[a:b]) for a, b in loose.values())
        )
        if (
            closing
            and before
            and unranked
            and min(f[1] for f in closing) > max(f[1] for f in before)
        ):
            found = _winner_of_roles(before, closing, body) or closing
    if inline_starts and not summary_starts and not tables:
        found = _closing_numbered_order(found, inline_starts)
    outside = len({f[0].casefold() for f in found if f[2] not in across}) if across else 0
    headed = len({f[0].casefold() for f in found if f[2] in across}) if across else 0
    if outside >= 2 or (outside == 1 and headed == 2):
        # A comparison table with the products as column headers lists them in table order; a
        # ranking elsewhere in the reply is the order it recommends them in (for a pair, a
        # winner line alone: the other is placed second by `complete_pair`).
        found = [f for f in found if f[2] not in across]
    if across and found and all(f[2] in across for f in found):
        stated = _prose_picks(body)
        if stated:  # "the Dell XPS 13 edges out the MacBook Air M3" below the comparison
            found = stated
    if (
        loose
        and found
        and all(f[2] in loose for f in found)
        and _places_outside_tables(lines)
        and not any(_role_column(lines[a:b]) for a, b in loose.values())
    ):
        # A feature table that states no rank ("| VPN | Audited | Price |", rows alphabetical),
        # then a ranking in prose of products from it: the prose is the order recommended.
        ranked = _prose_picks(body)
        listed = {f[0].casefold() for f in found}
        if len(ranked) >= 2 and all(f[0].casefold() in listed for f in ranked):
            found = ranked
    if len(tier_starts) >= 2 or len(unranked_starts) >= 2:
        # picks39: a list or table in an order the writer says is not preference ("listed
        # alphabetically:", "cheapest first:", "Sorted by price:") is read as price tiers are: a
        # closing statement that ranks its products is the ranking, whatever their numbers
        stated = in_stated_order(
            found, tier_starts | unranked_starts, body, lambda: _prose_picks(body), unranked_starts
        )
        found = stated if stated is not found else in_score_order(found, unranked_starts, body)
        if found and advises_against_all(body, max(tier_starts | unranked_starts)):
            found = []  # fix_picks39r: "I'd avoid all three": the list recommends none of them
    if len(found) >= 2 and all(f[3] is None and _conditional_item(body, f[1]) for f in found):
        # picks25: "- If you're engineering-heavy, get **Linear**." bullets, one condition each,
        # then "I'd rank them Notion first, Linear second and Asana third": the conditions say
        # whom each suits, the prose states the overall order, which is the ranking
        ranked = _prose_picks(body)
        keys = {f[0].casefold() for f in found}
        if len(ranked) >= 2 and sum(r[0].casefold() in keys for r in ranked) >= 2:
            found = ranked
    if len(found) >= 2 and (body.startswith("**") or "\n**" in body):
        # picks28: bold run-in leads over paragraphs, then a ranking in prose after them
        leads_ranked = _leads_then_prose_ranking(found, body)
        if leads_ranked is not None:
            found = leads_ranked
    if found and _declines_to_rank(body, found):
        found = []
    if not found:
        found = _prose_picks(body)
        if not found:
            found = _bare_bullets(lines, facts, lengths, body)
            if found and _declines_to_rank(body, found):
                found = []  # "It's a genuine tie:" over a bullet per option: weighed, not ranked
            if not found and "order" in body:  # every order statement holds the word
                found = _names_in_stated_order(lines, facts, lengths)
            if not found and _typed_in_lower_case(body):
                found = _lower_case_numbered(lines, facts, lengths)
    elif prose_only:
        # Bold names in prose only, and the reply recommends one outright ("Get the **X**."):
        # the other bold names are rivals it explains away, and a plain name it places ("the Y is
        # a close second") is the next pick.
        # Not when the outright pick is one of picks given by use case that a closing "If I could
        # only recommend one, it would be the X" singles out: the others stay, after it.
        # "you should really get the **Brewra Care** plan" beside the pick: bought with it, not
        # a pick, so not the outright recommendation that would re-read the prose either
        found = without_add_ons(found, body)
        first = _trigger_pick(body)
        if (
            first is not None
            and first[0].casefold() in {f[0].casefold() for f in found}
            and singled_out(found, body) is None
        ):
            found = _prose_picks(body)
    found = without_add_ons(found, body)  # the prose reading may name an add-on too
    # most replies fail the opening's shape ("Here's ...", "**TL;DR:**", a heading or a list):
    # the one match is asked here, once, without a call, and handed to the reading that needs it
    shape = _OPENING_SHAPE.match(body)
    opening = _opening_verdict(body, shape) if shape is not None else []
    if opening:
        # "Canon EOS R50 — the best beginner body right now." over "**Runner-up:** Sony a6400":
        # the verdict the reply opens with is its first pick (or its first picks, in order)
        keys = {f[0].casefold() for f in found}
        found = [(n, at, -1, None) for n, at in opening if n.casefold() not in keys] + found
    elif not found and shape is not None:
        found = [(n, at, -1, None) for n, at in _lone_verdict(body)]
    if not found:
        found = [(n, at, -1, None) for n, at in _casual_opening(body)]
    if len(found) >= 3 and found[0][2] != found[-1][2]:
        # a breakdown or a restatement stands in a block of its own: one block needs neither
        found = without_restatements(without_breakdowns(_without_previews(found, body)))
    if len(found) >= 5:
        found = _without_options_described(found, body)
    found = _in_stated_order(found)
    if len(found) >= 2 and "Why " in body:
        found = _in_why_order(found, body)
    if len(found) >= 2 and found[0][3] is None:  # (a stated rank rules the order)
        found = closing_single_choice(found, body, _trigger_pick)
    if "unner" in body and len(found) >= 2 and _has_any(body, _FIRST_ROLE_HINTS):
        found = _best_overall_first(found, body)
    # picks37: a closing note that revises the order ("Edit: ... Asana first, Trello second",
    # "Update: ... I'd move the Ioniq 5 up to second and put the **Volkswagen ID.4** third")
    found = revised_order(found, body, _candidate)
    same = _summary_aliases(found, summary_starts) if summary_starts else {}
    if len(found) > 1 and found[0][2] != found[-1][2]:
        for key, name in _short_forms(found).items():
            same.setdefault(key, name)
    for key, name in _model_suffixes(found).items():
        same.setdefault(key, name)
    if len(found) > 1:
        for key, name in restated_aliases(found).items():
            same.setdefault(key, same.get(name.casefold(), name))
    picks: list[Pick] = []
    seen: set[str] = set()
    for name, start, _, _ in found:
        key = name.casefold()
        canonical = same.get(key, name)
        if canonical.casefold() in seen:
            continue
        seen.add(canonical.casefold())
        end = start + len(name)
        picks.append(Pick(canonical, (start, end) if norm is None else norm.span(start, end)))
    return PicksReading(picks, _confident(found, body))


# A ranking stated in prose: "X edges out Y", "I'd put X first and Y second", "X takes the top
# spot ... Y comes in second". Each pattern marks where a name starts and the place it gets.
_PROSE_FIRST = re.compile(
    r"(?:\b(?:put|rank|place)\s+(?:the\s+)?(?=[A-Z0-9])"
    r"|^|(?<=[.!?]\s)|(?<=\n))"
    r"(?=[^.!?\n]{0,80}?\b(?:first|on\s+top|ahead|edges?\s+out|beats?|outranks?|wins?\b|"
    r"takes?\s+(?:the\s+)?(?:top\s+spot|first\s+place|crown)|comes?\s+(?:out\s+)?(?:on\s+top|first)))",
)
_PROSE_AHEAD = re.compile(
    r"\s+(?:edges?\s+out|beats?|outranks?|narrowly\s+beats?|wins\s+out\s+over|tops|ahead\s+of|"
    r"above|over"
    # "I'd rank the X slightly ahead of the Y": a degree before "ahead of" or "above"
    r"|(?:slightly|just|narrowly|comfortably|clearly|marginally|well|a\s+(?:little|bit|touch|hair|"
    r"notch))\s+(?:ahead\s+of|above))\s+(?:the\s+)?"
)
_PROSE_PLACE = re.compile(
    r"\s+(?:(?:is|are|comes?|ranks?|finishes|goes|lands?)\s+(?:in\s+)?|takes?\s+)?(?:the\s+)?"
    r"(?P<place>first|second|third|top\s+spot|first\s+place|second\s+place|third\s+place|"
    r"a\s+(?:very\s+)?(?:close|strong|solid|worthy)\s+(?:second|third)|(?:(?:a|my)\s+(?:[a-z]+\s+)?)?runner-up|"
    r"(?:better|stronger|clear|overall)\s+(?:choice|pick|option|buy|bet)|"
    r"my\s+(?:second|third)(?:\s+(?:choice|pick|option|recommendation))?|next(?=[,.;])|"
    # pins39: not "Roborock's my pick of the brands", a maker chosen, whose models the reply ranks
    r"my\s+(?:top\s+|first\s+|overall\s+)?(?:pick|choice|recommendation)"
    r"(?!\s+of\s+the\s+(?:brands|makers|manufacturers|companies)\b)|"
    r"(?:an?|another)\s+(?:[a-z]+\s+)?alternative|another\s+(?:[a-z]+\s+)?(?:option|choice|pick)|"
    # "wins on battery", "wins on price": one criterion's winner, not a place ("wins on planes" is)
    r"winner|wins?(?!\s+on\s+(?:" + _CRITERION_WORDS + r")\b)|gets\s+my\s+vote|"
    r"comes?\s+out\s+(?:ahead|on\s+top)|"
    r"next\s+best\s+(?:choice|pick|option|bet)|"
    r"a\s+(?:[a-z]+\s+)?(?:second|third)\s+(?:choice|pick|option)|"
    r"crown|my\s+number\s+one|best\s+overall|"
    # picks28: "the Z trails both" after "X edges out Y": behind the two the sentence ranked
    r"trails?\s+(?:them\s+)?both(?=\s*[.;,!]|\s*$)|"
    # picks28: "Y is great, but X is better for most families": the first place for the market
    # (review30p: nor with "if" or "unless" after it, a condition: "... is better for most
    # people if you can live with the battery")
    r"better\s+for\s+most(?!\s+of)(?![^.;:!?\n]{0,40}?\b(?:than|if|unless)\b)|"
    # "the Breville Bambino Plus is the one to buy": the first place; not "the one to beat" (the
    # benchmark), nor "the one to get if you shoot video; otherwise, my pick is ..." (a condition)
    r"one\s+to\s+(?:buy|get|pick|choose)(?!\s+if\b[^.!?\n]{0,80}?\botherwise\b)|"
    r"best(?=[.!]\s|[.!]?$)|"  # "Brooks Ghost 16 is the best.": the best, with nothing after
    r"best\s+(?:for\s+\w+|budget\s+(?:option|pick|choice)|value(?:\s+(?:option|pick))?)|"
    # fixes24: "rounds out the list" is the ranking's list, "the list of accessories" another one;
    # review25: "the list of three", "the list of my picks" is the ranking's own list again
    r"rounds?\s+out\s+(?:the|my|our)\s+(?:top\s+(?:three|3)|three|3|trio|podium|list"
    r"(?!\s+of\s+(?!(?:the\s+|my\s+|our\s+)?(?:top|three|3|picks|favou?rites|recommendations"
    r"|contenders|finalists)\b))))"
    r"\b(?!-)",  # not "third-row"
    re.I,
)
_PLACE_RANK = {"first": 1, "top spot": 1, "first place": 1, "second": 2, "second place": 2}
_PLACE_RANK.update({"next best choice": 2, "next best pick": 2, "next best option": 2})
_PLACE_RANK.update({"next best bet": 2, "next": 2})
_PLACE_RANK.update({"winner": 1, "win": 1, "wins": 1, "gets my vote": 1, "best overall": 1})
_PLACE_RANK.update({"third": 3, "third place": 3, "a close second": 2, "runner-up": 2})


_PLACE_BEFORE = re.compile(
    r"\b(?:(?:in\s+)?(?:my\s+)?(?P<place>first|second|third)\s+"
    # picks25: "My first choice for your family would be the X": whom the choice is for (a
    # criterion after "for" names that criterion's winner, no overall place)
    r"(?:(?:place|pick|choice|option|spot|up)"
    r"(?:\s+for\s+(?!(?:" + _CRITERION_WORDS + r")\b)[^,.;:!?\n]{1,60}?)?\s+"
    # review_picks41: "First on our list is", a team's or an app assistant's list, as "my list"
    r"|on\s+(?:my|our)\s+list\s+)?(?:,\s*)?"
    r"(?:I'd\s+put|I\s+would\s+put|goes\s+to|is|would\s+be|belongs\s+to)"
    r"|in\s+(?P<in_place>first|second|third)(?:\s+place)?\s*,"
    # fix_picks39r: "..., second is the X and third the Y": the verb left out after "and"
    r"|(?:(?<=,\s)|\band\s+)(?P<then>second|third)(?:\s+to|(?=\s+the\s))"
    r"|(?P<adverb>firstly|secondly|thirdly|next|finally|lastly),"
    # "Second, the Volkswagen ID.4." opening its own sentence (not "came second, the Y third")
    # picks24: "Third, at 7.5, is the Casabrews CM5418": a short aside between commas, then "is";
    # an aside opens with a small word ("at", "with", "just"), never a name ("Second, the X, is")
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?P<aside_place>first|second|third),\s"
    r"(?:at|with|scoring|rated|just|and|a|close|behind|on)\s[^,\n]{1,24}?,\s+(?:is|comes)"
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?P<lead_place>second|third),"
    r"|(?:my\s+)?number\s+one\s+(?:is|would\s+be)"
    r"|my\s+(?P<runner>runner-up)\s+(?:is|would\s+be)"
    r"|for\s+(?:a\s+|my\s+)?(?P<for_place>second|third)\s+(?:option|pick|choice)\s*,"
    r"|my\s+top\s+(?:pick|choice|recommendation)\s+(?:is|would\s+be)"
    # picks30: "Next is the Tesla Model Y." opening its own sentence: the place after the one
    # before it, as "Next, the X" is (a sentence's start only: "the next is" reads no place)
    r"|(?:^|(?<=[.!?]\s)|(?<=\n))(?P<next_is>next)\s+(?:up\s+)?(?:is|comes)"
    r"|(?<=;\s)(?P<next>then)|;\s+and\s+(?P<last>last))\s+(?:the\s+)?(?=[A-Z0-9])",
    re.I,
)
_PLACE_BEFORE_FOLDED = _folded(_PLACE_BEFORE)
# Where a `_PLACE_BEFORE_FOLDED` match can start, found by the character before it: every branch
# opens, at a word boundary, with "in", "my", "and", "for", a place word, "next", "finally",
# "lastly", "number" or (after "; ") "then"; or with the ";" of "; and last", which this finds
# itself. A pattern that opens with a character class is scanned for that class in C, so the
# places where the full pattern is tried are a few words a reply instead of every character.
# perf34: the four small words, common in any prose, are let through only before what their
# branches need next: "in" before a blank, an optional "my" and a place word ("in second place",
# "in my first pick"); "my" before a blank and a place word, "number", "runner" (-up) or "top";
# "and" before a blank and "second" or "third" (the "; and last" branch opens at its ";"); "for"
# before a blank, an optional "a" or "my" and "second" or "third".
_PLACE_BEFORE_STARTS = re.compile(
    r"\W(?=in\s+(?:my\s+)?(?:first|second|third)|my\s+(?:first|second|third|number|runner|top)"
    r"|and\s+(?:second|third)|for\s+(?:a\s+|my\s+)?(?:second|third)"
    r"|first|second|third|next|finally|lastly|number|then|(?<=;))"
)


def _matches_from(
    pattern: re.Pattern[str], text: str, starts: Iterable[int]
) -> Iterator[re.Match[str]]:
    """`pattern.finditer(text)` for a pattern that never matches the empty string, tried only at
    ``starts``: offsets in increasing order (repeats allowed) that hold every offset where a match
    can start. The same matches: the leftmost match from the end of the last one starts at the
    first of ``starts`` there where the pattern matches, and "match" at an offset sees the text
    before it (word boundaries, lookbehinds) as the search does."""
    done = 0
    for start in starts:
        if start < done:
            continue
        m = pattern.match(text, start)
        if m is not None:
            yield m
            done = m.end()


def _place_before_starts(lower: str) -> Iterator[int]:
    """Where a `_PLACE_BEFORE_FOLDED` match can start in ``lower``: its start, after each
    `_PLACE_BEFORE_STARTS` character, and at each ";" it finds."""
    yield 0
    for gate in _PLACE_BEFORE_STARTS.finditer(lower):
        at = gate.start()
        if lower[at] == ";":
            yield at
        yield at + 1


_NAME_LEAD = re.compile(r"(?:[Tt]he\s+)?[*_]{0,3}")


_Placement = tuple[str, int, int, str]
"""(name key, stated place, offset in the line, name) of a product a prose line places."""


# Every alternative of `_PROSE_AHEAD` and `_PROSE_PLACE` holds one of these words (lower case).
_PLACEMENT_WORDS = (
    "first", "second", "third", "top", "runner", "choice", "pick", "option", "buy", "bet",
    "alternative", "win", "vote", "ahead", "round", "edge", "beat", "outrank", "above", "over", "next",
    "recommendation", "crown", "number one", "best", "one to ", "trail",
    "better for most",
)  # fmt: skip
_PLACEMENT_HINT = _hint_pattern(_PLACEMENT_WORDS)


# A model word some makers write in lower case ("Nikon Z fc", "iPad mini"), read as part of the
# name only right before the place a sentence gives it ("the Nikon Z fc second").
_LOWER_MODEL_WORD = re.compile(
    rf" (?P<word>{'|'.join(sorted(LOWER_MODEL_WORDS))})(?=[*_]{{0,3}}\s+(?:first|second|third)\b)"
)


# r22: a preposition a how-to's step puts before what it acts on ("export to ENEX first", "save
# it as CSV first", "convert them into PDF first"): the name after it is the step's object, and
# "first" orders the steps; a ranking places its product as the subject or after "put", "rank".
# Fixes r24: a bare place word followed by a criterion after "for" or "on" ("I'd rank the X first
# for battery life", "the Y comes second on price") places the name on that criterion alone, as
# "wins on battery" does, unless the line ranks (two places or more: "X first for value, Y second
# for range", where "for" gives each place's reason); "for its price" is a reason too, and the
# asker after "for" ("first for most people") names no criterion, so both still place. Matched at
# the place's end only, so it costs a few characters per placement.
_ORDINALS = frozenset(("first", "second", "third"))
_CRITERION_AFTER = re.compile(rf"[ \t]{{1,3}}(?:for|on)[ \t]{{1,3}}(?:{_CRITERION_WORDS})\b", re.I)
# review25: unless the same clause places the name overall too ("the X is first for battery life
# and first overall", "... and the best overall"). Anchored after the criterion, bounded.
_OVERALL_TOO = re.compile(
    r"[^.!?;\n]{0,40}?\band[ \t]{1,3}(?:also[ \t]{1,3})?(?:(?:first|top|number[ \t]{1,3}one"
    r"|the[ \t]{1,3}best)[ \t]{1,3})?overall\b",
    re.I,
)
# picks28: "The Y is great, but the X is better for most families": a concession, then the one
# the writer ranks above it; "better for most" with no "but" before the name is a comparison
# ("Reviewers say the X is better for most apartments") and places nothing. Searched in the 16
# characters before the name, as `_STEP_OBJECT_BEFORE` is.
# picks28: a sentence opening on a criterion before the name ("On battery, the ", "On price alone,
# "): searched in the 48 characters before a "wins" placement only. review30p: and before a
# "trails both" one, with "For" too ("For the price, the Eufy trails both").
_CRITERION_OPENS_BEFORE = re.compile(
    r"(?:^|[.!?;:][ \t]{1,3})(?:On|For)[ \t]{1,3}(?:the[ \t]{1,3})?(?:"
    + _CRITERION_WORDS
    + r")\b[^,.;:!?\n]{0,24},[ \t]{1,3}"
    r"(?:the[ \t]{1,3})?$",
    re.I,
)
_CONCEDED_BEFORE = re.compile(r"\bbut[ \t]{1,3}(?:the[ \t]{1,3})?$")
# Searched in the 16 characters before the name only, so its cost does not grow with the line.
_STEP_OBJECT_BEFORE = re.compile(r"\b(?:to|into|as)[ \t]{1,3}(?:the[ \t]{1,3})?$")


def _line_placements(line: str) -> tuple[_Placement, ...]:
    """The places one line of prose gives the names in it, in reading order: "X edges out Y",
    "X is the better choice", "Y is a sensible third option".

    Every placement is a match of `_PROSE_AHEAD` or `_PROSE_PLACE`, so an ASCII line without any
    of their words places nothing (elsewhere case folding reaches further, and the line is read).
    """
    if line.isascii() and _PLACEMENT_HINT.search(line.lower()) is None:
        return ()
    return _placements_in(line)


# picks34: the end of a product spelled as its web address with a capital ("Monday.com first"),
# which a name run stops before: the suffix, then no further word character. review_picks34: a
# country's two letters may follow ("Monday.com.au first"); before, neither joined nor placed.
_DOMAIN_TAIL = re.compile(r"\.(?:com|io|ai|app|so|co|dev|net|org)(?:\.[a-z]{2})?(?!\w|\.\w)")


# picks35b: "I'd put the **Tesla Model Y** at the top.": the writer's own verb before the name and
# the top place after it, as `prose_places` reads it in a reply with no list or table. The place is
# the reply's only when nothing narrows it: not the top of something that is no list ("at the top
# of the price range"), nor one case's place (a condition, or a criterion after "for" or "on").
# Both patterns are anchored at the name, so a line costs a few characters per name read.
_PUT_BEFORE_NAME = re.compile(
    r"\b(?:I'd|I[ \t]+would)[ \t]+(?:put|rank|place)[ \t]+(?:the[ \t]+)?[*_]{0,3}$"
)
_AT_THE_TOP = re.compile(
    r" at the (?:top|head)\b"
    r"(?![ \t]+of[ \t]+(?!(?:my|the|our|this)[ \t]+(?:list|ranking|shortlist|picks|three)\b))"
    r"(?![ \t]+(?:only[ \t]+)?(?:if|when|unless)\b)"
    rf"(?![ \t]+(?:for|on)[ \t]+(?:{_CRITERION_WORDS})\b)"
)


def _put_at_the_top(line: str, start: int, end: int) -> bool:
    """Whether the name from ``start`` to ``end`` is put "at the top" by the writer's own verb."""
    return (
        _AT_THE_TOP.match(line, end) is not None
        and _PUT_BEFORE_NAME.search(line, max(0, start - 24), start) is not None
    )


# picks36: a product spelled as its web address in lower case, as its brand writes it ("I'd go
# monday.com first, Trello second"), which no name run starts: read beside the name runs, in a
# line holding a web suffix at all (a few substring tests), so other lines scan once as before.
_LOWER_DOMAIN_SCAN = re.compile(
    r"(?<![\w.\-@/])[a-z][a-z0-9\-]{1,30}\.(?:com|io|ai|app|so|co|dev|net|org)(?:\.[a-z]{2})?"
    r"(?!\w|\.\w)"
)
_DOMAIN_SUFFIXES = (".co", ".io", ".ai", ".app", ".so", ".dev", ".net", ".org")


def _name_tokens(line: str) -> list[re.Match[str]]:
    """The name tokens of ``line`` (`_NAME_TOKEN_SCAN`) and, in a line with a web suffix, its
    lower-case web addresses (`_LOWER_DOMAIN_SCAN`), in reading order."""
    tokens = list(_NAME_TOKEN_SCAN.finditer(line))
    for suffix in _DOMAIN_SUFFIXES:
        if suffix in line:
            tokens.extend(_LOWER_DOMAIN_SCAN.finditer(line))
            tokens.sort(key=lambda m: m.start())
            break
    return tokens


@lru_cache(maxsize=1 << 15)
def _placements_in(line: str) -> tuple[_Placement, ...]:
    """`_line_placements`, read name by name. A statement never spans lines, so a line's
    placements are cached (replies repeat their lines across an archive)."""
    out: list[_Placement] = []
    held: list[_Placement] = []  # "to X first": a step's object, unless the line ranks others
    done_to = 0
    steps = _object_run_spans(line)  # limits33p: "Shop **Costco first, Amazon second**"
    for m in _name_tokens(line):
        if steps and any(a <= m.start() < b for a, b in steps):
            continue
        if m.start() < done_to or (
            m.start() > 0 and (line[m.start() - 1].isalnum() or line[m.start() - 1] in "'-")
        ):
            continue
        if m.re is _LOWER_DOMAIN_SCAN:  # picks36: "I'd go monday.com first"
            name, end = m.group(), m.end()
            done_to = end
            run = None
        else:
            run = _trimmed_run(line, m.start())
            if run is None:
                if m.group() in ("A", "I"):
                    done_to = _past_lone_letters(line, m.start())
                continue
            done_to = run[1]
            candidate = _candidate(run[0])
            if candidate is None or candidate in _SENTENCE_STARTERS:
                continue
            name, end = candidate, run[1]
            branded = _lower_brand_before(line, m.start())
            if branded is not None and line.startswith(name, m.start()):
                # pins39: "The eufy X8 Hybrid is my top pick", "I'd rank the eufy X8 Hybrid
                # first": the maker's lower-case brand opens the name found at its model
                name = line[branded : m.start()] + name
        if run is not None and line[end : end + 1] == ".":
            domain = _DOMAIN_TAIL.match(line, end)
            if domain is not None:  # picks34: "I'd go Monday.com first": its web address
                name, end = name + domain.group(), domain.end()
        if line[end : end + 1] == " " and line[end + 1 : end + 2].islower():
            lower = _LOWER_MODEL_WORD.match(line, end)
            if lower is not None:  # "the Nikon Z fc second": a model word in lower case
                name, end = f"{name} {lower['word']}", lower.end()
        while line[end : end + 1] in ("*", "_"):
            end += 1  # "**Bitwarden** first": the place follows the bold's closing marks
        if line[end : end + 1] in ('"', "\u201d") and line[m.start() - 1 : m.start()] in (
            '"',
            "\u201c",
        ):
            end += 1  # fix_picks39r: 'the "MacBook Air 13"" over the Y': the closing quote
        if name[-2:] in ("'s", "\u2019s") and line.startswith(" my ", end):
            name = name[:-2]  # pins38: "The Roborock Q7's my pick": the "'s" is "is" contracted
        ahead = _PROSE_AHEAD.match(line, end)
        if ahead is not None:
            other = _trimmed_run(line, ahead.end())
            other_name = _candidate(other[0]) if other is not None else None
            if other_name is not None:
                out.append((name.casefold(), 1, m.start(), name))
                out.append((other_name.casefold(), 2, ahead.end(), other_name))
            continue
        place = _PROSE_PLACE.match(line, end)
        if (
            place is None
            and line.startswith(" at the ", end)
            and _put_at_the_top(line, m.start(), end)
        ):
            out.append((name.casefold(), 1, m.start(), name))  # "I'd put the **X** at the top"
            continue
        if place is not None:
            said = " ".join(place.group("place").lower().split())
            # "the better choice", "comes out ahead": first; "rounds out the top three": third;
            # "a sensible third option", "a close runner-up": the place word inside decides; "a
            # good alternative", "another option": after the first, in the order they come
            words = said.split()
            if said.startswith("best") and said not in ("best overall", "best"):
                rank = 2  # "the Y is best for pets": after the best overall, in reading order
            elif said.startswith(("round", "trail")) or "third" in words:
                rank = 3
            elif "second" in words or "runner-up" in words or words[-1] == "alternative":
                rank = 2
            elif words[0] == "another":
                rank = 2
            else:
                rank = _PLACE_RANK.get(said, 1)
            ranked = said in _ORDINALS or said.startswith("trail")  # "trails both on price"
            criterion = _CRITERION_AFTER.match(line, place.end()) if ranked else None
            if criterion is not None and _OVERALL_TOO.match(line, criterion.end()) is None:
                # "the X first for battery life": one criterion's place, unless the line ranks
                held.append((name.casefold(), rank, m.start(), name))
                continue
            before = line[max(0, m.start() - 16) : m.start()]
            if said.startswith(("win", "trail")) and _CRITERION_OPENS_BEFORE.search(
                line, max(0, m.start() - 48), m.start()
            ):
                # picks28: "On battery, the Sony wins.": that criterion's winner, as "the Sony wins
                # on battery" is. review30p: and so no place, as that is, even in a line that ranks
                # ("X edges out Y overall. On price, the Z wins." leaves Z out, where holding it
                # as "first for battery" is held put it between them); "On suction, the Eufy
                # trails both" is that criterion's last, as "trails both on suction" is
                continue
            if said.startswith("better for") and _CONCEDED_BEFORE.search(before) is None:
                continue  # picks28: only after a concession (`_CONCEDED_BEFORE`)
            if said == "first" and _STEP_OBJECT_BEFORE.search(before) is not None:
                # "export to ENEX first": the first step of a how-to, not a place
                held.append((name.casefold(), rank, m.start(), name))
                continue
            out.append((name.casefold(), rank, m.start(), name))
    if held and len({rank for _, rank, _, _ in out + held}) >= 2:
        # review23: "Move to Linear first: it's the fastest. Asana is second, Notion third.": a
        # line that gives other names second and third places is a ranking, so its "first" is
        # a place too (a how-to orders its steps with "then", never "second"). Fixes r24: so is
        # "X first for value, Y second for range": in a ranking, "for" gives each place's reason
        out = sorted(out + held, key=lambda placed: placed[2])
    return tuple(out)


# A ranking given as one list in a sentence: "I'd rank them X, then Y, then Z", "My top three
# are the X, the Y and the Z".
_PROSE_LIST = re.compile(
    r"\b(?:I'd\s+rank\s+(?:them|these|the\s+(?:three|two))|I\s+would\s+rank\s+(?:them|these)"
    r"|my\s+(?:ranking|top\s+(?:three|3|two|2|picks))\s+(?:is|are|would\s+be)"
    # limits33p: "... for returns. My ranking: X, Y, Z", the label inside a line, as "is"
    r"|my\s+(?:ranking|top\s+(?:three|3|two|2|picks))(?=:)"
    # picks28: "My own order would be X, then Y, then Z"
    r"|my\s+own\s+ranking\s+(?:is|would\s+be)"
    # review30p: after "my (own) order" the list starts with a name, "the", a place word or a
    # list mark ("My order is the X, then the Y"), never another lowercase word ("My order is on
    # its way from the X and the Y", "My own order would be pizza from X"): what was ordered
    r"|my\s+order\s+(?:is|are|would\s+be)(?=[:\s]+(?:the\s|first\b|(?-i:[A-Z0-9*_#-])))"
    r"|my\s+own\s+order\s+(?:is|would\s+be)(?=[:\s]+(?:the\s|first\b|(?-i:[A-Z0-9*_#-]))))"
    r"[:\s]+",
    re.I,
)


# Inline numbers from 1 in a line of prose, each before a short name ("1. Linear 2. Notion").
_INLINE_RUN = re.compile(
    r"(?<=\s)1[.)]\s+[^\n\d]{2,40}?[,;]?\s+2[.)]\s+[^\n\d]{2,40}?(?:[,;]?\s+(?:and\s+)?3[.)]\s+"
    r"[^\n\d.,;]{2,40})?(?=[.,;]|\s*$|\s*\n)"
)


# Fixes r24: a run announced as steps ("Steps: 1. Preheat 2. Grind 3. Tamp", "Here's how: ...") is
# a how-to whatever its items look like; one-word steps have no shape of their own (`reads_as_steps`
# needs a verb's object or a quantity), and telling "Preheat" from "Linear" by the word would need a
# list of verbs. The intro must end right before the run (searched only in the 40 characters
# before it): "My order: 1. Linear 2. Asana" still ranks.
_STEPS_INTRO = re.compile(
    r"(?:\b(?:[Ss]teps?|[Mm]ethod|[Dd]irections|[Ii]nstructions|[Rr]ecipe|[Rr]outine)|\bhow)"
    r"[ \t]{0,3}:[ \t]{0,3}$"
)


# "I'd go X, then Y": names joined by "then" right after "I'd go", up to the clause's end.
_GO_THEN = re.compile(
    r"(?:\bI'd\s+go(?:\s+with)?|\b[Mm]y\s+(?:top\s+)?pick\s+(?:is|would\s+be))\s+"
    # fix_picks39r: an English word between "the" and the first name ("the sleek X8 Hybrid")
    rf"(?P<list>(?:the\s+)?(?:{ENGLISH_MODIFIER})?[A-Z0-9][^.:;!?\n]{{0,60}}?,?\s+then\s+"
    r"(?:the\s+)?[A-Z0-9][^.:;!?\n]{0,60}?)(?=[.:;!?]|\s*$)",
    re.M,
)
_FOLLOWED_BY = re.compile(r",?\s+followed\s+(?:closely\s+|by\s+)?(?:by\s+)?(?:the\s+)?")


# A ranking given in brackets inside a sentence: "my picks (Mullvad, Proton VPN, IVPN, in that
# order) are all audited".
_BRACKETED_ORDER = re.compile(r"\((?P<list>[^()\n]{3,160}?)[,;]?\s+in\s+that\s+order\)")


def _bracketed_order(body: str) -> list[tuple[str, int]]:
    """The names of the first bracketed list that says it is "in that order", with their starts,
    when every part is a proper name; [] otherwise."""
    avoided = _avoids_before(body)
    for m in _BRACKETED_ORDER.finditer(body):
        if avoided.matches_before(m.start()):
            continue
        listed = _name_list(_ARTICLE_BEFORE_NAME.sub("", m["list"]))
        if listed:
            return [(n, m.start("list") + max(m["list"].find(n), 0)) for n in listed]
    return []


# The character before "I'd", "I" and a blank, or "my" and a blank, in either case: where an ASCII
# reply's `_PROSE_LIST` match can start, after the reply's start (see `_prose_list_starts`). Every
# branch opens with "I'd\s", "I\s+would" or "my\s" (re.I folds an ASCII letter only to its other
# case there); perf34: before, every word opening with "i" or "m" ("is", "it", "more") let the
# pattern be tried.
_PROSE_LIST_STARTS = re.compile(r"\W(?=[Ii](?:'[Dd]|\s)|[Mm][Yy]\s)")


def _prose_list_starts(body: str) -> Iterator[int]:
    """Where a `_PROSE_LIST` match can start in an ASCII ``body``: its start, and after each
    `_PROSE_LIST_STARTS` character."""
    yield 0
    for gate in _PROSE_LIST_STARTS.finditer(body):
        yield gate.end()


def _listed_ranking(body: str) -> list[tuple[str, int]]:
    """The names of the first `_PROSE_LIST` sentence that lists at least two, with their starts;
    or of a run of inline numbers in prose ("My picks 1. Linear 2. Notion 3. Trello.")."""
    if "in that order)" in body:
        bracketed = _bracketed_order(body)
        if bracketed:
            return bracketed
    if "followed" in body:
        # "I'd go with the X, followed by the Y and the Z"; "X, followed closely by Y, with Z third"
        for m in _FOLLOWED_BY.finditer(body):
            start = max(body.rfind(stop, 0, m.start()) for stop in (". ", "! ", "? ", "\n")) + 1
            stop_at = _SENTENCE_STOP.search(body, m.end())
            end = len(body) if stop_at is None else stop_at.start()
            before = _prose_names(body[start : m.start()])
            after = _prose_names(body[m.end() : end], lead_is_name=True)
            if before and after and not _avoids(body[start:end]):
                names = [before[-1], *after]
                return [(n, body.find(n, start)) for n in names]
    if " 1. " in body or " 1) " in body:
        inline = _INLINE_RUN.search(body)
        if inline is not None:
            parts = _INLINE_NUMBER.split(inline.group())
            runs = [(part, inline.start() + inline.group().find(part)) for part in parts if part]
            named = [(_candidate(p.strip(" ,;.")), at) for p, at in runs]
            if reads_as_steps([p for p, _ in runs]) or _STEPS_INTRO.search(
                body, max(0, inline.start() - 40), inline.start()
            ):
                named = []  # fixes21: how-to steps run together in prose name no product
            if len(named) >= 2 and all(n is not None and _proper_name(n) for n, _ in named):
                return [(n, at) for n, at in named if n is not None]
    if " then " in body and ("I'd go" in body or "y pick " in body or "y top pick " in body):
        # "For a frequent flyer I'd go Bose, then Sony: ...": the order given in one breath
        # (limits33p: "My pick is the X, then the Y, then the Z" too)
        avoided = _avoids_before(body)
        for m in _GO_THEN.finditer(body):
            names = _prose_names(m["list"], lead_is_name=True)
            if len(names) >= 2 and not avoided.matches_before(m.start()):
                return [(n, m.start("list") + max(m["list"].find(n), 0)) for n in names]
    lower = body.lower()
    if "rank" not in lower and "top" not in lower and "my own " not in lower:
        return []  # every match holds one of them
    avoided = _avoids_before(body)
    # On ASCII, every match opens at a word boundary with "I" or "my" in either case: the pattern
    # is tried only there (elsewhere case folding reaches further, "\u0131" matching "i").
    starts = _matches_from(_PROSE_LIST, body, _prose_list_starts(body)) if body.isascii() else None
    for m in _PROSE_LIST.finditer(body) if starts is None else starts:
        stop_at = _SENTENCE_STOP.search(body, m.end())
        stop = len(body) if stop_at is None else stop_at.start()
        newline = body.find("\n", m.end(), stop)
        segment = body[m.end() : stop if newline < 0 else newline]
        names = _prose_names(segment, lead_is_name=True)
        if len(names) >= 2 and not avoided.matches_before(m.start()):
            return [(name, m.end() + max(segment.find(name), 0)) for name in names]
    return []


# The writer or reader with a contracted verb ("I'd", "I'm", "We'll", "You've"): after a place
# word it opens the writer's own clause ("Second, I'd put comfort ahead of price"), never a name.
_WRITER_VERB = re.compile(
    r"(?:I|We|You|They)'(?:d|m|ll|ve|re)\b(?P<put>[ \t]+(?:put|pick|rank|place|go[ \t]+with)[ \t]+)?"
)


# fixes23: a winner of the criterion a heading names: "wins", "takes it", "edges it", "comes out
# ahead", "is (the) best / better / winner here", "for this", "on this front", "this round"; read
# right after the name. Anchored and bounded: a few characters per placement.
_CRITERION_WIN = re.compile(
    r"[*_]{0,2}[ \t]{1,3}(?:[a-z]{2,12}ly[ \t]{1,3})?(?:wins?|takes[ \t]{1,3}(?:it|this|the[ \t]{1,3}round)"
    r"|edges[ \t]{1,3}(?:it|this|ahead)|comes[ \t]{1,3}out[ \t]{1,3}(?:ahead|on[ \t]{1,3}top)"
    r"|(?:is|was)[ \t]{1,3}(?:the[ \t]{1,3})?(?:clear[ \t]{1,3})?(?:best|better|winner)"
    r"(?:[ \t]{1,3}(?:choice|pick|option))?[ \t]{0,3}(?:[.!;,:]|here|for[ \t]{1,3}(?:this|that)"
    r"|on[ \t]{1,3}(?:this|that)|in[ \t]{1,3}this|this[ \t]{1,3}(?:round|time)))\b"
)


_RUN_IN_LABEL = re.compile(
    r"\*\*(?P<label>[^*\n]{1,40}?)[.:]\*\*|\*\*(?P<bare>[^*\n]{1,40}?)\*\*[.:]"
)


def _criterion_lead(line: str) -> bool:
    """Whether the line opens with a bold run-in label naming a criterion ("**Battery.**")."""
    lead = _RUN_IN_LABEL.match(line)
    return lead is not None and _criterion(lead["label"] or lead["bare"])


def _wins_the_criterion(line: str, at: int, name: str) -> bool:
    """Whether ``name``, placed from ``at`` (where its run starts, "The" included), is said to
    win the criterion a heading names."""
    found = line.find(name, at)
    return found >= 0 and _CRITERION_WIN.match(line, found + len(name)) is not None


# review25: the end of the sentence a placement opens (a stop, "!" or "?" before a blank or the
# end), searched in a bounded stretch after it.
_PLACE_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


def _asks(body: str, at: int) -> bool:
    """Whether the sentence going on from ``at`` ends in a question mark: "First, on a budget, is
    the X worth it?" inverts a question, not a place ("Third, at 7.5, is the X." states one)."""
    stop = _PLACE_SENTENCE_END.search(body, at, at + 160)
    return stop is not None and stop.group() == "?"


def _prose_picks(body: str) -> list[tuple[str, int, int, int | None]]:
    """A ranking or a single recommendation stated in prose."""
    listed = _listed_ranking(body)
    if listed:
        return [(name, at, 0, None) for name, at in listed]
    placed: dict[str, tuple[int, int, str]] = {}  # key -> (rank, start, name)
    offset = 0
    criterion_section = False  # under a heading that names a criterion ("### Battery and charging")
    for line in body.split("\n"):
        if line[:1] == "#" or line[:4].lstrip()[:1] == "#":
            heading = _HEADING.match(line)
            if heading is not None:
                criterion_section = _criterion(heading["body"])
        # fixes24: a bold run-in criterion label opening the line ("**Battery.** The XM5s win
        # here.") heads a criterion's paragraph as a heading does; the gate on "**" opening the
        # line is necessary, since the label is bold and leads the line
        criterion_line = line[:2] == "**" and _criterion_lead(line)
        for key, rank, at, name in _line_placements(line):
            if _criterion(name):
                continue  # fixes24: "Fit comes first.": a criterion's place, never a product's
            if (criterion_section or criterion_line) and _wins_the_criterion(line, at, name):
                # r23: "The Sony wins clearly: about 30 hours ..." under "### Battery and
                # charging" names that criterion's winner, like a bullet led by a criterion
                # label: no place (fixes23: "Overall, the Sony is my top pick" there still is)
                continue
            if key not in placed and not _shortens_placed(key, placed):
                placed[key] = (rank, offset + at, name)
        offset += len(line) + 1
    # Every `_PLACE_BEFORE` match holds a place word, "top", "number one", "lastly", "runner", an
    # adverb of order before a comma ("Next, ...", "Finally, ..."), or a "then" or "and last"
    # after a semicolon; on ASCII, a reply without one places nothing this way, and the pattern is
    # not run over it. (Until the seventeenth round "next," and "finally," were missing here, so
    # an ASCII reply read "Next, the X" as no place while the same reply with an emoji read it.)
    if body.isascii():
        lower = body.lower()
        places = _has_any(
            lower,
            (
                "first",
                "second",
                "third",
                "top",
                "number one",
                "lastly",
                "runner",
                "next,",
                "next is ",
                "next up is ",
                "next comes ",
                "finally,",
                "; then ",
                "; and last ",
            ),
        )
        matches = (
            _matches_from(_PLACE_BEFORE_FOLDED, lower, _place_before_starts(lower))
            if places
            else iter(())
        )
    else:
        matches = _PLACE_BEFORE.finditer(body)
    avoided = _avoids_before(body)
    for m in matches:
        # "In second place I'd put the X", "Third goes to the Y", "My top pick is the Z".
        # "My runner-up is the **Brooks Ghost 16**": the name after an article and bold marks
        lead = _NAME_LEAD.match(body, m.end())  # matches the empty string at worst
        start = lead.end() if lead is not None else m.end()
        run = _lower_branded(body, start, _trimmed_run(body, start))
        named = _candidate(run[0]) if run is not None else None
        writer = _WRITER_VERB.match(body, start) if "'" in body[start + 1 : start + 5] else None
        if named is not None and writer is not None:
            # "Second, I'd put comfort ahead of price.": the writer, not a product; "Second, I'd
            # put the Bose QC Ultra": the product after the writer's verb
            named = None
            if writer["put"]:
                lead = _NAME_LEAD.match(body, writer.end())
                run = _trimmed_run(body, lead.end() if lead is not None else writer.end())
                named = _candidate(run[0]) if run is not None else None
        if named is not None and m["aside_place"] and _asks(body, m.end()):
            named = None  # review25: "First, on a budget, is the X worth it?": a question
        if named and run is not None and m["next_is"] and _next_is_noun(named, body, run[1]):
            named = None  # picks30: "Next is Tuesday's test drive": a noun phrase, no product
        if named is not None and not avoided.matches_before(m.start()):
            said = m["place"] or m["in_place"] or m["then"] or m["adverb"] or m["for_place"]
            said = said or m["lead_place"] or m["aside_place"] or m["next_is"]
            said = ("second" if m["runner"] or m["next"] else said or "first").lower()
            said = "third" if m["last"] else said  # "Asana first ...; then X ...; and last Y"
            placed.setdefault(named.casefold(), (_RANK_WORDS.get(said, 1), m.end(), named))
    if "either" in body and "first" in body:
        for key, rank, at, name in _tied_first(body):
            placed.setdefault(key, (rank, at, name))
    if "either" in body and ("second" in body or "third" in body):
        for key, rank, at, name in _tied_lower_place(body):
            placed.setdefault(key, (rank, at, name))
    if "he best " in body or "best is " in body:
        for key, rank, at, name in _best_is_placements(body):
            placed.setdefault(key, (rank, at, name))
    if placed and " the " in body and _NUMBER_PLACED_HINT.search(body) is not None:
        for key, rank, at, name in _numbers_placed(body, placed):
            placed.setdefault(key, (rank, at, name))  # misses32: "... and the 880 third"
    if placed:
        placed = _placed_in_full(placed, body)
    if placed and min(r for r, _, _ in placed.values()) == 2 and _colon_or_dash(body):
        # pins38: "My top three: the X, because ...; the Y second; and the Z third": the item
        # the list opens with is its first place, though only the later ones say theirs
        second_at = min(at for rank, at, _ in placed.values() if rank == 2)
        opened = first_of_colon_list(body, second_at, _name_at)
        if opened is not None:
            placed.setdefault(opened[0].casefold(), (1, opened[1], opened[0]))
    if placed and min(r for r, _, _ in placed.values()) > 1 and "s my " in body:
        # picks28: "I trained in the X, so I'm biased, but it's my first pick." over "Second
        # would be the Y": the one product of the sentence "it" stands for is the first place
        back = _named_back_as_first(body)
        if back is not None:
            placed.setdefault(back[0].casefold(), (1, back[1], back[0]))
    if placed and min(r for r, _, _ in placed.values()) > 1:
        # "Get the X. ... the Y is the next best choice": the outright pick is the first place.
        outright = _trigger_pick(body)
        if outright is not None:
            placed.setdefault(outright[0].casefold(), (1, outright[1], outright[0]))
    if len(placed) >= 2 or (placed and min(r for r, _, _ in placed.values()) == 1):
        ordered = sorted(placed.values())
        return [(name, start, 0, None) for _, start, name in ordered]
    out: list[tuple[str, int, int, int | None]] = []
    trigger = _trigger_pick(body)
    if trigger is not None:
        out.append((trigger[0], trigger[1], 0, None))
        second = _offered_with(body, trigger[0], trigger[1])
        if second is not None:
            out.append((second[0], second[1], 0, None))
    if out:
        first = out[0][0].casefold()
        out.extend(
            (name, start, 0, None)
            for _, start, name in sorted(placed.values())
            if name.casefold() != first
        )
    return out


# picks_pins: a second product the one pick's sentence offers beside it, then the words that say
# the two share the choice ("the X or the Y, depending on milk", "the X and the Y are both fine").
_PAIR_JOIN = re.compile(r"[*_]{0,3}[ \t]+(?:or|and)[ \t]+(?:the[ \t]+)?[*_]{0,3}(?=[A-Z0-9])")
_PAIR_CUE = re.compile(
    r"[*_]{0,3}(?:,?[ \t]+depending[ \t]+on\b|[ \t]+(?:are|is)[ \t]+both\b"
    r"|[ \t]+(?:are|would[ \t]+be)[ \t]+(?:equally[ \t]+)?(?:fine|great|good)\b)"
)


def _offered_with(body: str, name: str, at: int) -> tuple[str, int] | None:
    """The product, and where, that the sentence of the one pick ``name`` (found at ``at``) offers
    beside it (`_PAIR_JOIN`, then `_PAIR_CUE` right after the second name): the writer gave two
    products, each fine, where "one recommendation" was promised. None when the sentence goes on
    otherwise ("the X or the Y if you can stretch" keeps the one pick)."""
    end = at + len(name)
    join = _PAIR_JOIN.match(body, end)
    if join is None:
        return None
    run = _name_run(body, join.end())
    if run is None or _PAIR_CUE.match(body, run[1]) is None:
        return None
    other = _candidate(run[0])
    if other is None or other.casefold() == name.casefold():
        return None
    return other, join.end()


def _placed_in_full(
    placed: dict[str, tuple[int, int, str]], body: str
) -> dict[str, tuple[int, int, str]]:
    """``placed`` with a first place given by a shorter form ("The Bose wins both") named by the
    fuller form the reply recommends outright ("Honestly, just get the Bose QuietComfort Ultra"):
    the same brand first, and every word of the shorter a word of the fuller."""
    firsts = [key for key, (rank, _, _) in placed.items() if rank == 1]
    if not firsts:
        return placed
    outright = _trigger_pick(body)
    if outright is None:
        return placed
    full = outright[0].casefold()
    words = full.split()
    out = dict(placed)
    for key in firsts:
        short = key.split()
        if len(short) < len(words) and short[0] == words[0] and set(short) < set(words):
            rank, _, _ = out.pop(key)
            out.setdefault(full, (rank, outright[1], outright[0]))
    return out


# "either the Roborock Q5 Pro or the Eufy X8 — it's a coin flip between them for first place"
_EITHER_OR = re.compile(r"\beither\s+(?:the\s+)?(?=[A-Z0-9])")
_OR_THE = re.compile(r"\s+or\s+(?:the\s+)?(?=[A-Z0-9])")
_FIRST_PLACE = re.compile(r"\b(?:first(?:\s+place)?|the\s+top\s+spot)\b", re.I)


def _tied_first(body: str) -> list[_Placement]:
    """Two products tied for first place in one sentence ("either the X or the Y ... for first
    place"): both first, in the order the sentence names them."""
    avoided = _avoids_before(body)
    for m in _EITHER_OR.finditer(body):
        one = _name_run(body, m.end())
        other = _OR_THE.match(body, one[1]) if one is not None else None
        two = _name_run(body, other.end()) if other is not None else None
        if one is None or other is None or two is None:
            continue
        stop = _SENTENCE_STOP.search(body, two[1])
        sentence = body[m.start() : len(body) if stop is None else stop.start()]
        if _FIRST_PLACE.search(sentence) is None or avoided.matches_before(m.start()):
            continue
        first, second = _candidate(one[0]), _candidate(two[0])
        if first is not None and second is not None:
            return [
                (first.casefold(), 1, m.end(), first),
                (second.casefold(), 1, other.end(), second),
            ]
    return []


# "It's either the", "either": what a place shared by two products opens with after its label.
_EITHER_LEAD = re.compile(
    r"[\s:*_]*(?:(?:it's|it\s+is|that's|that\s+is)\s+)?either\s+(?:the\s+)?", re.I
)
_EITHER_NAME = re.compile(r"\beither\s+(?:the\s+)?(?=[A-Z0-9]|[a-z]{1,3}[A-Z0-9])")
_OR_NAME = re.compile(r"\s+or\s+(?:the\s+)?(?=[A-Z0-9]|[a-z]{1,3}[A-Z0-9])")


def _either_or_names(rest: str) -> list[str]:
    """The two products a place label's text names as "either the X or the Y", in that order, or
    [] ("It's either the **Eufy RoboVac 11S** or the **iRobot Roomba 694**.")."""
    m = _EITHER_LEAD.match(rest)
    if m is None:
        return []
    text = _plain(rest[m.end() :])
    one = _name_run(text, 0)
    other = _OR_NAME.match(text, one[1]) if one is not None else None
    two = _name_run(text, other.end()) if other is not None else None
    if one is None or two is None:
        return []
    names = [_candidate(one[0]), _candidate(two[0])]
    return [n for n in names if n is not None] if all(names) else []


def _role_either_or(body: str) -> list[str]:
    """`_either_or_names` after a list item's bold place role ("**Second place:** It's either
    ...")."""
    if "either" not in body:
        return []
    lead = _after_bold(_strip_symbols(body))
    if lead is None or not _place_role(lead[0]) or _avoids(lead[0]):
        return []
    return _either_or_names(lead[1])


# "The best electric car for a family of five is the Tesla Model Y", "The second best is the
# Hyundai Ioniq 5": a superlative subject, at most eight lower-case words, then the name.
_BEST_IS = re.compile(
    r"\b[Tt]he\s+(?P<place>best|second[\s-]best|third[\s-]best)"
    r"(?P<words>(?:\s+[a-z0-9$][a-z0-9$,'-]*){0,8}?)\s+(?:is|would\s+be)\s+(?:the\s+)?"
    r"(?=[A-Z0-9]|[a-z]{1,3}[A-Z0-9])"
)


def _best_is_placements(body: str) -> list[_Placement]:
    """The places sentences give as "The best ... is the X", "The second best is the Y": the
    best first, then second and third. Not a criterion's best ("The best for battery life is the
    Sony") nor a turned-down one."""
    out: list[_Placement] = []
    avoided = _avoids_before(body)
    for m in _BEST_IS.finditer(body):
        words = [w.strip(",'") for w in m["words"].split()]
        if any(w in _CRITERIA for w in words):
            continue
        run = _trimmed_run(body, m.end())
        named = _candidate(run[0]) if run is not None else None
        if named is None or avoided.matches_before(m.start()):
            continue
        said = m["place"].lower()
        rank = 2 if said.startswith("second") else 3 if said.startswith("third") else 1
        out.append((named.casefold(), rank, m.end(), named))
    return out


_LOWER_PLACE = re.compile(r"\b(?P<place>second|third)(?:\s+(?:place|spot|pick|choice))?\b", re.I)


def _tied_lower_place(body: str) -> list[_Placement]:
    """Two products sharing second or third place in one sentence ("For second place it's either
    Proton VPN or IVPN"): both at that place, in the order the sentence names them."""
    for m in _EITHER_NAME.finditer(body):
        one = _name_run(body, m.end())
        other = _OR_NAME.match(body, one[1]) if one is not None else None
        two = _name_run(body, other.end()) if other is not None else None
        if one is None or other is None or two is None:
            continue
        start = max(body.rfind(stop, 0, m.start()) for stop in (". ", "! ", "? ", "\n")) + 1
        stop = _SENTENCE_STOP.search(body, two[1])
        sentence = body[start : len(body) if stop is None else stop.start()]
        said = _LOWER_PLACE.search(sentence)
        if said is None or _FIRST_PLACE.search(sentence) is not None or _avoids(sentence):
            continue
        first, second = _candidate(one[0]), _candidate(two[0])
        if first is not None and second is not None:
            rank = _RANK_WORDS[said["place"].lower()]
            return [
                (first.casefold(), rank, m.end(), first),
                (second.casefold(), rank, other.end(), second),
            ]
    return []


def _shortens_placed(key: str, placed: dict[str, tuple[int, int, str]]) -> bool:
    """Whether a name (its key) is a shorter form of one already placed: every word of it is a
    word of that name ("The Air wins on battery" after "I'd rank the MacBook Air M3 first")."""
    words = set(key.split())
    return any(words < set(other.split()) for other in placed)


# What ends a "Use X" sentence that names its pick: the name's bold mark and a stop, then a
# space or the line's end.
_USE_STOP = re.compile(r"[*_]{0,3}[.!](?:\s|$)")


def _trigger_pick(body: str) -> tuple[str, int] | None:
    """The product a prose recommendation names outright ("I'd just get the X"), and where."""
    if not _has_any(body, _TRIGGER_WORDS):  # a cheap scan for the verbs every trigger has
        return None
    offset = 0
    seen = False  # a line with text read: a blank line after it ends the first paragraph
    opening = True  # still in the reply's first paragraph (`_line_trigger`'s ``opening``)
    for line in body.split("\n"):
        blank = not line.strip()
        opening = opening and not (seen and blank)
        seen = seen or not blank
        found = _line_trigger_at(line, opening and _LIST_ITEM.match(line) is None)
        if found is not None:
            if found[2] and _other_choice_after(body, offset + found[1], found[0]):
                return None  # "If A, use X. If B, use Y.": picks by case, not the one choice
            return found[0], offset + found[1]
        offset += len(line) + 1
    return None


# review23: a second choice under a condition of its own after a conditional imperative ("If
# you're on a budget, use Bitwarden. If you want polish, use 1Password.", "Past that, use Asana.",
# "Use 1Password if you want polish."): the reply gives a pick per case, as "If you want X, get
# the Y" lines always did, so the first is not its one outright choice. The condition leads the
# sentence (if, when, otherwise, past or beyond that, for ...) or follows the name (if, when,
# unless, for); a bare "Use WireGuard where it's offered" is advice and leaves the pick alone.
_OTHER_CHOICE = re.compile(
    r"(?:^|(?<=[.!?][ \t])|(?<=\n))[ \t]*"
    r"(?P<lead>(?:if|when|otherwise|past[ \t]+that|beyond[ \t]+that|above[ \t]+that|for)\b"
    r"[^,.!?\n]{0,80},[ \t]+)?"
    r"(?:just[ \t]+)?(?:use|get|buy|go[ \t]+(?:with|for)|opt[ \t]+for|choose|pick)[ \t]+"
    r"(?:the[ \t]+)?[*_]{0,3}(?P<name>(?:[A-Z0-9]|[a-z]{1,3}[A-Z0-9])[^\s*_,.!?]*"
    r"(?:[ \t]+(?:[A-Z0-9][^\s*_,.!?]*))*)[*_]{0,3}"
    r"(?(lead)|[ \t]+(?:if|when|unless|for)\b)",
    re.I,
)
_OTHER_CHOICE_REACH = 2_000
"""How far past a conditional pick a sibling choice is looked for: the next few paragraphs."""


def _other_choice_after(body: str, at: int, name: str) -> bool:
    """Whether another product is chosen under a condition of its own after the conditional
    imperative whose name starts at ``at`` (`_OTHER_CHOICE`)."""
    key = name.casefold()
    for m in _OTHER_CHOICE.finditer(body, at + len(name), at + _OTHER_CHOICE_REACH):
        other = m["name"].casefold()
        if other != key and not other.startswith(key) and not key.startswith(other):
            return True
    return False


def _line_trigger(line: str, opening: bool = True) -> tuple[str, int] | None:
    """`_line_trigger_at` without its conditional flag."""
    found = _line_trigger_at(line, opening)
    return None if found is None else (found[0], found[1])


@lru_cache(maxsize=1 << 15)
def _line_trigger_at(line: str, opening: bool = True) -> tuple[str, int, bool] | None:
    """`_trigger_pick` in one line (a recommendation never spans lines; cached, as lines repeat),
    with whether the imperative follows a condition ("If privacy is the goal, use X.").

    ``opening`` says the line is in the reply's first paragraph and no list item: the only place
    a bare "Use X." names the pick (review r20). Further on, or as a step, "Use Chrome." and "Use
    WireGuard." are instructions in a how-to or a tip ("2. Use Chrome. Firefox works too.").
    """
    if _TRIGGER_HINT.search(line) is None:  # `_has_any(line, _TRIGGER_WORDS)`, in one search
        return None
    if line.isascii():
        lower = line.lower()
        if _TRIGGER_CORE.search(lower) is None:
            return None  # no trigger can match (elsewhere case folding reaches further)
        matches = _PROSE_TRIGGER_FOLDED.finditer(lower)
    else:
        matches = _PROSE_TRIGGER.finditer(line)
    avoided = _avoids_before(line)
    for m in matches:
        at = m.end()
        while line[at : at + 1] in ("*", "_"):
            at += 1
        if line[at : at + 1] in ('"', "\u201c"):
            at += 1  # fix_picks39r: a name in quotes ('I'd pick the "MacBook Air 13""')
        run = _lower_branded(line, at, _name_run(line, at))
        if run is None:
            continue
        name = _candidate(run[0])
        if name is None or avoided.matches_before(m.start()):
            continue
        if name.casefold() in _OPENING_NOT_NAMES:
            continue  # review28p: "If I had to pick one: Depends on ...", a word never a product
        bare = m["use"] is not None or m["cond"] is not None
        if bare and (not opening or _USE_STOP.match(line, run[1]) is None):
            # "Use WireGuard where it's offered": advice about a feature, not a pick; "If you
            # have a Mac, use Time Machine to back up first": a step, not the one choice
            continue
        if _not_chosen(line, m.group(0), run[1]):
            continue
        if _ASKER_PICK.match(line, m.start()) and _OTHER_ASKER.match(line, run[1]):
            return None  # fixes28: "... is clearly the X, but for a pro it's the Y": by case
        # fix_picks39r: the run starts after an English word it leaves off ("the sleek X8
        # Hybrid"), so its start is where the name is, for the names read after it
        return name, run[1] - len(run[0]), m["cond"] is not None
    return None


# fixes28: a top pick stated for one asker ("My pick for a budget buyer is clearly the X", the
# picks26 branch of `_PROSE_TRIGGER`) is the overall choice only when the sentence gives no other
# asker a pick of their own after it: ", but for a pro it's the Y" makes both picks by case, as
# the same sentence without the adverb always read ("but for the money the Y is close" names none).
_ASKER_PICK = re.compile(r"my\s+(?:top\s+)?(?:recommendation|pick|choice|vote)\s+for\s", re.I)
_OTHER_ASKER = re.compile(
    r"[*_]{0,3}[ \t]*(?:[,;]|[-–—])[ \t]*(?:but|while|whereas)[ \t]+(?:for|if)[ \t]"
    r"[^,.!?;\n]{1,60}?(?:,[ \t]*|[ \t]+)(?:it's|it[ \t]+is|it'd[ \t]+be|it[ \t]+would[ \t]+be"
    r"|(?:I'd[ \t]+)?(?:get|go[ \t]+(?:with|for)|pick|choose))[ \t]+"
    # review29p: the other asker's pick is a product, named ("it's the Y"), not "it's hard to
    # beat the Y" or "it's the cushioning that matters"
    r"(?:the[ \t]+)?[*_\"\u201c]{0,2}(?-i:[A-Z0-9]|[a-z][A-Z])",
    re.I,
)


# The object of a trigger's verb that is not chosen (review r19): the adverbs of candour made
# everyday advice read as a pick ("I'd really take the X's reviews with a grain of salt", "I'd
# definitely get the X checked before buying it used", "I'd actually take the X off your list").
# A possessive names a part or trait of the product, not the product; "get" it seen to and "take"
# it off, back or with a grain of salt do something to a product the reader already has in view.
# "Apple's MacBook Air" runs on past the possessive, and "buy the X off eBay" is not "take".
_CANDOUR = frozenset(
    "honestly really personally definitely actually genuinely frankly".split()
)  # the adverbs the r19c rule let stand before the verb (`_PROSE_TRIGGER`)
_GET_SEEN_TO = re.compile(
    r"[ \t]+(?:checked|serviced|repaired|fixed|inspected|tested|appraised|descaled"
    r"|looked[ \t]+at)\b",
    re.I,
)
_TAKE_AWAY = re.compile(
    r"[ \t]+(?:off|back|apart|out(?![ \t]+of\b)|seriously|into[ \t]+account"
    r"|with[ \t]+a[ \t]+(?:grain|pinch))\b",
    re.I,
)


def _not_chosen(line: str, trigger: str, end: int) -> bool:
    """Whether what follows a trigger's object (its name run ends at ``end``) says the verb does
    not choose it: a possessive, "get" it checked or serviced, "take" it off or back.

    Asked only of a trigger with an adverb of candour (`_CANDOUR`), the slot the r19c rule
    opened: the corpus's plain triggers keep the readings they had (the same phrasings without
    an adverb are rarer, and "get Apple's education discount?" is read as before)."""
    words = trigger.lower().split()  # the trigger ends at its object ("I'd just get the ")
    if _CANDOUR.isdisjoint(words):
        return False
    if line[end - 2 : end] == "'s" or line[end : end + 2] in ("’s", "'s"):
        return True
    if "get" in words:
        return _GET_SEEN_TO.match(line, end) is not None
    return "take" in words and _TAKE_AWAY.match(line, end) is not None


# What follows a name that opens a reply and makes it the verdict: a sentence's end ("Brooks
# Ghost 16. Forgiving, durable ..."), or a dash or colon and a phrase calling it the best or the
# pick ("Canon EOS R50 — the best beginner body right now", "X — the better pick for flying"), not
# the best at one thing ("best for battery"), a lower place ("my second choice", "the budget
# pick"), nor a sentence that turns on a "but".
_VERDICT_STOP = re.compile(r"[*_]{0,3}[.!](?:\s|$)")
_VERDICT_DASH = re.compile(
    r"[*_]{0,3}(?:[ \t]+[-–—]|[ \t]*[–—]|:)[ \t]+(?:the|my|our)[ \t]+"
    r"(?:(?:top|overall|clear|obvious|better|safer|safe|smart|smarter|easy|outright)[ \t]+)?"
    r"(?:best\b(?![ \t]+(?:for|at|on|in)\b)|pick\b|choice\b|winner\b|favou?rite\b|buy\b|bet\b"
    r"|one[ \t]+to[ \t]+get\b)",
    re.I,
)
_CONTRAST = re.compile(r"\b(?:but|though|although|however|except|unless)\b", re.I)
_TURNED_DOWN = re.compile(r"\b(?:don't|do\s+not|never|not|isn't|aren't|wouldn't)\b", re.I)
_BRAND_INNER = re.compile(r"[a-z][A-Z]|[A-Z]{3}")
# A cheap first test of the opening (one match from the reply's start, in C): capitalised or
# model words, then a stop, a dash or a colon. What it lets through is read word by word.
_OPENING_WORD = r"(?:[A-Z0-9]|[a-z]{1,3}[A-Z0-9])[A-Za-z0-9'&+\-]*+(?:\.\d[A-Za-z0-9'&+\-]*+)*+"
_OPENING_SHAPE = re.compile(
    rf"(?P<lead>\s*)[*_]{{0,3}}(?:The )?{_OPENING_WORD}"
    rf"(?: {_OPENING_WORD}| [a-z]+\d[A-Za-z0-9\-]*+){{0,7}}"
    r"[*_]{0,3}(?:[.!](?:\s|$)|[ \t]*[-–—:])"
)
# The characters a verdict's name can be followed by: a bold run's end, a stop, a colon, a space
# before a dash, a dash; or the end of the reply.
_AFTER_OPENING_NAME = frozenset(("", "*", "_", ".", "!", ":", " ", "\t", "–", "—"))


def _opening_verdict(body: str, shape: re.Match[str]) -> list[tuple[str, int]]:
    """The products a reply names first thing as its verdict, and where: names alone as its first
    sentences, each with a model number or a brand's own casing ("Brooks Ghost 16. Forgiving
    ...", "Roborock Q5 Pro. Eufy RoboVac 11S Max."), or a name followed by a dash or colon that
    calls it the best or the pick. Empty when the reply opens otherwise, or the verdict's sentence
    (or the one after a name alone) advises against it or turns it down.

    ``shape`` is `_OPENING_SHAPE` matched at the start of ``body``, by the caller, which asks it
    first and reuses it (the match tries many words, and was made up to three times a reply)."""
    pos = shape.end("lead")
    line_end = body.find("\n", pos)
    line_end = len(body) if line_end < 0 else line_end
    names: list[tuple[str, int]] = []
    while True:
        named = _opening_name(body, pos)
        if named is None:
            return names
        name, end = named
        stop = _VERDICT_STOP.match(body, end)
        if stop is None:
            break
        if _DIGIT.search(name) is None and _BRAND_INNER.search(name) is None:
            return names  # "Sure! Here are ...": a word alone is no product
        after = _SENTENCE_STOP.search(body, stop.end(), line_end)
        said = body[stop.end() : line_end if after is None else after.start()]
        if _avoids(said) or _TURNED_DOWN.search(said):
            return []  # "Nike Vaporfly 3. Don't buy it for a first 10K."
        names.append((name, body.find(name, pos)))
        pos = stop.end()
        while body[pos : pos + 1] in (" ", "\t"):
            pos += 1
    if names or _VERDICT_DASH.match(body, end) is None:
        return names
    after = _SENTENCE_STOP.search(body, end, line_end)
    said = body[end : line_end if after is None else after.start()]
    if _avoids(said) or _CONTRAST.search(said):
        return []
    return [(name, body.find(name, pos))]


# r24c: words a reply may open with alone on its line that are never a product ("Sure.",
# "Honestly!", "Intro."): a reply's manners, answers to yes-no questions, verdict adverbs and
# section words; review25: and the writer's reactions ("Tricky.", "Oof.", "Sorry!", "Gotcha."),
# a closed class that `_ordinary_word` and `_ASKS_BACK` do not reach when the paragraph after
# them neither asks back nor hedges.
_OPENING_NOT_NAMES = frozenset(
    """
    sure yes yeah yep yup no nope okay ok absolutely definitely certainly great good alright
    right hmm honestly thanks hi hello hey easy simple done totally agreed gladly well so nice
    cool perfect short answer both neither either depends tough interesting fair ah oh intro
    introduction summary overview update note context verdict answer recommendation
    tricky wow understood correct gotcha oof sorry welcome indeed alas whoa yikes phew cheers
    true exactly noted hard fun huh uh um oops ouch sweet lovely
    """.split()
)
# A one-word name alone on the reply's first line, a paragraph after it ("Bitwarden.\n\n").
_LONE_OPENING = re.compile(
    rf"[ \t\n]{{0,8}}[*_]{{0,3}}(?:The )?(?P<name>{_OPENING_WORD})[*_]{{0,3}}[.!][*_]{{0,3}}\n[ \t]{{0,8}}\n"
)

# fixes27: the same word closed by a stop and followed, on its line, by a sentence about it
# ("Bitwarden. It's audited, open source, ..."): the pronoun takes the word as its subject.
_LONE_SENTENCE = re.compile(
    rf"[ \t\n]{{0,8}}[*_]{{0,3}}(?:The )?(?P<name>{_OPENING_WORD})[*_]{{0,3}}[.!][*_]{{0,3}}"
    r"[ \t]{1,3}(?=(?:It|Its|They)\b)"
)


def _lone_verdict(body: str) -> list[tuple[str, int]]:
    """The single pick of a terse writer who gives it as one word alone on the reply's first line
    over a paragraph ("Bitwarden.\n\nThe family plan covers six people ..."), asked only when
    nothing else in the reply was read as a pick. A word of manners, a yes-no answer or a section
    word ("Sure.", "Absolutely!", "Intro.") is none, and neither is a word the paragraph after it
    advises against. So is the word closed by a stop with a sentence about it on its line
    ("Bitwarden. It's audited, ...", `_LONE_SENTENCE`); there, as for a verdict's name
    (`_opening_verdict`), only that sentence can turn the word down, since a later "You don't
    need a second option" turns down the others."""
    lone = _LONE_OPENING.match(body)
    said = None
    if lone is None:
        lone = _LONE_SENTENCE.match(body)
        if lone is None:
            return []
        stop = _SENTENCE_STOP.search(body, lone.end(), lone.end() + 300)
        said = body[lone.end() : lone.end() + 300 if stop is None else stop.start()]
    if lone["name"].casefold() in _OPENING_NOT_NAMES or _ordinary_word(lone["name"], body):
        return []
    after = body[lone.end() : lone.end() + 300]
    turned_down = _TURNED_DOWN.search(after if said is None else said)
    if _avoids(after) or turned_down or _ASKS_BACK.search(after):
        return []
    return [(lone["name"], lone.start("name"))]


# fixes25: a casual writer's single pick in the reply's first sentence, hedged or lower-case ("prob
# the X tbh.", "X honestly.", "just get the roborock q5 pro.", "I'd go X with ...", "XM5s for me"):
# a lead of hedges and a choosing verb, the name, then a stop, a comma, an emoji or a trailing
# hedge. Every part is bounded, and the match is anchored at the reply's start.
_CASUAL_HEDGE = r"(?:honestly|prob(?:ably)?|tbh|imo|ngl|just|i'd|i[ \t]would|id)"
_CASUAL_LEAD = re.compile(
    rf"[ \t]{{0,8}}(?P<hedges>(?:{_CASUAL_HEDGE}[ \t]{{0,3}},?[ \t]{{1,3}}){{0,3}})"
    r"(?P<verb>(?:go[ \t]{1,3}(?:with|for)|go|get|grab|buy|pick)[ \t]{1,3})?(?:the[ \t]{1,3})?",
    re.I,
)
_CASUAL_TAIL = re.compile(
    r"[ \t]{0,3}(?:[,;]|[.!](?:\s|$)|$|\n|[\u2600-\u27bf\U0001f300-\U0001faff])"
    r"|[ \t]{1,3}(?P<hedge>honestly|tbh|imo|ngl|prob(?:ably)?|for[ \t]me|is[ \t]my[ \t]pick)\b",
    re.I,
)
# A lower-case brand and model ("roborock q5 pro", "sony xm5s"): two to four short lower-case
# words, one of them a model code of letters and digits, so that no run of ordinary words ("the
# cheaper one", "whatever fits") is read as a name.
_LOWER_MODEL_NAME = re.compile(r"[a-z][a-z'-]{1,15}(?: [a-z0-9][a-z0-9'-]{0,15}){1,3}")
# (Named apart from the module's later `_MODEL_CODE`, which would otherwise replace this one.)
_LOWER_MODEL_CODE = re.compile(r"(?=[a-z-]{0,6}\d)(?=\d{0,6}[a-z])[a-z0-9-]{2,12}")
# Lead's review: a number with a unit ("85in", "16gb", "65w", "4k") is a spec, not a model code,
# and a run holding an article, a determiner or a verb ("an 85in tv", "whatever has 16gb ram") is
# a description, not a name.
_SPEC_WITH_UNIT = re.compile(r"\d{1,5}(?:in|inch|gb|tb|mb|w|mah|hz|k|mm|cm|ft|lbs?|kg|v|p|fps|mp)")
_NOT_IN_A_LOWER_NAME = _FUNCTION_WORDS | frozenset(
    "any some whatever whichever one their these those has have had without is are was be more "
    "less than".split()
)


# fixes26: a standard and its version ("wifi 6e", "usb c4", "hdmi 2.1") has a brand and model
# code's shape, but names a feature every brand's products share, not a product: a closed class.
_STANDARDS = frozenset(
    "wifi wi-fi bluetooth usb hdmi displayport thunderbolt pcie ddr lpddr nvme sata lte ethernet "
    "qi".split()
)


def _describes(words: list[str]) -> bool:
    """Whether a lower-case run's words describe rather than name: an article, determiner or verb
    among them (`_NOT_IN_A_LOWER_NAME`), or a standard's name first ("wifi 6e"). Both lower-case
    name readers, with a model code and without, ask this first."""
    return any(word in _NOT_IN_A_LOWER_NAME for word in words) or words[0] in _STANDARDS


def _lower_model_name(name: str) -> bool:
    """Whether a lower-case run reads as a brand and model: no article, determiner or verb in it,
    and one word a model code that is not a number with a unit."""
    words = name.split(" ")
    if _describes(words):
        return False
    return any(
        _LOWER_MODEL_CODE.fullmatch(word) is not None and _SPEC_WITH_UNIT.fullmatch(word) is None
        for word in words
    )


# fixes27: one lower-case word, the shortest run a labelled place may name ("mullvad").
_LOWER_WORD_NAME = re.compile(r"[a-z][a-z'-]{1,15}")
# Words that stand where a name would and name nothing: pronouns and quantifiers ("it is my pick",
# "second choice would be something cheaper", "either is fine").
_NOT_A_LOWER_NAME = frozenset(
    "it its which what who mine yours both either neither each something anything nothing "
    "another other others same".split()
)


# review27: the spec or finish a lower-case writer may call its pick ("oled is my pick for movies",
# "matte is my pick ... second choice would be glossy"): a kind of panel, storage or surface that
# many products share, not a product.
_SPEC_WORDS = frozenset(
    "oled amoled lcd led ips va tn qled mini-led microled e-ink ssd hdd ram emmc matte glossy "
    "mechanical membrane wired wireless".split()
)


def _plain_lower_name(name: str) -> bool:
    """Whether a lower-case run a label calls a pick reads as a name without a model code: no
    article, determiner, verb, pronoun or quantifier (`_NOT_IN_A_LOWER_NAME`,
    `_NOT_A_LOWER_NAME`), no word of manners ("sure"), no standard ("wifi") and no spec or finish
    (`_SPEC_WORDS`: "oled", "matte")."""
    words = name.split(" ")
    return (
        not _describes(words)
        and not any(w in _NOT_A_LOWER_NAME for w in words)
        and words[0] not in _SPEC_WORDS
        and words[0] not in _OPENING_NOT_NAMES
    )


# The second place a casual writer names after the pick: "Backup pick: X", "second choice would be
# X", and "X is/are the runner-up" or "X is second" (`_CASUAL_RUNNER`, the name before it).
_CASUAL_SECOND = re.compile(
    r"\b(?:backup|fallback|second|2nd)[ \t]{1,3}(?:pick|choice|option)[ \t]{0,3}"
    r"(?::|would[ \t]{1,3}be|is)[ \t]{1,3}(?:the[ \t]{1,3})?",
    re.I,
)
_CASUAL_RUNNER = re.compile(
    r"[ \t]{1,3}(?:is|are)[ \t]{1,3}(?:the[ \t]{1,3}|my[ \t]{1,3})?(?:runners?-up|second)\b", re.I
)
_MY_PICK_TAIL = re.compile(r"[ \t]{1,3}is[ \t]my[ \t]pick\b", re.I)
_CASUAL_REACH = 600
"""How far after the pick its second place is looked for: the two or three sentences of a casual
reply."""


def _casual_name(body: str, pos: int, labelled: bool = False) -> tuple[str, int] | None:
    """The product name at ``pos`` in a casual reply, and where it ends: a capitalised name (two
    words or more, or one with a model number or a brand's own casing, so that "Sure" or
    "Notion" alone is not read), or a lower-case brand and model (`_LOWER_MODEL_NAME`).

    ``labelled``: the words around the place call it a pick ("X is my pick", "second choice would
    be X"), so a lower-case run of one to three words needs no model code (`_plain_lower_name`:
    "proton vpn", "mullvad")."""
    if body[pos : pos + 1].islower():
        lower = _LOWER_MODEL_NAME.match(body, pos) or (
            _LOWER_WORD_NAME.match(body, pos) if labelled else None
        )
        if lower is None:
            return None
        words = lower[0].split(" ")
        for count in range(len(words), 0 if labelled else 1, -1):  # the longest the tail accepts
            name = " ".join(words[:count])
            named = _lower_model_name(name) or (labelled and _plain_lower_name(name))
            if named and _CASUAL_TAIL.match(body, pos + len(name)):
                return name, pos + len(name)
        return None
    run = _name_run(body, pos)
    if run is None:
        return None
    proper = _candidate(run[0])
    if proper is None or proper != run[0] or not _proper_name(proper):
        return None
    if " " not in proper and _DIGIT.search(proper) is None and _BRAND_INNER.search(proper) is None:
        return None
    if proper.casefold() in _OPENING_NOT_NAMES:
        return None
    return proper, run[1]


def _casual_opening(body: str) -> list[tuple[str, int]]:
    """A casual reply's pick from its first sentence ("prob the X tbh.", "X honestly.", "just get
    the roborock q5 pro.", "I'd go X with the third row, ..."), then the second place it names
    ("Backup pick: Y", "Y are the runner-up"); asked only when nothing else was read as a pick.
    A hedge or a choosing verb must stand around the name: a bare opening name is
    `_opening_verdict`'s, and a sentence that turns the name down is no pick."""
    lead = _CASUAL_LEAD.match(body)
    if lead is None:  # never: every part of the lead is optional
        return []
    named = _casual_name(body, lead.end())
    if named is None:
        # fixes27: "proton vpn is my pick, ...": the tail calls the lower-case run a pick
        named = _casual_name(body, lead.end(), labelled=True)
        if named is None or not _MY_PICK_TAIL.match(body, named[1]):
            return []
    name, end = named
    tail = _CASUAL_TAIL.match(body, end)
    if not (lead["verb"] or lead["hedges"] or (tail is not None and tail["hedge"])):
        return []
    if tail is None and not lead["verb"]:
        return []  # "Honestly Sony makes ..." runs on; "I'd go X with ..." chose X
    stop = _SENTENCE_STOP.search(body, end)
    sentence = body[: len(body) if stop is None else stop.start()][:300]
    if _avoids(sentence) or _TURNED_DOWN.search(sentence):
        return []
    picks = [(name, body.find(name, lead.end()))]
    second = _casual_second(body, end, name)
    return picks if second is None else [*picks, second]


def _casual_second(body: str, end: int, first: str) -> tuple[str, int] | None:
    """The second place a casual reply names after its pick (`_CASUAL_SECOND`, `_CASUAL_RUNNER`),
    within `_CASUAL_REACH`; None when it names none, or names the pick again."""
    window = min(len(body), end + _CASUAL_REACH)
    for label in _CASUAL_SECOND.finditer(body, end, window):
        named = _casual_name(body, label.end(), labelled=True)
        if named is not None and named[0].casefold() != first.casefold():
            return named[0], label.end()
    for runner in _CASUAL_RUNNER.finditer(body, end, window):
        start = max(body.rfind(". ", end, runner.start()), body.rfind("\n", end, runner.start()))
        start = end if start < 0 else start + 1
        while body[start : start + 1] in (" ", "\n"):
            start += 1
        if body.startswith(("The ", "the "), start):
            start += 4
        named = _casual_name(body, start)
        if named is not None and named[1] == runner.start() and named[0] != first:
            return named[0], start
    return None


# review25: a reply that opens with a lone word and names no pick anywhere else is most often one
# that asks first or hedges ("Tricky.\n\nIt depends on ... Tell me your budget"), whatever the
# word: its paragraph asks back, so the word is the writer's reaction, not a verdict. Searched in
# the bounded stretch after the word only.
_ASKS_BACK = re.compile(
    r"\?|\b(?:depends|tell\s+me|let\s+me\s+know|what's\s+your|could\s+you|can\s+you)\b", re.I
)


def _ordinary_word(word: str, body: str) -> bool:
    """Whether a lone opening word has the shape of an English word rather than a brand's
    coinage (review25): an adverb or a participle ("Unfortunately.", "Noted."), a common noun's
    shape or a criterion ("Apologies.", "Priorities.", "Comfort."), or a word the reply writes in
    lower case ("Budget." over "your budget"). No list of interjections can be whole ("Tricky.",
    "Oof.", "Welcome!"); `_ASKS_BACK` reads those by the paragraph after them."""
    lower = word.lower()
    if len(lower) > 4 and lower.endswith(("ly", "ed")):
        return True
    if _common_noun(word) or lower in _CRITERIA:
        return True
    return BodyWords(body).has_word(lower)


def _opening_name(body: str, pos: int) -> tuple[str, int] | None:
    """The proper name at ``pos`` (after bold marks and a "The"), and where it ends."""
    while body[pos : pos + 1] in ("*", "_"):
        pos += 1
    if body.startswith("The ", pos):
        pos += 4
    run = _name_run(body, pos)
    if run is None or body[run[1] : run[1] + 1] not in _AFTER_OPENING_NAME:
        return None  # "Great question, ...", "Sony WH-1000XM5 first": no verdict's shape
    name = _candidate(run[0])
    if (
        name is None
        or name != run[0]
        or not _proper_name(name)
        or not _LETTERS.search(name.lower())
    ):
        return None
    return name, run[1]


# A reply that says, in its own words, that it will not rank or that the options tie.
_DECLINE_RANK = re.compile(
    r"\b(?:(?:rather\s+not|won't|will\s+not|can't|cannot|not\s+going\s+to|don't\s+want\s+to)\s+"
    r"(?:rank|pick\s+(?:a\s+)?winner|name\s+a\s+winner|choose\s+between|crown|hand\s+you\s+a\s+ranked"
    # picks39: "I'd rather not force a ranking here", "I won't give you a ranked list"
    r"|(?:force|give(?:\s+you)?|offer(?:\s+you)?|impose)\s+(?:a\s+)?(?:single\s+|strict\s+|firm\s+)?"
    r"(?:ranking|ranked\s+(?:list|order)))"
    r"|(?:it's|it\s+is|this\s+one's|this\s+one\s+is|this\s+is|call\s+it)\s+"
    r"(?:a\s+|genuinely\s+a\s+|a\s+(?:genuine|real|true)\s+)?"
    r"(?:draw|tie|toss-up|dead\s+heat)\b"
    r"|no\s+(?:single\s+)?clear\s+winner"
    r"|push\s+back\s+on\s+(?:a\s+|the\s+)?ranked\b"
    # picks25: "I'm going to resist giving you a strict 1-2-3 here"
    r"|resist\s+(?:giving|handing)\s+(?:you\s+)?(?:a\s+)?(?:strict\s+|firm\s+|single\s+)?"
    r"(?:1-2-3|ranking|ranked\s+(?:list|order))"
    # picks35b: "I'm going to hold back from giving you a ranked top three here"
    r"|hold\s+(?:back\s+from|off\s+on)\s+(?:giving|handing)\s+(?:you\s+)?(?:a\s+)?"
    r"(?:strict\s+|firm\s+|single\s+)?(?:1-2-3|ranking|ranked\s+(?:list|order|top\s+(?:three|3)))"
    # picks39: "I don't think a single ranking would be honest here", over a table of ratings
    r"|(?:don't|do\s+not)\s+think\s+(?:a|any|one)\s+(?:single\s+|strict\s+)?ranking\s+"
    r"(?:would|could)\s+be\s+(?:honest|fair|meaningful)"
    # fix_picks39r: "I won't put these in a ranked order", "Ranking them would be misleading"
    r"|(?:won't|will\s+not|can't|cannot|not\s+going\s+to|rather\s+not)\s+put\s+"
    r"(?:these|them|those|the\s+(?:two|three|four|five))\s+in\s+(?:a\s+)?(?:ranked\s+|strict\s+)?order"
    r"|ranking\s+(?:these|them|those|the\s+(?:two|three|four|five))\s+(?:would|could|might)\s+be\s+"
    r"(?:misleading|meaningless|arbitrary)\b"
    # picks39: "Before I rank anything, ...": the reply asks first and names options unranked
    r"|before\s+I\s+(?:rank|recommend|suggest|pick)\s+anything\b"
    r"|(?:isn't|is\s+not|there's\s+no|there\s+is\s+no|think\s+there's)\s+a\s+single\s+"
    r"(?:right|best|correct)\s+(?:answer|choice|pick)"
    # fixes28: "I don't think either is better overall for you", "Neither is better.": the options
    # weighed with no winner (not "either is better than the Z", which names one)
    r"|(?:(?:don't|do\s+not)\s+think\s+either|neither)(?:\s+one)?\s+is\s+"
    r"(?:really\s+|clearly\s+|objectively\s+)?better(?:\s+overall)?"
    r"(?=\s*[.,;:!\u2014\u2013-]|\s+(?:for\s+you|for\s+most\s+people|here)\b))",
    re.I,
)


# Each alternative of `_DECLINE_RANK` starts at, or a few words before, one of these words (lower
# case): the negation that opens a refusal to rank, or the word that names a tie or a missing winner.
_DECLINE_HINTS = (
    "rather not", "won't", "will not", "can't", "cannot", "going to", "want to",
    "draw", "tie", "toss-up", "heat", "winner", "single", "push back", "resist", "either",
    "neither", "hold", "honest", "before", "misleading", "meaningless", "arbitrary",
)  # fmt: skip
_DECLINE_HINTS_BYTES = tuple(word.encode() for word in _DECLINE_HINTS)
# The same words in groups behind a shorter word each holds ("won't" and "can't" hold "n't"):
# one scan rules out a group where a reply holds neither (three in four hold no "n't").
_DECLINE_HINT_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("n't", ("won't", "can't")),
    ("not", ("rather not", "will not", "cannot")),
    *((word, (word,)) for word in _DECLINE_HINTS if "n't" not in word and "not" not in word),
)
_DECLINE_HINT_GROUPS_BYTES = tuple(
    (needle.encode(), tuple(word.encode() for word in words))
    for needle, words in _DECLINE_HINT_GROUPS
)
# The only characters outside ASCII whose lower() holds an ASCII letter: "İ" ("i" and a dot) and
# the Kelvin sign ("k"); `tests/scoring/test_picks_fast.py` checks every code point.
_LOWER_TO_ASCII = ("\u0130", "\u212a")
# `_DECLINE_RANK` for lower-cased ASCII text (see `_folded`).
_DECLINE_FOLDED = _folded(_DECLINE_RANK)


def _declines_to_rank(body: str, found: list[tuple[str, int, int, int | None]]) -> bool:
    """The reply declines to rank, and nothing it names carries a rank (a number, a medal, a
    place word) or is recommended outright: the names are the options it weighs, not picks."""
    for f in found:
        if f[3] is not None:
            return False
    # Every alternative of the pattern holds one of these words, within a few words of its start:
    # search only around them (the whole reply, tried at every position, costs far more).
    ascii_body = body.isascii()
    if not ascii_body:
        # Whether any hint occurs at all, first: in UTF-8 an ASCII word's bytes occur exactly
        # where the word does (no multi-byte character holds an ASCII byte), and a bytes search
        # is many times cheaper than a search of a reply with emoji, which stores four bytes a
        # character. The bytes are lowered before the text is: bytes.lower() lowers the ASCII
        # letters alone, and the text's lower() (several times dearer on non-ASCII text) makes
        # the same ASCII runs of every character but the two that lower to ASCII letters.
        if _LOWER_TO_ASCII[0] in body or _LOWER_TO_ASCII[1] in body:
            raw = body.lower().encode("utf-8", "surrogatepass")
        else:
            raw = body.encode("utf-8", "surrogatepass").lower()
        if not any(
            needle in raw and any(word in raw for word in words)
            for needle, words in _DECLINE_HINT_GROUPS_BYTES
        ):
            return False
    lower = body.lower()
    # On ASCII the lower-cased reply has the same positions, and is searched case-sensitively.
    pattern, text = (_DECLINE_FOLDED, lower) if ascii_body else (_DECLINE_RANK, body)
    # Any window the pattern matches in decides it, so the words are tried in groups, in any order.
    for needle, words in _DECLINE_HINT_GROUPS:
        if needle not in lower:
            continue
        for word in words:
            at = lower.find(word)
            while at >= 0:
                if (at == 0 or not lower[at - 1].isalpha()) and pattern.search(
                    text, max(0, at - 60), at + 60
                ) is not None:
                    return _trigger_pick(body) is None
                at = lower.find(word, at + 1)
    return False


def _closing_numbered_order(
    found: list[tuple[str, int, int, int | None]], inline_starts: set[int]
) -> list[tuple[str, int, int, int | None]]:
    """picks35b: a closing one-line numbered ranking ("**TL;DR (my ranking):** 1. Sony a6400 (...),
    2. Canon EOS R50 (...), 3. Fujifilm X-S20 (...).") after bullets that name the options with no
    stated place ("in alphabetical order:"): the bullets describe, the closing line ranks, as a
    "TL;DR:" line of names does after a run-down. Only when every name the line ranks is one the
    bullets named and the line comes after all of them; it may rank fewer than they named.
    review_picks35b: only a line after a verdict label ("TL;DR:", "My ranking:") is in
    ``inline_starts``; "Cheapest first: 1. ...", "By weight: 1. ..." or "Best for video: 1. ..."
    rank by one criterion, and the bullets, which state no ranking, keep their order."""
    closing = [f for f in found if f[1] in inline_starts]
    before = [f for f in found if f[1] not in inline_starts]
    if len(closing) < 2 or not before or any(f[3] is not None for f in before):
        return found
    if min(f[1] for f in closing) < max(f[1] for f in before):
        return found
    described = {f[0].casefold() for f in before}
    if any(f[0].casefold() not in described for f in closing):
        return found
    return closing


def _summary_aliases(
    found: list[tuple[str, int, int, int | None]], summary_starts: set[int]
) -> dict[str, str]:
    """A product named on a summary line by a shorter or longer form of a name the ranking uses
    ("Hoka Clifton" and "Hoka Clifton 9") is the same product: each key maps to the longer form.
    Only summary names are matched this way, so a list's "Roborock Q5" and "Roborock Q5 Pro" stay
    two; and a summary name the ranking itself uses ("the Breville Bambino third" after "3.
    Breville Bambino" and "2. Breville Bambino Plus") is that pick, not a short form of another."""
    if not summary_starts:
        return {}
    listed = [name for name, start, _, _ in found if start not in summary_starts]
    listed_keys = {name.casefold() for name in listed}
    out: dict[str, str] = {}
    for name, start, _, _ in found:
        if start not in summary_starts or name.casefold() in listed_keys:
            continue
        for other in listed:
            a, b = name.casefold(), other.casefold()
            if a == b:
                continue
            short, long = (a, b) if len(a) < len(b) else (b, a)
            # The substring test first: it is necessary, and compiling a pattern per pair is slow.
            if (
                (short in long and re.search(r"(?<!\w)" + re.escape(short) + r"(?!\w)", long))
                or _capitals_shortened(name, other)
                or _model_code_shortened(name, other)
                or _brand_nicknamed(name, other)
            ):
                longer = other if len(other) > len(name) else name
                if not _proper_name(longer):
                    longer = other if longer is name else name  # "X for most homes": not a name
                out[a] = out[b] = longer
                break
    return out


def _brand_nickname(short: str, long: str) -> bool:
    """Whether ``short`` is a brand's everyday short form of ``long``: its clipping, perhaps with
    a "-y" or "-ie" ending ("Chevy" for "Chevrolet", "Merc" for "Mercedes"), or its letters in
    capitals, in order and starting with the same one ("VW" for "Volkswagen")."""
    a, b = short.casefold(), long.casefold()
    if len(a) >= len(b) or a[:1] != b[:1]:
        return False
    if short.isupper() and 2 <= len(short) <= 4:
        rest = iter(b)
        return all(c in rest for c in a)
    stem = a[:-2] if a.endswith("ie") else a[:-1] if a.endswith("y") else a
    return len(stem) >= 3 and b.startswith(stem)


def _brand_nicknamed(name: str, other: str) -> bool:
    """Whether two names are one product, the brand written in full in one and by its nickname in
    the other ("Chevy Equinox EV", "Chevrolet Equinox EV"; "VW ID.4", "Volkswagen ID.4"): every
    word after the brand the same, and a model part that tells products apart (two words or more,
    or one with a digit), so a brand nickname alone never joins two of its models."""
    words, others = name.split(), other.split()
    if len(words) != len(others) or len(words) < 2 or words[0].casefold() == others[0].casefold():
        return False
    model = [w.casefold() for w in words[1:]]
    if model != [w.casefold() for w in others[1:]]:
        return False
    if len(model) < 2 and _DIGIT.search(model[0]) is None:
        return False
    return _brand_nickname(words[0], others[0]) or _brand_nickname(others[0], words[0])


def _initialism_of(name: str, other: str) -> bool:
    """Two spellings of one product, word for word the same but where one writes a word by the
    capitals of the other's ("Bose QC Ultra", "Bose QuietComfort Ultra"): the same brand first."""
    words, others = name.split(), other.split()
    if len(words) != len(others):
        return False
    pairs = list(zip(words, others, strict=True))
    if len(pairs) < 2 or pairs[0][0].casefold() != pairs[0][1].casefold():
        return False
    differ = [(x, y) for x, y in pairs if x.casefold() != y.casefold()]
    return bool(differ) and all(
        (len(short) >= 2 and short == "".join(c for c in long if c.isupper()))
        for x, y in differ
        for short, long in [(x, y) if len(x) < len(y) else (y, x)]
    )


def _capitals_shortened(name: str, other: str) -> bool:
    """Whether one name is the other written shorter, a word by its capitals and trailing words
    left off ("Bose QC Ultra" for "Bose QuietComfort Ultra Headphones"): the same brand first,
    then each of its words, in order, a word of the longer name or that word's capitals."""
    a, b = name.split(), other.split()
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    if len(short) < 2 or short[0].casefold() != long[0].casefold():
        return False
    rest = iter(long[1:])
    by_capitals = False
    for word in short[1:]:
        for candidate in rest:
            if word.casefold() == candidate.casefold():
                break
            capitals = "".join(c for c in candidate if c.isupper())
            if len(word) >= 2 and word == capitals:
                by_capitals = True
                break
        else:
            return False
    return by_capitals


def _model_code_shortened(name: str, other: str) -> bool:
    """Whether one name is the other with its model code cut to the code's tail ("Sony XM5" for
    "Sony WH-1000XM5", "Sony a7 IV" stays apart from "Sony a7C II"): the same brand first, then
    each word of the shorter a word of the longer or, once at least, the end of one (three or more
    characters, letters and a digit), in order."""
    a, b = name.split(), other.split()
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    if len(short) < 2 or short[0].casefold() != long[0].casefold():
        return False
    rest = iter(w.casefold() for w in long[1:])
    by_tail = False
    for word in (w.casefold() for w in short[1:]):
        for candidate in rest:
            if word == candidate:
                break
            if (
                len(word) >= 3
                and len(candidate) > len(word)
                and candidate.endswith(word)
                and _DIGIT.search(word) is not None
                and not word.isdigit()
            ):
                by_tail = True
                break
        else:
            return False
    return by_tail


def _model_suffixes(found: list[tuple[str, int, int, int | None]]) -> dict[str, str]:
    """A name that is the model part of a pick named before it, the brand left off ("X-S20" or
    "a6400" in a closing "Which one is right for you?" list after "Fujifilm X-S20" and "Sony
    a6400"), is that pick again: its key maps to the full name. Only a name without a stated
    rank, with a digit, and the whole of an earlier name's trailing words: "Pro" is never read as
    "Roborock Q5 Pro", nor "Q5" as "Roborock Q5 Pro"."""
    out: dict[str, str] = {}
    # Only a later name without a stated rank and with a digit can be a suffix: past the last of
    # them nothing is looked up, so the tails of the names after it are never built (most
    # rankings state every rank, and their names are never looked up at all).
    last = 0
    for k in range(len(found) - 1, 0, -1):
        if found[k][3] is None and _name_words(found[k][0])[1]:
            last = k
            break
    # Each earlier name's proper trailing word runs, the first name to end in each: one lookup a
    # name instead of a pass over every name before it (a reply repeating a heading and a name
    # a thousand times made that pass quadratic).
    first_with_tail: dict[tuple[str, ...], str] = {}
    for k in range(1, last + 1):  # the first name has none before it
        earlier = found[k - 1][0]
        for tail in _name_words(earlier)[2]:
            first_with_tail.setdefault(tail, earlier)
        name, _, _, rank = found[k]
        words, digit, _ = _name_words(name)
        if rank is not None or not digit:
            continue
        earliest = first_with_tail.get(words)
        if earliest is not None:
            out.setdefault(name.casefold(), earliest)
    return out


@lru_cache(maxsize=1 << 14)
def _name_words(name: str) -> tuple[tuple[str, ...], bool, tuple[tuple[str, ...], ...]]:
    """A name's case-folded words, whether it holds a digit, and its proper trailing word runs
    (the last word, the last two, ... all but the first), shortest first, for `_model_suffixes`.

    Cached on the name: the same product names recur across an archive's replies, and a name is
    split once however many replies and mentions ask for it."""
    words = tuple(name.casefold().split())
    tails = tuple(words[-size:] for size in range(1, len(words)))
    return words, _DIGIT.search(name) is not None, tails


def _short_forms(found: list[tuple[str, int, int, int | None]]) -> dict[str, str]:
    """A name in one block that is a shorter form of a name in another, keeping its brand and
    its model ("New Balance 880v14" in a summary table, "New Balance Fresh Foam X 880v14" in the
    text), is the same product: its key maps to the name mentioned first. Different first or last
    words ("Roborock Q5" and "Roborock Q5 Pro") stay two products.

    Each distinct name is compared once with each other (`_shorter_form`), and a pair's first
    two mentions in different blocks are found among its mentions (`_first_mentions`): a name
    mentioned a thousand times, as a reply repeating a section does, was compared a million times.
    The keys come in the order of the pair of mentions that set each."""
    out: dict[str, str] = {}
    words = [_name_words(name)[0] for name, _, _, _ in found]
    sizes: dict[str, set[int]] = {}
    for w in words:
        sizes.setdefault(w[0], set()).add(len(w))
    if all(len(n) < 2 for n in sizes.values()) and len({w[0] for w in words}) == len(words):
        return out  # no brand named twice: nothing can be a shorter form
    mentions: dict[str, list[tuple[int, int]]] = {}
    for i, (name, _, block, _) in enumerate(found):
        if len(words[i]) >= 2:  # a one-word name is no form of another
            mentions.setdefault(name, []).append((i, block))
    firsts: dict[str, tuple[int, int, str]] = {}
    for name_a, name_b in _form_candidates(list(mentions)):
        if not _shorter_form(name_a, name_b):
            continue
        pair = _first_mentions(mentions[name_a], mentions[name_b])
        key = name_b.casefold()
        if pair is not None and (key not in firsts or pair < firsts[key][:2]):
            firsts[key] = (*pair, name_a)
    for key, (_, _, name_a) in sorted(firsts.items(), key=lambda item: item[1][:2]):
        out[key] = name_a
    return out


def _form_candidates(names: list[str]) -> Iterator[tuple[str, str]]:
    """The ordered pairs of distinct names (two words or more) that `_shorter_form` may hold of,
    each once: of different lengths, the same first and last words and, when the shorter has
    more, its second word among the longer's words between them (a subsequence must take it from
    there); of the same length, the same words but where one writes a word by the capitals of the
    other's (`_initialism_keys`). Only these are compared: thousands of distinct names of one
    brand ("Sony A1 B1", "Sony A2 B2", ...) in one reply were compared pairwise."""
    by_ends: dict[tuple[str, ...], list[tuple[str, int]]] = {}
    by_key: dict[tuple[str, ...], list[str]] = {}
    folded = [_name_words(name)[0] for name in names]
    for name, words in zip(names, folded, strict=True):
        by_ends.setdefault((words[0], words[-1]), []).append((name, len(words)))
        for middle in set(words[1:-1]):
            by_ends.setdefault((words[0], words[-1], middle), []).append((name, len(words)))
        for key in _initialism_keys(name):
            by_key.setdefault(key, []).append(name)
    for name, words in zip(names, folded, strict=True):
        ends = (words[0], words[-1]) if len(words) == 2 else (words[0], words[-1], words[1])
        for longer, size in by_ends.get(ends, ()):
            if size > len(words):
                yield name, longer
                yield longer, name
    seen: set[tuple[str, str]] = set()
    for name in names:
        for partner in _initialism_partners(name):
            for other in by_key.get(partner, ()):
                if other != name and (name, other) not in seen:
                    seen.add((name, other))
                    yield name, other


@lru_cache(maxsize=1 << 14)
def _initialism_keys(name: str) -> tuple[tuple[str, ...], ...]:
    """The keys under which a name of the same length may be an initialism of ``name`` or it of
    that name (`_initialism_of`): for each non-empty set of its words after the first whose
    capitals are two or more, those words by their capitals, marked as all capitals (the
    initialism, "S:") or longer (the word it shortens, "L:"), and the others case-folded ("C:").
    The two names of a pair have the same key but for "S:" and "L:" swapped (`_SWAPPED`).

    Cached on the name: the same few product names recur across an archive's replies (323
    distinct names in 12,784 calls on the benchmark's recommendation rows), and each call is
    asked twice per name by `_form_candidates`."""
    words = name.split()
    open_at = [i for i in range(1, len(words)) if len(_capitals(words[i])) >= 2]
    keys: list[tuple[str, ...]] = []
    for chosen in range(1, 1 << len(open_at)):
        by_capitals = {open_at[k] for k in range(len(open_at)) if chosen >> k & 1}
        keys.append(
            tuple(
                ("S:" if w == _capitals(w) else "L:") + _capitals(w)
                if i in by_capitals
                else "C:" + w.casefold()
                for i, w in enumerate(words)
            )
        )
    return tuple(keys)


_SWAPPED = {"S:": "L:", "L:": "S:"}


@lru_cache(maxsize=1 << 14)
def _initialism_partners(name: str) -> tuple[tuple[str, ...], ...]:
    """The key a partner of ``name`` has for each of its `_initialism_keys`: the same key with
    "S:" and "L:" swapped (cached on the name, as the keys are)."""
    return tuple(
        tuple(_SWAPPED.get(part[:2], part[:2]) + part[2:] for part in key)
        for key in _initialism_keys(name)
    )


def _capitals(word: str) -> str:
    return "".join(c for c in word if c.isupper())


def _shorter_form(name_a: str, name_b: str) -> bool:
    """Whether ``name_b``, mentioned after ``name_a`` in another block, is the same product: an
    initialism of it word for word, or its words a subsequence of the other's (or the other's of
    its) with the same first and last words. Both have two words or more."""
    wa, wb = _name_words(name_a)[0], _name_words(name_b)[0]
    if len(wa) == len(wb):
        # `_initialism_of` needs the same first word and a word that differs (in case-folded
        # words: split() after casefold() cuts where split() before it does)
        return wa[0] == wb[0] and wa != wb and _initialism_of(name_a, name_b)
    short, long = (wa, wb) if len(wa) < len(wb) else (wb, wa)
    if short[0] != long[0] or short[-1] != long[-1]:
        return False
    rest = iter(long)
    return all(word in rest for word in short)  # a subsequence, in order


def _first_mentions(
    seen_a: list[tuple[int, int]], seen_b: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """The first mention of one name, then the first of the other after it in another block, as
    (index, index); mentions are (index, block) in order."""
    at_b = [i for i, _ in seen_b]
    # other_block[k]: the first mention from k on whose block differs from mention k's
    other_block = [len(seen_b)] * len(seen_b)
    for k in range(len(seen_b) - 2, -1, -1):
        differs = seen_b[k + 1][1] != seen_b[k][1]
        other_block[k] = k + 1 if differs else other_block[k + 1]
    for i, block in seen_a:
        k = bisect_left(at_b, i + 1)
        if k == len(seen_b):
            return None  # no mention of the other after this one, nor after any later one
        if seen_b[k][1] == block:
            k = other_block[k]
        if k < len(seen_b):
            return i, at_b[k]
    return None


_LOWER_BRAND_AT = re.compile(LOWER_BRAND)
_ENGLISH_MODIFIER_AT = re.compile(ENGLISH_MODIFIER)


def _lower_branded(text: str, pos: int, run: tuple[str, int] | None) -> tuple[str, int] | None:
    """``run``, the name read at ``pos``; or, when none was read there, a lower-case brand and the
    model code after it, in the narrow shape `lower_brands.LOWER_BRAND` reads ("I'd get the eufy
    X8 Pro", "My second choice is the eufy X8 Hybrid"). picks38: the name readers start at a
    capital, so such a place or pick went unread."""
    if run is not None or not text[pos : pos + 1].islower():
        return run
    brand = _LOWER_BRAND_AT.match(text, pos)
    if brand is None:
        # pins39: an English word in the same slot ("I'd get the silver MacBook Air M3", "the
        # tiny Z30") modifies the name that follows it, which is read on its own
        modifier = _ENGLISH_MODIFIER_AT.match(text, pos)
        return None if modifier is None else _name_run(text, modifier.end())
    model = _name_run(text, brand.end())
    if model is None:
        return None
    return text[pos : brand.end()] + model[0], model[1]


def _name_at(text: str, pos: int) -> str | None:
    """The product name the run of name words from ``pos`` reads as, or None."""
    run = _trimmed_run(text, pos)
    return _candidate(run[0]) if run is not None else None


def _trimmed_run(text: str, pos: int) -> tuple[str, int] | None:
    """`_name_run` without a leading sentence opener ("The Bose ..." names "Bose ...")."""
    run = _name_run(text, pos)
    if run is None:
        return None
    words = run[0].split()
    while len(words) > 1 and words[0] in _SENTENCE_STARTERS:
        words = words[1:]
    return " ".join(words), run[1]


def _plain_bullet_pick(line: str) -> _Named | None:
    """The product a plain bullet under a ranking's intro names before a dash ("• Brooks Ghost 16
    – reliable"): a proper name, not a role."""
    item = _LIST_ITEM.match(line)
    if item is None:
        return None
    name = _head_name(_strip_symbols(item.group("body")))
    return None if name is None else (name, line.find(name), "")


def _head_name(body: str) -> str | None:
    """The proper name a line opens with before a dash, colon or bracket ("Brooks Ghost 16 –
    reliable", "Eufy RoboVac 11S Max ($200): quiet"), or None."""
    left, dash, right = _partition_dash(body)
    if dash and _is_role_label(left) and not _avoids(left):
        named = _rest_name(right)  # "Gold — Brooks Ghost 16. Reliable": a role, then the name
        return named if named is not None and _proper_name(named) else None
    if not dash and body[-1:] == "]" and " [" in body and "](" not in body and "][" not in body:
        # pins41: a note in square brackets ending the line ("- Asana [score: 7]") ends the name
        # as one in round brackets does ("- Asana (score: 7)"); no link's brackets
        left, dash = body[: body.rindex(" [")], "["
    if not dash:
        cut = _name_end_search(body)
        left, dash = (body[: cut.start()], cut.group()) if cut is not None else (body, "")
    if not dash and _proper_name(body.rstrip(".")) and not _is_role_label(body):
        return _candidate(body)  # "  - Breville Bambino Plus" under a role: the name alone
    if dash and left[:1] in "*_" and left[-1:] == left[:1] and left[1:2] not in ("*", "_", " "):
        # picks40: "*Brooks Ghost 16* – neutral": a name set in italics before its dash, read as
        # one set in bold or in plain text is (the name key drops the marks)
        left = left[1:-1]
    if dash and left.endswith((")", "]")):
        # A bracketed aside between the name and its dash ("Sony WH-1000XM5 ($399) – best ANC",
        # "Kettlo H9 (2024) - quiet"): the name is what comes before it, as before a colon.
        left = _TRAILING_BRACKET.sub("", left) or left
    if not dash or not (_proper_name(left) or _lower_brand_name(left)) or _is_role_label(left):
        return None
    return _candidate(left, dash.strip().startswith(":"))  # "Seats:" labels, "Mullvad:" names


# Words that every prose placement `_prose_picks` reads after a table holds one of.
_PLACE_CUES = ("first", "second", "third", "edge", "ahead", "beat", "rank", "winner", "top spot")


def _places_outside_tables(lines: list[str]) -> bool:
    """Whether a line outside the reply's tables may state a place (a cheap test first: a reply
    whose prose has no place word is not re-read in prose)."""
    for line in lines:
        if "|" not in line and _has_any(line.lower(), _PLACE_CUES):
            return True
    return False


# r18b: a short line right above a table that says its rows come in rank order ("Ranked best
# first:", "In order of preference:", "Here they are, from best to worst:"): the table is the
# ranking, as a rank column would make it, and prose after it that places only some of its rows
# ("X takes the top spot ... Z rounds out the top three") does not re-order or shorten it. Not an
# order by something else ("ranked by price", "in order of size", "in order of battery life",
# "ranked from lightest to heaviest": an order "of" or "from" anything but preference, which the
# alternatives below name), "not ranked" (also "aren't strictly ranked", "not really in order": a
# negation earlier in the clause), "in order to" or "from top brands".
_TABLE_ORDER_INTRO = re.compile(
    r"(?<!not\s)(?<!n't\s)\b(?:ranked|in\s+(?:rank\s+)?order|(?:best|strongest)\s+first|best\s+to\s+worst"
    r"|order\s+of\s+preference"
    r"|from\s+(?:my\s+)?(?:favou?rite|best|top)\s+(?:down|to\s+(?:worst|bottom|least\s+favou?rite)))\b"
    r"(?![ \t]+(?:by|on|to|according|alphabetically|of|from)\b)",
    re.I,
)
# A negation in the clause before an order phrase ("These aren't strictly ranked", "Not really in
# order"): the line says the table is not a ranking.
_ORDER_NEGATED = re.compile(r"\b(?:not|never|no)\b|n't\b", re.I)
_CLAUSE_MARK = re.compile(r"[,;:.!?()\u2014]")
# Every alternative of `_TABLE_ORDER_INTRO` holds one of these (lower case).
_TABLE_ORDER_HINTS = ("rank", "order", "best", "from")


def _order_intro_above(lines: list[str], facts: list[_LineFacts], head: int) -> bool:
    """Whether the last line before the table head at ``head`` (over blank lines) is a short
    `_TABLE_ORDER_INTRO` line."""
    k = head - 1
    while k >= 0 and facts[k].kind == _BLANK:
        k -= 1
    if k < 0:
        return False
    line = lines[k]
    if len(line) > 100 or "|" in line or not _has_any(line.lower(), _TABLE_ORDER_HINTS):
        return False
    for match in _TABLE_ORDER_INTRO.finditer(line):
        marks = [m.end() for m in _CLAUSE_MARK.finditer(line, 0, match.start())]
        if _ORDER_NEGATED.search(line, marks[-1] if marks else 0, match.start()) is None:
            return True
    return False


@lru_cache(maxsize=1 << 12)
def _checklist_header(line: str) -> bool:
    """A table header that frames its rows as a checklist ("| Spec | What to look for |"), with no
    ranking word: its cells are values to look for, not picks. So is a header whose first cell
    names the rows as factors ("| Factor | Why it matters |", `_explains_factors`)."""
    if _NOT_A_RANKING.search(line) is not None and _RANKING_WORDS.search(line) is None:
        return True
    return _explains_factors(line)


# The first header cell of a table of things to weigh, singular or plural ("| Factor | ...",
# "| 🔑 Criterion | ...", "| Consideration | ...").
_FACTOR_FIRST_CELLS = frozenset(
    "factor factors feature features criterion criteria consideration considerations requirement "
    "requirements spec specs specification specifications priority priorities aspect aspects".split()
) | frozenset(("key factor", "key factors", "key feature", "key features"))
# A header cell over a column that explains each row rather than naming a product: "Why it
# matters", "Why it's important", "What it means", "What it does for you", "Importance" (and, after
# review_picks41, "Explanation", "Notes" and a "Weight" that rates the rows).
_EXPLAINS_WORDS = ("why", "what", "importance", "explanation", "note", "weight")
_EXPLAINS_CELL = re.compile(
    r"(?:why|importance|explanation|notes?|weight|"
    r"what (?:it|this|that) (?:means|does|is|gets you|tells you))\b"
)


def _explains_factors(line: str) -> bool:
    """Whether a table header's first cell names its rows as factors to weigh and every other cell
    explains them ("| Factor | Why it matters |", "| Feature | What it means |"): the rows are a
    checklist ("Jurisdiction", "Audited no-logs policy"), even where a factor is one capitalised
    word that reads as a name. picks_r41: a VPN guide's "What Makes a VPN Private?" table put its
    "Jurisdiction" row before the picks. A comparison with a product in any header cell ("|
    Feature | Sony WH-1000XM5 | Bose QC Ultra |") keeps its reading, as does one with a winner or
    pick column ("| Criterion | Winner |")."""
    lowered = line.lower()
    if not any(word in lowered for word in _EXPLAINS_WORDS):
        return False  # every explaining header has one of these words
    cells = [" ".join(_LETTERS.findall(cell.lower())) for cell, _ in _split_row(line)]
    return (
        len(cells) >= 2
        and cells[0] in _FACTOR_FIRST_CELLS
        and all(_EXPLAINS_CELL.match(cell) for cell in cells[1:])
    )


# An unnumbered bullet that opens with a bold label: "- **Travel Mode:** hides ...", "* **Account
# recovery**: a parent can ...", or with no colon, "• **Jurisdiction** outside the strongest
# data-retention laws" (fixes27 and picks25 found the same shape: criteria in bold, the rest of the
# line after them). A bold product name ("- **Sony WH-1000XM5** - best") matches too: only
# `_feature_runs` reads this, and it needs most of a run's items to name no product.
_BOLD_LABEL_BULLET = re.compile(r"^[ \t]*[-*+•][ \t]+(\*\*|__)[^*_\n]{1,40}?\1")


def _bold_label_bullet(line: str) -> bool:
    """Whether ``line`` is a `_BOLD_LABEL_BULLET`."""
    return _BOLD_LABEL_BULLET.match(line) is not None


def _feature_runs(lines: list[str], facts: list[_LineFacts]) -> frozenset[int]:
    """The lines of every run of three or more top-level `_BOLD_LABEL_BULLET` items of which at
    least half name no product ("- **Account recovery:** ...", "- **Anonymous sign-up** (no
    email)", "- **Shared vaults:** ..."): a
    list of features or reasons, so a label in it that looks like a name ("- **Travel Mode:**",
    "- **Watchtower:**", a feature's own capitalised name) is a feature too, not a pick. A list
    of picks by label ("- **Bitwarden:** ...") names a product in most of its items. A day of
    the week names none (`_names_no_product`): a schedule's "- **Monday:** rest" bullets are
    labels too. Blank lines and nested bullets do not break a run."""
    out: set[int] = set()
    run: list[int] = []
    for i in [*range(len(lines)), -1]:
        fact = facts[i] if i >= 0 else _BLANK_FACTS
        if i >= 0 and fact.kind == _BLANK:
            continue
        if i >= 0 and fact.item and fact.item_indent == 0 and _bold_label_bullet(lines[i]):
            run.append(i)
            continue
        if i >= 0 and fact.item and fact.item_indent > 0 and run:
            continue  # a nested detail of the run's last item
        if len(run) >= 3 and 2 * sum(1 for k in run if _names_no_product(facts[k])) >= len(run):
            out.update(run)
        run = []
    return frozenset(out)


# picks23d: the days of a week, which label a schedule's bullets ("- **Monday:** rest", "-
# **Saturday:** long run"), never a product in a run of them.
_WEEKDAYS = frozenset("Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split())


def _names_no_product(fact: _LineFacts) -> bool:
    """Whether a bold-label bullet names no product: no pick read, or a day of the week (a
    schedule's day labels are a run of labels, like a list of features)."""
    return fact.item_pick is None or fact.item_pick[0] in _WEEKDAYS


def _bare_bullets(
    lines: list[str], facts: list[_LineFacts], lengths: list[int], body: str
) -> list[tuple[str, int, int, int | None]]:
    """For a reply with no other reading: the first run of two or more top-level plain bullets,
    not under a skipped section's opener, each of which opens with a proper name before a dash or
    colon ("- Canon EOS R50: easiest"), at least half of them with a model number or two words,
    which a list of features or questions does not have; or, picks24b, a run of three or more in
    which one has them and every one-word name is a brand's coinage (`_coined_names`: "- Mullvad
    (PrivacyGuides)", "- Proton VPN (PCMag)", "- Windscribe (Tom's Guide)")."""
    run: list[int] = []
    intro = -1
    last_line = -1  # the last non-blank line before this one (a run's intro), kept as we go
    for i in [*range(len(lines)), -1]:
        fact = facts[i] if i >= 0 else _BLANK_FACTS
        if i >= 0 and fact.kind == _BLANK:
            continue
        before, last_line = last_line, i
        top = i >= 0 and fact.item and fact.item_indent == 0
        if top and (_LIST_ITEM.match(lines[i]) or {"num": "1"})["num"] is None:
            if not run:
                intro = before
            run.append(i)
            continue
        if i >= 0 and fact.item and run:
            continue  # a nested detail
        if len(run) >= 2 and not (intro >= 0 and facts[intro].opens_skip):
            named = [_plain_bullet_pick(lines[k]) for k in run]
            names = [n for n in named if n is not None]
            full = sum(1 for n in names if len(n[0].split()) > 1 or _DIGIT.search(n[0]))
            if len(names) == len(run) and (
                2 * full >= len(names)
                or (full and _coined_names(names, [lines[k] for k in run], body))
            ):
                return [
                    (n, lengths[k] + k + at, 0, None)
                    for k, (n, at, _) in zip(run, names, strict=True)
                ]
        run = []
    return []


# picks40: a numbered item's lead before its dash or colon, in a reply written all in lower case
# ("1. linear - fast, opinionated", "2. proton pass: shared vaults"): one to four short words.
_LOWER_ITEM_LEAD = re.compile(
    r"(?P<name>[a-z0-9][a-z0-9'+.-]{0,24}(?: [a-z0-9][a-z0-9'+.-]{0,24}){0,3})"
    r"(?:[ \t]{1,3}[-–—][ \t]|:[ \t])"
)


# review_picks40: the pronoun "I" is the one capital a lower-case writer still types ("happy to
# compare pricing if I know your stack"); a reply whose only capitals are it is written in lower
# case.
_LONE_I = re.compile(r"\bI\b")
# review_picks40: a kind of purchase, not a product ("1. used machines - half the price", "2.
# refurbished - warranty included", "3. new - peace of mind"): a lower-case lead holding one is
# an option of how to buy.
_PURCHASE_KINDS = frozenset(
    ("used", "new", "refurbished", "renewed", "secondhand", "second-hand", "open-box", "rental")
)


def _typed_in_lower_case(body: str) -> bool:
    """Whether ``body`` holds no capital letter but the pronoun "I" (`_LONE_I`)."""
    if body.lower() == body:
        return True
    if "I" not in body:
        return False
    without_i = _LONE_I.sub("i", body)
    return without_i.lower() == without_i


def _lower_case_numbered(
    lines: list[str], facts: list[_LineFacts], lengths: list[int]
) -> list[tuple[str, int, int, int | None]]:
    """For a reply with no other reading and no capital letter at all (a writer who types in lower
    case): the first run of two or more top-level items numbered from 1, under an intro line that
    says it ranks ("ranked, for a 10-person startup:", "my top 3:"), each opening with a short
    lower-case name before a dash or colon ("1. linear - fast", "2. asana - better for mixed
    teams"). The same list in capitals is read as names; in lower case a one-word lead could be a
    kind or quality ("1. lidar - ...", "1. comfort - ..."), so the intro must announce a ranking,
    and no lead may be a criterion, a quality, a spec or finish, or a phrase with an article,
    determiner, verb or pronoun in it (`_plain_lower_name`)."""
    intro = -1
    for i, fact in enumerate(facts):
        if fact.kind == _BLANK:
            continue
        item = _LIST_ITEM.match(lines[i]) if fact.item and fact.item_indent == 0 else None
        if item is None or item["num"] is None or item["num"][:1] != "1":
            intro = i
            continue
        if intro < 0 or facts[intro].opens_skip or not _RANKING_WORDS.search(lines[intro]):
            return []
        found: list[tuple[str, int, int, int | None]] = []
        for k in range(i, len(lines)):
            if facts[k].kind == _BLANK:
                continue
            at = _LIST_ITEM.match(lines[k]) if facts[k].item and facts[k].item_indent == 0 else None
            if at is None or at["num"] is None or at["num"].rstrip(".)") != str(len(found) + 1):
                break
            lead = _LOWER_ITEM_LEAD.match(lines[k], at.start("body"))
            name = lead["name"] if lead is not None else ""
            words = name.split(" ")
            if (
                not name
                or not _plain_lower_name(name)
                or any(
                    w in _CRITERIA or w in _NOT_PRODUCTS or w in _SPEC_WORDS or w in _PURCHASE_KINDS
                    for w in words
                )
            ):
                return []
            found.append((name, lengths[k] + k + at.start("body"), 0, len(found) + 1))
        return found if len(found) >= 2 else []
    return []


# The lead (probes-r24c-picks-035): names alone on consecutive lines, then a line that says they
# came in order ("In that order: ...", "In this order.", "Ranked in that order"): the statement
# makes the lines a ranking, as numbers would. Without it bare lines are no list of picks.
_IN_STATED_ORDER = re.compile(
    r"[ \t*_(]{0,4}(?:ranked[ \t]{1,3})?in[ \t]{1,3}(?:that|this)[ \t]{1,3}order\b", re.I
)


def _names_in_stated_order(
    lines: list[str], facts: list[_LineFacts], lengths: list[int]
) -> list[tuple[str, int, int, int | None]]:
    """For a reply with no other reading: the names that stand alone on the lines of the block
    right above its first "In that order" line, when every line of that block is a proper name
    (not a role, a common noun or a sentence) and there are two or more."""
    for i, line in enumerate(lines):
        if _IN_STATED_ORDER.match(line) is None:
            continue
        k = i - 1
        while k >= 0 and facts[k].kind == _BLANK:
            k -= 1
        run: list[int] = []
        while k >= 0 and facts[k].kind != _BLANK:
            run.append(k)
            k -= 1
        found: list[tuple[str, int, int, int | None]] = []
        for k in reversed(run):
            bare = lines[k].strip()
            name = _candidate(bare)
            if (
                name is None
                or name != bare
                or not _proper_name(name)
                or _is_role_label(name)
                or _common_noun(name)
            ):
                return []
            found.append((name, lengths[k] + k + lines[k].find(name), 0, None))
        return found if len(found) >= 2 else []
    return []


def _coined_names(names: list[_Named], bullets: list[str], body: str) -> bool:
    """Whether three or more bare bullets' one-word names are all coinages, not words: none is a
    common noun's shape (`_common_noun`: "Budget", "Encryption", "Features") and none is written
    in lower case anywhere in the reply ("- Budget" beside "your budget"). A brand that names one
    product in one word ("Mullvad", "Windscribe", "Trello") is such a coinage; a checklist's
    capitalised topic ("Price", "Comfort") is a word the reply uses as one, or has a noun's shape.
    review25: and each one-word bullet is the name alone, or with a bracketed source after it
    ("- Mullvad (PrivacyGuides)"): a bullet that goes on to describe its head after a colon or a
    dash ("- Curie: radioactivity", "- Denver: fuel", "- Multipoint: two devices") is a glossary
    of people, places or features, whose capitalised heads are no brands' coinages.
    """
    if len(names) < 3:
        return False
    words = BodyWords(body)
    for (name, at, _), bullet in zip(names, bullets, strict=True):
        if " " in name or _DIGIT.search(name):
            continue
        if not name.isalpha() or _common_noun(name) or words.has_word(name.lower()):
            return False
        if at < 0 or _BARE_AFTER_NAME.match(bullet, at + len(name)) is None:
            return False
    return True


# review25: what may follow a bare bullet's one-word name: markup, a bracketed aside (a source)
# and a stop, then the line's end. Bounded, anchored after the name.
_BARE_AFTER_NAME = re.compile(r"[*_]{0,3}[ \t]{0,3}(?:\([^()\n]{1,60}\))?[ \t.*_]{0,6}$")


def _winner_of_roles(
    before: list[tuple[str, int, int, int | None]],
    closing: list[tuple[str, int, int, int | None]],
    body: str,
) -> list[tuple[str, int, int, int | None]] | None:
    """Picks given by use case, each after a role label on its line ("**Best for pet hair:** X",
    "- **For mixed devices:** Y"), then a summary line naming one of them ("**Overall winner:**
    Y"): the summary says which the reply would have you buy first. Where every other pick was
    given to a case (`named_for_a_case`), the others were conditions in no order and the winner
    is the label alone; where a role places one ("Runner-up", "Budget pick"), the others stay
    picks after it (a run-down of bare names, "**X**" over its description, is replaced by the
    summary as before). None when the shape does not hold."""
    names = [f[0] for f in before]
    if len({f[0].casefold() for f in closing}) != 1 or len({n.casefold() for n in names}) < 2:
        return None
    won = next((f for f in before if same_product(closing[0][0], f[0], names)), None)
    if won is None:
        return None
    leads: dict[int, str] = {}
    for name, start, _, _ in before:
        line_start = body.rfind("\n", 0, start) + 1
        at = body.find(name, start)
        lead = _plain(body[line_start : at if at >= start else start]).strip(" \t-*+•#>:")
        if not lead or not _is_role_label(lead):
            return None
        leads[start] = lead
    key = won[0].casefold()
    others = [f for f in before if f[0].casefold() != key]
    if all(named_for_a_case(body, f) and _names_a_case(leads[f[1]]) for f in others):
        # as for a closing "if I had to pick one" (`closing_single_choice`; the settled reading
        # in corpus styles.md)
        return [won]
    return [won, *others]


# review32p: a label gives its pick to a buyer or a use by a clause ("Best for pet hair", "If you
# have pets", "Best under $200", and since the thirtieth round "On a budget", the buyer's
# situation; corpus styles.md); an award with no clause ("Best value", "Best budget", "Best
# overall") or a place ("Runner-up for families", "Second best") ranks its pick, as "Budget pick"
# does.
_CASE_CLAUSE = re.compile(r"\b(?:for|if|when|under|below|on\s+(?:a|an|the))\b", re.I)
_PLACE_IN_LABEL = re.compile(r"\b(?:second|third|runner|next|\d{1,2}(?:st|nd|rd|th))\b|#\d", re.I)


def _names_a_case(lead: str) -> bool:
    """Whether a role label (`_winner_of_roles`'s lead) gives its pick to a case, not a place."""
    return _CASE_CLAUSE.search(lead) is not None and _PLACE_IN_LABEL.search(lead) is None


def _final_heads_prose(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """A reply whose only marked-up pick is a closing "**Final verdict:** the X" line, after a
    ranking stated in prose ("My first choice is the X ... Second, the Y ... Third, the Z"): the
    verdict names the prose ranking's first place, and the prose ranking is the reply's."""
    stated = _prose_picks(body)
    names = [f[0] for f in stated]
    if len(stated) >= 2 and same_product(found[0][0], stated[0][0], names):
        return stated
    return found


def _heads_found_pick(
    line: str, found: list[tuple[str, int, int, int | None]], index: NameIndex | None = None
) -> bool:
    """Whether a heading that names no ranked pick of its own is the name of a pick already read
    (a "Quick picks" table, then "### Breville Bambino Plus" over that machine's bullets): it
    titles that pick's details, and the bullets under it name no further pick. The reader keeps
    one ``index`` of the names as ``found`` grows, so each heading is compared only with the
    names it could spell."""
    title = _plain(_strip_symbols(line.strip().lstrip("#").strip())).strip(" :")
    title = _TRAILING_BRACKET.sub("", title)  # "### Breville Bambino Plus (~$500)"
    if title[:4].lower() == "the ":
        title = title[4:]
    if not title:
        return False
    if index is None:
        index = NameIndex()
    index.extend(found)
    return index.names_one(title)


def _final_repeats_first(found: list[tuple[str, int, int, int | None]], final_at: int) -> bool:
    """A "Final recommendation" that only repeats the first place of a numbered ranking above it
    closes that ranking, not a deliberation: the ranking stands."""
    before, after = found[:final_at], found[final_at:]
    return (
        len(before) >= 2
        and all(f[3] is not None for f in before)
        and {f[0].casefold() for f in after} == {before[0][0].casefold()}
    )


@lru_cache(maxsize=1 << 12)
def _stated_rank(marker: str) -> int | None:
    """The place a list number, medal, keycap or place word states ("3.", "🥉", "Gold")."""
    m = _RANK_OF.match(marker) if marker else None
    if m is None:
        return _dingbat_rank(marker)
    if m["medal"]:
        return ord(m["medal"]) - 0x1F946
    if m["keycap"]:
        return int(m["keycap"])
    if m["num"]:
        return int(m["num"])
    if m["count"]:
        return _COUNT_WORDS[m["count"].lower()]
    return _RANK_WORDS[m["word"].lower()]


# r20b: a ranked pick the writer takes back at once and replaces: "### 3. Volkswagen ID.4" over
# "Actually, scratch that: ... so I'd put the **Chevrolet Equinox EV** here instead". The
# withdrawal follows the name with nothing but markup or a dash between (the next line under a
# heading or a bold title, or the rest of a list item's line); "instead" names the replacement.
_WITHDRAW_WORDS = ("cratch that", "trike that", "second thought")
_AFTER_NAME = re.compile(r"[*_`]{0,3}[ \t]*(?:[-–—:][ \t]*)?(?:\n[ \t]*)?[*_]{0,3}")
# Review r20: the withdrawal is a clause of its own, ended by a stop, a comma, a colon or a dash;
# "Strike that kit lens; get the **Sigma 18-50mm** instead" strikes an accessory ("that" is a
# determiner there), and "On second thought about the milk" goes on about something else.
_WITHDRAWAL = re.compile(
    r"(?:(?:actually|wait|hmm|oh|okay|ok|no)[,.!]?[ \t]+)?(?:(?:scratch|strike)[ \t]+that"
    r"|on[ \t]+second[ \t]+thoughts?)(?=[ \t]{0,3}(?:[,.:;!\u2013\u2014-]|$))",
    re.I | re.M,
)
_INSTEAD = re.compile(r"\binstead\b", re.I)


def _withdrawn_replaced(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """``found`` with each pick the writer withdraws right after naming it replaced, at the same
    place, by the product its withdrawal names "instead" (a bold name, or an outright "go with
    the X instead"); a withdrawal that names no replacement leaves the pick as it was read,
    unless the pick is named again below it: then it stands where it is named again."""
    out = list(found)
    dropped: set[int] = set()
    for k, (name, start, block, rank) in enumerate(found):
        after = _AFTER_NAME.match(body, start + len(name))
        if after is None:
            continue
        at = after.end()
        if _WITHDRAWAL.match(body, at) is None:
            at = _trailed_off_withdrawal(body, at)
            if at < 0:
                continue
        end = body.find("\n\n", at)
        para = body[at : end if end >= 0 else len(body)][:600]
        if _INSTEAD.search(para) is None:
            # picks37: "🥇 Sony WH-1000XM5 — wait, scratch that. ... Let me redo it properly:"
            # over a list that names it again lower down: its place is the one named again
            if any(f[0].casefold() == name.casefold() and f[1] > at for f in found[k + 1 :]):
                dropped.add(k)
            continue
        other = _replacement(para, name)
        if other is not None:
            out[k] = (other[0], at + other[1], block, rank)
    return [f for k, f in enumerate(out) if k not in dropped]


def _replacement(para: str, withdrawn: str) -> tuple[str, int] | None:
    """The product a withdrawal paragraph puts in the withdrawn pick's place, and where."""
    for m in _BOLD.finditer(para):
        named = _candidate(m["inner"])
        if named is not None and named.casefold() != withdrawn.casefold():
            return named, m.start("inner") + m["inner"].find(named)
    trigger = _line_trigger(para.replace("\n", " "))
    if trigger is not None and trigger[0].casefold() != withdrawn.casefold():
        return trigger
    return None


# The arrows a flowchart draws between a question and its answers ("yes → X", "no -> Y", "▼").
_FLOW_ARROWS = ("→", "->", "▼", "⇒")


def _without_flowcharts(body: str) -> str:
    """``body`` with every closed fenced code block that draws arrows (a flowchart: "Need
    Windows? ──yes──> X", "no  → ClickUp", "▼") blanked to spaces, fences too, so every offset
    stays where it was. picks25: a flowchart routes the reader by conditions; the products at its
    leaves are no picks of their own, and the reply's ranking is stated outside it. A fenced table
    or list with no arrow ("1  Mullvad VPN  Sweden") is a ranking set in code and is read as it
    was; so is a fence never closed. One pass over the lines, so the cost stays linear."""
    lines = body.split("\n")
    opened = -1
    for k, line in enumerate(lines):
        if not line.lstrip(" \t").startswith("```"):
            continue
        if opened < 0:
            opened = k
            continue
        inside = lines[opened + 1 : k]
        if any(arrow in text for text in inside for arrow in _FLOW_ARROWS):
            for m in range(opened, k + 1):
                lines[m] = " " * len(lines[m])
        opened = -1
    return "\n".join(lines)


def _without_options_described(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """Without a block of unnumbered items that describes the options before a numbered ranking
    of some of them (picks25: "- **Shortcut** is a lightweight ...", "- **Height** is ...",
    "- **Asana** shines when ...", then "## Default ranking" over "1. **Asana**", "2. **ClickUp**",
    "3. **Height**"): the descriptions name every ranked product and at least one more, so they
    are the field the ranking chose from, and the ranking says what the reply would have you buy.
    Only a block of unnumbered bullets gives way; a quick-picks block that names the same products
    as the ranking after it, or a summary line, is left as it is."""
    blocks: dict[int, list[tuple[str, int, int, int | None]]] = {}
    for f in found:
        blocks.setdefault(f[2], []).append(f)
    ranking = next(
        (
            b
            for b, fs in blocks.items()
            if all(f[3] is not None for f in fs) and {1, 2} <= {f[3] for f in fs}
        ),
        None,
    )
    if ranking is None:
        return found
    ranked = {f[0].casefold() for f in blocks[ranking]}
    first = min(f[1] for f in blocks[ranking])
    drop = {
        b
        for b, fs in blocks.items()
        if b != ranking
        and len(fs) >= 3
        and all(f[3] is None for f in fs)
        and max(f[1] for f in fs) < first
        and {f[0].casefold() for f in fs} > ranked
        and all(_bullet_line(body, f[1]) for f in fs)
    }
    return [f for f in found if f[2] not in drop] if drop else found


def _bullet_line(body: str, at: int) -> bool:
    """Whether the pick read at ``at`` sits on an unnumbered bullet ("- **Heyday** suits ...")."""
    start = body.rfind("\n", 0, at) + 1
    end = body.find("\n", at)
    item = _LIST_ITEM.match(body[start : end if end >= 0 else len(body)])
    return item is not None and item["num"] is None


# picks25: a list item that opens with a condition ("If you're ops-heavy, ...", "When ...").
_CONDITION_OPENS = re.compile(r"(?:If|When)\s")


def _conditional_item(body: str, at: int) -> bool:
    """Whether the pick read at ``at`` sits on a bulleted or numbered item that opens with a
    condition ("- If you want docs and tasks in one place, get **Notion**.")."""
    start = body.rfind("\n", 0, at) + 1
    end = body.find("\n", at)
    item = _LIST_ITEM.match(body[start : end if end >= 0 else len(body)])
    if item is None:
        return False
    return _CONDITION_OPENS.match(_strip_symbols(item.group("body"))) is not None


def _in_stated_order(
    found: list[tuple[str, int, int, int | None]],
) -> list[tuple[str, int, int, int | None]]:
    """A block written as a countdown (3, 2, 1 or bronze, silver, gold) put in rank order."""
    falls = False  # a countdown has a stated rank followed, in its block, by a lower one
    for a, b in zip(found, found[1:], strict=False):
        if a[2] == b[2] and a[3] is not None and b[3] is not None and a[3] > b[3]:
            falls = True
            break
    if not falls:
        return found
    out: list[tuple[str, int, int, int | None]] = []
    k = 0
    while k < len(found):
        j = k
        while j < len(found) and found[j][2] == found[k][2]:
            j += 1
        run = found[k:j]
        ranks = [r for _, _, _, r in run]
        if (
            len(run) >= 2
            and all(r is not None for r in ranks)
            and len(set(ranks)) == len(ranks)
            and ranks == sorted(ranks, key=lambda r: -(r or 0))
        ):
            run = list(reversed(run))
        out.extend(run)
        k = j
    return out


# Role labels that state a place: the best overall pick is first, the runner-up second.
_FIRST_ROLE = re.compile(
    r"\b(?:best\s+overall|overall\s+(?:winner|pick|best)|top\s+pick|winner|editor's\s+choice)\W*$",
    re.I,
)
# Every `_FIRST_ROLE` match holds one of these (in any case but the first letter's).
_FIRST_ROLE_HINTS = ("verall", "op pick", "inner", "hoice")
_SECOND_ROLE = re.compile(r"\brunner[\s-]up\W*$", re.I)


def _best_overall_first(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """Picks that role labels rank ("**Runner-up:** X" written above "**Best overall:** Y"): the
    one best-overall pick moves ahead of the runner-up before it. Other roles ("Budget pick")
    do not say where they rank, so a reply may order them as it likes; list numbers and other
    stated ranks are left to rule the order."""
    if any(f[3] is not None for f in found):
        return found
    places = []
    for name, start, _, _ in found:
        line_start = body.rfind("\n", 0, start) + 1
        line_end = body.find("\n", start)
        # a bold run's span starts at its label ("**Runner-up: X**"): the name is further on
        at = body.find(name, start, len(body) if line_end < 0 else line_end)
        lead = _plain(body[line_start : at if at >= 0 else start])[-40:]
        if body[line_start : line_start + 1] == "|" and at >= 0:
            # a table row awards its role in a later cell ("| $279 | Roborock Q5 Pro | Best overall |")
            cells = _plain(body[at + len(name) : len(body) if line_end < 0 else line_end]).split(
                "|"
            )
            lead = next((c for c in cells if _FIRST_ROLE.search(c) or _SECOND_ROLE.search(c)), lead)
        places.append(1 if _FIRST_ROLE.search(lead) else 2 if _SECOND_ROLE.search(lead) else 0)
    if places.count(1) != 1 or 2 not in places:
        return found
    best, runner = places.index(1), places.index(2)
    if best < runner:
        return found
    return [*found[:runner], found[best], *found[runner:best], *found[best + 1 :]]


def _confident(found: list[tuple[str, int, int, int | None]], body: str) -> bool:
    """Whether two blocks rank the products they share in the same order, and a reply without a
    recognised ranking does not name several models in prose."""
    if found:
        first_block = found[0][2]
        for f in found:
            if f[2] != first_block:
                break
        else:
            return True  # one block cannot disagree with another
    if found and _blocks_disagree(found):
        return False
    if found:
        return True
    if _NO_WINNER_FOLDED.search(body.lower()) if body.isascii() else _NO_WINNER.search(body):
        return True
    if _defers_picks(body):
        return True
    if _declines_outright(body):
        return True
    models = {n.casefold() for n in _prose_names(_plain(body)) if _MODEL_CODE.search(n)}
    return len(models) < 2


def _blocks_disagree(found: list[tuple[str, int, int, int | None]]) -> bool:
    """Whether two blocks of two or more names rank two names they share in opposite orders.

    Only names in two blocks or more can be shared, so each block is read as its order of those
    names alone; blocks that read alike agree, and only blocks that share two names are compared.
    Hostile input of 1,200 distinct names in as many blocks compared every pair of blocks."""
    by_block: dict[int, dict[str, None]] = {}
    for name, _, blk, _ in found:
        by_block.setdefault(blk, {})[name.casefold()] = None
    orders = [list(names) for names in by_block.values() if len(names) >= 2]
    blocks_of: dict[str, int] = {}
    for names in orders:
        for key in names:
            blocks_of[key] = blocks_of.get(key, 0) + 1
    kept = dict.fromkeys(tuple(k for k in names if blocks_of[k] >= 2) for names in orders)
    shared_orders = [kept_names for kept_names in kept if len(kept_names) >= 2]
    holding: dict[str, list[int]] = {}
    for k, kept_names in enumerate(shared_orders):
        for key in kept_names:
            holding.setdefault(key, []).append(k)
    for k, first in enumerate(shared_orders):
        counts: dict[int, int] = {}
        for key in first:
            for j in holding[key]:
                if j > k:
                    counts[j] = counts.get(j, 0) + 1
        for j, count in counts.items():
            if count < 2:
                continue
            second = set(shared_orders[j])
            shared = [x for x in first if x in second]
            at = set(shared)
            if shared != [x for x in shared_orders[j] if x in at]:
                return True
    return False


# A promise to rank once the user has answered ("Tell me about your home and I'll come back with
# three picks in order", "A few questions would let me give you a real ranking").
_DEFERS_PICKS = re.compile(
    r"\b(?:I'll|I\s+will|I\s+can|I'd\s+be\s+happy\s+to)\s+(?:come\s+back\s+with|give\s+you"
    r"|put\s+together|suggest)\s+(?:you\s+)?(?:a\s+|my\s+|some\s+|three\s+|3\s+|the\s+)?"
    r"(?:[a-z]+\s+)?(?:picks?|ranking|recommendations?|shortlist)\b"
    r"|\blet\s+me\s+give\s+you\s+a\s+(?:real\s+|proper\s+|useful\s+)?(?:ranking|recommendation)",
    re.I,
)


def _declines_outright(body: str) -> bool:
    """Whether a reply that names no pick says it will not rank ("I'd rather not hand you a
    ranked top three"): the models it names are examples of the range, and it recommends
    nothing, confidently."""
    return _declines_to_rank(body, [])


def _defers_picks(body: str) -> bool:
    """Whether a reply that names no pick asks the user questions and says it will rank once
    they answer (a clarify-first reply): the models it names are examples of the range, and it
    recommends nothing, confidently."""
    return "?" in body and _DEFERS_PICKS.search(body) is not None


_MODEL_CODE = re.compile(r"\b(?=[A-Za-z-]*\d)(?=\d*[A-Za-z])[A-Za-z0-9-]{2,}\b")


# A two-product question names both products: "which is better: the X or the Y?".
_PAIR_QUESTION = re.compile(r":\s+the\s+(?P<a>[^?]+?)\s+or\s+the\s+(?P<b>[^?]+?)\?")


@lru_cache(maxsize=256)
def pair_options(prompt: str) -> tuple[str, str] | None:
    """The two products a rank-the-two prompt names, or None for any other prompt."""
    m = _PAIR_QUESTION.search(prompt)
    return None if m is None else (m.group("a").strip(), m.group("b").strip())


def complete_pair(
    reading: PicksReading, options: tuple[str, str] | None, text: str
) -> PicksReading:
    """A rank-the-two reply that puts one product first ranks the other second, when it names the
    other without advising against it ("skip the Y" leaves one pick)."""
    if options is not None and reading.picks:
        reading = _pair_spelled_out(reading, options, text)
    if options is None or len(reading.picks) != 1:
        return reading
    name = reading.picks[0].name
    others = [o for o in options if not _names_option(name, o, options)]
    if len(others) != 1:
        return reading
    other = others[0]
    at = text.find(other)
    span = (at, at + len(other))
    if at < 0:
        # fixes27: a lower-case writer ("just get the sony xm5s, the bose are fine too") names
        # the other option by its brand in lower case too
        lower = not _has_upper(name)
        span = _short_mention(text, other, options, reading.picks[0].span, lower)
        at = span[0]
    if at < 0 or _avoids(_sentence_before(text, at)[-60:]):
        return reading
    if _NOT_BEFORE.search(text, max(0, at - 12), at) is not None:
        return reading  # picks28: "not the Y (weaker battery), so the X": ruled out
    para_start = text.rfind("\n\n", 0, at) + 1
    para_end = text.find("\n\n", at)
    if _avoids(text, para_start, len(text) if para_end < 0 else para_end):
        return reading  # "What about the Y? ... Skip it for this use."
    written = _written_as(text, at, other)
    if written is not None:  # fixes22b: the reply's own spelling, where it names brand and model
        other, span = written, (at, at + len(written))
    return PicksReading([*reading.picks, Pick(other, span)], reading.confident)


def _names_option(name: str, option: str, options: tuple[str, str]) -> bool:
    """Whether a pick names a pair ``option``: one holds the other (in any case), or, fixes27, a
    lower-case writer's pick opens with the option's brand and the other option has another
    ("sony xm5s" for the "Sony WH-1000XM5", a plural model code no alias reads). A capitalised
    pick ("Bose QC Ultra") is left to the pair's own statements (`scoring.pair_verdict`), which
    keep the reply's spelling of the other option ("with the Sony a close second")."""
    first, folded = name.casefold(), option.casefold()
    if folded in first or first in folded:
        return True
    if _has_upper(name):
        return False
    brand = folded.split()[0]
    brands = [o.casefold().split()[0] for o in options]
    return first.split()[:1] == [brand] and brands.count(brand) == 1


def _written_as(text: str, at: int, option: str) -> str | None:
    """How the reply writes a pair option whose full name it never writes, from its mention at
    ``at``: the option's leading words as far as the reply spells them there ("Bose QuietComfort
    Ultra" for the battery's "Bose QuietComfort Ultra Headphones"), when that is two words or
    more (a brand and a model, the label rule's shortest complete form); None for a one-word
    mention ("the Bose comes second"), which keeps the option's full name."""
    words = option.split()
    if text[at : at + len(words[0])].casefold() != words[0].casefold():
        return None  # the mention is a later word of the option ("the XPS"): no leading run
    end = at + len(words[0])
    count = 1
    for word in words[1:]:
        nxt = end + 1
        if text[end : end + 1] != " " or text[nxt : nxt + len(word)].casefold() != word.casefold():
            break
        if text[nxt + len(word) : nxt + len(word) + 1].isalnum():
            break  # "Ultra" must not run on into "Ultras"
        end, count = nxt + len(word), count + 1
    return text[at:end] if 2 <= count < len(words) else None


def _pair_spelled_out(reading: PicksReading, options: tuple[str, str], text: str) -> PicksReading:
    """A rank-the-two reply that names both products in full and then ranks them by a word of
    each ("I'd go with the Bose for flying. The Sony is a close second"): each pick that is such a
    word of one option alone is that option, as the reply writes it in full."""
    folded = text.casefold()  # once, not once an option: the reply is the long string here
    named = [(o, folded.find(o.casefold())) for o in options]
    if any(at < 0 for _, at in named):
        return reading  # both written in full, or the short names stay what the reply says
    picks: list[Pick] = []
    changed = False
    option_words: list[set[str]] | None = None  # each option's words, built for a one-word pick
    for pick in reading.picks:
        words = set(pick.name.casefold().split())
        if len(words) != 1:
            picks.append(pick)  # only a pick of one word can be a word of one option alone
            continue
        if option_words is None:
            option_words = [set(o.casefold().split()) for o, _ in named]
        owners = [(o, at) for (o, at), ws in zip(named, option_words, strict=True) if words < ws]
        others = [o for (o, _), ws in zip(named, option_words, strict=True) if words <= ws]
        if len(owners) == 1 and len(others) == 1:
            option, at = owners[0]
            picks.append(Pick(text[at : at + len(option)], (at, at + len(option))))
            changed = True
        else:
            picks.append(pick)
    return PicksReading(picks, reading.confident) if changed else reading


def _short_mention(
    text: str, other: str, options: tuple[str, str], first: tuple[int, int], lower: bool = False
) -> tuple[int, int]:
    """Where the reply names ``other`` by a word of its name alone ("Bose first", "the XPS comes
    second"), outside the first pick's own name: its span, or (-1, -1) when nowhere.
    Only a capitalised word of three letters or more that the other option does not share; with
    ``lower`` (a writer who names the first pick in lower case), the option's brand in lower case
    too ("the bose"), never a later word ("air", "ultra", "headphones" are ordinary words)."""
    shared = {w.casefold() for o in options if o != other for w in o.split()}
    words = [
        w
        for w in other.split()
        if len(w) >= 3 and w[:1].isupper() and not w.isdigit() and w.casefold() not in shared
    ]
    if lower and words and words[0] == other.split()[0]:
        words.insert(1, words[0].lower())
    best = (-1, -1)
    for word in words:
        for m in re.finditer(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", text):
            if first[0] <= m.start() < first[1]:
                continue
            if best[0] < 0 or m.start() < best[0]:
                best = m.span()
            break
    return best


def find_picks(text: str) -> list[Pick]:
    """Picks with the original-text span each was read from (first mention), in rank order."""
    return read_picks(text).picks


def extract_picks(text: str) -> list[str]:
    """The products a response recommends, in rank order (first mention wins a duplicate)."""
    return [p.name for p in find_picks(text)]


# picks27: a reason the writer trails off to withdraw the pick on the same line: "2. **monday.com**
# - colourful, visual boards that... actually, scratch that. ... Put **Asana** here instead".
_TRAIL_OFF = re.compile(r"(?:\.\.\.|\u2026|[ \t][\u2013\u2014-])[ \t]*")


def _trailed_off_withdrawal(body: str, at: int) -> int:
    """Where a withdrawal starts after an ellipsis or dash later on the line from ``at`` (the
    pick's own line: its reason broken off), or -1."""
    end = body.find("\n", at)
    for m in _TRAIL_OFF.finditer(body, at, end if end >= 0 else len(body)):
        if _WITHDRAWAL.match(body, m.end()) is not None:
            return m.end()
    return -1


# picks27: a revision note that drops a ranked pick and names another "instead": "**Edit:** I'm
# dropping Dashlane from this list. ... I'd put **Proton Pass** third instead". The replacement
# takes the dropped pick's place, as it does after "scratch that" (`_withdrawn_replaced`).
_REVISION_LABEL = re.compile(
    r"^[ \t>*_]*(?:[Ee]dit|EDIT|[Uu]pdate|UPDATE|[Cc]orrection)[*_]*[ \t]*:", re.M
)
# `_REVISION_LABEL` at the start of one line, and after a line break: no part of the pattern
# matches a line break, so a match of the multi-line search lies on one line and starts where it
# does. The second opens with a literal line break, which the search finds like a substring.
_REVISION_LABEL_LINE = re.compile(_REVISION_LABEL.pattern.removeprefix("^"))
_REVISION_LABEL_AFTER_BREAK = re.compile("\n" + _REVISION_LABEL_LINE.pattern)


def _has_revision_label(body: str) -> bool:
    """Whether `_REVISION_LABEL` matches ``body``: at its start or right after a line break.
    A quarter of the cost of the multi-line search, which tries every character (and of the
    hint words it was gated by, "dit" among them, which most replies hold)."""
    return (
        _REVISION_LABEL_LINE.match(body) is not None
        or _REVISION_LABEL_AFTER_BREAK.search(body) is not None
    )


_DROP_VERB = re.compile(
    r"\b(?:dropping|drop|removing|remove|cutting|cut|taking[ \t]+out|take[ \t]+out)[ \t]+"
    r"(?:the[ \t]+)?",
    re.I,
)


def _dropped_replaced(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """``found`` with a pick that a revision note drops by name replaced, at its place, by the
    product the note names "instead"; the replacement's own reading inside the note goes. A note
    that drops nothing read above it, or names no replacement, leaves ``found`` as it was."""
    out = list(found)
    for label in _REVISION_LABEL.finditer(body):
        end = body.find("\n\n", label.end())
        end = end if end >= 0 else len(body)
        para = body[label.end() : end][:600]
        if _INSTEAD.search(para) is None:
            continue
        for verb in _DROP_VERB.finditer(body, label.end(), label.end() + len(para)):
            dropped = next(
                (
                    k
                    for k, f in enumerate(out)
                    if f[1] < label.start()
                    and body[verb.end() : verb.end() + len(f[0])].casefold() == f[0].casefold()
                ),
                None,
            )
            if dropped is None:
                continue
            other = _replacement(body[verb.end() : label.end() + len(para)], out[dropped][0])
            if other is None:
                break
            name, _, block, rank = out[dropped]
            out = [
                f
                for f in out
                if not (label.start() <= f[1] < end and f[0].casefold() == other[0].casefold())
            ]
            out[dropped] = (other[0], verb.end() + other[1], block, rank)
            break
    return out


# picks27: a revision note that swaps two places of the ranking above it: "**Edit:** swapping my 2
# and 3", "Update: swap #1 and #2".
_SWAP = re.compile(
    r"\bswap(?:ping)?[ \t]+(?:my[ \t]+|the[ \t]+)?(?:#|numbers?[ \t]+)?(?P<a>[1-5])[ \t]+and[ \t]+"
    r"(?:#|number[ \t]+)?(?P<b>[1-5])\b",
    re.I,
)


# review29p: a condition on the swap's line ("if ...", "unless ...", "when ..."): the swap is
# advice for some buyers, not a revision of the ranking.
_SWAP_CONDITION = re.compile(r"\b(?:if|unless|when|whenever)\b", re.I)


def _swapped(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """``found`` with two numbered places swapped where a revision note below them says so; the
    note must come after both, and each place must be read once."""
    for label in _REVISION_LABEL.finditer(body):
        end = body.find("\n", label.end())
        stop = end if end >= 0 else len(body)
        swap = _SWAP.search(body, label.end(), stop)
        if swap is None or _SWAP_CONDITION.search(body, label.end(), stop) is not None:
            # review29p: "**Update:** if comfort matters more, swap my 1 and 2" swaps for one
            # kind of buyer; the ranking stands
            continue
        places = (int(swap["a"]), int(swap["b"]))
        at = [
            [k for k, f in enumerate(found) if f[3] == place and f[1] < label.start()]
            for place in places
        ]
        if places[0] == places[1] or any(len(ks) != 1 for ks in at):
            continue
        i, j = at[0][0], at[1][0]
        out = list(found)
        out[i], out[j] = (
            (found[j][0], found[j][1], found[j][2], found[i][3]),
            (
                found[i][0],
                found[i][1],
                found[i][2],
                found[j][3],
            ),
        )
        found = out
    return found


def _reranked(found: list[tuple[str, int, int, int | None]], at: int) -> bool:
    """Whether a product read from ``found[at]`` on was read before it too (by name)."""
    before = {f[0].casefold() for f in found[:at]}
    return any(f[0].casefold() in before for f in found[at:])


# picks27: the openings of `_FINAL`'s revision lines ("**Edit:**", "Update:", "Actually, scratch
# that"), as opposed to a "Final ranking" title.
_REVISION_OPENS = re.compile(
    r"^\W*(?:(?:edit|update|correction)\W*:|(?:actually|wait|hmm|ok|okay|no)[,.!]?\s+scratch\b)",
    re.I,
)


def _bold_lead_label(body: str, at: int) -> str | None:
    """The bold run-in label ("**The case for the Dell XPS 13.**") opening the line that holds
    ``at``, when ``at`` lies inside it; None otherwise."""
    line_start = body.rfind("\n", 0, at) + 1
    lead = _RUN_IN_LABEL.match(body, line_start)
    if lead is None:
        return None
    group = "label" if lead["label"] is not None else "bare"
    return lead[group] if lead.start(group) <= at < lead.end(group) else None


def _lead_words(name: str) -> frozenset[str]:
    return frozenset(name.casefold().split()) - {"the"}


def _leads_then_prose_ranking(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]] | None:
    """picks28: paragraphs under bold run-in leads that walk through the options ("**The case for
    the Dell XPS 13.** ...", "**The Gaggia.** ...") state no rank, and a ranking stated in prose
    after the last of them ("I'd rank the XPS 13 first and the MacBook Air second", "Breville
    Bambino Plus first, Gaggia Classic Pro second") is the order recommended, as it is after a
    feature table that states no rank. Only where every product the prose ranks is one a lead
    names (the words of one name all words of the other) and every lead is ranked, so a closing
    aside about a product the leads never named, or a comparison of two of three, leaves them;
    None where the shape does not hold."""
    labels: list[str] = []
    for f in found:  # the first name that is ranked or under no lead ends it: the rest go unread
        if f[3] is not None:
            return None
        label = _bold_lead_label(body, f[1])
        if label is None:
            return None
        labels.append(label)
    if not _leads_may_be_ranked_after(labels, body, max(f[1] for f in found)):
        return None  # perf40: no ranking after the leads can name every lead but the last
    ranked = _prose_picks(body)
    if len(ranked) < 2 or min(r[1] for r in ranked) < max(f[1] for f in found):
        return None
    leads = [_lead_words(label) for label in labels]
    names = [_lead_words(r[0]) for r in ranked]
    matched = [any(w <= lead or lead <= w for w in names) for lead in leads]
    if not all(any(w <= lead or lead <= w for lead in leads) for w in names):
        return None
    # every lead is ranked, save a last one in the writer's own words ("**What I'd do.**") that
    # heads the ranking's paragraph: one product left unranked leaves the leads as they were
    if not all(matched[:-1]) or not (matched[-1] or leads[-1] & _WRITER_WORDS):
        return None
    return ranked


_WRITER_WORDS = frozenset(("i", "i'd", "i'm", "my", "me"))


# perf40: what `_leads_may_be_ranked_after` keeps of a text: its letters and digits, folded.
_NOT_ALNUM = re.compile(r"[^0-9a-z]+")


def _leads_may_be_ranked_after(labels: list[str], body: str, last_lead: int) -> bool:
    """perf40: False only where `_leads_then_prose_ranking` gives None whatever `_prose_picks`
    reads, so the prose reader is not run for it (about one recommendation reply in twelve
    reaches it, nearly always bold names over paragraphs that rank nothing).

    Every lead but the last must share a word with a name the prose ranks (the words of one name
    all words of the other: "the" aside, neither is empty, since `_candidate` reads no name from
    "The"), and every ranked name starts at or after ``last_lead``, the last lead's name. Each
    name the prose reader gives is read from the text at its start's line or later, its
    characters in order with only marks, symbols and spaces left out between them (a link's
    address and a "TM" after a name are cut too, hence the two substring tests). So a word shared
    with a lead, its letters and digits folded, is found in the letters and digits of the text
    from the last lead's line on: a lead none of whose words is found there is ranked by no such
    prose. A lead with no word but "the" is a subset of every name, and passes."""
    if "](" in body or "][" in body or "TM" in body:
        return True
    tail = _NOT_ALNUM.sub("", body[body.rfind("\n", 0, last_lead) + 1 :].casefold())
    for label in labels[:-1]:
        words = _lead_words(label)
        if words and not any(_NOT_ALNUM.sub("", word) in tail for word in words):
            return False
    return True


# picks28: "it's my first pick", "that's my top choice", "it's my number one": the first place
# given to what "it" stands for.
_ITS_MY_FIRST = re.compile(
    r"\b(?:[Ii]t|[Tt]hat)(?:'s|\u2019s|[ \t]+is)[ \t]+my[ \t]+(?:(?:first|top)[ \t]+(?:pick|choice)"
    r"|number[ \t]+one|#1)\b"
)
_SENTENCE_OPENS = (". ", "! ", "? ", "\n")


def _named_back_as_first(body: str) -> tuple[str, int] | None:
    """The product a sentence names before calling "it" the writer's first pick ("I trained for
    my first 10K in the ASICS Novablast 4, so I'm a little biased, but ... it's my first pick"),
    and where; None unless the sentence before the phrase names exactly one product, with no "if"
    (a condition's pick) and nothing turned down."""
    avoided = _avoids_before(body)
    for m in _ITS_MY_FIRST.finditer(body):
        start = max(
            body.rfind(stop, max(0, m.start() - 400), m.start()) for stop in _SENTENCE_OPENS
        )
        start = start + 1 if start >= 0 else max(0, m.start() - 400)
        sentence = body[start : m.start()]
        if _CONDITION_WORD.search(sentence) is not None or avoided.matches_before(m.start()):
            continue
        names = _prose_names(sentence)
        if len(names) == 1:
            return names[0], start + max(sentence.find(names[0]), 0)
    return None


_CONDITION_WORD = re.compile(r"\b(?:[Ii]f|[Uu]nless|[Ww]hen)\b")


# picks28: a product ruled out by "not" on a summary line ("Short version: not the XPS 13 (weaker
# battery), so the MacBook Air M3."), searched in the 12 characters before the name.
_NOT_BEFORE = re.compile(r"\b[Nn]ot[ \t]{1,3}(?:the[ \t]{1,3}|a[ \t]{1,3})?[*_]{0,2}$")


def _not_eliminated(names: list[str], rest: str) -> list[str]:
    """``names`` without those the summary's text rules out with "not" right before them."""
    kept: list[str] = []
    for name in names:
        at = rest.find(name)
        if at > 0 and _NOT_BEFORE.search(rest, max(0, at - 12), at) is not None:
            continue
        kept.append(name)
    return kept


# picks29: a ranking stated as places inside one bold run, the way a chatty writer sets its
# verdict in bold ("I'd go **Bose QC Ultra first, XM5 second**."): each name before its place
# word. `_NAME_END` cuts a name before a place word only at a stop or the line's end, so the run
# read as one name gave "Bose QC Ultra first" and lost the second. The whole run must be the
# list, every part bounded, so the match stays linear on any run.
_PLACED_RUN = re.compile(
    r"(?:the[ \t]+)?(?P<a>[^,;\n]{1,80}?)[ \t]{1,3}first,[ \t]{1,3}(?:then[ \t]{1,3})?"
    r"(?:the[ \t]+)?(?P<b>[^,;\n]{1,80}?)[ \t]{1,3}second"
    r"(?:,?[ \t]{1,3}(?:and[ \t]{1,3})?(?:the[ \t]+)?(?P<c>[^,;\n]{1,80}?)[ \t]{1,3}third)?[.!]?"
)


# review32p: what may stand before a bold run of places on its line, within its sentence: nothing
# (a run that opens the line, a sentence or a label's text, "Honestly? **X first, Y second**",
# "My take: **...**") or a verdict's verb ("I'd go", "I'd say", "go with", "it's"). A run after
# another verb ("Learn **Lightroom first, Photoshop second**", "Shoot **RAW first, JPEG
# second**", "think **Mac first, PC second**") orders steps or priorities, not products. Read on
# at most the 60 characters before the run.
_VERDICT_LEAD = re.compile(
    r"(?:\b(?:I|I'd|I’d|I[ \t]+would|I'll|I’ll|I[ \t]+will)[ \t]+(?:[a-z]+[ \t]+)?"
    r"(?:go(?:[ \t]+with)?|say|pick|choose|rank(?:[ \t]+(?:them|these|it))?|buy|get|recommend"
    r"|vote)|\b(?:go(?:[ \t]+with)?|it's|it’s|it[ \t]+is))[ \t]*\Z",
    re.I,
)
_RUN_LEAD_STOP = re.compile(r"[.!?:;—–]")


def _verdict_lead(before: str) -> bool:
    """Whether ``before``, the text before a bold run of places on its line, leaves the run a
    verdict (`_VERDICT_LEAD`)."""
    stops = [m.end() for m in _RUN_LEAD_STOP.finditer(before)]
    lead = before[stops[-1] if stops else 0 :].strip(" \t*_>#-+•")
    return not lead or _VERDICT_LEAD.search(lead) is not None


def _placed_run_names(inner: str) -> list[str]:
    """The names of a bold run that is a list of places ("X first, Y second", "the X first, then
    the Y second, and the Z third"), in order; [] unless every part is a proper name (not
    "**Comfort first, price second**" or "**Function first, Fashion second**", which rank
    priorities)."""
    m = _PLACED_RUN.fullmatch(inner.strip())
    if m is None:
        return []
    names = [_candidate(part) for part in m.group("a", "b", "c") if part is not None]
    if all(n is not None and _proper_name(n) and (" " in n or not _common_noun(n)) for n in names):
        return [n for n in names if n is not None]
    return []


# misses32: how far before a ranking its announcement may stand ("here's how I'd actually rank
# them." over "## My ranked top three"), counted back from the ranking's first name.
_PREVIEW_REACH = 600


def _without_previews(
    found: list[tuple[str, int, int, int | None]], body: str
) -> list[tuple[str, int, int, int | None]]:
    """Without a bulleted list before a numbered ranking that only previews its products in
    another order: deals in price order ("- **Eufy 11S Max** — $129 at Walmart"), or a note on
    which models are meant ("- **MacBook Air M3**: the 2024 Air"), and then "here's how I'd
    actually rank them" over "1. **Roborock Q7 Max**". The bullets state no rank, name nothing
    the ranking does not, and the text between them and the ranking announces it (ranking
    words); the numbers decide the order. A preview already in the ranking's order, and a
    summary line or prose before the ranking, are left as they are."""
    blocks, ranking = numbered_ranking_block(found)
    if ranking is None:
        return found
    names = [f[0] for f in blocks[ranking]]
    start = min(f[1] for f in blocks[ranking])
    drop: set[int] = set()
    for b, fs in blocks.items():
        if b == ranking or max(f[1] for f in fs) > start or any(f[3] is not None for f in fs):
            continue
        places = [
            next((k for k, n in enumerate(names) if same_product(f[0], n, names)), -1) for f in fs
        ]
        if -1 in places or places == list(range(len(places))):
            continue  # a name the ranking lacks, or the ranking's own order: no preview to drop
        if not all(_bullet_line(body, f[1]) for f in fs):
            continue
        after = body.find("\n", max(f[1] for f in fs))
        window = body[max(after, start - _PREVIEW_REACH) : start] if after >= 0 else ""
        if _RANKING_WORDS.search(window) is not None:
            drop.add(b)
    return [f for f in found if f[2] not in drop] if drop else found


# misses32: a title that orders what its list ranks ("## Navigation, best to worst", "## 1.
# Protocols, best to worst for privacy"): the words after the comma say how the list is ordered,
# so the title names no pick itself.
_ORDER_TITLE = re.compile(r"\b(?:best[ \t]+to[ \t]+worst|worst[ \t]+to[ \t]+best)\b", re.I)
# ... and a title of the writer's own picks ("## My picks, best to worst", "Top five, best to
# worst", "Recommended, best to worst") ranks products, not kinds of product.
_OWN_PICKS_TITLE = re.compile(r"\b(?:my|our|picks?|recommend\w*|top|favou?rites?)\b", re.I)


def _order_title(title: str) -> bool:
    """Whether a heading or bold title holds `_ORDER_TITLE` (only one with "to worst" or "to
    best" can)."""
    lowered = title.lower()
    if "to worst" not in lowered and "to best" not in lowered:
        return False
    return _ORDER_TITLE.search(title) is not None


def _ranks_kinds(title: str) -> bool:
    """Whether a heading or bold-only title over a list orders kinds of product, like a
    `_KINDS_SECTION` title ("## Navigation, best to worst" over LiDAR, vSLAM, gyroscope): an
    order title (`_order_title`) that is not the writer's own picks. Its items are kinds beside a
    ranking of products stated elsewhere ("## My top three"); when it holds the reply's only
    ranking, `read_picks` gives its items back as the picks (`_ranked_beside`)."""
    return _order_title(title) and _OWN_PICKS_TITLE.search(title) is None


# misses32: the sentence after a verdict that placed a first and a second, offering a third ("If
# you want a third, IVPN — ...", "For a third, the X.", "A third pick would be the X").
_THIRD_AFTER = re.compile(
    r"[ \t]*(?:(?:and[ \t]+)?if[ \t]+you[ \t]+(?:want|need)[ \t]+a[ \t]+third|for[ \t]+a[ \t]+third"
    r"|(?:a|my)[ \t]+third[ \t]+(?:pick|choice|option)[ \t]+(?:would[ \t]+be|is))"
    r"(?:[ \t]*[,:])?[ \t]+(?:the[ \t]+)?",
    re.I,
)
_SECOND_PLACED = re.compile(r"\bsecond\b", re.I)


def _third_place_after(verdict: str, after: str) -> str | None:
    """The third pick offered in the sentence right after a verdict's first sentence, when that
    sentence places a second ("Verdict: Mullvad first, Proton VPN second. If you want a third,
    IVPN — same philosophy ..."): the name that opens the offer's rest, a proper name. "If you
    want a third, add a mesh node" offers no product; "If you want a third opinion, ..." no
    place."""
    if _SECOND_PLACED.search(verdict) is None:
        return None
    offer = _THIRD_AFTER.match(after)
    if offer is None:
        return None
    name = _rest_name(after[offer.end() :])
    return name if name is not None and _proper_name(name) else None


# misses32: a place given to a bare model number in a sentence that places other names ("I'd
# rank the Pegasus 41 first, the Ride 17 second and the 880 third"), where the number opens a
# model code the reply names in full ("New Balance Fresh Foam X 880v14"). A bare number is
# otherwise a price or a spec, never a name (`_ONLY_NUMBERS`).
_NUMBER_PLACED_HINT = re.compile(r"\d[ \t]+(?:second|third|fourth|fifth)\b")
_NUMBER_PLACED = re.compile(
    r"\bthe[ \t]+(?P<num>\d{2,5})[ \t]+(?P<place>second|third|fourth|fifth)"
    r"(?=[ \t]*(?:[.,;:!)]|$|(?:and|place)\b))",  # not "the 90 second timer": a duration
    re.M,
)
_CODE_WORD = re.compile(r"(?<![\w-])(?P<num>\d{2,5})[a-z]{1,3}\d{0,4}\b")
_LINE_BREAK = re.compile(r"\n")


def _numbers_placed(body: str, placed: dict[str, tuple[int, int, str]]) -> list[_Placement]:
    """The names placed by their bare model number ("the 880 third") on a line that places
    another name: each the full name of the reply's first model code that opens with the number
    ("880v14"), at that mention. "the 2024 third quarter" names no code, "the 300 third" beside
    no "300x" code places nothing. Each line is scanned once for codes and once for names."""
    breaks = [b.start() for b in _LINE_BREAK.finditer(body)]  # the line of an offset by bisection
    lines_placed = {bisect_left(breaks, at) for _, at, _ in placed.values()}
    codes: dict[str, re.Match[str]] = {}
    for code in _CODE_WORD.finditer(body):
        codes.setdefault(code["num"], code)
    out: list[_Placement] = []
    for m in _NUMBER_PLACED.finditer(body):
        if bisect_left(breaks, m.start()) not in lines_placed:
            continue  # the sentence ranks no other name: a number, not a place in a ranking
        first = codes.get(m["num"])
        if first is None or first.start() > m.start():
            continue
        line = bisect_left(breaks, first.start())
        name = _name_ending_at(body, breaks[line - 1] + 1 if line else 0, first.end())
        if name is not None:
            out.append((name.casefold(), _RANK_WORDS[m["place"]], first.start(), name))
    return out


def _name_ending_at(body: str, pos: int, end: int) -> str | None:
    """The name whose run, read from a token between ``pos`` and ``end``, is the first to reach
    ``end`` and ends with the text just before it ("New Balance Fresh Foam X 880v14"); each run
    is read once (a token inside a run read before is skipped)."""
    while pos < end:
        token = _NAME_TOKEN_SCAN.search(body, pos, end)
        if token is None:
            return None
        run = _trimmed_run(body, token.start())
        if run is None or run[1] < end:
            pos = max(token.end(), run[1] if run is not None else 0)
            continue
        name = _candidate(run[0])
        word = body[body.rfind(" ", 0, end) + 1 : end]
        return name if name is not None and name.endswith(word) else None
    return None


def _title_case_places(inner: str) -> bool:
    """Whether a bold run is a list of places written in title case ("**Grinder First, Machine
    Second**", "**Fit First, Price Second, Looks Third**"): a title over advice that ranks
    priorities. Every word is capitalised there, so no word shows a name apart from a common
    noun, and the run names no pick ("**Bose QC Ultra first, XM5 second**" in running case is
    read by `_placed_run_names`)."""
    lowered = inner.strip().replace(" First, ", " first, ").replace(" Second", " second")
    return _PLACED_RUN.fullmatch(lowered.replace(" Third", " third")) is not None


# picks30: what may follow the product a sentence opening "Next is" names ("Next is the Tesla Model
# Y, for cargo", "... with its huge trunk"): a stop, or a word that starts the reason. Any other
# lower-case word continues a noun phrase the capital word only opens ("Next is Tuesday's test
# drive", "Next is Apple Pay setup"), a possessive never ends a product's name, and one common
# noun is a step of advice ("Next is Insurance: get quotes").
_AFTER_NEXT_NAME = frozenset(
    "for with which that who at because thanks as from since and in on is has offers its".split()
)
_NEXT_WORD = re.compile(r"[*_]{0,3}[ \t]{1,3}(?P<word>[a-z]{1,12})\b")


def _next_is_noun(name: str, body: str, end: int) -> bool:
    """Whether ``name``, which a "Next is" sentence gives and which ends at ``end`` in ``body``,
    is a noun phrase rather than a product: one common noun, a possessive, or a name a lower-case
    word that starts no reason follows."""
    if (" " not in name and _common_noun(name)) or body[max(0, end - 2) : end] in ("'s", "\u2019s"):
        return True
    word = _NEXT_WORD.match(body, end)
    return word is not None and word["word"] not in _AFTER_NEXT_NAME


# limits33p: a bold run of places that is the object of a verb other than a verdict's ("Shop
# **Costco first, Amazon second** for returns", "Turn on **Face ID first, Touch ID second**",
# "Most reviewers say **Sony first, Bose second**") orders steps, priorities or someone else's
# view: review32p's rule left it unread as a ranking by the bold reader, but the prose reader
# still placed its names ("Costco" first) and the bold reader read the run as one name ("Face ID
# first"). Now neither reads it. A run whose sentence puts nothing before it, a verdict's verb
# (`_verdict_lead`), a lead that ends in a comma ("Honestly, **X first, Y second**": the run is a
# clause of its own) or in a copula ("My ranking is **X first, Y second**") keeps its reading.
_COPULA_END = re.compile(r"(?:\b(?:is|are|was|were|be)|['’]s)\Z", re.I)
_PLACES_BOLD = re.compile(r"\*\*(?P<inner>[^*\n]{3,240}?)\*\*")


def _object_lead(before: str) -> bool:
    """Whether ``before``, the text before a bold run of places on its line, makes the run a
    verb's object rather than a verdict: some words of its sentence stand before it, none a
    verdict's verb, and they end in neither a comma nor a copula."""
    stops = [m.end() for m in _RUN_LEAD_STOP.finditer(before)]
    lead = before[stops[-1] if stops else 0 :].strip(" \t*_>#-+•")
    if not lead or lead.endswith(",") or _COPULA_END.search(lead) is not None:
        return False
    return _VERDICT_LEAD.search(lead) is None


def _object_run(inner: str, before: str) -> bool:
    """Whether a bold run is a list of places (`_PLACED_RUN`, any case) after an `_object_lead`."""
    lowered = inner.strip().lower()
    if " first, " not in lowered or "second" not in lowered:
        return False
    return _PLACED_RUN.fullmatch(lowered) is not None and _object_lead(before)


def _object_run_spans(line: str) -> list[tuple[int, int]]:
    """The spans of the line's bold runs that are `_object_run`s (the cheap tests first)."""
    if "**" not in line or "irst, " not in line:  # "first, " or "First, "
        return []
    return [
        (m.start(), m.end())
        for m in _PLACES_BOLD.finditer(line)
        if _object_run(m["inner"], line[max(0, m.start() - 60) : m.start()])
    ]


# limits33p: a word of degree before a place opens a role label as the place alone does ("Next
# best:", "Close second for pet owners:", "Distant third:"); a label read as no role dropped its
# pick ("Next best: Bitwarden") or hid the others behind a closing winner line.
_PLACE_DEGREE = frozenset(("next", "close", "distant"))
_DEGREE_PLACES = frozenset(("best", "second", "third", "fourth", "fifth"))
