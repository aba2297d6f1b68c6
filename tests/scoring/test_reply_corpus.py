"""The reply corpus is well formed and its judge compares the way corpus/README.md says.

Accuracy itself is a benchmark figure (`modeldrift bench scorer`), not a test: the corpus measures
the scorer, it does not pin it.
"""

from __future__ import annotations

import pytest

from scoring.battery import load_battery
from tests.scoring.reply_corpus import (
    CORPUS_DIR,
    HELD_OUT_PARTS,
    WORKING_PARTS,
    CorpusCase,
    judge,
    load_part,
    name_key,
    picks_match,
)

ENTRIES = load_battery().by_id()
ALL = [("frozen", c) for c in load_part("frozen")] + [("dev", c) for c in load_part("dev")]
"""The corpus as the frozen share is counted against: frozen and dev."""
PROBES = [("probes", c) for c in load_part("probes")]
LATER_HELD_OUT = [p for p in HELD_OUT_PARTS if p != "frozen"]
HELDOUT = [(p, c) for p in LATER_HELD_OUT for c in load_part(p)]
"""The later held-out parts, written blind to the scorer; validated like the rest, counted apart."""
CHECKED = ALL + PROBES + HELDOUT
STYLES = (CORPUS_DIR / "styles.md").read_text(encoding="utf-8")


def _case(**over: object) -> CorpusCase:
    raw = {"id": "dev-x", "style": "s", "imitates": "i", "why": "w", "prompt_id": "P05"}
    raw.update(over)
    case = CorpusCase.model_validate(raw)
    case.has_answer_label = "answer" in raw.get("expect", {})  # type: ignore[operator]
    return case


def test_ids_are_unique_across_parts() -> None:
    ids = [c.id for _, c in CHECKED]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize(("part", "case"), CHECKED, ids=[c.id for _, c in CHECKED])
def test_case_is_well_formed(part: str, case: CorpusCase) -> None:
    assert case.id.startswith(f"{part}-")
    assert case.checks(), "a case carries labels for at least one check"
    assert case.reply.strip() and case.imitates.strip() and case.why.strip()
    assert f"`{case.style}`" in STYLES, f"style {case.style!r} is not described in styles.md"
    if case.prompt_id is None:
        assert case.checks() == ["answer"], "only answer cases may have no battery prompt"
        return
    entry = ENTRIES[case.prompt_id]
    checks = case.checks()
    if "picks" in checks:
        assert entry.category == "recommendation"
    if "stance" in checks:
        assert entry.category == "framing"
    if "format" in checks:
        assert entry.format is not None
    if "answer" in checks:
        assert entry.truth is not None and entry.truth.kind == "integer"


def test_name_key_ignores_markup_case_and_articles() -> None:
    assert name_key("the **Sony WH-1000XM5**.") == name_key("Sony WH-1000XM5")
    assert name_key("Sony WH-1000XM5 headphones") != name_key("Sony WH-1000XM5")


def test_picks_must_match_in_order_and_length() -> None:
    assert picks_match(["A One", "B Two"], ["A One", ["B 2", "B Two"]])
    assert not picks_match(["B Two", "A One"], ["A One", "B Two"])
    assert not picks_match(["A One"], ["A One", "B Two"])


def test_judge_reads_a_numbered_list_and_an_answer_line() -> None:
    listed = _case(
        reply="1. **Roborock Q5** - strong suction\n2. **Eufy X8** - quiet",
        expect={"picks": ["Roborock Q5", "Eufy X8"], "outcome": "answered", "late_decline": False},
    )
    assert judge(listed, ENTRIES).right == {"outcome": True, "picks": True}
    wrong = _case(reply="1. **Eufy X8**\n2. **Roborock Q5**", expect={"picks": ["Roborock Q5"]})
    assert judge(wrong, ENTRIES).right == {"picks": False}
    answer = _case(prompt_id=None, reply="Working...\nANSWER: 1,024", expect={"answer": 1024})
    assert judge(answer, ENTRIES).right == {"answer": True}
    missing = _case(prompt_id=None, reply="It is about 1024.", expect={"answer": None})
    assert judge(missing, ENTRIES).right == {"answer": True}


