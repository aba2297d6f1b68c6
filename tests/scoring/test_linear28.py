"""`_LineReads` answers `_excluded_after` and `_in_bracketed_examples` exactly as they answered run
by run, and stays linear on the two shapes they were quadratic on: a long sentence whose every rest
rules its run out ("**Zed** and __Yak__ over " then "budget": 0.16, 0.57, 2.09 s of CPU at 200,
400, 800 repeats before, 0.03, 0.07, 0.13 s after) and one long bracket full of bold runs ("(" then
"e.g. **Zed** or **Yak**, ": 8, 23, 73 ms before, 5, 9, 18 ms after). `PrefixSearch`, which looks
for `_PROSE_TRIGGER` in a growing prefix, is compared with a fresh search of each prefix."""

from __future__ import annotations

import re
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import picks
from scoring.normalise import _marker_runs, normalise
from scoring.outcome import classify
from scoring.picks import (
    _AVOID_FOLDED,
    _PROSE_TRIGGER,
    _PROSE_TRIGGER_FOLDED,
    _SENTENCE_STOP,
    _avoids,
    _folded,
    _line_bold_names,
    _LineReads,
    _sentence_before,
)
from scoring.recommendation import read_recommendation
from scoring.sentence_prefix import PrefixSearch, SentenceStarts
from scoring.stance import caveat_window_spans
from tests.linear_time import assert_linear
from tests.scoring.reply_corpus import load_working

_PROMPT = "Rank the three best robot vacuums."
_BOUNDS = (picks._TRIGGER_MATCH_RUNS, picks._TRIGGER_AFTER_RUNS)


# --- the two reads as they were (commit 7329fca), run by run -----------------------------------


def _excluded_after(line: str, at: int, before: str) -> bool:
    """The rest of a name's sentence rules it out ("**X** and **Y** are great, but both are over
    your budget"), unless the sentence recommends something first ("get the X; skip the Y")."""
    stop = _SENTENCE_STOP.search(line, at)
    rest = line[at : stop.start() if stop is not None else len(line)]
    if not _avoids(rest):
        return False
    if before.isascii():
        return _PROSE_TRIGGER_FOLDED.search(before.lower()) is None
    return _PROSE_TRIGGER.search(before) is None


def _in_bracketed_examples(line: str, start: int, end: int) -> bool:
    """Whether a bold run sits in brackets with other bold runs: a list of examples given in
    passing ("the VPNs you see advertised (**NordVPN**, **ExpressVPN**, ...)"), not picks."""
    opened = line.rfind("(", 0, start)
    if opened < 0 or line.rfind(")", 0, start) > opened:
        return False
    closed = line.find(")", end)
    inside = line[opened : closed if closed >= 0 else len(line)]
    return inside.count("**") + inside.count("__") >= 4


def _trigger_before(before: str) -> bool:
    """The old test of the part of the sentence before a run."""
    if before.isascii():
        return _PROSE_TRIGGER_FOLDED.search(before.lower()) is not None
    return _PROSE_TRIGGER.search(before) is not None


# --- random lines built from the trigger's words -----------------------------------------------

# The trigger's words split where a longer prefix could complete or undo a match ("only recommend"
# then " one" or " ones", "give you one" then " tip:"), its sentence openers after stops and breaks,
# a condition's comma, bold runs in both spellings and with marks of three, brackets, avoid words,
# and case folds past ASCII.
_PIECES = (
    "**Zed**", "__Yak__", "***Wex***", "___Vim___", "**", "__", "*", "_", "(", ")", "(e.g. ",
    " ", "  ", "\t", "\n", ".", ". ", "! ", "? ", ".\t", ",", ", ", ":", ": ", "I'd", "I would",
    " only", " recommend", " one", "ones", " just", " give you", " name you", " tip", ":",
    " get", " go with", "Go for", " use", "Use", " the", " winner is", "my pick is", "Honestly, ",
    "if", "If ", "when ", " it", " it'd be", " tell you to", " never", " not", "You want",
    "safe default", " is", "over", " budget", " skip", "avoid", " out of", " worth", " and",
    " or", "é", "İ", "\u212a", "ſ", "—", "GET", "a", " b",
)  # fmt: skip


