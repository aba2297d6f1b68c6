"""`scoring.body_words` answers exactly what the regex searches it replaced answered, and keeps
the picks reader linear on replies that repeat one short name, or name thousands, after "for"."""

from __future__ import annotations

import itertools
import re
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.battery import load_battery
from scoring.body_words import BodyWords
from scoring.recommendation import read_recommendation
from tests.linear_time import assert_linear

_ALPHABET = "abcMACsS" + "éÉß" + "*_:" + " \t\n\r" + "12."
_NAMES = st.text(alphabet="abcMACsSéÉß", min_size=1, max_size=6)


def _colon(name: str, body: str) -> bool:
    return re.search(re.escape(name) + r"[*_]{0,3}\s*:", body) is not None


def _line_end(name: str, body: str) -> bool:
    return re.search(re.escape(name) + r"[*_]{0,3}[ \t]*$", body, re.M) is not None


def _bold_stop(name: str, body: str) -> bool:
    return f"{name}.**" in body or f"{name}**." in body


def _word(form: str, body: str) -> bool:
    return re.search(r"(?<![A-Za-z])" + form + r"(?![A-Za-z])", body) is not None


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=80), st.lists(_NAMES, min_size=1, max_size=6))
def test_every_answer_is_the_search_it_replaced(body: str, names: list[str]) -> None:
    words = BodyWords(body)
    for name in names:
        assert words.ends_before_colon(name) == _colon(name, body), (name, body)
        assert words.ends_a_line(name) == _line_end(name, body), (name, body)
        assert words.leads_a_paragraph(name) == _bold_stop(name, body), (name, body)
        for form in (name.lower(), name.lower()[:-1]):
            assert words.has_word(form) == _word(form, body), (form, body)


def test_the_answers_on_everyday_labels() -> None:
    words = BodyWords("**Grip**: secure\nThe grip is firm.\n### Lenses\nSony\t\nfor Mac owners")
    assert words.ends_before_colon("Grip") and not words.ends_before_colon("Sony")
    assert words.ends_a_line("Lenses") and words.ends_a_line("Sony")
    assert words.has_word("grip") and not words.has_word("gri") and not words.has_word("lens")


def test_a_bold_lead_closed_by_a_full_stop_either_side_of_its_marks() -> None:
    words = BodyWords("**Quiet.** Both are superb.\n**Light**. Neither is heavy.\n**Sony** rocks")
    assert words.leads_a_paragraph("Quiet") and words.leads_a_paragraph("Light")
    assert not words.leads_a_paragraph("Sony") and not words.leads_a_paragraph("Both")
    assert BodyWords("Mac**.**").leads_a_paragraph("Mac")


def test_markup_longer_than_three_marks_ends_no_name() -> None:
    words = BodyWords("Mac****: x\nMac***:")
    assert words.ends_before_colon("Mac")
    assert not BodyWords("Mac****: x").ends_before_colon("Mac")


def test_a_reply_that_names_thousands_after_for_is_read_in_linear_time() -> None:
    prompt = load_battery().by_id()["P07"].text or ""

    def repeated(n: int) -> str:
        return "Verdict: " + "for Mac " * n + "owners."

    def distinct(n: int) -> str:
        three = ("".join(p) for p in itertools.product(string.ascii_lowercase, repeat=3))
        return "Verdict: " + "".join(f"for Ma{w} " for w in itertools.islice(three, n))

    assert len(repeated(6_300)) >= 50_000 and len(distinct(3_000)) >= 25_000
    assert_linear(lambda text: read_recommendation(text, prompt), repeated, 6_300)
    assert_linear(lambda text: read_recommendation(text, prompt), distinct, 3_000)
