"""Rankings written in sentences, questions or ties, rewritten as the numbered list they are.

- A chain of names joined by "then" ("Bitwarden, then 1Password, then Proton Pass.", "Proton VPN.
  Then Mullvad, then IVPN.", "Mullvad first, then ..."), two joints or more, ending its sentence
  or followed by a dash or colon and the reason: a numbered list of the names. One joint ("Bose
  QuietComfort Ultra, then Sony WH-1000XM5.") when both names carry a model number or a brand's
  inner capital. A chain may also open where the writer starts someone on it ("I'd start a
  beginner on the X, then the Y, then the Z"; picks25).
- Names listed after a colon that says they are ranked ("Top 3 VPNs, ranked: Proton VPN, Mullvad,
  IVPN.", "My picks, in order: A, B, C."): a numbered list of the names.
- Two products tied on one numbered line ("2. (tie) Proton VPN and IVPN", "1. Bitwarden =
  1Password (tie)"): a line each, in the order the reply names them.
- Questions the reply asks itself, each answered by a product ("Q: Runner-up?" then "A: Proton
  VPN.", "**What's second?**" then "The Gaggia Classic Pro."), two or more: a numbered list of
  the answers. A bold question alone ("**Best VPN for privacy?** Here's how I'd rank them:") is a
  question, not a label: its bold markers are dropped.
"""

from __future__ import annotations

import re

from scoring.line_search import matches_at_lines_holding
from scoring.rewrite import Rewriter, Rewritten

