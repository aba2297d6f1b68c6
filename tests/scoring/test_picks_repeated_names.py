"""A reply that repeats one heading and one name many times reads in linear time.

Two passes of the picks reader compared each name with every name read before it: the model
part of an earlier pick ("X-S20" after "Fujifilm X-S20", `_model_suffixes`) and a heading that
names a pick already read (`_heads_found_pick`). "### Battery / **Winner:** Sony A1" 2,000 times
(66,000 characters) took 0.40 s of CPU, 45 times the time of 250 repeats for 8 times the text
(found by review25). Each name is now looked up by its trailing words, and each distinct name
is compared once.
"""

from __future__ import annotations

from scoring.recommendation import read_picks
from tests.linear_time import Hostile, assert_linear


def test_a_repeated_heading_and_name_reads_in_linear_time() -> None:
    hostile: list[tuple[Hostile, int]] = [
        (lambda n: "### Battery\n**Winner:** Sony A1\n\n" * n, 2_000),
        (lambda n: "".join(f"### Sony A1\n- Kettlo H{i % 7} 9\n" for i in range(n)), 2_500),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(read_picks, text, count)


def test_a_model_part_after_its_full_name_is_still_that_pick() -> None:
    # The lookup by trailing words keeps the reading it replaced: "X-S20" after the full name.
    text = (
        "1. Fujifilm X-S20 - the best all-rounder.\n2. Sony A6400 - cheaper.\n\n"
        "Which one is right for you?\n- X-S20 if you shoot video\n- A6400 on a budget\n"
    )
    assert [p.name.casefold() for p in read_picks(text).picks][:2] == [
        "fujifilm x-s20",
        "sony a6400",
    ]
