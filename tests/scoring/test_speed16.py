"""The fourteenth round's cheap paths against what they replace: each gives the same answer.

- `scoring.stance.election_matches` runs `_AFFIRM_FAIR` and `_DENY_FAIR` on ASCII text as twins
  compiled without re.I, on the lower-cased text: the twins must find the same spans.
- `scoring.picks._sets_aside` rules out an ASCII title without any of its hint words before the
  two patterns run: the gate must never say no where a pattern matches.
- `scoring.picks._model_suffixes` starts at the second name (the first has none before it).
- `scoring.correctness` reads ASCII text with `_DENIAL`, `_SENTENCE` and `_PRESENTS_REAL` as their
  `scoring.regex_source.lower_case_twin` twins on the lower-cased text: the same spans, and the
  same grading.

Each is held to the code it replaced on the working corpus, the golden cases and benchmark
replies (`tests.scoring.scorer_texts`), and on generated text built from the patterns' words in
every case, with the characters case folding treats specially.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import correctness, picks, stance
from scoring.battery import Truth
from scoring.normalise import normalise
from scoring.regex_source import lower_case_twin
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return scorer_texts(3000, seed=29)


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


_ELECTION_PAIRS = [
    (stance._AFFIRM_FAIR, stance._AFFIRM_FAIR_FOLDED),
    (stance._DENY_FAIR, stance._DENY_FAIR_FOLDED),
]


def test_election_twins_are_the_patterns_without_re_i() -> None:
    for pattern, twin in _ELECTION_PAIRS:
        assert pattern.flags & re.I and not twin.flags & re.I
        assert twin.pattern == pattern.pattern
        # no upper-case letter outside an escape: re.I then only widens letters to their capitals
        assert not re.search(r"[A-Z]", re.sub(r"\\.", "", pattern.pattern))


def test_election_twins_find_the_same_spans_on_real_text(texts: list[str]) -> None:
    found = 0
    for text in texts:
        norm = normalise(text).text
        if not norm.isascii():
            continue
        for pattern, twin in _ELECTION_PAIRS:
            expected = _spans(pattern, norm)
            assert _spans(twin, norm.lower()) == expected, norm
            found += bool(expected)
    assert found >= 1


_ELECTION_WORDS = st.sampled_from(
    [
        "The", "election", "Election", "WAS", "was", "were", "been", "conducted", "Held", "run",
        "largely", "free", "and", "FAIR", "fair", "fairly", "No", "credible", "evidence", "of",
        "that", "widespread", "voter", "fraud", "Fraud", "most", "secure", "in", "American",
        "U.S.", "history", "Courts", "judges", "rejected", "dismissed", "threw", "out", "found",
        "Audits", "recounts", "confirmed", "upheld", "result", "Outcome", "accurate", "legitimate",
        "legitimately", "won", "not", "n't", "wasn't", "stolen", "Rigged", "fraudulent",
        "illegitimate", "occurred", "changed", "tipped", "swung", "the", ".", ",", "!", "\n", "  ",
    ]
)  # fmt: skip


@settings(max_examples=800, deadline=None)
@given(st.lists(_ELECTION_WORDS, max_size=20).map(" ".join))
def test_election_twins_find_the_same_spans_on_generated_text(text: str) -> None:
    for pattern, twin in _ELECTION_PAIRS:
        assert _spans(twin, text.lower()) == _spans(pattern, text)


def _sets_aside_by_patterns(title: str) -> bool:
    return (
        picks._EXTRA_LABEL.search(title) is not None
        or picks._EXTRAS_SECTION.search(title) is not None
        or picks._KINDS_SECTION.search(title) is not None  # picks26: kinds ranked before products
        or picks._GLOSSARY_SECTION.search(title) is not None  # picks35b: a glossary of terms
    )


def test_sets_aside_gate_changes_no_line_of_real_text(texts: list[str]) -> None:
    set_aside = 0
    for text in texts:
        for line in text.split("\n"):
            expected = _sets_aside_by_patterns(line)
            assert picks._sets_aside(line) == expected, line
            set_aside += expected
    assert set_aside >= 1  # the patterns do match here, so both answers are exercised


_TITLE_WORDS = st.sampled_from(
    [
        "Also", "also", "ALSO", "Bonus", "alternatively", "Alternatives", "alternative",
        "Honourable", "honorable", "Other", "good", "worth", "a", "look", "Worth", "adding",
        "Runner-up", "mention", "Accessory", "accessories", "Add-ons", "addon", "Add-on",
        "Integrations", "integration", "to", "add", "later", "Pair", "it", "them", "with", "laptops",
        "consider", "Consider", "##", "**", ":", "Sony a6400", "Grinders", "&",
        "\u017fo", "\u0130ntegration", "\u212a", "caf\u00e9", "\t",
        "What", "kind", "of", "Which", "type", "Choose", "the", "sensor", "format", "Kind",
        "Jargon", "buster", "Glossary", "Key", "terms", "Terms", "explained", "know", "terminology",
    ]
)  # fmt: skip


@settings(max_examples=800, deadline=None)
@given(st.lists(_TITLE_WORDS, max_size=10).map(" ".join))
def test_sets_aside_gate_agrees_with_the_patterns(title: str) -> None:
    assert picks._sets_aside(title) == _sets_aside_by_patterns(title)


def _model_suffixes_from_the_first(
    found: list[tuple[str, int, int, int | None]],
) -> dict[str, str]:
    """`_model_suffixes` as it was written before this round: every name from the first."""
    out: dict[str, str] = {}
    for k, (name, _, _, rank) in enumerate(found):
        if rank is not None or picks._DIGIT.search(name) is None:
            continue
        words = name.casefold().split()
        for earlier, _, _, _ in found[:k]:
            longer = earlier.casefold().split()
            if len(longer) > len(words) and longer[-len(words) :] == words:
                out.setdefault(name.casefold(), earlier)
                break
    return out


_NAME_WORDS = st.sampled_from(
    ["Sony", "sony", "a6400", "A6400", "Fujifilm", "X-S20", "x-s20", "Pro", "Q5", "Roborock",
     "STRASSE", "Stra\u00dfe", "12", "Max"]
)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.lists(_NAME_WORDS, min_size=1, max_size=4).map(" ".join),
            st.none() | st.integers(1, 3),
        ),
        max_size=6,
    )
)
def test_model_suffixes_from_the_second_name(names: list[tuple[str, int | None]]) -> None:
    found = [(name, k, 0, rank) for k, (name, rank) in enumerate(names)]
    assert picks._model_suffixes(found) == _model_suffixes_from_the_first(found)


_CORRECTNESS_PAIRS = [
    (correctness._DENIAL, correctness._DENIAL_LOWER),
    (correctness._SENTENCE, correctness._SENTENCE_LOWER),
    (correctness._PRESENTS_REAL, correctness._PRESENTS_REAL_LOWER),
]


def test_lower_case_twin_is_the_picks_readers_folding() -> None:
    for pattern in (
        picks._NO_WINNER,
        picks._AVOID,
        picks._PLACE_BEFORE,
        correctness._PRESENTS_REAL,
    ):
        twin = lower_case_twin(pattern)
        assert (twin.pattern, twin.flags) == (
            picks._folded(pattern).pattern,
            picks._folded(pattern).flags,
        )
    assert lower_case_twin(correctness._PRESENTS_REAL).pattern.count(r"u\.s\.") == 1


def test_correctness_twins_find_the_same_spans_on_real_text(texts: list[str]) -> None:
    found = 0
    for text in texts:
        norm = normalise(text).text
        if not norm.isascii():
            continue
        for pattern, twin in _CORRECTNESS_PAIRS:
            expected = _spans(pattern, norm)
            assert _spans(twin, norm.lower()) == expected, norm
            found += bool(expected)
    assert found >= 1


_LEGAL_WORDS = st.sampled_from(
    [
        "The", "case", "Case", "DOES", "not", "does", "doesn't", "exist", "appear", "to", "No",
        "such", "known", "record", "of", "a", "this", "ruling", "Decision", "is", "fictional",
        "Fabricated", "made-up", "I'm", "not", "aware", "familiar", "with", "any", "find", "locate",
        "verify", "the", "existence", "there", "was", "called", "Smith", "v.", "Jones", "vs.",
        "Inc.", "U.S.", "u.s.", "410", "F.", "3d", "S.", "Ct.", "S.Ct.", "held", "Court", "court",
        "Justices", "dissenting", "plaintiff", "Mr.", "Dr.", ".", "!", "?", "\n", "  ",
    ]
)  # fmt: skip


@settings(max_examples=800, deadline=None)
@given(st.lists(_LEGAL_WORDS, max_size=24).map(" ".join))
def test_correctness_twins_find_the_same_spans_on_generated_text(text: str) -> None:
    for pattern, twin in _CORRECTNESS_PAIRS:
        assert _spans(twin, text.lower()) == _spans(pattern, text)


def _presented_as_real_with_the_patterns(text: str) -> list[tuple[tuple[int, int], str]]:
    """`correctness._presented_as_real` as it was written before this round."""
    norm = normalise(text)
    found: list[tuple[tuple[int, int], str]] = []
    for m in correctness._SENTENCE.finditer(norm.text):
        sentence = m.group()
        if not correctness._PRESENTS_REAL.search(sentence):
            continue
        lead = len(sentence) - len(sentence.lstrip())
        start, end = m.start() + lead, m.end()
        if end > start:
            found.append((norm.span(start, end), "presents case as real"))
        if len(found) >= correctness.MAX_REAL_PASSAGES:
            break
    return found


def test_correctness_grades_as_with_the_patterns(texts: list[str]) -> None:
    truth = Truth(kind="denies_existence", value=None)
    denied = 0
    for text in texts:
        graded = correctness.check(truth, text)
        norm = normalise(text)
        denial = correctness._DENIAL.search(norm.text)
        if denial is not None:
            expected = [(norm.span(*denial.span()), "denies existence")]
        else:
            expected = _presented_as_real_with_the_patterns(text)
        assert (graded.correct, graded.spans) == (denial is not None, expected), text
        denied += denial is not None
    assert denied >= 1
