"""A closing note that revises the ranking above it: the order the writer settles on.

Some replies rank, then think again in a note of their own: "Edit: ... Corrected order: the X
first, the Y second.", "Actually, on reflection, ... So: X, Y, Z.", "Update: the Kia EV9 is now
over your budget. I'd move the Ioniq 5 up to second and put the **Volkswagen ID.4** third.",
"Scratch the Barista Express ... The Bambino Plus moves up to first, the Gaggia Classic Pro to
second, and the **De'Longhi Dedica Arte** takes third." A careful reader takes the order the
note leaves: that is what the reply would now have you buy. Only a paragraph that opens as a
revision ("Edit:", "Update:", "Correction:", "on reflection", "scratch that", "looking at that
again", and the openers of any aside, "Actually,", "Hmm, wait -", "Having had a think,") is read, and only after a ranking of two picks or more; a sentence with a condition
("if", "unless", "when") is advice for some buyers and moves nothing, as is one followed by a
bare condition ("Proton VPN first. If you need streaming, that is.").

Two forms of sentence are read. A list after a colon whose lead says it is the order ("So:",
"Final podium:", "Treat this as a top two:") replaces the ranking. A clause that ends with a
place ("X first", "the Y to second", "Z takes third", "the W at number one") puts that product
there: one read above moves to the place, one not read above takes the place of what stood
there. A list may say its order after it instead ("X, Y, Z - in that order."), and a sentence may
swap two picks by name ("swap the X and the Y"). The rules read only the list of names the line reader found and the note's own text, so
they are kept apart from `scoring.picks`. Each found entry is ``(name, start, block, stated
rank)`` as `scoring.picks` builds it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scoring.picks_restated import same_product

Found = tuple[str, int, int, int | None]

_OPENING = re.compile(
    # review_revised: "Correction - X first" takes a spaced dash for the colon
    r"[^\w\n]{0,12}(?:(?:edit|update|correction)[*_]{0,2}(?:[ \t]*:|[ \t]+[\u2013\u2014-][ \t])"
    r"|(?:(?:actually|hmm+|wait|ok|okay|no|so)[,.!]?[ \t]+)?"
    r"(?:on[ \t]+reflection|scratch[ \t]+(?:that|the|my)|on[ \t]+second[ \t]+thoughts?\b"
    # review_revised: "Second thoughts:" without "on", only before its colon or comma
    r"|second[ \t]+thoughts?(?=[ \t]*[:,]))\b"
    r"|looking[ \t]+at[ \t]+(?:that|this|it|the[ \t]+list)[ \t]+again\b"
    # pins38: openers of any aside ("Actually,", "Hmm, wait -", "Having had a think,"): a note
    # they open moves places only as any note does, by an order lead or place clauses, so an
    # aside that states neither moves nothing
    r"|(?:actually|(?:hmm+[,.]?[ \t]+)?wait|having[ \t]+(?:had[ \t]+a[ \t]+think|thought[ \t]+it[ \t]+over))"
    r"(?:[ \t]*[,.!:]|[ \t]+[\u2013\u2014-][ \t]))",
    re.I,
)
# perf_picks: `_OPENING` after a blank line, led by the break pair, a literal the regex engine
# scans for. A note is a paragraph `_OPENING` matches at its start, and every paragraph but the
# first starts right after a "\n\n" (`_paragraphs`), so a text this finds nothing in (nor
# `_OPENING` at its start) holds no note. One search where a test of fifteen hint words ("dit",
# "pdate", " again": "credit", "updates", "again" pass them) let most replies on to the walk of
# every paragraph.
_OPENING_AFTER_BLANK = re.compile("\n\n(?:" + _OPENING.pattern + ")", re.I)
_NOTE_REACH = 1200  # a note longer than this is an essay, not a revision of the ranking
_SENTENCE_REACH = 400
_PART_REACH = 90
_SENTENCE_END = re.compile(r"(?<=[.!?])[ \t\n]+")
_CONDITION = re.compile(r"\b(?:if|unless|when|whenever)\b", re.I)
_MARKUP = re.compile(r"[*_`]+|\[\d{1,3}\]")
# The lead of a list that restates the order: "So", "Final podium", "Treat this as a top two".
_ORDER_LEAD = re.compile(r"\b(?:order|ranking|podium|top|final|picks|redo|redone)\b", re.I)
_BARE_LEADS = frozenset(("so", "so then", "in short", "to recap", "in order", "now"))
_LIST_SPLIT = re.compile(r"[ \t]*(?:,|;|[ \t]>[ \t]|\bthen\b|\band\b)[ \t]*")
_CLAUSE_SPLIT = re.compile(r"[ \t]*(?:[,;:]|[ \t][\u2013\u2014-][ \t]|\band\b)[ \t]*")
_PLACE_WORDS = {"top": 1, "first": 1, "second": 2, "third": 3, "one": 1, "two": 2, "three": 3}
# A place that ends a clause: "first", "up to second", "takes third place", "at number one".
_PLACE = re.compile(
    r"(?:[ \t]+(?:moves?|moved|goes|go|comes?|belongs?|slides?|drops?|takes?|gets?|sits?|is"
    # review_revised: "the X should be first" (a modal before "be")
    r"|(?:should|would|will|must)[ \t]+be))?"
    # pins38: "the X is now my number one", "is now my first choice"
    r"(?:[ \t]+now)?"
    r"(?:[ \t]+(?:up|down|back))?(?:[ \t]+(?:to|into|in|at))?(?:[ \t]+(?:the|my))?[ \t]+"
    # review_pins38: "takes the top spot", "is now my top pick" ("top" with its noun only)
    r"(?:(?P<word>first|second|third)(?:[ \t]+(?:place|spot|choice|pick))?"
    r"|(?P<word_top>top)[ \t]+(?:spot|choice|pick|of[ \t]+(?:my|the)[ \t]+list)"
    r"|(?:number|no\.)[ \t]+(?P<count>one|two|three)|#(?P<num>[1-3]))[.!]?$",
    re.I,
)
# Capitalised words that open a clause without being part of a name ("I'd put", "So the").
_NOT_NAME_WORDS = frozenset(
    "i i'd i'll i'm so and then now but also the a an my our put move swap replace keep with in"
    " it".split()
)


def _qualifies(sentence: str) -> bool:
    """Whether ``sentence`` is a bare condition on the one before it ("If you need streaming,
    that is."): it opens with a condition and states no place of its own, so the sentence before
    it is advice for some buyers, not a new order (review_revised)."""
    sentence = _MARKUP.sub("", sentence).lstrip()
    if _CONDITION.match(sentence) is None:
        return False
    return not any(_PLACE.search(c) for c in _CLAUSE_SPLIT.split(sentence[:_SENTENCE_REACH]))


def _may_hold_note(body: str) -> bool:
    """Whether some paragraph of ``body`` can open a revision note: `_OPENING` at its start or
    after a blank line (a superset of the paragraph starts `revised_order` tries)."""
    return _OPENING.match(body) is not None or _OPENING_AFTER_BLANK.search(body) is not None


def _paragraphs(body: str) -> list[tuple[int, int]]:
    """Where each paragraph (text between blank lines) starts and ends."""
    out: list[tuple[int, int]] = []
    start = 0
    while True:
        end = body.find("\n\n", start)
        stop = end if end >= 0 else len(body)
        if body[start:stop].strip():
            out.append((start, stop))
        if end < 0:
            return out
        start = end + 2


def _name_before(clause: str) -> str:
    """The run of capitalised or model words that ends ``clause`` ("I'd move the Ioniq 5" ->
    "Ioniq 5"), without a leading word that opens clauses rather than names."""
    words = clause.split()
    run: list[str] = []
    for word in reversed(words):
        if word == "&" and run:
            run.append(word)
            continue
        # a model word may have no capital at all ("Sony a6400"): a digit marks it too
        if not (word[:1].isupper() or any(c.isupper() or c.isdigit() for c in word)):
            break
        run.append(word)
    run.reverse()
    while run and run[0].casefold() in _NOT_NAME_WORDS:
        run.pop(0)
    while run and run[-1] == "&":
        run.pop()
    return " ".join(run)


def _resolve(
    name: str, before: list[Found], candidate: Callable[[str], str | None]
) -> tuple[int, str] | None:
    """The index in ``before`` of the pick ``name`` respells (-1 for a product not read there,
    when ``candidate`` takes it as one), with the name to read; None when it names no product."""
    if not name or len(name.split()) > 6:
        return None
    names = [f[0] for f in before]
    for k, f in enumerate(before):
        if f[0].casefold() == name.casefold() or same_product(name, f[0], names):
            return k, f[0]
    named = candidate(name)
    return (-1, named) if named is not None and named == name else None


def _listed(
    sentence: str, before: list[Found], candidate: Callable[[str], str | None]
) -> list[tuple[int, str]] | None:
    """The order a "So: X, Y, Z." sentence restates, or None when it is not one. pins38: the
    order may be said after the list instead of before its colon ("On reflection: X, Y, Z - in
    that order.")."""
    colon = sentence.rfind(":")
    if colon < 0:
        return None
    after = _IN_THAT_ORDER.search(sentence, colon) if "that order" in sentence else None
    if after is not None:
        # review_pins38: the lead is an opening alone or an order lead ("Actually: X, Y, Z - in
        # that order."), not a list of something else ("the audits came out as follows:")
        if _after_openings(sentence[: colon + 1]) and not _order_lead(sentence[:colon]):
            return None
        sentence = sentence[: after.start()]
    elif not _order_lead(sentence[:colon]):
        return None
    parts = [p for p in _LIST_SPLIT.split(sentence[colon + 1 :]) if p.strip(" \t.!")]
    if len(parts) < 2 or any(len(p) > _PART_REACH for p in parts):
        return None
    out: list[tuple[int, str]] = []
    for part in parts:
        name = re.sub(r"[^\w)'+]+$", "", part.strip()).strip()
        if name.casefold().startswith("the "):
            name = name[4:]
        got = _resolve(name, before, candidate)
        if got is None or any(got[1] == o[1] for o in out):
            return None
        out.append(got)
    return out if sum(k >= 0 for k, _ in out) >= 2 else None


# pins38: the order said after its list, ending the sentence ("X, Y, Z - in that order.")
_IN_THAT_ORDER = re.compile(
    r"[ \t]*(?:[,;(\u2013\u2014-][ \t]*)?in[ \t]+(?:exactly[ \t]+)?that[ \t]+order[ \t]*\)?[.!]?[ \t]*$",
    re.I,
)
# pins38: two picks swapped by name ("swap the Asana and the Trello", "swap Trello with ClickUp"),
# the whole sentence after any opening (not "swap the filter and the brush every month")
_SWAP = re.compile(
    r"\b(?:swap|switch)(?:[ \t]+(?:round|around))?[ \t]+(?P<a>[^,;:]{1,60}?)[ \t]+(?:and|with)[ \t]+"
    r"(?P<b>[^,;:]{1,60}?)(?:[ \t]+(?:round|around|over))?[ \t]*[.!]?[ \t]*$",
    re.I,
)
# review_pins38: the same swap with the two picks as its subject ("Trello and ClickUp should swap
# places", "Trello and ClickUp switch places")
_SWAP_PLACES = re.compile(
    r"(?P<a>[^,;:]{1,60}?)[ \t]+and[ \t]+(?P<b>[^,;:]{1,60}?)[ \t]+(?:should[ \t]+)?"
    r"(?:swap|switch|trade)[ \t]+places[ \t]*[.!]?[ \t]*$",
    re.I,
)


# review_pins38: what may stand before "swap" after the note's opening, so that the swap is the
# writer's own order ("swap X and Y", "I'd swap X and Y", "let's swap ..."): not a swap declined
# ("I wouldn't swap"), allowed ("you can always swap") or reported ("most sites swap")
_SWAP_SUBJECTS = frozenset(
    (
        "",
        "so",
        "just",
        "i'd",
        "i\u2019d",
        "i would",
        "i'll",
        "i\u2019ll",
        "let's",
        "let\u2019s",
        "please",
    )
)


# pins39: two picks swapped by their places ("swap the top two", "switch the last two round",
# "swap second and third"), the whole sentence after any opening, as `_SWAP` (not "swap the top
# two brushes")
_SWAP_BY_PLACE = re.compile(
    r"\b(?:swap|switch)(?:[ \t]+(?:round|around))?[ \t]+(?:the[ \t]+|my[ \t]+)?"
    r"(?:(?P<pair>top|first|last|bottom)[ \t]+two"
    r"|(?P<p>first|second|third)[ \t]+and[ \t]+(?:the[ \t]+)?(?P<q>first|second|third)"
    r"(?:[ \t]+(?:places|picks|spots))?)"
    r"(?:[ \t]+(?:round|around|over))?[ \t]*[.!]?[ \t]*$",
    re.I,
)
_PLACE_INDEX = {"first": 0, "second": 1, "third": 2}


def _swapped_by_place(sentence: str, count: int) -> tuple[int, int] | None:
    """The two places (indices into an order of ``count`` picks) a "swap the top two" sentence
    exchanges, when the writer says it of their own order (`_SWAP_SUBJECTS`); else None."""
    if "wap" not in sentence and "witch" not in sentence:
        return None
    m = _SWAP_BY_PLACE.search(sentence)
    if m is None:
        return None
    if _after_openings(sentence[: m.start()]).rstrip(" \t,").casefold() not in _SWAP_SUBJECTS:
        return None  # "I wouldn't swap the top two", "you could swap the top two"
    if m["pair"] is not None:
        i = 0 if m["pair"].casefold() in ("top", "first") else count - 2
        j = i + 1
    else:
        i, j = _PLACE_INDEX[m["p"].casefold()], _PLACE_INDEX[m["q"].casefold()]
    return (i, j) if i != j and 0 <= min(i, j) and max(i, j) < count else None


def _after_openings(lead: str) -> str:
    """``lead`` without its markup and the revision openings it starts with ("Hmm, wait,
    actually,"), stripped: empty when the lead is openings alone."""
    # pins39: the lead's trailing space kept, which closes an opening's dash ("Hmm, wait - ")
    lead = _MARKUP.sub("", lead).lstrip(" \t")
    for _ in range(3):
        opening = _OPENING.match(lead)
        if opening is None or opening.end() == 0:
            break
        lead = lead[opening.end() :].lstrip(" \t,.!:;\u2013\u2014-")
    return lead.strip(" \t:,.!;\u2013\u2014-")


def _swapped(
    sentence: str,
    order: list[tuple[int, str]],
    before: list[Found],
    candidate: Callable[[str], str | None],
) -> list[tuple[int, str]] | None:
    """``order`` with the two picks a "swap the X and the Y" sentence names in each other's
    places; None when the sentence is no such swap or either name is no pick in ``order``."""
    by_place = _swapped_by_place(sentence, len(order))
    if by_place is not None:
        i, j = by_place
        out = list(order)
        out[i], out[j] = out[j], out[i]
        return out
    m = _SWAP.search(sentence) if "wap" in sentence or "witch" in sentence else None
    if m is not None:
        lead = _after_openings(sentence[: m.start()]).rstrip(" \t,").casefold()
        if lead not in _SWAP_SUBJECTS:
            return None  # review_pins38: "I wouldn't swap", "you can always swap", "sites swap"
    elif " places" in sentence:
        m = _SWAP_PLACES.search(_after_openings(sentence))
    if m is None:
        return None
    at: list[int] = []
    for group in ("a", "b"):
        name = m[group].strip()
        if name.casefold().startswith("the "):
            name = name[4:]
        got = _resolve(name, before, candidate)
        where = next((j for j, o in enumerate(order) if got is not None and o[1] == got[1]), -1)
        if got is None or got[0] < 0 or where < 0:
            return None
        at.append(where)
    i, j = at
    if i == j:
        return None
    out = list(order)
    out[i], out[j] = out[j], out[i]
    return out


def _named_in(note: str, name: str) -> bool:
    """Whether ``note`` names the pick ``name``: in full, or without its first word (the brand:
    "the Roomba 694" for the "iRobot Roomba 694", "the Barista Express")."""
    words = name.split()
    short = " ".join(words[1:]) if len(words) >= 2 else name
    # whole words only: "Proton VPN" without its brand is "VPN", which "IVPN" holds (review_revised)
    return any(
        re.search(r"(?<!\w)" + re.escape(form) + r"(?!\w)", note, re.I) is not None
        for form in (name, short)
    )


def _order_lead(lead: str) -> bool:
    """Whether the words before a colon say a restated order follows ("So", "Final podium")."""
    lead = lead.strip(" \t*_")
    opening = _OPENING.match(lead)
    if opening is not None:  # "update: so", "On reflection, so": the lead after the opening
        lead = lead[opening.end() :].lstrip(" \t*_:,.!-")
    lead = lead.casefold()
    return lead in _BARE_LEADS or (len(lead) <= 60 and _ORDER_LEAD.search(lead) is not None)


def _listed_below(body: str, start: int, stop: int) -> bool:
    """Whether the note from ``start`` to ``stop`` ends with a colon that leads into an order."""
    note = _MARKUP.sub("", body[start:stop]).rstrip()
    if not note.endswith(":"):
        return False
    cut = max(note.rfind(". ", 0, -1), note.rfind("! ", 0, -1), note.rfind("? ", 0, -1))
    return _order_lead(note[cut + 1 : -1])


def _listed_after(
    sentence: str, found: list[Found], stop: int, before: list[Found]
) -> list[tuple[int, str]] | None:
    """The order the picks read in the block right after a note ending "...: " restate (each
    matched to a pick read above the note, or a new one), or None when the lead says no order
    follows or fewer than two of them were read above."""
    if not _order_lead(sentence.rstrip()[:-1]):
        return None
    below = [f for f in found if f[1] >= stop]
    if not below:
        return None
    block = below[0][2]
    names = [f[0] for f in before]
    out: list[tuple[int, str]] = []
    for f in below:
        if f[2] != block:
            break
        k = next(
            (j for j, b in enumerate(before) if same_product(f[0], b[0], names) or b[0] == f[0]),
            -1,
        )
        if any(o[1] == (before[k][0] if k >= 0 else f[0]) for o in out):
            return None
        out.append((k, before[k][0] if k >= 0 else f[0]))
    return out if len(out) >= 2 and sum(k >= 0 for k, _ in out) >= 2 else None


# review_pins38: a clause that narrows the places after it to one criterion or use: "on" or "for"
# and a bare noun phrase of a few words ("on speed alone", "for streaming", "for pet hair"), not
# the whole market or the writer ("for me", "for most people", "on balance", "on reflection") and
# not a phrase with an article ("for a family of five", the prompt's own buyer)
_NARROWING = re.compile(
    r"[ \t]*(?:on|for)[ \t]+(?!(?:me|us|you|now|most|nearly|almost|every\w*|any\w*|all|balance"
    r"|reflection|second|the|a|an|my|your|our|their|this|that)\b)[a-z][\w-]*(?:[ \t]+[a-z][\w-]*){0,2}"
    r"[ \t]*$",
    re.I,
)


def _placed(
    sentence: str, before: list[Found], candidate: Callable[[str], str | None]
) -> list[tuple[int, str, int]] | None:
    """The (index, name, place) each clause of ``sentence`` that ends with a place states, in
    order; None when a clause names a place but no product."""
    out: list[tuple[int, str, int]] = []
    narrowed = False
    for clause in _CLAUSE_SPLIT.split(sentence):
        if len(clause) > _PART_REACH:
            continue
        m = _PLACE.search(clause)
        if m is None:
            # review_pins38: "Actually, on speed alone, IVPN would be first", "for streaming,
            # Proton VPN should be first": a place narrowed to one criterion or use
            narrowed = narrowed or _NARROWING.match(clause) is not None
            continue
        if narrowed:
            return None
        name = _name_before(clause[: m.start()])
        got = _resolve(name, before, candidate)
        if got is None:
            return None
        place = m["word"] or m["word_top"] or m["count"] or m["num"]
        out.append((*got, int(place) if place.isdigit() else _PLACE_WORDS[place.casefold()]))
    return out


def revised_order(
    found: list[Found], body: str, candidate: Callable[[str], str | None]
) -> list[Found]:
    """``found`` in the order the last revision note after it leaves (see the module's
    docstring); ``found`` as it was when no such note restates or moves a place."""
    if len(found) < 2 or not _may_hold_note(body):
        return found
    last = max(f[1] for f in found)
    notes = [(a, b) for a, b in _paragraphs(body) if _OPENING.match(body, a) is not None]
    for start, stop in reversed(notes):
        before = [f for f in found if f[1] < start]
        if len(before) < 2:
            continue
        if last >= stop and not _listed_below(body, start, stop):
            continue  # a ranking after the note: the note is no revision of the reply's last word
        order = [(k, f[0]) for k, f in enumerate(before)]
        placed: set[str] = set()  # the names the note gives a place
        moved = False
        text = body[start : min(stop, start + _NOTE_REACH)]
        at = 0
        pieces = _SENTENCE_END.split(text)
        for j, piece in enumerate(pieces):
            where = text.find(piece, at)
            at = where + len(piece)
            sentence = _MARKUP.sub("", piece)
            if len(sentence) > _SENTENCE_REACH or _CONDITION.search(sentence) is not None:
                continue
            if j + 1 < len(pieces) and _qualifies(pieces[j + 1]):
                continue
            if sentence.rstrip().endswith(":"):
                if text[at:].strip():
                    continue  # only the note's last words lead into the list below it
                # "Treat this as a top two:" over the list that restates the order (the prepass
                # writes an inline list after a colon as list lines)
                listed = _listed_after(sentence, found, stop, before)
            else:
                listed = _listed(sentence, before, candidate)
            if listed is not None:
                order, moved = listed, True
                continue
            swapped = _swapped(sentence, order, before, candidate)
            if swapped is not None:
                order, moved = swapped, True
                continue
            for k, name, place in _placed(sentence, before, candidate) or []:
                if place > len(order) + 1:
                    break
                placed.add(name)
                if k >= 0 or any(name == n for _, n in order):
                    order = [o for o in order if o[1] != name]
                    order.insert(place - 1, (k, name))
                    moved = True
                    continue
                # a product not read above takes the place of the pick the note names and
                # places nowhere ("IVPN closed sign-ups ... put **Windscribe** third"), or of
                # the pick standing at its place when the note names none
                gone = next(
                    (
                        o
                        for o in order
                        if o[0] >= 0 and o[1] not in placed and _named_in(text, o[1])
                    ),
                    None,
                )
                if gone is not None:
                    order.remove(gone)
                    order.insert(min(place - 1, len(order)), (k, name))
                elif place <= len(order):
                    order[place - 1] = (k, name)
                else:
                    order.append((k, name))
                moved = True
        if not moved:
            continue
        out: list[Found] = []
        for rank, (k, name) in enumerate(order, 1):
            if k >= 0:
                f = before[k]
                out.append((f[0], f[1], f[2], rank))
                continue
            where = body.find(name, start)
            if where < 0:
                return found
            out.append((name, where, before[-1][2], rank))
        return out
    return found
