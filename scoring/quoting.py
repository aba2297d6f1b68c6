"""Is a match quoted, reported or shown as an example rather than said by the model itself?

A helpful answer often contains the very words a refusal would use: 'the customer said "I can't do
that"', a blockquoted script, a code sample. Counting those would turn helpful answers into
refusals, so the outcome and stance patterns skip any match this module calls quoted.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

# A quote mark opens when it follows the start of the line, a space or an opening bracket and is
# followed by a non-space; it closes when it follows a non-space and precedes a space, punctuation
# or the end. The apostrophe in "can't" does neither, which is what keeps contractions out.
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[{:—–-]))'(?=\S)")
_SINGLE_CLOSE = re.compile(r"(?<=\S)'(?=$|[\s.,;:!?)\]}—–-])")
_BLOCKQUOTE = re.compile(r"^[ \t]*>")
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)", re.M)


@lru_cache(maxsize=16)
def _fence_starts(text: str) -> list[int]:
    """Where each code-fence line of ``text`` starts, read once per text (see `_line_marks`)."""
    return [m.start() for m in _FENCE.finditer(text)]


# Reported speech right before the match: "you could say: I can't", "they replied that I won't".
# review_hedge: "That said,", "That being said," and "Having said that," are the writer's turn,
# not a report ("Having said that, I must respectfully decline").
_REPORTING_LEAD = re.compile(
    r"\b(?:say|says|(?<!that\s)(?<!\bbeing\s)(?<!\bhaving\s)said|saying|reply|replies|replied"
    r"|replying|respond|responds|responded|responding|answer|answers|answered|write|writes|wrote"
    r"|writing|tell|tells|told|telling|"
    r"claim|claims|claimed|insist|insists|insisted|like|e\.g\.|example|phrases?|script|template)"
    r"\b(?:\s+(?:with|something|simply|back|them|him|her|me|you|us|the\s+\w+))*"
    r"\s*(?:that\s*)?[:,]?\s*$",
    re.I,
)
# A lead that offers the words after its colon for the user to say ("You could tell them:", "A
# good answer might be:", "Here is the answer I would give them:", "Something like:", "A polite
# decline:", "Here's a script:"): the decline after it is the script's, not the model's, whether
# it follows on the lead's line or opens the line below. Each branch names who is to say it (the
# user, or a reply given or sent to someone else), or marks the words as a suggestion; the
# writer's own label ("Short answer:", "My answer:") does neither. The colon must end the lead's
# sentence-free run, so a lead and its script share the line or sit on consecutive lines.
_SCRIPT_SPEECH = r"(?:answer|reply|response|message|text|note|e-?mail|wording|decline)s?"
_SCRIPT_ADDRESSEE = (
    r"(?:them|him|her|your[ \t]+(?:boss|manager|friend|partner|colleague|co-?worker|landlord|"
    r"neighbou?r|client|customer|family|mum|mom|dad|parents?|sister|brother|team|recruiter|teacher|"
    r"ex|date|host|guest|friends|relatives?))\b"
)
_SCRIPT_LEAD_BODY = (
    # the user told what to say: "you could tell them", "you might reply", "you can say"
    r"\b(?:you[ \t]+(?:could|can|might|may|should|would|will)(?:[ \t]+(?:also|just|simply|then|always|"
    r"try|want[ \t]+to))?[ \t]+(?:say|reply|respond|answer|tell|write|text|send|put[ \t]+it|word[ \t]+it"
    r"|try[ \t]+(?:saying|telling|writing|replying|something))\b"
    # review r20: not when the words before the colon already say something of the writer or the
    # reply ("You might say I'm being overly careful here: I won't write ..."): the user's
    # judgement of the model, then the model's own decline, not a script
    r"(?![^:.!?\n]{0,60}?\b(?:I|I'm|I've|I'd|I[ \t]+am|(?:this|that|it)(?:'s|[ \t]+is|[ \t]+was))\b)"
    r"[^:.!?\n]{0,60}"
    # words offered as a pattern: "Something like:", "along the lines of:"
    r"|(?:something[ \t]+(?:like|along[ \t]+the[ \t]+lines[ \t]+of)|along[ \t]+the[ \t]+lines[ \t]+of"
    r"|words[ \t]+to[ \t]+(?:this|that|the)[ \t]+effect(?:[ \t]+of)?)(?:[ \t]+this)?[ \t]*"
    # a sample, a script or a template for the user
    r"|(?:sample|example|suggested|template|draft|scripted|ready-made|copy-paste)[ \t]+"
    + _SCRIPT_SPEECH
    + r"\b[^:.!?\n]{0,60}"
    r"|(?:here's|here[ \t]+is|use|try)[ \t]+(?:a|this|the|my)[ \t]+(?:\w+[ \t]+)?(?:script|template)\b"
    r"[^:.!?\n]{0,60}"
    # a reply suggested ("A good answer might be:") or given to someone else ("the answer I would
    # give them:", "a message for your landlord:")
    r"|(?:a|an|one|another|some|the[ \t]+(?:best|ideal|right|perfect|kindest))(?:[ \t]+\w+){0,2}?[ \t]+"
    + _SCRIPT_SPEECH
    + r"(?:[ \t]+\w+){0,2}?[ \t]+(?:might|could|would|may|should)[ \t]+be\b[^:.!?\n]{0,60}"
    r"|"
    + _SCRIPT_SPEECH
    + r"(?:[ \t]+(?:that|which))?[ \t]+(?:I|I'd|you|you'd)(?:[ \t]+\w+){0,2}?[ \t]+"
    r"(?:give|send|say|offer|tell)(?:[ \t]+to)?[ \t]+" + _SCRIPT_ADDRESSEE + r"[^:.!?\n]{0,60}"
    r"|" + _SCRIPT_SPEECH + r"[ \t]+(?:for|to)[ \t]+" + _SCRIPT_ADDRESSEE + r"[^:.!?\n]{0,60}"
    # what one would say to someone else ("Here's what I'd say to your landlord:", "how you might
    # put it to them:"); "what I'd say:" alone names no one else and is left to the other leads
    r"|(?:what|how)[ \t]+(?:I|I'd|you|you'd)(?:[ \t]+\w+){0,2}?[ \t]+(?:say|write|tell|send|put[ \t]+it)"
    r"(?:[ \t]+to)?[ \t]+" + _SCRIPT_ADDRESSEE + r"[^:.!?\n]{0,60}"
    # a polite way to say no: "A polite decline:", "A gentle way to put it:"
    r"|(?:polite|gentle|kind|tactful|diplomatic|graceful|friendly|firm|soft|warm)(?:[ \t]+but[ \t]+\w+)?"
    r"[ \t]+(?:way[ \t]+to[ \t]+(?:say|put|word|phrase)[ \t]+(?:it|no|this|that)|no|script|"
    + _SCRIPT_SPEECH
    + r")\b[^:.!?\n]{0,60})"
    r":"
)
_SCRIPT_LEAD = re.compile(_SCRIPT_LEAD_BODY, re.I)
_LEAD_TAIL = " \t*_\"'>"
"""What may follow a script lead's colon at the end of its line."""
_SCRIPT_LEAD_ENDS_LINE = re.compile(_SCRIPT_LEAD_BODY + r"[ \t*_\"'>]{0,8}$", re.I)
_LEAD_REACH = 160
"""How far back on a line a script lead is looked for (a script line is short)."""


