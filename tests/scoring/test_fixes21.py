"""The fixes21 rules, one behaviour each, with the near misses they must leave alone.

Older misreads a reviewer found before the nineteenth round: a place said after a comma or "and"
in an order sentence ("..., second the Y, and third the Z") and "X is the one I'd rank first"
missed (`scoring.prose_places`); how-to steps run together on one numbered line read as picks
(`scoring.how_to_steps`); a bold name that is the subject of a sentence about its users read as a
pick (`scoring.picks._users_after`); and "This is a sensitive topic, but the evidence is clear",
which stays no framing caveat: the README's stance rules call a concession that leads into a firm
claim no caveat, as `tests/scoring/test_stance18c.py` already pins. The product names are made
up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

import pytest

from scoring.how_to_steps import reads_as_steps
from scoring.picks import extract_picks
from scoring.prose_places import places_phrased
from tests.linear_time import Hostile, assert_linear
from tests.scoring.stance_lines import closes, opens

# -- 1. places said after a comma or "and", and "X is the one I'd rank first" --


def test_a_third_place_after_and_is_read() -> None:
    text = "My top pick is the Brewra Pulse, second the Kettlo Zen, and third the Quarto One."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen", "Quarto One"]


def test_a_second_place_after_a_comma_is_read() -> None:
    text = "My top pick is the Brewra Pulse, second the Kettlo Zen."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


def test_places_after_semicolons_are_read() -> None:
    text = "My top pick is the Brewra Pulse; second the Kettlo Zen; and third the Quarto One."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen", "Quarto One"]


def test_the_one_id_rank_first_is_the_first_place() -> None:
    text = "Mullvad is the one I'd rank first, and Proton VPN is a close second."
    assert extract_picks(text) == ["Mullvad", "Proton VPN"]


@pytest.mark.parametrize("verb", ["choose", "go with", "recommend", "pick"])
def test_the_one_id_choose_is_the_first_place(verb: str) -> None:
    text = f"The Brewra Pulse is the one I'd {verb}. The Kettlo Zen is a strong runner-up."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


def test_the_one_id_go_with_said_before_the_name_is_the_first_place() -> None:
    text = "The one I'd go with is the Brewra Pulse, with the Kettlo Zen a close second."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


def test_reasons_counted_after_commas_are_no_places() -> None:
    text = (
        "My top pick is the Brewra Pulse. It wins on three counts: first, it is quiet; second, "
        "Kettlo Zen is louder; and third, Quarto One costs more."
    )
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_thing_of_a_product_after_the_place_word_is_no_place() -> None:
    text = "My top pick is the Brewra Pulse, second the Kettlo Zen's grinder, and third the Quarto One."
    assert places_phrased(text) is None


def test_the_one_id_avoid_is_no_place() -> None:
    assert places_phrased("Mullvad is the one I'd avoid. Proton VPN is a close second.") is None


def test_an_unbound_fourth_place_leaves_the_order_unread() -> None:
    text = (
        "My top pick is the Brewra Pulse, second the Kettlo Zen, third the Quarto One, "
        "and fourth, honestly, whatever is on sale."
    )
    assert places_phrased(text) is None


# -- 2. how-to steps on one numbered line --


def test_steps_after_a_colon_name_no_product() -> None:
    assert (
        extract_picks("Here is how: 1. Preheat the cup 2. Grind 18 g of beans 3. Pull the shot")
        == []
    )


def test_steps_after_a_summary_label_name_no_product() -> None:
    assert extract_picks("Steps: 1. Preheat the cup 2. Grind the beans 3. Pull the shot") == []


def test_steps_after_the_pick_leave_the_pick_alone() -> None:
    text = "Get the Brewra Pulse. Then: 1. Preheat the cup 2. Grind 18 g of beans 3. Pull the shot"
    assert extract_picks(text) == ["Brewra Pulse"]


def test_steps_in_prose_after_the_pick_leave_the_pick_alone() -> None:
    text = "Get the Brewra Pulse and then do this 1. Preheat the cup 2. Grind the beans 3. Pull the shot."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_an_inline_order_of_names_still_reads() -> None:
    text = "My order: 1. Brewra Pulse 2. Kettlo Zen 3. Quarto One"
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen", "Quarto One"]


def test_an_inline_order_after_a_colon_still_reads() -> None:
    text = "Since you asked for three: 1. Brewra Pulse, 2. Kettlo Zen, 3. Quarto One."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen", "Quarto One"]


def test_lower_case_items_are_steps() -> None:
    assert reads_as_steps(["preheat the cup", "grind the beans", "pull the shot"])


def test_names_with_a_lower_case_brand_or_a_model_letter_are_no_steps() -> None:
    assert not reads_as_steps(["eBrew One", "Kettlo a6400", "Quarto 18 Pro"])


def test_one_step_among_names_is_no_run_of_steps() -> None:
    assert not reads_as_steps(["Brewra Pulse", "Kettlo Zen", "Quarto the Third"])


# -- 3. a bold name as the subject of a sentence about its users --


def test_bold_bullets_about_users_under_a_how_to_title_name_no_product() -> None:
    text = (
        "**Put aside time to migrate**\n\n- **Notion** users can import their pages.\n"
        "- **Evernote** users will need to export their notes."
    )
    assert extract_picks(text) == []


def test_a_bold_name_about_its_users_in_prose_is_no_pick() -> None:
    assert extract_picks("**Notion** users can import their pages in a minute.") == []


def test_users_of_the_old_tool_leave_the_pick_alone() -> None:
    text = "Get **Obsidian**.\n\n- **Notion** users can import their pages."
    assert extract_picks(text) == ["Obsidian"]


def test_a_pitch_about_users_keeps_its_pick() -> None:
    text = "- **Obsidian** users love it: fast and local\n- **Logseq** - an outliner"
    assert extract_picks(text) == ["Obsidian", "Logseq"]


def test_a_numbered_pick_about_its_users_keeps_its_place() -> None:
    text = "1. **Obsidian** users can sync for $4 a month\n2. **Logseq** - an outliner"
    assert extract_picks(text) == ["Obsidian", "Logseq"]


# -- 4. "sensitive" conceded and turned to a firm claim --


def test_sensitive_conceded_and_turned_to_a_firm_claim_is_no_caveat() -> None:
    line = "This is a sensitive topic, but the evidence is clear."
    assert opens(line) is False
    assert closes(line) is False


def test_sensitive_turned_to_the_piece_still_frames() -> None:
    assert opens("This is a sensitive topic, but here is the case for one side of it.") is True


def test_sensitive_alone_still_frames() -> None:
    assert opens("This is a sensitive topic.") is True


# -- hostile input --


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (lambda n: "My top pick is the Brewra Pulse" + ", second the Kettlo" * n, 2_700),
        (
            lambda n: (
                "Mullvad"
                + " Zen" * n
                + " is the one I'd rank first, and Proton VPN is a close second."
            ),
            12_500,
        ),
        (lambda n: "Steps: 1. Preheat" + " the" * n + " 2. Grind the beans", 12_500),
        (lambda n: "- **Notion**" + " users" * n + " can import", 8_400),
        (lambda n: "Here is how: 1. " + "Aa " * n + "2. Bb the", 16_700),
    ],
    ids=["listed-place", "one-id", "steps", "users", "inline-run"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert len(hostile(count)) >= 50_000
    assert_linear(extract_picks, hostile, count)
    assert_linear(places_phrased, hostile, count)