# A product name in running text: capitalised or digit-led words, with lower-case model words
# ("Nikon Z fc", "Sony a6400") after the first, at most five words, and then perhaps a model
# number as a sixth ("New Balance Fresh Foam X 880v14"): a line's model name can take five words
# before its number, and a word holding a digit is not the start of the sentence's verb.
# picks23d: a capitalised word may carry a dotted model number ("Volkswagen ID.4"), as
# `prose_places._WORD` allows; a digit right after the dot, so a sentence's full stop ends the name.
_NAME = (
    r"(?:[A-Z0-9][\w'&+\-]*(?:\.\d[\w\-]*)?(?:[ \t](?:[A-Z0-9][\w'&+\-]*(?:\.\d[\w\-]*)?|[a-z]+\d[\w\-]*"
    r"|(?!(?:a|is|as|at|in|on|of|to|or|an|if|it|by|so|be|do|go|up|my|me|we|us|no)\b)[a-z]{1,2}\b)){0,4}"
    r"(?:[ \t](?=[A-Za-z\-]*\d)[A-Za-z0-9][\w\-]*)?)"
)
# r21: a short reason in brackets after each name of a chain ("Top 3: A (easiest), then B (best
# shots), then C (cheapest)."): no bracket inside it, at most 60 characters.
_ASIDE = r"(?:[ \t]+\([^()\n]{1,60}\))?"
# picks25: where the writer starts someone on a chain ("I'd start a beginner on the X, then the
# Y, then the Z", "I would begin with the X, then ..."): the chain opens after it; at most three
# words (whom it is for) between the verb and "on" or "with".
_START_ON = (
    r"\b(?:I'd|I[ \t]+would)[ \t]+(?:start|begin)(?:[ \t][a-z]{1,12}){0,3}?[ \t]+(?:on|with)[ \t]+"
)
_THEN_CHAIN = re.compile(
    rf"(?:^|(?<=[?!:.][ \t])|(?<=\n)|(?P<lead>{_START_ON}))"
    rf"(?:(?:the|The)[ \t]+)?(?P<a>{_NAME}){_ASIDE}(?:[ \t]+first)?[,.][ \t]+"
    rf"[Tt]hen[ \t]+(?:the[ \t]+)?(?P<b>{_NAME})"
    rf"(?P<more>(?:{_ASIDE},?[ \t]+(?:and[ \t]+)?then[ \t]+(?:the[ \t]+)?{_NAME})+){_ASIDE}"
    # the chain ends its sentence, or a dash or colon opens the reason after it ("Mullvad, then
    # Proton VPN, then IVPN — all three are audited"; "..., then Proton Pass: all have family plans")
    r"(?=[.!;:]|[ \t]+[-–—][ \t]|[ \t]*$)",
    re.M,
)
# Two names joined by one "then", each with a model number or a brand's inner capital ("Bose
# QuietComfort Ultra, then Sony WH-1000XM5."): the pair answer's order. A bare word pair ("Settings,
# then Privacy") is no ranking, so one joint asks for model-like names where two joints do not.
_THEN_PAIR = re.compile(
    rf"(?:^|(?<=[?!:.][ \t])|(?<=\n))(?:(?:the|The)[ \t]+)?(?P<a>{_NAME})(?:[ \t]+first)?[,.][ \t]+"
    rf"[Tt]hen[ \t]+(?:the[ \t]+)?(?P<b>{_NAME})(?=[.!;:]|[ \t]+[-–—][ \t]|[ \t]*$)",
    re.M,
)
_MODEL_LIKE = re.compile(r"\d|[a-z][A-Z]")
_THEN_MORE = re.compile(rf",?[ \t]+(?:and[ \t]+)?then[ \t]+(?:the[ \t]+)?(?P<n>{_NAME})")
_RANKED_COLON = re.compile(
    r"(?:\branked|\bin\s+(?:that\s+|this\s+)?order|\bbest\s+first)[ \t]*:[ \t]+"
    rf"(?P<names>{_NAME}(?:,[ \t]+(?:and[ \t]+)?{_NAME}){{2,4}})(?=\.(?:\s|$)|[ \t]*$)",
    re.M,
)
# Use-case clauses after such a colon, separated by semicolons: "in order: for most beginners, the
# Brooks Ghost 16; for more cushion, the Hoka Clifton 9; for a tight budget, the Saucony Axon 3."
_RANKED_CLAUSES = re.compile(
    r"(?:\branked|\bin\s+(?:that\s+|this\s+)?order|\bbest\s+first)[ \t]*:[ \t]+(?P<clauses>[^\n]+)"
)
_CLAUSE = re.compile(
    rf"^[ \t]*(?:and[ \t]+)?(?:for|if|when)[ \t][^,;\n]{{1,60}},[ \t]+(?:the[ \t]+)?(?P<name>{_NAME})[ \t]*\.?[ \t]*$"
)
_COMMA = re.compile(r",[ \t]+(?:and[ \t]+)?")
_TIE = re.compile(
    r"^(?P<lead>[ \t]*(?P<n>\d{1,2})[.)][ \t]+)(?P<tie>\(tied?\)[ \t]*|tied?:[ \t]*)?"
    r"(?P<a>[A-Z0-9][^\n=/]{0,40}?)(?P<join>[ \t]+(?:and|=|/)[ \t]+)(?P<b>[A-Z0-9][^\n=/]{0,40}?)"
    r"(?P<tie2>[ \t]*\(tied?\))?(?=[ \t]+[-–—][ \t]|:[ \t]|[ \t]*$)",
    re.M,
)
# A question line, with the answer after it on the same line or on the next line.
_QUESTION = re.compile(
    r"^[ \t]*(?P<open>\*\*|__)?(?:Q\d{0,2}[.:)]?[ \t]+)?(?P<q>[^\n?*_]{3,90}\?)(?P<close>\*\*|__)?"
    r"(?P<gap>[ \t]+|[ \t]*\n[ \t]*)(?:A\d{0,2}[.:)][ \t]+)?(?P<answer>(?:[Tt]he[ \t]+)?(?!(?:It|Yes|No|That|This|There|I|You|We|Depends|Both|Neither|Either)\b)"
    rf"{_NAME}[.!](?:[ \t][^\n?]*)?$)",
    re.M,
)
_BOLD_QUESTION = re.compile(
    r"^[ \t]*(?P<open>\*\*|__)(?P<q>[^\n*_]{3,90}\?)(?P<close>\*\*|__)", re.M
)


def _then_chains(text: str, rw: Rewriter) -> bool:
    done = False
    for m in _THEN_CHAIN.finditer(text):
        names = [(m.start("a"), m.end("a")), (m.start("b"), m.end("b"))]
        names += [
            (n.start("n"), n.end("n")) for n in _THEN_MORE.finditer(text, m.start("more"), m.end())
        ]
        _listed(rw, m.end("lead") if m["lead"] else m.start(), m.end(), names)
        done = True
    return done