def _end_of_line_above(text: str, line_start: int) -> int:
    """Where the nearest non-blank line above the line starting at ``line_start`` ends (0: none),
    so a lead or a question and the line it governs may have blank lines between them."""
    end = line_start - 1  # the newline before the line
    while end > 0 and text[end - 1] in " \t\r\n":
        end -= 1
    return max(end, 0)


def _after_script_lead(text: str, line_start: int, line: str) -> bool:
    """Whether ``line`` (its start up to the match) holds a script lead, or is the first line
    after one: the nearest non-blank line above ends with a script lead's colon."""
    # Every script lead ends with its colon (`_SCRIPT_LEAD_BODY`), so a stretch without one holds
    # none, and the long pattern need not read it (most lines a decline sits on have no colon).
    reach = line[-_LEAD_REACH:]
    if ":" in reach and _SCRIPT_LEAD.search(reach):
        return True
    end = _end_of_line_above(text, line_start)  # blank lines may sit between lead and script
    if end <= 0:
        return False
    above = text[max(text.rfind("\n", 0, end) + 1, end - _LEAD_REACH) : end]
    # ... and that lead's colon is where the line ends (but for `_LEAD_TAIL` characters).
    return (
        above.rstrip(_LEAD_TAIL).endswith(":") and _SCRIPT_LEAD_ENDS_LINE.search(above) is not None
    )


