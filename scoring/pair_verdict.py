"""Rank-the-two replies read with the two products the prompt names (the r16f pair rules).

A pair prompt ("which is better: the X or the Y? Rank the two") is answered in shapes the line
reader in `scoring.picks` does not see as a ranking, because the reply knows the reader already
has both names: "Bose > Sony", "So: Sony, then Bose.", "the XPS 13 is a fine second", "the Bose
edges it", "XPS 13 all the way", or a verdict sentence that names one and says the other "comes
second". Knowing the two options, a careful reader takes any of those as the order of the two.

The rules here run only for pair prompts, after `scoring.picks.complete_pair`:

- `_instead_of_both`: "I'd pass on both and get the Z" recommends a third product alone;
- `_declines_pair`: "I don't think there's a universal winner" / "ranking them wouldn't be
  honest", with no verdict statement and no numbered ranking, recommends neither;
- `_pair_verdict`: first-place and second-place statements about the options (a reply the line
  reader found nothing in, or one pick it could not pair with the other option);
- `_only_options`: a reading with both options and extra names (a checklist word such as
  "Packability") keeps the options;
- `_wont_buy_other`: "I wouldn't buy the Y" (or, opening a sentence, "Don't go for the Y";
  fix_picks39r: "I can't justify the price premium of the Y", "Paying more for the Y makes no
  sense") keeps the other option out of the ranking, unless what it turns down is the Y's part or
  accessory ("a case for the Y", "the Y's 16GB upgrade").

The r17e rules add verdict statements: "The Sony is the one.", an imperative opening a sentence
("Pick the Sony and pass on the Bose"), "1st: the Air. 2nd: the XPS 13.", "Air ≥ XPS 13", and an
option named alone as the reply's first sentence ("Honestly? Sony. The WH-1000XM5 ...").

They are kept apart from `scoring.picks` so that they read the pair alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from scoring.picks import _TURNED_DOWN, Pick, PicksReading, _avoids, _name_run, complete_pair

# Words of an option's name that do not name it alone ("Headphones" in "Bose QuietComfort Ultra
# Headphones").
_GENERIC = frozenset("headphones headphone earbuds laptop notebook the".split())
_CODE_TAIL = re.compile(r"[A-Z]{1,3}\d{1,2}$")  # "XM5" at the end of "WH-1000XM5"
_CAMEL = re.compile(r"^(?:[A-Z][a-z]+){2,}$")  # "QuietComfort", written "QC"


def _word_forms(word: str) -> list[str]:
    """The ways a reply writes one word of an option's name."""
    forms = [word]
    if _CAMEL.match(word):
        forms.append("".join(c for c in word if c.isupper()))
    return forms