def _then_pairs(text: str) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """Each one-joint "A, then B" of model-like names: its span and the two names' spans."""
    if ", then " not in text and ". Then " not in text and ". then " not in text:
        return []  # every match holds one (or a tab after the stop, which replies do not write)
    return [
        (m.start(), m.end(), [(m.start("a"), m.end("a")), (m.start("b"), m.end("b"))])
        for m in _THEN_PAIR.finditer(text)
        if _MODEL_LIKE.search(m["a"]) is not None and _MODEL_LIKE.search(m["b"]) is not None
    ]


def _ranked_colons(text: str, rw: Rewriter) -> bool:
    done = False
    for m in _RANKED_COLON.finditer(text):
        names, at = [], m.start("names")
        for sep in _COMMA.finditer(text, m.start("names"), m.end("names")):
            names.append((at, sep.start()))
            at = sep.end()
        names.append((at, m.end("names")))
        _listed(rw, m.start("names"), m.end("names"), names)
        done = True
    return done


def _ranked_clauses(text: str, rw: Rewriter) -> bool:
    done = False
    for m in _RANKED_CLAUSES.finditer(text):
        body, at = m.group("clauses"), m.start("clauses")
        stop = body.find(". ")
        if stop >= 0:
            body = body[: stop + 1]
        parts = body.split(";")
        if len(parts) < 2:
            continue
        names, offset = [], at
        for part in parts:
            c = _CLAUSE.match(part)
            if c is None:
                break
            names.append((offset + c.start("name"), offset + c.end("name")))
            offset += len(part) + 1
        else:
            _listed(rw, at, at + len(body.rstrip(".")), names)
            done = True
    return done


def _listed(rw: Rewriter, start: int, end: int, names: list[tuple[int, int]]) -> None:
    """Replace ``start:end`` with a numbered list of the ``names`` ranges (and the stop after)."""
    rw.copy_to(start)
    for k, (a, b) in enumerate(names, start=1):
        rw.insert(f"\n\n{k}. " if k == 1 else f"\n{k}. ")
        rw.copy_range(a, b)
    rw.insert("\n\n")
    stop = end + 1 if rw.source[end : end + 1] in (".", "!", ";", ":") else end
    rw.skip_to(stop)
    if rw.source[stop : stop + 1] in (" ", "\t"):
        rw.skip_to(stop + 1)


def _ties_prepared(text: str, rw: Rewriter) -> bool:
    """Drop the "(tie)" before the first name, then split; done in one walk."""
    done = False
    for m in _TIE.finditer(text):
        if m.group("tie") is None and m.group("tie2") is None:
            continue
        rw.copy_to(m.start("tie") if m.group("tie") is not None else m.start("a"))
        rw.skip_to(m.start("a"))
        rw.copy_to(m.end("a"))
        rw.skip_to(m.start("b"))
        rw.insert(f"\n{int(m.group('n')) + 1}. ")
        rw.copy_to(m.end("b"))
        rw.skip_to(m.end())
        done = True
    return done