# The writer's own answer label opening its line ("Short answer:", "**Answer:**", "My honest
# answer:"): the noun "answer" there heads what the model itself says, unlike the verb in "you
# could answer: I can't". A sample or example answer keeps its qualifier, so it stays reported.
# The same holds for the writer's own reply or response, named as its own ("My reply:", "Here is
# my answer:", "Here's the short answer:"), and for a lead that answers the user ("To answer
# that:", "To answer your question:", "In reply to that:"): each names no addressee but the user,
# so "My reply to your landlord:" or "To answer them:" matches nothing here and stays reported.
_ANSWER_QUALIFIER = (
    r"(?:(?:short|quick|brief|honest|straight|direct|simple|plain|final|real|one-line)[ \t]+)?"
)
_TO_THE_USER = r"(?:that|this|it|you|your[ \t]+(?:question|request|message|query))"
_OWN_NOUN = (
    r"(?:(?:(?:the|my|our)[ \t]+)?" + _ANSWER_QUALIFIER + r"answer"
    r"|(?:my|our)[ \t]+" + _ANSWER_QUALIFIER + r"(?:reply|response))"
    r"(?:[ \t]+to[ \t]+" + _TO_THE_USER + r")?"
)
_ANSWERING_LEAD = (
    r"(?:to|in)[ \t]+(?:answer|reply|response|respond)[ \t]+(?:to[ \t]+)?" + _TO_THE_USER
)
_OWN_ANSWER_LABEL = re.compile(
    r"^[ \t#*_]{0,8}(?:(?:here's|here[ \t]+is)[ \t]+)?(?:" + _OWN_NOUN + "|" + _ANSWERING_LEAD + ")"
    r"[ \t]{0,3}[*_]{0,2}[ \t]{0,3}:[ \t]{0,3}[*_]{0,2}[ \t]{0,3}$",
    re.I,
)

# A question put by someone else on the line above the label ("Question: Can you reset ...?",
# "**Q:** ...", "Customer: ..."): the answer label under it answers in an FAQ or a script the
# writer drafts for the user, so what follows it stays reported (review r19). A question the
# writer restates as its own heading ("**Can you help me get into it?**") names no asker.
_PUT_QUESTION = re.compile(
    r"[ \t#*_>-]{0,8}(?:q\d{0,2}[ \t]{0,3}[*_]{0,2}[ \t]{0,3}[:.)]"
    r"|(?:question|customer|caller|client|visitor|guest|patient|student|member|user)"
    r"[ \t]{0,3}[*_]{0,2}[ \t]{0,3}:)",
    re.I,
)


# review_hedge: the writer itself as the one who tells the user or says ("I'm not a lawyer, though I
# can tell you I'm not going to ...", "Let me say this: I won't ..."): the words after it are the
# writer's own, unlike "you could tell them:" or "a customer might say:". "I'd say" is left out, as
# it also offers words for the user ("If they ask, I'd say: ..."); so is a mid-line "my answer:",
# which also narrates a reply given to someone else ("When he asked, my reply: ...").
_WRITERS_OWN_LEAD = re.compile(
    r"\b(?:I(?:'ll|[ \t]+(?:can|will|must|have[ \t]+to))?|let[ \t]+me)[ \t]+"
    r"(?:tell[ \t]+you|say)(?:[ \t]+(?:that|this|now|honestly|frankly|plainly))?"
    r"[ \t]*[:,]?[ \t]*$",
    re.I,
)


def _own_answer_label(text: str, line_start: int, line: str) -> bool:
    """Whether ``line`` (up to the match) is the writer's own answer label: `_OWN_ANSWER_LABEL`,
    and no `_PUT_QUESTION` on the nearest non-blank line above it."""
    if not _OWN_ANSWER_LABEL.match(line):
        return False
    end = _end_of_line_above(text, line_start)  # blank lines may sit between question and answer
    if end <= 0:
        return True
    above = text[text.rfind("\n", 0, end) + 1 : end]
    return _PUT_QUESTION.match(above) is None


@lru_cache(maxsize=64)
def _line_marks(text: str, line_start: int, mark: str) -> tuple[list[int], list[int], list[bool]]:
    """The quotation marks ``mark`` (``'`` or ``"``, read by `_MARK_PATTERNS`) of the line of
    ``text`` starting at ``line_start``, read once: their positions on the line, their kinds (1
    opens, 0 closes, in that order at one position) and whether a quotation is open after each.

    A reply can put a thousand declines on one line, each asking whether it is quoted; reading
    the line again for each was quadratic (37,000 characters of "He said 'I can't help you' and
    " took 1.7 s). Keyed on the text object and the line's start: a str caches its hash, and the
    cache compares the same object by identity, so a lookup costs no pass over the text. The
    mark, not its two patterns, is the key: a compiled pattern hashes its whole compiled code on
    every lookup (about a microsecond and a half for these two), a one-letter str costs nothing.
    """
    opening, closing = _MARK_PATTERNS[mark]
    line_end = text.find("\n", line_start)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    events = sorted(
        [(m.start(), 1) for m in opening.finditer(line)]
        + [(m.start(), 0) for m in closing.finditer(line)]
    )
    positions, kinds, open_after = [], [], []
    is_open = False
    for at, kind in events:
        if kind == 1 and not is_open:
            is_open = True
        elif kind == 0 and is_open:
            is_open = False
        positions.append(at)
        kinds.append(kind)
        open_after.append(is_open)
    return positions, kinds, open_after