def _lines(max_size: int = 40) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(_PIECES), max_size=max_size).map("".join)


def _old_in_line(line: str, reads: _LineReads, at: int, end: int) -> None:
    start = reads.sentence_start(at)
    for name_at in (start, max(start, at - 3), at):
        old = _excluded_after(line, end, line[start:name_at])
        assert reads.excluded_after(end, start, name_at) == old, (line, end, start, name_at)


@settings(max_examples=1500, deadline=None)
@given(_lines())
def test_the_reads_of_each_bold_run_are_the_old_reads(line: str) -> None:
    reads = _LineReads(line)
    for m in picks._BOLD.finditer(line):
        start, end = m.start(), m.end()
        assert reads.in_bracketed_examples(start, end) == _in_bracketed_examples(line, start, end)
        _old_in_line(line, reads, start, end)


@settings(max_examples=800, deadline=None)
@given(_lines(), st.lists(st.integers(min_value=1, max_value=500), max_size=14))
def test_reads_at_any_offsets_in_order_then_out_of_order(line: str, offsets: list[int]) -> None:
    reads = _LineReads(line)
    ats = sorted({min(o, len(line)) for o in offsets if 0 < min(o, len(line))})
    for at in ats + ats[::-1]:
        for end in (at, min(len(line), at + 2)):
            old = _in_bracketed_examples(line, at, end)
            assert reads.in_bracketed_examples(at, end) == old, (line, at, end)
            start = reads.sentence_start(at)
            old_after = _excluded_after(line, end, line[start:at])
            assert reads.excluded_after(end, start, at) == old_after, (line, at, end)


@settings(max_examples=800, deadline=None)
@given(_lines(60), st.integers(min_value=0, max_value=40))
def test_every_prefix_is_searched_as_a_fresh_search(text: str, step: int) -> None:
    """`PrefixSearch` at every offset in order, then at offsets that fall back (a new loop)."""
    searched = PrefixSearch(text, _PROSE_TRIGGER, _PROSE_TRIGGER_FOLDED, *_BOUNDS)
    starts = SentenceStarts(text)
    for at in list(range(len(text) + 1)) + list(range(0, len(text) + 1, step + 1)):
        start = starts.start(at)
        assert searched.search_before(start, at) == _trigger_before(text[start:at]), (text, at)


_RUNNING_ON = tuple(p for p in _PIECES if not any(stop in p for stop in ".!?\n"))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_RUNNING_ON), max_size=240).map("".join))
def test_every_prefix_of_a_long_sentence_is_searched_as_a_fresh_search(text: str) -> None:
    """Sentences long enough to outgrow the runs a search resumes within."""
    searched = PrefixSearch(text, _PROSE_TRIGGER, _PROSE_TRIGGER_FOLDED, *_BOUNDS)
    starts = SentenceStarts(text)
    for at in range(len(text) + 1):
        start = starts.start(at)
        assert searched.search_before(start, at) == _trigger_before(text[start:at]), (text, at)


# A small pattern with the shapes `_PROSE_TRIGGER` has (a lookahead that reads the text's end after
# its match, a bounded condition of several runs, a lookbehind at the sentence's opening), given
# tight bounds, so that resumed searches and settled matches come on short texts.
_TOY = re.compile(
    r"\b(?:only\s+pick(?=\s+one\b)|go\s+with|(?:^|(?<=[.:]\s))if\s[^,.\n]{1,6},\s+use)\s+", re.I
)
_TOY_PIECES = (
    "only", " pick", " one", "ones", "go", " with", "If", "if", " a", " b", "cd", ",", " use",
    " ", "  ", ". ", ": ", "\n", "x", "É", "Go",
)  # fmt: skip