def _asked(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """``pattern.finditer(text)`` as a list, for `_QUESTION` and `_BOLD_QUESTION`: tried only at
    the starts of lines holding a "?".

    A match opens a line whose question mark it holds; one that goes on to the next line (the
    answer under its question) reads that line to its end, where no "?" can stand, so it covers
    no other line holding one. The search's matches are therefore the matches at those line
    starts, in order, without trying the line-anchored pattern at every position of the reply.
    """
    return list(matches_at_lines_holding(text, "?", pattern))


def _questions(text: str, rw: Rewriter) -> bool:
    found = [m for m in _asked(_QUESTION, text) if m.group("open") == m.group("close")]
    if len(found) >= 2:
        for k, m in enumerate(found, start=1):
            rw.copy_to(m.start())
            rw.skip_to(m.start("answer"))
            rw.insert(f"{k}. ")
        return True
    done = False
    for m in _asked(_BOLD_QUESTION, text):
        if m.group("open") != m.group("close"):
            continue
        rw.copy_to(m.start("open"))
        rw.skip_to(m.end("open"))
        rw.copy_to(m.end("q"))
        rw.skip_to(m.end("close"))
        done = True
    return done


_THEN_WORD = re.compile(r"hen (?<=[Tt]hen )")
# A colon a lead can end before: after its word's last letter ("ranked", "first", "order") or a
# space or tab; led by the colon, the character before it looked at behind it.
_LEAD_COLON = re.compile(r":(?<=[dtr \t]:)")


def _ranked_lead_starts(text: str) -> list[int]:
    """Where a lead of `_RANKED_COLON` and `_RANKED_CLAUSES` ("ranked", "in that order", "best
    first", then a colon) could start: a match of either starts at one of these, so trying each
    finds what a search of the whole reply finds.

    A lead ends right before a colon (spaces or tabs between), and a reply holds few colons, found
    by the cheapest scan there is; from each, the lead's words are read backwards. Many replies
    hold "first" or "order" and a colon far apart, where either search found nothing at a far
    higher cost.
    """
    if _LEAD_COLON.search(text) is None:
        return []  # no colon a lead can stand before (most replies): no colon walked
    starts = []
    at = text.find(":")
    while at >= 0:
        end = at
        while end and text[end - 1] in " \t":
            end -= 1
        last = text[end - 1 : end]  # each lead's last letter, one look before its word's
        if last == "d" and text.endswith("ranked", 0, end):
            starts.append(end - 6)
        elif last == "t" and text.endswith("first", 0, end):
            gap = _space_before(text, end - 5)
            if gap < end - 5 and text.endswith("best", 0, gap):
                starts.append(gap - 4)  # "best\s+first"
        elif last == "r" and text.endswith("order", 0, end):
            gap = _space_before(text, end - 5)
            if gap < end - 5 and text.endswith("in", 0, gap):
                starts.append(gap - 2)  # "in\s+order"
            if gap < end - 5 and text.endswith(("that", "this"), 0, gap):
                inner = _space_before(text, gap - 4)
                if inner < gap - 4 and text.endswith("in", 0, inner):
                    starts.append(inner - 2)  # "in\s+that\s+order"
        at = text.find(":", at + 1)
    return starts


def _space_before(text: str, end: int) -> int:
    """Where the run of whitespace (what ``\\s`` matches) that ends at ``end`` starts."""
    while end and text[end - 1].isspace():
        end -= 1
    return end


def chains_listed(text: str) -> Rewritten | None:
    """Names chained with "then", or listed after "ranked:", as a numbered list; or None."""
    # "then " or "Then ": one search led by "hen " (which the regex engine skips to), the letter
    # before it looked at behind it
    then_word = _THEN_WORD.search(text) is not None
    then = then_word and _THEN_CHAIN.search(text) is not None
    starts = _ranked_lead_starts(text) if not then and ":" in text else []
    if not then and not starts:
        pairs = _then_pairs(text) if then_word else []
        if not pairs:
            return None
        rw = Rewriter(text)
        for start, end, names in pairs:
            _listed(rw, start, end, names)
        return rw.finish()
    rw = Rewriter(text)
    if then:
        done = _then_chains(text, rw)
    elif any(_RANKED_COLON.match(text, at) is not None for at in starts):
        done = _ranked_colons(text, rw)
    elif ";" in text and any(_RANKED_CLAUSES.match(text, at) is not None for at in starts):
        done = _ranked_clauses(text, rw)
    else:
        return None
    return rw.finish() if done else None


def ties_split(text: str) -> Rewritten | None:
    """Two products tied on one numbered line, a line each; or None."""
    # A split needs a tie marker, "(tie)", "(tied)", "tie:" or "tied:" (`_ties_prepared` passes
    # over a match without one); "tie" alone is in many words ("entries", "properties").
    if "tie" not in text or not ("(tie" in text or "tie:" in text or "tied:" in text):
        return None
    rw = Rewriter(text)
    return rw.finish() if _ties_prepared(text, rw) else None


def questions_answered(text: str) -> Rewritten | None:
    """Self-posed questions answered by products as a numbered list, or bold questions unbolded."""
    if "?" not in text:
        return None
    rw = Rewriter(text)
    return rw.finish() if _questions(text, rw) else None


# Places given in prose, a sentence each: "Top spot goes to the Sony a6400", "Silver goes to the
# Canon EOS R50", "#2 is the Hyundai Ioniq 5", "the Dell XPS 13 is a solid second", "the Gaggia
# Classic Pro (1)". Read only in a reply with no list, table or heading to read instead.
_STARTER = r"(?!(?:The|A|An|I|I'd|I'm|It|This|That|So|But|And|If|For|In|My|Our|You|We|Then|First|Second|Third|Top|Silver|Gold|Bronze)\b)"
_PLACE_NAME = rf"(?:the[ \t]+)?(?P<name>{_STARTER}{_NAME})"
_PLACE_WORDS = {
    # picks23d: a spoken list's "Number one, the X. Number two, the Y.": the comma after it
    1: r"top[ \t]+spot|first[ \t]+place|gold|#1|number[ \t]+one,?",
    2: r"second[ \t]+place|silver|#2|number[ \t]+two,?|runner-up",
    3: r"third[ \t]+place|bronze|#3|number[ \t]+three,?",
}
_ORDINALS = {1: "first", 2: "second", 3: "third"}
_PLACE_BEFORE = {
    k: re.compile(
        rf"(?:\b|(?<=[ \t]))(?i:(?:{words})(?:[ \t]+(?:goes[ \t]+to|is))?[ \t]*:?|in[ \t]+{_ORDINALS[k]}"
        rf"(?:[ \t]+place)?,)[ \t]+{_PLACE_NAME}"
    )
    for k, words in _PLACE_WORDS.items()
}


def _place_after(places: str) -> re.Pattern[str]:
    """A name, then a verb that gives it one of ``places`` ("the X is a close second")."""
    return re.compile(
        rf"(?<![\w'])(?:the[ \t]+)?(?P<name>{_STARTER}{_NAME})[ \t]+(?:is|comes(?:[ \t]+in)?|takes)"
        r"[ \t]+(?:(?:a|my|the|an)[ \t]+)?(?:(?:solid|close|clear|strong|easy|distant)[ \t]+)?"
        rf"(?P<place>{places})(?![\w-])"
    )


_PLACE_AFTER = _place_after("first|second|third|#[1-3]|runner-up")
# `_PLACE_AFTER` for the second place alone: where it finds a second place, this finds one too.
_SECOND_AFTER = _place_after("second|#2|runner-up")
# r23b: the name starts where a run of name characters starts (as `_PLACE_AFTER`'s does). Tried
# from every letter of a long word, it read the rest of the word each time (quadratic: 54 s on a
# 50,000-letter word), and a start inside a word only ever gave that word's tail ("Phone 15" of
# "iPhone 15 (1)"), never a name.
_PLACE_PAREN = re.compile(
    rf"(?<![\w'&+\-])(?:the[ \t]+)?(?P<name>{_STARTER}{_NAME})[ \t]+\((?P<place>[1-5])\)"
)
_PLACE_PAREN_BEFORE = re.compile(
    rf"(?<![\w)])\((?P<place>[1-5])\)[ \t]+(?:the[ \t]+)?(?P<name>{_STARTER}{_NAME})"
)
_PLACE_LEAD = re.compile(
    rf"(?:^|(?<=[.!?;][ \t])|(?<=\*\*))(?:Get|Buy|Go[ \t]+with|Choose|get|buy|go[ \t]+with|choose)"
    rf"[ \t]+{_PLACE_NAME}"
)
# r16h: "the X is the best of them, the Y comes second ..., and the Z takes third".
_BEST_OF = re.compile(
    rf"(?<![\w'])(?:the[ \t]+)?(?P<name>{_STARTER}{_NAME})[ \t]+is[ \t]+the[ \t]+best[ \t]+of[ \t]+"
    r"(?:them|the[ \t]+(?:three|bunch|lot|group))\b"
)


def _best_of_them(paragraph: str) -> re.Match[str] | None:
    """The first place of a paragraph that places others by "comes second" but its winner by
    "is the best of them"; a substring gate keeps the scan off every other paragraph."""
    if "best of" not in paragraph:
        return None
    return _BEST_OF.search(paragraph)


# r23b: "and IVPN rounds out the three", "the Z rounds out my top three": a third place said by
# the phrase, in a paragraph whose first two places the patterns above bind (without it the
# paragraph read two places and dropped its third). The name is the phrase's subject, right
# before it; a gate on "ounds out" keeps the scan off every other paragraph. Fixes r24: "the list
# of accessories" (a list "of" something) is another list than the ranking, so no third place.
_ROUNDS_OUT = re.compile(
    rf"(?<![\w'])(?:the[ \t]+)?(?P<name>{_STARTER}{_NAME})[ \t]+rounds[ \t]+out[ \t]+"
    r"(?:the|my|our)[ \t]+(?:top[ \t]+(?:three|3)|three|trio|list(?![ \t]+of\b)|podium)\b"
)


def _rounds_out(paragraph: str) -> re.Match[str] | None:
    """The name `_ROUNDS_OUT` places third, behind its substring gate."""
    if "ounds out" not in paragraph:
        return None
    return _ROUNDS_OUT.search(paragraph)


_NEXT_PLACE = {
    k: re.compile(rf"(?i:\b{_ORDINALS[k]}\b|{words})|\({k}\)")
    for k, words in _PLACE_WORDS.items()
    if k > 1
}
_AFTER_PLACES = {"first": 1, "second": 2, "third": 3, "#1": 1, "#2": 2, "#3": 3, "runner-up": 2}
_LISTED = re.compile(r"^[ \t]*(?:\d{1,2}[.)][ \t]|#{1,6}[ \t]|\|)", re.M)
_LISTED_AFTER_BREAK = re.compile(r"\n[ \t]*(?:\d{1,2}[.)][ \t]|#{1,6}[ \t]|\|)")


def has_list_line(text: str) -> bool:
    """Whether a line of ``text`` opens as a list item, a heading or a table row (`_LISTED`).

    The same answer as a line-anchored search, which tries the pattern at every position: the
    first line is tried where it starts and every other one from the line break before it, a
    search led by one literal character that the regex engine scans for like memchr.
    """
    return _LISTED.match(text) is not None or _LISTED_AFTER_BREAK.search(text) is not None


_PLACE_HINTS = ("second", "Second", "#2", "ilver", "unner-up", "(2)", "number two", "Number two")


# Every pattern that can place a name second holds one of these words, in any case
# (`_PLACE_BEFORE` matches case-insensitively; `_PLACE_AFTER` and `_PLACE_PAREN` in lower case).
_SECOND_PLACE_WORDS = ("second", "silver", "#2", "number", "runner-up", "(2)")


# The characters that re.I matches to an ASCII letter but lower() does not turn into that letter
# alone: "ı" and "ſ" (which match "i" and "s") and "İ" (which lower() writes as "i" and a dot).
_FOLDS_APART = ("\u0130", "\u0131", "\u017f")


def _may_place_second(paragraph: str) -> bool:
    """Whether any pattern could place a name second in ``paragraph``: a ranking needs a second
    place, and a paragraph without one of its words (most of them) then costs one lower() and a
    few substring tests instead of every pattern's scan. A paragraph with a character that folds
    apart (`_FOLDS_APART`) is read in full."""
    if not paragraph.isascii() and any(ch in paragraph for ch in _FOLDS_APART):
        return True
    folded = paragraph.lower()
    for word in _SECOND_PLACE_WORDS:  # a loop: cheaper than any() over a generator
        if word in folded:
            return True
    return False


# What `_SECOND_AFTER` holds from the gap before its verb on: a match's name ends before a space or
# a tab and the verb, so a paragraph without this tail has no match. The tail opens with one of two
# characters where the pattern opens with a name tried at every position (ten times the cost).
_SECOND_AFTER_TAIL = re.compile(
    r"[ \t](?:is|comes(?:[ \t]+in)?|takes)"
    r"[ \t]+(?:(?:a|my|the|an)[ \t]+)?(?:(?:solid|close|clear|strong|easy|distant)[ \t]+)?"
    r"(?:second|#2|runner-up)(?![\w-])"
)
_GAP_THEN_PLACE = re.compile(r"[ \t]+place")


def _may_bind_second_before(folded: str) -> bool:
    """Whether `_PLACE_BEFORE[2]` can match a paragraph whose lower-cased text is ``folded`` (one
    with no character that folds apart, so its place words match case-insensitively exactly where
    ``folded`` holds them in lower case). Every alternative holds "silver", "#2", "number" or
    "runner-up", or "second" followed by a gap and "place" ("second place: X") or by a comma
    ("in second, X"): a paragraph that says "the second option" has none and costs a few
    substring scans instead of the case-insensitive pattern's try at every position."""
    if "silver" in folded or "#2" in folded or "number" in folded or "runner-up" in folded:
        return True
    at = folded.find("second")
    while at >= 0:
        at += 6
        if folded.startswith(",", at) or _GAP_THEN_PLACE.match(folded, at) is not None:
            return True
        at = folded.find("second", at)
    return False


def _binds_second(paragraph: str) -> bool:
    """Whether `_PLACE_BEFORE[2]` or `_SECOND_AFTER` matches ``paragraph``, each searched only
    where its cheaper necessary condition holds."""
    if _SECOND_AFTER_TAIL.search(paragraph) is not None and _SECOND_AFTER.search(paragraph):
        return True
    folds_apart = not paragraph.isascii() and any(ch in paragraph for ch in _FOLDS_APART)
    if not folds_apart and not _may_bind_second_before(paragraph.lower()):
        return False
    return _PLACE_BEFORE[2].search(paragraph) is not None


def _places(paragraph: str, at: int) -> list[tuple[int, int]] | None:
    """The names a paragraph places first, second, ... (spans in the reply), or None."""
    if not _may_place_second(paragraph):
        return None
    if "(2)" not in paragraph and not _binds_second(paragraph):
        return None  # no pattern places a name second (the bracketed ones need "(2)")
    return _placed(paragraph, at)


def _placed(paragraph: str, at: int) -> list[tuple[int, int]] | None:
    """`_places` without the cheap test first: every pattern on the paragraph."""
    found: dict[int, tuple[int, int]] = {}

    def put(place: int, m: re.Match[str]) -> bool:
        span = (at + m.start("name"), at + m.end("name"))
        if found.get(place, span) != span:
            return False
        found[place] = span
        return True

    for k, pattern in _PLACE_BEFORE.items():
        for m in pattern.finditer(paragraph):
            if not put(k, m):
                return None
    for m in _PLACE_AFTER.finditer(paragraph):
        if not put(_AFTER_PLACES[m.group("place").lower()], m):
            return None
    for paren in (_PLACE_PAREN, _PLACE_PAREN_BEFORE):
        for m in paren.finditer(paragraph):
            if not put(int(m.group("place")), m):
                return None
    if 1 not in found and 2 in found:
        lead = _PLACE_LEAD.search(paragraph)
        if lead is not None:
            put(1, lead)
    if 1 not in found and 2 in found:
        best = _best_of_them(paragraph)
        if best is not None:
            put(1, best)
    if 3 not in found and 2 in found:
        third = _rounds_out(paragraph)
        placed = {paragraph[a - at : b - at] for a, b in found.values()}
        if third is not None and third["name"] not in placed and not put(3, third):
            return None
    places = sorted(found)
    if len(places) < 2 or places != list(range(1, len(places) + 1)):
        return None
    after = len(places) + 1
    if after in _NEXT_PLACE and _NEXT_PLACE[after].search(paragraph) is not None:
        return None  # a further place the patterns did not bind ("Third would be IVPN")
    spans = [found[p] for p in places]
    if len(set(spans)) != len(spans):
        return None
    return spans


def _has_place_hint(text: str) -> bool:
    """Whether ``text`` holds one of `_PLACE_HINTS`, in fewer scans where it holds none: "econd"
    before both spellings of "second", and "#2" and "(2)" only when a one-character scan (several
    times cheaper) finds a "2"."""
    return (
        ("econd" in text and ("second" in text or "Second" in text))
        or ("2" in text and ("#2" in text or "(2)" in text))
        or "ilver" in text
        or "unner-up" in text
        or "number two" in text
        or "Number two" in text  # picks23d: opening its sentence ("Number two, the Y.")
    )


def places_listed(text: str) -> Rewritten | None:
    """A prose paragraph that gives places a sentence each, as a numbered list; or None."""
    # The list test first: most replies with a place word also hold a list, and one search for
    # line starts costs less than the seven substring scans of the hints.
    if has_list_line(text) or not _has_place_hint(text):
        return None
    rw = Rewriter(text)
    done = False
    at = 0
    for paragraph in text.split("\n\n"):
        spans = _places(paragraph, at)
        if spans is not None:
            rw.copy_to(at)
            for k, (a, b) in enumerate(spans, start=1):
                rw.insert(f"{k}. " if k == 1 else f"\n{k}. ")
                rw.copy_range(a, b)
            rw.skip_to(at + len(paragraph))
            done = True
        at += len(paragraph) + 2
    return rw.finish() if done else None


# Lines that open with a star rating ("⭐⭐⭐⭐⭐ Brooks Ghost 16 — ..."), two or more, the stars
# never rising down the run: numbered in the order they come.
_STARS = re.compile(r"^[ \t]*(?P<stars>(?:\u2b50|\u2605){1,5})\ufe0f?[ \t]+(?=[A-Z0-9*_])", re.M)


def stars_numbered(text: str) -> Rewritten | None:
    """A run of star-rated lines, stars never rising, as a numbered list; or None."""
    if "\u2b50" not in text and "\u2605" not in text:
        return None
    lines = list(_STARS.finditer(text))
    if len(lines) < 2:
        return None
    counts = [len(m.group("stars")) for m in lines]
    if any(later > earlier for earlier, later in zip(counts, counts[1:], strict=False)):
        return None
    if any(
        text[a.end() : b.start()].count("\n\n\n") for a, b in zip(lines, lines[1:], strict=False)
    ):
        return None
    rw = Rewriter(text)
    for k, m in enumerate(lines, start=1):
        rw.copy_to(m.start("stars"))
        rw.skip_to(m.end())
        rw.insert(f"{k}. ")
    return rw.finish()


# picks27: a place label shared by two products on one line, "**Tied for first: Roborock Q5 Pro
# and Eufy 11S Max**", "Joint second: Gaggia Classic Pro and De'Longhi Stilosa", "**Tied for
# 1st:** Asana and Linear": the label is a place, not a name, and the line names two picks, tied,
# in the order the reply names them (the corpus reading for ties). Each name starts with a capital
# or digit and is name-shaped (`_NAME`), so "Tied for first: comfort and battery" and "Joint
# first: Apple and Dell build the best laptops" are left alone.
_TIE_LABEL = re.compile(
    r"^(?P<indent>[ \t]*)(?P<open>\*\*|__)?(?P<label>(?:[Tt]ied?|[Jj]oint|[Ee]qual)[ \t]+"
    r"(?:for[ \t]+)?(?:first|second|third|1st|2nd|3rd)(?:[ \t]+place)?)"
    r"(?P<mid>(?:\*\*|__)?[ \t]*:(?:\*\*|__)?)[ \t]*"
    rf"(?P<a>(?:the[ \t]+)?{_NAME})[ \t]+and[ \t]+(?P<b>(?:the[ \t]+)?{_NAME})"
    r"(?:(?P<close>\*\*|__)|(?=[ \t]+[-\u2013\u2014][ \t])|(?=[ \t]*\r?$))",
    re.M,
)


def tie_labels_split(text: str) -> Rewritten | None:
    """A tied place label over two names ("Tied for first: A and B") as a line per name, each
    after the label; or None."""
    if "and" not in text or ("ie" not in text and "oint" not in text and "qual" not in text):
        return None
    rw = Rewriter(text)
    done = False
    for m in _TIE_LABEL.finditer(text):
        # "**Tied for first: A and B**": the bold run closed after A and opened again before B
        close = m["close"] if m["open"] is not None and m["close"] is not None else ""
        rw.copy_to(m.end("a"))
        rw.skip_to(m.start("b"))
        rw.insert(close + "\n" + text[m.start() : m.start("a")])
        done = True
    return rw.finish() if done else None