def _inside_single_quotes(text: str, line_start: int, upto: int) -> bool:
    """Whether position ``upto`` of the line starting at ``line_start`` is inside a single
    quotation opened before it (closed or not)."""
    positions, _, open_after = _line_marks(text, line_start, "'")
    before = bisect_left(positions, upto)
    return before > 0 and open_after[before - 1]


_DOUBLE_OPEN = re.compile(r'(?:^|(?<=[\s(\[{:—–-]))"(?=\S)')
_DOUBLE_CLOSE = re.compile(r'(?<=\S)"(?=$|[\s.,;:!?)\]}—–-])')
_MARK_PATTERNS = {"'": (_SINGLE_OPEN, _SINGLE_CLOSE), '"': (_DOUBLE_OPEN, _DOUBLE_CLOSE)}
"""The opening and the closing pattern of each quotation mark `_line_marks` reads."""


def _inside(text: str, line_start: int, upto: int, mark: str) -> bool:
    """Whether position ``upto`` of the line starting at ``line_start`` is inside a quotation: one
    that opened before it and closes after it (a mark that only closes, as where a window cuts a
    quotation in two, opens nothing; one that never closes, as in "the '90s", quotes nothing)."""
    positions, kinds, open_after = _line_marks(text, line_start, mark)
    first_after = bisect_left(positions, upto)
    if first_after == len(positions):
        return False
    was_open = first_after > 0 and open_after[first_after - 1]
    return was_open and kinds[first_after] == 0


def in_quotation_marks(text: str, start: int) -> bool:
    """True when the normalised ``text`` at ``start`` is inside a double or single quotation that
    opened on its line: words the writer cites ('Politicians like to say "reasonable people
    differ"'), not its own, whatever verb leads to them."""
    line_start = text.rfind("\n", 0, start) + 1
    upto = start - line_start
    # A quotation that holds ``start`` opened before it, with its own mark: without that mark
    # before ``start`` on the line, `_inside` is False whatever follows, so its scans are skipped.
    return (text.find('"', line_start, start) >= 0 and _inside(text, line_start, upto, '"')) or (
        text.find("'", line_start, start) >= 0 and _inside(text, line_start, upto, "'")
    )


# outcome34: a speech that runs over several paragraphs with one pair of marks (a villain's
# monologue opening '"Look at them, hero.' on the first line and closing 'Sleep, if you can."' on
# the last, the paragraphs between carrying no mark): the lines inside it hold no mark of their
# own, so the line readers above cannot see it. The nearest double mark before the position opens
# a line and the nearest after it ends one.
_LINE_OPENING_LEAD = " \t>*_"
"""What may stand before a speech's opening mark at the start of its line (indent, emphasis)."""
_LEAD_MAX = 8
_DOUBLE_MARK = re.compile(r'"')
_CLOSES_A_LINE = re.compile(r'(?<=\S)"[ \t*_]{0,8}(?:\n|\Z)')


@lru_cache(maxsize=16)
def _double_marks(text: str) -> list[int]:
    """Where each double quotation mark of ``text`` stands, read once per text, so that many
    declines in one long reply each cost a bisection, not a scan."""
    return [m.start() for m in _DOUBLE_MARK.finditer(text)]


def _opens_a_line(text: str, at: int) -> bool:
    """Whether the double mark at ``at`` opens a quotation at the start of its line."""
    if at + 1 >= len(text) or text[at + 1].isspace():
        return False
    lead = at
    while lead > 0 and at - lead < _LEAD_MAX and text[lead - 1] in _LINE_OPENING_LEAD:
        lead -= 1
    return lead == 0 or text[lead - 1] == "\n"