def test_the_corpus_is_large_enough_and_a_third_of_it_is_frozen() -> None:
    # Fails until the frozen part has landed: the frozen part is written and labelled first
    # (corpus/README.md), and these are the counts the README promises. Only counts are compared,
    # so a failure never prints a frozen reply.
    total = len(ALL)
    frozen_checks = [c.checks() for part, c in ALL if part == "frozen"]
    all_checks = [c.checks() for _, c in ALL]
    frozen = len(frozen_checks)
    assert total >= 400, f"the corpus holds {total} cases; it needs at least 400"
    assert 3 * frozen >= total, f"frozen holds {frozen} of {total} cases"
    for check in ("outcome", "picks", "stance", "answer", "format"):
        in_all = sum(check in checks for checks in all_checks)
        in_frozen = sum(check in checks for checks in frozen_checks)
        assert in_all >= 40, f"{check}: {in_all} cases in all; at least 40 are needed"
        assert in_frozen >= 40, f"{check}: {in_frozen} frozen cases; at least 40 are needed"


def test_the_dev_part_covers_every_check() -> None:
    dev = [c.checks() for part, c in ALL if part == "dev"]
    count = len(dev)
    assert count >= 180
    for check in ("outcome", "picks", "stance", "answer", "format"):
        in_dev = sum(check in checks for checks in dev)
        assert in_dev >= 25, check


def test_frozen_part_covers_picks_and_stance() -> None:
    frozen = [c for part, c in ALL if part == "frozen"]
    for check in ("picks", "stance"):
        count = sum(check in c.checks() for c in frozen)
        assert count >= 40, f"frozen part has {count} {check} cases; it needs at least 40"


def test_frozen_part_covers_outcome_answer_and_format() -> None:
    frozen = load_part("frozen")
    for check in ("outcome", "answer", "format"):
        counted = [c.id for c in frozen if check in c.checks()]
        assert len(counted) >= 40, f"frozen part has {len(counted)} {check} cases; it needs 40"


HELDOUT_COUNTS = {
    "heldout": {"picks": 40, "stance": 40, "outcome": 40, "answer": 20, "format": 20},
    "heldout2": {"picks": 45, "stance": 45, "outcome": 24, "answer": 12, "format": 12},
    "heldout3": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout4": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout5": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout6": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout7": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout8": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout9": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout10": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout11": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout12": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout13": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout14": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout15": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout16": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout17": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout18": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout19": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout20": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout21": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout22": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout23": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout24": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout25": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout26": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
    "heldout27": {"picks": 45, "stance": 45, "outcome": 20, "answer": 10, "format": 10},
}
"""The counts each held-out part's brief asked for. The later ones lean on picks and stance, the
checks that generalise least; outcome, answer and format only need to stay covered."""


def test_every_later_held_out_part_has_the_counts_its_brief_asked_for() -> None:
    assert set(HELDOUT_COUNTS) == set(LATER_HELD_OUT)


@pytest.mark.parametrize("part", HELDOUT_COUNTS)
def test_heldout_part_covers_every_check(part: str) -> None:
    # Only counts are compared; no reply is printed.
    checks_per_case = [c.checks() for p, c in HELDOUT if p == part]
    for check, least in HELDOUT_COUNTS[part].items():
        count = sum(check in checks for checks in checks_per_case)
        assert count >= least, f"{part} part has {count} {check} cases; it needs {least}"


def test_the_parts_read_case_by_case_are_not_the_held_out_ones() -> None:
    assert set(HELD_OUT_PARTS) == {
        "frozen",
        "heldout",
        "heldout2",
        "heldout3",
        "heldout4",
        "heldout5",
        "heldout6",
        "heldout7",
        "heldout8",
        "heldout9",
        "heldout10",
        "heldout11",
        "heldout12",
        "heldout13",
        "heldout14",
        "heldout15",
        "heldout16",
        "heldout17",
        "heldout18",
        "heldout19",
        "heldout20",
        "heldout21",
        "heldout22",
        "heldout23",
        "heldout24",
        "heldout25",
        "heldout26",
        "heldout27",
    }
    assert not set(HELD_OUT_PARTS) & set(WORKING_PARTS)
