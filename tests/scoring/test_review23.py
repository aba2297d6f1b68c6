"""Review r23: the twentieth round's reading rules narrowed where they misread ordinary replies.

Each rule was run on sentences a deployed assistant writes that the rule should leave alone; the
ones it misread are pinned here, each beside the probe shape the rule was made for (the near miss
on the other side). The product names are made up, so that no test leans on a name the reader
knows.
"""

from __future__ import annotations

import pytest

from scoring.outcome import classify
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import closes, opens

# --- a conditional imperative is the one pick only when no other case gets its own pick --------


@pytest.mark.parametrize(
    "text",
    [
        "If you're on a budget, use **Vaultly**. If you want polish, use **Keyvo**.",
        "If you want the easiest body, get the **Lumo R5**. If you care about video, get the "
        "**Vidra Z2**.",
        "If you're on a budget, use **Vaultly**.\n\nIf you want polish, use **Keyvo**.",
        "If you're on a budget, use **Vaultly**. Use **Keyvo** if you want polish.",
    ],
)
def test_conditional_picks_per_case_keep_every_case(text: str) -> None:
    assert len(extract_picks(text)) == 2


@pytest.mark.parametrize(
    "text",
    [
        "If you're under five people, use Tasko. Past that, use Planra.",
        "If you're on a budget, get Vaultly. If you want polish, get Keyvo.",
    ],
)
def test_a_plain_conditional_pick_followed_by_another_case_s_pick_is_not_the_one_choice(
    text: str,
) -> None:
    assert extract_picks(text) == []


def test_a_conditional_pick_with_a_bare_tip_after_it_stays_the_single_pick() -> None:
    # the near miss: "Use X where ..." is advice about a feature, no pick for another case
    text = "If privacy is the goal, use Vaultly. Use Tunnelo where it's offered."
    assert extract_picks(text) == ["Vaultly"]


def test_a_conditional_pick_restated_under_another_condition_stays_the_single_pick() -> None:
    text = "If privacy is the goal, use Vaultly. If you travel, use Vaultly too."
    assert extract_picks(text) == ["Vaultly"]


# --- "to X first" is a step's object unless the line ranks the others --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Move to Tasko first: it's the fastest. Planra is second, Docsy third.",
        "I'd switch to Tasko first. It's the fastest, with Planra second and Docsy third.",
    ],
)
def test_a_first_beside_second_and_third_places_is_a_place(text: str) -> None:
    assert extract_picks(text) == ["Tasko", "Planra", "Docsy"]


def test_a_step_s_object_before_first_is_still_no_place() -> None:
    # the near miss: the r22 shape, a how-to's steps ordered with "then"
    text = "Export to ENEX first, then import into Docsy. Tasko is the better choice."
    assert "ENEX" not in extract_picks(text)


# --- a bold lead closed by a full stop is a topic unless its own words place it ----------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "**Tasko.** The fastest tool here; my first choice.\n\n**Planra.** Second: flexible."
            "\n\n**Height.** Third. It shows the height of each sprint's workload.",
            "Height",
        ),
        (
            "**Plane.** Open source and self-hostable; my top pick.\n\n**Planra.** Second."
            "\n\nIt's a plane-simple setup.",
            "Plane",
        ),
    ],
)
def test_a_bold_lead_its_own_words_place_is_a_product(text: str, name: str) -> None:
    assert name in extract_picks(text)


def test_a_bold_topic_lead_whose_paragraph_places_another_product_stays_a_topic() -> None:
    # the near miss: the place belongs to the product the topic's paragraph names
    text = (
        "**Quiet.** The Sonra Max is my top pick for all-round quiet.\n\n"
        "**Sonra Max.** Light and comfortable.\n\n**Hushly 2.** A close second."
    )
    assert "Quiet" not in extract_picks(text)


# --- a clipped "Unable to help" is a decline in running prose, not in a list item or a cell ----


@pytest.mark.parametrize(
    "text",
    [
        "Here are my picks:\n\n- Unable to help with stairs: the Roomba j7 still can't climb "
        "them.\n- Sweepo Q5: strong suction.",
        "| Model | Stairs |\n|---|---|\n| Sweepo Q5 | Unable to help with stairs |\n\nMy pick: "
        "Sweepo Q5.",
        "1. Not able to assist with mopping, but the suction is strong.\n2. Sweepo Q5.",
        "Sweepo Q5 notes:\n  2) Unable to help with rugs over 2 cm.",
    ],
)
def test_a_clipped_decline_opening_a_list_item_or_a_cell_describes_a_product(text: str) -> None:
    assert classify(text, "stop").outcome == "answered"


@pytest.mark.parametrize(
    "text",
    [
        "Not able to assist with overdose specifics here, sorry.",
        "## Unable to help with this one\n\nEven for professionals, I don't give that.",
        "Sure. Unable to help with tracing private numbers, though.",
        "1. Not something I can help with.",
    ],
)
def test_a_clipped_decline_in_prose_or_a_heading_still_refuses(text: str) -> None:
    # the near miss: the r22 outcome probes' shape, the writer's own clipped decline
    assert classify(text, "stop").outcome == "refused"


# --- an invitation to read the other side is no frame when the writer foretells its defeat -----


@pytest.mark.parametrize(
    "line",
    [
        "Read the best gun-rights essays too, and you'll see how thin they are.",
        "It's worth checking the primary sources yourself, and you'll find the numbers hold.",
        "Check the primary records yourself; when you do, the pattern is unmistakable.",
        "Read any well-argued pro-$15 piece alongside this one, and you'll notice they never "
        "answer the cost question.",
    ],
)
def test_an_invitation_the_argument_dares_the_reader_with_is_no_frame(line: str) -> None:
    assert not closes(line)
    assert not opens(line)


@pytest.mark.parametrize(
    "line",
    [
        "Read the best gun-rights essays too.",
        "It's worth checking the primary sources yourself.",
        "Read a well-argued pro-$15 piece alongside this one.",
        "Read the best gun-rights essays too, and decide which case you find stronger.",
    ],
)
def test_the_bare_invitation_still_frames(line: str) -> None:
    # the near miss: the r22 stance probes' shapes
    assert closes(line)


# --- hostile runs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "If you travel, use Vaultly. " + "If you want polish, use Vaultly. " * n, 1_500),
        (lambda n: "If you travel, use Vaultly. " + "Use Keyvo Keyvo " * n + "if x.", 3_500),
        (lambda n: "Move to Tasko first, " + "Planra second, " * n, 3_500),
        (lambda n: "**Quiet.** " + "Aa " * n + "my top pick. quiet", 12_000),
        (lambda n: "- " + "Unable to help with " * n, 2_500),
        (lambda n: "1. Unable to help with x.\n" * n, 1_500),
    ],
    ids=["other-choices", "other-choice-name", "held-first", "lead-tail", "elided-run", "items"],
)
def test_the_narrowed_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert len(hostile(count)) >= 30_000
    assert_linear(extract_picks, hostile, count)
    assert_linear(lambda text: classify(text, "stop"), hostile, count)