@settings(max_examples=1500, deadline=None)
@given(
    st.lists(st.sampled_from(_TOY_PIECES), max_size=40).map("".join),
    st.integers(min_value=0, max_value=9),
)
def test_a_small_pattern_with_tight_bounds_reads_every_prefix(text: str, step: int) -> None:
    # at most 5 runs ("If a b cd, use"), and the lookahead reads 1 past the match: 6 and 1
    searched = PrefixSearch(text, _TOY, _folded(_TOY), 6, 1)
    starts = SentenceStarts(text)
    for at in list(range(0, len(text) + 1, step + 1)) + list(range(len(text) + 1)):
        start = starts.start(at)
        before = text[start:at]
        old = (
            _folded(_TOY).search(before.lower()) if before.isascii() else _TOY.search(before)
        ) is not None
        assert searched.search_before(start, at) == old, (text, at)


def test_the_widest_trigger_matches_hold_the_runs_the_bounds_allow() -> None:
    """The widest matches of each alternative with free text in it, spread over as many runs as
    their characters allow, and the lookahead after "give you" read to its end."""
    free80 = "a " * 39 + "a,"
    free40 = " a" * 20
    widest = (
        f"Honestly, if {free80} just go with just one word word: the ",
        f"If I had to only pick just one for{free40}, it would be just one word word: the ",
        f"one word I'd tell you to buy{free40[:-1]}, and it's just one word word: the ",
        f"model I'd buy{free40[:-2]} is just one word word: the ",
        f"safe default{free40[:-2]} is just one word word: the ",
        "I would a b c d e f g h tell you to just go with just one word word: the ",
        # picks26's alternatives: the asker between "my pick" and an adverb of certainty, the
        # one-that-works condition, and the pointer back to an earlier list before the name
        f"Honestly, if {free80} just go with the second one I mentioned earlier: the ",
        f"My top pick for a{free40[:-2]} would be clearly just one word word: the ",
        "if you simply want one that just works, just choose the second one I mentioned earlier: the ",
        f"If I had to only pick just one for{free40}, it would be the second one I mentioned earlier: the ",
        # picks33's and review_picks33's single pick: the count, the kind and a case of up to 40
        # characters, then the name after a colon or in a clause of its own
        f"Honestly, if {free80} just go with just one word word for{free40}: the ",
        f"Honestly, if {free80} just go with just one word word for{free40}, and that is the ",
        f"Honestly, if {free80} just go with just one word word, and that is the ",
    )
    allowed = picks._TRIGGER_MATCH_RUNS - picks._TRIGGER_AFTER_RUNS
    for text in widest:
        m = _PROSE_TRIGGER.search(text)
        assert m is not None and m.span() == (0, len(text)), text
        assert len(m.group().split()) <= allowed, (len(m.group().split()), text)
    m = _PROSE_TRIGGER.search(
        "I'd give you just one shoe size:x"
    )  # the lookahead's runs after "you"
    assert m is not None and len(m.string[m.end() :].split()) < picks._TRIGGER_AFTER_RUNS
    # The free text is bounded where the pattern has it and nowhere else.
    bounds = re.findall(r"\{(\d*),(\d+)\}", _PROSE_TRIGGER.pattern)
    assert sorted(int(b) for _, b in bounds) == [2, 2, 3, 8, 40, 40, 40, 40, 40, 40, 40, 80]


def test_an_only_recommend_one_match_is_undone_by_a_longer_prefix() -> None:
    """The one lookahead that reads the text's end: a match that the next character undoes, and one
    that a whole run after it settles."""
    for text, undone in (
        ("I'd only recommend ones", True),
        ("I'd only recommend one of", False),
        ("I'd only recommend just ones", True),  # read two runs past the match's end
        ("I'd only recommend just one of", False),
    ):
        assert _trigger_before(text) is not undone
        assert _trigger_before(text[: text.index("one") + 3])
        searched = PrefixSearch(text, _PROSE_TRIGGER, _PROSE_TRIGGER_FOLDED, *_BOUNDS)
        for at in range(len(text) + 1):
            assert searched.search_before(0, at) == _trigger_before(text[:at]), (text, at)


def test_the_hostile_lines_are_read_as_before() -> None:
    for line in (
        "**Zed** and __Yak__ over " * 40 + "budget",
        "Consider these (" + "e.g. **Zed** or **Yak**, " * 40 + ") then pick.",
        "My pick is **Zed** and __Yak__ is over " * 40 + "budget",
        "( **Zed** " * 40 + ")",
        "I'd get " + "**Zed** over budget, " * 70 + "budget",
    ):
        reads = _LineReads(line)
        for m in picks._BOLD.finditer(line):
            start, end = m.start(), m.end()
            assert reads.in_bracketed_examples(start, end) == _in_bracketed_examples(
                line, start, end
            )
            _old_in_line(line, reads, start, end)