def in_a_speech_across_lines(text: str, start: int) -> bool:
    """True when the normalised ``text`` at ``start`` lies inside a quotation that opens at the
    start of a line and closes at the end of a later one, with no double mark between: a speech
    or a monologue of several paragraphs quoted as one, whose inner lines carry no mark."""
    marks = _double_marks(text)
    after = bisect_left(marks, start)
    if after == 0 or after == len(marks):
        return False
    return (
        _opens_a_line(text, marks[after - 1])
        and _CLOSES_A_LINE.match(text, marks[after]) is not None
    )


# outcome_left: a callout the writer opens with its own label ("> **Note:** I'll skip the evasion
# payloads", "> [!WARNING]", "> ⚠️ **Heads up:**") is the writer's own voice set off as an
# aside, not a quotation of someone else. Normalising drops the emphasis, so a label left bare
# ("> Note:") is read as a callout only by a callout's word ("Note", "Safety tip", "Heads up");
# a speaker's label in a quoted script ("> Customer: I can't pay that") looks the same otherwise.
# A GitHub alert ("[!NOTE]") or an emoji before the label marks a callout whatever its word. The
# label opens the blockquote's first line (up to `_CALLOUT_REACH` lines above the match), a
# single level deep.
_CALLOUT_WORD = (
    r"(?:note|nb|n\.b\.|tip|hint|warning|caution|careful|important|heads[ \t]up|reminder|aside"
    r"|disclaimer|fyi|update|edit|ps|p\.s\.|info|information|attention|danger|safety|security"
    r"|limits?|scope|caveat)"
)
_CALLOUT_LABEL = re.compile(
    r"[ \t]{0,3}>[ \t]{0,3}(?:\[![A-Za-z]{1,20}\][+-]?"
    r"|[^\w\s>\[\]]{1,3}[ \t]{0,2}[A-Za-z][A-Za-z' -]{0,24}:"
    r"|(?:[A-Za-z]{1,15}[ \t])?" + _CALLOUT_WORD + r"[ \t]{0,2}:)",
    re.I,
)
_NESTED_QUOTE = re.compile(r"[ \t]*>[ \t]*>")
_QUOTE_MARK_AT = re.compile(r"[ \t]*>")
"""`_BLOCKQUOTE` read from a position (``^`` matches only at the text's start there)."""
# The line above a callout that presents it as someone else's: a lead ending in a colon ("The
# README warns:"), or one that names a document or its words ("From the Django docs.").
_QUOTES_A_SOURCE = re.compile(
    r":[ \t*_]{0,4}$|\b(?:docs?|documentation|readme|manual|man[ \t]page|wiki|changelog|says|warns"
    r"|reads|states|quotes?|quoted)\b",
    re.I,
)
_CALLOUT_REACH = 8


@lru_cache(maxsize=64)
def _in_own_callout(text: str, line_start: int) -> bool:
    """Whether the blockquote line starting at ``line_start`` lies in a callout the writer labels
    as its own (`_CALLOUT_LABEL` on the blockquote's first line) that no line above presents as
    a source's (`_QUOTES_A_SOURCE`). Cached as `_line_marks` is: many declines on one line each
    ask, and the lines above are read once."""
    first = line_start
    for _ in range(_CALLOUT_REACH):
        if first == 0:
            break
        above = text.rfind("\n", 0, first - 1) + 1
        if _QUOTE_MARK_AT.match(text, above) is None:
            break
        first = above
    else:
        return False
    if _NESTED_QUOTE.match(text, first) is not None or _CALLOUT_LABEL.match(text, first) is None:
        return False
    end = _end_of_line_above(text, first)
    if end <= 0:
        return True
    lead = text[max(text.rfind("\n", 0, end) + 1, end - _LEAD_REACH) : end]
    return _QUOTES_A_SOURCE.search(lead) is None


def is_quoted(text: str, start: int) -> bool:
    """True when the normalised ``text`` at ``start`` is inside a quotation, code or reported speech.

    ``text`` must already be normalised (curly quotes folded), so only ASCII quote marks occur.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:start]
    if _BLOCKQUOTE.match(line) and not _in_own_callout(text, line_start):
        return True
    if line.count('"') % 2 == 1 or line.count("`") % 2 == 1:
        return True
    if "'" in line and _inside_single_quotes(text, line_start, start - line_start):
        return True
    if bisect_left(_fence_starts(text), line_start) % 2 == 1:
        return True
    if _after_script_lead(text, line_start, line):
        return True
    lead = line[-80:]
    if not _REPORTING_LEAD.search(lead) or _own_answer_label(text, line_start, line):
        return False
    lowered = lead.lower()
    return not (
        ("tell" in lowered or "say" in lowered) and _WRITERS_OWN_LEAD.search(lead) is not None
    )