@lru_cache(maxsize=64)
def _aliases(options: tuple[str, str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """For each option, the runs of its name a reply may call it by, longest first: every run of
    consecutive words (camel-case words also by their capitals, "QC"), the model code's tail
    ("XM5"), leaving out runs the other option shares and bare numbers or category words."""
    words = [o.split() for o in options]
    runs: list[set[str]] = [set(), set()]
    for i, ws in enumerate(words):
        for start in range(len(ws)):
            for end in range(start + 1, len(ws) + 1):
                variants = [""]
                for w in ws[start:end]:
                    variants = [f"{v} {f}".strip() for v in variants for f in _word_forms(w)]
                runs[i].update(variants)
        for w in ws:
            tail = _CODE_TAIL.search(w)
            if tail and tail.group() != w:
                runs[i].add(tail.group())
                # fixes25: the brand before the code's tail ("Sony XM5"), so that the fullest
                # spelling of the option is the brand and model the reply writes, not "Sony"
                if w != ws[0]:
                    runs[i].add(f"{ws[0]} {tail.group()}")
    out: list[tuple[str, ...]] = []
    for i in (0, 1):
        keep = []
        for run in runs[i]:
            if run in runs[1 - i] or run.isdigit() or run.casefold() in _GENERIC:
                continue
            if len(run) < 2 or not any(c.isupper() or c.isdigit() for c in run):
                continue
            keep.append(run)
        out.append(tuple(sorted(keep, key=len, reverse=True)))
    return out[0], out[1]


@lru_cache(maxsize=64)
def _mention_pattern(options: tuple[str, str]) -> re.Pattern[str]:
    """One pattern for a mention of either option, group ``a`` or ``b`` telling which."""
    a, b = _aliases(options)
    alt = [("|".join(re.escape(x) for x in names) or "(?!)") for names in (a, b)]
    return re.compile(rf"(?<![\w-])(?:(?P<a>{alt[0]})|(?P<b>{alt[1]}))(?![\w-])")


_Mention = tuple[int, int, int]  # (option index, start, end)


def _mentions(text: str, options: tuple[str, str]) -> list[_Mention]:
    return [
        (0 if m.group("a") else 1, m.start(), m.end())
        for m in _mention_pattern(options).finditer(text)
    ]


def _option_of(name: str, options: tuple[str, str]) -> int | None:
    """Which option a read pick names: the option of which it is a spelling (an alias, or the
    alias with a category word after it; r22: the option's whole name with its maker before it
    or its chip in brackets, "Apple MacBook Air (M3)" for the "MacBook Air M3")."""
    key = name.casefold()
    if "(" in key:
        key = " ".join(key.replace("(", " ").replace(")", " ").split())
    for i, option in enumerate(options):
        whole = option.casefold()
        if key.endswith(" " + whole) and key[: -len(whole) - 1].isalpha():
            return i  # one word of letters before the whole name: its maker ("1" is a rank)
    for i, names in enumerate(_aliases(options)):
        for alias in names:
            a = alias.casefold()
            if key == a or (key.startswith(a + " ") and key[len(a) + 1 :] in _GENERIC):
                return i
    return None


# ---- statements that place one option first or second -------------------------------------
_SECOND_AFTER = re.compile(
    r"[*_]{0,3}(?:'s)?\s+(?:(?:is|comes|in|would|be|a|an|my|the|very|close|fine|solid|strong|"
    r"distant|worthy|great|good|decent)\s+){0,4}(?:second(?![\w-]|\s+to\s+none)|runner-up\b|#2(?!\d))",
    re.I,
)
# "for" and whom the verdict is for ("better for a student", "wins for most flyers"); "wins for
# battery" and "better for calls" are one criterion's winner, not the pair's.
_FOR_WHOM = (
    r"\s+for\s+(?:a|an|the|you|your|most|this|frequent|students?|flying|travel(?:l?ing)?|flyers?)\b"
)
_FIRST_AFTER = re.compile(
    r"[*_]{0,3}(?:(?:\s+is|'s)\s+(?:the\s+)?better(?:\s+(?:choice|pick|buy|option))?"
    rf"(?={_FOR_WHOM}|\s*[.!;:—–]|\s+-\s|\s*$)|\s+wins(?={_FOR_WHOM}|\s*[.!;:—–]|\s+it\b|\s+overall\b)|"
    r"\s+edges\s+it\b|\s+takes\s+it\b|\s+comes\s+out\s+(?:ahead|on\s+top)\b|\s+all\s+the\s+way\b|"
    # r17e: "The Sony is the one." / "... is the one to buy" / "... is the one for flyers"; not
    # "is the one with the longer battery" (a comparison) nor "is the one I'd skip".
    rf"\s+is\s+the\s+one(?=\s*[.!;:—–]|\s+-\s|\s*$|\s+to\s+(?:buy|get|pick)\b|{_FOR_WHOM})|"
    r",\s+easily\b)",
    re.I,
)
_FIRST_BEFORE = re.compile(
    r"\b(?:I'd|I\s+would)\s+(?:(?:still|probably|definitely)\s+)?(?:go\s+with|lean\s+(?:towards?|to)|"
    r"buy|get|pick|choose|take)\s+(?:the\s+)?[*_]{0,3}$",
    re.I,
)
# r17e: an imperative opening a sentence, right before a mention: "Pick the Sony and pass on the
# Bose", "Honestly? Get the Bose." ("Don't get the Bose" opens with "Don't", so it is no vote).
_IMPERATIVE_BEFORE = re.compile(
    r"(?:^|(?<=[.!?:]\s)|(?<=\n))[*_]{0,3}(?:(?:just|so|honestly|simply),?\s+)?"
    r"(?:pick|get|buy|choose|take|go\s+(?:with|for))\s+(?:the\s+)?[*_]{0,3}$",
    re.I,
)


# r17e: a place label right before a mention: "1st: the Air", "#2 - the XPS 13". Only the digit
# forms: "First: the Sony is heavier. Second: ..." lists points, not places.
def _place_label(place: str) -> re.Pattern[str]:
    return re.compile(place + r"(?:\s+place)?[*_]{0,3}\s*[:\-–—]\s*(?:the\s+)?[*_]{0,3}$", re.I)


_FIRST_LABEL = _place_label(r"(?:1st|#1)")
_SECOND_LABEL = _place_label(r"(?:2nd|#2)")
# Between two mentions: "A > B", "A ≥ B", "A, then B", "A over B".
_CHAIN_GAP = re.compile(r"^[*_]{0,3}\s*(?:>|≥|→|,?\s+then|\s+over)\s+(?:the\s+)?[*_]{0,3}$", re.I)
# A condition; "if I'm honest" and "if you ask me" only frame the verdict.
_CONDITION = re.compile(
    r"\b(?:if(?!\s+(?:I'm|I\s+am)\s+honest|\s+you\s+ask\s+me)|unless|when|in\s+which\s+case)\b",
    re.I,
)


def _sentence_start(text: str, at: int) -> int:
    start = max(text.rfind(". ", 0, at), text.rfind("! ", 0, at), text.rfind("? ", 0, at))
    return max(start + 1 if start >= 0 else 0, text.rfind("\n", 0, at) + 1)


def _conditional(text: str, at: int) -> bool:
    """The mention sits in a condition ("if you need X, the Y"; "in which case the Y")."""
    return _CONDITION.search(text, _sentence_start(text, at), at) is not None


def _sentence_end(text: str, at: int) -> int:
    ends = [k for k in (text.find(". ", at), text.find("! ", at), text.find("? ", at)) if k >= 0]
    line_end = text.find("\n", at)
    if line_end >= 0:
        ends.append(line_end)
    return min(ends) if ends else len(text)


def _imperative_vote(text: str, start: int, end: int) -> bool:
    """r17e: "Pick the Sony and pass on the Bose": an imperative opens the sentence right before
    the mention, and no condition follows it in the sentence ("Get the Bose if you take lots of
    calls" is advice for one case, not the verdict), nor a possessive ("Take the Sony's ANC")."""
    if text.startswith("'s", end) or text.startswith("\u2019s", end):
        return False
    if _IMPERATIVE_BEFORE.search(text, max(0, start - 40), start) is None:
        return False
    return _CONDITION.search(text, end, _sentence_end(text, end)) is None


# r17e: the reply's first sentence is one option's name alone, after at most a short lead that
# ends in "?", ":" or "!" ("Honestly? Sony. The WH-1000XM5 ...", "Short answer: the XPS 13.").
# fix_picks39r: a size written before the name ("Winner: the 13-inch MacBook Air.") is the model's
# size, not a word of the lead.
_OPENING_LEAD = re.compile(
    r"\s*(?:[A-Z][\w']*(?:\s+[\w']+){0,2}[?:!]\s+)?[*_]{0,3}(?:[Tt]he\s+)?"
    r"(?:\d{1,2}(?:\.\d)?(?:-inch|-in\b|[\"\u201d])\s+)?"
)
_OPENING_STOP = re.compile(r"[*_]{0,3}[.!](?:\s|$)")


def _opening_option(text: str, options: tuple[str, str]) -> int | None:
    """The option the reply names alone as its first sentence, unless the next sentence turns it
    down ("Sony. Don't buy it for flying") or the name is asked about ("Sony? Great ANC")."""
    lead = _OPENING_LEAD.match(text)
    if lead is None:
        return None
    m = _mention_pattern(options).match(text, lead.end())
    if m is None:
        return None
    stop = _OPENING_STOP.match(text, m.end())
    if stop is None:
        return None
    said = text[stop.end() : _sentence_end(text, stop.end())]
    if _avoids(said) or _TURNED_DOWN.search(said):
        return None
    return 0 if m.group("a") else 1


def _pair_verdict(text: str, options: tuple[str, str]) -> tuple[int, bool, list[_Mention]] | None:
    """The option the reply's verdict statements put first, when they agree; whether a statement
    places the other second; and the mentions."""
    mentions = _mentions(text, options)
    votes: set[int] = set()
    placed_second = False
    opening = _opening_option(text, options) if mentions else None
    if opening is not None:
        votes.add(opening)
    for k, (opt, start, end) in enumerate(mentions):
        if _conditional(text, start):
            continue
        window = max(0, start - 40)
        if _SECOND_AFTER.match(text, end) or _SECOND_LABEL.search(text, window, start):
            votes.add(1 - opt)
            placed_second = True
        elif (
            _FIRST_AFTER.match(text, end)
            or _FIRST_BEFORE.search(text, window, start)
            or _FIRST_LABEL.search(text, window, start)
            or _imperative_vote(text, start, end)
        ):
            votes.add(opt)
        if k + 1 < len(mentions):
            nxt = mentions[k + 1]
            if nxt[0] != opt and _CHAIN_GAP.match(text[end : nxt[1]]):
                votes.add(opt)
    if len(votes) != 1:
        return None
    return votes.pop(), placed_second, mentions


# ---- a third product instead of both --------------------------------------------------------
_INSTEAD = re.compile(
    r"\b(?:(?:pass\s+on|skip)\s+both|neither)\b[^.\n]{0,30}?\b(?:and|,)?\s*"
    r"(?:get|buy|go\s+with|pick)\s+(?:the\s+)?[*_]{0,3}(?=[A-Z])"
)


def _instead_of_both(text: str, options: tuple[str, str]) -> Pick | None:
    """ "I'd pass on both and get the Z", "steer you to neither and get the Z instead": the one
    product the reply recommends, when it is neither option, and the verdict opens the reply."""
    if text.find("both", 0, 400) < 0 and text.find("neither", 0, 400) < 0:
        return None  # every match holds one word or the other, and ends by character 400
    m = _INSTEAD.search(text, 0, 400)
    if m is None or _CONDITION.search(text, _sentence_start(text, m.start()), m.start()):
        return None
    run = _name_run(text, m.end())
    if run is None:
        return None
    name, end = run
    if _option_of(name, options) is not None:
        return None
    return Pick(name, (m.end(), end))


# ---- a reply that declines to rank the two ---------------------------------------------------
_DECLINE = re.compile(
    r"\b(?:no\s+(?:universal|objective|single|clear)\s+winner|"
    r"(?:don't|do\s+not)\s+think\s+(?:there's|there\s+is)\s+(?:a|one)\s+"
    r"(?:universal\s+|clear\s+|single\s+|objective\s+)?(?:winner|best)|"
    r"(?:don't|do\s+not)\s+think\s+ranking\s+them|"
    r"rather\s+not\s+(?:crown|rank|pick|choose)|"
    r"\bI(?:\s+won't|\s+will\s+not|'m\s+not\s+going\s+to|\s+am\s+not\s+going\s+to)\s+"
    r"(?:rank|pick|choose|crown)\b)",
    re.I,
)
_NUMBERED_LINE = re.compile(r"^[ \t]*(?:#{1,6}[ \t]*)?(?:[*_]{0,2})(?:\d[.)]|#\d|\U0001F947)", re.M)


def _declines_pair(text: str) -> bool:
    head = text[:400]
    if not head.isascii() and any(ch in head for ch in _FOLDS_TO_ASCII_CHARS):
        head = head.translate(_FOLDS_TO_ASCII)  # a translate of non-ASCII text costs: seldom
    if not _may_decline(head.lower()):
        return False
    return _DECLINE.search(text, 0, 400) is not None and _NUMBERED_LINE.search(text) is None


# ---- the other option advised against --------------------------------------------------------
# picks39b: the other option's price turned down ("I wouldn't spend the extra on the Bose", "I
# won't pay more for the XPS 13", "I wouldn't spend money on the Sony", "I wouldn't splurge on the
# Bose") turns it down too; "spend more than $300 on" and "hesitate to pay extra" do not.
_WONT_BUY = re.compile(
    r"\bI\s+(?:(?:wouldn't|would\s+not|won't|don't|do\s+not)\s+(?:buy|get|go\s+for|bother\s+with"
    r"|(?:spend|pay)\s+(?:the\s+)?(?:(?:extra|more|premium)(?:\s+money)?|money)\s+(?:on|for)"
    r"|splurge\s+on)"
    # fix_picks39r: "I can't justify the price premium of the XPS 13", "the extra cost of"
    r"|(?:can't|cannot|couldn't)\s+justify\s+(?:the\s+)?(?:(?:price\s+)?premium|extra(?:\s+cost)?"
    r"|(?:higher\s+)?(?:price|cost))\s+(?:of|for|on))\b",
    re.I,
)

# fix_picks39r: a sentence that opens by paying more for the option and ends by calling that
# senseless ("Paying more for the Bose makes no sense for a flyer", "Spending extra on the XPS 13
# isn't worth it") turns the option down as "I wouldn't pay more for" does; review_fixpicks39r:
# "Paying up for the Bose makes little sense" too.
_PAYING_MORE = re.compile(
    r"\s*[*_]{0,3}(?:(?:but|so|and)\s+)?(?:paying|spending)\s+(?:more|extra|up|the\s+extra"
    r"|the\s+premium)\s+(?:on|for)\s+(?:the\s+)?",
    re.I,
)
_SENSELESS_AFTER = re.compile(
    r"[ \t]+(?:makes\s+(?:no|little)\s+sense|(?:isn't|is\s+not)\s+worth\s+it|is\s+(?:a\s+)?waste"
    r"|is\s+hard\s+to\s+justify)\b"
    # "makes no sense unless you want the OLED screen" is "makes sense only if": no turn-down
    r"(?![ \t]+(?:unless|except|if)\b)",
    re.I,
)
# fix_picks39r: what a price turn-down names is the option's accessory or upgrade, not the option:
# a noun phrase and a preposition before the name ("I wouldn't spend the extra on a case for the
# Bose"), or a possessive after it and the part's noun ("... on the MacBook Air's 16GB upgrade").
_PART_BEFORE_NAME = re.compile(
    r"\s+(?:an?|the|its|their)\s+[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:for|of|with)\s+(?:the\s+|your\s+)?",
    re.I,
)
# A plural name's possessive is its bare apostrophe ("the Bose ... Headphones' travel case").
_PART_AFTER_NAME = re.compile(
    r"(?:'s|\u2019s|(?<=s)'|(?<=s)\u2019)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:upgrades?|cases?|covers?|warranty|bundles?"
    r"|add-ons?|accessor(?:y|ies)|config(?:uration)?s?|options?|trim|tier|plan)\b",
    re.I,
)


# r17e: a sentence that opens "Don't go for the Y" / "Never buy the Y" turns the Y down too.
_DONT_BUY = re.compile(
    r"\s*[*_]{0,3}(?:(?:but|so|just)\s+)?(?:don't|do\s+not|never)\s+"
    r"(?:buy|get|go\s+(?:for|with)|pick|choose|bother\s+with)\b",
    re.I,
)


# The words of `_WONT_BUY`'s verbs, as written in lower case: the substring tests that let a text
# with none of them skip its search for each mention.
_WONT_BUY_WORDS = (
    "buy", "get", "bother", "go for", "spend", "pay", "splurge", "justify", "Paying", "Spending",
)  # fmt: skip


# pins41: the same price turn-down with the name first, its premium after a possessive ("I can't
# justify the Dell XPS 13's price premium", "the Bose's higher price"): right before the name the
# verb and an optional "the", right after it the possessive and the price's noun; not under a
# condition ("... unless you need Windows"), which advises some buyers only.
_CANT_JUSTIFY = re.compile(
    r"\b(?:can't|can’t|cannot|couldn't|couldn’t)\s+justify\s+(?:the\s+)?", re.I
)
_PREMIUM_AFTER = re.compile(
    r"(?:'s|\u2019s|(?<=s)'|(?<=s)\u2019)\s+(?:(?:price\s+)?premium|extra\s+cost"
    r"|(?:higher\s+)?(?:price|cost)(?:\s+tag)?)\b"
    r"(?![ \t]+(?:premium|tag|unless|except|if|for\s+(?:a|an)\b))",
    re.I,
)


def _cant_justify_possessive(text: str, start: int, span: tuple[int, int]) -> bool:
    """Whether the option at ``span`` is turned down by its price with the name first, "I can't
    justify the X's price premium" (`_CANT_JUSTIFY`, `_PREMIUM_AFTER`)."""
    if "justify" not in text[start : span[0]]:
        return False
    verbs = [m.end() for m in _CANT_JUSTIFY.finditer(text, start, span[0])]
    return bool(verbs) and verbs[-1] == span[0] and _PREMIUM_AFTER.match(text, span[1]) is not None


def _wont_buy_other(text: str, span: tuple[int, int]) -> bool:
    start = _sentence_start(text, span[0])
    turned_down = _WONT_BUY.search(text, start, span[0])
    if turned_down is not None:
        return not _names_a_part(text, turned_down.end(), span)
    if _cant_justify_possessive(text, start, span):
        return True
    if _DONT_BUY.match(text, start, span[0]) is not None:
        return True
    return (
        ("aying " in text[start : span[0]] or "pending " in text[start : span[0]])
        and _PAYING_MORE.fullmatch(text, start, span[0]) is not None
        and _SENSELESS_AFTER.match(text, span[1]) is not None
    )


def _names_a_part(text: str, verb_end: int, span: tuple[int, int]) -> bool:
    """Whether the thing a turn-down's verb (ending at ``verb_end``) names is a part, accessory or
    upgrade of the option at ``span`` rather than the option itself."""
    return (
        _PART_BEFORE_NAME.fullmatch(text, verb_end, span[0]) is not None
        or _PART_AFTER_NAME.match(text, span[1]) is not None
    )


def _wont_buy_any_mention(text: str, options: tuple[str, str], name: str) -> bool:
    """r16h: "Get the X. I wouldn't buy the XPS 13 for this" names the other option by a short
    form first and by its full name later; the sentence that says "I wouldn't buy" may hold any
    of its mentions, not only the fullest one."""
    if not any(word in text for word in _WONT_BUY_WORDS):
        return False
    opt = _option_of(name, options)
    if opt is None:
        return False
    return any(
        _wont_buy_other(text, (start, end))
        for o, start, end in _mentions(text, options)
        if o == opt
    )


def _longest_named(mentions: list[_Mention], opt: int, text: str) -> tuple[str, tuple[int, int]]:
    """The fullest spelling the reply uses for an option, at its first such mention."""
    best = max((m for m in mentions if m[0] == opt), key=lambda m: (m[2] - m[1], -m[1]))
    return text[best[1] : best[2]], (best[1], best[2])


def read_pair(reading: PicksReading, options: tuple[str, str] | None, text: str) -> PicksReading:
    """`complete_pair`, then the pair rules above (unchanged for any other prompt)."""
    done = complete_pair(reading, options, text)
    if options is None:
        return done
    if (
        len(reading.picks) == 1
        and len(done.picks) == 2
        and (
            _wont_buy_other(text, done.picks[1].span)
            or _wont_buy_any_mention(text, options, done.picks[1].name)
        )
    ):
        return reading
    third = _instead_of_both(text, options)
    if third is not None:
        return PicksReading([third], True)
    if len(done.picks) > 2:
        # r22: each option at its first place; a later spelling of one ("Verdict: MacBook Air
        # M3" after "1. Apple MacBook Air (M3)") repeats that pick
        kept, placed = [], set()
        for p in done.picks:
            opt = _option_of(p.name, options)
            if opt is not None and opt not in placed:
                kept.append(p)
                placed.add(opt)
        if len(kept) == 2:
            return PicksReading(kept, done.confident)
    if len(done.picks) <= 1:
        verdict = _pair_verdict(text, options)
        if verdict is not None:
            first, placed_second, mentions = verdict
            if not done.picks and not any(m[0] == first for m in mentions):
                return done
            if done.picks and (
                _option_of(done.picks[0].name, options) != first or not placed_second
            ):
                return done  # one pick the reply read alone: the other is added only when placed
            head = done.picks[0] if done.picks else Pick(*_longest_named(mentions, first, text))
            if not any(m[0] == 1 - first for m in mentions):
                return PicksReading([head], True)
            name, span = _longest_named(mentions, 1 - first, text)
            if _wont_buy_other(text, span) or any(
                _avoids(text, _sentence_start(text, m[1]), m[1]) for m in mentions if m[0] != first
            ):
                return PicksReading([head], True)
            return PicksReading([head, Pick(name, span)], True)
    if all(_mention_pattern(options).search(p.name) for p in done.picks):
        if _declines_pair(text) and _pair_verdict(text, options) is None:
            return PicksReading([], True)
    return done


# The non-ASCII characters re.I matches to an ASCII letter ("İ" and dotless "ı" to "i", long "ſ"
# to "s", the Kelvin sign to "k"), as that letter: with them folded, lower() turns every character
# re.I would match to a letter into that letter, and each into one character.
_FOLDS_TO_ASCII = {0x130: "i", 0x131: "i", 0x17F: "s", 0x212A: "k"}
_FOLDS_TO_ASCII_CHARS = tuple(map(chr, _FOLDS_TO_ASCII))


def _may_decline(lowered: str) -> bool:
    """Whether ``lowered`` (`_FOLDS_TO_ASCII`, then lower()) holds the words every `_DECLINE` match
    holds: "winner" or "think", else "not" or "won't" with a verb ("rank", "pick", "choose",
    "crown"). A re.I search runs slowly, trying each alternative at every position; these
    substring tests scan like memchr, and a text that fails them has no match
    (`tests/scoring/test_perf25.py` holds the two to the same answers).
    """
    if "winner" in lowered or "think" in lowered:
        return True
    return ("not" in lowered or "won't" in lowered) and (
        "rank" in lowered or "pick" in lowered or "choose" in lowered or "crown" in lowered
    )