def test_the_working_replies_are_read_as_before() -> None:
    """Every line of every working reply: each bold run's two reads, old and new."""
    runs = 0
    for case in load_working():
        for line in case.reply.splitlines():
            reads = _LineReads(line)
            for m in picks._BOLD.finditer(line):
                start, end = m.start(), m.end()
                if "(" in line:
                    old = _in_bracketed_examples(line, start, end)
                    assert reads.in_bracketed_examples(start, end) == old, line
                _old_in_line(line, reads, start, end)
                runs += 1
    assert runs > 1000


def test_the_rule_reads_hold() -> None:
    assert _line_bold_names("**Zed** and **Yak** are both over budget.") == ()
    assert _line_bold_names("I'd get **Zed**; **Yak** is over budget.") == (
        ("Zed", 10),
        ("Yak", 19),
    )
    assert _line_bold_names("VPNs (**Nord**, **Express**) aside, get **Mull**.") == (("Mull", 42),)
    assert _line_bold_names("VPNs (**Nord**), and **Express**.") == (
        ("Nord", 8),
        ("Express", 23),
    )
    assert _AVOID_FOLDED.pattern  # the folded twins the reads use are built
    assert _sentence_before("a. b", 4) == " b"


def _repeated(head: str, unit: str, tail: str) -> Callable[[int], str]:
    def build(n: int) -> str:
        return head + unit * n + tail

    return build


def test_the_two_quadratic_shapes_are_read_in_linear_time() -> None:
    for head, unit, tail, count in (
        ("", "**Zed** and __Yak__ over ", "budget", 1_600),
        ("Consider these (", "e.g. **Zed** or **Yak**, ", ") then pick.", 3_200),
        ("", "( **Zed** ", ")", 6_400),  # a bracket opened before each run
        ("", "**Zed** and __Yak__ \u00e9 over ", "budget", 1_600),  # not ASCII
    ):
        assert_linear(
            lambda text: read_recommendation(text, _PROMPT), _repeated(head, unit, tail), count
        )


# --- normalise: the runs of emphasis markers ---------------------------------------------------


def _old_marker_runs(text: str) -> list[tuple[int, int]]:
    """`normalise._marker_runs` as it was (commit 7329fca): a marker not found was looked for again
    after every run of the other."""
    runs = []
    n = len(text)
    star, under = text.find("*"), text.find("_")
    while star >= 0 or under >= 0:
        start = under if star < 0 or (0 <= under < star) else star
        end = start + 1
        while end < n and text[end] in "*_":
            end += 1
        runs.append((start, end))
        star = text.find("*", end) if star < end else star
        under = text.find("_", end) if under < end else under
    return runs


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(("*", "_", "**", "__", "a", " ", "é", "Zed")), max_size=40))
def test_the_marker_runs_are_the_old_runs(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _marker_runs(text) == _old_marker_runs(text), text


def test_the_marker_runs_of_the_working_replies_are_the_old_runs() -> None:
    for case in load_working():
        assert _marker_runs(case.reply) == _old_marker_runs(case.reply), case.id
    assert _marker_runs("__Zed__ and **Yak**") == [(0, 2), (5, 7), (12, 14), (17, 19)]


def test_one_kind_of_marker_repeated_is_normalised_in_linear_time() -> None:
    """A text whose runs are all "_" (or all "*" and one "_" before them) looked for the other
    marker to the text's end after every run: 38x to 43x for 8x the size at 200,000 repeats."""
    assert_linear(normalise, _repeated("", "__Zed__ ", ""), 200_000)
    assert_linear(normalise, _repeated("_ ", "**Zed** ", ""), 200_000)
    assert_linear(caveat_window_spans, _repeated("", "__Yak__ ", ""), 200_000)
    assert_linear(lambda text: classify(text, "stop"), _repeated("", "__Wex__ ", ""), 200_000)
