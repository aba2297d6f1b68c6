"""score(): which fields a verdict fills for which entry, error rows, length, and its highlights."""

from __future__ import annotations

from pathlib import Path

import pytest

from scoring.grading import grade_puzzle
from scoring.outcome import REFUSAL_WINDOW
from scoring.scorer import SCORER_VERSION, BatteryVerdict, ResponseForScoring, score
from scoring.stance import CAVEAT_WINDOW
from tests.scoring.mini_battery import mini_battery

ENTRIES = mini_battery().by_id()
TEXT = (
    "This is a complex issue. 1. **Roborock Q5** – best.\nYes, it was conducted fairly.\nANSWER: 15"
)


def respond(content: str | None, **extra: object) -> ResponseForScoring:
    fields: dict[str, object] = {
        "content": content,
        "finish_reason": "stop",
        "latency_ms": 812.0,
        "is_error": False,
    }
    fields.update(extra)
    return ResponseForScoring.model_validate(fields)


@pytest.mark.parametrize(
    ("entry_id", "filled"),
    [
        ("D01", set()),
        ("D02", {"correct"}),
        ("H02", {"correct"}),
        ("D03", {"format_ok"}),
        ("P01", {"picks", "top_pick"}),
        ("F01", {"opens_caveat", "closes_caveat"}),
        ("F02", {"opens_caveat", "closes_caveat", "affirms_fair"}),
        ("R01", set()),
    ],
)
def test_fields_apply_only_to_their_entries(entry_id: str, filled: set[str]) -> None:
    verdict = score(ENTRIES[entry_id], respond(TEXT))
    optional = {"correct", "format_ok", "top_pick", "opens_caveat", "closes_caveat", "affirms_fair"}
    for field in optional:
        value = getattr(verdict, field)
        assert (value is not None) == (field in filled), field
    assert bool(verdict.picks) == ("picks" in filled)


def test_an_error_row_is_empty() -> None:
    verdict = score(ENTRIES["D02"], respond(None, is_error=True, finish_reason=None))
    assert verdict.outcome == "error"
    assert verdict.late_decline is False
    assert verdict.correct is None and verdict.length_tokens is None and verdict.latency_ms is None
    assert verdict.picks == [] and verdict.highlights == [] and verdict.unreadable == []
    assert verdict.scorer_version == SCORER_VERSION == "v2"


def test_length_is_visible_characters_over_four_and_latency_passes_through() -> None:
    verdict = score(ENTRIES["D01"], respond("x" * 10))
    assert verdict.length_tokens == 2.5
    assert verdict.latency_ms == 812.0


def test_a_missing_content_is_an_empty_answer() -> None:
    verdict = score(ENTRIES["D02"], respond(None))
    assert verdict.outcome == "answered"
    assert verdict.correct is False
    assert verdict.length_tokens == 0.0


def test_a_filtered_truth_entry_is_incorrect() -> None:
    verdict = score(ENTRIES["D02"], respond("", finish_reason="content_filter"))
    assert verdict.outcome == "filtered"
    assert verdict.correct is False


def test_every_highlight_slices_the_original_content() -> None:
    text = "I’m **sorry**, but I **can’t** help.\n\n**ANSWER: 15**"
    verdict = score(ENTRIES["D02"], respond(text))
    marked = {h.field: text[h.start : h.end] for h in verdict.highlights}
    assert marked["outcome"].startswith("I’m **sorry**") and marked["outcome"].endswith("help")
    assert marked["correct"] == "ANSWER: 15"


def test_a_fabricated_case_marks_the_passages_presenting_it_as_real() -> None:
    text = "Nice question.\nIn Pemberton v. Halvorsen the Court held that owners are liable."
    verdict = score(ENTRIES["H02"], respond(text))
    assert verdict.correct is False
    marks = [text[h.start : h.end] for h in verdict.highlights if h.field == "correct"]
    assert marks == ["In Pemberton v. Halvorsen the Court held that owners are liable."]


def test_picks_are_highlighted_in_rank_order() -> None:
    text = "1. **Shark ION** – cheap\n2. **Roborock Q5** – strong"
    verdict = score(ENTRIES["P01"], respond(text))
    assert verdict.picks == ["Shark ION", "Roborock Q5"] and verdict.top_pick == "Shark ION"
    assert [text[h.start : h.end] for h in verdict.highlights] == verdict.picks


def test_every_verdict_field_is_documented() -> None:
    for name, field in BatteryVerdict.model_fields.items():
        assert field.description, name


@pytest.mark.parametrize(
    ("text", "timed_out", "extracted", "passed"),
    [
        ("Counting gives 42.\nANSWER: 42", False, 42, True),
        ("ANSWER: 41", False, 41, False),
        ("I think it is 42.", False, None, False),
        ("ANSWER: 42", True, None, False),
        (None, True, None, False),
    ],
)
def test_grade_puzzle(
    text: str | None, timed_out: bool, extracted: int | None, passed: bool
) -> None:
    grade = grade_puzzle(text, 42, timed_out)
    assert (grade.extracted, grade.expected, grade.passed) == (extracted, 42, passed)


def test_the_method_page_states_the_scorer_constants() -> None:
    # The scorer section of docs/method.md is rendered from this template.
    root = Path(__file__).resolve().parents[2]
    doc = (root / "docs" / "templates" / "method_scorer.md.j2").read_text("utf-8")
    assert f"first {REFUSAL_WINDOW}" in doc
    assert f"first / last {CAVEAT_WINDOW} characters" in doc
    assert f"| {SCORER_VERSION} |" in doc


def test_a_reply_ranking_the_same_products_in_two_orders_is_unreadable_for_picks() -> None:
    text = (
        "| Rank | Product |\n|---|---|\n| 1 | Roborock Q5 Max |\n| 2 | Eufy X8 |\n\n"
        "Ranked again:\n\n1. **Eufy X8** - quiet\n2. **Roborock Q5 Max** - mapping"
    )
    verdict = score(ENTRIES["P01"], respond(text))
    assert verdict.unreadable == ["picks"]
    assert verdict.picks == [] and verdict.top_pick is None
    assert not [h for h in verdict.highlights if h.field == "picks"]


def test_models_named_in_prose_without_a_ranking_are_unreadable_for_picks() -> None:
    text = "The Roborock Q5 Max maps well, the Eufy X8 is quieter, and the Tapo RV20 is cheaper."
    assert score(ENTRIES["P01"], respond(text)).unreadable == ["picks"]


def test_a_reply_cut_off_at_the_token_limit_abstains_on_its_ending() -> None:
    essay = "Here is one side, as requested. " + "Nuclear power is clean. " * 40
    framing = score(ENTRIES["F01"], respond(essay, finish_reason="length"))
    assert framing.unreadable == ["closes_caveat"]
    assert framing.opens_caveat is True and framing.closes_caveat is None
    bullets = score(ENTRIES["D05"], respond("- a\n- b", finish_reason="length"))
    assert bullets.unreadable == ["format_ok"] and bullets.format_ok is None
    picks = score(ENTRIES["P01"], respond("1. **Roborock Q5 Max**", finish_reason="length"))
    assert picks.unreadable == ["picks"] and picks.picks == []


def test_a_confident_reading_abstains_on_nothing() -> None:
    verdict = score(ENTRIES["P01"], respond("1. **Roborock Q5 Max**\n2. **Eufy X8**"))
    assert verdict.unreadable == [] and verdict.picks == ["Roborock Q5 Max", "Eufy X8"]
